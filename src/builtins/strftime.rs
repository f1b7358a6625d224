//! `strftime` and `gmstrftime` (deprecated since PHP 8.1) in the "C" locale: each
//! conversion is rendered through `date()`'s formatter, plus the few that `date()` has
//! no letter for (space-padded fields, day of year, century, Sunday/Monday week numbers).

use super::time::{default_zone, format_date, unix_now};
use super::tz::Zone;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "strftime",
        sig: "strftime(string $format, ?int $timestamp = null): string|false",
        call: strftime,
    },
    Builtin {
        name: "gmstrftime",
        sig: "gmstrftime(string $format, ?int $timestamp = null): string|false",
        call: gmstrftime,
    },
];

fn timestamp_arg(args: &[Value]) -> i64 {
    match args.get(1) {
        Some(Value::Null) | None => unix_now(),
        Some(v) => v.to_int(),
    }
}

fn strftime(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let zone = default_zone(cx);
    Ok(render(
        &args[0].to_php_string_lossy(),
        timestamp_arg(args),
        &zone,
        false,
    ))
}

fn gmstrftime(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(render(
        &args[0].to_php_string_lossy(),
        timestamp_arg(args),
        &Zone::Utc,
        true,
    ))
}

/// A number from `date()`'s formatter.
fn date_number(letter: &[u8], t: i64, zone: &Zone) -> i64 {
    String::from_utf8_lossy(&format_date(letter, t, zone))
        .parse()
        .unwrap_or(0)
}

/// Week of the year counting weeks that start on `first_weekday` (0 = Sunday, 1 = Monday);
/// days before the first such weekday are in week 0.
fn week_number(t: i64, zone: &Zone, first_weekday: i64) -> i64 {
    let yday = date_number(b"z", t, zone);
    let wday = date_number(b"w", t, zone);
    (yday + 7 - (wday - first_weekday).rem_euclid(7)) / 7
}

/// `gmt` is gmstrftime, whose zone name is "GMT".
fn render(format: &[u8], t: i64, zone: &Zone, gmt: bool) -> Value {
    if format.is_empty() {
        return Value::Bool(false);
    }
    let date = |f: &str| format_date(f.as_bytes(), t, zone);
    let mut out = Vec::with_capacity(format.len() * 2);
    let mut i = 0;
    while i < format.len() {
        if format[i] != b'%' || i + 1 == format.len() {
            out.push(format[i]);
            i += 1;
            continue;
        }
        let conv = format[i + 1];
        i += 2;
        let piece: Vec<u8> = match conv {
            b'a' => date("D"),
            b'A' => date("l"),
            b'b' | b'h' => date("M"),
            b'B' => date("F"),
            b'c' => [
                date("D M "),
                format!("{:>2}", date_number(b"j", t, zone)).into_bytes(),
                date(" H:i:s Y"),
            ]
            .concat(),
            b'C' => format!("{:02}", date_number(b"Y", t, zone).div_euclid(100)).into_bytes(),
            b'd' => date("d"),
            b'D' | b'x' => date("m/d/y"),
            b'e' => format!("{:>2}", date_number(b"j", t, zone)).into_bytes(),
            b'F' => date("Y-m-d"),
            b'g' => format!("{:02}", date_number(b"o", t, zone).rem_euclid(100)).into_bytes(),
            b'G' => date("o"),
            b'H' => date("H"),
            b'I' => date("h"),
            b'j' => format!("{:03}", date_number(b"z", t, zone) + 1).into_bytes(),
            b'k' => format!("{:>2}", date_number(b"G", t, zone)).into_bytes(),
            b'l' => format!("{:>2}", date_number(b"g", t, zone)).into_bytes(),
            b'm' => date("m"),
            b'M' => date("i"),
            b'n' => b"\n".to_vec(),
            b'p' => date("A"),
            b'P' => date("a"),
            b'r' => date("h:i:s A"),
            b'R' => date("H:i"),
            // PHP hands C's strftime the local wall-clock fields, which the C library reads
            // back as UTC: the count is shifted by the zone's offset, and by one more hour
            // back when the fields are flagged as summer time.
            b's' => {
                let shift = date_number(b"Z", t, zone) - 3600 * date_number(b"I", t, zone);
                (t + shift).to_string().into_bytes()
            }
            b'S' => date("s"),
            b't' => b"\t".to_vec(),
            b'T' | b'X' => date("H:i:s"),
            b'u' => date("N"),
            b'U' => format!("{:02}", week_number(t, zone, 0)).into_bytes(),
            b'V' => date("W"),
            b'w' => date("w"),
            b'W' => format!("{:02}", week_number(t, zone, 1)).into_bytes(),
            b'y' => date("y"),
            b'Y' => date("Y"),
            b'z' => date("O"),
            b'Z' if gmt => b"GMT".to_vec(),
            b'Z' => date("T"),
            b'%' => b"%".to_vec(),
            other => vec![b'%', other],
        };
        out.extend_from_slice(&piece);
    }
    Value::Str(PhpString::from(out))
}
