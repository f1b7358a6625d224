//! Property access on objects: reads, writes, isset/unset with visibility, readonly and
//! typed-property checks, the `__get`/`__set`/`__isset`/`__unset` fallbacks (with PHP's
//! recursion guard), `ArrayAccess`, static properties, and object/array conversions.

use std::rc::Rc;

use super::class::{can_access, scope_desc};
use super::expr::EvalResult;
use super::frame::Frame;
use super::{Interp, Unwind};
use crate::object::{Class, Obj, PropDecl, StaticProp};
use crate::syntax::ast::*;
use crate::value::{Key, PhpArray, PhpRef, PhpString, Value};

const GUARD_GET: u8 = 1;
const GUARD_SET: u8 = 2;
const GUARD_ISSET: u8 = 3;
const GUARD_UNSET: u8 = 4;

fn vis_word(v: Visibility) -> &'static str {
    match v {
        Visibility::Public => "public",
        Visibility::Protected => "protected",
        Visibility::Private => "private",
    }
}

/// Where a property access by name lands in an object's storage.
enum PropSlot {
    /// Stored under its name (a declared property reachable by name, or a dynamic one).
    Named,
    /// A private property of the scope class, an ancestor of the object's class: stored
    /// under its mangled key.
    Private(Rc<PropDecl>),
    /// Declared but not accessible from the scope.
    Denied(Rc<PropDecl>),
}

impl PropSlot {
    /// The storage key.
    fn key<'a>(&'a self, name: &'a [u8]) -> &'a [u8] {
        match self {
            PropSlot::Private(d) => d.slot.as_bytes(),
            _ => name,
        }
    }
    /// The declaration, if the property is declared.
    fn decl(&self, cls: &Class, name: &str) -> Option<Rc<PropDecl>> {
        match self {
            PropSlot::Private(d) | PropSlot::Denied(d) => Some(d.clone()),
            PropSlot::Named => cls.find_prop(name).cloned(),
        }
    }
}

impl Interp {
    fn guarded(&self, o: &Obj, name: &[u8], kind: u8) -> bool {
        self.magic_guard
            .borrow()
            .iter()
            .any(|(id, n, k)| *id == o.id() && n == name && *k == kind)
    }

    /// Run a magic accessor with the recursion guard set for (object, name, kind).
    fn with_guard(
        &self,
        o: &Obj,
        name: &[u8],
        kind: u8,
        run: impl FnOnce() -> EvalResult,
    ) -> EvalResult {
        self.magic_guard
            .borrow_mut()
            .push((o.id(), name.to_vec(), kind));
        let r = run();
        let mut g = self.magic_guard.borrow_mut();
        if let Some(i) = g
            .iter()
            .rposition(|(id, n, k)| *id == o.id() && n == name && *k == kind)
        {
            g.remove(i);
        }
        r
    }

    /// Where property `name` of an instance of `cls` is, seen from the frame's scope.
    fn prop_slot(&self, f: &Frame, cls: &Rc<Class>, name: &[u8]) -> PropSlot {
        if let Some(s) = &f.class {
            if !Rc::ptr_eq(s, cls) && !s.is_internal {
                if let Some(d) = std::str::from_utf8(name).ok().and_then(|n| s.find_prop(n)) {
                    if d.visibility == Visibility::Private
                        && std::ptr::eq(d.class.as_ptr(), Rc::as_ptr(s))
                        && cls.is_subclass_of(s)
                    {
                        return PropSlot::Private(d.clone());
                    }
                }
            }
        }
        if cls.props.len() <= 8 && cls.props.iter().all(|d| d.visibility == Visibility::Public) {
            return PropSlot::Named;
        }
        let Some(d) = std::str::from_utf8(name)
            .ok()
            .and_then(|n| cls.find_prop(n))
        else {
            return PropSlot::Named;
        };
        if d.visibility == Visibility::Public {
            return PropSlot::Named;
        }
        match d.class.upgrade() {
            Some(declaring) if !can_access(f.class.as_ref(), d.visibility, &declaring) => {
                PropSlot::Denied(d.clone())
            }
            _ => PropSlot::Named,
        }
    }

