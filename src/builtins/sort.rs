//! Sorting: sort rsort usort uasort uksort ksort krsort asort arsort natsort natcasesort,
//! the SORT_* flag comparators they share with array_unique and array_multisort, and
//! the stable-sort driver (php 8 sorts are stable: ties keep their original order).

use std::cmp::Ordering;
use std::rc::Rc;

use super::array_args::{deref_value, int_arg, ref_array};
use super::hybrid_sort::zend_sort;
use super::string_compare::natural_cmp as strnatcmp;
use super::Builtin;
use crate::eval::{Interp, PreparedCall, Unwind};
use crate::value::{
    compare, parse_numeric, str_to_float, Key, NumericKind, PhpArray, PhpString, Value,
};

pub const SORT_REGULAR: i64 = 0;
pub const SORT_NUMERIC: i64 = 1;
pub const SORT_STRING: i64 = 2;
pub const SORT_DESC: i64 = 3;
pub const SORT_ASC: i64 = 4;
pub const SORT_LOCALE_STRING: i64 = 5;
pub const SORT_NATURAL: i64 = 6;
pub const SORT_FLAG_CASE: i64 = 8;

/// The constants of the sorting functions.
pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("SORT_REGULAR", Value::Int(SORT_REGULAR)),
        ("SORT_NUMERIC", Value::Int(SORT_NUMERIC)),
        ("SORT_STRING", Value::Int(SORT_STRING)),
        ("SORT_DESC", Value::Int(SORT_DESC)),
        ("SORT_ASC", Value::Int(SORT_ASC)),
        ("SORT_LOCALE_STRING", Value::Int(SORT_LOCALE_STRING)),
        ("SORT_NATURAL", Value::Int(SORT_NATURAL)),
        ("SORT_FLAG_CASE", Value::Int(SORT_FLAG_CASE)),
    ]
}

/// How values or keys are compared, decoded from a SORT_* flags argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SortKind {
    Regular,
    Numeric,
    String,
    StringCase,
    Natural,
    NaturalCase,
}

impl SortKind {
    /// Decode flags as php does: unknown values mean SORT_REGULAR.
    pub fn from_flags(flags: i64) -> SortKind {
        let fold = flags & SORT_FLAG_CASE != 0;
        match flags & !SORT_FLAG_CASE {
            SORT_NUMERIC => SortKind::Numeric,
            SORT_STRING if fold => SortKind::StringCase,
            SORT_STRING | SORT_LOCALE_STRING => SortKind::String,
            SORT_NATURAL if fold => SortKind::NaturalCase,
            SORT_NATURAL => SortKind::Natural,
            _ => SortKind::Regular,
        }
    }
}

/// php's ZEND_THREEWAY_COMPARE on doubles: NaN compares as greater.
fn cmp_f64(a: f64, b: f64) -> Ordering {
    if a == b {
        Ordering::Equal
    } else if a < b {
        Ordering::Less
    } else {
        Ordering::Greater
    }
}

fn natural_cmp(a: &[u8], b: &[u8], fold: bool) -> Ordering {
    strnatcmp(a, b, fold).cmp(&0)
}

fn case_cmp(a: &[u8], b: &[u8]) -> Ordering {
    a.iter()
        .map(u8::to_ascii_lowercase)
        .cmp(b.iter().map(u8::to_ascii_lowercase))
}

/// String form of a value for the string-based flags (may warn or call `__toString`).
fn string_of(cx: &Interp, v: &Value) -> Result<PhpString, Unwind> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        Value::Ref(r) => {
            let inner = r.borrow().clone();
            string_of(cx, &inner)
        }
        other => cx.to_string(other),
    }
}

/// Compare two values under a SORT_* kind.
pub fn compare_values(
    cx: &Interp,
    kind: SortKind,
    a: &Value,
    b: &Value,
) -> Result<Ordering, Unwind> {
    Ok(match kind {
        SortKind::Regular => cx.compare_values(a, b)?,
        SortKind::Numeric => cmp_f64(a.to_float(), b.to_float()),
        SortKind::String => string_of(cx, a)?
            .as_bytes()
            .cmp(string_of(cx, b)?.as_bytes()),
        SortKind::StringCase => case_cmp(&string_of(cx, a)?, &string_of(cx, b)?),
        SortKind::Natural => natural_cmp(&string_of(cx, a)?, &string_of(cx, b)?, false),
        SortKind::NaturalCase => natural_cmp(&string_of(cx, a)?, &string_of(cx, b)?, true),
    })
}

