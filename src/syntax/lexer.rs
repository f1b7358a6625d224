//! The lexer driver: inline HTML and open/close tags, PHP-mode tokens from `logos`,
//! comments and attributes, and the context rules that turn reserved words into names.
//! String literals and heredocs are scanned in strings.rs.

use logos::Logos;

use std::rc::Rc;

use super::ast::Attribute;
use super::token::Tok;
use crate::value::PhpString;

/// A token with its byte range.
pub type Spanned = (usize, Tok, usize);

/// A lexical error (or a compile-time fatal error found while lexing).
#[derive(Clone, Debug)]
pub struct LexError {
    pub message: String,
    pub pos: usize,
    /// True for PHP "Fatal error"s (unsupported constructs), false for parse errors.
    pub fatal: bool,
    /// True when the error means the input ended inside a construct.
    pub incomplete: bool,
}

impl LexError {
    pub fn parse(message: impl Into<String>, pos: usize) -> LexError {
        LexError {
            message: message.into(),
            pos,
            fatal: false,
            incomplete: false,
        }
    }
    pub fn fatal(message: impl Into<String>, pos: usize) -> LexError {
        LexError {
            message: message.into(),
            pos,
            fatal: true,
            incomplete: false,
        }
    }
}

/// The token stream handed to the parser: tokens, then possibly one error.
pub type TokenStream = Vec<Result<Spanned, LexError>>;

/// How a run of PHP-mode tokens ended.
pub(super) enum Exit {
    Eof,
    /// `?>`: HTML mode resumes at this offset.
    CloseTag(usize),
    /// The `}` closing an interpolated expression; scanning resumes at this offset.
    Brace(usize),
}

pub(super) struct Lexer<'s> {
    pub(super) src: &'s [u8],
    pub(super) out: Vec<Spanned>,
    /// Open brackets `(`, `[`, `{` with their offsets, as PHP's lexer tracks them.
    pub(super) brackets: Vec<(u8, usize)>,
    /// Set after a `#[AllowDynamicProperties]` attribute until the next token.
    pub(super) allow_dynamic_pending: bool,
    /// Set after a `#[ReturnTypeWillChange]` attribute until the next token.
    pub(super) will_change_pending: bool,
    /// The attributes read since the last token, for the declaration that follows.
    pub(super) attrs_pending: Vec<Attribute>,
    /// The doc comment read since the last token.
    pub(super) doc_pending: Option<Rc<str>>,
    /// The doc comment still waiting for its declaration (an index in `DOC_COMMENTS`).
    pub(super) doc_open: Option<usize>,
    /// A `class`-like or `function` keyword came after the open doc comment: the
    /// declaration takes it before its body's `{`.
    pub(super) doc_decl_seen: bool,
}

