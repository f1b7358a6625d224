//! `WeakReference` and `WeakMap`: references that do not keep their object alive; and
//! `InternalIterator`, the iterator `getIterator()` of built-in classes returns (over a
//! snapshot, or over values produced on demand).

use std::rc::{Rc, Weak};

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj, ObjectData};
use crate::value::Value;

pub fn register(table: &ClassTable) {
    NativeClass::class("WeakReference")
        .final_()
        .method("__construct", "__construct()", weakref_construct)
        .static_method(
            "create",
            "create(object $object): WeakReference",
            weakref_create,
        )
        .method("get", "get(): ?object", weakref_get)
        .register(table);
    NativeClass::class("InternalIterator")
        .final_()
        .implements(table, &["Iterator"])
        .method("current", "current(): mixed", it_current)
        .method("key", "key(): mixed", it_key)
        .method("next", "next(): void", it_next)
        .method("valid", "valid(): bool", it_valid)
        .method("rewind", "rewind(): void", it_rewind)
        .register(table);
    NativeClass::class("WeakMap")
        .final_()
        .implements(table, &["ArrayAccess", "Countable", "IteratorAggregate"])
        .method("offsetGet", "offsetGet($object): mixed", map_get)
        .method(
            "offsetSet",
            "offsetSet($object, mixed $value): void",
            map_set,
        )
        .method("offsetExists", "offsetExists($object): bool", map_exists)
        .method("offsetUnset", "offsetUnset($object): void", map_unset)
        .method("count", "count(): int", map_count)
        .method("getIterator", "getIterator(): Iterator", map_iterator)
        .register(table);
}

/// A snapshot of key/value pairs walked by position (keys may be objects).
struct Snapshot {
    pairs: Vec<(Value, Value)>,
    pos: usize,
}

impl Internal for Snapshot {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        for (k, v) in &self.pairs {
            visit(k);
            visit(v);
        }
    }
    fn clear(&mut self) {
        self.pairs.clear();
    }
}

fn snapshot<R>(this: Option<&Obj>, f: impl FnOnce(&mut Snapshot) -> R) -> Option<R> {
    this.and_then(|t| t.with_internal(f))
}

/// The step of an on-demand iterator: the next value, or None at the end.
pub(crate) type Step = Box<dyn FnMut(&Interp) -> Result<Option<Value>, Unwind>>;

/// An iterator whose values are produced on demand (keys are null); the first value is
/// fetched on first access.
struct OnDemand {
    step: Option<Step>,
    current: Option<Value>,
    started: bool,
    /// The position of the current value, the key when `numbered`.
    index: i64,
    numbered: bool,
}

impl Internal for OnDemand {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        if let Some(v) = &self.current {
            visit(v);
        }
    }
}

/// An `InternalIterator` over the values `step` produces, with null keys.
pub(crate) fn on_demand_iterator(interp: &Interp, step: Step) -> Result<Value, Unwind> {
    on_demand(interp, step, false)
}

/// An `InternalIterator` over the values `step` produces, keyed 0, 1, 2, ...
pub(crate) fn numbered_iterator(interp: &Interp, step: Step) -> Result<Value, Unwind> {
    on_demand(interp, step, true)
}

fn on_demand(interp: &Interp, step: Step, numbered: bool) -> Result<Value, Unwind> {
    let Some(cls) = interp.classes.get("InternalIterator") else {
        return Err(interp.throw_error("Error", "Class \"InternalIterator\" not found"));
    };
    let it = Obj::new(&cls);
    it.set_internal(Box::new(OnDemand {
        step: Some(step),
        current: None,
        started: false,
        index: -1,
        numbered,
    }));
    Ok(Value::Object(it))
}

/// Fetch the next value of an on-demand iterator (the step runs with no borrow held:
/// it may suspend the coroutine). `only_first`: only if nothing was fetched yet.
fn advance(interp: &Interp, t: &Obj, only_first: bool) -> Result<(), Unwind> {
    let step = t.with_internal(|s: &mut OnDemand| {
        if only_first && s.started {
            return None;
        }
        s.started = true;
        s.index += 1;
        s.current = None;
        s.step.take()
    });
    let Some(Some(mut step)) = step else {
        return Ok(());
    };
    let r = step(interp);
    t.with_internal(|s: &mut OnDemand| {
        s.step = Some(step);
        if let Ok(v) = &r {
            s.current = v.clone();
        }
    });
    r.map(drop)
}

