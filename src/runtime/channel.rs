//! Channels: a FIFO of values between coroutines, buffered (capacity > 0) or unbuffered
//! (one slot and a hand-shake). Waiting receivers and senders are served in arrival order;
//! a value handed to a woken receiver (or a slot handed to a woken sender) is promised to
//! it until it runs, and passes on to the next waiter if it is cancelled meanwhile.
//! Where a parked coroutine's operation stands lives in its task under the ticket of its
//! wait, so parking allocates nothing.
//! Closing wakes every waiter that holds no promise; the deadlock timers close the channel
//! when one side has starved for too long.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};
use std::time::Duration;

use super::awaitable::Awaitable;
use super::event::Outcome;
use super::task::Task;
use super::timer::TimerId;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::value::Value;

/// Why a channel was closed (the cases of `Async\ChannelCloseReason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CloseReason {
    Explicit,
    Disposed,
    NoProducers,
    NoConsumers,
    Deadlock,
    ScopeDisposed,
}

impl CloseReason {
    /// The `ChannelCloseReason` case name.
    pub fn case_name(self) -> &'static str {
        match self {
            CloseReason::Explicit => "EXPLICIT",
            CloseReason::Disposed => "DISPOSED",
            CloseReason::NoProducers => "NO_PRODUCERS",
            CloseReason::NoConsumers => "NO_CONSUMERS",
            CloseReason::Deadlock => "DEADLOCK",
            CloseReason::ScopeDisposed => "SCOPE_DISPOSED",
        }
    }

    /// The message of the `ChannelException` operations throw after the close.
    pub fn message(self) -> &'static str {
        match self {
            CloseReason::Explicit => "Channel is closed",
            CloseReason::Disposed => "Channel disposed",
            CloseReason::NoProducers => "Channel deadlock: no producers",
            CloseReason::NoConsumers => "Channel deadlock: no consumers",
            CloseReason::Deadlock => "Channel deadlock",
            CloseReason::ScopeDisposed => "Channel closed: owner scope disposed",
        }
    }
}

/// Where a parked coroutine's channel operation stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitState {
    /// Queued, nothing handed to it yet.
    Waiting,
    /// Woken with a value (receiver) or a slot (sender) promised to it.
    Promised,
    /// An unbuffered sender whose value sits in the slot, waiting for a receiver.
    Holding,
    /// An unbuffered sender whose value was taken.
    Taken,
    /// Woken by the close.
    Closed,
    /// Left the queue (cancelled): skipped when the queue is served.
    Gone,
}

/// Why a channel operation failed: the channel is closed (the caller creates the
/// `ChannelException`, see `Channel::error`), or an exception (or exit) to pass on.
pub enum OpError {
    Closed,
    Unwind(Unwind),
}

impl From<Unwind> for OpError {
    fn from(u: Unwind) -> Self {
        OpError::Unwind(u)
    }
}

/// A pending `recvAsync()` future, settled by the channel.
pub trait RecvSink {
    /// Whether the future still exists (a dropped one leaves the queue silently).
    fn alive(&self) -> bool;
    fn settle(&self, interp: &Interp, outcome: Outcome);
}

/// The ticket of one channel wait of a task. The task's `chan_wait` holds its current
/// wait's ticket and state; a queue entry of an earlier wait reads as `Gone`.
#[derive(Clone, Copy)]
struct Wait(u32);

impl Wait {
    /// Start a wait of `t` in `state`.
    fn begin(t: &Task, state: WaitState) -> Wait {
        let n = t.chan_wait.get().0.wrapping_add(1);
        t.chan_wait.set((n, state));
        Wait(n)
    }

    fn get(self, t: &Task) -> WaitState {
        match t.chan_wait.get() {
            (n, s) if n == self.0 => s,
            _ => WaitState::Gone,
        }
    }

    fn set(self, t: &Task, s: WaitState) {
        if t.chan_wait.get().0 == self.0 {
            t.chan_wait.set((self.0, s));
        }
    }
}

/// A parked coroutine and its wait.
type Parked = (Rc<Task>, Wait);

enum Receiver {
    Task(Rc<Task>, Wait),
    Future(Box<dyn RecvSink>),
}

impl Receiver {
    fn live(&self) -> bool {
        match self {
            Receiver::Task(t, w) => w.get(t) == WaitState::Waiting,
            Receiver::Future(f) => f.alive(),
        }
    }
}

