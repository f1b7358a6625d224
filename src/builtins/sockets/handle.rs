//! The `Socket` object of ext/sockets: its state (the fd, its address family, the PHP-level
//! blocking flag and the last error), the per-process last error, and PHP's way of
//! reporting a failed call (`PHP_SOCKET_ERROR`). The kernel fd is always non-blocking; the
//! blocking flag only says whether calls wait (see `wait`).

use std::cell::Cell;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};
use std::rc::Rc;

use crate::builtins::socket::{set_stream_blocking, socket_fd};
use crate::eval::{Interp, Unwind};
use crate::object::builtin_classes::NativeClass;
use crate::object::{Class, ClassTable, InstanceLimits, Internal, Obj};
use crate::value::Value;

pub fn register(table: &ClassTable) {
    NativeClass::class("Socket")
        .final_()
        .limits(InstanceLimits {
            no_compare: true,
            ..InstanceLimits::SEALED
        })
        .method("__construct", "__construct()", construct)
        .register(table);
}

fn construct(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Err(interp.throw_error(
        "Error",
        "Cannot directly construct Socket, use socket_create() instead",
    ))
}

/// Where a `Socket`'s descriptor lives.
enum Descriptor {
    Own(OwnedFd),
    /// In a stream resource (`socket_import_stream`, `socket_export_stream`): the stream
    /// owns the fd, closing either closes both.
    Stream(Value),
}

impl Descriptor {
    /// The fd (-1, which every call refuses with EBADF, once the stream was closed).
    fn raw(&self) -> RawFd {
        match self {
            Descriptor::Own(fd) => fd.as_raw_fd(),
            Descriptor::Stream(v) => socket_fd(v).unwrap_or(-1),
        }
    }
}

/// The state of one `Socket`.
pub(super) struct SocketState {
    /// None once closed.
    fd: Option<Descriptor>,
    /// The address family (`AF_INET`, `AF_INET6`, `AF_UNIX`).
    pub domain: i32,
    /// Whether calls wait for the socket (PHP's blocking mode).
    pub blocking: bool,
    /// What `socket_last_error($socket)` reports.
    pub error: i32,
}

impl Internal for SocketState {}

impl SocketState {
    fn stream(&self) -> Option<Value> {
        match &self.fd {
            Some(Descriptor::Stream(v)) => Some(v.clone()),
            _ => None,
        }
    }
}

thread_local! {
    /// What `socket_last_error()` without a socket reports.
    static LAST_ERROR: Cell<i32> = const { Cell::new(0) };
}

pub(super) fn last_error() -> i32 {
    LAST_ERROR.with(Cell::get)
}

pub(super) fn set_last_error(e: i32) {
    LAST_ERROR.with(|c| c.set(e));
}

/// A `Socket` object without a descriptor yet (PHP creates the object before the
/// system call, which shows in object ids).
pub(super) fn blank(cx: &Interp) -> Result<Obj, Unwind> {
    let Some(cls) = cx.classes.get("Socket") else {
        return Err(cx.throw_error("Error", "Class \"Socket\" not found"));
    };
    Ok(Obj::new(&cls))
}

/// Give a blank `Socket` its descriptor.
pub(super) fn attach(obj: &Obj, fd: OwnedFd, domain: i32) {
    set_nonblocking(fd.as_raw_fd());
    obj.set_internal(Box::new(SocketState {
        fd: Some(Descriptor::Own(fd)),
        domain,
        blocking: true,
        error: 0,
    }));
}

/// Give a blank `Socket` the descriptor of a socket stream.
pub(super) fn attach_stream(obj: &Obj, stream: Value, domain: i32, blocking: bool) {
    obj.set_internal(Box::new(SocketState {
        fd: Some(Descriptor::Stream(stream)),
        domain,
        blocking,
        error: 0,
    }));
}

fn set_nonblocking(fd: RawFd) {
    // SAFETY: fcntl on an fd we own; failure leaves it as it was.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
    }
}

/// An open socket argument, copied out of its object (no borrow is kept).
#[derive(Clone)]
pub(super) struct OpenSocket {
    pub obj: Obj,
    pub fd: RawFd,
    pub domain: i32,
    pub blocking: bool,
}

