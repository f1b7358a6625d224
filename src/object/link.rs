//! Linking: building a `Class` from an `ast::ClassDecl`. Resolves the parent, interfaces
//! and traits, applies trait adaptations, checks what PHP checks when it declares a class,
//! and reports its compile-time fatal errors with the same text.

use std::cell::RefCell;
use std::rc::Rc;

use super::assemble::{assemble, ClassSpec, ConstSpec, MethodSpec, PropSpec};
use super::class::{Class, EnumBacking, ExprSource, LazyValue, Method, MethodBody, PropDefault};
use super::signature::{compatible, format_signature, type_to_string};
use super::variance::{native_return_type, return_fits, types_compatible, DeclScope, IsA};
use super::{enums, traits};
use crate::eval::resolve_class_in;
use crate::eval::{Interp, Unwind};
use crate::syntax::ast::{
    ClassDecl, ClassKind, ClassMember, FuncDecl, Name, Span, TypeHint, Visibility,
};

/// Why a class could not be declared.
#[derive(Debug)]
pub enum LinkError {
    /// A compile-time fatal error, printed as "Fatal error: MESSAGE in FILE on line N" with
    /// the line of `span`.
    Fatal { message: String, span: Span },
    /// A fatal error PHP reports without a location ("in Unknown on line 0").
    Unlocated(String),
    /// An exception (an unknown parent class, or thrown by an autoloader).
    Throw(Unwind),
    /// An early declaration needs a class that is not declared yet: the class is declared
    /// when its statement runs instead.
    Unresolved,
}

impl From<Unwind> for LinkError {
    fn from(u: Unwind) -> LinkError {
        LinkError::Throw(u)
    }
}

pub(super) fn fatal<T>(message: String, span: Span) -> Result<T, LinkError> {
    Err(LinkError::Fatal { message, span })
}

/// Link `decl` under `name` (the fully qualified name; for anonymous classes the generated
/// one) and add it to the class table. `resolve` turns a class name as written in the
/// declaration into a fully qualified name.
pub fn declare_class(
    interp: &Interp,
    decl: &Rc<ClassDecl>,
    name: &str,
    resolve: &dyn Fn(&str) -> Name,
) -> Result<Rc<Class>, LinkError> {
    if interp.classes.contains(name) {
        let what = match decl.kind {
            ClassKind::Class => "class",
            ClassKind::Interface => "interface",
            ClassKind::Trait => "trait",
            ClassKind::Enum => "enum",
        };
        return fatal(
            format!("Cannot declare {what} {name}, because the name is already in use"),
            decl.span,
        );
    }
    let class = link_class(interp, decl, name, resolve)?;
    interp.classes.insert(class.clone());
    Ok(class)
}

fn kind_word(kind: ClassKind) -> &'static str {
    match kind {
        ClassKind::Class => "Class",
        ClassKind::Interface => "Interface",
        ClassKind::Trait => "Trait",
        ClassKind::Enum => "Enum",
    }
}

