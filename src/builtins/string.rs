//! Core byte-string functions: length, slicing, padding, trimming, splitting, joining,
//! case mapping and repetition. Searching, comparison and replacement live in sibling files.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, PhpString, Value};

pub const STR_PAD_RIGHT: i64 = 1;
pub const STR_PAD_LEFT: i64 = 0;
pub const STR_PAD_BOTH: i64 = 2;

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("STR_PAD_LEFT", Value::Int(STR_PAD_LEFT)),
        ("STR_PAD_RIGHT", Value::Int(STR_PAD_RIGHT)),
        ("STR_PAD_BOTH", Value::Int(STR_PAD_BOTH)),
    ]
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "strlen", sig: "strlen(string $string): int", call: strlen },
    Builtin {
        name: "substr",
        sig: "substr(string $string, int $offset, ?int $length = null): string",
        call: substr,
    },
    Builtin {
        name: "str_repeat",
        sig: "str_repeat(string $string, int $times): string",
        call: str_repeat,
    },
    Builtin {
        name: "str_pad",
        sig: "str_pad(string $string, int $length, string $pad_string = \" \", int $pad_type = STR_PAD_RIGHT): string",
        call: str_pad,
    },
    Builtin {
        name: "str_split",
        sig: "str_split(string $string, int $length = 1): array",
        call: str_split,
    },
    Builtin { name: "strrev", sig: "strrev(string $string): string", call: strrev },
    Builtin { name: "strtolower", sig: "strtolower(string $string): string", call: strtolower },
    Builtin { name: "strtoupper", sig: "strtoupper(string $string): string", call: strtoupper },
    Builtin { name: "ucfirst", sig: "ucfirst(string $string): string", call: ucfirst },
    Builtin { name: "lcfirst", sig: "lcfirst(string $string): string", call: lcfirst },
    Builtin {
        name: "ucwords",
        sig: "ucwords(string $string, string $separators = \" \\t\\r\\n\\f\\v\"): string",
        call: ucwords,
    },
    Builtin {
        name: "trim",
        sig: "trim(string $string, string $characters = \" \\n\\r\\t\\v\\x00\"): string",
        call: trim,
    },
    Builtin {
        name: "ltrim",
        sig: "ltrim(string $string, string $characters = \" \\n\\r\\t\\v\\x00\"): string",
        call: ltrim,
    },
    Builtin {
        name: "rtrim",
        sig: "rtrim(string $string, string $characters = \" \\n\\r\\t\\v\\x00\"): string",
        call: rtrim,
    },
    Builtin {
        name: "chop",
        sig: "chop(string $string, string $characters = \" \\n\\r\\t\\v\\x00\"): string",
        call: chop,
    },
    Builtin {
        name: "explode",
        sig: "explode(string $separator, string $string, int $limit = PHP_INT_MAX): array",
        call: explode,
    },
    Builtin {
        name: "implode",
        sig: "implode(array|string $separator, ?array $array = null): string",
        call: implode,
    },
    Builtin {
        name: "join",
        sig: "join(array|string $separator, ?array $array = null): string",
        call: join,
    },
    Builtin {
        name: "nl2br",
        sig: "nl2br(string $string, bool $use_xhtml = true): string",
        call: nl2br,
    },
    Builtin {
        name: "wordwrap",
        sig: "wordwrap(string $string, int $width = 75, string $break = \"\\n\", bool $cut_long_words = false): string",
        call: wordwrap,
    },
    Builtin {
        name: "chunk_split",
        sig: "chunk_split(string $string, int $length = 76, string $separator = \"\\r\\n\"): string",
        call: chunk_split,
    },
    Builtin { name: "ord", sig: "ord(string $character): int", call: ord },
    Builtin { name: "chr", sig: "chr(int $codepoint): string", call: chr },
    Builtin {
        name: "str_word_count",
        sig: "str_word_count(string $string, int $format = 0, ?string $characters = null): array|int",
        call: str_word_count,
    },
    Builtin {
        name: "count_chars",
        sig: "count_chars(string $string, int $mode = 0): array|string",
        call: count_chars,
    },
];

