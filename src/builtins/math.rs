//! Math functions: abs/ceil/floor/round, roots, powers, logarithms, trigonometry,
//! intdiv/fmod/fdiv and float classification. Random numbers live in `random.rs`.

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "abs",
        sig: "abs(int|float $num): int|float",
        call: abs,
    },
    Builtin {
        name: "ceil",
        sig: "ceil(int|float $num): float",
        call: ceil,
    },
    Builtin {
        name: "floor",
        sig: "floor(int|float $num): float",
        call: floor,
    },
    Builtin {
        name: "round",
        sig: "round(int|float $num, int $precision = 0, int $mode = PHP_ROUND_HALF_UP): float",
        call: round,
    },
    Builtin {
        name: "sqrt",
        sig: "sqrt(float $num): float",
        call: sqrt,
    },
    Builtin {
        name: "pow",
        sig: "pow(mixed $num, mixed $exponent): int|float|object",
        call: pow,
    },
    Builtin {
        name: "intdiv",
        sig: "intdiv(int $num1, int $num2): int",
        call: intdiv,
    },
    Builtin {
        name: "fmod",
        sig: "fmod(float $num1, float $num2): float",
        call: fmod,
    },
    Builtin {
        name: "fdiv",
        sig: "fdiv(float $num1, float $num2): float",
        call: fdiv,
    },
    Builtin {
        name: "exp",
        sig: "exp(float $num): float",
        call: exp,
    },
    Builtin {
        name: "expm1",
        sig: "expm1(float $num): float",
        call: expm1,
    },
    Builtin {
        name: "log",
        sig: "log(float $num, float $base = M_E): float",
        call: log,
    },
    Builtin {
        name: "log10",
        sig: "log10(float $num): float",
        call: log10,
    },
    Builtin {
        name: "log1p",
        sig: "log1p(float $num): float",
        call: log1p,
    },
    Builtin {
        name: "sin",
        sig: "sin(float $num): float",
        call: sin,
    },
    Builtin {
        name: "cos",
        sig: "cos(float $num): float",
        call: cos,
    },
    Builtin {
        name: "tan",
        sig: "tan(float $num): float",
        call: tan,
    },
    Builtin {
        name: "asin",
        sig: "asin(float $num): float",
        call: asin,
    },
    Builtin {
        name: "acos",
        sig: "acos(float $num): float",
        call: acos,
    },
    Builtin {
        name: "atan",
        sig: "atan(float $num): float",
        call: atan,
    },
    Builtin {
        name: "atan2",
        sig: "atan2(float $y, float $x): float",
        call: atan2,
    },
    Builtin {
        name: "sinh",
        sig: "sinh(float $num): float",
        call: sinh,
    },
    Builtin {
        name: "cosh",
        sig: "cosh(float $num): float",
        call: cosh,
    },
    Builtin {
        name: "tanh",
        sig: "tanh(float $num): float",
        call: tanh,
    },
    Builtin {
        name: "asinh",
        sig: "asinh(float $num): float",
        call: asinh,
    },
    Builtin {
        name: "acosh",
        sig: "acosh(float $num): float",
        call: acosh,
    },
    Builtin {
        name: "atanh",
        sig: "atanh(float $num): float",
        call: atanh,
    },
    Builtin {
        name: "pi",
        sig: "pi(): float",
        call: pi,
    },
    Builtin {
        name: "hypot",
        sig: "hypot(float $x, float $y): float",
        call: hypot,
    },
    Builtin {
        name: "deg2rad",
        sig: "deg2rad(float $num): float",
        call: deg2rad,
    },
    Builtin {
        name: "rad2deg",
        sig: "rad2deg(float $num): float",
        call: rad2deg,
    },
    Builtin {
        name: "is_nan",
        sig: "is_nan(float $num): bool",
        call: is_nan,
    },
    Builtin {
        name: "is_finite",
        sig: "is_finite(float $num): bool",
        call: is_finite,
    },
    Builtin {
        name: "is_infinite",
        sig: "is_infinite(float $num): bool",
        call: is_infinite,
    },
];

