//! `Fiber` and `FiberError`: the class shell and argument checks; how a fiber runs,
//! suspends and is destroyed is in runtime/fiber.rs.

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::runtime::fiber::{FiberCore, FiberStatus};
use crate::value::Value;

pub fn register(table: &ClassTable) {
    NativeClass::class("Fiber")
        .final_()
        .sealed()
        .method("__construct", "__construct(callable $callback)", construct)
        .method("start", "start(mixed ...$args): mixed", start)
        .method("resume", "resume(mixed $value = null): mixed", resume)
        .method("throw", "throw(Throwable $exception): mixed", throw)
        .method("isStarted", "isStarted(): bool", is_started)
        .method("isSuspended", "isSuspended(): bool", is_suspended)
        .method("isRunning", "isRunning(): bool", is_running)
        .method("isTerminated", "isTerminated(): bool", is_terminated)
        .method("getReturn", "getReturn(): mixed", get_return)
        .method(
            "getCoroutine",
            "getCoroutine(): ?Async\\Coroutine",
            get_coroutine,
        )
        .static_method("getCurrent", "getCurrent(): ?Fiber", get_current)
        .static_method("suspend", "suspend(mixed $value = null): mixed", suspend)
        .method("__destruct", "__destruct(): void", destruct)
        .register(table);
    NativeClass::class("FiberError")
        .final_()
        .extends(table, "Error")
        .method(
            "__construct",
            "__construct(mixed ...$args)",
            error_construct,
        )
        .register(table);
}

/// The internal state of a `Fiber` object.
struct FiberHandle(Rc<FiberCore>);

impl Internal for FiberHandle {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        if let Some(c) = self.0.callable.borrow().as_ref() {
            visit(c);
        }
        if let Some(r) = self.0.ret.borrow().as_ref() {
            visit(r);
        }
    }
    fn clear(&mut self) {
        self.0.callable.borrow_mut().take();
        self.0.ret.borrow_mut().take();
    }
    fn destruct_is_noop(&self) -> bool {
        self.0.status.get() != FiberStatus::Suspended
    }
}

type Native = Result<Value, Unwind>;

fn core(interp: &Interp, this: Option<&Obj>) -> Result<(Obj, Rc<FiberCore>), Unwind> {
    let this = super::this(interp, this)?;
    match this.with_internal(|h: &mut FiberHandle| h.0.clone()) {
        Some(c) => Ok((this.clone(), c)),
        None => Err(interp.throw_error("Error", "Fiber has not been constructed")),
    }
}

fn error_construct(interp: &Interp, _: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Err(interp.throw_error(
        "Error",
        "The \"FiberError\" class is reserved for internal use and cannot be manually instantiated",
    ))
}

fn construct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let this = super::this(interp, this)?;
    let Some(callable) =
        super::callable_arg(interp, "Fiber::__construct", args, 0, "callback", false)?
    else {
        return Ok(Value::Null);
    };
    this.set_internal(Box::new(FiberHandle(FiberCore::new(callable))));
    Ok(Value::Null)
}

fn start(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let (this, core) = core(interp, this)?;
    let args: Vec<Value> = args.iter().map(Value::deref).collect();
    interp.fiber_start(&this, &core, args)
}

fn resume(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let (this, core) = core(interp, this)?;
    let v = args.first().map(Value::deref).unwrap_or_default();
    interp.fiber_resume(&this, &core, Ok(v))
}

fn throw(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let (this, core) = core(interp, this)?;
    let v = args.first().map(Value::deref).unwrap_or_default();
    let e = match v {
        Value::Object(o) if o.class().instanceof_name("throwable") => o,
        other => {
            return Err(interp.throw_error(
                "TypeError",
                &format!(
                    "Fiber::throw(): Argument #1 ($exception) must be of type Throwable, {} given",
                    other.type_name_for_error()
                ),
            ))
        }
    };
    interp.fiber_resume(&this, &core, Err(Unwind::Throw(e)))
}

fn status(interp: &Interp, this: Option<&Obj>) -> Result<FiberStatus, Unwind> {
    Ok(core(interp, this)?.1.status.get())
}

fn is_started(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(status(interp, this)? != FiberStatus::Init))
}

fn is_suspended(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(status(interp, this)? == FiberStatus::Suspended))
}

fn is_running(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(status(interp, this)? == FiberStatus::Running))
}

fn is_terminated(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(
        status(interp, this)? == FiberStatus::Terminated,
    ))
}

fn get_return(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let (_, core) = core(interp, this)?;
    let why = match core.status.get() {
        FiberStatus::Terminated if core.threw.get() => "The fiber threw an exception",
        FiberStatus::Terminated => {
            return Ok(core.ret.borrow().clone().unwrap_or_default());
        }
        FiberStatus::Init => "The fiber has not been started",
        _ => "The fiber has not returned",
    };
    Err(interp.throw_error(
        "FiberError",
        &format!("Cannot get fiber return value: {why}"),
    ))
}

fn get_coroutine(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let (_, core) = core(interp, this)?;
    Ok(interp
        .fiber_coroutine(&core)
        .map(Value::Object)
        .unwrap_or_default())
}

fn get_current(interp: &Interp, _: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(interp
        .current_fiber()
        .map(Value::Object)
        .unwrap_or_default())
}

fn suspend(interp: &Interp, _: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let v = args.first().map(Value::deref).unwrap_or_default();
    interp.fiber_suspend(v)
}

/// A fiber destroyed while suspended unwinds through its `finally` blocks.
fn destruct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    if let Some(o) = this {
        if let Some(c) = o.with_internal(|h: &mut FiberHandle| h.0.clone()) {
            interp.fiber_destroy(o, &c)?;
        }
    }
    Ok(Value::Null)
}
