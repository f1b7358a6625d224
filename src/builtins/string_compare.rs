//! String comparison and similarity: strcmp and its case/length/natural variants,
//! substr_compare, similar_text, levenshtein, soundex.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "strcmp", sig: "strcmp(string $string1, string $string2): int", call: strcmp },
    Builtin { name: "strcoll", sig: "strcoll(string $string1, string $string2): int", call: strcoll },
    Builtin {
        name: "strcasecmp",
        sig: "strcasecmp(string $string1, string $string2): int",
        call: strcasecmp,
    },
    Builtin {
        name: "strncmp",
        sig: "strncmp(string $string1, string $string2, int $length): int",
        call: strncmp,
    },
    Builtin {
        name: "strncasecmp",
        sig: "strncasecmp(string $string1, string $string2, int $length): int",
        call: strncasecmp,
    },
    Builtin {
        name: "strnatcmp",
        sig: "strnatcmp(string $string1, string $string2): int",
        call: strnatcmp,
    },
    Builtin {
        name: "strnatcasecmp",
        sig: "strnatcasecmp(string $string1, string $string2): int",
        call: strnatcasecmp,
    },
    Builtin {
        name: "substr_compare",
        sig: "substr_compare(string $haystack, string $needle, int $offset, ?int $length = null, bool $case_insensitive = false): int",
        call: substr_compare,
    },
    Builtin {
        name: "similar_text",
        sig: "similar_text(string $string1, string $string2, &$percent = null): int",
        call: similar_text,
    },
    Builtin {
        name: "levenshtein",
        sig: "levenshtein(string $string1, string $string2, int $insertion_cost = 1, int $replacement_cost = 1, int $deletion_cost = 1): int",
        call: levenshtein,
    },
    Builtin { name: "soundex", sig: "soundex(string $string): string", call: soundex },
];

/// PHP's `zend_binary_strncmp`: the first differing byte's difference, else the
/// three-way comparison of the (capped) lengths.
pub(crate) fn binary_cmp(a: &[u8], b: &[u8], cap: usize, fold: bool) -> i64 {
    let n = a.len().min(b.len()).min(cap);
    for i in 0..n {
        let (x, y) = if fold {
            (a[i].to_ascii_lowercase(), b[i].to_ascii_lowercase())
        } else {
            (a[i], b[i])
        };
        if x != y {
            return x as i64 - y as i64;
        }
    }
    let (la, lb) = (a.len().min(cap), b.len().min(cap));
    (la as i64 - lb as i64).signum()
}

fn strcmp(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    Ok(Value::Int(binary_cmp(&a, &b, usize::MAX, false)))
}
/// `strcoll` in the C locale: the difference of the first differing bytes.
fn strcoll(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let k = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let at = |s: &[u8]| s.get(k).map_or(0, |&c| c as i64);
    Ok(Value::Int(at(a) - at(b)))
}
fn strcasecmp(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    Ok(Value::Int(binary_cmp(&a, &b, usize::MAX, true)))
}

fn ncmp(cx: &Interp, args: &[Value], func: &str, fold: bool) -> Result<Value, Unwind> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    let n = int_arg(args, 2, 0);
    if n < 0 {
        return Err(value_error(
            cx,
            format!("{func}(): Argument #3 ($length) must be greater than or equal to 0"),
        ));
    }
    Ok(Value::Int(binary_cmp(&a, &b, n as usize, fold)))
}
fn strncmp(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    ncmp(cx, args, "strncmp", false)
}
fn strncasecmp(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    ncmp(cx, args, "strncasecmp", true)
}

fn digit_at(s: &[u8], i: usize) -> bool {
    i < s.len() && s[i].is_ascii_digit()
}

