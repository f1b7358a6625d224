//! Scalar conversions: numeric-string parsing (PHP 8 rules), string -> int/float, and
//! float -> string in PHP's two styles (precision 14 for echo, shortest round-trip for
//! var_dump/var_export/json).

/// What `parse_numeric` found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Numeric {
    Int(i64),
    Float(f64),
}

/// How much of the string was numeric.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumericKind {
    /// The whole string (allowing leading and trailing whitespace) is numeric.
    Numeric,
    /// A numeric prefix followed by other characters ("12abc"): leading-numeric.
    Leading,
}

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

/// Parse a PHP numeric string. Returns None when there is no numeric prefix at all.
pub fn parse_numeric(s: &[u8]) -> Option<(Numeric, NumericKind)> {
    let mut i = 0;
    while i < s.len() && is_ws(s[i]) {
        i += 1;
    }
    let start = i;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        i += 1;
    }
    let int_start = i;
    while i < s.len() && s[i].is_ascii_digit() {
        i += 1;
    }
    let int_digits = i - int_start;
    let mut is_float = false;
    let mut frac_digits = 0;
    if i < s.len() && s[i] == b'.' {
        let mut j = i + 1;
        while j < s.len() && s[j].is_ascii_digit() {
            j += 1;
        }
        frac_digits = j - i - 1;
        if int_digits > 0 || frac_digits > 0 {
            is_float = true;
            i = j;
        }
    }
    if int_digits == 0 && frac_digits == 0 {
        return None;
    }
    if i < s.len() && (s[i] == b'e' || s[i] == b'E') {
        let mut j = i + 1;
        if j < s.len() && (s[j] == b'+' || s[j] == b'-') {
            j += 1;
        }
        let exp_start = j;
        while j < s.len() && s[j].is_ascii_digit() {
            j += 1;
        }
        if j > exp_start {
            is_float = true;
            i = j;
        }
    }
    let end = i;
    while i < s.len() && is_ws(s[i]) {
        i += 1;
    }
    let kind = if i == s.len() {
        NumericKind::Numeric
    } else {
        NumericKind::Leading
    };
    let text = std::str::from_utf8(&s[start..end]).ok()?;
    let num = if is_float {
        Numeric::Float(text.parse::<f64>().unwrap_or(0.0))
    } else {
        match text.parse::<i64>() {
            Ok(n) => Numeric::Int(n),
            Err(_) => Numeric::Float(text.parse::<f64>().unwrap_or(0.0)),
        }
    };
    Some((num, kind))
}

/// `(int)"..."`: the numeric prefix, 0 when none; floats saturate like PHP.
pub fn str_to_int(s: &[u8]) -> i64 {
    match parse_numeric(s) {
        Some((Numeric::Int(i), _)) => i,
        Some((Numeric::Float(f), _)) => float_to_int_saturating(f),
        None => 0,
    }
}

/// `(float)"..."`, read like C's strtod: "-0" is negative zero.
pub fn str_to_float(s: &[u8]) -> f64 {
    match parse_numeric(s) {
        Some((Numeric::Int(0), _)) if s.iter().find(|&&c| !is_ws(c)) == Some(&b'-') => -0.0,
        Some((Numeric::Int(i), _)) => i as f64,
        Some((Numeric::Float(f), _)) => f,
        None => 0.0,
    }
}

/// 2^63 as a float: the first value past i64's range.
const I64_BOUND: f64 = 9_223_372_036_854_775_808.0;

fn float_to_int_saturating(f: f64) -> i64 {
    if f.is_nan() {
        0
    } else if f >= I64_BOUND {
        i64::MAX
    } else if f <= -I64_BOUND {
        i64::MIN
    } else {
        f as i64
    }
}

/// `(int)$float` as PHP 8 does it on 64-bit: NaN and infinities give 0, out-of-range
/// values wrap modulo 2^64.
pub fn float_to_int(f: f64) -> i64 {
    if !f.is_finite() {
        return 0;
    }
    if (-I64_BOUND..I64_BOUND).contains(&f) {
        return f as i64;
    }
    let m = f.trunc() % 18446744073709551616.0;
    let m = if m < 0.0 {
        m + 18446744073709551616.0
    } else {
        m
    };
    (m as u64) as i64
}

