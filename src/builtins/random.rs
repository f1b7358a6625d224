//! Random numbers: PHP's Mersenne Twister (`mt_rand`, `rand`, seeded sequences identical to
//! php's, including the uniform range reduction by rejection), the CSPRNG functions
//! (`random_int`, `random_bytes`) and `lcg_value`. `mt_rand_range` is the generator the
//! shuffling builtins share.

use std::cell::RefCell;
use std::io::Read;

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "mt_rand",
        sig: "mt_rand(int $min = UNKNOWN, int $max = UNKNOWN): int",
        call: mt_rand,
    },
    Builtin {
        name: "rand",
        sig: "rand(int $min = UNKNOWN, int $max = UNKNOWN): int",
        call: rand,
    },
    Builtin {
        name: "mt_srand",
        sig: "mt_srand(int $seed = 0, int $mode = MT_RAND_MT19937): void",
        call: mt_srand,
    },
    Builtin {
        name: "srand",
        sig: "srand(int $seed = 0, int $mode = MT_RAND_MT19937): void",
        call: mt_srand,
    },
    Builtin {
        name: "mt_getrandmax",
        sig: "mt_getrandmax(): int",
        call: getrandmax,
    },
    Builtin {
        name: "getrandmax",
        sig: "getrandmax(): int",
        call: getrandmax,
    },
    Builtin {
        name: "random_int",
        sig: "random_int(int $min, int $max): int",
        call: random_int,
    },
    Builtin {
        name: "random_bytes",
        sig: "random_bytes(int $length): string",
        call: random_bytes,
    },
    Builtin {
        name: "lcg_value",
        sig: "lcg_value(): float",
        call: lcg_value,
    },
];

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("MT_RAND_MT19937", Value::Int(MODE_MT19937)),
        ("MT_RAND_PHP", Value::Int(MODE_PHP)),
    ]
}

const MODE_MT19937: i64 = 0;
const MODE_PHP: i64 = 1;
const N: usize = 624;
const M: usize = 397;
/// `mt_getrandmax()`.
const MT_RAND_MAX: i64 = 0x7FFF_FFFF;

/// PHP's MT19937 state (`php_random_status_state_mt19937`).
pub(crate) struct Mt {
    state: [u32; N],
    count: usize,
    /// MT_RAND_PHP reproduces PHP 5's incorrect twist and modulo scaling.
    legacy: bool,
}

impl Mt {
    pub(crate) fn seeded(seed: u32, legacy: bool) -> Mt {
        let mut mt = Mt {
            state: [0; N],
            count: 0,
            legacy,
        };
        mt.state[0] = seed;
        for i in 1..N {
            let prev = mt.state[i - 1];
            mt.state[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        mt.reload();
        mt
    }

    fn twist(&self, m: u32, u: u32, v: u32) -> u32 {
        let mix = (u & 0x8000_0000) | (v & 0x7FFF_FFFF);
        let low = if self.legacy { u } else { v };
        m ^ (mix >> 1) ^ ((low & 1).wrapping_neg() & 0x9908_B0DF)
    }

    fn reload(&mut self) {
        for i in 0..N - M {
            self.state[i] = self.twist(self.state[i + M], self.state[i], self.state[i + 1]);
        }
        for i in N - M..N - 1 {
            self.state[i] = self.twist(self.state[i + M - N], self.state[i], self.state[i + 1]);
        }
        self.state[N - 1] = self.twist(self.state[M - 1], self.state[N - 1], self.state[0]);
        self.count = 0;
    }

    pub(crate) fn next_u32(&mut self) -> u32 {
        if self.count >= N {
            self.reload();
        }
        let mut s1 = self.state[self.count];
        self.count += 1;
        s1 ^= s1 >> 11;
        s1 ^= (s1 << 7) & 0x9D2C_5680;
        s1 ^= (s1 << 15) & 0xEFC6_0000;
        s1 ^ (s1 >> 18)
    }

    /// `php_random_range32`: uniform in 0..=umax by rejection.
    fn range32(&mut self, umax: u32) -> u32 {
        let mut result = self.next_u32();
        if umax == u32::MAX {
            return result;
        }
        let umax = umax + 1;
        if umax & (umax - 1) == 0 {
            return result & (umax - 1);
        }
        let limit = u32::MAX - (u32::MAX % umax) - 1;
        while result > limit {
            result = self.next_u32();
        }
        result % umax
    }

    /// `php_random_range64`.
    fn range64(&mut self, umax: u64) -> u64 {
        let next = |mt: &mut Mt| (mt.next_u32() as u64) | ((mt.next_u32() as u64) << 32);
        let mut result = next(self);
        if umax == u64::MAX {
            return result;
        }
        let umax = umax + 1;
        if umax & (umax - 1) == 0 {
            return result & (umax - 1);
        }
        let limit = u64::MAX - (u64::MAX % umax) - 1;
        while result > limit {
            result = next(self);
        }
        result % umax
    }

    fn range(&mut self, min: i64, max: i64) -> i64 {
        let umax = (max as u64).wrapping_sub(min as u64);
        let r = if umax > u32::MAX as u64 {
            self.range64(umax)
        } else {
            self.range32(umax as u32) as u64
        };
        r.wrapping_add(min as u64) as i64
    }

    /// `php_mt_rand_common`: the legacy mode scales instead of rejecting.
    fn common(&mut self, min: i64, max: i64) -> i64 {
        if !self.legacy {
            return self.range(min, max);
        }
        let n = (self.next_u32() >> 1) as f64;
        min.wrapping_add(
            ((max as f64 - min as f64 + 1.0) * (n / (MT_RAND_MAX as f64 + 1.0))) as i64,
        )
    }
}

thread_local! {
    static MT: RefCell<Option<Mt>> = const { RefCell::new(None) };
}

fn with_mt<R>(f: impl FnOnce(&mut Mt) -> R) -> R {
    MT.with(|cell| {
        let mut slot = cell.borrow_mut();
        let mt = slot.get_or_insert_with(|| Mt::seeded(random_u64() as u32, false));
        f(mt)
    })
}

/// A uniform integer in `min..=max` from the shared Mersenne Twister (for shuffle,
/// array_rand, str_shuffle; php uses the same generator for them).
pub fn mt_rand_range(min: i64, max: i64) -> i64 {
    with_mt(|mt| mt.range(min, max))
}

/// Bytes from the operating system's CSPRNG.
pub(crate) fn os_random(buf: &mut [u8]) -> bool {
    std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(buf))
        .is_ok()
}

pub(crate) fn random_u64() -> u64 {
    let mut b = [0u8; 8];
    if !os_random(&mut b) {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        return t ^ ((std::process::id() as u64) << 32);
    }
    u64::from_le_bytes(b)
}

fn exactly_two(cx: &Interp, name: &str, given: usize) -> Unwind {
    cx.throw_error(
        "ArgumentCountError",
        &format!("{name}() expects exactly 2 arguments, {given} given"),
    )
}

fn mt_rand(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match args.len() {
        0 => Ok(Value::Int((with_mt(|mt| mt.next_u32()) >> 1) as i64)),
        2 => {
            let (min, max) = (args[0].to_int(), args[1].to_int());
            if max < min {
                return Err(cx.throw_error(
                    "ValueError",
                    "mt_rand(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)",
                ));
            }
            Ok(Value::Int(with_mt(|mt| mt.common(min, max))))
        }
        n => Err(exactly_two(cx, "mt_rand", n)),
    }
}

fn rand(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match args.len() {
        0 => Ok(Value::Int((with_mt(|mt| mt.next_u32()) >> 1) as i64)),
        2 => {
            let (min, max) = (args[0].to_int(), args[1].to_int());
            let (lo, hi) = if min > max { (max, min) } else { (min, max) };
            Ok(Value::Int(with_mt(|mt| mt.common(lo, hi))))
        }
        n => Err(exactly_two(cx, "rand", n)),
    }
}

fn mt_srand(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let seed = match args.first() {
        Some(v) => v.to_int() as u32,
        None => random_u64() as u32,
    };
    let legacy = args.get(1).is_some_and(|m| m.to_int() == MODE_PHP);
    MT.with(|cell| *cell.borrow_mut() = Some(Mt::seeded(seed, legacy)));
    Ok(Value::Null)
}

fn getrandmax(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(MT_RAND_MAX))
}

