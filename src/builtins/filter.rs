//! The filter extension: `filter_var` and `filter_var_array` with the validating filters
//! (int, float, boolean, email, url, ip, regexp), the sanitizing ones and
//! `FILTER_CALLBACK`; `filter_list`, `filter_id`, and the CLI's empty inputs
//! (`filter_has_var`, `filter_input`).

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

const REQUIRE_SCALAR: i64 = 33554432;
const REQUIRE_ARRAY: i64 = 16777216;
const FORCE_ARRAY: i64 = 67108864;
const NULL_ON_FAILURE: i64 = 134217728;
const VALIDATE_INT: i64 = 257;
const VALIDATE_BOOL: i64 = 258;
const VALIDATE_FLOAT: i64 = 259;
const VALIDATE_REGEXP: i64 = 272;
const VALIDATE_URL: i64 = 273;
const VALIDATE_EMAIL: i64 = 274;
const VALIDATE_IP: i64 = 275;
const VALIDATE_MAC: i64 = 276;
const VALIDATE_DOMAIN: i64 = 277;
const UNSAFE_RAW: i64 = 516;
const SANITIZE_STRING: i64 = 513;
const SANITIZE_ENCODED: i64 = 514;
const SANITIZE_SPECIAL_CHARS: i64 = 515;
const SANITIZE_EMAIL: i64 = 517;
const SANITIZE_URL: i64 = 518;
const SANITIZE_NUMBER_INT: i64 = 519;
const SANITIZE_NUMBER_FLOAT: i64 = 520;
const SANITIZE_FULL_SPECIAL_CHARS: i64 = 522;
const SANITIZE_ADD_SLASHES: i64 = 523;
const CALLBACK: i64 = 1024;
const ALLOW_OCTAL: i64 = 1;
const ALLOW_HEX: i64 = 2;
const STRIP_LOW: i64 = 4;
const STRIP_HIGH: i64 = 8;
const STRIP_BACKTICK: i64 = 512;
const ENCODE_LOW: i64 = 16;
const ENCODE_HIGH: i64 = 32;
const ENCODE_AMP: i64 = 64;
const NO_ENCODE_QUOTES: i64 = 128;
const EMPTY_STRING_NULL: i64 = 256;
const ALLOW_FRACTION: i64 = 4096;
const ALLOW_THOUSAND: i64 = 8192;
const ALLOW_SCIENTIFIC: i64 = 16384;
const PATH_REQUIRED: i64 = 262144;
const QUERY_REQUIRED: i64 = 524288;
const IPV4: i64 = 1048576;
const IPV6: i64 = 2097152;
const NO_RES_RANGE: i64 = 4194304;
const NO_PRIV_RANGE: i64 = 8388608;
const GLOBAL_RANGE: i64 = 268435456;

/// Filter names as `filter_list` gives them, with their ids.
const FILTERS: [(&str, i64); 21] = [
    ("int", VALIDATE_INT),
    ("boolean", VALIDATE_BOOL),
    ("bool", VALIDATE_BOOL),
    ("float", VALIDATE_FLOAT),
    ("validate_regexp", VALIDATE_REGEXP),
    ("validate_domain", VALIDATE_DOMAIN),
    ("validate_url", VALIDATE_URL),
    ("validate_email", VALIDATE_EMAIL),
    ("validate_ip", VALIDATE_IP),
    ("validate_mac", VALIDATE_MAC),
    ("string", SANITIZE_STRING),
    ("stripped", SANITIZE_STRING),
    ("encoded", SANITIZE_ENCODED),
    ("special_chars", SANITIZE_SPECIAL_CHARS),
    ("full_special_chars", SANITIZE_FULL_SPECIAL_CHARS),
    ("unsafe_raw", UNSAFE_RAW),
    ("email", SANITIZE_EMAIL),
    ("url", SANITIZE_URL),
    ("number_int", SANITIZE_NUMBER_INT),
    ("number_float", SANITIZE_NUMBER_FLOAT),
    ("add_slashes", SANITIZE_ADD_SLASHES),
];

