//! Searching inside byte strings: the strpos family, strstr/strrchr, str_contains and
//! friends, substr_count, strspn/strcspn and strpbrk.

use super::string::find_from;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "strpos",
        sig: "strpos(string $haystack, string $needle, int $offset = 0): int|false",
        call: strpos,
    },
    Builtin {
        name: "stripos",
        sig: "stripos(string $haystack, string $needle, int $offset = 0): int|false",
        call: stripos,
    },
    Builtin {
        name: "strrpos",
        sig: "strrpos(string $haystack, string $needle, int $offset = 0): int|false",
        call: strrpos,
    },
    Builtin {
        name: "strripos",
        sig: "strripos(string $haystack, string $needle, int $offset = 0): int|false",
        call: strripos,
    },
    Builtin {
        name: "str_contains",
        sig: "str_contains(string $haystack, string $needle): bool",
        call: str_contains,
    },
    Builtin {
        name: "str_starts_with",
        sig: "str_starts_with(string $haystack, string $needle): bool",
        call: str_starts_with,
    },
    Builtin {
        name: "str_ends_with",
        sig: "str_ends_with(string $haystack, string $needle): bool",
        call: str_ends_with,
    },
    Builtin {
        name: "strstr",
        sig: "strstr(string $haystack, string $needle, bool $before_needle = false): string|false",
        call: strstr,
    },
    Builtin {
        name: "strchr",
        sig: "strchr(string $haystack, string $needle, bool $before_needle = false): string|false",
        call: strstr,
    },
    Builtin {
        name: "stristr",
        sig: "stristr(string $haystack, string $needle, bool $before_needle = false): string|false",
        call: stristr,
    },
    Builtin {
        name: "strrchr",
        sig: "strrchr(string $haystack, string $needle): string|false",
        call: strrchr,
    },
    Builtin {
        name: "strpbrk",
        sig: "strpbrk(string $string, string $characters): string|false",
        call: strpbrk,
    },
    Builtin {
        name: "substr_count",
        sig: "substr_count(string $haystack, string $needle, int $offset = 0, ?int $length = null): int",
        call: substr_count,
    },
    Builtin {
        name: "strspn",
        sig: "strspn(string $string, string $characters, int $offset = 0, ?int $length = null): int",
        call: strspn,
    },
    Builtin {
        name: "strcspn",
        sig: "strcspn(string $string, string $characters, int $offset = 0, ?int $length = null): int",
        call: strcspn,
    },
];

fn offset_error(cx: &Interp, func: &str) -> Unwind {
    value_error(
        cx,
        format!("{func}(): Argument #3 ($offset) must be contained in argument #1 ($haystack)"),
    )
}

fn pos_impl(cx: &Interp, args: &[Value], func: &str, fold: bool) -> Result<Value, Unwind> {
    let (hay, needle) = (str_arg(args, 0), str_arg(args, 1));
    let mut offset = int_arg(args, 2, 0);
    if offset < 0 {
        offset += hay.len() as i64;
    }
    if offset < 0 || offset > hay.len() as i64 {
        return Err(offset_error(cx, func));
    }
    let found = if fold {
        find_from(&lower(&hay), &lower(&needle), offset as usize)
    } else {
        find_from(&hay, &needle, offset as usize)
    };
    Ok(found.map_or(Value::Bool(false), |p| Value::Int(p as i64)))
}

fn strpos(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    pos_impl(cx, args, "strpos", false)
}
fn stripos(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    pos_impl(cx, args, "stripos", true)
}

/// Last occurrence of `needle` that lies entirely inside `hay[from..to]`.
fn rfind_in(hay: &[u8], needle: &[u8], from: usize, to: usize) -> Option<usize> {
    if to < from || to - from < needle.len() {
        return None;
    }
    let mut i = to - needle.len();
    loop {
        if &hay[i..i + needle.len()] == needle {
            return Some(i);
        }
        if i == from {
            return None;
        }
        i -= 1;
    }
}

