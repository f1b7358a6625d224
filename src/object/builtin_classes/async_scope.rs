//! `Async\Scope` (with the `Async\ScopeProvider` and `Async\SpawnStrategy` interfaces): the
//! PHP face of a scope of coroutines. The scope tree itself lives in runtime/scope.rs.

use std::rc::Rc;
use std::time::Duration;

use super::NativeClass;
use crate::builtins::async_api::{spawn_entry, token_arg};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::runtime::scope::{Scope, WaitKind};
use crate::runtime::task::BeforeQueue;
use crate::syntax::ast::Name;
use crate::value::{PhpArray, Value};

type Native = Result<Value, Unwind>;

pub fn register(table: &ClassTable) {
    NativeClass::interface("Async\\ScopeProvider")
        .abstract_method("provideScope", "provideScope(): ?Async\\Scope")
        .register(table);
    NativeClass::interface("Async\\SpawnStrategy")
        .implements(table, &["Async\\ScopeProvider"])
        .abstract_method(
            "beforeCoroutineEnqueue",
            "beforeCoroutineEnqueue(Async\\Coroutine $coroutine, Async\\Scope $scope): array",
        )
        .abstract_method(
            "afterCoroutineEnqueue",
            "afterCoroutineEnqueue(Async\\Coroutine $coroutine, Async\\Scope $scope): void",
        )
        .register(table);
    NativeClass::class("Async\\Scope")
        .final_()
        .sealed()
        .implements(table, &["Async\\ScopeProvider"])
        .static_method(
            "inherit",
            "inherit(?Async\\Scope $parentScope = null): Async\\Scope",
            inherit,
        )
        .method("__construct", "__construct()", construct)
        .method("provideScope", "provideScope(): Async\\Scope", provide_scope)
        .method("asNotSafely", "asNotSafely(): Async\\Scope", as_not_safely)
        .method("allowZombies", "allowZombies(): Async\\Scope", allow_zombies)
        .method(
            "spawn",
            "spawn(callable $callable, mixed ...$params): Async\\Coroutine",
            spawn,
        )
        .method(
            "cancel",
            "cancel(?Async\\AsyncCancellation $cancellationError = null): void",
            cancel,
        )
        .method(
            "awaitCompletion",
            "awaitCompletion(Async\\Awaitable $cancellation): void",
            await_completion,
        )
        .method(
            "awaitAfterCancellation",
            "awaitAfterCancellation(?callable $errorHandler = null, ?Async\\Awaitable $cancellation = null): void",
            await_after_cancellation,
        )
        .method("isFinished", "isFinished(): bool", is_finished)
        .method("isClosed", "isClosed(): bool", is_closed)
        .method("isCancelled", "isCancelled(): bool", is_cancelled)
        .method(
            "setExceptionHandler",
            "setExceptionHandler(callable $exceptionHandler): void",
            set_exception_handler,
        )
        .method(
            "setChildScopeExceptionHandler",
            "setChildScopeExceptionHandler(callable $exceptionHandler): void",
            set_child_handler,
        )
        .method("finally", "finally(Closure $callback): void", finally)
        .method("dispose", "dispose(): void", dispose)
        .method("__destruct", "__destruct()", destruct)
        .method("disposeSafely", "disposeSafely(): void", dispose_safely)
        .method(
            "disposeAfterTimeout",
            "disposeAfterTimeout(int $timeout): void",
            dispose_after_timeout,
        )
        .method("getChildScopes", "getChildScopes(): array", child_scopes)
        .register(table);
}

/// The internal state of an `Async\Scope` object.
struct ScopeHandle(Rc<Scope>);

impl Internal for ScopeHandle {}

impl Drop for ScopeHandle {
    fn drop(&mut self) {
        self.0.object_dropped();
    }
}

/// The scope behind a `Scope` object.
pub fn scope_of(o: &Obj) -> Option<Rc<Scope>> {
    o.with_internal(|h: &mut ScopeHandle| h.0.clone())
}

fn attach(obj: &Obj, scope: Rc<Scope>) {
    scope.set_object(obj);
    obj.set_internal(Box::new(ScopeHandle(scope)));
}

fn async_error(interp: &Interp, msg: &str) -> Unwind {
    interp.throw_error("Async\\AsyncException", msg)
}

/// The scope of `this`, or the "disposed" error once it is detached.
fn live_scope(interp: &Interp, this: Option<&Obj>) -> Result<Rc<Scope>, Unwind> {
    let s = scope(interp, this)?;
    if s.detached.get() {
        return Err(async_error(interp, "Scope object has been disposed"));
    }
    Ok(s)
}

fn scope(interp: &Interp, this: Option<&Obj>) -> Result<Rc<Scope>, Unwind> {
    let this = super::this(interp, this)?;
    scope_of(this).ok_or_else(|| interp.throw_error("Error", "Scope is not initialized"))
}

