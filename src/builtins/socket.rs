//! The socket layer of streams: `stream_socket_server/client/accept/pair`, `fsockopen`,
//! names, datagrams and shutdown, and the waits every socket (and proc_open pipe) read or
//! write goes through. Socket fds are always non-blocking in the kernel: inside a coroutine
//! a wait suspends only that coroutine through the reactor (a cancellation point), outside
//! one it blocks in poll(2) as PHP does. No borrow of a stream is held across a wait.

use std::io::{self, ErrorKind, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream, ToSocketAddrs, UdpSocket};
use std::os::fd::{AsRawFd, FromRawFd, RawFd};
use std::os::unix::net::{UnixDatagram, UnixListener, UnixStream};
use std::rc::Rc;
use std::time::{Duration, Instant};

use super::stream::{Backing, Stream};
use super::string_args::{set_ref, str_arg};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::runtime::reactor::Interest;
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "stream_socket_server", sig: "stream_socket_server(string $address, &$error_code = null, &$error_message = null, int $flags = STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $context = null)", call: stream_socket_server },
    Builtin { name: "stream_socket_client", sig: "stream_socket_client(string $address, &$error_code = null, &$error_message = null, ?float $timeout = null, int $flags = STREAM_CLIENT_CONNECT, $context = null)", call: stream_socket_client },
    Builtin { name: "stream_socket_accept", sig: "stream_socket_accept($socket, ?float $timeout = null, &$peer_name = null)", call: stream_socket_accept },
    Builtin { name: "stream_socket_get_name", sig: "stream_socket_get_name($socket, bool $remote): string|false", call: stream_socket_get_name },
    Builtin { name: "stream_socket_recvfrom", sig: "stream_socket_recvfrom($socket, int $length, int $flags = 0, &$address = null): string|false", call: stream_socket_recvfrom },
    Builtin { name: "stream_socket_sendto", sig: "stream_socket_sendto($socket, string $data, int $flags = 0, string $address = \"\"): int|false", call: stream_socket_sendto },
    Builtin { name: "stream_socket_shutdown", sig: "stream_socket_shutdown($stream, int $mode): bool", call: stream_socket_shutdown },
    Builtin { name: "stream_socket_pair", sig: "stream_socket_pair(int $domain, int $type, int $protocol): array|false", call: stream_socket_pair },
    Builtin { name: "fsockopen", sig: "fsockopen(string $hostname, int $port = -1, &$error_code = null, &$error_message = null, ?float $timeout = null)", call: fsockopen },
];

/// `op` again for as long as a signal interrupts it.
fn retry_eintr<T>(mut op: impl FnMut() -> io::Result<T>) -> io::Result<T> {
    loop {
        match op() {
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            r => return r,
        }
    }
}

pub fn constants() -> Vec<(&'static str, Value)> {
    [
        ("STREAM_CLIENT_PERSISTENT", 1),
        ("STREAM_CLIENT_ASYNC_CONNECT", 2),
        ("STREAM_CLIENT_CONNECT", 4),
        ("STREAM_SERVER_BIND", 4),
        ("STREAM_SERVER_LISTEN", 8),
        ("STREAM_SHUT_RD", 0),
        ("STREAM_SHUT_WR", 1),
        ("STREAM_SHUT_RDWR", 2),
        ("STREAM_OOB", 1),
        ("STREAM_PEEK", 2),
        ("STREAM_PF_INET", libc::AF_INET as i64),
        ("STREAM_PF_INET6", libc::AF_INET6 as i64),
        ("STREAM_PF_UNIX", libc::AF_UNIX as i64),
        ("STREAM_SOCK_STREAM", libc::SOCK_STREAM as i64),
        ("STREAM_SOCK_DGRAM", libc::SOCK_DGRAM as i64),
        ("STREAM_SOCK_RAW", libc::SOCK_RAW as i64),
        ("STREAM_SOCK_SEQPACKET", libc::SOCK_SEQPACKET as i64),
        ("STREAM_SOCK_RDM", libc::SOCK_RDM as i64),
        ("STREAM_IPPROTO_IP", 0),
        ("STREAM_IPPROTO_TCP", 6),
        ("STREAM_IPPROTO_UDP", 17),
        ("STREAM_IPPROTO_ICMP", 1),
        ("STREAM_IPPROTO_RAW", 255),
    ]
    .into_iter()
    .map(|(k, v)| (k, Value::Int(v)))
    .collect()
}

/// php's `default_socket_timeout`.
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// The kinds of socket a stream can hold.
pub enum SockKind {
    TcpListener(TcpListener),
    Tcp(TcpStream),
    Udp(UdpSocket),
    UnixListener(UnixListener),
    Unix(UnixStream),
    UnixDgram(UnixDatagram),
}

/// The socket behind a `Backing::Socket` stream.
pub struct Sock {
    pub kind: SockKind,
    /// What `stream_get_meta_data()` reports as `stream_type`.
    pub stream_type: &'static str,
}

impl Sock {
    fn new(kind: SockKind, stream_type: &'static str) -> Sock {
        let s = Sock { kind, stream_type };
        set_nonblocking(s.fd());
        s
    }

