//! `parse_ini_string` and `parse_ini_file`: sections, `key = value` lines, `key[]` and
//! `key[name]` arrays, quoted values, comments, the boolean words and constants, in the
//! normal, raw and typed scanner modes.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

const SCANNER_NORMAL: i64 = 0;
const SCANNER_RAW: i64 = 1;
const SCANNER_TYPED: i64 = 2;

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("INI_SCANNER_NORMAL", Value::Int(SCANNER_NORMAL)),
        ("INI_SCANNER_RAW", Value::Int(SCANNER_RAW)),
        ("INI_SCANNER_TYPED", Value::Int(SCANNER_TYPED)),
    ]
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "parse_ini_string",
        sig: "parse_ini_string(string $ini_string, bool $process_sections = false, int $scanner_mode = INI_SCANNER_NORMAL): array|false",
        call: parse_ini_string,
    },
    Builtin {
        name: "parse_ini_file",
        sig: "parse_ini_file(string $filename, bool $process_sections = false, int $scanner_mode = INI_SCANNER_NORMAL): array|false",
        call: parse_ini_file,
    },
];

fn parse_ini_string(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let text = str_arg(args, 0);
    parse(
        cx,
        text.as_bytes(),
        bool_arg(args, 1, false),
        int_arg(args, 2, 0),
    )
}

fn parse_ini_file(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = str_arg(args, 0);
    if name.is_empty() {
        return Err(value_error(
            cx,
            "parse_ini_file(): Argument #1 ($filename) cannot be empty".into(),
        ));
    }
    let Ok(text) = std::fs::read(name.to_string_lossy()) else {
        return Ok(Value::Bool(false));
    };
    // The stream PHP reads the file through takes a resource number.
    super::stream::next_resource_id();
    parse(cx, &text, bool_arg(args, 1, false), int_arg(args, 2, 0))
}

/// A value as read: its text and whether it was quoted.
struct Raw {
    text: Vec<u8>,
    quoted: bool,
}

fn parse(cx: &Interp, text: &[u8], sections: bool, mode: i64) -> Result<Value, Unwind> {
    // INI_SCANNER_NORMAL, INI_SCANNER_RAW or INI_SCANNER_TYPED.
    if !(0..=2).contains(&mode) {
        cx.warn("Invalid scanner mode");
        return Ok(Value::Bool(false));
    }
    let mut out = PhpArray::new();
    let mut section: Option<Key> = None;
    let mut lines = text.split(|&c| c == b'\n').enumerate().peekable();
    while let Some((no, line)) = lines.next() {
        let line = trim(line);
        if line.is_empty() || line[0] == b';' || line[0] == b'#' {
            continue;
        }
        if line[0] == b'[' {
            let Some(end) = line.iter().position(|&c| c == b']') else {
                return Ok(syntax_error(
                    cx,
                    no,
                    "unexpected end of file, expecting ']'",
                ));
            };
            let name = trim(&line[1..end]).to_vec();
            let key = Key::from_bytes(&name);
            if sections {
                out.insert(key.clone(), Value::arr(PhpArray::new()));
            }
            section = Some(key);
            continue;
        }
        let Some(eq) = line.iter().position(|&c| c == b'=') else {
            continue;
        };
        let name = trim(&line[..eq]).to_vec();
        let mut rest = trim(&line[eq + 1..]).to_vec();
        // A quoted value may span lines.
        if let Some(&q @ (b'"' | b'\'')) = rest.first() {
            while rest.iter().skip(1).filter(|&&c| c == q).count()
                - rest
                    .windows(2)
                    .filter(|w| q == b'"' && w == b"\\\"")
                    .count()
                == 0
            {
                let Some((_, next)) = lines.next() else {
                    break;
                };
                rest.push(b'\n');
                rest.extend_from_slice(next);
            }
        }
        let Some(raw) = value_of(&rest, mode) else {
            return Ok(syntax_error(cx, no, "unexpected '='"));
        };
        let v = convert(cx, raw, mode)?;
        let target = match (&section, sections) {
            (Some(s), true) => match out.get_mut(s) {
                Some(Value::Array(a)) => std::rc::Rc::make_mut(a),
                _ => &mut out,
            },
            _ => &mut out,
        };
        insert(target, &name, v);
    }
    Ok(Value::arr(out))
}

fn syntax_error(cx: &Interp, line: usize, what: &str) -> Value {
    cx.warn(&format!(
        "syntax error, {what} in Unknown on line {}\n",
        line + 1
    ));
    Value::Bool(false)
}

