//! Stackful coroutines on top of corosensei (the only file that touches it): a
//! `Coroutine` runs a closure on its own stack and can suspend with a value and be
//! resumed with another; a finished coroutine gives its `Stack` back for reuse;
//! `run_on_stack` runs a function on a fresh large stack.

use corosensei::stack::{DefaultStack, Stack as _, StackPointer};
use corosensei::{CoroutineResult, Yielder};

use super::stack_region::{self, Slot};

/// What `resume` got back.
pub enum Resumed<Y, R> {
    Yielded(Y),
    Returned(R),
}

/// The handle a coroutine body uses to suspend itself.
pub struct Suspender<I, Y> {
    inner: *const Yielder<I, Y>,
}

impl<I, Y> Suspender<I, Y> {
    /// Suspend with `y`; returns the value passed to the next `resume`.
    pub fn suspend(&self, y: Y) -> I {
        // SAFETY: a Suspender only exists inside its coroutine body, where the yielder
        // lives for the whole body.
        unsafe { (*self.inner).suspend(y) }
    }
}

/// A coroutine stack (a slot of a reserved region, see `stack_region`), reusable by the
/// next coroutine once its coroutine has finished.
pub struct Stack(Slot);

impl Stack {
    /// Reserve a stack of `size` bytes (committed lazily by the OS).
    pub fn new(size: usize) -> std::io::Result<Stack> {
        stack_region::take(size).map(Stack)
    }

    /// Bytes, guard page included.
    pub fn size(&self) -> usize {
        self.0.high() - self.0.low()
    }
}

// SAFETY: the slot is a page-aligned, writable range owned by this value until it is
// dropped; its lowest page is the guard and is included in `limit`.
unsafe impl corosensei::stack::Stack for Stack {
    fn base(&self) -> StackPointer {
        StackPointer::new(self.0.top()).expect("a mapped slot is not at address 0")
    }

    fn limit(&self) -> StackPointer {
        StackPointer::new(self.0.low()).expect("a mapped slot is not at address 0")
    }
}

/// A coroutine with input `I`, suspension values `Y` and result `R`.
pub struct Coroutine<I, Y, R> {
    co: corosensei::Coroutine<I, Y, R, Stack>,
    limit: usize,
}

impl<I: 'static, Y: 'static, R: 'static> Coroutine<I, Y, R> {
    /// A coroutine running `body` on a new stack of `stack_size` bytes (reserved, committed
    /// lazily by the OS).
    pub fn new(
        stack_size: usize,
        body: impl FnOnce(&Suspender<I, Y>, I) -> R + 'static,
    ) -> std::io::Result<Self> {
        Ok(Coroutine::on_stack(Stack::new(stack_size)?, body))
    }

    /// A coroutine running `body` on `stack`.
    pub fn on_stack(stack: Stack, body: impl FnOnce(&Suspender<I, Y>, I) -> R + 'static) -> Self {
        let limit = stack.limit().get();
        let co = corosensei::Coroutine::with_stack(stack, move |y: &Yielder<I, Y>, input| {
            let s = Suspender {
                inner: y as *const Yielder<I, Y>,
            };
            body(&s, input)
        });
        Coroutine { co, limit }
    }

    /// The stack of a finished coroutine, for reuse; None while it has not finished.
    pub fn into_stack(self) -> Option<Stack> {
        if self.co.done() {
            Some(self.co.into_stack())
        } else {
            None
        }
    }

    /// Run until the body suspends or returns.
    pub fn resume(&mut self, input: I) -> Resumed<Y, R> {
        match self.co.resume(input) {
            CoroutineResult::Yield(y) => Resumed::Yielded(y),
            CoroutineResult::Return(r) => Resumed::Returned(r),
        }
    }

    pub fn is_done(&self) -> bool {
        self.co.done()
    }

    /// The lowest usable address of the coroutine's stack.
    pub fn stack_limit(&self) -> usize {
        self.limit
    }
}

/// Run `f` on a fresh stack of `size` bytes; `f` receives the stack's lowest address.
pub fn run_on_stack<R>(size: usize, f: impl FnOnce(usize) -> R) -> R {
    match DefaultStack::new(size) {
        Ok(stack) => {
            let limit = stack.limit().get();
            corosensei::on_stack(stack, move || f(limit))
        }
        Err(_) => f(0),
    }
}