pub fn constants() -> Vec<(&'static str, Value)> {
    [
        ("INPUT_POST", 0),
        ("INPUT_GET", 1),
        ("INPUT_COOKIE", 2),
        ("INPUT_ENV", 4),
        ("INPUT_SERVER", 5),
        ("FILTER_FLAG_NONE", 0),
        ("FILTER_REQUIRE_SCALAR", REQUIRE_SCALAR),
        ("FILTER_REQUIRE_ARRAY", REQUIRE_ARRAY),
        ("FILTER_FORCE_ARRAY", FORCE_ARRAY),
        ("FILTER_NULL_ON_FAILURE", NULL_ON_FAILURE),
        ("FILTER_VALIDATE_INT", VALIDATE_INT),
        ("FILTER_VALIDATE_BOOLEAN", VALIDATE_BOOL),
        ("FILTER_VALIDATE_BOOL", VALIDATE_BOOL),
        ("FILTER_VALIDATE_FLOAT", VALIDATE_FLOAT),
        ("FILTER_VALIDATE_REGEXP", VALIDATE_REGEXP),
        ("FILTER_VALIDATE_DOMAIN", VALIDATE_DOMAIN),
        ("FILTER_VALIDATE_URL", VALIDATE_URL),
        ("FILTER_VALIDATE_EMAIL", VALIDATE_EMAIL),
        ("FILTER_VALIDATE_IP", VALIDATE_IP),
        ("FILTER_VALIDATE_MAC", VALIDATE_MAC),
        ("FILTER_DEFAULT", UNSAFE_RAW),
        ("FILTER_UNSAFE_RAW", UNSAFE_RAW),
        ("FILTER_SANITIZE_STRING", SANITIZE_STRING),
        ("FILTER_SANITIZE_STRIPPED", SANITIZE_STRING),
        ("FILTER_SANITIZE_ENCODED", SANITIZE_ENCODED),
        ("FILTER_SANITIZE_SPECIAL_CHARS", SANITIZE_SPECIAL_CHARS),
        (
            "FILTER_SANITIZE_FULL_SPECIAL_CHARS",
            SANITIZE_FULL_SPECIAL_CHARS,
        ),
        ("FILTER_SANITIZE_EMAIL", SANITIZE_EMAIL),
        ("FILTER_SANITIZE_URL", SANITIZE_URL),
        ("FILTER_SANITIZE_NUMBER_INT", SANITIZE_NUMBER_INT),
        ("FILTER_SANITIZE_NUMBER_FLOAT", SANITIZE_NUMBER_FLOAT),
        ("FILTER_SANITIZE_ADD_SLASHES", SANITIZE_ADD_SLASHES),
        ("FILTER_CALLBACK", CALLBACK),
        ("FILTER_FLAG_ALLOW_OCTAL", ALLOW_OCTAL),
        ("FILTER_FLAG_ALLOW_HEX", ALLOW_HEX),
        ("FILTER_FLAG_STRIP_LOW", STRIP_LOW),
        ("FILTER_FLAG_STRIP_HIGH", STRIP_HIGH),
        ("FILTER_FLAG_STRIP_BACKTICK", STRIP_BACKTICK),
        ("FILTER_FLAG_ENCODE_LOW", ENCODE_LOW),
        ("FILTER_FLAG_ENCODE_HIGH", ENCODE_HIGH),
        ("FILTER_FLAG_ENCODE_AMP", ENCODE_AMP),
        ("FILTER_FLAG_NO_ENCODE_QUOTES", NO_ENCODE_QUOTES),
        ("FILTER_FLAG_EMPTY_STRING_NULL", EMPTY_STRING_NULL),
        ("FILTER_FLAG_ALLOW_FRACTION", ALLOW_FRACTION),
        ("FILTER_FLAG_ALLOW_THOUSAND", ALLOW_THOUSAND),
        ("FILTER_FLAG_ALLOW_SCIENTIFIC", ALLOW_SCIENTIFIC),
        ("FILTER_FLAG_PATH_REQUIRED", PATH_REQUIRED),
        ("FILTER_FLAG_QUERY_REQUIRED", QUERY_REQUIRED),
        ("FILTER_FLAG_IPV4", IPV4),
        ("FILTER_FLAG_IPV6", IPV6),
        ("FILTER_FLAG_NO_RES_RANGE", NO_RES_RANGE),
        ("FILTER_FLAG_NO_PRIV_RANGE", NO_PRIV_RANGE),
        ("FILTER_FLAG_GLOBAL_RANGE", GLOBAL_RANGE),
        ("FILTER_FLAG_HOSTNAME", 1048576),
        ("FILTER_FLAG_EMAIL_UNICODE", 1048576),
    ]
    .into_iter()
    .map(|(k, v)| (k, Value::Int(v)))
    .collect()
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "filter_var",
        sig: "filter_var(mixed $value, int $filter = FILTER_DEFAULT, array|int $options = 0): mixed",
        call: filter_var,
    },
    Builtin {
        name: "filter_var_array",
        sig: "filter_var_array(array $array, array|int $options = FILTER_DEFAULT, bool $add_empty = true): array|false|null",
        call: filter_var_array,
    },
    Builtin {
        name: "filter_list",
        sig: "filter_list(): array",
        call: filter_list,
    },
    Builtin {
        name: "filter_id",
        sig: "filter_id(string $name): int|false",
        call: filter_id,
    },
    Builtin {
        name: "filter_has_var",
        sig: "filter_has_var(int $input_type, string $var_name): bool",
        call: filter_has_var,
    },
    Builtin {
        name: "filter_input",
        sig: "filter_input(int $type, string $var_name, int $filter = FILTER_DEFAULT, array|int $options = 0): mixed",
        call: filter_input,
    },
];

