//! The record of one coroutine: what it runs, its stack (once started), its saved
//! interpreter state, its lifecycle, its waker, its completion event, its cancellation
//! and `protect()` state, and the metadata `Async\Coroutine` reports.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::channel::WaitState;
use super::coroutine::Coroutine;
use super::event::{Event, Outcome};
use super::fiber::FiberCore;
use super::scope::Scope;
use super::waker::Waker;
use crate::eval::{Interp, SavedContext, SourceFile, Unwind};
use crate::object::{Internal, Obj};
use crate::value::Value;

/// The stackful coroutine a task runs on.
pub type Fiber = Coroutine<(), (), Result<Value, Unwind>>;

/// What a task runs when it starts.
pub type Entry = Box<dyn FnOnce(&Interp) -> Result<Value, Unwind>>;

/// Sees a coroutine's object before the coroutine is queued (an error drops it unrun).
pub type BeforeQueue<'a> = &'a dyn Fn(&Obj) -> Result<(), Unwind>;

/// Lifecycle of a task.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// Spawned, not started (owns no stack).
    Created,
    Running,
    /// Parked at a suspension point (waiting or queued).
    Suspended,
    Finished,
}

/// The fields a switch reads and writes come first and together (`repr(C)` keeps the
/// order): switching to one of many parked coroutines then touches a few adjacent cache
/// lines of its record instead of lines scattered over it.
#[repr(C)]
pub struct Task {
    pub state: Cell<State>,
    pub waker: Waker,
    /// Address of the running fiber's `Suspender`.
    pub suspender: Cell<usize>,
    /// Where its stack stood when it last suspended (runtime/warm.rs).
    pub parked_sp: Cell<usize>,
    pub fiber: RefCell<Option<Fiber>>,
    pub saved: RefCell<SavedContext>,
    /// The ticket and state of its latest channel wait (runtime/channel.rs).
    pub chan_wait: Cell<(u32, WaitState)>,
    /// The cancellation applied to it (the cancel flag).
    pub cancel: RefCell<Option<Obj>>,
    /// Creation order (the main coroutine is first).
    pub seq: u64,
    pub is_main: bool,
    /// Runtime helpers (finally handlers, callbacks) are not listed by get_coroutines().
    pub hidden: bool,
    /// The `Async\Coroutine` object while the runtime holds it (until the task finishes).
    pub obj: RefCell<Option<Obj>>,
    pub obj_id: Cell<u32>,
    pub entry: RefCell<Option<Entry>>,
    pub outcome: RefCell<Option<Outcome>>,
    /// The cancellation was thrown at a suspension point: if the coroutine catches it and
    /// returns, its result stands.
    pub cancel_thrown: Cell<bool>,
    /// It was cancelled before it ever ran and finished without running.
    pub skipped: Cell<bool>,
    /// A cancellation held back by `protect()`.
    pub deferred: RefCell<Option<Obj>>,
    pub protect_depth: Cell<u32>,
    /// Completes when the task finishes.
    pub done: Rc<Event>,
    pub finally: RefCell<Vec<Value>>,
    /// Where it was spawned: the file and byte offset (the line is worked out only when
    /// asked).
    pub spawn_at: Option<(Rc<SourceFile>, u32)>,
    /// Its outcome was delivered to someone (await, await_*).
    pub observed: Cell<bool>,
    /// It failed with nobody awaiting it and no scope handler taking the exception, which
    /// was kept on its still referenced handle for a later await: dropping the handle
    /// before that throws it.
    pub unclaimed: Cell<bool>,
    /// What the deadlock report calls it.
    pub name: RefCell<TaskName>,
    /// The scope it belongs to (None: the main scope).
    pub scope: RefCell<Option<Rc<Scope>>>,
    /// `seq` of the task that spawned it (u64::MAX: none).
    pub spawner: Cell<u64>,
    /// Its private `Async\Context`, once asked for.
    pub context: RefCell<Option<Obj>>,
    /// Its index in the scheduler's list of unfinished tasks (usize::MAX: not in it).
    pub live_at: Cell<usize>,
    /// The PHP `Fiber` it runs (runtime/fiber.rs), until the fiber ends.
    pub php_fiber: RefCell<Option<Rc<FiberCore>>>,
    /// It runs the script-end destructors: when it suspends, a new coroutine goes on
    /// with the remaining objects (runtime/shutdown.rs).
    pub hands_off_destructors: Cell<bool>,
}

