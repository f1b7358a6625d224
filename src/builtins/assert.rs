//! `assert()`: a false assertion throws its description (a Throwable as is, a string
//! as an `AssertionError`); without one, the message is the asserted expression's
//! source, which the call site supplies as the description (see `Interp::eval_call`).

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "assert",
    sig: "assert(mixed $assertion, Throwable|string|null $description = null): bool",
    call: assert,
}];

fn assert(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    if args[0].to_bool() {
        return Ok(Value::Bool(true));
    }
    match args.get(1).map(Value::deref) {
        Some(Value::Object(ex)) => Err(Unwind::Throw(ex)),
        Some(Value::Str(s)) => Err(cx.throw_error("AssertionError", &s.to_string_lossy())),
        _ => Err(cx.throw_error("AssertionError", "")),
    }
}
