//! Runtime values: `Value` (16 bytes), PHP references, and the scalar conversions that need
//! no interpreter (those that may warn or call `__toString` live in the evaluator).

mod array;
pub mod compare;
mod convert;
pub mod ops;
mod resource;
mod string;

pub use array::{parse_int_key, Key, KeyRef, PhpArray};
pub use compare::{compare, loose_eq, strict_eq};
pub use convert::{
    float_to_int, format_float, format_float_prec, format_float_repr, parse_numeric, str_to_float,
    str_to_int, Numeric, NumericKind,
};
pub use resource::Resource;
pub use string::PhpString;

use std::cell::RefCell;
use std::rc::Rc;

use crate::object::Obj;

/// A PHP reference cell (`&$x`): several variables or array elements share one value.
pub type PhpRef = Rc<RefCell<Value>>;

/// A PHP value. Arrays are copy-on-write through `Rc`; objects are handles.
///
/// `repr(C, u64)`: a whole-word tag and every payload at offset 8 (a `bool` too), so
/// moving a value, or a result or flow holding one, is aligned word moves. With the
/// default layout the compiler copied the bytes after a one-byte tag as overlapping
/// unaligned words, which defeat store-to-load forwarding on every return.
#[derive(Debug, Default)]
#[repr(C, u64)]
pub enum Value {
    #[default]
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(PhpString),
    Array(Rc<PhpArray>),
    Object(Obj),
    /// A resource handle (stream, process, ...).
    Resource(Rc<Resource>),
    /// Only inside variable slots, array elements and properties: a shared reference.
    Ref(PhpRef),
}

/// Cloned inline: a scalar is copied and anything else is one reference count
/// increment, cheaper than the call the compiler otherwise makes at most clone sites.
impl Clone for Value {
    #[inline(always)]
    fn clone(&self) -> Value {
        match self {
            Value::Null => Value::Null,
            Value::Bool(b) => Value::Bool(*b),
            Value::Int(i) => Value::Int(*i),
            Value::Float(x) => Value::Float(*x),
            Value::Str(s) => Value::Str(s.clone()),
            Value::Array(a) => Value::Array(a.clone()),
            Value::Object(o) => Value::Object(o.clone()),
            Value::Resource(r) => Value::Resource(r.clone()),
            Value::Ref(r) => Value::Ref(r.clone()),
        }
    }
}