    /// Before a nested write or a reference creates property `name`, which `cls` does
    /// not declare: an error for readonly classes, enums and classes that refuse dynamic
    /// properties (async handles), else deprecated unless the
    /// class allows dynamic properties.
    fn check_dynamic_create(&self, cls: &Class, name: &[u8]) -> Result<(), Unwind> {
        let sname = String::from_utf8_lossy(name);
        if cls.find_prop(&sname).is_some() {
            return Ok(());
        }
        if cls.is_readonly
            || cls.kind == crate::syntax::ast::ClassKind::Enum
            || cls.limits.no_dynamic_props
        {
            return Err(self.throw_error(
                "Error",
                &format!("Cannot create dynamic property {}::${}", cls.name, sname),
            ));
        }
        if !allows_dynamic(cls) {
            self.deprecated(&format!(
                "Creation of dynamic property {}::${} is deprecated",
                cls.name, sname
            ));
        }
        Ok(())
    }

    /// A read-modify-write (`$o->p++`, `$o->p .= s`) of a property the object lacks,
    /// its class neither declares nor overloads: as PHP, create it (deprecated as a
    /// dynamic property), then warn that it was undefined. None: not that case.
    pub(crate) fn rw_missing_prop(
        &self,
        f: &Frame,
        o: &Obj,
        name: &[u8],
    ) -> Result<Option<Value>, Unwind> {
        let cls = o.class().clone();
        let slot = self.prop_slot(f, &cls, name);
        if matches!(slot, PropSlot::Denied(_))
            || o.props.borrow().get_bytes(slot.key(name)).is_some()
            || cls.magic.get.is_some()
            || crate::object::array_as_props(o)
            || std::str::from_utf8(name).map_or(true, |n| cls.find_prop(n).is_some())
        {
            return Ok(None);
        }
        self.check_dynamic_create(&cls, name)?;
        o.set_prop(slot.key(name), Value::Null);
        self.warn(&format!(
            "Undefined property: {}::${}",
            cls.name,
            String::from_utf8_lossy(name)
        ));
        Ok(Some(Value::Null))
    }

    /// `$obj->name` where `name` is a static property of the object's class: PHP
    /// notices it and uses a dynamic property of that name.
    fn static_as_instance_notice(&self, cls: &Class, name: &[u8]) {
        if cls.static_props.is_empty() {
            return;
        }
        if let Some(n) = std::str::from_utf8(name).ok().filter(|n| {
            cls.find_static_prop(n).is_some() && cls.find_prop(n).is_none_or(|d| d.is_static)
        }) {
            self.notice(&format!(
                "Accessing static property {}::${} as non static",
                cls.name, n
            ));
        }
    }

    fn access_error(&self, cls: &Class, d: &PropDecl) -> Unwind {
        self.throw_error(
            "Error",
            &format!(
                "Cannot access {} property {}::${}",
                vis_word(d.visibility),
                cls.name,
                d.name
            ),
        )
    }

    pub(crate) fn object_prop_get(
        &self,
        f: &Frame,
        o: &Obj,
        name: &[u8],
        quiet: bool,
    ) -> EvalResult {
        let cls = o.class().clone();
        if !quiet {
            self.static_as_instance_notice(&cls, name);
        }
        let slot = self.prop_slot(f, &cls, name);
        if let PropSlot::Denied(d) = &slot {
            if let Some(v) = self.magic_get(o, &cls, name)? {
                return Ok(v);
            }
            return Err(Box::new(self.access_error(&cls, d)));
        }
        if let Some(v) = o.props.borrow().get_bytes(slot.key(name)) {
            return Ok(v.deref());
        }
        if crate::object::array_as_props(o) {
            return self.array_prop_call(o, "offsetGet", name, None);
        }
        if let Some(v) = self.magic_get(o, &cls, name)? {
            return Ok(v);
        }
        let sname = String::from_utf8_lossy(name);
        if let Some(d) = slot.decl(&cls, &sname) {
            if d.ty.is_some() {
                return Err(Box::new(self.throw_error(
                    "Error",
                    &format!(
                        "Typed property {}::${} must not be accessed before initialization",
                        d.class_name, sname
                    ),
                )));
            }
        }
        if !quiet {
            self.warn(&format!("Undefined property: {}::${}", cls.name, sname));
        }
        Ok(Value::Null)
    }