/// Build the linked class without adding it to the table.
pub fn link_class(
    interp: &Interp,
    decl: &Rc<ClassDecl>,
    name: &str,
    resolve: &dyn Fn(&str) -> Name,
) -> Result<Rc<Class>, LinkError> {
    let span = decl.span;
    let m = decl.modifiers;
    if m.is_abstract && m.is_final {
        return fatal(
            "Cannot use the final modifier on an abstract class".into(),
            span,
        );
    }
    let mut spec = ClassSpec::new(name, decl.kind);
    spec.is_abstract = m.is_abstract;
    spec.is_final = m.is_final || decl.kind == ClassKind::Enum;
    spec.is_readonly = m.is_readonly;
    spec.allow_dynamic = decl.allow_dynamic;
    spec.decl = Some(decl.clone());

    // Parent.
    if let Some(pname) = &decl.extends {
        let full = resolve(pname);
        let Some(parent) = interp.classes.lookup(interp, &full)? else {
            return Err(interp
                .throw_error("Error", &format!("Class \"{full}\" not found"))
                .into());
        };
        match parent.kind {
            ClassKind::Interface => {
                return fatal(
                    format!("Class {name} cannot extend interface {}", parent.name),
                    span,
                )
            }
            ClassKind::Trait => {
                return fatal(
                    format!("Class {name} cannot extend trait {}", parent.name),
                    span,
                )
            }
            _ => {}
        }
        if parent.is_final {
            return fatal(
                format!("Class {name} cannot extend final class {}", parent.name),
                span,
            );
        }
        if parent.is_readonly && !spec.is_readonly {
            return fatal(
                format!(
                    "Non-readonly class {name} cannot extend readonly class {}",
                    parent.name
                ),
                span,
            );
        }
        if !parent.is_readonly && spec.is_readonly {
            return fatal(
                format!(
                    "Readonly class {name} cannot extend non-readonly class {}",
                    parent.name
                ),
                span,
            );
        }
        spec.allow_dynamic |= parent.allow_dynamic;
        spec.limits = parent.limits;
        spec.parent = Some(parent);
    }

    // Interfaces (`implements`, or an interface's `extends`).
    for iname in &decl.implements {
        let full = resolve(iname);
        let Some(iface) = interp.classes.lookup(interp, &full)? else {
            return Err(interp
                .throw_error("Error", &format!("Interface \"{full}\" not found"))
                .into());
        };
        if iface.kind != ClassKind::Interface {
            return fatal(
                format!(
                    "{name} cannot implement {} - it is not an interface",
                    iface.name
                ),
                span,
            );
        }
        if !spec.interfaces.iter().any(|i| Rc::ptr_eq(i, &iface)) {
            spec.interfaces.push(iface);
        }
    }

    own_members(interp, decl, &mut spec)?;
    traits::apply(interp, decl, &mut spec, resolve)?;
    if decl.kind == ClassKind::Enum {
        enums::add_members(interp, decl, &mut spec)?;
    }

    // A class with __toString implements Stringable.
    if decl.kind != ClassKind::Trait
        && spec
            .methods
            .iter()
            .any(|m| m.name.eq_ignore_ascii_case("__tostring"))
    {
        if let Some(s) = interp.classes.get("Stringable") {
            if !spec.interfaces.iter().any(|i| Rc::ptr_eq(i, &s)) {
                spec.interfaces.push(s);
            }
        }
    }

    check_inheritance(interp, &spec, span, resolve)?;
    let class = assemble(spec);
    check_engine_interfaces(&class, span)?;
    deprecate_serializable(interp, &class, span);
    check_abstract(&class, span)?;
    if class.kind == ClassKind::Enum {
        check_enum_methods(&class, span)?;
    }
    Ok(class)
}

fn visibility_of(v: Option<Visibility>) -> Visibility {
    v.unwrap_or(Visibility::Public)
}