/// The current value of an on-demand iterator (None: not one).
fn on_demand_current(interp: &Interp, t: Option<&Obj>) -> Result<Option<Option<Value>>, Unwind> {
    let Some(t) = t else {
        return Ok(None);
    };
    if t.with_internal(|_: &mut OnDemand| ()).is_none() {
        return Ok(None);
    }
    advance(interp, t, true)?;
    Ok(t.with_internal(|s: &mut OnDemand| s.current.clone()))
}

fn it_current(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    if let Some(v) = on_demand_current(interp, t)? {
        return Ok(v.unwrap_or_default());
    }
    let v = snapshot(t, |s| s.pairs.get(s.pos).map(|p| p.1.clone()));
    Ok(v.flatten().unwrap_or_default())
}
fn it_key(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    if on_demand_current(interp, t)?.is_some() {
        let key = t.and_then(|t| {
            t.with_internal(|s: &mut OnDemand| s.numbered.then_some(Value::Int(s.index)))
        });
        return Ok(key.flatten().unwrap_or_default());
    }
    let v = snapshot(t, |s| s.pairs.get(s.pos).map(|p| p.0.clone()));
    Ok(v.flatten().unwrap_or_default())
}
fn it_next(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    if let (Some(o), Some(_)) = (t, on_demand_current(interp, t)?) {
        advance(interp, o, false)?;
        return Ok(Value::Null);
    }
    snapshot(t, |s| s.pos += 1);
    Ok(Value::Null)
}
fn it_valid(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    if let Some(v) = on_demand_current(interp, t)? {
        return Ok(Value::Bool(v.is_some()));
    }
    Ok(Value::Bool(
        snapshot(t, |s| s.pos < s.pairs.len()).unwrap_or(false),
    ))
}
fn it_rewind(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    if on_demand_current(interp, t)?.is_some() {
        return Ok(Value::Null);
    }
    snapshot(t, |s| s.pos = 0);
    Ok(Value::Null)
}

/// Entries of a WeakMap; ones whose key died are dropped on the next access.
#[derive(Default)]
struct WeakMapState {
    entries: Vec<(Weak<ObjectData>, Value)>,
}

impl Internal for WeakMapState {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        for (_, v) in &self.entries {
            visit(v);
        }
    }
    fn clear(&mut self) {
        self.entries.clear();
    }
}

/// Run `f` on the live entries of the map (dead ones are released first).
fn with_map<R>(map: &Obj, f: impl FnOnce(&mut Vec<(Weak<ObjectData>, Value)>) -> R) -> R {
    let entries = map
        .with_internal(|s: &mut WeakMapState| std::mem::take(&mut s.entries))
        .unwrap_or_default();
    let (mut live, dead): (Vec<_>, Vec<_>) =
        entries.into_iter().partition(|(k, _)| k.strong_count() > 0);
    let r = f(&mut live);
    if map
        .with_internal(|s: &mut WeakMapState| s.entries = std::mem::take(&mut live))
        .is_none()
    {
        map.set_internal(Box::new(WeakMapState { entries: live }));
    }
    drop(dead);
    r
}

fn key_object(interp: &Interp, args: &[Value]) -> Result<Obj, Unwind> {
    match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) => Ok(o),
        _ => Err(interp.throw_error("TypeError", "WeakMap key must be an object")),
    }
}

fn position(entries: &[(Weak<ObjectData>, Value)], key: &Obj) -> Option<usize> {
    let ptr = Rc::as_ptr(&key.0);
    entries
        .iter()
        .position(|(k, _)| std::ptr::eq(k.as_ptr(), ptr))
}

fn map_get(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let map = super::this(interp, t)?;
    let key = key_object(interp, args)?;
    let found = with_map(map, |e| position(e, &key).map(|i| e[i].1.clone()));
    found.ok_or_else(|| {
        interp.throw_error(
            "Error",
            &format!(
                "Object {}#{} not contained in WeakMap",
                key.class_name(),
                key.id()
            ),
        )
    })
}