/// A filter with its flags and `options` array.
struct Spec {
    filter: i64,
    flags: i64,
    options: Option<Value>,
}

impl Spec {
    /// From `filter_var`'s filter id and its `array|int $options`.
    fn new(filter: i64, options: Option<&Value>) -> Spec {
        let mut spec = Spec {
            filter,
            flags: 0,
            options: None,
        };
        match options.map(Value::deref) {
            Some(Value::Array(a)) => {
                if let Some(f) = a.get_str("flags") {
                    spec.flags = f.to_int();
                }
                spec.options = a.get_str("options").cloned();
            }
            Some(v) => spec.flags = v.to_int(),
            None => {}
        }
        spec
    }
    fn option(&self, name: &str) -> Option<Value> {
        match self.options.as_ref().map(Value::deref) {
            Some(Value::Array(a)) => a.get_str(name).map(Value::deref),
            _ => None,
        }
    }
    fn has(&self, flag: i64) -> bool {
        self.flags & flag != 0
    }
    /// The failure result: the `default` option, else null or false.
    fn failure(&self) -> Value {
        if let Some(d) = self.option("default") {
            return d;
        }
        if self.has(NULL_ON_FAILURE) {
            Value::Null
        } else {
            Value::Bool(false)
        }
    }
}

fn filter_var(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let filter = int_arg(args, 1, UNSAFE_RAW);
    let spec = Spec::new(filter, args.get(2));
    apply_top(cx, &args[0].deref(), &spec)
}

/// Apply a filter to a top-level value, honouring the array flags.
fn apply_top(cx: &Interp, v: &Value, spec: &Spec) -> Result<Value, Unwind> {
    if let Value::Array(a) = v {
        if !spec.has(REQUIRE_ARRAY | FORCE_ARRAY) {
            return Ok(spec.failure());
        }
        return apply_array(cx, a, spec);
    }
    if spec.has(REQUIRE_ARRAY) {
        return Ok(spec.failure());
    }
    let r = apply_scalar(cx, v, spec)?;
    if spec.has(FORCE_ARRAY) {
        return Ok(Value::arr(PhpArray::from_values(vec![r])));
    }
    Ok(r)
}

