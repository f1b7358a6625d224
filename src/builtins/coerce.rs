//! Argument coercion for builtins: converts each passed value to the parameter's declared
//! type as PHP's parameter parsing does for internal functions (weak mode by default,
//! strict when the calling file declares `strict_types=1`), with PHP's exact TypeError and
//! deprecation texts.

use super::sig::{ty, Param, Type};
use crate::eval::{Interp, Unwind};
use crate::value::{
    format_float_prec, format_float_repr, parse_numeric, Numeric, NumericKind, PhpString, Value,
};

/// Where an argument sits, for messages: `fname(): Argument #pos ($name)`.
pub struct ArgPos<'a> {
    pub func: &'a str,
    pub pos: usize,
    pub param: &'a Param,
}

impl ArgPos<'_> {
    /// `Argument #2 ($name)`; a variadic parameter's arguments are not named.
    fn label(&self) -> String {
        if self.param.variadic {
            format!("Argument #{}", self.pos)
        } else {
            format!("Argument #{} (${})", self.pos, self.param.name)
        }
    }

    fn type_error(&self, cx: &Interp, expected: &str, given: &Value) -> Unwind {
        // Internal functions taking an array or an object (`Z_PARAM_ARRAY_OR_OBJECT`)
        // name only the array.
        // Resource parameters are checked by hand, in words (`Z_PARAM_RESOURCE_OR_NULL`).
        let expected = match expected {
            "object|array" => "array",
            "?resource" => "resource or null",
            _ => expected,
        };
        cx.throw_error(
            "TypeError",
            &format!(
                "{}(): {} must be of type {}, {} given",
                self.func,
                self.label(),
                expected,
                given_name(given)
            ),
        )
    }
}

fn given_name(v: &Value) -> String {
    v.type_name_for_error()
}

/// Coerce `v` in place to `pos.param`'s type. By-reference parameters are checked through
/// the reference and left as references.
pub fn coerce_arg(cx: &Interp, pos: &ArgPos, v: &mut Value) -> Result<(), Unwind> {
    let t = &pos.param.ty;
    if pos.param.by_ref {
        if !matches!(v, Value::Ref(_)) {
            let inner = std::mem::take(v);
            *v = Value::Ref(Value::new_ref(inner));
        }
        if t.is_mixed() || t.allows_null() {
            return Ok(());
        }
        if let Value::Ref(r) = v {
            let inner = r.borrow().clone();
            if !matches_exactly(t, &inner) {
                // By-reference parameters of a scalar type are converted in the variable.
                let mut inner = inner;
                coerce_value(cx, pos, &mut inner)?;
                *r.borrow_mut() = inner;
            }
        }
        return Ok(());
    }
    if let Value::Ref(_) = v {
        *v = std::mem::take(v).into_deref();
    }
    if t.is_mixed() {
        return Ok(());
    }
    coerce_value(cx, pos, v)
}

fn coerce_value(cx: &Interp, pos: &ArgPos, v: &mut Value) -> Result<(), Unwind> {
    let t = &pos.param.ty;
    if matches_exactly(t, v) {
        return Ok(());
    }
    // int is accepted for float in every mode.
    if let Value::Int(i) = *v {
        if t.has(ty::FLOAT) && !t.has(ty::INT) {
            *v = Value::Float(i as f64);
            return Ok(());
        }
    }
    if t.has(ty::CALLABLE) {
        if matches!(v, Value::Str(_) | Value::Array(_)) && cx.is_callable_value(v) {
            cx.deprecate_relative_callable(v);
            return Ok(());
        }
        return Err(callable_error(cx, pos, v));
    }
    let strict = cx.strict_types.get();
    if let Value::Null = v {
        if strict || t.mask & ty::SCALAR == 0 {
            return Err(pos.type_error(cx, &t.display(), v));
        }
        cx.deprecated(&format!(
            "{}(): Passing null to parameter #{} (${}) of type {} is deprecated",
            pos.func,
            pos.pos,
            pos.param.name,
            t.display()
        ));
        *v = null_as(t);
        return Ok(());
    }
    if !strict {
        if let Some(c) = weak_scalar(cx, t, v)? {
            *v = c;
            return Ok(());
        }
    }
    Err(pos.type_error(cx, &t.display(), v))
}

/// Whether `v` already has one of the declared types.
pub fn matches_exactly(t: &Type, v: &Value) -> bool {
    let m = t.mask;
    if m & ty::MIXED != 0 {
        return true;
    }
    match v {
        Value::Null => m & ty::NULL != 0,
        Value::Bool(true) => m & ty::TRUE != 0,
        Value::Bool(false) => m & ty::FALSE != 0,
        Value::Int(_) => m & ty::INT != 0,
        Value::Float(_) => m & ty::FLOAT != 0,
        Value::Str(_) => m & ty::STRING != 0,
        Value::Array(_) => m & (ty::ARRAY | ty::ITERABLE) != 0,
        Value::Resource(_) => m & ty::RESOURCE != 0,
        Value::Object(o) => {
            m & (ty::OBJECT | ty::ITERABLE | ty::CALLABLE) != 0
                || t.classes.iter().any(|c| instance_of(o, c))
        }
        Value::Ref(r) => matches_exactly(t, &r.borrow()),
    }
}

