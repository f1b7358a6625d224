//! Encodings and digests of byte strings: md5/sha1/crc32/hash/hash_hmac, base64, hex,
//! URL encoding and http_build_query.

use md5::Md5;
use sha1::Sha1;
use sha2::{Digest, Sha224, Sha256, Sha384, Sha512};

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const PHP_QUERY_RFC1738: i64 = 1;
pub const PHP_QUERY_RFC3986: i64 = 2;

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("PHP_QUERY_RFC1738", Value::Int(PHP_QUERY_RFC1738)),
        ("PHP_QUERY_RFC3986", Value::Int(PHP_QUERY_RFC3986)),
        ("HASH_HMAC", Value::Int(1)),
    ]
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "md5", sig: "md5(string $string, bool $binary = false): string", call: md5 },
    Builtin { name: "sha1", sig: "sha1(string $string, bool $binary = false): string", call: sha1 },
    Builtin { name: "crc32", sig: "crc32(string $string): int", call: crc32 },
    Builtin {
        name: "hash",
        sig: "hash(string $algo, string $data, bool $binary = false, array $options = []): string",
        call: hash,
    },
    Builtin {
        name: "hash_hmac",
        sig: "hash_hmac(string $algo, string $data, string $key, bool $binary = false): string",
        call: hash_hmac,
    },
    Builtin { name: "hash_algos", sig: "hash_algos(): array", call: hash_algos },
    Builtin {
        name: "hash_equals",
        sig: "hash_equals(mixed $known_string, mixed $user_string): bool",
        call: hash_equals,
    },
    Builtin {
        name: "base64_encode",
        sig: "base64_encode(string $string): string",
        call: base64_encode,
    },
    Builtin {
        name: "base64_decode",
        sig: "base64_decode(string $string, bool $strict = false): string|false",
        call: base64_decode,
    },
    Builtin { name: "bin2hex", sig: "bin2hex(string $string): string", call: bin2hex },
    Builtin { name: "hex2bin", sig: "hex2bin(string $string): string|false", call: hex2bin },
    Builtin { name: "urlencode", sig: "urlencode(string $string): string", call: urlencode },
    Builtin {
        name: "rawurlencode",
        sig: "rawurlencode(string $string): string",
        call: rawurlencode,
    },
    Builtin { name: "utf8_encode", sig: "utf8_encode(string $string): string", call: utf8_encode },
    Builtin { name: "utf8_decode", sig: "utf8_decode(string $string): string", call: utf8_decode },
    Builtin { name: "str_rot13", sig: "str_rot13(string $string): string", call: str_rot13 },
    Builtin { name: "urldecode", sig: "urldecode(string $string): string", call: urldecode },
    Builtin {
        name: "rawurldecode",
        sig: "rawurldecode(string $string): string",
        call: rawurldecode,
    },
    Builtin {
        name: "http_build_query",
        sig: "http_build_query(array|object $data, string $numeric_prefix = \"\", ?string $arg_separator = null, int $encoding_type = PHP_QUERY_RFC1738): string",
        call: http_build_query,
    },
];

const HEX: &[u8; 16] = b"0123456789abcdef";

pub(crate) fn hex(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(HEX[(b >> 4) as usize]);
        out.push(HEX[(b & 15) as usize]);
    }
    out
}

pub(crate) fn digest_out(raw: &[u8], binary: bool) -> Value {
    if binary {
        Value::bytes(raw)
    } else {
        str_val(hex(raw))
    }
}

fn md5(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let raw = Md5::digest(str_arg(args, 0).as_bytes());
    Ok(digest_out(&raw, bool_arg(args, 1, false)))
}

fn sha1(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let raw = Sha1::digest(str_arg(args, 0).as_bytes());
    Ok(digest_out(&raw, bool_arg(args, 1, false)))
}

fn crc32(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(crc32fast::hash(&str_arg(args, 0)) as i64))
}

const ALGOS: &[&str] = &[
    "md5", "sha1", "sha224", "sha256", "sha384", "sha512", "crc32b",
];

