//! The scheduler: the run queue (a ring buffer; high priority goes to the head), the
//! microtask queue, the timers, the reactor, the live coroutines in creation order, and the
//! loop that runs on the thread's own stack and switches to the next ready coroutine.
//! Suspending is a switch back to this loop; the per-coroutine interpreter state is swapped
//! on each switch, and the caches are warmed for the coroutines queued next
//! (runtime/warm.rs). When nothing is ready the loop blocks in the reactor until the next
//! timer deadline or event; while work is queued it looks at watched fds every few switches.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

use std::rc::Rc;
use std::time::{Duration, Instant};

use super::context_pool::{ContextPool, COROUTINE_STACK};
use super::coroutine::{Resumed, Suspender};
use super::event::Outcome;
use super::reactor::Reactor;
use super::scope::Scope;
use super::signal::SignalTable;
use super::task::{BeforeQueue, Entry, Fiber, State, Task, TaskHandle, TaskName};
use super::timer::{TimerCallback, TimerId, Timers};
use super::waker::{Delivery, WakeStatus};
use crate::eval::{Interp, SavedContext, Unwind};
use crate::object::{Known, Obj};
use crate::value::Value;

thread_local! {
    /// Warnings raised where no interpreter is at hand (a Drop), printed by the scheduler
    /// at its next step.
    static DEFERRED_WARNINGS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// Whether DEFERRED_WARNINGS may hold warnings (a plain flag read at every step).
    static ANY_DEFERRED: Cell<bool> = const { Cell::new(false) };
}

/// Queue a core warning (`in Unknown on line 0`) for the scheduler to print.
pub fn defer_warning(msg: String) {
    let _ = DEFERRED_WARNINGS.try_with(|w| w.borrow_mut().push(msg));
    ANY_DEFERRED.set(true);
}

/// Where the main coroutine's entry leaves its result.
type MainResult = Rc<RefCell<Option<Result<Value, Unwind>>>>;

/// While coroutines are ready, watched fds are polled (without blocking) every this many
/// switches.
const POLL_EVERY: u32 = 64;

/// Before a wait of at least this long, the pages of some freed coroutine stacks go
/// back to the OS (runtime/stack_region.rs): `IDLE_TRIM_PER_MS` stacks per millisecond
/// of the wait, at most `IDLE_TRIM_SLOTS` (a few percent of the wait).
const IDLE_TRIM_AFTER: Duration = Duration::from_millis(1);
const IDLE_TRIM_PER_MS: usize = 16;
const IDLE_TRIM_SLOTS: usize = 256;

/// A small Rust job run by the scheduler between coroutine switches.
pub type Microtask = Box<dyn FnOnce(&Interp)>;

/// The unfinished tasks, unordered; each task knows its index (`Task::live_at`), so
/// adding and removing one is a push and a swap-remove.
#[derive(Default)]
struct LiveTasks(Vec<Rc<Task>>);

impl LiveTasks {
    fn insert(&mut self, t: &Rc<Task>) {
        if t.live_at.get() != usize::MAX {
            return;
        }
        t.live_at.set(self.0.len());
        self.0.push(t.clone());
    }

    fn remove(&mut self, t: &Task) {
        let i = t.live_at.get();
        if !self.0.get(i).is_some_and(|x| std::ptr::eq(&**x, t)) {
            return;
        }
        t.live_at.set(usize::MAX);
        self.0.swap_remove(i);
        if let Some(moved) = self.0.get(i) {
            moved.live_at.set(i);
        }
    }
}

