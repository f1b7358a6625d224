//! Trait composition: copying a trait's methods, properties and constants into the using
//! class, with `insteadof` exclusions, `as` aliases and visibility changes, and PHP's
//! collision error when two traits bring the same method unresolved.

use std::rc::Rc;

use super::assemble::{ClassSpec, ConstSpec, MethodSpec, PropSpec};
use super::class::{Class, LazyValue, PropDecl, PropDefault};
use super::link::{fatal, LinkError};
use super::signature::type_to_string;
use crate::eval::Interp;
use crate::syntax::ast::{
    ClassDecl, ClassKind, ClassMember, Expr, ExprKind, Literal, Name, TraitAdaptation, UnaryOp,
    Visibility,
};
use crate::value::{strict_eq, Value};

/// The traits named in `use` statements, in order.
fn used_traits(
    interp: &Interp,
    decl: &ClassDecl,
    class_name: &str,
    resolve: &dyn Fn(&str) -> Name,
) -> Result<Vec<Rc<Class>>, LinkError> {
    let mut out: Vec<Rc<Class>> = Vec::new();
    for member in &decl.members {
        let ClassMember::TraitUse { traits, span, .. } = member else {
            continue;
        };
        for t in traits {
            let full = resolve(t);
            let Some(tc) = interp.classes.lookup(interp, &full)? else {
                return fatal(format!("Trait \"{full}\" not found"), *span);
            };
            if tc.kind != ClassKind::Trait {
                return fatal(
                    format!("{class_name} cannot use {} - it is not a trait", tc.name),
                    *span,
                );
            }
            if !out.iter().any(|x| Rc::ptr_eq(x, &tc)) {
                out.push(tc);
            }
        }
    }
    Ok(out)
}

/// Apply every `use Trait` of the declaration to `spec`.
pub fn apply(
    interp: &Interp,
    decl: &ClassDecl,
    spec: &mut ClassSpec,
    resolve: &dyn Fn(&str) -> Name,
) -> Result<(), LinkError> {
    let traits = used_traits(interp, decl, &spec.name, resolve)?;
    if traits.is_empty() {
        return Ok(());
    }
    spec.traits = traits.iter().map(|t| t.name.clone()).collect();
    let mut rules: Vec<&TraitAdaptation> = Vec::new();
    let mut use_span = decl.span;
    for member in &decl.members {
        if let ClassMember::TraitUse {
            adaptations, span, ..
        } = member
        {
            rules.extend(adaptations.iter());
            use_span = *span;
        }
    }
    let names_trait = |written: &Name, t: &Class| resolve(written).eq_ignore_ascii_case(&t.name);
    for rule in &rules {
        if let TraitAdaptation::Alias {
            trait_name: None,
            method,
            ..
        } = rule
        {
            let lname = method.to_ascii_lowercase();
            let mut having = traits.iter().filter(|t| t.find_method(&lname).is_some());
            if let (Some(a), Some(b)) = (having.next(), having.next()) {
                return fatal(
                    format!(
                        "An alias was defined for method {method}(), which exists in both {} and {}. Use {}::{method} or {}::{method} to resolve the ambiguity",
                        a.name, b.name, a.name, b.name
                    ),
                    use_span,
                );
            }
        }
    }

    let own: Vec<String> = spec
        .methods
        .iter()
        .map(|m| m.name.to_ascii_lowercase())
        .collect();
    // (method, the trait it came from)
    let mut imported: Vec<(MethodSpec, Name)> = Vec::new();
    let mut required = Vec::new();
    for t in &traits {
        for key in &t.method_order {
            let m = &t.methods[key];
            let mut add = |spec_m: MethodSpec| -> Result<(), LinkError> {
                let lname = spec_m.name.to_ascii_lowercase();
                if own.contains(&lname) {
                    if m.is_abstract && spec_m.name == m.name {
                        required.push(m.clone());
                    }
                    return Ok(());
                }
                if spec_m.is_abstract {
                    let inherited = spec
                        .parent
                        .as_ref()
                        .and_then(|p| p.find_method(&lname))
                        .is_some_and(|pm| !pm.is_abstract);
                    if inherited {
                        required.push(m.clone());
                        return Ok(());
                    }
                }
                if let Some(pos) = imported
                    .iter()
                    .position(|(x, _)| x.name.eq_ignore_ascii_case(&lname))
                {
                    let existing = &imported[pos];
                    if spec_m.is_abstract {
                        return Ok(());
                    }
                    if !existing.0.is_abstract {
                        return fatal(
                            format!(
                                "Trait method {}::{} has not been applied as {}::{}, because of collision with {}::{}",
                                t.name, m.name, spec.name, spec_m.name, existing.1, existing.0.name
                            ),
                            use_span,
                        );
                    }
                    imported.remove(pos);
                }
                imported.push((spec_m, t.name.clone()));
                Ok(())
            };
            let copy = |name: Name, vis| MethodSpec {
                name,
                visibility: vis,
                is_static: m.is_static,
                is_abstract: m.is_abstract,
                is_final: m.is_final,
                body: m.body.clone(),
            };
            let mut visibility = m.visibility;
            for rule in &rules {
                if let TraitAdaptation::Alias {
                    trait_name,
                    method,
                    visibility: vis,
                    alias,
                } = rule
                {
                    let applies = method.eq_ignore_ascii_case(&m.name)
                        && trait_name.as_ref().is_none_or(|tn| names_trait(tn, t));
                    if !applies {
                        continue;
                    }
                    match alias {
                        Some(a) => add(copy(a.clone(), vis.unwrap_or(m.visibility)))?,
                        None => visibility = vis.unwrap_or(visibility),
                    }
                }
            }
            let excluded = rules.iter().any(|r| match r {
                TraitAdaptation::Insteadof {
                    method, instead_of, ..
                } => {
                    method.eq_ignore_ascii_case(&m.name)
                        && instead_of.iter().any(|x| names_trait(x, t))
                }
                TraitAdaptation::Alias { .. } => false,
            });
            if !excluded {
                add(copy(m.name.clone(), visibility))?;
            }
        }
    }
    spec.methods.extend(imported.into_iter().map(|(m, _)| m));
    spec.trait_requirements = required;

    // Which trait brought each imported property (the others are the class's own).
    let mut imported_from: Vec<(Name, Name)> = Vec::new();
    for t in &traits {
        let statics = t.static_props.values().map(|s| &s.decl);
        for p in t.props.iter().chain(statics) {
            if let Some(q) = spec.props.iter().find(|q| q.name == p.name) {
                if !same_property(q, p) {
                    let first = imported_from
                        .iter()
                        .find(|(n, _)| *n == p.name)
                        .map_or(&spec.name, |(_, t)| t);
                    return fatal(
                        format!(
                            "{first} and {} define the same property (${}) in the composition of {}. However, the definition differs and is considered incompatible. Class was composed",
                            t.name, p.name, spec.name
                        ),
                        decl.span,
                    );
                }
                continue;
            }
            let inherited = spec.parent.as_ref().and_then(|pa| {
                let d = pa.find_prop(&p.name).cloned();
                d.or_else(|| pa.find_static_prop(&p.name).map(|s| s.decl.clone()))
            });
            if let Some(d) = inherited.filter(|d| d.visibility != Visibility::Private) {
                let declared = PropSpec {
                    name: d.name.clone(),
                    visibility: d.visibility,
                    ty: d.ty.clone(),
                    readonly: d.readonly,
                    is_static: d.is_static,
                    default: d.default.clone(),
                    debug_only: d.debug_only,
                };
                if !same_property(&declared, p) {
                    return fatal(
                        format!(
                            "{} and {} define the same property (${}) in the composition of {}. However, the definition differs and is considered incompatible. Class was composed",
                            d.class_name, t.name, p.name, spec.name
                        ),
                        decl.span,
                    );
                }
                continue;
            }
            imported_from.push((p.name.clone(), t.name.clone()));
            spec.props.push(PropSpec {
                name: p.name.clone(),
                visibility: p.visibility,
                ty: p.ty.clone(),
                readonly: p.readonly,
                is_static: p.is_static,
                default: p.default.clone(),
                debug_only: false,
            });
        }
        for n in &t.const_order {
            let c = &t.consts[n];
            if spec.consts.iter().any(|x| x.name == *n) {
                continue;
            }
            spec.consts.push(ConstSpec {
                name: n.clone(),
                visibility: c.visibility,
                is_final: c.is_final,
                is_case: false,
                value: match &*c.value.borrow() {
                    LazyValue::Done(v) => LazyValue::Done(v.clone()),
                    LazyValue::Pending(src) | LazyValue::Evaluating { src, .. } => {
                        LazyValue::Pending(src.clone())
                    }
                },
            });
        }
    }
    Ok(())
}

