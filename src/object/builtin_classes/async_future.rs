//! `Async\FutureState` (the writable side) and `Async\Future` (the read side) over one
//! shared state: settling, `map`/`catch`/`finally` chains whose callbacks run in a helper
//! coroutine, awaiting, locations, and the "never used"/"unhandled exception" warnings
//! printed when the last object holding the state is destroyed.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::runtime::awaitable::{Awaitable, AwaitableProbe};
use crate::runtime::event::{Event, Outcome};
use crate::runtime::scheduler::{chain_previous, is_cancellation};
use crate::value::{PhpArray, Value};

type Native = Result<Value, Unwind>;
type Loc = Option<(Rc<str>, i64)>;

#[derive(Clone, Copy)]
enum Kind {
    Map,
    Catch,
    Finally,
}

struct Callback {
    kind: Kind,
    cb: Value,
    child: Rc<FutState>,
}

/// The state shared by a FutureState and its Futures.
pub struct FutState {
    event: Rc<Event>,
    created: Loc,
    completed: RefCell<Loc>,
    used: Cell<bool>,
    handled: Cell<bool>,
    ignored: Cell<bool>,
    callbacks: RefCell<Vec<Callback>>,
    /// The source this state was derived from.
    source: RefCell<Option<Rc<FutState>>>,
    /// The end-of-life warnings were printed.
    reported: Cell<bool>,
}

impl Drop for FutState {
    fn drop(&mut self) {
        if !self.reported.get() {
            for w in self.end_of_life_warnings() {
                crate::runtime::scheduler::defer_warning(w);
            }
        }
    }
}

impl FutState {
    fn new(created: Loc) -> Rc<FutState> {
        Rc::new(FutState {
            event: Event::new(),
            created,
            completed: RefCell::new(None),
            used: Cell::new(false),
            handled: Cell::new(false),
            ignored: Cell::new(false),
            callbacks: RefCell::new(Vec::new()),
            source: RefCell::new(None),
            reported: Cell::new(false),
        })
    }

    /// The "never used" and "unhandled exception" warnings due when the state dies.
    fn end_of_life_warnings(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.ignored.get() {
            return out;
        }
        let created = self
            .created
            .clone()
            .map(|(f, l)| format!(". Created at {f}:{l}"))
            .unwrap_or_default();
        if !self.used.get() {
            out.push(format!(
                "Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning{created}"
            ));
        }
        if let Some(Outcome::Error(e)) = self.event.outcome() {
            if !self.handled.get() && !is_cancellation(&e) {
                let msg = e
                    .get_prop(b"message")
                    .map(|v| v.to_php_string_lossy().to_string_lossy())
                    .unwrap_or_default();
                let completed = self
                    .completed
                    .borrow()
                    .clone()
                    .map(|(f, l)| format!(", completed at {f}:{l}"))
                    .unwrap_or_default();
                out.push(format!(
                    "Unhandled exception in Future: {msg}; use catch() or ignore() to handle{created}{completed}"
                ));
            }
        }
        out
    }

    fn mark_handled(&self) {
        self.handled.set(true);
        let src = self.source.borrow().clone();
        if let Some(s) = src {
            s.mark_handled();
        }
    }
}

/// Internal state of a `FutureState` object.
struct StateHandle(Rc<FutState>);
/// Internal state of a `Future` object.
struct FutureHandle(Rc<FutState>);

fn trace_state(s: &FutState, visit: &mut dyn FnMut(&Value)) {
    s.event.trace(visit);
    for c in s.callbacks.borrow().iter() {
        visit(&c.cb);
    }
}

impl Internal for StateHandle {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        trace_state(&self.0, visit);
    }
}
impl Internal for FutureHandle {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        trace_state(&self.0, visit);
    }
}

/// Finds the awaitable of a Future object.
fn probe(o: &Obj) -> Option<Awaitable> {
    let st = o.with_internal(|h: &mut FutureHandle| h.0.clone())?;
    st.used.set(true);
    let mut a = Awaitable::from_event(st.event.clone());
    let s2 = st.clone();
    a.on_observe = Some(Rc::new(move |failed: bool| {
        if failed {
            s2.mark_handled();
        }
    }));
    Some(a)
}

/// Awaitable kinds defined here, for `Interp::awaitable_of`.
pub const PROBES: &[AwaitableProbe] = &[probe];

/// The methods FutureState and Future share: diagnostics and the end-of-life warnings.
fn common_methods(c: NativeClass) -> NativeClass {
    c.method("getAwaitingInfo", "getAwaitingInfo(): array", awaiting_info)
        .method(
            "getCreatedFileAndLine",
            "getCreatedFileAndLine(): array",
            created_pair,
        )
        .method(
            "getCreatedLocation",
            "getCreatedLocation(): string",
            created_string,
        )
        .method(
            "getCompletedFileAndLine",
            "getCompletedFileAndLine(): array",
            completed_pair,
        )
        .method(
            "getCompletedLocation",
            "getCompletedLocation(): string",
            completed_string,
        )
        .method("__destruct", "__destruct()", destruct)
}

