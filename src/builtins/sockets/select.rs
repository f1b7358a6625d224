//! `socket_select()`: the arrays of Socket objects keep the ready ones (with their keys).
//! Inside a coroutine the wait suspends only that coroutine; outside one it blocks in
//! poll(2) as select(2) does in PHP.

use std::time::Duration;

use super::handle::{peek, set_last_error};
use crate::builtins::socket::pollfd;
use crate::builtins::stream_select::wait_ready;
use crate::builtins::string_args::{int_arg, set_ref};
use crate::builtins::Builtin;
use crate::eval::{Interp, Unwind};
use crate::runtime::reactor::Interest;
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "socket_select",
    sig: "socket_select(?array &$read, ?array &$write, ?array &$except, ?int $seconds, int $microseconds = 0): int|false",
    call: socket_select,
}];

const NAMES: [&str; 3] = ["read", "write", "except"];

/// One socket of one of the three arrays.
struct Entry {
    key: Key,
    value: Value,
    fd: i32,
}

/// The sockets of array argument `i` with their keys and fds (None when it is not an
/// array); PHP's TypeError for an element that is not an open Socket.
fn entries(cx: &Interp, args: &[Value], i: usize) -> Result<Option<Vec<Entry>>, Unwind> {
    let Some(Value::Array(a)) = args.get(i).map(Value::deref) else {
        return Ok(None);
    };
    let mut out = Vec::new();
    for (k, v) in a.iter() {
        let v = v.deref();
        let arg = format!("socket_select(): Argument #{} (${})", i + 1, NAMES[i]);
        match peek(&v) {
            Some((_, Some(fd), _, _)) => out.push(Entry {
                key: k.clone(),
                value: v.clone(),
                fd,
            }),
            Some((_, None, _, _)) => {
                return Err(cx.throw_error("TypeError", &format!("{arg} contains a closed socket")))
            }
            None => {
                return Err(cx.throw_error(
                    "TypeError",
                    &format!(
                        "{arg} must only have elements of type Socket, {} given",
                        v.type_name_for_error()
                    ),
                ))
            }
        }
    }
    Ok(Some(out))
}

fn socket_select(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut sets = Vec::new();
    for i in 0..3 {
        sets.push(entries(cx, args, i)?);
    }
    if sets.iter().all(|s| s.as_ref().is_none_or(Vec::is_empty)) {
        return Err(cx.throw_error(
            "ValueError",
            "socket_select(): At least one array argument must be passed",
        ));
    }
    let timeout = match args.get(3).map(Value::deref) {
        None | Some(Value::Null) => None,
        Some(v) => {
            let (sec, usec) = (v.to_int(), int_arg(args, 4, 0));
            if sec < 0 || usec < 0 {
                set_last_error(libc::EINVAL);
                cx.warn(&format!(
                    "socket_select(): Unable to select [{}]: {}",
                    libc::EINVAL,
                    super::errors::strerror(libc::EINVAL)
                ));
                return Ok(Value::Bool(false));
            }
            Some(Duration::from_secs(sec as u64) + Duration::from_micros(usec as u64))
        }
    };
    let mut fds: Vec<libc::pollfd> = Vec::new();
    for (i, set) in sets.iter().enumerate() {
        for Entry { fd, .. } in set.iter().flatten() {
            let mut p = pollfd(
                *fd,
                Interest {
                    readable: i == 0,
                    writable: i == 1,
                },
            );
            if i == 2 {
                p.events = libc::POLLPRI;
            }
            fds.push(p);
        }
    }
    wait_ready(cx, &mut fds, timeout, false)?;
    let mut count = 0i64;
    let mut ready = fds.iter().map(|p| p.revents);
    for (i, set) in sets.into_iter().enumerate() {
        let Some(set) = set else { continue };
        let mut out = PhpArray::new();
        for Entry { key, value, .. } in set {
            let rev = ready.next().unwrap_or(0);
            let hit = match i {
                0 => rev & (libc::POLLIN | libc::POLLHUP | libc::POLLERR) != 0,
                1 => rev & (libc::POLLOUT | libc::POLLERR | libc::POLLHUP) != 0,
                _ => rev & libc::POLLPRI != 0,
            };
            if hit {
                count += 1;
                out.insert(key, value);
            }
        }
        set_ref(args, i, Value::arr(out));
    }
    Ok(Value::Int(count))
}
