//! The resolver: runs once per parsed file before evaluation. It numbers each function's
//! local variables (slots), marks generators and functions that need variables by name,
//! and lowers number-shaped expressions to native code.

mod default_type;
pub mod num_code;
mod resolve;

pub use resolve::{
    is_local_slot, resolve_program, CompileError, GLOBALS_SLOT, SUPERGLOBALS, SUPERGLOBAL_SLOT,
    THIS_SLOT,
};
