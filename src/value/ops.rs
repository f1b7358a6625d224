//! Operator semantics: arithmetic with int overflow to float, `%`/`/` by zero errors,
//! `**`, bitwise operators on ints and byte strings, shifts, unary minus/plus/not, and
//! `++`/`--` (including PHP's alphanumeric string increment). Warnings and TypeErrors
//! go through the `Interp`; string concatenation lives in the evaluator (it may call
//! `__toString`).

use std::rc::Rc;

use super::{format_float_repr, parse_numeric, Numeric, NumericKind, PhpArray, PhpString, Value};
use crate::eval::{Interp, Unwind};

/// The binary operators implemented here, with their PHP spelling for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Pow,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
}

impl ArithOp {
    pub fn symbol(self) -> &'static str {
        match self {
            ArithOp::Add => "+",
            ArithOp::Sub => "-",
            ArithOp::Mul => "*",
            ArithOp::Div => "/",
            ArithOp::Mod => "%",
            ArithOp::Pow => "**",
            ArithOp::BitAnd => "&",
            ArithOp::BitOr => "|",
            ArithOp::BitXor => "^",
            ArithOp::Shl => "<<",
            ArithOp::Shr => ">>",
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Num {
    I(i64),
    F(f64),
}

fn unsupported(cx: &Interp, op: ArithOp, a: &Value, b: &Value) -> Unwind {
    cx.throw_error(
        "TypeError",
        &format!(
            "Unsupported operand types: {} {} {}",
            a.type_name_for_error(),
            op.symbol(),
            b.type_name_for_error()
        ),
    )
}

/// Convert one operand to a number for `+ - * / **`.
fn to_num(cx: &Interp, v: &Value, op: ArithOp, a: &Value, b: &Value) -> Result<Num, Unwind> {
    Ok(match v {
        Value::Null => Num::I(0),
        Value::Bool(x) => Num::I(*x as i64),
        Value::Int(i) => Num::I(*i),
        Value::Float(f) => Num::F(*f),
        Value::Str(s) => match parse_numeric(s) {
            Some((n, kind)) => {
                if kind == NumericKind::Leading {
                    cx.warn("A non-numeric value encountered");
                }
                match n {
                    Numeric::Int(i) => Num::I(i),
                    Numeric::Float(f) => Num::F(f),
                }
            }
            None => return Err(unsupported(cx, op, a, b)),
        },
        Value::Resource(r) => Num::I(r.id as i64),
        Value::Ref(r) => {
            let inner = r.borrow().clone();
            return to_num(cx, &inner, op, a, b);
        }
        Value::Array(_) | Value::Object(_) => return Err(unsupported(cx, op, a, b)),
    })
}

/// Float to int for integer operators, with PHP 8.1's deprecation when precision is lost.
pub fn float_to_int_checked(cx: &Interp, f: f64) -> i64 {
    let i = super::convert::float_to_int(f);
    if !f.is_finite() || f != f.trunc() || (i as f64) != f {
        cx.deprecated(&format!(
            "Implicit conversion from float {} to int loses precision",
            format_float_repr(f)
        ));
    }
    i
}

/// Convert one operand to an int for `% << >> & | ^ ~`.
fn to_int_operand(
    cx: &Interp,
    v: &Value,
    op: ArithOp,
    a: &Value,
    b: &Value,
) -> Result<i64, Unwind> {
    Ok(match v {
        Value::Null => 0,
        Value::Bool(x) => *x as i64,
        Value::Int(i) => *i,
        Value::Float(f) => float_to_int_checked(cx, *f),
        Value::Str(s) => match parse_numeric(s) {
            Some((n, kind)) => {
                if kind == NumericKind::Leading {
                    cx.warn("A non-numeric value encountered");
                }
                match n {
                    Numeric::Int(i) => i,
                    Numeric::Float(f) => {
                        let i = super::convert::float_to_int(f);
                        if !f.is_finite() || f != f.trunc() || (i as f64) != f {
                            cx.deprecated(&format!(
                                "Implicit conversion from float-string \"{}\" to int loses precision",
                                s.to_string_lossy()
                            ));
                        }
                        i
                    }
                }
            }
            None => return Err(unsupported(cx, op, a, b)),
        },
        Value::Resource(r) => r.id as i64,
        Value::Ref(r) => {
            let inner = r.borrow().clone();
            return to_int_operand(cx, &inner, op, a, b);
        }
        Value::Array(_) | Value::Object(_) => return Err(unsupported(cx, op, a, b)),
    })
}

fn as_f(n: Num) -> f64 {
    match n {
        Num::I(i) => i as f64,
        Num::F(f) => f,
    }
}

/// Any binary arithmetic or bitwise operator.
pub fn binary(cx: &Interp, op: ArithOp, a: &Value, b: &Value) -> Result<Value, Unwind> {
    match op {
        ArithOp::Add => add(cx, a, b),
        ArithOp::Sub => sub(cx, a, b),
        ArithOp::Mul => mul(cx, a, b),
        ArithOp::Div => div(cx, a, b),
        ArithOp::Mod => modulo(cx, a, b),
        ArithOp::Pow => pow(cx, a, b),
        ArithOp::BitAnd | ArithOp::BitOr | ArithOp::BitXor => bitwise(cx, op, a, b),
        ArithOp::Shl | ArithOp::Shr => shift(cx, op, a, b),
    }
}

fn deref2<'a>(a: &'a Value, b: &'a Value) -> Option<(Value, Value)> {
    if matches!(a, Value::Ref(_)) || matches!(b, Value::Ref(_)) {
        Some((a.deref(), b.deref()))
    } else {
        None
    }
}

/// `$a + $b` (array union for two arrays).
pub fn add(cx: &Interp, a: &Value, b: &Value) -> Result<Value, Unwind> {
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        return Ok(match x.checked_add(*y) {
            Some(r) => Value::Int(r),
            None => Value::Float(*x as f64 + *y as f64),
        });
    }
    if let Some((a, b)) = deref2(a, b) {
        return add(cx, &a, &b);
    }
    if let (Value::Array(x), Value::Array(y)) = (a, b) {
        if y.is_empty() {
            return Ok(a.clone());
        }
        if x.is_empty() {
            return Ok(b.clone());
        }
        let mut r: PhpArray = (**x).clone();
        for (k, v) in y.iter() {
            if !r.contains_key(k) {
                r.insert(k.clone(), v.clone());
            }
        }
        return Ok(Value::Array(Rc::new(r)));
    }
    let op = ArithOp::Add;
    let x = to_num(cx, a, op, a, b)?;
    let y = to_num(cx, b, op, a, b)?;
    Ok(match (x, y) {
        (Num::I(x), Num::I(y)) => match x.checked_add(y) {
            Some(r) => Value::Int(r),
            None => Value::Float(x as f64 + y as f64),
        },
        _ => Value::Float(as_f(x) + as_f(y)),
    })
}

