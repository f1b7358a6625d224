//! Addresses of ext/sockets: a host string (and port) turned into the sockaddr of the
//! socket's family as PHP does it (a literal first, else the system resolver, which in a
//! coroutine runs without blocking the other coroutines), and a sockaddr turned back into
//! the address string and port PHP reports.

use std::ffi::CString;
use std::net::{Ipv4Addr, Ipv6Addr};

use super::handle::OpenSocket;
use crate::builtins::dns::blocking;
use crate::eval::{Interp, Unwind};

/// A socket address of any family.
#[derive(Clone)]
pub(super) struct Addr {
    pub ss: libc::sockaddr_storage,
    pub len: libc::socklen_t,
}

impl Addr {
    pub fn empty() -> Addr {
        Addr {
            // SAFETY: an all-zero sockaddr_storage is a valid (unspecified) address.
            ss: unsafe { std::mem::zeroed() },
            len: std::mem::size_of::<libc::sockaddr_storage>() as libc::socklen_t,
        }
    }

    /// A copy of the `len` bytes of address at `sa` (cut to what the storage holds).
    ///
    /// # Safety
    /// `sa` points to at least `len` readable bytes.
    pub unsafe fn copy_from(sa: *const libc::sockaddr, len: libc::socklen_t) -> Addr {
        let mut a = Addr::empty();
        let n = (len as usize).min(std::mem::size_of::<libc::sockaddr_storage>());
        // SAFETY: the caller vouches for `n` bytes at `sa`; the storage holds `n` bytes.
        unsafe { std::ptr::copy_nonoverlapping(sa.cast::<u8>(), a.ptr_mut().cast::<u8>(), n) };
        a.len = n as libc::socklen_t;
        a
    }

    pub fn ptr(&self) -> *const libc::sockaddr {
        (&self.ss as *const libc::sockaddr_storage).cast()
    }

    pub fn ptr_mut(&mut self) -> *mut libc::sockaddr {
        (&mut self.ss as *mut libc::sockaddr_storage).cast()
    }

    pub fn family(&self) -> i32 {
        self.ss.ss_family as i32
    }

    pub fn v4(ip: Ipv4Addr, port: u16) -> Addr {
        let mut a = Addr::empty();
        let sin = libc::sockaddr_in {
            sin_family: libc::AF_INET as libc::sa_family_t,
            sin_port: port.to_be(),
            sin_addr: libc::in_addr {
                s_addr: u32::from_ne_bytes(ip.octets()),
            },
            sin_zero: [0; 8],
        };
        // SAFETY: a sockaddr_in fits in (and is aligned for) sockaddr_storage.
        unsafe { std::ptr::write(a.ptr_mut().cast(), sin) };
        a.len = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
        a
    }

    fn v6(ip: Ipv6Addr, port: u16, scope_id: u32) -> Addr {
        let mut a = Addr::empty();
        let sin6 = libc::sockaddr_in6 {
            sin6_family: libc::AF_INET6 as libc::sa_family_t,
            sin6_port: port.to_be(),
            sin6_flowinfo: 0,
            sin6_addr: libc::in6_addr {
                s6_addr: ip.octets(),
            },
            sin6_scope_id: scope_id,
        };
        // SAFETY: a sockaddr_in6 fits in (and is aligned for) sockaddr_storage.
        unsafe { std::ptr::write(a.ptr_mut().cast(), sin6) };
        a.len = std::mem::size_of::<libc::sockaddr_in6>() as libc::socklen_t;
        a
    }

    /// A Unix-domain address of `path` (the caller checked it fits), with the length
    /// PHP passes: the path's bytes, without a terminating NUL.
    pub fn unix(path: &[u8]) -> Addr {
        let mut a = Addr::empty();
        // SAFETY: sockaddr_un fits in sockaddr_storage; `path` is shorter than sun_path.
        unsafe {
            let un = &mut *a.ptr_mut().cast::<libc::sockaddr_un>();
            un.sun_family = libc::AF_UNIX as libc::sa_family_t;
            for (d, s) in un.sun_path.iter_mut().zip(path) {
                *d = *s as libc::c_char;
            }
        }
        a.len = (std::mem::size_of::<libc::sa_family_t>() + path.len()) as libc::socklen_t;
        a
    }

    /// The address as PHP prints it and, for the inet families, the port.
    pub fn describe(&self) -> (String, Option<u16>) {
        match self.family() {
            libc::AF_INET => {
                // SAFETY: the family says the storage holds a sockaddr_in.
                let sin = unsafe { &*self.ptr().cast::<libc::sockaddr_in>() };
                let ip = Ipv4Addr::from(sin.sin_addr.s_addr.to_ne_bytes());
                (ip.to_string(), Some(u16::from_be(sin.sin_port)))
            }
            libc::AF_INET6 => {
                // SAFETY: the family says the storage holds a sockaddr_in6.
                let sin6 = unsafe { &*self.ptr().cast::<libc::sockaddr_in6>() };
                let ip = Ipv6Addr::from(sin6.sin6_addr.s6_addr);
                (ip.to_string(), Some(u16::from_be(sin6.sin6_port)))
            }
            _ => (self.unix_path(), None),
        }
    }

