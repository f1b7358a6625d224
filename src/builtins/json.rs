//! JSON: json_encode (flags, JsonSerializable, depth, partial output), json_decode (to
//! stdClass or arrays, big ints, depth), json_last_error(_msg), JsonException.

use std::cell::Cell;
use std::rc::Rc;

use super::props::{object_props, PropVis, Purpose};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::value::{parse_numeric, Key, Numeric, NumericKind, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "json_encode",
        sig: "json_encode(mixed $value, int $flags = 0, int $depth = 512): string|false",
        call: json_encode,
    },
    Builtin {
        name: "json_decode",
        sig: "json_decode(string $json, ?bool $associative = null, int $depth = 512, int $flags = 0): mixed",
        call: json_decode,
    },
    Builtin {
        name: "json_last_error",
        sig: "json_last_error(): int",
        call: json_last_error,
    },
    Builtin {
        name: "json_last_error_msg",
        sig: "json_last_error_msg(): string",
        call: json_last_error_msg,
    },
];

pub const JSON_HEX_TAG: i64 = 1;
pub const JSON_HEX_AMP: i64 = 2;
pub const JSON_HEX_APOS: i64 = 4;
pub const JSON_HEX_QUOT: i64 = 8;
pub const JSON_FORCE_OBJECT: i64 = 16;
pub const JSON_NUMERIC_CHECK: i64 = 32;
pub const JSON_UNESCAPED_SLASHES: i64 = 64;
pub const JSON_PRETTY_PRINT: i64 = 128;
pub const JSON_UNESCAPED_UNICODE: i64 = 256;
pub const JSON_PARTIAL_OUTPUT_ON_ERROR: i64 = 512;
pub const JSON_PRESERVE_ZERO_FRACTION: i64 = 1024;
pub const JSON_UNESCAPED_LINE_TERMINATORS: i64 = 2048;
pub const JSON_OBJECT_AS_ARRAY: i64 = 1;
pub const JSON_BIGINT_AS_STRING: i64 = 2;
pub const JSON_INVALID_UTF8_IGNORE: i64 = 0x100000;
pub const JSON_INVALID_UTF8_SUBSTITUTE: i64 = 0x200000;
pub const JSON_THROW_ON_ERROR: i64 = 0x400000;

const ERROR_NONE: i64 = 0;
const ERROR_DEPTH: i64 = 1;
const ERROR_STATE_MISMATCH: i64 = 2;
const ERROR_CTRL_CHAR: i64 = 3;
const ERROR_SYNTAX: i64 = 4;
const ERROR_UTF8: i64 = 5;
const ERROR_RECURSION: i64 = 6;
const ERROR_INF_OR_NAN: i64 = 7;
const ERROR_UNSUPPORTED_TYPE: i64 = 8;
const ERROR_INVALID_PROPERTY_NAME: i64 = 9;
const ERROR_UTF16: i64 = 10;
const ERROR_NON_BACKED_ENUM: i64 = 11;

