//! `Async\Timeout`: the one-shot timer returned by `Async\timeout()`, used as a
//! cancellation token (runtime/awaitable.rs arms it while a wait uses it).

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Obj};
use crate::runtime::awaitable::{TimeoutHandle, TimeoutState};
use crate::syntax::ast::Visibility;
use crate::value::Value;

pub fn register(table: &ClassTable) {
    let mut c = NativeClass::class("Async\\Timeout")
        .final_()
        .sealed()
        .implements(table, &["Async\\Completable"])
        .method("__construct", "__construct()", construct);
    c = c.visibility_of_last(Visibility::Private);
    c.method(
        "cancel",
        "cancel(?Async\\AsyncCancellation $cancellation = null): void",
        cancel,
    )
    .method("isCompleted", "isCompleted(): bool", is_completed)
    .method("isCancelled", "isCancelled(): bool", is_cancelled)
    .register(table);
}

fn state(this: Option<&Obj>) -> Option<Rc<TimeoutState>> {
    this.and_then(|o| o.with_internal(|h: &mut TimeoutHandle| h.0.clone()))
}

fn construct(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Err(interp.throw_error(
        "Async\\AsyncException",
        "Timeout cannot be constructed directly",
    ))
}

fn cancel(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    if let Some(t) = state(this) {
        t.cancel(interp);
    }
    Ok(Value::Null)
}

fn is_completed(
    _: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(
        state(this).is_some_and(|t| t.event.is_done() || t.cancelled.get()),
    ))
}

/// True once `cancel()` was called, and also once the timer fired: firing releases the
/// timer as cancelling does (the reference answers the same).
fn is_cancelled(
    _: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(
        state(this).is_some_and(|t| t.cancelled.get() || t.event.is_done()),
    ))
}
