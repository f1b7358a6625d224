//! `SyntaxError`: what the parser reports, in PHP's words.

use super::ast::Span;

/// Whether PHP reports the error as a "Parse error" or a compile-time "Fatal error".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    Parse,
    CompileFatal,
}

/// A parse or compile-time error. `message` is PHP's text without the
/// "Parse error: " prefix and without " in FILE on line N".
#[derive(Clone, Debug)]
pub struct SyntaxError {
    pub message: String,
    pub line: u32,
    pub span: Span,
    /// True when the input ended inside an unfinished construct (a REPL can ask for
    /// more lines).
    pub incomplete: bool,
    pub kind: ErrorKind,
}

impl SyntaxError {
    /// The text php -n prints on stdout for this error.
    pub fn php_message(&self, file: &str) -> String {
        let label = match self.kind {
            ErrorKind::Parse => "Parse error",
            ErrorKind::CompileFatal => "Fatal error",
        };
        format!(
            "\n{}: {} in {} on line {}\n",
            label, self.message, file, self.line
        )
    }
}

impl std::fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} on line {}", self.message, self.line)
    }
}

impl std::error::Error for SyntaxError {}
