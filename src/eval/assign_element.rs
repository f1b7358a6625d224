//! Writes to an element of a local array variable (`$a[] = v`, `$a[$k] = v`, `$a[$k]++`,
//! `$a[$i][$j] = v`, `$a[$i][$j] += v`): the commonest writes in loops, done on the slot
//! in place without building an `LPath` or reading the element and writing it back; and
//! `$this->items[$k] = v` on a declared array property, in place in the object.
//! Whatever is not a plain array element (no variable yet, a string, an object, a key
//! that needs a conversion with a diagnostic) goes on through the general write path with
//! the key and value already evaluated, so evaluation order and messages are the same.

use std::rc::Rc;

use super::access::MemberStr;
use super::assign::{LPath, Root, Step, WriteOp};
use super::expr::EvalResult;
use super::frame::Frame;
use super::Interp;
use crate::syntax::ast::{BinaryOp, Expr, ExprKind, Visibility};
use crate::value::{Key, KeyRef, PhpArray, PhpRef, Value};

/// What a write did to the array: done (with the value it replaced, dropped by the caller
/// once no borrow is held), or not an array element this path handles.
enum Placed {
    Done(Option<Value>),
    NotHandled,
}

impl Interp {
    /// The slot of `base` when it is a local variable of the frame.
    pub(crate) fn local_slot(f: &Frame, base: &Expr) -> Option<usize> {
        match &base.kind {
            ExprKind::Var(_, slot) if (slot.get() as usize) < f.slots.borrow().len() => {
                Some(slot.get() as usize)
            }
            _ => None,
        }
    }

    /// `$local[index] = value` (`index` None for `$local[] = value`).
    pub(crate) fn assign_local_element(
        &self,
        f: &Frame,
        slot: usize,
        index: Option<&Expr>,
        value: &Expr,
        target: &Expr,
    ) -> EvalResult {
        // A variable as the key is read once the value is known, as PHP does.
        let late = index.filter(|i| super::expr::is_local_var(i));
        let mut key = match index {
            Some(i) if late.is_none() => Some(self.eval(f, i)?),
            _ => None,
        };
        let v = self.eval(f, value)?;
        if let Some(i) = late {
            key = Some(self.eval(f, i)?);
        }
        self.set_pos(target.span);
        let placed = match &key {
            None => self.with_local_array(f, slot, |arr| {
                if arr.push(v.clone()) {
                    Placed::Done(None)
                } else {
                    Placed::NotHandled
                }
            }),
            Some(k) => match simple_key(k) {
                Some(kr) => self.with_local_array(f, slot, |arr| match arr.get_mut_ref(kr) {
                    Some(Value::Ref(_)) => Placed::NotHandled,
                    Some(place) => Placed::Done(Some(std::mem::replace(place, v.clone()))),
                    None => {
                        arr.insert(owned_key(k, kr), v.clone());
                        Placed::Done(None)
                    }
                }),
                None => Placed::NotHandled,
            },
        };
        match placed {
            Placed::Done(old) => drop(old),
            Placed::NotHandled => {
                let p = LPath {
                    root: Root::Slot(slot as u32),
                    steps: vec![Step::Index(key)],
                };
                self.write_path(f, &p, WriteOp::Assign(v.clone()))?;
            }
        }
        Ok(v)
    }

    /// `++`/`--` on `$local[index]` holding an int that does not overflow: Some(result).
    pub(crate) fn incdec_local_element(
        &self,
        f: &Frame,
        slot: usize,
        key: &Value,
        inc: bool,
        prefix: bool,
    ) -> Option<Value> {
        let kr = simple_key(key)?;
        let mut out = None;
        self.with_local_array(f, slot, |arr| {
            if let Some(Value::Int(i)) = arr.get_mut_ref(kr) {
                let old = *i;
                if let Some(n) = if inc {
                    old.checked_add(1)
                } else {
                    old.checked_sub(1)
                } {
                    *i = n;
                    out = Some(Value::Int(if prefix { n } else { old }));
                    return Placed::Done(None);
                }
            }
            Placed::NotHandled
        });
        out
    }

