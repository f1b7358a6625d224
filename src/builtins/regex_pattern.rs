//! PHP regex patterns: parsing the delimited `/.../flags` syntax, compiling with PCRE2
//! (cached per pattern text), preg error state, and the global-match iteration rule PHP
//! shares between preg_match_all, preg_replace and preg_split.

use hashbrown::HashMap;
use std::cell::{Cell, OnceCell, RefCell};
use std::rc::Rc;

use pcre2::bytes::{CaptureLocations, Regex, RegexBuilder};

pub const PREG_NO_ERROR: i64 = 0;
pub const PREG_INTERNAL_ERROR: i64 = 1;
pub const PREG_BACKTRACK_LIMIT_ERROR: i64 = 2;
pub const PREG_RECURSION_LIMIT_ERROR: i64 = 3;
pub const PREG_BAD_UTF8_ERROR: i64 = 4;
pub const PREG_BAD_UTF8_OFFSET_ERROR: i64 = 5;
pub const PREG_JIT_STACKLIMIT_ERROR: i64 = 6;

thread_local! {
    static CACHE: RefCell<HashMap<Vec<u8>, Rc<Pattern>>> = RefCell::new(HashMap::new());
    static LAST_ERROR: Cell<i64> = const { Cell::new(PREG_NO_ERROR) };
}

/// The code `preg_last_error()` reports.
pub fn last_error() -> i64 {
    LAST_ERROR.with(|e| e.get())
}
pub fn set_last_error(code: i64) {
    LAST_ERROR.with(|e| e.set(code));
}

/// A compiled PHP pattern.
pub struct Pattern {
    pub re: Regex,
    /// `u` modifier: subjects must be valid UTF-8 and empty-match advances by a character.
    pub utf: bool,
    /// Group names by group number (index 0 is the whole match).
    pub names: Vec<Option<String>>,
    /// The same pattern anchored at the start offset and refusing an empty match there
    /// (PCRE2_NOTEMPTY_ATSTART | PCRE2_ANCHORED), used after an empty match.
    retry_src: String,
    retry: OnceCell<Option<Regex>>,
}

impl Pattern {
    pub fn group_count(&self) -> usize {
        self.names.len()
    }

    fn retry_regex(&self) -> Option<&Regex> {
        self.retry
            .get_or_init(|| builder(self.utf).build(&self.retry_src).ok())
            .as_ref()
    }
}

/// PHP's default `pcre.backtrack_limit`, set in the pattern itself because the PCRE2
/// binding exposes no match context: a runaway match fails with "Backtrack limit
/// exhausted" instead of running for ages.
const BACKTRACK_LIMIT: &str = "(*LIMIT_MATCH=1000000)";

fn builder(utf: bool) -> RegexBuilder {
    let mut b = RegexBuilder::new();
    b.jit_if_available(true);
    if utf {
        b.utf(true).ucp(true);
    }
    b
}

/// Parse and compile a PHP pattern, emitting PHP's warning text (prefixed by `func`) on
/// failure. Compiled patterns are cached by their source text.
pub fn compile(pattern: &[u8], warn: &mut dyn FnMut(String), func: &str) -> Option<Rc<Pattern>> {
    if let Some(p) = CACHE.with(|c| c.borrow().get(pattern).cloned()) {
        return Some(p);
    }
    match build(pattern) {
        Ok(p) => {
            let p = Rc::new(p);
            CACHE.with(|c| {
                let mut c = c.borrow_mut();
                if c.len() >= 4096 {
                    c.clear();
                }
                c.insert(pattern.to_vec(), p.clone());
            });
            Some(p)
        }
        Err(msg) => {
            warn(format!("{func}(): {msg}"));
            set_last_error(PREG_INTERNAL_ERROR);
            None
        }
    }
}