fn key_bytes(k: &Key) -> PhpString {
    match k {
        Key::Int(i) => PhpString::from(i.to_string()),
        Key::Str(s) => s.clone(),
    }
}

/// Compare two keys under a SORT_* kind (keys never run PHP code).
pub fn compare_keys(kind: SortKind, a: &Key, b: &Key) -> Ordering {
    match (kind, a, b) {
        (SortKind::Regular, Key::Int(x), Key::Int(y)) => x.cmp(y),
        (SortKind::Regular, _, _) => compare(&a.to_value(), &b.to_value()),
        (SortKind::Numeric, _, _) => {
            let f = |k: &Key| match k {
                Key::Int(i) => *i as f64,
                Key::Str(s) => str_to_float(s),
            };
            cmp_f64(f(a), f(b))
        }
        (SortKind::String, Key::Int(x), Key::Int(y))
            if (0..10).contains(x) && (0..10).contains(y) =>
        {
            x.cmp(y)
        }
        (SortKind::String, _, _) => key_bytes(a).as_bytes().cmp(key_bytes(b).as_bytes()),
        (SortKind::StringCase, _, _) => case_cmp(&key_bytes(a), &key_bytes(b)),
        (SortKind::Natural, _, _) => natural_cmp(&key_bytes(a), &key_bytes(b), false),
        (SortKind::NaturalCase, _, _) => natural_cmp(&key_bytes(a), &key_bytes(b), true),
    }
}

/// One element being sorted, with its original position for stability.
pub struct Entry {
    pub key: Key,
    pub val: Value,
    pub idx: usize,
}

/// The elements of `arr` in order.
pub fn entries_of(arr: &PhpArray) -> Vec<Entry> {
    let mut out = Vec::with_capacity(arr.len());
    out.extend(arr.iter().enumerate().map(|(idx, (k, v))| Entry {
        key: k.clone(),
        val: v.clone(),
        idx,
    }));
    out
}

/// Sort with a fallible three-way comparator, breaking ties by original position as php
/// does. After the first error no more comparisons run and the error is returned.
pub fn sort_entries<F>(entries: &mut [Entry], mut cmp: F) -> Result<(), Unwind>
where
    F: FnMut(&Entry, &Entry) -> Result<Ordering, Unwind>,
{
    let mut err = None;
    zend_sort(entries, &mut |a: &Entry, b: &Entry| {
        if err.is_some() {
            return false;
        }
        match cmp(a, b) {
            Ok(Ordering::Equal) => a.idx > b.idx,
            Ok(o) => o == Ordering::Greater,
            Err(e) => {
                err = Some(e);
                false
            }
        }
    });
    err.map_or(Ok(()), Err)
}

/// Build the sorted array: keys renumbered 0..n, or kept (with the original next index).
pub fn rebuild(entries: Vec<Entry>, renumber: bool, next_index: i64) -> PhpArray {
    let mut out = PhpArray::with_capacity(entries.len());
    for e in entries {
        if renumber {
            out.push(e.val);
        } else {
            out.insert(e.key, e.val);
        }
    }
    if renumber {
        return out;
    }
    out.set_next_index(next_index);
    out
}

/// Call a user comparison function and reduce its result to an ordering, as php's
/// `php_array_user_compare_unstable` does (including the bool-return deprecation and
/// the retry with swapped operands when it returns false).
pub(crate) fn user_compare(
    cx: &Interp,
    fname: &str,
    callback: &PreparedCall,
    a: &Value,
    b: &Value,
    warned: &mut bool,
) -> Result<Ordering, Unwind> {
    let r = cx.call_prepared_with(callback, [deref_value(a), deref_value(b)])?;
    if let Value::Bool(t) = r {
        if !*warned {
            *warned = true;
            cx.deprecated(&format!(
                "{fname}(): Returning bool from comparison function is deprecated, return an integer less than, equal to, or greater than zero"
            ));
        }
        if t {
            return Ok(Ordering::Greater);
        }
        let r = cx.call_prepared_with(callback, [deref_value(b), deref_value(a)])?;
        return Ok(0.cmp(&r.to_int()));
    }
    Ok(r.to_int().cmp(&0))
}