/// Digest `data` with a named algorithm; None for unknown names.
pub(crate) fn digest(algo: &str, data: &[u8]) -> Option<Vec<u8>> {
    Some(match algo {
        "md5" => Md5::digest(data).to_vec(),
        "sha1" => Sha1::digest(data).to_vec(),
        "sha224" => Sha224::digest(data).to_vec(),
        "sha256" => Sha256::digest(data).to_vec(),
        "sha384" => Sha384::digest(data).to_vec(),
        "sha512" => Sha512::digest(data).to_vec(),
        "crc32b" => crc32fast::hash(data).to_be_bytes().to_vec(),
        _ => return super::checksum::digest(algo, data),
    })
}

/// A known algorithm's digest of `data`, hex or raw (`md5_file`, `sha1_file`).
pub(crate) fn digest_value(algo: &str, data: &[u8], binary: bool) -> Value {
    digest_out(&digest(algo, data).unwrap_or_default(), binary)
}

/// Whether `hash` knows the algorithm.
pub(crate) fn is_algo(algo: &str) -> bool {
    digest(algo, b"").is_some()
}

pub(crate) fn block_size(algo: &str) -> usize {
    match algo {
        "sha384" | "sha512" => 128,
        "crc32b" => 4,
        _ => 64,
    }
}

fn algo_name(args: &[Value]) -> String {
    str_arg(args, 0).to_string_lossy().to_ascii_lowercase()
}

/// A comparison whose time depends only on the length of the user string.
fn hash_equals(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    for (k, name) in [(0, "known_string"), (1, "user_string")] {
        if !matches!(args[k], Value::Str(_)) {
            return Err(cx.throw_error(
                "TypeError",
                &format!(
                    "hash_equals(): Argument #{} (${name}) must be of type string, {} given",
                    k + 1,
                    args[k].type_name_for_error()
                ),
            ));
        }
    }
    let (known, user) = (str_arg(args, 0), str_arg(args, 1));
    if known.len() != user.len() {
        return Ok(Value::Bool(false));
    }
    let diff = known
        .as_bytes()
        .iter()
        .zip(user.as_bytes())
        .fold(0u8, |acc, (a, b)| acc | (a ^ b));
    Ok(Value::Bool(diff == 0))
}

fn hash(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let algo = algo_name(args);
    let Some(raw) = digest(&algo, &str_arg(args, 1)) else {
        return Err(value_error(
            cx,
            "hash(): Argument #1 ($algo) must be a valid hashing algorithm".into(),
        ));
    };
    Ok(digest_out(&raw, bool_arg(args, 2, false)))
}

fn hash_hmac(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let algo = algo_name(args);
    if algo == "crc32b"
        || super::checksum::digest(&algo, b"").is_some()
        || digest(&algo, b"").is_none()
    {
        return Err(value_error(
            cx,
            "hash_hmac(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm"
                .into(),
        ));
    }
    let raw = hmac(&algo, &str_arg(args, 1), &str_arg(args, 2));
    Ok(digest_out(&raw, bool_arg(args, 3, false)))
}

/// The HMAC of `data` under `key` with a known cryptographic algorithm.
pub(crate) fn hmac(algo: &str, data: &[u8], key: &[u8]) -> Vec<u8> {
    let mut key = key.to_vec();
    let bs = block_size(algo);
    if key.len() > bs {
        key = digest(algo, &key).unwrap_or_default();
    }
    key.resize(bs, 0);
    let mut inner: Vec<u8> = key.iter().map(|k| k ^ 0x36).collect();
    inner.extend_from_slice(data);
    let inner_hash = digest(algo, &inner).unwrap_or_default();
    let mut outer: Vec<u8> = key.iter().map(|k| k ^ 0x5c).collect();
    outer.extend_from_slice(&inner_hash);
    digest(algo, &outer).unwrap_or_default()
}

fn hash_algos(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    // PHP's order: the cryptographic digests, then the checksums (crc32b among them).
    let crypto = ALGOS.iter().filter(|a| **a != "crc32b");
    let checks = super::checksum::ALGOS.iter().flat_map(|a| match *a {
        "crc32" => vec!["crc32", "crc32b"],
        a => vec![a],
    });
    Ok(list_of(
        crypto.copied().chain(checks).map(|a| a.as_bytes().to_vec()),
    ))
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

pub fn base64_encode_bytes(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len().div_ceil(3) * 4);
    for chunk in s.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        out.push(B64[(n >> 18) as usize & 63]);
        out.push(B64[(n >> 12) as usize & 63]);
        out.push(if chunk.len() > 1 {
            B64[(n >> 6) as usize & 63]
        } else {
            b'='
        });
        out.push(if chunk.len() > 2 {
            B64[n as usize & 63]
        } else {
            b'='
        });
    }
    out
}

