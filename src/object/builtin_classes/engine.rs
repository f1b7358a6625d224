//! Class shells for `Closure` and `Generator`: the evaluator implements their behaviour
//! (invocation, bind/call, resuming); the class table only needs them to exist with the
//! right flags and interfaces.

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
    interp.closure_bind(args)
}

/// `Closure::fromCallable()`.
fn closure_from_callable(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    interp.closure_from_callable(args.first().unwrap_or(&Value::Null))
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
