//! HTML and C-style escaping: htmlspecialchars/htmlentities and their decoders (UTF-8,
//! HTML 4.01 entity table), strip_tags, addslashes/stripslashes, addcslashes/stripcslashes
//! and quotemeta.

use super::string::char_mask;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const ENT_HTML_QUOTE_NONE: i64 = 0;
/// The flag bit for single quotes (ENT_QUOTES is it plus ENT_COMPAT).
const ENT_HTML_QUOTE_SINGLE: i64 = 1;
pub const ENT_COMPAT: i64 = 2;
pub const ENT_QUOTES: i64 = 3;
pub const ENT_NOQUOTES: i64 = 0;
pub const ENT_IGNORE: i64 = 4;
pub const ENT_SUBSTITUTE: i64 = 8;
pub const ENT_HTML401: i64 = 0;
pub const ENT_XML1: i64 = 16;
pub const ENT_XHTML: i64 = 32;
pub const ENT_HTML5: i64 = 48;
pub const ENT_DISALLOWED: i64 = 128;
const HTML_SPECIALCHARS: i64 = 0;
const HTML_ENTITIES: i64 = 1;

const DEFAULT_FLAGS: i64 = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401;

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("ENT_COMPAT", Value::Int(ENT_COMPAT)),
        ("ENT_QUOTES", Value::Int(ENT_QUOTES)),
        ("ENT_NOQUOTES", Value::Int(ENT_NOQUOTES)),
        ("ENT_IGNORE", Value::Int(ENT_IGNORE)),
        ("ENT_SUBSTITUTE", Value::Int(ENT_SUBSTITUTE)),
        ("ENT_DISALLOWED", Value::Int(ENT_DISALLOWED)),
        ("ENT_HTML401", Value::Int(ENT_HTML401)),
        ("ENT_XML1", Value::Int(ENT_XML1)),
        ("ENT_XHTML", Value::Int(ENT_XHTML)),
        ("ENT_HTML5", Value::Int(ENT_HTML5)),
        ("HTML_SPECIALCHARS", Value::Int(HTML_SPECIALCHARS)),
        ("HTML_ENTITIES", Value::Int(HTML_ENTITIES)),
    ]
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "htmlspecialchars",
        sig: "htmlspecialchars(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null, bool $double_encode = true): string",
        call: htmlspecialchars,
    },
    Builtin {
        name: "htmlentities",
        sig: "htmlentities(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null, bool $double_encode = true): string",
        call: htmlentities,
    },
    Builtin {
        name: "htmlspecialchars_decode",
        sig: "htmlspecialchars_decode(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401): string",
        call: htmlspecialchars_decode,
    },
    Builtin {
        name: "html_entity_decode",
        sig: "html_entity_decode(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null): string",
        call: html_entity_decode,
    },
    Builtin {
        name: "get_html_translation_table",
        sig: "get_html_translation_table(int $table = HTML_SPECIALCHARS, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, string $encoding = \"UTF-8\"): array",
        call: get_html_translation_table,
    },
    Builtin { name: "addslashes", sig: "addslashes(string $string): string", call: addslashes },
    Builtin {
        name: "stripslashes",
        sig: "stripslashes(string $string): string",
        call: stripslashes,
    },
    Builtin {
        name: "addcslashes",
        sig: "addcslashes(string $string, string $characters): string",
        call: addcslashes,
    },
    Builtin {
        name: "stripcslashes",
        sig: "stripcslashes(string $string): string",
        call: stripcslashes,
    },
    Builtin { name: "quotemeta", sig: "quotemeta(string $string): string", call: quotemeta },
];

/// Names of code points 160..=255 in order.
const LATIN1: [&str; 96] = [
    "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf",
    "laquo", "not", "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3", "acute", "micro",
    "para", "middot", "cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest",
    "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil", "Egrave", "Eacute",
    "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH", "Ntilde", "Ograve", "Oacute",
    "Ocirc", "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute",
    "THORN", "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil",
    "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml", "eth", "ntilde",
    "ograve", "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave", "uacute", "ucirc",
    "uuml", "yacute", "thorn", "yuml",
];