/// PHP's base64 decoder: skips unknown bytes unless strict.
pub fn base64_decode_bytes(s: &[u8], strict: bool) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() / 4 * 3 + 3);
    let mut acc = 0u8;
    let mut i = 0usize;
    let mut padding = 0;
    for &c in s {
        if c == b'=' {
            padding += 1;
            continue;
        }
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'\t' | b'\n' | b'\r' | b' ' => continue,
            _ if strict => return None,
            _ => continue,
        };
        if strict && padding > 0 {
            return None;
        }
        match i % 4 {
            0 => acc = v << 2,
            1 => {
                out.push(acc | v >> 4);
                acc = (v & 0x0f) << 4;
            }
            2 => {
                out.push(acc | v >> 2);
                acc = (v & 0x03) << 6;
            }
            _ => out.push(acc | v),
        }
        i += 1;
    }
    if strict && (i % 4 == 1 || (padding > 0 && (padding > 2 || !(i + padding).is_multiple_of(4))))
    {
        return None;
    }
    Some(out)
}

fn base64_encode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(base64_encode_bytes(&str_arg(args, 0))))
}

fn base64_decode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(
        match base64_decode_bytes(&str_arg(args, 0), bool_arg(args, 1, false)) {
            Some(v) => str_val(v),
            None => Value::Bool(false),
        },
    )
}

fn bin2hex(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(hex(&str_arg(args, 0))))
}

fn hex_val(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

fn hex2bin(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    if !s.len().is_multiple_of(2) {
        cx.warn("hex2bin(): Hexadecimal input string must have an even length");
        return Ok(Value::Bool(false));
    }
    let mut out = Vec::with_capacity(s.len() / 2);
    for pair in s.chunks(2) {
        match (hex_val(pair[0]), hex_val(pair[1])) {
            (Some(a), Some(b)) => out.push(a << 4 | b),
            _ => {
                cx.warn("hex2bin(): Input string must be hexadecimal string");
                return Ok(Value::Bool(false));
            }
        }
    }
    Ok(str_val(out))
}

/// URL-encode; `raw` selects RFC 3986 (`~` kept, space as %20) over form encoding.
pub fn url_encode(s: &[u8], raw: bool) -> Vec<u8> {
    const UHEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = Vec::with_capacity(s.len() + s.len() / 2);
    for &c in s {
        if c.is_ascii_alphanumeric() || c == b'-' || c == b'_' || c == b'.' || (raw && c == b'~') {
            out.push(c);
        } else if c == b' ' && !raw {
            out.push(b'+');
        } else {
            out.push(b'%');
            out.push(UHEX[(c >> 4) as usize]);
            out.push(UHEX[(c & 15) as usize]);
        }
    }
    out
}

pub(crate) fn url_decode(s: &[u8], plus: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'+' && plus {
            out.push(b' ');
        } else if c == b'%' && i + 2 < s.len() {
            match (hex_val(s[i + 1]), hex_val(s[i + 2])) {
                (Some(a), Some(b)) => {
                    out.push(a << 4 | b);
                    i += 3;
                    continue;
                }
                _ => out.push(c),
            }
        } else {
            out.push(c);
        }
        i += 1;
    }
    out
}

/// ISO-8859-1 to UTF-8 (deprecated in PHP 8.2).
fn utf8_encode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s: String = str_arg(args, 0)
        .as_bytes()
        .iter()
        .map(|&b| b as char)
        .collect();
    Ok(str_val(s.into_bytes()))
}

/// UTF-8 to ISO-8859-1, `?` for what does not fit or is malformed (deprecated in 8.2).
fn utf8_decode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(s.len());
    for chunk in s.as_bytes().utf8_chunks() {
        for c in chunk.valid().chars() {
            out.push(u8::try_from(u32::from(c)).unwrap_or(b'?'));
        }
        if !chunk.invalid().is_empty() {
            out.push(b'?');
        }
    }
    Ok(str_val(out))
}

