//! String literals: single-quoted, double-quoted and heredoc/nowdoc scanning, escape
//! sequences, and interpolation (`$a`, `$a[0]`, `$o->p`, `{$expr}`, `${name}`, `${expr}`).

use super::ast::{CompileNotice, Expr, ExprKind, InterpPart, Literal, MemberName, Name, PropHint};
use super::lexer::{find, is_label_char, is_label_start, Exit, LexError, Lexer};
use super::token::{TemplateParts, Tok};
use crate::value::PhpString;
use std::cell::{Cell, RefCell};

thread_local! {
    /// Compile-time deprecations and warnings found while lexing and parsing.
    static DEPRECATIONS: RefCell<Vec<CompileNotice>> = const { RefCell::new(Vec::new()) };
}

/// The compile-time diagnostics collected since the last call, in source order (as PHP's
/// compiler reports them).
pub(super) fn take_deprecations() -> Vec<CompileNotice> {
    let mut list = DEPRECATIONS.with(|d| std::mem::take(&mut *d.borrow_mut()));
    list.sort_by_key(|n| n.pos);
    list
}

pub(super) fn compile_notice(warning: bool, message: String, pos: usize) {
    DEPRECATIONS.with(|d| {
        d.borrow_mut().push(CompileNotice {
            warning,
            message,
            pos: pos as u32,
        })
    });
}

