//! `Async\TaskSet`: a TaskGroup whose settled tasks are removed once delivered (by
//! `joinNext()`, `joinAny()`, `joinAll()` or iteration). It shares the engine and most
//! methods with `Async\TaskGroup`.

use std::rc::Rc;

use super::async_task_group::{common_methods, ignore_errors_arg, join};
use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Obj};
use crate::runtime::task_group::Join;
use crate::value::Value;

type Native = Result<Value, Unwind>;

pub fn register(table: &ClassTable) {
    NativeClass::class("Async\\TaskSet")
        .final_()
        .sealed()
        .implements(
            table,
            &["Async\\Awaitable", "Countable", "IteratorAggregate"],
        )
        .with(common_methods)
        .method("joinNext", "joinNext(): Async\\Future", join_next)
        .method("joinAny", "joinAny(): Async\\Future", join_any)
        .method(
            "joinAll",
            "joinAll(bool $ignoreErrors = false): Async\\Future",
            join_all,
        )
        .register(table);
}

fn join_next(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    join(interp, this, Join::Race)
}

fn join_any(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    join(interp, this, Join::Any)
}

fn join_all(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let ignore_errors = ignore_errors_arg(args);
    join(interp, this, Join::All { ignore_errors })
}
