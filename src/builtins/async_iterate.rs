//! `Async\iterate()`: run a callback for every element of an array or Traversable in
//! worker coroutines of a child scope, at most `$concurrency` callbacks at once (0: no
//! limit). Elements are taken strictly in order; a worker that takes one spawns the next
//! worker (which runs once the callback suspends), so callbacks that never suspend run one
//! after another. The caller waits until the workers are done, then deals with the
//! coroutines the callbacks left behind (cancelled, or awaited with `$cancelPending`
//! false).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::runtime::scope::{Scope, WaitKind};
use crate::runtime::task::{Task, TaskName};
use crate::value::{PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "Async\\iterate",
    sig: "Async\\iterate(mixed $iterable, callable $callback, int $concurrency = 0, bool $cancelPending = true): void",
    call: iterate,
}];

/// Where the elements come from.
enum Source {
    /// An array's elements (taken when the iteration starts) and the next index.
    Array(Vec<(Value, Value)>, usize),
    /// An `Iterator` (a generator included), already rewound.
    Iterator(Obj),
}

/// What the caller and its workers share.
struct Iteration {
    source: RefCell<Source>,
    callback: Value,
    /// At most this many workers (0: no limit).
    limit: usize,
    scope: Rc<Scope>,
    /// Workers that have not finished.
    workers: Cell<usize>,
    /// Workers spawned that have not taken an element yet.
    idle: Cell<usize>,
    /// A worker is moving the iterator (whose methods may suspend).
    moving: Cell<bool>,
    /// No more elements are taken.
    stopped: Cell<bool>,
    /// The first exception a callback (or the iterator) threw.
    error: RefCell<Option<Unwind>>,
    /// The caller, while it waits for the workers.
    waiter: RefCell<Option<Rc<Task>>>,
}

fn iterate(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let iterable = args.first().map(Value::deref).unwrap_or_default();
    let callback = args.get(1).cloned().unwrap_or_default();
    let limit = args.get(2).map(Value::to_int).unwrap_or(0).max(0) as usize;
    let cancel_pending = args.get(3).is_none_or(Value::to_bool);
    let source = match iterable {
        Value::Array(a) => Source::Array(array_elements(&a), 0),
        Value::Object(o) if o.class().instanceof_name("traversable") => {
            Source::Iterator(start_iterator(cx, o)?)
        }
        other => {
            return Err(cx.throw_error(
                "TypeError",
                &format!(
                    "Async\\iterate(): Argument #1 ($iterable) must be of type array|Traversable, {} given",
                    other.type_name_for_error()
                ),
            ))
        }
    };
    cx.async_start();
    let Some(me) = cx.sched.current() else {
        return Ok(Value::Null);
    };
    let parent = cx.current_scope();
    let safe = parent.as_ref().is_some_and(|p| p.safe.get());
    let under_main = parent.is_none();
    let scope = Scope::new(parent, safe, true);
    scope.under_main.set(under_main);
    let it = Rc::new(Iteration {
        source: RefCell::new(source),
        callback,
        limit,
        scope: scope.clone(),
        workers: Cell::new(0),
        idle: Cell::new(0),
        moving: Cell::new(false),
        stopped: Cell::new(false),
        error: RefCell::new(None),
        waiter: RefCell::new(None),
    });
    spawn_worker(cx, &it)?;
    while it.workers.get() > 0 && it.error.borrow().is_none() {
        *it.waiter.borrow_mut() = Some(me.clone());
        let woken = cx.suspend_current(false);
        it.waiter.borrow_mut().take();
        if let Err(e) = woken {
            it.stopped.set(true);
            cancel(
                cx,
                &scope,
                "Cancellation of the iterator due to an exception",
            );
            return Err(Unwind::Throw(e));
        }
    }
    let error = it.error.borrow_mut().take();
    if let Some(e) = error {
        cancel(
            cx,
            &scope,
            "Cancellation of the iterator due to an exception",
        );
        return Err(e);
    }
    if scope.busy() {
        if cancel_pending {
            cancel(
                cx,
                &scope,
                "Cancellation of pending coroutines after iterator completion",
            );
        } else {
            cx.wait_scope_idle(&scope, WaitKind::Completion, None)?;
        }
    }
    cx.close_scope(&scope);
    Ok(Value::Null)
}

