//! `createFromFormat`: read a date by an explicit `date()`-style format. Fields the format
//! does not give come from the current time (all of them from the epoch after `!`, the
//! ones not yet given after `|`); a given hour zeroes the minutes and seconds not given.

use super::date_errors::LastErrors;
use super::datetime::{zone_by_name, DateState};
use crate::builtins::strtotime::{DAYS, MONTHS};
use crate::builtins::time::unix_now;
use crate::builtins::tz::{
    civil_from_days, days_from_civil, days_in_month, seconds_to_civil, Civil, Zone,
};
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

/// The fields read so far.
#[derive(Default, Clone, Copy)]
struct Fields {
    y: Option<i64>,
    m: Option<i64>,
    d: Option<i64>,
    h: Option<i64>,
    i: Option<i64>,
    s: Option<i64>,
    pm: Option<bool>,
    ts: Option<i64>,
    /// Microseconds (`u`, or `v` times 1000).
    us: Option<i64>,
    /// The weekday a `D` or `l` named (0 = Sunday).
    wd: Option<i64>,
}

/// What a format read from a text: the fields, the zone it named, and whether `!` or `|` reset the unread fields.
struct Read {
    f: Fields,
    zone: Option<Zone>,
    reset_all: bool,
}

struct Reader<'a> {
    s: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn num(&mut self, max: usize) -> Option<i64> {
        let start = self.at;
        while self.at < self.s.len() && self.at - start < max && self.s[self.at].is_ascii_digit() {
            self.at += 1;
        }
        if self.at == start {
            return None;
        }
        std::str::from_utf8(&self.s[start..self.at])
            .ok()?
            .parse()
            .ok()
    }
    /// Skip to the next digit (timelib's number reader does).
    fn skip_to_digit(&mut self) {
        while self.at < self.s.len() && !self.s[self.at].is_ascii_digit() {
            self.at += 1;
        }
    }
    fn signed(&mut self, max: usize) -> Option<i64> {
        let neg = match self.s.get(self.at) {
            Some(b'-') => {
                self.at += 1;
                true
            }
            Some(b'+') => {
                self.at += 1;
                false
            }
            _ => false,
        };
        let n = self.num(max)?;
        Some(if neg { -n } else { n })
    }
    fn letters(&mut self) -> &[u8] {
        let start = self.at;
        while self.at < self.s.len() && self.s[self.at].is_ascii_alphabetic() {
            self.at += 1;
        }
        &self.s[start..self.at]
    }
    /// A zone: an offset (`+02:00`, `-0500`), `Z`, or an identifier.
    fn zone(&mut self) -> Option<Zone> {
        let start = self.at;
        match self.s.get(self.at) {
            Some(b'+' | b'-') => {
                self.at += 1;
                while self.at < self.s.len()
                    && (self.s[self.at].is_ascii_digit() || self.s[self.at] == b':')
                {
                    self.at += 1;
                }
            }
            _ => {
                while self.at < self.s.len()
                    && (self.s[self.at].is_ascii_alphanumeric()
                        || b"/_-".contains(&self.s[self.at]))
                {
                    self.at += 1;
                }
            }
        }
        let text = std::str::from_utf8(&self.s[start..self.at]).ok()?;
        if text == "Z" {
            return Some(Zone::Fixed(0));
        }
        if !text.contains('/') && !text.eq_ignore_ascii_case("utc") {
            if let Some(z) = Zone::by_abbreviation(text) {
                return Some(z);
            }
        }
        zone_by_name(text)
    }
}

/// Parse `text` by `format` in `zone`, as timelib does: a field that cannot be read is an
/// error (the reading goes on), a date or time out of range is a warning. None when there
/// was an error; the diagnostics are what `DateTime::getLastErrors()` reports next.
/// `zone` is the zone argument or the default one, `zone_given` whether it was an
/// argument.
pub(crate) fn parse(
    format: &[u8],
    text: &[u8],
    zone: Zone,
    zone_given: bool,
) -> (Option<DateState>, LastErrors) {
    let mut errs = LastErrors::default();
    let st = parse_fields(format, text, zone, zone_given, &mut errs);
    (st.filter(|_| errs.error_count == 0), errs)
}

