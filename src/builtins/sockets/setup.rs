//! Making and unmaking sockets: `socket_create`, `socket_create_pair`,
//! `socket_create_listen`, `socket_bind`, `socket_listen`, `socket_connect`,
//! `socket_accept`, `socket_shutdown`, `socket_close`, the blocking-mode switches and the
//! socket's own and peer's names.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

use super::address::{inet_addr, Addr, UNIX_PATH_MAX};
use super::handle::{attach, blank, set_last_error, socket_arg, warn_unless_pending, OpenSocket};
use super::wait::{check, errno, retry, wait, Mode};
use crate::builtins::string_args::{int_arg, opt_int, set_ref, str_arg};
use crate::builtins::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::runtime::reactor::Interest;
use crate::value::{PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "socket_create",
        sig: "socket_create(int $domain, int $type, int $protocol): Socket|false",
        call: socket_create,
    },
    Builtin {
        name: "socket_create_pair",
        sig: "socket_create_pair(int $domain, int $type, int $protocol, &$pair): bool",
        call: socket_create_pair,
    },
    Builtin {
        name: "socket_create_listen",
        sig: "socket_create_listen(int $port, int $backlog = 128): Socket|false",
        call: socket_create_listen,
    },
    Builtin {
        name: "socket_bind",
        sig: "socket_bind(Socket $socket, string $address, int $port = 0): bool",
        call: socket_bind,
    },
    Builtin {
        name: "socket_listen",
        sig: "socket_listen(Socket $socket, int $backlog = 0): bool",
        call: socket_listen,
    },
    Builtin {
        name: "socket_connect",
        sig: "socket_connect(Socket $socket, string $address, ?int $port = null): bool",
        call: socket_connect,
    },
    Builtin {
        name: "socket_accept",
        sig: "socket_accept(Socket $socket): Socket|false",
        call: socket_accept,
    },
    Builtin {
        name: "socket_shutdown",
        sig: "socket_shutdown(Socket $socket, int $mode = 2): bool",
        call: socket_shutdown,
    },
    Builtin {
        name: "socket_close",
        sig: "socket_close(Socket $socket): void",
        call: socket_close,
    },
    Builtin {
        name: "socket_set_block",
        sig: "socket_set_block(Socket $socket): bool",
        call: socket_set_block,
    },
    Builtin {
        name: "socket_set_nonblock",
        sig: "socket_set_nonblock(Socket $socket): bool",
        call: socket_set_nonblock,
    },
    Builtin {
        name: "socket_getsockname",
        sig: "socket_getsockname(Socket $socket, &$address, &$port = null): bool",
        call: socket_getsockname,
    },
    Builtin {
        name: "socket_getpeername",
        sig: "socket_getpeername(Socket $socket, &$address, &$port = null): bool",
        call: socket_getpeername,
    },
];

/// Check the domain and type arguments as socket_create() and socket_create_pair() do.
fn check_kind(cx: &Interp, func: &str, domain: i64, ty: i64) -> Result<(), Unwind> {
    if ![libc::AF_UNIX, libc::AF_INET6, libc::AF_INET]
        .iter()
        .any(|d| *d as i64 == domain)
    {
        return Err(cx.throw_error(
            "ValueError",
            &format!(
                "{func}(): Argument #1 ($domain) must be one of AF_UNIX, AF_INET6, or AF_INET"
            ),
        ));
    }
    if ty > 10 {
        return Err(cx.throw_error(
            "ValueError",
            &format!("{func}(): Argument #2 ($type) must be one of SOCK_STREAM, SOCK_DGRAM, SOCK_SEQPACKET, SOCK_RAW, or SOCK_RDM"),
        ));
    }
    Ok(())
}