#[derive(Default)]
pub struct Scheduler {
    /// Set by the first async operation: the main script is a coroutine from then on.
    started: Cell<bool>,
    /// Unfinished coroutines (spawning and finishing are the hot operations; listing
    /// sorts).
    tasks: RefCell<LiveTasks>,
    ready: RefCell<VecDeque<Rc<Task>>>,
    microtasks: RefCell<VecDeque<Microtask>>,
    current: RefCell<Option<Rc<Task>>>,
    pub(super) timers: RefCell<Timers>,
    /// fd readiness and the blocking wait.
    pub reactor: Reactor,
    /// `Async\signal()` listeners.
    pub(super) signals: SignalTable,
    /// Switches since the last non-blocking poll.
    switches: Cell<u32>,
    pool: RefCell<ContextPool>,
    next_seq: Cell<u64>,
    /// Graceful shutdown has begun.
    pub(super) shutting_down: Cell<bool>,
    /// The exception reported as fatal once everything has finished.
    pub(super) exit_exception: RefCell<Option<Obj>>,
    /// `exit`/a fatal error in a coroutine: stop running anything.
    pub(super) exit: RefCell<Option<Unwind>>,
    /// The main script has ended (late errors have no location).
    pub(super) main_ended: Cell<bool>,
    /// Tasks created and not started yet.
    unstarted: Cell<usize>,
    /// Stop switching to coroutines (the program is exiting).
    halted: Cell<bool>,
    /// The first error of a coroutine that went on with the script-end destructors; the
    /// main coroutine reports it.
    pub(super) shutdown_error: RefCell<Option<Unwind>>,
    /// The main coroutine, waiting for every other coroutine to finish.
    drain_waiter: RefCell<Option<Rc<Task>>>,
    /// The main scope's `Async\Context` (`root_context()`), once asked for.
    pub root_context: RefCell<Option<Obj>>,
    /// The main coroutine's private context, once asked for.
    pub main_context: RefCell<Option<Obj>>,
}

impl Scheduler {
    /// Whether the scheduler has started (the main script is a coroutine).
    pub fn is_started(&self) -> bool {
        self.started.get()
    }

    /// The running task.
    pub fn current(&self) -> Option<Rc<Task>> {
        self.current.borrow().clone()
    }

    /// Whether a task runs (the scheduler drives the program).
    pub fn has_current(&self) -> bool {
        self.current.borrow().is_some()
    }

    /// Unfinished tasks in creation order.
    pub fn live_tasks(&self) -> Vec<Rc<Task>> {
        let mut all: Vec<Rc<Task>> = self.tasks.borrow().0.clone();
        all.sort_unstable_by_key(|t| t.seq);
        all
    }

    pub fn queue_len(&self) -> usize {
        self.ready.borrow().len()
    }

    pub fn microtask_len(&self) -> usize {
        self.microtasks.borrow().len()
    }

    /// (stacks kept, stacks kept + in use).
    pub fn pool_stats(&self) -> (usize, usize) {
        let p = self.pool.borrow();
        (p.count(), p.capacity())
    }

    pub fn stack_size(&self) -> usize {
        COROUTINE_STACK
    }

    fn next_seq(&self) -> u64 {
        let s = self.next_seq.get();
        self.next_seq.set(s + 1);
        s
    }

    /// Queue a microtask.
    pub fn microtask(&self, m: Microtask) {
        self.microtasks.borrow_mut().push_back(m);
    }

    /// Arm a timer.
    pub fn add_timer(&self, after: Duration, cb: TimerCallback) -> TimerId {
        self.timers.borrow_mut().add(after, cb)
    }

    /// Arm a soft timer (runtime/timer.rs): `on_deadlock` runs instead when the program
    /// is otherwise stuck.
    pub fn add_soft_timer(
        &self,
        after: Duration,
        cb: TimerCallback,
        on_deadlock: TimerCallback,
    ) -> TimerId {
        self.timers.borrow_mut().add_soft(after, cb, on_deadlock)
    }

    /// Arm a timer that wakes `t` (with null) after `after`.
    pub fn add_wake_timer(&self, after: Duration, t: Rc<Task>) -> TimerId {
        self.timers.borrow_mut().add_wake(after, t)
    }

    pub fn cancel_timer(&self, id: TimerId) {
        self.timers.borrow_mut().cancel(id);
    }

    pub(super) fn tasks_remove(&self, t: &Task) {
        self.tasks.borrow_mut().remove(t);
    }

    pub(super) fn tasks_insert(&self, t: &Rc<Task>) {
        self.tasks.borrow_mut().insert(t);
    }

