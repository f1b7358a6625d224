//! Integer <-> digit-string conversions in bases 2 to 36: dechex/decbin/decoct, their
//! inverses (overflowing to float like PHP) and base_convert.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "dechex",
        sig: "dechex(int $num): string",
        call: dechex,
    },
    Builtin {
        name: "decbin",
        sig: "decbin(int $num): string",
        call: decbin,
    },
    Builtin {
        name: "decoct",
        sig: "decoct(int $num): string",
        call: decoct,
    },
    Builtin {
        name: "hexdec",
        sig: "hexdec(string $hex_string): int|float",
        call: hexdec,
    },
    Builtin {
        name: "bindec",
        sig: "bindec(string $binary_string): int|float",
        call: bindec,
    },
    Builtin {
        name: "octdec",
        sig: "octdec(string $octal_string): int|float",
        call: octdec,
    },
    Builtin {
        name: "base_convert",
        sig: "base_convert(string $num, int $from_base, int $to_base): string",
        call: base_convert,
    },
];

const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

fn to_base(mut n: u64, base: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(64);
    loop {
        out.push(DIGITS[(n % base) as usize]);
        n /= base;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    out
}

fn float_to_base(f: f64, base: u32) -> Vec<u8> {
    let mut v = f.floor();
    let mut out = Vec::with_capacity(64);
    loop {
        out.push(DIGITS[(v % base as f64) as usize % 36]);
        v /= base as f64;
        if out.len() >= 64 || v.abs() < 1.0 {
            break;
        }
    }
    out.reverse();
    out
}

fn dechex(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(to_base(int_arg(args, 0, 0) as u64, 16)))
}
fn decbin(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(to_base(int_arg(args, 0, 0) as u64, 2)))
}
fn decoct(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(to_base(int_arg(args, 0, 0) as u64, 8)))
}

/// Parse digits in `base`, skipping surrounding whitespace, a 0x/0o/0b prefix and (with
/// a deprecation) any invalid characters; overflow continues in float.
fn parse_base(cx: &Interp, s: &[u8], base: u32) -> Value {
    let space = |c: &u8| c.is_ascii_whitespace() || *c == 0x0b;
    let start = s.iter().position(|c| !space(c)).unwrap_or(s.len());
    let end = s.iter().rposition(|c| !space(c)).map_or(start, |e| e + 1);
    let mut s = &s[start..end];
    if s.len() >= 2 && s[0] == b'0' {
        let p = s[1].to_ascii_lowercase();
        if (base == 16 && p == b'x') || (base == 8 && p == b'o') || (base == 2 && p == b'b') {
            s = &s[2..];
        }
    }
    let mut num: i64 = 0;
    let mut fnum = 0f64;
    let mut is_float = false;
    let mut invalid = false;
    let cutoff = i64::MAX / base as i64;
    let cutlim = i64::MAX % base as i64;
    for &c in s {
        let d = match (c as char).to_digit(36) {
            Some(d) if d < base => d as i64,
            _ => {
                invalid = true;
                continue;
            }
        };
        if !is_float {
            if num < cutoff || (num == cutoff && d <= cutlim) {
                num = num * base as i64 + d;
                continue;
            }
            fnum = num as f64;
            is_float = true;
        }
        fnum = fnum * base as f64 + d as f64;
    }
    if invalid {
        cx.deprecated(
            "Invalid characters passed for attempted conversion, these have been ignored",
        );
    }
    if is_float {
        Value::Float(fnum)
    } else {
        Value::Int(num)
    }
}

fn hexdec(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(parse_base(cx, &str_arg(args, 0), 16))
}
fn bindec(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(parse_base(cx, &str_arg(args, 0), 2))
}
fn octdec(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(parse_base(cx, &str_arg(args, 0), 8))
}

fn base_convert(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let from = int_arg(args, 1, 10);
    let to = int_arg(args, 2, 10);
    for (n, name, b) in [(2, "from_base", from), (3, "to_base", to)] {
        if !(2..=36).contains(&b) {
            return Err(value_error(
                cx,
                format!(
                    "base_convert(): Argument #{n} (${name}) must be between 2 and 36 (inclusive)"
                ),
            ));
        }
    }
    Ok(match parse_base(cx, &s, from as u32) {
        Value::Float(f) => {
            if f.is_infinite() {
                return Err(value_error(
                    cx,
                    format!("An infinite value cannot be converted to base {to}"),
                ));
            }
            str_val(float_to_base(f, to as u32))
        }
        v => str_val(to_base(v.to_int() as u64, to as u64)),
    })
}
