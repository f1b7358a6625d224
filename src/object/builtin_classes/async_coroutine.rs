//! `Async\Coroutine`: the handle of a coroutine (its state, result, locations,
//! cancellation and finally handlers). The task itself lives in runtime/task.rs.

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Obj};
use crate::runtime::event::Outcome;
use crate::runtime::scheduler::is_cancellation;
use crate::runtime::task::{task_of, State, Task};
use crate::runtime::waker::WakeStatus;
use crate::value::{PhpArray, Value};

pub fn register(table: &ClassTable) {
    NativeClass::class("Async\\Coroutine")
        .final_()
        .sealed()
        .implements(table, &["Async\\Completable"])
        .method("getId", "getId(): int", get_id)
        .method(
            "asHiPriority",
            "asHiPriority(): Async\\Coroutine",
            as_hi_priority,
        )
        .method("getResult", "getResult(): mixed", get_result)
        .method("getContext", "getContext(): Async\\Context", get_context)
        .method("getException", "getException(): mixed", get_exception)
        .method(
            "getTrace",
            "getTrace(int $options = 1, int $limit = 0): ?array",
            get_trace,
        )
        .method(
            "getSpawnFileAndLine",
            "getSpawnFileAndLine(): array",
            spawn_file_line,
        )
        .method(
            "getSpawnLocation",
            "getSpawnLocation(): string",
            spawn_location,
        )
        .method(
            "getSuspendFileAndLine",
            "getSuspendFileAndLine(): array",
            suspend_file_line,
        )
        .method(
            "getSuspendLocation",
            "getSuspendLocation(): string",
            suspend_location,
        )
        .method("isStarted", "isStarted(): bool", is_started)
        .method("isQueued", "isQueued(): bool", is_queued)
        .method("isRunning", "isRunning(): bool", is_running)
        .method("isSuspended", "isSuspended(): bool", is_suspended)
        .method("isCancelled", "isCancelled(): bool", is_cancelled)
        .method(
            "isCancellationRequested",
            "isCancellationRequested(): bool",
            is_cancellation_requested,
        )
        .method("isCompleted", "isCompleted(): bool", is_completed)
        .method("getAwaitingInfo", "getAwaitingInfo(): array", awaiting_info)
        .method(
            "cancel",
            "cancel(?Async\\AsyncCancellation $cancellation = null): void",
            cancel,
        )
        .method("finally", "finally(mixed $callback): void", finally)
        .method("__destruct", "__destruct()", destruct)
        .register(table);
}

type Native = Result<Value, Unwind>;

fn task(interp: &Interp, this: Option<&Obj>) -> Result<Rc<Task>, Unwind> {
    let this = super::this(interp, this)?;
    task_of(this).ok_or_else(|| interp.throw_error("Error", "Coroutine is not initialized"))
}

fn get_id(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Int(super::this(interp, this)?.id() as i64))
}

fn as_hi_priority(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Object(super::this(interp, this)?.clone()))
}

fn get_context(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let t = task(interp, this)?;
    Ok(Value::Object(super::async_context::task_context(
        interp, &t,
    )?))
}

/// The last reference to the handle of a coroutine whose failure was kept for a later
/// await (§2.8) went away, unawaited: the exception is thrown into the code that dropped
/// it. At the end of the script it is discarded.
fn destruct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let Some(t) = this.and_then(task_of) else {
        return Ok(Value::Null);
    };
    if !t.unclaimed.replace(false) || t.observed.get() || interp.at_shutdown.get() {
        return Ok(Value::Null);
    }
    let outcome = t.outcome.borrow().clone();
    match outcome {
        Some(Outcome::Error(e)) => Err(Unwind::Throw(e)),
        _ => Ok(Value::Null),
    }
}

fn get_result(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let t = task(interp, this)?;
    let o = t.outcome.borrow().clone();
    Ok(match o {
        Some(Outcome::Value(v)) => v,
        _ => Value::Null,
    })
}

fn get_exception(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let t = task(interp, this)?;
    let o = t.outcome.borrow().clone();
    Ok(match o {
        Some(Outcome::Error(e)) => {
            t.observed.set(true);
            Value::Object(e)
        }
        _ => Value::Null,
    })
}

