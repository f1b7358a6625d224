//! Name resolution: `gethostbyname`, `gethostbynamel`, `gethostbyaddr` (through the
//! system resolver, so /etc/hosts and the configured DNS apply), and the protocol and
//! service databases (`getprotobyname`, `getservbyname` and their reverse forms).
//! Inside a coroutine a host lookup runs on a short-lived thread while the coroutine
//! waits on a pipe the thread signals through the reactor: other coroutines go on, and
//! the wait is a cancellation point (a cancelled lookup finishes unobserved).

use std::ffi::{CStr, CString};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, ToSocketAddrs};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::{Arc, Mutex};

use super::process::{in_coroutine, wait_fd};
use super::string_args::{int_arg, str_arg};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::runtime::reactor::Interest;
use crate::value::{PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "gethostbyname",
        sig: "gethostbyname(string $hostname): string",
        call: gethostbyname,
    },
    Builtin {
        name: "gethostbynamel",
        sig: "gethostbynamel(string $hostname): array|false",
        call: gethostbynamel,
    },
    Builtin {
        name: "gethostbyaddr",
        sig: "gethostbyaddr(string $ip): string|false",
        call: gethostbyaddr,
    },
    Builtin {
        name: "getprotobyname",
        sig: "getprotobyname(string $protocol): int|false",
        call: getprotobyname,
    },
    Builtin {
        name: "getprotobynumber",
        sig: "getprotobynumber(int $protocol): string|false",
        call: getprotobynumber,
    },
    Builtin {
        name: "getservbyname",
        sig: "getservbyname(string $service, string $protocol): int|false",
        call: getservbyname,
    },
    Builtin {
        name: "getservbyport",
        sig: "getservbyport(int $port, string $protocol): string|false",
        call: getservbyport,
    },
];

/// The longest host name PHP accepts (MAXFQDNLEN).
const MAX_HOST_LEN: usize = 255;

/// `work` run off the interpreter's thread when a coroutine asks (see the module doc),
/// else right here.
pub(crate) fn blocking<T: Send + 'static>(
    cx: &Interp,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Unwind> {
    if !in_coroutine(cx) {
        return Ok(work());
    }
    let mut fds = [0; 2];
    // SAFETY: pipe2 writes two new descriptors into `fds`.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) } != 0 {
        return Ok(work());
    }
    // SAFETY: both descriptors are new and owned by nothing else.
    let (read_end, write_end) =
        unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    // The read end lives in the shared state, so it stays open until the thread has
    // written (a cancelled waiter may be long gone by then).
    let shared = Arc::new((Mutex::new(None), read_end));
    let theirs = Arc::clone(&shared);
    let spawned = std::thread::Builder::new()
        .name("aphp-resolver".into())
        .spawn(move || {
            let out = work();
            *theirs.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(out);
            // SAFETY: one byte from a live buffer to our own pipe.
            unsafe { libc::write(write_end.as_raw_fd(), b"x".as_ptr().cast(), 1) };
        });
    if spawned.is_err() {
        return Err(cx.throw_error("Error", "Unable to start a name resolution thread"));
    }
    // The coroutine always yields once, as a lookup's completion is an event of a
    // later loop turn even when the answer is at hand.
    loop {
        wait_fd(cx, shared.1.as_raw_fd(), Interest::READ)?;
        if let Some(out) = shared.0.lock().unwrap_or_else(|e| e.into_inner()).take() {
            return Ok(out);
        }
    }
}

/// The IPv4 addresses of `host`, in the resolver's order without repeats.
fn ipv4_addrs(host: &str) -> Vec<Ipv4Addr> {
    if let Ok(a) = host.parse::<Ipv4Addr>() {
        return vec![a];
    }
    let mut out = Vec::new();
    if host.is_empty() {
        return out;
    }
    if let Ok(addrs) = (host, 0).to_socket_addrs() {
        for a in addrs {
            if let SocketAddr::V4(v4) = a {
                if !out.contains(v4.ip()) {
                    out.push(*v4.ip());
                }
            }
        }
    }
    out
}

/// The host argument, or None (after PHP's warning) when it is too long to look up.
fn host_arg(cx: &Interp, args: &[Value], func: &str) -> Option<String> {
    let host = str_arg(args, 0);
    if host.len() > MAX_HOST_LEN {
        cx.warn(&format!(
            "{func}(): Host name cannot be longer than {MAX_HOST_LEN} characters"
        ));
        return None;
    }
    Some(host.to_string_lossy())
}

fn gethostbyname(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let Some(host) = host_arg(cx, args, "gethostbyname") else {
        return Ok(Value::Str(str_arg(args, 0)));
    };
    let lookup = host.clone();
    let first = blocking(cx, move || ipv4_addrs(&lookup).first().copied())?;
    Ok(match first {
        Some(a) => Value::str(&a.to_string()),
        None => Value::str(&host),
    })
}