    pub fn fd(&self) -> RawFd {
        match &self.kind {
            SockKind::TcpListener(s) => s.as_raw_fd(),
            SockKind::Tcp(s) => s.as_raw_fd(),
            SockKind::Udp(s) => s.as_raw_fd(),
            SockKind::UnixListener(s) => s.as_raw_fd(),
            SockKind::Unix(s) => s.as_raw_fd(),
            SockKind::UnixDgram(s) => s.as_raw_fd(),
        }
    }

    /// One non-blocking read.
    pub fn recv(&self, buf: &mut [u8]) -> io::Result<usize> {
        retry_eintr(|| match &self.kind {
            SockKind::Tcp(s) => (&*s).read(buf),
            SockKind::Unix(s) => (&*s).read(buf),
            SockKind::Udp(s) => s.recv(buf),
            SockKind::UnixDgram(s) => s.recv(buf),
            _ => Err(io::Error::from_raw_os_error(libc::ENOTCONN)),
        })
    }

    /// One non-blocking write.
    pub fn send(&self, data: &[u8]) -> io::Result<usize> {
        retry_eintr(|| match &self.kind {
            SockKind::Tcp(s) => (&*s).write(data),
            SockKind::Unix(s) => (&*s).write(data),
            SockKind::Udp(s) => s.send(data),
            SockKind::UnixDgram(s) => s.send(data),
            // What send(2) on a listening socket reports.
            _ => Err(io::Error::from_raw_os_error(libc::EPIPE)),
        })
    }

    /// Whether the socket carries a byte stream with a peer that can close it.
    fn connected_stream(&self) -> bool {
        matches!(self.kind, SockKind::Tcp(_) | SockKind::Unix(_))
    }

    /// The local or remote address as PHP prints it; None when there is none.
    fn name(&self, remote: bool) -> Option<String> {
        let inet = |a: io::Result<SocketAddr>| a.ok().map(|a| inet_name(&a));
        match &self.kind {
            SockKind::TcpListener(s) if !remote => inet(s.local_addr()),
            SockKind::TcpListener(_) => None,
            SockKind::Tcp(s) if remote => inet(s.peer_addr()),
            SockKind::Tcp(s) => inet(s.local_addr()),
            SockKind::Udp(s) if remote => inet(s.peer_addr()),
            SockKind::Udp(s) => inet(s.local_addr()),
            SockKind::UnixListener(s) if !remote => unix_name(s.local_addr().ok()?),
            SockKind::UnixListener(_) => None,
            SockKind::Unix(s) if remote => unix_name(s.peer_addr().ok()?),
            SockKind::Unix(s) => unix_name(s.local_addr().ok()?),
            SockKind::UnixDgram(s) if remote => unix_name(s.peer_addr().ok()?),
            SockKind::UnixDgram(s) => unix_name(s.local_addr().ok()?),
        }
    }
}

fn inet_name(a: &SocketAddr) -> String {
    match a {
        SocketAddr::V4(a) => format!("{}:{}", a.ip(), a.port()),
        SocketAddr::V6(a) => format!("[{}]:{}", a.ip(), a.port()),
    }
}

fn unix_name(a: std::os::unix::net::SocketAddr) -> Option<String> {
    a.as_pathname().map(|p| p.to_string_lossy().into_owned())
}

fn set_nonblocking(fd: RawFd) {
    // SAFETY: fcntl on an fd owned by the caller; failure leaves the fd as it was.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
    }
}

/// The OS's text for an error, without Rust's " (os error N)" suffix.
pub(super) fn os_msg(e: &io::Error) -> String {
    match e.raw_os_error() {
        Some(n) => {
            // SAFETY: strerror returns a pointer to a NUL-terminated static message.
            let p = unsafe { libc::strerror(n) };
            if p.is_null() {
                return e.to_string();
            }
            // SAFETY: as above.
            unsafe { std::ffi::CStr::from_ptr(p) }
                .to_string_lossy()
                .into_owned()
        }
        None => e.to_string(),
    }
}

/// Whether waits may suspend the running coroutine (else they block the process).
fn in_coroutine(cx: &Interp) -> bool {
    cx.sched.is_started() && cx.sched.current().is_some()
}

/// Let the other coroutines run once, as TrueAsync does where PHP would resolve a name.
fn yield_now(cx: &Interp) -> Result<(), Unwind> {
    if in_coroutine(cx) {
        cx.suspend_current(true).map_err(Unwind::Throw)?;
    }
    Ok(())
}

/// Wait until `fd` is ready for `interest` or `timeout` (None: forever) passes; false when
/// it timed out. Inside a coroutine only that coroutine waits.
pub(crate) fn wait_ready(
    cx: &Interp,
    fd: RawFd,
    interest: Interest,
    timeout: Option<Duration>,
) -> Result<bool, Unwind> {
    if in_coroutine(cx) {
        if let Some(cur) = cx.sched.current() {
            let me = cur.clone();
            let watch = cx.sched.reactor.watch(
                fd,
                interest,
                false,
                Rc::new(move |i: &Interp, _| i.wake(&me, Ok(Value::Bool(true)))),
            );
            if let Ok(id) = watch {
                if let Some(t) = timeout {
                    let tid = cx.sched.add_wake_timer(t, cur.clone());
                    cur.waker.set_timer(Some(tid));
                }
                let woken = cx.suspend_current(false);
                cx.sched.reactor.unwatch(id);
                return match woken {
                    Err(e) => Err(Unwind::Throw(e)),
                    Ok(Value::Bool(true)) => Ok(true),
                    Ok(_) => Ok(poll_fds(&mut [pollfd(fd, interest)], Some(Duration::ZERO)) > 0),
                };
            }
        }
    }
    cx.flush();
    Ok(poll_fds(&mut [pollfd(fd, interest)], timeout) > 0)
}