fn random_int(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (min, max) = (args[0].to_int(), args[1].to_int());
    if min > max {
        return Err(cx.throw_error(
            "ValueError",
            "random_int(): Argument #1 ($min) must be less than or equal to argument #2 ($max)",
        ));
    }
    let umax = (max as u64).wrapping_sub(min as u64);
    if umax == u64::MAX {
        return Ok(Value::Int(random_u64() as i64));
    }
    let span = umax + 1;
    let limit = u64::MAX - (u64::MAX % span) - 1;
    let mut r = random_u64();
    while r > limit {
        r = random_u64();
    }
    Ok(Value::Int((r % span).wrapping_add(min as u64) as i64))
}

fn random_bytes(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let n = args[0].to_int();
    if n < 1 {
        return Err(cx.throw_error(
            "ValueError",
            "random_bytes(): Argument #1 ($length) must be greater than 0",
        ));
    }
    let mut buf = vec![0u8; n as usize];
    if !os_random(&mut buf) {
        return Err(cx.throw_error("Exception", "Cannot open source device"));
    }
    Ok(Value::Str(PhpString::from_vec(buf)))
}

fn lcg_value(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    // 53 random bits give a uniform float in [0, 1).
    Ok(Value::Float(
        (random_u64() >> 11) as f64 / (1u64 << 53) as f64,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sequence_matches_php() {
        // php -n -r 'mt_srand(42); echo mt_rand(), " ", mt_rand(1, 100), " ", mt_rand(0, 9), "\n";'
        let mut mt = Mt::seeded(42, false);
        let a = (mt.next_u32() >> 1) as i64;
        let b = mt.common(1, 100);
        let c = mt.common(0, 9);
        assert_eq!((a, b, c), (804318771, 68, 6));
        // mt_srand(3); mt_rand(0, PHP_INT_MAX), mt_rand(PHP_INT_MIN, PHP_INT_MAX), rand(10, 1), rand()
        let mut mt = Mt::seeded(3, false);
        assert_eq!(mt.common(0, i64::MAX), 1304643769324345194);
        assert_eq!(mt.common(i64::MIN, i64::MAX), 6270952984516570361);
        assert_eq!(mt.common(1, 10), 1);
        assert_eq!(mt.next_u32() >> 1, 260551140);
        // mt_srand(5, MT_RAND_PHP); mt_rand(1, 100), mt_rand()
        let mut mt = Mt::seeded(5, true);
        assert_eq!(mt.common(1, 100), 78);
        assert_eq!(mt.next_u32() >> 1, 118498407);
    }
}
