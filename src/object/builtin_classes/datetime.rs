//! `DateTimeInterface`, `DateTime`, `DateTimeImmutable` and `DateTimeZone`: an instant
//! (seconds) in a zone, parsed with strtotime's grammar and formatted as `date()` does.
//! The visible properties (`date`, `timezone_type`, `timezone`) are kept in step with
//! the state so that var_dump, print_r, json_encode and `==`/`<` behave as in PHP.

use std::rc::Rc;

use super::date_interval::{self, Interval};
use super::NativeClass;
use crate::builtins::strtotime;
use crate::builtins::time::{default_zone, format_date_micro, unix_now};
use crate::builtins::tz::{Civil, Zone};
use crate::builtins::tz_catalog;
use crate::eval::{Interp, Unwind};
use crate::object::{instantiate, Class, ClassTable, Internal, Obj};
use crate::syntax::ast::ClassKind;
use crate::value::Value;

/// Formats shared by `DateTimeInterface` and the `DATE_*` constants.
const FORMATS: [(&str, &str); 13] = [
    ("ATOM", "Y-m-d\\TH:i:sP"),
    ("COOKIE", "l, d-M-Y H:i:s T"),
    ("ISO8601", "Y-m-d\\TH:i:sO"),
    ("RFC822", "D, d M y H:i:s O"),
    ("RFC850", "l, d-M-y H:i:s T"),
    ("RFC1036", "D, d M y H:i:s O"),
    ("RFC1123", "D, d M Y H:i:s O"),
    ("RFC7231", "D, d M Y H:i:s \\G\\M\\T"),
    ("RFC2822", "D, d M Y H:i:s O"),
    ("RFC3339", "Y-m-d\\TH:i:sP"),
    ("RFC3339_EXTENDED", "Y-m-d\\TH:i:s.vP"),
    ("RSS", "D, d M Y H:i:s O"),
    ("W3C", "Y-m-d\\TH:i:sP"),
];

pub fn register(table: &ClassTable) {
    let mut iface = NativeClass::new("DateTimeInterface", ClassKind::Interface)
        .abstract_method("format", "format(string $format): string")
        .abstract_method("getTimestamp", "getTimestamp(): int")
        .abstract_method("getTimezone", "getTimezone(): DateTimeZone|false")
        .abstract_method("getOffset", "getOffset(): int")
        .abstract_method(
            "diff",
            "diff(DateTimeInterface $targetObject, bool $absolute = false): DateInterval",
        );
    for (name, f) in FORMATS {
        iface = iface.constant(name, Value::str(f));
    }
    iface.register(table);
    let mut zone = NativeClass::class("DateTimeZone")
        .method(
            "__construct",
            "__construct(string $timezone)",
            zone_construct,
        )
        .method("getName", "getName(): string", zone_get_name)
        .method(
            "getOffset",
            "getOffset(DateTimeInterface $datetime): int",
            zone_get_offset,
        )
        .method(
            "getTransitions",
            "getTransitions(int $timestampBegin = PHP_INT_MIN, int $timestampEnd = PHP_INT_MAX): array|false",
            super::date_zone_info::zone_transitions,
        )
        .method(
            "getLocation",
            "getLocation(): array|false",
            super::date_zone_info::zone_location,
        )
        .static_method(
            "listIdentifiers",
            "listIdentifiers(int $timezoneGroup = DateTimeZone::ALL, ?string $countryCode = null): array",
            zone_list_identifiers,
        )
        .static_method(
            "listAbbreviations",
            "listAbbreviations(): array",
            zone_list_abbreviations,
        );
    zone = zone.with(super::date_serial::zone_methods);
    for (name, bit, _) in tz_catalog::GROUPS {
        zone = zone.constant(name, Value::Int(bit));
    }
    zone.constant("ALL", Value::Int(tz_catalog::ALL))
        .constant("ALL_WITH_BC", Value::Int(tz_catalog::ALL_WITH_BC))
        .constant("PER_COUNTRY", Value::Int(tz_catalog::PER_COUNTRY))
        .register(table);
    NativeClass::class("DateTime")
        .implements(table, &["DateTimeInterface"])
        .with(common_methods)
        .static_method(
            "__set_state",
            "__set_state(array $array): DateTime",
            |i, _, _, a| super::date_serial::date_set_state(i, "DateTime", a),
        )
        .static_method(
            "createFromFormat",
            "createFromFormat(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTime|false",
            create_from_format,
        )
        .static_method(
            "getLastErrors",
            "getLastErrors(): array|false",
            super::date_errors::get_last_errors,
        )
        .static_method(
            "createFromImmutable",
            "createFromImmutable(DateTimeImmutable $object): static",
            create_from_interface,
        )
        .static_method(
            "createFromInterface",
            "createFromInterface(DateTimeInterface $object): DateTime",
            create_from_interface,
        )
        .register(table);
    NativeClass::class("DateTimeImmutable")
        .implements(table, &["DateTimeInterface"])
        .with(common_methods)
        .static_method(
            "__set_state",
            "__set_state(array $array): DateTimeImmutable",
            |i, _, _, a| super::date_serial::date_set_state(i, "DateTimeImmutable", a),
        )
        .static_method(
            "createFromFormat",
            "createFromFormat(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTimeImmutable|false",
            create_from_format,
        )
        .static_method(
            "getLastErrors",
            "getLastErrors(): array|false",
            super::date_errors::get_last_errors,
        )
        .static_method(
            "createFromMutable",
            "createFromMutable(DateTime $object): static",
            create_from_interface,
        )
        .static_method(
            "createFromInterface",
            "createFromInterface(DateTimeInterface $object): DateTimeImmutable",
            create_from_interface,
        )
        .register(table);
}

