//! strip_tags: PHP's tag-stripping state machine (HTML tags, `<?...?>` blocks, `<!...>`
//! declarations and comments), with its quirks, and the allowed-tags check.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "strip_tags",
    sig: "strip_tags(string $string, array|string|null $allowed_tags = null): string",
    call: strip_tags,
}];

fn strip_tags(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let allowed = allowed_tags(cx, args.get(1))?;
    Ok(str_val(strip(&s, allowed.as_deref())))
}

/// The allowed tags as PHP matches them: lowercase text such as "<a><b>" (an array
/// of names is joined into that form). `None`: no tag is kept.
fn allowed_tags(cx: &Interp, v: Option<&Value>) -> Result<Option<Vec<u8>>, Unwind> {
    match v.map(Value::deref) {
        Some(Value::Array(a)) => {
            let mut out = Vec::new();
            for t in a.values() {
                out.push(b'<');
                out.extend_from_slice(&lower(&to_str(cx, t)?));
                out.push(b'>');
            }
            Ok(Some(out).filter(|o| !o.is_empty()))
        }
        Some(Value::Null) | None => Ok(None),
        Some(other) => Ok(Some(lower(&to_str(cx, &other)?))),
    }
}

/// Where the scanner is: plain text, inside a tag, inside `<?...`, inside `<!...`, and
/// inside a `<!--` comment.
#[derive(Clone, Copy, PartialEq)]
enum State {
    Text,
    Tag,
    Php,
    Decl,
    Comment,
}

/// PHP's `php_strip_tags_ex`, step for step: NUL bytes are dropped everywhere, a `>`
/// inside quotes in a tag is dropped, nested `<` inside a tag counts depth.
fn strip(s: &[u8], allow: Option<&[u8]>) -> Vec<u8> {
    let at = |k: usize| s.get(k).copied().unwrap_or(0);
    let before = |p: usize, k: usize| if p >= k { s[p - k] } else { 0 };
    let mut out = Vec::with_capacity(s.len());
    let mut tag: Vec<u8> = Vec::new();
    let mut state = State::Text;
    let mut depth = 0usize;
    let mut in_q = 0u8;
    let mut lc = 0u8;
    let mut br = 0i64;
    let mut is_xml = false;
    let mut p = 0;
    while p < s.len() {
        let c = s[p];
        match state {
            State::Text => match c {
                0 => {}
                b'<' if in_q != 0 => {}
                b'<' if at(p + 1).is_ascii_whitespace() || at(p + 1) == 0x0b => out.push(c),
                b'<' => {
                    lc = b'<';
                    state = State::Tag;
                    if allow.is_some() {
                        tag.push(b'<');
                    }
                }
                b'>' if depth > 0 => depth -= 1,
                b'>' if in_q != 0 => {}
                _ => out.push(c),
            },
            State::Tag => match c {
                0 => {}
                b'<' if in_q != 0 => {}
                b'<' if at(p + 1).is_ascii_whitespace() || at(p + 1) == 0x0b => {
                    if allow.is_some() {
                        tag.push(c);
                    }
                }
                b'<' => depth += 1,
                b'>' if depth > 0 => depth -= 1,
                b'>' if in_q != 0 => {}
                b'>' => {
                    lc = b'>';
                    if !(is_xml && before(p, 1) == b'-') {
                        in_q = 0;
                        state = State::Text;
                        is_xml = false;
                        if let Some(set) = allow {
                            tag.push(b'>');
                            if tag_allowed(&tag, set) {
                                out.extend_from_slice(&tag);
                            }
                            tag.clear();
                        }
                    }
                }
                b'"' | b'\'' => {
                    if p != 0 && (in_q == 0 || c == in_q) {
                        in_q = if in_q != 0 { 0 } else { c };
                    }
                    if allow.is_some() {
                        tag.push(c);
                    }
                }
                b'!' if before(p, 1) == b'<' => {
                    state = State::Decl;
                    lc = c;
                }
                b'?' if before(p, 1) == b'<' => {
                    br = 0;
                    state = State::Php;
                }
                _ => {
                    if allow.is_some() {
                        tag.push(c);
                    }
                }
            },
            State::Php => match c {
                b'(' if lc != b'"' && lc != b'\'' => {
                    lc = b'(';
                    br += 1;
                }
                b')' if lc != b'"' && lc != b'\'' => {
                    lc = b')';
                    br -= 1;
                }
                b'>' if depth > 0 => depth -= 1,
                b'>' if in_q != 0 => {}
                b'>' if br == 0 && lc != b'"' && before(p, 1) == b'?' => {
                    in_q = 0;
                    state = State::Text;
                    tag.clear();
                }
                b'"' | b'\'' if p >= 1 && before(p, 1) != b'\\' => {
                    if lc == c {
                        lc = 0;
                    } else if lc != b'\\' {
                        lc = c;
                    }
                    if in_q == 0 || c == in_q {
                        in_q = if in_q != 0 { 0 } else { c };
                    }
                }
                b'l' | b'L'
                    if p > 4
                        && before(p, 1).eq_ignore_ascii_case(&b'm')
                        && before(p, 2).eq_ignore_ascii_case(&b'x')
                        && before(p, 3) == b'?'
                        && before(p, 4) == b'<' =>
                {
                    state = State::Tag;
                    is_xml = true;
                }
                _ => {}
            },
            State::Decl => match c {
                b'>' if depth > 0 => depth -= 1,
                b'>' if in_q != 0 => {}
                b'>' => {
                    in_q = 0;
                    state = State::Text;
                    tag.clear();
                }
                b'"' | b'\'' if p != 0 && before(p, 1) != b'\\' && (in_q == 0 || c == in_q) => {
                    in_q = if in_q != 0 { 0 } else { c };
                }
                b'-' if before(p, 1) == b'-' && before(p, 2) == b'!' && p >= 2 => {
                    state = State::Comment;
                }
                b'e' | b'E' if p > 6 && s[p - 6..p].eq_ignore_ascii_case(b"doctyp") => {
                    state = State::Tag;
                }
                _ => {}
            },
            State::Comment => {
                if c == b'>' && in_q == 0 && p >= 2 && before(p, 1) == b'-' && before(p, 2) == b'-'
                {
                    in_q = 0;
                    state = State::Text;
                    tag.clear();
                }
            }
        }
        p += 1;
    }
    out
}

/// PHP's `php_tag_find`: the tag reduced to `<name>` (leading blanks and the slash of
/// `</x>` or `<x/>` dropped, cut at the first blank after the name) must occur in `set`.
fn tag_allowed(tag: &[u8], set: &[u8]) -> bool {
    let mut norm = Vec::with_capacity(tag.len() + 1);
    let at = |k: usize| tag.get(k).copied().unwrap_or(0).to_ascii_lowercase();
    let mut started = false;
    let mut t = 0;
    loop {
        let c = at(t);
        match c {
            0 | b'>' => break,
            b'<' => norm.push(c),
            _ if !c.is_ascii_whitespace() && c != 0x0b => {
                started = true;
                let prev = if t > 0 { at(t - 1) } else { 0 };
                if c != b'/' || (prev != b'<' && at(t + 1) != b'>') {
                    norm.push(c);
                }
            }
            _ if started => break,
            _ => {}
        }
        t += 1;
    }
    norm.push(b'>');
    let set = match set.iter().position(|&b| b == 0) {
        Some(n) => &set[..n],
        None => set,
    };
    set.windows(norm.len()).any(|w| w == norm.as_slice())
}
