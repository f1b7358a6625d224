//! `AddressInfo` and the `socket_addrinfo_*` functions: getaddrinfo(3) results as objects
//! (the lookup runs off the scheduler's thread in a coroutine, like the other host
//! lookups), a socket bound or connected to one of them, and the array view of one.

use std::ffi::{CStr, CString};
use std::rc::Rc;

use super::address::Addr;
use super::handle::socket_arg;
use super::setup::{connect_to, create, family_error};
use crate::builtins::dns::blocking;
use crate::builtins::string_args::{opt_str, str_arg};
use crate::builtins::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::builtin_classes::NativeClass;
use crate::object::{Class, ClassTable, InstanceLimits, Internal, Obj};
use crate::value::{Key, PhpArray, Value};

pub fn register(table: &ClassTable) {
    NativeClass::class("AddressInfo")
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
        "Cannot directly construct AddressInfo, use socket_addrinfo_lookup() instead",
    ))
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "socket_addrinfo_lookup", sig: "socket_addrinfo_lookup(string $host, ?string $service = null, array $hints = []): array|false", call: socket_addrinfo_lookup },
    Builtin { name: "socket_addrinfo_bind", sig: "socket_addrinfo_bind(AddressInfo $address): Socket|false", call: socket_addrinfo_bind },
    Builtin { name: "socket_addrinfo_connect", sig: "socket_addrinfo_connect(AddressInfo $address): Socket|false", call: socket_addrinfo_connect },
    Builtin { name: "socket_addrinfo_explain", sig: "socket_addrinfo_explain(AddressInfo $address): array", call: socket_addrinfo_explain },
];

/// One getaddrinfo result.
#[derive(Clone)]
struct Entry {
    flags: i32,
    family: i32,
    socktype: i32,
    protocol: i32,
    addr: Addr,
    canonname: Option<String>,
}

impl Internal for Entry {}

/// The hints a lookup passes on: flags, family, socket type, protocol.
#[derive(Default, Clone, Copy)]
struct Hints {
    flags: i32,
    family: i32,
    socktype: i32,
    protocol: i32,
}

/// getaddrinfo(3); None when it fails. Blocking: run through `blocking`.
fn lookup(host: &CString, service: Option<&CString>, h: Hints) -> Option<Vec<Entry>> {
    // SAFETY: an all-zero addrinfo is a valid hints value.
    let mut hints: libc::addrinfo = unsafe { std::mem::zeroed() };
    hints.ai_flags = h.flags;
    hints.ai_family = h.family;
    hints.ai_socktype = h.socktype;
    hints.ai_protocol = h.protocol;
    let mut res: *mut libc::addrinfo = std::ptr::null_mut();
    let service = service.map_or(std::ptr::null(), |s| s.as_ptr());
    // SAFETY: valid strings and hints; `res` receives a list freed below.
    if unsafe { libc::getaddrinfo(host.as_ptr(), service, &hints, &mut res) } != 0 {
        return None;
    }
    let mut out = Vec::new();
    let mut p = res;
    // SAFETY: getaddrinfo succeeded, so `res` is a valid list ending in null.
    while let Some(ai) = unsafe { p.as_ref() } {
        if ai.ai_family != libc::AF_UNSPEC && !ai.ai_addr.is_null() {
            out.push(Entry {
                flags: ai.ai_flags,
                family: ai.ai_family,
                socktype: ai.ai_socktype,
                protocol: ai.ai_protocol,
                // SAFETY: the entry holds `ai_addrlen` bytes of address.
                addr: unsafe { Addr::copy_from(ai.ai_addr, ai.ai_addrlen) },
                canonname: (!ai.ai_canonname.is_null()).then(|| {
                    // SAFETY: a NUL-terminated name owned by the list.
                    unsafe { CStr::from_ptr(ai.ai_canonname) }
                        .to_string_lossy()
                        .into_owned()
                }),
            });
        }
        p = ai.ai_next;
    }
    // SAFETY: `res` came from getaddrinfo.
    unsafe { libc::freeaddrinfo(res) };
    Some(out)
}

/// The `$hints` array: string keys only, each one PHP knows.
fn hints_arg(cx: &Interp, args: &[Value]) -> Result<Hints, Unwind> {
    let mut h = Hints::default();
    let Some(Value::Array(a)) = args.get(2).map(Value::deref) else {
        return Ok(h);
    };
    for (k, v) in a.iter() {
        let Key::Str(name) = k else { continue };
        let slot = match name.as_bytes() {
            b"ai_flags" => &mut h.flags,
            b"ai_socktype" => &mut h.socktype,
            b"ai_protocol" => &mut h.protocol,
            b"ai_family" => &mut h.family,
            _ => {
                return Err(cx.throw_error(
                    "ValueError",
                    "socket_addrinfo_lookup(): Argument #3 ($hints) must only contain array keys \"ai_flags\", \"ai_socktype\", \"ai_protocol\", or \"ai_family\"",
                ))
            }
        };
        *slot = v.deref().to_int() as i32;
    }
    Ok(h)
}

