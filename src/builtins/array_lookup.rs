//! Searching and folding arrays: in_array, array_search, array_key_exists/key_exists,
//! array_sum, array_product, min and max.

use std::cmp::Ordering;

use super::array_args::{array_arg, bool_arg, type_error, value_error};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{
    format_float_repr, loose_eq, parse_numeric, strict_eq, Key, Numeric, PhpArray, Value,
};

fn search(cx: &Interp, args: &[Value], fname: &str) -> Result<Option<Key>, Unwind> {
    let needle = args.first().cloned().unwrap_or_default();
    let haystack = array_arg(cx, args, 1, fname, "haystack")?;
    let strict = bool_arg(args, 2, false);
    let found = if strict {
        haystack.iter().find(|(_, v)| strict_eq(v, &needle))
    } else {
        match &needle {
            Value::Int(n) => {
                let mut found = None;
                for (k, v) in haystack.iter() {
                    let eq = match v {
                        Value::Int(x) => x == n,
                        Value::Object(_) => cx.loose_equals(v, &needle)?,
                        v => loose_eq(v, &needle),
                    };
                    if eq {
                        found = Some((k, v));
                        break;
                    }
                }
                found
            }
            _ => return search_loose(cx, &haystack, &needle),
        }
    };
    Ok(found.map(|(k, _)| k.clone()))
}

/// The loose search for a non-int needle; objects compare through `__toString` (which
/// may throw) as `==` does.
fn search_loose(cx: &Interp, haystack: &PhpArray, needle: &Value) -> Result<Option<Key>, Unwind> {
    let needle_obj = matches!(needle, Value::Object(_));
    for (k, v) in haystack.iter() {
        let eq = match v {
            Value::Object(_) => cx.loose_equals(v, needle)?,
            Value::Ref(_) => cx.loose_equals(&v.deref(), needle)?,
            v if needle_obj => cx.loose_equals(v, needle)?,
            v => loose_eq(v, needle),
        };
        if eq {
            return Ok(Some(k.clone()));
        }
    }
    Ok(None)
}

fn in_array(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(search(cx, args, "in_array")?.is_some()))
}

fn array_search(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(search(cx, args, "array_search")?.map_or(Value::Bool(false), |k| k.to_value()))
}

fn key_exists_impl(cx: &Interp, args: &[Value], fname: &str) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 1, fname, "array")?;
    let key = match args.first().map(Value::deref).unwrap_or_default() {
        Value::Str(s) => Key::from_php_string(s),
        Value::Int(i) => Key::Int(i),
        Value::Null => Key::from(""),
        Value::Bool(b) => Key::Int(b as i64),
        Value::Float(f) => {
            let i = Value::Float(f).to_int();
            if i as f64 != f && f.is_finite() {
                cx.deprecated(&format!(
                    "Implicit conversion from float {} to int loses precision",
                    format_float_repr(f)
                ));
            }
            Key::Int(i)
        }
        Value::Resource(r) => {
            cx.warn(&format!(
                "Resource ID#{} used as offset, casting to integer ({})",
                r.id, r.id
            ));
            Key::Int(r.id as i64)
        }
        // array_key_exists() compiles to its own opcode, whose message is the short one.
        _ if fname == "array_key_exists" => {
            return Err(cx.throw_error("TypeError", "Illegal offset type"))
        }
        _ => {
            return Err(cx.throw_error(
                "TypeError",
                &format!("{fname}(): Argument #1 ($key) must be a valid array offset type"),
            ))
        }
    };
    Ok(Value::Bool(arr.contains_key(&key)))
}

fn array_key_exists(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    key_exists_impl(cx, args, "array_key_exists")
}

fn key_exists(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    key_exists_impl(cx, args, "key_exists")
}

