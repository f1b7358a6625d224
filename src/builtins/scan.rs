//! Tokenizing and scanning strings: `strtok` (with its remembered string) and `sscanf`
//! (PHP's scanf conversions `%d %i %x %o %f %e %g %s %c %[set] %n` with widths and `*`).

use std::cell::RefCell;

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "strtok",
        sig: "strtok(string $string, ?string $token = null): string|false",
        call: strtok,
    },
    Builtin {
        name: "sscanf",
        sig: "sscanf(string $string, string $format, mixed &...$vars): array|int|null",
        call: sscanf,
    },
];

thread_local! {
    /// The string `strtok` walks and the position reached.
    static TOKENIZER: RefCell<(Vec<u8>, usize)> = const { RefCell::new((Vec::new(), 0)) };
}

fn strtok(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let token = if args.len() >= 2 && !matches!(args[1], Value::Null) {
        TOKENIZER.with(|t| *t.borrow_mut() = (str_arg(args, 0).into_vec(), 0));
        str_arg(args, 1)
    } else {
        str_arg(args, 0)
    };
    let delims = token.as_bytes();
    TOKENIZER.with(|t| {
        let mut t = t.borrow_mut();
        let (s, pos) = &mut *t;
        while *pos < s.len() && delims.contains(&s[*pos]) {
            *pos += 1;
        }
        if *pos >= s.len() {
            return Ok(Value::Bool(false));
        }
        let start = *pos;
        while *pos < s.len() && !delims.contains(&s[*pos]) {
            *pos += 1;
        }
        let tok = s[start..*pos].to_vec();
        if *pos < s.len() {
            *pos += 1;
        }
        Ok(str_val(tok))
    })
}

/// What a failed match means: input ran out before the first conversion (`Eof`) or a
/// mismatch (`Stop`).
enum Halt {
    Eof,
    Stop,
}

/// Parse a `%[...]` set starting after `[`; returns the membership test and the index
/// after `]`.
fn scan_set(f: &[u8], mut i: usize) -> (Box<dyn Fn(u8) -> bool>, usize) {
    let negate = f.get(i) == Some(&b'^');
    if negate {
        i += 1;
    }
    let mut members = Vec::new();
    let mut first = true;
    while i < f.len() && (f[i] != b']' || first) {
        if i + 2 < f.len() && f[i + 1] == b'-' && f[i + 2] != b']' {
            let (a, b) = (f[i].min(f[i + 2]), f[i].max(f[i + 2]));
            members.extend(a..=b);
            i += 3;
        } else {
            members.push(f[i]);
            i += 1;
        }
        first = false;
    }
    (
        Box::new(move |c| members.contains(&c) != negate),
        (i + 1).min(f.len()),
    )
}

/// Digits of `radix` (with an optional sign) at the start of `s`, at most `width` bytes.
fn take_int(s: &[u8], width: usize, radix: u32) -> (usize, Option<i64>) {
    let mut n = 0;
    if n < width && n < s.len() && (s[n] == b'-' || s[n] == b'+') {
        n += 1;
    }
    let digits_start = n;
    let mut radix = radix;
    if radix == 0 {
        radix = 10;
        if s.get(n) == Some(&b'0') {
            radix = 8;
            if matches!(s.get(n + 1), Some(b'x' | b'X')) && n + 2 < width {
                radix = 16;
                n += 2;
            }
        }
    } else if radix == 16
        && s.get(n) == Some(&b'0')
        && matches!(s.get(n + 1), Some(b'x' | b'X'))
        && n + 2 < width
    {
        n += 2;
    }
    let body = n;
    while n < width && n < s.len() && (s[n] as char).is_digit(radix) {
        n += 1;
    }
    if n == body {
        // "0x" alone reads as the 0.
        if body > digits_start && s.get(digits_start) == Some(&b'0') {
            return (digits_start + 1, Some(0));
        }
        return (0, None);
    }
    let neg = s[0] == b'-';
    let text = std::str::from_utf8(&s[body..n]).unwrap_or("0");
    let v = i64::from_str_radix(text, radix).unwrap_or(i64::MAX);
    (n, Some(if neg { v.wrapping_neg() } else { v }))
}

