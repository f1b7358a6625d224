//! Set operations on arrays: the array_diff and array_intersect families (by value, by
//! key, or both; internal string comparison or user callbacks) and array_unique.

use std::cmp::Ordering;
use std::collections::HashSet;
use std::rc::Rc;

use super::array_args::{array_arg, copy_elem, int_arg};
use super::sort::{compare_values, entries_of, sort_entries, user_compare, SortKind, SORT_STRING};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

/// How one side (values or keys) is compared.
#[derive(Clone, Copy, PartialEq, Eq)]
enum By {
    /// Not compared.
    Ignore,
    /// php's internal comparison: `(string)$a === (string)$b` for values, identity for keys.
    Internal,
    /// A user callback (returns 0 for equal).
    User,
}

/// String form used by the internal value comparison.
fn str_of(cx: &Interp, v: &Value) -> Result<PhpString, Unwind> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        Value::Int(i) => Ok(PhpString::from(i.to_string())),
        Value::Ref(r) => {
            let inner = r.borrow().clone();
            str_of(cx, &inner)
        }
        other => cx.to_string(other),
    }
}

struct SetOp<'a> {
    fname: &'a str,
    intersect: bool,
    values: By,
    keys: By,
}

fn argument_count_error(cx: &Interp, fname: &str, need: usize, given: usize) -> Unwind {
    cx.throw_error(
        "ArgumentCountError",
        &format!("{fname}() expects at least {need} arguments, {given} given"),
    )
}

fn set_op(cx: &Interp, args: &[Value], op: SetOp) -> Result<Value, Unwind> {
    let n_callbacks = (op.values == By::User) as usize + (op.keys == By::User) as usize;
    if args.len() < 1 + n_callbacks {
        return Err(argument_count_error(
            cx,
            op.fname,
            1 + n_callbacks,
            args.len(),
        ));
    }
    let n_arrays = args.len() - n_callbacks;
    let callbacks = &args[n_arrays..];
    for (i, cb) in callbacks.iter().enumerate() {
        if !cx.is_callable_value(cb) {
            let reason = cx.callable_error_reason(cb)?;
            return Err(cx.throw_error(
                "TypeError",
                &format!(
                    "{}(): Argument #{} must be a valid callback, {reason}",
                    op.fname,
                    n_arrays + i + 1
                ),
            ));
        }
    }
    let value_cb = if op.values == By::User {
        callbacks.first()
    } else {
        None
    };
    let key_cb = if op.keys == By::User {
        callbacks.last()
    } else {
        None
    };
    let mut arrays: Vec<Rc<PhpArray>> = Vec::with_capacity(n_arrays);
    for i in 0..n_arrays {
        match args[i].deref() {
            Value::Array(a) => arrays.push(a),
            other => {
                return Err(cx.throw_error(
                    "TypeError",
                    &format!(
                        "{}(): Argument #{} must be of type array, {} given",
                        op.fname,
                        i + 1,
                        other.type_name_for_error()
                    ),
                ))
            }
        }
    }
    let first = arrays.remove(0);
    if arrays.is_empty() {
        return Ok(if op.intersect {
            Value::arr((*first).clone())
        } else {
            Value::Array(first)
        });
    }

    // Fast path: array_diff/array_intersect with internal value comparison only.
    if op.values == By::Internal && op.keys == By::Ignore {
        let mut sets = Vec::with_capacity(arrays.len());
        for a in &arrays {
            let mut set = HashSet::with_capacity(a.len());
            for v in a.values() {
                set.insert(str_of(cx, v)?);
            }
            sets.push(set);
        }
        let mut out = PhpArray::new();
        for (k, v) in first.iter() {
            let s = str_of(cx, v)?;
            let keep = if op.intersect {
                sets.iter().all(|set| set.contains(&s))
            } else {
                !sets.iter().any(|set| set.contains(&s))
            };
            if keep {
                out.insert(k.clone(), copy_elem(v));
            }
        }
        return Ok(Value::arr(out));
    }

    let mut warned = false;
    let mut out = PhpArray::new();
    for (k, v) in first.iter() {
        let mut found_in_all = true;
        let mut found_in_any = false;
        for other in &arrays {
            let found = match op.keys {
                By::Internal => match other.get(k) {
                    Some(ov) => values_equal(cx, &op, value_cb, v, ov, &mut warned)?,
                    None => false,
                },
                _ => {
                    let mut hit = false;
                    for (ok, ov) in other.iter() {
                        let key_eq = match key_cb {
                            Some(cb) => {
                                user_compare(
                                    cx,
                                    op.fname,
                                    &cx.prepare_call(cb),
                                    &k.to_value(),
                                    &ok.to_value(),
                                    &mut warned,
                                )? == Ordering::Equal
                            }
                            None => true,
                        };
                        if key_eq && values_equal(cx, &op, value_cb, v, ov, &mut warned)? {
                            hit = true;
                            break;
                        }
                    }
                    hit
                }
            };
            found_in_all &= found;
            found_in_any |= found;
            if op.intersect != found {
                break;
            }
        }
        let keep = if op.intersect {
            found_in_all
        } else {
            !found_in_any
        };
        if keep {
            out.insert(k.clone(), copy_elem(v));
        }
    }
    Ok(Value::arr(out))
}

fn values_equal(
    cx: &Interp,
    op: &SetOp,
    value_cb: Option<&Value>,
    a: &Value,
    b: &Value,
    warned: &mut bool,
) -> Result<bool, Unwind> {
    match op.values {
        By::Ignore => Ok(true),
        By::Internal => Ok(str_of(cx, a)? == str_of(cx, b)?),
        By::User => match value_cb {
            Some(cb) => Ok(
                user_compare(cx, op.fname, &cx.prepare_call(cb), a, b, warned)? == Ordering::Equal,
            ),
            None => Ok(false),
        },
    }
}

