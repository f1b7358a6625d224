//! `socket_get_option`/`socket_getopt` and `socket_set_option`/`socket_setopt`: integer
//! options at any level, and the structured ones PHP maps to arrays (SO_LINGER as
//! `l_onoff`/`l_linger`, SO_RCVTIMEO and SO_SNDTIMEO as `sec`/`usec`) or a string
//! (SO_BINDTODEVICE). As in PHP the structured ones are chosen by option number alone.

use super::handle::socket_arg;
use super::wait::errno;
use crate::builtins::string_args::int_arg;
use crate::builtins::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "socket_get_option",
        sig: "socket_get_option(Socket $socket, int $level, int $option): array|int|false",
        call: socket_get_option,
    },
    Builtin {
        name: "socket_getopt",
        sig: "socket_getopt(Socket $socket, int $level, int $option): array|int|false",
        call: socket_getopt,
    },
    Builtin {
        name: "socket_set_option",
        sig: "socket_set_option(Socket $socket, int $level, int $option, $value): bool",
        call: socket_set_option,
    },
    Builtin {
        name: "socket_setopt",
        sig: "socket_setopt(Socket $socket, int $level, int $option, $value): bool",
        call: socket_setopt,
    },
];

/// getsockopt(2) into `out`; the length written, or errno.
fn get<T>(fd: i32, level: i32, opt: i32, out: &mut T) -> Result<usize, i32> {
    let mut len = std::mem::size_of::<T>() as libc::socklen_t;
    // SAFETY: getsockopt writes at most `len` bytes into `out`.
    let r = unsafe { libc::getsockopt(fd, level, opt, (out as *mut T).cast(), &mut len) };
    if r != 0 {
        Err(errno())
    } else {
        Ok(len as usize)
    }
}

fn pair(a: &str, x: i64, b: &str, y: i64) -> Value {
    let mut arr = PhpArray::new();
    arr.insert(Key::from_bytes(a.as_bytes()), Value::Int(x));
    arr.insert(Key::from_bytes(b.as_bytes()), Value::Int(y));
    Value::arr(arr)
}

fn get_option(cx: &Interp, args: &[Value], func: &str) -> Result<Value, Unwind> {
    let sock = socket_arg(cx, func, args, 0)?;
    let level = int_arg(args, 1, 0) as i32;
    let opt = int_arg(args, 2, 0) as i32;
    let got = match opt {
        libc::SO_LINGER => {
            let mut l = libc::linger {
                l_onoff: 0,
                l_linger: 0,
            };
            get(sock.fd, level, opt, &mut l)
                .map(|_| pair("l_onoff", l.l_onoff as i64, "l_linger", l.l_linger as i64))
        }
        libc::SO_RCVTIMEO | libc::SO_SNDTIMEO => {
            let mut tv = libc::timeval {
                tv_sec: 0,
                tv_usec: 0,
            };
            get(sock.fd, level, opt, &mut tv).map(|_| pair("sec", tv.tv_sec, "usec", tv.tv_usec))
        }
        _ => {
            let mut v: libc::c_int = 0;
            get(sock.fd, level, opt, &mut v).map(|len| {
                // A one-byte option is read as that byte.
                let v = if len == 1 { v & 0xff } else { v };
                Value::Int(v as i64)
            })
        }
    };
    Ok(match got {
        Ok(v) => v,
        Err(e) => sock.fail(cx, func, "Unable to retrieve socket option", e),
    })
}

fn socket_get_option(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    get_option(cx, args, "socket_get_option")
}

fn socket_getopt(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    get_option(cx, args, "socket_getopt")
}

/// The two integer fields `a` and `b` of an array option value (PHP converts any other
/// value to an array first, which then lacks them).
fn fields(cx: &Interp, func: &str, v: &Value, a: &str, b: &str) -> Result<(i64, i64), Unwind> {
    let arr = match v.deref() {
        Value::Array(arr) => Some(arr),
        _ => None,
    };
    let field = |k: &str| {
        arr.as_ref()
            .and_then(|arr| arr.get_str(k))
            .map(Value::to_int)
    };
    let missing = |k: &str| {
        cx.throw_error(
            "ValueError",
            &format!("{func}(): Argument #4 ($value) must have key \"{k}\""),
        )
    };
    let x = field(a).ok_or_else(|| missing(a))?;
    let y = field(b).ok_or_else(|| missing(b))?;
    Ok((x, y))
}

/// setsockopt(2) with the bytes of `v`.
fn set<T>(fd: i32, level: i32, opt: i32, v: &T, len: usize) -> i32 {
    // SAFETY: setsockopt reads `len` bytes (at most the size of `v`) from `v`.
    unsafe {
        libc::setsockopt(
            fd,
            level,
            opt,
            (v as *const T).cast(),
            len as libc::socklen_t,
        )
    }
}

fn set_option(cx: &Interp, args: &[Value], func: &str) -> Result<Value, Unwind> {
    let sock = socket_arg(cx, func, args, 0)?;
    let level = int_arg(args, 1, 0) as i32;
    let opt = int_arg(args, 2, 0) as i32;
    let value = args.get(3).cloned().unwrap_or_default();
    let r = match opt {
        libc::SO_LINGER => {
            let (on, secs) = fields(cx, func, &value, "l_onoff", "l_linger")?;
            let l = libc::linger {
                l_onoff: on as u16 as i32,
                l_linger: secs as u16 as i32,
            };
            set(sock.fd, level, opt, &l, std::mem::size_of::<libc::linger>())
        }
        libc::SO_RCVTIMEO | libc::SO_SNDTIMEO => {
            let (sec, usec) = fields(cx, func, &value, "sec", "usec")?;
            let tv = libc::timeval {
                tv_sec: sec as libc::time_t,
                tv_usec: usec as libc::suseconds_t,
            };
            set(
                sock.fd,
                level,
                opt,
                &tv,
                std::mem::size_of::<libc::timeval>(),
            )
        }
        libc::SO_BINDTODEVICE => {
            let name = match value.deref() {
                Value::Str(s) => s.as_bytes().to_vec(),
                _ => Vec::new(),
            };
            // SAFETY: setsockopt reads `name.len()` bytes from `name`.
            unsafe {
                libc::setsockopt(
                    sock.fd,
                    level,
                    opt,
                    name.as_ptr().cast(),
                    name.len() as libc::socklen_t,
                )
            }
        }
        _ => {
            let v = value.to_int() as libc::c_int;
            set(sock.fd, level, opt, &v, std::mem::size_of::<libc::c_int>())
        }
    };
    if r != 0 {
        return Ok(sock.fail(cx, func, "Unable to set socket option", errno()));
    }
    Ok(Value::Bool(true))
}

fn socket_set_option(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    set_option(cx, args, "socket_set_option")
}

fn socket_setopt(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    set_option(cx, args, "socket_setopt")
}