fn build(pattern: &[u8]) -> Result<Pattern, String> {
    let mut p = 0;
    while p < pattern.len() && pattern[p].is_ascii_whitespace() {
        p += 1;
    }
    if p >= pattern.len() {
        return Err("Empty regular expression".into());
    }
    let start = pattern[p];
    if start.is_ascii_alphanumeric() || start == b'\\' || start == 0 {
        return Err("Delimiter must not be alphanumeric, backslash, or NUL".into());
    }
    p += 1;
    let end = match start {
        b'(' => b')',
        b'[' => b']',
        b'{' => b'}',
        b'<' => b'>',
        c => c,
    };
    let body_start = p;
    let mut pp = p;
    let mut depth = 1;
    while pp < pattern.len() {
        let c = pattern[pp];
        if c == b'\\' && pp + 1 < pattern.len() {
            pp += 1;
        } else if c == end
            && (start == end || {
                depth -= 1;
                depth <= 0
            })
        {
            break;
        } else if start != end && c == start {
            depth += 1;
        }
        pp += 1;
    }
    if pp >= pattern.len() {
        return Err(if start == end {
            format!("No ending delimiter '{}' found", end as char)
        } else {
            format!("No ending matching delimiter '{}' found", end as char)
        });
    }
    let body = &pattern[body_start..pp];
    let mut b = RegexBuilder::new();
    let mut inline = String::new();
    let (mut utf, mut anchored, mut extended, mut eval) = (false, false, false, false);
    let (mut multi_line, mut dollar_end_only) = (false, false);
    for &m in &pattern[pp + 1..] {
        match m {
            b'i' => {
                b.caseless(true);
            }
            b'm' => {
                multi_line = true;
                b.multi_line(true);
            }
            b's' => {
                b.dotall(true);
            }
            b'x' => {
                extended = true;
                b.extended(true);
            }
            b'n' => inline.push_str("(?n)"),
            b'U' => inline.push_str("(?U)"),
            b'J' => inline.push_str("(?J)"),
            b'A' => anchored = true,
            b'u' => utf = true,
            b'D' => dollar_end_only = true,
            b'S' | b'X' | b' ' | b'\n' | b'\r' => {}
            // Reported after the other modifiers are checked, as PHP does.
            b'e' => eval = true,
            0 => return Err("NUL byte is not a valid modifier".into()),
            c => return Err(format!("Unknown modifier '{}'", c as char)),
        }
    }
    if eval {
        return Err(
            "The /e modifier is no longer supported, use preg_replace_callback instead".into(),
        );
    }
    if utf {
        b.utf(true).ucp(true);
    }
    b.jit_if_available(true);
    let src = pattern_source(body, utf)?;
    // Start-of-pattern items like (*UTF) must stay first.
    let verbs = leading_verbs(&src);
    let (head, rest) = src.split_at(verbs);
    let close = if extended { "\n)" } else { ")" };
    let main_of = |rest: &str| {
        if anchored {
            format!("{BACKTRACK_LIMIT}{head}{inline}\\G(?:{rest}{close}")
        } else {
            format!("{BACKTRACK_LIMIT}{head}{inline}{rest}")
        }
    };
    let shift = inline.len() + if anchored { 5 } else { 0 };
    let mut re = b
        .build(&main_of(rest))
        .map_err(|e| compile_message(&e, verbs, shift, src.len()))?;
    // /D (without /m): `$` matches only at the very end. PCRE2's option for it is out of
    // reach of the binding, so a pattern that compiles is compiled again with `\z`.
    let mut rest = rest.to_string();
    if dollar_end_only && !multi_line {
        if let Some(ended) = dollar_as_end(&rest, extended) {
            re = b
                .build(&main_of(&ended))
                .map_err(|e| compile_message(&e, verbs, shift, src.len()))?;
            rest = ended;
        }
    }
    let retry_src =
        format!("{BACKTRACK_LIMIT}(*NOTEMPTY_ATSTART){head}{inline}\\G(?:{rest}{close}");
    let names = re.capture_names().to_vec();
    Ok(Pattern {
        re,
        utf,
        names,
        retry_src,
        retry: OnceCell::new(),
    })
}

/// The pattern body as the `&str` the PCRE2 binding takes: bytes that are not UTF-8
/// become `\x{hh}` escapes (outside `u` mode they stand for themselves).
fn pattern_source(body: &[u8], utf: bool) -> Result<String, String> {
    if let Ok(s) = std::str::from_utf8(body) {
        return Ok(s.to_string());
    }
    if utf {
        let at = std::str::from_utf8(body).map_or_else(|e| e.valid_up_to(), |_| body.len());
        return Err(format!(
            "Compilation failed: UTF-8 error: {} at offset {at}",
            utf8_error(&body[at..])
        ));
    }
    let mut out = String::with_capacity(body.len() + 16);
    let mut escaped = false;
    for &c in body {
        if c < 0x80 {
            out.push(c as char);
            escaped = c == b'\\' && !escaped;
            continue;
        }
        if escaped {
            out.pop();
        }
        out.push_str(&format!("\\x{{{c:02x}}}"));
        escaped = false;
    }
    Ok(out)
}

