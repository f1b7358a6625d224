//! What a coroutine can await: the event behind a `Coroutine`, a `Future` or a `Timeout`,
//! and the waits on them — `await` with an optional cancellation token, `delay` and the
//! sleep family.
//! A `Timeout` counts down only while some wait uses it.

use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use super::event::{Event, Outcome, SubId};
use super::scheduler::{chain_previous, outcome_result};
use super::task::{Task, TaskHandle};
use super::timer::TimerId;
use super::waker::Delivery;
use crate::eval::{Interp, Unwind};
use crate::object::{Internal, Obj};
use crate::value::Value;

/// The state of an `Async\Timeout`: completes with a TimeoutException after `ms`
/// milliseconds of being waited on.
pub struct TimeoutState {
    pub ms: i64,
    pub event: Rc<Event>,
    armed: Cell<Option<TimerId>>,
    pub cancelled: Cell<bool>,
}

impl TimeoutState {
    pub fn new(ms: i64) -> Rc<TimeoutState> {
        Rc::new(TimeoutState {
            ms,
            event: Event::new(),
            armed: Cell::new(None),
            cancelled: Cell::new(false),
        })
    }

    fn arm(self: &Rc<Self>, interp: &Interp) {
        if self.event.is_done() || self.armed.get().is_some() {
            return;
        }
        let me = self.clone();
        let id = interp.sched.add_timer(
            Duration::from_millis(self.ms.max(0) as u64),
            Box::new(move |i: &Interp| {
                me.armed.set(None);
                let msg = format!("Timeout occurred after {} milliseconds", me.ms);
                if let Ok(e) = i.create_exception("Async\\TimeoutException", &msg) {
                    me.event.complete(i, Outcome::Error(e));
                }
            }),
        );
        self.armed.set(Some(id));
    }

    fn disarm(&self, interp: &Interp) {
        if let Some(id) = self.armed.take() {
            interp.sched.cancel_timer(id);
        }
    }

    /// `Timeout::cancel()`: disarm for good. The timeout is then complete (without an
    /// exception), so a wait that uses it as a token is cancelled: at once when it starts
    /// later, or when it is waiting on it right now.
    pub fn cancel(&self, interp: &Interp) {
        self.disarm(interp);
        self.cancelled.set(true);
        self.event.complete(interp, Outcome::Value(Value::Null));
    }
}

/// The internal state of an `Async\Timeout` object.
pub struct TimeoutHandle(pub Rc<TimeoutState>);

impl Internal for TimeoutHandle {}

/// Something a coroutine can wait on.
#[derive(Clone)]
pub struct Awaitable {
    pub event: Rc<Event>,
    pub task: Option<Rc<Task>>,
    pub timeout: Option<Rc<TimeoutState>>,
    /// Called when the awaitable's outcome is delivered to a waiter.
    pub on_observe: Option<Rc<dyn Fn(bool)>>,
}

impl Awaitable {
    pub fn from_event(event: Rc<Event>) -> Awaitable {
        Awaitable {
            event,
            task: None,
            timeout: None,
            on_observe: None,
        }
    }

    /// Start the countdown of a timeout used by a wait.
    pub fn arm(&self, interp: &Interp) {
        if let Some(t) = &self.timeout {
            if !t.cancelled.get() {
                t.arm(interp);
            }
        }
    }

    pub fn disarm(&self, interp: &Interp) {
        if let Some(t) = &self.timeout {
            t.disarm(interp);
        }
    }

    /// Mark the outcome as seen by a waiter (`failed`: an error was delivered).
    pub fn observe(&self) {
        if let Some(t) = &self.task {
            t.observed.set(true);
        }
        if let Some(f) = &self.on_observe {
            let failed = matches!(self.event.outcome(), Some(Outcome::Error(_)));
            f(failed);
        }
    }

    pub fn is_done(&self) -> bool {
        self.event.is_done()
    }
}

/// Constructors of awaitables for object kinds defined elsewhere (Future).
pub type AwaitableProbe = fn(&Obj) -> Option<Awaitable>;

impl Interp {
    /// The awaitable behind a `Coroutine`, `Future` or `Timeout` object.
    pub fn awaitable_of(&self, o: &Obj, probes: &[AwaitableProbe]) -> Option<Awaitable> {
        if let Some(t) = o.with_internal(|h: &mut TaskHandle| h.0.clone()) {
            return Some(Awaitable {
                event: t.done.clone(),
                task: Some(t),
                timeout: None,
                on_observe: None,
            });
        }
        if let Some(t) = o.with_internal(|h: &mut TimeoutHandle| h.0.clone()) {
            return Some(Awaitable {
                event: t.event.clone(),
                task: None,
                timeout: Some(t),
                on_observe: None,
            });
        }
        probes.iter().find_map(|p| p(o))
    }