/// A float at the start of `s` (sign, digits, fraction, exponent), at most `width` bytes.
fn take_float(s: &[u8], width: usize) -> (usize, Option<f64>) {
    let lim = width.min(s.len());
    let mut n = 0;
    if n < lim && (s[n] == b'-' || s[n] == b'+') {
        n += 1;
    }
    let mut digits = 0;
    while n < lim && s[n].is_ascii_digit() {
        n += 1;
        digits += 1;
    }
    if n < lim && s[n] == b'.' {
        n += 1;
        while n < lim && s[n].is_ascii_digit() {
            n += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return (0, None);
    }
    if n < lim && (s[n] == b'e' || s[n] == b'E') {
        let mut m = n + 1;
        if m < lim && (s[m] == b'-' || s[m] == b'+') {
            m += 1;
        }
        let exp_start = m;
        while m < lim && s[m].is_ascii_digit() {
            m += 1;
        }
        if m > exp_start {
            n = m;
        }
    }
    let text = std::str::from_utf8(&s[..n]).unwrap_or("0");
    (n, text.parse().ok())
}

/// Run the format over the input; every conversion's value (None when not reached).
fn scan(input: &[u8], f: &[u8]) -> (Vec<Option<Value>>, Option<Halt>) {
    let mut out: Vec<Option<Value>> = Vec::new();
    // Count the assigning conversions first so unreached ones are reported as null.
    let mut pos = 0usize;
    let mut i = 0usize;
    let mut halt = None;
    let mut converted_any = false;
    while i < f.len() {
        let c = f[i];
        if c.is_ascii_whitespace() {
            while pos < input.len() && input[pos].is_ascii_whitespace() {
                pos += 1;
            }
            i += 1;
            continue;
        }
        if c != b'%' || f.get(i + 1) == Some(&b'%') {
            let lit = if c == b'%' {
                i += 2;
                b'%'
            } else {
                i += 1;
                c
            };
            if pos >= input.len() {
                halt.get_or_insert(if converted_any { Halt::Stop } else { Halt::Eof });
                break;
            }
            if input[pos] != lit {
                halt.get_or_insert(Halt::Stop);
                break;
            }
            pos += 1;
            continue;
        }
        i += 1;
        let suppress = f.get(i) == Some(&b'*');
        if suppress {
            i += 1;
        }
        let mut width = 0usize;
        while i < f.len() && f[i].is_ascii_digit() {
            width = width * 10 + (f[i] - b'0') as usize;
            i += 1;
        }
        while i < f.len() && b"hlL".contains(&f[i]) {
            i += 1;
        }
        let Some(&conv) = f.get(i) else { break };
        i += 1;
        let mut set = None;
        if conv == b'[' {
            let (test, next) = scan_set(f, i);
            set = Some(test);
            i = next;
        }
        if conv == b'n' {
            if !suppress {
                out.push(Some(Value::Int(pos as i64)));
            }
            continue;
        }
        if halt.is_some() {
            if !suppress {
                out.push(None);
            }
            continue;
        }
        if conv != b'c' && conv != b'[' {
            while pos < input.len() && input[pos].is_ascii_whitespace() {
                pos += 1;
            }
        }
        if pos >= input.len() {
            halt = Some(if converted_any { Halt::Stop } else { Halt::Eof });
            if !suppress {
                out.push(None);
            }
            continue;
        }
        let rest = &input[pos..];
        let w = if width == 0 { usize::MAX } else { width };
        let got: Option<(usize, Value)> = match conv {
            b'd' | b'u' | b'i' | b'x' | b'X' | b'o' => {
                let base = match conv {
                    b'i' => 0,
                    b'x' | b'X' => 16,
                    b'o' => 8,
                    _ => 10,
                };
                match take_int(rest, w, base) {
                    (n, Some(v)) => Some((n, Value::Int(v))),
                    _ => None,
                }
            }
            b'f' | b'e' | b'E' | b'g' => match take_float(rest, w) {
                (n, Some(v)) => Some((n, Value::Float(v))),
                _ => None,
            },
            b's' => {
                let n = rest
                    .iter()
                    .take(w)
                    .take_while(|c| !c.is_ascii_whitespace())
                    .count();
                Some((n, Value::Str(PhpString::from_vec(rest[..n].to_vec()))))
            }
            b'c' => {
                let n = if width == 0 { 1 } else { width.min(rest.len()) };
                Some((n, Value::Str(PhpString::from_vec(rest[..n].to_vec()))))
            }
            b'[' => {
                let test = set.as_ref();
                let n = rest
                    .iter()
                    .take(w)
                    .take_while(|&&c| test.is_some_and(|t| t(c)))
                    .count();
                (n > 0).then(|| (n, Value::Str(PhpString::from_vec(rest[..n].to_vec()))))
            }
            _ => None,
        };
        match got {
            Some((n, v)) => {
                pos += n;
                converted_any = true;
                if !suppress {
                    out.push(Some(v));
                }
            }
            None => {
                halt = Some(Halt::Stop);
                if !suppress {
                    out.push(None);
                }
            }
        }
    }
    let eof = matches!(halt, Some(Halt::Eof)) && !converted_any;
    (out, eof.then_some(Halt::Eof))
}

pub(crate) fn sscanf(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let input = str_arg(args, 0);
    let format = str_arg(args, 1);
    let (values, halt) = scan(input.as_bytes(), format.as_bytes());
    let eof = matches!(halt, Some(Halt::Eof));
    if args.len() > 2 {
        if eof {
            return Ok(Value::Int(-1));
        }
        let mut assigned = 0;
        for (i, v) in values.into_iter().enumerate() {
            if let Some(v) = v {
                set_ref(args, i + 2, v);
                assigned += 1;
            }
        }
        return Ok(Value::Int(assigned));
    }
    if eof && input.is_empty() {
        return Ok(Value::Null);
    }
    Ok(Value::arr(PhpArray::from_values(
        values
            .into_iter()
            .map(|v| v.unwrap_or(Value::Null))
            .collect(),
    )))
}
