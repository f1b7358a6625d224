//! IP address conversions: `ip2long` and `long2ip` (IPv4 as an integer), `inet_pton` and
//! `inet_ntop` (IPv4 or IPv6 as packed bytes, written as the C library writes them).

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
    Builtin {
        name: "inet_pton",
        sig: "inet_pton(string $ip): string|false",
        call: inet_pton,
    },
    Builtin {
        name: "inet_ntop",
        sig: "inet_ntop(string $ip): string|false",
        call: inet_ntop,
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

fn inet_pton(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ip = str_arg(args, 0);
    let Ok(text) = std::str::from_utf8(ip.as_bytes()) else {
        return Ok(Value::Bool(false));
    };
    let packed = if text.contains(':') {
        text.parse::<std::net::Ipv6Addr>()
            .map(|a| a.octets().to_vec())
    } else {
        text.parse::<std::net::Ipv4Addr>()
            .map(|a| a.octets().to_vec())
    };
    Ok(packed.map_or(Value::Bool(false), str_val))
}

fn inet_ntop(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ip = str_arg(args, 0);
    Ok(match ip.len() {
        4 => Value::str(&format!("{}.{}.{}.{}", ip[0], ip[1], ip[2], ip[3])),
        16 => Value::str(&ipv6_text(&ip)),
        _ => Value::Bool(false),
    })
}

/// An IPv6 address as glibc's inet_ntop writes it: the first longest run of two or more
/// zero groups as `::`, and an IPv4-compatible or IPv4-mapped address with its last four
/// bytes in dotted form.
fn ipv6_text(b: &[u8]) -> String {
    let words: Vec<u16> = b
        .chunks(2)
        .map(|w| u16::from_be_bytes([w[0], w[1]]))
        .collect();
    let (mut best, mut run) = (None::<(usize, usize)>, None::<(usize, usize)>);
    for (i, &w) in words.iter().enumerate() {
        if w == 0 {
            let r = run.map_or((i, 1), |(base, len)| (base, len + 1));
            run = Some(r);
            if best.is_none_or(|(_, len)| r.1 > len) {
                best = Some(r);
            }
        } else {
            run = None;
        }
    }
    let best = best.filter(|&(_, len)| len >= 2);
    let mut out = String::new();
    let mut i = 0;
    while i < 8 {
        if let Some((base, len)) = best.filter(|&(base, _)| base == i) {
            out.push_str(if base == 0 { "::" } else { ":" });
            i += len;
            continue;
        }
        let embedded = i == 6
            && best.is_some_and(|(base, len)| {
                base == 0 && (len == 6 || (len == 5 && words[5] == 0xffff))
            });
        if embedded {
            out.push_str(&format!("{}.{}.{}.{}", b[12], b[13], b[14], b[15]));
            return out;
        }
        out.push_str(&format!("{:x}", words[i]));
        if i < 7 {
            out.push(':');
        }
        i += 1;
    }
    out
}