    pub(super) fn is_halted(&self) -> bool {
        self.halted.get()
    }

    pub(super) fn has_tasks(&self) -> bool {
        !self.tasks.borrow().0.is_empty()
    }

    pub(super) fn set_drain_waiter(&self, t: &Rc<Task>) {
        *self.drain_waiter.borrow_mut() = Some(t.clone());
    }

    /// Run no more coroutines.
    pub(super) fn halt(&self) {
        self.halted.set(true);
    }

    /// Put a task in the run queue (at the head when `high`).
    #[inline]
    pub(super) fn enqueue(&self, t: &Rc<Task>, high: bool) {
        t.waker.status.set(WakeStatus::Queued);
        let mut q = self.ready.borrow_mut();
        if high {
            q.push_front(t.clone());
        } else {
            q.push_back(t.clone());
        }
    }
}

impl Interp {
    /// Start the scheduler if it has not started: the running main script becomes the
    /// main coroutine.
    #[inline]
    pub fn async_start(&self) {
        if !self.sched.started.get() {
            self.start_scheduler();
        }
    }

    #[cold]
    fn start_scheduler(&self) {
        let s = &self.sched;
        s.started.set(true);
        if let Some(main) = s.current() {
            if main.is_main {
                s.tasks.borrow_mut().insert(&main);
                let _ = self.task_object(&main);
            }
        }
    }

    /// The `Async\Coroutine` object of a task (created on first use for the main one).
    pub fn task_object(&self, t: &Rc<Task>) -> Option<Obj> {
        if let Some(o) = t.obj.borrow().as_ref() {
            return Some(o.clone());
        }
        if t.is_finished() {
            return None;
        }
        let cls = self.classes.known(Known::Coroutine)?;
        let obj = Obj::new(&cls);
        obj.set_internal(Box::new(TaskHandle(t.clone())));
        t.obj_id.set(obj.id());
        *t.obj.borrow_mut() = Some(obj.clone());
        Some(obj)
    }

    /// `task_object`, also for a finished task that never had one.
    pub fn task_object_always(&self, t: &Rc<Task>) -> Option<Obj> {
        if let Some(o) = self.task_object(t) {
            return Some(o);
        }
        let cls = self.classes.known(Known::Coroutine)?;
        let obj = Obj::new(&cls);
        obj.set_internal(Box::new(TaskHandle(t.clone())));
        t.obj_id.set(obj.id());
        Some(obj)
    }

    pub(super) fn new_task(
        &self,
        entry: Entry,
        name: TaskName,
        hidden: bool,
        is_main: bool,
    ) -> Rc<Task> {
        let (file, pos) = self.position();
        let loc = if is_main {
            None
        } else {
            Some((file.clone(), pos))
        };
        let saved = SavedContext::fresh(0, COROUTINE_STACK, file, pos);
        let mut t = Task::new(self.sched.next_seq(), entry, saved, loc, name);
        t.hidden = hidden;
        t.is_main = is_main;
        if let Some(cur) = self.sched.current() {
            t.spawner.set(cur.seq);
            *t.scope.get_mut() = cur.scope.borrow().clone();
        }
        let t = Rc::new(t);
        if let Some(sc) = t.scope.borrow().as_ref() {
            sc.add_task(&t);
        }
        t
    }

    /// `spawn()`: create a task that runs `entry` and queue it. Returns its object.
    pub fn spawn_task(&self, entry: Entry, name: TaskName) -> Result<Obj, Unwind> {
        self.async_start();
        let t = self.new_task(entry, name, false, false);
        self.queue_spawned(t)
    }

    /// `$scope->spawn()`: like `spawn_task`, in `scope`.
    /// `before` sees the coroutine object before it is queued; when it fails the coroutine
    /// is dropped without running.
    pub fn spawn_task_in(
        &self,
        entry: Entry,
        name: TaskName,
        scope: Option<Rc<Scope>>,
        before: Option<BeforeQueue>,
    ) -> Result<Obj, Unwind> {
        self.async_start();
        let t = self.new_task_in(entry, name, false, scope);
        if let Some(before) = before {
            if let Some(obj) = self.task_object(&t) {
                if let Err(u) = before(&obj) {
                    if let Some(sc) = t.scope.borrow().as_ref() {
                        sc.tasks_forget(&t);
                    }
                    t.state.set(State::Finished);
                    t.obj.borrow_mut().take();
                    return Err(u);
                }
            }
        }
        self.queue_spawned(t)
    }