fn strlen(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(str_arg(args, 0).len() as i64))
}

/// Resolve PHP's (offset, length) pair against a string length, as `substr` does.
pub(crate) fn substr_range(len: usize, offset: i64, length: Option<i64>) -> Option<(usize, usize)> {
    let len_i = len as i64;
    let start = if offset < 0 {
        (len_i + offset).max(0)
    } else if offset > len_i {
        return None;
    } else {
        offset
    };
    let end = match length {
        None => len_i,
        Some(l) if l < 0 => {
            let e = len_i + l;
            if e < start {
                return None;
            }
            e
        }
        Some(l) => start.saturating_add(l).min(len_i),
    };
    Some((start as usize, end as usize))
}

fn substr(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let r = substr_range(s.len(), int_arg(args, 1, 0), opt_int(args, 2));
    Ok(match r {
        Some((a, b)) if a == 0 && b == s.len() => Value::Str(s),
        Some((a, b)) => Value::bytes(&s[a..b]),
        None => Value::str(""),
    })
}

fn str_repeat(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let times = int_arg(args, 1, 0);
    if times < 0 {
        return Err(value_error(
            cx,
            "str_repeat(): Argument #2 ($times) must be greater than or equal to 0".into(),
        ));
    }
    check_alloc_times(cx, s.len(), times as usize)?;
    Ok(str_val(s.repeat(times as usize)))
}

fn str_pad(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let length = int_arg(args, 1, 0);
    let pad = if args.len() > 2 {
        str_arg(args, 2)
    } else {
        PhpString::from(" ")
    };
    let ty = int_arg(args, 3, STR_PAD_RIGHT);
    if length < 0 || (length as usize) <= s.len() {
        return Ok(Value::Str(s));
    }
    if pad.is_empty() {
        return Err(value_error(
            cx,
            "str_pad(): Argument #3 ($pad_string) must be a non-empty string".into(),
        ));
    }
    if !(0..=2).contains(&ty) {
        return Err(value_error(
            cx,
            "str_pad(): Argument #4 ($pad_type) must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH"
                .into(),
        ));
    }
    check_alloc_unaligned(cx, length as usize)?;
    let total = length as usize - s.len();
    let (left, right) = match ty {
        STR_PAD_LEFT => (total, 0),
        STR_PAD_BOTH => (total / 2, total - total / 2),
        _ => (0, total),
    };
    let mut out = Vec::with_capacity(length as usize);
    out.extend(pad.iter().cycle().take(left));
    out.extend_from_slice(&s);
    out.extend(pad.iter().cycle().take(right));
    Ok(str_val(out))
}

fn str_split(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let n = int_arg(args, 1, 1);
    if n < 1 {
        return Err(value_error(
            cx,
            "str_split(): Argument #2 ($length) must be greater than 0".into(),
        ));
    }
    Ok(list_of(s.chunks(n as usize).map(|c| c.to_vec())))
}

fn strrev(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut v = str_arg(args, 0).into_vec();
    v.reverse();
    Ok(str_val(v))
}

fn strtolower(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    if !s.iter().any(|c| c.is_ascii_uppercase()) {
        return Ok(Value::Str(s));
    }
    Ok(str_val(s.to_ascii_lowercase()))
}

fn strtoupper(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    if !s.iter().any(|c| c.is_ascii_lowercase()) {
        return Ok(Value::Str(s));
    }
    Ok(str_val(s.to_ascii_uppercase()))
}

fn ucfirst(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut v = str_arg(args, 0).into_vec();
    if let Some(c) = v.first_mut() {
        c.make_ascii_uppercase();
    }
    Ok(str_val(v))
}

