//! Scopes: the tree coroutines live in. A coroutine belongs to the scope it was spawned
//! in (by default its spawner's); the main scope is implicit (a task with no scope lives
//! there). A scope tracks its unfinished coroutines and its child scopes, so it can be
//! waited for (`awaitCompletion`), cancelled as a whole (safe scopes leave started
//! coroutines running as zombies), closed and disposed (its `finally` handlers run), and
//! asked to handle the failures of its coroutines before they become fatal.

use hashbrown::HashMap;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use super::scheduler::is_cancellation;
use super::task::Task;
use crate::eval::{Interp, Unwind};
use crate::object::{Obj, ObjectData};
use crate::value::Value;

thread_local! {
    /// Scopes whose object was destroyed, disposed by the scheduler at its next step, each
    /// with whether it was busy at that moment (None: not known then, decided at the step).
    static DROPPED: RefCell<Vec<(Rc<Scope>, Option<bool>)>> = const { RefCell::new(Vec::new()) };
    /// Whether DROPPED may hold scopes (a plain flag the scheduler reads at every step).
    static ANY_DROPPED: Cell<bool> = const { Cell::new(false) };
}

/// Told once when its scope is cancelled, disposed or idle.
pub type Listener = Box<dyn FnOnce(&Interp)>;

/// Why a coroutine waits on a scope.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum WaitKind {
    Completion,
    AfterCancellation,
}

pub struct Scope {
    pub parent: Option<Rc<Scope>>,
    children: RefCell<Vec<Weak<Scope>>>,
    /// Unfinished coroutines of this scope, by creation order.
    tasks: RefCell<HashMap<u64, Weak<Task>>>,
    /// Started coroutines are left running when the scope is cancelled.
    pub safe: Cell<bool>,
    pub cancelled: Cell<bool>,
    pub closed: Cell<bool>,
    /// The scope object no longer refers to a live scope.
    pub detached: Cell<bool>,
    /// A helper scope (TaskGroup and the like): not listed by getChildScopes().
    pub internal: bool,
    pub handler: RefCell<Option<Value>>,
    pub child_handler: RefCell<Option<Value>>,
    finally: RefCell<Vec<Value>>,
    waiters: RefCell<Vec<Rc<Task>>>,
    /// Called once when the scope is cancelled or disposed (channels it owns close).
    on_cancel: RefCell<Vec<Listener>>,
    obj: RefCell<Weak<ObjectData>>,
    /// Its `Async\Context`, once asked for.
    pub context: RefCell<Option<crate::object::Obj>>,
    /// Made by `Scope::inherit()` in the main scope: lookups in its context tree end at
    /// the main scope's context.
    pub under_main: Cell<bool>,
}

impl Scope {
    pub fn new(parent: Option<Rc<Scope>>, safe: bool, internal: bool) -> Rc<Scope> {
        let s = Rc::new(Scope {
            parent: parent.clone(),
            children: RefCell::default(),
            tasks: RefCell::default(),
            safe: Cell::new(safe),
            cancelled: Cell::new(false),
            closed: Cell::new(false),
            detached: Cell::new(false),
            internal,
            handler: RefCell::default(),
            child_handler: RefCell::default(),
            finally: RefCell::default(),
            waiters: RefCell::default(),
            on_cancel: RefCell::default(),
            obj: RefCell::default(),
            context: RefCell::default(),
            under_main: Cell::new(false),
        });
        if let Some(p) = parent {
            let mut ch = p.children.borrow_mut();
            ch.retain(|c| c.strong_count() > 0);
            ch.push(Rc::downgrade(&s));
        }
        s
    }

    /// Remember the `Async\Scope` object (handlers receive it).
    pub fn set_object(&self, obj: &Obj) {
        *self.obj.borrow_mut() = Rc::downgrade(&obj.0);
    }

    pub fn object(&self) -> Option<Obj> {
        self.obj.borrow().upgrade().map(Obj)
    }

    /// Child scopes that still exist.
    pub fn children(&self) -> Vec<Rc<Scope>> {
        self.children
            .borrow()
            .iter()
            .filter_map(Weak::upgrade)
            .collect()
    }

    fn live_tasks(&self) -> Vec<Rc<Task>> {
        let mut v: Vec<(u64, Rc<Task>)> = self
            .tasks
            .borrow()
            .iter()
            .filter_map(|(k, t)| t.upgrade().map(|t| (*k, t)))
            .collect();
        v.sort_by_key(|(k, _)| *k);
        v.into_iter().map(|(_, t)| t).collect()
    }

