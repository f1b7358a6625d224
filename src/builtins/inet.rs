//! IPv4 address conversions: `ip2long` and `long2ip`.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "ip2long",
        sig: "ip2long(string $ip): int|false",
        call: ip2long,
    },
    Builtin {
        name: "long2ip",
        sig: "long2ip(int $ip): string|false",
        call: long2ip,
    },
];

fn ip2long(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ip = str_arg(args, 0);
    let parsed = std::str::from_utf8(ip.as_bytes())
        .ok()
        .and_then(|s| s.parse::<std::net::Ipv4Addr>().ok());
    Ok(parsed.map_or(Value::Bool(false), |a| Value::Int(u32::from(a) as i64)))
}

fn long2ip(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let n = int_arg(args, 0, 0) as u32;
    Ok(Value::str(&std::net::Ipv4Addr::from(n).to_string()))
}
