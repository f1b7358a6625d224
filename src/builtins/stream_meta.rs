//! A stream's mode switches and what is known about it: `stream_set_blocking`,
//! `stream_set_timeout` and `stream_get_meta_data` (whose `timed_out` reports the last
//! wait of a socket or pipe read).

use std::time::Duration;

use super::file::with_stream;
use super::stream::{Backing, Stream};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "stream_set_blocking",
        sig: "stream_set_blocking($stream, bool $enable): bool",
        call: stream_set_blocking,
    },
    Builtin {
        name: "socket_set_blocking",
        sig: "socket_set_blocking($stream, bool $enable): bool",
        call: stream_set_blocking,
    },
    Builtin {
        name: "stream_set_timeout",
        sig: "stream_set_timeout($stream, int $seconds, int $microseconds = 0): bool",
        call: stream_set_timeout,
    },
    Builtin {
        name: "socket_set_timeout",
        sig: "socket_set_timeout($stream, int $seconds, int $microseconds = 0): bool",
        call: stream_set_timeout,
    },
    Builtin {
        name: "stream_get_meta_data",
        sig: "stream_get_meta_data($stream): array",
        call: stream_get_meta_data,
    },
    Builtin {
        name: "socket_get_status",
        sig: "socket_get_status($stream): array",
        call: stream_get_meta_data,
    },
];

fn stream_set_blocking(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let on = args.get(1).is_some_and(Value::to_bool);
    with_stream(cx, "stream_set_blocking", &args[0], |s| s.io.blocking = on)?;
    Ok(Value::Bool(true))
}

fn stream_set_timeout(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let secs = args.get(1).map_or(0, Value::to_int).max(0) as u64;
    let us = args.get(2).map_or(0, Value::to_int).max(0) as u64;
    let t = Duration::from_secs(secs) + Duration::from_micros(us);
    Ok(Value::Bool(with_stream(
        cx,
        "stream_set_timeout",
        &args[0],
        |s| {
            if !s.io.pollable {
                return false;
            }
            s.io.timeout = Some(t);
            true
        },
    )?))
}

fn stream_get_meta_data(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let a = with_stream(cx, "stream_get_meta_data", &args[0], meta)?;
    Ok(Value::arr(a))
}

fn meta(s: &mut Stream) -> PhpArray {
    let mut a = PhpArray::new();
    let mut set = |k: &str, v: Value| a.insert(Key::from_bytes(k.as_bytes()), v);
    set("timed_out", Value::Bool(s.io.timed_out));
    set("blocked", Value::Bool(s.io.blocking));
    set("eof", Value::Bool(s.eof));
    let default_mode = match (s.readable, s.writable) {
        (true, true) => "r+",
        (false, true) => "w",
        _ => "r",
    };
    let mode = s.io.mode.clone().unwrap_or_else(|| default_mode.into());
    let (wrapper, stream_type, seekable) = match &s.backing {
        Backing::Socket(sock) => (None, sock.stream_type, false),
        Backing::Memory(_) => (
            Some("PHP"),
            if s.io
                .uri
                .as_deref()
                .is_some_and(|u| u.starts_with("php://temp"))
            {
                "TEMP"
            } else {
                "MEMORY"
            },
            true,
        ),
        Backing::File(_) if s.io.pollable => (None, "STDIO", false),
        Backing::File(_) => (Some("plainfile"), "STDIO", true),
        Backing::Output => (Some("PHP"), "Output", false),
        _ => (Some("PHP"), "STDIO", false),
    };
    if let Some(w) = wrapper {
        set("wrapper_type", Value::str(w));
    }
    set("stream_type", Value::str(stream_type));
    set("mode", Value::str(&mode));
    set("unread_bytes", Value::Int(s.buffered().len() as i64));
    set("seekable", Value::Bool(seekable));
    if let Some(uri) = &s.io.uri {
        set("uri", Value::str(uri));
    }
    a
}
