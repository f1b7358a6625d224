//! `DatePeriod`: the dates from a start, a step interval and an end date or a number of
//! recurrences, given as objects or as an ISO-8601 interval (`R4/2012-07-01T00:00:00Z/P7D`).
//! Its readonly public properties are written once, when it is made, as in PHP 8.2.

use std::rc::Rc;

use super::date_interval::{apply, interval_object, parse_iso, read, Interval};
use super::datetime::{new_date, DateState};
use super::NativeClass;
use crate::builtins::tz::{civil_to_seconds, Civil, Zone};
use crate::eval::{Interp, Unwind};
use crate::object::assemble::PropSpec;
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::syntax::ast::TypeHint;
use crate::value::Value;

const EXCLUDE_START_DATE: i64 = 1;
const INCLUDE_END_DATE: i64 = 2;

/// The readonly properties, in PHP's order, with their types.
const PROPS: [(&str, &str); 7] = [
    ("start", "?DateTimeInterface"),
    ("current", "?DateTimeInterface"),
    ("end", "?DateTimeInterface"),
    ("interval", "?DateInterval"),
    ("recurrences", "int"),
    ("include_start_date", "bool"),
    ("include_end_date", "bool"),
];

pub fn register(table: &ClassTable) {
    let mut c = NativeClass::class("DatePeriod")
        .implements(table, &["IteratorAggregate"])
        .constant("EXCLUDE_START_DATE", Value::Int(EXCLUDE_START_DATE))
        .constant("INCLUDE_END_DATE", Value::Int(INCLUDE_END_DATE))
        .method(
            "__construct",
            "__construct($start, $interval = null, $end = null, $options = 0)",
            period_construct,
        )
        .method("getIterator", "getIterator(): Iterator", period_iterator)
        .method(
            "getStartDate",
            "getStartDate(): DateTimeInterface",
            period_start,
        )
        .method("getEndDate", "getEndDate(): ?DateTimeInterface", period_end)
        .method(
            "getDateInterval",
            "getDateInterval(): DateInterval",
            period_interval,
        )
        .method(
            "getRecurrences",
            "getRecurrences(): ?int",
            period_recurrences,
        )
        .method(
            "__unserialize",
            "__unserialize(array $data): void",
            period_unserialize,
        );
    for (name, ty) in PROPS {
        let ty = match ty.strip_prefix('?') {
            Some(t) => TypeHint::Nullable(Box::new(TypeHint::Named(t.into()))),
            None => TypeHint::Named(ty.into()),
        };
        c.spec.props.push(PropSpec::public_readonly(name, ty));
    }
    c.register(table);
}

/// The dates of a period (computed when it is made).
/// A period keeps copies of its dates and interval, as PHP does: the objects given to
/// the constructor are not held.
struct Period {
    class: Rc<Class>,
    start: DateState,
    interval: Interval,
    end: Option<(Rc<Class>, DateState)>,
    dates: Rc<[DateState]>,
    /// The recurrence count asked for (0 when an end date bounds the period).
    recurrences: i64,
}

impl Internal for Period {}

/// At most this many dates are produced by one period.
const MAX_PERIOD_DATES: usize = 1_000_000;

fn date_state(v: &Value) -> Option<(Obj, DateState)> {
    match v.deref() {
        Value::Object(o) => {
            let st = o.with_internal(|s: &mut DateState| s.clone())?;
            Some((o, st))
        }
        _ => None,
    }
}

/// The parts of an ISO-8601 interval string.
#[derive(Default)]
struct IsoPeriod {
    recurrences: i64,
    start: Option<DateState>,
    interval: Option<Interval>,
    end: Option<DateState>,
}

/// A UTC date-time of an ISO interval: `2012-07-01T00:00:00Z` or `20120701T000000Z`.
fn parse_iso_date(s: &[u8]) -> Option<DateState> {
    let s = s.strip_suffix(b"Z")?;
    let (date, time) = s.split_at(s.iter().position(|&c| c == b'T')?);
    let time = &time[1..];
    let digits = |part: &[u8], seps: &[usize], lens: &[usize]| -> Option<Vec<i64>> {
        let plain: Vec<u8> = part
            .iter()
            .enumerate()
            .filter(|(i, _)| !seps.contains(i))
            .map(|(_, &c)| c)
            .collect();
        if plain.len() != lens.iter().sum::<usize>() || !plain.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let mut at = 0;
        let mut out = Vec::new();
        for &n in lens {
            let text = std::str::from_utf8(&plain[at..at + n]).ok()?;
            out.push(text.parse().ok()?);
            at += n;
        }
        Some(out)
    };
    let d = match date.len() {
        10 if date[4] == b'-' && date[7] == b'-' => digits(date, &[4, 7], &[4, 2, 2])?,
        8 => digits(date, &[], &[4, 2, 2])?,
        _ => return None,
    };
    let t = match time.len() {
        8 if time[2] == b':' && time[5] == b':' => digits(time, &[2, 5], &[2, 2, 2])?,
        6 => digits(time, &[], &[2, 2, 2])?,
        _ => return None,
    };
    let civil = Civil {
        year: d[0],
        month: d[1],
        day: d[2],
        hour: t[0],
        minute: t[1],
        second: t[2],
    };
    Some(DateState {
        ts: civil_to_seconds(&civil),
        us: 0,
        zone: Zone::Fixed(0),
    })
}

