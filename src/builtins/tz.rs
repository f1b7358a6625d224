//! Calendar arithmetic and time zones: proleptic Gregorian conversions between Unix
//! timestamps and civil dates, and zones (UTC, or named zones read from the system's
//! TZif database) that give the UTC offset, DST flag and abbreviation at an instant.

use std::rc::Rc;

/// A broken-down local time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Civil {
    pub year: i64,
    /// 1..=12
    pub month: i64,
    /// 1..=31
    pub day: i64,
    pub hour: i64,
    pub minute: i64,
    pub second: i64,
}

/// Days since 1970-01-01 of a civil date (any month/day values are normalized).
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    // Normalize the month into 1..=12 first, carrying into the year.
    let y = y + (m - 1).div_euclid(12);
    let m = (m - 1).rem_euclid(12) + 1;
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// The civil date (year, month, day) of a day count since 1970-01-01.
pub fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

pub fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

pub fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ => {
            if is_leap(y) {
                29
            } else {
                28
            }
        }
    }
}

/// Seconds since the epoch of a civil time read as UTC (fields may overflow: mktime rules).
pub fn civil_to_seconds(c: &Civil) -> i64 {
    days_from_civil(c.year, c.month, c.day) * 86400 + c.hour * 3600 + c.minute * 60 + c.second
}

/// The civil UTC time of seconds since the epoch.
pub fn seconds_to_civil(t: i64) -> Civil {
    let days = t.div_euclid(86400);
    let secs = t.rem_euclid(86400);
    let (year, month, day) = civil_from_days(days);
    Civil {
        year,
        month,
        day,
        hour: secs / 3600,
        minute: secs % 3600 / 60,
        second: secs % 60,
    }
}

/// 0 = Sunday.
pub fn weekday(days: i64) -> i64 {
    (days + 4).rem_euclid(7)
}

/// One local time type of a zone.
#[derive(Debug, Clone, PartialEq)]
pub struct ZoneType {
    pub offset: i64,
    pub dst: bool,
    pub abbr: String,
}

/// A time zone.
#[derive(Debug, Clone)]
pub enum Zone {
    Utc,
    /// A fixed UTC offset in seconds (`+02:00`).
    Fixed(i64),
    /// A zone from the TZif database.
    Named(Rc<NamedZone>),
    /// A zone abbreviation named in a date phrase (`EST`, `CEST`): its UTC offset in
    /// seconds (DST included) and whether it names summer time.
    Abbr(Rc<ZoneType>),
}

/// One row of timelib's abbreviation table.
pub(crate) struct Abbreviation<'a> {
    pub name: &'a str,
    pub dst: bool,
    /// UTC offset in seconds, DST included.
    pub offset: i64,
    pub id: Option<&'a str>,
}

/// timelib's abbreviation table, one `name dst offset identifier` row a line (`-` for
/// an abbreviation that names no zone).
const ABBREVIATIONS: &str = include_str!("tz_abbreviations.txt");

/// The rows of timelib's abbreviation table, in its order.
pub(crate) fn abbreviations() -> impl Iterator<Item = Abbreviation<'static>> {
    ABBREVIATIONS.lines().filter_map(|l| {
        let mut f = l.split(' ');
        let name = f.next()?;
        let dst = f.next()? == "1";
        let offset = f.next()?.parse().ok()?;
        let id = f.next().filter(|id| *id != "-");
        Some(Abbreviation {
            name,
            dst,
            offset,
            id,
        })
    })
}

#[derive(Debug)]
pub struct NamedZone {
    pub name: String,
    /// Transition instants (ascending) and the type index in force from each.
    transitions: Vec<(i64, usize)>,
    types: Vec<ZoneType>,
    /// The type before the first transition.
    initial: usize,
}

impl Zone {
    pub fn name(&self) -> String {
        match self {
            Zone::Utc => "UTC".into(),
            Zone::Fixed(off) => offset_name(*off),
            Zone::Named(z) => z.name.clone(),
            Zone::Abbr(t) => t.abbr.clone(),
        }
    }

    /// The zone an abbreviation names (any case), if timelib knows it: its first row in
    /// the table.
    pub fn by_abbreviation(word: &str) -> Option<Zone> {
        let a = abbreviations().find(|a| a.name.eq_ignore_ascii_case(word))?;
        Some(Zone::Abbr(Rc::new(ZoneType {
            offset: a.offset,
            dst: a.dst,
            abbr: word.to_ascii_uppercase(),
        })))
    }

