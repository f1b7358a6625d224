//! The tree-walking evaluator: the interpreter context (`Interp`), expressions,
//! statements, calls and control flow.

mod interp;
pub mod output;
mod unwind;

pub use interp::Interp;
pub use unwind::Unwind;
