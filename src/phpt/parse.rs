//! Reading a `.phpt` file into its sections, the way php-src's run-tests.php does.
//! Only splitting and validation live here; running and comparing are elsewhere.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// Sections this runner understands.
const SUPPORTED: &[&str] = &[
    "TEST",
    "DESCRIPTION",
    "CREDITS",
    "FILE",
    "FILEEOF",
    "FILE_EXTERNAL",
    "EXPECT",
    "EXPECTF",
    "EXPECTREGEX",
    "EXPECT_EXTERNAL",
    "EXPECTF_EXTERNAL",
    "EXPECTREGEX_EXTERNAL",
    "SKIPIF",
    "INI",
    "ARGS",
    "ENV",
    "STDIN",
    "CLEAN",
    "EXTENSIONS",
    "XFAIL",
    "CONFLICTS",
    "CAPTURE_STDIO",
    "FLAKY",
    // Only meaningful for valgrind runs and formatting tools: accepted, ignored.
    "XLEAK",
    "WHITESPACE_SENSITIVE",
];

const FILE_SECTIONS: &[&str] = &["FILE", "FILEEOF", "FILE_EXTERNAL"];
const EXPECT_SECTIONS: &[&str] = &[
    "EXPECT",
    "EXPECTF",
    "EXPECTREGEX",
    "EXPECT_EXTERNAL",
    "EXPECTF_EXTERNAL",
    "EXPECTREGEX_EXTERNAL",
];

/// A malformed test file ("borked" in run-tests.php's words).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Borked(pub String);

impl fmt::Display for Borked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "borked: {}", self.0)
    }
}

/// How the expected output is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpectKind {
    /// Exact text (after trimming).
    Exact,
    /// Text with `%s`-style placeholders.
    Format,
    /// A PCRE pattern.
    Regex,
}

impl ExpectKind {
    /// The section name, for messages.
    pub fn name(self) -> &'static str {
        match self {
            ExpectKind::Exact => "EXPECT",
            ExpectKind::Format => "EXPECTF",
            ExpectKind::Regex => "EXPECTREGEX",
        }
    }
}

/// A parsed `.phpt` file: raw sections by name, as bytes.
#[derive(Debug, Clone)]
pub struct PhptFile {
    /// Path of the `.phpt` file.
    pub path: PathBuf,
    /// Section name -> content (with its line terminators).
    pub sections: HashMap<String, Vec<u8>>,
    /// Sections present that this runner cannot run (CGI, POST, ...).
    pub unsupported: Vec<String>,
}

/// The code to run and what it must print.
#[derive(Debug, Clone)]
pub struct Resolved {
    /// The script (FILE, FILEEOF or FILE_EXTERNAL contents).
    pub code: Vec<u8>,
    /// How `expected` is to be matched.
    pub kind: ExpectKind,
    /// The expectation text.
    pub expected: Vec<u8>,
}

/// Is `line` a section header `--NAME--`? Returns the name.
fn section_header(line: &[u8]) -> Option<&str> {
    let rest = line.strip_prefix(b"--")?;
    let len = rest
        .iter()
        .take_while(|&&c| c == b'_' || c.is_ascii_uppercase())
        .count();
    if len == 0 || !rest[len..].starts_with(b"--") {
        return None;
    }
    std::str::from_utf8(&rest[..len]).ok()
}

/// `===DONE===` followed only by whitespace.
fn is_done_marker(line: &[u8]) -> bool {
    line.strip_prefix(b"===DONE===")
        .is_some_and(|rest| rest.iter().all(|c| c.is_ascii_whitespace()))
}

/// Splits like `fgets()`: on `\n` only, keeping the terminators.
fn split_lines(data: &[u8]) -> Vec<&[u8]> {
    let mut lines = Vec::new();
    let mut start = 0;
    for (i, &c) in data.iter().enumerate() {
        if c == b'\n' {
            lines.push(&data[start..=i]);
            start = i + 1;
        }
    }
    if start < data.len() {
        lines.push(&data[start..]);
    }
    lines
}