pub(crate) fn pollfd(fd: RawFd, interest: Interest) -> libc::pollfd {
    let mut events = 0;
    if interest.readable {
        events |= libc::POLLIN;
    }
    if interest.writable {
        events |= libc::POLLOUT;
    }
    libc::pollfd {
        fd,
        events,
        revents: 0,
    }
}

/// poll(2) until one fd is ready or `timeout` passes (None: forever), retrying after
/// signals; the number of ready fds (0 on timeout or error).
pub(crate) fn poll_fds(fds: &mut [libc::pollfd], timeout: Option<Duration>) -> usize {
    let deadline = timeout.map(|t| Instant::now() + t);
    loop {
        let ms = match deadline {
            None => -1,
            Some(d) => {
                let left = d.saturating_duration_since(Instant::now());
                left.as_nanos().div_ceil(1_000_000).min(i32::MAX as u128) as i32
            }
        };
        // SAFETY: `fds` is a valid, exclusively borrowed array of pollfd.
        let r = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, ms) };
        if r >= 0 {
            return r as usize;
        }
        if io::Error::last_os_error().kind() != ErrorKind::Interrupted {
            return 0;
        }
    }
}

/// What a read needs buffered before it can complete without waiting.
pub(crate) enum Need<'a> {
    /// Any byte.
    Any,
    /// A line end within `max` bytes (or `max` bytes).
    Line(usize),
    /// `ending` within `max` bytes (or `max` bytes).
    Until(&'a [u8], usize),
    /// Everything up to the end.
    All,
}

fn satisfied(buf: &[u8], need: &Need) -> bool {
    match need {
        Need::Any => !buf.is_empty(),
        Need::Line(max) => buf.len() >= *max || buf[..buf.len().min(*max)].contains(&b'\n'),
        Need::Until(ending, max) => {
            buf.len() >= *max
                || (!ending.is_empty()
                    && buf[..buf.len().min(*max)]
                        .windows(ending.len())
                        .any(|w| w == *ending))
        }
        Need::All => false,
    }
}

/// Run `f` on the stream behind `v` when it is one (no error otherwise: the operation
/// that follows reports it).
fn on_stream<R>(v: &Value, f: impl FnOnce(&mut Stream) -> R) -> Option<R> {
    let Value::Resource(r) = v.deref() else {
        return None;
    };
    let mut data = r.data.borrow_mut();
    data.as_mut()
        .and_then(|d| d.downcast_mut::<Stream>())
        .map(f)
}

/// The fd select and waits use for a stream.
pub(crate) fn stream_fd(s: &Stream) -> Option<RawFd> {
    match &s.backing {
        Backing::File(f) => Some(f.as_raw_fd()),
        Backing::Socket(sock) => Some(sock.fd()),
        Backing::Stdin => Some(0),
        Backing::Stdout => Some(1),
        Backing::Stderr => Some(2),
        _ => None,
    }
}

enum Step {
    Done,
    Again,
    Wait(RawFd, Option<Duration>),
}

/// Before a read from a socket or pipe: wait (see `wait_ready`) until its buffer holds
/// what `need` asks for, the peer closes, the stream's timeout passes or, for a
/// non-blocking stream, nothing more is ready. Returns whether it timed out. Streams of
/// other kinds return at once.
pub(crate) fn await_read(cx: &Interp, v: &Value, need: Need) -> Result<bool, Unwind> {
    let mut deadline: Option<Option<Instant>> = None;
    loop {
        let step = on_stream(v, |s| {
            if !s.io.pollable || !s.readable {
                return Step::Done;
            }
            if s.eof || satisfied(s.buffered(), &need) {
                return Step::Done;
            }
            if s.fill() {
                return Step::Again;
            }
            if !s.io.would_block || !s.io.blocking {
                return Step::Done;
            }
            s.io.timed_out = false;
            match stream_fd(s) {
                Some(fd) => Step::Wait(fd, s.io.timeout),
                None => Step::Done,
            }
        });
        match step {
            None | Some(Step::Done) => return Ok(false),
            Some(Step::Again) => continue,
            Some(Step::Wait(fd, timeout)) => {
                let until = *deadline.get_or_insert_with(|| timeout.map(|t| Instant::now() + t));
                let left = until.map(|d| d.saturating_duration_since(Instant::now()));
                let ready =
                    left != Some(Duration::ZERO) && wait_ready(cx, fd, Interest::READ, left)?;
                if !ready {
                    on_stream(v, |s| s.io.timed_out = true);
                    return Ok(true);
                }
            }
        }
    }
}

