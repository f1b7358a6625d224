//! Date and time functions: clocks (`time`, `microtime`, `hrtime`), `date`/`gmdate`
//! formatting, `mktime`, `checkdate`, `getdate`/`localtime`, `strtotime`, the default time
//! zone, and sleeping (through `Interp::sleep_for`: inside the coroutine runtime it
//! suspends only the calling coroutine).

use std::cell::RefCell;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::strtotime;
use super::tz::{days_from_civil, days_in_month, is_leap, weekday, Civil, Zone, ZoneType};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "gettimeofday",
        sig: "gettimeofday(bool $as_float = false): array|float",
        call: gettimeofday,
    },
    Builtin { name: "time", sig: "time(): int", call: time },
    Builtin {
        name: "microtime",
        sig: "microtime(bool $as_float = false): string|float",
        call: microtime,
    },
    Builtin {
        name: "hrtime",
        sig: "hrtime(bool $as_number = false): array|int|float|false",
        call: hrtime,
    },
    Builtin { name: "date", sig: "date(string $format, ?int $timestamp = null): string", call: date },
    Builtin {
        name: "gmdate",
        sig: "gmdate(string $format, ?int $timestamp = null): string",
        call: gmdate,
    },
    Builtin { name: "idate", sig: "idate(string $format, ?int $timestamp = null): int|false", call: idate },
    Builtin {
        name: "mktime",
        sig: "mktime(int $hour, ?int $minute = null, ?int $second = null, ?int $month = null, ?int $day = null, ?int $year = null): int|false",
        call: mktime,
    },
    Builtin {
        name: "gmmktime",
        sig: "gmmktime(int $hour, ?int $minute = null, ?int $second = null, ?int $month = null, ?int $day = null, ?int $year = null): int|false",
        call: gmmktime,
    },
    Builtin { name: "checkdate", sig: "checkdate(int $month, int $day, int $year): bool", call: checkdate },
    Builtin { name: "date_parse", sig: "date_parse(string $datetime): array", call: date_parse },
    Builtin { name: "getdate", sig: "getdate(?int $timestamp = null): array", call: getdate },
    Builtin {
        name: "localtime",
        sig: "localtime(?int $timestamp = null, bool $associative = false): array",
        call: localtime,
    },
    Builtin {
        name: "strtotime",
        sig: "strtotime(string $datetime, ?int $baseTimestamp = null): int|false",
        call: strtotime_fn,
    },
    Builtin {
        name: "date_default_timezone_set",
        sig: "date_default_timezone_set(string $timezoneId): bool",
        call: date_default_timezone_set,
    },
    Builtin {
        name: "date_default_timezone_get",
        sig: "date_default_timezone_get(): string",
        call: date_default_timezone_get,
    },
    Builtin { name: "sleep", sig: "sleep(int $seconds): int", call: sleep },
    Builtin { name: "usleep", sig: "usleep(int $microseconds): void", call: usleep },
    Builtin {
        name: "time_nanosleep",
        sig: "time_nanosleep(int $seconds, int $nanoseconds): array|bool",
        call: time_nanosleep,
    },
    Builtin {
        name: "time_sleep_until",
        sig: "time_sleep_until(float $timestamp): bool",
        call: time_sleep_until,
    },
];

pub fn constants() -> Vec<(&'static str, Value)> {
    [
        ("DATE_ATOM", "Y-m-d\\TH:i:sP"),
        ("DATE_COOKIE", "l, d-M-Y H:i:s T"),
        ("DATE_ISO8601", "Y-m-d\\TH:i:sO"),
        ("DATE_RFC822", "D, d M y H:i:s O"),
        ("DATE_RFC850", "l, d-M-y H:i:s T"),
        ("DATE_RFC1036", "D, d M y H:i:s O"),
        ("DATE_RFC1123", "D, d M Y H:i:s O"),
        ("DATE_RFC7231", "D, d M Y H:i:s \\G\\M\\T"),
        ("DATE_RFC2822", "D, d M Y H:i:s O"),
        ("DATE_RFC3339", "Y-m-d\\TH:i:sP"),
        ("DATE_RFC3339_EXTENDED", "Y-m-d\\TH:i:s.vP"),
        ("DATE_RSS", "D, d M Y H:i:s O"),
        ("DATE_W3C", "Y-m-d\\TH:i:sP"),
    ]
    .into_iter()
    .map(|(k, v)| (k, Value::str(v)))
    .collect()
}