impl OpenSocket {
    /// The descriptor again after a wait (another coroutine may have closed the socket
    /// meanwhile): None when it was closed.
    pub fn refresh(&self) -> Option<RawFd> {
        self.obj
            .with_internal(|s: &mut SocketState| s.fd.as_ref().map(Descriptor::raw))
            .flatten()
    }

    /// Record `errno` as the socket's and the process's last error.
    pub fn set_error(&self, errno: i32) {
        self.obj
            .with_internal(|s: &mut SocketState| s.error = errno);
        set_last_error(errno);
    }

    /// PHP_SOCKET_ERROR: record `errno` and warn `func(): msg [errno]: text`, except for
    /// the errors of a call that would block.
    pub fn fail(&self, cx: &Interp, func: &str, msg: &str, errno: i32) -> Value {
        self.set_error(errno);
        warn_unless_pending(cx, func, msg, errno);
        Value::Bool(false)
    }

    /// Switch blocking mode (and that of the stream holding the socket, as PHP does).
    pub fn set_blocking(&self, blocking: bool) {
        let stream = self
            .obj
            .with_internal(|s: &mut SocketState| {
                s.blocking = blocking;
                s.stream()
            })
            .flatten();
        if let Some(v) = stream {
            set_stream_blocking(&v, blocking);
        }
    }

    /// Close the descriptor (and the stream holding it); later use of the object is an
    /// error.
    pub fn close(&self) {
        let fd = self
            .obj
            .with_internal(|s: &mut SocketState| s.fd.take())
            .flatten();
        if let Some(Descriptor::Stream(Value::Resource(r))) = &fd {
            r.close();
        }
        drop(fd);
    }

    /// The stream holding the socket; else hand the fd to a stream made by `make` and
    /// keep that (`socket_export_stream`). None once closed.
    pub fn stream(&self, make: impl FnOnce(OwnedFd, bool) -> Value) -> Option<Value> {
        self.obj
            .with_internal(|s: &mut SocketState| {
                if let Some(v) = s.stream() {
                    return Some(v);
                }
                let Some(Descriptor::Own(fd)) = s.fd.take() else {
                    return None;
                };
                let v = make(fd, s.blocking);
                s.fd = Some(Descriptor::Stream(v.clone()));
                Some(v)
            })
            .flatten()
    }
}

/// The warning of PHP_SOCKET_ERROR (none for EAGAIN and EINPROGRESS).
pub(super) fn warn_unless_pending(cx: &Interp, func: &str, msg: &str, errno: i32) {
    if errno != libc::EAGAIN && errno != libc::EINPROGRESS {
        cx.warn(&format!(
            "{func}(): {msg} [{errno}]: {}",
            super::errors::strerror(errno)
        ));
    }
}

/// The state of a `Socket` value, open or closed; None for other values.
pub(super) fn peek(v: &Value) -> Option<(Obj, Option<RawFd>, i32, bool)> {
    let Value::Object(o) = v.deref() else {
        return None;
    };
    o.with_internal(|s: &mut SocketState| {
        (s.fd.as_ref().map(Descriptor::raw), s.domain, s.blocking)
    })
    .map(|(fd, domain, blocking)| (o.clone(), fd, domain, blocking))
}

/// The open socket argument `i` of `func`; PHP's Error once it was closed.
pub(super) fn socket_arg(
    cx: &Interp,
    func: &str,
    args: &[Value],
    i: usize,
) -> Result<OpenSocket, Unwind> {
    match args.get(i).and_then(peek) {
        Some((obj, Some(fd), domain, blocking)) => Ok(OpenSocket {
            obj,
            fd,
            domain,
            blocking,
        }),
        _ => Err(cx.throw_error(
            "Error",
            &format!(
                "{func}(): Argument #{} ($socket) has already been closed",
                i + 1
            ),
        )),
    }
}

/// The last error recorded on a socket argument.
pub(super) fn socket_error(s: &OpenSocket) -> i32 {
    s.obj
        .with_internal(|st: &mut SocketState| st.error)
        .unwrap_or(0)
}

/// Forget a socket argument's last error.
pub(super) fn clear_socket_error(s: &OpenSocket) {
    s.obj.with_internal(|st: &mut SocketState| st.error = 0);
}
