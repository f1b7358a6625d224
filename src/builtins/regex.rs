//! The preg_* functions on top of PCRE2: matching (with PHP's match-array layouts and
//! flags), replacement (string and callback), splitting, grep, quoting and error queries.

use std::rc::Rc;

use super::regex_pattern::*;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const PREG_PATTERN_ORDER: i64 = 1;
pub const PREG_SET_ORDER: i64 = 2;
pub const PREG_OFFSET_CAPTURE: i64 = 256;
pub const PREG_UNMATCHED_AS_NULL: i64 = 512;
pub const PREG_SPLIT_NO_EMPTY: i64 = 1;
pub const PREG_SPLIT_DELIM_CAPTURE: i64 = 2;
pub const PREG_SPLIT_OFFSET_CAPTURE: i64 = 4;
pub const PREG_GREP_INVERT: i64 = 1;

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("PREG_PATTERN_ORDER", Value::Int(PREG_PATTERN_ORDER)),
        ("PREG_SET_ORDER", Value::Int(PREG_SET_ORDER)),
        ("PREG_OFFSET_CAPTURE", Value::Int(PREG_OFFSET_CAPTURE)),
        ("PREG_UNMATCHED_AS_NULL", Value::Int(PREG_UNMATCHED_AS_NULL)),
        ("PREG_SPLIT_NO_EMPTY", Value::Int(PREG_SPLIT_NO_EMPTY)),
        (
            "PREG_SPLIT_DELIM_CAPTURE",
            Value::Int(PREG_SPLIT_DELIM_CAPTURE),
        ),
        (
            "PREG_SPLIT_OFFSET_CAPTURE",
            Value::Int(PREG_SPLIT_OFFSET_CAPTURE),
        ),
        ("PREG_GREP_INVERT", Value::Int(PREG_GREP_INVERT)),
        ("PREG_NO_ERROR", Value::Int(PREG_NO_ERROR)),
        ("PREG_INTERNAL_ERROR", Value::Int(PREG_INTERNAL_ERROR)),
        (
            "PREG_BACKTRACK_LIMIT_ERROR",
            Value::Int(PREG_BACKTRACK_LIMIT_ERROR),
        ),
        (
            "PREG_RECURSION_LIMIT_ERROR",
            Value::Int(PREG_RECURSION_LIMIT_ERROR),
        ),
        ("PREG_BAD_UTF8_ERROR", Value::Int(PREG_BAD_UTF8_ERROR)),
        (
            "PREG_BAD_UTF8_OFFSET_ERROR",
            Value::Int(PREG_BAD_UTF8_OFFSET_ERROR),
        ),
        (
            "PREG_JIT_STACKLIMIT_ERROR",
            Value::Int(PREG_JIT_STACKLIMIT_ERROR),
        ),
    ]
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "preg_match",
        sig: "preg_match(string $pattern, string $subject, &$matches = null, int $flags = 0, int $offset = 0): int|false",
        call: preg_match,
    },
    Builtin {
        name: "preg_match_all",
        sig: "preg_match_all(string $pattern, string $subject, &$matches = null, int $flags = 0, int $offset = 0): int|false",
        call: preg_match_all,
    },
    Builtin {
        name: "preg_replace",
        sig: "preg_replace(string|array $pattern, string|array $replacement, string|array $subject, int $limit = -1, &$count = null): string|array|null",
        call: preg_replace,
    },
    Builtin {
        name: "preg_filter",
        sig: "preg_filter(string|array $pattern, string|array $replacement, string|array $subject, int $limit = -1, &$count = null): string|array|null",
        call: preg_filter,
    },
    Builtin {
        name: "preg_replace_callback",
        sig: "preg_replace_callback(string|array $pattern, callable $callback, string|array $subject, int $limit = -1, &$count = null, int $flags = 0): string|array|null",
        call: preg_replace_callback,
    },
    Builtin {
        name: "preg_replace_callback_array",
        sig: "preg_replace_callback_array(array $pattern, array|string $subject, int $limit = -1, &$count = null, int $flags = 0): array|string|null",
        call: preg_replace_callback_array,
    },
    Builtin {
        name: "preg_split",
        sig: "preg_split(string $pattern, string $subject, int $limit = -1, int $flags = 0): array|false",
        call: preg_split,
    },
    Builtin {
        name: "preg_quote",
        sig: "preg_quote(string $str, ?string $delimiter = null): string",
        call: preg_quote,
    },
    Builtin {
        name: "preg_grep",
        sig: "preg_grep(string $pattern, array $array, int $flags = 0): array|false",
        call: preg_grep,
    },
    Builtin { name: "preg_last_error", sig: "preg_last_error(): int", call: preg_last_error },
    Builtin {
        name: "preg_last_error_msg",
        sig: "preg_last_error_msg(): string",
        call: preg_last_error_msg,
    },
];