thread_local! {
    /// The default time zone (`date_default_timezone_set`); None means the ini default.
    static DEFAULT_ZONE: RefCell<Option<Zone>> = const { RefCell::new(None) };
}

/// The default time zone of the running script.
pub fn default_zone(cx: &Interp) -> Zone {
    if let Some(z) = DEFAULT_ZONE.with(|z| z.borrow().clone()) {
        return z;
    }
    let zone = cx
        .ini
        .get("date.timezone")
        .and_then(|n| Zone::by_name(&n.to_string_lossy()))
        .unwrap_or(Zone::Utc);
    DEFAULT_ZONE.with(|z| *z.borrow_mut() = Some(zone.clone()));
    zone
}

fn now() -> Duration {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
}

/// Seconds since the epoch, now.
pub fn unix_now() -> i64 {
    now().as_secs() as i64
}

fn time(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(unix_now()))
}

fn gettimeofday(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let d = now();
    if args.first().is_some_and(Value::to_bool) {
        return Ok(Value::Float(d.as_secs_f64()));
    }
    let mut out = PhpArray::new();
    out.insert(Key::from_bytes(b"sec"), Value::Int(d.as_secs() as i64));
    out.insert(
        Key::from_bytes(b"usec"),
        Value::Int(d.subsec_micros() as i64),
    );
    out.insert(Key::from_bytes(b"minuteswest"), Value::Int(0));
    out.insert(Key::from_bytes(b"dsttime"), Value::Int(0));
    Ok(Value::arr(out))
}

fn microtime(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let d = now();
    if args.first().is_some_and(Value::to_bool) {
        return Ok(Value::Float(d.as_secs_f64()));
    }
    let usec = d.subsec_micros();
    Ok(Value::from(format!("0.{:06}00 {}", usec, d.as_secs())))
}

fn hrtime(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    thread_local! {
        static START: std::time::Instant = std::time::Instant::now();
    }
    // A monotonic clock; php's counts from boot, any fixed origin is equivalent.
    let ns = START.with(|s| s.elapsed().as_nanos() as u64) + 1_000_000_000;
    if args.first().is_some_and(Value::to_bool) {
        return Ok(Value::Int(ns as i64));
    }
    let mut a = PhpArray::new();
    a.push(Value::Int((ns / 1_000_000_000) as i64));
    a.push(Value::Int((ns % 1_000_000_000) as i64));
    Ok(Value::arr(a))
}

/// The timestamp argument at `i`, or now when absent or null.
fn ts_arg(args: &[Value], i: usize) -> i64 {
    match args.get(i) {
        Some(Value::Null) | None => unix_now(),
        Some(v) => v.to_int(),
    }
}

fn date(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let zone = default_zone(cx);
    Ok(Value::Str(PhpString::from(format_date(
        &args[0].to_php_string_lossy(),
        ts_arg(args, 1),
        &zone,
    ))))
}

fn gmdate(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Str(PhpString::from(format_date(
        &args[0].to_php_string_lossy(),
        ts_arg(args, 1),
        &Zone::Utc,
    ))))
}

const DAY_NAMES: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];
const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// Everything the format characters need about one instant in one zone.
struct Moment {
    t: i64,
    c: Civil,
    zt: ZoneType,
    zone_name: String,
    /// Days since the epoch of the local date.
    days: i64,
}

impl Moment {
    fn new(t: i64, zone: &Zone) -> Moment {
        let (c, zt) = zone.local(t);
        Moment {
            t,
            days: days_from_civil(c.year, c.month, c.day),
            c,
            zt,
            zone_name: zone.name(),
        }
    }
    fn wday(&self) -> i64 {
        weekday(self.days)
    }
    fn yday(&self) -> i64 {
        self.days - days_from_civil(self.c.year, 1, 1)
    }
    /// ISO-8601 (year, week).
    fn iso_week(&self) -> (i64, i64) {
        let wd = (self.wday() + 6) % 7; // Monday = 0
        let thursday = self.days - wd + 3;
        let (y, _, _) = super::tz::civil_from_days(thursday);
        let week = (thursday - days_from_civil(y, 1, 1)) / 7 + 1;
        (y, week)
    }
    fn offset_text(&self, colon: bool) -> String {
        let off = self.zt.offset;
        let sign = if off < 0 { '-' } else { '+' };
        let a = off.abs();
        if colon {
            format!("{sign}{:02}:{:02}", a / 3600, a % 3600 / 60)
        } else {
            format!("{sign}{:02}{:02}", a / 3600, a % 3600 / 60)
        }
    }
    fn hour12(&self) -> i64 {
        match self.c.hour % 12 {
            0 => 12,
            h => h,
        }
    }
}

