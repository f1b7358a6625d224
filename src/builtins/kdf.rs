//! Key derivation from the hash extension: hash_pbkdf2 (PBKDF2, RFC 8018) and hash_hkdf
//! (HKDF, RFC 5869), over the cryptographic digests `hash_hmac` accepts.

use super::codec::{digest, hex, hmac};
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "hash_pbkdf2",
        sig: "hash_pbkdf2(string $algo, string $password, string $salt, int $iterations, int $length = 0, bool $binary = false, array $options = []): string",
        call: hash_pbkdf2,
    },
    Builtin {
        name: "hash_hkdf",
        sig: "hash_hkdf(string $algo, string $key, int $length = 0, string $info = \"\", string $salt = \"\"): string",
        call: hash_hkdf,
    },
];

/// The digest size of a cryptographic algorithm (checksums such as crc32b do not count).
fn crypto_digest_size(algo: &str) -> Option<usize> {
    if super::checksum::digest(algo, b"").is_some() || algo == "crc32b" {
        return None;
    }
    digest(algo, b"").map(|d| d.len())
}

fn algo_arg(cx: &Interp, func: &str, args: &[Value]) -> Result<(String, usize), Unwind> {
    let algo = str_arg(args, 0).to_string_lossy().to_ascii_lowercase();
    match crypto_digest_size(&algo) {
        Some(n) => Ok((algo, n)),
        None => Err(value_error(
            cx,
            format!(
                "{func}(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm"
            ),
        )),
    }
}

fn hash_pbkdf2(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (algo, size) = algo_arg(cx, "hash_pbkdf2", args)?;
    let (password, salt) = (str_arg(args, 1), str_arg(args, 2));
    let iterations = int_arg(args, 3, 0);
    let length = int_arg(args, 4, 0);
    let binary = bool_arg(args, 5, false);
    if iterations <= 0 {
        return Err(value_error(
            cx,
            "hash_pbkdf2(): Argument #4 ($iterations) must be greater than 0".into(),
        ));
    }
    if length < 0 {
        return Err(value_error(
            cx,
            "hash_pbkdf2(): Argument #5 ($length) must be greater than or equal to 0".into(),
        ));
    }
    // A hex result's length counts hex digits: half as many bytes are derived.
    let length = match (length as usize, binary) {
        (0, true) => size,
        (0, false) => size * 2,
        (n, _) => n,
    };
    let bytes = if binary { length } else { length.div_ceil(2) };
    let mut derived = Vec::with_capacity(bytes + size);
    let mut block = 1u32;
    while derived.len() < bytes {
        let mut s = salt.to_vec();
        s.extend_from_slice(&block.to_be_bytes());
        let mut u = hmac(&algo, &s, &password);
        let mut t = u.clone();
        for _ in 1..iterations {
            u = hmac(&algo, &u, &password);
            t.iter_mut().zip(&u).for_each(|(a, b)| *a ^= b);
        }
        derived.extend_from_slice(&t);
        block = block.wrapping_add(1);
    }
    derived.truncate(bytes);
    let mut out = if binary { derived } else { hex(&derived) };
    out.truncate(length);
    Ok(str_val(out))
}

fn hash_hkdf(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (algo, size) = algo_arg(cx, "hash_hkdf", args)?;
    let key = str_arg(args, 1);
    let length = int_arg(args, 2, 0);
    let (info, salt) = (str_arg(args, 3), str_arg(args, 4));
    if key.is_empty() {
        return Err(value_error(
            cx,
            "hash_hkdf(): Argument #2 ($key) cannot be empty".into(),
        ));
    }
    if length < 0 {
        return Err(value_error(
            cx,
            "hash_hkdf(): Argument #3 ($length) must be greater than or equal to 0".into(),
        ));
    }
    let max = size * 255;
    if length as u64 > max as u64 {
        return Err(value_error(
            cx,
            format!("hash_hkdf(): Argument #3 ($length) must be less than or equal to {max}"),
        ));
    }
    let length = if length == 0 { size } else { length as usize };
    // Extract (an empty salt is HashLen zero bytes, which HMAC pads to the same key),
    // then expand.
    let prk = hmac(&algo, &key, &salt);
    let mut out = Vec::with_capacity(length + size);
    let mut t: Vec<u8> = Vec::new();
    let mut counter = 1u8;
    while out.len() < length {
        let mut msg = t.clone();
        msg.extend_from_slice(&info);
        msg.push(counter);
        t = hmac(&algo, &msg, &prk);
        out.extend_from_slice(&t);
        counter = counter.wrapping_add(1);
    }
    out.truncate(length);
    Ok(str_val(out))
}
