//! Array construction and reshaping: count, keys/values, merging and replacing,
//! combine/flip/fill/pad/chunk/slice/column/reverse and friends. Functions that modify an
//! array through a reference live in `array_stack`, callbacks in `array_callback`.

use std::rc::Rc;

use super::array_args::{
    array_arg, bool_arg, copy_elem, int_arg, offset_key, opt_arg, type_error, value_error,
};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::Class;
use crate::value::{loose_eq, strict_eq, Key, PhpArray, PhpString, Value};

pub const COUNT_NORMAL: i64 = 0;
pub const COUNT_RECURSIVE: i64 = 1;
pub const CASE_LOWER: i64 = 0;
pub const CASE_UPPER: i64 = 1;

/// Constants of this domain (and of `array_callback`'s array_filter).
pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("COUNT_NORMAL", Value::Int(COUNT_NORMAL)),
        ("COUNT_RECURSIVE", Value::Int(COUNT_RECURSIVE)),
        ("CASE_LOWER", Value::Int(CASE_LOWER)),
        ("CASE_UPPER", Value::Int(CASE_UPPER)),
        ("EXTR_OVERWRITE", Value::Int(0)),
        ("EXTR_SKIP", Value::Int(1)),
        ("EXTR_PREFIX_SAME", Value::Int(2)),
        ("EXTR_PREFIX_ALL", Value::Int(3)),
        ("EXTR_PREFIX_INVALID", Value::Int(4)),
        ("EXTR_PREFIX_IF_EXISTS", Value::Int(5)),
        ("EXTR_IF_EXISTS", Value::Int(6)),
        ("EXTR_REFS", Value::Int(256)),
    ]
}

/// A key built from a value the way array_combine/array_fill_keys do: ints stay ints,
/// everything else goes through string conversion (so 1.5 becomes "1.5").
fn key_from_string_conversion(cx: &Interp, v: &Value) -> Result<Key, Unwind> {
    match v {
        Value::Int(i) => Ok(Key::Int(*i)),
        Value::Str(s) => Ok(Key::from_php_string(s.clone())),
        Value::Ref(r) => {
            let inner = r.borrow().clone();
            key_from_string_conversion(cx, &inner)
        }
        other => Ok(Key::from_php_string(cx.to_string(other)?)),
    }
}

fn count_recursive(cx: &Interp, arr: &Rc<PhpArray>, stack: &mut Vec<*const PhpArray>) -> i64 {
    let ptr = Rc::as_ptr(arr);
    if stack.contains(&ptr) {
        cx.warn("count(): Recursion detected");
        return 0;
    }
    stack.push(ptr);
    let mut n = arr.len() as i64;
    for v in arr.values() {
        let inner = match v {
            Value::Array(a) => Some(a.clone()),
            Value::Ref(r) => r.borrow().as_array().cloned(),
            _ => None,
        };
        if let Some(a) = inner {
            n += count_recursive(cx, &a, stack);
        }
    }
    stack.pop();
    n
}

fn count_impl(cx: &Interp, args: &[Value], fname: &str) -> Result<Value, Unwind> {
    let mode = int_arg(args, 1, COUNT_NORMAL);
    if mode != COUNT_NORMAL && mode != COUNT_RECURSIVE {
        return Err(value_error(
            cx,
            fname,
            2,
            "mode",
            "must be either COUNT_NORMAL or COUNT_RECURSIVE",
        ));
    }
    let v = args.first().map(|v| v.deref()).unwrap_or_default();
    match &v {
        Value::Array(a) if mode == COUNT_RECURSIVE => {
            Ok(Value::Int(count_recursive(cx, a, &mut Vec::new())))
        }
        Value::Array(a) => Ok(Value::Int(a.len() as i64)),
        Value::Object(o) if o.class().instanceof_name("countable") => {
            let method = Value::arr(PhpArray::from_values(vec![v.clone(), Value::str("count")]));
            let n = cx.call_value(&method, Vec::new())?;
            Ok(Value::Int(n.to_int()))
        }
        other => Err(type_error(cx, fname, 1, "value", "Countable|array", other)),
    }
}

fn count(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    count_impl(cx, args, "count")
}
fn sizeof(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    count_impl(cx, args, "sizeof")
}