fn year_text(y: i64) -> String {
    if y < 0 {
        format!("-{:04}", -y)
    } else {
        format!("{y:04}")
    }
}

fn suffix(day: i64) -> &'static str {
    if (11..=13).contains(&(day % 100)) {
        return "th";
    }
    match day % 10 {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    }
}

/// `date()` formatting of instant `t` in `zone`.
pub fn format_date(format: &[u8], t: i64, zone: &Zone) -> Vec<u8> {
    format_date_micro(format, t, 0, zone)
}

/// `date()` formatting of instant `t` plus `us` microseconds (for `u` and `v`) in `zone`.
pub fn format_date_micro(format: &[u8], t: i64, us: i64, zone: &Zone) -> Vec<u8> {
    let m = Moment::new(t, zone);
    let mut out = Vec::with_capacity(format.len() * 2);
    let mut i = 0;
    while i < format.len() {
        let ch = format[i];
        i += 1;
        let c = &m.c;
        let piece: String = match ch {
            b'd' => format!("{:02}", c.day),
            b'D' => DAY_NAMES[m.wday() as usize][..3].to_string(),
            b'j' => c.day.to_string(),
            b'l' => DAY_NAMES[m.wday() as usize].to_string(),
            b'N' => match m.wday() {
                0 => "7".into(),
                w => w.to_string(),
            },
            b'S' => suffix(c.day).into(),
            b'w' => m.wday().to_string(),
            b'z' => m.yday().to_string(),
            b'W' => format!("{:02}", m.iso_week().1),
            b'F' => MONTH_NAMES[(c.month - 1) as usize].into(),
            b'm' => format!("{:02}", c.month),
            b'M' => MONTH_NAMES[(c.month - 1) as usize][..3].into(),
            b'n' => c.month.to_string(),
            b't' => days_in_month(c.year, c.month).to_string(),
            b'L' => (is_leap(c.year) as i64).to_string(),
            b'o' => m.iso_week().0.to_string(),
            b'X' | b'x' => {
                if ch == b'x' && (0..10000).contains(&c.year) {
                    year_text(c.year)
                } else if c.year < 0 {
                    format!("-{:04}", -c.year)
                } else {
                    format!("+{:04}", c.year)
                }
            }
            b'Y' => year_text(c.year),
            b'y' => format!("{:02}", c.year.rem_euclid(100)),
            b'a' => (if c.hour < 12 { "am" } else { "pm" }).into(),
            b'A' => (if c.hour < 12 { "AM" } else { "PM" }).into(),
            b'B' => {
                let secs = (m.t + 3600).rem_euclid(86400);
                format!("{:03}", (secs * 10 / 864) % 1000)
            }
            b'g' => m.hour12().to_string(),
            b'G' => c.hour.to_string(),
            b'h' => format!("{:02}", m.hour12()),
            b'H' => format!("{:02}", c.hour),
            b'i' => format!("{:02}", c.minute),
            b's' => format!("{:02}", c.second),
            b'u' => format!("{us:06}"),
            b'v' => format!("{:03}", us / 1000),
            b'e' => m.zone_name.clone(),
            b'I' => (m.zt.dst as i64).to_string(),
            b'O' => m.offset_text(false),
            b'P' => m.offset_text(true),
            b'p' => {
                if m.zt.offset == 0 {
                    "Z".into()
                } else {
                    m.offset_text(true)
                }
            }
            b'T' => m.zt.abbr.clone(),
            b'Z' => m.zt.offset.to_string(),
            b'U' => m.t.to_string(),
            b'c' => format!(
                "{}-{:02}-{:02}T{:02}:{:02}:{:02}{}",
                year_text(c.year),
                c.month,
                c.day,
                c.hour,
                c.minute,
                c.second,
                m.offset_text(true)
            ),
            b'r' => format!(
                "{}, {:02} {} {} {:02}:{:02}:{:02} {}",
                &DAY_NAMES[m.wday() as usize][..3],
                c.day,
                &MONTH_NAMES[(c.month - 1) as usize][..3],
                year_text(c.year),
                c.hour,
                c.minute,
                c.second,
                m.offset_text(false)
            ),
            b'\\' => {
                if i < format.len() {
                    out.push(format[i]);
                    i += 1;
                }
                continue;
            }
            other => {
                out.push(other);
                continue;
            }
        };
        out.extend_from_slice(piece.as_bytes());
    }
    out
}