/// Whether a trait's property declares the same property as one the class has already:
/// same visibility, staticness, readonly flag, type and default value. Defaults still to
/// be evaluated are taken as the same.
fn same_property(q: &PropSpec, p: &PropDecl) -> bool {
    let same_type = match (&q.ty, &p.ty) {
        (None, None) => true,
        (Some(a), Some(b)) => type_to_string(a).eq_ignore_ascii_case(&type_to_string(b)),
        _ => false,
    };
    // The default as known now: None when uninitialized, Some(None) when still pending.
    let known = |d: &PropDefault| match d {
        PropDefault::Uninit => None,
        PropDefault::Null => Some(Some(Value::Null)),
        PropDefault::Value(v) => Some(match &*v.borrow() {
            LazyValue::Done(v) => Some(v.clone()),
            LazyValue::Pending(src) | LazyValue::Evaluating { src, .. } => {
                src.expr().and_then(literal)
            }
        }),
    };
    let same_default = match (known(&q.default), known(&p.default)) {
        (None, None) => true,
        (Some(Some(a)), Some(Some(b))) => strict_eq(&a, &b),
        (Some(_), Some(_)) => true,
        _ => false,
    };
    q.visibility == p.visibility
        && q.is_static == p.is_static
        && q.readonly == p.readonly
        && same_type
        && same_default
}

/// The value of a literal default (`1`, `-2.5`, `"s"`, `null`), without evaluating
/// anything else.
fn literal(e: &Expr) -> Option<Value> {
    match &e.kind {
        ExprKind::Lit(Literal::Null) => Some(Value::Null),
        ExprKind::Lit(Literal::Bool(b)) => Some(Value::Bool(*b)),
        ExprKind::Lit(Literal::Int(i)) => Some(Value::Int(*i)),
        ExprKind::Lit(Literal::Float(f)) => Some(Value::Float(*f)),
        ExprKind::Lit(Literal::Str(s)) => Some(Value::Str(s.clone())),
        ExprKind::Unary {
            op: UnaryOp::Neg,
            expr,
        } => match literal(expr)? {
            Value::Int(i) => i.checked_neg().map(Value::Int),
            Value::Float(f) => Some(Value::Float(-f)),
            _ => None,
        },
        _ => None,
    }
}