    /// `$local[k]..[k] op= rhs` on the path `p` (keys evaluated), in place when every key
    /// is an int or a string, every level an array and the element an int or float that
    /// `op` combines with `rhs` without a diagnostic: Some(new value). None: nothing
    /// changed, and the general path reads and writes the element.
    pub(crate) fn compound_local_element(
        &self,
        f: &Frame,
        p: &LPath,
        op: BinaryOp,
        rhs: &Value,
    ) -> Option<Value> {
        let Root::Slot(slot) = p.root else {
            return None;
        };
        if p.steps.is_empty() {
            return None;
        }
        let slot = slot as usize;
        // Read first: nothing is separated unless the write happens.
        let nv = {
            let slots = f.slots.borrow();
            let held = slots.get(slot)?.as_ref()?;
            let cell;
            let arr = match held {
                Value::Array(a) => a.clone(),
                Value::Ref(r) => {
                    cell = r.borrow();
                    match &*cell {
                        Value::Array(a) => a.clone(),
                        _ => return None,
                    }
                }
                _ => return None,
            };
            let cur = element_in(&arr, &p.steps)?;
            super::expr::scalar_binary(op, cur, rhs)?
        };
        let placed = self.with_local_array(f, slot, |arr| match element_in_mut(arr, &p.steps) {
            Some(place) => Placed::Done(Some(std::mem::replace(place, nv.clone()))),
            None => Placed::NotHandled,
        });
        match placed {
            Placed::Done(_) => Some(nv),
            Placed::NotHandled => None,
        }
    }

    /// `$local[k]..[k] = v` on the nested path `p` (keys evaluated), in place when every
    /// key is an int or a string and every level but the last an existing array: true.
    /// False: nothing changed, and the general path writes (creating levels, warning).
    pub(crate) fn assign_local_path(&self, f: &Frame, p: &LPath, v: &Value) -> bool {
        let Root::Slot(slot) = p.root else {
            return false;
        };
        let Some((Step::Index(Some(last)), levels)) = p.steps.split_last() else {
            return false;
        };
        if levels.is_empty() {
            return false;
        }
        let Some(kr) = simple_key(last) else {
            return false;
        };
        let placed = self.with_local_array(f, slot as usize, |arr| {
            let Some(arr) = array_in_mut(arr, levels) else {
                return Placed::NotHandled;
            };
            match arr.get_mut_ref(kr) {
                Some(Value::Ref(_)) => Placed::NotHandled,
                Some(place) => Placed::Done(Some(std::mem::replace(place, v.clone()))),
                None => {
                    arr.insert(owned_key(last, kr), v.clone());
                    Placed::Done(None)
                }
            }
        });
        match placed {
            Placed::Done(old) => {
                drop(old);
                true
            }
            Placed::NotHandled => false,
        }
    }

    /// `$obj->name[k] = v` or `$obj->name[] = v` on the path `p` (key evaluated), in
    /// place when the object's own class code (or code outside any class, for a public
    /// property) writes an element of a declared, writable property that holds an
    /// array, with an int or string key: true. An array stays an array, so a typed
    /// property's type still holds. False: nothing changed, and the general path writes.
    pub(crate) fn assign_prop_element(&self, f: &Frame, p: &LPath, v: &Value) -> bool {
        let (Root::Value(Value::Object(o)), [Step::Prop(MemberStr::Ident(name)), Step::Index(k)]) =
            (&p.root, p.steps.as_slice())
        else {
            return false;
        };
        let key = match k {
            Some(k) => match simple_key(k) {
                Some(kr) => Some((k, kr)),
                None => return false,
            },
            None => None,
        };
        let cls = o.class();
        let own = match &f.class {
            Some(scope) if Rc::ptr_eq(scope, cls) => true,
            Some(_) => return false,
            None => false,
        };
        if cls.init.is_some() || (own && !cls.props_own_visible) {
            return false;
        }
        let Some(&i) = cls.prop_index.get(&**name) else {
            return false;
        };
        let d = &cls.props[i];
        if d.readonly || d.is_static || (!own && d.visibility != Visibility::Public) {
            return false;
        }
        let old = {
            let mut props = o.props.borrow_mut();
            let Some(Value::Array(rc)) = props.get_mut(&cls.slot_keys[i]) else {
                return false;
            };
            let arr = Rc::make_mut(rc);
            let Some((k, kr)) = key else {
                // `[] =` past the largest int key warns on the general path.
                return arr.push(v.clone());
            };
            match arr.get_mut_ref(kr) {
                Some(Value::Ref(_)) => return false,
                Some(place) => Some(std::mem::replace(place, v.clone())),
                None => {
                    arr.insert(owned_key(k, kr), v.clone());
                    None
                }
            }
        };
        // Dropped after the borrow ends: a destructor may look at this object.
        drop(old);
        true
    }