/// The other HTML 4.01 entities.
const OTHERS: &[(&str, u32)] = &[
    ("OElig", 338),
    ("oelig", 339),
    ("Scaron", 352),
    ("scaron", 353),
    ("Yuml", 376),
    ("fnof", 402),
    ("circ", 710),
    ("tilde", 732),
    ("Alpha", 913),
    ("Beta", 914),
    ("Gamma", 915),
    ("Delta", 916),
    ("Epsilon", 917),
    ("Zeta", 918),
    ("Eta", 919),
    ("Theta", 920),
    ("Iota", 921),
    ("Kappa", 922),
    ("Lambda", 923),
    ("Mu", 924),
    ("Nu", 925),
    ("Xi", 926),
    ("Omicron", 927),
    ("Pi", 928),
    ("Rho", 929),
    ("Sigma", 931),
    ("Tau", 932),
    ("Upsilon", 933),
    ("Phi", 934),
    ("Chi", 935),
    ("Psi", 936),
    ("Omega", 937),
    ("alpha", 945),
    ("beta", 946),
    ("gamma", 947),
    ("delta", 948),
    ("epsilon", 949),
    ("zeta", 950),
    ("eta", 951),
    ("theta", 952),
    ("iota", 953),
    ("kappa", 954),
    ("lambda", 955),
    ("mu", 956),
    ("nu", 957),
    ("xi", 958),
    ("omicron", 959),
    ("pi", 960),
    ("rho", 961),
    ("sigmaf", 962),
    ("sigma", 963),
    ("tau", 964),
    ("upsilon", 965),
    ("phi", 966),
    ("chi", 967),
    ("psi", 968),
    ("omega", 969),
    ("thetasym", 977),
    ("upsih", 978),
    ("piv", 982),
    ("ensp", 8194),
    ("emsp", 8195),
    ("thinsp", 8201),
    ("zwnj", 8204),
    ("zwj", 8205),
    ("lrm", 8206),
    ("rlm", 8207),
    ("ndash", 8211),
    ("mdash", 8212),
    ("lsquo", 8216),
    ("rsquo", 8217),
    ("sbquo", 8218),
    ("ldquo", 8220),
    ("rdquo", 8221),
    ("bdquo", 8222),
    ("dagger", 8224),
    ("Dagger", 8225),
    ("bull", 8226),
    ("hellip", 8230),
    ("permil", 8240),
    ("prime", 8242),
    ("Prime", 8243),
    ("lsaquo", 8249),
    ("rsaquo", 8250),
    ("oline", 8254),
    ("frasl", 8260),
    ("euro", 8364),
    ("image", 8465),
    ("weierp", 8472),
    ("real", 8476),
    ("trade", 8482),
    ("alefsym", 8501),
    ("larr", 8592),
    ("uarr", 8593),
    ("rarr", 8594),
    ("darr", 8595),
    ("harr", 8596),
    ("crarr", 8629),
    ("lArr", 8656),
    ("uArr", 8657),
    ("rArr", 8658),
    ("dArr", 8659),
    ("hArr", 8660),
    ("forall", 8704),
    ("part", 8706),
    ("exist", 8707),
    ("empty", 8709),
    ("nabla", 8711),
    ("isin", 8712),
    ("notin", 8713),
    ("ni", 8715),
    ("prod", 8719),
    ("sum", 8721),
    ("minus", 8722),
    ("lowast", 8727),
    ("radic", 8730),
    ("prop", 8733),
    ("infin", 8734),
    ("ang", 8736),
    ("and", 8743),
    ("or", 8744),
    ("cap", 8745),
    ("cup", 8746),
    ("int", 8747),
    ("there4", 8756),
    ("sim", 8764),
    ("cong", 8773),
    ("asymp", 8776),
    ("ne", 8800),
    ("equiv", 8801),
    ("le", 8804),
    ("ge", 8805),
    ("sub", 8834),
    ("sup", 8835),
    ("nsub", 8836),
    ("sube", 8838),
    ("supe", 8839),
    ("oplus", 8853),
    ("otimes", 8855),
    ("perp", 8869),
    ("sdot", 8901),
    ("lceil", 8968),
    ("rceil", 8969),
    ("lfloor", 8970),
    ("rfloor", 8971),
    ("lang", 9001),
    ("rang", 9002),
    ("loz", 9674),
    ("spades", 9824),
    ("clubs", 9827),
    ("hearts", 9829),
    ("diams", 9830),
];

fn entity_name(cp: u32) -> Option<&'static str> {
    if (160..=255).contains(&cp) {
        return Some(LATIN1[(cp - 160) as usize]);
    }
    OTHERS.iter().find(|(_, c)| *c == cp).map(|(n, _)| *n)
}

