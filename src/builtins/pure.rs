//! Pure builtin calls: builtins that, given arguments of their declared types (and,
//! where a rule has one, values its guard accepts), warn about nothing, throw nothing and
//! run no PHP code. Such a call can need no stack entry, no copies of its arguments for
//! traces and no coercion, as PHP's frameless internal functions; every other call takes
//! the registry's general path, which gives the same result with its checks.

use crate::value::Value;

/// When a builtin's call is pure: with at most `max_args` arguments, each of a type its
/// parameter declares, and `guard` (if any) accepting their values.
pub struct PureRule {
    pub max_args: usize,
    pub guard: Option<fn(&[Value]) -> bool>,
}

const fn always(max_args: usize) -> PureRule {
    PureRule {
        max_args,
        guard: None,
    }
}

const fn when(max_args: usize, guard: fn(&[Value]) -> bool) -> PureRule {
    PureRule {
        max_args,
        guard: Some(guard),
    }
}

/// The builtins with a pure rule. A `mixed` parameter accepts objects and arrays too, so
/// a builtin with one is listed only if it is pure for those as well.
const RULES: &[(&str, PureRule)] = &[
    ("strlen", always(1)),
    ("count", always(1)),
    ("sizeof", always(1)),
    ("substr", always(3)),
    ("strpos", when(3, offset_in_range)),
    ("stripos", when(3, offset_in_range)),
    ("str_contains", always(2)),
    ("str_starts_with", always(2)),
    ("str_ends_with", always(2)),
    ("strtolower", always(1)),
    ("strtoupper", always(1)),
    ("ucfirst", always(1)),
    ("lcfirst", always(1)),
    ("trim", always(1)),
    ("ltrim", always(1)),
    ("rtrim", always(1)),
    ("ord", always(1)),
    ("chr", always(1)),
    ("str_repeat", when(2, repeat_count_valid)),
    ("explode", when(2, separator_not_empty)),
    ("implode", when(2, joins_scalars)),
    ("bin2hex", always(1)),
    ("abs", always(1)),
    ("floor", always(1)),
    ("ceil", always(1)),
    ("sqrt", always(1)),
    ("round", always(2)),
    ("dechex", always(1)),
    ("is_int", always(1)),
    ("is_integer", always(1)),
    ("is_string", always(1)),
    ("is_array", always(1)),
    ("is_bool", always(1)),
    ("is_float", always(1)),
    ("is_null", always(1)),
    ("is_numeric", always(1)),
    ("is_object", always(1)),
    ("gettype", always(1)),
    ("array_key_exists", when(2, key_is_offset)),
    ("array_keys", always(1)),
    ("array_values", always(1)),
    ("array_key_first", always(1)),
    ("array_key_last", always(1)),
    ("array_slice", always(4)),
    ("array_merge", always(usize::MAX)),
    ("array_reverse", always(2)),
    ("function_exists", always(1)),
    ("str_replace", when(3, three_strings)),
    ("str_ireplace", when(3, three_strings)),
    ("str_pad", when(4, padding_valid)),
    ("strtr", when(3, three_strings)),
    ("strrev", always(1)),
    ("ucwords", always(2)),
    ("nl2br", always(2)),
    ("addslashes", always(1)),
    ("stripslashes", always(1)),
    ("htmlspecialchars", always(1)),
    ("strcmp", always(2)),
    ("strcasecmp", always(2)),
    ("strstr", always(3)),
    ("stristr", always(3)),
    ("strrchr", always(2)),
    ("strrpos", when(3, offset_in_range)),
    ("str_split", when(2, chunk_length_valid)),
    ("wordwrap", when(4, wrap_valid)),
    ("levenshtein", always(5)),
    ("similar_text", always(2)),
    ("md5", always(2)),
    ("sha1", always(2)),
    ("crc32", always(1)),
    ("base64_encode", always(1)),
    ("number_format", when(4, decimals_small)),
    ("fmod", always(2)),
    ("intdiv", when(2, divisor_valid)),
    ("decbin", always(1)),
    ("decoct", always(1)),
    ("mt_rand", when(2, rand_range_valid)),
    ("rand", when(2, |args| args.len() != 1)),
    ("microtime", always(1)),
    ("hrtime", always(1)),
    ("spl_object_id", always(1)),
    ("in_array", when(3, search_is_silent)),
    ("array_search", when(3, search_is_silent)),
];

/// The pure rule of the builtin called `name`, if it has one.
pub fn rule(name: &str) -> Option<&'static PureRule> {
    RULES.iter().find(|(n, _)| *n == name).map(|(_, r)| r)
}

/// `strpos($h, $n, $offset)`: an offset inside the haystack (else a ValueError).
fn offset_in_range(args: &[Value]) -> bool {
    match (args.first(), args.get(2)) {
        (Some(Value::Str(h)), Some(Value::Int(o))) => {
            let len = h.len() as i64;
            (-len..=len).contains(o)
        }
        _ => true,
    }
}