/// Natural-order comparison, a port of PHP's `strnatcmp_ex`.
pub fn natural_cmp(a: &[u8], b: &[u8], fold: bool) -> i64 {
    if a.is_empty() || b.is_empty() {
        return (a.len() as i64 - b.len() as i64).signum();
    }
    let at = |s: &[u8], i: usize| s.get(i).copied().unwrap_or(0);
    let is_space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c');
    let (mut ap, mut bp) = (0usize, 0usize);
    let mut leading = true;
    loop {
        let mut ca = at(a, ap);
        let mut cb = at(b, bp);
        while leading && ca == b'0' && digit_at(a, ap + 1) {
            ap += 1;
            ca = a[ap];
        }
        while leading && cb == b'0' && digit_at(b, bp + 1) {
            bp += 1;
            cb = b[bp];
        }
        leading = false;
        while is_space(ca) {
            ap += 1;
            ca = at(a, ap);
        }
        while is_space(cb) {
            bp += 1;
            cb = at(b, bp);
        }
        if ca.is_ascii_digit() && cb.is_ascii_digit() {
            let fractional = ca == b'0' || cb == b'0';
            let r = if fractional {
                compare_left(a, &mut ap, b, &mut bp)
            } else {
                compare_right(a, &mut ap, b, &mut bp)
            };
            if r != 0 {
                return r;
            } else if ap >= a.len() && bp >= b.len() {
                return 0;
            } else if ap >= a.len() {
                return -1;
            } else if bp >= b.len() {
                return 1;
            }
            ca = a[ap];
            cb = b[bp];
        }
        if fold {
            ca = ca.to_ascii_uppercase();
            cb = cb.to_ascii_uppercase();
        }
        if ca < cb {
            return -1;
        } else if ca > cb {
            return 1;
        }
        ap += 1;
        bp += 1;
        if ap >= a.len() && bp >= b.len() {
            return 0;
        } else if ap >= a.len() {
            return -1;
        } else if bp >= b.len() {
            return 1;
        }
    }
}

fn compare_right(a: &[u8], ap: &mut usize, b: &[u8], bp: &mut usize) -> i64 {
    let mut bias = 0;
    loop {
        let (da, db) = (digit_at(a, *ap), digit_at(b, *bp));
        if !da && !db {
            return bias;
        } else if !da {
            return -1;
        } else if !db {
            return 1;
        } else if bias == 0 {
            bias = (a[*ap] as i64 - b[*bp] as i64).signum();
        }
        *ap += 1;
        *bp += 1;
    }
}

fn compare_left(a: &[u8], ap: &mut usize, b: &[u8], bp: &mut usize) -> i64 {
    loop {
        let (da, db) = (digit_at(a, *ap), digit_at(b, *bp));
        if !da && !db {
            return 0;
        } else if !da {
            return -1;
        } else if !db {
            return 1;
        } else if a[*ap] != b[*bp] {
            return (a[*ap] as i64 - b[*bp] as i64).signum();
        }
        *ap += 1;
        *bp += 1;
    }
}

fn strnatcmp(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    Ok(Value::Int(natural_cmp(&a, &b, false)))
}
fn strnatcasecmp(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    Ok(Value::Int(natural_cmp(&a, &b, true)))
}

fn substr_compare(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let mut offset = int_arg(args, 2, 0);
    let length = opt_int(args, 3);
    let fold = bool_arg(args, 4, false);
    match length {
        Some(0) => return Ok(Value::Int(0)),
        Some(l) if l < 0 => {
            return Err(value_error(
                cx,
                "substr_compare(): Argument #4 ($length) must be greater than or equal to 0".into(),
            ))
        }
        _ => {}
    }
    if offset < 0 {
        offset = (offset + h.len() as i64).max(0);
    }
    if offset as u64 > h.len() as u64 {
        return Err(value_error(
            cx,
            "substr_compare(): Argument #3 ($offset) must be contained in argument #1 ($haystack)"
                .into(),
        ));
    }
    let rest = &h[offset as usize..];
    let cap = match length {
        Some(l) => l as usize,
        None => n.len().max(rest.len()),
    };
    Ok(Value::Int(binary_cmp(rest, &n, cap, fold)))
}

