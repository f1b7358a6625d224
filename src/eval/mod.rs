//! The tree-walking evaluator: the interpreter context (`Interp`), expressions,
//! statements, calls and control flow.

mod interp;
mod unwind;

pub use interp::Interp;
pub use unwind::Unwind;
