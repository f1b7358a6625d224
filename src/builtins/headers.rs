//! HTTP response headers as the CLI has them: `header()`, `setcookie()` and
//! `http_response_code()` are accepted until the first output leaves the buffers, and
//! refused with PHP's "headers already sent" warning after it. The CLI sends no headers,
//! so `headers_list()` is always empty; only the response code is remembered.

use super::string_args::{int_arg, set_ref, str_arg, value_error};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "header",
        sig: "header(string $header, bool $replace = true, int $response_code = 0): void",
        call: header,
    },
    Builtin {
        name: "header_remove",
        sig: "header_remove(?string $name = null): void",
        call: header_remove,
    },
    Builtin {
        name: "headers_sent",
        sig: "headers_sent(&$filename = null, &$line = null): bool",
        call: headers_sent,
    },
    Builtin {
        name: "headers_list",
        sig: "headers_list(): array",
        call: headers_list,
    },
    Builtin {
        name: "header_register_callback",
        sig: "header_register_callback(callable $callback): bool",
        call: header_register_callback,
    },
    Builtin {
        name: "http_response_code",
        sig: "http_response_code(int $response_code = 0): int|bool",
        call: http_response_code,
    },
    Builtin {
        name: "setcookie",
        sig: "setcookie(string $name, string $value = \"\", array|int $expires_or_options = 0, string $path = \"\", string $domain = \"\", bool $secure = false, bool $httponly = false): bool",
        call: setcookie,
    },
    Builtin {
        name: "setrawcookie",
        sig: "setrawcookie(string $name, string $value = \"\", array|int $expires_or_options = 0, string $path = \"\", string $domain = \"\", bool $secure = false, bool $httponly = false): bool",
        call: setrawcookie,
    },
];

/// Whether a header may still be set; warns as PHP does when output has started.
fn may_modify(cx: &Interp) -> bool {
    let started = cx.output_started_at.borrow().clone();
    match started {
        None => true,
        Some((file, line)) => {
            cx.warn(&format!(
                "Cannot modify header information - headers already sent by (output started at {file}:{line})"
            ));
            false
        }
    }
}

fn header(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    if !may_modify(cx) {
        return Ok(Value::Null);
    }
    let line = str_arg(args, 0);
    let line = line.as_bytes();
    let line = &line[..line.len()
        - line
            .iter()
            .rev()
            .take_while(|c| c.is_ascii_whitespace())
            .count()];
    if line.is_empty() {
        return Ok(Value::Null);
    }
    if line.iter().any(|&c| c == b'\n' || c == b'\r') {
        cx.warn("Header may not contain more than a single header, new line detected");
        return Ok(Value::Null);
    }
    if line.contains(&0) {
        cx.warn("Header may not contain NUL bytes");
        return Ok(Value::Null);
    }
    let code = int_arg(args, 2, 0);
    if line.len() > 5 && line[..5].eq_ignore_ascii_case(b"HTTP/") {
        if let Some(status) = status_of(line) {
            cx.http_response_code.set(status);
        }
        return Ok(Value::Null);
    }
    if code > 0 {
        cx.http_response_code.set(code);
    }
    let name = line.split(|&c| c == b':').next().unwrap_or_default();
    let current = cx.http_response_code.get();
    if line.contains(&b':')
        && name.eq_ignore_ascii_case(b"location")
        && code <= 0
        && !(300..=399).contains(&current)
        && current != 201
    {
        cx.http_response_code.set(302);
    }
    Ok(Value::Null)
}

/// The code of an `HTTP/1.1 404 Not Found` status line.
fn status_of(line: &[u8]) -> Option<i64> {
    let space = line.iter().position(|&c| c == b' ')?;
    let digits: Vec<u8> = line[space + 1..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .copied()
        .collect();
    std::str::from_utf8(&digits).ok()?.parse().ok()
}

fn header_remove(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    may_modify(cx);
    Ok(Value::Null)
}

fn headers_sent(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let started = cx.output_started_at.borrow().clone();
    let Some((file, line)) = started else {
        return Ok(Value::Bool(false));
    };
    set_ref(args, 0, Value::str(&file));
    set_ref(args, 1, Value::Int(i64::from(line)));
    Ok(Value::Bool(true))
}

fn headers_list(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::arr(PhpArray::new()))
}