    /// Run `write` on the array held by local `slot` (directly or through a reference),
    /// separated from other holders first. NotHandled when the slot holds no array.
    fn with_local_array(
        &self,
        f: &Frame,
        slot: usize,
        write: impl FnOnce(&mut PhpArray) -> Placed,
    ) -> Placed {
        let cell: PhpRef = {
            let mut slots = f.slots.borrow_mut();
            match slots.get_mut(slot) {
                Some(Some(Value::Array(rc))) => return write(Rc::make_mut(rc)),
                Some(Some(Value::Ref(r))) => r.clone(),
                _ => return Placed::NotHandled,
            }
        };
        let mut inner = cell.borrow_mut();
        match &mut *inner {
            Value::Array(rc) => write(Rc::make_mut(rc)),
            _ => Placed::NotHandled,
        }
    }
}

/// The key an int or string offset names, without conversions that could warn.
fn simple_key(k: &Value) -> Option<KeyRef<'_>> {
    match k {
        Value::Int(i) => Some(KeyRef::Int(*i)),
        Value::Str(s) => Some(KeyRef::from_bytes(s.as_bytes())),
        _ => None,
    }
}

/// `simple_key`'s result as an owned key, sharing the offset's string.
fn owned_key(k: &Value, kr: KeyRef) -> Key {
    match (kr, k) {
        (KeyRef::Str(_), Value::Str(s)) => Key::Str(s.clone()),
        (KeyRef::Str(b), _) => Key::from_bytes(b),
        (KeyRef::Int(i), _) => Key::Int(i),
    }
}

/// The int or float element at the end of `steps` (int or string keys through arrays).
fn element_in<'a>(arr: &'a PhpArray, steps: &[Step]) -> Option<&'a Value> {
    let (Step::Index(Some(k)), rest) = steps.split_first()? else {
        return None;
    };
    let v = arr.get_ref(simple_key(k)?)?;
    match (v, rest.is_empty()) {
        (Value::Int(_) | Value::Float(_), true) => Some(v),
        (Value::Array(a), false) => element_in(a, rest),
        _ => None,
    }
}

/// `element_in` for writing: each array on the way separated from other holders.
fn element_in_mut<'a>(arr: &'a mut PhpArray, steps: &[Step]) -> Option<&'a mut Value> {
    let (Step::Index(Some(k)), rest) = steps.split_first()? else {
        return None;
    };
    let v = arr.get_mut_ref(simple_key(k)?)?;
    match (v, rest.is_empty()) {
        (v @ (Value::Int(_) | Value::Float(_)), true) => Some(v),
        (Value::Array(a), false) => element_in_mut(Rc::make_mut(a), rest),
        _ => None,
    }
}

/// The array at the end of `steps` (int or string keys through existing arrays), each
/// separated from other holders on the way.
fn array_in_mut<'a>(arr: &'a mut PhpArray, steps: &[Step]) -> Option<&'a mut PhpArray> {
    let Some((Step::Index(Some(k)), rest)) = steps.split_first() else {
        return Some(arr).filter(|_| steps.is_empty());
    };
    match arr.get_mut_ref(simple_key(k)?)? {
        Value::Array(a) => array_in_mut(Rc::make_mut(a), rest),
        _ => None,
    }
}