/// 1-based line of a byte offset.
pub(super) fn line_at(src: &[u8], pos: usize) -> usize {
    src[..pos.min(src.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

fn eof_error(src: &[u8], message: &str) -> LexError {
    LexError {
        message: message.into(),
        pos: src.len(),
        fatal: false,
        incomplete: true,
    }
}

/// Where a template ends.
#[derive(Clone, Copy)]
enum End {
    /// An unescaped `"`.
    Quote,
    /// The end of a heredoc body; `indent` bytes of whitespace are removed at each
    /// line start.
    Heredoc { end: usize, indent: usize },
}

fn expr(kind: ExprKind, lo: usize, hi: usize) -> Expr {
    Expr {
        kind,
        span: super::ast::Span::new(lo, hi),
    }
}

fn name_of(b: &[u8]) -> Name {
    Name::from(String::from_utf8_lossy(b).as_ref())
}

impl<'s> Lexer<'s> {
    pub(super) fn single_quoted(&mut self, lo: usize) -> Result<usize, LexError> {
        let src = self.src;
        let mut p = lo + 1;
        let mut buf = Vec::new();
        while p < src.len() {
            match src[p] {
                b'\'' => {
                    self.push(lo, Tok::Str(PhpString::from_vec(buf)), p + 1);
                    return Ok(p + 1);
                }
                b'\\' if matches!(src.get(p + 1), Some(b'\'' | b'\\')) => {
                    buf.push(src[p + 1]);
                    p += 2;
                }
                b => {
                    buf.push(b);
                    p += 1;
                }
            }
        }
        let text = &src[lo + 1..];
        let first = text.split(|&b| b == b'\n').next().unwrap_or(b"");
        let shown: Vec<u8> = first.iter().take(30).copied().collect();
        let mut e = eof_error(
            src,
            &format!(
                "syntax error, unexpected string content \"{}{}\"",
                String::from_utf8_lossy(&shown),
                if first.len() > 30 { "..." } else { "" }
            ),
        );
        e.pos = lo;
        Err(e)
    }

    pub(super) fn double_quoted(&mut self, lo: usize) -> Result<usize, LexError> {
        let (parts, end) = self.template(lo + 1, End::Quote)?;
        self.push_template(lo, parts, end);
        Ok(end)
    }

    fn push_template(&mut self, lo: usize, mut parts: Vec<InterpPart>, hi: usize) {
        let tok = match parts.len() {
            0 => Tok::Str(PhpString::new()),
            1 if matches!(parts[0], InterpPart::Lit(_)) => match parts.pop() {
                Some(InterpPart::Lit(s)) => Tok::Str(s),
                _ => Tok::Str(PhpString::new()),
            },
            _ => Tok::Template(TemplateParts::new(parts)),
        };
        self.push(lo, tok, hi);
    }

    /// `<<<` at `lo`; `p` is just past `<<<` and optional spaces.
    pub(super) fn heredoc(&mut self, lo: usize, mut p: usize) -> Result<usize, LexError> {
        let src = self.src;
        let quote = match src.get(p) {
            Some(&q @ (b'\'' | b'"')) => {
                p += 1;
                Some(q)
            }
            _ => None,
        };
        let label_lo = p;
        if p >= src.len() || !is_label_start(src[p]) {
            return Err(LexError::parse("syntax error, unexpected token \"<<\"", lo));
        }
        while p < src.len() && is_label_char(src[p]) {
            p += 1;
        }
        let label = &src[label_lo..p];
        if let Some(q) = quote {
            if src.get(p) != Some(&q) {
                return Err(LexError::parse("syntax error, unexpected token \"<<\"", lo));
            }
            p += 1;
        }
        let body_start = if src[p..].starts_with(b"\r\n") {
            p + 2
        } else if src[p..].starts_with(b"\n") || src[p..].starts_with(b"\r") {
            p + 1
        } else {
            return Err(LexError::parse("syntax error, unexpected token \"<<\"", lo));
        };
        // Find the closing marker: a line whose first non-blank text is the label,
        // not followed by a label character.
        let mut line = body_start;
        let (close_line, indent_end) = loop {
            if line > src.len() {
                return Err(eof_error(
                    src,
                    "syntax error, unexpected end of file, expecting variable or heredoc end or \"${\" or \"{$\"",
                ));
            }
            let mut q = line;
            while q < src.len() && matches!(src[q], b' ' | b'\t') {
                q += 1;
            }
            if src[q..].starts_with(label)
                && !src.get(q + label.len()).is_some_and(|&b| is_label_char(b))
            {
                break (line, q);
            }
            match src[line..].iter().position(|&b| b == b'\n') {
                Some(n) => line += n + 1,
                None => {
                    return Err(eof_error(
                        src,
                        "syntax error, unexpected end of file, expecting variable or heredoc end or \"${\" or \"{$\"",
                    ))
                }
            }
        };
        let indent_ws = &src[close_line..indent_end];
        if indent_ws.contains(&b' ') && indent_ws.contains(&b'\t') {
            return Err(LexError::parse(
                "Invalid indentation - tabs and spaces cannot be mixed",
                indent_end,
            ));
        }
        let indent = indent_ws.len();
        // The body excludes the newline before the closing line.
        let body_end = if close_line == body_start {
            body_start
        } else if close_line >= 2 && &src[close_line - 2..close_line] == b"\r\n" {
            close_line - 2
        } else {
            close_line - 1
        };
        let end = indent_end + label.len();
        self.check_heredoc_indentation(body_start, body_end, indent, indent_ws)?;
        if quote == Some(b'\'') {
            // Nowdoc: raw text, indentation removed.
            let mut buf = Vec::new();
            let mut at_line_start = true;
            let mut i = body_start;
            while i < body_end {
                if at_line_start {
                    let mut k = 0;
                    while k < indent && i < body_end && matches!(src[i], b' ' | b'\t') {
                        i += 1;
                        k += 1;
                    }
                    at_line_start = false;
                    continue;
                }
                buf.push(src[i]);
                if src[i] == b'\n' {
                    at_line_start = true;
                }
                i += 1;
            }
            self.push(lo, Tok::Str(PhpString::from_vec(buf)), end);
            return Ok(end);
        }
        let (parts, _) = self.template(
            body_start,
            End::Heredoc {
                end: body_end,
                indent,
            },
        )?;
        self.push_template(lo, parts, end);
        Ok(end)
    }

    fn check_heredoc_indentation(
        &self,
        start: usize,
        end: usize,
        indent: usize,
        _ws: &[u8],
    ) -> Result<(), LexError> {
        if indent == 0 || start >= end {
            return Ok(());
        }
        let src = self.src;
        let mut line = start;
        while line <= end {
            let line_end = src[line..end]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(end, |n| line + n);
            let text = &src[line..line_end];
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            let ws = text
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t')
                .count();
            if ws < indent && ws < text.len() {
                return Err(LexError::parse(
                    format!(
                        "Invalid body indentation level (expecting an indentation level of at least {})",
                        indent
                    ),
                    line,
                ));
            }
            line = line_end + 1;
        }
        Ok(())
    }

    /// Scans the inside of a double-quoted string or heredoc body from `p`.
    /// Returns the parts and the offset just past the terminator.
    fn template(&mut self, mut p: usize, end: End) -> Result<(Vec<InterpPart>, usize), LexError> {
        let src = self.src;
        let mut parts: Vec<InterpPart> = Vec::new();
        let mut buf: Vec<u8> = Vec::new();
        let heredoc = matches!(end, End::Heredoc { .. });
        let limit = match end {
            End::Heredoc { end, .. } => end,
            End::Quote => src.len(),
        };
        let indent = match end {
            End::Heredoc { indent, .. } => indent,
            End::Quote => 0,
        };
        let mut at_line_start = heredoc;
        macro_rules! flush {
            () => {
                if !buf.is_empty() {
                    parts.push(InterpPart::Lit(PhpString::from_vec(std::mem::take(
                        &mut buf,
                    ))));
                }
            };
        }
        loop {
            if at_line_start {
                let mut k = 0;
                while k < indent && p < limit && matches!(src[p], b' ' | b'\t') {
                    p += 1;
                    k += 1;
                }
                at_line_start = false;
            }
            if p >= limit {
                if heredoc {
                    flush!();
                    return Ok((parts, p));
                }
                return Err(eof_error(
                    src,
                    "syntax error, unexpected end of file, expecting variable or \"${\" or \"{$\"",
                ));
            }
            let b = src[p];
            match b {
                b'"' if !heredoc => {
                    flush!();
                    return Ok((parts, p + 1));
                }
                b'\\' => {
                    p = self.escape(p, heredoc, &mut buf)?;
                }
                b'$' if src.get(p + 1).is_some_and(|&c| is_label_start(c)) => {
                    flush!();
                    let (e, np) = self.simple_interpolation(p)?;
                    parts.push(InterpPart::Expr(e));
                    p = np;
                }
                b'$' if src.get(p + 1) == Some(&b'{') => {
                    flush!();
                    // `${name}` names a variable even when `name` is a keyword.
                    let name_end = (p + 2..src.len())
                        .find(|&i| !is_label_char(src[i]))
                        .unwrap_or(src.len());
                    let plain_name = name_end > p + 2
                        && is_label_start(src[p + 2])
                        && src.get(name_end) == Some(&b'}');
                    let (e, np) = if plain_name {
                        let name = String::from_utf8_lossy(&src[p + 2..name_end]);
                        let e = Expr {
                            kind: ExprKind::Var(name.into(), Cell::new(super::ast::NO_SLOT)),
                            span: super::ast::Span::new(p, name_end + 1),
                        };
                        (e, name_end + 1)
                    } else {
                        // `${name[...]}`: the name is PHP's T_STRING_VARNAME, and only one
                        // offset may follow it.
                        let varname = name_end > p + 2
                            && is_label_start(src[p + 2])
                            && src.get(name_end) == Some(&b'[');
                        let (e, np) = self.nested_expr_checked(p + 2, p, varname)?;
                        (dollar_brace(e), np)
                    };
                    let msg = if matches!(e.kind, ExprKind::VarVar(_)) {
                        "Using ${expr} (variable variables) in strings is deprecated, use {${expr}} instead"
                    } else {
                        "Using ${var} in strings is deprecated, use {$var} instead"
                    };
                    compile_notice(false, msg.to_string(), p);
                    parts.push(InterpPart::Expr(e));
                    p = np;
                }
                b'{' if src.get(p + 1) == Some(&b'$') => {
                    flush!();
                    let (e, np) = self.nested_expr(p + 1, p)?;
                    parts.push(InterpPart::Expr(e));
                    p = np;
                }
                b'\n' => {
                    buf.push(b);
                    p += 1;
                    at_line_start = heredoc;
                }
                _ => {
                    buf.push(b);
                    p += 1;
                }
            }
        }
    }

    /// Decodes the escape sequence at `p` (a backslash) into `buf`; returns the next offset.
    fn escape(&self, p: usize, heredoc: bool, buf: &mut Vec<u8>) -> Result<usize, LexError> {
        let src = self.src;
        let Some(&c) = src.get(p + 1) else {
            buf.push(b'\\');
            return Ok(p + 1);
        };
        let simple = match c {
            b'n' => Some(b'\n'),
            b't' => Some(b'\t'),
            b'r' => Some(b'\r'),
            b'v' => Some(0x0b),
            b'e' => Some(0x1b),
            b'f' => Some(0x0c),
            b'\\' => Some(b'\\'),
            b'$' => Some(b'$'),
            b'"' if !heredoc => Some(b'"'),
            _ => None,
        };
        if let Some(v) = simple {
            buf.push(v);
            return Ok(p + 2);
        }
        match c {
            b'0'..=b'7' => {
                let mut v: u32 = 0;
                let mut q = p + 1;
                while q < p + 4 && q < src.len() && (b'0'..=b'7').contains(&src[q]) {
                    v = v * 8 + (src[q] - b'0') as u32;
                    q += 1;
                }
                if v > 0xff {
                    let digits = String::from_utf8_lossy(&src[p + 1..q]);
                    compile_notice(
                        true,
                        format!("Octal escape sequence overflow \\{digits} is greater than \\377"),
                        p,
                    );
                }
                buf.push((v & 0xff) as u8);
                Ok(q)
            }
            b'x' if src.get(p + 2).is_some_and(|b| b.is_ascii_hexdigit()) => {
                let mut v: u32 = 0;
                let mut q = p + 2;
                while q < p + 4 && q < src.len() && src[q].is_ascii_hexdigit() {
                    v = v * 16 + (src[q] as char).to_digit(16).unwrap_or(0);
                    q += 1;
                }
                buf.push(v as u8);
                Ok(q)
            }
            b'u' if src.get(p + 2) == Some(&b'{') => {
                let close = find(src, p + 3, b"}");
                let bad = || LexError::parse("Invalid UTF-8 codepoint escape sequence", p);
                let close = close.ok_or_else(bad)?;
                let hex = &src[p + 3..close];
                if hex.is_empty() || !hex.iter().all(|b| b.is_ascii_hexdigit()) {
                    return Err(bad());
                }
                let v = u32::from_str_radix(std::str::from_utf8(hex).unwrap_or("x"), 16).map_err(
                    |_| {
                        LexError::parse(
                            "Invalid UTF-8 codepoint escape sequence: Codepoint too large",
                            p,
                        )
                    },
                )?;
                encode_utf8(v, buf).ok_or_else(|| {
                    LexError::parse(
                        "Invalid UTF-8 codepoint escape sequence: Codepoint too large",
                        p,
                    )
                })?;
                Ok(close + 1)
            }
            // `\{` is no escape, but it keeps a following `$` from starting `{$expr}`.
            b'{' => {
                buf.extend_from_slice(b"\\{");
                Ok(p + 2)
            }
            _ => {
                buf.push(b'\\');
                Ok(p + 1)
            }
        }
    }

    /// `$name`, optionally followed by one `[index]`, `->prop` or `?->prop`.
    fn simple_interpolation(&mut self, p: usize) -> Result<(Expr, usize), LexError> {
        let src = self.src;
        let mut q = p + 1;
        while q < src.len() && is_label_char(src[q]) {
            q += 1;
        }
        let var = expr(
            ExprKind::Var(name_of(&src[p + 1..q]), Cell::new(super::ast::NO_SLOT)),
            p,
            q,
        );
        match src.get(q) {
            Some(b'[') => {
                let (index, end) = self.simple_index(q + 1)?;
                Ok((
                    expr(
                        ExprKind::Index {
                            base: Box::new(var),
                            index: Some(Box::new(index)),
                        },
                        p,
                        end,
                    ),
                    end,
                ))
            }
            Some(b'-') | Some(b'?') => {
                let (arrow, nullsafe) = if src[q..].starts_with(b"->") {
                    (2, false)
                } else if src[q..].starts_with(b"?->") {
                    (3, true)
                } else {
                    return Ok((var, q));
                };
                let s = q + arrow;
                if !src.get(s).is_some_and(|&c| is_label_start(c)) {
                    return Ok((var, q));
                }
                let mut e = s;
                while e < src.len() && is_label_char(src[e]) {
                    e += 1;
                }
                Ok((
                    expr(
                        ExprKind::Prop {
                            obj: Box::new(var),
                            name: MemberName::Ident(name_of(&src[s..e])),
                            nullsafe,
                            hint: PropHint::default(),
                        },
                        p,
                        e,
                    ),
                    e,
                ))
            }
            _ => Ok((var, q)),
        }
    }

    /// The index of `"$a[...]"`: a (possibly negative) number, a bare word or a variable.
    fn simple_index(&mut self, s: usize) -> Result<(Expr, usize), LexError> {
        let src = self.src;
        let unexpected = |pos: usize| {
            if pos >= src.len() {
                eof_error(src, "syntax error, unexpected end of file")
            } else {
                LexError::parse(
                    "syntax error, unexpected string content \"\", expecting \"-\" or identifier or variable or number",
                    pos,
                )
            }
        };
        let mut q = s;
        let lit = match src.get(q) {
            Some(b'$') if src.get(q + 1).is_some_and(|&c| is_label_start(c)) => {
                q += 1;
                while q < src.len() && is_label_char(src[q]) {
                    q += 1;
                }
                expr(
                    ExprKind::Var(name_of(&src[s + 1..q]), Cell::new(super::ast::NO_SLOT)),
                    s,
                    q,
                )
            }
            Some(&c) if is_label_start(c) => {
                while q < src.len() && is_label_char(src[q]) {
                    q += 1;
                }
                expr(
                    ExprKind::Lit(Literal::Str(PhpString::from(&src[s..q]))),
                    s,
                    q,
                )
            }
            Some(&c) if c.is_ascii_digit() || c == b'-' => {
                if c == b'-' {
                    q += 1;
                }
                let d0 = q;
                while q < src.len() && src[q].is_ascii_alphanumeric() {
                    q += 1;
                }
                if q == d0 || !src[d0..q].iter().all(|b| b.is_ascii_digit()) {
                    return Err(unexpected(d0));
                }
                let text = &src[s..q];
                let digits = &src[d0..q];
                let canonical = digits == b"0" || digits[0] != b'0';
                let as_int = std::str::from_utf8(text)
                    .ok()
                    .and_then(|t| t.parse::<i64>().ok())
                    .filter(|_| canonical && !(c == b'-' && digits == b"0"));
                match as_int {
                    Some(v) => expr(ExprKind::Lit(Literal::Int(v)), s, q),
                    None => expr(ExprKind::Lit(Literal::Str(PhpString::from(text))), s, q),
                }
            }
            _ => return Err(unexpected(q)),
        };
        if src.get(q) != Some(&b']') {
            return Err(unexpected(q));
        }
        Ok((lit, q + 1))
    }

    /// Lexes and parses the expression of `{$...}` or `${...}` starting at `start`,
    /// up to the matching `}`. `lo` is where the interpolation begins.
    fn nested_expr(&mut self, start: usize, lo: usize) -> Result<(Expr, usize), LexError> {
        self.nested_expr_checked(start, lo, false)
    }

    /// `nested_expr`; with `varname`, the tokens must be a name and one offset
    /// (`${name[expr]}`), as PHP's grammar has it.
    fn nested_expr_checked(
        &mut self,
        start: usize,
        lo: usize,
        varname: bool,
    ) -> Result<(Expr, usize), LexError> {
        let saved = std::mem::take(&mut self.out);
        let saved_brackets = std::mem::take(&mut self.brackets);
        let res = self.php(start, true);
        let toks = std::mem::replace(&mut self.out, saved);
        self.brackets = saved_brackets;
        let end = match res? {
            Exit::Brace(end) => end,
            _ => return Err(eof_error(self.src, "syntax error, unexpected end of file")),
        };
        let toks = super::lexer::contextualize(toks, self.src);
        if varname {
            super::parser::check_string_varname(&toks, self.src)?;
        }
        let mut e = super::parser::parse_interpolated(toks, self.src, lo, end - 1)?;
        e.span = super::ast::Span::new(lo, end);
        Ok((e, end))
    }
}

/// `${name}` is the variable `$name`, `${name[i]}` indexes it, anything else is a
/// variable-variable.
fn dollar_brace(e: Expr) -> Expr {
    let span = e.span;
    match e.kind {
        ExprKind::Const(n) if !n.contains('\\') => Expr {
            kind: ExprKind::Var(n, Cell::new(super::ast::NO_SLOT)),
            span,
        },
        ExprKind::Index { base, index } if matches!(base.kind, ExprKind::Const(ref n) if !n.contains('\\')) =>
        {
            let base = match base.kind {
                ExprKind::Const(n) => Expr {
                    kind: ExprKind::Var(n, Cell::new(super::ast::NO_SLOT)),
                    span: base.span,
                },
                other => Expr {
                    kind: other,
                    span: base.span,
                },
            };
            Expr {
                kind: ExprKind::Index {
                    base: Box::new(base),
                    index,
                },
                span,
            }
        }
        kind => Expr {
            kind: ExprKind::VarVar(Box::new(Expr { kind, span })),
            span,
        },
    }
}

/// Appends the UTF-8 encoding of `v` (PHP allows surrogates); None if too large.
fn encode_utf8(v: u32, buf: &mut Vec<u8>) -> Option<()> {
    match v {
        0..=0x7f => buf.push(v as u8),
        0x80..=0x7ff => {
            buf.push(0xc0 | (v >> 6) as u8);
            buf.push(0x80 | (v & 0x3f) as u8);
        }
        0x800..=0xffff => {
            buf.push(0xe0 | (v >> 12) as u8);
            buf.push(0x80 | ((v >> 6) & 0x3f) as u8);
            buf.push(0x80 | (v & 0x3f) as u8);
        }
        0x10000..=0x10ffff => {
            buf.push(0xf0 | (v >> 18) as u8);
            buf.push(0x80 | ((v >> 12) & 0x3f) as u8);
            buf.push(0x80 | ((v >> 6) & 0x3f) as u8);
            buf.push(0x80 | (v & 0x3f) as u8);
        }
        _ => return None,
    }
    Some(())
}
