//! `Resource`: PHP's resource values (streams, processes). The payload is owned by the
//! domain that created it; the value only carries the id, the kind name and the payload.

use std::any::Any;
use std::cell::{Cell, RefCell};

pub struct Resource {
    /// The number shown as `resource(5)` / `Resource id #5`.
    pub id: u32,
    /// The type shown by var_dump / get_resource_type ("stream", "process").
    pub kind: &'static str,
    closed: Cell<bool>,
    pub data: RefCell<Option<Box<dyn Any>>>,
}

impl Resource {
    pub fn new(id: u32, kind: &'static str, data: Box<dyn Any>) -> Resource {
        Resource {
            id,
            kind,
            closed: Cell::new(false),
            data: RefCell::new(Some(data)),
        }
    }
    pub fn is_closed(&self) -> bool {
        self.closed.get()
    }
    /// Close: drop the payload; the value stays a "resource (closed)".
    pub fn close(&self) {
        self.closed.set(true);
        self.data.borrow_mut().take();
    }
}

impl std::fmt::Debug for Resource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "resource({}) of type ({})", self.id, self.kind)
    }
}