/// The (key, value) pairs of an array, in order.
fn array_elements(a: &PhpArray) -> Vec<(Value, Value)> {
    a.iter().map(|(k, v)| (k.to_value(), v.deref())).collect()
}

/// The `Iterator` behind a Traversable (following `getIterator()`), rewound.
fn start_iterator(cx: &Interp, mut o: Obj) -> Result<Obj, Unwind> {
    while o.class().instanceof_name("iteratoraggregate") {
        o = match call(cx, &o, "getIterator")? {
            Value::Object(inner) if inner.class().instanceof_name("traversable") => inner,
            _ => return Err(cx.bad_aggregate(&o.class().name)),
        };
    }
    call(cx, &o, "rewind")?;
    Ok(o)
}

fn call(cx: &Interp, o: &Obj, method: &str) -> Result<Value, Unwind> {
    if let Some(v) = cx.generator_method(o, method, Vec::new())? {
        return Ok(v);
    }
    let mut m = PhpArray::new();
    m.push(Value::Object(o.clone()));
    m.push(Value::str(method));
    cx.call_value(&Value::arr(m), Vec::new())
}

/// Cancel what still runs in the iteration scope and wait for it to stop.
fn cancel(cx: &Interp, scope: &Rc<Scope>, msg: &str) {
    if let Ok(c) = cx.cancellation(msg) {
        cx.cancel_scope(scope, &c, false);
    }
    let _ = cx.wait_scope_idle(scope, WaitKind::AfterCancellation, None);
}

fn spawn_worker(cx: &Interp, it: &Rc<Iteration>) -> Result<(), Unwind> {
    it.workers.set(it.workers.get() + 1);
    it.idle.set(it.idle.get() + 1);
    let worker = it.clone();
    let entry = Box::new(move |cx: &Interp| work(cx, &worker));
    if let Err(e) = cx.spawn_task_in(
        entry,
        TaskName::Fixed("iterate"),
        Some(it.scope.clone()),
        None,
    ) {
        it.workers.set(it.workers.get() - 1);
        it.idle.set(it.idle.get() - 1);
        return Err(e);
    }
    Ok(())
}

/// A worker: take the next element, call the callback, until the elements run out or the
/// iteration stops.
fn work(cx: &Interp, it: &Rc<Iteration>) -> Result<Value, Unwind> {
    it.idle.set(it.idle.get() - 1);
    let r = work_loop(cx, it);
    it.workers.set(it.workers.get() - 1);
    if let Err(e) = r {
        it.stopped.set(true);
        if it.error.borrow().is_none() {
            *it.error.borrow_mut() = Some(e);
        }
    }
    if it.workers.get() == 0 || it.error.borrow().is_some() {
        let waiter = it.waiter.borrow().clone();
        if let Some(w) = waiter {
            cx.wake(&w, Ok(Value::Null));
        }
    }
    Ok(Value::Null)
}

fn work_loop(cx: &Interp, it: &Rc<Iteration>) -> Result<(), Unwind> {
    loop {
        while it.moving.get() && !it.stopped.get() {
            cx.suspend_current(true).map_err(Unwind::Throw)?;
        }
        if it.stopped.get() {
            return Ok(());
        }
        it.moving.set(true);
        let taken = take(cx, it);
        it.moving.set(false);
        let Some((k, v)) = taken? else {
            it.stopped.set(true);
            return Ok(());
        };
        let room = it.limit == 0 || it.workers.get() < it.limit;
        if room && it.idle.get() == 0 {
            spawn_worker(cx, it)?;
        }
        let r = cx.call_value(&it.callback, cx.arg_list([v, k]))?;
        if matches!(r, Value::Bool(false)) {
            it.stopped.set(true);
        }
    }
}

/// The next element, the iterator moved past it (None: no more).
fn take(cx: &Interp, it: &Iteration) -> Result<Option<(Value, Value)>, Unwind> {
    let iter = {
        let mut src = it.source.borrow_mut();
        match &mut *src {
            Source::Array(items, next) => {
                let item = items.get_mut(*next).map(std::mem::take);
                *next += 1;
                return Ok(item);
            }
            Source::Iterator(o) => o.clone(),
        }
    };
    if !call(cx, &iter, "valid")?.to_bool() {
        return Ok(None);
    }
    let v = call(cx, &iter, "current")?;
    let k = call(cx, &iter, "key")?;
    call(cx, &iter, "next")?;
    Ok(Some((k, v)))
}
