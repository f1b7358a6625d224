//! Type inspection and conversion functions: gettype, get_debug_type, settype, the `is_*`
//! family, intval (with a base), floatval, strval, boolval.

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::value::{parse_numeric, NumericKind, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "get_resource_type",
        sig: "get_resource_type($resource): string",
        call: get_resource_type,
    },
    Builtin {
        name: "get_resource_id",
        sig: "get_resource_id($resource): int",
        call: get_resource_id,
    },
    Builtin {
        name: "gettype",
        sig: "gettype(mixed $value): string",
        call: gettype,
    },
    Builtin {
        name: "get_debug_type",
        sig: "get_debug_type(mixed $value): string",
        call: get_debug_type,
    },
    Builtin {
        name: "settype",
        sig: "settype(mixed &$var, string $type): bool",
        call: settype,
    },
    Builtin {
        name: "is_int",
        sig: "is_int(mixed $value): bool",
        call: is_int,
    },
    Builtin {
        name: "is_integer",
        sig: "is_integer(mixed $value): bool",
        call: is_int,
    },
    Builtin {
        name: "is_long",
        sig: "is_long(mixed $value): bool",
        call: is_int,
    },
    Builtin {
        name: "is_float",
        sig: "is_float(mixed $value): bool",
        call: is_float,
    },
    Builtin {
        name: "is_double",
        sig: "is_double(mixed $value): bool",
        call: is_float,
    },
    Builtin {
        name: "is_string",
        sig: "is_string(mixed $value): bool",
        call: is_string,
    },
    Builtin {
        name: "is_bool",
        sig: "is_bool(mixed $value): bool",
        call: is_bool,
    },
    Builtin {
        name: "is_array",
        sig: "is_array(mixed $value): bool",
        call: is_array,
    },
    Builtin {
        name: "is_object",
        sig: "is_object(mixed $value): bool",
        call: is_object,
    },
    Builtin {
        name: "is_null",
        sig: "is_null(mixed $value): bool",
        call: is_null,
    },
    Builtin {
        name: "is_numeric",
        sig: "is_numeric(mixed $value): bool",
        call: is_numeric,
    },
    Builtin {
        name: "is_iterable",
        sig: "is_iterable(mixed $value): bool",
        call: is_iterable,
    },
    Builtin {
        name: "is_countable",
        sig: "is_countable(mixed $value): bool",
        call: is_countable,
    },
    Builtin {
        name: "is_scalar",
        sig: "is_scalar(mixed $value): bool",
        call: is_scalar,
    },
    Builtin {
        name: "is_resource",
        sig: "is_resource(mixed $value): bool",
        call: is_resource,
    },
    Builtin {
        name: "intval",
        sig: "intval(mixed $value, int $base = 10): int",
        call: intval,
    },
    Builtin {
        name: "floatval",
        sig: "floatval(mixed $value): float",
        call: floatval,
    },
    Builtin {
        name: "doubleval",
        sig: "doubleval(mixed $value): float",
        call: floatval,
    },
    Builtin {
        name: "strval",
        sig: "strval(mixed $value): string",
        call: strval,
    },
    Builtin {
        name: "boolval",
        sig: "boolval(mixed $value): bool",
        call: boolval,
    },
];

fn arg(args: &[Value]) -> Value {
    args.first().map(Value::deref).unwrap_or_default()
}

fn gettype(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::str(arg(args).type_name()))
}

/// PHP's `get_debug_type()` text for a value.
pub fn debug_type(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(_) => "bool".into(),
        Value::Int(_) => "int".into(),
        Value::Float(_) => "float".into(),
        Value::Str(_) => "string".into(),
        Value::Array(_) => "array".into(),
        Value::Object(o) => object_debug_name(o),
        Value::Resource(r) => {
            if r.is_closed() {
                "resource (closed)".into()
            } else {
                format!("resource ({})", r.kind)
            }
        }
        Value::Ref(r) => debug_type(&r.borrow()),
    }
}

/// A class name as get_debug_type shows it: anonymous classes as `class@anonymous` (or
/// `Parent@anonymous`).
fn object_debug_name(o: &Obj) -> String {
    let name = o.class_name();
    match name.find("@anonymous") {
        Some(p) => format!("{}@anonymous", &name[..p]),
        None => name.to_string(),
    }
}

fn get_debug_type(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::str(&debug_type(&arg(args))))
}

/// `(array)` of a non-array value: objects give their properties (mangled names), null
/// gives `[]`, scalars a one-element list.
pub fn to_array(v: &Value) -> PhpArray {
    match v {
        Value::Null => PhpArray::new(),
        Value::Array(a) => (**a).clone(),
        Value::Object(o) => o.props.borrow().clone(),
        Value::Ref(r) => to_array(&r.borrow()),
        v => PhpArray::from_values(vec![v.clone()]),
    }
}