    /// `$o->name` as code of `scope` reads it when a builtin fetches a property
    /// (array_column): a property that code cannot see counts only through `__isset`
    /// and `__get`. None when the object has no such property for that code.
    pub(crate) fn prop_read_in_scope(
        &self,
        o: &Obj,
        name: &[u8],
        scope: Option<&Rc<Class>>,
    ) -> Result<Option<Value>, Unwind> {
        let frame = match scope {
            Some(c) => self.class_frame(c),
            None => Frame::new(
                super::frame::ScopeOwner::Program(
                    self.empty_program(),
                    None,
                    self.cur_file.borrow().clone(),
                ),
                Default::default(),
                false,
            ),
        };
        if self
            .object_prop_isset(&frame, o, name, super::access::IssetMode::Exists)?
            .is_none()
        {
            return Ok(None);
        }
        self.object_prop_get(&frame, o, name, true)
            .map(Some)
            .map_err(|e| *e)
    }

    pub(crate) fn object_prop_isset(
        &self,
        f: &Frame,
        o: &Obj,
        name: &[u8],
        mode: super::access::IssetMode,
    ) -> Result<Option<Value>, Unwind> {
        let exists_only = mode == super::access::IssetMode::Exists;
        let cls = o.class().clone();
        let slot = self.prop_slot(f, &cls, name);
        if !matches!(slot, PropSlot::Denied(_)) {
            if let Some(v) = o.props.borrow().get_bytes(slot.key(name)) {
                return Ok(Some(v.deref()));
            }
        }
        if crate::object::array_as_props(o) {
            if !self
                .array_prop_call(o, "offsetExists", name, None)?
                .to_bool()
            {
                return Ok(None);
            }
            if exists_only {
                return Ok(Some(Value::Bool(true)));
            }
            return self
                .array_prop_call(o, "offsetGet", name, None)
                .map(Some)
                .map_err(|e| *e);
        }
        if let Some(isset) = cls.magic.isset.clone() {
            if !self.guarded(o, name, GUARD_ISSET) {
                let r = self.with_guard(o, name, GUARD_ISSET, || {
                    self.call_method(o, &isset, vec![Value::bytes(name)])
                })?;
                if !r.to_bool() {
                    return Ok(None);
                }
                if exists_only {
                    return Ok(Some(Value::Bool(true)));
                }
                if let Some(v) = self.magic_get(o, &cls, name)? {
                    return Ok(Some(v));
                }
                return Ok(Some(Value::Bool(true)));
            }
        } else if mode == super::access::IssetMode::Fetch {
            return self.magic_get(o, &cls, name);
        }
        Ok(None)
    }

    /// `$o->name` through the class's `__get`, unless it has none or is already inside
    /// it for this name: None then.
    fn magic_get(&self, o: &Obj, cls: &Class, name: &[u8]) -> Result<Option<Value>, Unwind> {
        let Some(get) = cls.magic.get.clone() else {
            return Ok(None);
        };
        if self.guarded(o, name, GUARD_GET) {
            return Ok(None);
        }
        (self
            .with_guard(o, name, GUARD_GET, || {
                self.call_method(o, &get, vec![Value::bytes(name)])
            })
            .map(Some))
        .map_err(|e| *e)
    }

    pub(crate) fn object_prop_set(
        &self,
        f: &Frame,
        o: &Obj,
        name: &[u8],
        v: Value,
    ) -> Result<(), Unwind> {
        let cls = o.class();
        let v = match plain_prop_write(f, o, name, v, &PropHint::default()) {
            Ok(()) => return Ok(()),
            Err(v) => v,
        };
        self.static_as_instance_notice(cls, name);
        let slot = self.prop_slot(f, cls, name);
        if let PropSlot::Denied(d) = &slot {
            if let Some(set) = cls.magic.set.clone() {
                if !self.guarded(o, name, GUARD_SET) {
                    self.with_guard(o, name, GUARD_SET, || {
                        self.call_method(o, &set, vec![Value::bytes(name), v.clone()])
                    })?;
                    return Ok(());
                }
            }
            return Err(self.access_error(cls, d));
        }
        let key = slot.key(name);
        let sname = String::from_utf8_lossy(name);
        let present = o.props.borrow().contains_bytes(key);
        match slot.decl(cls, &sname) {
            Some(d) => {
                if d.readonly {
                    let declaring = d.class.upgrade();
                    let owner = declaring.as_ref().map_or(&cls.name, |c| &c.name);
                    if present {
                        return Err(self.throw_error(
                            "Error",
                            &format!("Cannot modify readonly property {owner}::${sname}"),
                        ));
                    }
                    let in_scope = match (&f.class, &declaring) {
                        (Some(s), Some(dc)) => Rc::ptr_eq(s, dc),
                        _ => false,
                    };
                    if !in_scope {
                        return Err(self.throw_error(
                            "Error",
                            &format!(
                                "Cannot initialize readonly property {}::${} from {}",
                                owner,
                                sname,
                                scope_desc(f.class.as_ref())
                            ),
                        ));
                    }
                }
                let v = match &d.ty {
                    Some(t) => self.coerce_prop_value(f, &d, t, v)?,
                    None => v,
                };
                o.set_prop(key, v);
            }
            None => {
                if !present && crate::object::array_as_props(o) {
                    self.array_prop_call(o, "offsetSet", name, Some(v))?;
                    return Ok(());
                }
                if !present {
                    if let Some(set) = cls.magic.set.clone() {
                        if !self.guarded(o, name, GUARD_SET) {
                            self.with_guard(o, name, GUARD_SET, || {
                                self.call_method(o, &set, vec![Value::bytes(name), v.clone()])
                            })?;
                            return Ok(());
                        }
                    }
                    self.check_dynamic_create(cls, name)?;
                }
                o.set_prop(key, v);
            }
        }
        Ok(())
    }

