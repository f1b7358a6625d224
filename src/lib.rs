//! aphp: an interpreter for a PHP 8.2 subset with coroutines built in.

pub mod builtins;
pub mod eval;
pub mod object;
pub mod phpt;
pub mod syntax;
pub mod value;
