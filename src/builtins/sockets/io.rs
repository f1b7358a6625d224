//! Data over ext/sockets: `socket_read` (binary, or PHP's byte-at-a-time line read),
//! `socket_write`, `socket_send`, `socket_recv`, `socket_sendto`, `socket_recvfrom`.
//! Each is one system call as in PHP, retried after a wait while a blocking-mode socket
//! would block (see `wait`); blocking writes on a stream go on until everything is sent.

use super::address::{Addr, UNIX_PATH_MAX};
use super::handle::{socket_arg, OpenSocket};
use super::setup::{family_error, port_required};
use super::wait::{check, retry, Mode};
use crate::builtins::string_args::{int_arg, opt_int, set_ref, str_arg, str_val};
use crate::builtins::Builtin;
use crate::eval::{Interp, Unwind};
use crate::runtime::reactor::Interest;
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "socket_read", sig: "socket_read(Socket $socket, int $length, int $mode = PHP_BINARY_READ): string|false", call: socket_read },
    Builtin { name: "socket_write", sig: "socket_write(Socket $socket, string $data, ?int $length = null): int|false", call: socket_write },
    Builtin { name: "socket_send", sig: "socket_send(Socket $socket, string $data, int $length, int $flags): int|false", call: socket_send },
    Builtin { name: "socket_recv", sig: "socket_recv(Socket $socket, &$data, int $length, int $flags): int|false", call: socket_recv },
    Builtin { name: "socket_sendto", sig: "socket_sendto(Socket $socket, string $data, int $length, int $flags, string $address, ?int $port = null): int|false", call: socket_sendto },
    Builtin { name: "socket_recvfrom", sig: "socket_recvfrom(Socket $socket, &$data, int $length, int $flags, &$address, &$port = null): int|false", call: socket_recvfrom },
];

const PHP_NORMAL_READ: i64 = 1;
const PHP_BINARY_READ: i64 = 2;

/// The largest buffer a read allocates (PHP allocates what is asked; a read returns at
/// most what one system call gives, far less than this).
const MAX_READ: usize = 16 << 20;

/// The read buffer for a `$length` argument; None when PHP returns false at once
/// (a length below 1). A length past the memory limit is PHP's fatal error, with the
/// size of the string PHP would have allocated (`extra` more bytes than asked, a 24-byte
/// header and the NUL, to 8 bytes).
fn read_buffer(cx: &Interp, length: i64, extra: u64) -> Result<Option<Vec<u8>>, Unwind> {
    if length < 1 {
        return Ok(None);
    }
    let block = (length as u64)
        .saturating_add(25 + extra)
        .next_multiple_of(8);
    if let Some(limit) = crate::runtime::memory::limit() {
        if (crate::runtime::memory::used() as u64).saturating_add(block) > limit as u64 {
            cx.fatal(&format!(
                "Allowed memory size of {limit} bytes exhausted (tried to allocate {block} bytes)"
            ));
            return Err(Unwind::Fatal);
        }
    }
    Ok(Some(vec![0u8; (length as usize).min(MAX_READ)]))
}

/// One recv(2) into `buf`.
fn recv(fd: i32, buf: &mut [u8], flags: i32) -> Result<usize, i32> {
    // SAFETY: recv writes at most `buf.len()` bytes into `buf`.
    check(unsafe { libc::recv(fd, buf.as_mut_ptr().cast(), buf.len(), flags) })
}

fn socket_read(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_read";
    let sock = socket_arg(cx, func, args, 0)?;
    let Some(mut buf) = read_buffer(cx, int_arg(args, 1, 0), 0)? else {
        return Ok(Value::Bool(false));
    };
    let got = if int_arg(args, 2, PHP_BINARY_READ) == PHP_NORMAL_READ {
        read_line(cx, &sock, buf.len())?
    } else {
        retry(cx, &sock, Interest::READ, Mode::Socket, |fd| {
            recv(fd, &mut buf, 0)
        })?
        .map(|n| buf[..n].to_vec())
    };
    Ok(match got {
        Ok(data) => str_val(data),
        // A non-blocking socket with nothing to read: no warning, as in PHP.
        Err(e @ libc::EAGAIN) => {
            sock.set_error(e);
            Value::Bool(false)
        }
        Err(e) => sock.fail(cx, func, "unable to read from socket", e),
    })
}

