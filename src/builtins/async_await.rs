//! The `Async\await_*()` family: wait for several awaitables at once (all, any, the first
//! success, N of them), with results and errors keyed like the input collection. Arrays
//! are registered by the caller; Traversables are iterated by a helper coroutine while the
//! caller waits. Functions that wait for "stragglers" keep waiting, after deciding, until
//! every coroutine of an array input has finished.

use std::cell::RefCell;
use std::rc::Rc;

use super::async_api::token_arg;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::runtime::awaitable::Awaitable;
use crate::runtime::event::{Event, Outcome, SubId};
use crate::runtime::task::Task;
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "Async\\await_any_or_fail", sig: "Async\\await_any_or_fail(mixed $triggers, mixed $cancellation = null): mixed", call: await_any_or_fail },
    Builtin { name: "Async\\await_first_success", sig: "Async\\await_first_success(mixed $triggers, mixed $cancellation = null): array", call: await_first_success },
    Builtin { name: "Async\\await_all_or_fail", sig: "Async\\await_all_or_fail(mixed $triggers, mixed $cancellation = null, bool $preserveKeyOrder = true): array", call: await_all_or_fail },
    Builtin { name: "Async\\await_all", sig: "Async\\await_all(mixed $triggers, mixed $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array", call: await_all },
    Builtin { name: "Async\\await_any_of_or_fail", sig: "Async\\await_any_of_or_fail(int $count, mixed $triggers, mixed $cancellation = null, bool $preserveKeyOrder = true): array", call: await_any_of_or_fail },
    Builtin { name: "Async\\await_any_of", sig: "Async\\await_any_of(int $count, mixed $triggers, mixed $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array", call: await_any_of },
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    AnyOrFail,
    FirstSuccess,
    AllOrFail,
    All,
    AnyOfOrFail(i64),
    AnyOf(i64),
}

impl Mode {
    fn stragglers(self) -> bool {
        matches!(
            self,
            Mode::FirstSuccess | Mode::AllOrFail | Mode::All | Mode::AnyOf(_)
        )
    }
    fn name(self) -> &'static str {
        match self {
            Mode::AnyOrFail => "Async\\await_any_or_fail",
            Mode::FirstSuccess => "Async\\await_first_success",
            Mode::AllOrFail => "Async\\await_all_or_fail",
            Mode::All => "Async\\await_all",
            Mode::AnyOfOrFail(_) => "Async\\await_any_of_or_fail",
            Mode::AnyOf(_) => "Async\\await_any_of",
        }
    }
}

struct Options {
    mode: Mode,
    preserve: bool,
    fill_null: bool,
}

/// One trigger: its key, its awaitable, and its outcome with the completion order.
struct Slot {
    key: Value,
    awaitable: Awaitable,
    settled: Option<(Outcome, usize)>,
}

#[derive(Default)]
struct Wait {
    slots: Vec<Slot>,
    /// Slots settled so far (the next completion's order number).
    completions: usize,
    successes: usize,
    /// Indexes of the first slot to settle, to succeed, to fail.
    first_settled: Option<usize>,
    first_success: Option<usize>,
    first_error: Option<usize>,
    /// Unsettled slots that are coroutines (stragglers some modes wait for).
    pending_tasks: usize,
    /// Events already registered from a Traversable (each is waited for once).
    seen: std::collections::HashSet<usize>,
    /// All triggers are known (array registered, or iterator exhausted).
    complete_list: bool,
    iter_error: Option<Obj>,
    subs: Vec<(Rc<Event>, SubId)>,
    /// Registration stopped early because the outcome was already decided.
    stopped: bool,
    next_index: i64,
}

type Shared = Rc<RefCell<Wait>>;

impl Wait {
    /// Record the outcome of slot `idx` (in completion order).
    fn settle(&mut self, idx: usize, o: Outcome) {
        let n = self.completions;
        let Some(s) = self.slots.get_mut(idx) else {
            return;
        };
        if s.settled.is_some() {
            return;
        }
        if s.awaitable.task.is_some() {
            self.pending_tasks = self.pending_tasks.saturating_sub(1);
        }
        let first = match o {
            Outcome::Value(_) => {
                self.successes += 1;
                &mut self.first_success
            }
            Outcome::Error(_) => &mut self.first_error,
        };
        first.get_or_insert(idx);
        self.first_settled.get_or_insert(idx);
        s.settled = Some((o, n));
        self.completions += 1;
    }

    /// Every trigger is known and settled.
    fn all_done(&self) -> bool {
        (self.complete_list || self.stopped) && self.completions == self.slots.len()
    }
}