pub fn register(table: &ClassTable) {
    NativeClass::class("Async\\FutureState")
        .final_()
        .sealed()
        .method("__construct", "__construct()", state_construct)
        .method("complete", "complete(mixed $result): void", state_complete)
        .method("error", "error(Throwable $throwable): void", state_error)
        .method("isCompleted", "isCompleted(): bool", is_completed)
        .method("ignore", "ignore(): void", state_ignore)
        .with(common_methods)
        .register(table);
    NativeClass::class("Async\\Future")
        .final_()
        .sealed()
        .implements(table, &["Async\\Completable"])
        .static_method(
            "completed",
            "completed(mixed $value = null): Async\\Future",
            completed,
        )
        .static_method(
            "failed",
            "failed(Throwable $throwable): Async\\Future",
            failed,
        )
        .method(
            "__construct",
            "__construct(Async\\FutureState $state)",
            future_construct,
        )
        .method("isCompleted", "isCompleted(): bool", is_completed)
        .method("isCancelled", "isCancelled(): bool", is_cancelled)
        .method(
            "cancel",
            "cancel(?Async\\AsyncCancellation $cancellation = null): void",
            cancel,
        )
        .method("ignore", "ignore(): Async\\Future", future_ignore)
        .method("map", "map(callable $map): Async\\Future", map)
        .method("catch", "catch(callable $catch): Async\\Future", catch)
        .method(
            "finally",
            "finally(callable $finally): Async\\Future",
            finally,
        )
        .method(
            "await",
            "await(?Async\\Completable $cancellation = null): mixed",
            await_m,
        )
        .with(common_methods)
        .register(table);
}

fn here(interp: &Interp) -> Loc {
    let (f, l) = interp.current_location();
    Some((Rc::from(f.to_string_lossy().as_str()), l))
}

fn state_of(interp: &Interp, this: Option<&Obj>) -> Result<Rc<FutState>, Unwind> {
    let this = super::this(interp, this)?;
    if let Some(s) = this.with_internal(|h: &mut StateHandle| h.0.clone()) {
        return Ok(s);
    }
    if let Some(s) = this.with_internal(|h: &mut FutureHandle| h.0.clone()) {
        return Ok(s);
    }
    Err(interp.throw_error("Async\\AsyncException", "Future has no state"))
}

fn new_future(interp: &Interp, st: Rc<FutState>) -> Result<Obj, Unwind> {
    let Some(cls) = interp.classes.get("Async\\Future") else {
        return Err(interp.throw_error("Error", "Class \"Async\\Future\" not found"));
    };
    let obj = Obj::new(&cls);
    obj.set_internal(Box::new(FutureHandle(st)));
    Ok(obj)
}

/// A Future that Rust code settles later (a channel's `recvAsync()`), and its handle.
pub fn pending_future(interp: &Interp) -> Result<(Obj, PendingFuture), Unwind> {
    let st = FutState::new(here(interp));
    let handle = PendingFuture(Rc::downgrade(&st));
    Ok((new_future(interp, st)?, handle))
}

/// A Future already settled with `o`.
pub fn settled_future(interp: &Interp, o: Outcome) -> Result<Obj, Unwind> {
    let st = FutState::new(here(interp));
    settle(interp, &st, o, here(interp))?;
    new_future(interp, st)
}

/// The settling side of a `pending_future`; it does not keep the Future alive.
pub struct PendingFuture(Weak<FutState>);

impl PendingFuture {
    /// Whether the Future (or something derived from it) still exists.
    pub fn alive(&self) -> bool {
        self.0.strong_count() > 0
    }

    /// Whether it is gone or has settled (nothing can settle it any more).
    pub fn finished(&self) -> bool {
        self.0.upgrade().is_none_or(|st| st.event.is_done())
    }

    /// Complete or fail the Future (nothing happens once it is gone or settled).
    pub fn settle(&self, interp: &Interp, o: Outcome) {
        if let Some(st) = self.0.upgrade() {
            if !st.event.is_done() {
                let _ = settle(interp, &st, o, here(interp));
            }
        }
    }
}