/// `$o instanceof $class`, interfaces included.
fn instance_of(o: &crate::object::Obj, class: &str) -> bool {
    o.class().instanceof_name(&class.to_ascii_lowercase())
}

fn callable_error(cx: &Interp, pos: &ArgPos, v: &Value) -> Unwind {
    let or_null = if pos.param.ty.allows_null() {
        " or null"
    } else {
        ""
    };
    let reason = match cx.callable_error_reason(v) {
        Ok(r) => r,
        Err(u) => return u,
    };
    cx.throw_error(
        "TypeError",
        &format!(
            "{}(): {} must be a valid callback{}, {reason}",
            pos.func,
            pos.label(),
            or_null
        ),
    )
}

/// What null becomes for a scalar parameter in weak mode (first scalar member in PHP's
/// preference order int, float, string, bool).
fn null_as(t: &Type) -> Value {
    if t.has(ty::INT) {
        Value::Int(0)
    } else if t.has(ty::FLOAT) {
        Value::Float(0.0)
    } else if t.has(ty::STRING) {
        Value::Str(PhpString::new())
    } else {
        Value::Bool(false)
    }
}

/// Weak-mode scalar conversion in PHP's preference order: int, float, string, bool.
/// Ok(None) means no conversion applies (a TypeError follows).
fn weak_scalar(cx: &Interp, t: &Type, v: &Value) -> Result<Option<Value>, Unwind> {
    if t.has(ty::INT) {
        if t.has(ty::FLOAT) {
            if let Value::Str(s) = v {
                return Ok(match parse_numeric(s) {
                    Some((Numeric::Int(i), NumericKind::Numeric)) => Some(Value::Int(i)),
                    Some((Numeric::Float(f), NumericKind::Numeric)) => Some(Value::Float(f)),
                    _ => None,
                });
            }
        }
        if let Some(i) = weak_int(cx, v) {
            return Ok(Some(Value::Int(i)));
        }
    }
    if t.has(ty::FLOAT) {
        if let Some(f) = weak_float(v) {
            return Ok(Some(Value::Float(f)));
        }
    }
    if t.has(ty::STRING) {
        if let Some(s) = weak_string(cx, v)? {
            return Ok(Some(Value::Str(s)));
        }
    }
    if t.mask & ty::BOOL == ty::BOOL {
        if let Value::Int(_) | Value::Float(_) | Value::Str(_) = v {
            return Ok(Some(Value::Bool(v.to_bool())));
        }
    }
    Ok(None)
}

/// 2^63: floats at or beyond it do not fit an int.
const I64_BOUND: f64 = 9_223_372_036_854_775_808.0;

fn float_fits_int(f: f64) -> bool {
    f.is_finite() && (-I64_BOUND..I64_BOUND).contains(&f)
}

/// `zend_parse_arg_long_weak`: bool, integral floats (fractional ones with a deprecation),
/// numeric strings.
fn weak_int(cx: &Interp, v: &Value) -> Option<i64> {
    match v {
        Value::Bool(b) => Some(*b as i64),
        Value::Float(f) => {
            if !float_fits_int(*f) {
                return None;
            }
            if f.fract() != 0.0 {
                cx.deprecated(&format!(
                    "Implicit conversion from float {} to int loses precision",
                    format_float_repr(*f)
                ));
            }
            Some(*f as i64)
        }
        Value::Str(s) => match parse_numeric(s)? {
            (Numeric::Int(i), NumericKind::Numeric) => Some(i),
            (Numeric::Float(f), NumericKind::Numeric) => {
                if !float_fits_int(f) {
                    return None;
                }
                if f.fract() != 0.0 {
                    cx.deprecated(&format!(
                        "Implicit conversion from float-string \"{}\" to int loses precision",
                        s.to_string_lossy()
                    ));
                }
                Some(f as i64)
            }
            _ => None,
        },
        _ => None,
    }
}

fn weak_float(v: &Value) -> Option<f64> {
    match v {
        Value::Bool(b) => Some(*b as i64 as f64),
        Value::Int(i) => Some(*i as f64),
        Value::Str(s) => match parse_numeric(s)? {
            (Numeric::Int(i), NumericKind::Numeric) => Some(i as f64),
            (Numeric::Float(f), NumericKind::Numeric) => Some(f),
            _ => None,
        },
        _ => None,
    }
}

fn weak_string(cx: &Interp, v: &Value) -> Result<Option<PhpString>, Unwind> {
    Ok(match v {
        Value::Bool(_) | Value::Int(_) => Some(v.to_php_string_lossy()),
        Value::Float(f) => Some(PhpString::from(format_float_prec(*f, cx.ini.precision()))),
        Value::Object(o) if cx.has_to_string(o) => Some(cx.to_string(v)?),
        _ => None,
    })
}