/// The state of one channel.
pub struct Channel {
    capacity: usize,
    /// Values held, oldest first; the first `recv_promised` are promised to woken
    /// receivers. An unbuffered channel holds at most one (its slot).
    buf: RefCell<VecDeque<Value>>,
    recv_promised: Cell<usize>,
    /// Free slots promised to woken senders.
    send_promised: Cell<usize>,
    receivers: RefCell<VecDeque<Receiver>>,
    senders: RefCell<VecDeque<Parked>>,
    /// Unbuffered: the sender waiting for its value in the slot to be taken.
    holder: RefCell<Option<Parked>>,
    closed: Cell<Option<CloseReason>>,
    no_producer_ms: u64,
    no_consumer_ms: u64,
    hard_timeouts: bool,
    producer_timer: Cell<Option<TimerId>>,
    consumer_timer: Cell<Option<TimerId>>,
}

impl Channel {
    pub fn new(capacity: usize, no_producer_ms: u64, no_consumer_ms: u64, hard: bool) -> Rc<Self> {
        Rc::new(Channel {
            capacity,
            buf: RefCell::new(VecDeque::new()),
            recv_promised: Cell::new(0),
            send_promised: Cell::new(0),
            receivers: RefCell::new(VecDeque::new()),
            senders: RefCell::new(VecDeque::new()),
            holder: RefCell::new(None),
            closed: Cell::new(None),
            no_producer_ms,
            no_consumer_ms,
            hard_timeouts: hard,
            producer_timer: Cell::new(None),
            consumer_timer: Cell::new(None),
        })
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Values physically held (promised ones included).
    pub fn count(&self) -> usize {
        self.buf.borrow().len()
    }

    pub fn is_full(&self) -> bool {
        self.count() >= self.slots()
    }

    pub fn close_reason(&self) -> Option<CloseReason> {
        self.closed.get()
    }

    fn slots(&self) -> usize {
        self.capacity.max(1)
    }

    fn unbuffered(&self) -> bool {
        self.capacity == 0
    }

    /// A slot that is neither occupied nor promised.
    fn has_free_slot(&self) -> bool {
        self.buf.borrow().len() + self.send_promised.get() < self.slots()
    }

    /// Values held, for the cycle collector.
    pub fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        if let Ok(b) = self.buf.try_borrow() {
            b.iter().for_each(visit);
        }
    }

    /// The `ChannelException` of the close reason.
    pub fn closed_error(&self, interp: &Interp) -> Unwind {
        let reason = self.closed.get().unwrap_or(CloseReason::Explicit);
        match channel_exception(interp, reason) {
            Ok(e) => Unwind::Throw(e),
            Err(u) => u,
        }
    }

    /// What PHP code sees of a failed operation.
    pub fn error(&self, interp: &Interp, e: OpError) -> Unwind {
        match e {
            OpError::Closed => self.closed_error(interp),
            OpError::Unwind(u) => u,
        }
    }

    /// Take the oldest value nobody was promised, then hand the freed slot on.
    #[inline(always)]
    fn take_free(&self, interp: &Interp) -> Option<Value> {
        let v = {
            let mut b = self.buf.borrow_mut();
            let at = self.recv_promised.get();
            if b.len() <= at {
                return None;
            }
            if at == 0 {
                b.pop_front()?
            } else {
                b.remove(at)?
            }
        };
        self.after_take(interp);
        Some(v)
    }

    /// A value left the buffer: the unbuffered holder hears its value was taken, and the
    /// freed slot is promised to the oldest waiting sender.
    #[inline(always)]
    fn after_take(&self, interp: &Interp) {
        if self.holder.borrow().is_some() || !self.senders.borrow().is_empty() {
            self.wake_after_take(interp);
        }
    }

    fn wake_after_take(&self, interp: &Interp) {
        if self.unbuffered() {
            let holder = self.holder.borrow_mut().take();
            if let Some((t, cell)) = holder {
                cell.set(&t, WaitState::Taken);
                interp.wake(&t, Ok(Value::Null));
            }
        }
        while self.has_free_slot() {
            let next = self.senders.borrow_mut().pop_front();
            let Some((t, cell)) = next else {
                break;
            };
            if cell.get(&t) != WaitState::Waiting {
                continue;
            }
            cell.set(&t, WaitState::Promised);
            self.send_promised.set(self.send_promised.get() + 1);
            interp.wake(&t, Ok(Value::Null));
        }
    }

