//! The runtime beneath the evaluator: stackful coroutines (used by generators, and by the
//! main script's big stack).

pub mod coroutine;