    fn new_task_in(
        &self,
        entry: Entry,
        name: TaskName,
        hidden: bool,
        scope: Option<Rc<Scope>>,
    ) -> Rc<Task> {
        let t = self.new_task(entry, name, hidden, false);
        let old = t.scope.replace(scope.clone());
        if let Some(old) = old {
            old.tasks_forget(&t);
        }
        if let Some(sc) = scope {
            sc.add_task(&t);
        }
        t
    }

    fn queue_spawned(&self, t: Rc<Task>) -> Result<Obj, Unwind> {
        let Some(obj) = self.task_object(&t) else {
            return Err(self.throw_error("Error", "Class \"Async\\Coroutine\" not found"));
        };
        self.sched.tasks.borrow_mut().insert(&t);
        self.sched.unstarted.set(self.sched.unstarted.get() + 1);
        self.sched.enqueue(&t, false);
        Ok(obj)
    }

    /// Queue a runtime helper coroutine (not listed by get_coroutines()).
    pub fn spawn_hidden(&self, entry: Entry, high: bool) {
        let t = self.new_task(entry, TaskName::Fixed("{internal}"), true, false);
        self.queue_hidden(t, high);
    }

    /// Queue a runtime helper coroutine in `scope`.
    pub fn spawn_hidden_in(&self, entry: Entry, high: bool, scope: Option<Rc<Scope>>) {
        let t = self.new_task_in(entry, TaskName::Fixed("{internal}"), true, scope);
        self.queue_hidden(t, high);
    }

    /// Queue a task made by `new_task` (a Fiber's, see runtime/fiber.rs).
    pub(super) fn queue_task(&self, t: &Rc<Task>) {
        self.sched.unstarted.set(self.sched.unstarted.get() + 1);
        self.sched.tasks.borrow_mut().insert(t);
        self.sched.enqueue(t, false);
    }

    fn queue_hidden(&self, t: Rc<Task>, high: bool) {
        self.sched.unstarted.set(self.sched.unstarted.get() + 1);
        self.sched.tasks.borrow_mut().insert(&t);
        self.sched.enqueue(&t, high);
    }

    /// Run `entry` as the main coroutine on a stack of `stack` bytes and drive the
    /// scheduler until no coroutine is left. Returns the entry's result (None when it did
    /// not finish because the program is exiting).
    pub fn run_main_task(&self, stack: usize, entry: Entry) -> Option<Result<Value, Unwind>> {
        let t = self.new_task(entry, TaskName::Fixed("main"), false, true);
        let result: MainResult = Rc::default();
        let fiber = match super::coroutine::Stack::new(stack) {
            Ok(st) => self.make_fiber(&t, st, Some(result.clone())),
            Err(_) => return Some(Err(Unwind::Fatal)),
        };
        t.saved.borrow_mut().set_stack(fiber.stack_limit(), stack);
        *t.fiber.borrow_mut() = Some(fiber);
        t.state.set(State::Running);
        if self.sched.started.get() {
            self.sched.tasks.borrow_mut().insert(&t);
        }
        self.switch_to(&t);
        self.run_scheduler();
        let r = result.borrow_mut().take();
        r
    }

