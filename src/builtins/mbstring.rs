//! The multibyte string functions aphp supports, UTF-8 only: lengths, slicing, searching
//! and case mapping in characters. Characters are delimited by their lead byte, as
//! mbstring's UTF-8 length table does.

use super::string::find_from;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpString, Value};

pub const MB_CASE_UPPER: i64 = 0;
pub const MB_CASE_LOWER: i64 = 1;
pub const MB_CASE_TITLE: i64 = 2;

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("MB_CASE_UPPER", Value::Int(MB_CASE_UPPER)),
        ("MB_CASE_LOWER", Value::Int(MB_CASE_LOWER)),
        ("MB_CASE_TITLE", Value::Int(MB_CASE_TITLE)),
    ]
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "mb_strlen",
        sig: "mb_strlen(string $string, ?string $encoding = null): int",
        call: mb_strlen,
    },
    Builtin {
        name: "mb_substr",
        sig: "mb_substr(string $string, int $start, ?int $length = null, ?string $encoding = null): string",
        call: mb_substr,
    },
    Builtin {
        name: "mb_strtoupper",
        sig: "mb_strtoupper(string $string, ?string $encoding = null): string",
        call: mb_strtoupper,
    },
    Builtin {
        name: "mb_strtolower",
        sig: "mb_strtolower(string $string, ?string $encoding = null): string",
        call: mb_strtolower,
    },
    Builtin {
        name: "mb_convert_case",
        sig: "mb_convert_case(string $string, int $mode, ?string $encoding = null): string",
        call: mb_convert_case,
    },
    Builtin {
        name: "mb_str_split",
        sig: "mb_str_split(string $string, int $length = 1, ?string $encoding = null): array",
        call: mb_str_split,
    },
    Builtin {
        name: "mb_strpos",
        sig: "mb_strpos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false",
        call: mb_strpos,
    },
    Builtin {
        name: "mb_stripos",
        sig: "mb_stripos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false",
        call: mb_stripos,
    },
    Builtin {
        name: "mb_strrpos",
        sig: "mb_strrpos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false",
        call: mb_strrpos,
    },
    Builtin {
        name: "mb_substr_count",
        sig: "mb_substr_count(string $haystack, string $needle, ?string $encoding = null): int",
        call: mb_substr_count,
    },
    Builtin {
        name: "mb_internal_encoding",
        sig: "mb_internal_encoding(?string $encoding = null): string|bool",
        call: mb_internal_encoding,
    },
    Builtin {
        name: "mb_check_encoding",
        sig: "mb_check_encoding(array|string|null $value = null, ?string $encoding = null): bool",
        call: mb_check_encoding,
    },
];

/// Byte length of the character starting at `s[i]`, from the lead byte alone as
/// mbstring's UTF-8 length table does (continuation bytes are not checked).
fn char_len(s: &[u8], i: usize) -> usize {
    let n = match s[i] {
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        0xf8..=0xfb => 5,
        0xfc..=0xfd => 6,
        _ => 1,
    };
    n.min(s.len() - i)
}

/// Byte offsets of every character start, plus the end.
fn boundaries(s: &[u8]) -> Vec<usize> {
    let mut b = Vec::with_capacity(s.len() + 1);
    let mut i = 0;
    while i < s.len() {
        b.push(i);
        i += char_len(s, i);
    }
    b.push(s.len());
    b
}

fn char_count(s: &[u8]) -> usize {
    if s.is_ascii() {
        return s.len();
    }
    let mut n = 0;
    let mut i = 0;
    while i < s.len() {
        i += char_len(s, i);
        n += 1;
    }
    n
}

/// Byte offset -> character index.
fn char_index(s: &[u8], byte: usize) -> usize {
    char_count(&s[..byte])
}

fn mb_strlen(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(char_count(&str_arg(args, 0)) as i64))
}

fn mb_substr(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let b = boundaries(&s);
    let n = (b.len() - 1) as i64;
    let start = int_arg(args, 1, 0);
    let mut from = if start < 0 {
        (n + start).max(0)
    } else {
        start.min(n)
    };
    let to = match opt_int(args, 2) {
        None => n,
        Some(l) if l < 0 => (n + l).max(from),
        Some(l) => from.saturating_add(l).min(n),
    };
    if from > to {
        from = to;
    }
    Ok(Value::bytes(&s[b[from as usize]..b[to as usize]]))
}

fn lossy(s: &PhpString) -> String {
    String::from_utf8_lossy(s).replace('\u{FFFD}', "?")
}

