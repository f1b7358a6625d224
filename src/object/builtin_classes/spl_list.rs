//! `SplDoublyLinkedList`, `SplQueue` and `SplStack`: a list held in the private `dllist`
//! property (with `flags`, as var_dump shows them), iterated FIFO or LIFO.

use std::rc::Rc;

use super::{array_prop, this, update_array_prop, NativeClass};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::value::{PhpArray, Value};

const LIST: &[u8] = b"dllist";
const IT_MODE_LIFO: i64 = 2;
const IT_MODE_DELETE: i64 = 1;
/// Set in SplQueue and SplStack: their LIFO/FIFO direction cannot change.
const IT_FIX: i64 = 4;

pub fn register(table: &ClassTable) {
    NativeClass::class("SplDoublyLinkedList")
        .implements(table, &["Iterator", "Countable", "ArrayAccess"])
        .debug_prop("flags", Value::Int(0))
        .debug_prop("dllist", Value::empty_array())
        .constant("IT_MODE_LIFO", Value::Int(IT_MODE_LIFO))
        .constant("IT_MODE_FIFO", Value::Int(0))
        .constant("IT_MODE_DELETE", Value::Int(IT_MODE_DELETE))
        .constant("IT_MODE_KEEP", Value::Int(0))
        .method(
            "setIteratorMode",
            "setIteratorMode(int $mode): int",
            set_iterator_mode,
        )
        .method(
            "getIteratorMode",
            "getIteratorMode(): int",
            get_iterator_mode,
        )
        .method("add", "add(int $index, mixed $value): void", add)
        .method("prev", "prev(): void", prev)
        .method("push", "push(mixed $value): void", push)
        .method("pop", "pop(): mixed", pop)
        .method("shift", "shift(): mixed", shift)
        .method("unshift", "unshift(mixed $value): void", unshift)
        .method("top", "top(): mixed", top)
        .method("bottom", "bottom(): mixed", bottom)
        .method("isEmpty", "isEmpty(): bool", is_empty)
        .method("count", "count(): int", count)
        .method("offsetExists", "offsetExists($index): bool", offset_exists)
        .method("offsetGet", "offsetGet($index): mixed", offset_get)
        .method(
            "offsetSet",
            "offsetSet($index, mixed $value): void",
            offset_set,
        )
        .method("offsetUnset", "offsetUnset($index): void", offset_unset)
        .method("rewind", "rewind(): void", rewind)
        .method("valid", "valid(): bool", valid)
        .method("current", "current(): mixed", current)
        .method("key", "key(): int", key)
        .method("next", "next(): void", next)
        .method("__serialize", "__serialize(): array", serialize_state)
        .method(
            "__unserialize",
            "__unserialize(array $data): void",
            unserialize_state,
        )
        .register(table);
    NativeClass::class("SplQueue")
        .extends(table, "SplDoublyLinkedList")
        .init(|_, o| o.set_prop(b"flags", Value::Int(4)))
        .method("enqueue", "enqueue(mixed $value): void", push)
        .method("dequeue", "dequeue(): mixed", shift)
        .register(table);
    NativeClass::class("SplStack")
        .extends(table, "SplDoublyLinkedList")
        .init(|_, o| o.set_prop(b"flags", Value::Int(6)))
        .register(table);
}

/// Iteration cursor (an index into the list; may go to -1 in LIFO mode).
struct Cursor(i64);

impl Internal for Cursor {
    fn clone_state(&self) -> Option<Box<dyn Internal>> {
        Some(Box::new(Cursor(self.0)))
    }
}

fn flags(obj: &Obj) -> i64 {
    obj.get_prop(b"flags").map_or(0, |f| f.deref().to_int())
}

fn lifo(obj: &Obj) -> bool {
    flags(obj) & IT_MODE_LIFO != 0
}