    /// The path of a Unix-domain address (up to its first NUL).
    fn unix_path(&self) -> String {
        // SAFETY: sockaddr_un fits in sockaddr_storage, which was zeroed first.
        let un = unsafe { &*self.ptr().cast::<libc::sockaddr_un>() };
        let bytes: Vec<u8> = un
            .sun_path
            .iter()
            .take_while(|c| **c != 0)
            .map(|c| *c as u8)
            .collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

/// The longest Unix-domain path, plus one (the size of `sun_path`).
pub(super) const UNIX_PATH_MAX: usize = 108;

extern "C" {
    // glibc's inet_aton, which the libc crate does not declare: it accepts the short and
    // hexadecimal forms ("127.1", "0x7f.0.0.1") PHP accepts.
    fn inet_aton(cp: *const libc::c_char, inp: *mut libc::in_addr) -> libc::c_int;
}

fn parse_v4(host: &str) -> Option<Ipv4Addr> {
    let c = CString::new(host).ok()?;
    let mut a = libc::in_addr { s_addr: 0 };
    // SAFETY: a NUL-terminated string and a valid out pointer.
    (unsafe { inet_aton(c.as_ptr(), &mut a) } != 0).then(|| Ipv4Addr::from(a.s_addr.to_ne_bytes()))
}

/// The resolver's h_errno for a getaddrinfo failure, as gethostbyname would set it.
fn h_errno_of(eai: libc::c_int) -> i32 {
    match eai {
        libc::EAI_AGAIN => 2,
        libc::EAI_FAIL => 3,
        libc::EAI_NODATA => 4,
        _ => 1,
    }
}

/// The first address getaddrinfo gives for `host` in `family`, or the h_errno of the
/// failure. Blocking: run through `blocking`.
fn lookup(host: &str, family: i32, flags: i32) -> Result<Addr, i32> {
    // gethostbyname("") fails with NO_RECOVERY.
    if host.is_empty() {
        return Err(3);
    }
    let Ok(c) = CString::new(host) else {
        return Err(1);
    };
    // SAFETY: an all-zero addrinfo is a valid hints value.
    let mut hints: libc::addrinfo = unsafe { std::mem::zeroed() };
    hints.ai_family = family;
    hints.ai_flags = flags;
    hints.ai_socktype = libc::SOCK_STREAM;
    let mut res: *mut libc::addrinfo = std::ptr::null_mut();
    // SAFETY: valid name and hints; `res` receives a list freed below.
    let r = unsafe { libc::getaddrinfo(c.as_ptr(), std::ptr::null(), &hints, &mut res) };
    if r != 0 {
        return Err(h_errno_of(r));
    }
    let mut out = Err(1);
    // SAFETY: getaddrinfo succeeded, so `res` is a valid list.
    if let Some(ai) = unsafe { res.as_ref() } {
        if ai.ai_family == family && !ai.ai_addr.is_null() {
            // SAFETY: getaddrinfo's entry holds `ai_addrlen` bytes of address.
            out = Ok(unsafe { Addr::copy_from(ai.ai_addr, ai.ai_addrlen) });
        }
    }
    // SAFETY: `res` came from getaddrinfo.
    unsafe { libc::freeaddrinfo(res) };
    out
}

/// The address `host`:`port` for an inet socket (`AF_INET` or `AF_INET6`), resolving a
/// name as PHP does; None after PHP's warning (recorded on the socket) when that fails.
pub(super) fn inet_addr(
    cx: &Interp,
    sock: &OpenSocket,
    func: &str,
    host: &str,
    port: u16,
) -> Result<Option<Addr>, Unwind> {
    if sock.domain == libc::AF_INET {
        if let Some(ip) = parse_v4(host) {
            return Ok(Some(Addr::v4(ip, port)));
        }
    } else if let Ok(ip) = host.parse::<Ipv6Addr>() {
        return Ok(Some(Addr::v6(ip, port, 0)));
    }
    let family = sock.domain;
    let name = host.to_string();
    let flags = if family == libc::AF_INET6 {
        libc::AI_V4MAPPED | libc::AI_ADDRCONFIG
    } else {
        0
    };
    match blocking(cx, move || lookup(&name, family, flags))? {
        Ok(mut a) => {
            // SAFETY: both families keep the port at the same offset, after the family.
            let sin = unsafe { &mut *a.ptr_mut().cast::<libc::sockaddr_in>() };
            sin.sin_port = port.to_be();
            Ok(Some(a))
        }
        Err(h) => {
            sock.fail(cx, func, "Host lookup failed", -10000 - h);
            Ok(None)
        }
    }
}
