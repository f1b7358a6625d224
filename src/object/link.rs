//! Linking: building a `Class` from an `ast::ClassDecl`. Resolves the parent, interfaces
//! and traits, applies trait adaptations, checks what PHP checks when it declares a class,
//! and reports its compile-time fatal errors with the same text.

use std::cell::RefCell;
use std::rc::Rc;

use super::assemble::{assemble, ClassSpec, ConstSpec, MethodSpec, PropSpec};
use super::class::{Class, EnumBacking, ExprSource, LazyValue, MethodBody, PropDefault};
use super::signature::{compatible, format_signature, type_to_string};
use super::{enums, traits};
use crate::eval::{Interp, Unwind};
use crate::syntax::ast::{ClassDecl, ClassKind, ClassMember, Name, Span, TypeHint, Visibility};

/// Why a class could not be declared.
#[derive(Debug)]
pub enum LinkError {
    /// A compile-time fatal error, printed as "Fatal error: MESSAGE in FILE on line N" with
    /// the line of `span`.
    Fatal { message: String, span: Span },
    /// An exception (an unknown parent class, or thrown by an autoloader).
    Throw(Unwind),
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

    check_inheritance(&spec, span)?;
    let class = assemble(spec);
    check_abstract(&class, span)?;
    Ok(class)
}

fn visibility_of(v: Option<Visibility>) -> Visibility {
    v.unwrap_or(Visibility::Public)
}

/// Constants, properties (including promoted ones) and methods written in the class body.
fn own_members(
    _interp: &Interp,
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
                    },
                    has_default,
                    *span,
                )?;
            }
            ClassMember::Method { modifiers, func } => {
                let mname = func.name.clone();
                if spec
                    .methods
                    .iter()
                    .any(|m| m.name.eq_ignore_ascii_case(&mname))
                {
                    return fatal(format!("Cannot redeclare {name}::{mname}()"), func.span);
                }
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
            if p.visibility > q.visibility {
                let (need, tail) = match q.visibility {
                    Visibility::Public => ("public", ""),
                    _ => ("protected", " or weaker"),
                };
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
            }
        }
    }
    spec.props.push(p);
    Ok(())
}

/// Override rules against the parent's methods and constants.
fn check_inheritance(spec: &ClassSpec, span: Span) -> Result<(), LinkError> {
    let class = &spec.name;
    let mut parents: Vec<&Rc<Class>> = spec.parent.iter().collect();
    parents.extend(spec.interfaces.iter());
    for m in &spec.methods {
        let key = m.name.to_ascii_lowercase();
        for p in &parents {
            let Some(pm) = p.find_method(&key) else {
                continue;
            };
            if pm.visibility == Visibility::Private {
                continue;
            }
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
            if m.visibility > pm.visibility {
                let (need, tail) = match pm.visibility {
                    Visibility::Public => ("public", ""),
                    _ => ("protected", " or weaker"),
                };
                return fatal(
                    format!(
                        "Access level to {class}::{}() must be {need} (as in class {}){tail}",
                        m.name, pm.class_name
                    ),
                    mspan,
                );
            }
            let is_ctor = key == "__construct";
            if let (MethodBody::User(child), Some(parent)) = (&m.body, pm.decl()) {
                if (!is_ctor || pm.is_abstract) && !compatible(child, parent) {
                    return fatal(
                        format!(
                            "Declaration of {} must be compatible with {}",
                            format_signature(class, child),
                            format_signature(&pm.class_name, parent)
                        ),
                        mspan,
                    );
                }
            }
        }
    }
    for c in &spec.consts {
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