/// The methods `DateTime` and `DateTimeImmutable` share (the mutators change `$this`
/// of a `DateTime` and return a changed copy of a `DateTimeImmutable`).
fn common_methods(c: NativeClass) -> NativeClass {
    c.method(
        "__construct",
        "__construct(string $datetime = \"now\", ?DateTimeZone $timezone = null)",
        dt_construct,
    )
    .with(super::date_serial::date_methods)
    .method("format", "format(string $format): string", dt_format)
    .method("getTimestamp", "getTimestamp(): int", dt_get_timestamp)
    .method(
        "getTimezone",
        "getTimezone(): DateTimeZone|false",
        dt_get_timezone,
    )
    .method("getOffset", "getOffset(): int", dt_get_offset)
    .method(
        "diff",
        "diff(DateTimeInterface $targetObject, bool $absolute = false): DateInterval",
        dt_diff,
    )
    .method("modify", "modify(string $modifier)", dt_modify)
    .method("add", "add(DateInterval $interval)", dt_add)
    .method("sub", "sub(DateInterval $interval)", dt_sub)
    .method(
        "setDate",
        "setDate(int $year, int $month, int $day)",
        dt_set_date,
    )
    .method(
        "setISODate",
        "setISODate(int $year, int $week, int $dayOfWeek = 1)",
        dt_set_iso_date,
    )
    .method(
        "setTime",
        "setTime(int $hour, int $minute, int $second = 0, int $microsecond = 0)",
        dt_set_time,
    )
    .method(
        "setTimestamp",
        "setTimestamp(int $timestamp)",
        dt_set_timestamp,
    )
    .method(
        "setTimezone",
        "setTimezone(DateTimeZone $timezone)",
        dt_set_timezone,
    )
}

/// The state of a date-time object.
#[derive(Clone)]
pub(crate) struct DateState {
    pub ts: i64,
    /// Microseconds past `ts` (0-999999).
    pub us: i64,
    pub zone: Zone,
}

impl Internal for DateState {
    fn clone_state(&self) -> Option<Box<dyn Internal>> {
        Some(Box::new(self.clone()))
    }
}

/// The state of a `DateTimeZone`.
#[derive(Clone)]
struct ZoneState(Zone);

impl Internal for ZoneState {
    fn clone_state(&self) -> Option<Box<dyn Internal>> {
        Some(Box::new(self.clone()))
    }
}

/// The instant of a date-time object in microseconds (for comparisons), if it is one.
pub(crate) fn instant_of(obj: &Obj) -> Option<i64> {
    // Comparisons may meet an object whose state is in use: never wait for it.
    let state = obj.internal.try_borrow().ok()?;
    let any: &dyn std::any::Any = &**state.as_ref()?;
    any.downcast_ref::<DateState>()
        .map(|s| s.ts.saturating_mul(1_000_000).saturating_add(s.us))
}

