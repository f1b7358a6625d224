//! `createFromFormat`: read a date by an explicit `date()`-style format. Fields the format
//! does not give come from the current time (all of them from the epoch after `!`, the
//! ones not yet given after `|`); a given hour zeroes the minutes and seconds not given.

use super::date_errors::LastErrors;
use super::datetime::{zone_by_name, DateState};
use crate::builtins::strtotime::MONTHS;
use crate::builtins::time::unix_now;
use crate::builtins::tz::{days_in_month, Civil, Zone};

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
    doy: Option<i64>,
    /// Microseconds (`u`, or `v` times 1000).
    us: Option<i64>,
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
        zone_by_name(text)
    }
}

/// Parse `text` by `format` in `zone`, as timelib does: a field that cannot be read is an
/// error (the reading goes on), a date or time out of range is a warning. None when there
/// was an error; the diagnostics are what `DateTime::getLastErrors()` reports next.
pub(crate) fn parse(format: &[u8], text: &[u8], zone: Zone) -> (Option<DateState>, LastErrors) {
    let mut errs = LastErrors::default();
    let st = parse_fields(format, text, zone, &mut errs);
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

fn parse_fields(
    format: &[u8],
    text: &[u8],
    zone: Zone,
    errs: &mut LastErrors,
) -> Option<DateState> {
    let mut f = Fields::default();
    let mut zone = zone;
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
                let n = if c == b'U' {
                    r.signed(width)
                } else {
                    r.skip_to_digit();
                    let from = r.at;
                    r.num(width).filter(|_| {
                        // Minutes and seconds need both digits.
                        !matches!(c, b'i' | b's') || r.at - from == 2
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
                    b'z' => f.doy = Some(n),
                    b'U' => f.ts = Some(n),
                    b'u' => f.us = Some(n),
                    b'v' => f.us = Some(n * 1000),
                    _ => {}
                }
            }
            b'D' | b'l' => {
                if r.letters().is_empty() {
                    errs.error(begin, "A textual day could not be found");
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
                Some(z) => zone = z,
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
        zone.local(unix_now()).0
    };
    let any_time = f.h.is_some() || f.i.is_some() || f.s.is_some();
    let time_default = |v: i64| if any_time { 0 } else { v };
    let mut hour = f.h.unwrap_or(time_default(now.hour));
    match f.pm {
        Some(true) if hour < 12 => hour += 12,
        Some(false) if hour == 12 => hour = 0,
        _ => {}
    }
    let mut c = Civil {
        year: f.y.unwrap_or(now.year),
        month: f.m.unwrap_or(now.month),
        day: f.d.unwrap_or(now.day),
        hour,
        minute: f.i.unwrap_or(time_default(now.minute)),
        second: f.s.unwrap_or(time_default(now.second)),
    };
    if let Some(doy) = f.doy {
        c.month = 1;
        c.day = doy + 1;
    }
    let ts = zone.to_timestamp(&c, false);
    Some(DateState {
        ts,
        us: f.us.unwrap_or(0),
        zone,
    })
}
