//! The `Async\` functions of the coroutine runtime: spawn, suspend, await, protect,
//! delay, timeout, signal, introspection (current_coroutine, get_coroutines, runtime_stats) and
//! graceful_shutdown. The await_*() family is in async_await.rs.

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::async_context;
use crate::object::Obj;
use crate::object::{scope_of, spawn_in};
use crate::runtime::awaitable::{Awaitable, TimeoutHandle, TimeoutState};
use crate::runtime::cpu;
use crate::runtime::task::{Entry, TaskName};
use crate::syntax::ast::Name;
use crate::value::{PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "Async\\spawn",
        sig: "Async\\spawn(callable $task, mixed ...$args): Async\\Coroutine",
        call: spawn,
    },
    Builtin {
        name: "Async\\suspend",
        sig: "Async\\suspend(): void",
        call: suspend,
    },
    Builtin {
        name: "Async\\await",
        sig: "Async\\await(mixed $awaitable, mixed $cancellation = null): mixed",
        call: await_fn,
    },
    Builtin {
        name: "Async\\protect",
        sig: "Async\\protect(mixed $closure): mixed",
        call: protect,
    },
    Builtin {
        name: "Async\\loadavg",
        sig: "Async\\loadavg(): ?array",
        call: loadavg,
    },
    Builtin {
        name: "Async\\cpu_usage",
        sig: "Async\\cpu_usage(): array",
        call: cpu_usage,
    },
    Builtin {
        name: "Async\\delay",
        sig: "Async\\delay(int $ms): void",
        call: delay,
    },
    Builtin {
        name: "Async\\timeout",
        sig: "Async\\timeout(int $ms): Async\\Awaitable",
        call: timeout,
    },
    Builtin {
        name: "Async\\signal",
        sig: "Async\\signal(mixed $signal, mixed $cancellation = null): Async\\Future",
        call: signal,
    },
    Builtin {
        name: "Async\\current_coroutine",
        sig: "Async\\current_coroutine(): Async\\Coroutine",
        call: current_coroutine,
    },
    Builtin {
        name: "Async\\current_context",
        sig: "Async\\current_context(): Async\\Context",
        call: |cx, _| {
            cx.async_start();
            Ok(Value::Object(async_context::current_context(cx)?))
        },
    },
    Builtin {
        name: "Async\\coroutine_context",
        sig: "Async\\coroutine_context(): Async\\Context",
        call: |cx, _| {
            cx.async_start();
            Ok(Value::Object(async_context::coroutine_context(cx)?))
        },
    },
    Builtin {
        name: "Async\\root_context",
        sig: "Async\\root_context(): Async\\Context",
        call: |cx, _| {
            cx.async_start();
            Ok(Value::Object(async_context::root_context(cx)?))
        },
    },
    Builtin {
        name: "Async\\request_context",
        sig: "Async\\request_context(): ?Async\\Context",
        call: |_, _| Ok(Value::Null),
    },
    Builtin {
        name: "Async\\get_coroutines",
        sig: "Async\\get_coroutines(): array",
        call: get_coroutines,
    },
    Builtin {
        name: "Async\\runtime_stats",
        sig: "Async\\runtime_stats(): array",
        call: runtime_stats,
    },
    Builtin {
        name: "Async\\available_parallelism",
        sig: "Async\\available_parallelism(): int",
        call: available_parallelism,
    },
    Builtin {
        name: "Async\\spawn_with",
        sig: "Async\\spawn_with(Async\\ScopeProvider $provider, callable $task, mixed ...$args): Async\\Coroutine",
        call: spawn_with,
    },
    Builtin {
        name: "Async\\graceful_shutdown",
        sig: "Async\\graceful_shutdown(?Async\\AsyncCancellation $cancellationError = null): void",
        call: graceful_shutdown,
    },
];

fn spawn(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (entry, name) = spawn_entry(args, super::registry::take_forwarded_named());
    let obj = cx.spawn_task(entry, name)?;
    Ok(Value::Object(obj))
}

