//! PHP's `Fiber`: each fiber runs as a coroutine of the scheduler (its own task and stack
//! from the context pool). `start`/`resume`/`throw` hand a value to the fiber's task, wake
//! it and park the caller until the fiber suspends or ends; `Fiber::suspend` does the
//! reverse. Only the task's own waker is used, so a fiber may also suspend its coroutine
//! (delay, await, channels) while its resumer waits. The `Fiber` class is in
//! object/builtin_classes/fiber.rs.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::task::{State, Task, TaskName};
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::value::Value;

/// Where a fiber is in its life, as `isStarted`/`isSuspended`/`isRunning`/`isTerminated`
/// report it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FiberStatus {
    Init,
    Running,
    Suspended,
    Terminated,
}

/// The state of one `Fiber` object, shared with the task that runs it.
pub struct FiberCore {
    pub status: Cell<FiberStatus>,
    /// The callable, until `start` moves it into the task.
    pub callable: RefCell<Option<Value>>,
    /// The task running the fiber (from `start` on).
    task: RefCell<Option<Rc<Task>>>,
    /// The task's `Async\Coroutine` object, once asked for (kept after the task ends).
    coroutine: RefCell<Option<Obj>>,
    /// The task parked in `start`/`resume`/`throw` (or a destructor) until the fiber
    /// suspends or ends.
    resumer: RefCell<Option<Rc<Task>>>,
    /// What the fiber receives when it runs next: a value, an exception, or
    /// `Unwind::Destroyed`.
    to_fiber: RefCell<Option<Result<Value, Unwind>>>,
    /// What the resumer receives: the suspension value, null, or the exception the
    /// fiber ended with.
    to_resumer: RefCell<Option<Result<Value, Unwind>>>,
    /// The Fiber object while it runs (`Fiber::getCurrent()`); not held while it is
    /// suspended, so dropping the last reference destroys a suspended fiber.
    this: RefCell<Option<Obj>>,
    pub ret: RefCell<Option<Value>>,
    /// It ended with an exception.
    pub threw: Cell<bool>,
    /// It is being destroyed while suspended: it unwinds through its `finally` blocks
    /// and may not suspend again.
    destroying: Cell<bool>,
    /// Call-stack entries its resumer lent it (see `Interp::lend_to_fiber`).
    base: Cell<usize>,
    /// The chain of resumers ends in the main coroutine (traces are then those of the
    /// main script rather than of a coroutine).
    root_main: Cell<bool>,
}

impl FiberCore {
    pub fn new(callable: Value) -> Rc<FiberCore> {
        Rc::new(FiberCore {
            status: Cell::new(FiberStatus::Init),
            callable: RefCell::new(Some(callable)),
            task: RefCell::new(None),
            coroutine: RefCell::new(None),
            resumer: RefCell::new(None),
            to_fiber: RefCell::new(None),
            to_resumer: RefCell::new(None),
            this: RefCell::new(None),
            ret: RefCell::new(None),
            threw: Cell::new(false),
            destroying: Cell::new(false),
            base: Cell::new(0),
            root_main: Cell::new(true),
        })
    }

    /// Whether its resumers lead back to the main coroutine.
    pub fn root_is_main(&self) -> bool {
        self.root_main.get()
    }
}

/// Whether `t` runs a fiber whose resumers lead back to the main coroutine.
pub fn runs_for_main(t: &Task) -> bool {
    t.php_fiber
        .borrow()
        .as_ref()
        .is_some_and(|f| f.root_is_main())
}

impl Interp {
    fn fiber_error(&self, msg: &str) -> Unwind {
        self.throw_error("FiberError", msg)
    }

    /// `$fiber->start(...$args)`.
    pub fn fiber_start(
        &self,
        this: &Obj,
        core: &Rc<FiberCore>,
        args: Vec<Value>,
    ) -> Result<Value, Unwind> {
        if core.status.get() != FiberStatus::Init {
            return Err(self.fiber_error("Cannot start a fiber that has already been started"));
        }
        if !self.can_switch_fibers() {
            return Err(self.fiber_error("Cannot switch fibers in current execution context"));
        }
        let Some(callable) = core.callable.borrow_mut().take() else {
            return Err(self.fiber_error("Cannot start a fiber that has already been started"));
        };
        let body_core = core.clone();
        let body_callable = callable.clone();
        let entry = Box::new(move |i: &Interp| i.fiber_body(&body_core, body_callable, args));
        let t = self.new_task(entry, TaskName::Callable(callable), false, false);
        *t.php_fiber.borrow_mut() = Some(core.clone());
        *core.task.borrow_mut() = Some(t);
        self.fiber_switch(this, core, Ok(Value::Null))
    }