/// fwrite() on a socket or pipe: write everything, waiting for room in between (a
/// non-blocking stream writes what fits). None when `v` is another kind of stream.
pub(crate) fn write_stream(cx: &Interp, v: &Value, data: &[u8]) -> Result<Option<Value>, Unwind> {
    let mut done = 0usize;
    loop {
        let step = on_stream(v, |s| {
            if !s.io.pollable || !s.writable {
                return Err(None);
            }
            let r = match &mut s.backing {
                Backing::Socket(sock) => sock.send(&data[done..]),
                Backing::File(f) => f.write(&data[done..]),
                _ => return Err(None),
            };
            match r {
                Ok(n) => Ok((n, None)),
                Err(e) if e.kind() == ErrorKind::Interrupted => Ok((0, None)),
                Err(e) if e.kind() == ErrorKind::WouldBlock => {
                    if !s.io.blocking {
                        return Ok((0, Some(None)));
                    }
                    Ok((0, stream_fd(s).map(|fd| Some((fd, s.io.timeout)))))
                }
                Err(e) => Err(Some(e)),
            }
        });
        match step {
            None | Some(Err(None)) if done == 0 => return Ok(None),
            None | Some(Err(None)) => return Ok(Some(Value::Int(done as i64))),
            Some(Err(Some(e))) => {
                if done > 0 {
                    return Ok(Some(Value::Int(done as i64)));
                }
                cx.notice(&format!(
                    "fwrite(): Send of {} bytes failed with errno={} {}",
                    data.len(),
                    e.raw_os_error().unwrap_or(0),
                    os_msg(&e)
                ));
                return Ok(Some(Value::Bool(false)));
            }
            Some(Ok((n, wait))) => {
                done += n;
                if done >= data.len() {
                    return Ok(Some(Value::Int(done as i64)));
                }
                match wait {
                    None => {}
                    Some(None) => return Ok(Some(Value::Int(done as i64))),
                    Some(Some((fd, timeout))) if !wait_ready(cx, fd, Interest::WRITE, timeout)? => {
                        on_stream(v, |s| s.io.timed_out = true);
                        return Ok(Some(Value::Int(done as i64)));
                    }
                    Some(Some(_)) => {}
                }
            }
        }
    }
}

/// feof() on a connected socket: a peer that has closed is seen without a read, as PHP's
/// liveness check does (a readable socket whose peek returns nothing is at its end).
pub(crate) fn probe_eof(s: &mut Stream) {
    if s.eof || !s.buffered().is_empty() {
        return;
    }
    let Backing::Socket(sock) = &s.backing else {
        return;
    };
    if !sock.connected_stream() {
        return;
    }
    let fd = sock.fd();
    if poll_fds(&mut [pollfd(fd, Interest::READ)], Some(Duration::ZERO)) == 0 {
        return;
    }
    let mut b = [0u8; 1];
    // SAFETY: recv into a one-byte buffer on an open socket.
    let r = unsafe {
        libc::recv(
            fd,
            b.as_mut_ptr().cast(),
            1,
            libc::MSG_PEEK | libc::MSG_DONTWAIT,
        )
    };
    if r == 0 || (r < 0 && io::Error::last_os_error().kind() != ErrorKind::WouldBlock) {
        s.eof = true;
    }
}

/// A new socket stream resource.
fn socket_value(sock: Sock) -> Value {
    let mut s = Stream::new(Backing::Socket(sock), true, true, false);
    s.io.pollable = true;
    s.io.timeout = Some(DEFAULT_TIMEOUT);
    s.into_value()
}

/// The fd of an open socket stream (None for other values and closed streams).
pub(crate) fn socket_fd(v: &Value) -> Option<RawFd> {
    on_stream(v, |s| match &s.backing {
        Backing::Socket(sock) => Some(sock.fd()),
        _ => None,
    })
    .flatten()
}

/// `stream_set_blocking()` for a stream resource.
pub(crate) fn set_stream_blocking(v: &Value, blocking: bool) {
    on_stream(v, |s| s.io.blocking = blocking);
}

/// An integer socket option of `fd` (-1 when it cannot be read).
fn int_option(fd: RawFd, opt: libc::c_int) -> libc::c_int {
    let mut v: libc::c_int = -1;
    let mut len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
    // SAFETY: getsockopt writes at most `len` bytes into `v`.
    unsafe {
        libc::getsockopt(
            fd,
            libc::SOL_SOCKET,
            opt,
            (&mut v as *mut libc::c_int).cast(),
            &mut len,
        )
    };
    v
}