pub fn constants() -> Vec<(&'static str, Value)> {
    use std::f64::consts as c;
    let floats: &[(&str, f64)] = &[
        ("M_E", c::E),
        ("M_LOG2E", c::LOG2_E),
        ("M_LOG10E", c::LOG10_E),
        ("M_LN2", c::LN_2),
        ("M_LN10", c::LN_10),
        ("M_PI", c::PI),
        ("M_PI_2", c::FRAC_PI_2),
        ("M_PI_4", c::FRAC_PI_4),
        ("M_1_PI", c::FRAC_1_PI),
        ("M_2_PI", c::FRAC_2_PI),
        ("M_SQRTPI", 1.772_453_850_905_516),
        ("M_2_SQRTPI", c::FRAC_2_SQRT_PI),
        ("M_LNPI", 1.144_729_885_849_400_2),
        ("M_EULER", 0.577_215_664_901_532_9),
        ("M_SQRT2", c::SQRT_2),
        ("M_SQRT1_2", c::FRAC_1_SQRT_2),
        ("M_SQRT3", 1.732_050_807_568_877_2),
    ];
    let mut out: Vec<(&'static str, Value)> =
        floats.iter().map(|&(k, v)| (k, Value::Float(v))).collect();
    out.extend([
        ("PHP_ROUND_HALF_UP", Value::Int(ROUND_HALF_UP)),
        ("PHP_ROUND_HALF_DOWN", Value::Int(ROUND_HALF_DOWN)),
        ("PHP_ROUND_HALF_EVEN", Value::Int(ROUND_HALF_EVEN)),
        ("PHP_ROUND_HALF_ODD", Value::Int(ROUND_HALF_ODD)),
    ]);
    out
}

const ROUND_HALF_UP: i64 = 1;
const ROUND_HALF_DOWN: i64 = 2;
const ROUND_HALF_EVEN: i64 = 3;
const ROUND_HALF_ODD: i64 = 4;

/// The argument as a float (the registry has coerced it to int or float already).
fn num(args: &[Value], i: usize) -> f64 {
    args.get(i).map_or(0.0, Value::to_float)
}

fn int(args: &[Value], i: usize) -> i64 {
    args.get(i).map_or(0, Value::to_int)
}

fn abs(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(match args[0] {
        Value::Int(i) if i == i64::MIN => Value::Float(-(i as f64)),
        Value::Int(i) => Value::Int(i.abs()),
        ref v => Value::Float(v.to_float().abs()),
    })
}

fn ceil(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Float(num(args, 0).ceil()))
}

fn floor(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Float(num(args, 0).floor()))
}

fn round(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let places = if args.len() > 1 { int(args, 1) } else { 0 };
    let mode = if args.len() > 2 {
        int(args, 2)
    } else {
        ROUND_HALF_UP
    };
    let places = places.clamp(i32::MIN as i64 + 1, i32::MAX as i64) as i32;
    Ok(Value::Float(match args[0] {
        Value::Int(i) if places >= 0 => i as f64,
        ref v => round_to(v.to_float(), places, mode),
    }))
}

/// Round half-way cases of an already scaled value to an integer, by mode. A negative
/// value rounding to zero gives -0.0, as PHP's ceil-based rounding does, except -0.5
/// rounded down or to even, which PHP steps up from -1 to +0.0.
fn round_helper(value: f64, mode: i64) -> f64 {
    let r = round_half(value, mode);
    if r == 0.0 {
        if value == -0.5 && (mode == ROUND_HALF_DOWN || mode == ROUND_HALF_EVEN) {
            return 0.0;
        }
        0.0f64.copysign(value)
    } else {
        r
    }
}

fn round_half(value: f64, mode: i64) -> f64 {
    let down = value.floor();
    let diff = value - down;
    let up = down + 1.0;
    if diff > 0.5 {
        return up;
    }
    if diff < 0.5 {
        return down;
    }
    match mode {
        ROUND_HALF_DOWN => {
            if value >= 0.0 {
                down
            } else {
                up
            }
        }
        ROUND_HALF_EVEN => {
            if down % 2.0 == 0.0 {
                down
            } else {
                up
            }
        }
        ROUND_HALF_ODD => {
            if down % 2.0 != 0.0 {
                down
            } else {
                up
            }
        }
        _ => {
            if value >= 0.0 {
                up
            } else {
                down
            }
        }
    }
}

fn pow10(p: i32) -> f64 {
    10f64.powi(p)
}

fn scale(value: f64, places: i32) -> f64 {
    let f = pow10(places.abs());
    if places >= 0 {
        value * f
    } else {
        value / f
    }
}

/// `_php_math_round`: pre-rounds to the 15 significant digits a double guarantees, so
/// that `round(1.955, 2)` gives 1.96 as PHP does.
pub fn round_to(value: f64, places: i32, mode: i64) -> f64 {
    if !value.is_finite() || value == 0.0 {
        return value;
    }
    let precision_places = 14 - value.abs().log10().floor() as i32;
    let mut tmp;
    if precision_places > places && precision_places - 15 < places {
        let use_precision = precision_places.max(-(4 * 15));
        tmp = round_helper(scale(value, use_precision), mode);
        let shift = (places - use_precision).max(-(4 * 15));
        tmp /= pow10(shift.abs());
    } else {
        tmp = scale(value, places);
        if tmp.abs() >= 1e15 {
            return value;
        }
    }
    tmp = round_helper(tmp, mode);
    if places.abs() < 23 {
        let f = pow10(places.abs());
        tmp = if places > 0 { tmp / f } else { tmp * f };
    } else {
        let text = format!("{tmp:.15}e{}", -places);
        match text.parse::<f64>() {
            Ok(v) if v.is_finite() => tmp = v,
            _ => return value,
        }
    }
    tmp
}