/// The JSON_* constants.
pub fn constants() -> Vec<(&'static str, Value)> {
    [
        ("JSON_HEX_TAG", JSON_HEX_TAG),
        ("JSON_HEX_AMP", JSON_HEX_AMP),
        ("JSON_HEX_APOS", JSON_HEX_APOS),
        ("JSON_HEX_QUOT", JSON_HEX_QUOT),
        ("JSON_FORCE_OBJECT", JSON_FORCE_OBJECT),
        ("JSON_NUMERIC_CHECK", JSON_NUMERIC_CHECK),
        ("JSON_UNESCAPED_SLASHES", JSON_UNESCAPED_SLASHES),
        ("JSON_PRETTY_PRINT", JSON_PRETTY_PRINT),
        ("JSON_UNESCAPED_UNICODE", JSON_UNESCAPED_UNICODE),
        ("JSON_PARTIAL_OUTPUT_ON_ERROR", JSON_PARTIAL_OUTPUT_ON_ERROR),
        ("JSON_PRESERVE_ZERO_FRACTION", JSON_PRESERVE_ZERO_FRACTION),
        (
            "JSON_UNESCAPED_LINE_TERMINATORS",
            JSON_UNESCAPED_LINE_TERMINATORS,
        ),
        ("JSON_OBJECT_AS_ARRAY", JSON_OBJECT_AS_ARRAY),
        ("JSON_BIGINT_AS_STRING", JSON_BIGINT_AS_STRING),
        ("JSON_INVALID_UTF8_IGNORE", JSON_INVALID_UTF8_IGNORE),
        ("JSON_INVALID_UTF8_SUBSTITUTE", JSON_INVALID_UTF8_SUBSTITUTE),
        ("JSON_THROW_ON_ERROR", JSON_THROW_ON_ERROR),
        ("JSON_ERROR_NONE", ERROR_NONE),
        ("JSON_ERROR_DEPTH", ERROR_DEPTH),
        ("JSON_ERROR_STATE_MISMATCH", ERROR_STATE_MISMATCH),
        ("JSON_ERROR_CTRL_CHAR", ERROR_CTRL_CHAR),
        ("JSON_ERROR_SYNTAX", ERROR_SYNTAX),
        ("JSON_ERROR_UTF8", ERROR_UTF8),
        ("JSON_ERROR_RECURSION", ERROR_RECURSION),
        ("JSON_ERROR_INF_OR_NAN", ERROR_INF_OR_NAN),
        ("JSON_ERROR_UNSUPPORTED_TYPE", ERROR_UNSUPPORTED_TYPE),
        (
            "JSON_ERROR_INVALID_PROPERTY_NAME",
            ERROR_INVALID_PROPERTY_NAME,
        ),
        ("JSON_ERROR_UTF16", ERROR_UTF16),
        ("JSON_ERROR_NON_BACKED_ENUM", ERROR_NON_BACKED_ENUM),
    ]
    .into_iter()
    .map(|(n, v)| (n, Value::Int(v)))
    .collect()
}

fn error_message(code: i64) -> &'static str {
    match code {
        ERROR_NONE => "No error",
        ERROR_DEPTH => "Maximum stack depth exceeded",
        ERROR_STATE_MISMATCH => "State mismatch (invalid or malformed JSON)",
        ERROR_CTRL_CHAR => "Control character error, possibly incorrectly encoded",
        ERROR_SYNTAX => "Syntax error",
        ERROR_UTF8 => "Malformed UTF-8 characters, possibly incorrectly encoded",
        ERROR_RECURSION => "Recursion detected",
        ERROR_INF_OR_NAN => "Inf and NaN cannot be JSON encoded",
        ERROR_UNSUPPORTED_TYPE => "Type is not supported",
        ERROR_INVALID_PROPERTY_NAME => "The decoded property name is invalid",
        ERROR_UTF16 => "Single unpaired UTF-16 surrogate in unicode escape",
        ERROR_NON_BACKED_ENUM => "Non-backed enums have no default serialization",
        _ => "Unknown error",
    }
}

thread_local! {
    /// The error of the last json_encode/json_decode call without JSON_THROW_ON_ERROR.
    static LAST_ERROR: Cell<i64> = const { Cell::new(0) };
}

fn json_last_error(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(LAST_ERROR.with(Cell::get)))
}

fn json_last_error_msg(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::str(error_message(LAST_ERROR.with(Cell::get))))
}

/// Report a json_* outcome: set the last error, or throw JsonException when asked to.
fn finish(cx: &Interp, flags: i64, error: i64, ok: Value, failed: Value) -> Result<Value, Unwind> {
    if flags & JSON_THROW_ON_ERROR != 0 {
        if error != ERROR_NONE {
            let e = cx.throw_error("JsonException", error_message(error));
            if let Unwind::Throw(obj) = &e {
                obj.set_prop(b"code", Value::Int(error));
            }
            return Err(e);
        }
        return Ok(ok);
    }
    LAST_ERROR.with(|c| c.set(error));
    Ok(if error == ERROR_NONE { ok } else { failed })
}

// ---- encoding ----