/// What a sort compares.
enum By<'a> {
    Value(SortKind),
    Key(SortKind),
    UserValue(&'a Value),
    UserKey(&'a Value),
}

/// Sorts of plain ints, floats or non-numeric strings in value order, where a total
/// order (ties broken by original position, as php's stable sort keeps them) gives php's
/// result directly. They sort in place: no scratch buffer beside a large array.
fn fast_value_sort(entries: &mut [Entry], kind: SortKind, reverse: bool) -> bool {
    let Some(first) = entries.first() else {
        return true;
    };
    let dir = |o: Ordering| if reverse { o.reverse() } else { o };
    match (&first.val, kind) {
        (Value::Int(_), SortKind::Regular | SortKind::Numeric) => {
            if !entries.iter().all(|e| matches!(e.val, Value::Int(_))) {
                return false;
            }
            entries.sort_unstable_by(|a, b| {
                match (&a.val, &b.val) {
                    (Value::Int(x), Value::Int(y)) => dir(x.cmp(y)),
                    _ => Ordering::Equal,
                }
                .then(a.idx.cmp(&b.idx))
            });
            true
        }
        (Value::Float(_), SortKind::Regular | SortKind::Numeric) => {
            if !entries
                .iter()
                .all(|e| matches!(e.val, Value::Float(f) if !f.is_nan()))
            {
                return false;
            }
            entries.sort_unstable_by(|a, b| {
                match (&a.val, &b.val) {
                    (Value::Float(x), Value::Float(y)) => dir(cmp_f64(*x, *y)),
                    _ => Ordering::Equal,
                }
                .then(a.idx.cmp(&b.idx))
            });
            true
        }
        (Value::Str(_), SortKind::Regular | SortKind::String) => {
            let plain = entries.iter().all(|e| match &e.val {
                Value::Str(s) => {
                    kind == SortKind::String
                        || !matches!(parse_numeric(s), Some((_, NumericKind::Numeric)))
                }
                _ => false,
            });
            if !plain {
                return false;
            }
            entries.sort_unstable_by(|a, b| {
                match (&a.val, &b.val) {
                    (Value::Str(x), Value::Str(y)) => dir(x.as_bytes().cmp(y.as_bytes())),
                    _ => Ordering::Equal,
                }
                .then(a.idx.cmp(&b.idx))
            });
            true
        }
        _ => false,
    }
}

/// The common body of the sort functions.
fn sort_array(
    cx: &Interp,
    args: &[Value],
    fname: &str,
    by: By,
    reverse: bool,
    renumber: bool,
) -> Result<Value, Unwind> {
    let (cell, arr) = ref_array(cx, args, 0, fname, "array")?;
    let next_index = arr.next_index();
    let mut entries = entries_of(&arr);
    drop(arr);
    let mut warned = false;
    let dir = |o: Ordering| if reverse { o.reverse() } else { o };
    let result = match by {
        By::Value(kind) => {
            if fast_value_sort(&mut entries, kind, reverse) {
                Ok(())
            } else {
                sort_entries(&mut entries, |a, b| {
                    compare_values(cx, kind, &a.val, &b.val).map(dir)
                })
            }
        }
        By::Key(kind) => sort_entries(&mut entries, |a, b| {
            Ok(dir(compare_keys(kind, &a.key, &b.key)))
        }),
        By::UserValue(cb) => {
            let cb = cx.prepare_call(cb);
            sort_entries(&mut entries, |a, b| {
                user_compare(cx, fname, &cb, &a.val, &b.val, &mut warned)
            })
        }
        By::UserKey(cb) => {
            let cb = cx.prepare_call(cb);
            sort_entries(&mut entries, |a, b| {
                user_compare(
                    cx,
                    fname,
                    &cb,
                    &a.key.to_value(),
                    &b.key.to_value(),
                    &mut warned,
                )
            })
        }
    };
    // The unsorted array goes before the sorted one is built, so the two are never held
    // at once (nothing runs in between).
    drop(std::mem::take(&mut *cell.borrow_mut()));
    // php stores the (possibly partly) sorted array even when a comparison threw.
    *cell.borrow_mut() = Value::Array(Rc::new(rebuild(entries, renumber, next_index)));
    result.map(|()| Value::Bool(true))
}

fn flags(args: &[Value]) -> SortKind {
    SortKind::from_flags(int_arg(args, 1, SORT_REGULAR))
}

fn sort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    sort_array(cx, args, "sort", By::Value(flags(args)), false, true)
}
fn rsort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    sort_array(cx, args, "rsort", By::Value(flags(args)), true, true)
}
pub(crate) fn asort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    sort_array(cx, args, "asort", By::Value(flags(args)), false, false)
}
fn arsort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    sort_array(cx, args, "arsort", By::Value(flags(args)), true, false)
}
pub(crate) fn ksort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    sort_array(cx, args, "ksort", By::Key(flags(args)), false, false)
}
fn krsort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    sort_array(cx, args, "krsort", By::Key(flags(args)), true, false)
}
pub(crate) fn natsort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    sort_array(
        cx,
        args,
        "natsort",
        By::Value(SortKind::Natural),
        false,
        false,
    )
}
pub(crate) fn natcasesort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    sort_array(
        cx,
        args,
        "natcasesort",
        By::Value(SortKind::NaturalCase),
        false,
        false,
    )
}
fn usort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cb = args.get(1).cloned().unwrap_or_default();
    sort_array(cx, args, "usort", By::UserValue(&cb), false, true)
}
pub(crate) fn uasort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cb = args.get(1).cloned().unwrap_or_default();
    sort_array(cx, args, "uasort", By::UserValue(&cb), false, false)
}
pub(crate) fn uksort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cb = args.get(1).cloned().unwrap_or_default();
    sort_array(cx, args, "uksort", By::UserKey(&cb), false, false)
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "sort",
        sig: "sort(array &$array, int $flags = SORT_REGULAR): true",
        call: sort,
    },
    Builtin {
        name: "rsort",
        sig: "rsort(array &$array, int $flags = SORT_REGULAR): bool",
        call: rsort,
    },
    Builtin {
        name: "asort",
        sig: "asort(array &$array, int $flags = SORT_REGULAR): true",
        call: asort,
    },
    Builtin {
        name: "arsort",
        sig: "arsort(array &$array, int $flags = SORT_REGULAR): true",
        call: arsort,
    },
    Builtin {
        name: "ksort",
        sig: "ksort(array &$array, int $flags = SORT_REGULAR): true",
        call: ksort,
    },
    Builtin {
        name: "krsort",
        sig: "krsort(array &$array, int $flags = SORT_REGULAR): true",
        call: krsort,
    },
    Builtin {
        name: "natsort",
        sig: "natsort(array &$array): bool",
        call: natsort,
    },
    Builtin {
        name: "natcasesort",
        sig: "natcasesort(array &$array): bool",
        call: natcasesort,
    },
    Builtin {
        name: "usort",
        sig: "usort(array &$array, callable $callback): true",
        call: usort,
    },
    Builtin {
        name: "uasort",
        sig: "uasort(array &$array, callable $callback): true",
        call: uasort,
    },
    Builtin {
        name: "uksort",
        sig: "uksort(array &$array, callable $callback): true",
        call: uksort,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_decode() {
        assert_eq!(
            SortKind::from_flags(SORT_STRING | SORT_FLAG_CASE),
            SortKind::StringCase
        );
        assert_eq!(SortKind::from_flags(SORT_NATURAL), SortKind::Natural);
        assert_eq!(SortKind::from_flags(99), SortKind::Regular);
    }

    #[test]
    fn string_keys_compare_as_text() {
        assert_eq!(
            compare_keys(SortKind::String, &Key::Int(10), &Key::Int(9)),
            Ordering::Less
        );
        assert_eq!(
            compare_keys(SortKind::String, &Key::Int(-1), &Key::Int(-2)),
            Ordering::Less
        );
        assert_eq!(
            compare_keys(SortKind::Regular, &Key::Int(10), &Key::Int(9)),
            Ordering::Greater
        );
    }
}
