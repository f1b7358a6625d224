//! `SplHeap`, `SplMinHeap`, `SplMaxHeap` and `SplPriorityQueue`: PHP's binary heap (same
//! sift order, so equal elements come out in the same order as in PHP), held in the
//! private `heap` property; a user `compare()` override is honoured.

use std::cmp::Ordering;
use std::rc::Rc;

use super::{array_prop, this, NativeClass};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, MethodBody, Obj};
use crate::value::{compare, Key, PhpArray, Value};

const HEAP: &[u8] = b"heap";

pub fn register(table: &ClassTable) {
    let heap_methods = |c: NativeClass| {
        c.debug_prop("flags", Value::Int(0))
            .debug_prop("isCorrupted", Value::Bool(false))
            .debug_prop("heap", Value::empty_array())
            .method("extract", "extract(): mixed", extract)
            .method("top", "top(): mixed", top)
            .method("count", "count(): int", count)
            .method("isEmpty", "isEmpty(): bool", is_empty)
            .method("rewind", "rewind(): void", rewind)
            .method("valid", "valid(): bool", valid)
            .method("current", "current(): mixed", current)
            .method("key", "key(): int", key)
            .method("next", "next(): void", next)
            .method(
                "recoverFromCorruption",
                "recoverFromCorruption(): bool",
                recover,
            )
            .method("isCorrupted", "isCorrupted(): bool", is_corrupted)
            // PHP 8.2 serializes heaps without their contents.
            .method("__serialize", "__serialize(): array", |_, _, _, _| {
                Ok(Value::empty_array())
            })
            .method(
                "__unserialize",
                "__unserialize(array $data): void",
                |_, _, _, _| Ok(Value::Null),
            )
    };
    heap_methods(NativeClass::class("SplHeap"))
        .abstract_class()
        .implements(table, &["Iterator", "Countable"])
        .method("insert", "insert(mixed $value): bool", insert)
        .abstract_method("compare", "compare(mixed $value1, mixed $value2): int")
        .protected()
        .register(table);
    NativeClass::class("SplMinHeap")
        .extends(table, "SplHeap")
        .method(
            "compare",
            "compare(mixed $value1, mixed $value2): int",
            min_compare,
        )
        .protected()
        .register(table);
    NativeClass::class("SplMaxHeap")
        .extends(table, "SplHeap")
        .method(
            "compare",
            "compare(mixed $value1, mixed $value2): int",
            max_compare,
        )
        .protected()
        .register(table);
    heap_methods(NativeClass::class("SplPriorityQueue"))
        .implements(table, &["Iterator", "Countable"])
        .init(|_, o| o.set_prop(b"flags", Value::Int(EXTR_DATA)))
        .constant("EXTR_BOTH", Value::Int(EXTR_DATA | EXTR_PRIORITY))
        .constant("EXTR_PRIORITY", Value::Int(EXTR_PRIORITY))
        .constant("EXTR_DATA", Value::Int(EXTR_DATA))
        .method("insert", "insert(mixed $value, mixed $priority)", pq_insert)
        .method(
            "compare",
            "compare(mixed $priority1, mixed $priority2): int",
            max_compare,
        )
        .method(
            "setExtractFlags",
            "setExtractFlags(int $flags): int",
            set_extract_flags,
        )
        .method(
            "getExtractFlags",
            "getExtractFlags(): int",
            get_extract_flags,
        )
        .register(table);
}

const EXTR_DATA: i64 = 1;
const EXTR_PRIORITY: i64 = 2;

fn ord_int(o: Ordering) -> i64 {
    match o {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }
}

fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).cloned().unwrap_or_default().deref()
}

fn min_compare(
    _: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Int(ord_int(compare(&arg(args, 1), &arg(args, 0)))))
}

fn max_compare(
    _: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Int(ord_int(compare(&arg(args, 0), &arg(args, 1)))))
}

fn is_pq(obj: &Obj) -> bool {
    obj.class.instanceof_name("splpriorityqueue")
}

/// The heap order of two elements: > 0 when `a` belongs above `b`.
fn cmp(interp: &Interp, obj: &Obj, a: &Value, b: &Value) -> Result<i64, Unwind> {
    let (a, b) = if is_pq(obj) {
        let p = |v: &Value| match v {
            Value::Array(e) => e.get_str("priority").cloned().unwrap_or_default(),
            _ => Value::Null,
        };
        (p(a), p(b))
    } else {
        (a.clone(), b.clone())
    };
    match obj.class.find_method("compare").cloned() {
        Some(m) if matches!(m.body, MethodBody::User(_)) => {
            Ok(interp.call_method(obj, &m, vec![a, b])?.to_int())
        }
        Some(m) => match &m.body {
            MethodBody::Native { call, .. } => {
                Ok(call(interp, Some(obj), &obj.class, &mut [a, b])?.to_int())
            }
            MethodBody::User(_) => Ok(0),
        },
        None => Ok(0),
    }
}