    /// The `OperationCanceledException` of a fired cancellation token.
    pub fn token_fired(&self, token: &Awaitable) -> Unwind {
        let e = match self.create_exception(
            "Async\\OperationCanceledException",
            "Operation has been cancelled",
        ) {
            Ok(e) => e,
            Err(u) => return u,
        };
        if let Some(Outcome::Error(prev)) = token.event.outcome() {
            chain_previous(&e, prev);
        }
        Unwind::Throw(e)
    }

    /// The running coroutine, about to wait: a token that has already fired ends the wait
    /// with its cancellation; outside a coroutine there is nothing to park.
    #[inline(always)]
    pub fn task_to_park(&self, token: Option<&Awaitable>) -> Result<Rc<Task>, Unwind> {
        if let Some(t) = token {
            t.observe();
            if t.is_done() {
                return Err(self.token_fired(t));
            }
        }
        self.async_start();
        match self.sched.current() {
            Some(t) => Ok(t),
            None => Err(self.not_in_coroutine()),
        }
    }

    #[cold]
    fn not_in_coroutine(&self) -> Unwind {
        self.throw_error("Error", "Cannot await outside of a coroutine")
    }

    /// Subscribe `task` to `token`: when the token fires, the task is woken with the
    /// token's cancellation.
    pub fn subscribe_token(&self, task: &Rc<Task>, token: &Awaitable) -> Option<SubId> {
        let me = task.clone();
        let tk = token.clone();
        token.event.subscribe(
            self,
            Rc::new(move |i: &Interp, _: &Outcome| {
                tk.observe();
                if let Unwind::Throw(e) = i.token_fired(&tk) {
                    i.wake(&me, Err(e));
                }
            }),
        )
    }

    /// Suspend the running coroutine `cur` until it is woken, or until `token` fires.
    #[inline]
    pub fn suspend_until_token(&self, cur: &Rc<Task>, token: Option<&Awaitable>) -> Delivery {
        match token {
            None => self.suspend_current(false),
            Some(t) => self.suspend_with_token(cur, t),
        }
    }

    fn suspend_with_token(&self, cur: &Rc<Task>, t: &Awaitable) -> Delivery {
        t.arm(self);
        cur.waker
            .add_sub(t.event.clone(), self.subscribe_token(cur, t));
        let d = self.suspend_current(false);
        t.disarm(self);
        d
    }

    /// `await($a, $token)`: the outcome of `a`, at once when it has completed, else after
    /// suspending until it (or the token) completes.
    pub fn await_one(&self, a: &Awaitable, token: Option<&Awaitable>) -> Result<Value, Unwind> {
        let token = token.filter(|t| !Rc::ptr_eq(&t.event, &a.event));
        if let Some(o) = a.event.outcome() {
            a.observe();
            return outcome_result(o);
        }
        let cur = self.task_to_park(token)?;
        a.arm(self);
        let me = cur.clone();
        let sub = a.event.subscribe(
            self,
            Rc::new(move |i: &Interp, o: &Outcome| {
                let d = match o {
                    Outcome::Value(v) => Ok(v.clone()),
                    Outcome::Error(e) => Err(e.clone()),
                };
                i.wake(&me, d);
            }),
        );
        cur.waker.add_sub(a.event.clone(), sub);
        let d = self.suspend_until_token(&cur, token);
        a.disarm(self);
        if a.is_done() {
            a.observe();
        }
        d.map_err(Unwind::Throw)
    }

    /// `delay($ms)`: suspend the running coroutine for `ms` milliseconds.
    pub fn delay(&self, ms: u64) -> Result<(), Unwind> {
        self.async_start();
        if ms == 0 {
            return self.suspend_current(true).map(drop).map_err(Unwind::Throw);
        }
        let Some(cur) = self.sched.current() else {
            self.flush();
            std::thread::sleep(Duration::from_millis(ms));
            return Ok(());
        };
        let id = self
            .sched
            .add_wake_timer(Duration::from_millis(ms), cur.clone());
        cur.waker.set_timer(Some(id));
        self.suspend_current(false).map(drop).map_err(Unwind::Throw)
    }
}

impl Interp {
    /// `sleep()`, `usleep()`, ...: once the scheduler runs, suspend only the calling
    /// coroutine, like `delay()` with the duration rounded up to milliseconds (a
    /// cancellation point); before it starts, block the script as PHP does.
    pub fn sleep_for(&self, d: Duration) -> Result<(), Unwind> {
        if !self.sched.is_started() || self.sched.current().is_none() {
            self.flush();
            std::thread::sleep(d);
            return Ok(());
        }
        let ms = d.as_nanos().div_ceil(1_000_000);
        self.delay(u64::try_from(ms).unwrap_or(u64::MAX))
    }
}
