//! Array functions driven by user callbacks: array_map, array_filter, array_reduce,
//! array_walk(_recursive).
//! No borrow is held while a callback runs: arrays are iterated through an owned `Rc`
//! (copy-on-write protects the snapshot), and by-reference targets are re-read after
//! every call.

use std::rc::Rc;

use super::array_args::{array_arg, copy_elem, deref_value, int_arg, ref_cell};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::value::{Key, PhpArray, PhpRef, Value};

pub const ARRAY_FILTER_USE_BOTH: i64 = 1;
pub const ARRAY_FILTER_USE_KEY: i64 = 2;

/// Constants of array_filter.
pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("ARRAY_FILTER_USE_BOTH", Value::Int(ARRAY_FILTER_USE_BOTH)),
        ("ARRAY_FILTER_USE_KEY", Value::Int(ARRAY_FILTER_USE_KEY)),
    ]
}

fn array_map(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let callback = args.first().cloned().unwrap_or_default();
    let mut arrays = Vec::with_capacity(args.len().saturating_sub(1));
    for i in 1..args.len() {
        arrays.push(array_arg(cx, args, i, "array_map", "array")?);
    }
    if arrays.len() == 1 {
        let arr = arrays.swap_remove(0);
        if callback.is_null() {
            return Ok(Value::Array(arr));
        }
        let mut out = PhpArray::with_capacity(arr.len());
        let callback = cx.prepare_call(&callback);
        for (k, v) in arr.iter() {
            let r = cx.call_prepared_with(&callback, [deref_value(v)])?;
            out.insert(k.clone(), r);
        }
        return Ok(Value::arr(out));
    }
    let maxlen = arrays.iter().map(|a| a.len()).max().unwrap_or(0);
    let mut iters: Vec<_> = arrays.iter().map(|a| a.values()).collect();
    let mut out = PhpArray::with_capacity(maxlen);
    for _ in 0..maxlen {
        let row: Vec<Value> = iters
            .iter_mut()
            .map(|it| it.next().map(copy_elem).unwrap_or_default())
            .collect();
        if callback.is_null() {
            out.push(Value::arr(PhpArray::from_values(row)));
        } else {
            let row = row.iter().map(deref_value).collect();
            out.push(cx.call_value(&callback, row)?);
        }
    }
    Ok(Value::arr(out))
}

fn array_filter(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_filter", "array")?;
    let callback = args
        .get(1)
        .filter(|v| !v.is_null())
        .map(|cb| cx.prepare_call(cb));
    let mode = int_arg(args, 2, 0);
    let mut out = PhpArray::new();
    for (k, v) in arr.iter() {
        let keep = match &callback {
            None => v.to_bool(),
            Some(cb) => {
                let r = match mode {
                    ARRAY_FILTER_USE_KEY => cx.call_prepared_with(cb, [k.to_value()]),
                    ARRAY_FILTER_USE_BOTH => {
                        cx.call_prepared_with(cb, [deref_value(v), k.to_value()])
                    }
                    _ => cx.call_prepared_with(cb, [deref_value(v)]),
                };
                r?.to_bool()
            }
        };
        if keep {
            out.insert(k.clone(), copy_elem(v));
        }
    }
    Ok(Value::arr(out))
}

fn array_reduce(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_reduce", "array")?;
    let callback = args.get(1).cloned().unwrap_or_default();
    let mut acc = args.get(2).cloned().unwrap_or_default();
    let callback = cx.prepare_call(&callback);
    for v in arr.values() {
        acc = cx.call_prepared_with(&callback, [acc, deref_value(v)])?;
    }
    Ok(acc)
}

/// What array_walk iterates: the array in a by-reference variable, or an object's
/// properties.
enum WalkTarget {
    Cell(PhpRef),
    Object(Obj),
}