thread_local! {
    /// Offsets of the tokens that follow a `#[AllowDynamicProperties]` attribute.
    static ALLOW_DYNAMIC: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Offsets of the tokens that follow a `#[ReturnTypeWillChange]` attribute.
    static WILL_CHANGE: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
    /// The attributes of the declarations, by the offset of the token that follows them.
    static ATTRIBUTES: std::cell::RefCell<Vec<(usize, Vec<Attribute>)>> = const { std::cell::RefCell::new(Vec::new()) };
    /// The doc comments (`/** ... */`) with the offsets of the tokens a declaration
    /// taking them may start at: from the token after the comment up to the next brace
    /// or doc comment.
    static DOC_COMMENTS: std::cell::RefCell<Vec<(usize, usize, Rc<str>)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Takes the doc comment of the declaration starting at offset `lo`: as in PHP, the
/// last doc comment before it that no declaration took, unless a brace came between.
pub(super) fn doc_comment_at(lo: usize) -> Option<Rc<str>> {
    DOC_COMMENTS.with(|d| {
        let mut d = d.borrow_mut();
        let i = d.iter().position(|(from, to, _)| *from <= lo && lo < *to)?;
        Some(std::mem::replace(&mut d[i], (0, 0, Rc::from(""))).2)
    })
}

/// Takes the attributes of the declaration starting at offset `lo` (none: empty).
pub(super) fn attributes_at(lo: usize) -> Rc<[Attribute]> {
    ATTRIBUTES.with(|a| {
        let mut a = a.borrow_mut();
        match a.iter().position(|(at, _)| *at == lo) {
            Some(i) => Rc::from(a.swap_remove(i).1),
            None => Rc::from([]),
        }
    })
}

/// Whether the method starting at offset `lo` carries `#[ReturnTypeWillChange]`.
pub(super) fn return_type_will_change_at(lo: usize) -> bool {
    WILL_CHANGE.with(|a| a.borrow().contains(&lo))
}

/// Whether the declaration starting at offset `lo` carries `#[AllowDynamicProperties]`.
pub(super) fn allows_dynamic_at(lo: usize) -> bool {
    ALLOW_DYNAMIC.with(|a| a.borrow().contains(&lo))
}

impl<'s> Lexer<'s> {
    /// A lexer over `src` whose token list starts as `out`, with nothing pending.
    fn new(src: &'s [u8], out: Vec<Spanned>) -> Self {
        Lexer {
            src,
            out,
            brackets: Vec::new(),
            allow_dynamic_pending: false,
            will_change_pending: false,
            attrs_pending: Vec::new(),
            doc_pending: None,
            doc_open: None,
            doc_decl_seen: false,
        }
    }
}

pub(super) fn is_label_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b >= 0x80
}

pub(super) fn is_label_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// Splits a whole file into tokens. A lexical error ends the stream.
pub fn tokenize(src: &[u8]) -> TokenStream {
    let mut lx = Lexer::new(src, Vec::new());
    ALLOW_DYNAMIC.with(|a| a.borrow_mut().clear());
    WILL_CHANGE.with(|a| a.borrow_mut().clear());
    ATTRIBUTES.with(|a| a.borrow_mut().clear());
    DOC_COMMENTS.with(|d| d.borrow_mut().clear());
    let mut res = lx.run();
    if res.is_ok() {
        if let Some(&(b, pos)) = lx.brackets.last() {
            let open_line = super::strings::line_at(src, pos);
            // PHP names the opening line only when the file ends on another one.
            let message = if open_line == super::strings::line_at(src, src.len()) {
                format!("Unclosed '{}'", b as char)
            } else {
                format!("Unclosed '{}' on line {}", b as char, open_line)
            };
            res = Err(LexError {
                message,
                pos: src.len(),
                fatal: false,
                incomplete: true,
            });
        }
    }
    let mut toks: TokenStream = contextualize(lx.out, src).into_iter().map(Ok).collect();
    if let Err(e) = res {
        toks.push(Err(e));
    }
    toks
}

impl<'s> Lexer<'s> {
    fn run(&mut self) -> Result<(), LexError> {
        let src = self.src;
        let mut pos = 0;
        if src.starts_with(b"#!") {
            pos = src
                .iter()
                .position(|&b| b == b'\n')
                .map_or(src.len(), |p| p + 1);
        }
        loop {
            let Some((html_end, tag_end, echo)) = find_open_tag(src, pos) else {
                if pos < src.len() {
                    self.push(
                        pos,
                        Tok::InlineHtml(PhpString::from(&src[pos..])),
                        src.len(),
                    );
                }
                return Ok(());
            };
            if html_end > pos {
                self.push(
                    pos,
                    Tok::InlineHtml(PhpString::from(&src[pos..html_end])),
                    html_end,
                );
            }
            if echo {
                self.push(html_end, Tok::Echo, tag_end);
            }
            match self.php(tag_end, false)? {
                Exit::Eof => return Ok(()),
                Exit::CloseTag(next) => pos = next,
                Exit::Brace(_) => return Ok(()),
            }
        }
    }

