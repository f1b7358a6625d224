//! References bound to typed properties (`$r = &$o->count`): PHP keeps the property's
//! type on the reference, so a value assigned through it is coerced to that type or
//! refused. Only the reference-to-property link is kept here, by the reference's address.

use hashbrown::HashMap;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::object::PropDecl;
use crate::value::{PhpRef, Value};

/// A reference (weak, to tell a reused address) and the property it is bound to.
type Link = (Weak<RefCell<Value>>, Rc<PropDecl>);

thread_local! {
    /// Reference address -> its link.
    static SOURCES: RefCell<HashMap<usize, Link>> = RefCell::new(HashMap::new());
}

/// Links past which the table is swept of references that are gone.
const SWEEP_AT: usize = 1024;

/// Record that `r` is a reference to the typed property `decl`.
pub(crate) fn bind(r: &PhpRef, decl: Rc<PropDecl>) {
    SOURCES.with(|s| {
        let mut s = s.borrow_mut();
        if s.len() >= SWEEP_AT {
            s.retain(|_, (w, _)| w.strong_count() > 0);
        }
        s.insert(Rc::as_ptr(r) as usize, (Rc::downgrade(r), decl));
    });
}

/// The typed property `r` refers to, if any.
pub(crate) fn source(r: &PhpRef) -> Option<Rc<PropDecl>> {
    SOURCES.with(|s| {
        let s = s.borrow();
        if s.is_empty() {
            return None;
        }
        let (w, d) = s.get(&(Rc::as_ptr(r) as usize))?;
        w.upgrade()
            .filter(|live| Rc::ptr_eq(live, r))
            .map(|_| d.clone())
    })
}