    /// Append a value and hand it to the oldest waiting receiver. Returns whether a
    /// receiver got it (promised to a coroutine or given to a future).
    #[inline]
    fn place(&self, interp: &Interp, v: Value) -> bool {
        self.buf.borrow_mut().push_back(v);
        self.offer(interp)
    }

    /// Hand the oldest free value to the oldest waiting receiver, if both exist.
    #[inline(always)]
    fn offer(&self, interp: &Interp) -> bool {
        !self.receivers.borrow().is_empty() && self.offer_to_waiter(interp)
    }

    fn offer_to_waiter(&self, interp: &Interp) -> bool {
        loop {
            if self.buf.borrow().len() <= self.recv_promised.get() {
                return false;
            }
            let next = self.receivers.borrow_mut().pop_front();
            let Some(r) = next else {
                return false;
            };
            match r {
                Receiver::Task(t, cell) => {
                    if cell.get(&t) != WaitState::Waiting {
                        continue;
                    }
                    cell.set(&t, WaitState::Promised);
                    self.recv_promised.set(self.recv_promised.get() + 1);
                    interp.wake(&t, Ok(Value::Null));
                    return true;
                }
                Receiver::Future(f) => {
                    if !f.alive() {
                        continue;
                    }
                    if let Some(v) = self.take_free(interp) {
                        f.settle(interp, Outcome::Value(v));
                    }
                    return true;
                }
            }
        }
    }

    /// A receiver holding a promise left without taking its value: the promise passes to
    /// the next waiting receiver, or the value becomes free.
    fn pass_recv_promise(&self, interp: &Interp) {
        self.recv_promised
            .set(self.recv_promised.get().saturating_sub(1));
        self.offer(interp);
    }

    /// A sender holding a promised slot left without using it.
    fn pass_send_promise(&self, interp: &Interp) {
        self.send_promised
            .set(self.send_promised.get().saturating_sub(1));
        self.after_free_slot(interp);
    }

    /// A slot became free without a value being taken.
    fn after_free_slot(&self, interp: &Interp) {
        while self.has_free_slot() {
            let next = self.senders.borrow_mut().pop_front();
            let Some((t, cell)) = next else {
                break;
            };
            if cell.get(&t) != WaitState::Waiting {
                continue;
            }
            cell.set(&t, WaitState::Promised);
            self.send_promised.set(self.send_promised.get() + 1);
            interp.wake(&t, Ok(Value::Null));
        }
    }

    /// `recv()`: the next value, waiting for one when none is free.
    pub fn recv(
        self: &Rc<Self>,
        interp: &Interp,
        token: Option<&Awaitable>,
    ) -> Result<Value, OpError> {
        loop {
            if let Some(v) = self.take_free(interp) {
                if let Some(t) = token {
                    t.observe();
                }
                self.update_timers(interp);
                return Ok(v);
            }
            if self.closed.get().is_some() {
                return Err(OpError::Closed);
            }
            let cur = interp.task_to_park(token)?;
            let cell = Wait::begin(&cur, WaitState::Waiting);
            self.receivers
                .borrow_mut()
                .push_back(Receiver::Task(cur.clone(), cell));
            self.update_timers(interp);
            let d = interp.suspend_until_token(&cur, token);
            match (cell.get(&cur), d) {
                (WaitState::Promised, Ok(_)) => {
                    let v = self.buf.borrow_mut().pop_front();
                    self.recv_promised
                        .set(self.recv_promised.get().saturating_sub(1));
                    self.after_take(interp);
                    self.update_timers(interp);
                    return Ok(v.unwrap_or_default());
                }
                (WaitState::Promised, Err(e)) => {
                    self.pass_recv_promise(interp);
                    self.update_timers(interp);
                    return Err(OpError::Unwind(Unwind::Throw(e)));
                }
                (_, Err(e)) => {
                    cell.set(&cur, WaitState::Gone);
                    self.update_timers(interp);
                    return Err(OpError::Unwind(Unwind::Throw(e)));
                }
                (_, Ok(_)) => {
                    // Woken without a value: queue again.
                    cell.set(&cur, WaitState::Gone);
                }
            }
        }
    }

