//! Replacement: str_replace/str_ireplace (arrays of searches, replacements and subjects),
//! substr_replace and strtr (byte map and longest-match-first array form).

use hashbrown::HashMap;

use super::string::find_from;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "str_replace",
        sig: "str_replace(array|string $search, array|string $replace, string|array $subject, &$count = null): string|array",
        call: str_replace,
    },
    Builtin {
        name: "str_ireplace",
        sig: "str_ireplace(array|string $search, array|string $replace, string|array $subject, &$count = null): string|array",
        call: str_ireplace,
    },
    Builtin {
        name: "substr_replace",
        sig: "substr_replace(array|string $string, array|string $replace, array|int $offset, array|int|null $length = null): string|array",
        call: substr_replace,
    },
    Builtin {
        name: "strtr",
        sig: "strtr(string $string, array|string $from, ?string $to = null): string",
        call: strtr,
    },
];

/// Replace every occurrence of `search` (non-empty) in `subject`, counting replacements.
/// Returns None when nothing matched, so callers can keep the original string.
fn replace_one(
    subject: &[u8],
    search: &[u8],
    repl: &[u8],
    fold: bool,
    count: &mut i64,
) -> Option<Vec<u8>> {
    let folded_subject;
    let folded_search;
    let (hay, needle): (&[u8], &[u8]) = if fold {
        folded_subject = lower(subject);
        folded_search = lower(search);
        (&folded_subject, &folded_search)
    } else {
        (subject, search)
    };
    let mut pos = find_from(hay, needle, 0)?;
    let mut out = Vec::with_capacity(subject.len());
    let mut last = 0;
    loop {
        out.extend_from_slice(&subject[last..pos]);
        out.extend_from_slice(repl);
        *count += 1;
        last = pos + needle.len();
        match find_from(hay, needle, last) {
            Some(p) => pos = p,
            None => break,
        }
    }
    out.extend_from_slice(&subject[last..]);
    Some(out)
}

fn replace_in_subject(
    cx: &Interp,
    search: &Value,
    replace: &Value,
    subject: PhpString,
    fold: bool,
    count: &mut i64,
) -> Result<PhpString, Unwind> {
    match search {
        Value::Array(searches) => {
            let mut cur = subject;
            let mut repls = match replace {
                Value::Array(r) => Some(r.values()),
                _ => None,
            };
            let fixed = match replace {
                Value::Array(_) => None,
                other => Some(to_str(cx, other)?),
            };
            for s in searches.values() {
                let s = to_str(cx, s)?;
                let r = match (&mut repls, &fixed) {
                    (Some(it), _) => match it.next() {
                        Some(v) => to_str(cx, v)?,
                        None => PhpString::new(),
                    },
                    (None, Some(f)) => f.clone(),
                    (None, None) => PhpString::new(),
                };
                if s.is_empty() {
                    continue;
                }
                if let Some(v) = replace_one(&cur, &s, &r, fold, count) {
                    cur = v.into();
                }
                if cur.is_empty() {
                    break;
                }
            }
            Ok(cur)
        }
        other => {
            let s = to_str(cx, other)?;
            let r = to_str(cx, replace)?;
            if s.is_empty() {
                return Ok(subject);
            }
            Ok(match replace_one(&subject, &s, &r, fold, count) {
                Some(v) => v.into(),
                None => subject,
            })
        }
    }
}

fn replace_impl(cx: &Interp, args: &[Value], func: &str, fold: bool) -> Result<Value, Unwind> {
    let search = args.first().map(Value::deref).unwrap_or_default();
    let replace = args.get(1).map(Value::deref).unwrap_or_default();
    let subject = args.get(2).map(Value::deref).unwrap_or_default();
    if !matches!(search, Value::Array(_)) && matches!(replace, Value::Array(_)) {
        return Err(cx.throw_error(
            "TypeError",
            &format!(
                "{func}(): Argument #2 ($replace) must be of type string when argument #1 ($search) is a string"
            ),
        ));
    }
    let mut count = 0;
    let result = match &subject {
        Value::Array(items) => {
            let mut out = PhpArray::with_capacity(items.len());
            for (k, v) in items.iter() {
                let s = to_str(cx, v)?;
                let r = replace_in_subject(cx, &search, &replace, s, fold, &mut count)?;
                out.insert(k.clone(), Value::Str(r));
            }
            Value::arr(out)
        }
        other => {
            let s = to_str(cx, other)?;
            Value::Str(replace_in_subject(
                cx, &search, &replace, s, fold, &mut count,
            )?)
        }
    };
    set_ref(args, 3, Value::Int(count));
    Ok(result)
}

fn str_replace(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    replace_impl(cx, args, "str_replace", false)
}
fn str_ireplace(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    replace_impl(cx, args, "str_ireplace", true)
}

