//! `DateInterval`: an ISO-8601 duration or the difference of two dates, kept in its
//! public properties as PHP shows them, and the arithmetic that applies one to a date.

use std::rc::Rc;

use super::date_serial::array_of;
use super::datetime::DateState;
use super::NativeClass;
use crate::builtins::strtotime;
use crate::builtins::tz::{civil_to_seconds, days_in_month, Civil};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Obj};
use crate::value::{Key, PhpArray, Value};

/// The fields of a `DateInterval`.
#[derive(Clone, Default)]
pub(crate) struct Interval {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
    /// Microseconds (the `f` property, in seconds, times a million).
    pub us: i64,
    pub invert: bool,
    /// Whole days between the two dates of a difference.
    pub days: Option<i64>,
}

pub fn register(table: &ClassTable) {
    NativeClass::class("DateInterval")
        .method(
            "__construct",
            "__construct(string $duration)",
            interval_construct,
        )
        .method("format", "format(string $format): string", interval_format)
        .static_method(
            "createFromDateString",
            "createFromDateString(string $datetime): DateInterval|false",
            interval_from_string,
        )
        .method(
            "__serialize",
            "__serialize(): array",
            super::date_serial::props_of_this,
        )
        .method(
            "__unserialize",
            "__unserialize(array $data): void",
            |i, t, _, a| {
                let obj = super::this(i, t)?;
                restore(obj, &array_of(a));
                Ok(Value::Null)
            },
        )
        .method("__wakeup", "__wakeup(): void", |i, t, _, _| {
            let obj = super::this(i, t)?;
            let props = obj.props.borrow().clone();
            restore(obj, &props);
            Ok(Value::Null)
        })
        .static_method(
            "__set_state",
            "__set_state(array $array): DateInterval",
            |i, _, _, a| {
                let Some(cls) = i.classes.get("DateInterval") else {
                    return Ok(Value::Null);
                };
                let obj = Obj::new(&cls);
                restore(&obj, &array_of(a));
                Ok(Value::Object(obj))
            },
        )
        .register(table);
}

/// Rebuild an interval from the fields PHP serializes: a field that is missing or not a
/// scalar reads as -1 (microseconds too), as in PHP; other keys stay as properties.
fn restore(obj: &Obj, data: &PhpArray) {
    let scalar = |n: &str| {
        data.get_str(n).map(Value::deref).filter(|v| {
            matches!(
                v,
                Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
            )
        })
    };
    let int = |n: &str| scalar(n).map_or(-1, |v| v.to_int());
    let iv = Interval {
        y: int("y"),
        m: int("m"),
        d: int("d"),
        h: int("h"),
        i: int("i"),
        s: int("s"),
        us: scalar("f").map_or(-1, |v| (v.to_float() * 1e6).round() as i64),
        invert: scalar("invert").is_some_and(|v| v.to_int() != 0),
        days: match scalar("days") {
            Some(Value::Bool(false)) | None => None,
            Some(v) => Some(v.to_int()),
        },
    };
    let from_string = scalar("from_string").is_some_and(|v| v.to_bool());
    write(obj, &iv, from_string);
    for (k, v) in data.iter() {
        if let Key::Str(name) = k {
            if !obj.has_prop(name.as_bytes()) {
                obj.set_prop(name.as_bytes(), v.deref());
            }
        }
    }
}

/// Write the interval into an object's properties (PHP's order and types).
fn write(obj: &Obj, iv: &Interval, from_string: bool) {
    for (name, v) in [
        ("y", iv.y),
        ("m", iv.m),
        ("d", iv.d),
        ("h", iv.h),
        ("i", iv.i),
        ("s", iv.s),
    ] {
        obj.set_prop(name.as_bytes(), Value::Int(v));
    }
    obj.set_prop(b"f", Value::Float(iv.us as f64 / 1e6));
    obj.set_prop(b"invert", Value::Int(iv.invert as i64));
    obj.set_prop(b"days", iv.days.map_or(Value::Bool(false), Value::Int));
    obj.set_prop(b"from_string", Value::Bool(from_string));
}