    /// A value assigned to a typed property, coerced to its type (TypeError when it
    /// cannot be).
    pub(crate) fn coerce_prop_value(
        &self,
        f: &Frame,
        d: &PropDecl,
        t: &TypeHint,
        v: Value,
    ) -> EvalResult {
        self.coerce_to_prop_type(f, d, t, v, "property")
    }

    /// A property's evaluated default value, checked against its type as PHP checks it
    /// when the class's constants are first updated: strictly, an int widening to float
    /// (TypeError "Cannot assign T to property ...").
    pub(crate) fn checked_prop_default(&self, d: &PropDecl, v: Value) -> EvalResult {
        let (Some(t), Some(class)) = (&d.ty, d.class.upgrade()) else {
            return Ok(v);
        };
        let f = self.class_frame(&class);
        match self.coerce_to_type(&f, t, v.clone(), true)? {
            Some(v) => Ok(v),
            None => Err(Box::new(self.throw_error(
                "TypeError",
                &format!(
                    "Cannot assign {} to property {}::${} of type {}",
                    v.type_name_for_error(),
                    d.class_name,
                    d.name,
                    self.prop_type_to_string(&f, t)
                ),
            ))),
        }
    }

    /// A value assigned through a reference bound to typed property `d`, coerced to the
    /// property's type (TypeError "Cannot assign T to reference held by property ...").
    pub(crate) fn coerce_ref_value(&self, f: &Frame, d: &PropDecl, v: Value) -> EvalResult {
        match &d.ty {
            Some(t) => self.coerce_to_prop_type(f, d, t, v, "reference held by property"),
            None => Ok(v),
        }
    }

