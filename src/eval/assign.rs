//! Writes: assignment, compound assignment, `++`/`--`, references (`=&`, by-ref
//! arguments), `unset`, and list destructuring. A write target is evaluated to an `LPath`
//! (a root plus index/property steps with their keys already evaluated), then walked
//! mutably with autovivification; objects on the way are continued outside any borrow,
//! since their handlers (`__set`, `offsetSet`) run PHP code.

use std::rc::Rc;

use super::access::MemberStr;
use super::expr::EvalResult;
use super::frame::Frame;
use super::props::plain_prop_write;
use super::{Interp, Unwind};
use crate::compile::{GLOBALS_SLOT, SUPERGLOBAL_SLOT, THIS_SLOT};
use crate::object::{Obj, PropDecl};
use crate::syntax::ast::*;
use crate::value::ops;
use crate::value::{Key, PhpRef, PhpString, Value};

pub(crate) enum Step {
    Index(Option<Value>),
    Prop(MemberStr),
}

pub(crate) enum Root {
    Slot(u32),
    /// A variable known by name only (`$$x`, `extract`, include).
    Name(Vec<u8>),
    /// `$GLOBALS['name']`.
    Global(Vec<u8>),
    /// A static property's cell, with its declaration when it is one (for its type).
    Cell(PhpRef, Option<Rc<PropDecl>>),
    /// An evaluated base (an object for `->` chains, or a temporary).
    Value(Value),
}

pub(crate) struct LPath {
    pub root: Root,
    pub steps: Vec<Step>,
}

impl LPath {
    /// `$GLOBALS` itself, whose key names the variable written.
    fn is_globals(&self) -> bool {
        matches!(&self.root, Root::Name(n) if n == b"GLOBALS") && self.steps.is_empty()
    }
}

/// Keys of a write target left to be read after the assigned value: the step each one
/// fills and its expression.
pub(crate) type LateKeys<'e> = Vec<(usize, &'e Expr)>;

#[derive(Clone)]
pub(crate) enum WriteOp {
    Assign(Value),
    /// Turn the place into a reference and return it.
    MakeRef,
    /// Make the place refer to this reference.
    BindRef(PhpRef),
    Unset,
}

/// What `.=` on a local variable did.
enum Appended {
    /// Appended in place: the new value.
    Done(Value),
    /// The variable holds no string: the right-hand side, converted.
    Converted(PhpString),
}

pub(crate) enum Out {
    Val(Value),
    Ref(PhpRef),
    Done,
    /// Continue on an object from step `i` (outside borrows).
    Obj(Obj, usize),
}

/// Whether a destructuring pattern binds any item by reference, at any depth.
pub(crate) fn pattern_has_ref(items: &[Option<ArrayItem>]) -> bool {
    items.iter().flatten().any(|it| {
        it.by_ref
            || matches!(&it.value.kind, ExprKind::Array(inner) | ExprKind::List(inner) if pattern_has_ref(inner))
    })
}

fn take_ref(place: &mut Value) -> PhpRef {
    if let Value::Ref(r) = place {
        return r.clone();
    }
    let v = std::mem::take(place);
    let r = Value::new_ref(v);
    *place = Value::Ref(r.clone());
    r
}

impl Interp {
    /// Evaluate a write target's base and keys.
    pub(crate) fn lpath(&self, f: &Frame, e: &Expr) -> Result<LPath, Unwind> {
        self.lpath_in(f, e, &mut None)
    }

