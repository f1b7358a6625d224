//! `Unwind`: the non-local exits of evaluation. A thrown PHP exception, `exit`, and
//! fatal errors travel up as `Err(Unwind)`; never as Rust panics.

use crate::object::Obj;

/// `repr(C, u64)` for aligned moves of results (see `Value`).
#[derive(Debug)]
#[repr(C, u64)]
pub enum Unwind {
    /// A thrown Throwable object.
    Throw(Obj),
    /// `exit`/`die`: output already done, the process exit status.
    Exit(i32),
    /// A fatal error already reported (message printed); exit status 255.
    Fatal,
    /// A suspended generator is being destroyed: its body unwinds running `finally`
    /// blocks only. Never leaves the generator.
    Destroyed,
}

/// An evaluation's unwind (`EvalResult` boxes it) where a plain one is wanted: `?` on an
/// `EvalResult` in a function returning `Result<_, Unwind>`.
impl From<Box<Unwind>> for Unwind {
    fn from(u: Box<Unwind>) -> Unwind {
        *u
    }
}