/// Read the interval back from an object's (possibly user-changed) properties.
pub(crate) fn read(obj: &Obj) -> Interval {
    let int = |n: &[u8]| obj.get_prop(n).map_or(0, |v| v.deref().to_int());
    Interval {
        y: int(b"y"),
        m: int(b"m"),
        d: int(b"d"),
        h: int(b"h"),
        i: int(b"i"),
        s: int(b"s"),
        us: obj
            .get_prop(b"f")
            .map_or(0, |v| (v.deref().to_float() * 1e6).round() as i64),
        invert: int(b"invert") != 0,
        days: match obj.get_prop(b"days").map(|v| v.deref()) {
            Some(Value::Int(n)) => Some(n),
            _ => None,
        },
    }
}

/// A new `DateInterval` object.
pub(crate) fn interval_object(interp: &Interp, iv: &Interval) -> Result<Value, Unwind> {
    let Some(cls) = interp.classes.get("DateInterval") else {
        return Ok(Value::Bool(false));
    };
    let obj = Obj::new(&cls);
    write(&obj, iv, false);
    Ok(Value::Object(obj))
}

/// The difference from `a` to `b` as timelib computes it: field by field on the
/// wall-clock times (in UTC when the zones differ), then days borrowed from the months
/// before the later date (from the earlier date's month on when inverted). Within one
/// local day the hours are elapsed time.
pub(crate) fn between(a: &DateState, b: &DateState) -> Interval {
    let invert = (b.ts, b.us) < (a.ts, a.us);
    let (early, late) = if invert { (b, a) } else { (a, b) };
    let same_zone = early.zone.name() == late.zone.name();
    let civil = |st: &DateState| {
        if same_zone {
            st.zone.local(st.ts).0
        } else {
            crate::builtins::tz::seconds_to_civil(st.ts)
        }
    };
    let (e, l) = (civil(early), civil(late));
    let (mut y, mut m, mut d) = (l.year - e.year, l.month - e.month, l.day - e.day);
    let (mut h, mut i, mut s) = (l.hour - e.hour, l.minute - e.minute, l.second - e.second);
    // Microseconds borrow a second from the seconds field.
    let mut us = late.us - early.us;
    let borrow = i64::from(us < 0);
    if us < 0 {
        us += 1_000_000;
    }
    s -= borrow;
    if (y, m, d) == (0, 0, 0) {
        let elapsed = late.ts - early.ts - borrow;
        (h, i, s) = (elapsed / 3600, elapsed % 3600 / 60, elapsed % 60);
    }
    let carry = |low: &mut i64, high: &mut i64, base: i64| {
        *high += low.div_euclid(base);
        *low = low.rem_euclid(base);
    };
    carry(&mut s, &mut i, 60);
    carry(&mut i, &mut h, 60);
    carry(&mut h, &mut d, 24);
    carry(&mut m, &mut y, 12);
    let (mut by, mut bm) = if invert {
        (e.year, e.month)
    } else {
        (l.year, l.month)
    };
    while d < 0 {
        if invert {
            d += days_in_month(by, bm);
            bm += 1;
            if bm > 12 {
                bm = 1;
                by += 1;
            }
        } else {
            bm -= 1;
            if bm < 1 {
                bm = 12;
                by -= 1;
            }
            d += days_in_month(by, bm);
        }
        m -= 1;
    }
    carry(&mut m, &mut y, 12);
    let days = (civil_to_seconds(&l) - civil_to_seconds(&e)).div_euclid(86400);
    Interval {
        y,
        m,
        d,
        h,
        i,
        s,
        us,
        invert,
        days: Some(days),
    }
}

/// Add (`sign` 1) or subtract (-1) an interval to a date's wall-clock fields.
pub(crate) fn apply(st: &mut DateState, iv: &Interval, sign: i64) {
    let sign = if iv.invert { -sign } else { sign };
    let (c, zt) = st.zone.local(st.ts);
    let c = Civil {
        year: c.year + sign * iv.y,
        month: c.month + sign * iv.m,
        day: c.day + sign * iv.d,
        ..c
    };
    // Days and larger move the wall clock; hours and smaller are elapsed time.
    st.ts = st.zone.to_timestamp(&c, Some(zt.dst)) + sign * (iv.h * 3600 + iv.i * 60 + iv.s);
    let us = st.us + sign * iv.us;
    st.ts += us.div_euclid(1_000_000);
    st.us = us.rem_euclid(1_000_000);
}