fn splice(s: &[u8], repl: &[u8], offset: i64, length: Option<i64>) -> Vec<u8> {
    let len = s.len() as i64;
    let mut f = offset;
    if f < 0 {
        f = (f + len).max(0);
    } else if f > len {
        f = len;
    }
    let mut l = length.unwrap_or(len);
    if l < 0 {
        l = (len - f + l).max(0);
    }
    if l > len - f {
        l = len - f;
    }
    let (f, l) = (f as usize, l as usize);
    let mut out = Vec::with_capacity(s.len() + repl.len());
    out.extend_from_slice(&s[..f]);
    out.extend_from_slice(repl);
    out.extend_from_slice(&s[f + l..]);
    out
}

fn substr_replace(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let string = args.first().map(Value::deref).unwrap_or_default();
    let replace = args.get(1).map(Value::deref).unwrap_or_default();
    let offset = args.get(2).map(Value::deref).unwrap_or_default();
    let length = args.get(3).map(Value::deref).unwrap_or_default();
    let Value::Array(items) = &string else {
        if matches!(offset, Value::Array(_)) {
            return Err(cx.throw_error(
                "TypeError",
                "substr_replace(): Argument #3 ($offset) cannot be an array when working on a single string",
            ));
        }
        if matches!(length, Value::Array(_)) {
            return Err(cx.throw_error(
                "TypeError",
                "substr_replace(): Argument #4 ($length) cannot be an array when working on a single string",
            ));
        }
        let s = to_str(cx, &string)?;
        let r = match &replace {
            Value::Array(a) => match a.values().next() {
                Some(v) => to_str(cx, v)?,
                None => PhpString::new(),
            },
            other => to_str(cx, other)?,
        };
        let l = if length.is_null() {
            None
        } else {
            Some(length.to_int())
        };
        return Ok(str_val(splice(&s, &r, offset.to_int(), l)));
    };
    let mut offsets = offset.as_array().map(|a| a.values());
    let mut lengths = length.as_array().map(|a| a.values());
    let mut repls = replace.as_array().map(|a| a.values());
    let mut out = PhpArray::with_capacity(items.len());
    for (k, v) in items.iter() {
        let s = to_str(cx, v)?;
        let f = match &mut offsets {
            Some(it) => it.next().map_or(0, Value::to_int),
            None => offset.to_int(),
        };
        let l = match &mut lengths {
            Some(it) => Some(it.next().map_or(s.len() as i64, Value::to_int)),
            None if length.is_null() => None,
            None => Some(length.to_int()),
        };
        let r = match &mut repls {
            Some(it) => match it.next() {
                Some(v) => to_str(cx, v)?,
                None => PhpString::new(),
            },
            None => to_str(cx, &replace)?,
        };
        out.insert(k.clone(), str_val(splice(&s, &r, f, l)));
    }
    Ok(Value::arr(out))
}

fn strtr(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let from = args.get(1).map(Value::deref).unwrap_or_default();
    if args.len() < 3 {
        let Value::Array(pairs) = &from else {
            return Err(cx.throw_error(
                "TypeError",
                &format!(
                    "strtr(): Argument #2 ($from) must be of type array, {} given",
                    from.type_name_for_error()
                ),
            ));
        };
        return strtr_array(cx, &s, pairs);
    }
    if matches!(from, Value::Array(_)) {
        return Err(cx.throw_error(
            "TypeError",
            "strtr(): Argument #2 ($from) must be of type string, array given",
        ));
    }
    let from = to_str(cx, &from)?;
    let to = str_arg(args, 2);
    let n = from.len().min(to.len());
    if n == 0 {
        return Ok(Value::Str(s));
    }
    let mut map: [u8; 256] = std::array::from_fn(|i| i as u8);
    for i in 0..n {
        map[from[i] as usize] = to[i];
    }
    Ok(str_val(s.iter().map(|&c| map[c as usize]).collect()))
}

fn strtr_array(cx: &Interp, s: &[u8], pairs: &PhpArray) -> Result<Value, Unwind> {
    let mut map: HashMap<Vec<u8>, PhpString> = HashMap::with_capacity(pairs.len());
    let mut lengths: Vec<usize> = Vec::new();
    let mut first = [false; 256];
    for (k, v) in pairs.iter() {
        let key = match k {
            crate::value::Key::Int(i) => i.to_string().into_bytes(),
            crate::value::Key::Str(s) => s.as_bytes().to_vec(),
        };
        if key.is_empty() {
            cx.warn("strtr(): Ignoring replacement of empty string");
            continue;
        }
        first[key[0] as usize] = true;
        if !lengths.contains(&key.len()) {
            lengths.push(key.len());
        }
        let val = to_str(cx, v)?;
        map.insert(key, val);
    }
    if map.is_empty() {
        return Ok(Value::bytes(s));
    }
    lengths.sort_unstable_by(|a, b| b.cmp(a));
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    let mut last = 0;
    while i < s.len() {
        if first[s[i] as usize] {
            let hit = lengths
                .iter()
                .filter(|&&l| i + l <= s.len())
                .find_map(|&l| map.get(&s[i..i + l]).map(|v| (l, v)));
            if let Some((l, v)) = hit {
                out.extend_from_slice(&s[last..i]);
                out.extend_from_slice(v);
                i += l;
                last = i;
                continue;
            }
        }
        i += 1;
    }
    out.extend_from_slice(&s[last..]);
    Ok(str_val(out))
}