struct Encoder<'a> {
    cx: &'a Interp,
    flags: i64,
    max_depth: i64,
    depth: i64,
    error: i64,
    out: Vec<u8>,
    arrays: Vec<*const PhpArray>,
    objects: Vec<u32>,
}

impl Encoder<'_> {
    /// Record an error. Returns true when encoding goes on (partial output).
    fn fail(&mut self, code: i64) -> bool {
        self.error = code;
        self.flags & JSON_PARTIAL_OUTPUT_ON_ERROR != 0
    }

    fn pretty(&self) -> bool {
        self.flags & JSON_PRETTY_PRINT != 0
    }

    fn newline_indent(&mut self) {
        if self.pretty() {
            self.out.push(b'\n');
            for _ in 0..self.depth {
                self.out.extend_from_slice(b"    ");
            }
        }
    }

    /// Encode one value; Ok(false) means stop (an error without partial output).
    fn value(&mut self, v: &Value) -> Result<bool, Unwind> {
        match v {
            Value::Null => self.out.extend_from_slice(b"null"),
            Value::Bool(b) => self
                .out
                .extend_from_slice(if *b { b"true" } else { b"false" }),
            Value::Int(i) => self.out.extend_from_slice(i.to_string().as_bytes()),
            Value::Float(f) => return Ok(self.float(*f)),
            Value::Str(s) => return Ok(self.string(s)),
            Value::Array(a) => {
                if self.arrays.contains(&Rc::as_ptr(a)) {
                    if !self.fail(ERROR_RECURSION) {
                        return Ok(false);
                    }
                    self.out.extend_from_slice(b"null");
                    return Ok(true);
                }
                let as_list = self.flags & JSON_FORCE_OBJECT == 0 && a.is_list();
                let entries: Vec<(Key, Value)> =
                    a.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
                self.arrays.push(Rc::as_ptr(a));
                let r = self.container(&entries, as_list);
                self.arrays.pop();
                return r;
            }
            Value::Object(o) => return self.object(o),
            Value::Resource(_) => {
                if !self.fail(ERROR_UNSUPPORTED_TYPE) {
                    return Ok(false);
                }
                self.out.extend_from_slice(b"null");
            }
            Value::Ref(r) => {
                let inner = r.borrow().clone();
                return self.value(&inner);
            }
        }
        Ok(true)
    }

    fn float(&mut self, f: f64) -> bool {
        if !f.is_finite() {
            if !self.fail(ERROR_INF_OR_NAN) {
                return false;
            }
            self.out.push(b'0');
            return true;
        }
        let mut s = super::var::float_repr(self.cx, f).replace('E', "e");
        if self.flags & JSON_PRESERVE_ZERO_FRACTION != 0 && !s.contains(['.', 'e']) {
            s.push_str(".0");
        }
        self.out.extend_from_slice(s.as_bytes());
        true
    }

    fn string(&mut self, s: &[u8]) -> bool {
        if self.flags & JSON_NUMERIC_CHECK != 0 {
            if let Some((n, NumericKind::Numeric)) = parse_numeric(s) {
                return match n {
                    Numeric::Int(i) => {
                        self.out.extend_from_slice(i.to_string().as_bytes());
                        true
                    }
                    Numeric::Float(f) => self.float(f),
                };
            }
        }
        match escape_string(s, self.flags) {
            Some(e) => {
                self.out.extend_from_slice(&e);
                true
            }
            None => {
                if !self.fail(ERROR_UTF8) {
                    return false;
                }
                self.out.extend_from_slice(b"null");
                true
            }
        }
    }

    fn container(&mut self, entries: &[(Key, Value)], as_list: bool) -> Result<bool, Unwind> {
        self.depth += 1;
        self.out.push(if as_list { b'[' } else { b'{' });
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push(b',');
            }
            self.newline_indent();
            if !as_list {
                let key = match k {
                    Key::Int(n) => PhpString::from(n.to_string()),
                    Key::Str(s) => s.clone(),
                };
                match escape_string(&key, self.flags & !JSON_NUMERIC_CHECK) {
                    Some(e) => self.out.extend_from_slice(&e),
                    None => {
                        if !self.fail(ERROR_UTF8) {
                            self.depth -= 1;
                            return Ok(false);
                        }
                        self.out.extend_from_slice(b"\"\"");
                    }
                }
                self.out.push(b':');
                if self.pretty() {
                    self.out.push(b' ');
                }
            }
            if !self.value(v)? {
                self.depth -= 1;
                return Ok(false);
            }
        }
        // As in PHP, the depth is checked once the contents are encoded: deeper errors
        // come first, and partial output keeps the whole container.
        if self.depth > self.max_depth && !self.fail(ERROR_DEPTH) {
            self.depth -= 1;
            return Ok(false);
        }
        self.depth -= 1;
        if !entries.is_empty() {
            self.newline_indent();
        }
        self.out.push(if as_list { b']' } else { b'}' });
        Ok(true)
    }

    fn object(&mut self, o: &Obj) -> Result<bool, Unwind> {
        let class = o.class().clone();
        // JsonSerializable comes first, as in PHP: an enum may implement it.
        if class.is_enum() && !class.instanceof_name("jsonserializable") {
            if class.enum_backing.is_none() {
                if !self.fail(ERROR_NON_BACKED_ENUM) {
                    return Ok(false);
                }
                self.out.push(b'0');
                return Ok(true);
            }
            let v = o.get_prop(b"value").unwrap_or_default();
            return self.value(&v);
        }
        if self.objects.contains(&o.id()) {
            if !self.fail(ERROR_RECURSION) {
                return Ok(false);
            }
            self.out.extend_from_slice(b"null");
            return Ok(true);
        }
        if class.instanceof_name("jsonserializable") {
            if let Some(m) = class.find_method("jsonserialize").cloned() {
                self.objects.push(o.id());
                let r = self.cx.call_method(o, &m, Vec::new());
                let r = match r {
                    Ok(v) => v.into_deref(),
                    Err(e) => {
                        self.objects.pop();
                        return Err(*e);
                    }
                };
                let res = match &r {
                    Value::Object(inner) if inner.ptr_eq(o) => self.plain_object(o),
                    v => self.value(v),
                };
                self.objects.pop();
                return res;
            }
        }
        self.objects.push(o.id());
        let r = self.plain_object(o);
        self.objects.pop();
        r
    }

    fn plain_object(&mut self, o: &Obj) -> Result<bool, Unwind> {
        let props = object_props(self.cx, o, Purpose::Plain)?;
        let entries: Vec<(Key, Value)> = props
            .into_iter()
            .filter(|p| p.vis == PropVis::Public)
            .filter_map(|p| {
                let key = match p.key {
                    Key::Int(i) => Key::Str(PhpString::from(i.to_string())),
                    k => k,
                };
                p.value.map(|v| (key, v))
            })
            .collect();
        self.container(&entries, false)
    }
}

