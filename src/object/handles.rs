//! Object handle numbers (`#3` in var_dump, `spl_object_id`) with PHP's reuse rule: a freed
//! number is reused, most recently freed first. Also the weak registry of live objects
//! that shutdown destructors and the cycle collector walk.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use super::{Obj, ObjectData};

#[derive(Default)]
struct Handles {
    /// The next never-used number (handles start at 1).
    next: u32,
    /// Freed numbers; the last one is reused first.
    free: Vec<u32>,
    /// Live objects by handle number.
    live: Vec<Weak<ObjectData>>,
}

thread_local! {
    static HANDLES: RefCell<Handles> = RefCell::new(Handles { next: 1, ..Default::default() });
}

impl Handles {
    /// The next number: the most recently freed one, or a new one.
    fn take_id(&mut self) -> u32 {
        match self.free.pop() {
            Some(id) => id,
            None => {
                let id = self.next;
                self.next += 1;
                id
            }
        }
    }

    /// Record `weak` as the live object for handle `id`.
    #[inline]
    fn set_live(&mut self, id: u32, weak: Weak<ObjectData>) {
        let slot = id as usize;
        if self.live.len() <= slot {
            self.live.resize_with(slot + 1, Weak::new);
        }
        self.live[slot] = weak;
    }
}

pub(super) fn allocate() -> u32 {
    HANDLES.with(|h| h.borrow_mut().take_id())
}

/// A new object made by `make` under the next free handle number, recorded as the
/// live object for it (one visit to the registry).
#[inline]
pub(super) fn register(make: impl FnOnce(u32) -> ObjectData) -> Obj {
    HANDLES.with(|h| {
        let mut h = h.borrow_mut();
        let id = h.take_id();
        Obj(Rc::new_cyclic(|weak| {
            h.set_live(id, weak.clone());
            make(id)
        }))
    })
}

/// Record `obj` as the live object for its handle.
pub(super) fn relink(obj: &Obj) {
    let weak = Rc::downgrade(&obj.0);
    HANDLES.with(|h| h.borrow_mut().set_live(obj.id, weak));
}

pub(super) fn release(id: u32) {
    // `try_with`: objects may be freed while thread-locals are torn down.
    let _ = HANDLES.try_with(|h| {
        let mut h = h.borrow_mut();
        if let Some(slot) = h.live.get_mut(id as usize) {
            *slot = Weak::new();
        }
        h.free.push(id);
    });
}

/// `f` applied to the live object with handle `id`, if there is one.
pub(super) fn with_live<R>(id: u32, f: impl FnOnce(&ObjectData) -> R) -> Option<R> {
    // `try_with`: objects may be freed while thread-locals are torn down.
    let rc = HANDLES
        .try_with(|h| h.borrow().live.get(id as usize).and_then(Weak::upgrade))
        .ok()
        .flatten()?;
    Some(f(&rc))
}

/// The live objects with the given handles (skipping freed ones).
pub(super) fn live_by_id(ids: &[u32]) -> Vec<Obj> {
    HANDLES.with(|h| {
        let h = h.borrow();
        ids.iter()
            .filter_map(|&id| h.live.get(id as usize).and_then(Weak::upgrade).map(Obj))
            .collect()
    })
}

/// Every live object, in handle order.
pub fn live_objects() -> Vec<Obj> {
    HANDLES.with(|h| {
        h.borrow()
            .live
            .iter()
            .filter_map(|w| w.upgrade().map(Obj))
            .collect()
    })
}

/// A handle number held without an object, as PHP's `foreach` over a Traversable holds
/// one for its internal iterator: objects made during the loop get the following numbers.
pub struct ReservedHandle(u32);

impl ReservedHandle {
    pub fn reserve() -> ReservedHandle {
        ReservedHandle(allocate())
    }
}

impl Drop for ReservedHandle {
    fn drop(&mut self) {
        release(self.0);
    }
}
