//! Argument access shared by the array functions: array parameters (by value and by
//! reference), optional arguments, and the TypeError/ValueError texts php uses for them.

use std::rc::Rc;

use crate::eval::{Interp, Unwind};
use crate::value::{format_float_repr, Key, PhpArray, PhpRef, PhpString, Value};

/// `f(): Argument #N ($name) must be of type T, U given`.
pub fn type_error(
    cx: &Interp,
    fname: &str,
    n: usize,
    pname: &str,
    expected: &str,
    got: &Value,
) -> Unwind {
    cx.throw_error(
        "TypeError",
        &format!(
            "{fname}(): Argument #{n} (${pname}) must be of type {expected}, {} given",
            got.type_name_for_error()
        ),
    )
}

/// `f(): Argument #N ($name) MSG` as a ValueError.
pub fn value_error(cx: &Interp, fname: &str, n: usize, pname: &str, msg: &str) -> Unwind {
    cx.throw_error(
        "ValueError",
        &format!("{fname}(): Argument #{n} (${pname}) {msg}"),
    )
}

/// The array passed at `args[i]` (the registry has already checked its type).
pub fn array_arg(
    cx: &Interp,
    args: &[Value],
    i: usize,
    fname: &str,
    pname: &str,
) -> Result<Rc<PhpArray>, Unwind> {
    match args.get(i) {
        Some(Value::Array(a)) => Ok(a.clone()),
        Some(Value::Ref(r)) => match &*r.borrow() {
            Value::Array(a) => Ok(a.clone()),
            other => Err(type_error(cx, fname, i + 1, pname, "array", other)),
        },
        Some(other) => Err(type_error(cx, fname, i + 1, pname, "array", other)),
        None => Ok(Rc::new(PhpArray::new())),
    }
}

/// Optional int argument.
pub fn int_arg(args: &[Value], i: usize, default: i64) -> i64 {
    args.get(i).map_or(default, |v| v.to_int())
}

/// Optional bool argument.
pub fn bool_arg(args: &[Value], i: usize, default: bool) -> bool {
    args.get(i).map_or(default, |v| v.to_bool())
}

/// Optional nullable argument: None when absent or null.
pub fn opt_arg(args: &[Value], i: usize) -> Option<&Value> {
    args.get(i).filter(|v| !v.is_null())
}

/// The reference cell behind a by-reference parameter. A plain value (php would have
/// refused to compile the call) gets a temporary cell, so writes go nowhere.
pub fn ref_cell(args: &[Value], i: usize) -> PhpRef {
    match args.get(i) {
        Some(Value::Ref(r)) => r.clone(),
        Some(v) => Value::new_ref(v.clone()),
        None => Value::new_ref(Value::Null),
    }
}

/// The array held by a by-reference `array &$name` parameter, with its cell for writing
/// the result back.
pub fn ref_array(
    cx: &Interp,
    args: &[Value],
    i: usize,
    fname: &str,
    pname: &str,
) -> Result<(PhpRef, Rc<PhpArray>), Unwind> {
    let cell = ref_cell(args, i);
    let arr = match &*cell.borrow() {
        Value::Array(a) => a.clone(),
        other => return Err(type_error(cx, fname, i + 1, pname, "array", other)),
    };
    Ok((cell, arr))
}

/// Run `f` on the array behind a by-reference parameter, in place (copy-on-write when
/// shared). `f` must not run PHP code: the cell stays borrowed while it runs.
pub fn with_ref_array<R>(
    cx: &Interp,
    args: &[Value],
    i: usize,
    fname: &str,
    pname: &str,
    f: impl FnOnce(&mut PhpArray) -> R,
) -> Result<R, Unwind> {
    let cell = ref_cell(args, i);
    let mut slot = cell.borrow_mut();
    let got = match &mut *slot {
        Value::Array(a) => return Ok(f(Rc::make_mut(a))),
        other => other.clone(),
    };
    drop(slot);
    Err(type_error(cx, fname, i + 1, pname, "array", &got))
}

/// The value of an array element, looking through a PHP reference.
pub fn deref_value(v: &Value) -> Value {
    match v {
        Value::Ref(r) => r.borrow().clone(),
        v => v.clone(),
    }
}

/// An element copied out of an array: a reference nobody else holds is copied as its
/// value, as php does when it copies array elements.
pub fn copy_elem(v: &Value) -> Value {
    match v {
        Value::Ref(r) if Rc::strong_count(r) == 1 => r.borrow().clone(),
        v => v.clone(),
    }
}

/// The array key a value makes when used as an offset (`$a[$v]`), with php's deprecation
/// for fractional floats and TypeError for arrays and objects.
pub fn offset_key(cx: &Interp, v: &Value) -> Result<Key, Unwind> {
    Ok(match v {
        Value::Int(i) => Key::Int(*i),
        Value::Str(s) => Key::from_php_string(s.clone()),
        Value::Float(f) => {
            let i = v.to_int();
            if i as f64 != *f {
                cx.deprecated(&format!(
                    "Implicit conversion from float {} to int loses precision",
                    format_float_repr(*f)
                ));
            }
            Key::Int(i)
        }
        Value::Bool(b) => Key::Int(*b as i64),
        Value::Null => Key::Str(PhpString::new()),
        Value::Resource(r) => {
            cx.warn(&format!(
                "Resource ID#{} used as offset, casting to integer ({})",
                r.id, r.id
            ));
            Key::Int(r.id as i64)
        }
        Value::Ref(r) => {
            let inner = r.borrow().clone();
            return offset_key(cx, &inner);
        }
        Value::Array(_) | Value::Object(_) => {
            return Err(cx.throw_error("TypeError", "Illegal offset type"))
        }
    })
}