fn header_register_callback(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(true))
}

fn http_response_code(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let code = int_arg(args, 0, 0);
    let old = cx.http_response_code.get();
    if code != 0 {
        cx.http_response_code.set(code);
        return Ok(if old != 0 {
            Value::Int(old)
        } else {
            Value::Bool(true)
        });
    }
    Ok(if old != 0 {
        Value::Int(old)
    } else {
        Value::Bool(false)
    })
}

fn setcookie(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    cookie(cx, args, "setcookie")
}

fn setrawcookie(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    cookie(cx, args, "setrawcookie")
}

/// The bytes a cookie's value, path and domain may not contain.
const COOKIE_FORBIDDEN: &[u8] = b",; \t\r\n\x0b\x0c";
const COOKIE_FORBIDDEN_TEXT: &str =
    r#"cannot contain ",", ";", " ", "\t", "\r", "\n", "\013", or "\014""#;

/// `setcookie()` and `setrawcookie()`: PHP's argument checks, then a header that the CLI
/// accepts while no output has been sent.
fn cookie(cx: &Interp, args: &mut [Value], func: &str) -> Result<Value, Unwind> {
    let name = str_arg(args, 0);
    let value = str_arg(args, 1);
    let mut expires = 0;
    let mut path = str_arg(args, 3);
    let mut domain = str_arg(args, 4);
    match args.get(2).map(|v| v.deref()) {
        Some(Value::Array(options)) => {
            if args.len() > 3 {
                return Err(cx.throw_error(
                    "ArgumentCountError",
                    &format!("{func}(): Expects exactly 3 arguments when argument #3 ($expires_or_options) is an array"),
                ));
            }
            for (k, v) in options.iter() {
                let Key::Str(k) = k else {
                    return Err(value_error(
                        cx,
                        format!("{func}(): option array cannot have numeric keys"),
                    ));
                };
                match k.as_bytes().to_ascii_lowercase().as_slice() {
                    b"expires" => expires = v.to_int(),
                    b"path" => path = cx.to_string(v)?,
                    b"domain" => domain = cx.to_string(v)?,
                    b"secure" | b"httponly" | b"samesite" => {}
                    _ => {
                        return Err(value_error(
                            cx,
                            format!("{func}(): option \"{}\" is invalid", k.to_string_lossy()),
                        ))
                    }
                }
            }
        }
        Some(v) => expires = v.to_int(),
        None => {}
    }
    if name.is_empty() {
        return Err(value_error(
            cx,
            format!("{func}(): Argument #1 ($name) cannot be empty"),
        ));
    }
    if name
        .as_bytes()
        .iter()
        .any(|c| *c == b'=' || COOKIE_FORBIDDEN.contains(c))
    {
        return Err(value_error(
            cx,
            format!(
                r#"{func}(): Argument #1 ($name) cannot contain "=", {}"#,
                &COOKIE_FORBIDDEN_TEXT["cannot contain ".len()..]
            ),
        ));
    }
    let forbidden = |s: &[u8]| s.iter().any(|c| COOKIE_FORBIDDEN.contains(c));
    if func == "setrawcookie" && forbidden(value.as_bytes()) {
        return Err(value_error(
            cx,
            format!("{func}(): Argument #2 ($value) {COOKIE_FORBIDDEN_TEXT}"),
        ));
    }
    if forbidden(path.as_bytes()) {
        return Err(value_error(
            cx,
            format!("{func}(): \"path\" option {COOKIE_FORBIDDEN_TEXT}"),
        ));
    }
    if forbidden(domain.as_bytes()) {
        return Err(value_error(
            cx,
            format!("{func}(): \"domain\" option {COOKIE_FORBIDDEN_TEXT}"),
        ));
    }
    if expires >= 253_402_300_800 {
        return Err(value_error(
            cx,
            format!("{func}(): \"expires\" option cannot have a year greater than 9999"),
        ));
    }
    Ok(Value::Bool(may_modify(cx)))
}