fn zone_type(zone: &Zone) -> i64 {
    match zone {
        Zone::Fixed(_) => 1,
        Zone::Abbr(_) => 2,
        _ => 3,
    }
}

/// Store the state and refresh the visible properties.
pub(super) fn store(obj: &Obj, st: DateState) {
    let date = format_date_micro(b"Y-m-d H:i:s.u", st.ts, st.us, &st.zone);
    obj.set_prop(b"date", Value::Str(date.into()));
    obj.set_prop(b"timezone_type", Value::Int(zone_type(&st.zone)));
    obj.set_prop(b"timezone", Value::str(&st.zone.name()));
    obj.set_internal(Box::new(st));
}

fn state(interp: &Interp, obj: &Obj) -> Result<DateState, Unwind> {
    obj.with_internal(|s: &mut DateState| s.clone())
        .ok_or_else(|| {
            interp.throw_error(
                "Error",
                &format!(
                    "The {} object has not been correctly initialized by its constructor",
                    base_name(obj.class())
                ),
            )
        })
}

/// `DateTime` or `DateTimeImmutable`, whichever the class descends from.
fn base_name(class: &Rc<Class>) -> &'static str {
    if class.instanceof_name("datetimeimmutable") {
        "DateTimeImmutable"
    } else {
        "DateTime"
    }
}

fn is_immutable(obj: &Obj) -> bool {
    obj.class().instanceof_name("datetimeimmutable")
}

/// The zone of a `DateTimeZone` argument (None when null or absent).
fn zone_arg(v: Option<&Value>) -> Option<Zone> {
    match v.map(Value::deref) {
        Some(Value::Object(o)) => o.with_internal(|z: &mut ZoneState| z.0.clone()),
        _ => None,
    }
}

/// A new `DateTimeZone` object.
fn zone_object(interp: &Interp, zone: Zone) -> Result<Value, Unwind> {
    let Some(cls) = interp.classes.get("DateTimeZone") else {
        return Ok(Value::Bool(false));
    };
    let obj = Obj::new(&cls);
    set_zone(&obj, zone);
    Ok(Value::Object(obj))
}

pub(super) fn set_zone(obj: &Obj, zone: Zone) {
    obj.set_prop(b"timezone_type", Value::Int(zone_type(&zone)));
    obj.set_prop(b"timezone", Value::str(&zone.name()));
    obj.set_internal(Box::new(ZoneState(zone)));
}

/// Parse `+hh:mm`, `-hhmm`, `+h` as a fixed offset.
fn parse_offset(name: &str) -> Option<i64> {
    let (sign, rest) = match name.as_bytes().first()? {
        b'+' => (1, &name[1..]),
        b'-' => (-1, &name[1..]),
        _ => return None,
    };
    let digits: String = rest.chars().filter(|c| *c != ':').collect();
    if digits.is_empty() || digits.len() > 4 || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let (h, m) = if digits.len() <= 2 {
        (digits.parse::<i64>().ok()?, 0)
    } else {
        let split = digits.len() - 2;
        (
            digits[..split].parse::<i64>().ok()?,
            digits[split..].parse::<i64>().ok()?,
        )
    };
    Some(sign * (h * 3600 + m * 60))
}

/// A zone by offset, abbreviation or identifier, tried in timelib's order: `UTC` spelt
/// so is the identifier, any other spelling the abbreviation; identifiers match in any
/// case and keep the spelling given.
pub(crate) fn zone_by_name(name: &str) -> Option<Zone> {
    if let Some(off) = parse_offset(name) {
        return Some(Zone::Fixed(off));
    }
    if name != "UTC" {
        if let Some(z) = tz_catalog::abbreviation_zone(name) {
            return Some(z);
        }
    }
    Zone::by_name(name).or_else(|| {
        let file = tz_catalog::canonical_identifier(name)?;
        Zone::load(&file, name)
    })
}

fn zone_construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let name = args[0].to_php_string_lossy().to_string_lossy();
    let Some(zone) = zone_by_name(&name) else {
        return Err(interp.throw_error(
            "Exception",
            &format!("DateTimeZone::__construct(): Unknown or bad timezone ({name})"),
        ));
    };
    set_zone(obj, zone);
    Ok(Value::Null)
}