fn apply_array(cx: &Interp, a: &PhpArray, spec: &Spec) -> Result<Value, Unwind> {
    let mut out = PhpArray::with_capacity(a.len());
    for (k, v) in a.iter() {
        let r = match v.deref() {
            Value::Array(inner) => apply_array(cx, &inner, spec)?,
            v => apply_scalar(cx, &v, spec)?,
        };
        out.insert(k.clone(), r);
    }
    Ok(Value::arr(out))
}

/// Apply a filter to one non-array value.
fn apply_scalar(cx: &Interp, v: &Value, spec: &Spec) -> Result<Value, Unwind> {
    if matches!(v, Value::Object(_) | Value::Resource(_)) {
        return Ok(spec.failure());
    }
    if spec.filter == CALLBACK {
        let Some(cb) = spec.options.clone() else {
            cx.warn("filter_var(): First argument is expected to be a valid callback");
            return Ok(Value::Bool(false));
        };
        return cx.call_value(&cb, vec![Value::Str(v.to_php_string_lossy())]);
    }
    let s = v.to_php_string_lossy();
    let bytes = s.as_bytes();
    let validated = match spec.filter {
        VALIDATE_INT => validate_int(trim(bytes), spec).map(Value::Int),
        VALIDATE_FLOAT => validate_float(trim(bytes), spec).map(Value::Float),
        VALIDATE_BOOL => return Ok(validate_bool(trim(bytes), spec)),
        VALIDATE_EMAIL => valid_email(bytes).then(|| Value::Str(s.clone())),
        VALIDATE_URL => valid_url(bytes, spec).then(|| Value::Str(s.clone())),
        VALIDATE_IP => valid_ip(bytes, spec).then(|| Value::Str(s.clone())),
        VALIDATE_MAC => valid_mac(bytes).then(|| Value::Str(s.clone())),
        VALIDATE_DOMAIN => (!bytes.is_empty() && bytes.len() <= 253 && !bytes.contains(&0))
            .then(|| Value::Str(s.clone())),
        VALIDATE_REGEXP => {
            let Some(re) = spec.option("regexp") else {
                return Err(cx.throw_error("ValueError", "filter_var(): \"regexp\" option missing"));
            };
            let m = cx.call_value(&Value::str("preg_match"), vec![re, Value::Str(s.clone())])?;
            (m.to_int() > 0).then(|| Value::Str(s.clone()))
        }
        _ => return sanitize(cx, &s, spec),
    };
    Ok(validated.unwrap_or_else(|| spec.failure()))
}

fn trim(b: &[u8]) -> &[u8] {
    let ws = |c: &u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0);
    let start = b.iter().position(|c| !ws(c)).unwrap_or(b.len());
    let end = b.iter().rposition(|c| !ws(c)).map_or(start, |e| e + 1);
    &b[start..end]
}

fn validate_int(b: &[u8], spec: &Spec) -> Option<i64> {
    let (neg, digits) = match b.first()? {
        b'-' => (true, &b[1..]),
        b'+' => (false, &b[1..]),
        _ => (false, b),
    };
    let n = if spec.has(ALLOW_HEX) && (digits.starts_with(b"0x") || digits.starts_with(b"0X")) {
        parse_radix(&digits[2..], 16)?
    } else if spec.has(ALLOW_OCTAL) && digits.len() > 1 && digits[0] == b'0' {
        let d = digits.strip_prefix(b"0o").unwrap_or(&digits[1..]);
        parse_radix(d, 8)?
    } else {
        if digits.is_empty() || (digits[0] == b'0' && digits.len() > 1) {
            return None;
        }
        parse_radix(digits, 10)?
    };
    let n = if neg { n.checked_neg()? } else { n };
    let n = i64::try_from(n).ok()?;
    if let Some(min) = spec.option("min_range") {
        if n < min.to_int() {
            return None;
        }
    }
    if let Some(max) = spec.option("max_range") {
        if n > max.to_int() {
            return None;
        }
    }
    Some(n)
}