fn gethostbynamel(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let Some(host) = host_arg(cx, args, "gethostbynamel") else {
        return Ok(Value::Bool(false));
    };
    let addrs = blocking(cx, move || ipv4_addrs(&host))?;
    if addrs.is_empty() {
        return Ok(Value::Bool(false));
    }
    let mut out = PhpArray::new();
    for a in addrs {
        out.push(Value::str(&a.to_string()));
    }
    Ok(Value::arr(out))
}

fn gethostbyaddr(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let text = str_arg(args, 0).to_string_lossy();
    let Ok(ip) = text.parse::<IpAddr>() else {
        cx.warn("gethostbyaddr(): Address is not a valid IPv4 or IPv6 address");
        return Ok(Value::Bool(false));
    };
    let name = blocking(cx, move || name_of(ip))?;
    // Without a name the address comes back as given.
    Ok(Value::str(name.as_deref().unwrap_or(&text)))
}

/// The host name the resolver gives for `ip`.
fn name_of(ip: IpAddr) -> Option<String> {
    // SAFETY: sockaddr_storage is plain data, large enough for either address family.
    let mut sa: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
    let len = match ip {
        IpAddr::V4(a) => {
            // SAFETY: sockaddr_storage is aligned and sized for a sockaddr_in.
            let sin = unsafe {
                &mut *(&mut sa as *mut libc::sockaddr_storage).cast::<libc::sockaddr_in>()
            };
            sin.sin_family = libc::AF_INET as libc::sa_family_t;
            sin.sin_addr.s_addr = u32::from_ne_bytes(a.octets());
            std::mem::size_of::<libc::sockaddr_in>()
        }
        IpAddr::V6(a) => {
            // SAFETY: as above, for a sockaddr_in6.
            let sin6 = unsafe {
                &mut *(&mut sa as *mut libc::sockaddr_storage).cast::<libc::sockaddr_in6>()
            };
            sin6.sin6_family = libc::AF_INET6 as libc::sa_family_t;
            sin6.sin6_addr.s6_addr = a.octets();
            std::mem::size_of::<libc::sockaddr_in6>()
        }
    };
    let mut host = [0 as libc::c_char; 1025];
    // SAFETY: getnameinfo reads `len` bytes of `sa` and writes at most `host.len()` bytes.
    let r = unsafe {
        libc::getnameinfo(
            (&sa as *const libc::sockaddr_storage).cast(),
            len as libc::socklen_t,
            host.as_mut_ptr(),
            host.len() as libc::socklen_t,
            std::ptr::null_mut(),
            0,
            libc::NI_NAMEREQD,
        )
    };
    if r != 0 {
        return None;
    }
    // SAFETY: on success getnameinfo wrote a NUL-terminated string into `host`.
    let name = unsafe { CStr::from_ptr(host.as_ptr()) };
    Some(name.to_string_lossy().into_owned())
}

fn c_arg(args: &[Value], i: usize) -> Option<CString> {
    CString::new(str_arg(args, i).as_bytes().to_vec()).ok()
}

fn getprotobyname(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let Some(name) = c_arg(args, 0) else {
        return Ok(Value::Bool(false));
    };
    // SAFETY: a NUL-terminated name; the result points into libc's static entry, read
    // before any other call.
    let ent = unsafe { libc::getprotobyname(name.as_ptr()) };
    if ent.is_null() {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Int(unsafe { (*ent).p_proto } as i64))
}

fn getprotobynumber(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let n = int_arg(args, 0, 0);
    let Ok(n) = libc::c_int::try_from(n) else {
        return Ok(Value::Bool(false));
    };
    // SAFETY: as in getprotobyname.
    let ent = unsafe { libc::getprotobynumber(n) };
    if ent.is_null() {
        return Ok(Value::Bool(false));
    }
    let name = unsafe { CStr::from_ptr((*ent).p_name) };
    Ok(Value::str(&name.to_string_lossy()))
}

fn getservbyname(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (Some(name), Some(proto)) = (c_arg(args, 0), c_arg(args, 1)) else {
        return Ok(Value::Bool(false));
    };
    // SAFETY: NUL-terminated arguments; the static entry is read at once.
    let ent = unsafe { libc::getservbyname(name.as_ptr(), proto.as_ptr()) };
    if ent.is_null() {
        return Ok(Value::Bool(false));
    }
    let port = unsafe { (*ent).s_port } as u16;
    Ok(Value::Int(u16::from_be(port) as i64))
}

fn getservbyport(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let port = int_arg(args, 0, 0);
    let Some(proto) = c_arg(args, 1) else {
        return Ok(Value::Bool(false));
    };
    // The port goes in network byte order, as PHP passes it (htons of the low 16 bits).
    let net = (port as u16).to_be() as libc::c_int;
    // SAFETY: as in getservbyname.
    let ent = unsafe { libc::getservbyport(net, proto.as_ptr()) };
    if ent.is_null() {
        return Ok(Value::Bool(false));
    }
    let name = unsafe { CStr::from_ptr((*ent).s_name) };
    Ok(Value::str(&name.to_string_lossy()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_addresses_resolve_to_themselves() {
        assert_eq!(ipv4_addrs("10.1.2.3"), vec![Ipv4Addr::new(10, 1, 2, 3)]);
        assert!(ipv4_addrs("").is_empty());
    }
}
