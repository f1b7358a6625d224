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

/// `array_key_exists($key, $array)`: an int or string key (others convert with notices
/// or throw).
fn key_is_offset(args: &[Value]) -> bool {
    matches!(args.first(), Some(Value::Int(_) | Value::Str(_)))
}