    pub(super) fn push(&mut self, lo: usize, tok: Tok, hi: usize) {
        if self.allow_dynamic_pending {
            self.allow_dynamic_pending = false;
            ALLOW_DYNAMIC.with(|a| a.borrow_mut().push(lo));
        }
        if self.will_change_pending {
            self.will_change_pending = false;
            WILL_CHANGE.with(|a| a.borrow_mut().push(lo));
        }
        if !self.attrs_pending.is_empty() {
            let attrs = std::mem::take(&mut self.attrs_pending);
            ATTRIBUTES.with(|a| a.borrow_mut().push((lo, attrs)));
        }
        if let Some(doc) = self.doc_pending.take() {
            self.close_doc(lo);
            DOC_COMMENTS.with(|d| {
                let mut d = d.borrow_mut();
                self.doc_open = Some(d.len());
                d.push((lo, usize::MAX, doc));
            });
        }
        match &tok {
            Tok::RBrace => self.close_doc(lo),
            Tok::LBrace if self.doc_decl_seen => self.close_doc(lo),
            Tok::Class | Tok::Interface | Tok::Trait | Tok::Function => self.doc_decl_seen = true,
            Tok::Ident(n) if n.eq_ignore_ascii_case("enum") => self.doc_decl_seen = true,
            _ => {}
        }
        self.out.push((lo, tok, hi));
    }

    /// Ends the range of declarations the open doc comment may belong to at `lo`.
    fn close_doc(&mut self, lo: usize) {
        self.doc_decl_seen = false;
        if let Some(i) = self.doc_open.take() {
            DOC_COMMENTS.with(|d| {
                if let Some(e) = d.borrow_mut().get_mut(i) {
                    e.1 = e.1.min(lo);
                }
            });
        }
    }