fn array_keys(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_keys", "array")?;
    let Some(needle) = args.get(1) else {
        if arr.is_list() {
            return Ok(Value::arr(PhpArray::from_values(
                (0..arr.len() as i64).map(Value::Int).collect(),
            )));
        }
        return Ok(Value::arr(PhpArray::from_values(
            arr.keys().map(Key::to_value).collect(),
        )));
    };
    let strict = bool_arg(args, 2, false);
    let keys = arr
        .iter()
        .filter(|(_, v)| {
            if strict {
                strict_eq(v, needle)
            } else {
                loose_eq(v, needle)
            }
        })
        .map(|(k, _)| k.to_value())
        .collect();
    Ok(Value::arr(PhpArray::from_values(keys)))
}

fn array_values(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_values", "array")?;
    if arr.is_list() {
        return Ok(Value::Array(arr));
    }
    Ok(Value::arr(PhpArray::from_values(
        arr.values().map(copy_elem).collect(),
    )))
}

/// Append `src` to `dest` as array_merge does: int keys renumbered, string keys replaced.
fn merge_into(dest: &mut PhpArray, src: &PhpArray) {
    for (k, v) in src.iter() {
        match k {
            Key::Int(_) => {
                dest.push(copy_elem(v));
            }
            Key::Str(_) => dest.insert(k.clone(), copy_elem(v)),
        }
    }
}

fn array_merge(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut arrays = Vec::with_capacity(args.len());
    for i in 0..args.len() {
        arrays.push(array_arg(cx, args, i, "array_merge", "arrays")?);
    }
    match arrays.len() {
        0 => return Ok(Value::empty_array()),
        1 if arrays[0].is_list() => return Ok(Value::Array(arrays.swap_remove(0))),
        _ => {}
    }
    let total = arrays.iter().map(|a| a.len()).sum();
    let mut out = PhpArray::with_capacity(total);
    for a in &arrays {
        merge_into(&mut out, a);
    }
    Ok(Value::arr(out))
}

/// The value as array_merge_recursive turns a destination entry into an array.
fn to_array_for_merge(v: &Value) -> PhpArray {
    match v {
        Value::Array(a) => (**a).clone(),
        Value::Null => PhpArray::from_values(vec![Value::Null]),
        Value::Object(o) => o.props.borrow().clone(),
        Value::Ref(r) => to_array_for_merge(&r.borrow()),
        other => PhpArray::from_values(vec![other.clone()]),
    }
}

fn merge_recursive(dest: &mut PhpArray, src: &PhpArray) {
    for (k, v) in src.iter() {
        match k {
            Key::Str(_) => {
                if let Some(existing) = dest.get(k) {
                    let mut merged = to_array_for_merge(existing);
                    match v.deref() {
                        Value::Array(sa) => merge_recursive(&mut merged, &sa),
                        Value::Object(o) => {
                            let props = o.props.borrow().clone();
                            merge_recursive(&mut merged, &props)
                        }
                        other => {
                            merged.push(other);
                        }
                    }
                    dest.insert(k.clone(), Value::arr(merged));
                } else {
                    dest.insert(k.clone(), copy_elem(v));
                }
            }
            Key::Int(_) => {
                dest.push(copy_elem(v));
            }
        }
    }
}

fn array_merge_recursive(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut out = PhpArray::new();
    for i in 0..args.len() {
        let a = array_arg(cx, args, i, "array_merge_recursive", "arrays")?;
        merge_recursive(&mut out, &a);
    }
    Ok(Value::arr(out))
}

fn array_replace(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let first = array_arg(cx, args, 0, "array_replace", "array")?;
    let mut out = (*first).clone();
    for i in 1..args.len() {
        let a = array_arg(cx, args, i, "array_replace", "replacements")?;
        for (k, v) in a.iter() {
            out.insert(k.clone(), copy_elem(v));
        }
    }
    Ok(Value::arr(out))
}

fn replace_recursive(dest: &mut PhpArray, src: &PhpArray) {
    for (k, v) in src.iter() {
        let src_arr = v.deref();
        if let Value::Array(sa) = &src_arr {
            if let Some(Value::Array(da)) = dest.get(k).map(Value::deref) {
                let mut merged = (*da).clone();
                replace_recursive(&mut merged, sa);
                dest.insert(k.clone(), Value::arr(merged));
                continue;
            }
        }
        dest.insert(k.clone(), copy_elem(v));
    }
}

fn array_replace_recursive(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let first = array_arg(cx, args, 0, "array_replace_recursive", "array")?;
    let mut out = (*first).clone();
    for i in 1..args.len() {
        let a = array_arg(cx, args, i, "array_replace_recursive", "replacements")?;
        replace_recursive(&mut out, &a);
    }
    Ok(Value::arr(out))
}

