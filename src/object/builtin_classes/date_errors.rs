//! The diagnostics of the last date parse, as `DateTime::getLastErrors()` and
//! `date_get_last_errors()` report them: warning and error counts, and the messages by
//! position in the parsed text (a later message at the same position replaces the
//! earlier one, the counts keep both).

use std::cell::RefCell;
use std::rc::Rc;

use crate::eval::{Interp, Unwind};
use crate::object::{Class, Obj};
use crate::value::{Key, PhpArray, Value};

/// Warnings and errors of one parse.
#[derive(Default, Clone)]
pub(crate) struct LastErrors {
    pub warning_count: i64,
    pub warnings: Vec<(usize, &'static str)>,
    pub error_count: i64,
    pub errors: Vec<(usize, &'static str)>,
}

fn put(list: &mut Vec<(usize, &'static str)>, pos: usize, msg: &'static str) {
    match list.iter_mut().find(|(p, _)| *p == pos) {
        Some(slot) => slot.1 = msg,
        None => list.push((pos, msg)),
    }
}

impl LastErrors {
    pub fn error(&mut self, pos: usize, msg: &'static str) {
        self.error_count += 1;
        put(&mut self.errors, pos, msg);
    }
    pub fn warning(&mut self, pos: usize, msg: &'static str) {
        self.warning_count += 1;
        put(&mut self.warnings, pos, msg);
    }
}

thread_local! {
    static LAST: RefCell<LastErrors> = RefCell::new(LastErrors::default());
}

/// Record the diagnostics of the parse that just ran.
pub(crate) fn remember(e: LastErrors) {
    LAST.with(|l| *l.borrow_mut() = e);
}

/// The diagnostics as PHP returns them: false when there were none.
fn last_errors() -> Value {
    let e = LAST.with(|l| l.borrow().clone());
    if e.warning_count == 0 && e.error_count == 0 {
        return Value::Bool(false);
    }
    let list = |items: &[(usize, &'static str)]| {
        let mut a = PhpArray::new();
        for (pos, msg) in items {
            a.insert(Key::Int(*pos as i64), Value::str(msg));
        }
        Value::arr(a)
    };
    let mut out = PhpArray::new();
    out.insert(Key::from("warning_count"), Value::Int(e.warning_count));
    out.insert(Key::from("warnings"), list(&e.warnings));
    out.insert(Key::from("error_count"), Value::Int(e.error_count));
    out.insert(Key::from("errors"), list(&e.errors));
    Value::arr(out)
}

/// `DateTime::getLastErrors()`.
pub(crate) fn get_last_errors(
    _: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(last_errors())
}

fn date_get_last_errors(_: &Interp, _: &mut [Value]) -> Result<Value, Unwind> {
    Ok(last_errors())
}

pub const FUNCTIONS: &[crate::builtins::Builtin] = &[crate::builtins::Builtin {
    name: "date_get_last_errors",
    sig: "date_get_last_errors(): array|false",
    call: date_get_last_errors,
}];