/// Split `R<n>/<start>/<interval>[/<end>]` (parts in any order); `None` when a part is
/// not a recurrence count, a date or a duration.
fn parse_iso_period(s: &[u8]) -> Option<IsoPeriod> {
    let mut p = IsoPeriod::default();
    if s.is_empty() {
        return None;
    }
    for part in s.split(|&c| c == b'/') {
        if let Some(n) = part.strip_prefix(b"R") {
            p.recurrences = std::str::from_utf8(n).ok()?.parse().ok()?;
        } else if part.starts_with(b"P") {
            p.interval = Some(parse_iso(part)?);
        } else {
            let d = parse_iso_date(part)?;
            if p.start.is_none() {
                p.start = Some(d);
            } else {
                p.end = Some(d);
            }
        }
    }
    Some(p)
}

fn period_construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let bad = || {
        interp.throw_error(
            "TypeError",
            "DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments",
        )
    };
    let (class, start_st, iv, end, recurrences, options) = match args[0].deref() {
        Value::Object(_) => {
            let Some((start, start_st)) = date_state(&args[0]) else {
                return Err(bad());
            };
            let interval = match args.get(1).map(Value::deref) {
                Some(Value::Object(o)) if o.class().instanceof_name("dateinterval") => o,
                _ => return Err(bad()),
            };
            let (end, recurrences) = match args.get(2).map(Value::deref) {
                Some(Value::Int(n)) => (None, n),
                Some(v @ Value::Object(_)) => match date_state(&v) {
                    Some((o, st)) => (Some((o.class().clone(), st)), 0),
                    None => return Err(bad()),
                },
                _ => return Err(bad()),
            };
            let options = args.get(3).map_or(0, Value::to_int);
            (
                start.class().clone(),
                start_st,
                read(&interval),
                end,
                recurrences,
                options,
            )
        }
        Value::Str(text) if args.len() <= 2 || args[2..].iter().all(|v| v.is_null()) => {
            let shown = text.to_string_lossy();
            let iso_error = |what: &str| {
                interp.throw_error(
                    "Exception",
                    &format!("DatePeriod::__construct(): ISO interval must contain {what}, \"{shown}\" given"),
                )
            };
            let Some(p) = parse_iso_period(text.as_bytes()) else {
                return Err(
                    interp.throw_error("Exception", &format!("Unknown or bad format ({shown})"))
                );
            };
            let Some(start) = p.start else {
                return Err(iso_error("a start date"));
            };
            let Some(iv) = p.interval else {
                return Err(iso_error("an interval"));
            };
            if p.end.is_none() && p.recurrences < 1 {
                return Err(iso_error("an end date or a recurrence count"));
            }
            let Some(class) = interp.classes.get("DateTime") else {
                return Err(bad());
            };
            let end = p.end.map(|e| (class.clone(), e));
            let options = args.get(1).map_or(0, Value::to_int);
            (class, start, iv, end, p.recurrences, options)
        }
        _ => return Err(bad()),
    };
    if end.is_none() && recurrences < 1 {
        return Err(interp.throw_error(
            "Exception",
            "DatePeriod::__construct(): Recurrence count must be greater than 0",
        ));
    }
    let include_start = options & EXCLUDE_START_DATE == 0;
    let include_end = options & INCLUDE_END_DATE != 0;
    let period = Period {
        class,
        start: start_st,
        interval: iv,
        end,
        dates: Rc::from([]),
        recurrences,
    };
    settle(interp, obj, period, include_start, include_end)?;
    Ok(Value::Null)
}