/// `str_repeat($s, $times)`: a count that is not negative and leaves the result small
/// enough that the memory limit is not in question.
fn repeat_count_valid(args: &[Value]) -> bool {
    match (args.first(), args.get(1)) {
        (Some(Value::Str(s)), Some(Value::Int(t))) => {
            *t >= 0 && (s.len() as u64).saturating_mul(*t as u64) <= 1 << 20
        }
        _ => false,
    }
}

/// `explode($sep, $s)`: a separator that is not empty (else a ValueError).
fn separator_not_empty(args: &[Value]) -> bool {
    matches!(args.first(), Some(Value::Str(s)) if !s.is_empty())
}

/// `implode($sep, $array)`: elements whose string conversion is silent (no arrays,
/// objects or references).
fn joins_scalars(args: &[Value]) -> bool {
    match args {
        [Value::Str(_), Value::Array(a)] => a.values().all(|v| {
            matches!(
                v,
                Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
            )
        }),
        _ => false,
    }
}

/// Whether optional argument `i` is absent or a value `ok` accepts.
fn absent_or(args: &[Value], i: usize, ok: impl Fn(&Value) -> bool) -> bool {
    args.get(i).is_none_or(ok)
}

/// `str_replace($search, $replace, $subject)` and `strtr($s, $from, $to)` on three
/// strings (arrays may hold values whose conversion warns or runs PHP code).
fn three_strings(args: &[Value]) -> bool {
    matches!(args, [Value::Str(_), Value::Str(_), Value::Str(_)])
}

/// `str_pad($s, $length, $pad, $type)`: a non-empty pad, a known pad type, and a result
/// small enough that the memory limit is not in question.
fn padding_valid(args: &[Value]) -> bool {
    let length_ok = matches!(args.get(1), Some(Value::Int(n)) if *n <= 1 << 20);
    let pad_ok = absent_or(args, 2, |v| matches!(v, Value::Str(p) if !p.is_empty()));
    let type_ok = absent_or(
        args,
        3,
        |v| matches!(v, Value::Int(t) if (0..=2).contains(t)),
    );
    length_ok && pad_ok && type_ok
}

/// `str_split($s, $length)`: a length of at least 1 (else a ValueError).
fn chunk_length_valid(args: &[Value]) -> bool {
    absent_or(args, 1, |v| matches!(v, Value::Int(n) if *n >= 1))
}

/// `wordwrap($s, $width, $break, $cut)`: a non-empty break, and no cutting at width 0
/// (each else a ValueError).
fn wrap_valid(args: &[Value]) -> bool {
    let break_ok = absent_or(args, 2, |v| matches!(v, Value::Str(b) if !b.is_empty()));
    let cut = matches!(args.get(3), Some(Value::Bool(true)));
    let zero_width = matches!(args.get(1), Some(Value::Int(0)));
    break_ok && !(cut && zero_width)
}

/// `number_format($n, $decimals, ...)`: a number of decimals that needs no check against
/// the memory limit.
fn decimals_small(args: &[Value]) -> bool {
    absent_or(args, 1, |v| matches!(v, Value::Int(d) if *d <= 1 << 16))
}

/// `intdiv($a, $b)`: a divisor that neither divides by zero nor overflows.
fn divisor_valid(args: &[Value]) -> bool {
    match args {
        [Value::Int(a), Value::Int(b)] => *b != 0 && !(*a == i64::MIN && *b == -1),
        _ => false,
    }
}

/// `mt_rand()` or `mt_rand($min, $max)` with `$min <= $max` (else an error).
fn rand_range_valid(args: &[Value]) -> bool {
    match args {
        [] => true,
        [Value::Int(min), Value::Int(max)] => min <= max,
        _ => false,
    }
}

/// `in_array($needle, $haystack, $strict)`: a scalar needle, and a strict search or a
/// haystack without objects (whose loose comparison may convert them, with a notice or
/// through `__toString`) or references.
fn search_is_silent(args: &[Value]) -> bool {
    let scalar = |v: &Value| {
        matches!(
            v,
            Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
        )
    };
    match args {
        [needle, Value::Array(hay), rest @ ..] if scalar(needle) => {
            matches!(rest.first(), Some(Value::Bool(true)))
                || hay
                    .values()
                    .all(|v| !matches!(v, Value::Object(_) | Value::Ref(_)))
        }
        _ => false,
    }
}

/// `array_key_exists($key, $array)`: an int or string key (others convert with notices
/// or throw).
fn key_is_offset(args: &[Value]) -> bool {
    matches!(args.first(), Some(Value::Int(_) | Value::Str(_)))
}