fn str_rot13(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let out = str_arg(args, 0)
        .as_bytes()
        .iter()
        .map(|&c| match c {
            b'a'..=b'z' => (c - b'a' + 13) % 26 + b'a',
            b'A'..=b'Z' => (c - b'A' + 13) % 26 + b'A',
            _ => c,
        })
        .collect();
    Ok(str_val(out))
}

fn urlencode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(url_encode(&str_arg(args, 0), false)))
}
fn rawurlencode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(url_encode(&str_arg(args, 0), true)))
}
fn urldecode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(url_decode(&str_arg(args, 0), true)))
}
fn rawurldecode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(url_decode(&str_arg(args, 0), false)))
}

struct QueryBuilder<'a> {
    cx: &'a Interp,
    sep: &'a [u8],
    raw: bool,
    out: Vec<u8>,
}

impl QueryBuilder<'_> {
    fn add(
        &mut self,
        arr: &PhpArray,
        prefix: Option<&[u8]>,
        num_prefix: &[u8],
    ) -> Result<(), Unwind> {
        for (k, v) in arr.iter() {
            let v = v.deref();
            if v.is_null() {
                continue;
            }
            let key: Vec<u8> = match (k, prefix) {
                (Key::Int(i), None) => {
                    let mut s = num_prefix.to_vec();
                    s.extend_from_slice(i.to_string().as_bytes());
                    url_encode(&s, self.raw)
                }
                (Key::Str(s), None) => url_encode(s, self.raw),
                (k, Some(p)) => {
                    let ks = match k {
                        Key::Int(i) => i.to_string().into_bytes(),
                        Key::Str(s) => url_encode(s, self.raw),
                    };
                    let mut s = p.to_vec();
                    s.extend_from_slice(b"%5B");
                    s.extend_from_slice(&ks);
                    s.extend_from_slice(b"%5D");
                    s
                }
            };
            match &v {
                Value::Array(inner) => self.add(inner, Some(&key), num_prefix)?,
                Value::Object(o) => {
                    let props = o.props.borrow().clone();
                    self.add(&props, Some(&key), num_prefix)?
                }
                scalar => {
                    if !self.out.is_empty() {
                        self.out.extend_from_slice(self.sep);
                    }
                    self.out.extend_from_slice(&key);
                    self.out.push(b'=');
                    let s: PhpString = match scalar {
                        Value::Bool(b) => PhpString::from(if *b { "1" } else { "0" }),
                        other => to_str(self.cx, other)?,
                    };
                    self.out.extend_from_slice(&url_encode(&s, self.raw));
                }
            }
        }
        Ok(())
    }
}

fn http_build_query(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let data = args.first().map(Value::deref).unwrap_or_default();
    let num_prefix = str_arg(args, 1);
    let sep = opt_str(args, 2).unwrap_or_else(|| PhpString::from("&"));
    let raw = int_arg(args, 3, PHP_QUERY_RFC1738) == PHP_QUERY_RFC3986;
    let arr = match &data {
        Value::Array(a) => (**a).clone(),
        Value::Object(o) => o.props.borrow().clone(),
        _ => PhpArray::new(),
    };
    let mut qb = QueryBuilder {
        cx,
        sep: &sep,
        raw,
        out: Vec::new(),
    };
    qb.add(&arr, None, &num_prefix)?;
    Ok(str_val(qb.out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_roundtrip() {
        assert_eq!(base64_encode_bytes(b"hello"), b"aGVsbG8=");
        assert_eq!(
            base64_decode_bytes(b"aGVsbG8=", true),
            Some(b"hello".to_vec())
        );
        assert_eq!(
            base64_decode_bytes(b"aGV sbG8", false),
            Some(b"hello".to_vec())
        );
        assert_eq!(base64_decode_bytes(b"a*b", true), None);
    }

    #[test]
    fn digests() {
        assert_eq!(
            hex(&digest("md5", b"").unwrap_or_default()),
            b"d41d8cd98f00b204e9800998ecf8427e"
        );
        assert_eq!(
            hex(
                &digest("crc32b", b"The quick brown fox jumped over the lazy dog.")
                    .unwrap_or_default()
            ),
            b"82a34642"
        );
    }
}
