//! Comparing a test's output with its expectation exactly as run-tests.php does
//! (`\r\n` normalized, both sides trimmed, EXPECTF placeholders, anchored PCRE),
//! and rendering a line diff for failures.

use super::parse::{php_trim, ExpectKind};
use pcre2::bytes::{Regex, RegexBuilder};

/// run-tests.php: `trim(preg_replace('/\r\n/', "\n", $text))`.
pub fn normalize(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if text[i] == b'\r' && text.get(i + 1) == Some(&b'\n') {
            i += 1;
            continue;
        }
        out.push(text[i]);
        i += 1;
    }
    php_trim(&out).to_vec()
}

/// Appends `preg_quote($s, '/')`, writing bytes outside ASCII as `\xHH` so the
/// pattern stays valid UTF-8 text for the PCRE API while matching raw bytes.
fn preg_quote_into(out: &mut String, s: &[u8]) {
    for &c in s {
        match c {
            b'.' | b'\\' | b'+' | b'*' | b'?' | b'[' | b'^' | b']' | b'$' | b'(' | b')' | b'{'
            | b'}' | b'=' | b'!' | b'<' | b'>' | b'|' | b':' | b'-' | b'#' | b'/' => {
                out.push('\\');
                out.push(c as char);
            }
            0 => out.push_str("\\000"),
            c if c.is_ascii() => out.push(c as char),
            c => out.push_str(&format!("\\x{c:02x}")),
        }
    }
}

/// Appends raw pattern bytes, escaping bytes outside ASCII as `\xHH`.
fn raw_into(out: &mut String, s: &[u8]) {
    for &c in s {
        if c.is_ascii() {
            out.push(c as char);
        } else {
            out.push_str(&format!("\\x{c:02x}"));
        }
    }
}

/// The EXPECTF placeholders (run-tests.php's table, plus `%%` for a literal `%`).
fn placeholder(c: u8) -> Option<&'static str> {
    Some(match c {
        b'%' => "%",
        b'e' => "\\/",
        b's' => "[^\\r\\n]+",
        b'S' => "[^\\r\\n]*",
        b'a' => ".+",
        b'A' => ".*",
        b'w' => "\\s*",
        b'i' => "[+-]?\\d+",
        b'd' => "\\d+",
        b'x' => "[0-9a-fA-F]+",
        b'f' => "[+-]?(?:\\d+|(?=\\.\\d))(?:\\.\\d+)?(?:[Ee][+-]?\\d+)?",
        b'c' => ".",
        b'0' => "\\x00",
        _ => return None,
    })
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    hay[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// Turns an EXPECTF text into a PCRE pattern body, with run-tests.php's
/// algorithm: quote everything outside `%r...%r`, keep those regions as groups,
/// then substitute the placeholders left to right (`strtr`).
pub fn expectf_to_regex(wanted: &[u8]) -> String {
    let mut quoted = String::new();
    let len = wanted.len();
    let mut offset = 0;
    while offset < len {
        let (start, end) = match find(wanted, b"%r", offset) {
            Some(start) => match find(wanted, b"%r", start + 2) {
                Some(end) => (start, end),
                None => (len, len),
            },
            None => (len, len),
        };
        preg_quote_into(&mut quoted, &wanted[offset..start]);
        if end > start {
            quoted.push('(');
            raw_into(&mut quoted, &wanted[start + 2..end]);
            quoted.push(')');
        }
        offset = end + 2;
    }
    let bytes = quoted.as_bytes();
    let mut out = String::with_capacity(quoted.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            if let Some(rep) = bytes.get(i + 1).and_then(|&c| placeholder(c)) {
                out.push_str(rep);
                i += 2;
                continue;
            }
        }
        // `quoted` is ASCII except inside nothing: every non-ASCII byte was escaped.
        out.push(bytes[i] as char);
        i += 1;
    }
    out
}

/// Compiles `^BODY$` with the /s flag, like `preg_match("/^$re\$/s", ...)`
/// (no group around BODY: a top-level `|` splits the anchors there too).
fn compile(body: &str) -> Result<Regex, String> {
    RegexBuilder::new()
        .dotall(true)
        .jit_if_available(true)
        .build(&format!("^{body}$"))
        .map_err(|e| e.to_string())
}

/// Compiles the expectation for EXPECTF and EXPECTREGEX (already normalized).
fn expectation_regex(kind: ExpectKind, wanted: &[u8]) -> Result<Regex, String> {
    match kind {
        ExpectKind::Format => compile(&expectf_to_regex(wanted)),
        _ => {
            let mut body = String::new();
            raw_into(&mut body, wanted);
            compile(&body)
        }
    }
}