    fn make_fiber(
        &self,
        t: &Rc<Task>,
        stack: super::coroutine::Stack,
        main_result: Option<MainResult>,
    ) -> Fiber {
        let interp = self as *const Interp;
        let task = t.clone();
        Fiber::on_stack(stack, move |s: &Suspender<(), ()>, ()| {
            // SAFETY: coroutines never outlive the interpreter that runs them: the
            // scheduler drives them to completion (or forgets them) before it is dropped.
            let interp = unsafe { &*interp };
            task.suspender.set(s as *const _ as usize);
            let entry = task.entry.borrow_mut().take();
            let r = match entry {
                Some(e) => e(interp),
                None => Ok(Value::Null),
            };
            let r = r.and_then(|v| interp.run_destructors().map(|_| v));
            match main_result {
                // The main script's buffers are flushed at shutdown, as in PHP.
                Some(slot) => {
                    *slot.borrow_mut() = Some(r);
                    Ok(Value::Null)
                }
                None => interp.ob_end_coroutine(r),
            }
        })
    }

    /// The scheduler loop: microtasks, due timers, the next ready coroutine; blocks in the
    /// reactor when nothing is ready; resolves deadlocks.
    fn run_scheduler(&self) {
        let s = &self.sched;
        loop {
            if s.exit.borrow().is_some() || s.halted.get() {
                break;
            }
            self.run_microtasks();
            self.print_deferred_warnings();
            self.dispose_dropped_scopes();
            self.fire_timers();
            let next = s.ready.borrow_mut().pop_front();
            if let Some(t) = next {
                self.poll_between_switches();
                {
                    let q = s.ready.borrow();
                    super::warm::warm_next(q.front(), q.get(1));
                }
                self.switch_to(&t);
                continue;
            }
            if !s.microtasks.borrow().is_empty() {
                continue;
            }
            if self.wait_for_events() {
                continue;
            }
            if self.resolve_soft_timers() {
                continue;
            }
            if s.tasks.borrow().0.is_empty() {
                let waiter = s.drain_waiter.borrow_mut().take();
                match waiter {
                    Some(m) => self.wake(&m, Ok(Value::Null)),
                    None => break,
                }
                continue;
            }
            if !self.resolve_deadlock() {
                break;
            }
        }
    }

    /// Nothing is ready and only soft timers are armed while coroutines wait: run their
    /// deadlock callbacks (§2.10 step 1). Returns whether any ran.
    fn resolve_soft_timers(&self) -> bool {
        let s = &self.sched;
        if s.timers.borrow().active() || !s.has_tasks() {
            return false;
        }
        let soft = s.timers.borrow_mut().take_soft();
        let any = !soft.is_empty();
        for cb in soft {
            cb(self);
        }
        any
    }

    /// Every few switches, a non-blocking look at the watched fds (only when there are
    /// any), so that a busy run queue does not starve I/O and signals.
    fn poll_between_switches(&self) {
        let s = &self.sched;
        if !s.reactor.has_watches() {
            return;
        }
        let n = s.switches.get() + 1;
        if n < POLL_EVERY {
            s.switches.set(n);
            return;
        }
        s.switches.set(0);
        s.reactor.poll(self, Some(Duration::ZERO));
    }

    /// Nothing is ready: when a timer (or, while coroutines wait, an fd watcher or signal
    /// listener) that keeps the program alive is registered, block in the reactor until
    /// the next timer deadline or event and return true; else return false (the program
    /// ends, is deadlocked, or only soft timers remain).
    fn wait_for_events(&self) -> bool {
        let s = &self.sched;
        // A watcher or listener nobody waits on does not keep the program alive.
        let io = s.has_tasks() && (self.prune_signal_listeners() || s.reactor.active());
        if !(io || s.timers.borrow().active()) {
            return false;
        }
        let deadline = s.timers.borrow_mut().next_deadline();
        let timeout = match deadline {
            Some(at) => {
                let now = Instant::now();
                if at <= now {
                    return true;
                }
                Some(at - now)
            }
            None => None,
        };
        self.flush();
        if timeout.is_none_or(|t| t >= IDLE_TRIM_AFTER) {
            let budget = timeout.map_or(IDLE_TRIM_SLOTS, |t| {
                (t.as_millis() as usize)
                    .saturating_mul(IDLE_TRIM_PER_MS)
                    .min(IDLE_TRIM_SLOTS)
            });
            super::stack_region::trim(budget);
        }
        s.reactor.poll(self, timeout);
        true
    }