fn compile_for(cx: &Interp, pattern: &[u8], func: &str) -> Option<Rc<Pattern>> {
    compile(pattern, &mut |m| cx.warn(&m), func)
}

/// A group's value in a match array: string, or NULL / "" when unset.
fn group_value(subject: &[u8], span: Option<(usize, usize)>, unmatched_null: bool) -> Value {
    match span {
        Some((a, b)) => Value::bytes(&subject[a..b]),
        None if unmatched_null => Value::Null,
        None => Value::str(""),
    }
}

/// `[value, offset]` for PREG_OFFSET_CAPTURE.
fn offset_pair(subject: &[u8], span: Option<(usize, usize)>, unmatched_null: bool) -> Value {
    let off = span.map_or(-1, |s| s.0 as i64);
    Value::arr(PhpArray::from_values(vec![
        group_value(subject, span, unmatched_null),
        Value::Int(off),
    ]))
}

fn insert_group(arr: &mut PhpArray, pat: &Pattern, i: usize, v: Value) {
    if let Some(Some(name)) = pat.names.get(i) {
        arr.insert(Key::Str(PhpString::from(name.as_str())), v.clone());
    }
    arr.insert(Key::Int(i as i64), v);
}

/// The match array of preg_match / SET_ORDER / callbacks (`populate_subpat_array`).
fn subpat_array(pat: &Pattern, subject: &[u8], f: &Found, flags: i64) -> PhpArray {
    let offset_capture = flags & PREG_OFFSET_CAPTURE != 0;
    let unmatched_null = flags & PREG_UNMATCHED_AS_NULL != 0;
    let upto = if unmatched_null {
        pat.group_count()
    } else {
        f.count
    };
    let mut arr = PhpArray::with_capacity(upto);
    for i in 0..upto {
        let span = f.spans[i];
        let v = if offset_capture {
            offset_pair(subject, span, unmatched_null)
        } else {
            group_value(subject, span, unmatched_null)
        };
        insert_group(&mut arr, pat, i, v);
    }
    arr
}

/// Resolve preg's start offset (negative counts from the end).
fn start_offset(subject: &[u8], offset: i64) -> Option<usize> {
    let len = subject.len() as i64;
    let o = if offset < 0 {
        (len + offset).max(0)
    } else {
        offset
    };
    if o > len {
        set_last_error(PREG_INTERNAL_ERROR);
        return None;
    }
    Some(o as usize)
}

fn preg_match(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match_impl(cx, args, false)
}
fn preg_match_all(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match_impl(cx, args, true)
}

