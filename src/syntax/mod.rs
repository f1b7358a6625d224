//! Source to syntax tree: the lexer, the lalrpop parser glue and the AST.

pub mod ast;