/// Write `s` as a JSON string literal. None when `s` is not valid UTF-8 (and the flags
/// ask for neither ignoring nor substituting).
fn escape_string(s: &[u8], flags: i64) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() + 2);
    out.push(b'"');
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c < 0x80 {
            i += 1;
            match c {
                b'"' if flags & JSON_HEX_QUOT != 0 => out.extend_from_slice(b"\\u0022"),
                b'"' => out.extend_from_slice(b"\\\""),
                b'\\' => out.extend_from_slice(b"\\\\"),
                b'/' if flags & JSON_UNESCAPED_SLASHES == 0 => out.extend_from_slice(b"\\/"),
                b'\x08' => out.extend_from_slice(b"\\b"),
                b'\x0c' => out.extend_from_slice(b"\\f"),
                b'\n' => out.extend_from_slice(b"\\n"),
                b'\r' => out.extend_from_slice(b"\\r"),
                b'\t' => out.extend_from_slice(b"\\t"),
                b'<' if flags & JSON_HEX_TAG != 0 => out.extend_from_slice(b"\\u003C"),
                b'>' if flags & JSON_HEX_TAG != 0 => out.extend_from_slice(b"\\u003E"),
                b'&' if flags & JSON_HEX_AMP != 0 => out.extend_from_slice(b"\\u0026"),
                b'\'' if flags & JSON_HEX_APOS != 0 => out.extend_from_slice(b"\\u0027"),
                c if c < 0x20 => out.extend_from_slice(format!("\\u{:04x}", c).as_bytes()),
                c => out.push(c),
            }
            continue;
        }
        let Some((cp, len)) = decode_utf8(&s[i..]) else {
            if flags & JSON_INVALID_UTF8_SUBSTITUTE != 0 {
                if flags & JSON_UNESCAPED_UNICODE != 0 {
                    out.extend_from_slice("\u{fffd}".as_bytes());
                } else {
                    out.extend_from_slice(b"\\ufffd");
                }
                i += 1;
                continue;
            }
            if flags & JSON_INVALID_UTF8_IGNORE != 0 {
                i += 1;
                continue;
            }
            return None;
        };
        let raw = &s[i..i + len];
        i += len;
        let line_term = cp == 0x2028 || cp == 0x2029;
        if flags & JSON_UNESCAPED_UNICODE != 0
            && !(line_term && flags & JSON_UNESCAPED_LINE_TERMINATORS == 0)
        {
            out.extend_from_slice(raw);
        } else if cp >= 0x10000 {
            let v = cp - 0x10000;
            let hi = 0xD800 + (v >> 10);
            let lo = 0xDC00 + (v & 0x3ff);
            out.extend_from_slice(format!("\\u{hi:04x}\\u{lo:04x}").as_bytes());
        } else {
            out.extend_from_slice(format!("\\u{cp:04x}").as_bytes());
        }
    }
    out.push(b'"');
    Some(out)
}