/// Float to string as `echo` does it (precision = 14).
pub fn format_float(f: f64) -> String {
    format_float_prec(f, 14)
}

/// Float to string with `precision` significant digits, `%G`-style as PHP's
/// `smart_str_append_double` (precision 0 is treated as 1; -1 means shortest round-trip).
pub fn format_float_prec(f: f64, precision: i32) -> String {
    if precision < 0 {
        return format_float_repr(f);
    }
    if f.is_nan() {
        return "NAN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "INF".into() } else { "-INF".into() };
    }
    let prec = precision.max(1) as usize;
    if f == 0.0 {
        return if f.is_sign_negative() {
            "-0".into()
        } else {
            "0".into()
        };
    }
    if prec <= 15 {
        if let Some(s) = format_prec_from_shortest(f, prec) {
            return s;
        }
    }
    format_prec_exact(f, prec)
}

/// `format_float_prec` by rounding the shortest round-trip digits of `f` (cheap to find)
/// instead of the exact value (dear), for `prec` of at most 15 digits. The two agree:
/// `f` is within half an ulp of its shortest digits, far less than half a unit of the
/// 15th digit, so only a shortest form ending in exactly 5 at the cut can round the other
/// way; None then, and for subnormal `f` (whose ulp is wider).
fn format_prec_from_shortest(f: f64, prec: usize) -> Option<String> {
    if !f.is_normal() {
        return None;
    }
    let (neg, mut digits, mut exp) = shortest_digits(f);
    if digits.len() > prec {
        let tail = &digits[prec..];
        if tail[0] == b'5' && tail[1..].iter().all(|&d| d == b'0') {
            return None;
        }
        let up = tail[0] >= b'5';
        digits.truncate(prec);
        if up {
            let mut i = prec;
            loop {
                if i == 0 {
                    // 99..9 rounded up: one more digit in front.
                    digits.insert(0, b'1');
                    digits.truncate(prec);
                    exp += 1;
                    break;
                }
                i -= 1;
                if digits[i] == b'9' {
                    digits[i] = b'0';
                } else {
                    digits[i] += 1;
                    break;
                }
            }
        }
    }
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
    let digits = std::str::from_utf8(&digits).ok()?;
    Some(format_digits(neg, digits, exp, prec as i32))
}

/// The shortest round-trip digits of finite, non-zero `f` (no leading or trailing
/// zeros), with its sign and the decimal exponent of the first digit.
fn shortest_digits(f: f64) -> (bool, Vec<u8>, i32) {
    let mut buf = ryu::Buffer::new();
    let s = buf.format_finite(f).as_bytes();
    let (neg, s) = match s.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, s),
    };
    let (mant, e) = match s.iter().position(|&c| c == b'e') {
        Some(i) => (
            &s[..i],
            std::str::from_utf8(&s[i + 1..])
                .ok()
                .and_then(|e| e.parse::<i32>().ok())
                .unwrap_or(0),
        ),
        None => (s, 0),
    };
    let int_len = mant.iter().position(|&c| c == b'.').unwrap_or(mant.len()) as i32;
    let mut digits = Vec::with_capacity(mant.len());
    digits.extend(mant.iter().copied().filter(u8::is_ascii_digit));
    let lead = digits.iter().take_while(|&&d| d == b'0').count();
    digits.drain(..lead);
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
    (neg, digits, e + int_len - 1 - lead as i32)
}

/// `format_float_prec` rounding the exact value of `f` (finite, not zero).
fn format_prec_exact(f: f64, prec: usize) -> String {
    // Round to `prec` significant digits using exponential formatting.
    let e = format!("{:.*e}", prec - 1, f);
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let neg = mant.starts_with('-');
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let digits = digits.trim_end_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    format_digits(neg, digits, exp, prec as i32)
}

/// Shortest representation that round-trips (serialize_precision = -1).
pub fn format_float_repr(f: f64) -> String {
    if f.is_nan() {
        return "NAN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "INF".into() } else { "-INF".into() };
    }
    if f == 0.0 {
        return if f.is_sign_negative() {
            "-0".into()
        } else {
            "0".into()
        };
    }
    let shortest = format!("{:e}", f);
    // Two shortest candidates can be equally near `f`; zend_dtoa then keeps the
    // correctly rounded one (ties to even), which exact formatting at that length gives.
    let mant_len = shortest.find('e').unwrap_or(shortest.len());
    let len = shortest[..mant_len]
        .bytes()
        .filter(u8::is_ascii_digit)
        .count();
    let rounded = format!("{:.*e}", len.saturating_sub(1), f);
    let e = if rounded.parse::<f64>() == Ok(f) {
        rounded
    } else {
        shortest
    };
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let neg = mant.starts_with('-');
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let digits = digits.trim_end_matches('0');
    format_digits(neg, if digits.is_empty() { "0" } else { digits }, exp, 17)
}

