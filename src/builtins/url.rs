//! URL parsing: `parse_url` (PHP's component split, including its leniency) and
//! `parse_str` (query strings with bracketed names into nested arrays).

use super::codec::url_decode;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

const COMPONENTS: [&str; 8] = [
    "scheme", "host", "port", "user", "pass", "path", "query", "fragment",
];

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("PHP_URL_SCHEME", Value::Int(0)),
        ("PHP_URL_HOST", Value::Int(1)),
        ("PHP_URL_PORT", Value::Int(2)),
        ("PHP_URL_USER", Value::Int(3)),
        ("PHP_URL_PASS", Value::Int(4)),
        ("PHP_URL_PATH", Value::Int(5)),
        ("PHP_URL_QUERY", Value::Int(6)),
        ("PHP_URL_FRAGMENT", Value::Int(7)),
    ]
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "parse_url",
        sig: "parse_url(string $url, int $component = -1): mixed",
        call: parse_url,
    },
    Builtin {
        name: "parse_str",
        sig: "parse_str(string $string, &$result): void",
        call: parse_str,
    },
];

/// The parts of a URL, by `COMPONENTS` index; the port is kept as text.
#[derive(Default)]
struct Parts {
    parts: [Option<Vec<u8>>; 8],
}

fn find(s: &[u8], set: &[u8]) -> Option<usize> {
    s.iter().position(|c| set.contains(c))
}

/// Split `authority` (`user:pass@host:port`) into the parts; false for a bad port.
fn authority(a: &[u8], p: &mut Parts) -> bool {
    let hostport = match a.iter().rposition(|&c| c == b'@') {
        Some(at) => {
            let userinfo = &a[..at];
            match userinfo.iter().position(|&c| c == b':') {
                Some(c) => {
                    p.parts[3] = Some(userinfo[..c].to_vec());
                    p.parts[4] = Some(userinfo[c + 1..].to_vec());
                }
                None => p.parts[3] = Some(userinfo.to_vec()),
            }
            &a[at + 1..]
        }
        None => a,
    };
    let port_at = if hostport.first() == Some(&b'[') {
        hostport
            .iter()
            .position(|&c| c == b']')
            .and_then(|e| (hostport.get(e + 1) == Some(&b':')).then_some(e + 1))
    } else {
        hostport.iter().rposition(|&c| c == b':')
    };
    let host = match port_at {
        Some(c) => {
            let port = &hostport[c + 1..];
            if !port.is_empty() {
                if port.len() > 5 || !port.iter().all(u8::is_ascii_digit) {
                    return false;
                }
                let n: u32 = std::str::from_utf8(port)
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(u32::MAX);
                if n > 65535 {
                    return false;
                }
                p.parts[2] = Some(port.to_vec());
            }
            &hostport[..c]
        }
        None => hostport,
    };
    if host.is_empty() {
        return false;
    }
    p.parts[1] = Some(host.to_vec());
    true
}

/// Path, query and fragment of what follows the authority (or the whole URL).
fn rest(s: &[u8], p: &mut Parts) {
    let mut s = s;
    if let Some(h) = s.iter().position(|&c| c == b'#') {
        p.parts[7] = Some(s[h + 1..].to_vec());
        s = &s[..h];
    }
    if let Some(q) = s.iter().position(|&c| c == b'?') {
        p.parts[6] = Some(s[q + 1..].to_vec());
        s = &s[..q];
    }
    if !s.is_empty() {
        p.parts[5] = Some(s.to_vec());
    }
}

fn parse(url: &[u8]) -> Option<Parts> {
    let mut p = Parts::default();
    if url.is_empty() {
        // The empty URL is an empty path.
        p.parts[5] = Some(Vec::new());
        return Some(p);
    }
    let mut s = url;
    // A scheme: letters, digits, `+-.`, then `:`, not all digits (that is a port).
    if let Some(c) = s.iter().position(|&c| c == b':') {
        let scheme = &s[..c];
        let valid = !scheme.is_empty()
            && scheme
                .iter()
                .all(|c| c.is_ascii_alphanumeric() || b"+-.".contains(c))
            && !scheme.iter().all(u8::is_ascii_digit);
        if valid {
            let after = &s[c + 1..];
            if after.starts_with(b"//") {
                p.parts[0] = Some(scheme.to_vec());
                s = after;
            } else if !after.is_empty()
                && after.iter().take_while(|c| c.is_ascii_digit()).count() > 0
                && after
                    .iter()
                    .position(|c| !c.is_ascii_digit())
                    .is_none_or(|e| after[e] == b'/')
            {
                // `host:port/path` without a scheme.
                let end = find(s, b"/?#").unwrap_or(s.len());
                if !authority(&s[..end], &mut p) {
                    return None;
                }
                rest(&s[end..], &mut p);
                return Some(p);
            } else {
                p.parts[0] = Some(scheme.to_vec());
                rest(after, &mut p);
                return Some(p);
            }
        }
    }
    if let Some(after) = s.strip_prefix(b"//") {
        let end = find(after, b"/?#").unwrap_or(after.len());
        if end == 0 && p.parts[0].is_some() {
            // `http:///x`
            return None;
        }
        if end > 0 && !authority(&after[..end], &mut p) {
            return None;
        }
        rest(&after[end..], &mut p);
        return Some(p);
    }
    rest(s, &mut p);
    Some(p)
}

