//! Objects and classes: the object handle (`Obj`), per-object storage, and the linked
//! class model that the evaluator consults for properties, methods and constants.

mod anonymous;
mod assemble;
pub(crate) mod builtin_classes;
mod class;
pub mod destruct;
mod enums;
pub mod gc;
mod handles;
mod lazy_enums;
pub mod link;
mod magic;
mod signature;
mod table;
mod traits;
mod variance;

pub use anonymous::{shown_class_name, shown_class_names};
pub(crate) use builtin_classes::array_object::{array_as_props, storage_as_props};
pub use builtin_classes::async_channel::foreach_channel;
pub use builtin_classes::async_context;
pub use builtin_classes::async_future::PROBES as FUTURE_PROBES;
pub use builtin_classes::async_future::{pending_future, settled_future, PendingFuture};
pub use builtin_classes::async_scope::{scope_of, spawn_in};
pub use builtin_classes::async_task_group::foreach_task_group;
pub use builtin_classes::exceptions::{trace_arg, trace_to_string};
pub use builtin_classes::weak::foreach_weak_map;
pub use class::{
    Class, ClassConst, EnumBacking, ExprSource, FastNativeMethod, InstanceLimits, LazyValue,
    MagicMethods, Method, MethodBody, NativeInit, NativeMethod, PropDecl, PropDefault, StaticProp,
};
pub use handles::{live_objects, ReservedHandle};
pub use link::{declare_class, link_class, LinkError};
pub use signature::type_to_string;
pub use table::{ClassTable, Known};

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

/// State of a built-in class instance (closure, generator, ArrayObject storage, ...).
/// `trace` lets the cycle collector see values held inside; `clone_state` backs `clone`.
pub trait Internal: Any {
    /// Visit every PHP value this state holds.
    fn trace(&self, _visit: &mut dyn FnMut(&Value)) {}
    /// The state a `clone` of the object gets (None: the clone has no state).
    fn clone_state(&self) -> Option<Box<dyn Internal>> {
        None
    }
    /// Drop every held value (breaks cycles found by the collector).
    fn clear(&mut self) {}
    /// Whether the class's `__destruct` has nothing to do for this state (the object is
    /// then released at once instead of being queued).
    fn destruct_is_noop(&self) -> bool {
        false
    }
}

/// Storage of one object.
pub struct ObjectData {
    /// The handle number shown by var_dump (`#3`) and spl_object_id.
    pub id: u32,
    pub class: Rc<Class>,
    /// Initialized properties, declared ones in declaration order then dynamic ones, keyed
    /// by name. Declared typed properties are absent until assigned. Write through
    /// `set_prop` so a late-initialized declared property lands in its declared position.
    pub props: RefCell<PhpArray>,
    /// State of built-in classes (closure, generator, ArrayObject storage, ...).
    pub internal: RefCell<Option<Box<dyn Internal>>>,
    /// Set once `__destruct` has been queued or called: it never runs twice.
    pub destructed: Cell<bool>,
    /// The object's slot in the cycle collector's root buffer, `gc::NOT_BUFFERED` when
    /// outside it (see `gc::possible_root`).
    pub(crate) gc_slot: Cell<u32>,
}

impl std::fmt::Debug for ObjectData {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "object({})#{}", self.class.name, self.id)
    }
}

impl Drop for ObjectData {
    fn drop(&mut self) {
        let noop = || {
            self.internal
                .borrow()
                .as_ref()
                .is_some_and(|i| i.destruct_is_noop())
        };
        if self.gc_slot.get() != gc::NOT_BUFFERED {
            gc::forget_root(self.gc_slot.get());
        }
        if !self.destructed.get() && self.class.magic.destruct.is_some() && !noop() {
            // Resurrect the contents under the same handle and let the evaluator run
            // `__destruct` at the next safe point.
            let data = ObjectData {
                id: self.id,
                class: self.class.clone(),
                props: RefCell::new(std::mem::take(self.props.get_mut())),
                internal: RefCell::new(self.internal.get_mut().take()),
                destructed: Cell::new(true),
                gc_slot: Cell::new(gc::NOT_BUFFERED),
            };
            let obj = Obj(Rc::new(data));
            handles::relink(&obj);
            destruct::push(obj);
            return;
        }
        // As PHP's free_obj: the contents go first (objects they held free their handle
        // numbers), then this object's number, which is reused first.
        drop(std::mem::take(self.props.get_mut()));
        drop(self.internal.get_mut().take());
        handles::release(self.id);
    }
}

