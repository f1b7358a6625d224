//! PHP 8.2's random extension classes: `Random\Randomizer` over the engines
//! `Random\Engine\Mt19937` (seedable, the same generator as mt_rand),
//! `Random\Engine\Secure` and user classes implementing `Random\Engine`.

use std::rc::Rc;

use super::NativeClass;
use crate::builtins::array_random::{pick_keys, shuffle_with};
use crate::builtins::random::{os_random, random_u64, Mt};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::syntax::ast::Visibility;
use crate::value::{PhpArray, PhpString, Value};

/// Draws a range may make before giving up, as php's `RANDOM_RANGE_ATTEMPTS`.
const RANGE_ATTEMPTS: u32 = 50;

struct MtEngine(Mt);

impl Internal for MtEngine {}

pub fn register(table: &ClassTable) {
    NativeClass::interface("Random\\Engine")
        .abstract_method("generate", "Random\\Engine::generate(): string")
        .register(table);
    NativeClass::interface("Random\\CryptoSafeEngine")
        .implements(table, &["Random\\Engine"])
        .register(table);
    NativeClass::class("Random\\Engine\\Mt19937")
        .final_()
        .implements(table, &["Random\\Engine"])
        .method(
            "__construct",
            "__construct(?int $seed = null, int $mode = MT_RAND_MT19937)",
            |i, t, _, a| {
                let seed = match a.first().map(Value::deref) {
                    Some(Value::Null) | None => random_u64() as u32,
                    Some(v) => v.to_int() as u32,
                };
                let legacy = a.get(1).is_some_and(|m| m.to_int() == 1);
                super::this(i, t)?.set_internal(Box::new(MtEngine(Mt::seeded(seed, legacy))));
                Ok(Value::Null)
            },
        )
        .method("generate", "generate(): string", |i, t, _, _| {
            let (v, size) = engine_draw(i, &Value::Object(super::this(i, t)?.clone()))?;
            Ok(Value::Str(PhpString::from_vec(
                v.to_le_bytes()[..size].to_vec(),
            )))
        })
        .register(table);
    NativeClass::class("Random\\Engine\\Secure")
        .final_()
        .implements(table, &["Random\\CryptoSafeEngine"])
        .method("generate", "generate(): string", |_, _, _, _| {
            Ok(Value::Str(PhpString::from_vec(
                secure_u64().to_le_bytes().to_vec(),
            )))
        })
        .register(table);
    NativeClass::class("Random\\Randomizer")
        .final_()
        .prop("engine", Visibility::Public, Value::Null)
        .method(
            "__construct",
            "__construct(?Random\\Engine $engine = null)",
            randomizer_construct,
        )
        .method("nextInt", "nextInt(): int", |i, t, _, _| {
            let engine = engine_of(i, t)?;
            let (v, _) = engine_draw(i, &engine)?;
            Ok(Value::Int((v >> 1) as i64))
        })
        .method("getInt", "getInt(int $min, int $max): int", |i, t, _, a| {
            let (min, max) = (a[0].to_int(), a[1].to_int());
            if min > max {
                return Err(i.throw_error(
                    "ValueError",
                    "Random\\Randomizer::getInt(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)",
                ));
            }
            let engine = engine_of(i, t)?;
            Ok(Value::Int(range(i, &engine, min, max)?))
        })
        .method("getBytes", "getBytes(int $length): string", |i, t, _, a| {
            let len = a[0].to_int();
            if len < 1 {
                return Err(i.throw_error(
                    "ValueError",
                    "Random\\Randomizer::getBytes(): Argument #1 ($length) must be greater than 0",
                ));
            }
            let engine = engine_of(i, t)?;
            let mut out = Vec::with_capacity(len as usize);
            while out.len() < len as usize {
                let (v, size) = engine_draw(i, &engine)?;
                for b in &v.to_le_bytes()[..size] {
                    if out.len() < len as usize {
                        out.push(*b);
                    }
                }
            }
            Ok(Value::Str(PhpString::from_vec(out)))
        })
        .method(
            "shuffleArray",
            "shuffleArray(array $array): array",
            |i, t, _, a| {
                let engine = engine_of(i, t)?;
                let mut vals: Vec<Value> = match a[0].deref() {
                    Value::Array(arr) => arr.values().cloned().collect(),
                    _ => Vec::new(),
                };
                shuffle_with(&mut vals, &mut |lo, hi| range(i, &engine, lo, hi))?;
                Ok(Value::arr(PhpArray::from_values(vals)))
            },
        )
        .method(
            "shuffleBytes",
            "shuffleBytes(string $bytes): string",
            |i, t, _, a| {
                let engine = engine_of(i, t)?;
                let mut bytes = a[0].to_php_string_lossy().as_bytes().to_vec();
                shuffle_with(&mut bytes, &mut |lo, hi| range(i, &engine, lo, hi))?;
                Ok(Value::Str(PhpString::from_vec(bytes)))
            },
        )
        .method(
            "pickArrayKeys",
            "pickArrayKeys(array $array, int $num): array",
            |i, t, _, a| {
                let engine = engine_of(i, t)?;
                let arr = match a[0].deref() {
                    Value::Array(arr) => arr,
                    _ => Rc::new(PhpArray::new()),
                };
                let keys = pick_keys(
                    i,
                    &arr,
                    a[1].to_int(),
                    "Random\\Randomizer::pickArrayKeys",
                    &mut |lo, hi| range(i, &engine, lo, hi),
                )?;
                Ok(Value::arr(PhpArray::from_values(keys)))
            },
        )
        .register(table);
}