impl WalkTarget {
    /// Run `f` on the live array; None when the variable no longer holds an array.
    fn with_array<R>(&self, f: impl FnOnce(&mut PhpArray) -> R) -> Option<R> {
        match self {
            WalkTarget::Cell(cell) => match &mut *cell.borrow_mut() {
                Value::Array(a) => Some(f(Rc::make_mut(a))),
                _ => None,
            },
            WalkTarget::Object(o) => Some(f(&mut o.props.borrow_mut())),
        }
    }
}

/// Turn the element at position `p` (or the next live one) into a reference cell and
/// return it with its key and the position after it.
fn next_element_ref(arr: &mut PhpArray, pos: usize) -> Option<(PhpRef, Key, usize)> {
    let p = arr.next_pos(pos)?;
    let (k, v) = arr.at_pos_mut(p)?;
    let r = match v {
        Value::Ref(r) => r.clone(),
        other => {
            let r = Value::new_ref(std::mem::take(other));
            *other = Value::Ref(r.clone());
            r
        }
    };
    Some((r, k.clone(), p + 1))
}

/// Elements array_walk turned into references that nothing else holds become plain
/// values again.
fn unwrap_lone_refs(arr: &mut PhpArray) {
    for (_, v) in arr.iter_mut() {
        if let Value::Ref(r) = v {
            if Rc::strong_count(r) == 1 {
                let inner = r.borrow().clone();
                *v = inner;
            }
        }
    }
}

fn walk(
    cx: &Interp,
    target: &WalkTarget,
    callback: &Value,
    extra: Option<&Value>,
    recursive: bool,
) -> Result<(), Unwind> {
    let mut pos = 0usize;
    let mut result = Ok(());
    loop {
        let Some(next) = target.with_array(|arr| next_element_ref(arr, pos)) else {
            result = Err(cx.throw_error(
                "TypeError",
                "Iterated value is no longer an array or object",
            ));
            break;
        };
        let Some((elem, key, after)) = next else {
            break;
        };
        pos = after;
        let is_array = recursive && matches!(&*elem.borrow(), Value::Array(_));
        let step = if is_array {
            walk(cx, &WalkTarget::Cell(elem), callback, extra, true)
        } else {
            let mut call_args = vec![Value::Ref(elem), key.to_value()];
            if let Some(e) = extra {
                call_args.push(e.clone());
            }
            cx.call_value(callback, call_args).map(drop)
        };
        if let Err(e) = step {
            result = Err(e);
            break;
        }
    }
    target.with_array(unwrap_lone_refs);
    result
}

fn walk_impl(cx: &Interp, args: &[Value], recursive: bool) -> Result<Value, Unwind> {
    let cell = ref_cell(args, 0);
    let target = match &*cell.borrow() {
        Value::Object(o) => WalkTarget::Object(o.clone()),
        _ => WalkTarget::Cell(cell.clone()),
    };
    let callback = args.get(1).cloned().unwrap_or_default();
    walk(cx, &target, &callback, args.get(2), recursive)?;
    Ok(Value::Bool(true))
}

fn array_walk(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    walk_impl(cx, args, false)
}

fn array_walk_recursive(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    walk_impl(cx, args, true)
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "array_map",
        sig: "array_map(?callable $callback, array $array, array ...$arrays): array",
        call: array_map,
    },
    Builtin {
        name: "array_filter",
        sig: "array_filter(array $array, ?callable $callback = null, int $mode = 0): array",
        call: array_filter,
    },
    Builtin {
        name: "array_reduce",
        sig: "array_reduce(array $array, callable $callback, mixed $initial = null): mixed",
        call: array_reduce,
    },
    Builtin {
        name: "array_walk",
        sig: "array_walk(array|object &$array, callable $callback, mixed $arg = UNKNOWN): true",
        call: array_walk,
    },
    Builtin {
        name: "array_walk_recursive",
        sig: "array_walk_recursive(array|object &$array, callable $callback, mixed $arg = UNKNOWN): true",
        call: array_walk_recursive,
    },
];
