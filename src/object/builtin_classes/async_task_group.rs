//! `Async\TaskGroup`, and the methods it shares with `Async\TaskSet` (construction,
//! spawning, closing, cancelling, waiting, finally, iteration by `foreach`). The engine
//! lives in runtime/task_group.rs.

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::runtime::event::Outcome;
use crate::runtime::scope::Scope;
use crate::runtime::task_group::{Join, TaskGroup};
use crate::value::{Key, PhpArray, Value};

type Native = Result<Value, Unwind>;

pub fn register(table: &ClassTable) {
    NativeClass::class("Async\\TaskGroup")
        .final_()
        .sealed()
        .implements(
            table,
            &["Async\\Awaitable", "Countable", "IteratorAggregate"],
        )
        .with(common_methods)
        .method("all", "all(bool $ignoreErrors = false): Async\\Future", all)
        .method("race", "race(): Async\\Future", race)
        .method("any", "any(): Async\\Future", any)
        .method("getResults", "getResults(): array", get_results)
        .method("getErrors", "getErrors(): array", get_errors)
        .method("suppressErrors", "suppressErrors(): void", suppress_errors)
        .register(table);
}

/// The methods TaskGroup and TaskSet share.
pub(super) fn common_methods(c: NativeClass) -> NativeClass {
    c.method(
        "__construct",
        "__construct(?int $concurrency = null, ?int $queueLimit = null, ?Async\\Scope $scope = null)",
        construct,
    )
    .method(
        "spawn",
        "spawn(callable $task, mixed ...$args): void",
        spawn,
    )
    .method(
        "spawnWithKey",
        "spawnWithKey(mixed $key, callable $task, mixed ...$args): void",
        spawn_with_key,
    )
    .method(
        "cancel",
        "cancel(?Async\\AsyncCancellation $cancellation = null): void",
        cancel,
    )
    .method("close", "close(): void", close)
    .method("dispose", "dispose(): void", dispose)
    .method("isFinished", "isFinished(): bool", is_finished)
    .method("isClosed", "isClosed(): bool", is_closed)
    .method("count", "count(): int", count)
    .method("awaitCompletion", "awaitCompletion(): void", await_completion)
    .method("finally", "finally(Closure $callback): void", finally)
    .method("getIterator", "getIterator(): Iterator", get_iterator)
    .method("__destruct", "__destruct()", destruct)
}

/// The internal state of a TaskGroup or TaskSet object.
struct GroupHandle(Rc<TaskGroup>);

impl Internal for GroupHandle {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        // Only what this object alone holds can be part of a cycle through it.
        if Rc::strong_count(&self.0) == 1 {
            self.0.trace(visit);
        }
    }
}

fn group_of(o: &Obj) -> Option<Rc<TaskGroup>> {
    o.with_internal(|h: &mut GroupHandle| h.0.clone())
}

pub(super) fn group(interp: &Interp, this: Option<&Obj>) -> Result<Rc<TaskGroup>, Unwind> {
    let this = super::this(interp, this)?;
    group_of(this).ok_or_else(|| {
        interp.throw_error(
            "Error",
            &format!("{} is not initialized", this.class().name),
        )
    })
}

/// A `?int` limit argument in 0..=u32::MAX (None: null or absent).
fn limit_arg(
    interp: &Interp,
    class: &str,
    args: &[Value],
    i: usize,
    name: &str,
) -> Result<Option<usize>, Unwind> {
    let v = match args.get(i).map(Value::deref) {
        None | Some(Value::Null) => return Ok(None),
        Some(v) => v,
    };
    let n = match &v {
        Value::Int(n) => *n,
        Value::Bool(b) => i64::from(*b),
        Value::Float(f) if f.fract() == 0.0 && f.is_finite() => *f as i64,
        _ => {
            return Err(interp.throw_error(
                "TypeError",
                &format!(
                    "{class}::__construct(): Argument #{} (${name}) must be of type ?int, {} given",
                    i + 1,
                    v.type_name_for_error()
                ),
            ))
        }
    };
    if !(0..=i64::from(u32::MAX)).contains(&n) {
        return Err(interp.throw_error(
            "ValueError",
            &format!(
                "{class}::__construct(): Argument #{} (${name}) must be between 0 and 4294967295",
                i + 1
            ),
        ));
    }
    Ok(Some(n as usize))
}

fn construct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let this = super::this(interp, this)?;
    let class = this.class().name.to_string();
    let concurrency = limit_arg(interp, &class, args, 0, "concurrency")?.unwrap_or(0);
    let queue_limit = limit_arg(interp, &class, args, 1, "queueLimit")?.unwrap_or(2 * concurrency);
    let parent = match args.get(2).map(Value::deref) {
        None | Some(Value::Null) => interp.current_scope(),
        Some(v) => {
            let Some(s) = v.as_object().and_then(super::async_scope::scope_of) else {
                return Err(interp.throw_error(
                    "TypeError",
                    &format!(
                        "{class}::__construct(): Argument #3 ($scope) must be of type ?Async\\Scope, {} given",
                        v.type_name_for_error()
                    ),
                ));
            };
            if s.detached.get() || s.closed.get() {
                return Err(interp.throw_error(
                    "Async\\AsyncException",
                    "Cannot use a disposed Scope for TaskGroup",
                ));
            }
            Some(s)
        }
    };
    let safe = parent.as_ref().is_none_or(|p| p.safe.get());
    let under_main = parent.is_none();
    let scope = Scope::new(parent, safe, true);
    scope.under_main.set(under_main);
    let removes_delivered = class == "Async\\TaskSet";
    let g = TaskGroup::new(scope, concurrency, queue_limit, removes_delivered);
    g.set_object(this);
    this.set_internal(Box::new(GroupHandle(g)));
    Ok(Value::Null)
}