fn array_combine(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let keys = array_arg(cx, args, 0, "array_combine", "keys")?;
    let values = array_arg(cx, args, 1, "array_combine", "values")?;
    if keys.len() != values.len() {
        return Err(cx.throw_error(
            "ValueError",
            "array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements",
        ));
    }
    let mut out = PhpArray::with_capacity(keys.len());
    for (k, v) in keys.values().zip(values.values()) {
        out.insert(key_from_string_conversion(cx, k)?, copy_elem(v));
    }
    Ok(Value::arr(out))
}

fn array_flip(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_flip", "array")?;
    let mut out = PhpArray::with_capacity(arr.len());
    for (k, v) in arr.iter() {
        match v.deref() {
            Value::Int(i) => out.insert(Key::Int(i), k.to_value()),
            Value::Str(s) => out.insert(Key::from_php_string(s), k.to_value()),
            _ => cx.warn("array_flip(): Can only flip string and integer values, entry skipped"),
        }
    }
    Ok(Value::arr(out))
}

fn array_fill(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let start = int_arg(args, 0, 0);
    let num = int_arg(args, 1, 0);
    let value = args.get(2).cloned().unwrap_or_default();
    if num < 0 {
        return Err(value_error(
            cx,
            "array_fill",
            2,
            "count",
            "must be greater than or equal to 0",
        ));
    }
    if num > i32::MAX as i64 {
        return Err(value_error(cx, "array_fill", 2, "count", "is too large"));
    }
    if start == 0 {
        return Ok(Value::arr(PhpArray::from_values(vec![value; num as usize])));
    }
    let mut out = PhpArray::with_capacity(num as usize);
    for i in 0..num {
        let Some(k) = start.checked_add(i) else {
            return Err(cx.throw_error(
                "Error",
                "Cannot add element to the array as the next element is already occupied",
            ));
        };
        out.insert(Key::Int(k), value.clone());
    }
    Ok(Value::arr(out))
}

fn array_fill_keys(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let keys = array_arg(cx, args, 0, "array_fill_keys", "keys")?;
    let value = args.get(1).cloned().unwrap_or_default();
    let mut out = PhpArray::with_capacity(keys.len());
    for k in keys.values() {
        out.insert(key_from_string_conversion(cx, k)?, value.clone());
    }
    Ok(Value::arr(out))
}

/// Copy `src` into `dest` renumbering int keys and keeping string keys.
fn append_renumbered(dest: &mut PhpArray, src: &PhpArray) {
    merge_into(dest, src)
}

fn array_pad(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_pad", "array")?;
    let size = int_arg(args, 1, 0);
    let value = args.get(2).cloned().unwrap_or_default();
    let abs = size.unsigned_abs();
    let len = arr.len() as u64;
    if abs > len && abs - len > 1_048_576 {
        return Err(value_error(
            cx,
            "array_pad",
            2,
            "length",
            "must be less than or equal to 1048576",
        ));
    }
    if len >= abs {
        return Ok(Value::Array(arr));
    }
    let pad = (abs - len) as usize;
    let mut out = PhpArray::with_capacity(abs as usize);
    if size < 0 {
        for _ in 0..pad {
            out.push(value.clone());
        }
        append_renumbered(&mut out, &arr);
    } else {
        append_renumbered(&mut out, &arr);
        for _ in 0..pad {
            out.push(value.clone());
        }
    }
    Ok(Value::arr(out))
}

fn array_chunk(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_chunk", "array")?;
    let size = int_arg(args, 1, 0);
    let preserve = bool_arg(args, 2, false);
    if size < 1 {
        return Err(value_error(
            cx,
            "array_chunk",
            2,
            "length",
            "must be greater than 0",
        ));
    }
    let size = size.min(arr.len().max(1) as i64) as usize;
    let mut out = PhpArray::with_capacity(arr.len().div_ceil(size));
    let mut chunk = PhpArray::with_capacity(size);
    for (k, v) in arr.iter() {
        if preserve {
            chunk.insert(k.clone(), copy_elem(v));
        } else {
            chunk.push(copy_elem(v));
        }
        if chunk.len() == size {
            out.push(Value::arr(std::mem::replace(
                &mut chunk,
                PhpArray::with_capacity(size),
            )));
        }
    }
    if !chunk.is_empty() {
        out.push(Value::arr(chunk));
    }
    Ok(Value::arr(out))
}

