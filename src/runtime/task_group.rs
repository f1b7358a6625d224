//! The engine of `Async\TaskGroup` and `Async\TaskSet`: tasks (callables) run as
//! coroutines of an internal scope, at most `concurrency` at a time (the others wait in a
//! FIFO queue; a spawner waits while the queue is full). Every task's outcome is kept
//! under its key, in spawn order, and delivered to the `all`/`race`/`any` futures, to
//! `awaitCompletion()` and to iteration. A TaskSet removes entries once delivered.
//! Task failures are recorded here, never reported as unhandled coroutine failures.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::rc::{Rc, Weak};

use super::event::Outcome;
use super::scheduler::is_cancellation;
use super::scope::Scope;
use super::task::{task_of, Task};
use crate::builtins::async_api::spawn_entry;
use crate::eval::{Interp, Unwind};
use crate::object::{pending_future, settled_future, Obj, ObjectData, PendingFuture};
use crate::syntax::ast::Name;
use crate::value::{Key, PhpArray, Value};

/// What a future of the group waits for.
#[derive(Clone, Copy)]
pub enum Join {
    /// Every task settled: the results (rejected with the errors unless ignored).
    All { ignore_errors: bool },
    /// The first task to settle.
    Race,
    /// The first task to succeed (all failed: the errors).
    Any,
}

enum Slot {
    /// Waiting for a free slot: the callable and its arguments, and its named arguments.
    Queued(Vec<Value>, Vec<(Name, Value)>),
    Running,
    Done(Outcome),
}

struct Entry {
    key: Key,
    slot: Slot,
    /// Its error was delivered (or deliberately ignored).
    handled: Cell<bool>,
}

pub struct TaskGroup {
    pub scope: Rc<Scope>,
    /// At most this many running tasks (0: no limit).
    concurrency: usize,
    /// A spawner waits while this many tasks are queued (0: no limit).
    queue_limit: usize,
    /// A TaskSet: entries are removed once delivered.
    removes_delivered: bool,
    /// The tasks by spawn order.
    entries: RefCell<BTreeMap<u64, Entry>>,
    keys: RefCell<HashMap<Key, u64>>,
    next_id: Cell<u64>,
    next_key: Cell<i64>,
    queue: RefCell<VecDeque<u64>>,
    running: Cell<usize>,
    closed: Cell<bool>,
    joins: RefCell<Vec<(Join, PendingFuture)>>,
    /// Coroutines in `awaitCompletion()`.
    idle_waiters: RefCell<Vec<Rc<Task>>>,
    /// Iterators and spawners waiting for the group to change.
    change_waiters: RefCell<Vec<Rc<Task>>>,
    finally: RefCell<Vec<Value>>,
    obj: RefCell<Weak<ObjectData>>,
}

/// One task handed out by iteration.
pub struct Delivery {
    pub id: u64,
    pub key: Key,
    pub outcome: Outcome,
}

fn async_error(interp: &Interp, msg: &str) -> Unwind {
    interp.throw_error("Async\\AsyncException", msg)
}

impl TaskGroup {
    pub fn new(
        scope: Rc<Scope>,
        concurrency: usize,
        queue_limit: usize,
        removes_delivered: bool,
    ) -> Rc<TaskGroup> {
        Rc::new(TaskGroup {
            scope,
            concurrency,
            queue_limit,
            removes_delivered,
            entries: RefCell::default(),
            keys: RefCell::default(),
            next_id: Cell::new(0),
            next_key: Cell::new(0),
            queue: RefCell::default(),
            running: Cell::new(0),
            closed: Cell::new(false),
            joins: RefCell::default(),
            idle_waiters: RefCell::default(),
            change_waiters: RefCell::default(),
            finally: RefCell::default(),
            obj: RefCell::default(),
        })
    }

    /// Remember the PHP object (finally handlers receive it).
    pub fn set_object(&self, obj: &Obj) {
        *self.obj.borrow_mut() = Rc::downgrade(&obj.0);
    }

    fn object(&self) -> Value {
        self.obj
            .borrow()
            .upgrade()
            .map(|o| Value::Object(Obj(o)))
            .unwrap_or_default()
    }