/// Constants, properties (including promoted ones) and methods written in the class body.
fn own_members(
    interp: &Interp,
    decl: &Rc<ClassDecl>,
    spec: &mut ClassSpec,
) -> Result<(), LinkError> {
    let name = spec.name.clone();
    let is_interface = decl.kind == ClassKind::Interface;
    for (idx, member) in decl.members.iter().enumerate() {
        match member {
            ClassMember::Const {
                modifiers,
                name: cname,
                span,
                ..
            } => {
                if spec.consts.iter().any(|c| c.name == *cname) {
                    return fatal(
                        format!("Cannot redefine class constant {name}::{cname}"),
                        *span,
                    );
                }
                spec.consts.push(ConstSpec {
                    name: cname.clone(),
                    visibility: visibility_of(modifiers.visibility),
                    is_final: modifiers.is_final,
                    is_case: false,
                    value: LazyValue::Pending(ExprSource {
                        decl: decl.clone(),
                        member: idx,
                        param: None,
                    }),
                });
            }
            ClassMember::Property {
                modifiers,
                ty,
                name: pname,
                default,
                span,
                ..
            } => {
                let has_default = default.is_some();
                if is_interface {
                    return fatal("Interfaces may not include properties".into(), *span);
                }
                if decl.kind == ClassKind::Enum {
                    return fatal(format!("Enum {name} cannot include properties"), *span);
                }
                let readonly = modifiers.is_readonly || decl.modifiers.is_readonly;
                let default = if default.is_some() {
                    PropDefault::Value(RefCell::new(LazyValue::Pending(ExprSource {
                        decl: decl.clone(),
                        member: idx,
                        param: None,
                    })))
                } else if ty.is_some() {
                    PropDefault::Uninit
                } else {
                    PropDefault::Null
                };
                add_prop(
                    spec,
                    PropSpec {
                        name: pname.clone(),
                        visibility: visibility_of(modifiers.visibility),
                        ty: ty.clone(),
                        readonly,
                        is_static: modifiers.is_static,
                        default,
                        debug_only: false,
                    },
                    has_default,
                    *span,
                )?;
            }
            ClassMember::Method {
                modifiers, func, ..
            } => {
                let mname = func.name.clone();
                if spec
                    .methods
                    .iter()
                    .any(|m| m.name.eq_ignore_ascii_case(&mname))
                {
                    return fatal(format!("Cannot redeclare {name}::{mname}()"), func.span);
                }
                super::magic::check(interp, &name, func, modifiers)?;
                let is_abstract = modifiers.is_abstract || is_interface;
                if is_interface
                    && modifiers
                        .visibility
                        .is_some_and(|v| v != Visibility::Public)
                {
                    return fatal(
                        format!(
                            "Access type for interface method {name}::{mname}() must be public"
                        ),
                        func.span,
                    );
                }
                if is_interface && func.body.is_some() {
                    return fatal(
                        format!("Interface function {name}::{mname}() cannot contain body"),
                        func.span,
                    );
                }
                if !is_interface && modifiers.is_abstract && func.body.is_some() {
                    return fatal(
                        format!("Abstract function {name}::{mname}() cannot contain body"),
                        func.span,
                    );
                }
                if !is_abstract && func.body.is_none() {
                    return fatal(
                        format!("Non-abstract method {name}::{mname}() must contain body"),
                        func.span,
                    );
                }
                spec.methods.push(MethodSpec {
                    name: mname.clone(),
                    visibility: visibility_of(modifiers.visibility),
                    is_static: modifiers.is_static,
                    is_abstract,
                    is_final: modifiers.is_final,
                    body: MethodBody::User(func.clone()),
                });
                if mname.eq_ignore_ascii_case("__construct") {
                    for p in &func.params {
                        let Some(pm) = p.promote else { continue };
                        add_prop(
                            spec,
                            PropSpec {
                                name: p.name.clone(),
                                visibility: visibility_of(pm.visibility),
                                ty: p.ty.clone(),
                                readonly: pm.is_readonly || decl.modifiers.is_readonly,
                                is_static: false,
                                default: if p.ty.is_some() {
                                    PropDefault::Uninit
                                } else {
                                    PropDefault::Null
                                },
                                debug_only: false,
                            },
                            false,
                            p.span,
                        )?;
                    }
                }
            }
            ClassMember::TraitUse { .. } | ClassMember::EnumCase { .. } => {}
        }
    }
    Ok(())
}