/// Compute a period's dates, then set its properties and state.
fn settle(
    interp: &Interp,
    obj: &Obj,
    period: Period,
    include_start: bool,
    include_end: bool,
) -> Result<(), Unwind> {
    let Period {
        class,
        start: start_st,
        interval: iv,
        end,
        recurrences,
        ..
    } = period;
    let dates = period_dates(
        &start_st,
        &iv,
        end.as_ref().map(|(_, e)| e),
        recurrences,
        include_start,
        include_end,
    );
    let start_obj = new_date(interp, &class, start_st.clone())?;
    let end_obj = match &end {
        Some((c, st)) => Value::Object(new_date(interp, c, st.clone())?),
        None => Value::Null,
    };
    let props = [
        Value::Object(start_obj),
        Value::Null,
        end_obj,
        interval_object(interp, &iv)?,
        Value::Int(recurrences + i64::from(include_start)),
        Value::Bool(include_start),
        Value::Bool(include_end),
    ];
    for ((name, _), v) in PROPS.iter().zip(props) {
        obj.set_prop(name.as_bytes(), v);
    }
    obj.set_internal(Box::new(Period {
        class,
        start: start_st,
        interval: iv,
        end,
        dates: dates.into(),
        recurrences,
    }));
    Ok(())
}

/// `DatePeriod::__unserialize`: rebuild the period from its serialized properties.
fn period_unserialize(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let data = match args.first().map(Value::deref) {
        Some(Value::Array(a)) => a,
        _ => Rc::new(crate::value::PhpArray::new()),
    };
    let field = |n: &str| data.get_str(n).map(Value::deref).unwrap_or_default();
    let start = date_state(&field("start"));
    let end = match field("end") {
        Value::Null => Some(None),
        v => date_state(&v).map(|(o, st)| Some((o.class().clone(), st))),
    };
    let interval = match field("interval") {
        Value::Object(o) if o.class().instanceof_name("dateinterval") => Some(read(&o)),
        _ => None,
    };
    let flags = (
        field("recurrences"),
        field("include_start_date"),
        field("include_end_date"),
    );
    let (
        Some((start_obj, start_st)),
        Some(end),
        Some(iv),
        (Value::Int(n), Value::Bool(inc_start), Value::Bool(inc_end)),
    ) = (start, end, interval, flags)
    else {
        return Err(interp.throw_error("Error", "Invalid serialization data for DatePeriod object"));
    };
    let period = Period {
        class: start_obj.class().clone(),
        start: start_st,
        interval: iv,
        end,
        dates: Rc::from([]),
        recurrences: n - i64::from(inc_start),
    };
    settle(interp, obj, period, inc_start, inc_end)?;
    Ok(Value::Null)
}

/// The dates a period yields: up to the end date (or through it with INCLUDE_END_DATE),
/// else the start and `recurrences` more; the start is left out with EXCLUDE_START_DATE.
fn period_dates(
    start: &DateState,
    iv: &Interval,
    end: Option<&DateState>,
    recurrences: i64,
    include_start: bool,
    include_end: bool,
) -> Vec<DateState> {
    let mut dates = Vec::new();
    let mut cur = start.clone();
    let mut index = 0i64;
    while dates.len() < MAX_PERIOD_DATES {
        let more = match end {
            Some(e) if include_end => cur.ts <= e.ts,
            Some(e) => cur.ts < e.ts,
            None => index <= recurrences,
        };
        if !more {
            break;
        }
        if index > 0 || include_start {
            dates.push(cur.clone());
        }
        let before = cur.ts;
        apply(&mut cur, iv, 1);
        if cur.ts <= before && end.is_some() {
            break;
        }
        index += 1;
    }
    dates
}

fn period_iterator(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let parts = obj.with_internal(|p: &mut Period| (p.class.clone(), p.dates.clone()));
    let Some((class, dates)) = parts else {
        return super::weak::snapshot_iterator(interp, Vec::new());
    };
    // Each date object is made when the loop reaches it.
    let mut next = 0;
    super::weak::numbered_iterator(
        interp,
        Box::new(move |i: &Interp| {
            let Some(st) = dates.get(next) else {
                return Ok(None);
            };
            next += 1;
            Ok(Some(Value::Object(new_date(i, &class, st.clone())?)))
        }),
    )
}

/// A new date object for a date the period holds.
fn period_date(
    interp: &Interp,
    this_: Option<&Obj>,
    f: impl FnOnce(&Period) -> Option<(Rc<Class>, DateState)>,
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    match obj.with_internal(|p: &mut Period| f(p)).flatten() {
        Some((class, st)) => Ok(Value::Object(new_date(interp, &class, st)?)),
        None => Ok(Value::Null),
    }
}

fn period_start(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    period_date(interp, this_, |p| Some((p.class.clone(), p.start.clone())))
}

fn period_end(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    period_date(interp, this_, |p| p.end.clone())
}

fn period_interval(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    match obj.with_internal(|p: &mut Period| p.interval.clone()) {
        Some(iv) => interval_object(interp, &iv),
        None => Ok(Value::Null),
    }
}

/// The recurrence count asked for, or null for a period bounded by an end date.
fn period_recurrences(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    Ok(match obj.with_internal(|p: &mut Period| p.recurrences) {
        Some(n) if n != 0 => Value::Int(n),
        _ => Value::Null,
    })
}