impl Value {
    /// Drop a value nobody uses (a statement's result, a consumed argument): a scalar has
    /// nothing to release, which this decides without the general drop.
    #[inline(always)]
    pub fn discard(self) {
        match self {
            Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) => {
                std::mem::forget(self)
            }
            v => drop(v),
        }
    }

    /// Drop the copy of an assigned value that an assignment statement produced and
    /// nobody reads: as PHP makes no such copy, releasing it does not make the object a
    /// possible cycle root.
    pub fn discard_assigned_copy(self) {
        match self {
            Value::Object(o) => o.release_copy(),
            v => v.discard(),
        }
    }

    pub fn str(s: &str) -> Value {
        Value::Str(PhpString::from(s))
    }
    pub fn bytes(b: &[u8]) -> Value {
        Value::Str(PhpString::from(b))
    }
    pub fn arr(a: PhpArray) -> Value {
        Value::Array(Rc::new(a))
    }
    pub fn empty_array() -> Value {
        Value::Array(Rc::new(PhpArray::new()))
    }
    pub fn new_ref(v: Value) -> PhpRef {
        Rc::new(RefCell::new(v))
    }

    /// The value behind a reference (a clone of it), or self.
    #[inline]
    pub fn deref(&self) -> Value {
        match self {
            Value::Ref(r) => r.borrow().clone(),
            v => v.clone(),
        }
    }
    /// Unwrap one level of reference by value.
    #[inline]
    pub fn into_deref(self) -> Value {
        match self {
            Value::Ref(r) => Value::ref_value(&r),
            v => v,
        }
    }

    #[inline(never)]
    fn ref_value(r: &PhpRef) -> Value {
        r.borrow().clone()
    }

    /// PHP's `gettype()` names.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Null => "NULL",
            Value::Bool(_) => "boolean",
            Value::Int(_) => "integer",
            Value::Float(_) => "double",
            Value::Str(_) => "string",
            Value::Array(_) => "array",
            Value::Object(_) => "object",
            Value::Resource(r) => {
                if r.is_closed() {
                    "resource (closed)"
                } else {
                    "resource"
                }
            }
            Value::Ref(r) => r.borrow().type_name(),
        }
    }

    /// Names used in TypeError messages ("must be of type int, string given").
    pub fn type_name_for_error(&self) -> String {
        match self {
            Value::Null => "null".into(),
            Value::Bool(_) => "bool".into(),
            Value::Int(_) => "int".into(),
            Value::Float(_) => "float".into(),
            Value::Str(_) => "string".into(),
            Value::Array(_) => "array".into(),
            Value::Object(o) => o.class_name().to_string(),
            Value::Resource(_) => "resource".into(),
            Value::Ref(r) => r.borrow().type_name_for_error(),
        }
    }

    #[inline]
    pub fn is_null(&self) -> bool {
        match self {
            Value::Null => true,
            Value::Ref(r) => r.borrow().is_null(),
            _ => false,
        }
    }

    /// `(bool)` conversion.
    #[inline]
    pub fn to_bool(&self) -> bool {
        match self {
            Value::Null => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            _ => self.to_bool_rest(),
        }
    }

    /// The whole conversion, out of line (`to_bool` inlines the common cases).
    fn to_bool_rest(&self) -> bool {
        match self {
            Value::Null => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::Float(f) => *f != 0.0,
            Value::Str(s) => !(s.is_empty() || s.as_bytes() == b"0"),
            Value::Array(a) => !a.is_empty(),
            Value::Object(_) | Value::Resource(_) => true,
            Value::Ref(r) => r.borrow().to_bool(),
        }
    }

    /// `(int)` conversion without warnings.
    pub fn to_int(&self) -> i64 {
        match self {
            Value::Null => 0,
            Value::Bool(b) => *b as i64,
            Value::Int(i) => *i,
            Value::Float(f) => convert::float_to_int(*f),
            Value::Str(s) => str_to_int(s),
            Value::Array(a) => !a.is_empty() as i64,
            Value::Object(_) => 1,
            Value::Resource(r) => r.id as i64,
            Value::Ref(r) => r.borrow().to_int(),
        }
    }

    /// `(float)` conversion without warnings.
    pub fn to_float(&self) -> f64 {
        match self {
            Value::Null => 0.0,
            Value::Bool(b) => *b as i64 as f64,
            Value::Int(i) => *i as f64,
            Value::Float(f) => *f,
            Value::Str(s) => str_to_float(s),
            Value::Array(a) => !a.is_empty() as i64 as f64,
            Value::Object(_) => 1.0,
            Value::Resource(r) => r.id as f64,
            Value::Ref(r) => r.borrow().to_float(),
        }
    }

    /// String conversion for scalars (echo semantics, precision 14 for floats).
    /// Arrays give "Array" and objects their class name: callers that must warn or call
    /// `__toString` handle those before calling this.
    pub fn to_php_string_lossy(&self) -> PhpString {
        match self {
            Value::Null => PhpString::new(),
            Value::Bool(true) => PhpString::from("1"),
            Value::Bool(false) => PhpString::new(),
            Value::Int(i) => PhpString::from(i.to_string()),
            Value::Float(f) => PhpString::from(format_float(*f)),
            Value::Str(s) => s.clone(),
            Value::Array(_) => PhpString::from("Array"),
            Value::Object(o) => PhpString::from(o.class_name().to_string()),
            Value::Resource(r) => PhpString::from(format!("Resource id #{}", r.id)),
            Value::Ref(r) => r.borrow().to_php_string_lossy(),
        }
    }

    pub fn as_array(&self) -> Option<&Rc<PhpArray>> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }
    pub fn as_object(&self) -> Option<&Obj> {
        match self {
            Value::Object(o) => Some(o),
            _ => None,
        }
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}
impl From<i64> for Value {
    fn from(i: i64) -> Value {
        Value::Int(i)
    }
}
impl From<f64> for Value {
    fn from(f: f64) -> Value {
        Value::Float(f)
    }
}
impl From<PhpString> for Value {
    fn from(s: PhpString) -> Value {
        Value::Str(s)
    }
}
impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::str(s)
    }
}
impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Str(PhpString::from(s))
    }
}
impl From<PhpArray> for Value {
    fn from(a: PhpArray) -> Value {
        Value::arr(a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_is_16_bytes() {
        assert_eq!(std::mem::size_of::<Value>(), 16);
    }
}