/// Add a declared property after PHP's per-property checks.
fn add_prop(
    spec: &mut ClassSpec,
    p: PropSpec,
    has_default: bool,
    span: Span,
) -> Result<(), LinkError> {
    let class = &spec.name;
    let pname = &p.name;
    if spec.props.iter().any(|q| q.name == p.name) {
        return fatal(format!("Cannot redeclare {class}::${pname}"), span);
    }
    if p.readonly {
        if p.ty.is_none() {
            return fatal(
                format!("Readonly property {class}::${pname} must have type"),
                span,
            );
        }
        if p.is_static {
            return fatal(
                format!("Static property {class}::${pname} cannot be readonly"),
                span,
            );
        }
        if has_default {
            return fatal(
                format!("Readonly property {class}::${pname} cannot have default value"),
                span,
            );
        }
    }
    if let Some(parent) = &spec.parent {
        let inherited = if p.is_static {
            parent.find_static_prop(pname).map(|s| s.decl.clone())
        } else {
            parent.find_prop(pname).cloned()
        };
        let other_kind = if p.is_static {
            parent.find_prop(pname).cloned()
        } else {
            parent.find_static_prop(pname).map(|s| s.decl.clone())
        };
        if let Some(o) = other_kind.filter(|o| o.visibility != Visibility::Private) {
            let (a, b) = if p.is_static {
                ("non static", "static")
            } else {
                ("static", "non static")
            };
            return fatal(
                format!(
                    "Cannot redeclare {a} {}::${pname} as {b} {class}::${pname}",
                    o.class_name
                ),
                span,
            );
        }
        if let Some(q) = inherited.filter(|q| q.visibility != Visibility::Private) {
            if p.readonly != q.readonly {
                let kind = |readonly: bool| if readonly { "readonly" } else { "non-readonly" };
                return fatal(
                    format!(
                        "Cannot redeclare {} property {}::${pname} as {} {class}::${pname}",
                        kind(q.readonly),
                        q.class_name,
                        kind(p.readonly)
                    ),
                    span,
                );
            }
            if p.visibility > q.visibility {
                let (need, tail) = required_access(q.visibility);
                return fatal(
                    format!(
                        "Access level to {class}::${pname} must be {need} (as in class {}){tail}",
                        q.class_name
                    ),
                    span,
                );
            }
            if let Some(qt) = &q.ty {
                let same = p
                    .ty
                    .as_ref()
                    .is_some_and(|t| type_to_string(t).eq_ignore_ascii_case(&type_to_string(qt)));
                if !same {
                    return fatal(
                        format!(
                            "Type of {class}::${pname} must be {} (as in class {})",
                            type_to_string(qt),
                            q.class_name
                        ),
                        span,
                    );
                }
            } else if p.ty.is_some() {
                return fatal(
                    format!(
                        "Type of {class}::${pname} must not be defined (as in class {})",
                        q.class_name
                    ),
                    span,
                );
            }
        }
    }
    spec.props.push(p);
    Ok(())
}