    fn coerce_to_prop_type(
        &self,
        f: &Frame,
        d: &PropDecl,
        t: &TypeHint,
        v: Value,
        target: &str,
    ) -> EvalResult {
        let strict = self.strict_types.get();
        let declaring = d.class.upgrade();
        let in_scope = match (&f.class, &declaring) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            _ => false,
        };
        let own_frame;
        let f = match declaring {
            Some(c) if !in_scope && super::types::names_a_class(t) => {
                own_frame = self.class_frame(&c);
                &own_frame
            }
            _ => f,
        };
        match self.coerce_to_type(f, t, v.clone(), strict)? {
            Some(v) => Ok(v),
            None => Err(Box::new(self.throw_error(
                "TypeError",
                &format!(
                    "Cannot assign {} to {target} {}::${} of type {}",
                    v.type_name_for_error(),
                    d.class_name,
                    d.name,
                    self.prop_type_to_string(f, t)
                ),
            ))),
        }
    }

    /// Walk into a property for a nested write (`$o->a[] = 1`), inside the property
    /// storage. Returns a reference when the property must be shared instead.
    pub(crate) fn object_prop_ref(
        &self,
        f: &Frame,
        o: &Obj,
        name: &[u8],
    ) -> Result<PhpRef, Unwind> {
        let cls = o.class().clone();
        let slot = self.prop_slot(f, &cls, name);
        if let PropSlot::Denied(d) = &slot {
            if let Some(get) = cls.magic.get.clone() {
                let v = self.call_method(o, &get, vec![Value::bytes(name)])?;
                return Ok(Value::new_ref(v));
            }
            return Err(self.access_error(&cls, d));
        }
        let skey = slot.key(name);
        self.check_readonly_nested(&slot, &cls, o, name, skey)?;
        let key = Key::from_bytes(skey);
        if !o.props.borrow().contains_key(&key) {
            if let Some(get) = cls.magic.get.clone() {
                if !self.guarded(o, name, GUARD_GET) {
                    // `function &__get()` hands over the reference it returns.
                    let depth = self.stack.borrow().len();
                    self.ref_return.borrow_mut().take();
                    let v = self.with_guard(o, name, GUARD_GET, || {
                        self.call_method(o, &get, vec![Value::bytes(name)])
                    })?;
                    if let Some((d, r)) = self.ref_return.borrow_mut().take() {
                        if d == depth + 1 {
                            return Ok(r);
                        }
                    }
                    if !matches!(v, Value::Object(_)) {
                        self.notice(&format!(
                            "Indirect modification of overloaded property {}::${} has no effect",
                            cls.name,
                            String::from_utf8_lossy(name)
                        ));
                    }
                    return Ok(Value::new_ref(v));
                }
            }
            self.check_dynamic_create(&cls, name)?;
            o.set_prop(skey, Value::Null);
        }
        let mut props = o.props.borrow_mut();
        let place = props.entry_mut(key);
        if let Value::Ref(r) = place {
            return Ok(r.clone());
        }
        let r = Value::new_ref(std::mem::take(place));
        *place = Value::Ref(r.clone());
        Ok(r)
    }

    /// A reference to property `name` of `o` (`$r = &$o->p`, a by-reference argument),
    /// carrying the property's type when it has one.
    pub(crate) fn object_prop_make_ref(
        &self,
        f: &Frame,
        o: &Obj,
        name: &[u8],
    ) -> Result<PhpRef, Unwind> {
        let r = self.object_prop_ref(f, o, name)?;
        let cls = o.class().clone();
        let decl = self
            .prop_slot(f, &cls, name)
            .decl(&cls, &String::from_utf8_lossy(name));
        if let Some(d) = decl.filter(|d| d.ty.is_some() && !d.is_static) {
            super::typed_ref::bind(&r, d);
        }
        Ok(r)
    }

    /// A nested write into an initialized readonly property (`$o->list[] = 1`) is an
    /// error, unless it holds an object (whose own properties are written).
    fn check_readonly_nested(
        &self,
        slot: &PropSlot,
        cls: &Class,
        o: &Obj,
        name: &[u8],
        skey: &[u8],
    ) -> Result<(), Unwind> {
        let Some(d) = slot.decl(cls, &String::from_utf8_lossy(name)) else {
            return Ok(());
        };
        if !d.readonly {
            return Ok(());
        }
        let held = o.props.borrow().get_bytes(skey).map(|v| v.deref());
        match held {
            Some(Value::Object(_)) | None => Ok(()),
            Some(_) => Err(self.throw_error(
                "Error",
                &format!(
                    "Cannot modify readonly property {}::${}",
                    d.class_name, d.name
                ),
            )),
        }
    }

    /// `$o->name .= s` in place: when the property is accessible from the scope, not
    /// readonly, untyped or typed `string`, and holds a string, `s` is appended without
    /// copying what it holds. None: nothing changed (the general path reads and writes).
    pub(crate) fn append_to_prop(
        &self,
        f: &Frame,
        o: &Obj,
        name: &[u8],
        s: &[u8],
    ) -> Result<Option<Value>, Unwind> {
        let cls = o.class().clone();
        let slot = self.prop_slot(f, &cls, name);
        if matches!(slot, PropSlot::Denied(_)) {
            return Ok(None);
        }
        if let Some(d) = slot.decl(&cls, &String::from_utf8_lossy(name)) {
            let string_typed =
                matches!(&d.ty, Some(TypeHint::Named(t)) if t.eq_ignore_ascii_case("string"));
            if d.readonly || d.is_static || !(d.ty.is_none() || string_typed) {
                return Ok(None);
            }
        }
        let key = Key::from_bytes(slot.key(name));
        let (out, len) = {
            let mut props = o.props.borrow_mut();
            match props.get_mut(&key) {
                Some(Value::Str(cur)) => {
                    cur.make_mut().extend_from_slice(s);
                    (Value::Str(cur.clone()), cur.len())
                }
                _ => return Ok(None),
            }
        };
        if len > 1 << 20 {
            self.charge_memory(len)?;
        }
        Ok(Some(out))
    }

    /// Run `walk` on the storage of property `name` (nested writes without references).
    pub(crate) fn with_prop_place<R>(
        &self,
        f: &Frame,
        o: &Obj,
        name: &[u8],
        walk: impl FnOnce(&mut Value) -> Result<R, Unwind>,
    ) -> Result<Option<R>, Unwind> {
        let cls = o.class().clone();
        let slot = self.prop_slot(f, &cls, name);
        if matches!(slot, PropSlot::Denied(_)) {
            return Ok(None);
        }
        let skey = slot.key(name);
        self.check_readonly_nested(&slot, &cls, o, name, skey)?;
        let key = Key::from_bytes(skey);
        if !o.props.borrow().contains_key(&key) {
            if cls.magic.get.is_some() {
                return Ok(None);
            }
            self.check_dynamic_create(&cls, name)?;
            o.set_prop(skey, Value::Null);
        }
        let mut props = o.props.borrow_mut();
        let place = props.entry_mut(key);
        walk(place).map(Some)
    }

    pub(crate) fn object_prop_bind(
        &self,
        f: &Frame,
        o: &Obj,
        name: &[u8],
        r: PhpRef,
    ) -> Result<(), Unwind> {
        let cls = o.class().clone();
        let slot = self.prop_slot(f, &cls, name);
        if let PropSlot::Denied(d) = &slot {
            return Err(self.access_error(&cls, d));
        }
        let skey = slot.key(name);
        let key = Key::from_bytes(skey);
        if !o.props.borrow().contains_key(&key) {
            self.check_dynamic_create(&cls, name)?;
            o.set_prop(skey, Value::Null);
        }
        let old = o
            .props
            .borrow_mut()
            .get_mut(&key)
            .map(|p| std::mem::replace(p, Value::Ref(r)));
        drop(old);
        Ok(())
    }

    pub(crate) fn object_prop_unset(&self, f: &Frame, o: &Obj, name: &[u8]) -> Result<(), Unwind> {
        let cls = o.class().clone();
        let slot = self.prop_slot(f, &cls, name);
        if let PropSlot::Denied(d) = &slot {
            if let Some(unset) = cls.magic.unset.clone() {
                self.call_method(o, &unset, vec![Value::bytes(name)])?;
                return Ok(());
            }
            return Err(self.access_error(&cls, d));
        }
        let skey = slot.key(name);
        if o.props.borrow().contains_bytes(skey) {
            if let Some(d) = slot.decl(&cls, &String::from_utf8_lossy(name)) {
                if d.readonly {
                    return Err(self.throw_error(
                        "Error",
                        &format!(
                            "Cannot unset readonly property {}::${}",
                            d.class
                                .upgrade()
                                .map_or(cls.name.clone(), |c| c.name.clone()),
                            d.name
                        ),
                    ));
                }
            }
            let old = o.unset_prop(skey);
            drop(old);
            return Ok(());
        }
        if crate::object::array_as_props(o) {
            self.array_prop_call(o, "offsetUnset", name, None)?;
            return Ok(());
        }
        if let Some(unset) = cls.magic.unset.clone() {
            if !self.guarded(o, name, GUARD_UNSET) {
                self.with_guard(o, name, GUARD_UNSET, || {
                    self.call_method(o, &unset, vec![Value::bytes(name)])
                })?;
            }
        }
        Ok(())
    }

    fn array_access_method(&self, o: &Obj, m: &str) -> Result<Rc<crate::object::Method>, Unwind> {
        if o.class().instanceof_name("arrayaccess") {
            if let Some(m) = o.class().find_method(m) {
                return Ok(m.clone());
            }
        }
        Err(self.throw_error(
            "Error",
            &format!("Cannot use object of type {} as array", o.class_name()),
        ))
    }

    pub(crate) fn array_access_get(&self, o: &Obj, k: &Value) -> EvalResult {
        let m = self.array_access_method(o, "offsetget")?;
        self.call_method(o, &m, vec![k.clone()])
    }

    pub(crate) fn array_access_set(
        &self,
        o: &Obj,
        k: Option<Value>,
        v: Value,
    ) -> Result<(), Unwind> {
        let m = self.array_access_method(o, "offsetset")?;
        if k.is_none() && m.decl().is_none() && m.class_name.eq_ignore_ascii_case("SplFixedArray") {
            return Err(self.throw_error("Error", "[] operator not supported for SplFixedArray"));
        }
        self.call_method(o, &m, vec![k.unwrap_or(Value::Null), v])?;
        Ok(())
    }

    pub(crate) fn array_access_unset(&self, o: &Obj, k: &Value) -> Result<(), Unwind> {
        let m = self.array_access_method(o, "offsetunset")?;
        self.call_method(o, &m, vec![k.clone()])?;
        Ok(())
    }

    pub(crate) fn array_access_isset(
        &self,
        o: &Obj,
        k: &Value,
        exists_only: bool,
    ) -> Result<Option<Value>, Unwind> {
        let m = self.array_access_method(o, "offsetexists")?;
        let r = self.call_method(o, &m, vec![k.clone()])?;
        if !r.to_bool() {
            return Ok(None);
        }
        if exists_only {
            return Ok(Some(Value::Bool(true)));
        }
        let g = self.array_access_method(o, "offsetget")?;
        let v = self.call_method(o, &g, vec![k.clone()])?;
        Ok(Some(v))
    }

    /// The storage cell of `A::$name`.
    pub(crate) fn static_prop_cell(
        &self,
        f: &Frame,
        class: &ClassRef,
        name: &MemberName,
        quiet: bool,
    ) -> Result<Option<PhpRef>, Unwind> {
        Ok(self
            .static_prop(f, class, name, quiet)?
            .map(|sp| sp.cell.clone()))
    }

    /// The static property `class::$name` as the running code may reach it (None when
    /// `quiet` and it is missing or not accessible).
    pub(crate) fn static_prop(
        &self,
        f: &Frame,
        class: &ClassRef,
        name: &MemberName,
        quiet: bool,
    ) -> Result<Option<Rc<StaticProp>>, Unwind> {
        let cls = self.class_of_ref(f, class)?;
        let n = self.member_name(f, name)?;
        let n = n.as_str_lossy();
        crate::object::update_class(self, &cls)?;
        match cls.find_static_prop(&n) {
            Some(sp) => {
                if sp.decl.visibility != Visibility::Public {
                    let declaring = sp.decl.class.upgrade().unwrap_or_else(|| cls.clone());
                    if !can_access(f.class.as_ref(), sp.decl.visibility, &declaring) {
                        if quiet {
                            return Ok(None);
                        }
                        return Err(self.throw_error(
                            "Error",
                            &format!(
                                "Cannot access {} property {}::${}",
                                vis_word(sp.decl.visibility),
                                cls.name,
                                n
                            ),
                        ));
                    }
                }
                Ok(Some(sp.clone()))
            }
            None => {
                if quiet {
                    return Ok(None);
                }
                Err(self.throw_error(
                    "Error",
                    &format!("Access to undeclared static property {}::${}", cls.name, n),
                ))
            }
        }
    }

    /// An `ARRAY_AS_PROPS` ArrayObject's property access as the array access method
    /// `method` (a subclass's override included).
    fn array_prop_call(
        &self,
        o: &Obj,
        method: &str,
        name: &[u8],
        value: Option<Value>,
    ) -> EvalResult {
        let callable = Value::arr(PhpArray::from_values(vec![
            Value::Object(o.clone()),
            Value::str(method),
        ]));
        let mut args = vec![Value::bytes(name)];
        args.extend(value);
        self.call_value(&callable, args).map_err(Box::new)
    }

    /// `(array)$object`: private and protected names mangled as PHP does.
    pub(crate) fn object_to_array(&self, o: &Obj) -> PhpArray {
        if let Some(a) = self.closure_to_array(o) {
            return a;
        }
        if let Some(a) = crate::object::storage_as_props(o) {
            return (*a).clone();
        }
        self.mangled_props(o)
    }

    /// The declared and dynamic properties of `o` under their mangled names, without
    /// the array views some classes give casts (`get_mangled_object_vars`).
    pub(crate) fn mangled_props(&self, o: &Obj) -> PhpArray {
        let cls = o.class().clone();
        let props = o.props.borrow().clone();
        let mut out = PhpArray::with_capacity(props.len());
        for (k, v) in props.iter() {
            let key = match k {
                Key::Str(s) => {
                    match cls.prop_at_slot(s) {
                        Some(d) if d.debug_only => continue,
                        // Stored under its mangled name already.
                        Some(d) if d.visibility == Visibility::Private && s.first() == Some(&0) => {
                            k.clone()
                        }
                        Some(d) if d.visibility == Visibility::Private => {
                            let mut m = vec![0u8];
                            m.extend_from_slice(d.class_name.as_bytes());
                            m.push(0);
                            m.extend_from_slice(s);
                            Key::Str(PhpString::from_vec(m))
                        }
                        Some(d) if d.visibility == Visibility::Protected => {
                            let mut m = b"\0*\0".to_vec();
                            m.extend_from_slice(s);
                            Key::Str(PhpString::from_vec(m))
                        }
                        // Numeric property names become integer keys.
                        _ => Key::from_php_string(s.clone()),
                    }
                }
                _ => k.clone(),
            };
            out.insert(key, v.clone());
        }
        out
    }

    /// `(object)$v`.
    pub(crate) fn to_object(&self, v: Value) -> EvalResult {
        if let Value::Object(_) = v {
            return Ok(v);
        }
        let Some(std) = self.classes.known(crate::object::Known::StdClass) else {
            return Err(Box::new(
                self.throw_error("Error", "Class \"stdClass\" not found"),
            ));
        };
        let props = match v {
            // Property tables keep integer-like names as integer keys (as `->{'5'}`
            // assignments do), so the array's keys carry over as they are.
            Value::Array(a) => (*a).clone(),
            Value::Null => PhpArray::new(),
            other => {
                let mut p = PhpArray::new();
                p.insert(Key::from("scalar"), other);
                p
            }
        };
        Ok(Value::Object(Obj::with_props(&std, props)))
    }
}

