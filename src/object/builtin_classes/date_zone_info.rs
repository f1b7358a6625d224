//! What a `DateTimeZone` tells about itself beyond offsets: its transitions
//! (`getTransitions`) and its location in zone.tab (`getLocation`).

use std::rc::Rc;

use super::datetime::this_zone;
use crate::builtins::time::format_date;
use crate::builtins::tz::{Zone, ZoneType};
use crate::builtins::tz_catalog;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, Obj};
use crate::value::{Key, PhpArray, PhpString, Value};

fn transition(ts: i64, t: &ZoneType) -> Value {
    let mut row = PhpArray::with_capacity(5);
    let time = format_date(b"x-m-d\\TH:i:sP", ts, &Zone::Utc);
    row.insert(Key::from_bytes(b"ts"), Value::Int(ts));
    row.insert(Key::from_bytes(b"time"), Value::Str(PhpString::from(time)));
    row.insert(Key::from_bytes(b"offset"), Value::Int(t.offset));
    row.insert(Key::from_bytes(b"isdst"), Value::Bool(t.dst));
    let abbr = PhpString::from(t.abbr.as_str());
    row.insert(Key::from_bytes(b"abbr"), Value::Str(abbr));
    Value::arr(row)
}

/// The type in force at `begin` (stamped `begin`), then every transition before `end`;
/// false for a zone given as an offset or an abbreviation.
pub(crate) fn zone_transitions(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let zone = this_zone(interp, this_)?;
    let Some((list, first)) = zone.transitions() else {
        return Ok(Value::Bool(false));
    };
    let begin = args.first().map_or(i64::MIN, Value::to_int);
    let end = args.get(1).map_or(i64::from(i32::MAX), Value::to_int);
    let mut out = PhpArray::new();
    let from = if begin == i64::MIN {
        out.push(transition(begin, &first));
        Some(0)
    } else {
        let next = list.iter().position(|(at, _)| *at > begin);
        match next {
            Some(0) => out.push(transition(begin, &first)),
            Some(i) => out.push(transition(begin, &list[i - 1].1)),
            None if list.is_empty() => out.push(transition(begin, &first)),
            None => out.push(transition(begin, &zone.at(begin))),
        };
        next
    };
    if let Some(from) = from {
        for (at, t) in list[from..].iter().take_while(|(at, _)| *at < end) {
            out.push(transition(*at, t));
        }
    }
    Ok(Value::arr(out))
}

/// The zone.tab entry of a named zone: country code, coordinates and comment (`??` and
/// `?` for a zone it does not list); false for an offset or an abbreviation.
pub(crate) fn zone_location(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let zone = this_zone(interp, this_)?;
    if matches!(zone, Zone::Fixed(_) | Zone::Abbr(_)) {
        return Ok(Value::Bool(false));
    }
    let row = tz_catalog::zone_tab_row(&zone.name());
    let (lat, lon) = row
        .as_ref()
        .and_then(|r| tz_catalog::coordinates(&r.coordinates))
        .unwrap_or((0.0, 0.0));
    let (country, comments) = match &row {
        Some(r) => (r.country.as_str(), r.comments.as_str()),
        None => ("??", "?"),
    };
    let mut out = PhpArray::with_capacity(4);
    out.insert(Key::from_bytes(b"country_code"), Value::str(country));
    out.insert(Key::from_bytes(b"latitude"), Value::Float(lat));
    out.insert(Key::from_bytes(b"longitude"), Value::Float(lon));
    out.insert(Key::from_bytes(b"comments"), Value::str(comments));
    Ok(Value::arr(out))
}