    /// No task is running or queued.
    pub fn is_idle(&self) -> bool {
        self.running.get() == 0 && self.queue.borrow().is_empty()
    }

    pub fn is_closed(&self) -> bool {
        self.closed.get()
    }

    pub fn count(&self) -> usize {
        self.entries.borrow().len()
    }

    fn has_room(&self) -> bool {
        self.concurrency == 0 || self.running.get() < self.concurrency
    }

    fn queue_full(&self) -> bool {
        !self.has_room() && self.queue_limit > 0 && self.queue.borrow().len() >= self.queue_limit
    }

    fn check_open(&self, interp: &Interp) -> Result<(), Unwind> {
        if !self.closed.get() {
            return Ok(());
        }
        let msg = if self.is_idle() {
            "Cannot spawn tasks on a completed TaskGroup"
        } else {
            "Cannot spawn tasks on a closed TaskGroup"
        };
        Err(async_error(interp, msg))
    }

    fn check_key(&self, interp: &Interp, key: Option<&Key>) -> Result<(), Unwind> {
        let Some(k) = key else {
            return Ok(());
        };
        if !self.keys.borrow().contains_key(k) {
            return Ok(());
        }
        let shown = match k {
            Key::Int(i) => i.to_string(),
            Key::Str(s) => format!("\"{}\"", s.to_string_lossy()),
        };
        Err(async_error(
            interp,
            &format!("Duplicate key {shown} in TaskGroup"),
        ))
    }

    /// Add a task: `args` holds the callable and its arguments; `key` None takes the next
    /// automatic integer key. It starts at once when a slot is free, else it is queued
    /// (the caller waits first while the queue is full).
    pub fn spawn(
        self: &Rc<Self>,
        interp: &Interp,
        key: Option<Key>,
        args: Vec<Value>,
        named: Vec<(Name, Value)>,
    ) -> Result<(), Unwind> {
        self.check_open(interp)?;
        self.check_key(interp, key.as_ref())?;
        interp.async_start();
        while self.queue_full() && interp.sched.current().is_some() {
            self.wait(interp, &self.change_waiters)?;
            self.check_open(interp)?;
            self.check_key(interp, key.as_ref())?;
        }
        let key = key.unwrap_or_else(|| {
            let k = self.next_key.get();
            self.next_key.set(k + 1);
            Key::Int(k)
        });
        let id = self.next_id.get();
        self.next_id.set(id + 1);
        self.keys.borrow_mut().insert(key.clone(), id);
        self.entries.borrow_mut().insert(
            id,
            Entry {
                key,
                slot: Slot::Queued(args, named),
                handled: Cell::new(false),
            },
        );
        if self.has_room() {
            self.start(interp, id);
        } else {
            self.queue.borrow_mut().push_back(id);
        }
        self.wake_changed(interp);
        Ok(())
    }

    /// Spawn the coroutine of a queued entry.
    fn start(self: &Rc<Self>, interp: &Interp, id: u64) {
        let (args, named) = {
            let mut entries = self.entries.borrow_mut();
            let Some(e) = entries.get_mut(&id) else {
                return;
            };
            match std::mem::replace(&mut e.slot, Slot::Running) {
                Slot::Queued(args, named) => (args, named),
                other => {
                    e.slot = other;
                    return;
                }
            }
        };
        self.running.set(self.running.get() + 1);
        let (entry, name) = spawn_entry(&args, named);
        drop(args);
        match interp.spawn_task_in(entry, name, Some(self.scope.clone()), None) {
            Ok(obj) => {
                if let Some(t) = task_of(&obj) {
                    let group = Rc::downgrade(self);
                    t.done.subscribe(
                        interp,
                        Rc::new(move |i: &Interp, o: &Outcome| {
                            if let Some(g) = group.upgrade() {
                                g.settled(i, id, o.clone());
                            }
                        }),
                    );
                }
            }
            Err(Unwind::Throw(e)) => self.settled(interp, id, Outcome::Error(e)),
            Err(_) => self.settled(interp, id, Outcome::Value(Value::Null)),
        }
    }

