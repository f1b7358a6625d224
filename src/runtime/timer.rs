//! Timers of the scheduler: a min-heap of deadlines on the monotonic clock. Timers with
//! equal deadlines fire in creation order. A cancelled timer is forgotten lazily (its
//! callback is dropped at once, its heap entry when it reaches the top).

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
    next: u64,
}

impl Timers {
    /// Arm a timer firing `after` from now.
    pub fn add(&mut self, after: Duration, cb: TimerCallback) -> TimerId {
        let id = self.next;
        self.next += 1;
        self.heap.push(Reverse((Instant::now() + after, id)));
        self.callbacks.insert(id, cb);
        TimerId(id)
    }

    /// Disarm a timer (nothing happens if it already fired).
    pub fn cancel(&mut self, id: TimerId) {
        self.callbacks.remove(&id.0);
    }

    /// Whether any armed timer remains (armed timers keep the program alive).
    pub fn active(&self) -> bool {
        !self.callbacks.is_empty()
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
            if let Some(cb) = self.callbacks.remove(&id) {
                due.push(cb);
            }
        }
        due
    }
}
