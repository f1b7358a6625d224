//! The async exception hierarchy: `\Cancellation` (a third throwable root beside
//! `Exception` and `Error`), `Async\AsyncCancellation`, `Async\OperationCanceledException`,
//! `Async\AsyncException` and its subclasses, `Async\DeadlockError`,
//! `Async\CompositeException`; and the `Async\Awaitable`/`Async\Completable` interfaces.

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Obj};
use crate::syntax::ast::Visibility;
use crate::value::{PhpArray, Value};

pub fn register(table: &ClassTable) {
    NativeClass::interface("Async\\Awaitable").register(table);
    NativeClass::interface("Async\\Completable")
        .implements(table, &["Async\\Awaitable"])
        .register(table);
    super::exceptions::base(table, "Cancellation").register(table);
    let tree: &[(&str, &str)] = &[
        ("Async\\AsyncCancellation", "Cancellation"),
        (
            "Async\\OperationCanceledException",
            "Async\\AsyncCancellation",
        ),
        ("Async\\AsyncException", "Exception"),
        (
            "Async\\ServiceUnavailableException",
            "Async\\AsyncException",
        ),
        ("Async\\PoolException", "Async\\AsyncException"),
        ("Async\\ContextException", "Async\\AsyncException"),
        ("Async\\InputOutputException", "Exception"),
        ("Async\\DnsException", "Exception"),
        ("Async\\TimeoutException", "Exception"),
        ("Async\\PollException", "Exception"),
        ("Async\\DeadlockError", "Error"),
    ];
    for (name, parent) in tree {
        NativeClass::class(name)
            .extends(table, parent)
            .register(table);
    }
    NativeClass::class("Async\\CompositeException")
        .extends(table, "Exception")
        .final_()
        .prop("exceptions", Visibility::Private, Value::empty_array())
        .method(
            "addException",
            "addException(Throwable $exception): void",
            add_exception,
        )
        .method("getExceptions", "getExceptions(): array", get_exceptions)
        .register(table);
}

fn add_exception(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let this = super::this(interp, this)?;
    let e = match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) if o.class().instanceof_name("throwable") => o,
        Some(v) => {
            return Err(interp.throw_error(
                "TypeError",
                &format!(
                    "Async\\CompositeException::addException(): Argument #1 ($exception) must be of type Throwable, {} given",
                    v.type_name_for_error()
                ),
            ))
        }
        None => {
            return Err(interp.throw_error(
                "ArgumentCountError",
                "Async\\CompositeException::addException() expects exactly 1 argument, 0 given",
            ))
        }
    };
    super::update_array_prop(this, b"exceptions", |a: &mut PhpArray| {
        a.push(Value::Object(e))
    });
    Ok(Value::Null)
}

fn get_exceptions(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let this = super::this(interp, this)?;
    Ok(Value::Array(super::array_prop(this, b"exceptions")))
}
