//! Human-facing diagnostics: parse errors and uncaught errors rendered by miette on stderr
//! (source snippet, a label at the span, a help line). PHP's own text still goes to stdout;
//! this is an addition for terminals, never a replacement.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicU8, Ordering};

use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme, NamedSource, SourceSpan};

/// When fancy diagnostics are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagnosticsMode {
    /// Only when stderr is a terminal (the default).
    Auto,
    /// Always (`--diagnostics=fancy`).
    Fancy,
    /// Never (`--diagnostics=plain`).
    Plain,
}

static MODE: AtomicU8 = AtomicU8::new(0);

/// Choose the mode for this process (from the command line).
pub fn set_mode(mode: DiagnosticsMode) {
    let v = match mode {
        DiagnosticsMode::Auto => 0,
        DiagnosticsMode::Fancy => 1,
        DiagnosticsMode::Plain => 2,
    };
    MODE.store(v, Ordering::Relaxed);
}

thread_local! {
    /// Sources of the files loaded so far, kept only while diagnostics are enabled, so an
    /// uncaught error can show the line it was thrown at.
    static SOURCES: RefCell<HashMap<String, Vec<u8>>> = RefCell::new(HashMap::new());
}

/// Keep a loaded file's source for later reports (a no-op when diagnostics are off).
pub fn remember(path: &str, source: &[u8]) {
    if enabled() {
        SOURCES.with(|s| s.borrow_mut().insert(path.to_string(), source.to_vec()));
    }
}

/// Whether fancy diagnostics are printed in this process.
pub fn enabled() -> bool {
    match MODE.load(Ordering::Relaxed) {
        1 => true,
        2 => false,
        _ => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    }
}

/// One report: a message about a span of a source file.
#[derive(Debug)]
struct Report {
    message: String,
    src: NamedSource<String>,
    span: SourceSpan,
    label: String,
    help: Option<String>,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Report {}

impl Diagnostic for Report {
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.src)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        Some(Box::new(std::iter::once(
            miette::LabeledSpan::new_with_span(Some(self.label.clone()), self.span),
        )))
    }
    fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h.clone()) as Box<dyn std::fmt::Display>)
    }
}

/// Render a report to a string (used by `emit` and by tests).
pub fn render(
    file: &str,
    source: &[u8],
    span: (usize, usize),
    message: &str,
    label: &str,
    help: Option<&str>,
) -> String {
    let text = String::from_utf8_lossy(source).into_owned();
    let lo = span.0.min(text.len());
    let hi = span.1.clamp(lo, text.len());
    let report = Report {
        message: message.to_string(),
        src: NamedSource::new(file, text),
        span: SourceSpan::from(lo..hi),
        label: label.to_string(),
        help: help.map(str::to_string),
    };
    let theme = if std::env::var_os("NO_COLOR").is_some() {
        GraphicalTheme::unicode_nocolor()
    } else {
        GraphicalTheme::unicode()
    };
    let mut out = String::new();
    let handler = GraphicalReportHandler::new_themed(theme);
    if handler.render_report(&mut out, &report).is_err() {
        out = format!("{message}\n");
    }
    out
}

/// Print a report on stderr when diagnostics are enabled.
pub fn emit(
    file: &str,
    source: &[u8],
    span: (usize, usize),
    message: &str,
    label: &str,
    help: Option<&str>,
) {
    if enabled() {
        eprint!("{}", render(file, source, span, message, label, help));
    }
}

/// Print a report about line `line` (1-based) of a file loaded earlier, labelling the
/// whole line (for uncaught errors, whose position is a line).
pub fn emit_at_line(file: &str, line: usize, message: &str, label: &str, help: Option<&str>) {
    if !enabled() {
        return;
    }
    let rendered = SOURCES.with(|s| {
        let sources = s.borrow();
        let source = sources.get(file)?;
        let start = line_start(source, line)?;
        let end = source[start..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(source.len(), |i| start + i);
        let first = source[start..end]
            .iter()
            .position(|c| !c.is_ascii_whitespace())
            .map_or(start, |i| start + i);
        Some(render(file, source, (first, end), message, label, help))
    });
    if let Some(text) = rendered {
        eprint!("{text}");
    }
}

/// Byte offset where 1-based line `line` starts.
fn line_start(source: &[u8], line: usize) -> Option<usize> {
    if line <= 1 {
        return Some(0);
    }
    source
        .iter()
        .enumerate()
        .filter(|(_, &c)| c == b'\n')
        .nth(line - 2)
        .map(|(i, _)| i + 1)
}

/// The help line for a parse error message, when there is a useful one.
pub fn syntax_help(message: &str, incomplete: bool) -> Option<&'static str> {
    if incomplete {
        Some("the file ended inside an unfinished construct: look for a missing `}`, `)` or `;`")
    } else if message.contains("expecting \";\"") || message.contains("expecting \",\" or \";\"") {
        Some("a statement probably lacks its terminating `;`")
    } else if message.contains("not supported") || message.contains("does not support") {
        Some("this construct is outside the PHP subset aphp implements")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_label_and_help() {
        let src = b"<?php\necho 1\necho 2;\n";
        let out = render(
            "t.php",
            src,
            (13, 17),
            "syntax error, unexpected token \"echo\"",
            "unexpected here",
            Some("a statement probably lacks its terminating `;`"),
        );
        assert!(out.contains("unexpected token"));
        assert!(out.contains("t.php"));
        assert!(out.contains("echo 2;"));
        assert!(out.contains("terminating"));
    }

    #[test]
    fn line_starts() {
        let src = b"a\nbb\nccc";
        assert_eq!(line_start(src, 1), Some(0));
        assert_eq!(line_start(src, 2), Some(2));
        assert_eq!(line_start(src, 3), Some(5));
        assert_eq!(line_start(src, 4), None);
    }

    #[test]
    fn out_of_range_span_does_not_panic() {
        let out = render("t.php", b"<?php", (100, 200), "m", "l", None);
        assert!(out.contains('m'));
    }
}