fn construct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    if !args.is_empty() {
        return Err(interp.throw_error(
            "ArgumentCountError",
            &format!(
                "Async\\Scope::__construct() expects exactly 0 arguments, {} given",
                args.len()
            ),
        ));
    }
    let this = super::this(interp, this)?;
    attach(this, Scope::new(None, false, false));
    Ok(Value::Null)
}

fn inherit(interp: &Interp, _: Option<&Obj>, class: &Rc<Class>, args: &mut [Value]) -> Native {
    let parent = match args.first().map(Value::deref) {
        Some(Value::Object(o)) => Some(
            scope_of(&o).ok_or_else(|| interp.throw_error("Error", "Scope is not initialized"))?,
        ),
        _ => interp.current_scope(),
    };
    if let Some(p) = &parent {
        if p.detached.get() || p.closed.get() {
            return Err(async_error(
                interp,
                "Cannot inherit a Scope from a parent Scope that has already been disposed.",
            ));
        }
    }
    let safe = parent.as_ref().is_none_or(|p| p.safe.get());
    let under_main = parent.is_none();
    let obj = Obj::new(class);
    let scope = Scope::new(parent, safe, false);
    scope.under_main.set(under_main);
    attach(&obj, scope);
    Ok(Value::Object(obj))
}

fn provide_scope(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Object(super::this(interp, this)?.clone()))
}

fn set_safe(interp: &Interp, this: Option<&Obj>, safe: bool) -> Native {
    live_scope(interp, this)?.safe.set(safe);
    Ok(Value::Object(super::this(interp, this)?.clone()))
}

fn as_not_safely(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    set_safe(interp, this, false)
}

fn allow_zombies(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    set_safe(interp, this, true)
}

/// Spawn `args` (callable and arguments) and `named` arguments in `scope` (None: the main scope); `before` sees
/// the coroutine before it is queued.
pub fn spawn_in(
    interp: &Interp,
    scope: Option<&Rc<Scope>>,
    args: &[Value],
    named: Vec<(Name, Value)>,
    before: Option<BeforeQueue>,
) -> Result<Obj, Unwind> {
    let (entry, name) = spawn_entry(args, named);
    let Some(scope) = scope else {
        return interp.spawn_task_in(entry, name, None, before);
    };
    if scope.detached.get() {
        return Err(async_error(interp, "Scope object has been disposed"));
    }
    if scope.closed.get() {
        return Err(async_error(
            interp,
            "Cannot spawn a coroutine in a closed scope",
        ));
    }
    interp.spawn_task_in(entry, name, Some(scope.clone()), before)
}

fn spawn(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let named = crate::builtins::registry::take_forwarded_named();
    super::callable_arg(interp, "Async\\Scope::spawn", args, 0, "callable", false)?;
    let s = scope(interp, this)?;
    spawn_in(interp, Some(&s), args, named, None).map(Value::Object)
}

fn cancel(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let s = scope(interp, this)?;
    let f = "Async\\Scope::cancel";
    let c = super::cancellation_arg(
        interp,
        f,
        args,
        0,
        "cancellationError",
        "Scope was cancelled",
    )?;
    interp.cancel_scope(&s, &c, s.safe.get());
    Ok(Value::Null)
}

/// The caller runs inside `scope` (or a descendant): it cannot wait for it.
fn check_outside(interp: &Interp, scope: &Rc<Scope>) -> Result<(), Unwind> {
    if interp.current_scope().is_some_and(|c| c.within(scope)) {
        return Err(async_error(
            interp,
            "Cannot await completion of scope from a coroutine that belongs to the same scope or its children",
        ));
    }
    Ok(())
}