fn title_case(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut in_word = false;
    for c in s.chars() {
        if in_word {
            out.extend(c.to_lowercase());
        } else {
            out.extend(c.to_uppercase());
        }
        in_word = c.is_alphanumeric() || c == '\'' || c.is_numeric();
    }
    out
}

fn mb_strtoupper(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::from(lossy(&str_arg(args, 0)).to_uppercase()))
}
fn mb_strtolower(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::from(lossy(&str_arg(args, 0)).to_lowercase()))
}

fn mb_convert_case(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = lossy(&str_arg(args, 0));
    Ok(Value::from(match int_arg(args, 1, 0) {
        MB_CASE_UPPER | 4 => s.to_uppercase(),
        MB_CASE_LOWER | 5 | 3 | 7 => s.to_lowercase(),
        MB_CASE_TITLE | 6 => title_case(&s),
        _ => {
            return Err(value_error(
                cx,
                "mb_convert_case(): Argument #2 ($mode) must be one of the MB_CASE_* constants"
                    .into(),
            ))
        }
    }))
}

fn mb_str_split(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let n = int_arg(args, 1, 1);
    if n < 1 {
        return Err(value_error(
            cx,
            "mb_str_split(): Argument #2 ($length) must be greater than 0".into(),
        ));
    }
    let b = boundaries(&s);
    let chars = b.len() - 1;
    let n = n as usize;
    Ok(list_of(
        (0..chars)
            .step_by(n)
            .map(|k| s[b[k]..b[(k + n).min(chars)]].to_vec()),
    ))
}

fn pos_impl(
    cx: &Interp,
    args: &[Value],
    func: &str,
    fold: bool,
    reverse: bool,
) -> Result<Value, Unwind> {
    let (mut h, mut n) = (str_arg(args, 0), str_arg(args, 1));
    if fold {
        h = PhpString::from(lossy(&h).to_lowercase());
        n = PhpString::from(lossy(&n).to_lowercase());
    }
    let len = char_count(&h) as i64;
    let offset = int_arg(args, 2, 0);
    let o = if offset < 0 { len + offset } else { offset };
    if o < 0 || o > len {
        return Err(value_error(
            cx,
            format!("{func}(): Argument #3 ($offset) must be contained in argument #1 ($haystack)"),
        ));
    }
    let b = boundaries(&h);
    let found = if reverse {
        let (from, to) = if offset >= 0 {
            (b[o as usize], h.len())
        } else {
            (0, (b[o as usize] + n.len()).min(h.len()))
        };
        let region = &h[from..to];
        let mut last = None;
        let mut i = 0;
        while let Some(p) = find_from(region, &n, i) {
            last = Some(p + from);
            i = p + 1;
        }
        last
    } else {
        find_from(&h, &n, b[o as usize])
    };
    Ok(found.map_or(Value::Bool(false), |p| Value::Int(char_index(&h, p) as i64)))
}

fn mb_strpos(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    pos_impl(cx, args, "mb_strpos", false, false)
}
fn mb_stripos(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    pos_impl(cx, args, "mb_stripos", true, false)
}
fn mb_strrpos(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    pos_impl(cx, args, "mb_strrpos", false, true)
}

fn mb_substr_count(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    if n.is_empty() {
        return Err(value_error(
            cx,
            "mb_substr_count(): Argument #2 ($needle) must not be empty".into(),
        ));
    }
    Ok(Value::Int(super::string::find_all(&h, &n).len() as i64))
}

fn mb_internal_encoding(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match opt_str(args, 0) {
        None => Ok(Value::str("UTF-8")),
        Some(e) if e.eq_ignore_ascii_case(b"utf-8") || e.eq_ignore_ascii_case(b"utf8") => {
            Ok(Value::Bool(true))
        }
        Some(e) => Err(value_error(
            cx,
            format!(
                "mb_internal_encoding(): Argument #1 ($encoding) must be a valid encoding, \"{}\" given",
                e.to_string_lossy()
            ),
        )),
    }
}

fn mb_check_encoding(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    fn valid(v: &Value) -> bool {
        match v {
            Value::Str(s) => std::str::from_utf8(s).is_ok(),
            Value::Array(a) => a.iter().all(|(k, v)| {
                let key_ok = match k {
                    crate::value::Key::Int(_) => true,
                    crate::value::Key::Str(s) => std::str::from_utf8(s).is_ok(),
                };
                key_ok && valid(&v.deref())
            }),
            _ => true,
        }
    }
    let v = args.first().map(Value::deref).unwrap_or_default();
    Ok(Value::Bool(valid(&v)))
}