enum Decision {
    Value(Value),
    Throw(Obj),
}

fn await_any_or_fail(cx: &Interp, a: &mut [Value]) -> Result<Value, Unwind> {
    let o = Options {
        mode: Mode::AnyOrFail,
        preserve: true,
        fill_null: false,
    };
    run(cx, &arg(a, 0), &arg(a, 1), o)
}
fn await_first_success(cx: &Interp, a: &mut [Value]) -> Result<Value, Unwind> {
    let o = Options {
        mode: Mode::FirstSuccess,
        preserve: true,
        fill_null: false,
    };
    run(cx, &arg(a, 0), &arg(a, 1), o)
}
fn await_all_or_fail(cx: &Interp, a: &mut [Value]) -> Result<Value, Unwind> {
    let o = Options {
        mode: Mode::AllOrFail,
        preserve: flag(a, 2, true),
        fill_null: false,
    };
    run(cx, &arg(a, 0), &arg(a, 1), o)
}
fn await_all(cx: &Interp, a: &mut [Value]) -> Result<Value, Unwind> {
    let o = Options {
        mode: Mode::All,
        preserve: flag(a, 2, true),
        fill_null: flag(a, 3, false),
    };
    run(cx, &arg(a, 0), &arg(a, 1), o)
}
fn await_any_of_or_fail(cx: &Interp, a: &mut [Value]) -> Result<Value, Unwind> {
    let n = arg(a, 0).to_int();
    let o = Options {
        mode: Mode::AnyOfOrFail(n),
        preserve: flag(a, 3, true),
        fill_null: false,
    };
    run(cx, &arg(a, 1), &arg(a, 2), o)
}
fn await_any_of(cx: &Interp, a: &mut [Value]) -> Result<Value, Unwind> {
    let n = arg(a, 0).to_int();
    let o = Options {
        mode: Mode::AnyOf(n),
        preserve: flag(a, 3, true),
        fill_null: flag(a, 4, false),
    };
    run(cx, &arg(a, 1), &arg(a, 2), o)
}

fn arg(a: &[Value], i: usize) -> Value {
    a.get(i).map(|v| v.deref()).unwrap_or_default()
}

fn flag(a: &[Value], i: usize, default: bool) -> bool {
    a.get(i).map(|v| v.to_bool()).unwrap_or(default)
}

fn async_error(cx: &Interp, msg: &str) -> Unwind {
    cx.throw_error("Async\\AsyncException", msg)
}

fn run(cx: &Interp, triggers: &Value, token: &Value, o: Options) -> Result<Value, Unwind> {
    let is_array = matches!(triggers, Value::Array(_));
    let traversable = match triggers {
        Value::Object(ob) if ob.class().instanceof_name("traversable") => Some(ob.clone()),
        _ => None,
    };
    // The declared types are checked first, in parameter order, as PHP's parameter
    // parsing does: `await_any_of_or_fail()` declares its triggers `iterable`, the others
    // check theirs by hand afterwards.
    let counted = matches!(o.mode, Mode::AnyOfOrFail(_) | Mode::AnyOf(_));
    if !is_array && traversable.is_none() && matches!(o.mode, Mode::AnyOfOrFail(_)) {
        return Err(cx.throw_error(
            "TypeError",
            &format!(
                "{}(): Argument #2 ($triggers) must be of type iterable, {} given",
                o.mode.name(),
                triggers.type_name_for_error()
            ),
        ));
    }
    let token = token_arg(cx, token, o.mode.name(), if counted { 3 } else { 2 }, true)?;
    if !is_array && traversable.is_none() {
        return Err(async_error(
            cx,
            "Expected parameter 'iterable' to be an array or an object implementing Traversable",
        ));
    }
    if matches!(o.mode, Mode::AnyOfOrFail(0)) {
        return Ok(Value::empty_array());
    }
    let caller = cx.task_to_park(token.as_ref())?;
    let w: Shared = Rc::default();
    if let Value::Array(arr) = triggers {
        for (k, v) in arr.iter() {
            let v = v.deref();
            if v.is_null() {
                continue;
            }
            let a = awaitable_item(cx, &v)?;
            register(cx, &w, &caller, k.to_value(), a, false);
            if decided(&w.borrow(), &o, true) {
                w.borrow_mut().stopped = true;
                break;
            }
        }
        w.borrow_mut().complete_list = true;
    } else if let Some(it) = traversable {
        let (w2, caller2) = (w.clone(), caller.clone());
        cx.spawn_hidden(
            Box::new(move |i: &Interp| {
                let r = i.iterate_object(None, &it, false, true, &mut |k, v| {
                    let v = v.deref();
                    if v.is_null() {
                        return Ok(true);
                    }
                    let key = match k.deref() {
                        Value::Null => {
                            let n = w2.borrow().next_index;
                            Value::Int(n)
                        }
                        k @ (Value::Int(_) | Value::Str(_)) => k,
                        _ => {
                            return Err(async_error(
                                i,
                                "Invalid key type: must be string, long or null",
                            ))
                        }
                    };
                    let a = awaitable_item(i, &v)?;
                    let fresh = w2.borrow_mut().seen.insert(Rc::as_ptr(&a.event) as usize);
                    if fresh {
                        register(i, &w2, &caller2, key, a, true);
                    }
                    Ok(true)
                });
                {
                    let mut w = w2.borrow_mut();
                    w.complete_list = true;
                    if let Err(Unwind::Throw(e)) = &r {
                        w.iter_error = Some(e.clone());
                    }
                }
                if r.is_err() {
                    // The iteration's scope ends: what it spawned and did not start never runs.
                    cancel_unstarted_children(i);
                }
                i.wake(&caller2, Ok(Value::Null));
                match r {
                    Err(Unwind::Throw(_)) | Ok(()) => Ok(Value::Null),
                    Err(u) => Err(u),
                }
            }),
            false,
        );
    }
    if let Some(t) = &token {
        if let Some(id) = cx.subscribe_token(&caller, t) {
            w.borrow_mut().subs.push((t.event.clone(), id));
        }
    }
    let r = wait_loop(cx, &w, &o, is_array, token.as_ref());
    if let Some(t) = &token {
        t.disarm(cx);
    }
    let subs = std::mem::take(&mut w.borrow_mut().subs);
    for (ev, id) in subs {
        ev.unsubscribe(id);
    }
    r
}