fn settype(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ty = args[1].to_php_string_lossy().to_ascii_lowercase();
    let cur = args[0].deref();
    let new = match ty.as_slice() {
        b"boolean" | b"bool" => Value::Bool(cur.to_bool()),
        b"integer" | b"int" => Value::Int(cur.to_int()),
        b"float" | b"double" => Value::Float(cur.to_float()),
        b"string" => Value::Str(cx.to_string(&cur)?),
        b"array" => match cur {
            Value::Array(_) => cur,
            v => Value::arr(to_array(&v)),
        },
        b"object" => match cur {
            Value::Object(_) => cur,
            v => Value::Object(to_object(cx, &v)?),
        },
        b"null" => Value::Null,
        b"resource" => {
            return Err(cx.throw_error("ValueError", "Cannot convert to resource type"));
        }
        _ => {
            return Err(cx.throw_error(
                "ValueError",
                "settype(): Argument #2 ($type) must be a valid type",
            ));
        }
    };
    match &args[0] {
        Value::Ref(r) => {
            let old = std::mem::replace(&mut *r.borrow_mut(), new);
            drop(old);
        }
        _ => args[0] = new,
    }
    Ok(Value::Bool(true))
}

/// `(object)` of a non-object: a stdClass with the array's entries, or `scalar`.
pub fn to_object(cx: &Interp, v: &Value) -> Result<Obj, Unwind> {
    let props = match v {
        Value::Null => PhpArray::new(),
        Value::Array(a) => (**a).clone(),
        Value::Object(o) => return Ok(o.clone()),
        Value::Ref(r) => return to_object(cx, &r.borrow()),
        v => {
            let mut p = PhpArray::new();
            p.insert(crate::value::Key::from("scalar"), v.clone());
            p
        }
    };
    let Some(class) = cx.classes.known(crate::object::Known::StdClass) else {
        return Err(cx.throw_error("Error", "Class \"stdClass\" not found"));
    };
    Ok(Obj::with_props(&class, props))
}

fn is_int(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(matches!(arg(args), Value::Int(_))))
}
fn is_float(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(matches!(arg(args), Value::Float(_))))
}
fn is_string(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(matches!(arg(args), Value::Str(_))))
}
fn is_bool(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(matches!(arg(args), Value::Bool(_))))
}
fn is_array(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(matches!(arg(args), Value::Array(_))))
}
fn is_object(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(matches!(arg(args), Value::Object(_))))
}
fn is_null(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(matches!(arg(args), Value::Null)))
}

/// Whether `v` is a number or a numeric string (leading/trailing whitespace allowed).
pub fn is_numeric_value(v: &Value) -> bool {
    match v {
        Value::Int(_) | Value::Float(_) => true,
        Value::Str(s) => matches!(parse_numeric(s), Some((_, NumericKind::Numeric))),
        Value::Ref(r) => is_numeric_value(&r.borrow()),
        _ => false,
    }
}

fn is_numeric(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(is_numeric_value(&arg(args))))
}
fn is_iterable(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(match arg(args) {
        Value::Array(_) => true,
        Value::Object(o) => o.class().instanceof_name("traversable"),
        _ => false,
    }))
}
fn is_countable(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(match arg(args) {
        Value::Array(_) => true,
        Value::Object(o) => o.class().instanceof_name("countable"),
        _ => false,
    }))
}
fn is_scalar(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(matches!(
        arg(args),
        Value::Int(_) | Value::Float(_) | Value::Str(_) | Value::Bool(_)
    )))
}
fn is_resource(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(
        matches!(arg(args), Value::Resource(r) if !r.is_closed()),
    ))
}