fn entity_code(name: &[u8]) -> Option<u32> {
    if let Some(i) = LATIN1.iter().position(|n| n.as_bytes() == name) {
        return Some(160 + i as u32);
    }
    OTHERS
        .iter()
        .find(|(n, _)| n.as_bytes() == name)
        .map(|(_, c)| *c)
}

/// Decode one UTF-8 sequence at the start of `s`: (code point, length), or None.
fn utf8_char(s: &[u8]) -> Option<(u32, usize)> {
    let n = match s.first()? {
        0x00..=0x7f => 1,
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return None,
    };
    let seq = s.get(..n)?;
    let c = std::str::from_utf8(seq).ok()?.chars().next()?;
    Some((c as u32, n))
}

/// Length of a valid entity (`&name;`, `&#123;`, `&#x1f;`) starting at `s[0] == '&'`.
fn entity_len(s: &[u8]) -> Option<usize> {
    let semi = s.iter().take(40).position(|&c| c == b';')?;
    let body = &s[1..semi];
    let ok = if let Some(num) = body.strip_prefix(b"#") {
        match num.first() {
            Some(b'x' | b'X') => num.len() > 1 && num[1..].iter().all(u8::is_ascii_hexdigit),
            _ => !num.is_empty() && num.iter().all(u8::is_ascii_digit),
        }
    } else {
        matches!(body, b"amp" | b"lt" | b"gt" | b"quot" | b"apos") || entity_code(body).is_some()
    };
    ok.then_some(semi + 1)
}

fn escape_html(s: &[u8], flags: i64, double_encode: bool, all: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() + s.len() / 8);
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c >= 0x80 {
            match utf8_char(&s[i..]) {
                Some((cp, n)) => {
                    match entity_name(cp).filter(|_| all) {
                        Some(name) => {
                            out.push(b'&');
                            out.extend_from_slice(name.as_bytes());
                            out.push(b';');
                        }
                        None => out.extend_from_slice(&s[i..i + n]),
                    }
                    i += n;
                }
                None if flags & ENT_SUBSTITUTE != 0 => {
                    out.extend_from_slice("\u{FFFD}".as_bytes());
                    i += 1;
                }
                None if flags & ENT_IGNORE != 0 => i += 1,
                None => return Vec::new(),
            }
            continue;
        }
        match c {
            b'&' => {
                if !double_encode {
                    if let Some(n) = entity_len(&s[i..]) {
                        out.extend_from_slice(&s[i..i + n]);
                        i += n;
                        continue;
                    }
                }
                out.extend_from_slice(b"&amp;");
            }
            b'"' if flags & ENT_COMPAT != 0 => out.extend_from_slice(b"&quot;"),
            b'\'' if flags & ENT_HTML_QUOTE_SINGLE != 0 => {
                let doc = flags & (ENT_XML1 | ENT_XHTML | ENT_HTML5);
                if doc == ENT_HTML401 || doc == ENT_XHTML {
                    out.extend_from_slice(b"&#039;")
                } else {
                    out.extend_from_slice(b"&apos;")
                }
            }
            b'<' => out.extend_from_slice(b"&lt;"),
            b'>' => out.extend_from_slice(b"&gt;"),
            c => out.push(c),
        }
        i += 1;
    }
    out
}

fn flags_arg(args: &[Value], i: usize) -> i64 {
    int_arg(args, i, DEFAULT_FLAGS)
}

/// The charsets PHP's HTML functions know (`determine_charset`); any other `$encoding`
/// is warned about and UTF-8 is used, as it is for all of them here.
const CHARSETS: &[&str] = &[
    "iso-8859-1",
    "iso8859-1",
    "iso-8859-15",
    "iso8859-15",
    "utf-8",
    "cp1252",
    "windows-1252",
    "1252",
    "big5",
    "950",
    "gb2312",
    "936",
    "big5-hkscs",
    "shift_jis",
    "sjis",
    "932",
    "euc-jp",
    "eucjp",
    "eucjp-win",
    "koi8-r",
    "koi8-ru",
    "koi8r",
    "cp1251",
    "windows-1251",
    "win-1251",
    "iso8859-5",
    "iso-8859-5",
    "cp866",
    "866",
    "ibm866",
    "macroman",
];

/// Warn, as `func` does, when the `$encoding` argument names no charset PHP knows.
fn check_charset(cx: &Interp, func: &str, args: &[Value]) {
    let Some(Value::Str(e)) = args.get(2) else {
        return;
    };
    let name = e.to_string_lossy();
    if !name.is_empty() && !CHARSETS.iter().any(|c| c.eq_ignore_ascii_case(&name)) {
        cx.warn(&format!(
            "{func}(): Charset \"{name}\" is not supported, assuming UTF-8"
        ));
    }
}