fn similar_str(a: &[u8], b: &[u8]) -> (usize, usize, usize, usize) {
    let (mut pos1, mut pos2, mut max, mut count) = (0, 0, 0, 0);
    for p in 0..a.len() {
        for q in 0..b.len() {
            let l = a[p..]
                .iter()
                .zip(&b[q..])
                .take_while(|(x, y)| x == y)
                .count();
            if l > max {
                max = l;
                count += 1;
                pos1 = p;
                pos2 = q;
            }
        }
    }
    (pos1, pos2, max, count)
}

fn similar_char(a: &[u8], b: &[u8]) -> usize {
    let (pos1, pos2, max, count) = similar_str(a, b);
    let mut sum = max;
    if sum > 0 {
        if pos1 > 0 && pos2 > 0 && count > 1 {
            sum += similar_char(&a[..pos1], &b[..pos2]);
        }
        if pos1 + max < a.len() && pos2 + max < b.len() {
            sum += similar_char(&a[pos1 + max..], &b[pos2 + max..]);
        }
    }
    sum
}

fn similar_text(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    if a.len() + b.len() == 0 {
        set_ref(args, 2, Value::Float(0.0));
        return Ok(Value::Int(0));
    }
    let sim = similar_char(&a, &b);
    set_ref(
        args,
        2,
        Value::Float(sim as f64 * 2.0 * 100.0 / (a.len() + b.len()) as f64),
    );
    Ok(Value::Int(sim as i64))
}

fn levenshtein(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    let ins = int_arg(args, 2, 1);
    let rep = int_arg(args, 3, 1);
    let del = int_arg(args, 4, 1);
    if a.is_empty() {
        return Ok(Value::Int(b.len() as i64 * ins));
    }
    if b.is_empty() {
        return Ok(Value::Int(a.len() as i64 * del));
    }
    let mut p1: Vec<i64> = (0..=b.len() as i64).map(|i| i * ins).collect();
    let mut p2 = vec![0i64; b.len() + 1];
    for &ca in a.iter() {
        p2[0] = p1[0] + del;
        for (i2, &cb) in b.iter().enumerate() {
            let mut c0 = p1[i2] + if ca == cb { 0 } else { rep };
            let c1 = p1[i2 + 1] + del;
            if c1 < c0 {
                c0 = c1;
            }
            let c2 = p2[i2] + ins;
            if c2 < c0 {
                c0 = c2;
            }
            p2[i2 + 1] = c0;
        }
        std::mem::swap(&mut p1, &mut p2);
    }
    Ok(Value::Int(p1[b.len()]))
}

fn soundex(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    const TABLE: &[u8; 26] = b"\x00123\x0012\x00\x0022455\x0012623\x001\x002\x002";
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(4);
    let mut last = 0u8;
    for &c in s.iter() {
        if out.len() >= 4 {
            break;
        }
        let c = c.to_ascii_uppercase();
        if !c.is_ascii_uppercase() {
            continue;
        }
        let code = TABLE[(c - b'A') as usize];
        if out.is_empty() {
            out.push(c);
            last = code;
        } else if code != last {
            if code != 0 {
                out.push(code);
            }
            last = code;
        }
    }
    while out.len() < 4 {
        out.push(b'0');
    }
    Ok(str_val(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order() {
        assert_eq!(natural_cmp(b"img12", b"img10", false), 1);
        assert_eq!(natural_cmp(b"A1", b"a10", true), -1);
        assert_eq!(natural_cmp(b"x2", b"x10", false), -1);
    }

    #[test]
    fn byte_compare() {
        assert_eq!(binary_cmp(b"a", b"z", usize::MAX, false), -25);
        assert_eq!(binary_cmp(b"abcd", b"a", usize::MAX, false), 1);
    }
}