    /// A coroutine of this scope or of a descendant has not finished.
    pub fn busy(&self) -> bool {
        !self.tasks.borrow().is_empty()
            || self
                .children
                .borrow()
                .iter()
                .filter_map(Weak::upgrade)
                .any(|c| c.busy())
    }

    /// `busy()`, or None when a borrow in progress keeps it from being known.
    fn try_busy(&self) -> Option<bool> {
        if !self.tasks.try_borrow().ok()?.is_empty() {
            return Some(true);
        }
        let children: Vec<Rc<Scope>> = self
            .children
            .try_borrow()
            .ok()?
            .iter()
            .filter_map(Weak::upgrade)
            .collect();
        for c in children {
            if c.try_busy()? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// `self` is `other` or one of its descendants.
    pub fn within(self: &Rc<Scope>, other: &Rc<Scope>) -> bool {
        let mut cur = Some(self.clone());
        while let Some(s) = cur {
            if Rc::ptr_eq(&s, other) {
                return true;
            }
            cur = s.parent.clone();
        }
        false
    }

    pub fn add_task(&self, t: &Rc<Task>) {
        self.tasks.borrow_mut().insert(t.seq, Rc::downgrade(t));
    }

    pub fn tasks_forget(&self, t: &Task) {
        self.tasks.borrow_mut().remove(&t.seq);
    }

    pub fn add_finally(&self, cb: Value) {
        self.finally.borrow_mut().push(cb);
    }

    pub fn add_waiter(&self, t: &Rc<Task>) {
        self.waiters.borrow_mut().push(t.clone());
    }

    pub fn remove_waiter(&self, t: &Rc<Task>) {
        self.waiters.borrow_mut().retain(|w| !Rc::ptr_eq(w, t));
    }

    /// Run `f` when the scope is cancelled or disposed.
    pub fn on_cancel(&self, f: Listener) {
        self.on_cancel.borrow_mut().push(f);
    }

    /// The scope object was destroyed: dispose of it at the scheduler's next step. Whether
    /// that closes it or cancels its coroutines is decided now: a scope idle when its object
    /// goes (`new TaskGroup(scope: new Scope())`) is closed even if a child scope has been
    /// given coroutines since.
    pub fn object_dropped(self: &Rc<Scope>) {
        let busy = self.try_busy();
        let _ = DROPPED.try_with(|d| d.borrow_mut().push((self.clone(), busy)));
        ANY_DROPPED.set(true);
    }
}

impl Interp {
    /// The scope of the running coroutine (None: the main scope).
    pub fn current_scope(&self) -> Option<Rc<Scope>> {
        self.sched.current().and_then(|t| t.scope.borrow().clone())
    }

    /// Cancel `scope` with `exc`: an idle scope just closes; otherwise child scopes and
    /// coroutines are cancelled (started ones are spared when `safe`), its listeners are
    /// told and its waiters woken.
    pub fn cancel_scope(&self, scope: &Rc<Scope>, exc: &Obj, safe: bool) {
        if scope.closed.get() {
            return;
        }
        scope.cancelled.set(true);
        if !scope.busy() {
            self.close_scope(scope);
            return;
        }
        for c in scope.children() {
            self.cancel_scope(&c, exc, safe);
        }
        for t in scope.live_tasks() {
            if safe && t.is_started() {
                continue;
            }
            self.cancel_task(&t, exc.clone(), false);
        }
        self.scope_cancel_listeners(scope);
        let waiters = std::mem::take(&mut *scope.waiters.borrow_mut());
        for w in waiters {
            self.wake(&w, Ok(Value::Null));
        }
    }

    fn scope_cancel_listeners(&self, scope: &Rc<Scope>) {
        let listeners = std::mem::take(&mut *scope.on_cancel.borrow_mut());
        for f in listeners {
            f(self);
        }
    }

    /// The scope becomes closed: no more coroutines; its finally handlers run in a helper
    /// coroutine.
    pub fn close_scope(&self, scope: &Rc<Scope>) {
        if scope.closed.get() {
            return;
        }
        scope.closed.set(true);
        self.scope_cancel_listeners(scope);
        let waiters = std::mem::take(&mut *scope.waiters.borrow_mut());
        for w in waiters {
            self.wake(&w, Ok(Value::Null));
        }
        self.run_scope_finally(scope);
    }

    /// Run (in a helper coroutine) the finally handlers registered so far.
    pub fn run_scope_finally(&self, scope: &Rc<Scope>) {
        let handlers = std::mem::take(&mut *scope.finally.borrow_mut());
        if handlers.is_empty() {
            return;
        }
        let arg = scope.object().map(Value::Object).unwrap_or_default();
        let sc = scope.clone();
        self.spawn_hidden_in(
            Box::new(move |i: &Interp| {
                let _keep = &sc;
                i.call_handlers(arg, handlers)
            }),
            false,
            Some(scope.clone()),
        );
    }

    /// A coroutine of `scope` finished: wake who waits for the scope (or an ancestor) to
    /// become idle, and dispose of cancelled scopes that ran out of coroutines.
    pub(super) fn scope_task_finished(&self, scope: &Rc<Scope>, t: &Task) {
        scope.tasks_forget(t);
        let mut cur = Some(scope.clone());
        while let Some(s) = cur {
            if s.busy() {
                break;
            }
            let waiters = std::mem::take(&mut *s.waiters.borrow_mut());
            for w in waiters {
                self.wake(&w, Ok(Value::Null));
            }
            // An idle scope closes the channels it owns.
            self.scope_cancel_listeners(&s);
            if s.cancelled.get() && !s.closed.get() {
                self.close_scope(&s);
                s.detached.set(true);
            }
            cur = s.parent.clone();
        }
    }

    /// Dispose of scopes whose objects were destroyed since the last step.
    #[inline]
    pub(super) fn dispose_dropped_scopes(&self) {
        if ANY_DROPPED.get() {
            self.dispose_dropped_scopes_now();
        }
    }

    #[cold]
    fn dispose_dropped_scopes_now(&self) {
        ANY_DROPPED.set(false);
        let dropped = DROPPED.with(|d| std::mem::take(&mut *d.borrow_mut()));
        for (s, busy) in dropped {
            if s.closed.get() {
                self.run_scope_finally(&s);
                continue;
            }
            if !busy.unwrap_or_else(|| s.busy()) {
                self.close_scope(&s);
                continue;
            }
            if let Ok(c) = self.cancellation("Scope is being disposed due to object destruction") {
                self.cancel_scope(&s, &c, s.safe.get());
            }
        }
    }

    /// A coroutine of a scope failed and nobody awaited it: offer the exception to the
    /// scopes from the coroutine's up to the root (§10.1.6). Returns whether it was handled.
    pub(super) fn scope_failure(&self, scope: &Rc<Scope>, t: &Rc<Task>, e: &Obj) -> bool {
        if is_cancellation(e) {
            return true;
        }
        let coroutine = t
            .obj
            .borrow()
            .clone()
            .map(Value::Object)
            .unwrap_or_default();
        let safe = scope.safe.get();
        let mut from_child = false;
        let mut cur = Some(scope.clone());
        while let Some(x) = cur {
            let arg = x.object().map(Value::Object).unwrap_or_default();
            let args = vec![arg, coroutine.clone(), Value::Object(e.clone())];
            if from_child {
                let h = x.child_handler.borrow().clone();
                if let Some(h) = h {
                    if self.call_value(&h, args.clone()).is_ok() {
                        return true;
                    }
                }
            }
            let h = x.handler.borrow().clone();
            if let Some(h) = h {
                if self.call_value(&h, args).is_ok() {
                    return true;
                }
            }
            let waiters = std::mem::take(&mut *x.waiters.borrow_mut());
            if let Ok(c) = self.cancellation("Coroutine cancelled") {
                self.cancel_scope(&x, &c, safe);
            }
            if !waiters.is_empty() {
                for w in waiters {
                    self.wake(&w, Err(e.clone()));
                }
                return true;
            }
            cur = x.parent.clone();
            from_child = true;
        }
        false
    }

    /// Wait (in the running coroutine) until `scope` and its descendants have no running
    /// coroutine; `token` ends the wait with its cancellation.
    pub fn wait_scope_idle(
        &self,
        scope: &Rc<Scope>,
        kind: WaitKind,
        token: Option<&super::awaitable::Awaitable>,
    ) -> Result<(), Unwind> {
        let Some(me) = self.sched.current() else {
            return Ok(());
        };
        loop {
            if !scope.busy() || scope.closed.get() {
                break Ok(());
            }
            if kind == WaitKind::Completion && scope.cancelled.get() {
                break Err(
                    self.throw_error("Async\\AsyncCancellation", "The scope has been cancelled")
                );
            }
            scope.add_waiter(&me);
            let d = self.suspend_until_token(&me, token);
            scope.remove_waiter(&me);
            if let Err(e) = d {
                break Err(Unwind::Throw(e));
            }
        }
    }
}