macro_rules! set_fn {
    ($name:ident, $intersect:expr, $values:expr, $keys:expr) => {
        fn $name(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
            set_op(
                cx,
                args,
                SetOp {
                    fname: stringify!($name),
                    intersect: $intersect,
                    values: $values,
                    keys: $keys,
                },
            )
        }
    };
}

set_fn!(array_diff, false, By::Internal, By::Ignore);
set_fn!(array_diff_key, false, By::Ignore, By::Internal);
set_fn!(array_diff_assoc, false, By::Internal, By::Internal);
set_fn!(array_udiff, false, By::User, By::Ignore);
set_fn!(array_diff_ukey, false, By::Ignore, By::User);
set_fn!(array_udiff_assoc, false, By::User, By::Internal);
set_fn!(array_diff_uassoc, false, By::Internal, By::User);
set_fn!(array_udiff_uassoc, false, By::User, By::User);
set_fn!(array_intersect, true, By::Internal, By::Ignore);
set_fn!(array_intersect_key, true, By::Ignore, By::Internal);
set_fn!(array_intersect_assoc, true, By::Internal, By::Internal);
set_fn!(array_uintersect, true, By::User, By::Ignore);
set_fn!(array_intersect_ukey, true, By::Ignore, By::User);
set_fn!(array_uintersect_assoc, true, By::User, By::Internal);
set_fn!(array_intersect_uassoc, true, By::Internal, By::User);
set_fn!(array_uintersect_uassoc, true, By::User, By::User);

fn array_unique(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_unique", "array")?;
    let flags = int_arg(args, 1, SORT_STRING);
    if arr.len() <= 1 {
        return Ok(Value::Array(arr));
    }
    if flags == SORT_STRING {
        let mut seen: HashSet<PhpString> = HashSet::with_capacity(arr.len());
        let mut out = PhpArray::with_capacity(arr.len());
        for (k, v) in arr.iter() {
            if seen.insert(str_of(cx, v)?) {
                out.insert(k.clone(), copy_elem(v));
            }
        }
        return Ok(Value::arr(out));
    }
    // Other flags: sort a copy stably, then drop every element equal to the last kept one.
    let kind = SortKind::from_flags(flags);
    let mut entries = entries_of(&arr);
    sort_entries(&mut entries, |a, b| {
        compare_values(cx, kind, &a.val, &b.val)
    })?;
    let mut drop_keys: Vec<Key> = Vec::new();
    let mut last = 0usize;
    for i in 1..entries.len() {
        if compare_values(cx, kind, &entries[last].val, &entries[i].val)? != Ordering::Equal {
            last = i;
        } else if entries[last].idx > entries[i].idx {
            drop_keys.push(entries[last].key.clone());
            last = i;
        } else {
            drop_keys.push(entries[i].key.clone());
        }
    }
    let mut out = (*arr).clone();
    for k in &drop_keys {
        out.remove(k);
    }
    Ok(Value::arr(out))
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "array_diff",
        sig: "array_diff(array $array, array ...$arrays): array",
        call: array_diff,
    },
    Builtin {
        name: "array_diff_key",
        sig: "array_diff_key(array $array, array ...$arrays): array",
        call: array_diff_key,
    },
    Builtin {
        name: "array_diff_assoc",
        sig: "array_diff_assoc(array $array, array ...$arrays): array",
        call: array_diff_assoc,
    },
    Builtin {
        name: "array_udiff",
        sig: "array_udiff(array $array, ...$rest): array",
        call: array_udiff,
    },
    Builtin {
        name: "array_diff_ukey",
        sig: "array_diff_ukey(array $array, ...$rest): array",
        call: array_diff_ukey,
    },
    Builtin {
        name: "array_udiff_assoc",
        sig: "array_udiff_assoc(array $array, ...$rest): array",
        call: array_udiff_assoc,
    },
    Builtin {
        name: "array_diff_uassoc",
        sig: "array_diff_uassoc(array $array, ...$rest): array",
        call: array_diff_uassoc,
    },
    Builtin {
        name: "array_udiff_uassoc",
        sig: "array_udiff_uassoc(array $array, ...$rest): array",
        call: array_udiff_uassoc,
    },
    Builtin {
        name: "array_intersect",
        sig: "array_intersect(array $array, array ...$arrays): array",
        call: array_intersect,
    },
    Builtin {
        name: "array_intersect_key",
        sig: "array_intersect_key(array $array, array ...$arrays): array",
        call: array_intersect_key,
    },
    Builtin {
        name: "array_intersect_assoc",
        sig: "array_intersect_assoc(array $array, array ...$arrays): array",
        call: array_intersect_assoc,
    },
    Builtin {
        name: "array_uintersect",
        sig: "array_uintersect(array $array, ...$rest): array",
        call: array_uintersect,
    },
    Builtin {
        name: "array_intersect_ukey",
        sig: "array_intersect_ukey(array $array, ...$rest): array",
        call: array_intersect_ukey,
    },
    Builtin {
        name: "array_uintersect_assoc",
        sig: "array_uintersect_assoc(array $array, ...$rest): array",
        call: array_uintersect_assoc,
    },
    Builtin {
        name: "array_intersect_uassoc",
        sig: "array_intersect_uassoc(array $array, ...$rest): array",
        call: array_intersect_uassoc,
    },
    Builtin {
        name: "array_uintersect_uassoc",
        sig: "array_uintersect_uassoc(array $array, ...$rest): array",
        call: array_uintersect_uassoc,
    },
    Builtin {
        name: "array_unique",
        sig: "array_unique(array $array, int $flags = SORT_STRING): array",
        call: array_unique,
    },
];