/// Override rules against the parent's methods and constants.
fn check_inheritance(
    interp: &Interp,
    spec: &ClassSpec,
    span: Span,
    resolve: &dyn Fn(&str) -> Name,
) -> Result<(), LinkError> {
    let class = &spec.name;
    let own_names = |n: &str| resolve(n).to_string();
    let own_ns = class.rsplit_once('\\').map_or("", |(ns, _)| ns);
    let own_scope = DeclScope {
        class,
        parent: spec.parent.as_ref().map(|p| &*p.name),
        resolve: &own_names,
        ns: own_ns,
    };
    let unresolved = std::cell::Cell::new(false);
    let is_a = |a: &str, b: &str| {
        let r = class_is_a(interp, spec, a, b);
        unresolved.set(unresolved.get() || r.is_none());
        r
    };
    let mut parents: Vec<&Rc<Class>> = spec.parent.iter().collect();
    parents.extend(spec.interfaces.iter());
    for m in &spec.methods {
        let key = m.name.to_ascii_lowercase();
        let inherited = parents
            .iter()
            .filter_map(|p| p.find_method(&key))
            .filter(|pm| pm.visibility != Visibility::Private)
            .map(|pm| (pm, true));
        // An abstract trait method the class implements itself binds it to its signature,
        // whatever the visibilities (which PHP does not compare there).
        let required = spec
            .trait_requirements
            .iter()
            .filter(|pm| pm.name.eq_ignore_ascii_case(&m.name))
            .map(|pm| (pm, false));
        for (pm, check_access) in inherited.chain(required) {
            let mspan = m.decl_span().unwrap_or(span);
            if pm.is_final {
                return fatal(
                    format!(
                        "Cannot override final method {}::{}()",
                        pm.class_name, pm.name
                    ),
                    mspan,
                );
            }
            if pm.is_static && !m.is_static {
                return fatal(
                    format!(
                        "Cannot make static method {}::{}() non static in class {class}",
                        pm.class_name, pm.name
                    ),
                    mspan,
                );
            }
            if !pm.is_static && m.is_static {
                return fatal(
                    format!(
                        "Cannot make non static method {}::{}() static in class {class}",
                        pm.class_name, pm.name
                    ),
                    mspan,
                );
            }
            if check_access && m.visibility > pm.visibility {
                let (need, tail) = required_access(pm.visibility);
                return fatal(
                    format!(
                        "Access level to {class}::{}() must be {need} (as in class {}){tail}",
                        m.name, pm.class_name
                    ),
                    mspan,
                );
            }
            let is_ctor = key == "__construct";
            if let (MethodBody::User(child), MethodBody::Native { sig, .. }) = (&m.body, &pm.body) {
                if !is_ctor && !will_change(spec, &m.name) {
                    check_tentative_return(interp, child, &own_scope, sig, &pm.class_name, &is_a);
                }
                continue;
            }
            if let (MethodBody::User(child), Some(parent)) = (&m.body, pm.decl()) {
                if is_ctor && !pm.is_abstract {
                    continue;
                }
                let mismatch = with_method_scope(interp, pm, |parent_scope| {
                    let fits = compatible(child, parent)
                        && types_compatible(child, &own_scope, parent, parent_scope, &is_a);
                    (!fits).then(|| {
                        (
                            format_signature(&own_scope, child),
                            format_signature(parent_scope, parent),
                        )
                    })
                });
                if unresolved.get() && interp.early_binding.get() {
                    return Err(LinkError::Unresolved);
                }
                if let Some((c, p)) = mismatch {
                    return fatal(
                        format!("Declaration of {c} must be compatible with {p}"),
                        mspan,
                    );
                }
            }
        }
    }
    // An abstract trait method the parent implements binds the parent's method.
    for req in &spec.trait_requirements {
        if spec
            .methods
            .iter()
            .any(|m| m.name.eq_ignore_ascii_case(&req.name))
        {
            continue;
        }
        let key = req.name.to_ascii_lowercase();
        let Some(pm) = spec.parent.as_ref().and_then(|p| p.find_method(&key)) else {
            continue;
        };
        let (Some(child), Some(parent)) = (pm.decl(), req.decl()) else {
            continue;
        };
        let mismatch = with_method_scope(interp, pm, |child_scope| {
            with_method_scope(interp, req, |trait_scope| {
                let fits = compatible(child, parent)
                    && types_compatible(child, child_scope, parent, trait_scope, &is_a);
                (!fits).then(|| {
                    (
                        format_signature(child_scope, child),
                        format_signature(trait_scope, parent),
                    )
                })
            })
        });
        if unresolved.get() && interp.early_binding.get() {
            return Err(LinkError::Unresolved);
        }
        if let Some((c, p)) = mismatch {
            return fatal(
                format!("Declaration of {c} must be compatible with {p}"),
                child.span,
            );
        }
    }
    for c in &spec.consts {
        let inherited = spec.parent.as_ref().and_then(|p| p.find_const(&c.name));
        if let Some(pc) = inherited.filter(|pc| pc.visibility != Visibility::Private) {
            if c.visibility > pc.visibility {
                let (need, tail) = required_access(pc.visibility);
                return fatal(
                    format!(
                        "Access level to {class}::{} must be {need} (as in class {}){tail}",
                        c.name, pc.class_name
                    ),
                    span,
                );
            }
        }
        for p in &parents {
            if let Some(pc) = p.find_const(&c.name) {
                if pc.is_final {
                    return fatal(
                        format!(
                            "{class}::{} cannot override final constant {}::{}",
                            c.name, pc.class_name, pc.name
                        ),
                        span,
                    );
                }
            }
        }
    }
    Ok(())
}