pub(crate) fn this_zone(interp: &Interp, this_: Option<&Obj>) -> Result<Zone, Unwind> {
    let obj = super::this(interp, this_)?;
    obj.with_internal(|z: &mut ZoneState| z.0.clone())
        .ok_or_else(|| {
            interp.throw_error(
                "Error",
                "The DateTimeZone object has not been correctly initialized by its constructor",
            )
        })
}

fn zone_get_name(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::str(&this_zone(interp, this_)?.name()))
}

fn zone_get_offset(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let zone = this_zone(interp, this_)?;
    let ts = match args[0].deref() {
        Value::Object(o) => state(interp, &o)?.ts,
        _ => unix_now(),
    };
    Ok(Value::Int(zone.at(ts).offset))
}

/// Parse a date-time phrase in `zone` (the phrase's own zone wins); the error text is
/// PHP's for unparsable input.
pub(super) fn parse_in(text: &str, zone: Zone) -> Result<DateState, String> {
    let r = parse_text(text, zone);
    let mut errors = super::date_errors::LastErrors::default();
    match r {
        Ok(_) => {
            let parts = strtotime::parse_parts(text.as_bytes());
            if let Some(pos) = parts.and_then(|p| p.invalid_date_at(text.len())) {
                errors.warning(pos, strtotime::INVALID_DATE);
            }
        }
        Err((at, reason)) => errors.error(at, reason),
    }
    super::date_errors::remember(errors);
    r.map_err(|(at, reason)| {
        let c = text[at..].chars().next().unwrap_or(' ');
        format!("Failed to parse time string ({text}) at position {at} ({c}): {reason}")
    })
}

/// The state a phrase gives, or where and why it stopped parsing.
fn parse_text(text: &str, zone: Zone) -> Result<DateState, (usize, &'static str)> {
    let now = unix_now();
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(DateState {
            ts: now,
            us: 0,
            zone,
        });
    }
    match strtotime::parse_object(text.as_bytes(), now, &zone) {
        Ok(strtotime::Parse {
            ts,
            tz,
            zone: named,
            us,
        }) => {
            let zone = if trimmed.starts_with('@') {
                Zone::Fixed(0)
            } else {
                match (named, tz) {
                    (Some(z), _) => z,
                    (None, Some(off)) => Zone::Fixed(off),
                    (None, None) => zone,
                }
            };
            Ok(DateState {
                ts,
                us: us.unwrap_or(0),
                zone,
            })
        }
        Err(at) => Err((
            at,
            if text.as_bytes()[at].is_ascii_alphabetic() {
                "The timezone could not be found in the database"
            } else {
                "Unexpected character"
            },
        )),
    }
}

fn dt_construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let text = match args.first() {
        Some(v) => v.to_php_string_lossy().to_string_lossy(),
        None => "now".to_string(),
    };
    let zone = zone_arg(args.get(1)).unwrap_or_else(|| default_zone(interp));
    match parse_in(&text, zone) {
        Ok(st) => {
            store(obj, st);
            Ok(Value::Null)
        }
        Err(msg) => Err(interp.throw_error("Exception", &msg)),
    }
}

/// A new date-time object of `class` (its properties' defaults, no constructor run).
pub(crate) fn new_date(interp: &Interp, class: &Rc<Class>, st: DateState) -> Result<Obj, Unwind> {
    let obj = instantiate(interp, class)?;
    store(&obj, st);
    Ok(obj)
}

/// A new object of the named built-in date class.
pub(crate) fn new_date_named(interp: &Interp, name: &str, st: DateState) -> Result<Value, Unwind> {
    let Some(cls) = interp.classes.get(name) else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Object(new_date(interp, &cls, st)?))
}

fn dt_format(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let st = state(interp, super::this(interp, this_)?)?;
    let f = args[0].to_php_string_lossy();
    Ok(Value::Str(
        format_date_micro(f.as_bytes(), st.ts, st.us, &st.zone).into(),
    ))
}

fn dt_get_timestamp(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Int(state(interp, super::this(interp, this_)?)?.ts))
}