fn sqrt(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Float(num(args, 0).sqrt()))
}

fn pow(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    crate::value::ops::pow(cx, &args[0], &args[1])
}

fn intdiv(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (a, b) = (int(args, 0), int(args, 1));
    if b == 0 {
        return Err(cx.throw_error("DivisionByZeroError", "Division by zero"));
    }
    if a == i64::MIN && b == -1 {
        return Err(cx.throw_error(
            "ArithmeticError",
            "Division of PHP_INT_MIN by -1 is not an integer",
        ));
    }
    Ok(Value::Int(a / b))
}

fn fmod(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Float(num(args, 0) % num(args, 1)))
}

fn fdiv(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Float(num(args, 0) / num(args, 1)))
}

fn log(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let x = num(args, 0);
    if args.len() < 2 {
        return Ok(Value::Float(x.ln()));
    }
    let base = num(args, 1);
    if base == 2.0 {
        return Ok(Value::Float(x.log2()));
    }
    if base == 10.0 {
        return Ok(Value::Float(x.log10()));
    }
    if base == 1.0 {
        return Ok(Value::Float(f64::NAN));
    }
    if base <= 0.0 {
        return Err(cx.throw_error(
            "ValueError",
            "log(): Argument #2 ($base) must be greater than 0",
        ));
    }
    Ok(Value::Float(x.ln() / base.ln()))
}

macro_rules! float_fns {
    ($($name:ident => $f:expr;)*) => {$(
        fn $name(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
            let f: fn(f64) -> f64 = $f;
            Ok(Value::Float(f(num(args, 0))))
        }
    )*};
}

float_fns! {
    exp => f64::exp;
    expm1 => f64::exp_m1;
    log10 => f64::log10;
    log1p => f64::ln_1p;
    sin => f64::sin;
    cos => f64::cos;
    tan => f64::tan;
    asin => f64::asin;
    acos => f64::acos;
    atan => f64::atan;
    sinh => f64::sinh;
    cosh => f64::cosh;
    tanh => f64::tanh;
    asinh => f64::asinh;
    acosh => f64::acosh;
    atanh => f64::atanh;
    deg2rad => degrees_to_radians;
    rad2deg => radians_to_degrees;
}

/// PHP's `deg2rad`: divide first, then scale (Rust's `to_radians` rounds differently).
fn degrees_to_radians(x: f64) -> f64 {
    (x / 180.0) * std::f64::consts::PI
}

/// PHP's `rad2deg`: divide by pi first, then scale.
fn radians_to_degrees(x: f64) -> f64 {
    (x / std::f64::consts::PI) * 180.0
}

fn atan2(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Float(num(args, 0).atan2(num(args, 1))))
}

fn hypot(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Float(num(args, 0).hypot(num(args, 1))))
}

fn pi(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Float(std::f64::consts::PI))
}

fn is_nan(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(num(args, 0).is_nan()))
}

fn is_finite(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(num(args, 0).is_finite()))
}

fn is_infinite(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(num(args, 0).is_infinite()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_like_php() {
        assert_eq!(round_to(1.955, 2, ROUND_HALF_UP), 1.96);
        assert_eq!(round_to(5.045, 2, ROUND_HALF_UP), 5.05);
        assert_eq!(round_to(5.055, 2, ROUND_HALF_UP), 5.06);
        assert_eq!(round_to(2.5, 0, ROUND_HALF_UP), 3.0);
        assert_eq!(round_to(-2.5, 0, ROUND_HALF_UP), -3.0);
        assert_eq!(round_to(2.5, 0, ROUND_HALF_DOWN), 2.0);
        assert_eq!(round_to(2.5, 0, ROUND_HALF_EVEN), 2.0);
        assert_eq!(round_to(3.5, 0, ROUND_HALF_EVEN), 4.0);
        assert_eq!(round_to(2.5, 0, ROUND_HALF_ODD), 3.0);
        assert_eq!(round_to(1234567.0, -3, ROUND_HALF_UP), 1235000.0);
        assert_eq!(round_to(1.45, 1, ROUND_HALF_EVEN), 1.4);
    }
}