/// Settle a state and schedule the callbacks registered on it.
fn settle(interp: &Interp, st: &Rc<FutState>, o: Outcome, loc: Loc) -> Result<(), Unwind> {
    if st.event.is_done() {
        let at = match st.completed.borrow().clone() {
            Some((f, l)) => format!("{f}:{l}"),
            None => "Unknown:0".to_string(),
        };
        return Err(interp.throw_error(
            "Async\\AsyncException",
            &format!("FutureState is already completed at {at}"),
        ));
    }
    *st.completed.borrow_mut() = loc;
    st.event.complete(interp, o);
    let cbs = std::mem::take(&mut *st.callbacks.borrow_mut());
    if !cbs.is_empty() {
        let src = st.clone();
        interp.spawn_hidden(
            Box::new(move |i: &Interp| {
                for c in cbs {
                    run_callback(i, &src, c)?;
                }
                Ok(Value::Null)
            }),
            false,
        );
    }
    Ok(())
}

/// Run one map/catch/finally callback of a settled source and settle its child.
fn run_callback(interp: &Interp, src: &Rc<FutState>, c: Callback) -> Result<(), Unwind> {
    let Some(o) = src.event.outcome() else {
        return Ok(());
    };
    let result = match (c.kind, o) {
        (Kind::Map, Outcome::Value(v)) => call(interp, &c.cb, v),
        (Kind::Map, Outcome::Error(e)) => Ok(Outcome::Error(e)),
        (Kind::Catch, Outcome::Value(v)) => Ok(Outcome::Value(v)),
        (Kind::Catch, Outcome::Error(e)) => {
            src.mark_handled();
            call(interp, &c.cb, Value::Object(e))
        }
        (Kind::Finally, Outcome::Value(v)) => match call(interp, &c.cb, Value::Null)? {
            Outcome::Error(x) => Ok(Outcome::Error(x)),
            Outcome::Value(_) => Ok(Outcome::Value(v)),
        },
        (Kind::Finally, Outcome::Error(e)) => {
            match call(interp, &c.cb, Value::Object(e.clone()))? {
                Outcome::Error(x) => {
                    chain_previous(&x, e);
                    Ok(Outcome::Error(x))
                }
                Outcome::Value(_) => Ok(Outcome::Error(e)),
            }
        }
    }?;
    let loc = here(interp);
    let _ = settle(interp, &c.child, result, loc);
    Ok(())
}

/// Call a callback with one argument; a thrown exception becomes an error outcome.
fn call(interp: &Interp, cb: &Value, arg: Value) -> Result<Outcome, Unwind> {
    match interp.call_value(cb, vec![arg]) {
        Ok(v) => Ok(Outcome::Value(v)),
        Err(Unwind::Throw(e)) => Ok(Outcome::Error(e)),
        Err(u) => Err(u),
    }
}

fn state_construct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let this = super::this(interp, this)?;
    this.set_internal(Box::new(StateHandle(FutState::new(here(interp)))));
    Ok(Value::Null)
}

fn state_complete(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Native {
    let st = state_of(interp, this)?;
    let v = args.first().map(|v| v.deref()).unwrap_or_default();
    interp.async_start();
    settle(interp, &st, Outcome::Value(v), here(interp))?;
    Ok(Value::Null)
}

fn throwable_arg(interp: &Interp, args: &[Value], func: &str) -> Result<Obj, Unwind> {
    match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) if o.class().instanceof_name("throwable") => Ok(o),
        v => Err(interp.throw_error(
            "TypeError",
            &format!(
                "{func}(): Argument #1 ($throwable) must be of type Throwable, {} given",
                v.unwrap_or_default().type_name_for_error()
            ),
        )),
    }
}

fn state_error(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let st = state_of(interp, this)?;
    let e = throwable_arg(interp, args, "Async\\FutureState::error")?;
    interp.async_start();
    settle(interp, &st, Outcome::Error(e), here(interp))?;
    Ok(Value::Null)
}

fn is_completed(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(state_of(interp, this)?.event.is_done()))
}

fn is_cancelled(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let st = state_of(interp, this)?;
    let r = matches!(st.event.outcome(), Some(Outcome::Error(e)) if e.class().instanceof_name("async\\asynccancellation"));
    Ok(Value::Bool(r))
}

fn state_ignore(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    state_of(interp, this)?.ignored.set(true);
    Ok(Value::Null)
}

fn future_ignore(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    state_of(interp, this)?.ignored.set(true);
    Ok(Value::Object(super::this(interp, this)?.clone()))
}

fn awaiting_info(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let st = state_of(interp, this)?;
    let s = if st.event.is_done() {
        "FutureState(completed)"
    } else {
        "FutureState(pending)"
    };
    Ok(Value::arr(PhpArray::from_values(vec![Value::str(s)])))
}

fn pair(loc: Loc) -> Value {
    let (f, l) = match loc {
        Some((f, l)) => (Value::str(&f), l),
        None => (Value::Null, 0),
    };
    Value::arr(PhpArray::from_values(vec![f, Value::Int(l)]))
}