/// A new fd from socket(2), or errno.
fn open(domain: i32, ty: i32, proto: i32) -> Result<OwnedFd, i32> {
    // SAFETY: plain socket(2); the result is checked.
    let fd = unsafe { libc::socket(domain, ty | libc::SOCK_CLOEXEC, proto) };
    if fd < 0 {
        return Err(errno());
    }
    // SAFETY: a new fd nothing else owns.
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

fn socket_create(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let domain = int_arg(args, 0, 0);
    let ty = int_arg(args, 1, 0);
    check_kind(cx, "socket_create", domain, ty)?;
    let made = create(
        cx,
        "socket_create",
        domain as i32,
        ty as i32,
        int_arg(args, 2, 0) as i32,
    )?;
    Ok(made.map_or(Value::Bool(false), Value::Object))
}

/// A new `Socket` from socket(2); None after PHP's warning when that fails.
pub(super) fn create(
    cx: &Interp,
    func: &str,
    domain: i32,
    ty: i32,
    proto: i32,
) -> Result<Option<Obj>, Unwind> {
    let obj = blank(cx)?;
    match open(domain, ty, proto) {
        Ok(fd) => {
            attach(&obj, fd, domain);
            Ok(Some(obj))
        }
        Err(e) => {
            set_last_error(e);
            cx.warn(&format!(
                "{func}(): Unable to create socket [{e}]: {}",
                super::errors::strerror(e)
            ));
            Ok(None)
        }
    }
}

fn socket_create_pair(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let domain = int_arg(args, 0, 0);
    let ty = int_arg(args, 1, 0);
    check_kind(cx, "socket_create_pair", domain, ty)?;
    let objs = [blank(cx)?, blank(cx)?];
    let mut fds = [0; 2];
    // SAFETY: socketpair writes two fds into `fds` on success.
    let r = unsafe {
        libc::socketpair(
            domain as i32,
            ty as i32 | libc::SOCK_CLOEXEC,
            int_arg(args, 2, 0) as i32,
            fds.as_mut_ptr(),
        )
    };
    if r != 0 {
        let e = errno();
        set_last_error(e);
        cx.warn(&format!(
            "socket_create_pair(): Unable to create socket pair [{e}]: {}",
            super::errors::strerror(e)
        ));
        return Ok(Value::Bool(false));
    }
    let mut pair = PhpArray::new();
    for (obj, fd) in objs.into_iter().zip(fds) {
        // SAFETY: socketpair returned two new fds nothing else owns.
        attach(&obj, unsafe { OwnedFd::from_raw_fd(fd) }, domain as i32);
        pair.push(Value::Object(obj));
    }
    set_ref(args, 3, Value::arr(pair));
    Ok(Value::Bool(true))
}

/// Report a failure of a socket that is not handed out (PHP records it on the
/// discarded object, so only the process's last error shows it).
fn fail_unowned(cx: &Interp, func: &str, msg: &str, e: i32) -> Value {
    set_last_error(e);
    warn_unless_pending(cx, func, msg, e);
    Value::Bool(false)
}

fn socket_create_listen(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let port = int_arg(args, 0, 0) as u16;
    let backlog = int_arg(args, 1, 128) as i32;
    let func = "socket_create_listen";
    let obj = blank(cx)?;
    let fd = match open(libc::AF_INET, libc::SOCK_STREAM, 0) {
        Ok(fd) => fd,
        Err(e) => {
            return Ok(fail_unowned(
                cx,
                func,
                "unable to create listening socket",
                e,
            ))
        }
    };
    let addr = Addr::v4(std::net::Ipv4Addr::UNSPECIFIED, port);
    // SAFETY: bind and listen on our fd with a valid address.
    if unsafe { libc::bind(fd.as_raw_fd(), addr.ptr(), addr.len) } != 0 {
        return Ok(fail_unowned(
            cx,
            func,
            "unable to bind to given address",
            errno(),
        ));
    }
    // SAFETY: as above.
    if unsafe { libc::listen(fd.as_raw_fd(), backlog) } != 0 {
        return Ok(fail_unowned(
            cx,
            func,
            "unable to listen on socket",
            errno(),
        ));
    }
    attach(&obj, fd, libc::AF_INET);
    Ok(Value::Object(obj))
}

/// The address argument `i` of `func` for the socket's family, with `port`; None after a
/// warning when a host name does not resolve.
fn target(
    cx: &Interp,
    sock: &OpenSocket,
    func: &str,
    args: &[Value],
    i: usize,
    port: Option<i64>,
) -> Result<Option<Addr>, Unwind> {
    let address = str_arg(args, i);
    match sock.domain {
        libc::AF_UNIX => {
            if address.len() >= UNIX_PATH_MAX {
                return Err(cx.throw_error(
                    "ValueError",
                    &format!(
                        "{func}(): Argument #{} ($address) must be less than {UNIX_PATH_MAX}",
                        i + 1
                    ),
                ));
            }
            Ok(Some(Addr::unix(address.as_bytes())))
        }
        libc::AF_INET | libc::AF_INET6 => {
            let Some(port) = port else {
                return Err(port_required(cx, func, i + 2, sock.domain));
            };
            inet_addr(cx, sock, func, &address.to_string_lossy(), port as u16)
        }
        _ => Err(family_error(cx, func)),
    }
}

/// PHP's ValueError for a socket of a family the call does not know.
/// The ValueError of an inet socket call given no port (argument `argno`).
pub(super) fn port_required(cx: &Interp, func: &str, argno: usize, domain: i32) -> Unwind {
    let family = if domain == libc::AF_INET {
        "AF_INET"
    } else {
        "AF_INET6"
    };
    cx.throw_error(
        "ValueError",
        &format!(
            "{func}(): Argument #{argno} ($port) cannot be null when the socket type is {family}"
        ),
    )
}

pub(super) fn family_error(cx: &Interp, func: &str) -> Unwind {
    cx.throw_error(
        "ValueError",
        &format!("{func}(): Argument #1 ($socket) must be one of AF_UNIX, AF_INET, or AF_INET6"),
    )
}

fn socket_bind(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_bind";
    let sock = socket_arg(cx, func, args, 0)?;
    let port = int_arg(args, 2, 0);
    let Some(addr) = target(cx, &sock, func, args, 1, Some(port))? else {
        return Ok(Value::Bool(false));
    };
    let fd = sock.refresh().unwrap_or(-1);
    // SAFETY: bind(2) with a valid address of `addr.len` bytes.
    if unsafe { libc::bind(fd, addr.ptr(), addr.len) } != 0 {
        return Ok(sock.fail(cx, func, "Unable to bind address", errno()));
    }
    Ok(Value::Bool(true))
}

fn socket_listen(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let sock = socket_arg(cx, "socket_listen", args, 0)?;
    // SAFETY: listen(2) on the socket's fd.
    if unsafe { libc::listen(sock.fd, int_arg(args, 1, 0) as i32) } != 0 {
        return Ok(sock.fail(cx, "socket_listen", "unable to listen on socket", errno()));
    }
    Ok(Value::Bool(true))
}

/// The pending error of a socket whose connect completed (SO_ERROR).
fn so_error(fd: i32) -> i32 {
    let mut v: libc::c_int = 0;
    let mut len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
    // SAFETY: getsockopt writes at most `len` bytes into `v`.
    let r = unsafe {
        libc::getsockopt(
            fd,
            libc::SOL_SOCKET,
            libc::SO_ERROR,
            (&mut v as *mut libc::c_int).cast(),
            &mut len,
        )
    };
    if r != 0 {
        errno()
    } else {
        v
    }
}

fn socket_connect(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_connect";
    let sock = socket_arg(cx, func, args, 0)?;
    let Some(addr) = target(cx, &sock, func, args, 1, opt_int(args, 2))? else {
        return Ok(Value::Bool(false));
    };
    Ok(match connect_to(cx, &sock, &addr)? {
        Ok(()) => Value::Bool(true),
        Err(e) => sock.fail(cx, func, "unable to connect", e),
    })
}

/// connect(2) as PHP's blocking or non-blocking socket does it: a blocking socket waits
/// for the handshake (or for room in a Unix listener's queue).
pub(super) fn connect_to(
    cx: &Interp,
    sock: &OpenSocket,
    addr: &Addr,
) -> Result<Result<(), i32>, Unwind> {
    let Some(fd) = sock.refresh() else {
        return Ok(Err(libc::EBADF));
    };
    // SAFETY: connect(2) with a valid address of `addr.len` bytes.
    let r = check(unsafe { libc::connect(fd, addr.ptr(), addr.len) } as isize).map(drop);
    if r == Err(libc::EAGAIN) && sock.domain == libc::AF_UNIX {
        return retry(cx, sock, Interest::WRITE, Mode::Socket, |fd| {
            // SAFETY: as above.
            check(unsafe { libc::connect(fd, addr.ptr(), addr.len) } as isize).map(drop)
        });
    }
    if r != Err(libc::EINPROGRESS) || !sock.blocking {
        return Ok(r);
    }
    // The handshake: writable once it is done either way; EINPROGRESS still if the send
    // timeout passed first, as a blocking connect reports it.
    Ok(
        match wait(cx, sock, fd, Interest::WRITE, Mode::Socket, &mut None)? {
            Err(libc::EAGAIN) => Err(libc::EINPROGRESS),
            Err(e) => Err(e),
            Ok(fd) => match so_error(fd) {
                0 => Ok(()),
                e => Err(e),
            },
        },
    )
}

fn socket_accept(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_accept";
    let sock = socket_arg(cx, func, args, 0)?;
    let obj = blank(cx)?;
    let mut peer = Addr::empty();
    let got = retry(cx, &sock, Interest::READ, Mode::Socket, |fd| {
        peer = Addr::empty();
        // SAFETY: accept4 writes at most `peer.len` bytes of address into `peer`.
        let r = unsafe { libc::accept4(fd, peer.ptr_mut(), &mut peer.len, libc::SOCK_CLOEXEC) };
        check(r as isize)
    })?;
    match got {
        Ok(fd) => {
            let family = match peer.family() {
                0 => sock.domain,
                f => f,
            };
            // SAFETY: accept4 returned a new fd nothing else owns.
            attach(&obj, unsafe { OwnedFd::from_raw_fd(fd as i32) }, family);
            Ok(Value::Object(obj))
        }
        Err(e) => Ok(fail_unowned(
            cx,
            func,
            "unable to accept incoming connection",
            e,
        )),
    }
}

fn socket_shutdown(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let sock = socket_arg(cx, "socket_shutdown", args, 0)?;
    // SAFETY: shutdown(2) on the socket's fd.
    if unsafe { libc::shutdown(sock.fd, int_arg(args, 1, 2) as i32) } != 0 {
        return Ok(sock.fail(cx, "socket_shutdown", "Unable to shutdown socket", errno()));
    }
    Ok(Value::Bool(true))
}

fn socket_close(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    socket_arg(cx, "socket_close", args, 0)?.close();
    Ok(Value::Null)
}

fn socket_set_block(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    socket_arg(cx, "socket_set_block", args, 0)?.set_blocking(true);
    Ok(Value::Bool(true))
}

fn socket_set_nonblock(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    socket_arg(cx, "socket_set_nonblock", args, 0)?.set_blocking(false);
    Ok(Value::Bool(true))
}

/// socket_getsockname() and socket_getpeername().
fn name(cx: &Interp, args: &[Value], func: &str, peer: bool) -> Result<Value, Unwind> {
    let sock = socket_arg(cx, func, args, 0)?;
    let mut a = Addr::empty();
    // SAFETY: both calls write at most `a.len` bytes of address into `a`.
    let r = unsafe {
        if peer {
            libc::getpeername(sock.fd, a.ptr_mut(), &mut a.len)
        } else {
            libc::getsockname(sock.fd, a.ptr_mut(), &mut a.len)
        }
    };
    if r != 0 {
        let what = if peer { "peer name" } else { "socket name" };
        return Ok(sock.fail(cx, func, &format!("unable to retrieve {what}"), errno()));
    }
    if ![libc::AF_INET, libc::AF_INET6, libc::AF_UNIX].contains(&a.family()) {
        return Err(family_error(cx, func));
    }
    let (text, port) = a.describe();
    set_ref(args, 1, Value::str(&text));
    if let Some(p) = port {
        set_ref(args, 2, Value::Int(p as i64));
    }
    Ok(Value::Bool(true))
}

fn socket_getsockname(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    name(cx, args, "socket_getsockname", false)
}

fn socket_getpeername(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    name(cx, args, "socket_getpeername", true)
}