    /// A task's coroutine finished with `o`.
    fn settled(self: &Rc<Self>, interp: &Interp, id: u64, o: Outcome) {
        if let Some(e) = self.entries.borrow_mut().get_mut(&id) {
            e.slot = Slot::Done(o);
        }
        self.running.set(self.running.get().saturating_sub(1));
        while self.has_room() {
            let next = self.queue.borrow_mut().pop_front();
            let Some(next) = next else {
                break;
            };
            self.start(interp, next);
        }
        self.changed(interp);
    }

    /// After a change: wake who waits for one, settle the futures that can be, and when
    /// idle wake `awaitCompletion()` and run the finally handlers.
    fn changed(self: &Rc<Self>, interp: &Interp) {
        self.wake_changed(interp);
        self.resolve_joins(interp);
        if self.is_idle() {
            let waiters = std::mem::take(&mut *self.idle_waiters.borrow_mut());
            for w in waiters {
                interp.wake(&w, Ok(Value::Null));
            }
            self.run_finally(interp);
        }
    }

    fn wake_changed(&self, interp: &Interp) {
        let waiters = std::mem::take(&mut *self.change_waiters.borrow_mut());
        for w in waiters {
            interp.wake(&w, Ok(Value::Null));
        }
    }

    /// Park the running coroutine in `list` until woken.
    fn wait(&self, interp: &Interp, list: &RefCell<Vec<Rc<Task>>>) -> Result<(), Unwind> {
        let me = interp.task_to_park(None)?;
        list.borrow_mut().push(me.clone());
        let d = interp.suspend_current(false);
        list.borrow_mut().retain(|w| !Rc::ptr_eq(w, &me));
        d.map(drop).map_err(Unwind::Throw)
    }

    fn resolve_joins(&self, interp: &Interp) {
        let joins = std::mem::take(&mut *self.joins.borrow_mut());
        let mut keep = Vec::new();
        for (j, f) in joins {
            if f.finished() {
                continue;
            }
            match self.decide(interp, j) {
                Some(o) => f.settle(interp, o),
                None => keep.push((j, f)),
            }
        }
        let mut joins = self.joins.borrow_mut();
        keep.append(&mut joins);
        *joins = keep;
    }

    /// The outcome of `j` if it is decided now (what it delivers is removed from a
    /// TaskSet).
    fn decide(&self, interp: &Interp, j: Join) -> Option<Outcome> {
        match j {
            Join::All { ignore_errors } => {
                if !self.is_idle() {
                    return None;
                }
                let mut results = PhpArray::new();
                let mut errors = Vec::new();
                for e in self.entries.borrow().values() {
                    match &e.slot {
                        Slot::Done(Outcome::Value(v)) => results.insert(e.key.clone(), v.clone()),
                        Slot::Done(Outcome::Error(x)) => {
                            e.handled.set(true);
                            errors.push(x.clone());
                        }
                        _ => {}
                    }
                }
                self.remove_done(None);
                if errors.is_empty() || ignore_errors {
                    Some(Outcome::Value(Value::arr(results)))
                } else {
                    Some(composite(interp, errors))
                }
            }
            Join::Race => self.take_first(|_| true),
            Join::Any => {
                if let Some(o) = self.take_first(|o| matches!(o, Outcome::Value(_))) {
                    return Some(o);
                }
                if !self.is_idle() {
                    return None;
                }
                let errors = self.take_errors();
                Some(composite(interp, errors))
            }
        }
    }

    /// The first settled entry (in spawn order) whose outcome passes `want`.
    fn take_first(&self, want: impl Fn(&Outcome) -> bool) -> Option<Outcome> {
        let (id, o) = {
            let entries = self.entries.borrow();
            let (id, e) = entries
                .iter()
                .find(|(_, e)| matches!(&e.slot, Slot::Done(o) if want(o)))?;
            let Slot::Done(o) = &e.slot else {
                return None;
            };
            e.handled.set(true);
            (*id, o.clone())
        };
        self.remove_done(Some(id));
        Some(o)
    }

    /// Every recorded error (removed from a TaskSet).
    fn take_errors(&self) -> Vec<Obj> {
        let mut errors = Vec::new();
        for e in self.entries.borrow().values() {
            if let Slot::Done(Outcome::Error(x)) = &e.slot {
                e.handled.set(true);
                errors.push(x.clone());
            }
        }
        self.remove_done(None);
        errors
    }