/// PHP_NORMAL_READ as PHP's php_read does it: one byte at a time until `\n`, `\r` (kept)
/// or `max` bytes. At the end of the data a non-blocking socket returns what it has,
/// a blocking one gives up after 200 empty reads with ECONNRESET (dropping what it read).
fn read_line(cx: &Interp, sock: &OpenSocket, max: usize) -> Result<Result<Vec<u8>, i32>, Unwind> {
    let mut out = Vec::new();
    let mut last = 0u8;
    let mut got_byte = false;
    let mut empty_reads = 0;
    while last != b'\n' && last != b'\r' && out.len() < max {
        if got_byte {
            last = 0;
        } else {
            empty_reads += 1;
            if !sock.blocking && empty_reads >= 2 {
                return Ok(Ok(out));
            }
            if empty_reads > 200 {
                return Ok(Err(libc::ECONNRESET));
            }
        }
        let mut b = [0u8; 1];
        match retry(cx, sock, Interest::READ, Mode::Always, |fd| {
            recv(fd, &mut b, 0)
        })? {
            Ok(1) => {
                out.push(b[0]);
                last = b[0];
                got_byte = true;
            }
            Ok(_) => got_byte = false,
            Err(e) => return Ok(Err(e)),
        }
    }
    Ok(Ok(out))
}

/// Send `data` with `op` (write or send): in blocking mode on a stream, until all of it
/// went (or an error after some did); otherwise one call.
fn send_all(
    cx: &Interp,
    sock: &OpenSocket,
    data: &[u8],
    mode: Mode,
    mut op: impl FnMut(i32, &[u8]) -> Result<usize, i32>,
) -> Result<Result<usize, i32>, Unwind> {
    let mut done = 0;
    loop {
        let r = retry(cx, sock, Interest::WRITE, mode, |fd| op(fd, &data[done..]))?;
        match r {
            Ok(n) => {
                done += n;
                if n == 0 || done >= data.len() || !sock.blocking || mode == Mode::Never {
                    return Ok(Ok(done));
                }
            }
            Err(_) if done > 0 => return Ok(Ok(done)),
            Err(e) => return Ok(Err(e)),
        }
    }
}

/// A `$length` that must not be negative; PHP's ValueError otherwise.
fn length_arg(cx: &Interp, func: &str, args: &[Value], i: usize) -> Result<Option<usize>, Unwind> {
    match opt_int(args, i) {
        Some(n) if n < 0 => Err(cx.throw_error(
            "ValueError",
            &format!(
                "{func}(): Argument #{} ($length) must be greater than or equal to 0",
                i + 1
            ),
        )),
        n => Ok(n.map(|n| n as usize)),
    }
}

fn socket_write(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_write";
    let sock = socket_arg(cx, func, args, 0)?;
    let data = str_arg(args, 1);
    let len = length_arg(cx, func, args, 2)?.map_or(data.len(), |n| n.min(data.len()));
    let r = send_all(cx, &sock, &data.as_bytes()[..len], Mode::Socket, |fd, d| {
        // SAFETY: write(2) of `d.len()` bytes from `d`.
        check(unsafe { libc::write(fd, d.as_ptr().cast(), d.len()) })
    })?;
    Ok(match r {
        Ok(n) => Value::Int(n as i64),
        Err(e) => sock.fail(cx, func, "unable to write to socket", e),
    })
}

/// How a call with these MSG_* flags may wait.
fn flags_mode(flags: i32) -> Mode {
    if flags & libc::MSG_DONTWAIT != 0 {
        Mode::Never
    } else {
        Mode::Socket
    }
}

fn socket_send(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_send";
    let sock = socket_arg(cx, func, args, 0)?;
    let data = str_arg(args, 1);
    let len = length_arg(cx, func, args, 2)?.unwrap_or(0).min(data.len());
    let flags = int_arg(args, 3, 0) as i32;
    let r = send_all(
        cx,
        &sock,
        &data.as_bytes()[..len],
        flags_mode(flags),
        |fd, d| {
            // SAFETY: send(2) of `d.len()` bytes from `d`.
            check(unsafe { libc::send(fd, d.as_ptr().cast(), d.len(), flags) })
        },
    )?;
    Ok(match r {
        Ok(n) => Value::Int(n as i64),
        Err(e) => sock.fail(cx, func, "Unable to write to socket", e),
    })
}

fn socket_recv(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_recv";
    let sock = socket_arg(cx, func, args, 0)?;
    let Some(mut buf) = read_buffer(cx, int_arg(args, 2, 0), 0)? else {
        return Ok(Value::Bool(false));
    };
    let flags = int_arg(args, 3, 0) as i32;
    let mode = flags_mode(flags);
    let r = if flags & libc::MSG_WAITALL != 0 && sock.blocking && mode == Mode::Socket {
        recv_all(cx, &sock, &mut buf, flags & !libc::MSG_WAITALL)?
    } else {
        retry(cx, &sock, Interest::READ, mode, |fd| {
            recv(fd, &mut buf, flags)
        })?
    };
    match r {
        Ok(n) if n > 0 => set_ref(args, 1, str_val(buf[..n].to_vec())),
        _ => set_ref(args, 1, Value::Null),
    }
    Ok(match r {
        Ok(n) => Value::Int(n as i64),
        Err(e) => sock.fail(cx, func, "Unable to read from socket", e),
    })
}

