//! `pack` and `unpack`: binary strings from format codes (`a A Z h H c C s S n v i I l L
//! N V q Q J P f g G d e E x X @`), each with a repeat count or `*`.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "pack",
        sig: "pack(string $format, mixed ...$values): string",
        call: pack,
    },
    Builtin {
        name: "unpack",
        sig: "unpack(string $format, string $string, int $offset = 0): array|false",
        call: unpack,
    },
];

/// A repeat count: absent (1 for most codes), a number, or `*`.
#[derive(Clone, Copy, PartialEq)]
enum Count {
    Default,
    N(usize),
    All,
}

/// Read the count after a format code at `f[*i]`.
fn count(f: &[u8], i: &mut usize) -> Count {
    if f.get(*i) == Some(&b'*') {
        *i += 1;
        return Count::All;
    }
    let start = *i;
    while *i < f.len() && f[*i].is_ascii_digit() {
        *i += 1;
    }
    if *i == start {
        return Count::Default;
    }
    let n = std::str::from_utf8(&f[start..*i])
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    Count::N(n)
}

/// Byte width and order of the integer and float codes.
fn int_width(c: u8) -> Option<(usize, bool)> {
    // (bytes, big endian); the machine order is little endian.
    Some(match c {
        b'c' | b'C' => (1, false),
        b's' | b'S' | b'v' => (2, false),
        b'n' => (2, true),
        b'i' | b'I' | b'l' | b'L' | b'V' => (4, false),
        b'N' => (4, true),
        b'q' | b'Q' | b'P' => (8, false),
        b'J' => (8, true),
        _ => return None,
    })
}

fn float_width(c: u8) -> Option<(usize, bool)> {
    Some(match c {
        b'f' | b'g' => (4, false),
        b'G' => (4, true),
        b'd' | b'e' => (8, false),
        b'E' => (8, true),
        _ => return None,
    })
}