    /// In a TaskSet, remove the delivered entry `id` (None: every settled entry).
    fn remove_done(&self, id: Option<u64>) {
        if !self.removes_delivered {
            return;
        }
        let mut keys = self.keys.borrow_mut();
        let mut entries = self.entries.borrow_mut();
        match id {
            Some(id) => {
                if let Some(e) = entries.remove(&id) {
                    keys.remove(&e.key);
                }
            }
            None => entries.retain(|_, e| {
                let gone = matches!(e.slot, Slot::Done(_));
                if gone {
                    keys.remove(&e.key);
                }
                !gone
            }),
        }
    }

    /// A Future for `j`: settled at once when it is decided, else when it is.
    pub fn join(&self, interp: &Interp, j: Join) -> Result<Obj, Unwind> {
        if self.entries.borrow().is_empty() {
            match j {
                Join::Race => return Err(async_error(interp, "Cannot race on an empty TaskGroup")),
                Join::Any => {
                    return Err(async_error(
                        interp,
                        "Cannot call any() on an empty TaskGroup",
                    ))
                }
                Join::All { .. } => {}
            }
        }
        if let Some(o) = self.decide(interp, j) {
            return settled_future(interp, o);
        }
        interp.async_start();
        let (f, pending) = pending_future(interp)?;
        self.joins.borrow_mut().push((j, pending));
        Ok(f)
    }

    /// `awaitCompletion()`: wait until every task has settled (the group must be closed).
    pub fn await_completion(&self, interp: &Interp) -> Result<(), Unwind> {
        if !self.closed.get() {
            return Err(async_error(
                interp,
                "TaskGroup must be closed before calling awaitCompletion()",
            ));
        }
        while !self.is_idle() {
            self.wait(interp, &self.idle_waiters)?;
        }
        Ok(())
    }

    /// The next task in spawn order after `after` once it has settled (waiting for it);
    /// None once the group is closed and everything was delivered.
    pub fn next_delivery(
        &self,
        interp: &Interp,
        after: Option<u64>,
    ) -> Result<Option<Delivery>, Unwind> {
        let from = after.map_or(0, |a| a + 1);
        loop {
            let found = {
                let entries = self.entries.borrow();
                match entries.range(from..).next() {
                    Some((id, e)) => match &e.slot {
                        Slot::Done(o) => {
                            e.handled.set(true);
                            Some(Some(Delivery {
                                id: *id,
                                key: e.key.clone(),
                                outcome: o.clone(),
                            }))
                        }
                        _ => None,
                    },
                    None if self.closed.get() => Some(None),
                    None => None,
                }
            };
            if let Some(d) = found {
                if let Some(d) = &d {
                    self.remove_done(Some(d.id));
                }
                return Ok(d);
            }
            interp.async_start();
            if interp.sched.current().is_none() {
                return Err(async_error(
                    interp,
                    "TaskGroup iterator can only be used inside a coroutine",
                ));
            }
            self.wait(interp, &self.change_waiters)?;
        }
    }

    /// `close()`: no more tasks; those running or queued go on.
    pub fn close(self: &Rc<Self>, interp: &Interp) {
        if self.closed.replace(true) {
            return;
        }
        self.changed(interp);
    }

    /// `cancel()`: close, drop the queued tasks and cancel the running ones with `c`
    /// (started ones are spared in a safe scope).
    pub fn cancel(self: &Rc<Self>, interp: &Interp, c: &Obj) {
        self.closed.set(true);
        let dropped: Vec<u64> = self.queue.borrow_mut().drain(..).collect();
        {
            let mut entries = self.entries.borrow_mut();
            let mut keys = self.keys.borrow_mut();
            for id in dropped {
                if let Some(e) = entries.remove(&id) {
                    keys.remove(&e.key);
                }
            }
        }
        interp.cancel_scope(&self.scope, c, self.scope.safe.get());
        self.changed(interp);
    }

    /// `dispose()`: cancel the task coroutines with `c`; the group stays open.
    pub fn dispose(&self, interp: &Interp, c: &Obj) {
        interp.cancel_scope(&self.scope, c, self.scope.safe.get());
    }