    /// As `lpath` for the target of an assignment whose value is still to be evaluated:
    /// keys that are plain variables are left out (PHP reads them once the value is
    /// known, so `$a[$i] = $i++` writes at the new `$i`); `fill_late_keys` reads them.
    pub(crate) fn lpath_before_value<'e>(
        &self,
        f: &Frame,
        e: &'e Expr,
    ) -> Result<(LPath, LateKeys<'e>), Unwind> {
        let mut late = Some(Vec::new());
        let p = self.lpath_in(f, e, &mut late)?;
        Ok((p, late.unwrap_or_default()))
    }

    /// Read the keys `lpath_before_value` left out into their steps.
    pub(crate) fn fill_late_keys(
        &self,
        f: &Frame,
        p: &mut LPath,
        late: LateKeys<'_>,
    ) -> Result<(), Unwind> {
        for (i, e) in late {
            let k = self.eval(f, e)?;
            if let Some(step) = p.steps.get_mut(i) {
                *step = Step::Index(Some(k));
            }
        }
        Ok(())
    }

    fn lpath_in<'e>(
        &self,
        f: &Frame,
        e: &'e Expr,
        late: &mut Option<LateKeys<'e>>,
    ) -> Result<LPath, Unwind> {
        match &e.kind {
            ExprKind::Var(name, slot) => Ok(LPath {
                root: match slot.get() {
                    THIS_SLOT => match &f.this {
                        Some(o) => Root::Value(Value::Object(o.clone())),
                        None => {
                            return Err(
                                self.throw_error("Error", "Using $this when not in object context")
                            )
                        }
                    },
                    GLOBALS_SLOT => Root::Name(b"GLOBALS".to_vec()),
                    SUPERGLOBAL_SLOT => Root::Global(name.as_bytes().to_vec()),
                    s if (s as usize) < f.slots.borrow().len() => Root::Slot(s),
                    _ => Root::Name(name.as_bytes().to_vec()),
                },
                steps: Vec::new(),
            }),
            ExprKind::VarVar(n) => {
                let n = self.eval(f, n)?;
                let n = self.to_string(&n)?;
                Ok(LPath {
                    root: match f.slot_of(&n) {
                        Some(s) => {
                            f.ensure_slots();
                            Root::Slot(s as u32)
                        }
                        None => Root::Name(n.as_bytes().to_vec()),
                    },
                    steps: Vec::new(),
                })
            }
            ExprKind::Index { base, index } => {
                let mut p = self.lpath_in(f, base, late)?;
                if let (Some(late), Some(i), false) = (late.as_mut(), index, p.is_globals()) {
                    if super::expr::is_local_var(i) {
                        late.push((p.steps.len(), &**i));
                        p.steps.push(Step::Index(None));
                        return Ok(p);
                    }
                }
                let k = match index {
                    Some(i) => Some(self.eval(f, i)?),
                    None => None,
                };
                if let (Root::Name(n), true) = (&p.root, p.steps.is_empty()) {
                    if n == b"GLOBALS" {
                        if let Some(k) = &k {
                            let name = self.to_string(k)?;
                            p.root = Root::Global(name.as_bytes().to_vec());
                            return Ok(p);
                        }
                    }
                }
                p.steps.push(Step::Index(k));
                Ok(p)
            }
            ExprKind::Prop { obj, name, .. } => {
                let base = match &obj.kind {
                    ExprKind::Var(..) | ExprKind::Index { .. } | ExprKind::Prop { .. } => {
                        // Writes through `$a->b->c` need the object handle only; arrays on
                        // the way stay in place.
                        self.lpath_in(f, obj, late)?
                    }
                    _ => LPath {
                        root: Root::Value(self.eval(f, obj)?),
                        steps: Vec::new(),
                    },
                };
                let n = self.member_name(f, name)?;
                let mut p = base;
                p.steps.push(Step::Prop(n));
                Ok(p)
            }
            ExprKind::StaticProp { class, name } => {
                let root = match self.static_prop(f, class, name, false)? {
                    Some(sp) => Root::Cell(sp.cell.clone(), Some(sp.decl.clone())),
                    None => Root::Cell(Value::new_ref(Value::Null), None),
                };
                Ok(LPath {
                    root,
                    steps: Vec::new(),
                })
            }
            _ => Ok(LPath {
                root: Root::Value(self.eval(f, e)?),
                steps: Vec::new(),
            }),
        }
    }

    /// Apply a write to a path.
    pub(crate) fn write_path(&self, f: &Frame, p: &LPath, op: WriteOp) -> Result<Out, Unwind> {
        let out = match &p.root {
            Root::Slot(s) => {
                let s = *s as usize;
                if p.steps.is_empty() {
                    return self.write_slot(f, s, op);
                }
                let mut slots = f.slots.borrow_mut();
                let Some(place) = slots.get_mut(s) else {
                    return Ok(Out::Done);
                };
                if place.is_none() {
                    if matches!(op, WriteOp::Unset) {
                        return Ok(Out::Done);
                    }
                    *place = Some(Value::Null);
                }
                let place = place.as_mut().ok_or(Unwind::Fatal)?;
                self.walk(place, &p.steps, 0, &op)?
            }
            Root::Name(n) | Root::Global(n) => {
                let global;
                let frame = if matches!(p.root, Root::Global(_)) {
                    global = self.globals.borrow().clone();
                    match &global {
                        Some(g) => &**g,
                        None => f,
                    }
                } else {
                    f
                };
                if let Some(s) = frame.slot_of(n) {
                    frame.ensure_slots();
                    let p2 = LPath {
                        root: Root::Slot(s as u32),
                        steps: Vec::new(),
                    };
                    if p.steps.is_empty() {
                        return self.write_path(frame, &p2, op);
                    }
                    let mut slots = frame.slots.borrow_mut();
                    let place = slots[s].get_or_insert(Value::Null);
                    self.walk(place, &p.steps, 0, &op)?
                } else {
                    let mut extra = frame.extra.borrow_mut();
                    if p.steps.is_empty() {
                        match op {
                            WriteOp::Unset => {
                                let old = extra.shift_remove(n);
                                drop(extra);
                                drop(old);
                                return Ok(Out::Done);
                            }
                            WriteOp::BindRef(r) => {
                                extra.insert(n.clone(), Value::Ref(r));
                                return Ok(Out::Done);
                            }
                            _ => {}
                        }
                    }
                    let place = extra.entry(n.clone()).or_insert(Value::Null);
                    self.walk(place, &p.steps, 0, &op)?
                }
            }
            Root::Cell(cell, decl) => {
                if let (true, WriteOp::Assign(val), Some(d)) = (p.steps.is_empty(), &op, decl) {
                    if let Some(t) = &d.ty {
                        let val = self.coerce_prop_value(f, d, t, val.clone())?;
                        let old = std::mem::replace(&mut *cell.borrow_mut(), val.clone());
                        drop(old);
                        return Ok(Out::Val(val));
                    }
                }
                let mut v = cell.borrow_mut();
                if p.steps.is_empty() {
                    match op {
                        WriteOp::Assign(val) => {
                            let old = std::mem::replace(&mut *v, val.clone());
                            drop(v);
                            drop(old);
                            return Ok(Out::Val(val));
                        }
                        WriteOp::MakeRef | WriteOp::BindRef(_) => {
                            return Ok(Out::Ref(cell.clone()))
                        }
                        WriteOp::Unset => return Ok(Out::Done),
                    }
                }
                self.walk(&mut v, &p.steps, 0, &op)?
            }
            Root::Value(v) => {
                let mut tmp = v.clone();
                self.walk(&mut tmp, &p.steps, 0, &op)?
            }
        };
        match out {
            Out::Obj(o, i) => self.write_object_path(f, o, &p.steps, i, op),
            out => Ok(out),
        }
    }

    fn write_slot(&self, f: &Frame, s: usize, op: WriteOp) -> Result<Out, Unwind> {
        let mut slots = f.slots.borrow_mut();
        let Some(place) = slots.get_mut(s) else {
            return Ok(Out::Done);
        };
        match op {
            WriteOp::Assign(v) => {
                let old = match place {
                    Some(Value::Ref(r)) => {
                        let r = r.clone();
                        drop(slots);
                        let v = match super::typed_ref::source(&r) {
                            Some(d) => self.coerce_ref_value(f, &d, v)?,
                            None => v,
                        };
                        let old = std::mem::replace(&mut *r.borrow_mut(), v.clone());
                        drop(old);
                        return Ok(Out::Val(v));
                    }
                    _ => place.replace(v.clone()),
                };
                drop(slots);
                drop(old);
                Ok(Out::Val(v))
            }
            WriteOp::MakeRef => {
                let p = place.get_or_insert(Value::Null);
                Ok(Out::Ref(take_ref(p)))
            }
            WriteOp::BindRef(r) => {
                let old = place.replace(Value::Ref(r));
                drop(slots);
                drop(old);
                Ok(Out::Done)
            }
            WriteOp::Unset => {
                let old = place.take();
                drop(slots);
                drop(old);
                Ok(Out::Done)
            }
        }
    }

    /// Walk steps from `place`, autovivifying arrays. Runs no PHP code.
    fn walk(
        &self,
        place: &mut Value,
        steps: &[Step],
        i: usize,
        op: &WriteOp,
    ) -> Result<Out, Unwind> {
        if let Value::Ref(r) = place {
            // A reference at the end of the path is itself what `&` takes or rebinds.
            match op {
                WriteOp::MakeRef if i == steps.len() => return Ok(Out::Ref(r.clone())),
                WriteOp::BindRef(nr) if i == steps.len() => {
                    *place = Value::Ref(nr.clone());
                    return Ok(Out::Done);
                }
                _ => {}
            }
            let r = r.clone();
            let mut g = r.borrow_mut();
            return self.walk(&mut g, steps, i, op);
        }
        if i == steps.len() {
            return Ok(match op {
                WriteOp::Assign(v) => {
                    let old = std::mem::replace(place, v.clone());
                    drop(old);
                    Out::Val(v.clone())
                }
                WriteOp::MakeRef => Out::Ref(take_ref(place)),
                WriteOp::BindRef(r) => {
                    *place = Value::Ref(r.clone());
                    Out::Done
                }
                WriteOp::Unset => {
                    *place = Value::Null;
                    Out::Done
                }
            });
        }
        let last = i + 1 == steps.len();
        match &steps[i] {
            Step::Index(k) => {
                match place {
                    Value::Array(_) => {}
                    Value::Null => {
                        if matches!(op, WriteOp::Unset) {
                            return Ok(Out::Done);
                        }
                        *place = Value::empty_array();
                    }
                    Value::Bool(false) => {
                        if matches!(op, WriteOp::Unset) {
                            return Ok(Out::Done);
                        }
                        self.deprecated("Automatic conversion of false to array is deprecated");
                        *place = Value::empty_array();
                    }
                    Value::Str(s) => {
                        if matches!(op, WriteOp::Unset) {
                            return Err(self.throw_error("Error", "Cannot unset string offsets"));
                        }
                        if !last {
                            return Err(
                                self.throw_error("Error", "Cannot use string offset as an array")
                            );
                        }
                        let WriteOp::Assign(v) = op else {
                            return Err(self.throw_error(
                                "Error",
                                "Cannot create references to/from string offsets",
                            ));
                        };
                        let Some(k) = k else {
                            return Err(
                                self.throw_error("Error", "[] operator not supported for strings")
                            );
                        };
                        let (ns, ret) = self.string_offset_write(s, k, v)?;
                        *place = Value::Str(ns);
                        return Ok(Out::Val(ret));
                    }
                    Value::Object(o) => return Ok(Out::Obj(o.clone(), i)),
                    _ => {
                        if matches!(op, WriteOp::Unset) {
                            return Err(self.throw_error(
                                "Error",
                                "Cannot unset offset in a non-array variable",
                            ));
                        }
                        return Err(
                            self.throw_error("Error", "Cannot use a scalar value as an array")
                        );
                    }
                }
                let Value::Array(rc) = place else {
                    return Ok(Out::Done);
                };
                let arr = Rc::make_mut(rc);
                match k {
                    None => {
                        if matches!(op, WriteOp::Unset) {
                            return Err(self.throw_error("Error", "Cannot use [] for unsetting"));
                        }
                        match arr.push_mut() {
                            Some(slot) => self.walk(slot, steps, i + 1, op),
                            None => Err(self.throw_error(
                                "Error",
                                "Cannot add element to the array as the next element is already occupied",
                            )),
                        }
                    }
                    Some(kv) => {
                        let key = match kv {
                            Value::Int(n) => Key::Int(*n),
                            Value::Array(_) | Value::Object(_) if matches!(op, WriteOp::Unset) => {
                                return Err(
                                    self.throw_error("TypeError", "Illegal offset type in unset")
                                )
                            }
                            _ => self.to_key(kv)?,
                        };
                        if matches!(op, WriteOp::Unset) {
                            if last {
                                let old = arr.remove(&key);
                                drop(old);
                                return Ok(Out::Done);
                            }
                            match arr.get_mut(&key) {
                                Some(slot) => return self.walk(slot, steps, i + 1, op),
                                None => return Ok(Out::Done),
                            }
                        }
                        if last {
                            if let WriteOp::Assign(v) = op {
                                match arr.get_mut(&key) {
                                    Some(Value::Ref(r)) => {
                                        let r = r.clone();
                                        let old =
                                            std::mem::replace(&mut *r.borrow_mut(), v.clone());
                                        drop(old);
                                    }
                                    Some(slot) => {
                                        let old = std::mem::replace(slot, v.clone());
                                        drop(old);
                                    }
                                    None => arr.insert(key, v.clone()),
                                }
                                return Ok(Out::Val(v.clone()));
                            }
                        }
                        let slot = arr.entry_mut(key);
                        self.walk(slot, steps, i + 1, op)
                    }
                }
            }
            Step::Prop(name) => match place {
                Value::Object(o) => Ok(Out::Obj(o.clone(), i)),
                _ if matches!(op, WriteOp::Unset) => Ok(Out::Done),
                _ => {
                    let action = if last && matches!(op, WriteOp::Assign(_)) {
                        "assign"
                    } else {
                        "modify"
                    };
                    Err(self.prop_on_non_object(action, name, place))
                }
            },
        }
    }

    /// The Error for writing property `name` of a value that is no object: `action` is
    /// "assign", "modify" (a nested write or a reference) or "increment/decrement".
    fn prop_on_non_object(&self, action: &str, name: &MemberStr, v: &Value) -> Unwind {
        self.throw_error(
            "Error",
            &format!(
                "Attempt to {action} property \"{}\" on {}",
                name.as_str_lossy(),
                v.type_name_for_error()
            ),
        )
    }

    /// `$s[k] = v` on a string: returns the new string and the assigned character.
    fn string_offset_write(
        &self,
        s: &PhpString,
        k: &Value,
        v: &Value,
    ) -> Result<(PhpString, Value), Unwind> {
        let idx = match k {
            Value::Int(i) => *i,
            Value::Str(ks) => match crate::value::parse_numeric(ks) {
                Some((crate::value::Numeric::Int(i), crate::value::NumericKind::Numeric)) => i,
                _ => {
                    return Err(self
                        .throw_error("TypeError", "Cannot access offset of type string on string"))
                }
            },
            other => {
                self.warn("String offset cast occurred");
                other.to_int()
            }
        };
        let len = s.len() as i64;
        let real = if idx < 0 { len + idx } else { idx };
        if real < 0 {
            self.warn(&format!("Illegal string offset {idx}"));
            return Ok((s.clone(), Value::Null));
        }
        let val = self.to_string(v)?;
        if val.is_empty() {
            return Err(
                self.throw_error("Error", "Cannot assign an empty string to a string offset")
            );
        }
        if val.len() > 1 {
            self.warn("Only the first byte will be assigned to the string offset");
        }
        let mut bytes = s.as_bytes().to_vec();
        let real = real as usize;
        if real >= bytes.len() {
            bytes.resize(real, b' ');
            bytes.push(val[0]);
        } else {
            bytes[real] = val[0];
        }
        Ok((
            PhpString::from_vec(bytes),
            Value::Str(PhpString::from(&val[..1])),
        ))
    }

    /// Continue a write on an object (properties, ArrayAccess) from step `i`.
    fn write_object_path(
        &self,
        f: &Frame,
        o: Obj,
        steps: &[Step],
        i: usize,
        op: WriteOp,
    ) -> Result<Out, Unwind> {
        let last = i + 1 == steps.len();
        match &steps[i] {
            Step::Prop(name) => {
                if last {
                    return match op {
                        WriteOp::Assign(v) => {
                            self.object_prop_set(f, &o, name, v.clone())?;
                            Ok(Out::Val(v))
                        }
                        WriteOp::MakeRef => Ok(Out::Ref(self.object_prop_make_ref(f, &o, name)?)),
                        WriteOp::BindRef(r) => {
                            self.object_prop_bind(f, &o, name, r)?;
                            Ok(Out::Done)
                        }
                        WriteOp::Unset => {
                            self.object_prop_unset(f, &o, name)?;
                            Ok(Out::Done)
                        }
                    };
                }
                let out = match self
                    .with_prop_place(f, &o, name, |place| self.walk(place, steps, i + 1, &op))?
                {
                    Some(out) => out,
                    None => {
                        let r = self.object_prop_ref(f, &o, name)?;
                        let mut g = r.borrow_mut();
                        self.walk(&mut g, steps, i + 1, &op)?
                    }
                };
                match out {
                    Out::Obj(o2, j) => self.write_object_path(f, o2, steps, j, op),
                    out => Ok(out),
                }
            }
            Step::Index(k) => {
                let key = k.clone().unwrap_or(Value::Null);
                if last {
                    return match op {
                        WriteOp::Assign(v) => {
                            self.array_access_set(&o, k.clone(), v.clone())?;
                            Ok(Out::Val(v))
                        }
                        WriteOp::Unset => {
                            self.array_access_unset(&o, &key)?;
                            Ok(Out::Done)
                        }
                        _ => {
                            let v = self.array_access_get(&o, &key)?;
                            Ok(Out::Ref(Value::new_ref(v)))
                        }
                    };
                }
                let v = self.array_access_get(&o, &key)?;
                match v {
                    Value::Object(o2) => self.write_object_path(f, o2, steps, i + 1, op),
                    _ => {
                        self.notice(&format!(
                            "Indirect modification of overloaded element of {} has no effect",
                            o.class_name()
                        ));
                        Ok(Out::Done)
                    }
                }
            }
        }
    }

    /// Read the current value at a path (for compound assignment), with warnings.
    pub(crate) fn read_path(&self, f: &Frame, p: &LPath) -> EvalResult {
        self.read_path_split(f, p, "assign")
            .map(|(_, v)| v)
            .map_err(Box::new)
    }

    /// Read the current value at a path, with the value its last step reads from (None
    /// for a bare variable). A property of a non-object on the path is an Error, named
    /// `last_action` when it is the last step (the path is about to be written).
    fn read_path_split(
        &self,
        f: &Frame,
        p: &LPath,
        last_action: &str,
    ) -> Result<(Option<Value>, Value), Unwind> {
        let mut v = match &p.root {
            Root::Slot(s) => {
                let cur = f.slots.borrow().get(*s as usize).cloned().flatten();
                match cur {
                    Some(v) => v.into_deref(),
                    None => {
                        self.warn(&format!("Undefined variable ${}", f.slot_name(*s)));
                        Value::Null
                    }
                }
            }
            Root::Name(n) => self.read_var_by_name(f, n)?,
            Root::Global(n) => {
                let g = self.globals.borrow().clone();
                match g {
                    Some(g) => self.read_var_by_name(&g, n)?,
                    None => Value::Null,
                }
            }
            Root::Cell(c, _) => c.borrow().clone(),
            Root::Value(v) => v.clone(),
        };
        let mut container = None;
        for (i, st) in p.steps.iter().enumerate() {
            let next = match st {
                // A null container becomes an array when written: the key is missing.
                Step::Index(Some(k)) if v.is_null() => {
                    self.index_value(&Value::empty_array(), k, false)?
                }
                Step::Index(Some(k)) => self.index_value(&v, k, false)?,
                Step::Index(None) => Value::Null,
                Step::Prop(n) => match &v {
                    Value::Object(o) => match self.rw_missing_prop(f, o, n)? {
                        Some(created) => created,
                        None => self.object_prop_get(f, o, n, false)?,
                    },
                    _ => {
                        let action = if i + 1 == p.steps.len() {
                            last_action
                        } else {
                            "modify"
                        };
                        return Err(self.prop_on_non_object(action, n, &v));
                    }
                },
            };
            container = Some(std::mem::replace(&mut v, next));
        }
        Ok((container, v))
    }

    /// Whether `++`/`--` at path `p` whose last step read from `container` changes
    /// nothing: an element of a user `ArrayAccess` object (`offsetGet` returns a copy).
    fn incdec_is_overloaded(&self, p: &LPath, container: Option<&Value>) -> bool {
        let (Some(Step::Index(_)), Some(Value::Object(o))) = (p.steps.last(), container) else {
            return false;
        };
        o.class().instanceof_name("arrayaccess")
            && o.class()
                .find_method("offsetget")
                .is_some_and(|m| matches!(m.body, crate::object::MethodBody::User(_)))
    }

    /// `$target = value`.
    #[inline]
    pub(crate) fn eval_assign(&self, f: &Frame, target: &Expr, value: &Expr) -> EvalResult {
        match &target.kind {
            ExprKind::Var(_, slot) if (slot.get() as usize) < f.slots.borrow().len() => {
                let v = self.eval(f, value)?;
                let s = slot.get() as usize;
                let mut slots = f.slots.borrow_mut();
                match slots.get_mut(s) {
                    // A plain variable: the value replaces the old one in place.
                    Some(place) if !matches!(place, Some(Value::Ref(_))) => {
                        let old = place.replace(v.clone());
                        drop(slots);
                        if let Some(old) = old {
                            old.discard();
                        }
                    }
                    _ => {
                        drop(slots);
                        // A reference to a typed property holds the coerced value.
                        if let Out::Val(stored) =
                            self.write_slot(f, s, WriteOp::Assign(v.clone()))?
                        {
                            return Ok(stored);
                        }
                    }
                }
                Ok(v)
            }
            ExprKind::Prop {
                obj,
                name: MemberName::Ident(name),
                hint,
                ..
            } if matches!(obj.kind, ExprKind::Var(..)) => {
                // `$var->name = value`: the object is found after the value is evaluated,
                // as the general path does.
                let ExprKind::Var(_, slot) = &obj.kind else {
                    return Ok(Value::Null);
                };
                let slot = slot.get();
                let this = if slot == THIS_SLOT {
                    match &f.this {
                        Some(o) => Some(o.clone()),
                        None => {
                            return Err(Box::new(
                                self.throw_error("Error", "Using $this when not in object context"),
                            ))
                        }
                    }
                } else {
                    None
                };
                let v = self.eval(f, value)?;
                self.set_pos(target.span);
                let o = match this {
                    Some(o) => Some(o),
                    None => match f.slots.borrow().get(slot as usize) {
                        Some(Some(Value::Object(o))) => Some(o.clone()),
                        _ => None,
                    },
                };
                match o {
                    Some(o) => {
                        if let Err(v) = plain_prop_write(f, &o, name.as_bytes(), v.clone(), hint) {
                            self.object_prop_set(f, &o, name.as_bytes(), v)?;
                        }
                    }
                    None => {
                        let p = self.lpath(f, target)?;
                        self.write_path(f, &p, WriteOp::Assign(v.clone()))?;
                    }
                }
                Ok(v)
            }
            ExprKind::Array(items) | ExprKind::List(items) => {
                if pattern_has_ref(items) {
                    let src = self.lpath(f, value)?;
                    self.destructure_ref(f, items, &src)?;
                    return self.read_path(f, &src);
                }
                let v = self.eval(f, value)?;
                self.set_pos(target.span);
                self.destructure(f, items, &v)?;
                Ok(v)
            }
            _ => {
                if let ExprKind::Index { base, index } = &target.kind {
                    if let Some(slot) = Self::local_slot(f, base) {
                        return self.assign_local_element(f, slot, index.as_deref(), value, target);
                    }
                }
                let (mut p, late) = self.lpath_before_value(f, target)?;
                let v = self.eval(f, value)?;
                self.fill_late_keys(f, &mut p, late)?;
                self.set_pos(target.span);
                if !self.assign_local_path(f, &p, &v) && !self.assign_prop_element(f, &p, &v) {
                    self.write_path(f, &p, WriteOp::Assign(v.clone()))?;
                }
                Ok(v)
            }
        }
    }

    /// Assign a value to any target expression (foreach variables, catch, list items).
    pub(crate) fn assign_to(&self, f: &Frame, target: &Expr, v: Value) -> Result<(), Unwind> {
        match &target.kind {
            ExprKind::Var(_, slot) if (slot.get() as usize) < f.slots.borrow().len() => {
                self.write_slot(f, slot.get() as usize, WriteOp::Assign(v))?;
            }
            ExprKind::Array(items) | ExprKind::List(items) => self.destructure(f, items, &v)?,
            _ => {
                let p = self.lpath(f, target)?;
                self.write_path(f, &p, WriteOp::Assign(v))?;
            }
        }
        Ok(())
    }

    /// The key a destructuring item reads: its own, or the next position.
    fn destructure_key(&self, f: &Frame, it: &ArrayItem, pos: &mut i64) -> EvalResult {
        match &it.key {
            Some(k) => self.eval(f, k),
            None => {
                *pos += 1;
                Ok(Value::Int(*pos - 1))
            }
        }
    }

    /// `[$a, 'k' => $b, [$c]] = $v`.
    pub(crate) fn destructure(
        &self,
        f: &Frame,
        items: &[Option<ArrayItem>],
        v: &Value,
    ) -> Result<(), Unwind> {
        let mut pos = 0i64;
        for it in items {
            let Some(it) = it else {
                pos += 1;
                continue;
            };
            let key = self.destructure_key(f, it, &mut pos)?;
            let elem = match v {
                Value::Array(_) | Value::Object(_) => self.index_value(v, &key, false)?,
                _ => Value::Null,
            };
            self.assign_to(f, &it.value, elem)?;
        }
        Ok(())
    }

    /// Destructuring with `&` items: binds references into the source.
    pub(crate) fn destructure_ref(
        &self,
        f: &Frame,
        items: &[Option<ArrayItem>],
        src: &LPath,
    ) -> Result<(), Unwind> {
        let mut pos = 0i64;
        for it in items {
            let Some(it) = it else {
                pos += 1;
                continue;
            };
            let key = self.destructure_key(f, it, &mut pos)?;
            let sub = LPath {
                root: clone_root(&src.root),
                steps: src
                    .steps
                    .iter()
                    .map(clone_step)
                    .chain(std::iter::once(Step::Index(Some(key))))
                    .collect(),
            };
            match &it.value.kind {
                ExprKind::Array(inner) | ExprKind::List(inner) => {
                    if it.by_ref || inner.iter().flatten().any(|x| x.by_ref) {
                        self.destructure_ref(f, inner, &sub)?;
                    } else {
                        let v = self.read_path(f, &sub)?;
                        self.destructure(f, inner, &v)?;
                    }
                }
                _ => {
                    if it.by_ref {
                        if let Out::Ref(r) = self.write_path(f, &sub, WriteOp::MakeRef)? {
                            self.bind_ref(f, &it.value, r)?;
                        }
                    } else {
                        let v = self.read_path(f, &sub)?;
                        self.assign_to(f, &it.value, v)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// A reference to the storage of an lvalue expression (creating it as null).
    pub(crate) fn lval_ref(&self, f: &Frame, e: &Expr) -> Result<PhpRef, Unwind> {
        match &e.kind {
            ExprKind::Var(_, slot) if (slot.get() as usize) < f.slots.borrow().len() => {
                if let Out::Ref(r) = self.write_slot(f, slot.get() as usize, WriteOp::MakeRef)? {
                    return Ok(r);
                }
                Ok(Value::new_ref(Value::Null))
            }
            ExprKind::Var(..)
            | ExprKind::VarVar(_)
            | ExprKind::Index { .. }
            | ExprKind::Prop { .. }
            | ExprKind::StaticProp { .. } => {
                let p = self.lpath(f, e)?;
                match self.write_path(f, &p, WriteOp::MakeRef)? {
                    Out::Ref(r) => Ok(r),
                    Out::Val(v) => Ok(Value::new_ref(v)),
                    _ => Ok(Value::new_ref(Value::Null)),
                }
            }
            ExprKind::Call { .. }
            | ExprKind::MethodCall { .. }
            | ExprKind::StaticCall { .. }
            | ExprKind::CallExpr { .. } => {
                // `&f()`: a function returning by reference hands over its reference.
                let depth = self.stack.borrow().len();
                self.ref_return.borrow_mut().take();
                let v = self.eval(f, e)?;
                match self.ref_return.borrow_mut().take() {
                    Some((d, r)) if d == depth + 1 => Ok(r),
                    _ => Ok(Value::new_ref(v)),
                }
            }
            _ => {
                let v = self.eval(f, e)?;
                Ok(Value::new_ref(v))
            }
        }
    }

    /// `return $place;` in a function declared `function &name()`: the value, with the
    /// place's reference kept for a caller binding the result by reference. Kept out of
    /// line: it would otherwise widen the frame of `exec_block`.
    #[inline(never)]
    pub(crate) fn return_ref(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Var(..)
            | ExprKind::VarVar(_)
            | ExprKind::Index { .. }
            | ExprKind::Prop { .. }
            | ExprKind::StaticProp { .. } => {
                let r = self.lval_ref(f, e)?;
                let v = r.borrow().clone();
                let depth = self.stack.borrow().len();
                *self.ref_return.borrow_mut() = Some((depth, r));
                Ok(v)
            }
            _ => self.eval(f, e),
        }
    }

    /// Make `target` refer to `r`.
    pub(crate) fn bind_ref(&self, f: &Frame, target: &Expr, r: PhpRef) -> Result<(), Unwind> {
        match &target.kind {
            ExprKind::Var(_, slot) if (slot.get() as usize) < f.slots.borrow().len() => {
                self.write_slot(f, slot.get() as usize, WriteOp::BindRef(r))?;
            }
            _ => {
                let p = self.lpath(f, target)?;
                self.write_path(f, &p, WriteOp::BindRef(r))?;
            }
        }
        Ok(())
    }

    pub(crate) fn eval_assign_ref(
        &self,
        f: &Frame,
        target: &Expr,
        value: &Expr,
        span: Span,
    ) -> EvalResult {
        self.set_pos(span);
        let r = self.lval_ref(f, value)?;
        let v = r.borrow().clone();
        self.bind_ref(f, target, r)?;
        Ok(v)
    }

    #[inline]
    pub(crate) fn eval_compound_assign(
        &self,
        f: &Frame,
        op: BinaryOp,
        target: &Expr,
        value: &Expr,
        span: Span,
    ) -> EvalResult {
        if op == BinaryOp::Coalesce {
            if let Some(v) = self.quiet_value(f, target)? {
                if !v.is_null() {
                    return Ok(v);
                }
            }
            let p = self.lpath(f, target)?;
            let v = self.eval(f, value)?;
            self.write_path(f, &p, WriteOp::Assign(v.clone()))?;
            return Ok(v);
        }
        // Fast path: a local variable.
        if let ExprKind::Var(_, slot) = &target.kind {
            let s = slot.get() as usize;
            if s < f.slots.borrow().len() {
                let rhs = if op == BinaryOp::Concat {
                    match self.append_to_local(f, s, value, span)? {
                        Appended::Done(v) => return Ok(v),
                        Appended::Converted(rhs) => Value::Str(rhs),
                    }
                } else {
                    if let Some(b) = self.pure_int(f, value) {
                        if let Some(r) = int_op_in_slot(f, s, op, b) {
                            return Ok(Value::Int(r));
                        }
                    }
                    let rhs = self.eval(f, value)?;
                    if let Value::Int(b) = rhs {
                        if let Some(r) = int_op_in_slot(f, s, op, b) {
                            return Ok(Value::Int(r));
                        }
                    }
                    rhs
                };
                let cur = f.slots.borrow()[s].clone();
                let cur = match cur {
                    Some(v) => v.into_deref(),
                    None => {
                        self.set_pos(span);
                        self.warn(&format!("Undefined variable ${}", f.slot_name(s as u32)));
                        Value::Null
                    }
                };
                let nv = match super::expr::scalar_binary(op, &cur, &rhs) {
                    Some(v) => v,
                    None => {
                        self.set_pos(span);
                        self.binary_values(op, &cur, &rhs)?
                    }
                };
                drop(cur);
                self.write_slot(f, s, WriteOp::Assign(nv.clone()))?;
                return Ok(nv);
            }
        }
        if let Some(nv) = self.compound_plain_prop(f, op, target, value) {
            return Ok(nv);
        }
        let (mut p, late) = self.lpath_before_value(f, target)?;
        let rhs = self.eval(f, value)?;
        self.fill_late_keys(f, &mut p, late)?;
        self.set_pos(span);
        self.settle_float_keys(f, &mut p);
        if op == BinaryOp::Concat {
            if let (Root::Value(Value::Object(o)), [Step::Prop(name)]) = (&p.root, &p.steps[..]) {
                let appended = match &rhs {
                    Value::Str(s) => self.append_to_prop(f, o, name, s)?,
                    Value::Int(i) => {
                        let mut digits = Vec::new();
                        super::expr::push_int(&mut digits, *i);
                        self.append_to_prop(f, o, name, &digits)?
                    }
                    _ => None,
                };
                if let Some(nv) = appended {
                    return Ok(nv);
                }
            }
        }
        if let Some(nv) = self.compound_local_element(f, &p, op, &rhs) {
            return Ok(nv);
        }
        let (container, cur) = self.read_path_split(f, &p, "assign")?;
        if let (Some(Step::Index(_)), Some(Value::Str(_))) = (p.steps.last(), &container) {
            return Err(Box::new(self.throw_error(
                "Error",
                "Cannot use assign-op operators with string offsets",
            )));
        }
        // A copy of an array container held during the write would make it copy the array.
        drop(container);
        let nv = match super::expr::scalar_binary(op, &cur, &rhs) {
            Some(v) => v,
            None => self.binary_values(op, &cur, &rhs)?,
        };
        drop(cur);
        self.write_path(f, &p, WriteOp::Assign(nv.clone()))?;
        Ok(nv)
    }

    /// `$s .= value` on local slot `s`: the value (both operands of a concatenation
    /// `$s .= a . b`, without building `a . b`) is converted to a string first, as the
    /// concatenation would, then appended in place when the variable holds a string.
    fn append_to_local(
        &self,
        f: &Frame,
        s: usize,
        value: &Expr,
        span: Span,
    ) -> Result<Appended, Unwind> {
        match &value.kind {
            ExprKind::Binary {
                op: BinaryOp::Concat,
                left,
                right,
                ..
            } => {
                let (l, r) = if super::expr::reads_late(left, right) {
                    let r = self.eval(f, right)?;
                    (self.eval(f, left)?, r)
                } else {
                    let l = self.eval(f, left)?;
                    (l, self.eval(f, right)?)
                };
                self.set_pos(value.span);
                self.append_parts(f, s, [&l, &r])
            }
            _ => {
                let v = self.eval(f, value)?;
                self.set_pos(span);
                self.append_parts(f, s, [&v])
            }
        }
    }

    /// Convert `parts` to strings (warnings and `__toString` in order) and append them to
    /// the string in slot `s`; when the slot holds no string, give back their
    /// concatenation.
    fn append_parts<const N: usize>(
        &self,
        f: &Frame,
        s: usize,
        parts: [&Value; N],
    ) -> Result<Appended, Unwind> {
        let mut converted: [Option<PhpString>; N] = std::array::from_fn(|_| None);
        for (c, p) in converted.iter_mut().zip(parts) {
            if !matches!(p, Value::Str(_) | Value::Int(_)) {
                *c = Some(self.to_string(p)?);
            }
        }
        let push_all = |out: &mut Vec<u8>| {
            for (c, p) in converted.iter().zip(parts) {
                match (c, p) {
                    (Some(c), _) => out.extend_from_slice(c),
                    (None, Value::Str(x)) => out.extend_from_slice(x),
                    (None, Value::Int(i)) => super::expr::push_int(out, *i),
                    (None, _) => {}
                }
            }
        };
        {
            let mut slots = f.slots.borrow_mut();
            let r;
            let mut guard;
            let target: Option<&mut Value> = match slots.get_mut(s) {
                Some(Some(Value::Ref(rr))) => {
                    r = rr.clone();
                    guard = r.borrow_mut();
                    Some(&mut guard)
                }
                Some(Some(p)) => Some(p),
                _ => None,
            };
            if let Some(Value::Str(cur)) = target {
                push_all(cur.make_mut());
                let len = cur.len();
                let out = Value::Str(cur.clone());
                if len > 1 << 20 {
                    self.charge_memory(len)?;
                }
                return Ok(Appended::Done(out));
            }
        }
        let mut rhs = Vec::new();
        push_all(&mut rhs);
        Ok(Appended::Converted(PhpString::from_vec(rhs)))
    }

    #[inline]
    pub(crate) fn eval_incdec(
        &self,
        f: &Frame,
        inc: bool,
        prefix: bool,
        target: &Expr,
        span: Span,
    ) -> EvalResult {
        if let ExprKind::Var(_, slot) = &target.kind {
            let s = slot.get() as usize;
            if s < f.slots.borrow().len() {
                {
                    let mut slots = f.slots.borrow_mut();
                    if let Some(Some(Value::Int(i))) = slots.get_mut(s) {
                        let old = *i;
                        if let Some(n) = if inc {
                            old.checked_add(1)
                        } else {
                            old.checked_sub(1)
                        } {
                            *i = n;
                            return Ok(Value::Int(if prefix { n } else { old }));
                        }
                    }
                }
                let cur = f.slots.borrow()[s].clone();
                let cur = match cur {
                    Some(v) => v.into_deref(),
                    None => {
                        self.set_pos(span);
                        self.warn(&format!("Undefined variable ${}", f.slot_name(s as u32)));
                        Value::Null
                    }
                };
                self.set_pos(span);
                let nv = if inc {
                    ops::increment(self, &cur)?
                } else {
                    ops::decrement(self, &cur)?
                };
                if let (Value::Int(_), Value::Float(_)) = (&cur, &nv) {
                    let held = match &f.slots.borrow()[s] {
                        Some(Value::Ref(r)) => super::typed_ref::source(r),
                        _ => None,
                    };
                    if let Some(d) = held {
                        self.check_incdec_overflow(f, &d, inc, "a reference held by property")?;
                    }
                }
                self.write_slot(f, s, WriteOp::Assign(nv.clone()))?;
                return Ok(if prefix { nv } else { cur });
            }
        }
        if let Some(r) = self.incdec_plain_prop(f, target, inc, prefix) {
            return Ok(r);
        }
        let local = match &target.kind {
            ExprKind::Index {
                base,
                index: Some(index),
            } => Self::local_slot(f, base).map(|slot| (slot, index)),
            _ => None,
        };
        let mut p = match local {
            Some((slot, index)) => {
                let key = self.eval(f, index)?;
                if let Some(r) = self.incdec_local_element(f, slot, &key, inc, prefix) {
                    return Ok(r);
                }
                LPath {
                    root: Root::Slot(slot as u32),
                    steps: vec![Step::Index(Some(key))],
                }
            }
            _ => self.lpath(f, target)?,
        };
        self.set_pos(span);
        self.settle_float_keys(f, &mut p);
        let (container, cur) = self.read_path_split(f, &p, "increment/decrement")?;
        if let (Some(Step::Index(_)), Some(Value::Str(_))) = (p.steps.last(), &container) {
            return Err(Box::new(
                self.throw_error("Error", "Cannot increment/decrement string offsets"),
            ));
        }
        let overloaded = self.incdec_is_overloaded(&p, container.as_ref());
        if let (true, Some(Value::Object(o))) = (overloaded, &container) {
            self.set_pos(span);
            self.notice(&format!(
                "Indirect modification of overloaded element of {} has no effect",
                o.class_name()
            ));
        }
        let decl = match (&p.root, p.steps.last(), &container) {
            (Root::Cell(_, Some(d)), None, _) => Some(d.clone()),
            (_, Some(Step::Prop(n)), Some(Value::Object(o))) => {
                o.class().find_prop(&n.as_str_lossy()).cloned()
            }
            _ => None,
        };
        // A copy of an array container held during the write would make it copy the array.
        drop(container);
        let nv = if inc {
            ops::increment(self, &cur)?
        } else {
            ops::decrement(self, &cur)?
        };
        if let (Value::Int(_), Value::Float(_), Some(d)) = (&cur, &nv, &decl) {
            self.check_incdec_overflow(f, d, inc, "property")?;
        }
        if !overloaded {
            self.write_path(f, &p, WriteOp::Assign(nv.clone()))?;
        }
        Ok(if prefix { nv } else { cur })
    }

    /// An int property stepped past the int range becomes a float: an error when its
    /// type does not allow floats.
    fn check_incdec_overflow(
        &self,
        f: &Frame,
        d: &PropDecl,
        inc: bool,
        target: &str,
    ) -> Result<(), Unwind> {
        let Some(t) = d.ty.as_ref().filter(|t| !super::types::allows_float(t)) else {
            return Ok(());
        };
        let (verb, bound) = if inc {
            ("increment", "maximal")
        } else {
            ("decrement", "minimal")
        };
        Err(self.throw_error(
            "TypeError",
            &format!(
                "Cannot {verb} {target} {}::${} of type {} past its {bound} value",
                d.class_name,
                d.name,
                self.prop_type_to_string(f, t)
            ),
        ))
    }

    /// A read-modify-write (`+=`, `++`) reads and then writes its place: a float key of an
    /// array on the way is converted to int once, with its deprecation, before both (an
    /// `ArrayAccess` object on the way gets its offsets as they are).
    fn settle_float_keys(&self, f: &Frame, p: &mut LPath) {
        if !p
            .steps
            .iter()
            .any(|s| matches!(s, Step::Index(Some(Value::Float(_)))))
        {
            return;
        }
        let mut cur: Option<Value> = match &p.root {
            Root::Slot(s) => f
                .slots
                .borrow()
                .get(*s as usize)
                .cloned()
                .flatten()
                .map(Value::into_deref),
            Root::Value(v) => Some(v.clone()),
            _ => None,
        };
        for step in p.steps.iter_mut() {
            let Some(Value::Array(a)) = cur.take() else {
                return;
            };
            let Step::Index(Some(k)) = step else {
                return;
            };
            if let Value::Float(x) = k {
                *k = Value::Int(crate::value::ops::float_to_int_checked(self, *x));
            }
            cur = match k {
                Value::Int(i) => a.get_int(*i).cloned().map(Value::into_deref),
                Value::Str(s) => a.get_bytes(s.as_bytes()).cloned().map(Value::into_deref),
                _ => None,
            };
        }
    }

    /// `unset($x)` for one target.
    pub(crate) fn unset(&self, f: &Frame, e: &Expr) -> Result<(), Unwind> {
        if let ExprKind::Prop { obj, .. } | ExprKind::Index { base: obj, .. } = &e.kind {
            // unset on a missing chain is a no-op without warnings, but for an offset of
            // an undefined variable.
            if self.quiet_value(f, obj)?.is_none() {
                if let (ExprKind::Index { .. }, ExprKind::Var(name, _)) = (&e.kind, &obj.kind) {
                    self.warn(&format!("Undefined variable ${name}"));
                }
                return Ok(());
            }
        }
        let p = self.lpath(f, e)?;
        self.write_path(f, &p, WriteOp::Unset)?;
        Ok(())
    }
}

fn clone_root(r: &Root) -> Root {
    match r {
        Root::Slot(s) => Root::Slot(*s),
        Root::Name(n) => Root::Name(n.clone()),
        Root::Global(n) => Root::Global(n.clone()),
        Root::Cell(c, d) => Root::Cell(c.clone(), d.clone()),
        Root::Value(v) => Root::Value(v.clone()),
    }
}

fn clone_step(s: &Step) -> Step {
    match s {
        Step::Index(k) => Step::Index(k.clone()),
        Step::Prop(n) => Step::Prop(n.clone()),
    }
}

/// `$slot op= b` done in place when the slot holds an int and the result stays one
/// (`+`, `-`, `*`); returns the new value.
fn int_op_in_slot(f: &Frame, s: usize, op: BinaryOp, b: i64) -> Option<i64> {
    let mut slots = f.slots.borrow_mut();
    let Some(Some(Value::Int(a))) = slots.get_mut(s) else {
        return None;
    };
    let r = match op {
        BinaryOp::Add => a.checked_add(b),
        BinaryOp::Sub => a.checked_sub(b),
        BinaryOp::Mul => a.checked_mul(b),
        _ => None,
    }?;
    *a = r;
    Some(r)
}