/// Decode one UTF-8 sequence (strict: no overlongs, no surrogates).
fn decode_utf8(s: &[u8]) -> Option<(u32, usize)> {
    let len = match s[0] {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let seq = s.get(..len)?;
    std::str::from_utf8(seq)
        .ok()
        .and_then(|t| t.chars().next())
        .map(|c| (c as u32, len))
}

/// Encode `v` as JSON; Err(code) when encoding failed without partial output.
pub fn encode(cx: &Interp, v: &Value, flags: i64, depth: i64) -> Result<(Vec<u8>, i64), Unwind> {
    let mut enc = Encoder {
        cx,
        flags,
        max_depth: depth,
        depth: 0,
        error: ERROR_NONE,
        out: Vec::new(),
        arrays: Vec::new(),
        objects: Vec::new(),
    };
    enc.value(v)?;
    Ok((enc.out, enc.error))
}

fn json_encode(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let flags = args.get(1).map(Value::to_int).unwrap_or(0);
    let depth = args.get(2).map(Value::to_int).unwrap_or(512);
    if depth > i32::MAX as i64 {
        return Err(cx.throw_error(
            "ValueError",
            "json_encode(): Argument #3 ($depth) must be less than 2147483647",
        ));
    }
    let (out, error) = encode(cx, &args[0], flags, depth)?;
    let ok = if error == ERROR_NONE || flags & JSON_PARTIAL_OUTPUT_ON_ERROR != 0 {
        Value::bytes(&out)
    } else {
        Value::Bool(false)
    };
    if flags & JSON_PARTIAL_OUTPUT_ON_ERROR != 0 {
        LAST_ERROR.with(|c| c.set(error));
        return Ok(ok);
    }
    finish(cx, flags, error, ok, Value::Bool(false))
}

// ---- decoding ----

struct Parser<'a> {
    cx: &'a Interp,
    s: &'a [u8],
    pos: usize,
    assoc: bool,
    bigint_as_string: bool,
    max_depth: i64,
    depth: i64,
}

/// A decoding failure: the JSON error code.
type Fail = i64;