/// Splits the bytes of a `.phpt` file into sections.
pub fn parse_bytes(path: &Path, data: &[u8]) -> Result<PhptFile, Borked> {
    if data.is_empty() {
        return Err(Borked("empty test file".into()));
    }
    let lines = split_lines(data);
    if !lines[0].starts_with(b"--TEST--") {
        return Err(Borked("tests must start with --TEST--".into()));
    }
    let mut sections: HashMap<String, Vec<u8>> = HashMap::new();
    sections.insert("TEST".into(), Vec::new());
    let mut unsupported = Vec::new();
    let mut section = String::from("TEST");
    let mut in_file = false;
    let mut done = false;
    for line in &lines[1..] {
        if let Some(name) = section_header(line) {
            if sections.get(name).is_some_and(|s| !s.is_empty()) {
                return Err(Borked(format!("duplicated {name} section")));
            }
            if !SUPPORTED.contains(&name) && !unsupported.iter().any(|u| u == name) {
                unsupported.push(name.to_string());
            }
            section = name.to_string();
            sections.insert(section.clone(), Vec::new());
            in_file = FILE_SECTIONS.contains(&name);
            done = false;
            continue;
        }
        if !done {
            if let Some(text) = sections.get_mut(&section) {
                text.extend_from_slice(line);
            }
        }
        if in_file && is_done_marker(line) {
            done = true;
        }
    }
    Ok(PhptFile {
        path: path.to_path_buf(),
        sections,
        unsupported,
    })
}

/// Reads and splits a `.phpt` file.
pub fn parse_file(path: &Path) -> Result<PhptFile, Borked> {
    let data =
        std::fs::read(path).map_err(|e| Borked(format!("cannot read {}: {e}", path.display())))?;
    parse_bytes(path, &data)
}

/// PHP's `trim()` character list.
pub fn is_php_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0 | 0x0b)
}

/// PHP's `trim()`.
pub fn php_trim(s: &[u8]) -> &[u8] {
    let start = s.iter().position(|&c| !is_php_space(c)).unwrap_or(s.len());
    let end = s
        .iter()
        .rposition(|&c| !is_php_space(c))
        .map_or(start, |e| e + 1);
    &s[start..end]
}

impl PhptFile {
    /// A section's content, if present.
    pub fn section(&self, name: &str) -> Option<&[u8]> {
        self.sections.get(name).map(Vec::as_slice)
    }

    /// A section's content, trimmed, if present and not blank.
    pub fn nonblank(&self, name: &str) -> Option<&[u8]> {
        self.section(name).map(php_trim).filter(|s| !s.is_empty())
    }

    /// The test's title (the `--TEST--` line).
    pub fn title(&self) -> String {
        String::from_utf8_lossy(self.section("TEST").map(php_trim).unwrap_or_default()).into_owned()
    }

    fn read_external(&self, name: &[u8]) -> Result<Vec<u8>, Borked> {
        let name = String::from_utf8_lossy(php_trim(name)).into_owned();
        let dir = self.path.parent().unwrap_or(Path::new("."));
        std::fs::read(dir.join(&name))
            .map_err(|e| Borked(format!("cannot read external file '{name}': {e}")))
    }

