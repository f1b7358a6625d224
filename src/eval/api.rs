//! Services the evaluator offers to builtins: callables, constants, handlers, error
//! levels and trace text. Builtins reach the interpreter only through `Interp` methods.

use super::call::Callee;
use super::closure::ClosureTarget;
use super::interp::*;
use super::{Interp, Unwind};
use crate::syntax::ast::Name;
use crate::value::{PhpArray, Value};

impl Interp {
    /// Call a callable with positional and named arguments.
    pub fn call_value_named(
        &self,
        callable: &Value,
        args: Vec<Value>,
        named: Vec<(Name, Value)>,
    ) -> Result<Value, Unwind> {
        match self.resolve_callable(callable, None)? {
            Some(d) => self.call_closure(&d, args, named, false).map_err(|e| *e),
            None => Err(self.throw_error(
                "Error",
                &format!(
                    "Value of type {} is not callable",
                    callable.type_name_for_error()
                ),
            )),
        }
    }

    /// Whether a user or builtin function of this name exists.
    pub fn function_exists(&self, name: &str) -> bool {
        self.find_function(name).is_some()
    }

    /// `is_callable($v)`.
    pub fn is_callable(&self, v: &Value) -> bool {
        self.is_callable_value(v)
    }

    /// The name `is_callable` reports for a callable (`A::m`, `foo`, `Closure::__invoke`).
    pub fn callable_name(&self, v: &Value) -> String {
        match v {
            Value::Str(s) => s.to_string_lossy(),
            Value::Array(a) => {
                let cls = match a.get_int(0).map(|v| v.deref()) {
                    Some(Value::Object(o)) => o.class_name().to_string(),
                    Some(other) => other.to_php_string_lossy().to_string_lossy(),
                    None => String::new(),
                };
                let m = a
                    .get_int(1)
                    .map(|v| v.to_php_string_lossy().to_string_lossy())
                    .unwrap_or_default();
                format!("{cls}::{m}")
            }
            Value::Object(o) => format!("{}::__invoke", o.class_name()),
            other => other.to_php_string_lossy().to_string_lossy(),
        }
    }

    /// The name of the function a closure object calls (for messages and reflection-like
    /// output); None when `v` is not a closure.
    pub fn closure_function_name(&self, v: &Value) -> Option<String> {
        let Value::Object(o) = v else {
            return None;
        };
        let d = self.closure_data(o)?;
        Some(match &d.target {
            ClosureTarget::User(f) if f.decl.is_closure => f.name.to_string(),
            _ => d.name.to_string(),
        })
    }

    /// `define()`: false (with a warning) when already defined.
    pub fn define_user_constant(&self, name: &str, v: Value) -> bool {
        self.define_constant(name, v)
    }

    /// `defined()`: whether the constant exists; a class constant only when its class
    /// is found and it is public (no error for a missing one).
    pub fn constant_defined(&self, name: &str) -> Result<bool, Unwind> {
        let name = name.trim_start_matches('\\');
        let Some((cls, c)) = name.split_once("::") else {
            return Ok(self.constant_value(name).is_some());
        };
        let class = match self.relative_class(cls) {
            Some(Ok(c)) => Some(c),
            Some(Err(_)) => None,
            None => self.find_class(cls)?,
        };
        Ok(class.is_some_and(|class| {
            !class.is_trait()
                && class
                    .find_const(c)
                    .is_some_and(|k| k.visibility == crate::syntax::ast::Visibility::Public)
        }))
    }

    /// A constant by name as `constant()` sees it (`A::B` included).
    pub fn constant_by_name(&self, name: &str) -> Result<Option<Value>, Unwind> {
        let name = name.trim_start_matches('\\');
        if let Some((cls, c)) = name.split_once("::") {
            let class = match self.relative_class(cls) {
                Some(Ok(c)) => Some(c),
                Some(Err(why)) => {
                    let mut why = why;
                    why[..1].make_ascii_uppercase();
                    return Err(self.throw_error("Error", &why));
                }
                None => self.find_class(cls)?,
            };
            let Some(class) = class else {
                return Err(self.throw_error("Error", &format!("Class \"{cls}\" not found")));
            };
            return self
                .class_constant(None, &class, c)
                .map(Some)
                .map_err(|e| *e);
        }
        Ok(self.constant_value(name))
    }

    pub fn add_shutdown_function(&self, cb: Value, args: Vec<Value>) {
        self.shutdown_functions.borrow_mut().push((cb, args));
    }

    /// `set_error_handler`: returns the previous handler (or null).
    pub fn push_error_handler(&self, h: Value, levels: i64) -> Value {
        let mut hs = self.error_handlers.borrow_mut();
        let prev = hs.last().map(|(h, _)| h.clone()).unwrap_or(Value::Null);
        hs.push((h, levels));
        prev
    }

    pub fn pop_error_handler(&self) {
        self.error_handlers.borrow_mut().pop();
    }

    /// `set_exception_handler`: returns the previous handler (or null).
    pub fn push_exception_handler(&self, h: Value) -> Value {
        let mut hs = self.exception_handlers.borrow_mut();
        let prev = hs.last().cloned().unwrap_or(Value::Null);
        hs.push(h);
        prev
    }

    pub fn pop_exception_handler(&self) {
        self.exception_handlers.borrow_mut().pop();
    }

    /// `trigger_error` at the caller's location. E_USER_ERROR ends the script.
    pub fn user_error(&self, level: i64, msg: &str) -> Result<(), Unwind> {
        self.report(level, msg);
        if level == E_USER_ERROR && self.pending_throw.borrow().is_none() {
            return Err(Unwind::Fatal);
        }
        Ok(())
    }

    /// `error_reporting()`: returns the old level, sets a new one when given.
    pub fn error_reporting(&self, new: Option<i64>) -> i64 {
        let cur = self.error_level.get();
        let old = if self.silence.get() > 0 {
            cur & 4437
        } else {
            cur
        };
        if let Some(n) = new {
            self.error_level.set(n);
        }
        old
    }

    /// The call stack as `#0 file(line): func(args)` lines (debug_print_backtrace),
    /// skipping the `skip` innermost frames.
    pub fn trace_string(&self, skip: usize) -> String {
        let frames: Vec<Value> = self.backtrace().values().skip(skip).cloned().collect();
        let mut text = crate::object::trace_to_string(&PhpArray::from_values(frames));
        // Unlike an exception's trace, the printed backtrace has no `{main}` line.
        if let Some(p) = text.rfind('#') {
            text.truncate(p);
        }
        text
    }

    /// Name of the builtin running now (top of the call stack).
    pub fn current_builtin_name(&self) -> String {
        self.stack
            .borrow()
            .last()
            .map(|c| c.func().to_string())
            .unwrap_or_default()
    }

    /// A function by name for builtins that take callables by name.
    pub fn has_user_function(&self, name: &str) -> bool {
        matches!(self.find_function(name), Some(Callee::User(_)))
    }
}
