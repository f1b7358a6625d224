//! `createFromFormat`: read a date by an explicit `date()`-style format. Fields the format
//! does not give come from the current time (all of them from the epoch after `!`, the
//! ones not yet given after `|`); a given hour zeroes the minutes and seconds not given.

use super::datetime::{zone_by_name, DateState};
use crate::builtins::strtotime::MONTHS;
use crate::builtins::time::unix_now;
use crate::builtins::tz::{Civil, Zone};

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

/// Parse `text` by `format` in `zone`; None when they do not match.
pub(crate) fn parse(format: &[u8], text: &[u8], zone: Zone) -> Option<DateState> {
    let mut f = Fields::default();
    let mut zone = zone;
    let mut reset_all = false;
    let mut r = Reader { s: text, at: 0 };
    let mut k = 0;
    while k < format.len() {
        let c = format[k];
        k += 1;
        match c {
            b'd' | b'j' => f.d = Some(r.num(2)?),
            b'D' | b'l' => {
                r.letters();
            }
            b'S' => {
                r.letters();
            }
            b'z' => f.doy = Some(r.num(3)?),
            b'm' | b'n' => f.m = Some(r.num(2)?),
            b'M' | b'F' => {
                let w = String::from_utf8_lossy(r.letters()).to_ascii_lowercase();
                let m = MONTHS
                    .iter()
                    .position(|m| *m == w || (w.len() == 3 && m.starts_with(&w)))?;
                f.m = Some(m as i64 + 1);
            }
            b'Y' => f.y = Some(r.signed(4)?),
            b'y' => {
                let y = r.num(2)?;
                f.y = Some(if y < 70 { 2000 + y } else { 1900 + y });
            }
            b'a' | b'A' => {
                let w = String::from_utf8_lossy(r.letters()).to_ascii_lowercase();
                f.pm = Some(match w.as_str() {
                    "am" => false,
                    "pm" => true,
                    _ => return None,
                });
            }
            b'g' | b'h' | b'G' | b'H' => f.h = Some(r.num(2)?),
            b'i' => f.i = Some(r.num(2)?),
            b's' => f.s = Some(r.num(2)?),
            b'u' => {
                r.num(6)?;
            }
            b'v' => {
                r.num(3)?;
            }
            b'U' => f.ts = Some(r.signed(20)?),
            b'e' | b'T' | b'P' | b'O' | b'p' => zone = r.zone()?,
            b'!' => {
                f = Fields::default();
                reset_all = true;
            }
            b'|' => reset_all = true,
            b'+' => r.at = text.len(),
            b'?' => {
                r.at += 1;
                if r.at > text.len() {
                    return None;
                }
            }
            b'*' => {
                while r.at < text.len() && !b" ,;:/.-()".contains(&text[r.at]) {
                    r.at += 1;
                }
            }
            b'#' => {
                if !b";:/.,-()".contains(text.get(r.at)?) {
                    return None;
                }
                r.at += 1;
            }
            b'\\' => {
                let lit = *format.get(k)?;
                k += 1;
                if text.get(r.at) != Some(&lit) {
                    return None;
                }
                r.at += 1;
            }
            lit => {
                if text.get(r.at) != Some(&lit) {
                    return None;
                }
                r.at += 1;
            }
        }
    }
    if r.at != text.len() {
        return None;
    }
    if let Some(ts) = f.ts {
        return Some(DateState {
            ts,
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
    Some(DateState { ts, zone })
}