/// The message for a numeric field that could not be read.
fn missing_number(c: u8) -> &'static str {
    match c {
        b'd' | b'j' => "A two digit day could not be found",
        b'm' | b'n' => "A two digit month could not be found",
        b'Y' => "A four digit year could not be found",
        b'y' => "A two digit year could not be found",
        b'g' | b'h' | b'G' | b'H' => "A two digit hour could not be found",
        b'i' => "A two digit minute could not be found",
        b's' => "A two digit second could not be found",
        b'z' => "A three digit day-of-year could not be found",
        b'u' => "A six digit microsecond could not be found",
        b'v' => "A three digit millisecond could not be found",
        _ => "A unix timestamp could not be found",
    }
}

/// Read the fields of `text` by `format`, with the diagnostics timelib gives.
fn read_fields(format: &[u8], text: &[u8], errs: &mut LastErrors) -> Read {
    let mut f = Fields::default();
    let mut zone = None;
    let mut reset_all = false;
    let mut r = Reader { s: text, at: 0 };
    let mut k = 0;
    while k < format.len() && r.at < text.len() {
        let c = format[k];
        k += 1;
        let begin = r.at;
        match c {
            b'd' | b'j' | b'm' | b'n' | b'Y' | b'y' | b'g' | b'h' | b'G' | b'H' | b'i' | b's'
            | b'z' | b'u' | b'v' | b'U' => {
                let signed_start = c == b'U' && b"+-".contains(&text[r.at]);
                if !(text[r.at].is_ascii_digit() || signed_start) {
                    errs.error(begin, "Unexpected data found.");
                }
                let width = match c {
                    b'Y' => 4,
                    b'z' => 3,
                    b'u' => 6,
                    b'v' => 3,
                    b'U' => 20,
                    _ => 2,
                };
                let mut digits = 0;
                let n = if c == b'U' {
                    r.signed(width)
                } else {
                    r.skip_to_digit();
                    let from = r.at;
                    let n = r.num(width);
                    digits = r.at - from;
                    n.filter(|_| {
                        // Minutes and seconds need both digits.
                        !matches!(c, b'i' | b's') || digits == 2
                    })
                };
                let Some(n) = n else {
                    errs.error(begin, missing_number(c));
                    continue;
                };
                match c {
                    b'd' | b'j' => f.d = Some(n),
                    b'm' | b'n' => f.m = Some(n),
                    b'Y' => f.y = Some(n),
                    b'y' => f.y = Some(if n < 70 { 2000 + n } else { 1900 + n }),
                    b'g' | b'h' | b'G' | b'H' => f.h = Some(n),
                    b'i' => f.i = Some(n),
                    b's' => f.s = Some(n),
                    b'z' => match f.y {
                        // A day of the year resolves to a month and day in its year.
                        Some(y) => {
                            let (_, m, d) = civil_from_days(days_from_civil(y, 1, 1) + n);
                            f.m = Some(m);
                            f.d = Some(d);
                        }
                        None => errs.error(
                            begin,
                            "A 'day of year' can only come after a year has been found",
                        ),
                    },
                    b'U' => f.ts = Some(n),
                    // Fractions: fewer digits than the width are tenths, hundredths...
                    b'u' | b'v' => f.us = Some(n * 10i64.pow((6 - digits) as u32)),
                    _ => {}
                }
            }
            b'D' | b'l' => {
                let w = String::from_utf8_lossy(r.letters()).to_ascii_lowercase();
                match DAYS
                    .iter()
                    .position(|d| !w.is_empty() && (*d == w || (w.len() == 3 && d.starts_with(&w))))
                {
                    Some(d) => f.wd = Some(d as i64),
                    None => errs.error(begin, "A textual day could not be found"),
                }
            }
            b'S' => {
                r.letters();
            }
            b'M' | b'F' => {
                let w = String::from_utf8_lossy(r.letters()).to_ascii_lowercase();
                match MONTHS
                    .iter()
                    .position(|m| *m == w || (w.len() == 3 && m.starts_with(&w)))
                {
                    Some(m) => f.m = Some(m as i64 + 1),
                    None => errs.error(begin, "A textual month could not be found"),
                }
            }
            b'a' | b'A' => {
                if f.h.is_none() {
                    errs.error(begin, "Meridian can only come after an hour has been found");
                }
                let w = String::from_utf8_lossy(r.letters()).to_ascii_lowercase();
                match w.as_str() {
                    "am" => f.pm = Some(false),
                    "pm" => f.pm = Some(true),
                    _ => errs.error(begin, "A meridian could not be found"),
                }
            }
            b'e' | b'T' | b'P' | b'O' | b'p' => match r.zone() {
                Some(z) => zone = Some(z),
                None => errs.error(begin, "The timezone could not be found in the database"),
            },
            b'!' => {
                f = Fields::default();
                reset_all = true;
            }
            b'|' => reset_all = true,
            b'+' => {
                errs.warning(r.at, "Trailing data");
                r.at = text.len();
            }
            b'?' => r.at += 1,
            b'*' => {
                while r.at < text.len() && !b" ,;:/.-()".contains(&text[r.at]) {
                    r.at += 1;
                }
            }
            b'#' => {
                if b";:/.,-()".contains(&text[r.at]) {
                    r.at += 1;
                } else {
                    errs.error(begin, "The separation symbol ([;:/.,-]) could not be found");
                }
            }
            b';' | b':' | b'/' | b'.' | b',' | b'-' | b'(' | b')' => {
                if text[r.at] == c {
                    r.at += 1;
                } else {
                    errs.error(begin, "The separation symbol could not be found");
                }
            }
            b' ' => {
                if text[r.at] == b' ' || text[r.at] == b'\t' {
                    r.at += 1;
                } else {
                    errs.error(begin, "The separation symbol could not be found");
                }
            }
            b'\\' => {
                let lit = format.get(k).copied();
                k += 1;
                if lit != Some(text[r.at]) {
                    errs.error(begin, "The escaped character could not be found");
                }
                r.at += 1;
            }
            lit => {
                if text[r.at] != lit {
                    errs.error(begin, "The format separator does not match");
                }
                r.at += 1;
            }
        }
    }
    if r.at < text.len() {
        errs.error(r.at, "Trailing data");
    }
    // Format characters left once the text is used up: only the resetting ones may stay.
    for &c in &format[k.min(format.len())..] {
        match c {
            b'!' => {
                f = Fields::default();
                reset_all = true;
            }
            b'|' => reset_all = true,
            b'+' | b'*' => {}
            _ => {
                errs.error(r.at, "Not enough data available to satisfy format");
                break;
            }
        }
    }
    if let (Some(m), Some(d)) = (f.m, f.d) {
        let y = f.y.unwrap_or(1970);
        if !(1..=12).contains(&m) || d < 1 || d > days_in_month(y, m) {
            errs.warning(r.at, "The parsed date was invalid");
        }
    }
    let bad = |v: Option<i64>, max: i64| v.is_some_and(|v| !(0..=max).contains(&v));
    if bad(f.h, 23) || bad(f.i, 59) || bad(f.s, 59) {
        errs.warning(r.at, "The parsed time was invalid");
    }
    Read { f, zone, reset_all }
}

