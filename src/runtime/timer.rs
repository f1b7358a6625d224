//! Timers of the scheduler: a min-heap of deadlines on the monotonic clock over a slab of
//! armed timers (a timer id is its slot and the slot's generation, so arming, firing and
//! cancelling never hash). Timers with equal deadlines fire in creation order. A cancelled
//! timer is forgotten lazily (its callback is dropped at once, its heap entry when it
//! reaches the top). A soft timer (a channel's deadlock timer) fires at its deadline like
//! any other but does not keep the program alive: when nothing else can happen, its
//! deadlock callback runs instead. Waking a coroutine, the common case (`delay()`), needs
//! no boxed callback.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::rc::Rc;
use std::time::{Duration, Instant};

use super::task::Task;
use crate::eval::Interp;

/// A timer this far away is as good as never (a hundred years, in nanoseconds).
const NEVER: u64 = 100 * 365 * 86_400 * 1_000_000_000;

/// The monotonic clock (the one `Instant` reads) in nanoseconds.
#[inline]
pub fn now_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime only writes the timespec it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    (ts.tv_sec as u64)
        .saturating_mul(1_000_000_000)
        .saturating_add(ts.tv_nsec as u64)
}

/// What a timer does when it fires (no PHP code: it wakes coroutines or completes events).
pub type TimerCallback = Box<dyn FnOnce(&Interp)>;

/// What fires: a boxed callback, or waking a coroutine with null.
pub enum TimerAction {
    Call(TimerCallback),
    Wake(Rc<Task>),
}

impl TimerAction {
    /// Do what the timer `id` does (it has been disarmed).
    pub fn run(self, interp: &Interp, id: TimerId) {
        match self {
            TimerAction::Call(cb) => cb(interp),
            TimerAction::Wake(t) => {
                // The timer is spent: the woken coroutine need not cancel it.
                t.waker.forget_timer(id);
                interp.wake(&t, Ok(crate::value::Value::Null));
            }
        }
    }
}

/// Handle of an armed timer, for cancellation: the slot (low half) and its generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimerId(u64);

impl TimerId {
    fn new(slot: u32, generation: u32) -> TimerId {
        TimerId((u64::from(generation) << 32) | u64::from(slot))
    }

    fn slot(self) -> usize {
        self.0 as u32 as usize
    }

    fn generation(self) -> u32 {
        (self.0 >> 32) as u32
    }
}

/// One slot of the slab; `action` is None while the slot is free.
#[derive(Default)]
struct Slot {
    generation: u32,
    /// Creation order (the heap's tie-break, and the order of deadlock callbacks).
    seq: u64,
    action: Option<TimerAction>,
    soft: Option<TimerCallback>,
}

#[derive(Default)]
pub struct Timers {
    /// (deadline on the monotonic clock in nanoseconds, creation order, slot,
    /// generation): plain integers, so that sifting compares words.
    heap: BinaryHeap<Reverse<(u64, u64, u32, u32)>>,
    slots: Vec<Slot>,
    free: Vec<u32>,
    /// Armed timers, soft ones included.
    armed: usize,
    /// Armed soft timers.
    soft: usize,
    next: u64,
}

impl Timers {
    /// Arm a timer firing `after` from now.
    pub fn add(&mut self, after: Duration, cb: TimerCallback) -> TimerId {
        self.arm(after, TimerAction::Call(cb))
    }

    /// Arm a timer that wakes `t` `after` from now.
    pub fn add_wake(&mut self, after: Duration, t: Rc<Task>) -> TimerId {
        self.arm(after, TimerAction::Wake(t))
    }

    fn arm(&mut self, after: Duration, action: TimerAction) -> TimerId {
        let seq = self.next;
        self.next += 1;
        // A deadline past what the clock can represent is as good as never.
        let after = u64::try_from(after.as_nanos()).map_or(NEVER, |ns| ns.min(NEVER));
        let at = now_ns().saturating_add(after);
        let slot = match self.free.pop() {
            Some(i) => i,
            None => {
                self.slots.push(Slot::default());
                (self.slots.len() - 1) as u32
            }
        };
        let s = &mut self.slots[slot as usize];
        s.seq = seq;
        s.action = Some(action);
        let generation = s.generation;
        self.armed += 1;
        self.heap.push(Reverse((at, seq, slot, generation)));
        TimerId::new(slot, generation)
    }

