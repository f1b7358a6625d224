//! Catalogues of time zone names: the identifiers of the system zone database (grouped by
//! region or country as zone.tab assigns them) and timelib's table of zone abbreviations,
//! behind timezone_identifiers_list, timezone_abbreviations_list and timezone_name_from_abbr.

use super::string_args::*;
use super::tz::{abbreviations, Abbreviation, Zone, ZoneType};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "timezone_identifiers_list",
        sig: "timezone_identifiers_list(int $timezoneGroup = DateTimeZone::ALL, ?string $countryCode = null): array",
        call: timezone_identifiers_list,
    },
    Builtin {
        name: "timezone_abbreviations_list",
        sig: "timezone_abbreviations_list(): array",
        call: timezone_abbreviations_list,
    },
    Builtin {
        name: "timezone_name_from_abbr",
        sig: "timezone_name_from_abbr(string $abbr, int $utcOffset = -1, int $isDST = -1): string|false",
        call: timezone_name_from_abbr,
    },
    Builtin {
        name: "timezone_version_get",
        sig: "timezone_version_get(): string",
        call: timezone_version_get,
    },
];

/// The zone database is the system's, which PHP reports as version `0.system`.
fn timezone_version_get(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::str("0.system"))
}

const ZONEINFO: &str = "/usr/share/zoneinfo";

/// The `DateTimeZone` group constants, each with the identifier prefix it selects.
pub const GROUPS: [(&str, i64, &str); 11] = [
    ("AFRICA", 1, "Africa/"),
    ("AMERICA", 2, "America/"),
    ("ANTARCTICA", 4, "Antarctica/"),
    ("ARCTIC", 8, "Arctic/"),
    ("ASIA", 16, "Asia/"),
    ("ATLANTIC", 32, "Atlantic/"),
    ("AUSTRALIA", 64, "Australia/"),
    ("EUROPE", 128, "Europe/"),
    ("INDIAN", 256, "Indian/"),
    ("PACIFIC", 512, "Pacific/"),
    ("UTC", 1024, ""),
];
pub const ALL: i64 = 2047;
pub const ALL_WITH_BC: i64 = 4095;
pub const PER_COUNTRY: i64 = 4096;

/// Every zone file under the database directory, as PHP's system-database index lists
/// them: `posix`, `right`, `posixrules`, `*.tab` and `*.list` are left out, and names are
/// sorted case-insensitively.
fn all_identifiers() -> Vec<String> {
    fn walk(dir: &std::path::Path, prefix: &str, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if matches!(name.as_str(), "posix" | "posixrules" | "right")
                || name.contains(".tab")
                || name.contains(".list")
            {
                continue;
            }
            let full = format!("{prefix}{name}");
            if e.path().is_dir() {
                walk(&e.path(), &format!("{full}/"), out);
            } else {
                out.push(full);
            }
        }
    }
    let mut out = Vec::new();
    walk(std::path::Path::new(ZONEINFO), "", &mut out);
    out.sort_by_key(|s| s.to_ascii_lowercase());
    out
}

/// One zone.tab row: a current (non-backward) zone with its country and location.
pub struct ZoneTabRow {
    pub country: String,
    /// ISO 6709 coordinates: `+DDMM+DDDMM` or `+DDMMSS+DDDMMSS`.
    pub coordinates: String,
    pub id: String,
    pub comments: String,
}

fn zone_tab() -> Vec<ZoneTabRow> {
    let text = std::fs::read_to_string(format!("{ZONEINFO}/zone.tab")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut f = l.split('\t');
            Some(ZoneTabRow {
                country: f.next()?.to_string(),
                coordinates: f.next()?.to_string(),
                id: f.next()?.to_string(),
                comments: f.next().unwrap_or("").to_string(),
            })
        })
        .collect()
}

/// The zone.tab row of an identifier.
pub fn zone_tab_row(id: &str) -> Option<ZoneTabRow> {
    zone_tab().into_iter().find(|r| r.id == id)
}

