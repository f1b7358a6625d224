//! The collector coroutine. Once the scheduler runs, a cycle collection that is due (the
//! root buffer filled) or requested (`gc_collect_cycles()`) is not run where it was asked
//! for: it is handed to a hidden coroutine, outside every scope, that runs at the next
//! scheduling point, as TrueAsync does. Destructors of collected objects then run in a
//! coroutine of their own, and a loop that never yields collects nothing.

use crate::eval::Interp;
use crate::object::gc;
use crate::value::Value;

impl Interp {
    /// Whether a collection asked for now goes to the collector coroutine: the scheduler
    /// runs a coroutine and is not stopping.
    pub(crate) fn collector_defers(&self) -> bool {
        let s = &self.sched;
        s.is_started() && s.has_current() && !s.is_halted() && s.exit.borrow().is_none()
    }

    /// Queue the collector coroutine.
    pub(crate) fn spawn_collector(&self) {
        self.spawn_hidden_in(
            Box::new(|i: &Interp| gc::run_handed_off(i).map(|_| Value::Null)),
            false,
            None,
        );
    }
}
