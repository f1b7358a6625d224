//! The pending-destructor queue. `Drop` of an object with `__destruct` cannot run PHP code,
//! so it moves the object's contents (same handle) here; the evaluator drains the queue at
//! safe points with `drain`.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

use super::{handles, Obj};
use crate::eval::{Interp, Unwind};

thread_local! {
    /// Objects whose last reference went away and whose `__destruct` has yet to run.
    static PENDING: RefCell<VecDeque<Obj>> = const { RefCell::new(VecDeque::new()) };
    /// Set when an object is queued, cleared when the queue is found empty: a plain flag
    /// (no destructor to register), read at every safe point.
    static ANY_PENDING: Cell<bool> = const { Cell::new(false) };
}

pub(super) fn push(obj: Obj) {
    // `try_with`: objects may be freed while thread-locals are torn down.
    let _ = PENDING.try_with(|q| q.borrow_mut().push_back(obj));
    let _ = ANY_PENDING.try_with(|a| a.set(true));
}

/// Make the next safe point call `drain` (an automatic collection is due).
pub(super) fn wake() {
    let _ = ANY_PENDING.try_with(|a| a.set(true));
}

/// Whether destructors may be waiting to run (cheap; check at safe points).
#[inline]
pub fn pending() -> bool {
    ANY_PENDING.get()
}

fn pop() -> Option<Obj> {
    let obj = PENDING.with(|q| q.borrow_mut().pop_front());
    if obj.is_none() {
        ANY_PENDING.set(false);
    }
    obj
}

/// Run pending destructors. Call at safe points: after a call returns, after an assignment
/// or unset, between echo arguments, at statement end. Objects released by a destructor
/// (or by freeing its object) are destroyed before the ones queued earlier, as PHP's
/// depth-first release does.
pub fn drain(interp: &Interp) -> Result<(), Unwind> {
    if super::gc::due() {
        super::gc::collect_due(interp)?;
    }
    while let Some(obj) = pop() {
        let before = PENDING.with(|q| q.borrow().len());
        let r = match obj.class.magic.destruct.clone() {
            Some(m) => interp.call_destructor(&obj, &m).map(drop),
            None => Ok(()),
        };
        drop(obj);
        PENDING.with(|q| {
            let mut q = q.borrow_mut();
            let start = before.min(q.len());
            let fresh: Vec<Obj> = q.drain(start..).collect();
            for o in fresh.into_iter().rev() {
                q.push_front(o);
            }
        });
        r?;
    }
    Ok(())
}

/// Call `__destruct` on every object still alive, in creation (handle) order, as PHP does
/// at script end after releasing the global variables. Objects stay allocated; their
/// destructors are not called again when they are finally freed.
pub fn destroy_all(interp: &Interp) -> Result<(), Unwind> {
    drain(interp)?;
    for obj in handles::live_objects() {
        if obj.destructed.get() {
            continue;
        }
        obj.destructed.set(true);
        if let Some(m) = obj.class.magic.destruct.clone() {
            interp.call_destructor(&obj, &m)?;
        }
        drop(obj);
        drain(interp)?;
    }
    Ok(())
}
