//! Class declarations: linking a `ClassDecl` through the object model when its statement
//! runs (or early, at hoisting, when its parent and interfaces already exist), and
//! anonymous classes (declared once per declaration).

use std::rc::Rc;

use super::frame::Frame;
use super::{Interp, Unwind};
use crate::object::link::{declare_class, LinkError};
use crate::object::Class;
use crate::syntax::ast::*;

impl Interp {
    fn class_full_name(&self, f: &Frame, d: &ClassDecl) -> String {
        let n = d.name.as_deref().unwrap_or("class@anonymous");
        let ns = f.names.borrow().ns.clone();
        if ns.is_empty() {
            n.to_string()
        } else {
            format!("{ns}\\{n}")
        }
    }

    fn link_early(
        &self,
        f: &Frame,
        d: &Rc<ClassDecl>,
        name: &str,
        early: bool,
    ) -> Result<Rc<Class>, LinkError> {
        self.class_ctx.borrow_mut().insert(
            Rc::as_ptr(d) as usize,
            (f.file().clone(), f.names.borrow().clone(), f.strict),
        );
        let resolve = |n: &str| -> Name { Rc::from(self.resolve_class_name(f, n)) };
        self.early_binding.set(early);
        let r = declare_class(self, d, name, &resolve);
        self.early_binding.set(false);
        r
    }

    fn link(&self, f: &Frame, d: &Rc<ClassDecl>, name: &str) -> Result<Rc<Class>, Unwind> {
        match self.link_early(f, d, name, false) {
            Ok(c) => Ok(c),
            Err(LinkError::Fatal { message, span }) => Err(self.fatal_at(&message, span.lo)),
            Err(LinkError::Unlocated(message)) => {
                self.fatal_print(&message, "Unknown", 0);
                Err(Unwind::Fatal)
            }
            Err(LinkError::Throw(u)) => Err(u),
            // Only early declarations are postponed.
            Err(LinkError::Unresolved) => Err(Unwind::Fatal),
        }
    }

    /// `class X ...` when its statement runs.
    pub(crate) fn declare_class(&self, f: &Frame, d: &Rc<ClassDecl>) -> Result<(), Unwind> {
        let name = self.class_full_name(f, d);
        if let Some(c) = self.classes.get(&name) {
            if c.decl.as_ref().is_some_and(|cd| Rc::ptr_eq(cd, d)) {
                return Ok(());
            }
        }
        self.set_pos(d.span);
        self.link(f, d, &name).map(|_| ())
    }

    /// Early declaration at hoisting: only when every parent and interface is known.
    pub(crate) fn hoist_class(&self, f: &Frame, d: &Rc<ClassDecl>) -> Result<(), Unwind> {
        let deps_known = d
            .extends
            .iter()
            .chain(d.implements.iter())
            .all(|n| self.classes.get(&self.resolve_class_name(f, n)).is_some());
        // As PHP, classes that implement interfaces (an enum implements UnitEnum), interfaces
        // that extend others and classes that use traits are declared when their statement
        // runs.
        let uses_traits = d
            .members
            .iter()
            .any(|m| matches!(m, ClassMember::TraitUse { .. }));
        if !deps_known || uses_traits || !d.implements.is_empty() || d.kind == ClassKind::Enum {
            // Redeclared members are still compile-time errors.
            if let Some((message, span)) = duplicate_member(&self.class_full_name(f, d), d) {
                return Err(self.fatal_at(&message, span.lo));
            }
            return Ok(());
        }
        let name = self.class_full_name(f, d);
        if self.classes.get(&name).is_some() {
            return Ok(());
        }
        match self.link_early(f, d, &name, true) {
            Err(LinkError::Fatal { message, span }) => Err(self.fatal_at(&message, span.lo)),
            Err(LinkError::Throw(Unwind::Fatal)) => Err(Unwind::Fatal),
            _ => Ok(()),
        }
    }

    /// The class of `new class { ... }`.
    pub(crate) fn declare_anonymous_class(
        &self,
        f: &Frame,
        d: &Rc<ClassDecl>,
    ) -> Result<Rc<Class>, Unwind> {
        let key = Rc::as_ptr(d) as usize;
        if let Some(c) = self.anon_classes.borrow().get(&key) {
            return Ok(c.clone());
        }
        let n = self.anon_classes.borrow().len();
        // Named after the parent, else the first interface, else "class".
        let base = match d.extends.as_ref().or(d.implements.first()) {
            Some(p) => self.resolve_class_name(f, p),
            None => "class".to_string(),
        };
        let name = format!(
            "{base}@anonymous\0{}:{}${:x}",
            f.file().path,
            f.file().line_of(d.span.lo),
            n
        );
        let c = self.link(f, d, &name)?;
        self.anon_classes.borrow_mut().insert(key, c.clone());
        Ok(c)
    }
}

/// The compile-time error for a member declared twice in a class body: a constant or enum
/// case, a property (promoted constructor parameters included) or a method.
fn duplicate_member(class: &str, d: &ClassDecl) -> Option<(String, Span)> {
    let mut consts: Vec<&str> = Vec::new();
    let mut props: Vec<&str> = Vec::new();
    let mut methods: Vec<String> = Vec::new();
    for m in &d.members {
        match m {
            ClassMember::Const { name, span, .. } | ClassMember::EnumCase { name, span, .. } => {
                if consts.contains(&&**name) {
                    return Some((
                        format!("Cannot redefine class constant {class}::{name}"),
                        *span,
                    ));
                }
                consts.push(name);
            }
            ClassMember::Property { name, span, .. } => {
                if props.contains(&&**name) {
                    return Some((format!("Cannot redeclare {class}::${name}"), *span));
                }
                props.push(name);
            }
            ClassMember::Method { func, .. } => {
                let lname = func.name.to_ascii_lowercase();
                if methods.contains(&lname) {
                    return Some((
                        format!("Cannot redeclare {class}::{}()", func.name),
                        func.span,
                    ));
                }
                methods.push(lname);
                for p in func.params.iter().filter(|p| p.promote.is_some()) {
                    if props.contains(&&*p.name) {
                        return Some((format!("Cannot redeclare {class}::${}", p.name), p.span));
                    }
                    props.push(&p.name);
                }
            }
            ClassMember::TraitUse { .. } => {}
        }
    }
    None
}