/// `$a - $b`.
pub fn sub(cx: &Interp, a: &Value, b: &Value) -> Result<Value, Unwind> {
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        return Ok(match x.checked_sub(*y) {
            Some(r) => Value::Int(r),
            None => Value::Float(*x as f64 - *y as f64),
        });
    }
    let op = ArithOp::Sub;
    let x = to_num(cx, a, op, a, b)?;
    let y = to_num(cx, b, op, a, b)?;
    Ok(match (x, y) {
        (Num::I(x), Num::I(y)) => match x.checked_sub(y) {
            Some(r) => Value::Int(r),
            None => Value::Float(x as f64 - y as f64),
        },
        _ => Value::Float(as_f(x) - as_f(y)),
    })
}

/// `$a * $b`.
pub fn mul(cx: &Interp, a: &Value, b: &Value) -> Result<Value, Unwind> {
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        return Ok(match x.checked_mul(*y) {
            Some(r) => Value::Int(r),
            None => Value::Float(*x as f64 * *y as f64),
        });
    }
    let op = ArithOp::Mul;
    let x = to_num(cx, a, op, a, b)?;
    let y = to_num(cx, b, op, a, b)?;
    Ok(match (x, y) {
        (Num::I(x), Num::I(y)) => match x.checked_mul(y) {
            Some(r) => Value::Int(r),
            None => Value::Float(x as f64 * y as f64),
        },
        _ => Value::Float(as_f(x) * as_f(y)),
    })
}

