//! PHP's blocking mode over a non-blocking fd: a call that would block is retried after
//! waiting for the socket (through `socket::wait_ready`, so inside a coroutine only that
//! coroutine waits and the wait is a cancellation point), bounded by the socket's
//! SO_RCVTIMEO or SO_SNDTIMEO as the kernel would bound a blocking call.

use std::os::fd::RawFd;
use std::time::{Duration, Instant};

use super::handle::OpenSocket;
use crate::builtins::socket::wait_ready;
use crate::eval::{Interp, Unwind};
use crate::runtime::reactor::Interest;

/// The errno of the last failed system call.
pub(super) fn errno() -> i32 {
    std::io::Error::last_os_error()
        .raw_os_error()
        .unwrap_or(libc::EIO)
}

/// A system call's result: the count, or errno when it returned -1.
pub(super) fn check(r: isize) -> Result<usize, i32> {
    if r < 0 {
        Err(errno())
    } else {
        Ok(r as usize)
    }
}

/// The timeout a blocking call of this direction has on `fd` (None: none).
fn option_timeout(fd: RawFd, interest: Interest) -> Option<Duration> {
    let opt = if interest.writable {
        libc::SO_SNDTIMEO
    } else {
        libc::SO_RCVTIMEO
    };
    let mut tv = libc::timeval {
        tv_sec: 0,
        tv_usec: 0,
    };
    let mut len = std::mem::size_of::<libc::timeval>() as libc::socklen_t;
    // SAFETY: getsockopt writes at most `len` bytes into `tv`.
    let r = unsafe {
        libc::getsockopt(
            fd,
            libc::SOL_SOCKET,
            opt,
            (&mut tv as *mut libc::timeval).cast(),
            &mut len,
        )
    };
    if r != 0 || (tv.tv_sec <= 0 && tv.tv_usec <= 0) {
        return None;
    }
    Some(Duration::from_secs(tv.tv_sec as u64) + Duration::from_micros(tv.tv_usec as u64))
}

/// How a call may wait.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Mode {
    /// As the socket's blocking flag says, bounded by its timeout option.
    Socket,
    /// Never (MSG_DONTWAIT).
    Never,
    /// Always and without a bound (PHP_NORMAL_READ waits for its line end).
    Always,
}

/// Run `op` (one non-blocking system call on the fd it is given) until it no longer
/// reports EAGAIN, waiting for `interest` between tries as `mode` allows. Err(errno) when
/// it fails, EAGAIN when the wait timed out, EBADF when the socket was closed meanwhile.
pub(super) fn retry<T>(
    cx: &Interp,
    sock: &OpenSocket,
    interest: Interest,
    mode: Mode,
    mut op: impl FnMut(RawFd) -> Result<T, i32>,
) -> Result<Result<T, i32>, Unwind> {
    let waits = match mode {
        Mode::Socket => sock.blocking,
        Mode::Never => false,
        Mode::Always => true,
    };
    let mut fd = sock.fd;
    let mut deadline = None;
    loop {
        match op(fd) {
            Err(libc::EINTR) => continue,
            Err(libc::EAGAIN) if waits => {}
            r => return Ok(r),
        }
        match wait(cx, sock, fd, interest, mode, &mut deadline)? {
            Ok(f) => fd = f,
            Err(e) => return Ok(Err(e)),
        }
    }
}

/// Wait until `fd` is ready for `interest`, within the deadline set on the first wait of
/// a call (from the timeout option when `mode` is `Socket`). The fd again (see
/// `OpenSocket::refresh`), or EAGAIN on timeout, EBADF when the socket was closed meanwhile.
pub(super) fn wait(
    cx: &Interp,
    sock: &OpenSocket,
    fd: RawFd,
    interest: Interest,
    mode: Mode,
    deadline: &mut Option<Option<Instant>>,
) -> Result<Result<RawFd, i32>, Unwind> {
    let until = *deadline.get_or_insert_with(|| match mode {
        Mode::Socket => option_timeout(fd, interest).map(|t| Instant::now() + t),
        _ => None,
    });
    let left = until.map(|d| d.saturating_duration_since(Instant::now()));
    if left == Some(Duration::ZERO) || !wait_ready(cx, fd, interest, left)? {
        return Ok(Err(libc::EAGAIN));
    }
    Ok(sock.refresh().ok_or(libc::EBADF))
}
