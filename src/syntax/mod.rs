//! Source to syntax tree: the lexer, the lalrpop parser glue and the AST.

mod actions;
pub mod ast;
mod error;
pub mod export;
mod lexer;
mod parser;
mod strings;
#[cfg(test)]
mod tests;
mod token;

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused_parens, dead_code)]
    grammar,
    "/php.rs"
);

pub use error::{ErrorKind, SyntaxError};
pub use parser::parse;