fn match_impl(cx: &Interp, args: &[Value], global: bool) -> Result<Value, Unwind> {
    let func = if global {
        "preg_match_all"
    } else {
        "preg_match"
    };
    let pattern = str_arg(args, 0);
    let subject = str_arg(args, 1);
    let mut flags = int_arg(args, 3, 0);
    let Some(pat) = compile_for(cx, &pattern, func) else {
        return Ok(Value::Bool(false));
    };
    set_last_error(PREG_NO_ERROR);
    let order = flags & 0xff;
    if global {
        if order == 0 {
            flags |= PREG_PATTERN_ORDER;
        } else if order != PREG_PATTERN_ORDER && order != PREG_SET_ORDER {
            return Err(value_error(
                cx,
                "preg_match_all(): Argument #4 ($flags) must be a PREG_* constant".into(),
            ));
        }
    } else if order != 0 {
        return Err(value_error(
            cx,
            "preg_match(): Argument #4 ($flags) must be a PREG_* constant".into(),
        ));
    }
    let Some(start) = start_offset(&subject, int_arg(args, 4, 0)) else {
        set_ref(args, 2, Value::empty_array());
        return Ok(Value::Bool(false));
    };
    if !check_subject(&pat, &subject, start) {
        let empty = if global && flags & PREG_SET_ORDER == 0 {
            let mut arr = PhpArray::new();
            for i in 0..pat.group_count() {
                insert_group(&mut arr, &pat, i, Value::empty_array());
            }
            arr
        } else {
            PhpArray::new()
        };
        set_ref(args, 2, Value::arr(empty));
        return Ok(Value::Bool(false));
    }
    let mut it = Matches::new(&pat, &subject, start);
    if !global {
        return Ok(match it.next_match() {
            Ok(Some(f)) => {
                set_ref(args, 2, Value::arr(subpat_array(&pat, &subject, &f, flags)));
                Value::Int(1)
            }
            Ok(None) => {
                set_ref(args, 2, Value::empty_array());
                Value::Int(0)
            }
            Err(code) => {
                set_last_error(code);
                set_ref(args, 2, Value::empty_array());
                Value::Bool(false)
            }
        });
    }
    let n = pat.group_count();
    let offset_capture = flags & PREG_OFFSET_CAPTURE != 0;
    let unmatched_null = flags & PREG_UNMATCHED_AS_NULL != 0;
    let set_order = flags & PREG_SET_ORDER != 0;
    let mut sets: Vec<Vec<Value>> = if set_order {
        Vec::new()
    } else {
        vec![Vec::new(); n]
    };
    let mut set_list = PhpArray::new();
    let mut matched = 0;
    loop {
        let f = match it.next_match() {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(code) => {
                set_last_error(code);
                set_ref(args, 2, Value::empty_array());
                return Ok(Value::Bool(false));
            }
        };
        matched += 1;
        if set_order {
            set_list.push(Value::arr(subpat_array(&pat, &subject, &f, flags)));
            continue;
        }
        for (i, set) in sets.iter_mut().enumerate() {
            let span = if i < f.count { f.spans[i] } else { None };
            set.push(if offset_capture {
                offset_pair(&subject, span, unmatched_null)
            } else {
                group_value(&subject, span, unmatched_null)
            });
        }
    }
    let result = if set_order {
        set_list
    } else {
        let mut arr = PhpArray::with_capacity(n);
        for (i, set) in sets.into_iter().enumerate() {
            insert_group(&mut arr, &pat, i, Value::arr(PhpArray::from_values(set)));
        }
        arr
    };
    set_ref(args, 2, Value::arr(result));
    Ok(Value::Int(matched))
}

/// Expand `\1`, `$1`, `${1}` references in a replacement string (PHP's
/// `preg_get_backref`); a backslash before `\` or `$` makes it literal.
fn expand_replacement(out: &mut Vec<u8>, repl: &[u8], subject: &[u8], f: &Found) {
    let mut i = 0;
    let mut last_was_backslash = false;
    while i < repl.len() {
        let c = repl[i];
        if c == b'\\' || c == b'$' {
            if last_was_backslash {
                if let Some(prev) = out.last_mut() {
                    *prev = c;
                }
                last_was_backslash = false;
                i += 1;
                continue;
            }
            if let Some((n, next)) = backref(repl, i) {
                if n < f.count {
                    if let Some((a, b)) = f.spans[n] {
                        out.extend_from_slice(&subject[a..b]);
                    }
                }
                i = next;
                last_was_backslash = false;
                continue;
            }
        }
        out.push(c);
        last_was_backslash = c == b'\\';
        i += 1;
    }
}

/// A back-reference at `repl[i]` (`\N`, `$N`, `${N}`, N up to two digits): its group
/// number and the index after it.
fn backref(repl: &[u8], i: usize) -> Option<(usize, usize)> {
    let mut j = i + 1;
    let brace = repl[i] == b'$' && repl.get(j) == Some(&b'{');
    if brace {
        j += 1;
    }
    let d = *repl.get(j).filter(|c| c.is_ascii_digit())?;
    let mut n = (d - b'0') as usize;
    j += 1;
    if let Some(&d2) = repl.get(j).filter(|c| c.is_ascii_digit()) {
        n = n * 10 + (d2 - b'0') as usize;
        j += 1;
    }
    if brace {
        if repl.get(j) != Some(&b'}') {
            return None;
        }
        j += 1;
    }
    Some((n, j))
}

