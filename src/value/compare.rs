//! PHP 8 comparison: `==` (`loose_eq`), `===` (`strict_eq`) and the three-way `compare`
//! behind `<`, `<=`, `<=>`, sorting and `max`/`min`. Pure functions: no warnings, no PHP
//! calls (objects with `__toString` are handled by the evaluator before calling these).

use std::cell::{Cell, RefCell};
use std::cmp::Ordering;

use super::{format_float, parse_numeric, Numeric, NumericKind, Obj, PhpArray, PhpString, Value};

thread_local! {
    /// The arrays and objects whose comparison is in progress.
    static IN_PROGRESS: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
    /// A comparison met an array or object already being compared (a cycle).
    static RECURSION: Cell<bool> = const { Cell::new(false) };
}

/// Nesting deeper than this counts as a cycle (the native stack stays bounded).
const MAX_NESTING: usize = 10_000;

/// Whether a comparison since the last call met a cycle, PHP's fatal error "Nesting
/// level too deep - recursive dependency?"; clears the mark.
pub fn take_recursion_error() -> bool {
    RECURSION.with(|r| r.replace(false))
}

/// Compare the contents of the array or object at address `id` with `f`, unless its
/// comparison is in progress already: then None (uncomparable) and the cycle is marked.
fn nested<T>(id: usize, f: impl FnOnce() -> Option<T>) -> Option<T> {
    let cycle = IN_PROGRESS.with(|s| {
        let s = s.borrow();
        s.len() >= MAX_NESTING || s.contains(&id)
    });
    if cycle {
        RECURSION.with(|r| r.set(true));
        return None;
    }
    IN_PROGRESS.with(|s| s.borrow_mut().push(id));
    let r = f();
    IN_PROGRESS.with(|s| s.borrow_mut().pop());
    r
}

/// `$a === $b`.
pub fn strict_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Ref(r), _) => strict_eq(&r.borrow(), b),
        (_, Value::Ref(r)) => strict_eq(a, &r.borrow()),
        (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x == y,
        (Value::Str(x), Value::Str(y)) => x.as_bytes() == y.as_bytes(),
        (Value::Array(x), Value::Array(y)) => {
            if std::rc::Rc::ptr_eq(x, y) {
                return true;
            }
            x.len() == y.len()
                && nested(std::rc::Rc::as_ptr(x) as usize, || {
                    Some(
                        x.iter()
                            .zip(y.iter())
                            .all(|((k1, v1), (k2, v2))| k1 == k2 && strict_eq(v1, v2)),
                    )
                })
                .unwrap_or(false)
        }
        (Value::Object(x), Value::Object(y)) => x.ptr_eq(y),
        (Value::Resource(x), Value::Resource(y)) => std::rc::Rc::ptr_eq(x, y),
        _ => false,
    }
}

/// `$a == $b`.
pub fn loose_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Str(x), Value::Str(y)) => {
            if x.as_bytes() == y.as_bytes() {
                return true;
            }
            smart_str_cmp(x, y) == Some(Ordering::Equal)
        }
        (Value::Float(x), Value::Float(y)) => x == y,
        (Value::Int(x), Value::Float(y)) | (Value::Float(y), Value::Int(x)) => (*x as f64) == *y,
        _ => compare_opt(a, b) == Some(Ordering::Equal),
    }
}

/// Three-way comparison as PHP's `zend_compare`. Uncomparable pairs (NaN, arrays with
/// different keys, objects of different classes) give `Greater`, as PHP does: so `$a > $b`
/// must be evaluated as `compare($b, $a) == Less`.
pub fn compare(a: &Value, b: &Value) -> Ordering {
    compare_opt(a, b).unwrap_or(Ordering::Greater)
}

fn cmp_f64(x: f64, y: f64) -> Option<Ordering> {
    x.partial_cmp(&y)
}

fn cmp_bool(x: bool, y: bool) -> Option<Ordering> {
    Some(x.cmp(&y))
}

