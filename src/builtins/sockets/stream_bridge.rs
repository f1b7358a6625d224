//! `socket_import_stream` and `socket_export_stream`: a Socket over a socket stream's fd,
//! and a stream over a Socket's fd. Either way the stream owns the fd; the Socket keeps
//! the stream, and closing one closes both, as in PHP.

use super::handle::{attach_stream, blank, socket_arg};
use crate::builtins::file::with_stream;
use crate::builtins::socket::stream_for_socket;
use crate::builtins::stream::Backing;
use crate::builtins::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "socket_import_stream",
        sig: "socket_import_stream($stream): Socket|false",
        call: socket_import_stream,
    },
    Builtin {
        name: "socket_export_stream",
        sig: "socket_export_stream(Socket $socket)",
        call: socket_export_stream,
    },
];

fn socket_import_stream(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let stream = args[0].deref();
    let found = with_stream(cx, "socket_import_stream", &stream, |s| match &s.backing {
        Backing::Socket(sock) => Ok((sock.fd(), s.io.blocking)),
        Backing::Memory(_) => Err("MEMORY"),
        Backing::Output => Err("Output"),
        _ => Err("STDIO"),
    })?;
    let (fd, blocking) = match found {
        Ok(x) => x,
        Err(kind) => {
            cx.warn(&format!(
                "socket_import_stream(): Cannot represent a stream of type {kind} as a Socket Descriptor"
            ));
            return Ok(Value::Bool(false));
        }
    };
    let mut domain: libc::c_int = 0;
    let mut len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
    // SAFETY: getsockopt writes at most `len` bytes into `domain`.
    let r = unsafe {
        libc::getsockopt(
            fd,
            libc::SOL_SOCKET,
            libc::SO_DOMAIN,
            (&mut domain as *mut libc::c_int).cast(),
            &mut len,
        )
    };
    if r != 0 {
        let e = super::wait::errno();
        super::handle::set_last_error(e);
        super::handle::warn_unless_pending(
            cx,
            "socket_import_stream",
            "Unable to obtain socket family",
            e,
        );
        return Ok(Value::Bool(false));
    }
    let obj = blank(cx)?;
    attach_stream(&obj, stream, domain, blocking);
    Ok(Value::Object(obj))
}

fn socket_export_stream(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let sock = socket_arg(cx, "socket_export_stream", args, 0)?;
    Ok(sock.stream(stream_for_socket).unwrap_or(Value::Bool(false)))
}
