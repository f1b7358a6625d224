//! The functions that change an array in place through a reference: array_push,
//! array_pop, array_shift, array_unshift and array_splice.

use super::array_args::{copy_elem, int_arg, opt_arg, ref_array, with_ref_array};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Value};

const OCCUPIED: &str = "Cannot add element to the array as the next element is already occupied";

fn array_push(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let values: Vec<Value> = args[1..].to_vec();
    let pushed = with_ref_array(cx, args, 0, "array_push", "array", |arr| {
        for v in values {
            if !arr.push(v) {
                return None;
            }
        }
        Some(arr.len())
    })?;
    match pushed {
        Some(n) => Ok(Value::Int(n as i64)),
        None => Err(cx.throw_error("Error", OCCUPIED)),
    }
}

fn array_pop(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let popped = with_ref_array(cx, args, 0, "array_pop", "array", |arr| {
        let (key, _) = arr.last()?;
        let key = key.clone();
        let next = arr.next_index();
        let v = arr.remove(&key)?;
        if key == Key::Int(next.wrapping_sub(1)) {
            arr.set_next_index(next - 1);
        } else {
            arr.set_next_index(next);
        }
        arr.reset();
        Some(v)
    })?;
    Ok(popped.map_or(Value::Null, |v| v.deref()))
}

/// Rebuild `items` into an array with int keys renumbered from 0 and string keys kept.
fn renumbered(items: impl Iterator<Item = (Key, Value)>, cap: usize) -> PhpArray {
    let mut out = PhpArray::with_capacity(cap);
    for (k, v) in items {
        match k {
            Key::Int(_) => {
                out.push(v);
            }
            Key::Str(_) => out.insert(k, v),
        }
    }
    out
}

fn array_shift(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let shifted = with_ref_array(cx, args, 0, "array_shift", "array", |arr| {
        if let Some(first) = arr.shift_list() {
            return Some(first);
        }
        let (_, first) = arr.first()?;
        let first = first.clone();
        let rest = renumbered(
            arr.iter().skip(1).map(|(k, v)| (k.clone(), v.clone())),
            arr.len() - 1,
        );
        *arr = rest;
        Some(first)
    })?;
    Ok(shifted.map_or(Value::Null, |v| v.deref()))
}

fn array_unshift(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let values: Vec<Value> = args[1..].to_vec();
    let n = with_ref_array(cx, args, 0, "array_unshift", "array", |arr| {
        let cap = values.len() + arr.len();
        let items = values
            .into_iter()
            .map(|v| (Key::Int(0), v))
            .chain(arr.iter().map(|(k, v)| (k.clone(), v.clone())));
        *arr = renumbered(items, cap);
        arr.len()
    })?;
    Ok(Value::Int(n as i64))
}

/// `(array)` of a replacement argument: arrays as they are, null as [], objects as their
/// properties, other values as a one-element list.
fn replacement_values(v: &Value) -> Vec<Value> {
    match v {
        Value::Array(a) => a.values().map(copy_elem).collect(),
        Value::Null => Vec::new(),
        Value::Object(o) => o.props.borrow().values().map(copy_elem).collect(),
        Value::Ref(r) => replacement_values(&r.borrow()),
        other => vec![other.clone()],
    }
}

fn array_splice(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (cell, arr) = ref_array(cx, args, 0, "array_splice", "array")?;
    let n = arr.len();
    let offset = int_arg(args, 1, 0);
    let length = opt_arg(args, 2).map(Value::to_int);
    let replacement = args.get(3).map(replacement_values).unwrap_or_default();
    let n_i = n as i64;
    let start = if offset < 0 {
        n_i.saturating_add(offset).max(0)
    } else {
        offset.min(n_i)
    };
    let take = match length {
        None => n_i - start,
        Some(l) if l < 0 => (n_i - start).saturating_add(l).max(0),
        Some(l) => l.min(n_i - start),
    };
    let (start, take) = (start as usize, take as usize);
    let mut removed = PhpArray::with_capacity(take);
    let mut out = PhpArray::with_capacity(n - take + replacement.len());
    for (i, (k, v)) in arr.iter().enumerate() {
        if i == start {
            for r in &replacement {
                out.push(r.clone());
            }
        }
        let target = if i >= start && i < start + take {
            &mut removed
        } else {
            &mut out
        };
        match k {
            Key::Int(_) => {
                target.push(v.clone());
            }
            Key::Str(_) => target.insert(k.clone(), v.clone()),
        }
    }
    if start >= n {
        for r in replacement {
            out.push(r);
        }
    }
    drop(arr);
    *cell.borrow_mut() = Value::arr(out);
    Ok(Value::arr(removed))
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "array_push",
        sig: "array_push(array &$array, mixed ...$values): int",
        call: array_push,
    },
    Builtin {
        name: "array_pop",
        sig: "array_pop(array &$array): mixed",
        call: array_pop,
    },
    Builtin {
        name: "array_shift",
        sig: "array_shift(array &$array): mixed",
        call: array_shift,
    },
    Builtin {
        name: "array_unshift",
        sig: "array_unshift(array &$array, mixed ...$values): int",
        call: array_unshift,
    },
    Builtin {
        name: "array_splice",
        sig: "array_splice(array &$array, int $offset, ?int $length = null, mixed $replacement = []): array",
        call: array_splice,
    },
];