/// Run `f` with the declaration scope of method `m`: its class, that class's parent and
/// the names in effect where it was declared.
fn with_method_scope<R>(interp: &Interp, m: &Method, f: impl FnOnce(&DeclScope) -> R) -> R {
    let class = m.class();
    let names = class.as_ref().map(|c| interp.class_names(c));
    let resolve = |n: &str| match &names {
        Some(names) => resolve_class_in(names, n),
        None => n.to_string(),
    };
    let scope = DeclScope {
        class: &m.class_name,
        parent: class
            .as_ref()
            .and_then(|c| c.parent.as_ref())
            .map(|p| &*p.name),
        resolve: &resolve,
        ns: names.as_ref().map_or("", |n| &n.ns),
    };
    f(&scope)
}

/// Whether the class's own method `name` carries `#[ReturnTypeWillChange]`.
fn will_change(spec: &ClassSpec, name: &str) -> bool {
    spec.decl.as_ref().is_some_and(|d| {
        d.members.iter().any(|m| {
            matches!(m, ClassMember::Method { func, return_type_will_change: true, .. }
                if func.name.eq_ignore_ascii_case(name))
        })
    })
}

/// PHP's own methods have tentative return types: an overriding method whose return type
/// is missing or does not fit gets a deprecation instead of a fatal error.
fn check_tentative_return(
    interp: &Interp,
    child: &FuncDecl,
    scope: &DeclScope,
    sig: &str,
    parent_class: &str,
    is_a: IsA,
) {
    let Some(ret) = native_return_type(sig) else {
        return;
    };
    if child.name.eq_ignore_ascii_case("__tostring") {
        return;
    }
    if child
        .return_type
        .as_ref()
        .is_some_and(|t| return_fits(t, scope, ret, is_a))
    {
        return;
    }
    let parent_sig = if sig.contains("::") {
        sig.to_string()
    } else {
        format!("{parent_class}::{sig}")
    };
    interp.deprecated_at(
        &format!(
            "Return type of {} should either be compatible with {parent_sig}, or the \
             #[\\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice",
            format_signature(scope, child)
        ),
        child.span.lo,
    );
}

/// Whether class `a` is `b` or extends or implements it, for the class being linked and
/// the declared ones; None when a class is not known.
fn class_is_a(interp: &Interp, spec: &ClassSpec, a: &str, b: &str) -> Option<bool> {
    if a.eq_ignore_ascii_case(b) {
        return Some(true);
    }
    let target = interp.classes.get(b)?;
    if a.eq_ignore_ascii_case(&spec.name) {
        return Some(
            spec.parent
                .iter()
                .chain(spec.interfaces.iter())
                .any(|c| c.instanceof(&target)),
        );
    }
    Some(interp.classes.get(a)?.instanceof(&target))
}

/// PHP 8.1 deprecates Serializable for classes that do not also have `__serialize` and
/// `__unserialize`.
/// Throwable is only for the hierarchies of the built-in throwables (Exception, Error and
/// the runtime's own roots), and Traversable only comes with Iterator or
/// IteratorAggregate (an abstract class may postpone that choice).
fn check_engine_interfaces(class: &Rc<Class>, span: Span) -> Result<(), LinkError> {
    if class.kind == ClassKind::Interface {
        return Ok(());
    }
    let kind = kind_word(class.kind);
    let name = &class.name;
    if class.instanceof_name("throwable") {
        let mut root = &**class;
        while let Some(p) = &root.parent {
            root = p;
        }
        if !root.is_internal {
            let advice = if class.kind == ClassKind::Enum {
                ""
            } else {
                ", extend Exception or Error instead"
            };
            return fatal(
                format!("{kind} {name} cannot implement interface Throwable{advice}"),
                span,
            );
        }
    }
    if class.instanceof_name("traversable")
        && !class.is_abstract
        && !class.instanceof_name("iterator")
        && !class.instanceof_name("iteratoraggregate")
    {
        return Err(LinkError::Unlocated(format!(
            "{kind} {name} must implement interface Traversable as part of either Iterator \
             or IteratorAggregate"
        )));
    }
    Ok(())
}