/// PCRE2's description of the invalid UTF-8 sequence at the start of `s`.
fn utf8_error(s: &[u8]) -> String {
    let c = s[0];
    let len = match c {
        0x80..=0xbf => return "isolated byte with 0x80 bit set".into(),
        0xfe | 0xff => return "illegal byte (0xfe or 0xff)".into(),
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        0xf8..=0xfb => 5,
        _ => 6,
    };
    if s.len() < len {
        let missing = len - s.len();
        return format!(
            "{missing} byte{} missing at end",
            if missing == 1 { "" } else { "s" }
        );
    }
    if let Some(k) = (1..len).find(|&k| s[k] & 0xc0 != 0x80) {
        return format!("byte {} top bits not 0x80", k + 1);
    }
    match len {
        5 | 6 => format!("{len}-byte character is not allowed (RFC 3629)"),
        2 => "overlong 2-byte sequence".into(),
        3 if c == 0xe0 && s[1] < 0xa0 => "overlong 3-byte sequence".into(),
        3 => "code points 0xd800-0xdfff are not defined".into(),
        _ if c == 0xf0 && s[1] < 0x90 => "overlong 4-byte sequence".into(),
        _ => "code points greater than 0x10ffff are not defined".into(),
    }
}

/// `src` with each `$` that is an assertion (not escaped, in a class or in a comment)
/// written `\z`; None when it has none, or sets multi-line mode inline, where `$` keeps
/// its meaning.
fn dollar_as_end(src: &str, extended: bool) -> Option<String> {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len() + 4);
    let mut changed = false;
    let mut i = 0;
    let mut from = 0;
    while i < b.len() {
        match b[i] {
            b'\\' if b.get(i + 1) == Some(&b'Q') => {
                i = src[i..].find("\\E").map_or(b.len(), |e| i + e + 2);
            }
            b'\\' => i += 2,
            b'[' => {
                // A `]` right after `[` or `[^` is a literal.
                i += 1;
                if b.get(i) == Some(&b'^') {
                    i += 1;
                }
                if b.get(i) == Some(&b']') {
                    i += 1;
                }
                while i < b.len() && b[i] != b']' {
                    if b[i] == b'\\' {
                        i += 1;
                    } else if b[i..].starts_with(b"[:") {
                        i = src[i..].find(":]").map_or(i, |e| i + e + 1);
                    }
                    i += 1;
                }
                i += 1;
            }
            b'(' if b[i..].starts_with(b"(?#") => {
                i = src[i..].find(')').map_or(b.len(), |e| i + e + 1);
            }
            b'(' if b.get(i + 1) == Some(&b'?') => {
                let flags = b[i + 2..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphabetic() || **c == b'-' || **c == b'^');
                if flags.clone().any(|&c| c == b'm') && !b[i + 2..].starts_with(b"<") {
                    return None;
                }
                i += 2;
            }
            b'#' if extended => {
                i = src[i..].find('\n').map_or(b.len(), |e| i + e + 1);
            }
            b'$' => {
                out.push_str(&src[from..i]);
                out.push_str("\\z");
                changed = true;
                i += 1;
                from = i;
            }
            _ => i += 1,
        }
    }
    out.push_str(&src[from.min(src.len())..]);
    changed.then_some(out)
}

/// Length of the leading `(*VERB)` items.
fn leading_verbs(src: &str) -> usize {
    let b = src.as_bytes();
    let mut i = 0;
    while b[i..].starts_with(b"(*") {
        let Some(close) = b[i..].iter().position(|&c| c == b')') else {
            break;
        };
        let inner = &b[i + 2..i + close];
        if inner.is_empty()
            || !inner
                .iter()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == b'_' || *c == b'=')
        {
            break;
        }
        i += close + 1;
    }
    i
}

/// PHP's "Compilation failed: MESSAGE at offset N" from a PCRE2 error. The offset is
/// mapped back from the compiled text to the pattern as written (`len` bytes long).
fn compile_message(e: &pcre2::Error, verbs: usize, shift: usize, len: usize) -> String {
    let text = e.to_string();
    let msg = match text.split_once(": ") {
        Some((_, rest)) => rest.split_once(": ").map_or(rest, |(_, m)| m).to_string(),
        None => text.clone(),
    };
    let mut offset = e
        .offset()
        .unwrap_or(0)
        .saturating_sub(BACKTRACK_LIMIT.len());
    if offset >= verbs + shift {
        offset -= shift;
    }
    let offset = offset.min(len);
    format!("Compilation failed: {msg} at offset {offset}")
}

/// Map a PCRE2 match error to PHP's preg error code.
pub fn match_error_code(e: &pcre2::Error) -> i64 {
    match e.code() {
        -47 => PREG_BACKTRACK_LIMIT_ERROR,
        -53 => PREG_RECURSION_LIMIT_ERROR,
        -46 => PREG_JIT_STACKLIMIT_ERROR,
        -36 => PREG_BAD_UTF8_OFFSET_ERROR,
        c if (-35..=-3).contains(&c) => PREG_BAD_UTF8_ERROR,
        _ => PREG_INTERNAL_ERROR,
    }
}