fn trim(b: &[u8]) -> &[u8] {
    let ws = |c: &u8| matches!(c, b' ' | b'\t' | b'\r');
    let start = b.iter().position(|c| !ws(c)).unwrap_or(b.len());
    let end = b.iter().rposition(|c| !ws(c)).map_or(start, |e| e + 1);
    &b[start..end]
}

/// The value text after `=`: a quoted string, or bare text up to a comment.
fn value_of(rest: &[u8], mode: i64) -> Option<Raw> {
    match rest.first() {
        Some(b'"') => {
            let mut text = Vec::new();
            let mut k = 1;
            while k < rest.len() && rest[k] != b'"' {
                if rest[k] == b'\\' && k + 1 < rest.len() && b"\"\\$".contains(&rest[k + 1]) {
                    if mode == SCANNER_RAW && rest[k + 1] != b'$' {
                        text.push(b'\\');
                    }
                    text.push(rest[k + 1]);
                    k += 2;
                    continue;
                }
                text.push(rest[k]);
                k += 1;
            }
            Some(Raw { text, quoted: true })
        }
        Some(b'\'') if mode != SCANNER_RAW => {
            let end = rest[1..].iter().position(|&c| c == b'\'')? + 1;
            Some(Raw {
                text: rest[1..end].to_vec(),
                quoted: true,
            })
        }
        _ => {
            let end = rest.iter().position(|&c| c == b';').unwrap_or(rest.len());
            let text = trim(&rest[..end]).to_vec();
            if text.contains(&b'=') {
                return None;
            }
            Some(Raw {
                text,
                quoted: false,
            })
        }
    }
}

fn convert(cx: &Interp, raw: Raw, mode: i64) -> Result<Value, Unwind> {
    if raw.quoted || mode == SCANNER_RAW {
        return Ok(str_val(raw.text));
    }
    let lower = raw.text.to_ascii_lowercase();
    let word = match lower.as_slice() {
        b"true" | b"on" | b"yes" => Some(true),
        b"false" | b"off" | b"no" | b"none" => Some(false),
        b"null" => None,
        _ => {
            return match typed_number(&raw.text) {
                Some(n) if mode == SCANNER_TYPED => Ok(n),
                _ => constant_or_text(cx, raw.text),
            };
        }
    };
    Ok(match (mode, word) {
        (SCANNER_TYPED, Some(b)) => Value::Bool(b),
        (SCANNER_TYPED, None) => Value::Null,
        (_, Some(true)) => Value::str("1"),
        _ => Value::str(""),
    })
}

/// A defined constant's value for a bare word, else the text.
fn constant_or_text(cx: &Interp, text: Vec<u8>) -> Result<Value, Unwind> {
    let is_word = text
        .first()
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        && text.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_');
    if is_word {
        let name = Value::Str(PhpString::from_vec(text.clone()));
        if cx
            .call_value(&Value::str("defined"), vec![name.clone()])?
            .to_bool()
        {
            let v = cx.call_value(&Value::str("constant"), vec![name])?;
            return Ok(Value::Str(v.to_php_string_lossy()));
        }
    }
    Ok(str_val(text))
}

/// Typed mode: decimal integers and plain decimal fractions become numbers.
fn typed_number(t: &[u8]) -> Option<Value> {
    let digits = t.strip_prefix(b"-").unwrap_or(t);
    if digits.is_empty() {
        return None;
    }
    let s = std::str::from_utf8(t).ok()?;
    if digits.iter().all(u8::is_ascii_digit) {
        return s.parse::<i64>().ok().map(Value::Int);
    }
    let dots = digits.iter().filter(|&&c| c == b'.').count();
    if dots == 1 && digits.iter().all(|c| c.is_ascii_digit() || *c == b'.') {
        return s.parse::<f64>().ok().map(Value::Float);
    }
    None
}

/// Store `name = v`, where `name` may be `key[]` or `key[sub]`.
fn insert(target: &mut PhpArray, name: &[u8], v: Value) {
    let Some(open) = name.iter().position(|&c| c == b'[') else {
        target.insert(Key::from_bytes(name), v);
        return;
    };
    let base = Key::from_bytes(trim(&name[..open]));
    let sub = name[open + 1..]
        .strip_suffix(b"]")
        .map(|s| trim(s).to_vec())
        .unwrap_or_default();
    if !matches!(target.get(&base), Some(Value::Array(_))) {
        target.insert(base.clone(), Value::arr(PhpArray::new()));
    }
    if let Some(Value::Array(a)) = target.get_mut(&base) {
        let a = std::rc::Rc::make_mut(a);
        if sub.is_empty() {
            a.push(v);
        } else {
            a.insert(Key::from_bytes(&sub), v);
        }
    }
}
