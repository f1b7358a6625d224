//! Parser tests: whole-file parsing of the golden tests, PHP's error messages, and
//! robustness against truncated or garbage input.

use super::parse;

/// The `--FILE--` section of a .phpt file.
fn file_section(text: &str) -> Option<String> {
    let start = text.find("--FILE--\n")? + "--FILE--\n".len();
    let rest = &text[start..];
    let end = rest
        .match_indices("\n--")
        .find(|(i, _)| {
            let line = &rest[i + 1..];
            let upper: String = line
                .chars()
                .skip(2)
                .take_while(|c| c.is_ascii_uppercase() || *c == '_')
                .collect();
            !upper.is_empty() && line[2 + upper.len()..].starts_with("--")
        })
        .map_or(rest.len(), |(i, _)| i + 1);
    Some(rest[..end].to_string())
}

fn phpt_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            phpt_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "phpt") {
            out.push(p);
        }
    }
}

#[test]
fn parses_conformance_scripts() {
    let mut files = Vec::new();
    phpt_files(std::path::Path::new("/work/shared/conformance"), &mut files);
    phpt_files(std::path::Path::new("tests/phpt"), &mut files);
    let mut failed = Vec::new();
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let Some(src) = file_section(&text) else {
            continue;
        };
        if let Err(e) = parse(src.as_bytes(), "t.php") {
            // Scripts that test error output are expected to fail.
            if !text.contains("Parse error") && !text.contains("Fatal error") {
                failed.push(format!("{}: {} (line {})", f.display(), e.message, e.line));
            }
        }
    }
    for f in &failed {
        eprintln!("{f}");
    }
    eprintln!("{} files, {} failed to parse", files.len(), failed.len());
    assert!(failed.is_empty());
}
