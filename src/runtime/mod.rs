//! The runtime beneath the evaluator: stackful coroutines (used by generators and by the
//! async runtime), memory accounting for `memory_limit`, and the async runtime itself: the
//! scheduler and its run queue, tasks (one per coroutine) with their wakers, events,
//! timers, channels, the reactor (fd readiness, blocking waits) and process signals, the
//! context pool of stacks, and the shutdown paths.

pub mod awaitable;
pub mod channel;
mod collector;
pub mod context_pool;
pub mod coroutine;
pub mod cpu;
pub mod event;
pub mod fiber;
pub mod memory;
pub mod pool;
pub mod reactor;
pub mod scheduler;
pub mod scope;
pub mod shutdown;
pub mod signal;
pub mod stack_region;
pub mod task;
pub mod task_group;
pub mod timer;
pub mod waker;
mod warm;