/// Lay out significant `digits` (d.ddd x 10^exp) the way zend_gcvt does: plain notation
/// when -4 <= exp < precision, else `d.dddE+x`.
fn format_digits(neg: bool, digits: &str, exp: i32, precision: i32) -> String {
    let zeros = if (-4..0).contains(&exp) {
        -exp as usize
    } else {
        exp.clamp(0, precision) as usize
    };
    let mut out = String::with_capacity(digits.len() + zeros + 8);
    if neg {
        out.push('-');
    }
    if exp < -4 || exp >= precision {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        } else {
            out.push_str(".0");
        }
        out.push('E');
        out.push(if exp < 0 { '-' } else { '+' });
        out.push_str(&exp.abs().to_string());
    } else if exp < 0 {
        out.push_str("0.");
        for _ in 0..(-exp - 1) {
            out.push('0');
        }
        out.push_str(digits);
    } else {
        let int_len = exp as usize + 1;
        if digits.len() <= int_len {
            out.push_str(digits);
            for _ in digits.len()..int_len {
                out.push('0');
            }
        } else {
            out.push_str(&digits[..int_len]);
            out.push('.');
            out.push_str(&digits[int_len..]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn echo_floats() {
        assert_eq!(format_float(0.1 + 0.2), "0.3");
        assert_eq!(format_float(1.0), "1");
        assert_eq!(format_float(-1.5), "-1.5");
        assert_eq!(format_float(1e15), "1.0E+15");
        assert_eq!(format_float(123456789012345.0), "1.2345678901234E+14");
        assert_eq!(format_float(0.0001), "0.0001");
        assert_eq!(format_float(0.00001), "1.0E-5");
        assert_eq!(format_float(1.0 / 3.0), "0.33333333333333");
    }

    #[test]
    fn rounding_the_shortest_digits_agrees_with_the_exact_value() {
        // A fixed pseudo-random walk over bit patterns of every magnitude, and values
        // with ties and long runs of 9s.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut values = vec![0.5, 1.5, 2.5, 0.125, 9.5, 99.95, 0.1 + 0.2, 1e15 - 0.5];
        values.extend([999_999_999_999_995.0, 0.000_099_999_999_999_995, 1.0 / 3.0]);
        for _ in 0..50_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let f = f64::from_bits(x);
            if f.is_finite() && f != 0.0 {
                values.push(f);
                values.push((f.abs().log10() * 1e3).round() / 1e3);
            }
        }
        for f in values {
            for prec in 1..=15 {
                if let Some(fast) = format_prec_from_shortest(f, prec) {
                    assert_eq!(
                        fast,
                        format_prec_exact(f, prec),
                        "{f:e} at precision {prec}"
                    );
                }
            }
        }
    }

    #[test]
    fn repr_floats() {
        assert_eq!(format_float_repr(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(format_float_repr(1.0), "1");
        assert_eq!(format_float_repr(1e100), "1.0E+100");
        assert_eq!(format_float_repr(-0.0), "-0");
    }

    #[test]
    fn numeric_strings() {
        assert_eq!(
            parse_numeric(b" 12 "),
            Some((Numeric::Int(12), NumericKind::Numeric))
        );
        assert_eq!(
            parse_numeric(b"12abc"),
            Some((Numeric::Int(12), NumericKind::Leading))
        );
        assert_eq!(
            parse_numeric(b"1e3"),
            Some((Numeric::Float(1000.0), NumericKind::Numeric))
        );
        assert_eq!(
            parse_numeric(b".5"),
            Some((Numeric::Float(0.5), NumericKind::Numeric))
        );
        assert_eq!(parse_numeric(b"abc"), None);
        assert_eq!(parse_numeric(b"."), None);
        assert_eq!(str_to_int(b"9999999999999999999"), i64::MAX);
    }
}