/// php's `convert_scalar_to_number` without warnings: Int or Float.
fn to_number(v: &Value) -> Value {
    match v {
        Value::Int(_) | Value::Float(_) => v.clone(),
        Value::Str(s) => match parse_numeric(s) {
            Some((Numeric::Int(i), _)) => Value::Int(i),
            Some((Numeric::Float(f), _)) => Value::Float(f),
            None => Value::Int(0),
        },
        Value::Ref(r) => to_number(&r.borrow()),
        other => Value::Int(other.to_int()),
    }
}

fn is_container(v: &Value) -> bool {
    match v {
        Value::Array(_) | Value::Object(_) => true,
        Value::Ref(r) => is_container(&r.borrow()),
        _ => false,
    }
}

fn array_sum(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_sum", "array")?;
    let mut acc = Value::Int(0);
    for v in arr.values() {
        if is_container(v) {
            continue;
        }
        acc = match (&acc, to_number(v)) {
            (Value::Int(a), Value::Int(b)) => match a.checked_add(b) {
                Some(s) => Value::Int(s),
                None => Value::Float(*a as f64 + b as f64),
            },
            (a, b) => Value::Float(a.to_float() + b.to_float()),
        };
    }
    Ok(acc)
}

fn array_product(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_product", "array")?;
    let mut acc = Value::Int(1);
    for v in arr.values() {
        if is_container(v) {
            continue;
        }
        acc = match (&acc, to_number(v)) {
            (Value::Int(a), Value::Int(b)) => match a.checked_mul(b) {
                Some(p) => Value::Int(p),
                None => Value::Float(*a as f64 * b as f64),
            },
            (a, b) => Value::Float(a.to_float() * b.to_float()),
        };
    }
    Ok(acc)
}

/// min/max: `want` is the ordering a candidate must have against the current pick.
fn min_max(cx: &Interp, args: &[Value], fname: &str, want: Ordering) -> Result<Value, Unwind> {
    if args.len() == 1 {
        let arr = match args[0].deref() {
            Value::Array(a) => a,
            other => return Err(type_error(cx, fname, 1, "value", "array", &other)),
        };
        let mut it = arr.values();
        let Some(mut best) = it.next() else {
            return Err(value_error(
                cx,
                fname,
                1,
                "value",
                "must contain at least one element",
            ));
        };
        // zend_hash_minmax: replace when compare(best, candidate) is the opposite of `want`.
        for v in it {
            if cx.compare_values(best, v)? == want.reverse() {
                best = v;
            }
        }
        return Ok(best.deref());
    }
    let mut best = &args[0];
    for v in &args[1..] {
        let replace = match want {
            Ordering::Less => cx.compare_values(v, best)? == Ordering::Less,
            _ => cx.compare_values(v, best)? == Ordering::Greater,
        };
        if replace {
            best = v;
        }
    }
    Ok(best.deref())
}

fn min(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    min_max(cx, args, "min", Ordering::Less)
}

fn max(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    min_max(cx, args, "max", Ordering::Greater)
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "in_array",
        sig: "in_array(mixed $needle, array $haystack, bool $strict = false): bool",
        call: in_array,
    },
    Builtin {
        name: "array_search",
        sig: "array_search(mixed $needle, array $haystack, bool $strict = false): string|int|false",
        call: array_search,
    },
    Builtin {
        name: "array_key_exists",
        sig: "array_key_exists($key, array $array): bool",
        call: array_key_exists,
    },
    Builtin {
        name: "key_exists",
        sig: "key_exists($key, array $array): bool",
        call: key_exists,
    },
    Builtin {
        name: "array_sum",
        sig: "array_sum(array $array): int|float",
        call: array_sum,
    },
    Builtin {
        name: "array_product",
        sig: "array_product(array $array): int|float",
        call: array_product,
    },
    Builtin {
        name: "min",
        sig: "min(mixed $value, mixed ...$values): mixed",
        call: min,
    },
    Builtin {
        name: "max",
        sig: "max(mixed $value, mixed ...$values): mixed",
        call: max,
    },
];
