//! aphp: an interpreter for a PHP 8.2 subset with coroutines built in.
//!
//! Embedding: `Interpreter::new().run_file("script.php", &[])` runs a script and returns
//! its exit status, printing its output (and PHP's diagnostics) on stdout.

pub mod builtins;
pub mod compile;
pub mod eval;
pub mod object;
pub mod phpt;
pub mod runtime;
pub mod syntax;
pub mod value;

/// Stack the main script runs on (recursion depth before "Maximum call stack size").
const MAIN_STACK: usize = 256 << 20;

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
                println!("Could not open input file: {path}");
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
        runtime::coroutine::run_on_stack(MAIN_STACK, |limit| {
            let interp = eval::Interp::new();
            for (k, v) in &self.ini {
                interp.ini_set_value(k, v);
            }
            interp.set_stack(limit, MAIN_STACK);
            interp.run_main(src, path, argv)
        })
    }

    /// Check syntax only (`php -l`). Returns Err(message) with PHP's parse error text.
    pub fn lint(&self, src: &[u8], path: &str) -> Result<(), String> {
        match syntax::parse(src, path) {
            Ok(_) => Ok(()),
            Err(e) => Err(format!(
                "PHP Parse error:  {} in {} on line {}",
                e.message, path, e.line
            )),
        }
    }
}