/// (latitude, longitude) of ISO 6709 coordinates, cut to five decimals as timelib keeps
/// them.
pub fn coordinates(text: &str) -> Option<(f64, f64)> {
    let split = text[1..].find(['+', '-'])? + 1;
    let part = |p: &str, deg_len: usize| -> Option<f64> {
        let (sign, digits) = p.split_at(1);
        let field = |r: std::ops::Range<usize>| -> Option<i64> {
            digits.get(r).map_or(Some(0), |d| d.parse().ok())
        };
        if digits.len() < deg_len + 2 {
            return None;
        }
        let secs = field(0..deg_len)? * 3600
            + field(deg_len..deg_len + 2)? * 60
            + field(deg_len + 2..deg_len + 4)?;
        let v = (secs * 100_000 / 3600) as f64 / 100_000.0;
        Some(if sign == "-" { -v } else { v })
    };
    Some((part(&text[..split], 2)?, part(&text[split..], 3)?))
}

/// The identifiers of a group mask, or of one country for `PER_COUNTRY`; `func` names the
/// caller in the ValueError for a missing or malformed country code.
pub fn list_identifiers(
    cx: &Interp,
    func: &str,
    group: i64,
    country: Option<&[u8]>,
) -> Result<Value, Unwind> {
    let country = country.unwrap_or(b"");
    if group == PER_COUNTRY && country.len() != 2 {
        return Err(value_error(
            cx,
            format!("{func}(): Argument #2 ($countryCode) must be a two-letter ISO 3166-1 compatible country code when argument #1 ($timezoneGroup) is DateTimeZone::PER_COUNTRY"),
        ));
    }
    let tab = zone_tab();
    let allowed = |id: &str| {
        GROUPS.iter().any(|(_, bit, prefix)| {
            group & bit != 0
                && if prefix.is_empty() {
                    id == "UTC"
                } else {
                    id.starts_with(prefix)
                }
        })
    };
    let ids = all_identifiers().into_iter().filter(|id| {
        let entry = tab.iter().find(|r| r.id == *id);
        if group == PER_COUNTRY {
            entry.is_some_and(|r| r.country.as_bytes() == country)
        } else {
            group == ALL_WITH_BC || (allowed(id) && (entry.is_some() || id == "UTC"))
        }
    });
    Ok(list_of(ids.map(String::into_bytes)))
}

fn timezone_identifiers_list(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let country = opt_str(args, 1);
    list_identifiers(
        cx,
        "timezone_identifiers_list",
        int_arg(args, 0, ALL),
        country.as_deref(),
    )
}

/// timelib's fallback zones for a bare UTC offset and DST flag.
const FALLBACK: &[(i64, bool, &str)] = &[
    (-39600, false, "Pacific/Apia"),
    (-36000, false, "Pacific/Honolulu"),
    (-32400, false, "America/Anchorage"),
    (-28800, true, "America/Anchorage"),
    (-28800, false, "America/Los_Angeles"),
    (-25200, true, "America/Los_Angeles"),
    (-25200, false, "America/Denver"),
    (-21600, true, "America/Denver"),
    (-21600, false, "America/Chicago"),
    (-18000, true, "America/Chicago"),
    (-18000, false, "America/New_York"),
    (-16200, false, "America/Caracas"),
    (-14400, true, "America/New_York"),
    (-14400, false, "America/Halifax"),
    (-10800, true, "America/Halifax"),
    (-10800, false, "America/Sao_Paulo"),
    (-7200, true, "America/Sao_Paulo"),
    (-3600, false, "Atlantic/Azores"),
    (0, true, "Atlantic/Azores"),
    (0, false, "Europe/London"),
    (3600, true, "Europe/London"),
    (3600, false, "Europe/Paris"),
    (7200, true, "Europe/Paris"),
    (7200, false, "Europe/Helsinki"),
    (10800, true, "Europe/Helsinki"),
    (10800, false, "Europe/Moscow"),
    (14400, true, "Europe/Moscow"),
    (14400, false, "Asia/Dubai"),
    (18000, false, "Asia/Karachi"),
    (19800, false, "Asia/Kolkata"),
    (20700, false, "Asia/Katmandu"),
    (21600, true, "Asia/Yekaterinburg"),
    (25200, true, "Asia/Novosibirsk"),
    (25200, false, "Asia/Krasnoyarsk"),
    (28800, true, "Asia/Krasnoyarsk"),
    (28800, false, "Asia/Shanghai"),
    (32400, false, "Asia/Tokyo"),
    (36000, false, "Australia/Melbourne"),
    (37800, true, "Australia/Adelaide"),
    (39600, true, "Australia/Melbourne"),
    (43200, false, "Pacific/Auckland"),
    (46800, true, "Pacific/Auckland"),
];