fn load(obj: &Obj) -> Vec<Value> {
    array_prop(obj, HEAP).values().cloned().collect()
}

fn store(obj: &Obj, v: Vec<Value>) {
    obj.set_prop(HEAP, Value::arr(PhpArray::from_values(v)));
}

fn heap_insert(interp: &Interp, obj: &Obj, elem: Value) -> Result<(), Unwind> {
    let mut h = load(obj);
    let mut i = h.len();
    h.push(Value::Null);
    while i > 0 {
        let parent = (i - 1) / 2;
        if cmp(interp, obj, &h[parent], &elem)? < 0 {
            h[i] = h[parent].clone();
            i = parent;
        } else {
            break;
        }
    }
    h[i] = elem;
    store(obj, h);
    Ok(())
}

fn heap_delete_top(interp: &Interp, obj: &Obj) -> Result<Option<Value>, Unwind> {
    let mut h = load(obj);
    let count = h.len();
    if count == 0 {
        return Ok(None);
    }
    let top = h[0].clone();
    let bottom = h[count - 1].clone();
    let limit = (count - 1) / 2;
    let mut i = 0;
    while i < limit {
        let mut j = i * 2 + 1;
        if j + 1 < count && cmp(interp, obj, &h[j + 1], &h[j])? > 0 {
            j += 1;
        }
        if cmp(interp, obj, &bottom, &h[j])? < 0 {
            h[i] = h[j].clone();
            i = j;
        } else {
            break;
        }
    }
    h[i] = bottom;
    h.pop();
    store(obj, h);
    Ok(Some(top))
}

/// What `extract`/`top`/`current` return for a stored element.
fn output(obj: &Obj, elem: Value) -> Value {
    if !is_pq(obj) {
        return elem;
    }
    let flags = obj
        .get_prop(b"flags")
        .map(|f| f.to_int())
        .unwrap_or(EXTR_DATA);
    let Value::Array(e) = &elem else { return elem };
    let get = |k: &str| e.get_str(k).cloned().unwrap_or_default();
    match flags & 3 {
        EXTR_PRIORITY => get("priority"),
        3 => {
            let mut both = PhpArray::new();
            both.insert(Key::from("data"), get("data"));
            both.insert(Key::from("priority"), get("priority"));
            Value::arr(both)
        }
        _ => get("data"),
    }
}

fn insert(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    heap_insert(interp, this(interp, t)?, arg(args, 0))?;
    Ok(Value::Bool(true))
}

fn pq_insert(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let mut e = PhpArray::new();
    e.insert(Key::from("data"), arg(args, 0));
    e.insert(Key::from("priority"), arg(args, 1));
    heap_insert(interp, this(interp, t)?, Value::arr(e))?;
    Ok(Value::Bool(true))
}

fn extract(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    match heap_delete_top(interp, obj)? {
        Some(v) => Ok(output(obj, v)),
        None => Err(interp.throw_error("RuntimeException", "Can't extract from an empty heap")),
    }
}

fn top(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let first = array_prop(obj, HEAP).values().next().cloned();
    match first {
        Some(v) => Ok(output(obj, v)),
        None => Err(interp.throw_error("RuntimeException", "Can't peek at an empty heap")),
    }
}

fn count(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Int(array_prop(this(interp, t)?, HEAP).len() as i64))
}

fn is_empty(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(array_prop(this(interp, t)?, HEAP).is_empty()))
}

fn rewind(_: &Interp, _: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Null)
}

fn valid(
    interp: &Interp,
    t: Option<&Obj>,
    c: &Rc<Class>,
    a: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(!is_empty(interp, t, c, a)?.to_bool()))
}

fn current(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let first = array_prop(obj, HEAP).values().next().cloned();
    Ok(first.map(|v| output(obj, v)).unwrap_or_default())
}

fn key(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(
        array_prop(this(interp, t)?, HEAP).len() as i64 - 1,
    ))
}

fn next(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    heap_delete_top(interp, this(interp, t)?)?;
    Ok(Value::Null)
}

fn recover(_: &Interp, _: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(true))
}

fn is_corrupted(
    _: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(false))
}

fn set_extract_flags(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let flags = arg(args, 0).to_int() & 3;
    if flags == 0 {
        return Err(
            interp.throw_error("RuntimeException", "Must specify at least one extract flag")
        );
    }
    this(interp, t)?.set_prop(b"flags", Value::Int(flags));
    Ok(Value::Int(flags))
}

fn get_extract_flags(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(this(interp, t)?.get_prop(b"flags").unwrap_or_default())
}