fn string(loc: Loc) -> Value {
    match loc {
        Some((f, l)) => Value::str(&format!("{f}:{l}")),
        None => Value::str("unknown"),
    }
}

fn created_pair(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(pair(state_of(interp, this)?.created.clone()))
}
fn created_string(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(string(state_of(interp, this)?.created.clone()))
}
fn completed_pair(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(pair(state_of(interp, this)?.completed.borrow().clone()))
}
fn completed_string(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(string(state_of(interp, this)?.completed.borrow().clone()))
}

fn completed(interp: &Interp, _: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let v = args.first().map(|v| v.deref()).unwrap_or_default();
    let st = FutState::new(here(interp));
    settle(interp, &st, Outcome::Value(v), here(interp))?;
    Ok(Value::Object(new_future(interp, st)?))
}

fn failed(interp: &Interp, _: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let e = throwable_arg(interp, args, "Async\\Future::failed")?;
    let st = FutState::new(here(interp));
    settle(interp, &st, Outcome::Error(e), here(interp))?;
    Ok(Value::Object(new_future(interp, st)?))
}

fn future_construct(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Native {
    let this = super::this(interp, this)?;
    let st = match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) => o.with_internal(|h: &mut StateHandle| h.0.clone()),
        _ => None,
    };
    let Some(st) = st else {
        let given = args
            .first()
            .map(|v| v.deref())
            .unwrap_or_default()
            .type_name_for_error();
        return Err(interp.throw_error(
            "TypeError",
            &format!("Async\\Future::__construct(): Argument #1 ($state) must be of type Async\\FutureState, {given} given"),
        ));
    };
    this.set_internal(Box::new(FutureHandle(st)));
    Ok(Value::Null)
}

fn cancel(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let st = state_of(interp, this)?;
    let f = "Async\\Future::cancel";
    let msg = "Future has been cancelled";
    if st.event.is_done() {
        // Settled already: the argument is only checked (no default is made).
        if args.first().is_some_and(|v| !v.deref().is_null()) {
            super::cancellation_arg(interp, f, args, 0, "cancellation", msg)?;
        }
        return Ok(Value::Null);
    }
    let c = super::cancellation_arg(interp, f, args, 0, "cancellation", msg)?;
    settle(interp, &st, Outcome::Error(c), here(interp))?;
    Ok(Value::Null)
}

fn chain(
    interp: &Interp,
    this: Option<&Obj>,
    args: &[Value],
    kind: Kind,
    name: &str,
    param: &str,
) -> Native {
    let st = state_of(interp, this)?;
    let cb = args.first().map(|v| v.deref()).unwrap_or_default();
    if !interp.is_callable(&cb) {
        return Err(interp.throw_error(
            "TypeError",
            &format!(
                "Async\\Future::{name}(): Argument #1 (${param}) must be of type callable, {} given",
                cb.type_name_for_error()
            ),
        ));
    }
    st.used.set(true);
    let child = FutState::new(here(interp));
    *child.source.borrow_mut() = Some(st.clone());
    let c = Callback {
        kind,
        cb,
        child: child.clone(),
    };
    interp.async_start();
    if st.event.is_done() {
        let src = st.clone();
        interp.spawn_hidden(
            Box::new(move |i: &Interp| {
                run_callback(i, &src, c)?;
                Ok(Value::Null)
            }),
            false,
        );
    } else {
        st.callbacks.borrow_mut().push(c);
    }
    Ok(Value::Object(new_future(interp, child)?))
}

fn map(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    chain(interp, this, args, Kind::Map, "map", "map")
}
fn catch(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    chain(interp, this, args, Kind::Catch, "catch", "catch")
}
fn finally(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    chain(interp, this, args, Kind::Finally, "finally", "finally")
}

fn await_m(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let this = super::this(interp, this)?.clone();
    let Some(a) = probe(&this) else {
        return Err(interp.throw_error("Async\\AsyncException", "Future has no state"));
    };
    let t = args.first().cloned().unwrap_or_default();
    let token = crate::builtins::async_api::completable_arg(
        interp,
        &t,
        "Async\\Future::await",
        1,
        "cancellation",
        true,
    )?;
    interp.async_start();
    interp.await_one(&a, token.as_ref())
}

/// When the last object holding a state goes away while nothing else holds it, the
/// end-of-life warnings are printed at once (otherwise when the state is freed).
fn destruct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    const E_WARNING: i64 = 2;
    let Ok(st) = state_of(interp, this) else {
        return Ok(Value::Null);
    };
    // This object's handle and `st` are the only holders left.
    if Rc::strong_count(&st) > 2 || st.reported.get() {
        return Ok(Value::Null);
    }
    st.reported.set(true);
    for w in st.end_of_life_warnings() {
        interp.report_at(E_WARNING, &w, "Unknown", 0);
    }
    Ok(Value::Null)
}
