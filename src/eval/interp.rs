//! `Interp`: the interpreter state shared by the evaluator and the builtins. Every field
//! has interior mutability, and no borrow is held across a call that may run PHP code.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::output::{OutputSink, OutputStack};
use super::Unwind;
use crate::object::{Class, ClassTable, Method, MethodBody, Obj};
use crate::syntax::ast::{Expr, ExprKind, Literal};
use crate::value::{PhpArray, PhpString, Value};

/// The interpreter context passed to every evaluation step and builtin.
#[derive(Default)]
pub struct Interp {
    /// The `ob_start` buffers of the running context (see eval/output.rs).
    pub(super) output_stack: RefCell<OutputStack>,
    /// Where output goes past the last buffer: buffered stdout, or a capture.
    pub(super) output_sink: RefCell<OutputSink>,
    /// Declared classes (built-in ones registered at startup) and autoloaders.
    pub classes: ClassTable,
    /// Whether the code making the current call declared `strict_types=1` (set by the
    /// evaluator; builtin argument coercion reads it).
    pub strict_types: Cell<bool>,
    /// ini settings (`ini_get`/`ini_set`, `precision` for float output).
    pub ini: crate::builtins::ini::IniSettings,
}

impl Interp {
    pub fn new() -> Interp {
        Interp::default()
    }

    /// Write script output (goes through output buffers when active).
    pub fn echo(&self, bytes: &[u8]) {
        self.write_output(bytes);
    }

    /// Flush pending output to stdout (output buffers are not touched).
    pub fn flush(&self) {
        self.output_sink.borrow_mut().flush();
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

    /// Evaluate a constant expression (class constant, property default, enum case value)
    /// in the scope of `class` (`self::` is `class`).
    pub fn eval_const_expr(&self, expr: &Expr, _class: &Rc<Class>) -> Result<Value, Unwind> {
        match &expr.kind {
            ExprKind::Lit(Literal::Null) => Ok(Value::Null),
            ExprKind::Lit(Literal::Bool(b)) => Ok(Value::Bool(*b)),
            ExprKind::Lit(Literal::Int(i)) => Ok(Value::Int(*i)),
            ExprKind::Lit(Literal::Float(f)) => Ok(Value::Float(*f)),
            ExprKind::Lit(Literal::Str(s)) => Ok(Value::Str(s.clone())),
            _ => Err(self.throw_error("Error", "constant expressions are not available yet")),
        }
    }

    /// Call a method on an object (`$this` = `obj`), bypassing visibility checks.
    pub fn call_method(
        &self,
        obj: &Obj,
        method: &Rc<Method>,
        mut args: Vec<Value>,
    ) -> Result<Value, Unwind> {
        match &method.body {
            MethodBody::Native { call, .. } => call(self, Some(obj), obj.class(), &mut args),
            MethodBody::User(_) => Err(self.throw_error("Error", "calls are not available yet")),
        }
    }

    /// The file and line being executed (where a `new` exception records its origin).
    pub fn current_location(&self) -> (PhpString, i64) {
        (PhpString::new(), 0)
    }

    /// The call stack as `debug_backtrace()`-style frames (innermost first), the form an
    /// exception's `trace` property holds: file, line, function, class, type, args.
    pub fn backtrace(&self) -> PhpArray {
        PhpArray::new()
    }
}