/// The callable (argument `i`) checked, followed by its arguments.
fn task_args(
    interp: &Interp,
    this: &Obj,
    method: &str,
    args: &[Value],
    i: usize,
) -> Result<Vec<Value>, Unwind> {
    let func = format!("{}::{method}", this.class().name);
    let task = super::callable_arg(interp, &func, args, i, "task", false)?.unwrap_or_default();
    let mut out = vec![task];
    out.extend(args.iter().skip(i + 1).map(Value::deref));
    Ok(out)
}

fn spawn(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let named = crate::builtins::registry::take_forwarded_named();
    let g = group(interp, this)?;
    let obj = super::this(interp, this)?;
    let task = task_args(interp, obj, "spawn", args, 0)?;
    g.spawn(interp, None, task, named)?;
    Ok(Value::Null)
}

/// The key is taken as passed and checked here, not coerced: only an int or a string is
/// a key (a float, bool or null is a TypeError, as in the reference).
fn spawn_with_key(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Native {
    let named = crate::builtins::registry::take_forwarded_named();
    let g = group(interp, this)?;
    let obj = super::this(interp, this)?;
    let key = match args.first().map(Value::deref).unwrap_or_default() {
        Value::Int(i) => Key::Int(i),
        Value::Str(s) => Key::from_php_string(s),
        v => {
            return Err(interp.throw_error(
                "TypeError",
                &format!(
                    "{}::spawnWithKey(): Argument #1 ($key) must be of type string|int, {} given",
                    obj.class().name,
                    v.type_name_for_error()
                ),
            ))
        }
    };
    let task = task_args(interp, obj, "spawnWithKey", args, 1)?;
    g.spawn(interp, Some(key), task, named)?;
    Ok(Value::Null)
}

fn cancel(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let g = group(interp, this)?;
    let f = format!("{}::cancel", super::this(interp, this)?.class().name);
    let c = super::cancellation_arg(interp, &f, args, 0, "cancellation", "TaskGroup cancelled")?;
    g.cancel(interp, &c);
    Ok(Value::Null)
}

fn close(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    group(interp, this)?.close(interp);
    Ok(Value::Null)
}

fn dispose(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let g = group(interp, this)?;
    let c = interp.cancellation("Scope is being disposed due to TaskGroup disposal")?;
    g.dispose(interp, &c);
    Ok(Value::Null)
}

/// The object is destroyed: tasks still running or queued are cancelled, and errors
/// nobody retrieved go to the scopes' exception handlers.
fn destruct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let Some(g) = this.and_then(group_of) else {
        return Ok(Value::Null);
    };
    if !g.is_idle() {
        let c = interp.cancellation("Scope is being disposed due to TaskGroup destruction")?;
        g.cancel(interp, &c);
    }
    g.report_unretrieved(interp);
    Ok(Value::Null)
}

fn is_finished(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(group(interp, this)?.is_idle()))
}

fn is_closed(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(group(interp, this)?.is_closed()))
}

fn count(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Int(group(interp, this)?.count() as i64))
}

fn await_completion(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    group(interp, this)?.await_completion(interp)?;
    Ok(Value::Null)
}

fn finally(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let g = group(interp, this)?;
    let func = format!("{}::finally", super::this(interp, this)?.class().name);
    let cb = super::closure_arg(interp, &func, args, 0, "callback")?;
    g.add_finally(interp, cb)?;
    Ok(Value::Null)
}

fn get_iterator(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let this = super::this(interp, this)?;
    Err(interp.throw_error(
        "Error",
        &format!(
            "An object of class {} is not a traversable object in an invalid state",
            this.class().name
        ),
    ))
}

/// A Future of the group behind `this`.
pub(super) fn join(interp: &Interp, this: Option<&Obj>, j: Join) -> Native {
    Ok(Value::Object(group(interp, this)?.join(interp, j)?))
}

pub(super) fn ignore_errors_arg(args: &[Value]) -> bool {
    args.first().is_some_and(|v| v.deref().to_bool())
}

fn all(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let ignore_errors = ignore_errors_arg(args);
    join(interp, this, Join::All { ignore_errors })
}

fn race(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    join(interp, this, Join::Race)
}

fn any(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    join(interp, this, Join::Any)
}

fn get_results(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::arr(group(interp, this)?.results()))
}

fn get_errors(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::arr(group(interp, this)?.errors()))
}

fn suppress_errors(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    group(interp, this)?.suppress_errors();
    Ok(Value::Null)
}

/// `foreach` over a TaskGroup or TaskSet (None: `o` is not one): each task in spawn
/// order, once settled, as key => [result, null] or [null, exception]. `each(key, value)`
/// returns false to stop.
pub fn foreach_task_group(
    interp: &Interp,
    o: &Obj,
    by_ref: bool,
    each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
) -> Option<Result<(), Unwind>> {
    let g = group_of(o)?;
    if by_ref {
        return Some(Err(
            interp.throw_error("Error", "Cannot iterate TaskGroup by reference")
        ));
    }
    Some((|| {
        let mut after = None;
        while let Some(d) = g.next_delivery(interp, after)? {
            after = Some(d.id);
            let pair = match d.outcome {
                Outcome::Value(v) => vec![v, Value::Null],
                Outcome::Error(e) => vec![Value::Null, Value::Object(e)],
            };
            if !each(d.key.to_value(), Value::arr(PhpArray::from_values(pair)))? {
                break;
            }
        }
        Ok(())
    })())
}
