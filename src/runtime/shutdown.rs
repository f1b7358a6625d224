//! How coroutines end and how the program ends with them: finishing a task (waking its
//! awaiters, running its finally handlers, reporting an unhandled failure), cancellation,
//! graceful shutdown, deadlock resolution, and the end of the main script (waiting for
//! every coroutine before shutdown functions run, then the fatal exit exception).

use std::rc::Rc;

use super::event::Outcome;
use super::scheduler::{chain_previous, is_cancellation};
use super::task::{State, Task, TaskName};
use super::waker::WakeStatus;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::value::{PhpArray, Value};

impl Interp {
    /// A task's entry returned (or it was cancelled before it started).
    pub(super) fn finish_task(&self, t: &Rc<Task>, r: Result<Value, Unwind>) {
        let s = &self.sched;
        s.tasks_remove(t);
        t.state.set(State::Finished);
        *t.name.borrow_mut() = TaskName::Fixed("");
        t.waker.status.set(WakeStatus::Idle);
        if let Some(id) = t.waker.clear() {
            s.cancel_timer(id);
        }
        let outcome = match r {
            Ok(v) => match t.cancel.borrow().clone() {
                Some(c) if !t.cancel_thrown.get() => Outcome::Error(c),
                _ => Outcome::Value(v),
            },
            Err(Unwind::Throw(e)) => Outcome::Error(e),
            Err(u) => {
                if s.exit.borrow().is_none() {
                    *s.exit.borrow_mut() = Some(u);
                }
                Outcome::Value(Value::Null)
            }
        };
        *t.outcome.borrow_mut() = Some(outcome.clone());
        let had_waiters = t.done.complete(self, outcome.clone());
        let scope = t.scope.borrow().clone();
        if let Outcome::Error(e) = &outcome {
            if !t.is_main && !had_waiters && !is_cancellation(e) {
                let handled = scope
                    .as_ref()
                    .is_some_and(|sc| self.scope_failure(sc, t, e));
                if !handled {
                    self.unhandled_failure(t, e);
                }
            }
        }
        let handlers = std::mem::take(&mut *t.finally.borrow_mut());
        if !handlers.is_empty() {
            if let Some(obj) = t.obj.borrow().clone() {
                // The handlers run before whatever was queued when the coroutine ended.
                self.spawn_hidden_in(
                    Box::new(move |i: &Interp| i.call_handlers(Value::Object(obj), handlers)),
                    true,
                    scope.clone(),
                );
            }
        }
        t.obj.borrow_mut().take();
        if let Some(sc) = scope {
            self.scope_task_finished(&sc, t);
        }
    }

    /// Call finally handlers (of a coroutine or a scope) with `arg`, its object; their
    /// failures are reported like a failed coroutine (one as is, several in a
    /// CompositeException).
    pub(crate) fn call_handlers(&self, arg: Value, handlers: Vec<Value>) -> Result<Value, Unwind> {
        let mut errors = Vec::new();
        for h in handlers {
            match self.call_value(&h, vec![arg.clone()]) {
                Ok(_) => {}
                Err(Unwind::Throw(e)) => {
                    self.mark_entry_frame(&e, &h);
                    errors.push(e);
                }
                Err(u) => return Err(u),
            }
        }
        match errors.len() {
            0 => Ok(Value::Null),
            1 => Err(Unwind::Throw(errors.remove(0))),
            _ => {
                let c = self.create_exception("Async\\CompositeException", "")?;
                let list = errors.into_iter().map(Value::Object).collect();
                c.set_prop(b"exceptions", Value::arr(PhpArray::from_values(list)));
                Err(Unwind::Throw(c))
            }
        }
    }

    /// A coroutine failed and nobody awaited it: the main scope cancels its coroutines
    /// that have not started; when no PHP value holds the coroutine any more, the failure
    /// is fatal (graceful shutdown, then the fatal error).
    fn unhandled_failure(&self, t: &Rc<Task>, e: &Obj) {
        for other in self.sched.live_tasks() {
            if other.state.get() == State::Created && !other.hidden {
                if let Ok(c) = self.cancellation("Coroutine cancelled") {
                    self.cancel_task(&other, c, true);
                }
            }
        }
        let held = t
            .obj
            .borrow()
            .as_ref()
            .is_some_and(|o| Rc::strong_count(&o.0) > 1);
        if held {
            t.unclaimed.set(true);
        } else {
            self.set_exit_exception(e.clone());
            self.graceful_shutdown(None);
        }
    }