/// MSG_WAITALL on a blocking socket: fill `buf` unless the peer ends first or an error
/// comes after some data.
fn recv_all(
    cx: &Interp,
    sock: &OpenSocket,
    buf: &mut [u8],
    flags: i32,
) -> Result<Result<usize, i32>, Unwind> {
    let mut done = 0;
    while done < buf.len() {
        match retry(cx, sock, Interest::READ, Mode::Socket, |fd| {
            recv(fd, &mut buf[done..], flags)
        })? {
            Ok(0) => break,
            Ok(n) => done += n,
            Err(_) if done > 0 => break,
            Err(e) => return Ok(Err(e)),
        }
    }
    Ok(Ok(done))
}

fn socket_sendto(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_sendto";
    let sock = socket_arg(cx, func, args, 0)?;
    let data = str_arg(args, 1);
    let len = length_arg(cx, func, args, 2)?.unwrap_or(0).min(data.len());
    let flags = int_arg(args, 3, 0) as i32;
    let address = str_arg(args, 4);
    let to = match sock.domain {
        libc::AF_UNIX => {
            // PHP copies the path with snprintf: cut at the first NUL and to fit.
            let path = address.as_bytes();
            let end = path.iter().position(|b| *b == 0).unwrap_or(path.len());
            Addr::unix(&path[..end.min(UNIX_PATH_MAX - 1)])
        }
        libc::AF_INET | libc::AF_INET6 => {
            let Some(port) = opt_int(args, 5) else {
                return Err(port_required(cx, func, 6, sock.domain));
            };
            let host = address.to_string_lossy();
            match super::address::inet_addr(cx, &sock, func, &host, port as u16)? {
                Some(a) => a,
                None => return Ok(Value::Bool(false)),
            }
        }
        _ => return Err(family_error(cx, func)),
    };
    let payload = &data.as_bytes()[..len];
    let r = retry(cx, &sock, Interest::WRITE, flags_mode(flags), |fd| {
        // SAFETY: sendto(2) of `payload` to a valid address of `to.len` bytes.
        check(unsafe {
            libc::sendto(
                fd,
                payload.as_ptr().cast(),
                payload.len(),
                flags,
                to.ptr(),
                to.len,
            )
        })
    })?;
    Ok(match r {
        Ok(n) => Value::Int(n as i64),
        Err(e) => sock.fail(cx, func, "Unable to write to socket", e),
    })
}

fn socket_recvfrom(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_recvfrom";
    let sock = socket_arg(cx, func, args, 0)?;
    let Some(mut buf) = read_buffer(cx, int_arg(args, 2, 0), 1)? else {
        return Ok(Value::Bool(false));
    };
    let flags = int_arg(args, 3, 0) as i32;
    match sock.domain {
        libc::AF_UNIX => {}
        libc::AF_INET | libc::AF_INET6 if args.len() < 6 => {
            return Err(cx.throw_error(
                "ArgumentCountError",
                "Wrong parameter count for socket_recvfrom()",
            ))
        }
        libc::AF_INET | libc::AF_INET6 => {}
        _ => return Err(family_error(cx, func)),
    }
    let mut from = Addr::empty();
    let r = retry(cx, &sock, Interest::READ, flags_mode(flags), |fd| {
        from = Addr::empty();
        // SAFETY: recvfrom writes at most `buf.len()` bytes into `buf` and at most
        // `from.len` bytes of address into `from`.
        check(unsafe {
            libc::recvfrom(
                fd,
                buf.as_mut_ptr().cast(),
                buf.len(),
                flags,
                from.ptr_mut(),
                &mut from.len,
            )
        })
    })?;
    let n = match r {
        Ok(n) => n,
        Err(e) => return Ok(sock.fail(cx, func, "Unable to recvfrom", e)),
    };
    set_ref(args, 1, str_val(buf[..n].to_vec()));
    if sock.domain == libc::AF_UNIX {
        set_ref(args, 4, Value::str(&from.describe().0));
    } else {
        // An address the kernel did not fill in shows as the family's any-address.
        if from.family() != sock.domain {
            from = Addr::empty();
            from.ss.ss_family = sock.domain as libc::sa_family_t;
        }
        let (host, port) = from.describe();
        set_ref(args, 4, Value::str(&host));
        set_ref(args, 5, Value::Int(port.unwrap_or(0) as i64));
    }
    Ok(Value::Int(n as i64))
}
