//! Builtin signatures: parses the PHP-manual signature text of a `Builtin`
//! (`name(type $p = default, type &$r, type ...$rest): ret`) into parameters and types.
//! Parsing happens once per builtin, when the registry is built; nothing here runs PHP code.

use crate::value::{PhpString, Value};

/// Bits of a declared type (PHP's `MAY_BE_*` mask, plus `resource` which the manual uses).
pub mod ty {
    pub const NULL: u16 = 1 << 0;
    pub const FALSE: u16 = 1 << 1;
    pub const TRUE: u16 = 1 << 2;
    pub const BOOL: u16 = FALSE | TRUE;
    pub const INT: u16 = 1 << 3;
    pub const FLOAT: u16 = 1 << 4;
    pub const STRING: u16 = 1 << 5;
    pub const ARRAY: u16 = 1 << 6;
    pub const OBJECT: u16 = 1 << 7;
    pub const CALLABLE: u16 = 1 << 8;
    pub const ITERABLE: u16 = 1 << 9;
    pub const RESOURCE: u16 = 1 << 10;
    pub const VOID: u16 = 1 << 11;
    pub const NEVER: u16 = 1 << 12;
    pub const STATIC: u16 = 1 << 13;
    pub const MIXED: u16 = 1 << 14;
    /// The scalar members that weak-mode coercion can produce.
    pub const SCALAR: u16 = BOOL | INT | FLOAT | STRING;
}

/// A declared type: a mask of built-in types plus class/interface names.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Type {
    pub mask: u16,
    pub classes: Vec<Box<str>>,
}

impl Type {
    pub fn is_mixed(&self) -> bool {
        self.mask & ty::MIXED != 0
    }
    pub fn allows_null(&self) -> bool {
        self.mask & (ty::NULL | ty::MIXED) != 0
    }
    pub fn has(&self, bits: u16) -> bool {
        self.mask & bits != 0
    }

    /// The type as PHP prints it in messages (`zend_type_to_string` order: classes, then
    /// callable, iterable, object, array, string, int, float, bool, ...; `?T` for a single
    /// type plus null, `T|U|null` otherwise).
    pub fn display(&self) -> String {
        if self.is_mixed() {
            return "mixed".into();
        }
        let mut parts: Vec<&str> = self.classes.iter().map(|c| &**c).collect();
        let m = self.mask;
        let names: [(u16, &str); 11] = [
            (ty::STATIC, "static"),
            (ty::CALLABLE, "callable"),
            (ty::ITERABLE, "iterable"),
            (ty::OBJECT, "object"),
            (ty::ARRAY, "array"),
            (ty::STRING, "string"),
            (ty::INT, "int"),
            (ty::FLOAT, "float"),
            (ty::RESOURCE, "resource"),
            (ty::VOID, "void"),
            (ty::NEVER, "never"),
        ];
        for (bit, name) in names.iter().take(8) {
            if m & bit != 0 {
                parts.push(name);
            }
        }
        if m & ty::BOOL == ty::BOOL {
            parts.push("bool");
        } else if m & ty::FALSE != 0 {
            parts.push("false");
        } else if m & ty::TRUE != 0 {
            parts.push("true");
        }
        for (bit, name) in names.iter().skip(8) {
            if m & bit != 0 {
                parts.push(name);
            }
        }
        if m & ty::NULL != 0 {
            if parts.len() == 1 {
                return format!("?{}", parts[0]);
            }
            parts.push("null");
        }
        parts.join("|")
    }
}

/// A parameter's default value, kept as written so that it can be evaluated on demand
/// (constants are looked up when a named-argument call skips the parameter).
#[derive(Debug, Clone, PartialEq)]
pub enum DefaultValue {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Box<[u8]>),
    EmptyArray,
    /// A constant such as `SORT_REGULAR` or `PHP_INT_MAX`.
    Const(Box<str>),
    /// `A | B | ...` of constants or ints (flags).
    BitOr(Vec<DefaultValue>),
    /// `-X` where X is a constant.
    Neg(Box<DefaultValue>),
}

