//! `Interp`: the interpreter state shared by the evaluator and the builtins. Every field
//! has interior mutability, and no borrow is held across a call that may run PHP code.

use std::cell::RefCell;
use std::io::Write;

use super::Unwind;
use crate::value::{PhpString, Value};

/// The interpreter context passed to every evaluation step and builtin.
#[derive(Default)]
pub struct Interp {
    out: RefCell<Vec<u8>>,
}

impl Interp {
    pub fn new() -> Interp {
        Interp::default()
    }

    /// Write script output (goes through output buffers when active).
    pub fn echo(&self, bytes: &[u8]) {
        self.out.borrow_mut().extend_from_slice(bytes);
    }

    /// Flush pending output to stdout.
    pub fn flush(&self) {
        let mut out = self.out.borrow_mut();
        let _ = std::io::stdout().write_all(&out);
        let _ = std::io::stdout().flush();
        out.clear();
    }

    /// Emit "Warning: MSG in FILE on line N".
    pub fn warn(&self, msg: &str) {
        self.echo(format!("\nWarning: {msg}\n").as_bytes());
    }
    /// Emit "Notice: ...".
    pub fn notice(&self, msg: &str) {
        self.echo(format!("\nNotice: {msg}\n").as_bytes());
    }
    /// Emit "Deprecated: ...".
    pub fn deprecated(&self, msg: &str) {
        self.echo(format!("\nDeprecated: {msg}\n").as_bytes());
    }

    /// Build an exception of a built-in class (`"TypeError"`, `"ValueError"`, ...) to throw.
    pub fn throw_error(&self, class: &str, msg: &str) -> Unwind {
        self.echo(format!("{class}: {msg}").as_bytes());
        Unwind::Fatal
    }

    /// Call a PHP callable with positional arguments.
    pub fn call_value(&self, _callable: &Value, _args: Vec<Value>) -> Result<Value, Unwind> {
        Err(self.throw_error("Error", "calls are not available yet"))
    }

    /// String conversion as PHP does it for echo/concatenation: warns on arrays, calls
    /// `__toString` on objects.
    pub fn to_string(&self, v: &Value) -> Result<PhpString, Unwind> {
        Ok(v.to_php_string_lossy())
    }
}