    /// Offset, DST flag and abbreviation in force at instant `t`.
    pub fn at(&self, t: i64) -> ZoneType {
        match self {
            Zone::Utc => ZoneType {
                offset: 0,
                dst: false,
                abbr: "UTC".into(),
            },
            Zone::Fixed(off) => ZoneType {
                offset: *off,
                dst: false,
                abbr: format!("GMT{}", offset_name(*off).replace(':', "")),
            },
            Zone::Abbr(t) => (**t).clone(),
            Zone::Named(z) => {
                let idx = match z.transitions.binary_search_by(|(at, _)| at.cmp(&t)) {
                    Ok(i) => z.transitions[i].1,
                    Err(0) => z.initial,
                    Err(i) => z.transitions[i - 1].1,
                };
                z.types.get(idx).cloned().unwrap_or(ZoneType {
                    offset: 0,
                    dst: false,
                    abbr: "UTC".into(),
                })
            }
        }
    }

    /// The local civil time of instant `t`.
    pub fn local(&self, t: i64) -> (Civil, ZoneType) {
        let zt = self.at(t);
        (seconds_to_civil(t + zt.offset), zt)
    }

    /// Offset and DST flag in force at instant `t`, with the instant of the transition
    /// that began them (None before the first one).
    fn offset_info(&self, t: i64) -> (i64, bool, Option<i64>) {
        let Zone::Named(z) = self else {
            let zt = self.at(t);
            return (zt.offset, zt.dst, None);
        };
        let since = match z.transitions.binary_search_by(|(at, _)| at.cmp(&t)) {
            Ok(i) => Some(z.transitions[i].0),
            Err(0) => None,
            Err(i) => Some(z.transitions[i - 1].0),
        };
        let zt = self.at(t);
        (zt.offset, zt.dst, since)
    }

    /// The instant of a local civil time (fields may overflow), as timelib resolves it.
    /// `dst_hint` is the DST flag of a time that already carries this zone (a date being
    /// modified, mktime's current time), or None for a time parsed without one. In a DST
    /// gap the offset before the gap applies; in an overlap the hint decides, and without
    /// one the reading whose offset the local time itself falls in.
    pub fn to_timestamp(&self, c: &Civil, dst_hint: Option<bool>) -> i64 {
        let local = civil_to_seconds(c);
        let (current, current_dst, _) = self.offset_info(local);
        let (after, _, after_since) = self.offset_info(local - current);
        let (mut actual, mut actual_since) = (after, after_since);
        if let (true, Some(hint)) = (current == after, dst_hint) {
            // The local time read as UTC may sit on the other side of a transition
            // from the actual local time: look two hours behind or ahead.
            if current >= 0 && hint && !current_dst {
                let (earlier, _, earlier_since) = self.offset_info(local - current - 7200);
                if earlier != after && after_since.is_some_and(|at| local - earlier < at) {
                    (actual, actual_since) = (earlier, earlier_since);
                }
            } else if current <= 0 && current_dst && !hint {
                let (later, _, later_since) = self.offset_info(local - current + 7200);
                if later != after && later_since.is_some_and(|at| local - later >= at) {
                    (actual, actual_since) = (later, later_since);
                }
            }
        }
        let in_transition = actual_since
            .is_some_and(|at| local - actual >= at + (current - actual) && local - actual < at);
        if current != actual && !in_transition {
            local - actual
        } else {
            local - current
        }
    }

    /// The explicit transitions of a zone (instant and the type from then on) and its
    /// first local time type, as timelib lists them; None for a fixed offset or an
    /// abbreviation, which have no transitions to list.
    pub fn transitions(&self) -> Option<(Vec<(i64, ZoneType)>, ZoneType)> {
        match self {
            Zone::Utc => Some((Vec::new(), self.at(0))),
            Zone::Fixed(_) | Zone::Abbr(_) => None,
            Zone::Named(z) => {
                let first = z.types.first()?.clone();
                let list = z
                    .transitions
                    .iter()
                    .filter_map(|&(at, i)| Some((at, z.types.get(i)?.clone())))
                    .collect();
                Some((list, first))
            }
        }
    }

    /// Whether DST is in force now (mktime's preference in ambiguous local times).
    pub fn dst_now(&self, now: i64) -> bool {
        self.at(now).dst
    }