fn set_iterator_mode(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let mode = args.first().map_or(0, Value::to_int);
    let old = flags(obj);
    if old & IT_FIX != 0 && (old & IT_MODE_LIFO) != (mode & IT_MODE_LIFO) {
        return Err(interp.throw_error(
            "RuntimeException",
            "Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen",
        ));
    }
    let new = (mode & (IT_MODE_LIFO | IT_MODE_DELETE)) | (old & IT_FIX);
    obj.set_prop(b"flags", Value::Int(new));
    Ok(Value::Int(new))
}

fn get_iterator_mode(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Int(flags(this(interp, t)?)))
}

fn add(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let len = array_prop(obj, LIST).len();
    let i = index(interp, "add", len, args.first(), true)?;
    let v = args.get(1).cloned().unwrap_or_default().deref();
    update_array_prop(obj, LIST, |a| {
        let mut vals: Vec<Value> = a.values().cloned().collect();
        vals.insert(i, v);
        *a = rebuild(vals);
    });
    Ok(Value::Null)
}

fn prev(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let step = if lifo(obj) { 1 } else { -1 };
    set_cursor(obj, cursor(obj) + step);
    Ok(Value::Null)
}

fn rebuild(vals: Vec<Value>) -> PhpArray {
    PhpArray::from_values(vals)
}

fn empty_error(interp: &Interp, what: &str) -> Unwind {
    interp.throw_error(
        "RuntimeException",
        &format!("Can't {what} an empty datastructure"),
    )
}

fn push(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let v = args.first().cloned().unwrap_or_default().deref();
    update_array_prop(this(interp, t)?, LIST, |a| a.push(v));
    Ok(Value::Null)
}

fn pop(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    match update_array_prop(obj, LIST, |a| a.pop()) {
        Some(v) => Ok(v),
        None => Err(empty_error(interp, "pop from")),
    }
}

fn shift(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let first = update_array_prop(obj, LIST, |a| {
        if let Some(v) = a.shift_list() {
            return Some(v);
        }
        let mut vals: Vec<Value> = a.values().cloned().collect();
        if vals.is_empty() {
            return None;
        }
        let v = vals.remove(0);
        *a = rebuild(vals);
        Some(v)
    });
    first.ok_or_else(|| empty_error(interp, "shift from"))
}

fn unshift(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let v = args.first().cloned().unwrap_or_default().deref();
    update_array_prop(this(interp, t)?, LIST, |a| {
        let mut vals = vec![v];
        vals.extend(a.values().cloned());
        *a = rebuild(vals);
    });
    Ok(Value::Null)
}

fn top(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    let list = array_prop(this(interp, t)?, LIST);
    list.last()
        .map(|(_, v)| v.clone())
        .ok_or_else(|| empty_error(interp, "peek at"))
}

fn bottom(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let list = array_prop(this(interp, t)?, LIST);
    list.first()
        .map(|(_, v)| v.clone())
        .ok_or_else(|| empty_error(interp, "peek at"))
}

fn is_empty(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(array_prop(this(interp, t)?, LIST).is_empty()))
}

fn count(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Int(array_prop(this(interp, t)?, LIST).len() as i64))
}

/// A valid index of the list, or the OutOfRangeException PHP throws.
fn index(
    interp: &Interp,
    method: &str,
    len: usize,
    v: Option<&Value>,
    allow_end: bool,
) -> Result<usize, Unwind> {
    let i = v.map(|v| v.to_int()).unwrap_or(-1);
    let limit = if allow_end { len + 1 } else { len };
    if i < 0 || i as usize >= limit {
        return Err(interp.throw_error(
            "OutOfRangeException",
            &format!("SplDoublyLinkedList::{method}(): Argument #1 ($index) is out of range"),
        ));
    }
    Ok(i as usize)
}

fn offset_exists(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let len = array_prop(this(interp, t)?, LIST).len() as i64;
    let i = args.first().map(|v| v.to_int()).unwrap_or(-1);
    Ok(Value::Bool(i >= 0 && i < len))
}

