//! Diagnostics as php-cli prints them: warnings/notices/deprecations with their location
//! (respecting `error_reporting`, `@`, `display_errors` and `set_error_handler`), fatal
//! errors, and the "Uncaught ..." report of an exception that reached the top.

use super::interp::*;
use std::rc::Rc;

use super::frame::SourceFile;
use super::{Interp, Unwind};
use crate::object::Obj;
use crate::value::{PhpArray, Value};

fn label(level: i64) -> &'static str {
    match level {
        E_WARNING | E_USER_WARNING => "Warning",
        E_NOTICE | E_USER_NOTICE => "Notice",
        E_DEPRECATED | E_USER_DEPRECATED => "Deprecated",
        E_USER_ERROR | E_ERROR => "Fatal error",
        _ => "Warning",
    }
}

impl Interp {
    /// Raise the exception an error handler threw for a diagnostic, before the code that
    /// raised the diagnostic goes on to call a function or write output (PHP stops at
    /// the next instruction).
    #[inline(always)]
    pub(crate) fn raise_pending(&self) -> Result<(), Unwind> {
        if self.pending_throw.borrow().is_some() {
            return self.take_pending();
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn take_pending(&self) -> Result<(), Unwind> {
        match self.pending_throw.borrow_mut().take() {
            Some(o) => Err(Unwind::Throw(o)),
            None => Ok(()),
        }
    }

    /// Report a diagnostic of `level` at the current location.
    pub(crate) fn report(&self, level: i64, msg: &str) {
        let file = self.cur_file.borrow().path.clone();
        let line = self.current_line();
        self.report_at(level, msg, &file, line);
    }

    /// Report a diagnostic at an explicit location.
    pub(crate) fn report_at(&self, level: i64, msg: &str, file: &str, line: u32) {
        let msg = &*crate::object::shown_class_names(msg);
        if !self.in_error_handler.get() {
            let handler = self.error_handlers.borrow().last().cloned();
            if let Some((h, mask)) = handler {
                if mask & level != 0 && !h.is_null() {
                    self.in_error_handler.set(true);
                    let r = self.call_callable(
                        &h,
                        vec![
                            Value::Int(level),
                            Value::str(msg),
                            Value::str(file),
                            Value::Int(line as i64),
                        ],
                    );
                    self.in_error_handler.set(false);
                    match r.map_err(|e| *e) {
                        Ok(Value::Bool(false)) => {}
                        Ok(_) => return,
                        Err(Unwind::Throw(o)) => {
                            *self.pending_throw.borrow_mut() = Some(o);
                            return;
                        }
                        Err(_) => return,
                    }
                }
            }
        }
        *self.last_error.borrow_mut() = Some((level, msg.to_string(), file.to_string(), line));
        if self.silence.get() > 0 {
            return;
        }
        if self.error_level.get() & level == 0 || !self.display_errors() {
            return;
        }
        self.echo(format!("\n{}: {} in {} on line {}\n", label(level), msg, file, line).as_bytes());
    }

    /// A deprecation at a byte offset of the current file (for declaration checks).
    pub(crate) fn warn_at(&self, msg: &str, pos: u32) {
        let file = self.cur_file.borrow().clone();
        self.report_at(super::interp::E_WARNING, msg, &file.path, file.line_of(pos));
    }

    pub(crate) fn deprecated_at(&self, msg: &str, pos: u32) {
        let file = self.cur_file.borrow().clone();
        self.report_at(
            super::interp::E_DEPRECATED,
            msg,
            &file.path,
            file.line_of(pos),
        );
    }

    /// Print "Fatal error: MSG in FILE on line N" at the current location.
    pub(crate) fn fatal(&self, msg: &str) {
        let file = self.cur_file.borrow().path.clone();
        let line = self.current_line();
        self.fatal_print(msg, &file, line);
    }

    /// Print "Fatal error: MSG in FILE on line N".
    pub(crate) fn fatal_print(&self, msg: &str, file: &str, line: u32) {
        let msg = crate::object::shown_class_names(msg);
        *self.last_error.borrow_mut() = Some((
            super::interp::E_ERROR,
            msg.to_string(),
            file.to_string(),
            line,
        ));
        if self.display_errors() {
            self.echo(format!("\nFatal error: {msg} in {file} on line {line}\n").as_bytes());
        }
    }

    /// A compile-time style fatal error at a byte offset of the current file.
    pub(crate) fn fatal_at(&self, msg: &str, pos: u32) -> Unwind {
        let file = self.cur_file.borrow().clone();
        let line = file.line_of(pos);
        self.fatal_print(msg, &file.path, line);
        Unwind::Fatal
    }

    /// Print the report for an exception nobody caught (after the exception handler).
    pub(crate) fn report_uncaught(&self, ex: &Obj) {
        let text = match self.throwable_string(ex) {
            Ok(s) => s,
            Err(_) => ex.class_name().to_string(),
        };
        let (file, line) = self.throwable_location(ex);
        // error_get_last() in a shutdown function sees the report without its location.
        *self.last_error.borrow_mut() = Some((
            super::interp::E_ERROR,
            format!("Uncaught {text}\n  thrown"),
            file.clone(),
            line as u32,
        ));
        if !self.display_errors() {
            return;
        }
        // The exception's own text names an anonymous class in full (NUL included), as
        // PHP prints it.
        self.echo(
            format!("\nFatal error: Uncaught {text}\n  thrown in {file} on line {line}\n")
                .as_bytes(),
        );
        if crate::diagnostics::enabled() {
            self.flush();
            let message = ex
                .get_prop(b"message")
                .map(|v| v.to_php_string_lossy().to_string_lossy())
                .unwrap_or_default();
            crate::diagnostics::emit_at_line(
                &file,
                line.max(0) as usize,
                &format!("Uncaught {}: {}", ex.class_name(), message),
                "thrown here",
                Some("catch it with try/catch, or install a handler with set_exception_handler()"),
            );
        }
    }

    /// The `file` and `line` properties of a throwable.
    pub(crate) fn throwable_location(&self, ex: &Obj) -> (String, i64) {
        let file = ex
            .get_prop(b"file")
            .map(|v| v.to_php_string_lossy().to_string_lossy())
            .unwrap_or_default();
        let line = ex.get_prop(b"line").map(|v| v.to_int()).unwrap_or(0);
        (file, line)
    }

    /// The trace of the current call stack as `debug_backtrace()` frames (innermost
    /// first): file, line, function, class, type, args.
    pub fn backtrace(&self) -> PhpArray {
        self.backtrace_with(false, true)
    }

    /// The call stack as `debug_backtrace()` returns it: with each method frame's object
    /// (`DEBUG_BACKTRACE_PROVIDE_OBJECT`) and with the arguments (unless
    /// `DEBUG_BACKTRACE_IGNORE_ARGS`) when asked.
    /// In a coroutine (not the main one), the outermost frame is its entry function,
    /// called by the runtime, and closures the runtime or a builtin called are named as
    /// PHP 8.4 names them (`{closure:FILE:LINE}`), as TrueAsync's traces show them.
    pub fn backtrace_with(&self, object: bool, args: bool) -> PhpArray {
        // A Fiber started from the main script traces like the main script.
        let in_coroutine = self
            .sched
            .current()
            .is_some_and(|t| !t.is_main && !crate::runtime::fiber::runs_for_main(&t));
        self.backtrace_frames(
            object,
            args,
            self.at_shutdown.get() || in_coroutine,
            in_coroutine,
        )
    }

    /// `backtrace_with`, where `bottom_internal` says the outermost frame was called by
    /// the runtime (a coroutine's entry function, a shutdown function), and
    /// `name_closures` that closures called from internal code get their PHP 8.4 names.
    pub(crate) fn backtrace_frames(
        &self,
        object: bool,
        args: bool,
        bottom_internal: bool,
        name_closures: bool,
    ) -> PhpArray {
        let stack: Vec<_> = self.stack.borrow().iter().map(|e| e.info()).collect();
        let funcs: Vec<_> = if name_closures {
            self.stack.borrow().iter().map(|e| e.user_func()).collect()
        } else {
            Vec::new()
        };
        let mut out = PhpArray::new();
        for (i, c) in stack.iter().enumerate().rev() {
            if !c.internal
                && c.class.is_none()
                && crate::builtins::registry::is_transparent_call(&c.func)
            {
                continue;
            }
            if c.internal && c.class.is_some() && &*c.func == "__destruct" {
                // A built-in class's destructor (a suspended Fiber or Generator
                // unwinding) is no call PHP shows.
                continue;
            }
            let mut fr = PhpArray::new();
            let from_internal = if i > 0 {
                stack[i - 1].internal
            } else {
                bottom_internal
            };
            if !from_internal {
                fr.insert("file".into(), Value::str(&c.file.path));
                fr.insert("line".into(), Value::Int(c.line() as i64));
            }
            let named = match funcs.get(i) {
                Some(Some(u)) if from_internal => super::context::closure_name_84(u),
                _ => None,
            };
            fr.insert(
                "function".into(),
                Value::str(named.as_deref().unwrap_or(&c.func)),
            );
            if let Some(cl) = &c.class {
                fr.insert("class".into(), Value::str(cl));
                if let (true, Some(this)) = (object, &c.this) {
                    fr.insert("object".into(), Value::Object(this.clone()));
                }
                fr.insert("type".into(), Value::str(c.call_type));
            }
            // The entries of included and evaluated code have no arguments.
            let construct = c.class.is_none()
                && matches!(
                    &*c.func,
                    "include" | "include_once" | "require" | "require_once" | "eval"
                );
            if args && !construct {
                fr.insert(
                    "args".into(),
                    Value::arr(PhpArray::from_values(c.args.clone())),
                );
            }
            out.push(Value::arr(fr));
        }
        out
    }

    /// The file and line being executed (where a new exception records its origin).
    /// The file and byte offset being executed (cheap; see `SourceFile::line_of`).
    pub fn current_position(&self) -> (Rc<SourceFile>, u32) {
        (self.cur_file.borrow().clone(), self.cur_pos.get())
    }

    pub fn current_location(&self) -> (crate::value::PhpString, i64) {
        let file = self.cur_file.borrow().path.clone();
        (
            crate::value::PhpString::from(&*file),
            self.current_line() as i64,
        )
    }
}