fn dt_get_timezone(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let st = state(interp, super::this(interp, this_)?)?;
    zone_object(interp, st.zone)
}

fn dt_get_offset(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let st = state(interp, super::this(interp, this_)?)?;
    Ok(Value::Int(st.zone.at(st.ts).offset))
}

fn dt_diff(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let a = state(interp, super::this(interp, this_)?)?;
    let b = match args[0].deref() {
        Value::Object(o) => state(interp, &o)?,
        _ => return Ok(Value::Bool(false)),
    };
    let absolute = args.get(1).is_some_and(Value::to_bool);
    let mut iv = date_interval::between(&a, &b);
    if absolute {
        iv.invert = false;
    }
    date_interval::interval_object(interp, &iv)
}

/// Apply `change` to the object's state: in place for `DateTime` (returning `$this`),
/// on a copy for `DateTimeImmutable` (returning the copy).
fn mutate(
    interp: &Interp,
    this_: Option<&Obj>,
    change: impl FnOnce(&mut DateState) -> Result<bool, Unwind>,
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let mut st = state(interp, obj)?;
    if !change(&mut st)? {
        return Ok(Value::Bool(false));
    }
    if is_immutable(obj) {
        let copy = obj.clone_object();
        store(&copy, st);
        Ok(Value::Object(copy))
    } else {
        store(obj, st);
        Ok(Value::Object(obj.clone()))
    }
}

fn dt_modify(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let text = args[0].to_php_string_lossy().to_string_lossy();
    let name = this_.map_or("DateTime", |o| base_name(o.class()));
    mutate(interp, this_, |st| {
        match strtotime::parse_modify(text.as_bytes(), st.ts, &st.zone) {
            Some(p) => {
                st.ts = p.ts;
                st.us = p.us.unwrap_or(st.us);
                if let Some(z) = p.zone {
                    st.zone = z;
                }
                Ok(true)
            }
            None => {
                let first = text.chars().next().unwrap_or(' ');
                interp.warn(&format!(
                    "{name}::modify(): Failed to parse time string ({text}) at position 0 ({first}): {}",
                    if first.is_ascii_alphabetic() {
                        "The timezone could not be found in the database"
                    } else {
                        "Unexpected character"
                    }
                ));
                Ok(false)
            }
        }
    })
}

fn interval_arg(v: &Value) -> Option<Interval> {
    match v.deref() {
        Value::Object(o) => Some(date_interval::read(&o)),
        _ => None,
    }
}

fn dt_add(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let iv = interval_arg(&args[0]);
    mutate(interp, this_, |st| {
        if let Some(iv) = iv {
            date_interval::apply(st, &iv, 1);
        }
        Ok(true)
    })
}

fn dt_sub(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let iv = interval_arg(&args[0]);
    mutate(interp, this_, |st| {
        if let Some(iv) = iv {
            date_interval::apply(st, &iv, -1);
        }
        Ok(true)
    })
}

/// Change the local civil fields of the state and recompute the instant.
fn set_civil(st: &mut DateState, f: impl FnOnce(&mut Civil)) {
    let (mut c, zt) = st.zone.local(st.ts);
    f(&mut c);
    st.ts = st.zone.to_timestamp(&c, Some(zt.dst));
}

fn dt_set_date(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let (y, m, d) = (args[0].to_int(), args[1].to_int(), args[2].to_int());
    mutate(interp, this_, |st| {
        set_civil(st, |c| {
            c.year = y;
            c.month = m;
            c.day = d;
        });
        Ok(true)
    })
}

fn dt_set_iso_date(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let (y, w) = (args[0].to_int(), args[1].to_int());
    let dow = args.get(2).map_or(1, Value::to_int);
    mutate(interp, this_, |st| {
        // Day 1 of ISO week 1 is the Monday of the week holding January 4th.
        let jan4 = crate::builtins::tz::days_from_civil(y, 1, 4);
        let monday = jan4 - (crate::builtins::tz::weekday(jan4) + 6) % 7;
        let days = monday + (w - 1) * 7 + (dow - 1);
        let (yy, mm, dd) = crate::builtins::tz::civil_from_days(days);
        set_civil(st, |c| {
            c.year = yy;
            c.month = mm;
            c.day = dd;
        });
        Ok(true)
    })
}

