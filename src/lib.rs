//! aphp: an interpreter for a PHP 8.2 subset with coroutines built in.
//!
//! Embedding: `Interpreter::new().run_file("script.php", &[])` runs a script and returns
//! its exit status, printing its output (and PHP's diagnostics) on stdout.

/// `print!` that ignores a closed stdout (a reader that went away is not an error).
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($arg)*);
    }};
}

/// `println!` that ignores a closed stdout.
#[macro_export]
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

pub mod builtins;
pub mod compile;
pub mod diagnostics;
pub mod eval;
pub mod object;
pub mod phpt;
pub mod repl;
pub mod runtime;
pub mod syntax;
pub mod value;

/// Stack the main script runs on (recursion depth before "Maximum call stack size").
const MAIN_STACK: usize = 256 << 20;

/// Free what a run left (its globals, statics, constants) on a stack as large as the
/// script's: a value nested as deeply as the script could build it (a linked list of
/// objects, arrays in arrays) is freed recursively.
fn release(interp: eval::Interp) {
    runtime::coroutine::run_on_stack(MAIN_STACK, move |_| drop(interp));
}

/// An interpreter instance: ini settings, then one script run.
pub struct Interpreter {
    ini: Vec<(String, String)>,
}

impl Default for Interpreter {
    fn default() -> Self {
        Interpreter::new()
    }
}

impl Interpreter {
    pub fn new() -> Interpreter {
        Interpreter { ini: Vec::new() }
    }

    /// Set an ini value (`-d key=value`) for the next run.
    pub fn ini_set(&mut self, key: &str, value: &str) {
        self.ini.push((key.to_string(), value.to_string()));
    }

    /// Run a script file. `argv` is `$argv` (the script path first). Returns the exit
    /// status (255 after a fatal error or uncaught exception).
    pub fn run_file(&self, path: &str, argv: &[String]) -> i32 {
        let src = match std::fs::read(path) {
            Ok(s) => s,
            Err(_) => {
                outln!("Could not open input file: {path}");
                return 1;
            }
        };
        let shown = std::fs::canonicalize(path)
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_else(|_| path.to_string());
        self.run_source(&src, &shown, argv)
    }

    /// Run PHP code given without an opening tag (like `php -r`).
    pub fn run_code(&self, code: &str, argv: &[String]) -> i32 {
        let mut src = b"<?php ".to_vec();
        src.extend_from_slice(code.as_bytes());
        self.run_source(&src, "Command line code", argv)
    }

    /// Run a complete source text (with its `<?php` tag) under a display path.
    pub fn run_source(&self, src: &[u8], path: &str, argv: &[String]) -> i32 {
        let interp = eval::Interp::new();
        for (k, v) in &self.ini {
            interp.ini_set_value(k, v);
        }
        let status = interp.run_main(src, path, argv, MAIN_STACK);
        release(interp);
        status
    }

    /// Run the interactive shell on a terminal (`aphp -a`). Returns the exit status.
    pub fn repl(&self) -> i32 {
        let interp = eval::Interp::new();
        for (k, v) in &self.ini {
            interp.ini_set_value(k, v);
        }
        let status = repl::run(&interp, MAIN_STACK);
        release(interp);
        status
    }

    /// Check syntax only (`php -l`). Returns Err(text) with PHP's error text (starting
    /// with a newline, as php prints it); fancy diagnostics go to stderr.
    pub fn lint(&self, src: &[u8], path: &str) -> Result<(), String> {
        match syntax::parse(src, path) {
            Ok(_) => Ok(()),
            Err(e) => {
                let span = (e.span.lo as usize, e.span.hi as usize);
                diagnostics::emit(
                    path,
                    src,
                    span,
                    &e.message,
                    "here",
                    diagnostics::syntax_help(&e.message, e.incomplete),
                );
                Err(e.php_message(path))
            }
        }
    }
}