/// A handle to an object; cloning the handle does not clone the object.
#[derive(Clone, Debug)]
pub struct Obj(pub Rc<ObjectData>);

impl Drop for Obj {
    /// A handle going away while others remain may leave the object in a cycle nothing
    /// else reaches: it becomes a possible root for the cycle collector, as in PHP.
    #[inline]
    fn drop(&mut self) {
        if Rc::strong_count(&self.0) > 1 && self.0.gc_slot.get() == gc::NOT_BUFFERED {
            gc::possible_root(&self.0);
        }
    }
}

impl Obj {
    /// Release a handle that only copied one held elsewhere, without buffering the
    /// object as a possible cycle root (see `Value::discard_assigned_copy`).
    pub fn release_copy(self) {
        let handle = std::mem::ManuallyDrop::new(self);
        // SAFETY: the handle is never used or dropped again; its reference is released
        // exactly once, here.
        drop(unsafe { std::ptr::read(&handle.0) });
    }

    /// A new object of `class` with no properties (for built-in classes, `stdClass`, and
    /// callers that set properties themselves). Use `instantiate` for declared defaults.
    pub fn new(class: &Rc<Class>) -> Obj {
        Obj::with_props(class, PhpArray::new())
    }
    /// A new object with the given properties.
    pub fn with_props(class: &Rc<Class>, props: PhpArray) -> Obj {
        handles::register(|id| ObjectData {
            id,
            class: class.clone(),
            props: RefCell::new(props),
            internal: RefCell::new(None),
            destructed: Cell::new(false),
            gc_slot: Cell::new(gc::NOT_BUFFERED),
        })
    }