    /// Print the warnings queued by `defer_warning`.
    #[inline]
    pub fn print_deferred_warnings(&self) {
        if ANY_DEFERRED.get() {
            self.print_deferred_warnings_now();
        }
    }

    #[cold]
    fn print_deferred_warnings_now(&self) {
        const E_WARNING: i64 = 2;
        ANY_DEFERRED.set(false);
        let msgs = DEFERRED_WARNINGS.with(|w| std::mem::take(&mut *w.borrow_mut()));
        for m in msgs {
            self.report_at(E_WARNING, &m, "Unknown", 0);
        }
    }

    fn run_microtasks(&self) {
        loop {
            let m = self.sched.microtasks.borrow_mut().pop_front();
            match m {
                Some(m) => m(self),
                None => break,
            }
        }
    }

    fn fire_timers(&self) {
        let (now, before) = {
            let mut timers = self.sched.timers.borrow_mut();
            match timers.next_at() {
                Some(at) => {
                    let now = super::timer::now_ns();
                    if at > now {
                        return;
                    }
                    (now, timers.next_seq())
                }
                None => return,
            }
        };
        loop {
            let due = self.sched.timers.borrow_mut().pop_due(now, before);
            match due {
                Some((id, action)) => action.run(self, id),
                None => break,
            }
        }
    }

    /// Run `t` until it suspends or finishes.
    fn switch_to(&self, t: &Rc<Task>) {
        let s = &self.sched;
        t.waker.status.set(WakeStatus::Idle);
        match t.state.get() {
            State::Finished => return,
            State::Created => {
                s.unstarted.set(s.unstarted.get().saturating_sub(1));
                // A fiber's task starts anyway: its resumer waits for its outcome.
                let cancelled = t
                    .cancel
                    .borrow()
                    .clone()
                    .filter(|_| t.php_fiber.borrow().is_none());
                if let Some(c) = cancelled {
                    t.entry.borrow_mut().take();
                    t.skipped.set(true);
                    t.state.set(State::Running);
                    self.finish_task(t, Err(Unwind::Throw(c)));
                    return;
                }
                let stack = s.pool.borrow_mut().take();
                let stack = match stack {
                    Ok(st) => st,
                    Err(_) => {
                        t.state.set(State::Running);
                        let e = self.throw_error("Error", "Cannot allocate a coroutine stack");
                        self.finish_task(t, Err(e));
                        return;
                    }
                };
                let fiber = self.make_fiber(t, stack, None);
                t.saved
                    .borrow_mut()
                    .set_stack(fiber.stack_limit(), COROUTINE_STACK);
                *t.fiber.borrow_mut() = Some(fiber);
            }
            _ => {}
        }
        t.state.set(State::Running);
        // The fiber stays in its slot while it runs: nothing else looks at a running
        // task's fiber (`forget_coroutines` runs once the scheduler has stopped).
        let mut slot = t.fiber.borrow_mut();
        let Some(fiber) = slot.as_mut() else {
            return;
        };
        let prev = s.current.replace(Some(t.clone()));
        self.swap_context(&mut t.saved.borrow_mut());
        let r = fiber.resume(());
        self.swap_context(&mut t.saved.borrow_mut());
        *s.current.borrow_mut() = prev;
        if let Resumed::Returned(r) = r {
            let fiber = slot.take();
            drop(slot);
            if let Some(st) = fiber.and_then(|f| f.into_stack()) {
                if !t.is_main {
                    s.pool.borrow_mut().give_back(st, s.unstarted.get());
                }
            }
            self.finish_task(t, r);
        }
    }