fn lcfirst(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut v = str_arg(args, 0).into_vec();
    if let Some(c) = v.first_mut() {
        c.make_ascii_lowercase();
    }
    Ok(str_val(v))
}

fn ucwords(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut v = str_arg(args, 0).into_vec();
    let delims = if args.len() > 1 {
        str_arg(args, 1)
    } else {
        PhpString::from(" \t\r\n\x0c\x0b")
    };
    let mut mask = [false; 256];
    for &d in delims.iter() {
        mask[d as usize] = true;
    }
    let mut at_start = true;
    for c in v.iter_mut() {
        if at_start {
            c.make_ascii_uppercase();
        }
        at_start = mask[*c as usize];
    }
    Ok(str_val(v))
}

/// Build the byte mask of a trim-style character list, with `a..z` ranges and PHP's
/// warnings for malformed ranges.
pub(crate) fn char_mask(cx: &Interp, func: &str, chars: &[u8]) -> [bool; 256] {
    let mut mask = [false; 256];
    let n = chars.len();
    let mut i = 0;
    while i < n {
        let c = chars[i];
        if i + 3 < n && chars[i + 1] == b'.' && chars[i + 2] == b'.' && chars[i + 3] >= c {
            for m in &mut mask[c as usize..=chars[i + 3] as usize] {
                *m = true;
            }
            i += 4;
            continue;
        }
        if i + 1 < n && chars[i] == b'.' && chars[i + 1] == b'.' {
            let msg = if i == 0 {
                "Invalid '..'-range, no character to the left of '..'"
            } else if i + 2 >= n {
                "Invalid '..'-range, no character to the right of '..'"
            } else if chars[i - 1] > chars[i + 2] {
                "Invalid '..'-range, '..'-range needs to be incrementing"
            } else {
                "Invalid '..'-range"
            };
            cx.warn(&format!("{func}(): {msg}"));
            i += 1;
            continue;
        }
        mask[c as usize] = true;
        i += 1;
    }
    mask
}

const DEFAULT_TRIM: &[u8] = b" \n\r\t\x0b\x00";

fn do_trim(cx: &Interp, args: &[Value], func: &str, left: bool, right: bool) -> Value {
    let s = str_arg(args, 0);
    let mask = if args.len() > 1 {
        char_mask(cx, func, &str_arg(args, 1))
    } else {
        let mut m = [false; 256];
        for &c in DEFAULT_TRIM {
            m[c as usize] = true;
        }
        m
    };
    let mut a = 0;
    let mut b = s.len();
    if left {
        while a < b && mask[s[a] as usize] {
            a += 1;
        }
    }
    if right {
        while b > a && mask[s[b - 1] as usize] {
            b -= 1;
        }
    }
    if a == 0 && b == s.len() {
        Value::Str(s)
    } else {
        Value::bytes(&s[a..b])
    }
}

fn trim(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(do_trim(cx, args, "trim", true, true))
}
fn ltrim(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(do_trim(cx, args, "ltrim", true, false))
}
fn rtrim(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(do_trim(cx, args, "rtrim", false, true))
}
fn chop(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(do_trim(cx, args, "chop", false, true))
}

/// Byte positions of every non-overlapping occurrence of `needle` (non-empty).
pub(crate) fn find_all(hay: &[u8], needle: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(p) = find_from(hay, needle, i) {
        out.push(p);
        i = p + needle.len();
    }
    out
}

/// First occurrence of `needle` in `hay` at or after `from`.
pub(crate) fn find_from(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    let h = &hay[from..];
    if needle.is_empty() {
        return Some(from);
    }
    if needle.len() > h.len() {
        return None;
    }
    if needle.len() == 1 {
        return h.iter().position(|&c| c == needle[0]).map(|p| p + from);
    }
    let first = needle[0];
    let last = h.len() - needle.len();
    let mut i = 0;
    while i <= last {
        match h[i..=last].iter().position(|&c| c == first) {
            None => return None,
            Some(p) => {
                let at = i + p;
                if &h[at..at + needle.len()] == needle {
                    return Some(at + from);
                }
                i = at + 1;
            }
        }
    }
    None
}