fn parse_fields(
    format: &[u8],
    text: &[u8],
    zone: Zone,
    zone_given: bool,
    errs: &mut LastErrors,
) -> Option<DateState> {
    let Read {
        f,
        zone: named,
        reset_all,
    } = read_fields(format, text, errs);
    // Unread fields come from the current wall-clock time in the zone argument, else in
    // a zone identifier the text names, else in the default zone (an offset or an
    // abbreviation in the text does not count).
    let clock = match &named {
        Some(z @ Zone::Named(_)) if !zone_given => z.clone(),
        _ => zone.clone(),
    };
    let zone = named.unwrap_or(zone);
    if let Some(ts) = f.ts {
        return Some(DateState {
            ts,
            us: f.us.unwrap_or(0),
            zone: Zone::Fixed(0),
        });
    }
    let now = if reset_all {
        Civil {
            year: 1970,
            month: 1,
            day: 1,
            hour: 0,
            minute: 0,
            second: 0,
        }
    } else {
        clock.local(unix_now()).0
    };
    let any_time = f.h.is_some() || f.i.is_some() || f.s.is_some();
    let time_default = |v: i64| if any_time { 0 } else { v };
    let mut hour = f.h.unwrap_or(time_default(now.hour));
    match f.pm {
        Some(true) if hour < 12 => hour += 12,
        Some(false) if hour == 12 => hour = 0,
        _ => {}
    }
    let c = Civil {
        year: f.y.unwrap_or(now.year),
        month: f.m.unwrap_or(now.month),
        day: f.d.unwrap_or(now.day),
        hour,
        minute: f.i.unwrap_or(time_default(now.minute)),
        second: f.s.unwrap_or(time_default(now.second)),
    };
    let ts = zone.to_timestamp(&c, None);
    Some(DateState {
        ts,
        us: f.us.unwrap_or(0),
        zone,
    })
}