/// `spawn_with()`: spawn in the scope a provider gives (a Scope is its own provider); a
/// SpawnStrategy sees the coroutine before and after it is queued.
fn spawn_with(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let named = super::registry::take_forwarded_named();
    let Some(Value::Object(provider)) = args.first().map(|v| v.deref()) else {
        return Err(cx.throw_error("Error", "Scope provider expected"));
    };
    let scope = match scope_of(&provider) {
        Some(s) => Some(s),
        None => {
            let callable = Value::arr(PhpArray::from_values(vec![
                Value::Object(provider.clone()),
                Value::str("provideScope"),
            ]));
            match cx.call_value(&callable, Vec::new())?.deref() {
                Value::Null => cx.current_scope(),
                Value::Object(o) if scope_of(&o).is_some() => scope_of(&o),
                _ => {
                    return Err(cx.throw_error(
                        "Async\\AsyncException",
                        "Scope provider must return an instance of Async\\Scope",
                    ))
                }
            }
        }
    };
    let strategy = provider.class().instanceof_name("async\\spawnstrategy");
    let scope_value = scope
        .as_ref()
        .and_then(|s| s.object())
        .map(Value::Object)
        .unwrap_or_default();
    let hook = |name: &str, co: &Obj| -> Result<(), Unwind> {
        let callable = Value::arr(PhpArray::from_values(vec![
            Value::Object(provider.clone()),
            Value::str(name),
        ]));
        cx.call_value(
            &callable,
            vec![Value::Object(co.clone()), scope_value.clone()],
        )
        .map(drop)
    };
    let before = |co: &Obj| hook("beforeCoroutineEnqueue", co);
    let co = spawn_in(
        cx,
        scope.as_ref(),
        &args[1..],
        named,
        if strategy { Some(&before) } else { None },
    )?;
    if strategy {
        // A failing hook leaves the coroutine queued: it is cancelled before it starts.
        if let Err(e) = hook("afterCoroutineEnqueue", &co) {
            if let Some(t) = crate::runtime::task::task_of(&co) {
                let c = cx.cancellation("Coroutine cancelled")?;
                cx.cancel_task(&t, c, true);
            }
            return Err(e);
        }
    }
    Ok(Value::Object(co))
}

/// What a coroutine spawned with `args` (the callable, then its arguments) and `named`
/// arguments runs, and its name.
pub(crate) fn spawn_entry(args: &[Value], named: Vec<(Name, Value)>) -> (Entry, TaskName) {
    let task = args.first().cloned().unwrap_or_default();
    let rest: Vec<Value> = args.iter().skip(1).map(|v| v.deref()).collect();
    let name = TaskName::Callable(task.clone());
    let entry = move |i: &Interp| {
        let r = if named.is_empty() {
            i.call_entry(&task, rest).map_err(|e| *e)
        } else {
            i.call_value_named(&task, rest, named)
        };
        if let Err(Unwind::Throw(e)) = &r {
            i.mark_entry_frame(e, &task);
        }
        r
    };
    (Box::new(entry), name)
}

fn suspend(cx: &Interp, _: &mut [Value]) -> Result<Value, Unwind> {
    cx.async_start();
    match cx.suspend_current(true) {
        Ok(v) => {
            v.discard();
            Ok(Value::Null)
        }
        Err(e) => Err(Unwind::Throw(e)),
    }
}

/// The awaitable passed as argument `n` of `func` (`param` names it), or a TypeError.
pub(crate) fn completable_arg(
    cx: &Interp,
    v: &Value,
    func: &str,
    n: usize,
    param: &str,
    nullable: bool,
) -> Result<Option<Awaitable>, Unwind> {
    awaitable_arg_of(cx, v, (func, n, param), nullable, "Async\\Completable")
}

/// `completable_arg` for a parameter declared `Async\Awaitable` (the token of the
/// `await_*()` functions and of `Scope`'s waits): the TypeError names that interface.
pub(crate) fn token_arg(
    cx: &Interp,
    v: &Value,
    func: &str,
    n: usize,
    nullable: bool,
) -> Result<Option<Awaitable>, Unwind> {
    awaitable_arg_of(
        cx,
        v,
        (func, n, "cancellation"),
        nullable,
        "Async\\Awaitable",
    )
}

fn awaitable_arg_of(
    cx: &Interp,
    v: &Value,
    (func, n, param): (&str, usize, &str),
    nullable: bool,
    iface: &str,
) -> Result<Option<Awaitable>, Unwind> {
    let v = v.deref();
    if nullable && v.is_null() {
        return Ok(None);
    }
    if let Value::Object(o) = &v {
        if let Some(a) = cx.awaitable_of(o, crate::object::FUTURE_PROBES) {
            return Ok(Some(a));
        }
    }
    let q = if nullable { "?" } else { "" };
    Err(cx.throw_error(
        "TypeError",
        &format!(
            "{func}(): Argument #{n} (${param}) must be of type {q}{iface}, {} given",
            v.type_name_for_error()
        ),
    ))
}

