//! `getopt`: command-line options from the script's `$argv`, parsed as php-cli does
//! (short options with `:`/`::` suffixes, `--long` and `--long=value`, clustering,
//! parsing stops at the first non-option or after `--`).

use super::string_args::set_ref;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "getopt",
    sig:
        "getopt(string $short_options, array $long_options = [], &$rest_index = null): array|false",
    call: getopt,
}];

/// Whether an option takes a value.
#[derive(Clone, Copy, PartialEq)]
enum Takes {
    Nothing,
    Required,
    Optional,
}

/// `a`, `b:` or `c::` split into the name and what it takes.
fn spec(s: &[u8]) -> (&[u8], Takes) {
    if let Some(name) = s.strip_suffix(b"::") {
        (name, Takes::Optional)
    } else if let Some(name) = s.strip_suffix(b":") {
        (name, Takes::Required)
    } else {
        (s, Takes::Nothing)
    }
}

fn short_specs(s: &[u8]) -> Vec<(u8, Takes)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        i += 1;
        let mut colons = 0;
        while colons < 2 && s.get(i) == Some(&b':') {
            colons += 1;
            i += 1;
        }
        let takes = [Takes::Nothing, Takes::Required, Takes::Optional][colons];
        out.push((c, takes));
    }
    out
}

/// Record one option; a repeated option collects its values in a list.
fn record(out: &mut PhpArray, name: &[u8], value: Value) {
    let key = Key::from_php_string(PhpString::from(name.to_vec()));
    match out.get(&key) {
        Some(Value::Array(list)) => {
            let mut list = PhpArray::clone(list);
            list.push(value);
            out.insert(key, Value::arr(list));
        }
        Some(first) => {
            let list = PhpArray::from_values(vec![first.clone(), value]);
            out.insert(key, Value::arr(list));
        }
        None => {
            out.insert(key, value);
        }
    }
}

fn getopt(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let globals = cx.globals.borrow().clone();
    let argv: Vec<Vec<u8>> = match globals.and_then(|g| cx.lookup_var_by_name(&g, b"argv")) {
        Some(Value::Array(a)) => a
            .values()
            .map(|v| v.to_php_string_lossy().to_vec())
            .collect(),
        _ => return Ok(Value::Bool(false)),
    };
    let shorts = short_specs(&args[0].to_php_string_lossy());
    let longs: Vec<(Vec<u8>, Takes)> = match &args.get(1).map(Value::deref) {
        Some(Value::Array(a)) => a
            .values()
            .map(|v| {
                let s = v.to_php_string_lossy();
                let (name, takes) = spec(&s);
                (name.to_vec(), takes)
            })
            .collect(),
        _ => Vec::new(),
    };
    let mut out = PhpArray::new();
    let mut idx = 1;
    while idx < argv.len() {
        let arg = &argv[idx];
        if arg.as_slice() == b"--" {
            idx += 1;
            break;
        }
        if let Some(body) = arg.strip_prefix(b"--") {
            idx += 1;
            let (name, inline) = match body.iter().position(|&c| c == b'=') {
                Some(p) => (&body[..p], Some(&body[p + 1..])),
                None => (body, None),
            };
            let Some(&(_, takes)) = longs.iter().find(|(n, _)| n.as_slice() == name) else {
                continue;
            };
            let value = match (takes, inline) {
                (Takes::Nothing, _) => Value::Bool(false),
                (_, Some(v)) => Value::bytes(v),
                (Takes::Optional, None) => Value::Bool(false),
                (Takes::Required, None) => match argv.get(idx) {
                    Some(v) => {
                        idx += 1;
                        Value::bytes(v)
                    }
                    None => continue,
                },
            };
            record(&mut out, name, value);
            continue;
        }
        if arg.len() < 2 || arg[0] != b'-' {
            break;
        }
        idx += 1;
        let mut i = 1;
        while i < arg.len() {
            let c = arg[i];
            i += 1;
            let Some(&(_, takes)) = shorts.iter().find(|(n, _)| *n == c) else {
                continue;
            };
            let rest = &arg[i..];
            let rest = rest.strip_prefix(b"=").unwrap_or(rest);
            let value = match takes {
                Takes::Nothing => Value::Bool(false),
                _ if !rest.is_empty() => {
                    let v = Value::bytes(rest);
                    i = arg.len();
                    v
                }
                Takes::Optional => Value::Bool(false),
                Takes::Required => match argv.get(idx) {
                    Some(v) => {
                        idx += 1;
                        Value::bytes(v)
                    }
                    None => continue,
                },
            };
            record(&mut out, &[c], value);
        }
    }
    set_ref(args, 2, Value::Int(idx as i64));
    Ok(Value::arr(out))
}