/// A stream over an existing socket (`socket_export_stream`), of the kind the kernel
/// says the socket is, in the given blocking mode.
pub(crate) fn stream_for_socket(fd: std::os::fd::OwnedFd, blocking: bool) -> Value {
    let raw = fd.as_raw_fd();
    let domain = int_option(raw, libc::SO_DOMAIN);
    let ty = int_option(raw, libc::SO_TYPE);
    let listening = int_option(raw, libc::SO_ACCEPTCONN) == 1;
    let inet = domain == libc::AF_INET || domain == libc::AF_INET6;
    let tcp = inet && ty == libc::SOCK_STREAM && int_option(raw, libc::SO_PROTOCOL) == 6;
    let sock = match (domain, ty) {
        _ if tcp && listening => Sock::new(SockKind::TcpListener(fd.into()), "tcp_socket/ssl"),
        _ if tcp => Sock::new(SockKind::Tcp(fd.into()), "tcp_socket/ssl"),
        _ if inet && ty == libc::SOCK_DGRAM => Sock::new(SockKind::Udp(fd.into()), "udp_socket"),
        (libc::AF_UNIX, libc::SOCK_STREAM) if listening => {
            Sock::new(SockKind::UnixListener(fd.into()), "unix_socket")
        }
        (libc::AF_UNIX, libc::SOCK_STREAM) => Sock::new(SockKind::Unix(fd.into()), "unix_socket"),
        (libc::AF_UNIX, libc::SOCK_DGRAM) => {
            Sock::new(SockKind::UnixDgram(fd.into()), "udg_socket")
        }
        // Reads and writes of any other socket are plain recv(2)/send(2).
        _ => Sock::new(SockKind::UnixDgram(fd.into()), "generic_socket"),
    };
    let v = socket_value(sock);
    set_stream_blocking(&v, blocking);
    v
}

/// Where an address string points.
enum Target {
    Inet { udp: bool, addrs: Vec<SocketAddr> },
    Unix { dgram: bool, path: String },
}

/// Parse `tcp://host:port`, `udp://...`, `unix://path`, `udg://path` (no scheme: tcp).
/// Errors are PHP's texts.
fn parse_target(address: &str) -> Result<Target, String> {
    let (scheme, rest) = match address.find("://") {
        Some(p) => (address[..p].to_ascii_lowercase(), &address[p + 3..]),
        None => ("tcp".to_string(), address),
    };
    match scheme.as_str() {
        "tcp" | "udp" => {
            let Some(colon) = rest.rfind(':') else {
                return Err(format!("Failed to parse address \"{rest}\""));
            };
            let host = rest[..colon].trim_start_matches('[').trim_end_matches(']');
            let Ok(port) = rest[colon + 1..].parse::<u16>() else {
                return Err(format!("Failed to parse address \"{rest}\""));
            };
            let addrs: Vec<SocketAddr> = match (host, port).to_socket_addrs() {
                Ok(a) => a.collect(),
                Err(_) => {
                    return Err(format!(
                        "php_network_getaddresses: getaddrinfo for {host} failed: Name or service not known"
                    ))
                }
            };
            if addrs.is_empty() {
                return Err(format!(
                    "php_network_getaddresses: getaddrinfo for {host} failed: Name or service not known"
                ));
            }
            Ok(Target::Inet {
                udp: scheme == "udp",
                addrs,
            })
        }
        "unix" | "udg" => Ok(Target::Unix {
            dgram: scheme == "udg",
            path: rest.to_string(),
        }),
        _ => Err(format!("Unable to find the socket transport \"{scheme}\" - did you forget to enable it when you configured PHP?")),
    }
}

/// Report a failed server/client creation: the warning, and `$errno`/`$errstr`.
fn fail(cx: &Interp, args: &[Value], func: &str, shown: &str, code: i64, msg: &str) -> Value {
    cx.warn(&format!("{func}(): Unable to connect to {shown} ({msg})"));
    set_ref(args, 1, Value::Int(code));
    set_ref(args, 2, Value::str(msg));
    Value::Bool(false)
}

fn stream_socket_server(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let address = str_arg(args, 0).to_string_lossy();
    super::stream::use_default_context();
    set_ref(args, 1, Value::Int(0));
    set_ref(args, 2, Value::str(""));
    yield_now(cx)?;
    let target = match parse_target(&address) {
        Ok(t) => t,
        Err(msg) => return Ok(fail(cx, args, "stream_socket_server", &address, 0, &msg)),
    };
    let made = match target {
        Target::Inet { udp: false, addrs } => TcpListener::bind(&addrs[..])
            .map(|s| Sock::new(SockKind::TcpListener(s), "tcp_socket/ssl")),
        Target::Inet { udp: true, addrs } => {
            UdpSocket::bind(&addrs[..]).map(|s| Sock::new(SockKind::Udp(s), "udp_socket"))
        }
        Target::Unix { dgram: false, path } => {
            UnixListener::bind(path).map(|s| Sock::new(SockKind::UnixListener(s), "unix_socket"))
        }
        Target::Unix { dgram: true, path } => {
            UnixDatagram::bind(path).map(|s| Sock::new(SockKind::UnixDgram(s), "udg_socket"))
        }
    };
    Ok(match made {
        Ok(sock) => socket_value(sock),
        Err(e) => fail(cx, args, "stream_socket_server", &address, 0, &os_msg(&e)),
    })
}

/// A timeout argument in seconds (null: `default_socket_timeout`; negative: forever).
fn timeout_arg(v: Option<&Value>) -> Option<Duration> {
    match v.map(Value::deref) {
        None | Some(Value::Null) => Some(DEFAULT_TIMEOUT),
        Some(v) => {
            let t = v.to_float();
            (t >= 0.0).then(|| Duration::from_secs_f64(t.min(1e9)))
        }
    }
}

