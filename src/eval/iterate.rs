//! Iteration over objects: generators, `Iterator`, `IteratorAggregate`, and plain objects'
//! visible properties, shared by `foreach`, `yield from`, argument unpacking and the
//! builtins that walk Traversables.

use std::rc::Rc;

use super::class::can_access;
use super::frame::{Flow, Frame};
use super::{Interp, Unwind};
use crate::object::{Class, Obj};
use crate::syntax::ast::*;
use crate::value::{Key, Value};

impl Interp {
    /// Step through a Traversable without reading its elements (`iterator_count`,
    /// `iterator_apply`): an `Iterator` gets only `rewind`, `valid` and `next` calls.
    /// `each()` returns false to stop.
    pub(crate) fn iterate_positions(
        &self,
        o: &Obj,
        each: &mut dyn FnMut() -> Result<bool, Unwind>,
    ) -> Result<(), Unwind> {
        let cls = o.class().clone();
        let user_iterator = !self.is_generator(o) && cls.instanceof_name("iterator");
        let m = |n: &str| cls.find_method(n).cloned();
        if let (true, Some(rewind), Some(valid), Some(next)) =
            (user_iterator, m("rewind"), m("valid"), m("next"))
        {
            let _handle = crate::object::ReservedHandle::reserve();
            self.call_method(o, &rewind, Vec::new())?;
            while self.call_method(o, &valid, Vec::new())?.to_bool() {
                if !each()? {
                    break;
                }
                self.call_method(o, &next, Vec::new())?;
            }
            return Ok(());
        }
        if let (true, Some(gi)) = (cls.instanceof_name("iteratoraggregate"), m("getiterator")) {
            if let Value::Object(inner) = self.call_method(o, &gi, Vec::new())? {
                if inner.class().instanceof_name("traversable") {
                    return self.iterate_positions(&inner, each);
                }
            }
        }
        self.iterate_object(None, o, false, false, &mut |_, _| each())
    }

    /// Walk a Traversable or an object's visible properties; `each(key, value)` returns
    /// false to stop. Property values come as references when `by_ref`. Without `keys`,
    /// an `Iterator`'s `key()` is not called (as `foreach ($it as $v)`) and keys are null.
    pub(crate) fn iterate_object(
        &self,
        scope: Option<&Rc<Class>>,
        o: &Obj,
        by_ref: bool,
        keys: bool,
        each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
    ) -> Result<(), Unwind> {
        self.iterate_owned(scope, o.clone(), by_ref, keys, each)
    }

    /// `iterate_object` on an object the walk may release first: as in PHP, a Traversable
    /// is released before the handle number its iteration holds.
    pub(crate) fn iterate_owned(
        &self,
        scope: Option<&Rc<Class>>,
        o: Obj,
        by_ref: bool,
        keys: bool,
        each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
    ) -> Result<(), Unwind> {
        let mut target = o;
        // An IteratorAggregate is released once its iteration holds a handle number.
        let mut aggregate = None;
        loop {
            if self.is_generator(&target) || target.class().instanceof_name("iterator") {
                break;
            }
            if let Some(r) = crate::object::foreach_channel(self, &target, by_ref, each) {
                return r;
            }
            if let Some(r) = crate::object::foreach_task_group(self, &target, by_ref, each) {
                return r;
            }
            if let Some(r) = crate::object::foreach_weak_map(&target, by_ref, each) {
                return r;
            }
            let cls = target.class().clone();
            if !cls.instanceof_name("iteratoraggregate") {
                return self.iterate_props(scope, &target, by_ref, each);
            }
            let Some(gi) = cls.find_method("getiterator").cloned() else {
                return Ok(());
            };
            let inner = match self.call_method(&target, &gi, Vec::new())? {
                Value::Object(inner) if inner.class().instanceof_name("traversable") => inner,
                _ => return Err(self.bad_aggregate(&cls.name)),
            };
            aggregate.get_or_insert(std::mem::replace(&mut target, inner));
        }
        let handle = crate::object::ReservedHandle::reserve();
        drop(aggregate);
        let r = if self.is_generator(&target) {
            self.generator_iterate(&target, by_ref, each)
        } else {
            self.iterate_iterator(&target, keys, each)
        };
        drop(target);
        // A generator released here runs its destruction (pending `finally`, locals)
        // before the iteration's handle number is freed, as in PHP.
        let r = r.and_then(|()| self.run_destructors());
        drop(handle);
        r
    }