    /// `$fiber->resume($value)` (`Ok`) or `$fiber->throw($e)` (`Err`).
    pub fn fiber_resume(
        &self,
        this: &Obj,
        core: &Rc<FiberCore>,
        input: Result<Value, Unwind>,
    ) -> Result<Value, Unwind> {
        if core.status.get() != FiberStatus::Suspended {
            return Err(self.fiber_error("Cannot resume a fiber that is not suspended"));
        }
        if !self.can_switch_fibers() {
            return Err(self.fiber_error("Cannot switch fibers in current execution context"));
        }
        self.fiber_switch(this, core, input)
    }

    /// A suspended fiber's object is going away: it unwinds through its `finally`
    /// blocks (an exception thrown there goes to the code releasing it).
    pub fn fiber_destroy(&self, this: &Obj, core: &Rc<FiberCore>) -> Result<(), Unwind> {
        // Unlike the switches PHP code asks for, this one happens inside destructors too.
        let can_park = self.sched.current().is_some_and(|t| t.suspender.get() != 0);
        if core.status.get() != FiberStatus::Suspended || self.sched.is_halted() || !can_park {
            return Ok(());
        }
        core.destroying.set(true);
        self.fiber_switch(this, core, Err(Unwind::Destroyed))
            .map(|v| v.discard())
    }

    /// Whether a coroutine runs that can park while a fiber runs. As in PHP 8.2, no
    /// fiber switches inside a `__destruct` (or a generator's unwinding) unless the async
    /// API is in use (where destructors may suspend).
    fn can_switch_fibers(&self) -> bool {
        (self.in_destructor.get() == 0 || self.sched.is_started())
            && self.sched.current().is_some_and(|t| t.suspender.get() != 0)
    }

    /// Run the fiber with `input` until it suspends or ends; the running coroutine waits
    /// meanwhile. Returns what the fiber suspended with, or how it ended.
    fn fiber_switch(
        &self,
        this: &Obj,
        core: &Rc<FiberCore>,
        input: Result<Value, Unwind>,
    ) -> Result<Value, Unwind> {
        let (Some(me), Some(ft)) = (self.sched.current(), core.task.borrow().clone()) else {
            return Err(self.fiber_error("Cannot switch fibers in current execution context"));
        };
        core.status.set(FiberStatus::Running);
        core.root_main.set(me.is_main || runs_for_main(&me));
        // Running a fiber is part of the destructor that runs it, not a suspension that
        // hands the script-end destructors over (runtime/shutdown.rs).
        let hands_off = me.hands_off_destructors.replace(false);
        *core.resumer.borrow_mut() = Some(me.clone());
        *core.this.borrow_mut() = Some(this.clone());
        *core.to_fiber.borrow_mut() = Some(input);
        let lent = self.lend_to_fiber(&mut ft.saved.borrow_mut(), core.base.get());
        core.base.set(lent);
        if ft.state.get() == State::Created {
            self.queue_task(&ft);
        } else {
            self.sched.tasks_insert(&ft);
            self.wake(&ft, Ok(Value::Null));
        }
        let mut pending = None;
        let back = loop {
            let d = self.suspend_current(false);
            if let Some(back) = core.to_resumer.borrow_mut().take() {
                break back;
            }
            if let Err(e) = d {
                // Cancelled while the fiber runs for it: the fiber is cancelled too, and
                // the cancellation is thrown here once the fiber hands back.
                if pending.is_none() && super::scheduler::is_cancellation(&e) {
                    self.cancel_task(&ft, e.clone(), false);
                }
                pending.get_or_insert(e);
            }
        };
        me.hands_off_destructors.set(hands_off);
        match (back, pending) {
            (Ok(v), Some(e)) => {
                v.discard();
                Err(Unwind::Throw(e))
            }
            (back, _) => back,
        }
    }