fn idate(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let f = args[0].to_php_string_lossy();
    if f.len() != 1 {
        cx.warn("idate(): idate format is one char");
        return Ok(Value::Bool(false));
    }
    let ch = f[0];
    if !b"BdhHiILmNostwWyYzZU".contains(&ch) {
        cx.warn("idate(): Unrecognized date format token");
        return Ok(Value::Bool(false));
    }
    let zone = default_zone(cx);
    let text = format_date(&[ch], ts_arg(args, 1), &zone);
    let text = String::from_utf8_lossy(&text);
    Ok(Value::Int(text.parse().unwrap_or(0)))
}

fn make_time(cx: &Interp, args: &[Value], zone: &Zone) -> Value {
    let (now, _) = zone.local(unix_now());
    let field = |i: usize, current: i64| match args.get(i) {
        Some(Value::Null) | None => current,
        Some(v) => v.to_int(),
    };
    let mut year = field(5, now.year);
    if args.get(5).is_some_and(|v| !v.is_null()) {
        if (0..70).contains(&year) {
            year += 2000;
        } else if (70..=100).contains(&year) {
            year += 1900;
        }
    }
    let c = Civil {
        hour: field(0, now.hour),
        minute: field(1, now.minute),
        second: field(2, now.second),
        month: field(3, now.month),
        day: field(4, now.day),
        year,
    };
    let _ = cx;
    Value::Int(zone.to_timestamp(&c, Some(zone.dst_now(unix_now()))))
}

fn mktime(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let zone = default_zone(cx);
    Ok(make_time(cx, args, &zone))
}

fn gmmktime(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(make_time(cx, args, &Zone::Utc))
}

fn checkdate(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (m, d, y) = (args[0].to_int(), args[1].to_int(), args[2].to_int());
    Ok(Value::Bool(
        (1..=12).contains(&m) && (1..=32767).contains(&y) && d >= 1 && d <= days_in_month(y, m),
    ))
}

fn getdate(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let t = ts_arg(args, 0);
    let m = Moment::new(t, &default_zone(cx));
    let mut a = PhpArray::new();
    let mut put = |k: &str, v: Value| a.insert(Key::Str(PhpString::from(k)), v);
    put("seconds", Value::Int(m.c.second));
    put("minutes", Value::Int(m.c.minute));
    put("hours", Value::Int(m.c.hour));
    put("mday", Value::Int(m.c.day));
    put("wday", Value::Int(m.wday()));
    put("mon", Value::Int(m.c.month));
    put("year", Value::Int(m.c.year));
    put("yday", Value::Int(m.yday()));
    put("weekday", Value::str(DAY_NAMES[m.wday() as usize]));
    put("month", Value::str(MONTH_NAMES[(m.c.month - 1) as usize]));
    a.insert(Key::Int(0), Value::Int(t));
    Ok(Value::arr(a))
}

