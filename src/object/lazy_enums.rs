//! Enums of the async API that aphp declares from PHP source the first time they are
//! looked up: `Async\Signal` and `Async\CircuitBreakerState`.

use std::rc::Rc;

use super::declare_class;
use crate::eval::Interp;
use crate::syntax::ast::StmtKind;

/// The canonical name and PHP declaration of the lazily declared enum called `name`.
fn source_of(name: &str) -> Option<(&'static str, String)> {
    if name.eq_ignore_ascii_case("Async\\Signal") {
        return Some(("Async\\Signal", crate::runtime::signal::enum_source()));
    }
    if name.eq_ignore_ascii_case("Async\\CircuitBreakerState") {
        let src = "<?php enum CircuitBreakerState { case ACTIVE; case INACTIVE; case RECOVERING; }";
        return Some(("Async\\CircuitBreakerState", src.into()));
    }
    None
}

/// Declare the enum `name` if it is one of these and not declared yet. Returns whether it
/// was declared.
pub fn declare(interp: &Interp, name: &str) -> bool {
    let name = name.strip_prefix('\\').unwrap_or(name);
    let Some((canonical, src)) = source_of(name) else {
        return false;
    };
    if interp.classes.contains(canonical) {
        return false;
    }
    let Ok(prog) = crate::syntax::parse(src.as_bytes(), "") else {
        return false;
    };
    let Some(decl) = prog.stmts.iter().find_map(|s| match &s.kind {
        StmtKind::ClassDecl(d) => Some(d.clone()),
        _ => None,
    }) else {
        return false;
    };
    let resolve = |n: &str| -> crate::syntax::ast::Name { Rc::from(n) };
    declare_class(interp, &decl, canonical, &resolve).is_ok()
}
