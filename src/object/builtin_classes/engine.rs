//! Class shells for `Closure` and `Generator`: the evaluator implements their behaviour
//! (invocation, bind/call, resuming); the class table holds their flags, interfaces and
//! methods, which delegate to the evaluator when reached as callables.

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, InstanceLimits, Obj};
use crate::value::Value;

pub fn register(table: &ClassTable) {
    NativeClass::class("Closure")
        .final_()
        .limits(InstanceLimits {
            no_serialize: true,
            no_dynamic_props: true,
            ..InstanceLimits::default()
        })
        .static_method(
            "bind",
            "bind(Closure $closure, ?object $newThis, object|string|null $newScope = \"static\"): ?Closure",
            closure_bind,
        )
        .method(
            "bindTo",
            "bindTo(?object $newThis, object|string|null $newScope = \"static\"): ?Closure",
            closure_bind_to,
        )
        .method(
            "call",
            "call(object $newThis, mixed ...$args): mixed",
            closure_call,
        )
        .static_method(
            "fromCallable",
            "fromCallable(callable $callback): Closure",
            closure_from_callable,
        )
        .register(table);
    NativeClass::class("Generator")
        .final_()
        .sealed()
        .implements(table, &["Iterator"])
        .method("rewind", "rewind(): void", generator_rewind)
        .method("valid", "valid(): bool", generator_valid)
        .method("current", "current(): mixed", generator_current)
        .method("key", "key(): mixed", generator_key)
        .method("next", "next(): void", generator_next)
        .method("send", "send(mixed $value): mixed", generator_send)
        .method(
            "throw",
            "throw(Throwable $exception): mixed",
            generator_throw,
        )
        .method("getReturn", "getReturn(): mixed", generator_get_return)
        .method("__destruct", "__destruct(): void", generator_destruct)
        .register(table);
}

/// `Closure::bind()`.
fn closure_bind(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    interp.closure_bind(args).map_err(|e| *e)
}

/// `$closure->bindTo()` reached as a callable (`[$closure, 'bindTo']`).
fn closure_bind_to(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    match this.and_then(|o| interp.closure_data(o)) {
        Some(d) => interp.closure_bind_to(&d, args.to_vec()).map_err(|e| *e),
        None => Ok(Value::Null),
    }
}

/// `$closure->call()` reached as a callable (`[$closure, 'call']`).
fn closure_call(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    match this.and_then(|o| interp.closure_data(o)) {
        Some(d) => interp
            .closure_call_on(&d, args.to_vec(), Vec::new())
            .map_err(|e| *e),
        None => Ok(Value::Null),
    }
}

/// Generator methods reached as callables (`[$gen, 'send']`); direct calls go to the
/// evaluator's generator dispatch, which these share.
macro_rules! generator_methods {
    ($($f:ident => $name:literal),* $(,)?) => {$(
        fn $f(
            interp: &Interp,
            this: Option<&Obj>,
            _: &Rc<Class>,
            args: &mut [Value],
        ) -> Result<Value, Unwind> {
            match this {
                Some(o) => Ok(interp
                    .generator_method(o, $name, args.to_vec())?
                    .unwrap_or(Value::Null)),
                None => Ok(Value::Null),
            }
        }
    )*};
}

generator_methods! {
    generator_rewind => "rewind",
    generator_valid => "valid",
    generator_current => "current",
    generator_key => "key",
    generator_next => "next",
    generator_send => "send",
    generator_throw => "throw",
    generator_get_return => "getReturn",
}

/// `Closure::fromCallable()`.
fn closure_from_callable(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    interp
        .closure_from_callable(args.first().unwrap_or(&Value::Null))
        .map_err(|e| *e)
}

/// Runs the `finally` blocks of a generator destroyed while suspended.
fn generator_destruct(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    if let Some(o) = this {
        interp.generator_destroy(o)?;
    }
    Ok(Value::Null)
}