/// Cancel the coroutines the running one spawned that have not started.
fn cancel_unstarted_children(cx: &Interp) {
    let Some(me) = cx.sched.current() else {
        return;
    };
    for t in cx.sched.live_tasks() {
        if t.spawner.get() == me.seq && !t.is_started() {
            if let Ok(c) = cx.cancellation("Coroutine cancelled") {
                cx.cancel_task(&t, c, true);
            }
        }
    }
}

/// The awaitable of one trigger, or the AsyncException for anything else.
fn awaitable_item(cx: &Interp, v: &Value) -> Result<Awaitable, Unwind> {
    if let Value::Object(o) = v {
        if let Some(a) = cx.awaitable_of(o, crate::object::FUTURE_PROBES) {
            return Ok(a);
        }
    }
    Err(async_error(
        cx,
        "Expected item to be an Async\\Awaitable object",
    ))
}

/// Add a trigger: record it at once when already settled, else subscribe to it.
fn register(
    cx: &Interp,
    w: &Shared,
    caller: &Rc<Task>,
    key: Value,
    a: Awaitable,
    wake_on_done: bool,
) {
    let idx = {
        let mut wm = w.borrow_mut();
        if let Value::Int(n) = key {
            if n >= wm.next_index {
                wm.next_index = n + 1;
            }
        }
        if a.task.is_some() {
            wm.pending_tasks += 1;
        }
        wm.slots.push(Slot {
            key,
            awaitable: a.clone(),
            settled: None,
        });
        wm.slots.len() - 1
    };
    if let Some(o) = a.event.outcome() {
        a.observe();
        w.borrow_mut().settle(idx, o);
        if wake_on_done {
            cx.wake(caller, Ok(Value::Null));
        }
        return;
    }
    a.arm(cx);
    let (w2, me, a2) = (w.clone(), caller.clone(), a.clone());
    let sub = a.event.subscribe(
        cx,
        Rc::new(move |i: &Interp, o: &Outcome| {
            a2.observe();
            w2.borrow_mut().settle(idx, o.clone());
            i.wake(&me, Ok(Value::Null));
        }),
    );
    if let Some(id) = sub {
        w.borrow_mut().subs.push((a.event.clone(), id));
    }
}

/// Suspend until the wait is decided. The token's countdown starts when the caller first
/// actually suspends.
fn wait_loop(
    cx: &Interp,
    w: &Shared,
    o: &Options,
    is_array: bool,
    token: Option<&Awaitable>,
) -> Result<Value, Unwind> {
    let mut armed = false;
    loop {
        if let Some(e) = w.borrow().iter_error.clone() {
            return Err(Unwind::Throw(e));
        }
        let wr = w.borrow();
        if decided(&wr, o, false) {
            let waiting_stragglers = is_array && o.mode.stragglers() && wr.pending_tasks > 0;
            if !waiting_stragglers {
                return match decision(&wr, o) {
                    Decision::Value(v) => Ok(v),
                    Decision::Throw(e) => Err(Unwind::Throw(e)),
                };
            }
        }
        drop(wr);
        if let Some(t) = token.filter(|_| !armed) {
            t.arm(cx);
            armed = true;
        }
        cx.suspend_current(false).map_err(Unwind::Throw)?;
    }
}

