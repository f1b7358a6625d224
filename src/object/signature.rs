//! Method signatures as PHP prints them in "Declaration of B::f($a) must be compatible with
//! A::f(int $a, $b = 1): string", and the arity rules of that compatibility check.

use super::variance::DeclScope;
use crate::eval::canonical_type;
use crate::syntax::ast::{ExprKind, FuncDecl, Literal, Param, TypeHint, UnaryOp};
use crate::value::format_float_repr;

/// A type as written: `?int`, `int|string`, `A&B`.
pub fn type_to_string(t: &TypeHint) -> String {
    match t {
        TypeHint::Named(n) => n.strip_prefix('\\').unwrap_or(n).to_string(),
        TypeHint::Nullable(inner) => format!("?{}", type_to_string(inner)),
        TypeHint::Union(ts) => ts.iter().map(type_to_string).collect::<Vec<_>>().join("|"),
        TypeHint::Intersection(ts) => ts.iter().map(type_to_string).collect::<Vec<_>>().join("&"),
    }
}

fn default_to_string(p: &Param, ns: &str) -> Option<String> {
    let e = p.default.as_ref()?;
    Some(match &e.kind {
        ExprKind::Lit(Literal::Null) => "null".into(),
        ExprKind::Lit(Literal::Bool(b)) => if *b { "true" } else { "false" }.into(),
        ExprKind::Lit(Literal::Int(i)) => i.to_string(),
        ExprKind::Lit(Literal::Float(f)) => format_float_repr(*f),
        ExprKind::Lit(Literal::Str(s)) => {
            let text = s.to_string_lossy();
            if text.len() > 10 {
                format!("'{}...'", &text[..text.floor_char_boundary(10)])
            } else {
                format!("'{text}'")
            }
        }
        ExprKind::Array(items) | ExprKind::ConstArray(items, _) if items.is_empty() => "[]".into(),
        ExprKind::Array(_) | ExprKind::ConstArray(..) => "[...]".into(),
        ExprKind::Const(n) => match n.strip_prefix('\\') {
            Some(full) => full.to_string(),
            None if ns.is_empty() => n.to_string(),
            None => format!("{ns}\\{n}"),
        },
        ExprKind::ClassConst {
            class: crate::syntax::ast::ClassRef::Named(c),
            name,
        } => format!("{c}::{name}"),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            expr,
        } => match &expr.kind {
            ExprKind::Lit(Literal::Int(i)) => format!("-{i}"),
            ExprKind::Lit(Literal::Float(f)) => format!("-{}", format_float_repr(*f)),
            _ => "<expression>".into(),
        },
        _ => "<expression>".into(),
    })
}

/// A type in a declaration as PHP prints it in messages: canonical order, class names in
/// full.
fn decl_type(t: &TypeHint, scope: &DeclScope) -> String {
    canonical_type(t, &|c: &str| scope.class_name(c))
}

/// `Class::name(int $a, &$b, ...$c): string`
pub fn format_signature(scope: &DeclScope, f: &FuncDecl) -> String {
    let params: Vec<String> = f
        .params
        .iter()
        .map(|p| {
            let mut s = String::new();
            if let Some(t) = &p.ty {
                s.push_str(&decl_type(t, scope));
                s.push(' ');
            }
            if p.by_ref {
                s.push('&');
            }
            if p.variadic {
                s.push_str("...");
            }
            s.push('$');
            s.push_str(&p.name);
            if let Some(d) = default_to_string(p, scope.ns) {
                s.push_str(" = ");
                s.push_str(&d);
            }
            s
        })
        .collect();
    let mut out = format!("{}::{}({})", scope.class, f.name, params.join(", "));
    if let Some(r) = &f.return_type {
        out.push_str(": ");
        out.push_str(&decl_type(r, scope));
    }
    out
}

/// Whether `child` can replace `parent` as far as parameter counts, by-reference passing
/// and the presence of a return type go (the checks that cannot reject valid code).
pub fn compatible(child: &FuncDecl, parent: &FuncDecl) -> bool {
    let required = |f: &FuncDecl| {
        f.params
            .iter()
            .filter(|p| p.default.is_none() && !p.variadic)
            .count()
    };
    let fixed = |f: &FuncDecl| f.params.iter().filter(|p| !p.variadic).count();
    let variadic = |f: &FuncDecl| f.params.iter().any(|p| p.variadic);
    if required(child) > required(parent) {
        return false;
    }
    if fixed(child) < fixed(parent) && !variadic(child) {
        return false;
    }
    if variadic(parent) && !variadic(child) {
        return false;
    }
    for (c, p) in child.params.iter().zip(parent.params.iter()) {
        if c.by_ref != p.by_ref {
            return false;
        }
    }
    !(parent.return_type.is_some() && child.return_type.is_none())
}