    /// Lexes PHP code from `start`. When `nested`, stops at the `}` that closes an
    /// interpolated expression.
    pub(super) fn php(&mut self, start: usize, nested: bool) -> Result<Exit, LexError> {
        let src = self.src;
        let mut lex = Tok::lexer(src);
        lex.bump(start);
        let mut depth = 0usize;
        let mut halt = None::<usize>;
        while let Some(res) = lex.next() {
            let span = lex.span();
            let (lo, hi) = (span.start, span.end);
            let tok = match res {
                Ok(t) => t,
                Err(()) => {
                    let b = src[lo];
                    if b < 0x20 || b == 0x7f {
                        // PHP skips most control bytes with a warning; treat as a parse error.
                        return Err(LexError::parse(
                            format!("syntax error, unexpected character 0x{:02X}", b),
                            lo,
                        ));
                    }
                    return Err(LexError::parse(
                        format!("syntax error, unexpected character 0x{:02X}", src[lo]),
                        lo,
                    ));
                }
            };
            let next = match tok {
                Tok::LineComment => line_comment_end(src, hi),
                Tok::BlockComment => match find(src, hi, b"*/") {
                    Some(p) => {
                        // `/**` and white space begin a doc comment.
                        if src.get(lo + 2) == Some(&b'*')
                            && src.get(lo + 3).is_some_and(u8::is_ascii_whitespace)
                        {
                            let text = String::from_utf8_lossy(&src[lo..p + 2]);
                            self.doc_pending = Some(Rc::from(text.as_ref()));
                        }
                        p + 2
                    }
                    None => {
                        return Err(LexError {
                            message: format!(
                                "Unterminated comment starting line {}",
                                super::strings::line_at(src, lo)
                            ),
                            pos: lo,
                            fatal: false,
                            incomplete: true,
                        })
                    }
                },
                Tok::AttributeStart => self.skip_attribute(hi)?,
                Tok::DoubleQuote => self.double_quoted(lo)?,
                Tok::SingleQuote => self.single_quoted(lo)?,
                Tok::HeredocStart => self.heredoc(lo, hi)?,
                Tok::BinaryPrefix => match src[lo + 1] {
                    b'"' => self.double_quoted(lo + 1)?,
                    b'\'' => self.single_quoted(lo + 1)?,
                    _ => self.heredoc(lo + 1, hi)?,
                },
                Tok::Backtick => {
                    return Err(LexError::fatal(
                        "aphp does not support backtick shell execution",
                        lo,
                    ))
                }
                Tok::CloseTag => {
                    if nested {
                        return Err(LexError::parse("syntax error, unexpected token \"?>\"", lo));
                    }
                    self.push(lo, Tok::Semi, hi);
                    let mut after = hi;
                    if src[after..].starts_with(b"\r\n") {
                        after += 2;
                    } else if src[after..].starts_with(b"\n") {
                        after += 1;
                    }
                    return Ok(Exit::CloseTag(after));
                }
                Tok::Number(t) => {
                    if let Tok::InvalidNumber = *t {
                        return Err(LexError::parse("Invalid numeric literal", lo));
                    }
                    self.push(lo, *t, hi);
                    hi
                }
                Tok::QualifiedName(n) => {
                    let t = if n.len() > 10
                        && n.as_bytes()[..10].eq_ignore_ascii_case(b"namespace\\")
                    {
                        Tok::RelativeName(n)
                    } else {
                        Tok::QualifiedName(n)
                    };
                    self.push(lo, t, hi);
                    hi
                }
                Tok::Amp => {
                    let mut p = hi;
                    while p < src.len() && matches!(src[p], b' ' | b'\t' | b'\n' | b'\r') {
                        p += 1;
                    }
                    let t = if src[p..].starts_with(b"$") || src[p..].starts_with(b"...") {
                        Tok::AmpVar
                    } else {
                        Tok::Amp
                    };
                    self.push(lo, t, hi);
                    hi
                }
                Tok::LParen if cast_at(src, hi).is_some() => match cast_at(src, hi) {
                    Some((kind, end)) => {
                        self.push(lo, kind, end);
                        end
                    }
                    None => hi,
                },
                Tok::LBrace | Tok::LParen | Tok::LBracket => {
                    depth += 1;
                    self.brackets.push((src[lo], lo));
                    self.push(lo, tok, hi);
                    hi
                }
                Tok::RBrace | Tok::RParen | Tok::RBracket => {
                    if depth == 0 && nested && matches!(tok, Tok::RBrace) {
                        return Ok(Exit::Brace(hi));
                    }
                    depth = depth.saturating_sub(1);
                    self.close_bracket(src[lo], lo)?;
                    self.push(lo, tok, hi);
                    hi
                }
                Tok::Yield => {
                    let mut p = hi;
                    while p < src.len() && matches!(src[p], b' ' | b'\t' | b'\n' | b'\r') {
                        p += 1;
                    }
                    let is_from = p > hi
                        && src.len() >= p + 4
                        && src[p..p + 4].eq_ignore_ascii_case(b"from")
                        && !src.get(p + 4).is_some_and(|&b| is_label_char(b));
                    if is_from {
                        self.push(lo, Tok::YieldFrom, p + 4);
                        p + 4
                    } else {
                        self.push(lo, Tok::Yield, hi);
                        hi
                    }
                }
                Tok::HaltCompiler => {
                    self.push(lo, Tok::HaltCompiler, hi);
                    halt = Some(0);
                    hi
                }
                t => {
                    let is_semi = matches!(t, Tok::Semi);
                    self.push(lo, t, hi);
                    if let Some(n) = halt.as_mut() {
                        *n += 1;
                        if *n >= 3 || is_semi {
                            return Ok(Exit::Eof);
                        }
                    }
                    hi
                }
            };
            if next > hi {
                lex.bump(next - hi);
            }
        }
        if nested {
            return Err(LexError {
                message: "syntax error, unexpected end of file".into(),
                pos: src.len(),
                fatal: false,
                incomplete: true,
            });
        }
        Ok(Exit::Eof)
    }

    /// Checks a closing bracket against the innermost open one, with PHP's messages.
    fn close_bracket(&mut self, close: u8, pos: usize) -> Result<(), LexError> {
        let Some((open, _)) = self.brackets.pop() else {
            return Err(LexError::parse(
                format!("Unmatched '{}'", close as char),
                pos,
            ));
        };
        let expected = match open {
            b'(' => b')',
            b'[' => b']',
            _ => b'}',
        };
        if expected != close {
            return Err(LexError::parse(
                format!(
                    "Unclosed '{}' does not match '{}'",
                    open as char, close as char
                ),
                pos,
            ));
        }
        Ok(())
    }