pub const FUNCTIONS: &[crate::builtins::Builtin] = &[crate::builtins::Builtin {
    name: "date_parse_from_format",
    sig: "date_parse_from_format(string $format, string $datetime): array",
    call: date_parse_from_format,
}];

/// `date_parse_from_format`: the fields a format reads from a text, false where it read
/// none (all of them set after `!`, the unread ones zeroed after `|`), with the
/// diagnostics, the zone and a weekday named by `D`/`l`.
fn date_parse_from_format(_: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let format = args[0].to_php_string_lossy();
    let text = args[1].to_php_string_lossy();
    let mut errs = LastErrors::default();
    let Read {
        mut f,
        mut zone,
        reset_all,
    } = read_fields(format.as_bytes(), text.as_bytes(), &mut errs);
    if let Some(ts) = f.ts {
        let c = seconds_to_civil(ts);
        (f.y, f.m, f.d) = (Some(c.year), Some(c.month), Some(c.day));
        (f.h, f.i, f.s) = (Some(c.hour), Some(c.minute), Some(c.second));
        zone = Some(Zone::Fixed(0));
    }
    if reset_all {
        f.y = f.y.or(Some(1970));
        f.m = f.m.or(Some(1));
        f.d = f.d.or(Some(1));
        f.h = f.h.or(Some(0));
    }
    if f.h.is_some() || f.i.is_some() || f.s.is_some() {
        f.h = f.h.or(Some(0));
        f.i = f.i.or(Some(0));
        f.s = f.s.or(Some(0));
        f.us = f.us.or(Some(0));
    }
    if let (Some(h), Some(pm)) = (f.h, f.pm) {
        f.h = Some(match (h, pm) {
            (h, true) if h < 12 => h + 12,
            (12, false) => 0,
            (h, _) => h,
        });
    }
    let mut a = PhpArray::new();
    let put = |a: &mut PhpArray, k: &str, v: Value| a.insert(Key::Str(PhpString::from(k)), v);
    let opt = |v: Option<i64>| v.map_or(Value::Bool(false), Value::Int);
    put(&mut a, "year", opt(f.y));
    put(&mut a, "month", opt(f.m));
    put(&mut a, "day", opt(f.d));
    put(&mut a, "hour", opt(f.h));
    put(&mut a, "minute", opt(f.i));
    put(&mut a, "second", opt(f.s));
    let fraction =
        f.us.map_or(Value::Bool(false), |us| Value::Float(us as f64 / 1e6));
    put(&mut a, "fraction", fraction);
    let list = |items: &[(usize, &'static str)]| {
        let mut l = PhpArray::new();
        for (pos, msg) in items {
            l.insert(Key::Int(*pos as i64), Value::str(msg));
        }
        Value::arr(l)
    };
    put(&mut a, "warning_count", Value::Int(errs.warning_count));
    put(&mut a, "warnings", list(&errs.warnings));
    put(&mut a, "error_count", Value::Int(errs.error_count));
    put(&mut a, "errors", list(&errs.errors));
    put(&mut a, "is_localtime", Value::Bool(zone.is_some()));
    match &zone {
        Some(Zone::Fixed(off)) => {
            put(&mut a, "zone_type", Value::Int(1));
            put(&mut a, "zone", Value::Int(*off));
            put(&mut a, "is_dst", Value::Bool(false));
        }
        Some(Zone::Abbr(t)) => {
            put(&mut a, "zone_type", Value::Int(2));
            put(
                &mut a,
                "zone",
                Value::Int(t.offset - if t.dst { 3600 } else { 0 }),
            );
            put(&mut a, "is_dst", Value::Bool(t.dst));
            put(&mut a, "tz_abbr", Value::str(&t.abbr));
        }
        Some(z) => {
            put(&mut a, "zone_type", Value::Int(3));
            if matches!(z, Zone::Utc) {
                put(&mut a, "tz_abbr", Value::str("UTC"));
            }
            put(&mut a, "tz_id", Value::str(&z.name()));
        }
        None => {}
    }
    if let Some(wd) = f.wd {
        let mut r = PhpArray::new();
        for k in ["year", "month", "day", "hour", "minute", "second"] {
            put(&mut r, k, Value::Int(0));
        }
        put(&mut r, "weekday", Value::Int(wd));
        put(&mut a, "relative", Value::arr(r));
    }
    Ok(Value::arr(a))
}