    pub fn id(&self) -> u32 {
        self.0.id
    }
    pub fn class(&self) -> &Rc<Class> {
        &self.0.class
    }
    pub fn class_name(&self) -> &str {
        &self.0.class.name
    }
    pub fn ptr_eq(&self, other: &Obj) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }

    /// What `read` makes of property `name` when code of class `scope` (None outside
    /// any class) may read it with no check that can fail: every property of the class
    /// is public, or the code is the class's own and no property is a parent's private
    /// one. None when that does not hold or the object lacks the property (the general
    /// read then decides: visibility, `__get`, warnings). `hint` is the site's
    /// remembered position in the property table.
    #[inline(always)]
    pub fn plain_prop_with<R>(
        &self,
        scope: Option<&Rc<Class>>,
        name: &[u8],
        hint: &Cell<u32>,
        read: impl FnOnce(&Value) -> Option<R>,
    ) -> Option<R> {
        let cls = self.class();
        let visible = match scope {
            Some(c) if Rc::ptr_eq(c, cls) => cls.props_own_visible,
            Some(_) => return None,
            None => cls.props_all_public,
        };
        if cls.props.len() > 16 || !visible {
            return None;
        }
        let props = self.props.borrow();
        let p = props.find_bytes_hinted(name, hint)?;
        read(props.value_at(p)?)
    }

    /// A property's value (a `Value::Ref` when the property is a reference).
    pub fn get_prop(&self, name: &[u8]) -> Option<Value> {
        self.props.borrow().get_bytes(name).cloned()
    }
    pub fn has_prop(&self, name: &[u8]) -> bool {
        self.props.borrow().contains_bytes(name)
    }
    pub fn unset_prop(&self, name: &[u8]) -> Option<Value> {
        self.props.borrow_mut().remove(&Key::from_bytes(name))
    }
    /// Assign a property, writing through a reference if the property is one. A declared
    /// property that is not initialized yet goes to its declared position.
    /// Replace the value of a property the object has (through a reference property);
    /// gives the value back when it has none of that name.
    pub fn replace_prop(&self, name: &[u8], v: Value) -> Result<(), Value> {
        self.replace_prop_hinted(name, v, &std::cell::Cell::new(0))
    }

    /// `replace_prop` looking at position `hint` of the property table first (see
    /// `PhpArray::find_bytes_hinted`).
    #[inline]
    pub fn replace_prop_hinted(
        &self,
        name: &[u8],
        v: Value,
        hint: &std::cell::Cell<u32>,
    ) -> Result<(), Value> {
        let old = {
            let mut props = self.props.borrow_mut();
            let found = props.find_bytes_hinted(name, hint);
            match found.and_then(|p| props.value_at_mut(p)) {
                Some(Value::Ref(r)) => {
                    let r = r.clone();
                    drop(props);
                    let old = std::mem::replace(&mut *r.borrow_mut(), v);
                    drop(old);
                    return Ok(());
                }
                Some(slot) => std::mem::replace(slot, v),
                None => return Err(v),
            }
        };
        // Dropped after the borrow ends: a destructor may look at this object.
        drop(old);
        Ok(())
    }

    pub fn set_prop(&self, name: &[u8], v: Value) {
        if let Err(v) = self.replace_prop(name, v) {
            let slot = std::str::from_utf8(name)
                .ok()
                .and_then(|n| self.0.class.slot_index.get(n).copied());
            match slot {
                Some(i) => self.insert_declared_prop(i, v),
                None => self.insert_new_prop(Key::from_bytes(name), v),
            }
        }
    }

    /// Insert a property that is not present, keeping declared properties in order.
    fn insert_new_prop(&self, key: Key, v: Value) {
        let rank = self.rank_of(&key);
        self.insert_ranked(key, rank, v);
    }

    /// Insert the declared property at `slot` of the class's `props`, which the object
    /// does not have (uninitialized or unset), in its declared place.
    pub fn insert_declared_prop(&self, slot: usize, v: Value) {
        let key = self.0.class.slot_keys[slot].clone();
        self.insert_ranked(key, slot, v);
    }

    /// The declared position of a storage key (`usize::MAX` for a dynamic property).
    fn rank_of(&self, k: &Key) -> usize {
        match k {
            Key::Str(s) => std::str::from_utf8(s)
                .ok()
                .and_then(|n| self.0.class.slot_index.get(n).copied())
                .unwrap_or(usize::MAX),
            Key::Int(_) => usize::MAX,
        }
    }

    fn insert_ranked(&self, key: Key, rank: usize, v: Value) {
        let rank_of = |k: &Key| self.rank_of(k);
        let mut props = self.props.borrow_mut();
        let in_order = rank == usize::MAX || props.last().is_none_or(|(k, _)| rank_of(k) < rank);
        if in_order {
            props.insert(key, v);
            return;
        }
        let mut entries: Vec<(usize, Key, Value)> = props
            .iter()
            .map(|(k, v)| (rank_of(k), k.clone(), v.clone()))
            .collect();
        entries.push((rank, key, v));
        entries.sort_by_key(|e| e.0);
        let mut rebuilt = PhpArray::with_capacity(entries.len());
        for (_, k, v) in entries {
            rebuilt.insert(k, v);
        }
        *props = rebuilt;
    }

    /// Run `f` on the built-in state if it has type `T`.
    pub fn with_internal<T: Internal, R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        let mut st = self.internal.borrow_mut();
        let b = st.as_mut()?;
        let any: &mut dyn Any = &mut **b;
        any.downcast_mut::<T>().map(f)
    }
    /// Replace the built-in state.
    pub fn set_internal(&self, state: Box<dyn Internal>) {
        let old = self.internal.borrow_mut().replace(state);
        drop(old);
    }

    /// A shallow copy for `clone` (new handle, same property values; `__clone` is the
    /// caller's job).
    pub fn clone_object(&self) -> Obj {
        let props = self.props.borrow().clone();
        let obj = Obj::with_props(&self.0.class, props);
        let state = self
            .internal
            .borrow()
            .as_ref()
            .and_then(|s| s.clone_state());
        if let Some(state) = state {
            obj.set_internal(state);
        }
        obj
    }
}