/// The suspended coroutine's stack as `debug_backtrace($options, $limit)` frames; null
/// when it is not suspended (not started, running, finished).
fn get_trace(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let t = task(interp, this)?;
    if t.state.get() != State::Suspended {
        return Ok(Value::Null);
    }
    let options = args.first().map(Value::to_int).unwrap_or(1);
    let limit = args.get(1).map(Value::to_int).unwrap_or(0);
    let Ok(mut saved) = t.saved.try_borrow_mut() else {
        return Ok(Value::Null);
    };
    let trace = interp.backtrace_of(&t, &mut saved, options & 1 != 0, options & 2 == 0);
    drop(saved);
    let mut out = PhpArray::new();
    for fr in trace.values() {
        if limit > 0 && out.len() as i64 >= limit {
            break;
        }
        out.push(fr.clone());
    }
    Ok(Value::arr(out))
}

fn location_pair(loc: Option<(Rc<str>, i64)>) -> Value {
    let mut a = PhpArray::new();
    match loc {
        Some((f, l)) => {
            a.push(Value::str(&f));
            a.push(Value::Int(l));
        }
        None => {
            a.push(Value::Null);
            a.push(Value::Int(0));
        }
    }
    Value::arr(a)
}

fn location_string(loc: Option<(Rc<str>, i64)>) -> Value {
    match loc {
        Some((f, l)) => Value::str(&format!("{f}:{l}")),
        None => Value::str("unknown"),
    }
}

fn spawn_file_line(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(location_pair(task(interp, this)?.spawn_loc()))
}

fn spawn_location(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(location_string(task(interp, this)?.spawn_loc()))
}

fn suspend_loc(t: &Task) -> Option<(Rc<str>, i64)> {
    if t.state.get() == State::Suspended {
        t.suspend_loc()
    } else {
        None
    }
}

fn suspend_file_line(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Native {
    Ok(location_pair(suspend_loc(&*task(interp, this)?)))
}

fn suspend_location(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(location_string(suspend_loc(&*task(interp, this)?)))
}

fn is_started(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(task(interp, this)?.is_started()))
}

fn is_queued(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let t = task(interp, this)?;
    Ok(Value::Bool(
        !t.is_finished() && t.waker.status.get() == WakeStatus::Queued,
    ))
}

fn is_running(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let t = task(interp, this)?;
    Ok(Value::Bool(t.is_started() && !t.is_finished()))
}

fn is_suspended(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let t = task(interp, this)?;
    Ok(Value::Bool(matches!(
        t.state.get(),
        State::Suspended | State::Created
    )))
}

fn is_cancelled(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let t = task(interp, this)?;
    if !t.is_finished() {
        return Ok(Value::Bool(false));
    }
    let by_error = matches!(&*t.outcome.borrow(), Some(Outcome::Error(e)) if is_cancellation(e));
    Ok(Value::Bool(t.cancel.borrow().is_some() || by_error))
}

fn is_cancellation_requested(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Native {
    let t = task(interp, this)?;
    Ok(Value::Bool(
        (!t.is_finished() && t.cancel.borrow().is_some()) || t.deferred.borrow().is_some(),
    ))
}

fn is_completed(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(task(interp, this)?.is_finished()))
}

fn awaiting_info(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    task(interp, this)?;
    Ok(Value::empty_array())
}

fn cancel(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let t = task(interp, this)?;
    let f = "Async\\Coroutine::cancel";
    let c = super::cancellation_arg(interp, f, args, 0, "cancellation", "Coroutine cancelled")?;
    interp.cancel_task(&t, c, false);
    Ok(Value::Null)
}

fn finally(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let obj = super::this(interp, this)?.clone();
    let t = task(interp, this)?;
    let cb = args.first().map(|v| v.deref()).unwrap_or_default();
    if !interp.is_callable(&cb) {
        return Err(interp.throw_error(
            "TypeError",
            "Async\\Coroutine::finally(): Argument #1 ($callback) argument must be callable",
        ));
    }
    if t.is_finished() {
        interp.call_value(&cb, vec![Value::Object(obj)])?;
        return Ok(Value::Null);
    }
    t.finally.borrow_mut().push(cb);
    Ok(Value::Null)
}
