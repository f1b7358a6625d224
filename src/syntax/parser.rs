//! Parser glue: runs the generated lalrpop parser over the token stream and turns its
//! errors into PHP's messages ("syntax error, unexpected token ...").

use lalrpop_util::ParseError;

use super::actions::Start;
use super::ast::{Attribute, Expr, ExprKind, Program, Span};
use super::error::{ErrorKind, SyntaxError};
use super::grammar::StartParser;
use super::lexer::{tokenize, LexError, Spanned};
use super::token::Tok;

/// Parses a whole PHP file.
pub fn parse(src: &[u8], _file_name: &str) -> Result<Program, SyntaxError> {
    super::strings::take_deprecations();
    let toks = tokenize(src);
    let line_starts = line_starts(src);
    let to_error = |e: LexError| {
        let line = line_of(&line_starts, e.pos as u32);
        SyntaxError {
            message: e.message,
            line,
            span: Span::new(e.pos, e.pos),
            incomplete: e.incomplete,
            kind: if e.fatal {
                ErrorKind::CompileFatal
            } else {
                ErrorKind::Parse
            },
        }
    };
    match StartParser::new().parse(toks) {
        Ok(Start::Program(stmts)) => Ok(Program {
            stmts,
            line_starts,
            scope: Default::default(),
            deprecations: super::strings::take_deprecations(),
        }),
        Ok(Start::Interp(_)) => Err(to_error(LexError::parse(
            "syntax error, unexpected end of file",
            src.len(),
        ))),
        Err(e) => Err(to_error(convert(e, src))),
    }
}

/// Parses the expression of an interpolation (`{$...}` in a string). `lo..hi` is the
/// part of the source it came from.
pub(super) fn parse_interpolated(
    toks: Vec<Spanned>,
    src: &[u8],
    lo: usize,
    hi: usize,
) -> Result<Expr, LexError> {
    let mut stream = Vec::with_capacity(toks.len() + 1);
    stream.push(Ok((lo, Tok::InterpStart, lo)));
    stream.extend(toks.into_iter().map(Ok));
    match StartParser::new().parse(stream) {
        Ok(Start::Interp(e)) => Ok(e),
        Ok(Start::Program(_)) => Err(LexError::parse("syntax error, unexpected end of file", hi)),
        Err(ParseError::UnrecognizedEof { .. }) => {
            Err(LexError::parse("syntax error, unexpected token \"}\"", hi))
        }
        Err(e) => Err(convert(e, src)),
    }
}

/// Parses the tokens of an attribute group, `[` and `]` in place of `#[` and its `]`
/// (at `close`): an array literal whose elements are the attributes.
pub(super) fn parse_attributes(
    toks: Vec<Spanned>,
    src: &[u8],
    close: usize,
) -> Result<Vec<Attribute>, LexError> {
    let lo = toks.first().map_or(close, |t| t.0);
    let mut stream = Vec::with_capacity(toks.len() + 1);
    stream.push(Ok((lo, Tok::InterpStart, lo)));
    stream.extend(toks.into_iter().map(Ok));
    let items = match StartParser::new().parse(stream) {
        Ok(Start::Interp(Expr {
            kind: ExprKind::Array(items) | ExprKind::ConstArray(items, _),
            ..
        })) => items,
        Ok(_) => {
            return Err(LexError::parse(
                "syntax error, unexpected token \"]\"",
                close,
            ))
        }
        Err(e) => return Err(convert(e, src)),
    };
    let mut attrs = Vec::with_capacity(items.len());
    for item in items.into_iter().flatten() {
        let span = item.value.span;
        let (name, args) = match item.value.kind {
            ExprKind::Call { name, args, .. } if item.key.is_none() => (name, args),
            ExprKind::Const(name) if item.key.is_none() => (name, Vec::new()),
            _ => {
                return Err(LexError::parse(
                    "syntax error, unexpected token \"]\"",
                    span.lo as usize,
                ))
            }
        };
        attrs.push(Attribute { name, args, span });
    }
    Ok(attrs)
}