/// The sockaddr bytes of an inet address.
fn sockaddr(a: &SocketAddr) -> (libc::sockaddr_storage, libc::socklen_t) {
    // SAFETY: an all-zero sockaddr_storage is valid; the casts below write a sockaddr_in or
    // sockaddr_in6, both of which fit in it.
    let mut ss: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
    match a {
        SocketAddr::V4(a) => {
            let sin = libc::sockaddr_in {
                sin_family: libc::AF_INET as libc::sa_family_t,
                sin_port: a.port().to_be(),
                sin_addr: libc::in_addr {
                    s_addr: u32::from_ne_bytes(a.ip().octets()),
                },
                sin_zero: [0; 8],
            };
            unsafe { std::ptr::write((&mut ss as *mut libc::sockaddr_storage).cast(), sin) };
            (
                ss,
                std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t,
            )
        }
        SocketAddr::V6(a) => {
            let sin6 = libc::sockaddr_in6 {
                sin6_family: libc::AF_INET6 as libc::sa_family_t,
                sin6_port: a.port().to_be(),
                sin6_flowinfo: a.flowinfo(),
                sin6_addr: libc::in6_addr {
                    s6_addr: a.ip().octets(),
                },
                sin6_scope_id: a.scope_id(),
            };
            unsafe { std::ptr::write((&mut ss as *mut libc::sockaddr_storage).cast(), sin6) };
            (
                ss,
                std::mem::size_of::<libc::sockaddr_in6>() as libc::socklen_t,
            )
        }
    }
}

/// Connect a TCP socket without blocking the process: the wait for the handshake goes
/// through `wait_ready`.
fn connect_tcp(
    cx: &Interp,
    a: &SocketAddr,
    timeout: Option<Duration>,
) -> Result<io::Result<TcpStream>, Unwind> {
    let domain = if a.is_ipv4() {
        libc::AF_INET
    } else {
        libc::AF_INET6
    };
    // SAFETY: plain socket(2) call; the result is checked.
    let fd = unsafe {
        libc::socket(
            domain,
            libc::SOCK_STREAM | libc::SOCK_NONBLOCK | libc::SOCK_CLOEXEC,
            0,
        )
    };
    if fd < 0 {
        return Ok(Err(io::Error::last_os_error()));
    }
    // SAFETY: the fd was just created and nothing else owns it.
    let stream = unsafe { TcpStream::from_raw_fd(fd) };
    let (ss, len) = sockaddr(a);
    // SAFETY: `ss` holds a valid sockaddr of `len` bytes.
    let r = unsafe { libc::connect(fd, (&ss as *const libc::sockaddr_storage).cast(), len) };
    if r == 0 {
        return Ok(Ok(stream));
    }
    let e = io::Error::last_os_error();
    if e.raw_os_error() != Some(libc::EINPROGRESS) {
        return Ok(Err(e));
    }
    if !wait_ready(cx, fd, Interest::WRITE, timeout)? {
        return Ok(Err(io::Error::from_raw_os_error(libc::ETIMEDOUT)));
    }
    Ok(match stream.take_error() {
        Ok(None) => Ok(stream),
        Ok(Some(e)) | Err(e) => Err(e),
    })
}

/// Open a client socket to `target`.
fn connect(
    cx: &Interp,
    target: Target,
    timeout: Option<Duration>,
) -> Result<io::Result<Sock>, Unwind> {
    Ok(match target {
        Target::Inet { udp: false, addrs } => {
            let mut last = io::Error::from_raw_os_error(libc::ECONNREFUSED);
            for a in &addrs {
                match connect_tcp(cx, a, timeout)? {
                    Ok(s) => return Ok(Ok(Sock::new(SockKind::Tcp(s), "tcp_socket/ssl"))),
                    Err(e) => last = e,
                }
            }
            Err(last)
        }
        Target::Inet { udp: true, addrs } => {
            let a = addrs[0];
            let local: SocketAddr = if a.is_ipv4() {
                ([0, 0, 0, 0], 0).into()
            } else {
                (std::net::Ipv6Addr::UNSPECIFIED, 0).into()
            };
            UdpSocket::bind(local)
                .and_then(|s| s.connect(a).map(|_| s))
                .map(|s| Sock::new(SockKind::Udp(s), "udp_socket"))
        }
        Target::Unix { dgram: false, path } => {
            UnixStream::connect(path).map(|s| Sock::new(SockKind::Unix(s), "unix_socket"))
        }
        Target::Unix { dgram: true, path } => UnixDatagram::unbound()
            .and_then(|s| s.connect(path).map(|_| s))
            .map(|s| Sock::new(SockKind::UnixDgram(s), "udg_socket")),
    })
}

fn stream_socket_client(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let address = str_arg(args, 0).to_string_lossy();
    super::stream::use_default_context();
    set_ref(args, 1, Value::Int(0));
    set_ref(args, 2, Value::str(""));
    let timeout = timeout_arg(args.get(3));
    yield_now(cx)?;
    let target = match parse_target(&address) {
        Ok(t) => t,
        Err(msg) => return Ok(fail(cx, args, "stream_socket_client", &address, 0, &msg)),
    };
    Ok(match connect(cx, target, timeout)? {
        Ok(sock) => socket_value(sock),
        Err(e) => {
            // The stream was made before the connection failed.
            super::stream::next_resource_id();
            let code = e.raw_os_error().unwrap_or(0) as i64;
            fail(
                cx,
                args,
                "stream_socket_client",
                &address,
                code,
                &os_msg(&e),
            )
        }
    })
}