    /// The `rewind`/`valid`/`current`/`key`/`next` protocol of an `Iterator`.
    fn iterate_iterator(
        &self,
        o: &Obj,
        keys: bool,
        each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
    ) -> Result<(), Unwind> {
        let cls = o.class().clone();
        let m = |n: &str| cls.find_method(n).cloned();
        let (Some(rewind), Some(valid), Some(current), Some(key), Some(next)) =
            (m("rewind"), m("valid"), m("current"), m("key"), m("next"))
        else {
            return Ok(());
        };
        self.call_method(o, &rewind, Vec::new())?;
        loop {
            if !self.call_method(o, &valid, Vec::new())?.to_bool() {
                break;
            }
            let v = self.call_method(o, &current, Vec::new())?;
            let k = if keys {
                self.call_method(o, &key, Vec::new())?
            } else {
                Value::Null
            };
            if !each(k, v)? {
                break;
            }
            self.call_method(o, &next, Vec::new())?;
        }
        Ok(())
    }

    /// A plain object's visible properties, in order, as they are when reached.
    fn iterate_props(
        &self,
        scope: Option<&Rc<Class>>,
        o: &Obj,
        by_ref: bool,
        each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
    ) -> Result<(), Unwind> {
        let cls = o.class().clone();
        let keys: Vec<Key> = o.props.borrow().keys().cloned().collect();
        for k in keys {
            let mut shown = None;
            let mut readonly = None;
            if let Key::Str(s) = &k {
                if let Some(d) = cls.prop_at_slot(s) {
                    if d.readonly {
                        readonly = Some(format!("{}::${}", d.class_name, d.name));
                    }
                    let declaring = d.class.upgrade();
                    if let Some(dc) = declaring {
                        if !can_access(scope, d.visibility, &dc) {
                            continue;
                        }
                    }
                    if d.name.as_bytes() != &s[..] {
                        shown = Some(Key::from_bytes(d.name.as_bytes()));
                    }
                }
            }
            let v = if by_ref {
                if let Some(prop) = readonly {
                    return Err(self.throw_error(
                        "Error",
                        &format!("Cannot acquire reference to readonly property {prop}"),
                    ));
                }
                let mut props = o.props.borrow_mut();
                let Some(place) = props.get_mut(&k) else {
                    continue;
                };
                match place {
                    Value::Ref(r) => Value::Ref(r.clone()),
                    p => {
                        let r = Value::new_ref(std::mem::take(p));
                        *p = Value::Ref(r.clone());
                        Value::Ref(r)
                    }
                }
            } else {
                match o.props.borrow().get(&k) {
                    Some(v) => v.deref(),
                    None => continue,
                }
            };
            // Property names are strings, integer-like ones included.
            let name = match shown.as_ref().unwrap_or(&k) {
                Key::Int(i) => Value::str(&i.to_string()),
                k => k.to_value(),
            };
            if !each(name, v)? {
                break;
            }
        }
        Ok(())
    }

    /// The exception for a `getIterator()` of class `class` that returned no Traversable.
    pub(crate) fn bad_aggregate(&self, class: &str) -> Unwind {
        self.throw_error(
            "Exception",
            &format!(
                "Objects returned by {class}::getIterator() must be traversable or implement interface Iterator"
            ),
        )
    }

    /// `foreach` over an object.
    pub(crate) fn foreach_object(
        &self,
        f: &Frame,
        o: Obj,
        key: Option<&Expr>,
        value: &Expr,
        by_ref: bool,
        body: &[Stmt],
    ) -> Result<Flow, Unwind> {
        let mut result = Flow::Normal;
        self.iterate_owned(
            f.class.as_ref(),
            o,
            by_ref,
            key.is_some(),
            &mut |k, v| match self.foreach_step(f, key, value, k, v, body)? {
                None => Ok(true),
                Some(flow) => {
                    result = flow;
                    Ok(false)
                }
            },
        )?;
        Ok(result)
    }

    /// All (key, value) pairs of a Traversable (or array).
    pub(crate) fn iterate_to_vec(&self, v: &Value) -> Result<Vec<(Value, Value)>, Unwind> {
        let mut out = Vec::new();
        match v {
            Value::Array(a) => {
                for (k, v) in a.iter() {
                    out.push((k.to_value(), v.deref()));
                }
            }
            Value::Object(o) => {
                self.iterate_object(None, o, false, true, &mut |k, v| {
                    out.push((k, v));
                    Ok(true)
                })?;
            }
            _ => {}
        }
        Ok(out)
    }
}