impl DefaultValue {
    /// The default as a value; `constant` resolves constant names.
    pub fn eval(&self, constant: &dyn Fn(&str) -> Option<Value>) -> Value {
        match self {
            DefaultValue::Null => Value::Null,
            DefaultValue::Bool(b) => Value::Bool(*b),
            DefaultValue::Int(i) => Value::Int(*i),
            DefaultValue::Float(f) => Value::Float(*f),
            DefaultValue::Str(s) => Value::Str(PhpString::from(&s[..])),
            DefaultValue::EmptyArray => Value::empty_array(),
            DefaultValue::Const(name) => constant(name).unwrap_or(Value::Null),
            DefaultValue::BitOr(parts) => Value::Int(
                parts
                    .iter()
                    .fold(0, |acc, p| acc | p.eval(constant).to_int()),
            ),
            DefaultValue::Neg(inner) => match inner.eval(constant) {
                Value::Float(f) => Value::Float(-f),
                v => Value::Int(v.to_int().wrapping_neg()),
            },
        }
    }
}

/// One declared parameter.
#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    /// The name without `$`.
    pub name: Box<str>,
    pub ty: Type,
    pub by_ref: bool,
    pub variadic: bool,
    pub default: Option<DefaultValue>,
}

/// A parsed signature.
#[derive(Debug, Clone, PartialEq)]
pub struct Signature {
    pub params: Vec<Param>,
    /// Parameters without a default (and not variadic) before the last such one.
    pub required: usize,
    /// The return type as written (`string|false`), for reflection.
    pub ret: Box<str>,
}

impl Signature {
    /// Position of the (non-variadic) parameter called `name`.
    pub fn param_index(&self, name: &str) -> Option<usize> {
        self.params
            .iter()
            .position(|p| !p.variadic && &*p.name == name)
    }
    /// Whether the last parameter collects the rest (`...$values`).
    pub fn is_variadic(&self) -> bool {
        self.params.last().is_some_and(|p| p.variadic)
    }
    /// Most arguments accepted, None for variadics.
    pub fn max_args(&self) -> Option<usize> {
        if self.is_variadic() {
            None
        } else {
            Some(self.params.len())
        }
    }
    /// The parameter that receives positional argument `i` (the variadic one for the rest).
    pub fn param_for(&self, i: usize) -> Option<&Param> {
        match self.params.get(i) {
            Some(p) => Some(p),
            None => self.params.last().filter(|p| p.variadic),
        }
    }
    /// A signature accepting anything (used if a signature text cannot be parsed).
    pub fn any() -> Signature {
        Signature {
            params: vec![Param {
                name: "args".into(),
                ty: Type {
                    mask: ty::MIXED,
                    classes: Vec::new(),
                },
                by_ref: false,
                variadic: true,
                default: None,
            }],
            required: 0,
            ret: "mixed".into(),
        }
    }
}

/// Why a signature text did not parse (position and expectation), for the registry's test.
#[derive(Debug, Clone, PartialEq)]
pub struct SigError {
    pub at: usize,
    pub expected: &'static str,
}

