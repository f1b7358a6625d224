//! Events: the one model for everything a coroutine can wait on (a coroutine's completion,
//! a Future, a timeout). An event completes once with an `Outcome`; subscribers are Rust
//! callbacks (they queue coroutines, never run PHP code) called in subscription order when
//! it completes, and a late subscriber of a completed event gets the outcome replayed.

use std::cell::RefCell;
use std::rc::Rc;

use crate::eval::Interp;
use crate::object::Obj;
use crate::value::Value;

/// How an awaitable completed: a value or a throwable.
#[derive(Clone, Debug)]
pub enum Outcome {
    Value(Value),
    Error(Obj),
}

/// A subscriber's callback.
pub type EventCallback = Rc<dyn Fn(&Interp, &Outcome)>;

/// Handle of a subscription, for `unsubscribe`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubId(u64);

#[derive(Default)]
struct EventInner {
    outcome: Option<Outcome>,
    subscribers: Vec<(u64, EventCallback)>,
    next: u64,
}

/// A completion source.
#[derive(Default)]
pub struct Event {
    inner: RefCell<EventInner>,
}

impl Event {
    pub fn new() -> Rc<Event> {
        Rc::new(Event::default())
    }

    /// The outcome once completed.
    pub fn outcome(&self) -> Option<Outcome> {
        self.inner.borrow().outcome.clone()
    }

    pub fn is_done(&self) -> bool {
        self.inner.borrow().outcome.is_some()
    }

    /// Whether anyone is subscribed.
    pub fn has_subscribers(&self) -> bool {
        !self.inner.borrow().subscribers.is_empty()
    }

    /// Call `cb` when the event completes; at once (replay) if it already has.
    pub fn subscribe(&self, interp: &Interp, cb: EventCallback) -> Option<SubId> {
        let done = self.outcome();
        if let Some(o) = done {
            cb(interp, &o);
            return None;
        }
        let mut inner = self.inner.borrow_mut();
        let id = inner.next;
        inner.next += 1;
        inner.subscribers.push((id, cb));
        Some(SubId(id))
    }

    pub fn unsubscribe(&self, id: SubId) {
        self.inner
            .borrow_mut()
            .subscribers
            .retain(|(i, _)| *i != id.0);
    }

    /// Complete the event (a second completion is ignored) and notify the subscribers.
    /// Returns whether there were subscribers.
    pub fn complete(&self, interp: &Interp, outcome: Outcome) -> bool {
        let subs = {
            let mut inner = self.inner.borrow_mut();
            if inner.outcome.is_some() {
                return false;
            }
            inner.outcome = Some(outcome.clone());
            std::mem::take(&mut inner.subscribers)
        };
        let had = !subs.is_empty();
        for (_, cb) in subs {
            cb(interp, &outcome);
        }
        had
    }

    /// Values held, for the cycle collector.
    pub fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        if let Ok(inner) = self.inner.try_borrow() {
            match &inner.outcome {
                Some(Outcome::Value(v)) => visit(v),
                Some(Outcome::Error(o)) => visit(&Value::Object(o.clone())),
                None => {}
            }
        }
    }
}
