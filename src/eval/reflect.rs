//! What reflection may see of functions, methods and closures: their parameters, types
//! and defaults, and a way to call them. The Reflection classes reach functions only
//! through this view.

use std::rc::Rc;

use super::closure::ClosureTarget;
use super::frame::{Frame, ScopeOwner, UserFunc};
use super::{Interp, Unwind};
use crate::builtins::registry::{self, Entry};
use crate::builtins::sig::Signature;
use crate::object::{Class, Method, MethodBody, Obj};
use crate::syntax::ast::{Attribute, TypeHint};
use crate::value::Value;

/// A function, method or closure seen by reflection.
#[derive(Clone)]
pub(crate) struct FuncView {
    target: Target,
    /// The class a method belongs to (the scope of its defaults).
    class: Option<Rc<Class>>,
    /// The closure object, when reflecting a closure.
    closure: Option<Obj>,
}

#[derive(Clone)]
enum Target {
    User(Rc<UserFunc>),
    Builtin(&'static Entry),
    Native(Rc<Signature>),
}

/// A parameter seen by reflection.
pub(crate) struct ParamView {
    pub name: String,
    pub ty: Option<TypeHint>,
    pub has_default: bool,
    pub optional: bool,
    pub by_ref: bool,
    pub variadic: bool,
    pub promoted: bool,
}

/// A type as written in a builtin's signature text (`?int`, `array|string|null`).
fn hint_from_text(text: &str) -> Option<TypeHint> {
    if text.is_empty() {
        return None;
    }
    if let Some(inner) = text.strip_prefix('?') {
        return Some(TypeHint::Nullable(Box::new(TypeHint::Named(Rc::from(
            inner,
        )))));
    }
    let parts: Vec<TypeHint> = text
        .split('|')
        .map(|p| TypeHint::Named(Rc::from(p)))
        .collect();
    Some(match parts.len() {
        1 => parts.into_iter().next()?,
        _ => TypeHint::Union(parts),
    })
}

impl FuncView {
    /// The name reflection reports (`{closure}` for closures).
    pub(crate) fn name(&self) -> String {
        match &self.target {
            Target::User(u) if u.decl.is_closure => match &*u.names.ns {
                "" => "{closure}".to_string(),
                ns => format!("{ns}\\{{closure}}"),
            },
            Target::User(u) => u.decl.name.to_string(),
            Target::Builtin(e) => e.name().to_string(),
            Target::Native(_) => String::new(),
        }
    }
    pub(crate) fn closure(&self) -> Option<&Obj> {
        self.closure.as_ref()
    }
    pub(crate) fn is_user(&self) -> bool {
        matches!(self.target, Target::User(_))
    }
    pub(crate) fn is_closure(&self) -> bool {
        matches!(&self.target, Target::User(u) if u.decl.is_closure)
    }
    pub(crate) fn is_generator(&self) -> bool {
        matches!(&self.target, Target::User(u) if u.decl.scope.is_generator.get())
    }
    pub(crate) fn returns_ref(&self) -> bool {
        matches!(&self.target, Target::User(u) if u.decl.by_ref_return)
    }
    pub(crate) fn return_type(&self, interp: &Interp) -> Option<TypeHint> {
        match &self.target {
            Target::User(u) => u
                .decl
                .return_type
                .as_ref()
                .map(|t| interp.resolve_hint(&self.frame(interp, u), t)),
            Target::Builtin(e) => hint_from_text(&e.sig().ret),
            Target::Native(sig) => hint_from_text(&sig.ret),
        }
    }
    /// The attributes of the function (builtins have none).
    pub(crate) fn attrs(&self) -> Rc<[Attribute]> {
        match &self.target {
            Target::User(u) => u.decl.attrs.clone(),
            _ => Rc::from([]),
        }
    }
    /// The doc comment of a user function.
    pub(crate) fn doc_comment(&self) -> Option<Rc<str>> {
        match &self.target {
            Target::User(u) => u.decl.doc_comment.clone(),
            _ => None,
        }
    }
    /// The attributes of parameter `pos` (builtins have none).
    pub(crate) fn param_attrs(&self, pos: usize) -> Rc<[Attribute]> {
        match &self.target {
            Target::User(u) => u
                .decl
                .params
                .get(pos)
                .map_or_else(|| Rc::from([]), |p| p.attrs.clone()),
            _ => Rc::from([]),
        }
    }
    /// A frame in the declaration context of a user function (what its attributes are
    /// evaluated in).
    pub(crate) fn decl_frame(&self, interp: &Interp) -> Option<Frame> {
        match &self.target {
            Target::User(u) => Some(self.frame(interp, u)),
            _ => None,
        }
    }
    /// A frame in the function's context (file, namespace, class).
    fn frame(&self, interp: &Interp, u: &UserFunc) -> Frame {
        let mut frame = Frame::new(
            ScopeOwner::Program(interp.empty_program(), None, u.file.clone()),
            u.names.clone(),
            u.strict,
        );
        frame.class = self.class.clone();
        frame.static_class = self.class.clone();
        frame
    }

