//! Small accessors for already-coerced builtin arguments of the string domain, and the
//! PHP-visible error texts they share (ValueError wording, by-reference writes).

use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, PhpString, Value};

/// A `string` parameter (coerced by the registry); other values get their lossy string.
pub(crate) fn str_arg(args: &[Value], i: usize) -> PhpString {
    match args.get(i) {
        Some(Value::Str(s)) => s.clone(),
        Some(v) => v.to_php_string_lossy(),
        None => PhpString::new(),
    }
}

/// An optional `string` parameter: `None` when not passed or passed as null.
pub(crate) fn opt_str(args: &[Value], i: usize) -> Option<PhpString> {
    match args.get(i) {
        None | Some(Value::Null) => None,
        Some(_) => Some(str_arg(args, i)),
    }
}

/// An `int` parameter with its default.
pub(crate) fn int_arg(args: &[Value], i: usize, default: i64) -> i64 {
    match args.get(i) {
        Some(Value::Int(n)) => *n,
        None | Some(Value::Null) => default,
        Some(v) => v.to_int(),
    }
}

/// An optional `?int` parameter: `None` when not passed or null.
pub(crate) fn opt_int(args: &[Value], i: usize) -> Option<i64> {
    match args.get(i) {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.to_int()),
    }
}

/// A `bool` parameter with its default.
pub(crate) fn bool_arg(args: &[Value], i: usize, default: bool) -> bool {
    match args.get(i) {
        Some(v) => v.to_bool(),
        None => default,
    }
}

/// A `float` parameter.
pub(crate) fn float_arg(args: &[Value], i: usize, default: f64) -> f64 {
    match args.get(i) {
        Some(v) => v.to_float(),
        None => default,
    }
}

/// Store into a by-reference parameter (a no-op when it was not passed).
pub(crate) fn set_ref(args: &[Value], i: usize, v: Value) {
    if let Some(Value::Ref(r)) = args.get(i) {
        *r.borrow_mut() = v;
    }
}

pub(crate) fn str_val(v: Vec<u8>) -> Value {
    Value::Str(PhpString::from_vec(v))
}

/// Throw `ValueError` with `func(): Argument #n ($name) ...` text.
pub(crate) fn value_error(cx: &Interp, msg: String) -> Unwind {
    cx.throw_error("ValueError", &msg)
}

/// A PHP list array of strings.
pub(crate) fn list_of<I: IntoIterator<Item = Vec<u8>>>(items: I) -> Value {
    Value::arr(PhpArray::from_values(
        items.into_iter().map(str_val).collect(),
    ))
}

/// String conversion of an array element or mixed argument, as PHP does it (with the
/// "Array to string conversion" warning and `__toString`).
pub(crate) fn to_str(cx: &Interp, v: &Value) -> Result<PhpString, Unwind> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        Value::Int(i) => Ok(PhpString::from(i.to_string())),
        Value::Ref(r) => {
            let inner = r.borrow().clone();
            to_str(cx, &inner)
        }
        _ => cx.to_string(v),
    }
}

/// ASCII lowercase copy.
pub(crate) fn lower(s: &[u8]) -> Vec<u8> {
    s.to_ascii_lowercase()
}

/// Refuse a string result of `bytes` bytes that PHP's memory limit would stop (instead of
/// aborting the process): PHP's fatal error, with the size PHP would have asked for (a
/// 24-byte header and the NUL, 8-byte aligned; a block of pages is counted in whole 4 KiB
/// pages, and a huge one, past 2 MiB less a page, is named by its exact size).
/// `None` is a size that overflowed. Without a limit, results past 2 GiB are refused too.
pub(crate) fn check_alloc(cx: &Interp, bytes: Option<usize>) -> Result<usize, Unwind> {
    let n = bytes.unwrap_or(usize::MAX);
    refuse_past_limit(cx, n, n.saturating_add(25).saturating_add(7) & !7)
}

/// `check_alloc` for a string PHP allocates by a checked multiplication (`str_pad`): its
/// size is not aligned.
pub(crate) fn check_alloc_unaligned(cx: &Interp, bytes: usize) -> Result<usize, Unwind> {
    refuse_past_limit(cx, bytes, bytes.saturating_add(25))
}

/// The fatal error for a string of `n` bytes, `wanted` with its header, past the limit.
fn refuse_past_limit(cx: &Interp, n: usize, wanted: usize) -> Result<usize, Unwind> {
    const UNLIMITED_CAP: usize = 1 << 31;
    const MAX_LARGE_BLOCK: usize = (2 << 20) - 4096;
    let block = wanted.div_ceil(4096).saturating_mul(4096);
    let over = match crate::runtime::memory::limit() {
        Some(limit) => crate::runtime::memory::used().saturating_add(block) > limit,
        None => n > UNLIMITED_CAP,
    };
    if !over {
        return Ok(n);
    }
    let limit = crate::runtime::memory::limit().unwrap_or(UNLIMITED_CAP);
    let shown = if wanted > MAX_LARGE_BLOCK {
        wanted
    } else {
        block
    };
    cx.fatal(&format!(
        "Allowed memory size of {limit} bytes exhausted (tried to allocate {shown} bytes)"
    ));
    Err(Unwind::Fatal)
}

/// Refuse `count` copies of `unit` bytes as PHP does: a size past the address space is
/// PHP's "Possible integer overflow" fatal error, anything else goes to `check_alloc`.
pub(crate) fn check_alloc_times(cx: &Interp, unit: usize, count: usize) -> Result<usize, Unwind> {
    match unit
        .checked_mul(count)
        .filter(|n| n.checked_add(32).is_some())
    {
        Some(n) => check_alloc(cx, Some(n)),
        None => {
            cx.fatal(&format!(
                "Possible integer overflow in memory allocation ({unit} * {count} + 32)"
            ));
            Err(Unwind::Fatal)
        }
    }
}