/// Whether the wait is decided (from the running tallies, without building anything).
/// `registering`: called during the array registration pass (a decision there stops
/// registration).
fn decided(w: &Wait, o: &Options, registering: bool) -> bool {
    let all_done = w.all_done();
    let reached = |n: i64| n > 0 && w.successes as i64 >= n;
    let d = match o.mode {
        Mode::AnyOrFail => w.first_settled.is_some() || all_done,
        Mode::FirstSuccess => w.first_success.is_some() || all_done,
        Mode::AllOrFail => w.first_error.is_some() || all_done,
        Mode::All => all_done,
        Mode::AnyOfOrFail(n) => w.first_error.is_some() || all_done || reached(n),
        Mode::AnyOf(n) => all_done || reached(n),
    };
    // During registration only an early, final answer stops the pass.
    d && !(registering && matches!(o.mode, Mode::All | Mode::AllOrFail) && !all_done)
}

/// The answer of a decided wait.
fn decision(w: &Wait, o: &Options) -> Decision {
    let settled: Vec<&Slot> = {
        let mut v: Vec<&Slot> = w.slots.iter().filter(|s| s.settled.is_some()).collect();
        v.sort_by_key(|s| s.settled.as_ref().map(|x| x.1).unwrap_or(0));
        v
    };
    let outcome = |i: Option<usize>| w.slots.get(i?)?.settled.as_ref().map(|s| &s.0);
    let first_error = || match outcome(w.first_error) {
        Some(Outcome::Error(e)) => Some(e.clone()),
        _ => None,
    };
    match o.mode {
        Mode::AnyOrFail => match outcome(w.first_settled) {
            Some(Outcome::Value(v)) => Decision::Value(v.clone()),
            Some(Outcome::Error(e)) => Decision::Throw(e.clone()),
            None => Decision::Value(Value::Null),
        },
        Mode::FirstSuccess => {
            let first = match outcome(w.first_success) {
                Some(Outcome::Value(v)) => v.clone(),
                _ => Value::Null,
            };
            Decision::Value(pair(first, errors(&settled)))
        }
        Mode::AllOrFail | Mode::AnyOfOrFail(_) => match first_error() {
            Some(e) => Decision::Throw(e),
            None => Decision::Value(results(w, &settled, o)),
        },
        Mode::All | Mode::AnyOf(_) => {
            Decision::Value(pair(results(w, &settled, o), errors(&settled)))
        }
    }
}

fn pair(a: Value, b: Value) -> Value {
    Value::arr(PhpArray::from_values(vec![a, b]))
}

fn put(arr: &mut PhpArray, key: &Value, v: Value) {
    match key {
        Value::Int(n) => {
            arr.insert(Key::Int(*n), v);
        }
        k => {
            arr.insert(Key::from_bytes(k.to_php_string_lossy().as_bytes()), v);
        }
    }
}

/// Successful results keyed by trigger key (key order, or completion order).
fn results(w: &Wait, settled: &[&Slot], o: &Options) -> Value {
    let mut out = PhpArray::new();
    if o.preserve || o.fill_null {
        for s in &w.slots {
            match &s.settled {
                Some((Outcome::Value(v), _)) => put(&mut out, &s.key, v.clone()),
                Some((Outcome::Error(_), _)) if o.fill_null => put(&mut out, &s.key, Value::Null),
                None if o.fill_null && matches!(o.mode, Mode::All | Mode::AnyOf(_)) => {
                    put(&mut out, &s.key, Value::Null)
                }
                _ => {}
            }
        }
    } else {
        for s in settled {
            if let Some((Outcome::Value(v), _)) = &s.settled {
                put(&mut out, &s.key, v.clone());
            }
        }
    }
    Value::arr(out)
}

/// Errors keyed by trigger key, in completion order.
fn errors(settled: &[&Slot]) -> Value {
    let mut out = PhpArray::new();
    for s in settled {
        if let Some((Outcome::Error(e), _)) = &s.settled {
            put(&mut out, &s.key, Value::Object(e.clone()));
        }
    }
    Value::arr(out)
}