fn dt_set_time(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let (h, i) = (args[0].to_int(), args[1].to_int());
    let s = args.get(2).map_or(0, Value::to_int);
    let us = args.get(3).map_or(0, Value::to_int);
    mutate(interp, this_, |st| {
        // Whole seconds of a microsecond count past one second carry over.
        let (s, us) = (s + us.div_euclid(1_000_000), us.rem_euclid(1_000_000));
        st.us = us;
        set_civil(st, |c| {
            c.hour = h;
            c.minute = i;
            c.second = s;
        });
        Ok(true)
    })
}

fn dt_set_timestamp(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let ts = args[0].to_int();
    mutate(interp, this_, |st| {
        st.ts = ts;
        st.us = 0;
        Ok(true)
    })
}

fn dt_set_timezone(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let zone = zone_arg(args.first());
    mutate(interp, this_, |st| {
        if let Some(z) = zone {
            st.zone = z;
        }
        Ok(true)
    })
}

fn create_from_interface(
    interp: &Interp,
    _: Option<&Obj>,
    class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let st = match args[0].deref() {
        Value::Object(o) => state(interp, &o)?,
        _ => return Ok(Value::Bool(false)),
    };
    Ok(Value::Object(new_date(interp, class, st)?))
}

fn zone_list_identifiers(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let group = args.first().map_or(tz_catalog::ALL, Value::to_int);
    let country = match args.get(1).map(Value::deref) {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.to_php_string_lossy()),
    };
    tz_catalog::list_identifiers(
        interp,
        "DateTimeZone::listIdentifiers",
        group,
        country.as_deref(),
    )
}

fn zone_list_abbreviations(
    _: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(tz_catalog::abbreviations_list())
}

fn create_from_format(
    interp: &Interp,
    _: Option<&Obj>,
    class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let format = args[0].to_php_string_lossy();
    let text = args[1].to_php_string_lossy();
    let given = zone_arg(args.get(2));
    let zone_given = given.is_some();
    let zone = given.unwrap_or_else(|| default_zone(interp));
    let (st, errors) =
        super::date_format_parse::parse(format.as_bytes(), text.as_bytes(), zone, zone_given);
    super::date_errors::remember(errors);
    match st {
        Some(st) => Ok(Value::Object(new_date(interp, class, st)?)),
        None => Ok(Value::Bool(false)),
    }
}

pub const FUNCTIONS: &[crate::builtins::Builtin] = &[
    crate::builtins::Builtin {
        name: "date_create",
        sig: "date_create(string $datetime = \"now\", ?DateTimeZone $timezone = null): DateTime|false",
        call: date_create,
    },
    crate::builtins::Builtin {
        name: "date_create_immutable",
        sig: "date_create_immutable(string $datetime = \"now\", ?DateTimeZone $timezone = null): DateTimeImmutable|false",
        call: date_create_immutable,
    },
    crate::builtins::Builtin {
        name: "date_diff",
        sig: "date_diff(DateTimeInterface $baseObject, DateTimeInterface $targetObject, bool $absolute = false): DateInterval",
        call: date_diff,
    },
];

fn create_named(interp: &Interp, name: &str, args: &[Value]) -> Result<Value, Unwind> {
    let text = match args.first() {
        Some(v) => v.to_php_string_lossy().to_string_lossy(),
        None => "now".to_string(),
    };
    let zone = zone_arg(args.get(1)).unwrap_or_else(|| default_zone(interp));
    match parse_in(&text, zone) {
        Ok(st) => new_date_named(interp, name, st),
        Err(_) => Ok(Value::Bool(false)),
    }
}

fn date_create(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    create_named(interp, "DateTime", args)
}

fn date_create_immutable(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    create_named(interp, "DateTimeImmutable", args)
}

fn date_diff(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (a, b) = match (args[0].deref(), args[1].deref()) {
        (Value::Object(a), Value::Object(b)) => (state(interp, &a)?, state(interp, &b)?),
        _ => return Ok(Value::Bool(false)),
    };
    let mut iv = date_interval::between(&a, &b);
    if args.get(2).is_some_and(Value::to_bool) {
        iv.invert = false;
    }
    date_interval::interval_object(interp, &iv)
}
