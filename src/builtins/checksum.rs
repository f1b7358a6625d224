//! The non-cryptographic algorithms of `hash()`: `adler32`, `crc32` (the bzip2 CRC,
//! printed in PHP's little-endian order), `crc32c`, `fnv132`, `fnv1a32`, `fnv164`,
//! `fnv1a64` and `joaat`. `hash_hmac` refuses them, as PHP does.

/// Names in the order `hash_algos()` lists them.
pub const ALGOS: &[&str] = &[
    "adler32", "crc32", "crc32c", "fnv132", "fnv1a32", "fnv164", "fnv1a64", "joaat",
];

/// The digest of `data` (big-endian bytes, as PHP prints them); None for other names.
pub fn digest(algo: &str, data: &[u8]) -> Option<Vec<u8>> {
    Some(match algo {
        "adler32" => adler32(data).to_be_bytes().to_vec(),
        "crc32" => crc32_bzip2(data).to_le_bytes().to_vec(),
        "crc32c" => crc32c(data).to_be_bytes().to_vec(),
        "fnv132" => fnv32(data, false).to_be_bytes().to_vec(),
        "fnv1a32" => fnv32(data, true).to_be_bytes().to_vec(),
        "fnv164" => fnv64(data, false).to_be_bytes().to_vec(),
        "fnv1a64" => fnv64(data, true).to_be_bytes().to_vec(),
        "joaat" => joaat(data).to_be_bytes().to_vec(),
        _ => return None,
    })
}

fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &x in data {
        a = (a + x as u32) % 65521;
        b = (b + a) % 65521;
    }
    (b << 16) | a
}

/// CRC-32 with the polynomial fed most significant bit first (bzip2's).
fn crc32_bzip2(data: &[u8]) -> u32 {
    let mut c = u32::MAX;
    for &x in data {
        c ^= (x as u32) << 24;
        for _ in 0..8 {
            c = if c & 0x8000_0000 != 0 {
                (c << 1) ^ 0x04C1_1DB7
            } else {
                c << 1
            };
        }
    }
    !c
}

/// CRC-32C (Castagnoli), reflected.
fn crc32c(data: &[u8]) -> u32 {
    let mut c = u32::MAX;
    for &x in data {
        c ^= x as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 {
                (c >> 1) ^ 0x82F6_3B78
            } else {
                c >> 1
            };
        }
    }
    !c
}

/// FNV-1 (multiply, then xor) or FNV-1a (xor, then multiply), 32 bits.
fn fnv32(data: &[u8], xor_first: bool) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for &x in data {
        if xor_first {
            h = (h ^ x as u32).wrapping_mul(0x0100_0193);
        } else {
            h = h.wrapping_mul(0x0100_0193) ^ x as u32;
        }
    }
    h
}

/// FNV-1 or FNV-1a, 64 bits.
fn fnv64(data: &[u8], xor_first: bool) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &x in data {
        if xor_first {
            h = (h ^ x as u64).wrapping_mul(0x0100_0000_01b3);
        } else {
            h = h.wrapping_mul(0x0100_0000_01b3) ^ x as u64;
        }
    }
    h
}

/// Bob Jenkins' one-at-a-time hash.
fn joaat(data: &[u8]) -> u32 {
    let mut h: u32 = 0;
    for &x in data {
        h = h.wrapping_add(x as u32);
        h = h.wrapping_add(h << 10);
        h ^= h >> 6;
    }
    h = h.wrapping_add(h << 3);
    h ^= h >> 11;
    h.wrapping_add(h << 15)
}