fn htmlspecialchars(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    check_charset(cx, "htmlspecialchars", args);
    let s = str_arg(args, 0);
    Ok(str_val(escape_html(
        &s,
        flags_arg(args, 1),
        bool_arg(args, 3, true),
        false,
    )))
}

fn htmlentities(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    check_charset(cx, "htmlentities", args);
    let s = str_arg(args, 0);
    Ok(str_val(escape_html(
        &s,
        flags_arg(args, 1),
        bool_arg(args, 3, true),
        true,
    )))
}

fn push_utf8(out: &mut Vec<u8>, cp: u32) -> bool {
    match char::from_u32(cp) {
        Some(ch) => {
            let mut buf = [0u8; 4];
            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
            true
        }
        None => false,
    }
}

/// Decode entities; `all` selects the full table (html_entity_decode) over the five
/// special characters (htmlspecialchars_decode).
fn unescape_html(s: &[u8], flags: i64, all: bool) -> Vec<u8> {
    let doc = flags & (ENT_XML1 | ENT_XHTML | ENT_HTML5);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'&' {
            let next = s[i..]
                .iter()
                .position(|&c| c == b'&')
                .map_or(s.len(), |p| i + p);
            out.extend_from_slice(&s[i..next]);
            i = next;
            continue;
        }
        if let Some(n) = entity_len(&s[i..]) {
            let body = &s[i + 1..i + n - 1];
            let cp: Option<u32> = if let Some(num) = body.strip_prefix(b"#") {
                let (digits, radix) = match num.first() {
                    Some(b'x' | b'X') => (&num[1..], 16),
                    _ => (num, 10),
                };
                std::str::from_utf8(digits)
                    .ok()
                    .and_then(|d| u32::from_str_radix(d, radix).ok())
            } else {
                match body {
                    b"amp" => Some(38),
                    b"lt" => Some(60),
                    b"gt" => Some(62),
                    b"quot" => Some(34),
                    b"apos" if doc != ENT_HTML401 => Some(39),
                    _ if all && doc != ENT_XML1 => entity_code(body),
                    _ => None,
                }
            };
            let cp = cp.filter(|&c| cp_allowed(c, doc));
            let allowed = match cp {
                Some(34) => flags & ENT_COMPAT != 0,
                Some(39) => flags & ENT_HTML_QUOTE_SINGLE != 0,
                Some(38 | 60 | 62) => true,
                Some(_) => all,
                None => false,
            };
            if allowed && cp.is_some_and(|c| push_utf8(&mut out, c)) {
                i += n;
                continue;
            }
        }
        out.push(b'&');
        i += 1;
    }
    out
}

/// Code points a numeric entity may stand for in the document type.
fn cp_allowed(c: u32, doc: i64) -> bool {
    let high = (0xE000..=0x10FFFF).contains(&c)
        && (c & 0xFFFF) < 0xFFFE
        && !(0xFDD0..=0xFDEF).contains(&c);
    match doc {
        ENT_XML1 => matches!(c, 0x9 | 0xA | 0xD) || (0x20..=0xD7FF).contains(&c) || high,
        ENT_HTML5 => {
            (0x20..=0x7E).contains(&c)
                || matches!(c, 0x9 | 0xA | 0xC | 0xD)
                || (0xA0..=0xD7FF).contains(&c)
                || high
        }
        _ => {
            (0x20..=0x7E).contains(&c)
                || matches!(c, 0x9 | 0xA | 0xD)
                || (0xA0..=0xD7FF).contains(&c)
                || high
        }
    }
}