/// C `strtol` as PHP's intval uses it: leading whitespace, sign, `0x` for base 16 (and
/// base 0 detection of `0x`/`0`), saturation on overflow, 0 when nothing parses.
pub fn strtol(s: &[u8], base: i64) -> i64 {
    let mut i = 0;
    while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c') {
        i += 1;
    }
    let mut neg = false;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        neg = s[i] == b'-';
        i += 1;
    }
    let mut base = base;
    let has_hex_prefix = |i: usize| {
        i + 1 < s.len()
            && s[i] == b'0'
            && (s[i + 1] | 0x20) == b'x'
            && s.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit())
    };
    if base == 0 {
        if has_hex_prefix(i) {
            base = 16;
            i += 2;
        } else if s.get(i) == Some(&b'0') {
            base = 8;
        } else {
            base = 10;
        }
    } else if base == 16 && has_hex_prefix(i) {
        i += 2;
    }
    if !(2..=36).contains(&base) {
        return 0;
    }
    let mut acc: i128 = 0;
    let mut overflow = false;
    while i < s.len() {
        let d = match s[i] {
            c @ b'0'..=b'9' => (c - b'0') as i64,
            c @ b'a'..=b'z' => (c - b'a') as i64 + 10,
            c @ b'A'..=b'Z' => (c - b'A') as i64 + 10,
            _ => break,
        };
        if d >= base {
            break;
        }
        if !overflow {
            acc = acc * base as i128 + d as i128;
            if acc > i64::MAX as i128 + 1 {
                overflow = true;
            }
        }
        i += 1;
    }
    if overflow {
        return if neg { i64::MIN } else { i64::MAX };
    }
    if neg {
        if acc > i64::MAX as i128 + 1 {
            i64::MIN
        } else {
            (-acc) as i64
        }
    } else if acc > i64::MAX as i128 {
        i64::MAX
    } else {
        acc as i64
    }
}

/// `intval($s, $base)` for a string and a base other than 10.
fn intval_base(s: &[u8], base: i64) -> i64 {
    if base == 0 || base == 2 {
        let mut t = s;
        while let Some((c, rest)) = t.split_first() {
            if c.is_ascii_whitespace() || *c == b'\x0b' {
                t = rest;
            } else {
                break;
            }
        }
        if t.len() > 2 {
            let off = usize::from(t[0] == b'-' || t[0] == b'+');
            if t[off] == b'0' && (t.get(off + 1) == Some(&b'b') || t.get(off + 1) == Some(&b'B')) {
                let mut tmp = t[..off].to_vec();
                tmp.extend_from_slice(&t[off + 2..]);
                return strtol(&tmp, 2);
            }
        }
    }
    strtol(s, base)
}

fn intval(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = arg(args);
    let base = args.get(1).map(Value::to_int).unwrap_or(10);
    Ok(Value::Int(match &v {
        Value::Str(s) if base != 10 => intval_base(s, base),
        Value::Object(o) => {
            cx.warn(&format!(
                "Object of class {} could not be converted to int",
                o.class_name()
            ));
            1
        }
        v => v.to_int(),
    }))
}

fn floatval(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = arg(args);
    Ok(Value::Float(match &v {
        Value::Object(o) => {
            cx.warn(&format!(
                "Object of class {} could not be converted to float",
                o.class_name()
            ));
            1.0
        }
        v => v.to_float(),
    }))
}

fn strval(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Str(cx.to_string(&arg(args))?))
}

fn boolval(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(arg(args).to_bool()))
}

/// The resource argument of `get_resource_*` (TypeError for anything else).
fn resource_arg<'a>(
    cx: &Interp,
    func: &str,
    v: &'a Value,
) -> Result<&'a crate::value::Resource, Unwind> {
    match v {
        Value::Resource(r) => Ok(r),
        other => Err(cx.throw_error(
            "TypeError",
            &format!(
                "{func}(): Argument #1 ($resource) must be of type resource, {} given",
                other.type_name_for_error()
            ),
        )),
    }
}

fn get_resource_type(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let r = resource_arg(cx, "get_resource_type", &args[0])?;
    Ok(Value::str(if r.is_closed() { "Unknown" } else { r.kind }))
}

fn get_resource_id(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let r = resource_arg(cx, "get_resource_id", &args[0])?;
    Ok(Value::Int(r.id as i64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strtol_bases() {
        assert_eq!(strtol(b"0x1A", 16), 26);
        assert_eq!(strtol(b"0x1A", 0), 26);
        assert_eq!(strtol(b"012", 0), 10);
        assert_eq!(strtol(b"42", 8), 34);
        assert_eq!(strtol(b"zz", 36), 1295);
        assert_eq!(strtol(b"-0x1A", 16), -26);
        assert_eq!(strtol(b"12", 5), 7);
        assert_eq!(strtol(b" -12", 0), -12);
        assert_eq!(strtol(b"0x", 16), 0);
        assert_eq!(strtol(b"99999999999999999999", 16), i64::MAX);
        assert_eq!(intval_base(b"0b11", 0), 3);
        assert_eq!(intval_base(b"0o17", 8), 0);
    }

    #[test]
    fn numeric_detection() {
        assert!(is_numeric_value(&Value::str("1e5")));
        assert!(is_numeric_value(&Value::str(" 1")));
        assert!(is_numeric_value(&Value::str("1 ")));
        assert!(!is_numeric_value(&Value::str("0x1A")));
        assert!(!is_numeric_value(&Value::str(".")));
        assert!(!is_numeric_value(&Value::str(" ")));
        assert!(is_numeric_value(&Value::str("-.5")));
    }
}