/// Digits in `radix` (none empty, no sign) into an i128 that may exceed i64.
fn parse_radix(d: &[u8], radix: u32) -> Option<i128> {
    if d.is_empty() {
        return None;
    }
    let mut n: i128 = 0;
    for &c in d {
        let v = (c as char).to_digit(radix)? as i128;
        n = n.checked_mul(radix as i128)?.checked_add(v)?;
        if n > i64::MAX as i128 + 1 {
            return None;
        }
    }
    Some(n)
}

fn validate_float(b: &[u8], spec: &Spec) -> Option<f64> {
    let decimal = match spec.option("decimal") {
        Some(d) => *d.to_php_string_lossy().as_bytes().first()?,
        None => b'.',
    };
    let thousand: &[u8] = if spec.has(ALLOW_THOUSAND) {
        b",.' "
    } else {
        b""
    };
    let mut text = String::with_capacity(b.len());
    let mut k = 0;
    if let Some(&c @ (b'-' | b'+')) = b.first() {
        text.push(c as char);
        k = 1;
    }
    let mut int_digits = 0;
    let mut frac_digits = 0;
    let mut seen_dot = false;
    while k < b.len() {
        let c = b[k];
        if c.is_ascii_digit() {
            if seen_dot {
                frac_digits += 1;
            } else {
                int_digits += 1;
            }
            text.push(c as char);
        } else if c == decimal && !seen_dot {
            seen_dot = true;
            text.push('.');
        } else if thousand.contains(&c) && !seen_dot && int_digits > 0 && c != decimal {
            // A separator must be followed by three digits.
            if b.len() < k + 4 || !b[k + 1..k + 4].iter().all(u8::is_ascii_digit) {
                return None;
            }
        } else if (c == b'e' || c == b'E') && int_digits + frac_digits > 0 {
            text.push('e');
            k += 1;
            if let Some(&s @ (b'-' | b'+')) = b.get(k) {
                text.push(s as char);
                k += 1;
            }
            let start = k;
            while k < b.len() && b[k].is_ascii_digit() {
                text.push(b[k] as char);
                k += 1;
            }
            if k == start || k != b.len() {
                return None;
            }
            break;
        } else {
            return None;
        }
        k += 1;
    }
    if int_digits + frac_digits == 0 {
        return None;
    }
    let f: f64 = text.parse::<f64>().ok()? + 0.0;
    if !f.is_finite() {
        return None;
    }
    if let Some(min) = spec.option("min_range") {
        if f < min.to_float() {
            return None;
        }
    }
    if let Some(max) = spec.option("max_range") {
        if f > max.to_float() {
            return None;
        }
    }
    Some(f)
}

fn validate_bool(b: &[u8], spec: &Spec) -> Value {
    let lower = b.to_ascii_lowercase();
    match lower.as_slice() {
        b"1" | b"true" | b"on" | b"yes" => Value::Bool(true),
        b"0" | b"false" | b"off" | b"no" | b"" => Value::Bool(false),
        _ => {
            if let Some(d) = spec.option("default") {
                d
            } else if spec.has(NULL_ON_FAILURE) {
                Value::Null
            } else {
                Value::Bool(false)
            }
        }
    }
}

/// A host name: dot-separated labels of letters, digits and inner hyphens.
fn valid_hostname(h: &[u8]) -> bool {
    !h.is_empty()
        && h.len() <= 253
        && h.split(|&c| c == b'.').all(|l| {
            !l.is_empty()
                && l.len() <= 63
                && l.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-')
                && l[0] != b'-'
                && l[l.len() - 1] != b'-'
        })
}