/// `date_parse`: the fields of a date phrase, false where the phrase gave none.
fn date_parse(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let text = args[0].to_php_string_lossy();
    let mut a = PhpArray::new();
    let put = |a: &mut PhpArray, k: &str, v: Value| a.insert(Key::Str(PhpString::from(k)), v);
    let opt = |v: Option<i64>| v.map_or(Value::Bool(false), Value::Int);
    let parts = super::strtotime::parse_parts(text.as_bytes());
    let p = parts.as_ref();
    put(&mut a, "year", opt(p.and_then(|p| p.y)));
    put(&mut a, "month", opt(p.and_then(|p| p.m)));
    put(&mut a, "day", opt(p.and_then(|p| p.d)));
    let time = p.and_then(|p| p.time);
    put(&mut a, "hour", opt(time.map(|t| t.0)));
    put(&mut a, "minute", opt(time.map(|t| t.1)));
    put(&mut a, "second", opt(time.map(|t| t.2)));
    let fraction = match (p, time) {
        (Some(p), Some(_)) => Value::Float(p.fraction),
        _ => Value::Bool(false),
    };
    put(&mut a, "fraction", fraction);
    let mut warnings = PhpArray::new();
    if let Some(pos) = p.and_then(|p| p.invalid_date_at(text.len())) {
        warnings.insert(
            Key::Int(pos as i64),
            Value::str(super::strtotime::INVALID_DATE),
        );
    }
    put(&mut a, "warning_count", Value::Int(warnings.len() as i64));
    put(&mut a, "warnings", Value::arr(warnings));
    let mut errors = PhpArray::new();
    if p.is_none() {
        errors.insert(Key::Int(0), Value::str("Unexpected character"));
    }
    put(&mut a, "error_count", Value::Int(errors.len() as i64));
    put(&mut a, "errors", Value::arr(errors));
    let tz = p.and_then(|p| p.tz);
    put(&mut a, "is_localtime", Value::Bool(tz.is_some()));
    if let Some(off) = tz {
        put(&mut a, "zone_type", Value::Int(1));
        put(&mut a, "zone", Value::Int(off));
        put(&mut a, "is_dst", Value::Bool(false));
    }
    if let Some(p) = p {
        if let Some((units, weekday)) = p.rel {
            let mut r = PhpArray::new();
            for (k, v) in ["year", "month", "day", "hour", "minute", "second"]
                .iter()
                .zip(units)
            {
                put(&mut r, k, Value::Int(v));
            }
            if let Some(wd) = weekday {
                put(&mut r, "weekday", Value::Int(wd));
            }
            match p.first_last {
                Some(true) => put(&mut r, "first_day_of_month", Value::Bool(true)),
                Some(false) => put(&mut r, "last_day_of_month", Value::Bool(true)),
                None => {}
            }
            put(&mut a, "relative", Value::arr(r));
        }
    }
    Ok(Value::arr(a))
}

fn localtime(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let m = Moment::new(ts_arg(args, 0), &default_zone(cx));
    let assoc = args.get(1).is_some_and(Value::to_bool);
    let fields = [
        ("tm_sec", m.c.second),
        ("tm_min", m.c.minute),
        ("tm_hour", m.c.hour),
        ("tm_mday", m.c.day),
        ("tm_mon", m.c.month - 1),
        ("tm_year", m.c.year - 1900),
        ("tm_wday", m.wday()),
        ("tm_yday", m.yday()),
        ("tm_isdst", m.zt.dst as i64),
    ];
    let mut a = PhpArray::new();
    for (k, v) in fields {
        if assoc {
            a.insert(Key::Str(PhpString::from(k)), Value::Int(v));
        } else {
            a.push(Value::Int(v));
        }
    }
    Ok(Value::arr(a))
}

fn strtotime_fn(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let base = ts_arg(args, 1);
    let zone = default_zone(cx);
    Ok(
        match strtotime::parse(&args[0].to_php_string_lossy(), base, &zone) {
            Some(t) => Value::Int(t),
            None => Value::Bool(false),
        },
    )
}

fn date_default_timezone_set(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = args[0].to_php_string_lossy().to_string_lossy();
    match Zone::by_name(&name) {
        Some(z) => {
            DEFAULT_ZONE.with(|d| *d.borrow_mut() = Some(z));
            Ok(Value::Bool(true))
        }
        None => {
            cx.notice(&format!(
                "date_default_timezone_set(): Timezone ID '{name}' is invalid"
            ));
            Ok(Value::Bool(false))
        }
    }
}

fn date_default_timezone_get(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::str(&default_zone(cx).name()))
}

fn sleep(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = args[0].to_int();
    if s < 0 {
        return Err(cx.throw_error(
            "ValueError",
            "sleep(): Argument #1 ($seconds) must be greater than or equal to 0",
        ));
    }
    cx.sleep_for(Duration::from_secs(s as u64))?;
    Ok(Value::Int(0))
}

fn usleep(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let us = args[0].to_int();
    if us < 0 {
        return Err(cx.throw_error(
            "ValueError",
            "usleep(): Argument #1 ($microseconds) must be greater than or equal to 0",
        ));
    }
    cx.sleep_for(Duration::from_micros(us as u64))?;
    Ok(Value::Null)
}

