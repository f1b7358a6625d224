//! The context pool: coroutine stacks kept for reuse. Reserving a stack is an mmap, so a
//! finished coroutine's stack goes back here; the pool keeps at least `MIN_POOL` stacks and
//! more only while coroutines are waiting to start. A coroutine that has not started owns
//! no stack.

use super::coroutine::Stack;

/// Stack size of a spawned coroutine (reserved, committed lazily).
pub const COROUTINE_STACK: usize = 16 << 20;
/// Stacks the pool always keeps when it has them.
pub const MIN_POOL: usize = 4;

#[derive(Default)]
pub struct ContextPool {
    free: Vec<Stack>,
    /// Stacks handed out and not returned yet.
    in_use: usize,
}

impl ContextPool {
    /// A stack for a coroutine about to start.
    pub fn take(&mut self) -> std::io::Result<Stack> {
        let s = match self.free.pop() {
            Some(s) => s,
            None => Stack::new(COROUTINE_STACK)?,
        };
        self.in_use += 1;
        Ok(s)
    }

    /// Give back the stack of a finished coroutine; kept when the pool holds fewer than
    /// `max(MIN_POOL, waiting_to_start)` stacks, freed otherwise.
    pub fn give_back(&mut self, stack: Stack, waiting_to_start: usize) {
        self.in_use = self.in_use.saturating_sub(1);
        if self.free.len() < MIN_POOL.max(waiting_to_start) {
            self.free.push(stack);
        }
    }

    /// A stack was lost (its coroutine never finished).
    pub fn forget_one(&mut self) {
        self.in_use = self.in_use.saturating_sub(1);
    }

    /// Stacks kept for reuse.
    pub fn count(&self) -> usize {
        self.free.len()
    }

    /// Stacks in the pool plus stacks in use.
    pub fn capacity(&self) -> usize {
        self.free.len() + self.in_use
    }
}