fn explode(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let sep = str_arg(args, 0);
    let s = str_arg(args, 1);
    let limit = int_arg(args, 2, i64::MAX);
    if sep.is_empty() {
        return Err(value_error(
            cx,
            "explode(): Argument #1 ($separator) cannot be empty".into(),
        ));
    }
    let mut parts: Vec<&[u8]> = Vec::new();
    if s.is_empty() {
        if limit >= 0 {
            return Ok(list_of([Vec::new()]));
        }
        return Ok(Value::empty_array());
    }
    let limit = if limit == 0 { 1 } else { limit };
    let mut start = 0;
    while let Some(p) = find_from(&s, &sep, start) {
        if limit > 0 && parts.len() as i64 == limit - 1 {
            break;
        }
        parts.push(&s[start..p]);
        start = p + sep.len();
    }
    parts.push(&s[start..]);
    if limit < 0 {
        let keep = parts.len() as i64 + limit;
        if keep <= 0 {
            return Ok(Value::empty_array());
        }
        parts.truncate(keep as usize);
    }
    Ok(list_of(parts.into_iter().map(|p| p.to_vec())))
}

/// Join array elements with a separator, converting each element as PHP's string
/// conversion does.
pub(crate) fn join_values(cx: &Interp, sep: &[u8], arr: &PhpArray) -> Result<Vec<u8>, Unwind> {
    let mut out = Vec::new();
    for (i, v) in arr.values().enumerate() {
        if i > 0 {
            out.extend_from_slice(sep);
        }
        match v {
            Value::Str(s) => out.extend_from_slice(s),
            Value::Int(n) => out.extend_from_slice(n.to_string().as_bytes()),
            other => out.extend_from_slice(&to_str(cx, other)?),
        }
    }
    Ok(out)
}

fn implode_impl(cx: &Interp, args: &[Value], func: &str) -> Result<Value, Unwind> {
    let first = args.first().map(Value::deref).unwrap_or_default();
    let second = args.get(1).map(Value::deref).unwrap_or_default();
    match (&first, &second) {
        (Value::Array(a), Value::Null) => Ok(str_val(join_values(cx, b"", a)?)),
        (Value::Array(_), _) => Err(cx.throw_error(
            "TypeError",
            &format!("{func}(): Argument #1 ($separator) must be of type string, array given"),
        )),
        (sep, Value::Array(a)) => {
            let sep = to_str(cx, sep)?;
            Ok(str_val(join_values(cx, &sep, a)?))
        }
        (sep, _) => Err(cx.throw_error(
            "TypeError",
            &format!(
                "{func}(): Argument #1 ($array) must be of type array, {} given",
                sep.type_name_for_error()
            ),
        )),
    }
}

fn implode(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    implode_impl(cx, args, "implode")
}
fn join(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    implode_impl(cx, args, "join")
}

fn nl2br(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let br: &[u8] = if bool_arg(args, 1, true) {
        b"<br />"
    } else {
        b"<br>"
    };
    let mut out = Vec::with_capacity(s.len() + 16);
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'\r' || c == b'\n' {
            out.extend_from_slice(br);
            out.push(c);
            if i + 1 < s.len() && (s[i + 1] == b'\r' || s[i + 1] == b'\n') && s[i + 1] != c {
                out.push(s[i + 1]);
                i += 1;
            }
        } else {
            out.push(c);
        }
        i += 1;
    }
    Ok(str_val(out))
}