    /// Successful results so far, keyed by task key.
    pub fn results(&self) -> PhpArray {
        let mut out = PhpArray::new();
        for e in self.entries.borrow().values() {
            if let Slot::Done(Outcome::Value(v)) = &e.slot {
                out.insert(e.key.clone(), v.clone());
            }
        }
        out
    }

    /// Exceptions of failed tasks so far, keyed by task key.
    pub fn errors(&self) -> PhpArray {
        let mut out = PhpArray::new();
        for e in self.entries.borrow().values() {
            if let Slot::Done(Outcome::Error(x)) = &e.slot {
                e.handled.set(true);
                out.insert(e.key.clone(), Value::Object(x.clone()));
            }
        }
        out
    }

    /// Mark every recorded error handled.
    pub fn suppress_errors(&self) {
        for e in self.entries.borrow().values() {
            e.handled.set(true);
        }
    }

    /// The group object is destroyed: the task errors nobody retrieved are offered, as
    /// one CompositeException, to the exception handlers of the scopes above the group
    /// (child-scope handler first, then the scope's own, up to the root); when none
    /// takes them they are dropped.
    pub fn report_unretrieved(&self, interp: &Interp) {
        let errors: Vec<Obj> = self
            .entries
            .borrow()
            .values()
            .filter(|e| !e.handled.replace(true))
            .filter_map(|e| match &e.slot {
                Slot::Done(Outcome::Error(x)) if !is_cancellation(x) => Some(x.clone()),
                _ => None,
            })
            .collect();
        if errors.is_empty() {
            return;
        }
        let Outcome::Error(c) = composite(interp, errors) else {
            return;
        };
        let coroutine = interp
            .sched
            .current()
            .and_then(|t| t.obj.borrow().clone())
            .map(Value::Object)
            .unwrap_or_default();
        let mut cur = self.scope.parent.clone();
        while let Some(x) = cur {
            let args = vec![
                x.object().map(Value::Object).unwrap_or_default(),
                coroutine.clone(),
                Value::Object(c.clone()),
            ];
            let child = x.child_handler.borrow().clone();
            let own = x.handler.borrow().clone();
            for h in child.into_iter().chain(own) {
                if interp.call_value(&h, args.clone()).is_ok() {
                    return;
                }
            }
            cur = x.parent.clone();
        }
    }

    /// `finally($cb)`: called with the group object once it is idle (at once when it is
    /// already closed and idle).
    pub fn add_finally(&self, interp: &Interp, cb: Value) -> Result<(), Unwind> {
        if self.closed.get() && self.is_idle() {
            interp.call_value(&cb, vec![self.object()])?;
            return Ok(());
        }
        self.finally.borrow_mut().push(cb);
        Ok(())
    }

    fn run_finally(&self, interp: &Interp) {
        let handlers = std::mem::take(&mut *self.finally.borrow_mut());
        if handlers.is_empty() {
            return;
        }
        let arg = self.object();
        interp.spawn_hidden(
            Box::new(move |i: &Interp| i.call_handlers(arg, handlers)),
            false,
        );
    }

    /// Values held, for the cycle collector.
    pub fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        for e in self.entries.borrow().values() {
            match &e.slot {
                Slot::Queued(args, named) => {
                    args.iter().for_each(&mut *visit);
                    named.iter().for_each(|(_, v)| visit(v));
                }
                Slot::Done(Outcome::Value(v)) => visit(v),
                Slot::Done(Outcome::Error(x)) => visit(&Value::Object(x.clone())),
                Slot::Running => {}
            }
        }
        for cb in self.finally.borrow().iter() {
            visit(cb);
        }
    }
}

/// A CompositeException (empty message) holding `errors` in order.
fn composite(interp: &Interp, errors: Vec<Obj>) -> Outcome {
    match interp.create_exception("Async\\CompositeException", "") {
        Ok(c) => {
            let list = errors.into_iter().map(Value::Object).collect();
            c.set_prop(b"exceptions", Value::arr(PhpArray::from_values(list)));
            Outcome::Error(c)
        }
        Err(Unwind::Throw(e)) => Outcome::Error(e),
        Err(_) => Outcome::Value(Value::Null),
    }
}