    /// Parses the attributes of a group `#[...]` whose content is `start..close`: the
    /// content is lexed on its own and parsed as the array literal `[...]` it looks like,
    /// whose elements must be calls (`Name(args)`) or bare names.
    fn attribute_group(&mut self, start: usize, close: usize) -> Result<(), LexError> {
        let mut sub = Lexer::new(&self.src[..close], vec![(start - 1, Tok::LBracket, start)]);
        sub.php(start, false)?;
        if !sub.brackets.is_empty() {
            return Err(LexError::parse(
                "syntax error, unexpected token \"]\"",
                close,
            ));
        }
        sub.out.push((close, Tok::RBracket, close + 1));
        let toks = contextualize(sub.out, self.src);
        let attrs = super::parser::parse_attributes(toks, self.src, close)?;
        self.attrs_pending.extend(attrs);
        Ok(())
    }

    /// Reads `#[ ... ]` up to its closing bracket (honouring nested brackets, string
    /// literals and comments) and parses the attributes in it.
    fn skip_attribute(&mut self, mut p: usize) -> Result<usize, LexError> {
        let src = self.src;
        let start = p;
        let mut depth = 1usize;
        while p < src.len() {
            match src[p] {
                b'[' => depth += 1,
                b']' => {
                    depth -= 1;
                    if depth == 0 {
                        let text = String::from_utf8_lossy(&src[start..p]).to_ascii_lowercase();
                        if text.contains("allowdynamicproperties") {
                            self.allow_dynamic_pending = true;
                        }
                        if text.contains("returntypewillchange") {
                            self.will_change_pending = true;
                        }
                        self.attribute_group(start, p)?;
                        return Ok(p + 1);
                    }
                }
                q @ (b'\'' | b'"') => {
                    p += 1;
                    while p < src.len() && src[p] != q {
                        if src[p] == b'\\' {
                            p += 1;
                        }
                        p += 1;
                    }
                }
                b'/' if src[p..].starts_with(b"/*") => {
                    p = find(src, p + 2, b"*/").map_or(src.len(), |e| e + 1);
                }
                _ => {}
            }
            p += 1;
        }
        Err(LexError {
            message: "syntax error, unexpected end of file".into(),
            pos: src.len().max(start),
            fatal: false,
            incomplete: true,
        })
    }
}

/// A cast like `(int)` or `( string )` whose `(` ends at `p`: the token and its end.
fn cast_at(src: &[u8], mut p: usize) -> Option<(Tok, usize)> {
    while p < src.len() && matches!(src[p], b' ' | b'\t') {
        p += 1;
    }
    let start = p;
    while p < src.len() && src[p].is_ascii_alphabetic() {
        p += 1;
    }
    let word = src[start..p].to_ascii_lowercase();
    while p < src.len() && matches!(src[p], b' ' | b'\t') {
        p += 1;
    }
    if src.get(p) != Some(&b')') {
        return None;
    }
    let tok = match word.as_slice() {
        b"int" | b"integer" => Tok::IntCast,
        b"float" | b"double" | b"real" => Tok::FloatCast,
        b"string" | b"binary" => Tok::StringCast,
        b"bool" | b"boolean" => Tok::BoolCast,
        b"array" => Tok::ArrayCast,
        b"object" => Tok::ObjectCast,
        b"unset" => Tok::UnsetCast,
        _ => return None,
    };
    Some((tok, p + 1))
}

/// Finds the next open tag at or after `pos`: (end of the HTML before it, end of the tag,
/// whether it is `<?=`).
fn find_open_tag(src: &[u8], pos: usize) -> Option<(usize, usize, bool)> {
    let p = find(src, pos, b"<?")?;
    let rest = &src[p + 2..];
    if rest.starts_with(b"=") {
        return Some((p, p + 3, true));
    }
    if rest.len() >= 3 && rest[..3].eq_ignore_ascii_case(b"php") {
        match rest.get(3) {
            None => return Some((p, p + 5, false)),
            Some(b' ' | b'\t' | b'\n') => return Some((p, p + 6, false)),
            Some(b'\r') => {
                let n = if rest.get(4) == Some(&b'\n') { 7 } else { 6 };
                return Some((p, p + n, false));
            }
            _ => {}
        }
    }
    // Short open tag (short_open_tag is on by default).
    Some((p, p + 2, false))
}

