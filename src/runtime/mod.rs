//! The runtime beneath the evaluator: stackful coroutines (used by generators, and by the
//! main script's big stack), and memory accounting for `memory_limit`.

pub mod coroutine;
pub mod memory;