fn await_fn(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let a = args.first().cloned().unwrap_or_default();
    let Some(a) = completable_arg(cx, &a, "Async\\await", 1, "awaitable", false)? else {
        return Ok(Value::Null);
    };
    let t = args.get(1).cloned().unwrap_or_default();
    let token = completable_arg(cx, &t, "Async\\await", 2, "cancellation", true)?;
    cx.async_start();
    cx.await_one(&a, token.as_ref())
}

fn protect(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let f = args.first().map(|v| v.deref()).unwrap_or_default();
    let is_closure = matches!(&f, Value::Object(o) if o.class().instanceof_name("closure"));
    if !is_closure {
        return Err(cx.throw_error(
            "TypeError",
            &format!(
                "Async\\protect(): Argument #1 ($closure) must be of type Closure, {} given",
                f.type_name_for_error()
            ),
        ));
    }
    let cur = cx.sched.current();
    if let Some(t) = &cur {
        t.protect_depth.set(t.protect_depth.get() + 1);
    }
    let r = cx.call_value(&f, Vec::new());
    if let Some(t) = &cur {
        let depth = t.protect_depth.get().saturating_sub(1);
        t.protect_depth.set(depth);
        if depth == 0 {
            let deferred = t.deferred.borrow_mut().take();
            if let Some(c) = deferred {
                if t.cancel.borrow().is_none() {
                    *t.cancel.borrow_mut() = Some(c.clone());
                }
                // Delivered as at a suspension point: a coroutine that catches it goes
                // on, and what it returns is its result.
                if t.cancel.borrow().as_ref().is_some_and(|x| x.ptr_eq(&c)) {
                    t.cancel_thrown.set(true);
                }
                // Thrown over an exception the closure threw, which PHP then chains as
                // the cancellation's previous.
                if let Err(Unwind::Throw(e)) = r {
                    crate::runtime::scheduler::chain_previous(&c, e);
                }
                return Err(Unwind::Throw(c));
            }
        }
    }
    r
}

fn delay(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ms = args.first().map(|v| v.to_int()).unwrap_or(0);
    if ms < 0 {
        return Err(cx.throw_error(
            "ValueError",
            "Async\\delay(): Argument #1 ($ms) must be greater than or equal to 0",
        ));
    }
    cx.delay(ms as u64)?;
    Ok(Value::Null)
}

/// `delay($ms)` with an int `$ms >= 0` inside a coroutine (see `FastBuiltin`).
pub(crate) fn delay_now(cx: &Interp, args: &mut [Value]) -> Option<Result<Value, Unwind>> {
    let [Value::Int(ms)] = args else {
        return None;
    };
    if *ms < 0 || !cx.sched.is_started() || !cx.sched.has_current() {
        return None;
    }
    Some(cx.delay(*ms as u64).map(|_| Value::Null))
}

fn timeout(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ms = args.first().map(|v| v.to_int()).unwrap_or(0);
    if ms <= 0 {
        return Err(cx.throw_error("ValueError", "Timeout value must be greater than 0"));
    }
    let Some(cls) = cx.classes.get("Async\\Timeout") else {
        return Err(cx.throw_error("Error", "Class \"Async\\Timeout\" not found"));
    };
    let obj = crate::object::Obj::new(&cls);
    obj.set_internal(Box::new(TimeoutHandle(TimeoutState::new(ms))));
    Ok(Value::Object(obj))
}

fn signal(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = args.first().map(|v| v.deref()).unwrap_or_default();
    let case = match v {
        Value::Object(o) if o.class().instanceof_name("async\\signal") => o,
        v => {
            return Err(cx.throw_error(
                "TypeError",
                &format!(
                "Async\\signal(): Argument #1 ($signal) must be of type Async\\Signal, {} given",
                v.type_name_for_error()
            ),
            ))
        }
    };
    let token = args.get(1).cloned().unwrap_or_default();
    let token = completable_arg(cx, &token, "Async\\signal", 2, "cancellation", true)?;
    Ok(Value::Object(cx.signal_future(case, token)?))
}