    /// A new `Async\AsyncCancellation` with `msg`.
    pub fn cancellation(&self, msg: &str) -> Result<Obj, Unwind> {
        self.create_exception("Async\\AsyncCancellation", msg)
    }

    /// Make `e` the exception reported when the program ends (an earlier one becomes its
    /// previous).
    pub fn set_exit_exception(&self, e: Obj) {
        let old = self.sched.exit_exception.borrow_mut().take();
        if let Some(old) = old {
            chain_previous(&e, old);
        }
        *self.sched.exit_exception.borrow_mut() = Some(e);
    }

    /// Cancel a task with `c`. Unless `force`d, a task inside `protect()` keeps the
    /// cancellation for later; a second cancellation is ignored. A running task is only
    /// marked; a suspended one is woken with the cancellation.
    pub fn cancel_task(&self, t: &Rc<Task>, c: Obj, force: bool) {
        if t.is_finished() {
            return;
        }
        if !force && t.protect_depth.get() > 0 {
            let mut d = t.deferred.borrow_mut();
            if d.is_none() {
                *d = Some(c);
            }
            return;
        }
        if t.cancel.borrow().is_some() && !force {
            return;
        }
        if t.cancel.borrow().is_none() {
            *t.cancel.borrow_mut() = Some(c.clone());
        }
        if t.state.get() == State::Suspended {
            self.wake(t, Err(c));
        }
    }

    /// Cancel every coroutine ("Graceful shutdown"); the running one is only marked.
    pub fn graceful_shutdown(&self, c: Option<Obj>) {
        let s = &self.sched;
        if s.shutting_down.get() {
            return;
        }
        s.shutting_down.set(true);
        let c = match c {
            Some(c) => c,
            None => match self.cancellation("Graceful shutdown") {
                Ok(c) => c,
                Err(_) => return,
            },
        };
        let current = s.current();
        for t in s.live_tasks() {
            let is_current = current.as_ref().is_some_and(|c| Rc::ptr_eq(c, &t));
            if is_current {
                if t.cancel.borrow().is_none() {
                    *t.cancel.borrow_mut() = Some(c.clone());
                }
            } else {
                self.cancel_task(&t, c.clone(), true);
            }
        }
    }

    /// Nothing can run and coroutines still wait: report the deadlock (exit exception) and
    /// cancel every waiting coroutine. Returns whether any coroutine was woken.
    pub(super) fn resolve_deadlock(&self) -> bool {
        let s = &self.sched;
        let waiting = s.live_tasks();
        let n = waiting.len();
        let debug = self
            .ini
            .get("async.debug_deadlock")
            .map(|v| v.to_string_lossy())
            .unwrap_or_else(|| "1".into());
        if !matches!(debug.trim(), "0" | "" | "off" | "false") {
            self.echo(self.deadlock_report(&waiting).as_bytes());
        }
        let msg = format!("Deadlock detected: no active coroutines, {n} coroutines in waiting");
        if let Ok(err) = self.create_exception("Async\\DeadlockError", &msg) {
            let main_waits = waiting.iter().find(|t| t.is_main).cloned();
            let (file, line) = match main_waits.and_then(|m| m.suspend_loc()) {
                Some((f, l)) => (f.to_string(), l),
                None => ("[no active file]".to_string(), 0),
            };
            err.set_prop(b"file", Value::str(&file));
            err.set_prop(b"line", Value::Int(line));
            err.set_prop(b"trace", Value::empty_array());
            self.set_exit_exception(err);
        }
        let before = s.queue_len();
        for t in &waiting {
            if let Ok(c) = self.cancellation("Deadlock detected") {
                self.cancel_task(t, c, true);
            }
        }
        s.queue_len() > before
    }