/// Parse a signature text like `str_pad(string $string, int $length, string $pad_string = " "): string`.
pub fn parse(text: &str) -> Result<Signature, SigError> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
    };
    p.skip_ws();
    p.ident().ok_or(p.err("function name"))?;
    // Methods documented as `Class::name(...)`.
    while p.eat(b':') {
        p.eat(b':');
        p.ident().ok_or(p.err("method name"))?;
    }
    p.expect(b'(', "(")?;
    let mut params = Vec::new();
    p.skip_ws();
    if !p.eat(b')') {
        loop {
            params.push(p.param()?);
            p.skip_ws();
            if p.eat(b',') {
                continue;
            }
            p.expect(b')', ")")?;
            break;
        }
    }
    p.skip_ws();
    let ret: Box<str> = if p.eat(b':') {
        p.skip_ws();
        let start = p.i;
        p.ty()?;
        text[start..p.i].trim().into()
    } else {
        "mixed".into()
    };
    p.skip_ws();
    if p.i != p.s.len() {
        return Err(p.err("end of signature"));
    }
    let required = params
        .iter()
        .rposition(|q: &Param| q.default.is_none() && !q.variadic)
        .map_or(0, |i| i + 1);
    Ok(Signature {
        params,
        required,
        ret,
    })
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Parser<'a> {
    fn err(&self, expected: &'static str) -> SigError {
        SigError {
            at: self.i,
            expected,
        }
    }
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn skip_ws(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) -> bool {
        self.skip_ws();
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, c: u8, what: &'static str) -> Result<(), SigError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.err(what))
        }
    }
    /// An identifier, possibly namespaced (`Async\Channel`).
    fn ident(&mut self) -> Option<&'a str> {
        self.skip_ws();
        let start = self.i;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'\\' || c >= 0x80)
        {
            self.i += 1;
        }
        if self.i == start {
            None
        } else {
            let s: &'a [u8] = self.s;
            std::str::from_utf8(&s[start..self.i]).ok()
        }
    }

    fn ty(&mut self) -> Result<Type, SigError> {
        let mut t = Type::default();
        if self.eat(b'?') {
            t.mask |= ty::NULL;
        }
        loop {
            let name = self.ident().ok_or(self.err("type"))?;
            let bit = match name.to_ascii_lowercase().as_str() {
                "null" => ty::NULL,
                "false" => ty::FALSE,
                "true" => ty::TRUE,
                "bool" => ty::BOOL,
                "int" => ty::INT,
                "float" => ty::FLOAT,
                "string" => ty::STRING,
                "array" => ty::ARRAY,
                "object" => ty::OBJECT,
                "callable" => ty::CALLABLE,
                "iterable" => ty::ITERABLE,
                "resource" => ty::RESOURCE,
                "void" => ty::VOID,
                "never" => ty::NEVER,
                "static" => ty::STATIC,
                "mixed" => ty::MIXED,
                _ => {
                    t.classes.push(name.trim_start_matches('\\').into());
                    0
                }
            };
            t.mask |= bit;
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(t)
    }

    fn param(&mut self) -> Result<Param, SigError> {
        self.skip_ws();
        let ty = if matches!(self.peek(), Some(b'$' | b'&' | b'.')) {
            Type {
                mask: ty::MIXED,
                classes: Vec::new(),
            }
        } else {
            self.ty()?
        };
        let by_ref = self.eat(b'&');
        self.skip_ws();
        let variadic = if self.s[self.i..].starts_with(b"...") {
            self.i += 3;
            true
        } else {
            false
        };
        self.expect(b'$', "$")?;
        let name: Box<str> = self.ident().ok_or(self.err("parameter name"))?.into();
        let default = if self.eat(b'=') {
            Some(self.default_expr()?)
        } else {
            None
        };
        Ok(Param {
            name,
            ty,
            by_ref,
            variadic,
            default,
        })
    }

    fn default_expr(&mut self) -> Result<DefaultValue, SigError> {
        let first = self.default_atom()?;
        if !self.eat_bitor() {
            return Ok(first);
        }
        let mut parts = vec![first];
        loop {
            parts.push(self.default_atom()?);
            if !self.eat_bitor() {
                break;
            }
        }
        Ok(DefaultValue::BitOr(parts))
    }

    fn eat_bitor(&mut self) -> bool {
        self.skip_ws();
        if self.peek() == Some(b'|') && self.s.get(self.i + 1) != Some(&b'|') {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn default_atom(&mut self) -> Result<DefaultValue, SigError> {
        self.skip_ws();
        match self.peek() {
            Some(b'"') => self.dq_string(),
            Some(b'\'') => self.sq_string(),
            Some(b'[') => {
                self.i += 1;
                self.expect(b']', "]")?;
                Ok(DefaultValue::EmptyArray)
            }
            Some(b'-') => {
                self.i += 1;
                match self.default_atom()? {
                    DefaultValue::Int(i) => Ok(DefaultValue::Int(i.wrapping_neg())),
                    DefaultValue::Float(f) => Ok(DefaultValue::Float(-f)),
                    other => Ok(DefaultValue::Neg(Box::new(other))),
                }
            }
            Some(c) if c.is_ascii_digit() || c == b'.' => self.number(),
            _ => {
                let name = self.ident().ok_or(self.err("default value"))?;
                if self.s[self.i..].starts_with(b"::") {
                    // `ArrayIterator::class`, or a class constant kept by its full name.
                    self.i += 2;
                    let member = self.ident().ok_or(self.err("class member"))?;
                    let class = name.trim_start_matches('\\');
                    return Ok(if member.eq_ignore_ascii_case("class") {
                        DefaultValue::Str(class.as_bytes().into())
                    } else {
                        DefaultValue::Const(format!("{class}::{member}").into())
                    });
                }
                Ok(match name.to_ascii_lowercase().as_str() {
                    "null" => DefaultValue::Null,
                    "true" => DefaultValue::Bool(true),
                    "false" => DefaultValue::Bool(false),
                    "array" => {
                        self.expect(b'(', "(")?;
                        self.expect(b')', ")")?;
                        DefaultValue::EmptyArray
                    }
                    _ => DefaultValue::Const(name.trim_start_matches('\\').into()),
                })
            }
        }
    }

    fn number(&mut self) -> Result<DefaultValue, SigError> {
        let start = self.i;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'.' || c == b'_')
        {
            self.i += 1;
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).map_err(|_| self.err("number"))?;
        let text = text.replace('_', "");
        if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
            return i64::from_str_radix(hex, 16)
                .map(DefaultValue::Int)
                .map_err(|_| self.err("number"));
        }
        if let Ok(i) = text.parse::<i64>() {
            return Ok(DefaultValue::Int(i));
        }
        text.parse::<f64>()
            .map(DefaultValue::Float)
            .map_err(|_| self.err("number"))
    }

    fn sq_string(&mut self) -> Result<DefaultValue, SigError> {
        self.i += 1;
        let mut out = Vec::new();
        loop {
            match self.peek() {
                None => return Err(self.err("closing quote")),
                Some(b'\'') => {
                    self.i += 1;
                    break;
                }
                Some(b'\\') if matches!(self.s.get(self.i + 1), Some(b'\'' | b'\\')) => {
                    out.push(self.s[self.i + 1]);
                    self.i += 2;
                }
                Some(c) => {
                    out.push(c);
                    self.i += 1;
                }
            }
        }
        Ok(DefaultValue::Str(out.into()))
    }

    fn dq_string(&mut self) -> Result<DefaultValue, SigError> {
        self.i += 1;
        let mut out = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                return Err(self.err("closing quote"));
            };
            self.i += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let Some(e) = self.peek() else {
                        return Err(self.err("escape"));
                    };
                    self.i += 1;
                    match e {
                        b'n' => out.push(b'\n'),
                        b't' => out.push(b'\t'),
                        b'r' => out.push(b'\r'),
                        b'v' => out.push(0x0b),
                        b'f' => out.push(0x0c),
                        b'e' => out.push(0x1b),
                        b'0'..=b'7' => {
                            let mut v = (e - b'0') as u32;
                            for _ in 0..2 {
                                match self.peek() {
                                    Some(d @ b'0'..=b'7') => {
                                        v = v * 8 + (d - b'0') as u32;
                                        self.i += 1;
                                    }
                                    _ => break,
                                }
                            }
                            out.push(v as u8);
                        }
                        b'x' => {
                            let mut v = 0u32;
                            let mut n = 0;
                            while n < 2 {
                                match self.peek().and_then(|d| (d as char).to_digit(16)) {
                                    Some(d) => {
                                        v = v * 16 + d;
                                        self.i += 1;
                                        n += 1;
                                    }
                                    None => break,
                                }
                            }
                            if n == 0 {
                                out.extend_from_slice(b"\\x");
                            } else {
                                out.push(v as u8);
                            }
                        }
                        b'\\' | b'"' | b'$' => out.push(e),
                        other => {
                            out.push(b'\\');
                            out.push(other);
                        }
                    }
                }
                c => out.push(c),
            }
        }
        Ok(DefaultValue::Str(out.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_str_pad() {
        let s = parse(
            "str_pad(string $string, int $length, string $pad_string = \" \", int $pad_type = STR_PAD_RIGHT): string",
        )
        .unwrap();
        assert_eq!(s.params.len(), 4);
        assert_eq!(s.required, 2);
        assert_eq!(s.max_args(), Some(4));
        assert_eq!(
            s.params[2].default,
            Some(DefaultValue::Str(b" "[..].into()))
        );
        assert_eq!(
            s.params[3].default,
            Some(DefaultValue::Const("STR_PAD_RIGHT".into()))
        );
        assert_eq!(&*s.ret, "string");
    }

    #[test]
    fn parses_refs_variadics_unions() {
        let s = parse("sscanf(string $string, string $format, mixed &...$vars): array|int|null")
            .unwrap();
        assert!(s.params[2].by_ref && s.params[2].variadic);
        assert_eq!(s.max_args(), None);
        assert_eq!(s.required, 2);
        let s = parse("preg_match(string $pattern, string $subject, array &$matches = null, int $flags = 0, int $offset = 0): int|false").unwrap();
        assert!(s.params[2].by_ref);
        let s = parse("f(array|string|null $x, ?int $y = -1, int|float $z = PHP_INT_MAX): void")
            .unwrap();
        assert_eq!(s.params[0].ty.display(), "array|string|null");
        assert_eq!(s.params[1].ty.display(), "?int");
        assert_eq!(s.params[2].ty.display(), "int|float");
        assert_eq!(s.params[1].default, Some(DefaultValue::Int(-1)));
    }

    #[test]
    fn parses_class_defaults() {
        let sig = parse("f(string $c = ArrayIterator::class, int $m = \\X::MODE): void").unwrap();
        assert_eq!(
            sig.params[0].default,
            Some(DefaultValue::Str(b"ArrayIterator".as_slice().into()))
        );
        assert_eq!(
            sig.params[1].default,
            Some(DefaultValue::Const("X::MODE".into()))
        );
    }

    #[test]
    fn parses_defaults() {
        let s = parse("trim(string $string, string $characters = \" \\n\\r\\t\\v\\x00\"): string")
            .unwrap();
        assert_eq!(
            s.params[1].default,
            Some(DefaultValue::Str(b" \n\r\t\x0b\0"[..].into()))
        );
        let s = parse("htmlspecialchars(string $string, int $flags = ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, ?string $encoding = null, bool $double_encode = true): string").unwrap();
        assert!(matches!(s.params[1].default, Some(DefaultValue::BitOr(ref v)) if v.len() == 3));
        let s =
            parse("f(array $a = [], float $f = 1.5, string $e = \"\\\\\", string $q = '\"'): void")
                .unwrap();
        assert_eq!(s.params[0].default, Some(DefaultValue::EmptyArray));
        assert_eq!(s.params[1].default, Some(DefaultValue::Float(1.5)));
        assert_eq!(
            s.params[2].default,
            Some(DefaultValue::Str(b"\\"[..].into()))
        );
        assert_eq!(
            s.params[3].default,
            Some(DefaultValue::Str(b"\""[..].into()))
        );
    }

    #[test]
    fn display_order_matches_php() {
        let s = parse("f(string|array $a, float|int $b, null|string $c, Closure|string $d): void")
            .unwrap();
        assert_eq!(s.params[0].ty.display(), "array|string");
        assert_eq!(s.params[1].ty.display(), "int|float");
        assert_eq!(s.params[2].ty.display(), "?string");
        assert_eq!(s.params[3].ty.display(), "Closure|string");
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse("f(int $x").is_err());
        assert!(parse("f(int x)").is_err());
    }
}