fn secure_u64() -> u64 {
    let mut b = [0u8; 8];
    if os_random(&mut b) {
        u64::from_le_bytes(b)
    } else {
        random_u64()
    }
}

fn randomizer_construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let this = super::this(interp, this_)?;
    let engine = match args.first().map(Value::deref) {
        Some(Value::Object(o)) => Value::Object(o),
        _ => match interp.find_class("Random\\Engine\\Secure")? {
            Some(c) => Value::Object(crate::object::instantiate(interp, &c)?),
            None => Value::Null,
        },
    };
    this.set_prop(b"engine", engine);
    Ok(Value::Null)
}

fn engine_of(interp: &Interp, this_: Option<&Obj>) -> Result<Value, Unwind> {
    let this = super::this(interp, this_)?;
    Ok(this.get_prop(b"engine").unwrap_or_default().deref())
}

/// One draw of the engine: its value and how many bytes it produced.
fn engine_draw(interp: &Interp, engine: &Value) -> Result<(u64, usize), Unwind> {
    let Value::Object(o) = engine else {
        return Ok((secure_u64(), 8));
    };
    if let Some(v) = o.with_internal(|m: &mut MtEngine| m.0.next_u32()) {
        return Ok((v as u64, 4));
    }
    if o.class()
        .name
        .eq_ignore_ascii_case("Random\\Engine\\Secure")
    {
        return Ok((secure_u64(), 8));
    }
    let callable = Value::arr(PhpArray::from_values(vec![
        engine.clone(),
        Value::str("generate"),
    ]));
    let out = interp.call_value(&callable, Vec::new())?;
    let bytes = interp.to_string(&out.deref())?;
    let bytes = bytes.as_bytes();
    if bytes.is_empty() {
        return Err(interp.throw_error(
            "Random\\BrokenRandomEngineError",
            "A random engine must return a non-empty string",
        ));
    }
    let size = bytes.len().min(8);
    let mut buf = [0u8; 8];
    buf[..size].copy_from_slice(&bytes[..size]);
    Ok((u64::from_le_bytes(buf), size))
}

/// Draws until at least `bytes` bytes were produced, the first draw lowest.
fn draw_bytes(interp: &Interp, engine: &Value, bytes: usize) -> Result<u64, Unwind> {
    let mut result = 0u64;
    let mut total = 0usize;
    while total < bytes {
        let (v, size) = engine_draw(interp, engine)?;
        if total < 8 {
            result |= v << (total * 8);
        }
        total += size;
    }
    Ok(result)
}

/// A uniform integer in `min..=max` as php's `php_random_range` draws it.
fn range(interp: &Interp, engine: &Value, min: i64, max: i64) -> Result<i64, Unwind> {
    let umax = (max as u64).wrapping_sub(min as u64);
    let r = if umax > u32::MAX as u64 {
        bounded(interp, engine, umax, 8, u64::MAX)?
    } else {
        bounded(interp, engine, umax, 4, u32::MAX as u64)?
    };
    Ok(r.wrapping_add(min as u64) as i64)
}

/// Rejection sampling of `0..=umax` from draws of `bytes` bytes (`top` their maximum).
fn bounded(
    interp: &Interp,
    engine: &Value,
    umax: u64,
    bytes: usize,
    top: u64,
) -> Result<u64, Unwind> {
    let mut result = draw_bytes(interp, engine, bytes)? & top;
    if umax == top {
        return Ok(result);
    }
    let umax = umax + 1;
    if umax & (umax - 1) == 0 {
        return Ok(result & (umax - 1));
    }
    let limit = top - (top % umax) - 1;
    let mut count = 0;
    while result > limit {
        count += 1;
        if count > RANGE_ATTEMPTS {
            return Err(interp.throw_error(
                "Random\\BrokenRandomEngineError",
                "Failed to generate an acceptable random number in 50 attempts",
            ));
        }
        result = draw_bytes(interp, engine, bytes)? & top;
    }
    Ok(result % umax)
}