fn wordwrap(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let text = str_arg(args, 0);
    let width = int_arg(args, 1, 75);
    let brk = if args.len() > 2 {
        str_arg(args, 2)
    } else {
        PhpString::from("\n")
    };
    let cut = bool_arg(args, 3, false);
    if text.is_empty() {
        return Ok(Value::str(""));
    }
    if brk.is_empty() {
        return Err(value_error(
            cx,
            "wordwrap(): Argument #3 ($break) cannot be empty".into(),
        ));
    }
    if width == 0 && cut {
        return Err(value_error(
            cx,
            "wordwrap(): Argument #4 ($cut_long_words) cannot be true when argument #2 ($width) is 0"
                .into(),
        ));
    }
    let t: &[u8] = &text;
    let b: &[u8] = &brk;
    let n = t.len() as i64;
    let bl = b.len() as i64;
    let at = |i: i64| t[i as usize];
    let matches_break = |i: i64| i + bl < n && &t[i as usize..(i + bl) as usize] == b;
    // Single-character break without cutting: PHP rewrites spaces in place.
    if bl == 1 && !cut {
        let mut out = t.to_vec();
        let (mut laststart, mut lastspace) = (0i64, 0i64);
        for cur in 0..n {
            if at(cur) == b[0] {
                laststart = cur + 1;
                lastspace = cur + 1;
            } else if at(cur) == b' ' {
                if cur - laststart >= width {
                    out[cur as usize] = b[0];
                    laststart = cur + 1;
                }
                lastspace = cur;
            } else if cur - laststart >= width && laststart != lastspace {
                out[lastspace as usize] = b[0];
                laststart = lastspace + 1;
            }
        }
        return Ok(str_val(out));
    }
    let mut out = Vec::with_capacity(t.len() + t.len() / 4);
    let (mut laststart, mut lastspace) = (0i64, 0i64);
    let mut cur = 0i64;
    while cur < n {
        let c = at(cur);
        if c == b[0] && matches_break(cur) {
            out.extend_from_slice(&t[laststart as usize..(cur + bl) as usize]);
            cur += bl - 1;
            laststart = cur + 1;
            lastspace = laststart;
        } else if c == b' ' {
            if cur - laststart >= width {
                out.extend_from_slice(&t[laststart as usize..cur as usize]);
                out.extend_from_slice(b);
                laststart = cur + 1;
            }
            lastspace = cur;
        } else if cur - laststart >= width && cut && laststart >= lastspace {
            out.extend_from_slice(&t[laststart as usize..cur as usize]);
            out.extend_from_slice(b);
            laststart = cur;
            lastspace = cur;
        } else if cur - laststart >= width && laststart < lastspace {
            out.extend_from_slice(&t[laststart as usize..lastspace as usize]);
            out.extend_from_slice(b);
            laststart = lastspace + 1;
            lastspace = laststart;
        }
        cur += 1;
    }
    if laststart != cur {
        out.extend_from_slice(&t[laststart as usize..cur as usize]);
    }
    Ok(str_val(out))
}

fn chunk_split(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let n = int_arg(args, 1, 76);
    let end = if args.len() > 2 {
        str_arg(args, 2)
    } else {
        PhpString::from("\r\n")
    };
    if n < 1 {
        return Err(value_error(
            cx,
            "chunk_split(): Argument #2 ($length) must be greater than 0".into(),
        ));
    }
    let mut out = Vec::with_capacity(s.len() + (s.len() / n as usize + 1) * end.len());
    for chunk in s.chunks(n as usize) {
        out.extend_from_slice(chunk);
        out.extend_from_slice(&end);
    }
    if s.is_empty() {
        out.extend_from_slice(&end);
    }
    Ok(str_val(out))
}

fn ord(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(
        str_arg(args, 0).first().copied().unwrap_or(0) as i64
    ))
}

fn chr(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let c = int_arg(args, 0, 0).rem_euclid(256) as u8;
    Ok(Value::bytes(&[c]))
}