/// What replaces each match.
enum Replacer<'a> {
    Text(&'a [u8]),
    Callback(&'a Value, i64),
}

/// Replace matches of one pattern in one subject. Ok(None) means a match error (the
/// result is null); Ok(Some(unchanged)) when nothing matched.
fn replace_in(
    cx: &Interp,
    pat: &Pattern,
    subject: PhpString,
    rep: &Replacer,
    limit: i64,
    count: &mut i64,
) -> Result<Option<PhpString>, Unwind> {
    if !check_subject(pat, &subject, 0) {
        return Ok(None);
    }
    let mut it = Matches::new(pat, &subject, 0);
    let mut out: Vec<u8> = Vec::new();
    let mut last = 0;
    let mut left = limit;
    let mut any = false;
    while left != 0 {
        let f = match it.next_match() {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(code) => {
                set_last_error(code);
                return Ok(None);
            }
        };
        any = true;
        out.extend_from_slice(&subject[last..f.start()]);
        match rep {
            Replacer::Text(r) => expand_replacement(&mut out, r, &subject, &f),
            Replacer::Callback(cb, flags) => {
                let m = Value::arr(subpat_array(pat, &subject, &f, *flags));
                let r = cx.call_value(cb, cx.arg_list([m]))?;
                out.extend_from_slice(&to_str(cx, &r)?);
            }
        }
        last = f.end();
        *count += 1;
        if left > 0 {
            left -= 1;
        }
    }
    if !any {
        return Ok(Some(subject));
    }
    out.extend_from_slice(&subject[last..]);
    Ok(Some(PhpString::from_vec(out)))
}

/// What one preg_replace/preg_replace_callback call does to each subject.
struct ReplaceJob<'a> {
    func: &'a str,
    pattern: &'a Value,
    replacement: Option<&'a Value>,
    callback: Option<(&'a Value, i64)>,
    limit: i64,
}

/// Apply the pattern (or array of patterns) to one subject string.
fn replace_subject(
    cx: &Interp,
    job: &ReplaceJob,
    subject: PhpString,
    count: &mut i64,
) -> Result<Option<PhpString>, Unwind> {
    let (func, pattern, replacement, callback, limit) = (
        job.func,
        job.pattern,
        job.replacement,
        job.callback,
        job.limit,
    );
    let pairs: Vec<(PhpString, Option<PhpString>)> = match pattern {
        Value::Array(pats) => {
            let mut repls = replacement.and_then(|r| r.as_array()).map(|a| a.values());
            let mut v = Vec::with_capacity(pats.len());
            for p in pats.values() {
                let r = match (&mut repls, replacement) {
                    (Some(it), _) => Some(match it.next() {
                        Some(x) => to_str(cx, x)?,
                        None => PhpString::new(),
                    }),
                    (None, Some(r)) => Some(to_str(cx, r)?),
                    (None, None) => None,
                };
                v.push((to_str(cx, p)?, r));
            }
            v
        }
        p => {
            let r = match replacement {
                Some(r) => Some(to_str(cx, r)?),
                None => None,
            };
            vec![(to_str(cx, p)?, r)]
        }
    };
    let mut cur = subject;
    for (p, r) in pairs {
        let Some(pat) = compile_for(cx, &p, func) else {
            return Ok(None);
        };
        let rep = match (&r, callback) {
            (Some(r), _) => Replacer::Text(r),
            (None, Some((cb, flags))) => Replacer::Callback(cb, flags),
            (None, None) => Replacer::Text(b""),
        };
        match replace_in(cx, &pat, cur, &rep, limit, count)? {
            Some(s) => cur = s,
            None => return Ok(None),
        }
    }
    Ok(Some(cur))
}

fn replace_common(
    cx: &Interp,
    args: &[Value],
    func: &str,
    replacement: Option<&Value>,
    callback: Option<(&Value, i64)>,
) -> Result<Value, Unwind> {
    replace_or_filter(cx, args, func, replacement, callback, false)
}

/// The work of `replace_common`; `only_matched` (preg_filter) keeps only the subjects
/// something was replaced in (null for a string subject without a match).
fn replace_or_filter(
    cx: &Interp,
    args: &[Value],
    func: &str,
    replacement: Option<&Value>,
    callback: Option<(&Value, i64)>,
    only_matched: bool,
) -> Result<Value, Unwind> {
    let pattern = args.first().map(Value::deref).unwrap_or_default();
    let subject = args.get(2).map(Value::deref).unwrap_or_default();
    let limit = int_arg(args, 3, -1);
    set_last_error(PREG_NO_ERROR);
    let mut count = 0;
    let job = ReplaceJob {
        func,
        pattern: &pattern,
        replacement,
        callback,
        limit,
    };
    let result = match &subject {
        Value::Array(items) => {
            let mut out = PhpArray::with_capacity(items.len());
            for (k, v) in items.iter() {
                let s = to_str(cx, v)?;
                let before = count;
                if let Some(r) = replace_subject(cx, &job, s, &mut count)? {
                    if !only_matched || count > before {
                        out.insert(k.clone(), Value::Str(r));
                    }
                }
            }
            Value::arr(out)
        }
        s => {
            let s = to_str(cx, s)?;
            match replace_subject(cx, &job, s, &mut count)? {
                Some(r) if !only_matched || count > 0 => Value::Str(r),
                _ => Value::Null,
            }
        }
    };
    set_ref(args, 4, Value::Int(count));
    Ok(result)
}

fn preg_replace(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let pattern = args.first().map(Value::deref).unwrap_or_default();
    let replacement = args.get(1).map(Value::deref).unwrap_or_default();
    if !matches!(pattern, Value::Array(_)) && matches!(replacement, Value::Array(_)) {
        return Err(cx.throw_error(
            "TypeError",
            "preg_replace(): Argument #1 ($pattern) must be of type array when argument #2 ($replacement) is an array, string given",
        ));
    }
    replace_common(cx, args, "preg_replace", Some(&replacement), None)
}

fn preg_filter(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let pattern = args.first().map(Value::deref).unwrap_or_default();
    let replacement = args.get(1).map(Value::deref).unwrap_or_default();
    if !matches!(pattern, Value::Array(_)) && matches!(replacement, Value::Array(_)) {
        return Err(cx.throw_error(
            "TypeError",
            "preg_filter(): Argument #1 ($pattern) must be of type array when argument #2 ($replacement) is an array, string given",
        ));
    }
    replace_or_filter(cx, args, "preg_filter", Some(&replacement), None, true)
}

fn preg_replace_callback(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let callback = args.get(1).map(Value::deref).unwrap_or_default();
    let flags = int_arg(args, 5, 0);
    replace_common(
        cx,
        args,
        "preg_replace_callback",
        None,
        Some((&callback, flags)),
    )
}

fn preg_replace_callback_array(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let map = args.first().map(Value::deref).unwrap_or_default();
    let mut subject = args.get(1).map(Value::deref).unwrap_or_default();
    let limit = int_arg(args, 2, -1);
    let flags = int_arg(args, 4, 0);
    set_last_error(PREG_NO_ERROR);
    let mut total = 0;
    if let Value::Array(pairs) = &map {
        for (k, cb) in pairs.iter() {
            let pattern = k.to_value();
            let cb = cb.deref();
            let mut count = 0;
            let job = ReplaceJob {
                func: "preg_replace_callback_array",
                pattern: &pattern,
                replacement: None,
                callback: Some((&cb, flags)),
                limit,
            };
            subject = match &subject {
                Value::Array(items) => {
                    let mut out = PhpArray::with_capacity(items.len());
                    for (k, v) in items.iter() {
                        let s = to_str(cx, v)?;
                        if let Some(r) = replace_subject(cx, &job, s, &mut count)? {
                            out.insert(k.clone(), Value::Str(r));
                        }
                    }
                    Value::arr(out)
                }
                s => {
                    let s = to_str(cx, s)?;
                    match replace_subject(cx, &job, s, &mut count)? {
                        Some(r) => Value::Str(r),
                        None => {
                            set_ref(args, 3, Value::Int(total + count));
                            return Ok(Value::Null);
                        }
                    }
                }
            };
            total += count;
        }
    }
    set_ref(args, 3, Value::Int(total));
    Ok(subject)
}

fn preg_split(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let pattern = str_arg(args, 0);
    let subject = str_arg(args, 1);
    let mut limit = int_arg(args, 2, -1);
    let flags = int_arg(args, 3, 0);
    let Some(pat) = compile_for(cx, &pattern, "preg_split") else {
        return Ok(Value::Bool(false));
    };
    set_last_error(PREG_NO_ERROR);
    if !check_subject(&pat, &subject, 0) {
        return Ok(Value::Bool(false));
    }
    let no_empty = flags & PREG_SPLIT_NO_EMPTY != 0;
    let delim = flags & PREG_SPLIT_DELIM_CAPTURE != 0;
    let offsets = flags & PREG_SPLIT_OFFSET_CAPTURE != 0;
    if limit == 0 {
        limit = -1;
    }
    let mut out = PhpArray::new();
    let add = |out: &mut PhpArray, a: usize, b: usize| {
        let piece = Value::bytes(&subject[a..b]);
        if offsets {
            out.push(Value::arr(PhpArray::from_values(vec![
                piece,
                Value::Int(a as i64),
            ])));
        } else {
            out.push(piece);
        }
    };
    let mut last = 0;
    let mut it = Matches::new(&pat, &subject, 0);
    while limit == -1 || limit > 1 {
        let f = match it.next_match() {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(code) => {
                set_last_error(code);
                return Ok(Value::Bool(false));
            }
        };
        if !no_empty || f.start() != last {
            add(&mut out, last, f.start());
            if limit != -1 {
                limit -= 1;
            }
        }
        if delim {
            for i in 1..f.count {
                if let Some((a, b)) = f.spans[i] {
                    if !no_empty || a != b {
                        add(&mut out, a, b);
                    }
                } else if !no_empty {
                    add(&mut out, 0, 0);
                }
            }
        }
        last = f.end();
    }
    if !no_empty || last < subject.len() {
        add(&mut out, last, subject.len());
    }
    Ok(Value::arr(out))
}

fn preg_quote(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let delim = opt_str(args, 1).and_then(|d| d.first().copied());
    let mut out = Vec::with_capacity(s.len() + 8);
    for &c in s.iter() {
        match c {
            b'.' | b'\\' | b'+' | b'*' | b'?' | b'[' | b'^' | b']' | b'$' | b'(' | b')' | b'{'
            | b'}' | b'=' | b'!' | b'>' | b'<' | b'|' | b':' | b'-' | b'#' => {
                out.push(b'\\');
                out.push(c);
            }
            0 => out.extend_from_slice(b"\\000"),
            c if Some(c) == delim => {
                out.push(b'\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    Ok(str_val(out))
}

fn preg_grep(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let pattern = str_arg(args, 0);
    let arr = args.get(1).map(Value::deref).unwrap_or_default();
    let invert = int_arg(args, 2, 0) & PREG_GREP_INVERT != 0;
    let Some(pat) = compile_for(cx, &pattern, "preg_grep") else {
        return Ok(Value::Bool(false));
    };
    set_last_error(PREG_NO_ERROR);
    let mut out = PhpArray::new();
    if let Value::Array(items) = &arr {
        for (k, v) in items.iter() {
            let s = to_str(cx, v)?;
            if !check_subject(&pat, &s, 0) {
                continue;
            }
            let hit = match pat.re.is_match(&s) {
                Ok(b) => b,
                Err(e) => {
                    set_last_error(match_error_code(&e));
                    false
                }
            };
            if hit != invert {
                out.insert(k.clone(), v.clone());
            }
        }
    }
    Ok(Value::arr(out))
}

fn preg_last_error(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(last_error()))
}

fn preg_last_error_msg(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::str(match last_error() {
        PREG_NO_ERROR => "No error",
        PREG_INTERNAL_ERROR => "Internal error",
        PREG_BACKTRACK_LIMIT_ERROR => "Backtrack limit exhausted",
        PREG_RECURSION_LIMIT_ERROR => "Recursion limit exhausted",
        PREG_BAD_UTF8_ERROR => "Malformed UTF-8 characters, possibly incorrectly encoded",
        PREG_BAD_UTF8_OFFSET_ERROR => {
            "The offset did not correspond to the beginning of a valid UTF-8 code point"
        }
        PREG_JIT_STACKLIMIT_ERROR => "JIT stack limit exhausted",
        _ => "Unknown error",
    }))
}