fn part_value(i: usize, v: &[u8]) -> Value {
    if i == 2 {
        let n: i64 = std::str::from_utf8(v)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        return Value::Int(n);
    }
    Value::Str(PhpString::from_vec(v.to_vec()))
}

fn parse_url(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let url = str_arg(args, 0);
    let component = int_arg(args, 1, -1);
    // Any negative component asks for all of them.
    if component > 7 {
        return Err(value_error(
            cx,
            format!("parse_url(): Argument #2 ($component) must be a valid URL component identifier, {component} given"),
        ));
    }
    let Some(p) = parse(url.as_bytes()) else {
        return Ok(Value::Bool(false));
    };
    if component >= 0 {
        let i = component as usize;
        return Ok(p.parts[i]
            .as_ref()
            .map_or(Value::Null, |v| part_value(i, v)));
    }
    let mut out = PhpArray::new();
    for (i, name) in COMPONENTS.iter().enumerate() {
        if let Some(v) = &p.parts[i] {
            out.insert(Key::from_bytes(name.as_bytes()), part_value(i, v));
        }
    }
    Ok(Value::arr(out))
}

/// A variable name from a query string: leading spaces dropped, ` ` and `.` (and a `[`
/// with no closing bracket) become `_`.
fn base_name(name: &[u8]) -> Vec<u8> {
    let name: &[u8] = {
        let start = name.iter().take_while(|&&c| c == b' ').count();
        &name[start..]
    };
    name.iter()
        .map(|&c| {
            if c == b' ' || c == b'.' || c == b'[' {
                b'_'
            } else {
                c
            }
        })
        .collect()
}

/// Store `value` at `name` (`a`, `a[]`, `a[x][y]`) in `out`, as PHP registers variables.
fn register(out: &mut PhpArray, name: &[u8], value: Value) {
    let (base, mut subs) = match name.iter().position(|&c| c == b'[') {
        Some(b) if b > 0 => {
            let mut subs: Vec<Option<Vec<u8>>> = Vec::new();
            let mut i = b;
            while i < name.len() && name[i] == b'[' {
                match name[i + 1..].iter().position(|&c| c == b']') {
                    Some(e) => {
                        let k = &name[i + 1..i + 1 + e];
                        subs.push(if k.is_empty() { None } else { Some(k.to_vec()) });
                        i = i + 2 + e;
                    }
                    None => break,
                }
            }
            if subs.is_empty() {
                (base_name(name), subs)
            } else {
                (base_name(&name[..b]), subs)
            }
        }
        _ => (base_name(name), Vec::new()),
    };
    if base.is_empty() {
        return;
    }
    subs.insert(0, Some(base));
    let mut cur = out;
    let last = subs.len() - 1;
    for (i, k) in subs.into_iter().enumerate() {
        let slot = match k {
            None => match cur.push_mut() {
                Some(s) => s,
                None => return,
            },
            Some(k) => cur.entry_mut(Key::from_bytes(&k)),
        };
        if i == last {
            *slot = value;
            return;
        }
        if !matches!(slot, Value::Array(_)) {
            *slot = Value::arr(PhpArray::new());
        }
        let Value::Array(a) = slot else { return };
        cur = std::rc::Rc::make_mut(a);
    }
}

fn parse_str(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let mut out = PhpArray::new();
    for pair in s.as_bytes().split(|&c| c == b'&') {
        if pair.is_empty() {
            continue;
        }
        let (k, v) = match pair.iter().position(|&c| c == b'=') {
            Some(e) => (&pair[..e], &pair[e + 1..]),
            None => (pair, &b""[..]),
        };
        let k = url_decode(k, true);
        let v = url_decode(v, true);
        register(&mut out, &k, Value::Str(PhpString::from_vec(v)));
    }
    set_ref(args, 1, Value::arr(out));
    Ok(Value::Null)
}