    /// `Fiber::suspend($value)`.
    pub fn fiber_suspend(&self, value: Value) -> Result<Value, Unwind> {
        let cur = self.sched.current();
        let core = cur.as_ref().and_then(|t| t.php_fiber.borrow().clone());
        let (Some(t), Some(core)) = (cur, core) else {
            return Err(self.fiber_error("Cannot suspend outside of a fiber"));
        };
        if core.destroying.get() {
            return Err(self.fiber_error("Cannot suspend in a force-closed fiber"));
        }
        if !self.can_switch_fibers() {
            return Err(self.fiber_error("Cannot switch fibers in current execution context"));
        }
        core.status.set(FiberStatus::Suspended);
        let this = core.this.borrow_mut().take();
        *core.to_resumer.borrow_mut() = Some(Ok(value));
        self.hand_back(&core);
        // A suspended fiber waits on nothing: it is not a live coroutine until resumed.
        self.sched.tasks_remove(&t);
        drop(this);
        let d = self.suspend_current(false);
        self.sched.tasks_insert(&t);
        core.status.set(FiberStatus::Running);
        let input = core.to_fiber.borrow_mut().take();
        match d {
            Err(e) => {
                if let Some(Ok(v)) = input {
                    v.discard();
                }
                Err(Unwind::Throw(e))
            }
            Ok(v) => {
                v.discard();
                input.unwrap_or(Ok(Value::Null))
            }
        }
    }

    /// Give the resumer back its call stack and output buffers, and wake it.
    fn hand_back(&self, core: &FiberCore) {
        let resumer = core.resumer.borrow_mut().take();
        match &resumer {
            Some(r) => self.return_to_resumer(Some(&mut r.saved.borrow_mut()), core.base.get()),
            None => self.return_to_resumer(None, core.base.get()),
        }
        core.base.set(0);
        if let Some(r) = resumer {
            self.wake(&r, Ok(Value::Null));
        }
    }

    /// What a fiber's task runs: the callable, then hand the outcome to the resumer.
    fn fiber_body(
        &self,
        core: &Rc<FiberCore>,
        callable: Value,
        args: Vec<Value>,
    ) -> Result<Value, Unwind> {
        let input = core.to_fiber.borrow_mut().take();
        // Cancelled before it could start: it ends with the cancellation.
        let cancelled = self.sched.current().and_then(|t| {
            let c = t.cancel.borrow().clone()?;
            t.cancel_thrown.set(true);
            Some(c)
        });
        let r = match (input, cancelled) {
            (_, Some(c)) => Err(Unwind::Throw(c)),
            (Some(Err(u)), None) => Err(u),
            _ => self.call_entry(&callable, args).map_err(|e| *e),
        };
        drop(callable);
        let r = r.and_then(|v| self.run_destructors().map(|_| v));
        core.status.set(FiberStatus::Terminated);
        let this = core.this.borrow_mut().take();
        let has_resumer = core.resumer.borrow().is_some();
        let (to_resumer, own) = match r {
            Ok(v) => {
                *core.ret.borrow_mut() = Some(v);
                (Ok(Value::Null), Ok(Value::Null))
            }
            Err(Unwind::Destroyed) => (Ok(Value::Null), Ok(Value::Null)),
            Err(Unwind::Throw(e)) => {
                core.threw.set(true);
                let own = if has_resumer {
                    Ok(Value::Null)
                } else {
                    Err(Unwind::Throw(e.clone()))
                };
                (Err(Unwind::Throw(e)), own)
            }
            // exit or a fatal error: it goes on in the resumer, as if that had exited
            // (its output buffers are there).
            Err(u) => {
                if !has_resumer {
                    return Err(u);
                }
                (Err(u), Ok(Value::Null))
            }
        };
        *core.to_resumer.borrow_mut() = Some(to_resumer);
        if let Some(t) = self.sched.current() {
            t.php_fiber.borrow_mut().take();
        }
        self.hand_back(core);
        drop(this);
        own
    }

    /// `Fiber::getCurrent()`.
    pub fn current_fiber(&self) -> Option<Obj> {
        let t = self.sched.current()?;
        let core = t.php_fiber.borrow().clone()?;
        let this = core.this.borrow().clone();
        this
    }

    /// `$fiber->getCoroutine()`: the `Async\Coroutine` of the fiber's task (None before
    /// it starts).
    pub fn fiber_coroutine(&self, core: &FiberCore) -> Option<Obj> {
        if let Some(o) = core.coroutine.borrow().as_ref() {
            return Some(o.clone());
        }
        let t = core.task.borrow().clone()?;
        let o = self.task_object_always(&t)?;
        *core.coroutine.borrow_mut() = Some(o.clone());
        Some(o)
    }
}
