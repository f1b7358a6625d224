//! The procedural spellings of the date classes' methods (`date_format($d, ...)` is
//! `$d->format(...)`), and `timezone_open`.

use crate::builtins::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, Value};

/// (function, signature, method called on the first argument or `Class::method` called
/// statically with all the arguments).
const ALIASES: [(&str, &str, &str); 21] = [
    ("date_format", "date_format(DateTimeInterface $object, string $format): string", "format"),
    ("date_modify", "date_modify(DateTime $object, string $modifier): DateTime|false", "modify"),
    ("date_add", "date_add(DateTime $object, DateInterval $interval): DateTime", "add"),
    ("date_sub", "date_sub(DateTime $object, DateInterval $interval): DateTime", "sub"),
    ("date_timestamp_get", "date_timestamp_get(DateTimeInterface $object): int", "getTimestamp"),
    ("date_timestamp_set", "date_timestamp_set(DateTime $object, int $timestamp): DateTime", "setTimestamp"),
    ("date_date_set", "date_date_set(DateTime $object, int $year, int $month, int $day): DateTime", "setDate"),
    ("date_isodate_set", "date_isodate_set(DateTime $object, int $year, int $week, int $dayOfWeek = 1): DateTime", "setISODate"),
    ("date_time_set", "date_time_set(DateTime $object, int $hour, int $minute, int $second = 0, int $microsecond = 0): DateTime", "setTime"),
    ("date_timezone_get", "date_timezone_get(DateTimeInterface $object): DateTimeZone|false", "getTimezone"),
    ("date_timezone_set", "date_timezone_set(DateTime $object, DateTimeZone $timezone): DateTime", "setTimezone"),
    ("date_offset_get", "date_offset_get(DateTimeInterface $object): int", "getOffset"),
    ("date_interval_format", "date_interval_format(DateInterval $object, string $format): string", "format"),
    ("timezone_name_get", "timezone_name_get(DateTimeZone $object): string", "getName"),
    ("timezone_offset_get", "timezone_offset_get(DateTimeZone $object, DateTimeInterface $datetime): int", "getOffset"),
    ("date_create_from_format", "date_create_from_format(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTime|false", "DateTime::createFromFormat"),
    ("date_create_immutable_from_format", "date_create_immutable_from_format(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTimeImmutable|false", "DateTimeImmutable::createFromFormat"),
    ("date_interval_create_from_date_string", "date_interval_create_from_date_string(string $datetime): DateInterval|false", "DateInterval::createFromDateString"),
    ("timezone_open", "timezone_open(string $timezone): DateTimeZone|false", ""),
    ("timezone_transitions_get", "timezone_transitions_get(DateTimeZone $object, int $timestampBegin = PHP_INT_MIN, int $timestampEnd = PHP_INT_MAX): array|false", "getTransitions"),
    ("timezone_location_get", "timezone_location_get(DateTimeZone $object): array|false", "getLocation"),
];

macro_rules! alias_fns {
    ($($i:literal => $f:ident),*) => {
        $(fn $f(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
            call_alias(cx, $i, args)
        })*
        pub const FUNCTIONS: &[Builtin] = &[
            $(Builtin { name: ALIASES[$i].0, sig: ALIASES[$i].1, call: $f },)*
        ];
    };
}

alias_fns!(0 => a0, 1 => a1, 2 => a2, 3 => a3, 4 => a4, 5 => a5, 6 => a6, 7 => a7,
    8 => a8, 9 => a9, 10 => a10, 11 => a11, 12 => a12, 13 => a13, 14 => a14, 15 => a15,
    16 => a16, 17 => a17, 18 => a18, 19 => a19, 20 => a20);

fn call_alias(cx: &Interp, index: usize, args: &[Value]) -> Result<Value, Unwind> {
    let (name, _, target) = ALIASES[index];
    if target.is_empty() {
        return timezone_open(cx, name, args);
    }
    if target.contains("::") {
        return cx.call_value(&Value::str(target), args.to_vec());
    }
    let Some((obj, rest)) = args.split_first() else {
        return Ok(Value::Null);
    };
    let callable = Value::arr(PhpArray::from_values(vec![obj.deref(), Value::str(target)]));
    cx.call_value(&callable, rest.to_vec())
}

fn timezone_open(cx: &Interp, name: &str, args: &[Value]) -> Result<Value, Unwind> {
    let zone = args[0].to_php_string_lossy().to_string_lossy();
    if super::datetime::zone_by_name(&zone).is_none() {
        cx.warn(&format!("{name}(): Unknown or bad timezone ({zone})"));
        return Ok(Value::Bool(false));
    }
    let Some(cls) = cx.classes.get("DateTimeZone") else {
        return Ok(Value::Bool(false));
    };
    let obj = crate::object::instantiate(cx, &cls)?;
    let ctor = Value::arr(PhpArray::from_values(vec![
        Value::Object(obj.clone()),
        Value::str("__construct"),
    ]));
    cx.call_value(&ctor, vec![Value::str(&zone)])?;
    Ok(Value::Object(obj))
}