    pub(crate) fn params(&self, interp: &Interp) -> Vec<ParamView> {
        match &self.target {
            Target::User(u) => {
                let frame = self.frame(interp, u);
                let params = &u.decl.params;
                // A parameter with a default before a required one is not optional.
                let last_required = params
                    .iter()
                    .rposition(|p| p.default.is_none() && !p.variadic);
                params
                    .iter()
                    .enumerate()
                    .map(|(i, p)| ParamView {
                        name: p.name.to_string(),
                        ty: p.ty.as_ref().map(|t| interp.resolve_hint(&frame, t)),
                        has_default: p.default.is_some(),
                        optional: p.variadic || last_required.is_none_or(|r| i > r),
                        by_ref: p.by_ref,
                        variadic: p.variadic,
                        promoted: p.promote.is_some(),
                    })
                    .collect()
            }
            Target::Builtin(e) => native_params(e.sig()),
            Target::Native(sig) => native_params(sig),
        }
    }
}

fn native_params(sig: &Signature) -> Vec<ParamView> {
    sig.params
        .iter()
        .enumerate()
        .map(|(i, p)| ParamView {
            name: p.name.to_string(),
            ty: hint_from_text(&p.ty.display())
                .filter(|_| p.ty.mask != 0 || !p.ty.classes.is_empty()),
            has_default: p.default.is_some(),
            optional: i >= sig.required,
            by_ref: p.by_ref,
            variadic: p.variadic,
            promoted: false,
        })
        .collect()
}

const BUILTIN_TYPES: &[&str] = &[
    "int", "float", "string", "bool", "array", "callable", "iterable", "object", "mixed", "void",
    "null", "never", "false", "true", "static", "self", "parent",
];

impl Interp {
    /// A declared type with its class names resolved in the frame's namespace context.
    fn resolve_hint(&self, f: &Frame, t: &TypeHint) -> TypeHint {
        match t {
            TypeHint::Named(n) if BUILTIN_TYPES.iter().any(|b| b.eq_ignore_ascii_case(n)) => {
                t.clone()
            }
            TypeHint::Named(n) => TypeHint::Named(Rc::from(self.resolve_class_name(f, n))),
            TypeHint::Nullable(inner) => TypeHint::Nullable(Box::new(self.resolve_hint(f, inner))),
            TypeHint::Union(ts) => {
                TypeHint::Union(ts.iter().map(|t| self.resolve_hint(f, t)).collect())
            }
            TypeHint::Intersection(ts) => {
                TypeHint::Intersection(ts.iter().map(|t| self.resolve_hint(f, t)).collect())
            }
        }
    }

    /// A property's declared type with class names resolved where `class` is declared.
    pub(crate) fn resolve_prop_hint(&self, class: &Rc<Class>, t: &TypeHint) -> TypeHint {
        self.resolve_hint(&self.class_frame(class), t)
    }

    /// The view of a closure object or a function name; None when it is neither.
    pub(crate) fn reflect_function(&self, v: &Value) -> Option<FuncView> {
        match v.deref() {
            Value::Object(o) => {
                let d = self.closure_data(&o)?;
                let target = match &d.target {
                    ClosureTarget::User(u) => Target::User(u.clone()),
                    ClosureTarget::Builtin(e) => Target::Builtin(e),
                    ClosureTarget::Native(m) => return self.reflect_method(m, d.scope.as_ref()),
                    ClosureTarget::Magic { handler, .. } => {
                        return self.reflect_method(handler, d.scope.as_ref())
                    }
                };
                Some(FuncView {
                    target,
                    class: d.scope.clone(),
                    closure: Some(o),
                })
            }
            Value::Str(s) => {
                let name = s.to_string_lossy();
                let name = name.strip_prefix('\\').unwrap_or(&name);
                let target = match self.find_function(name)? {
                    super::call::Callee::User(u) => Target::User(u),
                    super::call::Callee::Builtin(e) => Target::Builtin(e),
                };
                Some(FuncView {
                    target,
                    class: None,
                    closure: None,
                })
            }
            _ => None,
        }
    }

    /// The view of a method (`class`: the class it is reflected on).
    pub(crate) fn reflect_method(
        &self,
        m: &Rc<Method>,
        class: Option<&Rc<Class>>,
    ) -> Option<FuncView> {
        let declaring = m.class().or_else(|| class.cloned())?;
        let target = match &m.body {
            MethodBody::User(decl) => Target::User(self.method_func(decl, &declaring)),
            MethodBody::Native { sig, .. } => {
                let text = match sig.find('(') {
                    Some(i) if !sig[..i].contains("::") => format!("{}{}", m.name, &sig[i..]),
                    _ => sig.to_string(),
                };
                Target::Native(Rc::new(
                    crate::builtins::sig::parse(&text).unwrap_or_else(|_| Signature::any()),
                ))
            }
        };
        Some(FuncView {
            target,
            class: Some(declaring),
            closure: None,
        })
    }

    /// The default value of parameter `i`, evaluated in the function's context.
    pub(crate) fn reflect_default(&self, f: &FuncView, i: usize) -> Result<Value, Unwind> {
        match &f.target {
            Target::User(u) => {
                let Some(expr) = u.decl.params.get(i).and_then(|p| p.default.as_ref()) else {
                    return Ok(Value::Null);
                };
                let frame = f.frame(self, u);
                let saved = self.cur_file.replace(u.file.clone());
                let r = self.eval(&frame, expr);
                *self.cur_file.borrow_mut() = saved;
                r.map_err(|e| *e)
            }
            Target::Builtin(e) => Ok(native_default(e.sig(), i)),
            Target::Native(sig) => Ok(native_default(sig, i)),
        }
    }

    /// Call the reflected function (not methods: those go through `call_method_on`).
    pub(crate) fn reflect_invoke(&self, f: &FuncView, args: Vec<Value>) -> Result<Value, Unwind> {
        match (&f.closure, &f.target) {
            (Some(c), _) => self.call_value(&Value::Object(c.clone()), args),
            (None, Target::User(u)) => self.call_value(&Value::str(&u.name), args),
            (None, Target::Builtin(e)) => self.call_value(&Value::str(e.name()), args),
            (None, Target::Native(_)) => Ok(Value::Null),
        }
    }
}

fn native_default(sig: &Signature, i: usize) -> Value {
    sig.params
        .get(i)
        .and_then(|p| p.default.as_ref())
        .map_or(Value::Null, |d| d.eval(&|c| registry::constant(c)))
}