/// Classes that may get dynamic properties without a deprecation (stdClass, its
/// subclasses, built-in classes).
/// Whether objects of `cls` take dynamic properties without a deprecation.
pub(crate) fn allows_dynamic(cls: &Class) -> bool {
    // PHP's own classes deprecate dynamic properties too (only stdClass allows them);
    // the async runtime's exception classes keep allowing them (its handles refuse them,
    // see `InstanceLimits`).
    cls.allow_dynamic
        || cls.instanceof_name("stdclass")
        || (cls.is_internal && cls.name.starts_with("Async\\"))
}

/// Write a property without the general checks, when none can fail: code of the
/// object's own class (or outside any class) writing a property the object has, every
/// declared property being public, untyped and writable; or the class's own code writing
/// one of its declared properties a value of its type (`own_declared_write`). Gives the
/// value back otherwise (nothing happened).
#[inline]
pub(crate) fn plain_prop_write(
    f: &Frame,
    o: &Obj,
    name: &[u8],
    v: Value,
    hint: &PropHint,
) -> Result<(), Value> {
    let cls = o.class();
    if f.class.as_ref().is_none_or(|s| Rc::ptr_eq(s, cls))
        && cls.props.len() <= 8
        && cls.props_plain_writable
    {
        o.replace_prop_hinted(name, v, &hint.0)
    } else if f.class.as_ref().is_some_and(|s| Rc::ptr_eq(s, cls)) && cls.props_own_visible {
        own_declared_write(f, o, name, v, hint)
    } else {
        Err(v)
    }
}

/// The object's own class writing one of its declared instance properties (any
/// visibility, not readonly) a value of the declared type: stored under the property's
/// key, in its declared place when it was uninitialized. Gives the value back when any
/// of that does not hold.
fn own_declared_write(
    f: &Frame,
    o: &Obj,
    name: &[u8],
    v: Value,
    hint: &PropHint,
) -> Result<(), Value> {
    let cls = o.class();
    let Some(&i) = std::str::from_utf8(name)
        .ok()
        .and_then(|n| cls.prop_index.get(n))
    else {
        return Err(v);
    };
    let d = &cls.props[i];
    if d.readonly || d.is_static {
        return Err(v);
    }
    if let Some(t) = &d.ty {
        if !super::types::has_type_as_is(f, t, &v) {
            return Err(v);
        }
    }
    if let Err(v) = o.replace_prop_hinted(cls.slots[i].as_bytes(), v, &hint.0) {
        o.insert_declared_prop(i, v);
    }
    Ok(())
}