fn fsockopen(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let host = str_arg(args, 0).to_string_lossy();
    let port = args.get(1).map_or(-1, Value::to_int);
    // fsockopen's references come one argument later than stream_socket_client's.
    let refs = [
        Value::Null,
        args.get(2).cloned().unwrap_or_default(),
        args.get(3).cloned().unwrap_or_default(),
    ];
    set_ref(&refs, 1, Value::Int(0));
    set_ref(&refs, 2, Value::str(""));
    let timeout = timeout_arg(args.get(4));
    let address = if port >= 0 && !host.starts_with("unix://") && !host.starts_with("udg://") {
        format!("{host}:{port}")
    } else {
        host.clone()
    };
    yield_now(cx)?;
    let target = match parse_target(&address) {
        Ok(t) => t,
        Err(msg) => return Ok(fail(cx, &refs, "fsockopen", &address, 0, &msg)),
    };
    Ok(match connect(cx, target, timeout)? {
        Ok(sock) => socket_value(sock),
        Err(e) => {
            // The stream was made before the connection failed.
            super::stream::next_resource_id();
            let code = e.raw_os_error().unwrap_or(0) as i64;
            fail(cx, &refs, "fsockopen", &address, code, &os_msg(&e))
        }
    })
}

/// The server socket's fd and its accept, or a TypeError-free failure.
fn accept_once(v: &Value) -> Option<io::Result<(Sock, String)>> {
    on_stream(v, |s| {
        let Backing::Socket(sock) = &s.backing else {
            return None;
        };
        Some(match &sock.kind {
            SockKind::TcpListener(l) => l
                .accept()
                .map(|(c, a)| (Sock::new(SockKind::Tcp(c), "tcp_socket/ssl"), inet_name(&a))),
            SockKind::UnixListener(l) => l.accept().map(|(c, a)| {
                let name = unix_name(a).unwrap_or_default();
                (Sock::new(SockKind::Unix(c), "unix_socket"), name)
            }),
            _ => Err(io::Error::from_raw_os_error(libc::EINVAL)),
        })
    })
    .flatten()
}

fn stream_socket_accept(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    super::file::with_stream(cx, "stream_socket_accept", &args[0], |_| ())?;
    let timeout = timeout_arg(args.get(1));
    let deadline = timeout.map(|t| Instant::now() + t);
    let fd = on_stream(&args[0], |s| stream_fd(s)).flatten();
    loop {
        match accept_once(&args[0]) {
            Some(Ok((sock, peer))) => {
                set_ref(args, 2, Value::str(&peer));
                return Ok(socket_value(sock));
            }
            Some(Err(e)) if e.kind() == ErrorKind::WouldBlock => {}
            Some(Err(e)) if e.kind() == ErrorKind::Interrupted => continue,
            Some(Err(e)) => {
                cx.warn(&format!(
                    "stream_socket_accept(): Accept failed: {}",
                    os_msg(&e)
                ));
                return Ok(Value::Bool(false));
            }
            None => {
                cx.warn("stream_socket_accept(): Accept failed: Invalid argument");
                return Ok(Value::Bool(false));
            }
        }
        let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
        let ready = match fd {
            Some(fd) if left != Some(Duration::ZERO) => wait_ready(cx, fd, Interest::READ, left)?,
            _ => false,
        };
        if !ready {
            cx.warn("stream_socket_accept(): Accept failed: Connection timed out");
            return Ok(Value::Bool(false));
        }
    }
}

fn stream_socket_get_name(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let remote = args.get(1).is_some_and(Value::to_bool);
    let name = super::file::with_stream(cx, "stream_socket_get_name", &args[0], |s| {
        match &s.backing {
            Backing::Socket(sock) => sock.name(remote),
            _ => None,
        }
    })?;
    Ok(name.map_or(Value::Bool(false), |n| Value::str(&n)))
}

fn stream_socket_recvfrom(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    super::file::with_stream(cx, "stream_socket_recvfrom", &args[0], |_| ())?;
    let len = args.get(1).map_or(0, Value::to_int);
    if len <= 0 {
        return Err(cx.throw_error(
            "ValueError",
            "stream_socket_recvfrom(): Argument #2 ($length) must be greater than 0",
        ));
    }
    let flags = args.get(2).map_or(0, Value::to_int) as libc::c_int;
    let mut buf = vec![0u8; len as usize];
    let mut deadline: Option<Option<Instant>> = None;
    loop {
        let got = on_stream(&args[0], |s| {
            s.io.timed_out = false;
            let Backing::Socket(sock) = &s.backing else {
                return Err(None);
            };
            let r = match &sock.kind {
                SockKind::Udp(u) if flags & 2 != 0 => {
                    u.peek_from(&mut buf).map(|(n, a)| (n, Some(inet_name(&a))))
                }
                SockKind::Udp(u) => u.recv_from(&mut buf).map(|(n, a)| (n, Some(inet_name(&a)))),
                _ => {
                    // SAFETY: recv into `buf`, which is `buf.len()` bytes long.
                    let n =
                        unsafe { libc::recv(sock.fd(), buf.as_mut_ptr().cast(), buf.len(), flags) };
                    if n < 0 {
                        Err(io::Error::last_os_error())
                    } else {
                        Ok((n as usize, sock.name(true)))
                    }
                }
            };
            match r {
                Ok(x) => Ok(x),
                Err(e) if e.kind() == ErrorKind::WouldBlock && s.io.blocking => {
                    Err(Some((sock.fd(), s.io.timeout)))
                }
                Err(_) => Err(None),
            }
        });
        match got {
            Some(Ok((n, from))) => {
                if let Some(from) = from {
                    set_ref(args, 3, Value::str(&from));
                }
                return Ok(Value::bytes(&buf[..n]));
            }
            Some(Err(Some((fd, timeout)))) => {
                let until = *deadline.get_or_insert_with(|| timeout.map(|t| Instant::now() + t));
                let left = until.map(|d| d.saturating_duration_since(Instant::now()));
                let ready =
                    left != Some(Duration::ZERO) && wait_ready(cx, fd, Interest::READ, left)?;
                if !ready {
                    on_stream(&args[0], |s| s.io.timed_out = true);
                    return Ok(Value::Bool(false));
                }
            }
            _ => return Ok(Value::Bool(false)),
        }
    }
}

