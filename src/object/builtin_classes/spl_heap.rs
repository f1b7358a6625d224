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
/// Set when a `compare()` threw in the middle of a sift: the order no longer holds, and
/// `insert`, `extract` and `top` refuse until `recoverFromCorruption()`.
const CORRUPTED: &[u8] = b"isCorrupted";

fn check_intact(interp: &Interp, obj: &Obj) -> Result<(), Unwind> {
    if obj.get_prop(CORRUPTED).is_some_and(|v| v.to_bool()) {
        return Err(interp.throw_error(
            "RuntimeException",
            "Heap is corrupted, heap properties are no longer ensured.",
        ));
    }
    Ok(())
}

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

/// The heap array, taken out of the object for an operation: `compare()` may run PHP
/// code meanwhile, which then sees an empty heap rather than a half-moved one. The
/// array is unshared after the take (no copy) unless something else holds it.
fn take_heap(obj: &Obj) -> PhpArray {
    let key = Key::from_bytes(HEAP);
    let taken = obj
        .props
        .borrow_mut()
        .get_mut(&key)
        .map(|v| std::mem::replace(v, Value::empty_array()));
    match taken.map(|v| v.deref()) {
        Some(Value::Array(rc)) => Rc::try_unwrap(rc).unwrap_or_else(|rc| (*rc).clone()),
        _ => PhpArray::new(),
    }
}

fn put_heap(obj: &Obj, h: PhpArray) {
    obj.set_prop(HEAP, Value::arr(h));
}

fn at(h: &PhpArray, i: usize) -> Value {
    h.get_int(i as i64).cloned().unwrap_or_default()
}

/// Store `v` at position `i` of the heap list (`i` is at most its length).
fn set_at(h: &mut PhpArray, i: usize, v: Value) {
    h.insert(Key::Int(i as i64), v);
}

/// Sift `elem` up from a new last place: the places it passes are found first, by
/// comparisons, then the elements move. A `compare()` that throws stops the sift where
/// it is, as in PHP: the element goes there and the heap is marked corrupted.
fn heap_insert(interp: &Interp, obj: &Obj, elem: Value) -> Result<(), Unwind> {
    let mut h = take_heap(obj);
    let mut path = Vec::new();
    let mut i = h.len();
    let mut failed = None;
    while i > 0 {
        let parent = (i - 1) / 2;
        match cmp(interp, obj, &at(&h, parent), &elem) {
            Ok(c) if c < 0 => {
                path.push(parent);
                i = parent;
            }
            Ok(_) => break,
            Err(e) => {
                failed = Some(e);
                break;
            }
        }
    }
    let mut dst = h.len();
    for p in path {
        let moved = at(&h, p);
        set_at(&mut h, dst, moved);
        dst = p;
    }
    set_at(&mut h, dst, elem);
    put_heap(obj, h);
    corrupted_by(obj, failed)
}

/// Mark the heap corrupted when a comparison threw `failed`, and throw it on.
fn corrupted_by(obj: &Obj, failed: Option<Unwind>) -> Result<(), Unwind> {
    match failed {
        Some(e) => {
            obj.set_prop(CORRUPTED, Value::Bool(true));
            Err(e)
        }
        None => Ok(()),
    }
}

/// Remove the top, sifting the last element down from the root (the places found
/// first, as in `heap_insert`; a throwing `compare()` stops the sift there too).
fn heap_delete_top(interp: &Interp, obj: &Obj) -> Result<Option<Value>, Unwind> {
    let mut h = take_heap(obj);
    let count = h.len();
    if count == 0 {
        put_heap(obj, h);
        return Ok(None);
    }
    let top = at(&h, 0);
    let bottom = at(&h, count - 1);
    let limit = (count - 1) / 2;
    let mut path = Vec::new();
    let mut i = 0;
    let found = (|| {
        while i < limit {
            let mut j = i * 2 + 1;
            if j + 1 < count && cmp(interp, obj, &at(&h, j + 1), &at(&h, j))? > 0 {
                j += 1;
            }
            if cmp(interp, obj, &bottom, &at(&h, j))? < 0 {
                path.push(j);
                i = j;
            } else {
                break;
            }
        }
        Ok(())
    })();
    let mut dst = 0;
    for j in path {
        let moved = at(&h, j);
        set_at(&mut h, dst, moved);
        dst = j;
    }
    set_at(&mut h, dst, bottom);
    h.pop();
    put_heap(obj, h);
    corrupted_by(obj, found.err())?;
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
    let obj = this(interp, t)?;
    check_intact(interp, obj)?;
    heap_insert(interp, obj, arg(args, 0))?;
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
    let obj = this(interp, t)?;
    check_intact(interp, obj)?;
    heap_insert(interp, obj, Value::arr(e))?;
    Ok(Value::Bool(true))
}

fn extract(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    check_intact(interp, obj)?;
    match heap_delete_top(interp, obj)? {
        Some(v) => Ok(output(obj, v)),
        None => Err(interp.throw_error("RuntimeException", "Can't extract from an empty heap")),
    }
}

fn top(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    check_intact(interp, obj)?;
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

fn recover(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    this(interp, t)?.set_prop(CORRUPTED, Value::Bool(false));
    Ok(Value::Bool(true))
}

fn is_corrupted(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    Ok(Value::Bool(
        obj.get_prop(CORRUPTED).is_some_and(|v| v.to_bool()),
    ))
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