fn current_coroutine(cx: &Interp, _: &mut [Value]) -> Result<Value, Unwind> {
    let cur = cx.sched.current().filter(|_| cx.sched.is_started());
    match cur.and_then(|t| cx.task_object(&t)) {
        Some(o) => Ok(Value::Object(o)),
        None => Err(cx.throw_error(
            "Async\\AsyncException",
            "The current coroutine is not defined",
        )),
    }
}

fn get_coroutines(cx: &Interp, _: &mut [Value]) -> Result<Value, Unwind> {
    let mut out = PhpArray::new();
    for t in cx.sched.live_tasks() {
        if t.hidden {
            continue;
        }
        if let Some(o) = cx.task_object(&t) {
            out.push(Value::Object(o));
        }
    }
    Ok(Value::arr(out))
}

fn runtime_stats(cx: &Interp, _: &mut [Value]) -> Result<Value, Unwind> {
    let s = &cx.sched;
    let started = s.is_started();
    let live = if started { s.live_tasks().len() } else { 0 };
    let (count, capacity) = s.pool_stats();
    let mut out = PhpArray::new();
    let mut put = |k: &str, v: usize| {
        out.insert(k.into(), Value::Int(v as i64));
    };
    put("coroutines_total", live);
    put("coroutines_active", live);
    put("microtasks_queue", s.microtask_len());
    put("coroutine_queue", s.queue_len());
    put("resumed_queue", 0);
    put("fiber_pool_count", count);
    put("fiber_pool_capacity", capacity);
    put("fiber_pool_min", crate::runtime::context_pool::MIN_POOL);
    put("fiber_stack_size", s.stack_size());
    put("fiber_pool_virtual_bytes", capacity * s.stack_size());
    Ok(Value::arr(out))
}

fn available_parallelism(_: &Interp, _: &mut [Value]) -> Result<Value, Unwind> {
    let n = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    Ok(Value::Int(n as i64))
}

/// CPU use since the previous call (zeros the first time): this process in cores and in
/// percent of the machine, the machine's busy percentage, and the load averages.
fn cpu_usage(cx: &Interp, a: &mut [Value]) -> Result<Value, Unwind> {
    let now = cpu::sample();
    let (cores, system, interval) = match cpu::swap_last(now) {
        Some(prev) => {
            let wall = (now.wall_ns - prev.wall_ns).max(0) as f64;
            let used = ((now.user_ns + now.system_ns) - (prev.user_ns + prev.system_ns)) as f64;
            let busy = (now.busy_ns - prev.busy_ns) as f64;
            let all = busy + (now.idle_ns - prev.idle_ns) as f64;
            let cores = if wall > 0.0 {
                used.max(0.0) / wall
            } else {
                0.0
            };
            let system = if all > 0.0 {
                busy.max(0.0) / all * 100.0
            } else {
                0.0
            };
            (cores, system, wall / 1e9)
        }
        None => (0.0, 0.0, 0.0),
    };
    let mut out = PhpArray::new();
    let mut put = |k: &str, v: Value| {
        out.insert(crate::value::Key::from_bytes(k.as_bytes()), v);
    };
    put("process_cores", Value::Float(cores));
    put(
        "process_percent",
        Value::Float(cores / now.cpu_count.max(1) as f64 * 100.0),
    );
    put("system_percent", Value::Float(system));
    put("cpu_count", Value::Int(now.cpu_count));
    put("interval_sec", Value::Float(interval));
    put("loadavg", loadavg(cx, a)?);
    Ok(Value::arr(out))
}

/// The 1, 5 and 15 minute load averages (null where the system does not report them).
fn loadavg(_: &Interp, _: &mut [Value]) -> Result<Value, Unwind> {
    let Ok(text) = std::fs::read_to_string("/proc/loadavg") else {
        return Ok(Value::Null);
    };
    let nums: Vec<f64> = text
        .split_whitespace()
        .take(3)
        .filter_map(|t| t.parse().ok())
        .collect();
    if nums.len() != 3 {
        return Ok(Value::Null);
    }
    Ok(Value::arr(PhpArray::from_values(
        nums.into_iter().map(Value::Float).collect(),
    )))
}

fn graceful_shutdown(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let c = match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) if o.class().instanceof_name("async\\asynccancellation") => Some(o),
        _ => None,
    };
    cx.async_start();
    cx.graceful_shutdown(c);
    Ok(Value::Null)
}