fn offset_get(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let list = array_prop(this(interp, t)?, LIST);
    let i = index(interp, "offsetGet", list.len(), args.first(), false)?;
    let v = list.values().nth(i).cloned().unwrap_or_default();
    Ok(v)
}

fn offset_set(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let v = args.get(1).cloned().unwrap_or_default().deref();
    if args.first().is_none_or(|k| k.is_null()) {
        update_array_prop(obj, LIST, |a| a.push(v));
        return Ok(Value::Null);
    }
    let len = array_prop(obj, LIST).len();
    let i = index(interp, "offsetSet", len, args.first(), false)?;
    update_array_prop(obj, LIST, |a| a.insert((i as i64).into(), v));
    Ok(Value::Null)
}

fn offset_unset(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let len = array_prop(obj, LIST).len();
    let i = index(interp, "offsetUnset", len, args.first(), false)?;
    update_array_prop(obj, LIST, |a| {
        let mut vals: Vec<Value> = a.values().cloned().collect();
        vals.remove(i);
        *a = rebuild(vals);
    });
    Ok(Value::Null)
}

fn cursor(obj: &Obj) -> i64 {
    obj.with_internal(|c: &mut Cursor| c.0).unwrap_or(0)
}

fn set_cursor(obj: &Obj, i: i64) {
    if obj.with_internal(|c: &mut Cursor| c.0 = i).is_none() {
        obj.set_internal(Box::new(Cursor(i)));
    }
}

fn rewind(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let start = if lifo(obj) {
        array_prop(obj, LIST).len() as i64 - 1
    } else {
        0
    };
    set_cursor(obj, start);
    Ok(Value::Null)
}

fn valid(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let c = cursor(obj);
    Ok(Value::Bool(
        c >= 0 && c < array_prop(obj, LIST).len() as i64,
    ))
}

fn current(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let c = cursor(obj);
    if c < 0 {
        return Ok(Value::Null);
    }
    let list = array_prop(obj, LIST);
    let v = list.values().nth(c as usize).cloned().unwrap_or_default();
    Ok(v)
}

fn key(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(cursor(this(interp, t)?)))
}

fn next(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    if flags(obj) & IT_MODE_DELETE != 0 {
        // Delete mode: the visited element leaves the list.
        let c = cursor(obj);
        let len = update_array_prop(obj, LIST, |a| {
            let mut vals: Vec<Value> = a.values().cloned().collect();
            if c >= 0 && (c as usize) < vals.len() {
                vals.remove(c as usize);
            }
            let len = vals.len() as i64;
            *a = rebuild(vals);
            len
        });
        set_cursor(obj, if lifo(obj) { len - 1 } else { 0 });
        return Ok(Value::Null);
    }
    let step = if lifo(obj) { -1 } else { 1 };
    set_cursor(obj, cursor(obj) + step);
    Ok(Value::Null)
}

/// `__serialize`: `[flags, elements, other properties]`, as PHP writes a list.
fn serialize_state(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let field = |name: &[u8]| obj.get_prop(name).map(|v| v.deref()).unwrap_or_default();
    let members = super::props_except(obj, &[LIST, b"flags"]);
    Ok(Value::arr(PhpArray::from_values(vec![
        field(b"flags"),
        field(LIST),
        Value::arr(members),
    ])))
}

/// `__unserialize`: the flags, elements and properties saved by `__serialize`.
fn unserialize_state(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let Some(Value::Array(data)) = args.first().map(Value::deref) else {
        return Ok(Value::Null);
    };
    if let Some(Value::Int(flags)) = data.get_int(0).map(Value::deref) {
        obj.set_prop(b"flags", Value::Int(flags));
    }
    if let Some(Value::Array(list)) = data.get_int(1).map(Value::deref) {
        obj.set_prop(
            LIST,
            Value::arr(PhpArray::from_values(list.values().cloned().collect())),
        );
    }
    super::restore_props(obj, data.get_int(2));
    Ok(Value::Null)
}