    /// Suspend the running coroutine until it is woken (`queue`: put it at the tail of the
    /// run queue first, as `suspend()` does). Returns what it was woken with. Outside the
    /// scheduler (no running coroutine) it returns at once.
    /// Inlined into its callers: the stack frames between the interpreter and the switch
    /// are what a resumed coroutine returns through.
    #[inline(always)]
    pub fn suspend_current(&self, queue: bool) -> Delivery {
        let Some(t) = self.sched.current() else {
            return Ok(Value::Null);
        };
        let sp = t.suspender.get();
        if sp == 0 {
            return Ok(Value::Null);
        }
        if t.hands_off_destructors.get() {
            self.hand_off_destructors(&t);
        }
        if t.waker.status.get() != WakeStatus::Queued {
            if queue {
                self.sched.enqueue(&t, false);
            } else {
                t.waker.status.set(WakeStatus::Waiting);
            }
        }
        t.state.set(State::Suspended);
        let here = 0u8;
        t.parked_sp.set(std::ptr::addr_of!(here) as usize);
        // SAFETY: the suspender was set by this task's fiber body, which is running now
        // (possibly under nested generator stacks, which resume where they were).
        let s = sp as *const Suspender<(), ()>;
        unsafe { (*s).suspend(()) };
        // `switch_to` set the state back to running and the waker to idle.
        if t.waker.has_wait_left() {
            self.clear_wait(&t);
        }
        let d = t.waker.take_delivery();
        if d.is_err() {
            self.note_cancel_thrown(&t, &d);
        }
        d
    }

    /// Drop what is left of a finished wait (subscriptions, timer).
    #[cold]
    fn clear_wait(&self, t: &Task) {
        if let Some(id) = t.waker.clear() {
            self.sched.cancel_timer(id);
        }
    }

    /// A resumed coroutine receives an error: when it is the coroutine's own cancellation,
    /// that cancellation has now been thrown at a suspension point.
    #[cold]
    fn note_cancel_thrown(&self, t: &Task, d: &Delivery) {
        if let Err(e) = d {
            if t.cancel.borrow().as_ref().is_some_and(|c| c.ptr_eq(e)) {
                t.cancel_thrown.set(true);
            }
        }
    }

    /// Wake a waiting task with `d` (queued at the tail). A queued task keeps its place;
    /// a pending error is not overridden by a value or a cancellation.
    #[inline]
    pub fn wake(&self, t: &Rc<Task>, d: Delivery) {
        if t.state.get() != State::Suspended {
            return;
        }
        t.waker.deliver(d, is_cancellation, chain_previous);
        if t.waker.status.get() == WakeStatus::Waiting {
            self.sched.enqueue(t, false);
        }
    }

    /// Why the program is exiting when a coroutine ended it. No coroutine runs after
    /// that (the main script's included: it does not go on past its await).
    pub fn async_exit_reason(&self) -> Unwind {
        self.sched.halt();
        self.sched.exit.borrow_mut().take().unwrap_or(Unwind::Fatal)
    }

    /// Leave coroutines that can no longer run (the program is exiting): their stacks are
    /// not unwound.
    pub fn forget_coroutines(&self) {
        self.print_deferred_warnings();
        let s = &self.sched;
        let mut all: Vec<Rc<Task>> = s.tasks.borrow().0.clone();
        all.extend(s.ready.borrow_mut().drain(..));
        all.extend(s.drain_waiter.borrow_mut().take());
        for t in all {
            if let Some(f) = t.fiber.borrow_mut().take() {
                s.pool.borrow_mut().forget_one();
                std::mem::forget(f);
            }
        }
    }
}

/// Whether a throwable is a `\Cancellation`.
pub fn is_cancellation(e: &Obj) -> bool {
    e.class().instanceof_name("cancellation")
}

/// Attach `old` as the innermost `previous` of `new`.
pub fn chain_previous(new: &Obj, old: Obj) {
    if new.ptr_eq(&old) {
        return;
    }
    let mut cur = new.clone();
    while let Some(Value::Object(p)) = cur.get_prop(b"previous").map(|v| v.deref()) {
        if p.ptr_eq(&old) {
            return;
        }
        cur = p;
    }
    cur.set_prop(b"previous", Value::Object(old));
}

/// Turn an outcome into what PHP code sees.
pub fn outcome_result(o: Outcome) -> Result<Value, Unwind> {
    match o {
        Outcome::Value(v) => Ok(v),
        Outcome::Error(e) => Err(Unwind::Throw(e)),
    }
}