/// The tokens of `${name[...]}` after `${`: PHP's grammar takes the name and one offset,
/// then expects the `}`; a token after the offset's `]` is a syntax error.
pub(super) fn check_string_varname(toks: &[Spanned], src: &[u8]) -> Result<(), LexError> {
    let mut depth = 0usize;
    for (i, (_, tok, _)) in toks.iter().enumerate().skip(1) {
        match tok {
            Tok::LBracket => depth += 1,
            Tok::RBracket => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return match toks.get(i + 1) {
                        Some((lo, tok, hi)) => Err(LexError::parse(
                            format!(
                                "syntax error, unexpected {}, expecting \"}}\"",
                                describe(tok, src, *lo, *hi)
                            ),
                            *lo,
                        )),
                        None => Ok(()),
                    };
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn line_starts(src: &[u8]) -> Vec<u32> {
    let mut v = vec![0u32];
    for (i, &b) in src.iter().enumerate() {
        if b == b'\n' {
            v.push(i as u32 + 1);
        }
    }
    v
}

fn line_of(starts: &[u32], offset: u32) -> u32 {
    match starts.binary_search(&offset) {
        Ok(i) => i as u32 + 1,
        Err(i) => i as u32,
    }
}

fn convert(e: ParseError<usize, Tok, LexError>, src: &[u8]) -> LexError {
    match e {
        ParseError::User { error } => error,
        ParseError::InvalidToken { location } => {
            LexError::parse("syntax error, unexpected character", location)
        }
        ParseError::UnrecognizedEof { expected, .. } => LexError {
            message: format!(
                "syntax error, unexpected end of file{}",
                expecting(&expected, None)
            ),
            pos: src.len(),
            fatal: false,
            incomplete: true,
        },
        ParseError::UnrecognizedToken {
            token: (lo, Tok::LBrace, _),
            ..
        } if follows_variable(src, lo) => LexError::fatal(
            "Array and string offset access syntax with curly braces is no longer supported",
            lo,
        ),
        ParseError::UnrecognizedToken {
            token: (lo, tok, hi),
            expected,
        } => LexError::parse(
            format!(
                "syntax error, unexpected {}{}",
                describe(&tok, src, lo, hi),
                expecting(&expected, Some(&tok))
            ),
            lo,
        ),
        ParseError::ExtraToken {
            token: (lo, tok, hi),
        } => LexError::parse(
            format!("syntax error, unexpected {}", describe(&tok, src, lo, hi)),
            lo,
        ),
    }
}

/// Whether the code before offset `pos` ends with a variable or an element access
/// (`$s{0}`, `$a[1]{2}`: PHP 7's offset syntax).
fn follows_variable(src: &[u8], pos: usize) -> bool {
    let before = src[..pos.min(src.len())].trim_ascii_end();
    if before.ends_with(b"]") {
        return true;
    }
    let name_start = before
        .iter()
        .rposition(|&b| !super::lexer::is_label_char(b))
        .map_or(0, |i| i + 1);
    name_start > 0 && name_start < before.len() && before[name_start - 1] == b'$'
}

/// The token text PHP quotes in messages: the first line, at most 30 bytes.
fn quoted(text: &[u8]) -> String {
    let first = text.split(|&b| b == b'\n').next().unwrap_or(b"");
    let shown = &first[..first.len().min(30)];
    format!(
        "\"{}{}\"",
        String::from_utf8_lossy(shown),
        if first.len() > 30 { "..." } else { "" }
    )
}

/// PHP's name for a token in "unexpected ..." messages.
fn describe(tok: &Tok, src: &[u8], lo: usize, hi: usize) -> String {
    let text = &src[lo.min(src.len())..hi.min(src.len())];
    match tok {
        Tok::Variable(_) => format!("variable {}", quoted(text)),
        Tok::Ident(_) => format!("identifier {}", quoted(text)),
        Tok::QualifiedName(_) => format!("qualified name {}", quoted(text)),
        Tok::FullyQualifiedName(_) => format!("fully qualified name {}", quoted(text)),
        Tok::RelativeName(_) => format!("namespace-relative name {}", quoted(text)),
        Tok::Int(_) => format!("integer {}", quoted(text)),
        Tok::Float(_) => format!("floating-point number {}", quoted(text)),
        Tok::Str(_) => {
            if text.starts_with(b"'") {
                format!(
                    "single-quoted string {}",
                    quoted(&text[1..text.len().saturating_sub(1)])
                )
            } else if text.starts_with(b"\"") {
                format!(
                    "double-quoted string {}",
                    quoted(&text[1..text.len().saturating_sub(1)])
                )
            } else {
                "heredoc start".to_string()
            }
        }
        Tok::Template(_) => {
            if text.starts_with(b"\"") {
                "double-quote mark".to_string()
            } else {
                "heredoc start".to_string()
            }
        }
        Tok::InlineHtml(_) => format!("inline html {}", quoted(text)),
        Tok::Semi if text == b"?>" => "token \"?>\"".to_string(),
        Tok::AmpVar => "token \"&\"".to_string(),
        Tok::YieldBare => "token \"yield\"".to_string(),
        t if t.is_keyword() => format!(
            "token \"{}\"",
            String::from_utf8_lossy(text).to_ascii_lowercase()
        ),
        _ => format!("token {}", quoted(text)),
    }
}

/// Tokens that can continue an expression; PHP's parser has already reduced past
/// them when it reports an error, so they never appear in its "expecting" lists.
fn continues_expression(name: &str) -> bool {
    matches!(
        name,
        "\"or\""
            | "\"xor\""
            | "\"and\""
            | "\"=\""
            | "\"+=\""
            | "\"-=\""
            | "\"*=\""
            | "\"/=\""
            | "\".=\""
            | "\"%=\""
            | "\"**=\""
            | "\"&=\""
            | "\"|=\""
            | "\"^=\""
            | "\"<<=\""
            | "\">>=\""
            | "\"??=\""
            | "\"?\""
            | "\"??\""
            | "\"||\""
            | "\"&&\""
            | "\"|\""
            | "\"^\""
            | "\"&\""
            | "\"&$\""
            | "\"==\""
            | "\"!=\""
            | "\"===\""
            | "\"!==\""
            | "\"<=>\""
            | "\"<\""
            | "\"<=\""
            | "\">\""
            | "\">=\""
            | "\".\""
            | "\"<<\""
            | "\">>\""
            | "\"+\""
            | "\"-\""
            | "\"*\""
            | "\"/\""
            | "\"%\""
            | "\"**\""
            | "\"instanceof\""
            | "\"[\""
            | "\"->\""
            | "\"?->\""
            | "\"::\""
            | "\"(\""
            | "\"++\""
            | "\"--\""
    )
}

/// The ", expecting ..." suffix, printed (as bison does) only for short lists.
fn expecting(expected: &[String], _tok: Option<&Tok>) -> String {
    let has_ops = expected.iter().any(|e| continues_expression(e));
    let names: Vec<String> = expected
        .iter()
        .filter(|e| !continues_expression(e))
        .map(|e| php_terminal(e))
        .collect();
    // After a complete expression PHP has usually reduced into the enclosing
    // construct; only a list separator context (echo, declarations) keeps a short list.
    if has_ops {
        let has = |t: &str| names.iter().any(|n| n == t);
        let closers: Vec<&str> = ["\")\"", "\"]\"", "\"}\""]
            .into_iter()
            .filter(|c| has(c))
            .collect();
        // In a comma-separated list bison has reduced the last element into the list,
        // whose state expects only the closing bracket (or, for statements, "," or ";").
        return match (has("\",\""), has("\";\""), closers.as_slice()) {
            (true, true, []) => ", expecting \",\" or \";\"".to_string(),
            (true, _, [closer]) => format!(", expecting {closer}"),
            (false, _, ["\"]\""]) => ", expecting \"]\"".to_string(),
            _ => String::new(),
        };
    }
    if names.is_empty() || names.len() > 4 {
        return String::new();
    }
    // Bison lists character tokens first, by character code, then named tokens.
    let mut names = names;
    names.sort_by_key(|n| match n.as_bytes() {
        [b'"', c, b'"'] => (0, *c),
        _ => (1, 0),
    });
    format!(", expecting {}", names.join(" or "))
}

fn php_terminal(e: &str) -> String {
    let inner = e.trim_matches('"');
    match inner {
        "variable" | "identifier" | "integer" | "floating-point number" => inner.to_string(),
        "qualified name" | "fully qualified name" | "namespace-relative name" => inner.to_string(),
        "string" => "double-quoted string".to_string(),
        "&$" => "\"&\"".to_string(),
        "yield-bare" => "\"yield\"".to_string(),
        _ => format!("\"{}\"", inner.replace("\\\\", "\\")),
    }
}