/// Check a subject (and start offset) against the pattern's UTF mode; sets the preg
/// error and returns false when invalid.
pub fn check_subject(pat: &Pattern, subject: &[u8], offset: usize) -> bool {
    if !pat.utf {
        return true;
    }
    if std::str::from_utf8(subject).is_err() {
        set_last_error(PREG_BAD_UTF8_ERROR);
        return false;
    }
    if offset < subject.len() && (subject[offset] & 0xC0) == 0x80 {
        set_last_error(PREG_BAD_UTF8_OFFSET_ERROR);
        return false;
    }
    true
}

/// One match: group spans by group number (None for unset groups) and `count`, PCRE2's
/// return code (highest set group + 1).
pub struct Found {
    pub spans: Vec<Option<(usize, usize)>>,
    pub count: usize,
}

impl Found {
    fn from_locs(locs: &CaptureLocations, n: usize) -> Found {
        let spans: Vec<Option<(usize, usize)>> = (0..n).map(|i| locs.get(i)).collect();
        let count = spans.iter().rposition(Option::is_some).map_or(0, |p| p + 1);
        Found { spans, count }
    }
    pub fn start(&self) -> usize {
        self.spans[0].map_or(0, |s| s.0)
    }
    pub fn end(&self) -> usize {
        self.spans[0].map_or(0, |s| s.1)
    }
}

/// Iterates matches the way PHP's global matching does: after an empty match, retry at
/// the same offset anchored and non-empty, else step one character forward.
pub struct Matches<'a> {
    pat: &'a Pattern,
    subject: &'a [u8],
    pos: usize,
    after_empty: bool,
    done: bool,
    locs: CaptureLocations,
}

impl<'a> Matches<'a> {
    pub fn new(pat: &'a Pattern, subject: &'a [u8], start: usize) -> Matches<'a> {
        Matches {
            pat,
            subject,
            pos: start,
            after_empty: false,
            done: start > subject.len(),
            locs: pat.re.capture_locations(),
        }
    }

    /// The next match, or Err with the preg error code.
    pub fn next_match(&mut self) -> Result<Option<Found>, i64> {
        let n = self.pat.group_count();
        if self.done {
            return Ok(None);
        }
        if self.after_empty {
            self.after_empty = false;
            if let Some(retry) = self.pat.retry_regex() {
                let mut locs = retry.capture_locations();
                match retry.captures_read_at(&mut locs, self.subject, self.pos) {
                    Ok(Some(m)) => {
                        self.pos = m.end();
                        return Ok(Some(Found::from_locs(&locs, n)));
                    }
                    Ok(None) => {}
                    Err(e) => return Err(match_error_code(&e)),
                }
            }
            if self.pos >= self.subject.len() {
                self.done = true;
                return Ok(None);
            }
            self.pos += self.unit_len();
        }
        match self
            .pat
            .re
            .captures_read_at(&mut self.locs, self.subject, self.pos)
        {
            Ok(Some(m)) => {
                let f = Found::from_locs(&self.locs, n);
                self.pos = m.end();
                self.after_empty = m.start() == m.end();
                Ok(Some(f))
            }
            Ok(None) => {
                self.done = true;
                Ok(None)
            }
            Err(e) => Err(match_error_code(&e)),
        }
    }

    fn unit_len(&self) -> usize {
        if !self.pat.utf {
            return 1;
        }
        let c = self.subject[self.pos];
        match c {
            0xF0..=0xFF => 4,
            0xE0..=0xEF => 3,
            0xC0..=0xDF => 2,
            _ => 1,
        }
        .min(self.subject.len() - self.pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(p: &str) -> String {
        match build(p.as_bytes()) {
            Ok(_) => "ok".into(),
            Err(e) => e,
        }
    }

    #[test]
    fn delimiters() {
        assert_eq!(msg("/a/i"), "ok");
        assert_eq!(msg("(a(b)c)"), "ok");
        assert_eq!(msg("{a}"), "ok");
        assert_eq!(
            msg("abc"),
            "Delimiter must not be alphanumeric, backslash, or NUL"
        );
        assert_eq!(msg("/abc"), "No ending delimiter '/' found");
        assert_eq!(msg("(abc"), "No ending matching delimiter ')' found");
        assert_eq!(msg("/a/k"), "Unknown modifier 'k'");
        assert_eq!(
            msg("/(abc/"),
            "Compilation failed: missing closing parenthesis at offset 4"
        );
    }

    #[test]
    fn empty_matches_advance() {
        let p = build(b"/x*/").unwrap_or_else(|e| panic!("{e}"));
        let mut m = Matches::new(&p, b"axb", 0);
        let mut spans = Vec::new();
        while let Ok(Some(f)) = m.next_match() {
            spans.push((f.start(), f.end()));
        }
        assert_eq!(spans, vec![(0, 0), (1, 2), (2, 2), (3, 3)]);
    }
}
