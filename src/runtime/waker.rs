//! The waker of a coroutine: whether it waits or sits in the run queue, the result or
//! error it will be resumed with, and the subscriptions and timer of its current wait
//! (removed when it wakes). One per coroutine, reused for every wait.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::event::{Event, SubId};
use super::timer::TimerId;
use crate::object::Obj;
use crate::value::Value;

/// Where a parked coroutine is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WakeStatus {
    /// Not parked (running, not started or finished).
    Idle,
    /// Waiting for an event.
    Waiting,
    /// In the run queue.
    Queued,
}

/// What a resumed coroutine receives at its suspension point.
pub type Delivery = Result<Value, Obj>;

/// `repr(C)`: the status, read at every switch, leads (see `Task`).
#[repr(C)]
pub struct Waker {
    pub status: Cell<WakeStatus>,
    delivery: RefCell<Option<Delivery>>,
    subs: RefCell<Vec<(Rc<Event>, SubId)>>,
    timer: Cell<Option<TimerId>>,
}

impl Default for Waker {
    fn default() -> Self {
        Waker {
            status: Cell::new(WakeStatus::Idle),
            delivery: RefCell::new(None),
            subs: RefCell::new(Vec::new()),
            timer: Cell::new(None),
        }
    }
}

impl Waker {
    /// Record what the coroutine will be resumed with. A pending error is kept against a
    /// later value or cancellation; a later non-cancellation error replaces it and gets it
    /// as `previous` (set by the caller through `chain`).
    #[inline]
    pub fn deliver(
        &self,
        d: Delivery,
        is_cancellation: impl Fn(&Obj) -> bool,
        chain: impl Fn(&Obj, Obj),
    ) {
        let mut slot = self.delivery.borrow_mut();
        match slot.take() {
            None => *slot = Some(d),
            Some(old) => *slot = Some(merge(old, d, is_cancellation, chain)),
        }
    }

    /// Whether a resumption value or error is pending.
    pub fn has_delivery(&self) -> bool {
        self.delivery.borrow().is_some()
    }

    /// The pending error, if the coroutine will be resumed with one.
    pub fn pending_error(&self) -> Option<Obj> {
        match &*self.delivery.borrow() {
            Some(Err(e)) => Some(e.clone()),
            _ => None,
        }
    }

    pub fn take_delivery(&self) -> Delivery {
        self.delivery.borrow_mut().take().unwrap_or(Ok(Value::Null))
    }

    /// Remember a subscription of the current wait.
    pub fn add_sub(&self, ev: Rc<Event>, id: Option<SubId>) {
        if let Some(id) = id {
            self.subs.borrow_mut().push((ev, id));
        }
    }

    pub fn set_timer(&self, t: Option<TimerId>) {
        self.timer.set(t);
    }

    /// The timer `id` fired: the wait need not disarm it.
    pub fn forget_timer(&self, id: TimerId) {
        if self.timer.get() == Some(id) {
            self.timer.set(None);
        }
    }

    /// Whether the finished wait left subscriptions or a timer to drop (`clear`).
    #[inline]
    pub fn has_wait_left(&self) -> bool {
        self.timer.get().is_some() || !self.subs.borrow().is_empty()
    }

    /// Drop the subscriptions of the finished wait; returns its timer to disarm.
    #[inline]
    pub fn clear(&self) -> Option<TimerId> {
        if self.subs.borrow().is_empty() {
            return self.timer.take();
        }
        self.unsubscribe_all();
        self.timer.take()
    }

    #[cold]
    fn unsubscribe_all(&self) {
        let subs = std::mem::take(&mut *self.subs.borrow_mut());
        for (ev, id) in subs {
            ev.unsubscribe(id);
        }
    }
}

/// What a coroutine is resumed with when a second delivery arrives before it runs.
#[cold]
fn merge(
    old: Delivery,
    d: Delivery,
    is_cancellation: impl Fn(&Obj) -> bool,
    chain: impl Fn(&Obj, Obj),
) -> Delivery {
    match (old, d) {
        (Ok(v), Ok(_)) => Ok(v),
        (Ok(_), Err(e)) => Err(e),
        (Err(old), Ok(_)) => Err(old),
        (Err(old), Err(new)) => {
            if is_cancellation(&new) {
                Err(old)
            } else {
                chain(&new, old);
                Err(new)
            }
        }
    }
}