    fn deadlock_report(&self, waiting: &[Rc<Task>]) -> String {
        let active = 0;
        let mut out = format!(
            "\n=== DEADLOCK REPORT START ===\nCoroutines waiting: {}, active_events: {active}\n\n",
            waiting.len()
        );
        for t in waiting {
            let (f, l) = t.spawn_loc().unwrap_or((Rc::from(""), 0));
            out.push_str(&format!("Coroutine {} spawned at {f}:{l}", t.obj_id.get()));
            if let Some((sf, sl)) = t.suspend_loc() {
                out.push_str(&format!(", suspended at {sf}:{sl}"));
            }
            let name = match &*t.name.borrow() {
                TaskName::Fixed(n) => n.to_string(),
                TaskName::Callable(c) => self.callable_name(c),
            };
            out.push_str(&format!(" ({name})\n  waiting for: <nothing>\n\n"));
        }
        out.push_str("=== DEADLOCK REPORT END   ===\n\n");
        out
    }

    /// The main script ended with `r`. Once the scheduler has started: an uncaught
    /// cancellation ends it silently, another exception starts graceful shutdown and
    /// becomes the exit exception; then wait until every coroutine has finished. Returns
    /// what the end of the program reports.
    pub(crate) fn after_main_script(&self, r: Result<(), Unwind>) -> Result<(), Unwind> {
        let s = &self.sched;
        if !s.is_started() {
            return r;
        }
        let r = match r {
            Err(Unwind::Throw(e)) if is_cancellation(&e) => Ok(()),
            Err(Unwind::Throw(e)) => {
                self.set_exit_exception(e);
                self.graceful_shutdown(None);
                Ok(())
            }
            Err(u) => {
                s.halt();
                return Err(u);
            }
            Ok(()) => Ok(()),
        };
        if let Some(main) = s.current() {
            s.tasks_remove(&main);
            s.main_ended.set(true);
            // Coroutines cancelled now must not affect the main script's own outcome.
            main.cancel.borrow_mut().take();
            while s.has_tasks() && s.exit.borrow().is_none() {
                s.set_drain_waiter(&main);
                let _ = self.suspend_current(false);
            }
        }
        if s.exit.borrow().is_some() {
            s.halt();
            return r;
        }
        match s.exit_exception.borrow_mut().take() {
            Some(e) => Err(Unwind::Throw(e)),
            None => r,
        }
    }

    /// Script-end destruction (PHP's order, see `shutdown_destructors`) such that a
    /// destructor that suspends does not hold up the others: the remaining objects are
    /// then destroyed by a new high-priority coroutine, which hands over in the same way
    /// when one of its destructors suspends. Returns once every destructor, and every
    /// coroutine they spawned, has finished.
    pub(crate) fn script_end_destructors(&self) -> Result<(), Unwind> {
        let me = self.sched.current();
        if let Some(t) = &me {
            t.hands_off_destructors.set(true);
        }
        let r = self.shutdown_destructors();
        if let Some(t) = &me {
            t.hands_off_destructors.set(false);
        }
        let s = &self.sched;
        if let Some(main) = me.filter(|t| t.is_main && s.is_started()) {
            s.tasks_remove(&main);
            while s.has_tasks() && s.exit.borrow().is_none() {
                s.set_drain_waiter(&main);
                let _ = self.suspend_current(false);
            }
        }
        let later = s.shutdown_error.borrow_mut().take();
        match later {
            Some(u) if r.is_ok() => Err(u),
            _ => r,
        }
    }

    /// `t`, running the script-end destructors, suspends: a new coroutine, queued first,
    /// goes on with the objects not yet destroyed.
    #[cold]
    pub(super) fn hand_off_destructors(&self, t: &Task) {
        t.hands_off_destructors.set(false);
        self.spawn_hidden(
            Box::new(|i: &Interp| {
                let me = i.sched.current();
                if let Some(t) = &me {
                    t.hands_off_destructors.set(true);
                }
                let r = i.shutdown_destructors();
                if let Some(t) = &me {
                    t.hands_off_destructors.set(false);
                }
                if let Err(u) = r {
                    let mut first = i.sched.shutdown_error.borrow_mut();
                    if first.is_none() {
                        *first = Some(u);
                    }
                }
                Ok(Value::Null)
            }),
            true,
        );
    }
}
