//! The error side of ext/sockets: `socket_last_error`, `socket_clear_error`,
//! `socket_strerror`, and the text of an error code (resolver codes, stored as
//! -10000 - h_errno, read through hstrerror as PHP does).

use std::ffi::CStr;

use super::handle::{clear_socket_error, last_error, set_last_error, socket_arg, socket_error};
use crate::builtins::string_args::int_arg;
use crate::builtins::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "socket_last_error",
        sig: "socket_last_error(?Socket $socket = null): int",
        call: socket_last_error,
    },
    Builtin {
        name: "socket_clear_error",
        sig: "socket_clear_error(?Socket $socket = null): void",
        call: socket_clear_error,
    },
    Builtin {
        name: "socket_strerror",
        sig: "socket_strerror(int $error_code): string",
        call: socket_strerror,
    },
];

/// The text PHP gives for an error code.
pub(super) fn strerror(code: i32) -> String {
    // SAFETY: both functions return a pointer to a NUL-terminated message that stays
    // valid until the next call on this thread; it is copied at once.
    let p = unsafe {
        if code < -10000 {
            libc::hstrerror(-code - 10000)
        } else {
            libc::strerror(code)
        }
    };
    if p.is_null() {
        return format!("Unknown error {code}");
    }
    // SAFETY: as above.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

fn given(args: &[Value]) -> bool {
    args.first()
        .is_some_and(|v| !matches!(v.deref(), Value::Null))
}

fn socket_last_error(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    if given(args) {
        let s = socket_arg(cx, "socket_last_error", args, 0)?;
        return Ok(Value::Int(socket_error(&s) as i64));
    }
    Ok(Value::Int(last_error() as i64))
}

fn socket_clear_error(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    if given(args) {
        let s = socket_arg(cx, "socket_clear_error", args, 0)?;
        clear_socket_error(&s);
    } else {
        set_last_error(0);
    }
    Ok(Value::Null)
}

fn socket_strerror(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let Ok(code) = i32::try_from(int_arg(args, 0, 0)) else {
        return Err(cx.throw_error(
            "ValueError",
            "socket_strerror(): Argument #1 ($error_code) must be between -2147483648 and 2147483647",
        ));
    };
    Ok(Value::str(&strerror(code)))
}