/// The end of a `//` or `#` comment: before the newline or before a `?>`.
fn line_comment_end(src: &[u8], mut p: usize) -> usize {
    while p < src.len() {
        match src[p] {
            b'\n' | b'\r' => return p,
            b'?' if src.get(p + 1) == Some(&b'>') => return p,
            _ => p += 1,
        }
    }
    p
}

pub(super) fn find(src: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    if from > src.len() {
        return None;
    }
    src[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// Applies PHP's context rules to a token list: reserved words used as member,
/// method, constant and named-argument names become identifiers; `enum` before a name
/// becomes the keyword; a `yield` with no operand is marked.
pub(super) fn contextualize(mut toks: Vec<Spanned>, src: &[u8]) -> Vec<Spanned> {
    for i in 0..toks.len() {
        let prev = if i > 0 { Some(&toks[i - 1].1) } else { None };
        let prev2 = if i > 1 { Some(&toks[i - 2].1) } else { None };
        let next = toks.get(i + 1).map(|t| &t.1);
        let cur = &toks[i].1;
        let to_ident = if cur.is_keyword() {
            match prev {
                Some(Tok::Arrow | Tok::NullsafeArrow | Tok::DoubleColon) => true,
                Some(Tok::Function) => matches!(next, Some(Tok::LParen)),
                Some(Tok::Amp) => {
                    matches!(prev2, Some(Tok::Function)) && matches!(next, Some(Tok::LParen))
                }
                Some(Tok::Const) => matches!(next, Some(Tok::Assign)),
                Some(Tok::LParen | Tok::Comma) => matches!(next, Some(Tok::Colon)),
                Some(Tok::Case) => matches!(next, Some(Tok::Semi | Tok::Assign)),
                _ => false,
            }
        } else {
            false
        };
        if to_ident {
            let (lo, hi) = (toks[i].0, toks[i].2);
            toks[i].1 = Tok::Ident(super::ast::Name::from(
                String::from_utf8_lossy(&src[lo..hi]).as_ref(),
            ));
            continue;
        }
        match cur {
            Tok::Ident(n)
                if n.eq_ignore_ascii_case("enum")
                    && matches!(next, Some(Tok::Ident(m))
                        if !m.eq_ignore_ascii_case("extends") && !m.eq_ignore_ascii_case("implements"))
                    && !matches!(
                        prev,
                        Some(
                            Tok::Arrow
                                | Tok::NullsafeArrow
                                | Tok::DoubleColon
                                | Tok::Function
                                | Tok::New
                        )
                    ) =>
            {
                toks[i].1 = Tok::Enum;
            }
            Tok::Yield
                if matches!(
                    next,
                    None | Some(Tok::Semi | Tok::RParen | Tok::Comma | Tok::RBracket)
                ) =>
            {
                toks[i].1 = Tok::YieldBare;
            }
            _ => {}
        }
    }
    toks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        tokenize(src.as_bytes())
            .into_iter()
            .map(|t| match t {
                Ok((_, t, _)) => t,
                Err(e) => panic!("lex error: {}", e.message),
            })
            .collect()
    }

    fn string_value(src: &str) -> Vec<u8> {
        match kinds(src).into_iter().next() {
            Some(Tok::Str(s)) => s.as_bytes().to_vec(),
            other => panic!("not a string: {:?}", other),
        }
    }

    #[test]
    fn keywords_are_case_insensitive_and_names_kept() {
        let t = kinds("<?php ECHO $x; Foo\\Bar; \\A; namespace\\B; $o->list; A::class;");
        assert!(matches!(t[0], Tok::Echo));
        assert!(matches!(&t[1], Tok::Variable(n) if &**n == "x"));
        assert!(matches!(&t[3], Tok::QualifiedName(n) if &**n == "Foo\\Bar"));
        assert!(matches!(&t[5], Tok::FullyQualifiedName(n) if &**n == "\\A"));
        assert!(matches!(&t[7], Tok::RelativeName(n) if &**n == "namespace\\B"));
        assert!(matches!(&t[11], Tok::Ident(n) if &**n == "list"));
        assert!(matches!(&t[15], Tok::Ident(n) if &**n == "class"));
    }

    #[test]
    fn casts_and_yield_from() {
        let t = kinds("<?php ( int )$a; (String)$b; yield  from $c; (fn);");
        assert!(matches!(t[0], Tok::IntCast));
        assert!(matches!(t[3], Tok::StringCast));
        assert!(matches!(t[6], Tok::YieldFrom));
        assert!(matches!(t[9], Tok::LParen));
    }

    #[test]
    fn numbers() {
        let t = kinds("<?php 1_000; 0x1F; 0o17; 017; 0b101; 1.5e3; .5; 9223372036854775808;");
        let nums: Vec<String> = t
            .iter()
            .filter_map(|t| match t {
                Tok::Int(i) => Some(format!("i{i}")),
                Tok::Float(f) => Some(format!("f{f}")),
                _ => None,
            })
            .collect();
        assert_eq!(
            nums,
            [
                "i1000",
                "i31",
                "i15",
                "i15",
                "i5",
                "f1500",
                "f0.5",
                "f9223372036854776000"
            ]
        );
        assert!(matches!(
            tokenize(b"<?php 08;").last(),
            Some(Err(e)) if e.message == "Invalid numeric literal"
        ));
    }

    #[test]
    fn string_escapes() {
        assert_eq!(string_value("<?php 'a\\'b\\\\c\\n'"), b"a'b\\c\\n");
        assert_eq!(
            string_value("<?php \"\\n\\t\\\\\\$\\\"\\x41\\101\\u{1F600}\\q\""),
            "\n\t\\$\"AA\u{1F600}\\q".as_bytes()
        );
        assert_eq!(string_value("<?php \"\\400\""), b"\x00");
    }

    #[test]
    fn heredoc_indentation_is_removed() {
        assert_eq!(
            string_value("<?php <<<EOT\n    a\n      b\n    EOT;\n"),
            b"a\n  b"
        );
        assert_eq!(string_value("<?php <<<'EOT'\n  $x\n  EOT;\n"), b"$x");
        assert_eq!(string_value("<?php <<<\"EOT\"\nx\\ty\nEOT\n"), b"x\ty");
        assert!(matches!(
            tokenize(b"<?php <<<EOT\n a\n  EOT;\n").last(),
            Some(Err(e)) if e.message.starts_with("Invalid body indentation level")
        ));
    }

    #[test]
    fn binary_string_prefix_is_ignored() {
        assert_eq!(string_value("<?php b'a\\'b'"), b"a'b");
        assert_eq!(string_value("<?php B\"x\\ty\""), b"x\ty");
        assert_eq!(string_value("<?php b<<<EOT\n  z\n  EOT;\n"), b"z");
        assert!(matches!(&kinds("<?php b;")[0], Tok::Ident(_)));
    }

    #[test]
    fn inline_html_and_tags() {
        let t = kinds("a<?php echo 1 ?>\nb<?= 2 ?>c");
        assert!(matches!(&t[0], Tok::InlineHtml(s) if s.as_bytes() == b"a"));
        assert!(matches!(t[1], Tok::Echo));
        assert!(matches!(t[3], Tok::Semi));
        assert!(matches!(&t[4], Tok::InlineHtml(s) if s.as_bytes() == b"b"));
        assert!(matches!(t[5], Tok::Echo));
        assert!(matches!(&t[8], Tok::InlineHtml(s) if s.as_bytes() == b"c"));
    }

    #[test]
    fn comments_and_attributes_are_skipped() {
        let t = kinds("<?php // x ?> y\n");
        assert!(matches!(t[0], Tok::Semi));
        let t = kinds("<?php #[Attr(1, [2])]\n/* c */ # d\nfunction f() {}");
        assert!(matches!(t[0], Tok::Function));
    }
}