impl Parser<'_> {
    fn ws(&mut self) {
        while self.pos < self.s.len() && matches!(self.s[self.pos], b' ' | b'\t' | b'\n' | b'\r') {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn value(&mut self) -> Result<Result<Value, Fail>, Unwind> {
        self.ws();
        let Some(c) = self.peek() else {
            return Ok(Err(ERROR_SYNTAX));
        };
        Ok(match c {
            b'{' => return self.object(),
            b'[' => return self.array(),
            b'"' => self.string().map(Value::Str),
            b't' => self.literal(b"true", Value::Bool(true)),
            b'f' => self.literal(b"false", Value::Bool(false)),
            b'n' => self.literal(b"null", Value::Null),
            b'-' | b'0'..=b'9' => self.number(),
            _ => Err(ERROR_SYNTAX),
        })
    }

    fn literal(&mut self, word: &[u8], v: Value) -> Result<Value, Fail> {
        if self.s[self.pos..].starts_with(word) {
            self.pos += word.len();
            Ok(v)
        } else {
            Err(ERROR_SYNTAX)
        }
    }

    fn number(&mut self) -> Result<Value, Fail> {
        let start = self.pos;
        let s = self.s;
        let mut i = self.pos;
        if s.get(i) == Some(&b'-') {
            i += 1;
        }
        match s.get(i) {
            Some(b'0') => i += 1,
            Some(b'1'..=b'9') => {
                while s.get(i).is_some_and(u8::is_ascii_digit) {
                    i += 1;
                }
            }
            _ => return Err(ERROR_SYNTAX),
        }
        let mut is_float = false;
        if s.get(i) == Some(&b'.') {
            i += 1;
            if !s.get(i).is_some_and(u8::is_ascii_digit) {
                return Err(ERROR_SYNTAX);
            }
            while s.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            is_float = true;
        }
        if matches!(s.get(i), Some(b'e' | b'E')) {
            i += 1;
            if matches!(s.get(i), Some(b'+' | b'-')) {
                i += 1;
            }
            if !s.get(i).is_some_and(u8::is_ascii_digit) {
                return Err(ERROR_SYNTAX);
            }
            while s.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            is_float = true;
        }
        self.pos = i;
        let text = std::str::from_utf8(&s[start..i]).map_err(|_| ERROR_SYNTAX)?;
        if !is_float {
            if let Ok(n) = text.parse::<i64>() {
                return Ok(Value::Int(n));
            }
            if self.bigint_as_string {
                return Ok(Value::str(text));
            }
        }
        Ok(Value::Float(text.parse::<f64>().unwrap_or(0.0)))
    }

    fn hex4(&mut self) -> Result<u32, Fail> {
        let h = self.s.get(self.pos..self.pos + 4).ok_or(ERROR_SYNTAX)?;
        let t = std::str::from_utf8(h).map_err(|_| ERROR_SYNTAX)?;
        if !t.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ERROR_SYNTAX);
        }
        self.pos += 4;
        u32::from_str_radix(t, 16).map_err(|_| ERROR_SYNTAX)
    }

    fn string(&mut self) -> Result<PhpString, Fail> {
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                return Err(ERROR_SYNTAX);
            };
            match c {
                b'"' => {
                    self.pos += 1;
                    return Ok(PhpString::from(out));
                }
                b'\\' => {
                    self.pos += 1;
                    let e = self.peek().ok_or(ERROR_SYNTAX)?;
                    self.pos += 1;
                    match e {
                        b'"' => out.push(b'"'),
                        b'\\' => out.push(b'\\'),
                        b'/' => out.push(b'/'),
                        b'b' => out.push(8),
                        b'f' => out.push(12),
                        b'n' => out.push(b'\n'),
                        b'r' => out.push(b'\r'),
                        b't' => out.push(b'\t'),
                        b'u' => {
                            let mut cp = self.hex4()?;
                            if (0xD800..0xDC00).contains(&cp) {
                                if self.s[self.pos..].starts_with(b"\\u") {
                                    self.pos += 2;
                                    let lo = self.hex4()?;
                                    if !(0xDC00..0xE000).contains(&lo) {
                                        return Err(ERROR_UTF16);
                                    }
                                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                                } else {
                                    return Err(ERROR_UTF16);
                                }
                            } else if (0xDC00..0xE000).contains(&cp) {
                                return Err(ERROR_UTF16);
                            }
                            let ch = char::from_u32(cp).ok_or(ERROR_UTF16)?;
                            let mut buf = [0u8; 4];
                            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                        }
                        _ => return Err(ERROR_SYNTAX),
                    }
                }
                c if c < 0x20 => return Err(ERROR_CTRL_CHAR),
                c if c < 0x80 => {
                    out.push(c);
                    self.pos += 1;
                }
                _ => {
                    let Some((_, len)) = decode_utf8(&self.s[self.pos..]) else {
                        return Err(ERROR_UTF8);
                    };
                    out.extend_from_slice(&self.s[self.pos..self.pos + len]);
                    self.pos += len;
                }
            }
        }
    }

    fn enter(&mut self) -> Result<(), Fail> {
        self.depth += 1;
        if self.depth >= self.max_depth {
            return Err(ERROR_DEPTH);
        }
        Ok(())
    }

    fn array(&mut self) -> Result<Result<Value, Fail>, Unwind> {
        self.pos += 1;
        if let Err(e) = self.enter() {
            return Ok(Err(e));
        }
        let mut arr = PhpArray::new();
        self.ws();
        if self.peek() == Some(b']') {
            self.pos += 1;
            self.depth -= 1;
            return Ok(Ok(Value::arr(arr)));
        }
        loop {
            let v = match self.value()? {
                Ok(v) => v,
                Err(e) => return Ok(Err(e)),
            };
            arr.push(v);
            self.ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    break;
                }
                _ => return Ok(Err(ERROR_SYNTAX)),
            }
        }
        self.depth -= 1;
        Ok(Ok(Value::arr(arr)))
    }

    fn object(&mut self) -> Result<Result<Value, Fail>, Unwind> {
        self.pos += 1;
        if let Err(e) = self.enter() {
            return Ok(Err(e));
        }
        let mut props = PhpArray::new();
        // PHP's parser creates the object once its first member is parsed (or at an
        // empty `{}`), which fixes the handle numbers var_dump shows.
        let mut obj: Option<Obj> = None;
        self.ws();
        if self.peek() == Some(b'}') {
            self.pos += 1;
        } else {
            loop {
                self.ws();
                if self.peek() != Some(b'"') {
                    return Ok(Err(ERROR_SYNTAX));
                }
                let key = match self.string() {
                    Ok(k) => k,
                    Err(e) => return Ok(Err(e)),
                };
                self.ws();
                if self.peek() != Some(b':') {
                    return Ok(Err(ERROR_SYNTAX));
                }
                self.pos += 1;
                let v = match self.value()? {
                    Ok(v) => v,
                    Err(e) => return Ok(Err(e)),
                };
                if !self.assoc && key.first() == Some(&0) {
                    return Ok(Err(ERROR_INVALID_PROPERTY_NAME));
                }
                if !self.assoc && obj.is_none() {
                    obj = Some(self.std_class()?);
                }
                props.insert(Key::from_php_string(key), v);
                self.ws();
                match self.peek() {
                    Some(b',') => self.pos += 1,
                    Some(b'}') => {
                        self.pos += 1;
                        break;
                    }
                    _ => return Ok(Err(ERROR_SYNTAX)),
                }
            }
        }
        self.depth -= 1;
        if self.assoc {
            return Ok(Ok(Value::arr(props)));
        }
        let obj = match obj {
            Some(o) => o,
            None => self.std_class()?,
        };
        *obj.props.borrow_mut() = props;
        Ok(Ok(Value::Object(obj)))
    }

    fn std_class(&self) -> Result<Obj, Unwind> {
        match self.cx.classes.known(crate::object::Known::StdClass) {
            Some(class) => Ok(Obj::new(&class)),
            None => Err(self.cx.throw_error("Error", "Class \"stdClass\" not found")),
        }
    }
}