/// `$a / $b`: int when exact, else float; DivisionByZeroError on zero.
pub fn div(cx: &Interp, a: &Value, b: &Value) -> Result<Value, Unwind> {
    let op = ArithOp::Div;
    let x = to_num(cx, a, op, a, b)?;
    let y = to_num(cx, b, op, a, b)?;
    if as_f(y) == 0.0 {
        return Err(cx.throw_error("DivisionByZeroError", "Division by zero"));
    }
    Ok(match (x, y) {
        (Num::I(x), Num::I(y)) => {
            if y == -1 && x == i64::MIN {
                Value::Float(-(x as f64))
            } else if x % y == 0 {
                Value::Int(x / y)
            } else {
                Value::Float(x as f64 / y as f64)
            }
        }
        _ => Value::Float(as_f(x) / as_f(y)),
    })
}

/// `$a % $b` on ints; "Modulo by zero".
pub fn modulo(cx: &Interp, a: &Value, b: &Value) -> Result<Value, Unwind> {
    let op = ArithOp::Mod;
    let x = to_int_operand(cx, a, op, a, b)?;
    let y = to_int_operand(cx, b, op, a, b)?;
    if y == 0 {
        return Err(cx.throw_error("DivisionByZeroError", "Modulo by zero"));
    }
    if y == -1 {
        return Ok(Value::Int(0));
    }
    Ok(Value::Int(x % y))
}

fn int_pow(base: i64, exp: i64) -> Option<i64> {
    let mut result: i64 = 1;
    let mut b = base;
    let mut e = exp;
    while e > 0 {
        if e & 1 == 1 {
            result = result.checked_mul(b)?;
        }
        e >>= 1;
        if e > 0 {
            b = b.checked_mul(b)?;
        }
    }
    Some(result)
}

/// `$a ** $b`.
pub fn pow(cx: &Interp, a: &Value, b: &Value) -> Result<Value, Unwind> {
    let op = ArithOp::Pow;
    let x = to_num(cx, a, op, a, b)?;
    let y = to_num(cx, b, op, a, b)?;
    Ok(match (x, y) {
        (Num::I(x), Num::I(y)) if y >= 0 => match int_pow(x, y) {
            Some(r) => Value::Int(r),
            None => Value::Float((x as f64).powf(y as f64)),
        },
        _ => Value::Float(as_f(x).powf(as_f(y))),
    })
}

fn bitwise(cx: &Interp, op: ArithOp, a: &Value, b: &Value) -> Result<Value, Unwind> {
    if let Some((a, b)) = deref2(a, b) {
        return bitwise(cx, op, &a, &b);
    }
    if let (Value::Str(x), Value::Str(y)) = (a, b) {
        let out: Vec<u8> = match op {
            ArithOp::BitAnd => x.iter().zip(y.iter()).map(|(p, q)| p & q).collect(),
            ArithOp::BitXor => x.iter().zip(y.iter()).map(|(p, q)| p ^ q).collect(),
            _ => {
                let (long, short) = if x.len() >= y.len() { (x, y) } else { (y, x) };
                let mut v = long.as_bytes().to_vec();
                for (i, c) in short.iter().enumerate() {
                    v[i] |= c;
                }
                v
            }
        };
        return Ok(Value::Str(PhpString::from_vec(out)));
    }
    let x = to_int_operand(cx, a, op, a, b)?;
    let y = to_int_operand(cx, b, op, a, b)?;
    Ok(Value::Int(match op {
        ArithOp::BitAnd => x & y,
        ArithOp::BitOr => x | y,
        _ => x ^ y,
    }))
}