    /// Arm a soft timer: `on_deadlock` runs instead of `cb` if the program is stuck
    /// before the deadline.
    pub fn add_soft(
        &mut self,
        after: Duration,
        cb: TimerCallback,
        on_deadlock: TimerCallback,
    ) -> TimerId {
        let id = self.add(after, cb);
        self.slots[id.slot()].soft = Some(on_deadlock);
        self.soft += 1;
        id
    }

    /// Free an armed slot; returns its action.
    fn release(&mut self, slot: usize) -> Option<TimerAction> {
        let s = &mut self.slots[slot];
        let action = s.action.take()?;
        if s.soft.take().is_some() {
            self.soft -= 1;
        }
        s.generation = s.generation.wrapping_add(1);
        self.armed -= 1;
        self.free.push(slot as u32);
        Some(action)
    }

    /// Whether `id` is still armed.
    fn is_armed(&self, slot: usize, generation: u32) -> bool {
        self.slots
            .get(slot)
            .is_some_and(|s| s.generation == generation && s.action.is_some())
    }

    /// Disarm a timer (nothing happens if it already fired).
    pub fn cancel(&mut self, id: TimerId) {
        if self.is_armed(id.slot(), id.generation()) {
            self.release(id.slot());
        }
    }

    /// Whether any armed timer other than a soft one remains (they keep the program
    /// alive).
    pub fn active(&self) -> bool {
        self.armed > self.soft
    }

    /// Disarm every soft timer and return their deadlock callbacks, in creation order.
    pub fn take_soft(&mut self) -> Vec<TimerCallback> {
        if self.soft == 0 {
            return Vec::new();
        }
        let mut soft: Vec<(u64, usize)> = self
            .slots
            .iter()
            .enumerate()
            .filter(|(_, s)| s.soft.is_some())
            .map(|(i, s)| (s.seq, i))
            .collect();
        soft.sort_unstable();
        soft.into_iter()
            .filter_map(|(_, i)| {
                let cb = self.slots[i].soft.take();
                self.soft -= 1;
                self.release(i);
                cb
            })
            .collect()
    }

    /// The deadline of the nearest armed timer, on the monotonic clock in nanoseconds
    /// (compare with `now_ns`).
    #[inline]
    pub fn next_at(&mut self) -> Option<u64> {
        while let Some(Reverse((at, _, slot, generation))) = self.heap.peek() {
            if self.is_armed(*slot as usize, *generation) {
                return Some(*at);
            }
            self.heap.pop();
        }
        None
    }

    /// The deadline of the nearest armed timer.
    pub fn next_deadline(&mut self) -> Option<Instant> {
        let at = self.next_at()?;
        let now = Instant::now();
        let wait = Duration::from_nanos(at.saturating_sub(now_ns()));
        Some(now.checked_add(wait).unwrap_or(now))
    }

    /// The creation number the next timer gets (see `pop_due`).
    pub fn next_seq(&self) -> u64 {
        self.next
    }

    /// Disarm the nearest timer if it is due at `now` and was created before `before`
    /// (timers armed while due ones fire wait for the next round), and return it and what
    /// it does; timers due together come out in deadline order, one call each.
    /// `now` is a reading of `now_ns`.
    pub fn pop_due(&mut self, now: u64, before: u64) -> Option<(TimerId, TimerAction)> {
        while let Some(Reverse((at, seq, slot, generation))) = self.heap.peek() {
            if *at > now || *seq >= before {
                return None;
            }
            let (slot, generation) = (*slot as usize, *generation);
            self.heap.pop();
            if self.is_armed(slot, generation) {
                let id = TimerId::new(slot as u32, generation);
                return self.release(slot).map(|a| (id, a));
            }
        }
        None
    }
}
