//! Randomized array and string functions: shuffle, array_rand, str_shuffle. They draw from
//! the same Mersenne Twister as mt_rand (so `mt_srand($seed)` makes them repeatable) and
//! consume it exactly as php does.

use super::array_args::{array_arg, int_arg, value_error, with_ref_array};
use super::random::mt_rand_range;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, PhpString, Value};

/// A draw of a uniform integer in `min..=max` (from the shared Mersenne Twister, or
/// from a `Random\Randomizer`'s engine, which may be PHP code and fail).
pub(crate) type RangeFn<'a> = &'a mut dyn FnMut(i64, i64) -> Result<i64, Unwind>;

/// php's in-place Fisher-Yates from the end: swap item `n` with a random `0..=n`.
pub(crate) fn shuffle_with<T>(items: &mut [T], range: RangeFn) -> Result<(), Unwind> {
    let mut n_left = items.len();
    if n_left < 2 {
        return Ok(());
    }
    loop {
        n_left -= 1;
        if n_left == 0 {
            break;
        }
        let j = range(0, n_left as i64)? as usize;
        if j != n_left {
            items.swap(n_left, j);
        }
    }
    Ok(())
}

fn shuffle_slice<T>(items: &mut [T]) {
    let _ = shuffle_with(items, &mut |a, b| Ok(mt_rand_range(a, b)));
}

fn shuffle(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_ref_array(cx, args, 0, "shuffle", "array", |arr| {
        let mut vals: Vec<Value> = arr.values().cloned().collect();
        shuffle_slice(&mut vals);
        *arr = PhpArray::from_values(vals);
    })?;
    Ok(Value::Bool(true))
}

fn str_shuffle(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = args
        .first()
        .map(|v| v.to_php_string_lossy())
        .unwrap_or_default();
    let mut bytes = s.as_bytes().to_vec();
    shuffle_slice(&mut bytes);
    Ok(Value::Str(PhpString::from_vec(bytes)))
}

fn array_rand(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_rand", "array")?;
    let num = int_arg(args, 1, 1);
    let keys = pick_keys(cx, &arr, num, "array_rand", &mut |a, b| {
        Ok(mt_rand_range(a, b))
    })?;
    if num == 1 {
        return Ok(keys.into_iter().next().unwrap_or_default());
    }
    Ok(Value::arr(PhpArray::from_values(keys)))
}

/// `num` distinct keys of `arr` in their order, drawn as php's `php_array_pick_keys`.
pub(crate) fn pick_keys(
    cx: &Interp,
    arr: &PhpArray,
    num: i64,
    fname: &str,
    range: RangeFn,
) -> Result<Vec<Value>, Unwind> {
    let avail = arr.len() as i64;
    if avail == 0 {
        return Err(value_error(cx, fname, 1, "array", "cannot be empty"));
    }
    if num == 1 {
        let i = range(0, avail - 1)?;
        return Ok(arr
            .keys()
            .nth(i as usize)
            .map(|k| k.to_value())
            .into_iter()
            .collect());
    }
    if num <= 0 || num > avail {
        return Err(value_error(
            cx,
            fname,
            2,
            "num",
            "must be between 1 and the number of elements in argument #1 ($array)",
        ));
    }
    // Pick the smaller of the chosen set and its complement, as php does.
    let negative = num > avail >> 1;
    let mut want = if negative { avail - num } else { num };
    let mut chosen = vec![false; avail as usize];
    while want > 0 {
        let r = range(0, avail - 1)? as usize;
        if !chosen[r] {
            chosen[r] = true;
            want -= 1;
        }
    }
    Ok(arr
        .keys()
        .zip(chosen)
        .filter(|(_, c)| *c != negative)
        .map(|(k, _)| k.to_value())
        .collect())
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "shuffle",
        sig: "shuffle(array &$array): true",
        call: shuffle,
    },
    Builtin {
        name: "str_shuffle",
        sig: "str_shuffle(string $string): string",
        call: str_shuffle,
    },
    Builtin {
        name: "array_rand",
        sig: "array_rand(array $array, int $num = 1): array|string|int",
        call: array_rand,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    fn call(name: &str, args: &mut [Value]) -> Value {
        let cx = Interp::new();
        let f = super::super::random::FUNCTIONS
            .iter()
            .chain(FUNCTIONS.iter())
            .find(|b| b.name == name)
            .expect("builtin exists");
        (f.call)(&cx, args).expect("call succeeds")
    }

    fn ints(v: &Value) -> Vec<i64> {
        v.as_array()
            .map_or(Vec::new(), |a| a.values().map(Value::to_int).collect())
    }

    /// Sequences printed by php 8.2 after `mt_srand(42)`.
    #[test]
    fn seeded_sequences_match_php() {
        call("mt_srand", &mut [Value::Int(42)]);
        let cell = Value::new_ref(Value::arr(PhpArray::from_values(
            (1..=10).map(Value::Int).collect(),
        )));
        call("shuffle", &mut [Value::Ref(cell.clone())]);
        assert_eq!(ints(&cell.borrow()), vec![2, 4, 10, 8, 7, 1, 9, 5, 6, 3]);
        let s = call("str_shuffle", &mut [Value::str("abcdefgh")]);
        assert_eq!(s.to_php_string_lossy().as_bytes(), b"hdfcgeab");
        let mut assoc = PhpArray::new();
        for k in ["a", "b", "c", "d"] {
            assoc.insert(k.into(), Value::Int(1));
        }
        let k = call("array_rand", &mut [Value::arr(assoc)]);
        assert_eq!(k.to_php_string_lossy().as_bytes(), b"d");
        let list = || Value::arr(PhpArray::from_values((0..10).map(Value::Int).collect()));
        assert_eq!(
            ints(&call("array_rand", &mut [list(), Value::Int(3)])),
            vec![5, 6, 7]
        );
        assert_eq!(
            ints(&call("array_rand", &mut [list(), Value::Int(8)])),
            vec![0, 1, 2, 3, 4, 5, 7, 8]
        );
        assert_eq!(
            call("mt_rand", &mut [Value::Int(1), Value::Int(100)]).to_int(),
            74
        );
    }
}
