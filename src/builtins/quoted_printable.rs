//! Quoted-printable encoding (RFC 2045) of byte strings: quoted_printable_encode and
//! quoted_printable_decode, with PHP's line lengths and its lenient decoding.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "quoted_printable_encode",
        sig: "quoted_printable_encode(string $string): string",
        call: quoted_printable_encode,
    },
    Builtin {
        name: "quoted_printable_decode",
        sig: "quoted_printable_decode(string $string): string",
        call: quoted_printable_decode,
    },
];

/// Longest encoded line before a soft line break, as PHP counts it.
const MAX_LINE: usize = 75;

fn quoted_printable_encode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(encode(&str_arg(args, 0))))
}

/// PHP's encoder: CRLF pairs pass through, a multi-byte UTF-8 sequence is not split
/// across a soft line break, and a space before a CR is encoded.
fn encode(s: &[u8]) -> Vec<u8> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = Vec::with_capacity(s.len() * 3);
    let mut line = 0usize;
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        let next = s.get(i + 1).copied().unwrap_or(0);
        i += 1;
        if c == b'\r' && next == b'\n' && i < s.len() {
            out.extend_from_slice(b"\r\n");
            i += 1;
            line = 0;
            continue;
        }
        let special =
            c.is_ascii_control() || c >= 0x7f || c == b'=' || (c == b' ' && next == b'\r');
        if special {
            line += 3;
            // The lead byte of a UTF-8 sequence breaks early enough to keep the whole
            // sequence on one line.
            let breaks = match c {
                0..=0x7f => line > MAX_LINE,
                0x80..=0xdf => line + 3 > MAX_LINE,
                0xe0..=0xef => line + 6 > MAX_LINE,
                0xf0..=0xf4 => line + 9 > MAX_LINE,
                _ => false,
            };
            if breaks {
                out.extend_from_slice(b"=\r\n");
                line = 3;
            }
            out.extend_from_slice(&[b'=', HEX[usize::from(c >> 4)], HEX[usize::from(c & 0xf)]]);
        } else {
            line += 1;
            if line > MAX_LINE {
                out.extend_from_slice(b"=\r\n");
                line = 1;
            }
            out.push(c);
        }
    }
    out
}

fn quoted_printable_decode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(decode(&str_arg(args, 0))))
}

/// PHP's decoder: `=XX` is a byte, `=` before optional blanks and a line end is a soft
/// line break, any other `=` is kept; like PHP it stops at a NUL byte.
fn decode(s: &[u8]) -> Vec<u8> {
    let end = s.iter().position(|&b| b == 0).unwrap_or(s.len());
    let s = &s[..end];
    let at = |k: usize| s.get(k).copied().unwrap_or(0);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'=' {
            out.push(s[i]);
            i += 1;
            continue;
        }
        if at(i + 1).is_ascii_hexdigit() && at(i + 2).is_ascii_hexdigit() {
            out.push(hex_value(at(i + 1)) << 4 | hex_value(at(i + 2)));
            i += 3;
            continue;
        }
        let mut k = 1;
        while matches!(at(i + k), b' ' | b'\t') {
            k += 1;
        }
        match (at(i + k), at(i + k + 1)) {
            (0, _) => i += k,
            (b'\r', b'\n') => i += k + 2,
            (b'\r' | b'\n', _) => i += k + 1,
            _ => {
                out.push(b'=');
                i += 1;
            }
        }
    }
    out
}

fn hex_value(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}
