//! Resource pools (`Async\Pool`): resources made by a factory, handed out by `acquire()`
//! and taken back by `release()`, at most `max` at a time. Waiting coroutines are served
//! in arrival order: a released resource (or freed capacity) is reserved for the oldest
//! waiter until it runs, and passes on if that waiter is cancelled or times out. A circuit
//! breaker state can shut acquisition off; an optional healthcheck tests idle resources
//! on a timer that does not keep the program alive.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};
use std::time::Duration;

use super::scheduler::chain_previous;
use super::task::Task;
use super::timer::TimerId;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::value::Value;

/// The circuit breaker states (the cases of `Async\CircuitBreakerState`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Circuit {
    Active,
    Inactive,
    Recovering,
}

impl Circuit {
    pub fn case_name(self) -> &'static str {
        match self {
            Circuit::Active => "ACTIVE",
            Circuit::Inactive => "INACTIVE",
            Circuit::Recovering => "RECOVERING",
        }
    }
}

/// The callables a pool is built with.
pub struct Callbacks {
    pub factory: Value,
    pub destructor: Option<Value>,
    pub healthcheck: Option<Value>,
    pub before_acquire: Option<Value>,
    pub before_release: Option<Value>,
}

/// What a woken waiter was handed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WaitState {
    Waiting,
    /// An idle resource is reserved for it.
    Resource,
    /// Room to create a resource is reserved for it.
    Capacity,
    /// The pool closed.
    Closed,
    /// It left (cancelled or timed out): skipped when waiters are served.
    Gone,
}

type Waiter = (Rc<Task>, Rc<Cell<WaitState>>);

pub struct Pool {
    cb: Callbacks,
    min: usize,
    max: usize,
    healthcheck_ms: u64,
    idle: RefCell<VecDeque<Value>>,
    /// Resources handed out, being created, checked or validated.
    active: Cell<usize>,
    /// Idle resources reserved for woken waiters.
    reserved_idle: Cell<usize>,
    /// Free capacity reserved for woken waiters.
    reserved_capacity: Cell<usize>,
    waiters: RefCell<VecDeque<Waiter>>,
    closed: Cell<bool>,
    pub circuit: Cell<Circuit>,
    pub strategy: RefCell<Option<Value>>,
    healthcheck_timer: Cell<Option<TimerId>>,
    /// The `Async\Pool` object (passed to the strategy).
    obj: RefCell<Weak<crate::object::ObjectData>>,
}

impl Pool {
    pub fn new(cb: Callbacks, min: usize, max: usize, healthcheck_ms: u64) -> Rc<Pool> {
        Rc::new(Pool {
            cb,
            min,
            max,
            healthcheck_ms,
            idle: RefCell::default(),
            active: Cell::new(0),
            reserved_idle: Cell::new(0),
            reserved_capacity: Cell::new(0),
            waiters: RefCell::default(),
            closed: Cell::new(false),
            circuit: Cell::new(Circuit::Active),
            strategy: RefCell::default(),
            healthcheck_timer: Cell::new(None),
            obj: RefCell::default(),
        })
    }

    pub fn set_object(&self, o: &Obj) {
        *self.obj.borrow_mut() = Rc::downgrade(&o.0);
    }