/// A string argument as C text (cut at a NUL, as C reads it).
fn c_text(s: &[u8]) -> CString {
    let end = s.iter().position(|b| *b == 0).unwrap_or(s.len());
    CString::new(&s[..end]).unwrap_or_default()
}

fn socket_addrinfo_lookup(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let hints = hints_arg(cx, args)?;
    let host = c_text(str_arg(args, 0).as_bytes());
    let service = opt_str(args, 1).map(|s| c_text(s.as_bytes()));
    let Some(found) = blocking(cx, move || lookup(&host, service.as_ref(), hints))? else {
        return Ok(Value::Bool(false));
    };
    let Some(cls) = cx.classes.get("AddressInfo") else {
        return Err(cx.throw_error("Error", "Class \"AddressInfo\" not found"));
    };
    let mut out = PhpArray::new();
    for e in found {
        let obj = Obj::new(&cls);
        obj.set_internal(Box::new(e));
        out.push(Value::Object(obj));
    }
    Ok(Value::arr(out))
}

fn entry(args: &[Value]) -> Option<Entry> {
    let Some(Value::Object(o)) = args.first().map(Value::deref) else {
        return None;
    };
    o.with_internal(|e: &mut Entry| e.clone())
}

/// A socket for the address's family, type and protocol, for bind or connect.
fn socket_for(cx: &Interp, func: &str, e: &Entry) -> Result<Option<Value>, Unwind> {
    let Some(obj) = create(cx, func, e.family, e.socktype, e.protocol)? else {
        return Ok(None);
    };
    match e.family {
        libc::AF_INET | libc::AF_INET6 => Ok(Some(Value::Object(obj))),
        // PHP refuses Unix-domain addresses from getaddrinfo.
        libc::AF_UNIX => Ok(None),
        _ => Err(family_error(cx, func)),
    }
}

fn socket_addrinfo_bind(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_addrinfo_bind";
    let Some(e) = entry(args) else {
        return Ok(Value::Bool(false));
    };
    let Some(v) = socket_for(cx, func, &e)? else {
        return Ok(Value::Bool(false));
    };
    let sock = socket_arg(cx, func, std::slice::from_ref(&v), 0)?;
    // SAFETY: bind(2) with a valid address of `e.addr.len` bytes.
    if unsafe { libc::bind(sock.fd, e.addr.ptr(), e.addr.len) } != 0 {
        sock.fail(cx, func, "Unable to bind address", super::wait::errno());
        sock.close();
        return Ok(Value::Bool(false));
    }
    Ok(v)
}

fn socket_addrinfo_connect(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let func = "socket_addrinfo_connect";
    let Some(e) = entry(args) else {
        return Ok(Value::Bool(false));
    };
    let Some(v) = socket_for(cx, func, &e)? else {
        return Ok(Value::Bool(false));
    };
    let sock = socket_arg(cx, func, std::slice::from_ref(&v), 0)?;
    if let Err(err) = connect_to(cx, &sock, &e.addr)? {
        sock.fail(cx, func, "Unable to connect address", err);
        sock.close();
        return Ok(Value::Bool(false));
    }
    Ok(v)
}

fn socket_addrinfo_explain(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let Some(e) = entry(args) else {
        return Ok(Value::empty_array());
    };
    let mut out = PhpArray::new();
    let put = |arr: &mut PhpArray, k: &str, v: Value| arr.insert(Key::from_bytes(k.as_bytes()), v);
    put(&mut out, "ai_flags", Value::Int(e.flags as i64));
    put(&mut out, "ai_family", Value::Int(e.family as i64));
    put(&mut out, "ai_socktype", Value::Int(e.socktype as i64));
    put(&mut out, "ai_protocol", Value::Int(e.protocol as i64));
    if let Some(name) = &e.canonname {
        put(&mut out, "ai_canonname", Value::str(name));
    }
    let mut addr = PhpArray::new();
    let (host, port) = e.addr.describe();
    match e.family {
        libc::AF_INET => {
            put(&mut addr, "sin_port", Value::Int(port.unwrap_or(0) as i64));
            put(&mut addr, "sin_addr", Value::str(&host));
        }
        libc::AF_INET6 => {
            put(&mut addr, "sin6_port", Value::Int(port.unwrap_or(0) as i64));
            put(&mut addr, "sin6_addr", Value::str(&host));
        }
        libc::AF_UNIX => put(&mut addr, "sun_path", Value::str(&host)),
        _ => {}
    }
    put(&mut out, "ai_addr", Value::arr(addr));
    Ok(Value::arr(out))
}