fn await_completion(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Native {
    let s = scope(interp, this)?;
    let token = token_arg(
        interp,
        args.first().unwrap_or(&Value::Null),
        "Async\\Scope::awaitCompletion",
        1,
        false,
    )?;
    if let Some(t) = &token {
        t.observe();
    }
    if !interp.sched.is_started() || s.detached.get() || s.closed.get() {
        return Ok(Value::Null);
    }
    if s.cancelled.get() {
        return Err(interp.throw_error("Async\\AsyncCancellation", "The scope has been cancelled"));
    }
    check_outside(interp, &s)?;
    if let Some(t) = &token {
        if t.is_done() {
            return Err(interp.token_fired(t));
        }
    }
    interp.wait_scope_idle(&s, WaitKind::Completion, token.as_ref())?;
    Ok(Value::Null)
}

fn await_after_cancellation(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Native {
    let f = "Async\\Scope::awaitAfterCancellation";
    let handler = super::callable_arg(interp, f, args, 0, "errorHandler", true)?;
    let s = scope(interp, this)?;
    let token = token_arg(
        interp,
        args.get(1).unwrap_or(&Value::Null),
        "Async\\Scope::awaitAfterCancellation",
        2,
        true,
    )?;
    if !interp.sched.is_started() || s.detached.get() || s.closed.get() {
        return Ok(Value::Null);
    }
    if !s.cancelled.get() {
        return Err(async_error(
            interp,
            "Attempt to await a Scope that has not been cancelled",
        ));
    }
    check_outside(interp, &s)?;
    loop {
        match interp.wait_scope_idle(&s, WaitKind::AfterCancellation, token.as_ref()) {
            Ok(()) => return Ok(Value::Null),
            Err(Unwind::Throw(e)) => {
                let from_token = e
                    .class()
                    .instanceof_name("async\\operationcanceledexception");
                match &handler {
                    Some(h) if !from_token => {
                        let this_obj = super::this(interp, this)?.clone();
                        interp.call_value(h, vec![Value::Object(e), Value::Object(this_obj)])?;
                    }
                    _ => return Err(Unwind::Throw(e)),
                }
            }
            Err(u) => return Err(u),
        }
    }
}

fn is_finished(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let s = scope(interp, this)?;
    Ok(Value::Bool(
        !s.busy() || s.cancelled.get() || s.closed.get() || s.detached.get(),
    ))
}

fn is_closed(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let s = scope(interp, this)?;
    Ok(Value::Bool(s.closed.get() || s.detached.get()))
}

fn is_cancelled(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(scope(interp, this)?.cancelled.get()))
}

fn set_exception_handler(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Native {
    let f = "Async\\Scope::setExceptionHandler";
    let handler = super::callable_arg(interp, f, args, 0, "exceptionHandler", false)?;
    let s = scope(interp, this)?;
    *s.handler.borrow_mut() = handler;
    Ok(Value::Null)
}

fn set_child_handler(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Native {
    let f = "Async\\Scope::setChildScopeExceptionHandler";
    let handler = super::callable_arg(interp, f, args, 0, "exceptionHandler", false)?;
    let s = scope(interp, this)?;
    *s.child_handler.borrow_mut() = handler;
    Ok(Value::Null)
}

fn finally(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let this_obj = super::this(interp, this)?.clone();
    let cb = super::closure_arg(interp, "Async\\Scope::finally", args, 0, "callback")?;
    let s = scope(interp, this)?;
    if s.detached.get() {
        interp.call_value(&cb, vec![Value::Object(this_obj)])?;
        return Ok(Value::Null);
    }
    s.add_finally(cb);
    Ok(Value::Null)
}

fn dispose_with(interp: &Interp, this: Option<&Obj>, safe: Option<bool>) -> Native {
    let s = scope(interp, this)?;
    let c = interp.cancellation("Scope was cancelled")?;
    interp.cancel_scope(&s, &c, safe.unwrap_or(s.safe.get()));
    Ok(Value::Null)
}

/// At the end of the script, objects are destroyed in creation order and a `Scope`
/// object's scope is disposed right then (not at the next scheduling step), so that the
/// destructors of later objects find it gone: `finally()` then calls its callback at once.
fn destruct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let Some(s) = this.and_then(scope_of) else {
        return Ok(Value::Null);
    };
    if !interp.at_shutdown.get() || s.detached.get() {
        return Ok(Value::Null);
    }
    if s.busy() {
        let c = interp.cancellation("Scope is being disposed due to object destruction")?;
        interp.cancel_scope(&s, &c, s.safe.get());
    } else {
        interp.close_scope(&s);
        s.detached.set(true);
    }
    Ok(Value::Null)
}

fn dispose(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    dispose_with(interp, this, None)
}

fn dispose_safely(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    dispose_with(interp, this, Some(true))
}

fn dispose_after_timeout(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Native {
    let s = scope(interp, this)?;
    let ms = args.first().map(|v| v.deref().to_int()).unwrap_or(0);
    if ms < 0 {
        return Err(interp.throw_error(
            "ValueError",
            "Async\\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be greater than or equal to 0",
        ));
    }
    if s.closed.get() || s.detached.get() || !s.busy() {
        return Ok(Value::Null);
    }
    interp.async_start();
    let target = Rc::downgrade(&s);
    interp.sched.add_timer(
        Duration::from_millis(ms as u64),
        Box::new(move |i: &Interp| {
            let Some(s) = target.upgrade() else {
                return;
            };
            if let Ok(c) = i.cancellation("Scope has been disposed due to timeout") {
                i.cancel_scope(&s, &c, s.safe.get());
            }
        }),
    );
    Ok(Value::Null)
}

fn child_scopes(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let s = scope(interp, this)?;
    let list = s
        .children()
        .into_iter()
        .filter(|c| !c.internal)
        .filter_map(|c| c.object().map(Value::Object))
        .collect();
    Ok(Value::arr(PhpArray::from_values(list)))
}
