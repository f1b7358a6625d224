//! `range()` with php 8.2's rules: character ranges for two non-numeric strings, float
//! ranges when any bound or the step is a float, integer ranges otherwise.

use super::array_args::value_error;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{parse_numeric, Numeric, NumericKind, PhpArray, PhpString, Value};

/// php's HT_MAX_SIZE on 64-bit builds.
const MAX_SIZE: f64 = 1_073_741_824.0;

#[derive(PartialEq)]
enum NumType {
    None,
    Long,
    Double,
}

fn numeric_type(s: &[u8]) -> NumType {
    match parse_numeric(s) {
        Some((Numeric::Int(_), NumericKind::Numeric)) => NumType::Long,
        Some((Numeric::Float(_), NumericKind::Numeric)) => NumType::Double,
        _ => NumType::None,
    }
}

fn step_error(cx: &Interp) -> Unwind {
    value_error(
        cx,
        "range",
        3,
        "step",
        "must not exceed the specified range",
    )
}

fn char_range(cx: &Interp, low: u8, high: u8, step: f64) -> Result<Value, Unwind> {
    let lstep = step as i64;
    let ch = |c: i64| Value::Str(PhpString::from_vec(vec![c as u8]));
    let mut out = Vec::new();
    let (low, high) = (low as i64, high as i64);
    if low > high {
        if low - high < lstep || lstep <= 0 {
            return Err(step_error(cx));
        }
        let mut c = low;
        while c >= high {
            out.push(ch(c));
            if c - lstep < 0 {
                break;
            }
            c -= lstep;
        }
    } else if high > low {
        if high - low < lstep || lstep <= 0 {
            return Err(step_error(cx));
        }
        let mut c = low;
        while c <= high {
            out.push(ch(c));
            if c + lstep > 255 {
                break;
            }
            c += lstep;
        }
    } else {
        out.push(ch(low));
    }
    Ok(Value::arr(PhpArray::from_values(out)))
}

fn double_range(cx: &Interp, low: f64, high: f64, step: f64) -> Result<Value, Unwind> {
    if low.is_infinite() || high.is_infinite() {
        return Err(cx.throw_error(
            "ValueError",
            &format!("Invalid range supplied: start={low:.0} end={high:.0}"),
        ));
    }
    let size_for = |span: f64, lo: f64, hi: f64| -> Result<usize, Unwind> {
        let calc = span / step + 1.0;
        if calc >= MAX_SIZE {
            return Err(cx.throw_error(
                "ValueError",
                &format!(
                    "The supplied range exceeds the maximum array size: start={lo:.0} end={hi:.0}"
                ),
            ));
        }
        Ok((calc + 0.5).floor() as usize)
    };
    let mut out = Vec::new();
    if low > high {
        if low - high < step || step <= 0.0 {
            return Err(step_error(cx));
        }
        let size = size_for(low - high, high, low)?;
        out.reserve(size);
        let mut i = 0usize;
        let mut element = low;
        while i < size && element >= high {
            out.push(Value::Float(element));
            i += 1;
            element = low - i as f64 * step;
        }
    } else if high > low {
        if high - low < step || step <= 0.0 {
            return Err(step_error(cx));
        }
        let size = size_for(high - low, low, high)?;
        out.reserve(size);
        let mut i = 0usize;
        let mut element = low;
        while i < size && element <= high {
            out.push(Value::Float(element));
            i += 1;
            element = low + i as f64 * step;
        }
    } else {
        out.push(Value::Float(low));
    }
    Ok(Value::arr(PhpArray::from_values(out)))
}

fn long_range(cx: &Interp, low: i64, high: i64, step: f64) -> Result<Value, Unwind> {
    if step <= 0.0 {
        return Err(step_error(cx));
    }
    let lstep = step as u64;
    if lstep == 0 {
        return Err(step_error(cx));
    }
    let span = low.abs_diff(high);
    if low != high && span < lstep {
        return Err(step_error(cx));
    }
    let calc = span / lstep;
    if calc >= MAX_SIZE as u64 - 1 {
        let (lo, hi) = if low > high { (high, low) } else { (low, high) };
        return Err(cx.throw_error(
            "ValueError",
            &format!("The supplied range exceeds the maximum array size: start={lo} end={hi}"),
        ));
    }
    let size = calc as usize + 1;
    let mut out = Vec::with_capacity(size);
    for i in 0..size as u64 {
        let delta = i.wrapping_mul(lstep);
        let v = if low > high {
            (low as u64).wrapping_sub(delta)
        } else {
            (low as u64).wrapping_add(delta)
        };
        out.push(Value::Int(v as i64));
    }
    Ok(Value::arr(PhpArray::from_values(out)))
}

fn range(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let start = args.first().map(Value::deref).unwrap_or_default();
    let end = args.get(1).map(Value::deref).unwrap_or_default();
    let (mut step, step_is_double) = match args.get(2).map(Value::deref) {
        None => (1.0, false),
        Some(Value::Float(f)) => (f, true),
        Some(Value::Str(s)) => (s_to_f(&s), numeric_type(&s) == NumType::Double),
        Some(v) => (v.to_float(), false),
    };
    if step < 0.0 {
        step = -step;
    }
    if let (Value::Str(a), Value::Str(b)) = (&start, &end) {
        if !a.is_empty() && !b.is_empty() {
            let (t1, t2) = (numeric_type(a), numeric_type(b));
            if t1 == NumType::Double || t2 == NumType::Double || step_is_double {
                return double_range(cx, start.to_float(), end.to_float(), step);
            }
            if t1 == NumType::Long || t2 == NumType::Long {
                return long_range(cx, start.to_int(), end.to_int(), step);
            }
            return char_range(cx, a[0], b[0], step);
        }
    }
    if matches!(start, Value::Float(_)) || matches!(end, Value::Float(_)) || step_is_double {
        return double_range(cx, start.to_float(), end.to_float(), step);
    }
    long_range(cx, start.to_int(), end.to_int(), step)
}

fn s_to_f(s: &[u8]) -> f64 {
    crate::value::str_to_float(s)
}

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "range",
    sig: "range($start, $end, int|float $step = 1): array",
    call: range,
}];