/// None means uncomparable (PHP returns 1).
fn compare_opt(a: &Value, b: &Value) -> Option<Ordering> {
    use Value::*;
    match (a, b) {
        (Ref(r), _) => compare_opt(&r.borrow(), b),
        (_, Ref(r)) => compare_opt(a, &r.borrow()),
        (Int(x), Int(y)) => Some(x.cmp(y)),
        (Int(x), Float(y)) => cmp_f64(*x as f64, *y),
        (Float(x), Int(y)) => cmp_f64(*x, *y as f64),
        (Float(x), Float(y)) => cmp_f64(*x, *y),
        (Array(x), Array(y)) => compare_arrays(x, y),
        (Null, Null) => Some(Ordering::Equal),
        (Null, Bool(y)) => cmp_bool(false, *y),
        (Bool(x), Null) => cmp_bool(*x, false),
        (Bool(x), Bool(y)) => cmp_bool(*x, *y),
        (Str(x), Str(y)) => {
            if x.as_bytes() == y.as_bytes() {
                return Some(Ordering::Equal);
            }
            smart_str_cmp(x, y)
        }
        (Null, Str(y)) => Some(if y.is_empty() {
            Ordering::Equal
        } else {
            Ordering::Less
        }),
        (Str(x), Null) => Some(if x.is_empty() {
            Ordering::Equal
        } else {
            Ordering::Greater
        }),
        (Int(x), Str(y)) => Some(compare_long_to_string(*x, y)),
        (Str(x), Int(y)) => Some(compare_long_to_string(*y, x).reverse()),
        (Float(x), Str(y)) => compare_double_to_string(*x, y),
        (Str(x), Float(y)) => compare_double_to_string(*y, x).map(Ordering::reverse),
        (Object(x), Object(y)) => {
            if x.ptr_eq(y) {
                return Some(Ordering::Equal);
            }
            if let (Some(tx), Some(ty)) = (
                crate::object::builtin_classes::datetime::instant_of(x),
                crate::object::builtin_classes::datetime::instant_of(y),
            ) {
                return Some(tx.cmp(&ty));
            }
            if !std::rc::Rc::ptr_eq(x.class(), y.class())
                || x.class().is_enum()
                || x.class().limits.no_compare
            {
                return None;
            }
            let px = x.props.borrow().clone();
            let py = y.props.borrow().clone();
            // Objects are marked by handle (never an address: the high bit is set).
            nested((1 << (usize::BITS - 1)) | x.id() as usize, || {
                compare_arrays(&px, &py)
            })
        }
        (Null, Object(_)) => Some(Ordering::Less),
        (Object(_), Null) => Some(Ordering::Greater),
        (Bool(x), _) => cmp_bool(*x, b.to_bool()),
        (_, Bool(y)) => cmp_bool(a.to_bool(), *y),
        (Null, _) => cmp_bool(false, b.to_bool()),
        (_, Null) => cmp_bool(a.to_bool(), false),
        (Object(x), _) => compare_object_to(x, b),
        (_, Object(y)) => compare_object_to(y, a).map(Ordering::reverse),
        (Array(_), _) => Some(Ordering::Greater),
        (_, Array(_)) => Some(Ordering::Less),
        (Resource(x), Resource(y)) => Some(x.id.cmp(&y.id)),
        (Resource(x), _) => compare_opt(&Int(x.id as i64), b),
        (_, Resource(y)) => compare_opt(a, &Int(y.id as i64)),
    }
}

/// An object against a number, string or array, as `zend_std_compare_objects`: the object
/// counts as 1 against a number (the evaluator gives the notice, see
/// `object_cast_for_compare`) and as the greater side otherwise; enums and classes
/// without comparison compare with nothing.
fn compare_object_to(o: &Obj, other: &Value) -> Option<Ordering> {
    if !compares_with_scalars(o) {
        return None;
    }
    match other {
        Value::Int(i) => Some(1.cmp(i)),
        Value::Float(f) => cmp_f64(1.0, *f),
        _ => Some(Ordering::Greater),
    }
}

/// Whether an object's class compares with other values at all: enums and classes that
/// refuse comparison do not.
fn compares_with_scalars(o: &Obj) -> bool {
    !(o.class().is_enum() || o.class().limits.no_compare)
}

/// When comparing `a` with `b` casts an object to a number: the object and the type
/// name for PHP's notice "Object of class X could not be converted to int|float".
pub fn object_cast_for_compare<'a>(a: &'a Value, b: &'a Value) -> Option<(&'a Obj, &'static str)> {
    let (o, other) = match (a, b) {
        (Value::Object(o), other) | (other, Value::Object(o)) => (o, other),
        _ => return None,
    };
    if !compares_with_scalars(o) {
        return None;
    }
    match other {
        Value::Int(_) => Some((o, "int")),
        Value::Float(_) => Some((o, "float")),
        _ => None,
    }
}

/// Fully numeric strings only (leading/trailing whitespace allowed), as comparisons use.
fn numeric_value(s: &[u8]) -> Option<Numeric> {
    match parse_numeric(s) {
        Some((n, NumericKind::Numeric)) => Some(n),
        _ => None,
    }
}

fn byte_cmp(x: &[u8], y: &[u8]) -> Ordering {
    x.cmp(y)
}

/// String <=> string: numerically when both are numeric strings, else bytewise.
fn smart_str_cmp(x: &PhpString, y: &PhpString) -> Option<Ordering> {
    if let (Some(nx), Some(ny)) = (numeric_value(x), numeric_value(y)) {
        return match (nx, ny) {
            (Numeric::Int(i), Numeric::Int(j)) => Some(i.cmp(&j)),
            (Numeric::Int(i), Numeric::Float(f)) => cmp_f64(i as f64, f),
            (Numeric::Float(f), Numeric::Int(j)) => cmp_f64(f, j as f64),
            (Numeric::Float(f), Numeric::Float(g)) => {
                if f == g && (!f.is_finite() || is_int_text(x) && is_int_text(y)) {
                    // Both overflowed to the same float (integers past i64, or numbers
                    // past the float range): a numeric comparison means nothing.
                    Some(byte_cmp(x, y))
                } else {
                    cmp_f64(f, g)
                }
            }
        };
    }
    Some(byte_cmp(x, y))
}