/// Does `actual` satisfy the expectation? `Err` for a broken pattern.
pub fn output_matches(kind: ExpectKind, expected: &[u8], actual: &[u8]) -> Result<bool, String> {
    let actual = normalize(actual);
    let wanted = normalize(expected);
    match kind {
        ExpectKind::Exact => Ok(actual == wanted),
        _ => expectation_regex(kind, &wanted)?
            .is_match(&actual)
            .map_err(|e| e.to_string()),
    }
}

fn split_lines(text: &[u8]) -> Vec<&[u8]> {
    text.split(|&c| c == b'\n').collect()
}

/// Expected lines for display: an EXPECTF line that matches the actual line at
/// the same position is shown as that actual line, so the diff shows only real
/// differences.
fn display_expected<'a>(kind: ExpectKind, wanted: &'a [u8], actual: &'a [u8]) -> Vec<&'a [u8]> {
    let exp = split_lines(wanted);
    if kind != ExpectKind::Format {
        return exp;
    }
    let act = split_lines(actual);
    exp.iter()
        .enumerate()
        .map(|(j, &line)| {
            let matched = line.contains(&b'%')
                && act.get(j).is_some_and(|a| {
                    compile(&expectf_to_regex(line)).is_ok_and(|re| re.is_match(a).unwrap_or(false))
                });
            if matched {
                act[j]
            } else {
                line
            }
        })
        .collect()
}

/// One line of a diff.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Edit {
    Same(usize, usize),
    Del(usize),
    Add(usize),
}

/// Longest-common-subsequence line diff; falls back to "all removed, all added"
/// when the inputs are too large for the quadratic table.
fn diff_lines(a: &[&[u8]], b: &[&[u8]]) -> Vec<Edit> {
    let (n, m) = (a.len(), b.len());
    if n.saturating_mul(m) > 4_000_000 {
        let mut edits: Vec<Edit> = (0..n).map(Edit::Del).collect();
        edits.extend((0..m).map(Edit::Add));
        return edits;
    }
    // lcs[i][j] = LCS length of a[i..] and b[j..]
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    let idx = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[idx(i, j)] = if a[i] == b[j] {
                lcs[idx(i + 1, j + 1)] + 1
            } else {
                lcs[idx(i + 1, j)].max(lcs[idx(i, j + 1)])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut edits = Vec::new();
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            edits.push(Edit::Same(i, j));
            i += 1;
            j += 1;
        } else if i < n && (j == m || lcs[idx(i + 1, j)] >= lcs[idx(i, j + 1)]) {
            edits.push(Edit::Del(i));
            i += 1;
        } else {
            edits.push(Edit::Add(j));
            j += 1;
        }
    }
    edits
}