fn hex_nibble(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

fn pack(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let format = str_arg(args, 0);
    let f = format.as_bytes();
    let values: Vec<Value> = args.iter().skip(1).map(|v| v.deref()).collect();
    let mut next = 0usize;
    let mut out: Vec<u8> = Vec::new();
    let mut i = 0;
    while i < f.len() {
        let code = f[i];
        i += 1;
        let n = count(f, &mut i);
        match code {
            b'a' | b'A' | b'Z' | b'h' | b'H' => {
                let Some(v) = values.get(next) else {
                    return Err(too_few(cx, code));
                };
                next += 1;
                let s = cx.to_string(v)?;
                let s = s.as_bytes();
                if code == b'h' || code == b'H' {
                    let len = match n {
                        Count::Default => 1,
                        Count::N(k) => k.min(s.len()),
                        Count::All => s.len(),
                    };
                    let mut bytes = vec![0u8; len.div_ceil(2)];
                    for (k, &c) in s[..len].iter().enumerate() {
                        let Some(d) = hex_nibble(c) else {
                            cx.warn(&format!(
                                "pack(): Type {}: illegal hex digit {}",
                                code as char, c as char
                            ));
                            continue;
                        };
                        let high = (k % 2 == 0) == (code == b'H');
                        bytes[k / 2] |= if high { d << 4 } else { d };
                    }
                    out.extend(bytes);
                    continue;
                }
                let pad = if code == b'A' { b' ' } else { 0 };
                let len = match n {
                    Count::Default => 1,
                    Count::N(k) => k,
                    Count::All => s.len() + usize::from(code == b'Z'),
                };
                let take = if code == b'Z' {
                    s.len().min(len.saturating_sub(1))
                } else {
                    s.len().min(len)
                };
                out.extend_from_slice(&s[..take]);
                out.resize(out.len() + (len - take), pad);
            }
            b'x' => {
                let k = match n {
                    Count::Default => 1,
                    Count::N(k) => k,
                    Count::All => 0,
                };
                out.resize(out.len() + k, 0);
            }
            b'X' => {
                let k = match n {
                    Count::Default => 1,
                    Count::N(k) => k,
                    Count::All => 0,
                };
                out.truncate(out.len().saturating_sub(k));
            }
            b'@' => {
                let k = match n {
                    Count::N(k) => k,
                    _ => 1,
                };
                out.resize(k, 0);
            }
            _ => {
                let int = int_width(code);
                let float = float_width(code);
                if int.is_none() && float.is_none() {
                    return Err(value_error(
                        cx,
                        format!("Type {}: unknown format code", code as char),
                    ));
                }
                let reps = match n {
                    Count::Default => 1,
                    Count::N(k) => k,
                    Count::All => values.len().saturating_sub(next),
                };
                if next + reps > values.len() {
                    return Err(too_few(cx, code));
                }
                for v in &values[next..next + reps] {
                    if let Some((w, be)) = int {
                        let bytes = v.to_int().to_le_bytes();
                        let mut b = bytes[..w].to_vec();
                        if be {
                            b.reverse();
                        }
                        out.extend(b);
                    } else if let Some((w, be)) = float {
                        let mut b = if w == 4 {
                            (v.to_float() as f32).to_le_bytes().to_vec()
                        } else {
                            v.to_float().to_le_bytes().to_vec()
                        };
                        if be {
                            b.reverse();
                        }
                        out.extend(b);
                    }
                }
                next += reps;
            }
        }
    }
    if next < values.len() {
        cx.warn(&format!("pack(): {} arguments unused", values.len() - next));
    }
    Ok(Value::Str(PhpString::from_vec(out)))
}

fn too_few(cx: &Interp, code: u8) -> Unwind {
    value_error(cx, format!("Type {}: too few arguments", code as char))
}

fn unpack(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let format = str_arg(args, 0);
    let data = str_arg(args, 1);
    let offset = int_arg(args, 2, 0);
    if offset < 0 || offset as usize > data.len() {
        return Err(value_error(
            cx,
            "unpack(): Argument #3 ($offset) must be contained in argument #2 ($data)".into(),
        ));
    }
    let d = &data.as_bytes()[offset as usize..];
    let mut pos = 0usize;
    let mut out = PhpArray::new();
    for part in format.as_bytes().split(|&c| c == b'/') {
        if part.is_empty() {
            continue;
        }
        let code = part[0];
        let mut i = 1;
        let n = count(part, &mut i);
        let name = &part[i..];
        let key = |k: usize, single: bool| -> Key {
            if single {
                if name.is_empty() {
                    Key::Int(1)
                } else {
                    Key::from_bytes(name)
                }
            } else {
                let mut s = name.to_vec();
                s.extend_from_slice((k + 1).to_string().as_bytes());
                Key::from_bytes(&s)
            }
        };
        match code {
            b'a' | b'A' | b'Z' | b'h' | b'H' => {
                let avail = d.len().saturating_sub(pos);
                let want = match n {
                    Count::Default => 1,
                    Count::N(k) => k,
                    Count::All => {
                        if code == b'h' || code == b'H' {
                            avail * 2
                        } else {
                            avail
                        }
                    }
                };
                let bytes_needed = if code == b'h' || code == b'H' {
                    want.div_ceil(2)
                } else {
                    want
                };
                if bytes_needed > avail {
                    cx.warn(&format!(
                        "unpack(): Type {}: not enough input, need {}, have {}",
                        code as char, bytes_needed, avail
                    ));
                    return Ok(Value::Bool(false));
                }
                let chunk = &d[pos..pos + bytes_needed];
                pos += bytes_needed;
                let v: Vec<u8> = match code {
                    b'a' => chunk.to_vec(),
                    b'A' => {
                        let end = chunk
                            .iter()
                            .rposition(|c| !b" \t\r\n\0".contains(c))
                            .map_or(0, |e| e + 1);
                        chunk[..end].to_vec()
                    }
                    b'Z' => {
                        let end = chunk.iter().position(|&c| c == 0).unwrap_or(chunk.len());
                        chunk[..end].to_vec()
                    }
                    _ => {
                        let digits = b"0123456789abcdef";
                        let mut s = Vec::with_capacity(want);
                        for k in 0..want {
                            let byte = chunk[k / 2];
                            let high = (k % 2 == 0) == (code == b'H');
                            let nib = if high { byte >> 4 } else { byte & 15 };
                            s.push(digits[nib as usize]);
                        }
                        s
                    }
                };
                out.insert(key(0, true), Value::Str(PhpString::from_vec(v)));
            }
            b'x' => {
                pos += match n {
                    Count::N(k) => k,
                    _ => 1,
                };
            }
            b'X' => {
                pos = pos.saturating_sub(match n {
                    Count::N(k) => k,
                    _ => 1,
                });
            }
            b'@' => {
                pos = match n {
                    Count::N(k) => k,
                    _ => 0,
                };
            }
            _ => {
                let (w, be, float) = match (int_width(code), float_width(code)) {
                    (Some((w, be)), _) => (w, be, false),
                    (_, Some((w, be))) => (w, be, true),
                    _ => {
                        return Err(value_error(
                            cx,
                            format!("Invalid format type {}", code as char),
                        ))
                    }
                };
                let reps = match n {
                    Count::Default => 1,
                    Count::N(k) => k,
                    Count::All => d.len().saturating_sub(pos) / w,
                };
                let single = n == Count::Default || (n == Count::N(1) && !name.is_empty());
                for k in 0..reps {
                    let avail = d.len().saturating_sub(pos);
                    if w > avail {
                        cx.warn(&format!(
                            "unpack(): Type {}: not enough input, need {}, have {}",
                            code as char, w, avail
                        ));
                        return Ok(Value::Bool(false));
                    }
                    let mut b = d[pos..pos + w].to_vec();
                    pos += w;
                    if be {
                        b.reverse();
                    }
                    let v = if float {
                        if w == 4 {
                            Value::Float(f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64)
                        } else {
                            let mut a = [0u8; 8];
                            a.copy_from_slice(&b);
                            Value::Float(f64::from_le_bytes(a))
                        }
                    } else {
                        let signed = matches!(code, b'c' | b's' | b'i' | b'l' | b'q');
                        let mut a = [0u8; 8];
                        a[..w].copy_from_slice(&b);
                        let mut v = i64::from_le_bytes(a);
                        if signed && w < 8 {
                            let shift = 64 - 8 * w as u32;
                            v = (v << shift) >> shift;
                        }
                        Value::Int(v)
                    };
                    let single_key = single && k == 0 && reps == 1;
                    out.insert(key(k, single_key), v);
                }
            }
        }
    }
    Ok(Value::arr(out))
}