fn str_word_count(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let format = int_arg(args, 1, 0);
    let extra = match opt_str(args, 2) {
        Some(c) => char_mask(cx, "str_word_count", &c),
        None => [false; 256],
    };
    if !(0..=2).contains(&format) {
        return Err(value_error(
            cx,
            "str_word_count(): Argument #2 ($format) must be a valid format value".into(),
        ));
    }
    let is_word = |c: u8| c.is_ascii_alphabetic() || extra[c as usize] || c == b'\'' || c == b'-';
    let mut p = 0;
    let mut e = s.len();
    // A word cannot start with ' or -, nor end with -, unless they are listed.
    if p < e
        && ((s[p] == b'\'' && !extra[b'\'' as usize]) || (s[p] == b'-' && !extra[b'-' as usize]))
    {
        p += 1;
    }
    if e > p && s[e - 1] == b'-' && !extra[b'-' as usize] {
        e -= 1;
    }
    let mut arr = PhpArray::new();
    let mut count = 0;
    while p < e {
        let start = p;
        while p < e && is_word(s[p]) {
            p += 1;
        }
        if p > start {
            match format {
                1 => {
                    arr.push(Value::bytes(&s[start..p]));
                }
                2 => arr.insert((start as i64).into(), Value::bytes(&s[start..p])),
                _ => count += 1,
            }
        }
        p += 1;
    }
    Ok(if format == 0 {
        Value::Int(count)
    } else {
        Value::arr(arr)
    })
}

fn count_chars(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let mode = int_arg(args, 1, 0);
    if !(0..=4).contains(&mode) {
        return Err(value_error(
            cx,
            "count_chars(): Argument #2 ($mode) must be between 0 and 4 (inclusive)".into(),
        ));
    }
    let mut counts = [0i64; 256];
    for &c in s.iter() {
        counts[c as usize] += 1;
    }
    let pick = |c: i64| match mode {
        0 => true,
        1 | 3 => c > 0,
        _ => c == 0,
    };
    if mode >= 3 {
        let out: Vec<u8> = (0..=255u8).filter(|&b| pick(counts[b as usize])).collect();
        return Ok(str_val(out));
    }
    let mut arr = PhpArray::new();
    for (b, &n) in counts.iter().enumerate() {
        if pick(n) {
            arr.insert((b as i64).into(), Value::Int(n));
        }
    }
    Ok(Value::arr(arr))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: fn(&Interp, &mut [Value]) -> Result<Value, Unwind>, mut args: Vec<Value>) -> String {
        let cx = Interp::new();
        match f(&cx, &mut args) {
            Ok(v) => v.to_php_string_lossy().to_string_lossy(),
            Err(_) => "<error>".into(),
        }
    }

    #[test]
    fn basics() {
        assert_eq!(
            call(substr, vec!["hello".into(), Value::Int(-3), Value::Int(2)]),
            "ll"
        );
        assert_eq!(
            call(substr, vec!["hello".into(), Value::Int(1), Value::Int(-1)]),
            "ell"
        );
        assert_eq!(call(substr, vec!["abc".into(), Value::Int(5)]), "");
        assert_eq!(
            call(
                str_pad,
                vec!["abc".into(), Value::Int(10), "-=".into(), Value::Int(2)]
            ),
            "-=-abc-=-="
        );
        assert_eq!(
            call(ucwords, vec!["hello_world-foo bar".into(), "_-".into()]),
            "Hello_World-Foo bar"
        );
        assert_eq!(call(trim, vec!["xxabcxx".into(), "a..x".into()]), "");
        assert_eq!(
            call(
                chunk_split,
                vec!["abcdefg".into(), Value::Int(3), "|".into()]
            ),
            "abc|def|g|"
        );
    }

    #[test]
    fn wordwrap_matches_php() {
        let r = call(
            wordwrap,
            vec![
                "A very long woooooooooooord.".into(),
                Value::Int(8),
                "\n".into(),
                Value::Bool(true),
            ],
        );
        assert_eq!(r, "A very\nlong\nwooooooo\nooooord.");
        let r = call(wordwrap, vec!["The quick brown fox".into(), Value::Int(10)]);
        assert_eq!(r, "The quick\nbrown fox");
    }
}