    /// The values the pool holds that PHP code could reach (for the cycle collector).
    pub fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        visit(&self.cb.factory);
        for v in [
            &self.cb.destructor,
            &self.cb.healthcheck,
            &self.cb.before_acquire,
            &self.cb.before_release,
        ]
        .into_iter()
        .flatten()
        {
            visit(v);
        }
        for v in self.idle.borrow().iter() {
            visit(v);
        }
        if let Some(s) = self.strategy.borrow().as_ref() {
            visit(s);
        }
    }

    pub fn is_closed(&self) -> bool {
        self.closed.get()
    }

    pub fn idle_count(&self) -> usize {
        self.idle.borrow().len()
    }

    pub fn active_count(&self) -> usize {
        self.active.get()
    }

    pub fn count(&self) -> usize {
        self.idle_count() + self.active_count()
    }

    /// Create `min` resources, in order (the constructor's pre-warming).
    pub fn prewarm(self: &Rc<Self>, interp: &Interp) -> Result<(), Unwind> {
        for _ in 0..self.min {
            let r = interp.call_value(&self.cb.factory, Vec::new())?;
            self.idle.borrow_mut().push_back(r);
        }
        self.arm_healthcheck(interp);
        Ok(())
    }

    /// `acquire()`: a resource, waiting for one when none is free (`timeout_ms` 0: no
    /// limit).
    pub fn acquire(self: &Rc<Self>, interp: &Interp, timeout_ms: u64) -> Result<Value, Unwind> {
        interp.async_start();
        loop {
            if self.closed.get() {
                return Err(closed_error(interp));
            }
            if self.circuit.get() == Circuit::Inactive {
                return Err(interp.throw_error(
                    "Async\\ServiceUnavailableException",
                    "Service is unavailable (circuit breaker is open)",
                ));
            }
            if let Some(r) = self.take_free(interp)? {
                return Ok(r);
            }
            let cur = interp.task_to_park(None)?;
            let cell = Rc::new(Cell::new(WaitState::Waiting));
            self.waiters
                .borrow_mut()
                .push_back((cur.clone(), cell.clone()));
            if timeout_ms > 0 {
                let me = cur.clone();
                let id = interp.sched.add_timer(
                    Duration::from_millis(timeout_ms),
                    Box::new(move |i: &Interp| {
                        if let Ok(e) = i.create_exception(
                            "Async\\TimeoutException",
                            "Operation has been cancelled by timeout",
                        ) {
                            i.wake(&me, Err(e));
                        }
                    }),
                );
                cur.waker.set_timer(Some(id));
            }
            let d = interp.suspend_current(false);
            let state = cell.replace(WaitState::Gone);
            if let Err(e) = d {
                self.hand_on(interp, state);
                return Err(Unwind::Throw(e));
            }
            match state {
                WaitState::Resource => dec(&self.reserved_idle),
                WaitState::Capacity => dec(&self.reserved_capacity),
                WaitState::Closed => return Err(closed_error(interp)),
                WaitState::Waiting | WaitState::Gone => {}
            }
        }
    }

    /// `tryAcquire()`: a free resource or null, never waiting for one.
    pub fn try_acquire(self: &Rc<Self>, interp: &Interp) -> Result<Value, Unwind> {
        if self.closed.get() || self.circuit.get() == Circuit::Inactive {
            return Ok(Value::Null);
        }
        Ok(self.take_free(interp)?.unwrap_or_default())
    }

    /// Steps 3 and 4 of acquisition: an unreserved idle resource (that `beforeAcquire`
    /// accepts), else a new one when there is unreserved room; None when neither.
    fn take_free(self: &Rc<Self>, interp: &Interp) -> Result<Option<Value>, Unwind> {
        loop {
            let r = {
                let mut idle = self.idle.borrow_mut();
                if idle.len() > self.reserved_idle.get() {
                    idle.pop_front()
                } else {
                    None
                }
            };
            let Some(r) = r else { break };
            self.active.set(self.active.get() + 1);
            let Some(check) = &self.cb.before_acquire else {
                return Ok(Some(r));
            };
            if accepts(interp, check, &r)? {
                return Ok(Some(r));
            }
            dec(&self.active);
            self.destroy(interp, r)?;
        }
        if self.count() + self.reserved_capacity.get() >= self.max {
            return Ok(None);
        }
        self.active.set(self.active.get() + 1);
        match interp.call_value(&self.cb.factory, Vec::new()) {
            Ok(r) => Ok(Some(r)),
            Err(e) => {
                dec(&self.active);
                self.wake_one(interp, WaitState::Capacity);
                Err(e)
            }
        }
    }

    /// `release()`: take a resource back (or destroy it when `beforeRelease` rejects it
    /// or the pool is closed) and serve the oldest waiter.
    pub fn release(self: &Rc<Self>, interp: &Interp, r: Value) -> Result<(), Unwind> {
        let ok = match &self.cb.before_release {
            Some(check) => accepts(interp, check, &r)?,
            None => true,
        };
        dec(&self.active);
        if !ok {
            if let Ok(e) = interp.create_exception("Exception", "Resource validation failed") {
                self.report(interp, "reportFailure", Some(Value::Object(e)));
            }
            let destroyed = self.destroy(interp, r);
            self.wake_one(interp, WaitState::Capacity);
            return destroyed;
        }
        self.report(interp, "reportSuccess", None);
        if self.closed.get() {
            return self.destroy(interp, r);
        }
        self.idle.borrow_mut().push_back(r);
        self.wake_one(interp, WaitState::Resource);
        Ok(())
    }

    /// `close()`: wake every waiter with the closed error, destroy the idle resources
    /// (every destructor runs; the last failure is thrown, earlier ones chained to it).
    pub fn close(&self, interp: &Interp) -> Result<(), Unwind> {
        if self.closed.replace(true) {
            return Ok(());
        }
        if let Some(id) = self.healthcheck_timer.take() {
            interp.sched.cancel_timer(id);
        }
        let waiters = std::mem::take(&mut *self.waiters.borrow_mut());
        for (t, cell) in waiters {
            if cell.get() != WaitState::Gone {
                cell.set(WaitState::Closed);
                interp.wake(&t, Ok(Value::Null));
            }
        }
        self.reserved_idle.set(0);
        self.reserved_capacity.set(0);
        let idle = std::mem::take(&mut *self.idle.borrow_mut());
        let mut failure: Option<Obj> = None;
        for r in idle {
            match self.destroy(interp, r) {
                Ok(()) => {}
                Err(Unwind::Throw(e)) => {
                    if let Some(prev) = failure.take() {
                        chain_previous(&e, prev);
                    }
                    failure = Some(e);
                }
                Err(u) => return Err(u),
            }
        }
        match failure {
            Some(e) => Err(Unwind::Throw(e)),
            None => Ok(()),
        }
    }

    fn destroy(&self, interp: &Interp, r: Value) -> Result<(), Unwind> {
        match &self.cb.destructor {
            Some(d) => interp.call_value(d, vec![r]).map(drop),
            None => Ok(()),
        }
    }

    /// Hand what just became free (an idle resource or capacity) to the oldest waiter
    /// that holds nothing yet.
    fn wake_one(&self, interp: &Interp, what: WaitState) {
        let next = {
            let mut w = self.waiters.borrow_mut();
            loop {
                match w.pop_front() {
                    Some((t, cell)) if cell.get() == WaitState::Waiting => break Some((t, cell)),
                    Some(_) => continue,
                    None => break None,
                }
            }
        };
        let Some((t, cell)) = next else { return };
        match what {
            WaitState::Resource => self.reserved_idle.set(self.reserved_idle.get() + 1),
            _ => self.reserved_capacity.set(self.reserved_capacity.get() + 1),
        }
        cell.set(what);
        interp.wake(&t, Ok(Value::Null));
    }

    /// A waiter left holding `state`: its reservation passes to the next waiter, or
    /// lapses.
    fn hand_on(&self, interp: &Interp, state: WaitState) {
        let counter = match state {
            WaitState::Resource => &self.reserved_idle,
            WaitState::Capacity => &self.reserved_capacity,
            _ => return,
        };
        dec(counter);
        self.wake_one(interp, state);
    }

    /// Tell the circuit breaker strategy (if any) how a release went; what it throws is
    /// dropped.
    fn report(&self, interp: &Interp, method: &str, error: Option<Value>) {
        let Some(strategy) = self.strategy.borrow().clone() else {
            return;
        };
        let Some(pool) = self.obj.borrow().upgrade().map(Obj) else {
            return;
        };
        let mut args = vec![Value::Object(pool)];
        args.extend(error);
        let mut callable = crate::value::PhpArray::new();
        callable.push(strategy);
        callable.push(Value::str(method));
        let _ = interp.call_value(&Value::arr(callable), args);
    }

    /// Start the healthcheck timer (when a healthcheck and an interval were given).
    fn arm_healthcheck(self: &Rc<Self>, interp: &Interp) {
        if self.cb.healthcheck.is_none() || self.healthcheck_ms == 0 || self.closed.get() {
            return;
        }
        let me = Rc::downgrade(self);
        let id = interp.sched.add_soft_timer(
            Duration::from_millis(self.healthcheck_ms),
            Box::new(move |i: &Interp| {
                if let Some(p) = me.upgrade() {
                    p.healthcheck_timer.set(None);
                    i.spawn_hidden_in(
                        Box::new(move |i: &Interp| p.healthcheck_round(i).map(|_| Value::Null)),
                        false,
                        None,
                    );
                }
            }),
            Box::new(|_: &Interp| {}),
        );
        self.healthcheck_timer.set(Some(id));
    }

    /// Check every resource idle now; replace dead ones up to `min`; re-arm the timer.
    fn healthcheck_round(self: &Rc<Self>, interp: &Interp) -> Result<(), Unwind> {
        let Some(check) = self.cb.healthcheck.clone() else {
            return Ok(());
        };
        let n = self.idle.borrow().len();
        let mut freed = false;
        for _ in 0..n {
            if self.closed.get() {
                return Ok(());
            }
            let Some(r) = self.idle.borrow_mut().pop_front() else {
                break;
            };
            self.active.set(self.active.get() + 1);
            let healthy = accepts(interp, &check, &r);
            dec(&self.active);
            let healthy = healthy?;
            if healthy {
                self.idle.borrow_mut().push_back(r);
                continue;
            }
            self.destroy(interp, r)?;
            freed = true;
            if self.count() < self.min {
                self.active.set(self.active.get() + 1);
                let fresh = interp.call_value(&self.cb.factory, Vec::new());
                dec(&self.active);
                self.idle.borrow_mut().push_back(fresh?);
            }
        }
        if freed {
            self.wake_one(interp, WaitState::Capacity);
        }
        self.arm_healthcheck(interp);
        Ok(())
    }
}

/// A check callback's verdict on `r`: anything but `false` or an exception accepts it.
/// (An exit or a fatal error still ends the program.)
fn accepts(interp: &Interp, check: &Value, r: &Value) -> Result<bool, Unwind> {
    match interp.call_value(check, vec![r.clone()]) {
        Ok(Value::Bool(false)) | Err(Unwind::Throw(_)) => Ok(false),
        Ok(_) => Ok(true),
        Err(u) => Err(u),
    }
}

fn closed_error(interp: &Interp) -> Unwind {
    interp.throw_error("Async\\PoolException", "Pool is closed")
}

fn dec(c: &Cell<usize>) {
    c.set(c.get().saturating_sub(1));
}