    /// `send()`: hand over a value, waiting for a slot (and, unbuffered, for a receiver).
    pub fn send(
        self: &Rc<Self>,
        interp: &Interp,
        v: Value,
        token: Option<&Awaitable>,
    ) -> Result<(), OpError> {
        let mut promised = false;
        loop {
            if self.closed.get().is_some() {
                if promised {
                    self.pass_send_promise(interp);
                }
                return Err(OpError::Closed);
            }
            if promised || self.has_free_slot() {
                if promised {
                    self.send_promised
                        .set(self.send_promised.get().saturating_sub(1));
                }
                if !self.unbuffered() || self.has_live_receiver() {
                    if let Some(t) = token {
                        t.observe();
                    }
                    self.place(interp, v);
                    self.update_timers(interp);
                    return Ok(());
                }
                return self.send_and_hold(interp, v, token);
            }
            let cur = interp.task_to_park(token)?;
            let cell = Wait::begin(&cur, WaitState::Waiting);
            self.senders.borrow_mut().push_back((cur.clone(), cell));
            self.update_timers(interp);
            let d = interp.suspend_until_token(&cur, token);
            match (cell.get(&cur), d) {
                (WaitState::Promised, Ok(_)) => promised = true,
                (WaitState::Promised, Err(e)) => {
                    self.pass_send_promise(interp);
                    self.update_timers(interp);
                    return Err(OpError::Unwind(Unwind::Throw(e)));
                }
                (_, Err(e)) => {
                    cell.set(&cur, WaitState::Gone);
                    self.update_timers(interp);
                    return Err(OpError::Unwind(Unwind::Throw(e)));
                }
                (_, Ok(_)) => cell.set(&cur, WaitState::Gone),
            }
        }
    }

    /// Unbuffered send with no receiver waiting: put the value in the slot and wait
    /// until a receiver takes it; withdraw it if the wait is cancelled first.
    fn send_and_hold(
        self: &Rc<Self>,
        interp: &Interp,
        v: Value,
        token: Option<&Awaitable>,
    ) -> Result<(), OpError> {
        if let Some(t) = token {
            t.observe();
            if t.is_done() {
                self.after_free_slot(interp);
                return Err(OpError::Unwind(interp.token_fired(t)));
            }
        }
        let cur = interp.task_to_park(None)?;
        let cell = Wait::begin(&cur, WaitState::Holding);
        self.buf.borrow_mut().push_back(v);
        *self.holder.borrow_mut() = Some((cur.clone(), cell));
        self.update_timers(interp);
        let d = interp.suspend_until_token(&cur, token);
        match (cell.get(&cur), d) {
            (WaitState::Holding, r) => {
                // Cancelled (or woken) before anyone took the value: withdraw it.
                self.holder.borrow_mut().take();
                if self.recv_promised.get() == 0 {
                    self.buf.borrow_mut().clear();
                }
                self.after_free_slot(interp);
                self.update_timers(interp);
                match r {
                    Err(e) => Err(OpError::Unwind(Unwind::Throw(e))),
                    Ok(_) => Err(OpError::Closed),
                }
            }
            (_, Err(e)) => Err(OpError::Unwind(Unwind::Throw(e))),
            (_, Ok(_)) => Ok(()),
        }
    }

    fn has_live_receiver(&self) -> bool {
        let mut r = self.receivers.borrow_mut();
        while let Some(front) = r.front() {
            if front.live() {
                return true;
            }
            r.pop_front();
        }
        false
    }

    /// `sendAsync()`: place the value if an unpromised slot is free.
    pub fn send_async(self: &Rc<Self>, interp: &Interp, v: Value) -> bool {
        if self.closed.get().is_some() || !self.has_free_slot() {
            return false;
        }
        self.place(interp, v);
        self.update_timers(interp);
        true
    }

    /// `recvAsync()`: a free value now, the close error, or a place in the queue.
    /// None: nothing to return now (queue a future with `enqueue_future`).
    pub fn recv_async(self: &Rc<Self>, interp: &Interp) -> Option<Result<Value, Unwind>> {
        if let Some(v) = self.take_free(interp) {
            self.update_timers(interp);
            return Some(Ok(v));
        }
        if self.closed.get().is_some() {
            return Some(Err(self.closed_error(interp)));
        }
        None
    }

    /// Queue a pending `recvAsync()` future.
    pub fn enqueue_future(self: &Rc<Self>, interp: &Interp, sink: Box<dyn RecvSink>) {
        self.receivers
            .borrow_mut()
            .push_back(Receiver::Future(sink));
        self.update_timers(interp);
    }