fn shift(cx: &Interp, op: ArithOp, a: &Value, b: &Value) -> Result<Value, Unwind> {
    let x = to_int_operand(cx, a, op, a, b)?;
    let y = to_int_operand(cx, b, op, a, b)?;
    if y < 0 {
        return Err(cx.throw_error("ArithmeticError", "Bit shift by negative number"));
    }
    Ok(Value::Int(if op == ArithOp::Shl {
        if y >= 64 {
            0
        } else {
            x.wrapping_shl(y as u32)
        }
    } else if y >= 64 {
        if x < 0 {
            -1
        } else {
            0
        }
    } else {
        x >> y
    }))
}

/// Unary `-$a` (PHP computes it as `$a * -1`).
pub fn neg(cx: &Interp, a: &Value) -> Result<Value, Unwind> {
    match a {
        Value::Int(i) => Ok(match i.checked_neg() {
            Some(r) => Value::Int(r),
            None => Value::Float(-(*i as f64)),
        }),
        Value::Float(f) => Ok(Value::Float(-f)),
        _ => mul(cx, a, &Value::Int(-1)),
    }
}

/// Unary `+$a` (`$a * 1`).
pub fn plus(cx: &Interp, a: &Value) -> Result<Value, Unwind> {
    match a {
        Value::Int(_) | Value::Float(_) => Ok(a.clone()),
        _ => mul(cx, a, &Value::Int(1)),
    }
}

/// `~$a`.
pub fn bit_not(cx: &Interp, a: &Value) -> Result<Value, Unwind> {
    match a {
        Value::Int(i) => Ok(Value::Int(!i)),
        Value::Float(f) => Ok(Value::Int(!float_to_int_checked(cx, *f))),
        Value::Str(s) => Ok(Value::Str(PhpString::from_vec(
            s.iter().map(|c| !c).collect(),
        ))),
        Value::Ref(r) => {
            let v = r.borrow().clone();
            bit_not(cx, &v)
        }
        _ => Err(cx.throw_error(
            "TypeError",
            &format!("Cannot perform bitwise not on {}", a.type_name_for_error()),
        )),
    }
}

/// `++$a`: returns the incremented value.
pub fn increment(cx: &Interp, a: &Value) -> Result<Value, Unwind> {
    Ok(match a {
        Value::Int(i) => match i.checked_add(1) {
            Some(r) => Value::Int(r),
            None => Value::Float(*i as f64 + 1.0),
        },
        Value::Float(f) => Value::Float(f + 1.0),
        Value::Null => Value::Int(1),
        Value::Bool(_) => a.clone(),
        Value::Str(s) => {
            if s.is_empty() {
                return Ok(Value::str("1"));
            }
            match parse_numeric(s) {
                Some((Numeric::Int(i), NumericKind::Numeric)) => {
                    return increment(cx, &Value::Int(i))
                }
                Some((Numeric::Float(f), NumericKind::Numeric)) => Value::Float(f + 1.0),
                _ => Value::Str(PhpString::from_vec(str_increment(s))),
            }
        }
        Value::Ref(r) => {
            let v = r.borrow().clone();
            return increment(cx, &v);
        }
        _ => {
            return Err(cx.throw_error(
                "TypeError",
                &format!("Cannot increment {}", a.type_name_for_error()),
            ))
        }
    })
}