/// What the deadlock report calls a task: a fixed name, or the callable it runs (named
/// only when a report is written; dropped when the task finishes).
pub enum TaskName {
    Fixed(&'static str),
    Callable(Value),
}

impl Task {
    /// Where it was spawned (file, line); None for the main coroutine.
    pub fn spawn_loc(&self) -> Option<(Rc<str>, i64)> {
        self.spawn_at
            .as_ref()
            .map(|(file, pos)| (file.path.clone(), file.line_of(*pos) as i64))
    }

    /// Where it is suspended (file, line), while it is: the position its saved context
    /// stopped at (recorded by the switch itself, so suspending costs nothing extra).
    pub fn suspend_loc(&self) -> Option<(Rc<str>, i64)> {
        if self.state.get() != State::Suspended {
            return None;
        }
        let (file, pos) = self.saved.try_borrow().ok()?.position();
        Some((file.path.clone(), file.line_of(pos) as i64))
    }

    pub fn new(
        seq: u64,
        entry: Entry,
        saved: SavedContext,
        spawn_at: Option<(Rc<SourceFile>, u32)>,
        name: TaskName,
    ) -> Task {
        super::memory::exempt(Self::RECORD_BYTES);
        Task {
            seq,
            is_main: false,
            hidden: false,
            obj: RefCell::new(None),
            obj_id: Cell::new(0),
            entry: RefCell::new(Some(entry)),
            fiber: RefCell::new(None),
            suspender: Cell::new(0),
            parked_sp: Cell::new(0),
            saved: RefCell::new(saved),
            state: Cell::new(State::Created),
            outcome: RefCell::new(None),
            cancel: RefCell::new(None),
            cancel_thrown: Cell::new(false),
            skipped: Cell::new(false),
            deferred: RefCell::new(None),
            protect_depth: Cell::new(0),
            waker: Waker::default(),
            done: Event::new(),
            finally: RefCell::new(Vec::new()),
            spawn_at,
            observed: Cell::new(false),
            unclaimed: Cell::new(false),
            name: RefCell::new(name),
            scope: RefCell::new(None),
            spawner: Cell::new(u64::MAX),
            context: RefCell::new(None),
            live_at: Cell::new(usize::MAX),
            chan_wait: Cell::new((0, WaitState::Gone)),
            php_fiber: RefCell::new(None),
            hands_off_destructors: Cell::new(false),
        }
    }

    /// Bytes of the record kept for each task (itself, its completion event and its saved
    /// call stack), which memory_limit does not charge (runtime/memory.rs).
    const RECORD_BYTES: usize = std::mem::size_of::<Task>()
        + std::mem::size_of::<Event>()
        + SavedContext::STACK_RESERVE_BYTES;

    pub fn is_finished(&self) -> bool {
        self.state.get() == State::Finished
    }

    /// It began executing (a coroutine cancelled before it ran never did).
    pub fn is_started(&self) -> bool {
        self.state.get() != State::Created && !self.skipped.get()
    }

    /// Cancelled: finished after a cancellation was applied, or with a cancellation.
    pub fn cancel_requested(&self) -> bool {
        self.cancel.borrow().is_some() || self.deferred.borrow().is_some()
    }
}

impl Drop for Task {
    fn drop(&mut self) {
        super::memory::unexempt(Self::RECORD_BYTES);
    }
}

/// The internal state of an `Async\Coroutine` object.
pub struct TaskHandle(pub Rc<Task>);

impl Internal for TaskHandle {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        self.0.done.trace(visit);
        for f in self.0.finally.borrow().iter() {
            visit(f);
        }
    }
    /// `__destruct` only rethrows the error of a coroutine the shutdown left unclaimed
    /// and nothing observed: any other coroutine object is released at once.
    fn destruct_is_noop(&self) -> bool {
        !self.0.unclaimed.get() || self.0.observed.get()
    }
}

/// The task behind a `Coroutine` object.
pub fn task_of(obj: &Obj) -> Option<Rc<Task>> {
    obj.with_internal(|h: &mut TaskHandle| h.0.clone())
}