fn map_set(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let map = super::this(interp, t)?;
    let key = key_object(interp, args)?;
    let v = args.get(1).cloned().unwrap_or_default().deref();
    let old = with_map(map, |e| match position(e, &key) {
        Some(i) => Some(std::mem::replace(&mut e[i].1, v)),
        None => {
            e.push((Rc::downgrade(&key.0), v));
            None
        }
    });
    drop(old);
    Ok(Value::Null)
}

fn map_exists(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let map = super::this(interp, t)?;
    let key = key_object(interp, args)?;
    Ok(Value::Bool(with_map(map, |e| {
        position(e, &key).is_some_and(|i| !e[i].1.is_null())
    })))
}

fn map_unset(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let map = super::this(interp, t)?;
    let key = key_object(interp, args)?;
    let old = with_map(map, |e| position(e, &key).map(|i| e.remove(i)));
    drop(old);
    Ok(Value::Null)
}

fn map_count(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let map = super::this(interp, t)?;
    Ok(Value::Int(with_map(map, |e| e.len()) as i64))
}

fn map_iterator(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let map = super::this(interp, t)?;
    let pairs = with_map(map, |e| {
        e.iter()
            .filter_map(|(k, v)| k.upgrade().map(|o| (Value::Object(Obj(o)), v.clone())))
            .collect()
    });
    let Some(cls) = interp.classes.get("InternalIterator") else {
        return Ok(Value::Null);
    };
    let it = Obj::new(&cls);
    it.set_internal(Box::new(Snapshot { pairs, pos: 0 }));
    Ok(Value::Object(it))
}

/// `foreach` by value over a WeakMap: as PHP's, the loop walks the map itself (holding
/// one handle number for its iterator), without a `getIterator()` object. None for
/// other objects.
pub fn foreach_weak_map(
    o: &Obj,
    by_ref: bool,
    each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
) -> Option<Result<(), Unwind>> {
    if by_ref || &*o.class().lname != "weakmap" {
        return None;
    }
    let _handle = crate::object::ReservedHandle::reserve();
    let pairs: Vec<(Obj, Value)> = with_map(o, |e| {
        e.iter()
            .filter_map(|(k, v)| k.upgrade().map(|o| (Obj(o), v.clone())))
            .collect()
    });
    for (k, v) in pairs {
        match each(Value::Object(k), v) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok(()))
}

/// An `InternalIterator` over the given key/value pairs.
pub(crate) fn snapshot_iterator(
    interp: &Interp,
    pairs: Vec<(Value, Value)>,
) -> Result<Value, Unwind> {
    let Some(cls) = interp.classes.get("InternalIterator") else {
        return Err(interp.throw_error("Error", "Class \"InternalIterator\" not found"));
    };
    let it = Obj::new(&cls);
    it.set_internal(Box::new(Snapshot { pairs, pos: 0 }));
    Ok(Value::Object(it))
}

struct WeakRefState(Weak<ObjectData>);

impl Internal for WeakRefState {}

fn weakref_construct(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Err(interp.throw_error(
        "Error",
        "Direct instantiation of WeakReference is not allowed, use WeakReference::create instead",
    ))
}

fn weakref_create(
    interp: &Interp,
    _: Option<&Obj>,
    class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let target = match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) => o,
        other => {
            return Err(interp.throw_error(
                "TypeError",
                &format!(
                "WeakReference::create(): Argument #1 ($object) must be of type object, {} given",
                other.unwrap_or_default().type_name_for_error()
            ),
            ))
        }
    };
    let wr = Obj::new(class);
    wr.set_internal(Box::new(WeakRefState(Rc::downgrade(&target.0))));
    Ok(Value::Object(wr))
}

fn weakref_get(
    _interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let target = this.and_then(|t| t.with_internal(|s: &mut WeakRefState| s.0.upgrade()));
    Ok(target
        .flatten()
        .map(|d| Value::Object(Obj(d)))
        .unwrap_or_default())
}
