//! `stream_select()` over sockets, pipes and files: the ready streams are kept in the
//! arrays (with their keys), the rest removed. Inside a coroutine the wait suspends only
//! that coroutine (every fd is watched by the reactor, a timer bounds it); outside one it
//! blocks in poll(2) as PHP does.

use std::os::fd::RawFd;
use std::rc::Rc;
use std::time::Duration;

use super::socket::{poll_fds, pollfd, stream_fd};
use super::stream::Stream;
use super::string_args::set_ref;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::runtime::reactor::Interest;
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "stream_select",
    sig: "stream_select(?array &$read, ?array &$write, ?array &$except, ?int $seconds, ?int $microseconds = null): int|false",
    call: stream_select,
}];

/// One stream of one of the three arrays.
struct Entry {
    key: Key,
    value: Value,
    fd: RawFd,
    /// Read set only: bytes already buffered make it ready without polling.
    buffered: bool,
}

/// The entries of array argument `i` (None when it is null).
fn entries(cx: &Interp, args: &[Value], i: usize) -> Option<Vec<Entry>> {
    let Value::Array(a) = args.get(i)?.deref() else {
        return None;
    };
    let mut out = Vec::new();
    for (k, v) in a.iter() {
        let v = v.deref();
        let Value::Resource(r) = &v else { continue };
        let info = r
            .data
            .borrow()
            .as_ref()
            .and_then(|d| d.downcast_ref::<Stream>())
            .map(|s| (stream_fd(s), !s.buffered().is_empty()));
        match info {
            Some((Some(fd), buffered)) => out.push(Entry {
                key: k.clone(),
                value: v.clone(),
                fd,
                buffered: buffered && i == 0,
            }),
            Some((None, _)) => cx.warn(
                "stream_select(): Cannot represent a stream of type MEMORY as a select()able descriptor",
            ),
            None => {}
        }
    }
    Some(out)
}

fn stream_select(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let sets: Vec<Option<Vec<Entry>>> = (0..3).map(|i| entries(cx, args, i)).collect();
    if sets.iter().all(|s| s.as_ref().is_none_or(|e| e.is_empty())) {
        return Err(cx.throw_error("ValueError", "No stream arrays were passed"));
    }
    let secs = args.get(3).map(Value::deref);
    let timeout = match secs {
        None | Some(Value::Null) => None,
        Some(v) => {
            let s = v.to_int();
            if s < 0 {
                return Err(cx.throw_error(
                    "ValueError",
                    "stream_select(): Argument #4 ($seconds) must be greater than or equal to 0",
                ));
            }
            let us = args.get(4).map_or(0, |v| v.deref().to_int());
            if us < 0 {
                return Err(cx.throw_error(
                    "ValueError",
                    "stream_select(): Argument #5 ($microseconds) must be greater than or equal to 0",
                ));
            }
            Some(Duration::from_secs(s as u64) + Duration::from_micros(us as u64))
        }
    };
    let mut fds: Vec<libc::pollfd> = Vec::new();
    for (i, set) in sets.iter().enumerate() {
        for e in set.iter().flatten() {
            let mut p = pollfd(
                e.fd,
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
    let any_buffered = sets.iter().flatten().flatten().any(|e| e.buffered);
    wait_ready(cx, &mut fds, timeout, any_buffered)?;
    let mut count = 0i64;
    let mut n = 0usize;
    for (i, set) in sets.into_iter().enumerate() {
        let Some(set) = set else { continue };
        let mut out = PhpArray::new();
        for e in set {
            let rev = fds[n].revents;
            n += 1;
            let hit = match i {
                0 => e.buffered || rev & (libc::POLLIN | libc::POLLHUP | libc::POLLERR) != 0,
                1 => rev & (libc::POLLOUT | libc::POLLERR | libc::POLLHUP) != 0,
                _ => rev & libc::POLLPRI != 0,
            };
            if hit {
                count += 1;
                out.insert(e.key, e.value);
            }
        }
        set_ref(args, i, Value::arr(out));
    }
    Ok(Value::Int(count))
}

/// Suspend the running coroutine until one of `fds` is ready or `timeout` passes.
/// Poll `fds` at once; when none is ready (and nothing is `buffered` already) wait up to
/// `timeout` (inside a coroutine through the reactor, else in poll(2)) and poll again, so
/// that `revents` tells what is ready.
pub(crate) fn wait_ready(
    cx: &Interp,
    fds: &mut [libc::pollfd],
    timeout: Option<Duration>,
    buffered: bool,
) -> Result<(), Unwind> {
    let ready = poll_fds(fds, Some(Duration::ZERO));
    if ready == 0 && !buffered && timeout != Some(Duration::ZERO) {
        if cx.sched.is_started() && cx.sched.current().is_some() {
            wait_in_coroutine(cx, fds, timeout)?;
        } else {
            cx.flush();
            poll_fds(fds, timeout);
        }
        for p in fds.iter_mut() {
            p.revents = 0;
        }
        poll_fds(fds, Some(Duration::ZERO));
    }
    Ok(())
}

fn wait_in_coroutine(
    cx: &Interp,
    fds: &[libc::pollfd],
    timeout: Option<Duration>,
) -> Result<(), Unwind> {
    let Some(cur) = cx.sched.current() else {
        return Ok(());
    };
    let mut ids = Vec::new();
    for p in fds {
        let interest = Interest {
            readable: p.events & libc::POLLIN != 0,
            writable: p.events & libc::POLLOUT != 0,
        };
        if !interest.readable && !interest.writable {
            continue;
        }
        let me = cur.clone();
        let w = cx.sched.reactor.watch(
            p.fd,
            interest,
            false,
            Rc::new(move |i: &Interp, _| i.wake(&me, Ok(Value::Null))),
        );
        if let Ok(id) = w {
            ids.push(id);
        }
    }
    if ids.is_empty() && timeout.is_none() {
        // Nothing can be watched: block as PHP does rather than wait forever.
        let mut copy = fds.to_vec();
        poll_fds(&mut copy, None);
        return Ok(());
    }
    if let Some(t) = timeout {
        let tid = cx.sched.add_wake_timer(t, cur.clone());
        cur.waker.set_timer(Some(tid));
    }
    let woken = cx.suspend_current(false);
    for id in ids {
        cx.sched.reactor.unwatch(id);
    }
    woken.map(drop).map_err(Unwind::Throw)
}