impl std::ops::Deref for Obj {
    type Target = ObjectData;
    fn deref(&self) -> &ObjectData {
        &self.0
    }
}

/// The storage key in `obj` of property `name` declared by class `scope` (the mangled key
/// of a private property declared by an ancestor of the object's class).
pub fn own_slot(scope: Option<&Rc<Class>>, obj: &Obj, name: &Rc<str>) -> Rc<str> {
    match scope {
        Some(s) if !Rc::ptr_eq(s, obj.class()) => s
            .find_prop(name)
            .filter(|d| d.visibility == crate::syntax::ast::Visibility::Private)
            .map_or_else(|| name.clone(), |d| d.slot.clone()),
        _ => name.clone(),
    }
}

/// Create an instance of `class` with its declared property defaults (evaluated on first
/// use). Typed properties without a default stay absent. Does not call the constructor.
pub fn instantiate(interp: &Interp, class: &Rc<Class>) -> Result<Obj, Unwind> {
    let template = class
        .default_props
        .borrow()
        .as_ref()
        .map(|t| t.clone_plain(class.props.len()));
    let props = match template {
        Some(props) => props,
        None => {
            update_class(interp, class)?;
            class
                .default_props
                .borrow()
                .as_ref()
                .map(|t| t.clone_plain(class.props.len()))
                .unwrap_or_default()
        }
    };
    let obj = Obj::with_props(class, props);
    if let Some(init) = class.init {
        init(interp, &obj);
    }
    Ok(obj)
}

/// Evaluate what a class holds as constant expressions the first time it is instantiated
/// or its static properties are used, as PHP's zend_update_class_constants: the
/// parent's first, then every constant (enum cases aside), the property defaults and the
/// static property defaults. Cheap once done.
pub fn update_class(interp: &Interp, class: &Rc<Class>) -> Result<(), Unwind> {
    if class.default_props.borrow().is_some() {
        return class.init_statics(interp);
    }
    if let Some(parent) = &class.parent {
        update_class(interp, parent)?;
    }
    for name in &class.const_order {
        if let Some(c) = class.consts.get(name).filter(|c| !c.is_case) {
            c.get(interp)?;
        }
    }
    let props = default_props(interp, class)?;
    class.init_statics(interp)?;
    *class.default_props.borrow_mut() = Some(props);
    Ok(())
}

/// The initial properties of a new instance (every default evaluated: they are constant
/// from then on).
fn default_props(interp: &Interp, class: &Rc<Class>) -> Result<PhpArray, Unwind> {
    let mut props = PhpArray::with_capacity(class.props.len());
    for (p, key) in class.props.iter().zip(&class.slots) {
        let v = match &p.default {
            PropDefault::Null => Value::Null,
            PropDefault::Uninit => continue,
            PropDefault::Value(lazy) => {
                let scope = p.class.upgrade();
                let v = class::eval_lazy(interp, lazy, scope.as_ref(), &p.name)?;
                interp.checked_prop_default(p, v)?
            }
        };
        props.insert(Key::from_bytes(key.as_bytes()), v);
    }
    Ok(props)
}

/// The singleton object of an enum case: readonly `name` (and `value` when backed).
fn new_enum_case(class: &Rc<Class>, name: &str, value: Option<Value>) -> Obj {
    let mut props = PhpArray::new();
    props.insert(Key::from("name"), Value::Str(PhpString::from(name)));
    if let Some(v) = value {
        props.insert(Key::from("value"), v);
    }
    let obj = Obj::with_props(class, props);
    // Case objects live as long as their class; they are never destructed.
    obj.destructed.set(true);
    obj
}