    /// Picks the one code section and the one expectation section.
    pub fn resolve(&self) -> Result<Resolved, Borked> {
        let present: Vec<&str> = FILE_SECTIONS
            .iter()
            .copied()
            .filter(|n| self.sections.contains_key(*n))
            .collect();
        let code = match present.as_slice() {
            ["FILE"] => self.section("FILE").unwrap_or_default().to_vec(),
            ["FILEEOF"] => {
                let mut code = self.section("FILEEOF").unwrap_or_default().to_vec();
                while code.last().is_some_and(|&c| c == b'\r' || c == b'\n') {
                    code.pop();
                }
                code
            }
            ["FILE_EXTERNAL"] => {
                self.read_external(self.section("FILE_EXTERNAL").unwrap_or_default())?
            }
            _ => {
                return Err(Borked(
                    "needs exactly one of --FILE--, --FILEEOF--, --FILE_EXTERNAL--".into(),
                ))
            }
        };
        let present: Vec<&str> = EXPECT_SECTIONS
            .iter()
            .copied()
            .filter(|n| self.sections.contains_key(*n))
            .collect();
        let [name] = present.as_slice() else {
            return Err(Borked(
                "needs exactly one of --EXPECT--, --EXPECTF--, --EXPECTREGEX-- (or *_EXTERNAL)"
                    .into(),
            ));
        };
        let (base, external) = match name.strip_suffix("_EXTERNAL") {
            Some(base) => (base, true),
            None => (*name, false),
        };
        let kind = match base {
            "EXPECTF" => ExpectKind::Format,
            "EXPECTREGEX" => ExpectKind::Regex,
            _ => ExpectKind::Exact,
        };
        let raw = self.section(name).unwrap_or_default();
        let expected = if external {
            self.read_external(raw)?
        } else {
            raw.to_vec()
        };
        Ok(Resolved {
            code,
            kind,
            expected,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<PhptFile, Borked> {
        parse_bytes(Path::new("/t/x.phpt"), text.as_bytes())
    }

    #[test]
    fn splits_sections() {
        let t = parse("--TEST--\nhello\n--FILE--\n<?php echo 1;\n--EXPECT--\n1\n").unwrap();
        assert_eq!(t.title(), "hello");
        let r = t.resolve().unwrap();
        assert_eq!(r.code, b"<?php echo 1;\n");
        assert_eq!(r.kind, ExpectKind::Exact);
        assert_eq!(r.expected, b"1\n");
    }

    #[test]
    fn done_marker_ends_file() {
        let t = parse("--TEST--\nx\n--FILE--\na\n===DONE===\nignored\n--EXPECT--\n").unwrap();
        assert_eq!(t.section("FILE").unwrap(), b"a\n===DONE===\n");
    }

    #[test]
    fn rejects_bad_files() {
        assert!(parse("").is_err());
        assert!(parse("--FILE--\n").is_err());
        assert!(parse("--TEST--\nx\n--FILE--\na\n--FILE--\nb\n").is_err());
        let t = parse("--TEST--\nx\n--FILE--\na\n").unwrap();
        assert!(t.resolve().is_err());
    }

    #[test]
    fn notes_unsupported_sections() {
        let t = parse("--TEST--\nx\n--POST--\na=1\n--FILE--\na\n--EXPECT--\n").unwrap();
        assert_eq!(t.unsupported, vec!["POST".to_string()]);
    }

    #[test]
    fn trims_like_php() {
        assert_eq!(php_trim(b" \t\0a b\x0b\r\n"), b"a b");
        assert_eq!(php_trim(b"  "), b"");
    }

    #[test]
    fn random_files_never_panic() {
        let pieces: [&[u8]; 9] = [
            b"--TEST--\n",
            b"--FILE--\n",
            b"--EXPECT--\n",
            b"--EXPECTF_EXTERNAL--\n",
            b"===DONE===\n",
            b"--X--",
            b"\n",
            b"<?php echo 1;",
            b"\xff\0",
        ];
        let mut state: u64 = 0x853c49e6748fea9b;
        for _ in 0..2000 {
            let mut data = Vec::new();
            for _ in 0..(state % 12) {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                data.extend_from_slice(pieces[(state % pieces.len() as u64) as usize]);
            }
            if let Ok(t) = parse(&String::from_utf8_lossy(&data)) {
                let _ = t.resolve();
                let _ = t.title();
            }
        }
    }
}