/// Every abbreviation with the zones it is used in, keyed by lower-case abbreviation.
pub fn abbreviations_list() -> Value {
    let mut out = PhpArray::new();
    for a in abbreviations() {
        let mut row = PhpArray::with_capacity(3);
        row.insert(Key::from_bytes(b"dst"), Value::Bool(a.dst));
        row.insert(Key::from_bytes(b"offset"), Value::Int(a.offset));
        let id =
            a.id.map_or(Value::Null, |id| Value::Str(PhpString::from(id)));
        row.insert(Key::from_bytes(b"timezone_id"), id);
        let slot = out.entry_mut(Key::from_bytes(a.name.as_bytes()));
        if !matches!(slot, Value::Array(_)) {
            *slot = Value::arr(PhpArray::new());
        }
        if let Value::Array(list) = slot {
            std::rc::Rc::make_mut(list).push(Value::arr(row));
        }
    }
    Value::arr(out)
}

fn timezone_abbreviations_list(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(abbreviations_list())
}

/// The zone an abbreviation names when it stands alone (`new DateTimeZone("cest")`):
/// its first row in the table, `utc` and `gmt` being UTC.
pub fn abbreviation_zone(word: &str) -> Option<Zone> {
    if word.eq_ignore_ascii_case("utc") || word.eq_ignore_ascii_case("gmt") {
        return Some(Zone::Abbr(std::rc::Rc::new(ZoneType {
            offset: 0,
            dst: false,
            abbr: word.to_ascii_uppercase(),
        })));
    }
    Zone::by_abbreviation(word)
}

/// The database's spelling of an identifier given in any case.
pub fn canonical_identifier(name: &str) -> Option<String> {
    all_identifiers()
        .into_iter()
        .find(|id| id.eq_ignore_ascii_case(name))
}

/// timelib's search: the first row of the abbreviation whose offset matches (or its first
/// row), then a zone for the offset and DST flag alone.
fn name_from_abbr(abbr: &str, offset: i64, dst: i64) -> Option<&'static str> {
    if abbr.eq_ignore_ascii_case("utc") || abbr.eq_ignore_ascii_case("gmt") {
        return Some("UTC");
    }
    let mut first: Option<Abbreviation> = None;
    for a in abbreviations().filter(|a| a.name.eq_ignore_ascii_case(abbr)) {
        if offset == -1 || a.offset == offset {
            return a.id;
        }
        first.get_or_insert(a);
    }
    if let Some(a) = first {
        return a.id;
    }
    FALLBACK
        .iter()
        .find(|(o, d, _)| *o == offset && i64::from(*d) == dst)
        .map(|(_, _, id)| *id)
}

fn timezone_name_from_abbr(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let abbr = str_arg(args, 0).to_string_lossy();
    Ok(
        match name_from_abbr(&abbr, int_arg(args, 1, -1), int_arg(args, 2, -1)) {
            Some(id) => Value::Str(PhpString::from(id)),
            None => Value::Bool(false),
        },
    )
}