/// A unified diff (expected -> actual) of the normalized texts, with `context`
/// lines around each change.
pub fn make_diff(kind: ExpectKind, expected: &[u8], actual: &[u8], context: usize) -> String {
    let wanted = normalize(expected);
    let actual = normalize(actual);
    let exp = display_expected(kind, &wanted, &actual);
    let act = split_lines(&actual);
    let edits = diff_lines(&exp, &act);
    let changed: Vec<bool> = edits.iter().map(|e| !matches!(e, Edit::Same(..))).collect();
    let mut out = format!("--- expected ({})\n+++ actual\n", kind.name());
    let mut k = 0;
    while k < edits.len() {
        if !changed[k] {
            k += 1;
            continue;
        }
        // A hunk: from `context` before the first change to `context` after the
        // last change that is within 2*context of the previous one.
        let start = k.saturating_sub(context);
        let mut end = k;
        while end < edits.len() {
            if changed[end] {
                end += 1;
                continue;
            }
            let next_change = (end..edits.len().min(end + 2 * context + 1)).find(|&x| changed[x]);
            match next_change {
                Some(x) => end = x,
                None => break,
            }
        }
        let stop = (end + context).min(edits.len());
        let first_exp = edits[start..stop]
            .iter()
            .find_map(|e| match e {
                Edit::Same(i, _) | Edit::Del(i) => Some(*i),
                Edit::Add(_) => None,
            })
            .unwrap_or(0);
        out.push_str(&format!("@@ line {} @@\n", first_exp + 1));
        for e in &edits[start..stop] {
            let (mark, line) = match *e {
                Edit::Same(i, _) => (' ', exp[i]),
                Edit::Del(i) => ('-', exp[i]),
                Edit::Add(j) => ('+', act[j]),
            };
            out.push(mark);
            out.push_str(&String::from_utf8_lossy(line));
            out.push('\n');
        }
        k = stop;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt_ok(wanted: &str, actual: &str) -> bool {
        output_matches(ExpectKind::Format, wanted.as_bytes(), actual.as_bytes()).unwrap()
    }

    #[test]
    fn exact_trims_and_normalizes() {
        assert!(output_matches(ExpectKind::Exact, b"a\nb\n", b"a\r\nb  \n\n").unwrap());
        assert!(!output_matches(ExpectKind::Exact, b"a\nb", b"a\n b").unwrap());
    }

    #[test]
    fn expectf_placeholders() {
        assert!(fmt_ok(
            "Warning: x in %s on line %d",
            "Warning: x in /a/b.php on line 12"
        ));
        assert!(!fmt_ok("line %d", "line x"));
        assert!(fmt_ok("%i|%f|%x|%c", "-3|1.5e3|fF|z"));
        assert!(fmt_ok("a%Ab", "a\nxx\nb"));
        assert!(!fmt_ok("a%sb", "a\nb"));
        assert!(fmt_ok("100%% sure", "100% sure"));
        assert!(fmt_ok("(%s) [x]", "(hi) [x]"));
        assert!(fmt_ok("n=%r\\d{2}%r!", "n=42!"));
        assert!(!fmt_ok("n=%r\\d{2}%r!", "n=421!"));
        assert!(fmt_ok("dir%efile", "dir/file"));
        assert!(fmt_ok("x%wy", "x  \t y"));
    }

    #[test]
    fn expectregex() {
        assert!(output_matches(ExpectKind::Regex, b"a.c\n", b"abc").unwrap());
        assert!(!output_matches(ExpectKind::Regex, b"a.c", b"abcd").unwrap());
        assert!(output_matches(ExpectKind::Regex, b"(", b"x").is_err());
    }

    #[test]
    fn non_ascii_bytes() {
        assert!(output_matches(ExpectKind::Format, "é %s".as_bytes(), "é ü".as_bytes()).unwrap());
        assert!(output_matches(ExpectKind::Format, b"\xff%c", b"\xff\xfe").unwrap());
    }

    #[test]
    fn diff_shows_changes() {
        let d = make_diff(ExpectKind::Exact, b"a\nb\nc\n", b"a\nB\nc\n", 1);
        assert!(d.contains("-b\n+B\n"), "{d}");
        let d = make_diff(ExpectKind::Format, b"x %d\ny\n", b"x 5\nz\n", 2);
        assert!(d.contains(" x 5\n-y\n+z\n"), "{d}");
    }

    /// A small deterministic generator for the random-input tests below.
    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    fn random_bytes(state: &mut u64, alphabet: &[u8]) -> Vec<u8> {
        let len = (xorshift(state) % 40) as usize;
        (0..len)
            .map(|_| {
                let r = xorshift(state);
                if r.is_multiple_of(4) {
                    (r >> 8) as u8
                } else {
                    alphabet[(r >> 8) as usize % alphabet.len()]
                }
            })
            .collect()
    }

    #[test]
    fn literal_text_always_matches_itself() {
        let mut state = 0x9e3779b97f4a7c15;
        for _ in 0..3000 {
            let text = random_bytes(&mut state, b"ab.*+?()[]{}^$|\\/-#:=!<> \n\r\t\0");
            assert!(
                output_matches(ExpectKind::Format, &text, &text).unwrap(),
                "{text:?}"
            );
            let mut other = text.clone();
            other.push(b'z');
            assert!(!output_matches(ExpectKind::Format, &text, &other).unwrap());
        }
    }

    #[test]
    fn random_expectf_never_panics() {
        let mut state = 0x2545f4914f6cdd1d;
        for _ in 0..3000 {
            let wanted = random_bytes(&mut state, b"%%%rsSaAwidxfce0 \\()[.*");
            let actual = random_bytes(&mut state, b"ab1 \n-");
            let _ = output_matches(ExpectKind::Format, &wanted, &actual);
            let _ = output_matches(ExpectKind::Regex, &wanted, &actual);
            let _ = make_diff(ExpectKind::Format, &wanted, &actual, 2);
            if !wanted.windows(2).any(|w| w == b"%r") {
                assert!(compile(&expectf_to_regex(&wanted)).is_ok(), "{wanted:?}");
            }
        }
    }
}
