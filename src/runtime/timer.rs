//! Timers of the scheduler: a min-heap of deadlines on the monotonic clock. Timers with
//! equal deadlines fire in creation order. A cancelled timer is forgotten lazily (its
//! callback is dropped at once, its heap entry when it reaches the top). A soft timer
//! (a channel's deadlock timer) fires at its deadline like any other but does not keep
//! the program alive: when nothing else can happen, its deadlock callback runs instead.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::time::{Duration, Instant};

use crate::eval::Interp;

/// What a timer does when it fires (no PHP code: it wakes coroutines or completes events).
pub type TimerCallback = Box<dyn FnOnce(&Interp)>;

/// Handle of an armed timer, for cancellation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimerId(u64);

#[derive(Default)]
pub struct Timers {
    heap: BinaryHeap<Reverse<(Instant, u64)>>,
    callbacks: HashMap<u64, TimerCallback>,
    /// Deadlock callbacks of the soft timers, by timer.
    soft: HashMap<u64, TimerCallback>,
    next: u64,
}

impl Timers {
    /// Arm a timer firing `after` from now.
    pub fn add(&mut self, after: Duration, cb: TimerCallback) -> TimerId {
        let id = self.next;
        self.next += 1;
        let now = Instant::now();
        // A deadline past what the clock can represent is as good as never.
        let at = now
            .checked_add(after)
            .unwrap_or_else(|| now + Duration::from_secs(100 * 365 * 86_400));
        self.heap.push(Reverse((at, id)));
        self.callbacks.insert(id, cb);
        TimerId(id)
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
        self.soft.insert(id.0, on_deadlock);
        id
    }

    /// Disarm a timer (nothing happens if it already fired).
    pub fn cancel(&mut self, id: TimerId) {
        self.callbacks.remove(&id.0);
        self.soft.remove(&id.0);
    }

    /// Whether any armed timer other than a soft one remains (they keep the program
    /// alive).
    pub fn active(&self) -> bool {
        self.callbacks.len() > self.soft.len()
    }

    /// Disarm every soft timer and return their deadlock callbacks, in creation order.
    pub fn take_soft(&mut self) -> Vec<TimerCallback> {
        let mut ids: Vec<u64> = self.soft.keys().copied().collect();
        ids.sort_unstable();
        ids.into_iter()
            .filter_map(|id| {
                self.callbacks.remove(&id);
                self.soft.remove(&id)
            })
            .collect()
    }

    /// The deadline of the nearest armed timer.
    pub fn next_deadline(&mut self) -> Option<Instant> {
        while let Some(Reverse((at, id))) = self.heap.peek() {
            if self.callbacks.contains_key(id) {
                return Some(*at);
            }
            self.heap.pop();
        }
        None
    }

    /// Remove and return the callbacks of every timer due at `now`, in deadline order.
    pub fn take_due(&mut self, now: Instant) -> Vec<TimerCallback> {
        let mut due = Vec::new();
        while let Some(Reverse((at, id))) = self.heap.peek() {
            if *at > now {
                break;
            }
            let id = *id;
            self.heap.pop();
            self.soft.remove(&id);
            if let Some(cb) = self.callbacks.remove(&id) {
                due.push(cb);
            }
        }
        due
    }
}