/// array_slice's offset/length normalization: the `(skip, take)` window over `n` items.
pub fn slice_window(n: usize, offset: i64, length: Option<i64>) -> (usize, usize) {
    let n = n as i64;
    if offset > n {
        return (0, 0);
    }
    let offset = if offset < 0 {
        n.saturating_add(offset).max(0)
    } else {
        offset
    };
    let length = match length {
        None => n - offset,
        Some(l) if l < 0 => (n - offset).saturating_add(l),
        Some(l) => l.min(n - offset),
    };
    if length <= 0 {
        return (0, 0);
    }
    (offset as usize, length as usize)
}

fn array_slice(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_slice", "array")?;
    let offset = int_arg(args, 1, 0);
    let length = opt_arg(args, 2).map(Value::to_int);
    let preserve = bool_arg(args, 3, false);
    let (skip, take) = slice_window(arr.len(), offset, length);
    if take == 0 {
        return Ok(Value::empty_array());
    }
    if skip == 0 && take == arr.len() && (preserve || arr.is_list()) {
        return Ok(Value::Array(arr));
    }
    let mut out = PhpArray::with_capacity(take);
    if arr.is_list() && !preserve {
        for i in skip..skip + take {
            if let Some(v) = arr.get_int(i as i64) {
                out.push(copy_elem(v));
            }
        }
        return Ok(Value::arr(out));
    }
    for (k, v) in arr.iter().skip(skip).take(take) {
        match k {
            Key::Int(_) if !preserve => {
                out.push(copy_elem(v));
            }
            _ => out.insert(k.clone(), copy_elem(v)),
        }
    }
    Ok(Value::arr(out))
}

/// The column of one row: an array element, or an object property as the calling
/// code sees it (`scope` is that code's class, found when the first object row comes).
fn row_field(
    cx: &Interp,
    row: &Value,
    key: &Key,
    scope: &mut Option<Option<Rc<Class>>>,
) -> Result<Option<Value>, Unwind> {
    match row {
        Value::Array(a) => Ok(a.get(key).map(copy_elem)),
        Value::Object(o) => {
            let scope = scope.get_or_insert_with(|| super::class::calling_scope(cx));
            let name = match key {
                Key::Str(s) => s.as_bytes().to_vec(),
                Key::Int(i) => i.to_string().into_bytes(),
            };
            cx.prop_read_in_scope(o, &name, scope.as_ref())
        }
        Value::Ref(r) => {
            let row = r.borrow().clone();
            row_field(cx, &row, key, scope)
        }
        _ => Ok(None),
    }
}

fn column_key(v: &Value) -> Key {
    match v {
        Value::Str(s) => Key::from_php_string(s.clone()),
        other => Key::Int(other.to_int()),
    }
}

fn array_column(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_column", "array")?;
    let col = opt_arg(args, 1).map(column_key);
    let idx = opt_arg(args, 2).map(column_key);
    let mut out = PhpArray::with_capacity(arr.len());
    let mut scope = None;
    for row in arr.values() {
        let value = match &col {
            None => match row {
                Value::Ref(r) => r.borrow().clone(),
                v => v.clone(),
            },
            Some(c) => match row_field(cx, row, c, &mut scope)? {
                Some(v) => v,
                None => continue,
            },
        };
        let index = match &idx {
            Some(i) => row_field(cx, row, i, &mut scope)?,
            None => None,
        };
        match index {
            Some(iv) => {
                let k = offset_key(cx, &iv)?;
                out.insert(k, value);
            }
            None => {
                out.push(value);
            }
        }
    }
    Ok(Value::arr(out))
}

fn array_reverse(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_reverse", "array")?;
    let preserve = bool_arg(args, 1, false);
    let mut out = PhpArray::with_capacity(arr.len());
    for (k, v) in arr.iter().rev() {
        match k {
            Key::Int(_) if !preserve => {
                out.push(copy_elem(v));
            }
            _ => out.insert(k.clone(), copy_elem(v)),
        }
    }
    Ok(Value::arr(out))
}

fn array_count_values(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_count_values", "array")?;
    let mut out = PhpArray::new();
    for v in arr.values() {
        let key = match v.deref() {
            Value::Int(i) => Key::Int(i),
            Value::Str(s) => Key::from_php_string(s),
            _ => {
                cx.warn(
                    "array_count_values(): Can only count string and integer values, entry skipped",
                );
                continue;
            }
        };
        let slot = out.entry_mut(key);
        *slot = Value::Int(slot.to_int() + 1);
    }
    Ok(Value::arr(out))
}

