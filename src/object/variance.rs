//! Type variance of overriding methods: a parameter type may only widen and a return type
//! may only narrow. Together with the arity rules of `signature::compatible` this is the
//! check behind "Declaration of B::f() must be compatible with A::f()".

use crate::syntax::ast::{ExprKind, FuncDecl, Literal, Param, TypeHint};

/// How the names in one method declaration resolve.
pub struct DeclScope<'a> {
    /// The declaring class (what `self` names).
    pub class: &'a str,
    /// Its parent class (what `parent` names).
    pub parent: Option<&'a str>,
    /// A class name as written to its full name.
    pub resolve: &'a dyn Fn(&str) -> String,
    /// The namespace of the declaration (empty for the global one).
    pub ns: &'a str,
}

impl DeclScope<'_> {
    /// The full name of a class named in a type of this declaration.
    pub fn class_name(&self, n: &str) -> String {
        if n.eq_ignore_ascii_case("self") {
            self.class.to_string()
        } else if n.eq_ignore_ascii_case("parent") {
            self.parent.unwrap_or("parent").to_string()
        } else {
            (self.resolve)(n)
        }
    }
}

/// Whether class `a` is class `b` or extends or implements it (full names); None when
/// either class is not known yet.
pub type IsA<'a> = &'a dyn Fn(&str, &str) -> Option<bool>;

#[derive(PartialEq)]
enum Part {
    Mixed,
    Null,
    Int,
    Float,
    Str,
    Bool,
    False,
    True,
    Array,
    Iterable,
    Callable,
    Object,
    Void,
    Never,
    Static,
    Class(String),
}

/// The parts of a type; false when the type has an intersection (not checked).
fn parts(t: &TypeHint, scope: &DeclScope, out: &mut Vec<Part>) -> bool {
    match t {
        TypeHint::Nullable(inner) => {
            out.push(Part::Null);
            parts(inner, scope, out)
        }
        TypeHint::Union(ts) => ts.iter().all(|t| parts(t, scope, out)),
        TypeHint::Intersection(_) => false,
        TypeHint::Named(n) => {
            out.push(match n.to_ascii_lowercase().as_str() {
                "mixed" => Part::Mixed,
                "null" => Part::Null,
                "int" => Part::Int,
                "float" => Part::Float,
                "string" => Part::Str,
                "bool" => Part::Bool,
                "false" => Part::False,
                "true" => Part::True,
                "array" => Part::Array,
                "iterable" => Part::Iterable,
                "callable" => Part::Callable,
                "object" => Part::Object,
                "void" => Part::Void,
                "never" => Part::Never,
                "static" => Part::Static,
                _ => Part::Class(scope.class_name(n)),
            });
            true
        }
    }
}

/// The parts of a parameter's type (a `null` default makes it nullable); None when the
/// parameter has no type or an unchecked one.
fn param_parts(p: &Param, scope: &DeclScope) -> Option<Vec<Part>> {
    let mut out = Vec::new();
    if !parts(p.ty.as_ref()?, scope, &mut out) {
        return None;
    }
    if matches!(
        p.default.as_ref().map(|d| &d.kind),
        Some(ExprKind::Lit(Literal::Null))
    ) {
        out.push(Part::Null);
    }
    Some(out)
}

/// Whether the class `c` fits one of the class parts of `sup`.
fn class_covered(c: &str, sup: &[Part], is_a: IsA) -> bool {
    sup.iter().any(|p| match p {
        Part::Object => true,
        Part::Iterable => is_a(c, "Traversable") != Some(false),
        Part::Callable => c.eq_ignore_ascii_case("Closure"),
        Part::Class(d) => is_a(c, d) != Some(false),
        _ => false,
    })
}

fn covered(p: &Part, sub_scope: &DeclScope, sup: &[Part], is_a: IsA) -> bool {
    let has = |q: Part| sup.contains(&q);
    if *p == Part::Never {
        return true;
    }
    if has(Part::Mixed) {
        return *p != Part::Void;
    }
    match p {
        Part::Mixed => false,
        Part::Array => has(Part::Array) || has(Part::Iterable),
        Part::Bool => has(Part::Bool) || (has(Part::False) && has(Part::True)),
        Part::False => has(Part::False) || has(Part::Bool),
        Part::True => has(Part::True) || has(Part::Bool),
        Part::Iterable => {
            has(Part::Iterable)
                || (has(Part::Array)
                    && sup.iter().any(
                        |q| matches!(q, Part::Class(d) if d.eq_ignore_ascii_case("Traversable")),
                    ))
        }
        Part::Static => has(Part::Static) || class_covered(sub_scope.class, sup, is_a),
        Part::Class(c) => class_covered(c, sup, is_a),
        other => sup.contains(other),
    }
}

/// Whether every value of `sub` is a value of `sup`.
fn subtype(sub: &[Part], sub_scope: &DeclScope, sup: &[Part], is_a: IsA) -> bool {
    sub.iter().all(|p| covered(p, sub_scope, sup, is_a))
}

/// Whether the parameter and return types of `child` may replace those of `parent`.
pub fn types_compatible(
    child: &FuncDecl,
    child_scope: &DeclScope,
    parent: &FuncDecl,
    parent_scope: &DeclScope,
    is_a: IsA,
) -> bool {
    let child_variadic = child.params.iter().find(|p| p.variadic);
    for (i, pp) in parent.params.iter().enumerate() {
        let cp = match child.params.get(i) {
            Some(c) if !c.variadic => c,
            _ => match child_variadic {
                Some(v) => v,
                None => continue,
            },
        };
        let Some(child_ty) = param_parts(cp, child_scope) else {
            continue;
        };
        let parent_ty = match (&pp.ty, param_parts(pp, parent_scope)) {
            (None, _) => vec![Part::Mixed],
            (Some(_), Some(t)) => t,
            (Some(_), None) => continue,
        };
        if !subtype(&parent_ty, parent_scope, &child_ty, is_a) {
            return false;
        }
    }
    let (Some(pr), Some(cr)) = (&parent.return_type, &child.return_type) else {
        return true;
    };
    let (mut sub, mut sup) = (Vec::new(), Vec::new());
    if !parts(cr, child_scope, &mut sub) || !parts(pr, parent_scope, &mut sup) {
        return true;
    }
    subtype(&sub, child_scope, &sup, is_a)
}

/// The return type written in a native method's signature text (`f(int $a): ?string`).
pub fn native_return_type(sig: &str) -> Option<&str> {
    let close = sig.rfind(')')?;
    let ret = sig[close + 1..].trim_start().strip_prefix(':')?.trim();
    (!ret.is_empty()).then_some(ret)
}

/// Whether the declared return type `t` fits the native return type text `ret`
/// (`?Throwable`, `string|false`, `mixed`).
pub fn return_fits(t: &TypeHint, scope: &DeclScope, ret: &str, is_a: IsA) -> bool {
    let mut sub = Vec::new();
    if !parts(t, scope, &mut sub) {
        return true;
    }
    let names: Vec<String> = match ret.strip_prefix('?') {
        Some(inner) => vec![inner.to_string(), "null".into()],
        None => ret.split('|').map(str::to_string).collect(),
    };
    let as_is = |n: &str| n.to_string();
    let native_scope = DeclScope {
        class: "",
        parent: None,
        resolve: &as_is,
        ns: "",
    };
    let mut sup = Vec::new();
    for n in &names {
        parts(&TypeHint::Named(n.as_str().into()), &native_scope, &mut sup);
    }
    subtype(&sub, scope, &sup, is_a)
}