    /// Close with `reason` (the first reason stays): waiters holding no promise fail, an
    /// unpromised value in an unbuffered slot is discarded.
    pub fn close(&self, interp: &Interp, reason: CloseReason) {
        if self.closed.get().is_some() {
            return;
        }
        self.closed.set(Some(reason));
        for timer in [&self.producer_timer, &self.consumer_timer] {
            if let Some(id) = timer.take() {
                interp.sched.cancel_timer(id);
            }
        }
        let receivers: Vec<Receiver> = self.receivers.borrow_mut().drain(..).collect();
        for r in receivers {
            match r {
                Receiver::Task(t, cell) => {
                    if cell.get(&t) == WaitState::Waiting {
                        cell.set(&t, WaitState::Closed);
                        fail(interp, &t, reason);
                    }
                }
                Receiver::Future(f) => {
                    if f.alive() {
                        if let Ok(e) = channel_exception(interp, reason) {
                            f.settle(interp, Outcome::Error(e));
                        }
                    }
                }
            }
        }
        let senders: Vec<_> = self.senders.borrow_mut().drain(..).collect();
        for (t, cell) in senders {
            if cell.get(&t) == WaitState::Waiting {
                cell.set(&t, WaitState::Closed);
                fail(interp, &t, reason);
            }
        }
        if self.unbuffered() && self.recv_promised.get() == 0 {
            self.buf.borrow_mut().clear();
        }
        let holder = self.holder.borrow_mut().take();
        if let Some((t, cell)) = holder {
            cell.set(&t, WaitState::Closed);
            fail(interp, &t, reason);
        }
    }

    /// Arm or disarm the deadlock timers: the producer timer runs while receivers starve
    /// (wait with nothing promised), the consumer timer while senders do.
    #[inline]
    fn update_timers(self: &Rc<Self>, interp: &Interp) {
        if self.no_producer_ms != 0 || self.no_consumer_ms != 0 {
            self.rearm_timers(interp);
        }
    }

    fn rearm_timers(self: &Rc<Self>, interp: &Interp) {
        if self.closed.get().is_some() {
            return;
        }
        let recv_starving = self.has_live_receiver();
        let send_starving = self.holder.borrow().is_some()
            || self
                .senders
                .borrow()
                .iter()
                .any(|(t, c)| c.get(t) == WaitState::Waiting);
        self.set_timer(
            interp,
            &self.producer_timer,
            self.no_producer_ms,
            recv_starving,
            CloseReason::NoProducers,
        );
        self.set_timer(
            interp,
            &self.consumer_timer,
            self.no_consumer_ms,
            send_starving && !recv_starving,
            CloseReason::NoConsumers,
        );
    }

    fn set_timer(
        self: &Rc<Self>,
        interp: &Interp,
        slot: &Cell<Option<TimerId>>,
        ms: u64,
        starving: bool,
        reason: CloseReason,
    ) {
        if ms == 0 {
            return;
        }
        match (starving, slot.get()) {
            (true, None) => {
                let me: Weak<Channel> = Rc::downgrade(self);
                let fire = Box::new(move |i: &Interp| {
                    if let Some(ch) = me.upgrade() {
                        ch.close(i, reason);
                    }
                });
                let after = Duration::from_millis(ms);
                let id = if self.hard_timeouts {
                    interp.sched.add_timer(after, fire)
                } else {
                    let me: Weak<Channel> = Rc::downgrade(self);
                    interp.sched.add_soft_timer(
                        after,
                        fire,
                        Box::new(move |i: &Interp| {
                            if let Some(ch) = me.upgrade() {
                                ch.close(i, CloseReason::Deadlock);
                            }
                        }),
                    )
                };
                slot.set(Some(id));
            }
            (false, Some(id)) => {
                slot.set(None);
                interp.sched.cancel_timer(id);
            }
            _ => {}
        }
    }
}

/// Wake a waiter with the close error.
fn fail(interp: &Interp, t: &Rc<Task>, reason: CloseReason) {
    if let Ok(e) = channel_exception(interp, reason) {
        interp.wake(t, Err(e));
    }
}

/// A new `Async\ChannelException` for `reason`, its `$reason` set.
pub fn channel_exception(interp: &Interp, reason: CloseReason) -> Result<Obj, Unwind> {
    let e = interp.create_exception("Async\\ChannelException", reason.message())?;
    if let Some(cls) = interp.classes.get("Async\\ChannelCloseReason") {
        if let Some(case) = cls.enum_case(interp, reason.case_name())? {
            e.set_prop(b"reason", Value::Object(case));
        }
    }
    Ok(e)
}