fn stream_socket_sendto(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    super::file::with_stream(cx, "stream_socket_sendto", &args[0], |_| ())?;
    let data = str_arg(args, 1);
    let address = args
        .get(3)
        .map(|v| v.to_php_string_lossy().to_string_lossy())
        .unwrap_or_default();
    let to: Option<SocketAddr> = if address.is_empty() {
        None
    } else {
        let a = address
            .rsplit_once("://")
            .map_or(address.as_str(), |(_, r)| r);
        match a.to_socket_addrs().ok().and_then(|mut i| i.next()) {
            Some(a) => Some(a),
            None => {
                cx.warn(&format!("stream_socket_sendto(): Failed to parse `{address}' into a valid network address"));
                return Ok(Value::Bool(false));
            }
        }
    };
    loop {
        let r = on_stream(&args[0], |s| {
            let Backing::Socket(sock) = &s.backing else {
                return Err(None);
            };
            let r = match (&sock.kind, to) {
                (SockKind::Udp(u), Some(a)) => u.send_to(data.as_bytes(), a),
                _ => sock.send(data.as_bytes()),
            };
            match r {
                Ok(n) => Ok(n),
                Err(e) if e.kind() == ErrorKind::WouldBlock && s.io.blocking => {
                    Err(Some((sock.fd(), s.io.timeout)))
                }
                Err(_) => Err(None),
            }
        });
        match r {
            Some(Ok(n)) => return Ok(Value::Int(n as i64)),
            Some(Err(Some((fd, timeout)))) => {
                if !wait_ready(cx, fd, Interest::WRITE, timeout)? {
                    return Ok(Value::Bool(false));
                }
            }
            _ => return Ok(Value::Bool(false)),
        }
    }
}

fn stream_socket_shutdown(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let how = args.get(1).map_or(0, Value::to_int);
    let how = match how {
        0 => libc::SHUT_RD,
        1 => libc::SHUT_WR,
        2 => libc::SHUT_RDWR,
        _ => {
            return Err(cx.throw_error(
                "ValueError",
                "stream_socket_shutdown(): Argument #2 ($mode) must be one of STREAM_SHUT_RD, STREAM_SHUT_WR, or STREAM_SHUT_RDWR",
            ))
        }
    };
    let fd = super::file::with_stream(cx, "stream_socket_shutdown", &args[0], |s| {
        match &s.backing {
            Backing::Socket(sock) => Some(sock.fd()),
            _ => None,
        }
    })?;
    // SAFETY: shutdown(2) on the stream's open socket.
    Ok(Value::Bool(
        fd.is_some_and(|fd| unsafe { libc::shutdown(fd, how) } == 0),
    ))
}

fn stream_socket_pair(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let domain = args.first().map_or(0, Value::to_int) as libc::c_int;
    let ty = args.get(1).map_or(0, Value::to_int) as libc::c_int;
    let proto = args.get(2).map_or(0, Value::to_int) as libc::c_int;
    let mut fds = [0 as RawFd; 2];
    // SAFETY: socketpair writes two fds into `fds` on success.
    let r = unsafe { libc::socketpair(domain, ty | libc::SOCK_CLOEXEC, proto, fds.as_mut_ptr()) };
    if r != 0 {
        let e = io::Error::last_os_error();
        cx.warn(&format!(
            "stream_socket_pair(): Failed to create sockets: [{}]: {}",
            e.raw_os_error().unwrap_or(0),
            os_msg(&e)
        ));
        return Ok(Value::Bool(false));
    }
    let mut out = crate::value::PhpArray::new();
    for fd in fds {
        // SAFETY: socketpair returned two new fds that nothing else owns.
        let kind = if ty == libc::SOCK_DGRAM {
            SockKind::UnixDgram(unsafe { UnixDatagram::from_raw_fd(fd) })
        } else {
            SockKind::Unix(unsafe { UnixStream::from_raw_fd(fd) })
        };
        out.push(socket_value(Sock::new(kind, "generic_socket")));
    }
    Ok(Value::arr(out))
}