fn rpos_impl(cx: &Interp, args: &[Value], func: &str, fold: bool) -> Result<Value, Unwind> {
    let (mut hay, mut needle) = (str_arg(args, 0), str_arg(args, 1));
    if fold {
        hay = lower(&hay).into();
        needle = lower(&needle).into();
    }
    let offset = int_arg(args, 2, 0);
    let len = hay.len();
    let (from, to) = if offset >= 0 {
        if offset as u64 > len as u64 {
            return Err(offset_error(cx, func));
        }
        (offset as usize, len)
    } else {
        if offset == i64::MIN || (-offset) as u64 > len as u64 {
            return Err(offset_error(cx, func));
        }
        let back = (-offset) as usize;
        if back < needle.len() {
            (0, len)
        } else {
            (0, len - back + needle.len())
        }
    };
    // PHP 8.2's case-insensitive single-byte search never matches bytes >= 0x80.
    if fold && needle.len() == 1 && needle[0] >= 0x80 {
        return Ok(Value::Bool(false));
    }
    Ok(rfind_in(&hay, &needle, from, to).map_or(Value::Bool(false), |p| Value::Int(p as i64)))
}

fn strrpos(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    rpos_impl(cx, args, "strrpos", false)
}
fn strripos(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    rpos_impl(cx, args, "strripos", true)
}

fn str_contains(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    Ok(Value::Bool(find_from(&h, &n, 0).is_some()))
}
fn str_starts_with(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    Ok(Value::Bool(h.starts_with(&n)))
}
fn str_ends_with(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    Ok(Value::Bool(h.ends_with(&n)))
}

fn strstr_impl(args: &[Value], fold: bool) -> Value {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let before = bool_arg(args, 2, false);
    let found = if fold {
        find_from(&lower(&h), &lower(&n), 0)
    } else {
        find_from(&h, &n, 0)
    };
    match found {
        None => Value::Bool(false),
        Some(p) if before => Value::bytes(&h[..p]),
        Some(p) => Value::bytes(&h[p..]),
    }
}

fn strstr(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(strstr_impl(args, false))
}
fn stristr(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(strstr_impl(args, true))
}

fn strrchr(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let c = n.first().copied().unwrap_or(0);
    Ok(match h.iter().rposition(|&b| b == c) {
        Some(p) => Value::bytes(&h[p..]),
        None => Value::Bool(false),
    })
}

fn strpbrk(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (s, chars) = (str_arg(args, 0), str_arg(args, 1));
    if chars.is_empty() {
        return Err(value_error(
            cx,
            "strpbrk(): Argument #2 ($characters) must be a non-empty string".into(),
        ));
    }
    Ok(match s.iter().position(|c| chars.contains(c)) {
        Some(p) => Value::bytes(&s[p..]),
        None => Value::Bool(false),
    })
}

fn substr_count(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let mut offset = int_arg(args, 2, 0);
    if n.is_empty() {
        return Err(value_error(
            cx,
            "substr_count(): Argument #2 ($needle) cannot be empty".into(),
        ));
    }
    let len = h.len() as i64;
    if offset < 0 {
        offset += len;
    }
    if offset < 0 || offset > len {
        return Err(offset_error(cx, "substr_count"));
    }
    let mut end = len;
    if let Some(mut l) = opt_int(args, 3) {
        if l < 0 {
            l += len - offset;
        }
        if l < 0 || l > len - offset {
            return Err(value_error(
                cx,
                "substr_count(): Argument #4 ($length) must be contained in argument #1 ($haystack)"
                    .into(),
            ));
        }
        end = offset + l;
    }
    let region = &h[offset as usize..end as usize];
    Ok(Value::Int(super::string::find_all(region, &n).len() as i64))
}

fn spn_impl(args: &[Value], accept: bool) -> Value {
    let (s, chars) = (str_arg(args, 0), str_arg(args, 1));
    let len = s.len() as i64;
    let mut offset = int_arg(args, 2, 0);
    if offset < 0 {
        offset = (offset + len).max(0);
    } else if offset > len {
        return Value::Int(0);
    }
    let mut l = match opt_int(args, 3) {
        Some(l) if l < 0 => (l + len - offset).max(0),
        Some(l) => l.min(len - offset),
        None => len - offset,
    };
    if l < 0 {
        l = 0;
    }
    let mut set = [false; 256];
    for &c in chars.iter() {
        set[c as usize] = true;
    }
    let region = &s[offset as usize..(offset + l) as usize];
    let n = region
        .iter()
        .take_while(|&&c| set[c as usize] == accept)
        .count();
    Value::Int(n as i64)
}

fn strspn(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(spn_impl(args, true))
}
fn strcspn(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(spn_impl(args, false))
}