/// The characters `htmlspecialchars` (table 0) or `htmlentities` (table 1) would replace
/// under `flags`, keyed by their UTF-8 text in code point order. XML 1.0 has no named
/// entities beyond the five special characters.
fn get_html_translation_table(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    check_charset(cx, "get_html_translation_table", args);
    let table = int_arg(args, 0, HTML_SPECIALCHARS);
    let flags = flags_arg(args, 1);
    let doc = flags & (ENT_XML1 | ENT_XHTML | ENT_HTML5);
    let mut entries: Vec<(u32, String)> = Vec::new();
    if flags & ENT_COMPAT != 0 {
        entries.push(('"' as u32, "&quot;".into()));
    }
    entries.push(('&' as u32, "&amp;".into()));
    if flags & ENT_HTML_QUOTE_SINGLE != 0 {
        let apos = if doc == ENT_HTML401 {
            "&#039;"
        } else {
            "&apos;"
        };
        entries.push(('\'' as u32, apos.into()));
    }
    entries.push(('<' as u32, "&lt;".into()));
    entries.push(('>' as u32, "&gt;".into()));
    if table == HTML_ENTITIES && doc != ENT_XML1 {
        entries.extend((160u32..=255).map(|cp| (cp, format!("&{};", LATIN1[(cp - 160) as usize]))));
        entries.extend(OTHERS.iter().map(|(n, cp)| (*cp, format!("&{n};"))));
    }
    entries.sort_by_key(|(cp, _)| *cp);
    let mut out = PhpArray::with_capacity(entries.len());
    for (cp, entity) in entries {
        let ch = char::from_u32(cp).unwrap_or(char::REPLACEMENT_CHARACTER);
        out.insert(
            Key::from_bytes(ch.to_string().as_bytes()),
            Value::Str(PhpString::from(entity.as_str())),
        );
    }
    Ok(Value::arr(out))
}

fn htmlspecialchars_decode(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(str_val(unescape_html(
        &str_arg(args, 0),
        flags_arg(args, 1),
        false,
    )))
}

fn html_entity_decode(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    // A string without entities is returned before the charset is looked at.
    if matches!(args.first(), Some(Value::Str(s)) if s.as_bytes().contains(&b'&')) {
        check_charset(cx, "html_entity_decode", args);
    }
    Ok(str_val(unescape_html(
        &str_arg(args, 0),
        flags_arg(args, 1),
        true,
    )))
}

fn addslashes(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(s.len() + 8);
    for &c in s.iter() {
        match c {
            b'\'' | b'"' | b'\\' => {
                out.push(b'\\');
                out.push(c);
            }
            0 => out.extend_from_slice(b"\\0"),
            c => out.push(c),
        }
    }
    Ok(str_val(out))
}

fn stripslashes(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\\' {
            i += 1;
            if i < s.len() {
                out.push(if s[i] == b'0' { 0 } else { s[i] });
            }
        } else {
            out.push(s[i]);
        }
        i += 1;
    }
    Ok(str_val(out))
}

fn addcslashes(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let mask = char_mask(cx, "addcslashes", &str_arg(args, 1));
    let mut out = Vec::with_capacity(s.len() + 8);
    for &c in s.iter() {
        if !mask[c as usize] {
            out.push(c);
            continue;
        }
        out.push(b'\\');
        if !(32..127).contains(&c) {
            match c {
                7 => out.push(b'a'),
                8 => out.push(b'b'),
                9 => out.push(b't'),
                10 => out.push(b'n'),
                11 => out.push(b'v'),
                12 => out.push(b'f'),
                13 => out.push(b'r'),
                c => out.extend_from_slice(format!("{c:03o}").as_bytes()),
            }
        } else {
            out.push(c);
        }
    }
    Ok(str_val(out))
}

fn stripcslashes(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'\\' || i + 1 >= s.len() {
            out.push(s[i]);
            i += 1;
            continue;
        }
        i += 1;
        let c = s[i];
        match c {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'a' => out.push(7),
            b'v' => out.push(11),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'x' if i + 1 < s.len() && s[i + 1].is_ascii_hexdigit() => {
                let mut v = 0u32;
                let mut k = 0;
                while k < 2 && i + 1 < s.len() && s[i + 1].is_ascii_hexdigit() {
                    i += 1;
                    v = v * 16 + (s[i] as char).to_digit(16).unwrap_or(0);
                    k += 1;
                }
                out.push(v as u8);
            }
            b'0'..=b'7' => {
                let mut v = 0u32;
                let mut k = 0;
                while k < 3 && i < s.len() && (b'0'..=b'7').contains(&s[i]) {
                    v = v * 8 + (s[i] - b'0') as u32;
                    i += 1;
                    k += 1;
                }
                out.push(v as u8);
                continue;
            }
            c => out.push(c),
        }
        i += 1;
    }
    Ok(str_val(out))
}

fn quotemeta(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(s.len() + 8);
    for &c in s.iter() {
        if matches!(
            c,
            b'.' | b'\\' | b'+' | b'*' | b'?' | b'[' | b'^' | b']' | b'$' | b'(' | b')'
        ) {
            out.push(b'\\');
        }
        out.push(c);
    }
    Ok(Value::Str(PhpString::from_vec(out)))
}