    /// Look a zone up by identifier (`UTC`, `Europe/Paris`, ...), case-insensitively for UTC.
    pub fn by_name(name: &str) -> Option<Zone> {
        if name.eq_ignore_ascii_case("utc") || name.eq_ignore_ascii_case("z") {
            return Some(Zone::Utc);
        }
        let valid = !name.is_empty()
            && !name.starts_with('/')
            && !name
                .split('/')
                .any(|p| p.is_empty() || p == "." || p == "..")
            && name
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || b"/_-+".contains(&c));
        if !valid {
            return None;
        }
        Zone::load(name, name)
    }

    /// The zone in database file `file`, known by `name`.
    pub fn load(file: &str, name: &str) -> Option<Zone> {
        let data = std::fs::read(format!("/usr/share/zoneinfo/{file}")).ok()?;
        let z = parse_tzif(name, &data)?;
        Some(Zone::Named(Rc::new(z)))
    }
}

/// `+hh:mm` text of a UTC offset in seconds.
pub fn offset_name(off: i64) -> String {
    let sign = if off < 0 { '-' } else { '+' };
    let a = off.abs();
    format!("{sign}{:02}:{:02}", a / 3600, a % 3600 / 60)
}

fn be_i32(b: &[u8], at: usize) -> Option<i64> {
    let s = b.get(at..at + 4)?;
    Some(i32::from_be_bytes([s[0], s[1], s[2], s[3]]) as i64)
}

fn be_i64(b: &[u8], at: usize) -> Option<i64> {
    let s = b.get(at..at + 8)?;
    let mut a = [0u8; 8];
    a.copy_from_slice(s);
    Some(i64::from_be_bytes(a))
}

/// Parse a TZif file (version 1, or the 64-bit block of version 2+).
fn parse_tzif(name: &str, data: &[u8]) -> Option<NamedZone> {
    if data.get(0..4)? != b"TZif" {
        return None;
    }
    let header = |at: usize| -> Option<[usize; 6]> {
        let mut h = [0usize; 6];
        for (k, v) in h.iter_mut().enumerate() {
            *v = be_i32(data, at + 20 + 4 * k)? as usize;
        }
        Some(h)
    };
    let [isut, isstd, leap, time, typ, chars] = header(0)?;
    let mut at = 44;
    let mut width = 4;
    if data[4] >= b'2' {
        at += time * 5 + typ * 6 + chars + leap * 8 + isstd + isut;
        let h2 = header(at)?;
        at += 44;
        width = 8;
        return read_block(name, data, at, width, h2);
    }
    read_block(name, data, at, width, [isut, isstd, leap, time, typ, chars])
}

fn read_block(
    name: &str,
    data: &[u8],
    mut at: usize,
    width: usize,
    [_isut, _isstd, _leap, time, typ, chars]: [usize; 6],
) -> Option<NamedZone> {
    let mut instants = Vec::with_capacity(time);
    for k in 0..time {
        let v = if width == 8 {
            be_i64(data, at + k * 8)?
        } else {
            be_i32(data, at + k * 4)?
        };
        instants.push(v);
    }
    at += time * width;
    let idx = data.get(at..at + time)?.to_vec();
    at += time;
    let mut raw_types = Vec::with_capacity(typ);
    for k in 0..typ {
        let p = at + k * 6;
        let off = be_i32(data, p)?;
        let dst = *data.get(p + 4)? != 0;
        let ai = *data.get(p + 5)? as usize;
        raw_types.push((off, dst, ai));
    }
    at += typ * 6;
    let abbrs = data.get(at..at + chars)?;
    let types: Vec<ZoneType> = raw_types
        .into_iter()
        .map(|(offset, dst, ai)| {
            let s = abbrs.get(ai..).unwrap_or(&[]);
            let end = s.iter().position(|&c| c == 0).unwrap_or(s.len());
            ZoneType {
                offset,
                dst,
                abbr: String::from_utf8_lossy(&s[..end]).into_owned(),
            }
        })
        .collect();
    if types.is_empty() {
        return None;
    }
    let transitions: Vec<(i64, usize)> = instants
        .into_iter()
        .zip(idx.into_iter().map(|i| i as usize))
        .filter(|&(_, i)| i < types.len())
        .collect();
    Some(NamedZone {
        name: name.to_string(),
        transitions,
        types,
        initial: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_round_trip() {
        for days in [-800_000, -1, 0, 1, 19_000, 2_932_896] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(days_from_civil(2024, 1, 1), 19723);
        assert_eq!(days_from_civil(2023, 14, 35), days_from_civil(2024, 3, 6));
        assert_eq!(weekday(0), 4);
    }

    #[test]
    fn utc_timestamps() {
        let c = seconds_to_civil(1_700_000_000);
        assert_eq!(
            (c.year, c.month, c.day, c.hour, c.minute, c.second),
            (2023, 11, 14, 22, 13, 20)
        );
        assert_eq!(civil_to_seconds(&c), 1_700_000_000);
    }
}