fn valid_email(b: &[u8]) -> bool {
    if b.len() > 320 {
        return false;
    }
    let Some(at) = b.iter().rposition(|&c| c == b'@') else {
        return false;
    };
    let (local, domain) = (&b[..at], &b[at + 1..]);
    let local_ok = if local.len() >= 2 && local[0] == b'"' && local[local.len() - 1] == b'"' {
        local[1..local.len() - 1]
            .iter()
            .all(|&c| (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\')
    } else {
        !local.is_empty()
            && local.len() <= 64
            && local[0] != b'.'
            && local[local.len() - 1] != b'.'
            && !local.windows(2).any(|w| w == b"..")
            && local
                .iter()
                .all(|c| c.is_ascii_alphanumeric() || b"!#$%&'*+/=?^_`{|}~.-".contains(c))
    };
    if !local_ok {
        return false;
    }
    if let Some(lit) = domain.strip_prefix(b"[").and_then(|d| d.strip_suffix(b"]")) {
        return valid_ipv4(lit);
    }
    let labels: Vec<&[u8]> = domain.split(|&c| c == b'.').collect();
    labels.len() >= 2
        && valid_hostname(domain)
        && !labels[labels.len() - 1].iter().all(u8::is_ascii_digit)
}

fn valid_url(b: &[u8], spec: &Spec) -> bool {
    let allowed =
        |c: &u8| c.is_ascii_alphanumeric() || b"$-_.+!*'(),{}|\\^~[]`<>#%\";/?:@&=".contains(c);
    if b.is_empty() || !b.iter().all(allowed) {
        return false;
    }
    let Some(colon) = b.iter().position(|&c| c == b':') else {
        return false;
    };
    let scheme = &b[..colon];
    if scheme.is_empty()
        || !scheme[0].is_ascii_alphabetic()
        || !scheme
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || b"+-.".contains(c))
    {
        return false;
    }
    let rest = &b[colon + 1..];
    let lower = scheme.to_ascii_lowercase();
    let Some(after) = rest.strip_prefix(b"//") else {
        return matches!(lower.as_slice(), b"mailto" | b"news" | b"file") && !rest.is_empty();
    };
    let end = after
        .iter()
        .position(|c| b"/?#".contains(c))
        .unwrap_or(after.len());
    let authority = &after[..end];
    let tail = &after[end..];
    let hostport = match authority.iter().rposition(|&c| c == b'@') {
        Some(at) => &authority[at + 1..],
        None => authority,
    };
    let host = if hostport.first() == Some(&b'[') {
        match hostport.iter().position(|&c| c == b']') {
            Some(e) => &hostport[..=e],
            None => return false,
        }
    } else {
        match hostport.iter().rposition(|&c| c == b':') {
            Some(p) => {
                if !hostport[p + 1..].iter().all(u8::is_ascii_digit) {
                    return false;
                }
                &hostport[..p]
            }
            None => hostport,
        }
    };
    let host_ok = if host.is_empty() {
        lower == b"file"
    } else if host[0] == b'[' {
        std::str::from_utf8(&host[1..host.len() - 1])
            .ok()
            .and_then(|h| h.parse::<std::net::Ipv6Addr>().ok())
            .is_some()
    } else {
        valid_hostname(host)
    };
    if !host_ok {
        return false;
    }
    if spec.has(PATH_REQUIRED) && !tail.starts_with(b"/") {
        return false;
    }
    if spec.has(QUERY_REQUIRED) && !tail.contains(&b'?') {
        return false;
    }
    true
}

fn ipv4_octets(b: &[u8]) -> Option<[u8; 4]> {
    let parts: Vec<&[u8]> = b.split(|&c| c == b'.').collect();
    if parts.len() != 4 {
        return None;
    }
    let mut out = [0u8; 4];
    for (k, p) in parts.iter().enumerate() {
        if p.is_empty() || p.len() > 3 || (p.len() > 1 && p[0] == b'0') {
            return None;
        }
        if !p.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let n: u32 = std::str::from_utf8(p).ok()?.parse().ok()?;
        out[k] = u8::try_from(n).ok()?;
    }
    Some(out)
}

fn valid_ipv4(b: &[u8]) -> bool {
    ipv4_octets(b).is_some()
}

fn valid_ip(b: &[u8], spec: &Spec) -> bool {
    let want4 = spec.has(IPV4) || !spec.has(IPV6);
    let want6 = spec.has(IPV6) || !spec.has(IPV4);
    let no_priv = spec.has(NO_PRIV_RANGE) || spec.has(GLOBAL_RANGE);
    let no_res = spec.has(NO_RES_RANGE) || spec.has(GLOBAL_RANGE);
    if let Some(o) = ipv4_octets(b) {
        if !want4 {
            return false;
        }
        let private =
            o[0] == 10 || (o[0] == 172 && (16..32).contains(&o[1])) || (o[0] == 192 && o[1] == 168);
        let reserved = o[0] == 0 || o[0] == 127 || o[0] >= 240 || (o[0] == 169 && o[1] == 254);
        return !((no_priv && private) || (no_res && reserved));
    }
    let Some(v6) = std::str::from_utf8(b)
        .ok()
        .and_then(|s| s.parse::<std::net::Ipv6Addr>().ok())
    else {
        return false;
    };
    if !want6 {
        return false;
    }
    let seg = v6.segments();
    let private = seg[0] & 0xfe00 == 0xfc00;
    let reserved = v6.is_loopback() || v6.is_unspecified() || seg[0] & 0xffc0 == 0xfe80;
    !((no_priv && private) || (no_res && reserved))
}

fn valid_mac(b: &[u8]) -> bool {
    let groups: Vec<&[u8]> = if b.contains(&b'.') {
        b.split(|&c| c == b'.').collect()
    } else if b.contains(&b'-') {
        b.split(|&c| c == b'-').collect()
    } else {
        b.split(|&c| c == b':').collect()
    };
    let (count, width) = if b.contains(&b'.') { (3, 4) } else { (6, 2) };
    groups.len() == count
        && groups
            .iter()
            .all(|g| g.len() == width && g.iter().all(u8::is_ascii_hexdigit))
}

/// Drop or encode low/high bytes and backticks as the strip/encode flags ask.
fn strip_flags(b: &[u8], spec: &Spec) -> Vec<u8> {
    let mut out = Vec::with_capacity(b.len());
    for &c in b {
        if (c < 32 && spec.has(STRIP_LOW))
            || (c >= 128 && spec.has(STRIP_HIGH))
            || (c == b'`' && spec.has(STRIP_BACKTICK))
        {
            continue;
        }
        if (c < 32 && spec.has(ENCODE_LOW))
            || (c >= 128 && spec.has(ENCODE_HIGH))
            || (c == b'&' && spec.has(ENCODE_AMP))
        {
            out.extend_from_slice(format!("&#{c};").as_bytes());
            continue;
        }
        out.push(c);
    }
    out
}

fn keep(b: &[u8], ok: impl Fn(u8) -> bool) -> Value {
    str_val(b.iter().copied().filter(|&c| ok(c)).collect())
}

fn sanitize(cx: &Interp, s: &PhpString, spec: &Spec) -> Result<Value, Unwind> {
    let b = s.as_bytes();
    if b.is_empty() && spec.has(EMPTY_STRING_NULL) {
        return Ok(Value::Null);
    }
    Ok(match spec.filter {
        SANITIZE_STRING => {
            let stripped = cx.call_value(&Value::str("strip_tags"), vec![Value::Str(s.clone())])?;
            let t = stripped.to_php_string_lossy();
            let mut out = Vec::with_capacity(t.len());
            for &c in strip_flags(t.as_bytes(), spec).iter() {
                match c {
                    b'"' if !spec.has(NO_ENCODE_QUOTES) => out.extend_from_slice(b"&#34;"),
                    b'\'' if !spec.has(NO_ENCODE_QUOTES) => out.extend_from_slice(b"&#39;"),
                    _ => out.push(c),
                }
            }
            str_val(out)
        }
        SANITIZE_ENCODED => {
            let enc = cx.call_value(
                &Value::str("rawurlencode"),
                vec![str_val(strip_flags(b, spec))],
            )?;
            Value::Str(enc.to_php_string_lossy())
        }
        SANITIZE_SPECIAL_CHARS => {
            let mut out = Vec::with_capacity(b.len());
            for &c in strip_flags(b, spec).iter() {
                if c < 32 || b"'\"<>&".contains(&c) {
                    out.extend_from_slice(format!("&#{c};").as_bytes());
                } else {
                    out.push(c);
                }
            }
            str_val(out)
        }
        SANITIZE_FULL_SPECIAL_CHARS => {
            let quotes = if spec.has(NO_ENCODE_QUOTES) { 0 } else { 3 };
            let r = cx.call_value(
                &Value::str("htmlspecialchars"),
                vec![Value::Str(s.clone()), Value::Int(quotes)],
            )?;
            Value::Str(r.to_php_string_lossy())
        }
        SANITIZE_EMAIL => keep(b, |c| {
            c.is_ascii_alphanumeric() || b"!#$%&'*+-=?^_`{|}~@.[]".contains(&c)
        }),
        SANITIZE_URL => keep(b, |c| {
            c.is_ascii_alphanumeric() || b"$-_.+!*'(),{}|\\^~[]`<>#%\";/?:@&=".contains(&c)
        }),
        SANITIZE_NUMBER_INT => keep(b, |c| c.is_ascii_digit() || c == b'+' || c == b'-'),
        SANITIZE_NUMBER_FLOAT => keep(b, |c| {
            c.is_ascii_digit()
                || c == b'+'
                || c == b'-'
                || (c == b'.' && spec.has(ALLOW_FRACTION))
                || (c == b',' && spec.has(ALLOW_THOUSAND))
                || ((c == b'e' || c == b'E') && spec.has(ALLOW_SCIENTIFIC))
        }),
        SANITIZE_ADD_SLASHES => {
            let r = cx.call_value(&Value::str("addslashes"), vec![Value::Str(s.clone())])?;
            Value::Str(r.to_php_string_lossy())
        }
        UNSAFE_RAW => str_val(strip_flags(b, spec)),
        other => {
            cx.warn(&format!("filter_var(): Unknown filter with ID {other}"));
            Value::Bool(false)
        }
    })
}

fn filter_var_array(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let Value::Array(data) = args[0].deref() else {
        return Ok(Value::Bool(false));
    };
    let add_empty = bool_arg(args, 2, true);
    let defs = match args.get(1).map(Value::deref) {
        Some(Value::Array(d)) => d,
        other => {
            let filter = other.map_or(UNSAFE_RAW, |v| v.to_int());
            let spec = Spec::new(filter, None);
            let mut out = PhpArray::with_capacity(data.len());
            for (k, v) in data.iter() {
                out.insert(k.clone(), apply_top(cx, &v.deref(), &spec)?);
            }
            return Ok(Value::arr(out));
        }
    };
    let mut out = PhpArray::with_capacity(defs.len());
    for (k, def) in defs.iter() {
        let spec = match def.deref() {
            Value::Array(d) => {
                let filter = d.get_str("filter").map_or(UNSAFE_RAW, Value::to_int);
                Spec::new(filter, Some(&Value::Array(d)))
            }
            v => Spec::new(v.to_int(), None),
        };
        let found = match k {
            Key::Str(_) | Key::Int(_) => data.get(k).map(Value::deref),
        };
        match found {
            Some(v) => out.insert(k.clone(), apply_top(cx, &v, &spec)?),
            None if add_empty => out.insert(k.clone(), Value::Null),
            None => {}
        }
    }
    Ok(Value::arr(out))
}

fn filter_list(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let mut names: Vec<&str> = FILTERS.iter().map(|(n, _)| *n).collect();
    names.push("callback");
    Ok(list_of(names.into_iter().map(|n| n.as_bytes().to_vec())))
}

fn filter_id(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = str_arg(args, 0);
    if name.as_bytes() == b"callback" {
        return Ok(Value::Int(CALLBACK));
    }
    Ok(FILTERS
        .iter()
        .find(|(n, _)| n.as_bytes() == name.as_bytes())
        .map_or(Value::Bool(false), |(_, id)| Value::Int(*id)))
}

fn filter_has_var(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(false))
}

fn filter_input(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let spec = Spec::new(int_arg(args, 2, UNSAFE_RAW), args.get(3));
    Ok(if spec.has(NULL_ON_FAILURE) {
        Value::Bool(false)
    } else {
        Value::Null
    })
}