/// `--$a`: returns the decremented value.
pub fn decrement(cx: &Interp, a: &Value) -> Result<Value, Unwind> {
    Ok(match a {
        Value::Int(i) => match i.checked_sub(1) {
            Some(r) => Value::Int(r),
            None => Value::Float(*i as f64 - 1.0),
        },
        Value::Float(f) => Value::Float(f - 1.0),
        Value::Null | Value::Bool(_) => a.clone(),
        Value::Str(s) => {
            if s.is_empty() {
                return Ok(Value::Int(-1));
            }
            match parse_numeric(s) {
                Some((Numeric::Int(i), NumericKind::Numeric)) => {
                    return decrement(cx, &Value::Int(i))
                }
                Some((Numeric::Float(f), NumericKind::Numeric)) => Value::Float(f - 1.0),
                _ => a.clone(),
            }
        }
        Value::Ref(r) => {
            let v = r.borrow().clone();
            return decrement(cx, &v);
        }
        _ => {
            return Err(cx.throw_error(
                "TypeError",
                &format!("Cannot decrement {}", a.type_name_for_error()),
            ))
        }
    })
}

/// Perl-style string increment: "a" -> "b", "Az" -> "Ba", "zz" -> "aaa", "a9" -> "b0".
fn str_increment(s: &[u8]) -> Vec<u8> {
    let mut v = s.to_vec();
    let mut i = v.len();
    // Kind of the last alphanumeric character processed, for the prefix on carry-out.
    let mut last: u8 = 0;
    while i > 0 {
        i -= 1;
        let c = v[i];
        match c {
            b'a'..=b'y' | b'A'..=b'Y' | b'0'..=b'8' => {
                v[i] = c + 1;
                return v;
            }
            b'z' => {
                v[i] = b'a';
                last = b'a';
            }
            b'Z' => {
                v[i] = b'A';
                last = b'A';
            }
            b'9' => {
                v[i] = b'0';
                last = b'1';
            }
            _ => return v,
        }
    }
    v.insert(0, last);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_increment() {
        assert_eq!(str_increment(b"a"), b"b");
        assert_eq!(str_increment(b"Az"), b"Ba");
        assert_eq!(str_increment(b"zz"), b"aaa");
        assert_eq!(str_increment(b"a9"), b"b0");
        assert_eq!(str_increment(b"Zz"), b"AAa");
        assert_eq!(str_increment(b"zZ9"), b"aaA0");
        assert_eq!(str_increment(b"a-z"), b"a-a");
        assert_eq!(str_increment(b"9"), b"10");
    }

    #[test]
    fn arithmetic() {
        let cx = Interp::new();
        let r = add(&cx, &Value::Int(i64::MAX), &Value::Int(1)).ok();
        assert!(matches!(r, Some(Value::Float(_))));
        assert!(matches!(
            div(&cx, &Value::Int(6), &Value::Int(2)).ok(),
            Some(Value::Int(3))
        ));
        assert!(matches!(
            div(&cx, &Value::Int(7), &Value::Int(2)).ok(),
            Some(Value::Float(f)) if f == 3.5
        ));
        assert!(matches!(
            modulo(&cx, &Value::Int(-7), &Value::Int(3)).ok(),
            Some(Value::Int(-1))
        ));
        assert!(matches!(
            pow(&cx, &Value::Int(2), &Value::Int(62)).ok(),
            Some(Value::Int(4611686018427387904))
        ));
        assert!(matches!(
            pow(&cx, &Value::Int(2), &Value::Int(63)).ok(),
            Some(Value::Float(_))
        ));
        assert!(matches!(
            pow(&cx, &Value::Int(-2), &Value::Int(63)).ok(),
            Some(Value::Int(i64::MIN))
        ));
        assert!(matches!(
            shift(&cx, ArithOp::Shl, &Value::Int(1), &Value::Int(65)).ok(),
            Some(Value::Int(0))
        ));
        assert!(matches!(
            neg(&cx, &Value::Int(i64::MIN)).ok(),
            Some(Value::Float(_))
        ));
    }
}