/// Magic methods an enum may not have (its cases are singletons without state), and the
/// Serializable interface it may not implement.
fn check_enum_methods(class: &Rc<Class>, span: Span) -> Result<(), LinkError> {
    const FORBIDDEN: [&str; 14] = [
        "__construct",
        "__destruct",
        "__clone",
        "__get",
        "__set",
        "__unset",
        "__isset",
        "__toString",
        "__debugInfo",
        "__serialize",
        "__unserialize",
        "__sleep",
        "__wakeup",
        "__set_state",
    ];
    let name = &class.name;
    if let Some(m) = FORBIDDEN
        .iter()
        .find(|m| class.find_method(&m.to_ascii_lowercase()).is_some())
    {
        return fatal(format!("Enum {name} cannot include magic method {m}"), span);
    }
    if class.instanceof_name("serializable") {
        return fatal(
            format!("Enum {name} cannot implement the Serializable interface"),
            span,
        );
    }
    Ok(())
}

fn deprecate_serializable(interp: &Interp, class: &Rc<Class>, span: Span) {
    let concrete = matches!(class.kind, ClassKind::Class | ClassKind::Enum) && !class.is_abstract;
    if concrete
        && class.instanceof_name("serializable")
        && (class.find_method("__serialize").is_none()
            || class.find_method("__unserialize").is_none())
    {
        interp.deprecated_at(
            &format!(
                "{} implements the Serializable interface, which is deprecated. Implement \
                 __serialize() and __unserialize() instead (or in addition, if support for old \
                 PHP versions is necessary)",
                class.name
            ),
            span.lo,
        );
    }
}

/// A concrete class must implement every abstract method it has.
fn check_abstract(class: &Rc<Class>, span: Span) -> Result<(), LinkError> {
    if class.kind == ClassKind::Interface || class.kind == ClassKind::Trait || class.is_abstract {
        return Ok(());
    }
    let missing: Vec<String> = class
        .method_order
        .iter()
        .map(|n| &class.methods[n])
        .filter(|m| m.is_abstract)
        .map(|m| format!("{}::{}", m.class_name, m.name))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let n = missing.len();
    let mut list = missing
        .iter()
        .take(3)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if n > 3 {
        list.push_str(", ...");
    }
    let plural = if n == 1 { "" } else { "s" };
    let message = if class.kind == ClassKind::Enum {
        format!(
            "Enum {} must implement {n} abstract private method{plural} ({list})",
            class.name
        )
    } else {
        format!(
            "{} {} contains {n} abstract method{plural} and must therefore be declared abstract or implement the remaining methods ({list})",
            kind_word(class.kind),
            class.name
        )
    };
    fatal(message, span)
}

impl MethodSpec {
    fn decl_span(&self) -> Option<Span> {
        match &self.body {
            MethodBody::User(f) => Some(f.span),
            MethodBody::Native { .. } => None,
        }
    }
}

/// The backing type of an enum declaration.
pub(super) fn enum_backing(ty: Option<&TypeHint>) -> Option<EnumBacking> {
    match ty? {
        TypeHint::Named(n) if n.eq_ignore_ascii_case("int") => Some(EnumBacking::Int),
        TypeHint::Named(n) if n.eq_ignore_ascii_case("string") => Some(EnumBacking::String),
        _ => None,
    }
}

/// What an override of a member with visibility `parent` must be, for the fatal "Access
/// level to ... must be NEED (as in class P)TAIL".
fn required_access(parent: Visibility) -> (&'static str, &'static str) {
    match parent {
        Visibility::Public => ("public", ""),
        _ => ("protected", " or weaker"),
    }
}