/// Parse an ISO-8601 duration (`P1Y2M3DT4H5M6S`, `P2W`).
pub(crate) fn parse_iso(spec: &[u8]) -> Option<Interval> {
    let rest = spec.strip_prefix(b"P")?;
    let mut iv = Interval::default();
    let mut in_time = false;
    let mut num: Option<i64> = None;
    let mut any = false;
    for &c in rest {
        match c {
            b'T' if !in_time && num.is_none() => in_time = true,
            b'0'..=b'9' => {
                num = Some(
                    num.unwrap_or(0)
                        .checked_mul(10)?
                        .checked_add((c - b'0') as i64)?,
                )
            }
            _ => {
                let n = num.take()?;
                match (in_time, c) {
                    (false, b'Y') => iv.y = n,
                    (false, b'M') => iv.m = n,
                    (false, b'W') => iv.d += n * 7,
                    (false, b'D') => iv.d += n,
                    (true, b'H') => iv.h = n,
                    (true, b'M') => iv.i = n,
                    (true, b'S') => iv.s = n,
                    _ => return None,
                }
                any = true;
            }
        }
    }
    (any && num.is_none()).then_some(iv)
}

fn interval_construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let spec = args[0].to_php_string_lossy();
    let Some(iv) = parse_iso(spec.as_bytes()) else {
        return Err(interp.throw_error(
            "Exception",
            &format!("Unknown or bad format ({})", spec.to_string_lossy()),
        ));
    };
    write(obj, &iv, false);
    Ok(Value::Null)
}

fn interval_from_string(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let text = args[0].to_php_string_lossy();
    let Some(rel) = strtotime::relative_units(text.as_bytes()) else {
        interp.warn(&format!(
            "DateInterval::createFromDateString(): Unknown or bad format ({}) at position 0 ({}): The timezone could not be found in the database",
            text.to_string_lossy(),
            text.to_string_lossy().chars().next().unwrap_or(' ')
        ));
        return Ok(Value::Bool(false));
    };
    let iv = Interval {
        y: rel[0],
        m: rel[1],
        d: rel[2],
        h: rel[3],
        i: rel[4],
        s: rel[5],
        us: 0,
        invert: false,
        days: None,
    };
    let Some(cls) = interp.classes.get("DateInterval") else {
        return Ok(Value::Bool(false));
    };
    let obj = Obj::new(&cls);
    write(&obj, &iv, true);
    Ok(Value::Object(obj))
}

fn two(n: i64) -> String {
    format!("{n:02}")
}

fn interval_format(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let iv = read(super::this(interp, this_)?);
    let f = args[0].to_php_string_lossy();
    let f = f.as_bytes();
    let mut out = Vec::with_capacity(f.len() * 2);
    let mut k = 0;
    while k < f.len() {
        if f[k] != b'%' || k + 1 >= f.len() {
            out.push(f[k]);
            k += 1;
            continue;
        }
        let piece = match f[k + 1] {
            b'y' => iv.y.to_string(),
            b'Y' => two(iv.y),
            b'm' => iv.m.to_string(),
            b'M' => two(iv.m),
            b'd' => iv.d.to_string(),
            b'D' => two(iv.d),
            b'h' => iv.h.to_string(),
            b'H' => two(iv.h),
            b'i' => iv.i.to_string(),
            b'I' => two(iv.i),
            b's' => iv.s.to_string(),
            b'S' => two(iv.s),
            b'f' => iv.us.to_string(),
            b'F' => format!("{:06}", iv.us),
            b'a' => iv.days.map_or("(unknown)".into(), |d| d.to_string()),
            b'R' => (if iv.invert { "-" } else { "+" }).into(),
            b'r' => (if iv.invert { "-" } else { "" }).into(),
            b'%' => "%".into(),
            other => format!("%{}", other as char),
        };
        out.extend_from_slice(piece.as_bytes());
        k += 2;
    }
    Ok(Value::Str(out.into()))
}
