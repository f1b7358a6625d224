//! The tree-walking evaluator: the interpreter context (`Interp`), expressions,
//! statements, calls and control flow.

mod access;
mod api;
mod assign;
mod assign_element;
mod builtin_call;
mod call;
mod class;
mod class_decl;
mod closure;
mod context;
mod counted_loop;
mod errors;
mod expr;
mod frame;
mod generator;
mod include;
mod interp;
mod iterate;
mod native_method;
mod num_stmt;
pub mod output;
mod plain_call;
mod prepared_call;
mod prop_arith;
pub(crate) mod props;
mod reflect;
mod repl_session;
mod stmt;
mod typed_ref;
mod types;
mod unwind;

pub(crate) use class::resolve_class_in;
pub use context::SavedContext;
pub use frame::{Frame, SourceFile, UserFunc};
pub use interp::Interp;
pub(crate) use prepared_call::PreparedCall;
pub(crate) use reflect::{FuncView, ParamView};
pub use repl_session::{EntryOutcome, SHELL_FILE};
pub use types::canonical_type;
pub use unwind::Unwind;