fn time_nanosleep(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (s, ns) = (args[0].to_int(), args[1].to_int());
    if s < 0 {
        return Err(cx.throw_error(
            "ValueError",
            "time_nanosleep(): Argument #1 ($seconds) must be greater than or equal to 0",
        ));
    }
    if ns < 0 {
        return Err(cx.throw_error(
            "ValueError",
            "time_nanosleep(): Argument #2 ($nanoseconds) must be greater than or equal to 0",
        ));
    }
    if ns > 999_999_999 {
        return Err(cx.throw_error(
            "ValueError",
            "Nanoseconds was not in the range 0 to 999 999 999 or seconds was negative",
        ));
    }
    cx.sleep_for(Duration::new(s as u64, ns as u32))?;
    Ok(Value::Bool(true))
}

fn time_sleep_until(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let target = args[0].to_float();
    let current = now().as_secs_f64();
    if target < current {
        cx.warn("time_sleep_until(): Argument #1 ($timestamp) must be greater than or equal to the current time");
        return Ok(Value::Bool(false));
    }
    cx.sleep_for(Duration::try_from_secs_f64(target - current).unwrap_or(Duration::MAX))?;
    Ok(Value::Bool(true))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(f: &str, t: i64) -> String {
        String::from_utf8(format_date(f.as_bytes(), t, &Zone::Utc)).unwrap()
    }

    #[test]
    fn formats_like_php() {
        assert_eq!(
            fmt("d D j l N S w z W F m M n t L o Y y a A B g G h H i s u v e I O P p T U", 1_700_000_000),
            "14 Tue 14 Tuesday 2 th 2 317 46 November 11 Nov 11 30 0 2023 2023 23 pm PM 967 10 22 10 22 13 20 000000 000 UTC 0 +0000 +00:00 Z UTC 1700000000"
        );
        assert_eq!(
            fmt("c | r | \\Y\\-m \\\\ x X", 1_700_000_000),
            "2023-11-14T22:13:20+00:00 | Tue, 14 Nov 2023 22:13:20 +0000 | Y-11 \\ 2023 +2023"
        );
        assert_eq!(fmt("Y-m-d", -10_000_000_000), "1653-02-10");
        assert_eq!(fmt("D, d M Y", -62_167_219_200), "Sat, 01 Jan 0000");
        assert_eq!(fmt("N jS z W o", 1_704_067_200), "1 1st 0 01 2024");
        assert_eq!(fmt("W o", 1_735_603_200), "01 2025");
        assert_eq!(fmt("B", 0), "041");
    }

    #[test]
    fn named_zones() {
        // Needs the system time zone database; without it named zones are unknown.
        let (Some(paris), Some(ny)) = (
            Zone::by_name("Europe/Paris"),
            Zone::by_name("America/New_York"),
        ) else {
            return;
        };
        let f = |t, z: &Zone| String::from_utf8(format_date(b"c T e Z I", t, z)).unwrap();
        assert_eq!(
            f(1_700_000_000, &paris),
            "2023-11-14T23:13:20+01:00 CET Europe/Paris 3600 0"
        );
        assert_eq!(
            f(1_690_000_000, &paris),
            "2023-07-22T06:26:40+02:00 CEST Europe/Paris 7200 1"
        );
        assert_eq!(
            f(1_700_000_000, &ny),
            "2023-11-14T17:13:20-05:00 EST America/New_York -18000 0"
        );
        let c = |h, i, m, d, y| Civil {
            hour: h,
            minute: i,
            second: 0,
            month: m,
            day: d,
            year: y,
        };
        assert_eq!(
            ny.to_timestamp(&c(2, 30, 3, 10, 2024), Some(false)),
            1_710_055_800
        );
        assert_eq!(
            ny.to_timestamp(&c(1, 30, 11, 3, 2024), Some(false)),
            1_730_615_400
        );
        assert_eq!(
            paris.to_timestamp(&c(2, 30, 3, 31, 2024), Some(false)),
            1_711_848_600
        );
        assert_eq!(
            paris.to_timestamp(&c(2, 30, 10, 27, 2024), Some(false)),
            1_729_992_600
        );
        let sydney = Zone::by_name("Australia/Sydney").unwrap();
        assert_eq!(
            sydney.to_timestamp(&c(2, 30, 10, 6, 2024), Some(true)),
            1_728_145_800
        );
        assert_eq!(
            sydney.to_timestamp(&c(2, 30, 4, 7, 2024), Some(true)),
            1_712_417_400
        );
    }
}
