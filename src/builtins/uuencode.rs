//! Unix-to-Unix encoding of byte strings: convert_uuencode and convert_uudecode, with
//! PHP's 45-byte lines, backquote for zero and its checks on malformed input.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "convert_uuencode",
        sig: "convert_uuencode(string $string): string",
        call: convert_uuencode,
    },
    Builtin {
        name: "convert_uudecode",
        sig: "convert_uudecode(string $string): string|false",
        call: convert_uudecode,
    },
];

/// Bytes per encoded line.
const LINE: usize = 45;

/// One six-bit group as a printable character; zero is written as a backquote.
fn enc(c: usize) -> u8 {
    if c == 0 {
        b'`'
    } else {
        (c & 0o77) as u8 + b' '
    }
}

fn dec(c: u8) -> u8 {
    c.wrapping_sub(b' ') & 0o77
}

/// The four characters of a group of three bytes (missing bytes read as zero).
fn push_group(out: &mut Vec<u8>, s: &[u8], at: usize, avail: usize) {
    let b = |i: usize| s.get(at + i).copied().unwrap_or(0) as usize;
    out.push(enc(b(0) >> 2));
    out.push(enc(((b(0) << 4) & 0o60) | ((b(1) >> 4) & 0o17)));
    out.push(if avail > 1 {
        enc(((b(1) << 2) & 0o74) | ((b(2) >> 6) & 0o3))
    } else {
        enc(0)
    });
    out.push(if avail > 2 { enc(b(2) & 0o77) } else { enc(0) });
}

fn encode(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() * 3 / 2 + 46);
    let e = s.len();
    let mut at = 0;
    let mut len = LINE;
    while at + 3 < e {
        let mut ee = at + len;
        if ee > e {
            ee = e;
            len = ee - at;
            ee = at + len / 3 * 3;
        }
        out.push(enc(len));
        while at < ee {
            push_group(&mut out, s, at, 3);
            at += 3;
        }
        if len == LINE {
            out.push(b'\n');
        }
    }
    if at < e {
        if len == LINE {
            out.push(enc(e - at));
            len = 0;
        }
        push_group(&mut out, s, at, e - at);
    }
    if len < LINE {
        out.push(b'\n');
    }
    out.push(enc(0));
    out.push(b'\n');
    out
}

/// Decode as PHP does; `None` for input that is empty, truncated or whose line lengths
/// do not fit the data.
fn decode(s: &[u8]) -> Option<Vec<u8>> {
    if s.is_empty() {
        return None;
    }
    let e = s.len();
    let at_or_zero = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut out = Vec::with_capacity(e * 3 / 4 + 1);
    let mut total = 0usize;
    let mut at = 0;
    while at < e {
        let len = dec(s[at]) as usize;
        at += 1;
        if len == 0 {
            break;
        }
        if len > e {
            return None;
        }
        total += len;
        let ee = at + if len == LINE { 60 } else { len * 133 / 100 };
        if ee > e {
            return None;
        }
        while at < ee {
            if at + 4 > e {
                return None;
            }
            let (a, b, c, d) = (dec(s[at]), dec(s[at + 1]), dec(s[at + 2]), dec(s[at + 3]));
            out.extend_from_slice(&[a << 2 | b >> 4, b << 4 | c >> 2, c << 6 | d]);
            at += 4;
        }
        if len < LINE {
            break;
        }
        at += 1;
    }
    if total > out.len() {
        let g = |i: usize| dec(at_or_zero(at + i));
        out.push(g(0) << 2 | g(1) >> 4);
        if total > 1 {
            out.push(g(1) << 4 | g(2) >> 2);
            if total > 2 {
                out.push(g(2) << 6 | g(3));
            }
        }
    }
    out.resize(total, 0);
    Some(out)
}

fn convert_uuencode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(encode(&str_arg(args, 0))))
}

fn convert_uudecode(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match decode(&str_arg(args, 0)) {
        Some(v) => Ok(str_val(v)),
        None => {
            cx.warn("convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string");
            Ok(Value::Bool(false))
        }
    }
}