fn is_int_text(s: &[u8]) -> bool {
    !s.iter().any(|c| matches!(c, b'.' | b'e' | b'E'))
}

fn compare_long_to_string(i: i64, s: &PhpString) -> Ordering {
    match numeric_value(s) {
        Some(Numeric::Int(j)) => i.cmp(&j),
        Some(Numeric::Float(f)) => cmp_f64(i as f64, f).unwrap_or(Ordering::Greater),
        None => byte_cmp(i.to_string().as_bytes(), s),
    }
}

fn compare_double_to_string(d: f64, s: &PhpString) -> Option<Ordering> {
    match numeric_value(s) {
        Some(Numeric::Int(j)) => cmp_f64(d, j as f64),
        Some(Numeric::Float(f)) => cmp_f64(d, f),
        None => Some(byte_cmp(format_float(d).as_bytes(), s)),
    }
}

/// Arrays: fewer elements is smaller; then every key of `x` must exist in `y`
/// (else uncomparable) and values compare in `x`'s order.
fn compare_arrays(x: &PhpArray, y: &PhpArray) -> Option<Ordering> {
    match x.len().cmp(&y.len()) {
        Ordering::Equal => {}
        o => return Some(o),
    }
    nested(x as *const PhpArray as usize, || compare_entries(x, y))
}

fn compare_entries(x: &PhpArray, y: &PhpArray) -> Option<Ordering> {
    for (k, v) in x.iter() {
        let w = y.get(k)?;
        match compare_opt(v, w)? {
            Ordering::Equal => {}
            o => return Some(o),
        }
    }
    Some(Ordering::Equal)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(x: &str) -> Value {
        Value::str(x)
    }

    #[test]
    fn loose_equality() {
        assert!(!loose_eq(&s("abc"), &Value::Int(0)));
        assert!(loose_eq(&s("1"), &s("01")));
        assert!(loose_eq(&s("10"), &s("1e1")));
        assert!(loose_eq(&Value::Int(100), &s("1e2")));
        assert!(loose_eq(&Value::Null, &Value::Bool(false)));
        assert!(!loose_eq(&Value::Null, &s("0")));
        assert!(loose_eq(&Value::Null, &s("")));
        assert!(loose_eq(&s("abc"), &Value::Bool(true)));
        assert!(loose_eq(&Value::Int(1), &Value::Float(1.0)));
        assert!(!loose_eq(&Value::Float(f64::NAN), &Value::Float(f64::NAN)));
        assert!(loose_eq(&s(" 1"), &Value::Int(1)));
        assert!(loose_eq(&s("1 "), &Value::Int(1)));
        assert!(!loose_eq(&s("1abc"), &Value::Int(1)));
        let a = Value::arr(PhpArray::from_values(vec![Value::Int(1), Value::Int(2)]));
        let b = Value::arr(PhpArray::from_values(vec![s("1"), s("2")]));
        assert!(loose_eq(&a, &b));
        assert!(!strict_eq(&a, &b));
    }

    #[test]
    fn ordering() {
        assert_eq!(compare(&Value::Int(1), &Value::Int(2)), Ordering::Less);
        assert_eq!(compare(&Value::Null, &Value::Int(-1)), Ordering::Less);
        assert_eq!(compare(&s("abc"), &s("abd")), Ordering::Less);
        assert_eq!(compare(&s("10"), &s("9")), Ordering::Greater);
        assert_eq!(compare(&s("10"), &s("9a")), Ordering::Less);
        assert_eq!(compare(&Value::Int(5), &s("abc")), Ordering::Less);
        assert_eq!(
            compare(&Value::empty_array(), &Value::Int(5)),
            Ordering::Greater
        );
        // NaN is uncomparable: compare gives Greater both ways.
        let nan = Value::Float(f64::NAN);
        assert_eq!(compare(&nan, &Value::Int(1)), Ordering::Greater);
        assert_eq!(compare(&Value::Int(1), &nan), Ordering::Greater);
    }

    #[test]
    fn strict_equality() {
        assert!(strict_eq(&Value::Int(1), &Value::Int(1)));
        assert!(!strict_eq(&Value::Int(1), &Value::Float(1.0)));
        assert!(strict_eq(&s("a"), &s("a")));
        let a = Value::arr(PhpArray::from_values(vec![Value::Int(1)]));
        let mut b = PhpArray::new();
        b.insert(super::super::Key::Int(2), Value::Int(1));
        assert!(!strict_eq(&a, &Value::arr(b)));
    }
}