fn array_change_key_case(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_change_key_case", "array")?;
    let upper = int_arg(args, 1, CASE_LOWER) != CASE_LOWER;
    let mut out = PhpArray::with_capacity(arr.len());
    for (k, v) in arr.iter() {
        let key = match k {
            Key::Str(s) => {
                let b: Vec<u8> = if upper {
                    s.to_ascii_uppercase()
                } else {
                    s.to_ascii_lowercase()
                };
                Key::Str(PhpString::from_vec(b))
            }
            Key::Int(_) => k.clone(),
        };
        out.insert(key, copy_elem(v));
    }
    Ok(Value::arr(out))
}

fn array_key_first(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_key_first", "array")?;
    Ok(arr.first().map_or(Value::Null, |(k, _)| k.to_value()))
}

fn array_key_last(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_key_last", "array")?;
    Ok(arr.last().map_or(Value::Null, |(k, _)| k.to_value()))
}

fn array_is_list(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let arr = array_arg(cx, args, 0, "array_is_list", "array")?;
    Ok(Value::Bool(arr.is_list()))
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "count",
        sig: "count(Countable|array $value, int $mode = COUNT_NORMAL): int",
        call: count,
    },
    Builtin {
        name: "sizeof",
        sig: "sizeof(Countable|array $value, int $mode = COUNT_NORMAL): int",
        call: sizeof,
    },
    Builtin {
        name: "array_keys",
        sig: "array_keys(array $array, mixed $filter_value = UNKNOWN, bool $strict = false): array",
        call: array_keys,
    },
    Builtin {
        name: "array_values",
        sig: "array_values(array $array): array",
        call: array_values,
    },
    Builtin {
        name: "array_merge",
        sig: "array_merge(array ...$arrays): array",
        call: array_merge,
    },
    Builtin {
        name: "array_merge_recursive",
        sig: "array_merge_recursive(array ...$arrays): array",
        call: array_merge_recursive,
    },
    Builtin {
        name: "array_replace",
        sig: "array_replace(array $array, array ...$replacements): array",
        call: array_replace,
    },
    Builtin {
        name: "array_replace_recursive",
        sig: "array_replace_recursive(array $array, array ...$replacements): array",
        call: array_replace_recursive,
    },
    Builtin {
        name: "array_combine",
        sig: "array_combine(array $keys, array $values): array",
        call: array_combine,
    },
    Builtin {
        name: "array_flip",
        sig: "array_flip(array $array): array",
        call: array_flip,
    },
    Builtin {
        name: "array_fill",
        sig: "array_fill(int $start_index, int $count, mixed $value): array",
        call: array_fill,
    },
    Builtin {
        name: "array_fill_keys",
        sig: "array_fill_keys(array $keys, mixed $value): array",
        call: array_fill_keys,
    },
    Builtin {
        name: "array_pad",
        sig: "array_pad(array $array, int $length, mixed $value): array",
        call: array_pad,
    },
    Builtin {
        name: "array_chunk",
        sig: "array_chunk(array $array, int $length, bool $preserve_keys = false): array",
        call: array_chunk,
    },
    Builtin {
        name: "array_slice",
        sig: "array_slice(array $array, int $offset, ?int $length = null, bool $preserve_keys = false): array",
        call: array_slice,
    },
    Builtin {
        name: "array_column",
        sig: "array_column(array $array, string|int|null $column_key, string|int|null $index_key = null): array",
        call: array_column,
    },
    Builtin {
        name: "array_reverse",
        sig: "array_reverse(array $array, bool $preserve_keys = false): array",
        call: array_reverse,
    },
    Builtin {
        name: "array_count_values",
        sig: "array_count_values(array $array): array",
        call: array_count_values,
    },
    Builtin {
        name: "array_change_key_case",
        sig: "array_change_key_case(array $array, int $case = CASE_LOWER): array",
        call: array_change_key_case,
    },
    Builtin {
        name: "array_key_first",
        sig: "array_key_first(array $array): string|int|null",
        call: array_key_first,
    },
    Builtin {
        name: "array_key_last",
        sig: "array_key_last(array $array): string|int|null",
        call: array_key_last,
    },
    Builtin {
        name: "array_is_list",
        sig: "array_is_list(array $array): bool",
        call: array_is_list,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slice_windows() {
        assert_eq!(slice_window(5, -2, None), (3, 2));
        assert_eq!(slice_window(5, 1, Some(-1)), (1, 3));
        assert_eq!(slice_window(3, 5, None), (0, 0));
        assert_eq!(slice_window(3, -10, Some(2)), (0, 2));
        assert_eq!(slice_window(3, 1, Some(100)), (1, 2));
    }
}