/// Decode JSON text; Ok(Err(code)) on malformed input.
pub fn decode(
    cx: &Interp,
    s: &[u8],
    assoc: bool,
    depth: i64,
    flags: i64,
) -> Result<Result<Value, i64>, Unwind> {
    let mut p = Parser {
        cx,
        s,
        pos: 0,
        assoc,
        bigint_as_string: flags & JSON_BIGINT_AS_STRING != 0,
        max_depth: depth,
        depth: 0,
    };
    if s.is_empty() {
        return Ok(Err(ERROR_SYNTAX));
    }
    let v = match p.value()? {
        Ok(v) => v,
        Err(e) => return Ok(Err(e)),
    };
    p.ws();
    if p.pos != s.len() {
        return Ok(Err(ERROR_SYNTAX));
    }
    Ok(Ok(v))
}

fn json_decode(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = args[0].to_php_string_lossy();
    let flags = args.get(3).map(Value::to_int).unwrap_or(0);
    let assoc = match args.get(1).map(Value::deref) {
        Some(Value::Bool(b)) => b,
        _ => flags & JSON_OBJECT_AS_ARRAY != 0,
    };
    let depth = args.get(2).map(Value::to_int).unwrap_or(512);
    if depth <= 0 {
        return Err(cx.throw_error(
            "ValueError",
            "json_decode(): Argument #3 ($depth) must be greater than 0",
        ));
    }
    if depth > i32::MAX as i64 {
        return Err(cx.throw_error(
            "ValueError",
            "json_decode(): Argument #3 ($depth) must be less than 2147483647",
        ));
    }
    match decode(cx, &s, assoc, depth, flags)? {
        Ok(v) => finish(cx, flags, ERROR_NONE, v, Value::Null),
        Err(code) => finish(cx, flags, code, Value::Null, Value::Null),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(v: &Value, flags: i64) -> String {
        let cx = Interp::new();
        let (out, _) = encode(&cx, v, flags, 512).unwrap_or_default();
        String::from_utf8(out).unwrap_or_default()
    }

    #[test]
    fn encode_scalars_and_strings() {
        assert_eq!(enc(&Value::Float(0.1 + 0.2), 0), "0.30000000000000004");
        assert_eq!(enc(&Value::Float(1e25), 0), "1.0e+25");
        assert_eq!(enc(&Value::Float(1.0), JSON_PRESERVE_ZERO_FRACTION), "1.0");
        assert_eq!(
            enc(&Value::str("é/\"\n\x01"), 0),
            "\"\\u00e9\\/\\\"\\n\\u0001\""
        );
        assert_eq!(enc(&Value::str("😀"), 0), "\"\\ud83d\\ude00\"");
        assert_eq!(
            enc(
                &Value::str("é/"),
                JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
            ),
            "\"é/\""
        );
    }

    #[test]
    fn round_trip_arrays() {
        let cx = Interp::new();
        let text = br#"{"a":[1,2.5,"x",true,null],"b":{"c":-3}}"#;
        let v = decode(&cx, text, true, 512, 0).ok().and_then(Result::ok);
        let v = v.unwrap_or_default();
        assert_eq!(enc(&v, 0).as_bytes(), text);
        let pretty = enc(&v, JSON_PRETTY_PRINT);
        assert!(pretty.starts_with("{\n    \"a\": [\n        1,"));
    }

    #[test]
    fn decode_errors() {
        let cx = Interp::new();
        let code = |s: &[u8], depth| decode(&cx, s, true, depth, 0).ok().and_then(Result::err);
        assert_eq!(code(b"", 512), Some(ERROR_SYNTAX));
        assert_eq!(code(b"[1,]", 512), Some(ERROR_SYNTAX));
        assert_eq!(code(b"[1]", 1), Some(ERROR_DEPTH));
        assert_eq!(code(b"1", 1), None);
        assert_eq!(code(b"\"\\ud800\"", 512), Some(ERROR_UTF16));
        assert_eq!(code(b"\"a\x01\"", 512), Some(ERROR_CTRL_CHAR));
        assert_eq!(code(b"\"a\xff\"", 512), Some(ERROR_UTF8));
    }
}
