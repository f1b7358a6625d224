//! `Async\Pool` (over runtime/pool.rs) with the `Async\CircuitBreaker` and
//! `Async\CircuitBreakerStrategy` interfaces.

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::runtime::pool::{Callbacks, Circuit, Pool};
use crate::value::Value;

type Native = Result<Value, Unwind>;

pub fn register(table: &ClassTable) {
    NativeClass::interface("Async\\CircuitBreaker")
        .abstract_method("getState", "getState(): Async\\CircuitBreakerState")
        .abstract_method("activate", "activate(): void")
        .abstract_method("deactivate", "deactivate(): void")
        .abstract_method("recover", "recover(): void")
        .register(table);
    NativeClass::interface("Async\\CircuitBreakerStrategy")
        .abstract_method("reportSuccess", "reportSuccess(mixed $source): void")
        .abstract_method(
            "reportFailure",
            "reportFailure(mixed $source, Throwable $error): void",
        )
        .abstract_method("shouldRecover", "shouldRecover(): bool")
        .register(table);
    NativeClass::class("Async\\Pool")
        .final_()
        .sealed()
        .implements(table, &["Countable", "Async\\CircuitBreaker"])
        .method(
            "__construct",
            "__construct(callable $factory, ?callable $destructor = null, ?callable $healthcheck = null, ?callable $beforeAcquire = null, ?callable $beforeRelease = null, int $min = 0, int $max = 10, int $healthcheckInterval = 0)",
            construct,
        )
        .method("acquire", "acquire(int $timeout = 0): mixed", acquire)
        .method("tryAcquire", "tryAcquire(): mixed", try_acquire)
        .method("release", "release(mixed $resource): void", release)
        .method("close", "close(): void", close)
        .method("isClosed", "isClosed(): bool", is_closed)
        .method("count", "count(): int", count)
        .method("idleCount", "idleCount(): int", idle_count)
        .method("activeCount", "activeCount(): int", active_count)
        .method(
            "setCircuitBreakerStrategy",
            "setCircuitBreakerStrategy(?Async\\CircuitBreakerStrategy $strategy): void",
            set_strategy,
        )
        .method("getState", "getState(): Async\\CircuitBreakerState", get_state)
        .method("activate", "activate(): void", activate)
        .method("deactivate", "deactivate(): void", deactivate)
        .method("recover", "recover(): void", recover)
        .method("__destruct", "__destruct()", destruct)
        .register(table);
}

/// The internal state of an `Async\Pool` object.
struct PoolHandle(Rc<Pool>);

impl Internal for PoolHandle {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        self.0.trace(visit);
    }
}

fn pool_of(o: &Obj) -> Option<Rc<Pool>> {
    o.with_internal(|h: &mut PoolHandle| h.0.clone())
}

fn pool(interp: &Interp, this: Option<&Obj>) -> Result<Rc<Pool>, Unwind> {
    this.and_then(pool_of)
        .ok_or_else(|| interp.throw_error("Error", "Pool is not initialized"))
}

fn construct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let this = super::this(interp, this)?;
    let f = "Async\\Pool::__construct";
    let cb = Callbacks {
        factory: super::callable_arg(interp, f, args, 0, "factory", false)?.unwrap_or_default(),
        destructor: super::callable_arg(interp, f, args, 1, "destructor", true)?,
        healthcheck: super::callable_arg(interp, f, args, 2, "healthcheck", true)?,
        before_acquire: super::callable_arg(interp, f, args, 3, "beforeAcquire", true)?,
        before_release: super::callable_arg(interp, f, args, 4, "beforeRelease", true)?,
    };
    let int = |i: usize, default: i64| args.get(i).map(Value::to_int).unwrap_or(default);
    let (min, max, interval) = (int(5, 0), int(6, 10), int(7, 0));
    let invalid =
        |msg: &str| interp.throw_error("ValueError", &format!("Async\\Pool::__construct(): {msg}"));
    if min < 0 {
        return Err(invalid("Argument #6 ($min) must be >= 0"));
    }
    if max < 1 {
        return Err(invalid("Argument #7 ($max) must be >= 1"));
    }
    if min > max {
        return Err(invalid("Argument #6 ($min) must be <= max"));
    }
    if interval < 0 {
        return Err(invalid("Argument #8 ($healthcheckInterval) must be >= 0"));
    }
    let p = Pool::new(cb, min as usize, max as usize, interval as u64);
    p.set_object(this);
    this.set_internal(Box::new(PoolHandle(p.clone())));
    p.prewarm(interp)?;
    Ok(Value::Null)
}

fn acquire(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let timeout = args.first().map(Value::to_int).unwrap_or(0).max(0) as u64;
    pool(interp, this)?.acquire(interp, timeout)
}

fn try_acquire(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    pool(interp, this)?.try_acquire(interp)
}

fn release(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let r = args.first().map(Value::deref).unwrap_or_default();
    pool(interp, this)?.release(interp, r)?;
    Ok(Value::Null)
}

fn close(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    pool(interp, this)?.close(interp)?;
    Ok(Value::Null)
}

fn destruct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    if let Some(p) = this.and_then(pool_of) {
        p.close(interp)?;
    }
    Ok(Value::Null)
}

fn is_closed(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(pool(interp, this)?.is_closed()))
}

fn count(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Int(pool(interp, this)?.count() as i64))
}

fn idle_count(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Int(pool(interp, this)?.idle_count() as i64))
}

fn active_count(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Int(pool(interp, this)?.active_count() as i64))
}

fn set_strategy(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let p = pool(interp, this)?;
    *p.strategy.borrow_mut() = args.first().filter(|v| !v.deref().is_null()).cloned();
    Ok(Value::Null)
}

fn get_state(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let state = pool(interp, this)?.circuit.get();
    let class = interp
        .classes
        .lookup(interp, "Async\\CircuitBreakerState")?
        .ok_or_else(|| {
            interp.throw_error("Error", "Class \"Async\\CircuitBreakerState\" not found")
        })?;
    match class.enum_case(interp, state.case_name())? {
        Some(case) => Ok(Value::Object(case)),
        None => Ok(Value::Null),
    }
}

fn set_circuit(interp: &Interp, this: Option<&Obj>, c: Circuit) -> Native {
    pool(interp, this)?.circuit.set(c);
    Ok(Value::Null)
}

fn activate(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    set_circuit(interp, this, Circuit::Active)
}

fn deactivate(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    set_circuit(interp, this, Circuit::Inactive)
}

fn recover(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    set_circuit(interp, this, Circuit::Recovering)
}
