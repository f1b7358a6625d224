//! Evaluation against the class model: class name resolution, `new`, method and static
//! calls (visibility, `__call`/`__callStatic`, late static binding), `::` constants,
//! `instanceof`, `clone`, and class declaration. Property access is in props.rs.

use std::rc::Rc;

use super::call::{CallCtx, Callee};
use super::expr::EvalResult;
use super::frame::{Frame, NameCtx, UserFunc};
use super::native_method::{site_index, FAST_SITE_BIT};
use super::{Interp, Unwind};
use crate::object::{Class, Method, MethodBody, Obj};

fn class_key(name: &str) -> String {
    name.trim_start_matches('\\').to_ascii_lowercase()
}
use crate::syntax::ast::*;
use crate::value::{PhpArray, Value};

/// Whether code running in `scope` may use a member of `declaring` with `vis`.
pub(crate) fn can_access(scope: Option<&Rc<Class>>, vis: Visibility, declaring: &Class) -> bool {
    match vis {
        Visibility::Public => true,
        Visibility::Private => scope.is_some_and(|s| std::ptr::eq(&**s, declaring)),
        Visibility::Protected => {
            scope.is_some_and(|s| s.instanceof(declaring) || declaring.instanceof(s))
        }
    }
}

pub(super) fn vis_name(v: Visibility) -> &'static str {
    match v {
        Visibility::Public => "public",
        Visibility::Protected => "protected",
        Visibility::Private => "private",
    }
}

/// "global scope" or "scope A" for visibility messages.
pub(crate) fn scope_desc(scope: Option<&Rc<Class>>) -> String {
    match scope {
        Some(c) => format!("scope {}", c.name),
        None => "global scope".into(),
    }
}

/// The methods of `Generator`, as traces name them.
const GENERATOR_METHODS: &[&str] = &[
    "current",
    "key",
    "next",
    "send",
    "throw",
    "rewind",
    "valid",
    "getReturn",
];

impl Interp {
    /// PHP's error for calling a method the calling scope cannot see.
    fn inaccessible_method(&self, f: &Frame, m: &Method, cls: &Rc<Class>, name: &str) -> Unwind {
        self.throw_error(
            "Error",
            &format!(
                "Call to {} method {}::{}() from {}",
                vis_name(m.visibility),
                method_class(m, cls).name,
                name,
                scope_desc(f.class.as_ref())
            ),
        )
    }

    /// Resolve a class name as written to its full name (no loading).
    pub(crate) fn resolve_class_name(&self, f: &Frame, name: &str) -> String {
        resolve_class_in(&f.names.borrow(), name)
    }

    /// A class by name as written (`self`, `parent`, `static` included), autoloading.
    pub(crate) fn lookup_class(&self, f: &Frame, name: &str) -> Result<Rc<Class>, Unwind> {
        if name.len() > 6 || !matches!(name.as_bytes().first(), Some(b's' | b'S' | b'p' | b'P')) {
            // Not self/static/parent. Code in the global namespace without imports
            // names classes as written.
            let global = {
                let names = f.names.borrow();
                names.ns.is_empty() && names.classes.is_empty()
            };
            if global && !name.starts_with("namespace\\") {
                let full = name.strip_prefix('\\').unwrap_or(name);
                return self.find_class(full)?.ok_or_else(|| {
                    self.throw_error("Error", &format!("Class \"{full}\" not found"))
                });
            }
        }
        // PHP's compiler says "use" where it finds the misuse; evaluating a constant
        // expression it says "access".
        let verb = if self.in_const_expr.get() {
            "access"
        } else {
            "use"
        };
        let no_scope = |word: &str| {
            self.throw_error(
                "Error",
                &format!("Cannot {verb} \"{word}\" when no class scope is active"),
            )
        };
        if name.eq_ignore_ascii_case("self") {
            return f.class.clone().ok_or_else(|| no_scope("self"));
        }
        if name.eq_ignore_ascii_case("static") {
            return f.static_class.clone().ok_or_else(|| no_scope("static"));
        }
        if name.eq_ignore_ascii_case("parent") {
            let Some(c) = &f.class else {
                return Err(no_scope("parent"));
            };
            return c.parent.clone().ok_or_else(|| {
                self.throw_error(
                    "Error",
                    &format!("Cannot {verb} \"parent\" when current class scope has no parent"),
                )
            });
        }
        let full = self.resolve_class_name(f, name);
        self.find_class(&full)?
            .ok_or_else(|| self.throw_error("Error", &format!("Class \"{full}\" not found")))
    }

    /// A class by full name, autoloading.
    pub(crate) fn find_class(&self, full: &str) -> Result<Option<Rc<Class>>, Unwind> {
        self.classes.lookup(self, full)
    }

    /// The class a name in code designates, recorded at the name for the next time
    /// unless it is `self`, `parent` or `static`.
    fn named_class(&self, f: &Frame, n: &ClassName) -> Result<Rc<Class>, Unwind> {
        // `self::` and `static::` in class code; without a class, lookup_class says why.
        let running = match n.relative {
            RelativeClass::SelfClass => f.class.as_ref(),
            RelativeClass::Static => f.static_class.as_ref(),
            _ => None,
        };
        if let Some(cls) = running {
            return Ok(cls.clone());
        }
        let c = n.cache.0.get();
        if (c >> 32) as u32 == self.id {
            if let Some(cls) = self.class_sites.borrow().get(c as u32 as usize) {
                return Ok(cls.clone());
            }
        }
        let cls = self.lookup_class(f, n)?;
        if !n.is_relative() {
            let mut sites = self.class_sites.borrow_mut();
            if sites.len() < u32::MAX as usize {
                n.cache.0.set(((self.id as u64) << 32) | sites.len() as u64);
                sites.push(cls.clone());
            }
        }
        Ok(cls)
    }

    /// The class a `ClassRef` designates.
    pub(crate) fn class_of_ref(&self, f: &Frame, c: &ClassRef) -> Result<Rc<Class>, Unwind> {
        match c {
            ClassRef::Named(n) => self.named_class(f, n),
            ClassRef::Dynamic(e) => {
                let v = self.eval(f, e)?;
                match v {
                    Value::Object(o) => Ok(o.class().clone()),
                    Value::Str(s) => {
                        let name = s.to_string_lossy();
                        let name = name.strip_prefix('\\').unwrap_or(&name);
                        self.find_class(name)?.ok_or_else(|| {
                            self.throw_error("Error", &format!("Class \"{name}\" not found"))
                        })
                    }
                    _ => Err(self.throw_error("Error", "Cannot use value as class name")),
                }
            }
            ClassRef::Anonymous(d) => self.declare_anonymous_class(f, d),
        }
    }

    pub(crate) fn eval_new(
        &self,
        f: &Frame,
        class: &ClassRef,
        args: &[Arg],
        span: Span,
    ) -> EvalResult {
        let cls = self.class_of_ref(f, class)?;
        self.set_pos(span);
        if !cls.is_instantiable() {
            let what = match cls.kind {
                ClassKind::Interface => "interface",
                ClassKind::Trait => "trait",
                ClassKind::Enum => "enum",
                ClassKind::Class => "abstract class",
            };
            return Err(Box::new(self.throw_error(
                "Error",
                &format!("Cannot instantiate {what} {}", cls.name),
            )));
        }
        let obj = crate::object::instantiate(self, &cls)?;
        if self.in_const_expr.get() {
            // `new` in an initializer: the constructor is ordinary code.
            return self.with_const_expr(false, || self.construct(f, &cls, obj, args, span));
        }
        self.construct(f, &cls, obj, args, span)
    }

    /// Run the constructor of a new instance `obj` of `cls`.
    fn construct(
        &self,
        f: &Frame,
        cls: &Rc<Class>,
        obj: Obj,
        args: &[Arg],
        span: Span,
    ) -> EvalResult {
        if let Some(ctor) = &cls.magic.construct {
            if ctor.visibility != Visibility::Public
                && !can_access(f.class.as_ref(), ctor.visibility, &method_class(ctor, cls))
            {
                return Err(Box::new(self.throw_error(
                    "Error",
                    &format!(
                        "Call to {} {}::__construct() from {}",
                        vis_name(ctor.visibility),
                        cls.name,
                        scope_desc(f.class.as_ref())
                    ),
                )));
            }
            if let MethodBody::User(decl) = &ctor.body {
                let declaring = method_class(ctor, cls);
                let func = self.user_method_func(ctor, decl, &declaring);
                if Self::fits_plain_call(&func, args) {
                    let scope = (Some(obj.clone()), declaring, cls.clone());
                    self.call_plain_method_on(f, &func, args, scope, span)?;
                    return Ok(Value::Object(obj));
                }
            }
            self.call_method_with_args(f, &obj, ctor, args, cls.clone(), span)?;
        } else if !args.is_empty() {
            self.eval_args(f, args, &|_, _| false)?;
        }
        Ok(Value::Object(obj))
    }

    /// Evaluate arguments for a method and call it on `obj`.
    fn call_method_with_args(
        &self,
        f: &Frame,
        obj: &Obj,
        m: &Rc<Method>,
        args: &[Arg],
        static_class: Rc<Class>,
        span: Span,
    ) -> EvalResult {
        match &m.body {
            MethodBody::User(decl) => {
                let declaring = method_class(m, obj.class());
                let func = self.user_method_func(m, decl, &declaring);
                let ctx = CallCtx {
                    this: if m.is_static { None } else { Some(obj.clone()) },
                    class: Some(declaring),
                    static_class: Some(static_class),
                    ..Default::default()
                };
                self.call_callee(f, &Callee::User(func), args, ctx, span)
            }
            MethodBody::Native { call, sig, .. } => {
                let a = self.eval_args(f, args, &|_, _| false)?;
                self.set_pos(span);
                let pos = if a.named.is_empty() {
                    a.pos
                } else {
                    self.native_named_args(m, sig, a.pos, a.named)?
                };
                self.call_native_method(*call, m, Some(obj), &static_class, pos)
            }
        }
    }

    /// Call a native method with positional arguments only.
    fn call_native_positional(
        &self,
        f: &Frame,
        obj: &Obj,
        m: &Rc<Method>,
        args: &[Arg],
        called: Rc<Class>,
        span: Span,
    ) -> EvalResult {
        let MethodBody::Native { call, .. } = &m.body else {
            return self.call_method_with_args(f, obj, m, args, called, span);
        };
        let mut pos = if args.is_empty() {
            Vec::new()
        } else {
            self.arg_vec()
        };
        for a in args {
            match self.eval(f, &a.value) {
                Ok(v) => pos.push(v),
                Err(e) => {
                    self.recycle_arg_vec(pos);
                    return Err(e);
                }
            }
        }
        self.set_pos(span);
        self.call_native_method(*call, m, Some(obj), &called, pos)
    }

    /// The arguments of a native method with named ones put in their positions (skipped
    /// optional parameters get their defaults from the signature).
    fn native_named_args(
        &self,
        m: &Method,
        sig: &str,
        pos: Vec<Value>,
        named: Vec<(crate::syntax::ast::Name, Value)>,
    ) -> Result<Vec<Value>, Unwind> {
        let parsed = crate::builtins::sig::parse(sig).map_err(|_| {
            self.throw_error("Error", &format!("Unknown named parameter ${}", named[0].0))
        })?;
        let fname = format!("{}::{}", m.class_name, m.name);
        crate::builtins::registry::place_named(self, &parsed, &fname, pos, named)
    }

    /// Run a native method with a stack entry for traces.
    pub(crate) fn call_native_method(
        &self,
        call: crate::object::NativeMethod,
        m: &Method,
        this: Option<&Obj>,
        class: &Rc<Class>,
        mut args: Vec<Value>,
    ) -> EvalResult {
        self.raise_pending()?;
        if let (
            MethodBody::Native {
                fast: Some(fast), ..
            },
            Some(obj),
        ) = (&m.body, this)
        {
            if let Some(r) = fast(self, obj, &mut args) {
                self.recycle_arg_vec(args);
                return r.map_err(Box::new);
            }
        }
        self.call_native_slow(call, m, this, class, args)
    }

    /// Run a native method with a stack entry for traces (its fast path not tried).
    pub(super) fn call_native_slow(
        &self,
        call: crate::object::NativeMethod,
        m: &Method,
        this: Option<&Obj>,
        class: &Rc<Class>,
        mut args: Vec<Value>,
    ) -> EvalResult {
        let shown = if args.is_empty() {
            Vec::new()
        } else {
            let mut shown = self.arg_vec();
            shown.extend_from_slice(&args);
            shown
        };
        let call_type = if this.is_some() { "->" } else { "::" };
        let info = self.native_call_info(
            m.name.clone(),
            Some((m.class_name.clone(), call_type)),
            shown,
            true,
        );
        let r = self.in_native_call(info, || {
            if let MethodBody::Native { sig, .. } = &m.body {
                crate::builtins::registry::check_method_args(self, m, sig, &mut args)?;
            }
            call(self, this, class, &mut args)
        });
        self.recycle_arg_vec(args);
        r.map_err(Box::new)
    }

    /// `method_func` for the user method `m` with declaration `decl`, kept in the method.
    #[inline]
    pub(crate) fn user_method_func(
        &self,
        m: &Method,
        decl: &Rc<FuncDecl>,
        class: &Rc<Class>,
    ) -> Rc<UserFunc> {
        m.func.get_or_init(|| self.method_func(decl, class)).clone()
    }

    /// The `UserFunc` of a method declaration (file and namespace of its class).
    pub(crate) fn method_func(&self, decl: &Rc<FuncDecl>, class: &Rc<Class>) -> Rc<UserFunc> {
        let key = Rc::as_ptr(decl) as usize;
        if let Some(u) = self.decl_funcs.borrow().get(&key) {
            return u.clone();
        }
        let (file, names, strict) = self.class_context(class);
        let u = Rc::new(UserFunc::new(
            decl.clone(),
            decl.name.clone(),
            file,
            names,
            strict,
        ));
        self.decl_funcs.borrow_mut().insert(key, u.clone());
        u
    }

    /// Call a method on an object (`$this` = `obj`), bypassing visibility checks.
    pub fn call_method(&self, obj: &Obj, method: &Rc<Method>, args: Vec<Value>) -> EvalResult {
        self.call_method_on(Some(obj), obj.class(), method, args)
    }

    /// Call a method with `this` (None for static) and the called class.
    pub(crate) fn call_method_on(
        &self,
        this: Option<&Obj>,
        called: &Rc<Class>,
        m: &Rc<Method>,
        args: Vec<Value>,
    ) -> EvalResult {
        let declaring = method_class(m, called);
        match &m.body {
            MethodBody::User(decl) => {
                let func = self.user_method_func(m, decl, &declaring);
                let ctx = CallCtx {
                    this: if m.is_static { None } else { this.cloned() },
                    class: Some(declaring),
                    static_class: Some(called.clone()),
                    ..Default::default()
                };
                self.call_user(&func, args, Vec::new(), ctx, false)
            }
            MethodBody::Native { call, .. } => {
                self.call_native_method(*call, m, this, called, args)
            }
        }
    }

    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn eval_method_call(
        &self,
        f: &Frame,
        obj: &Expr,
        name: &MemberName,
        args: &[Arg],
        nullsafe: bool,
        cache: &CallCache,
        span: Span,
    ) -> EvalResult {
        let o = match quick_object(f, obj) {
            Some(o) => Value::Object(o),
            None => self.eval(f, obj)?,
        };
        if self.nullsafe_null(obj, &o, nullsafe) {
            return Ok(Value::Null);
        }
        let o = match (o, name) {
            (Value::Object(obj), MemberName::Ident(_)) => {
                match self.call_cached_method(f, obj, args, cache, span) {
                    Ok(r) => return self.run_destructors_after(r),
                    Err(obj) => Value::Object(obj),
                }
            }
            (o, _) => o,
        };
        let n = self.member_name(f, name)?;
        let n = n.as_str_lossy();
        self.set_pos(span);
        match o {
            Value::Object(obj) => {
                if matches!(name, MemberName::Ident(_)) {
                    self.remember_method(cache, &obj, &n, f.class.as_ref());
                }
                // A temporary object (`(new A)->m()`) dies as the call returns.
                let r = self.method_call_on(f, obj, &n, args, span);
                self.run_destructors_after(r)
            }
            other => Err(Box::new(self.throw_error(
                "Error",
                &format!(
                    "Call to a member function {}() on {}",
                    n,
                    other.type_name_for_error()
                ),
            ))),
        }
    }

    /// `obj->name(args)` through what the call site found last (a native fast path, or
    /// the method of the object's class when it is accessible from here); the object
    /// back when the site has nothing for its class. The object becomes the call's
    /// `$this` (moved, not copied): it is released as the call returns, as in PHP.
    #[inline(always)]
    fn call_cached_method(
        &self,
        f: &Frame,
        obj: Obj,
        args: &[Arg],
        cache: &CallCache,
        span: Span,
    ) -> Result<EvalResult, Obj> {
        if super::native_method::is_fast_site(cache) {
            if let Some(r) = self.native_fast_call(f, &obj, args, cache, span) {
                return Ok(r);
            }
        }
        let Some((m, func)) = self.cached_method(cache, obj.class()) else {
            return Err(obj);
        };
        if m.visibility != Visibility::Public
            && !can_access(
                f.class.as_ref(),
                m.visibility,
                &method_class(&m, obj.class()),
            )
        {
            return Err(obj);
        }
        self.set_pos(span);
        let cls = obj.class().clone();
        Ok(match func {
            Some(func) if Self::fits_plain_call(&func, args) => {
                let declaring = method_class(&m, &cls);
                let this = if m.is_static { None } else { Some(obj) };
                self.call_plain_method_on(f, &func, args, (this, declaring, cls), span)
            }
            None if args.iter().all(|a| !a.unpack && a.name.is_none()) => {
                self.call_native_positional(f, &obj, &m, args, cls, span)
            }
            _ => self.call_method_with_args(f, &obj, &m, args, cls, span),
        })
    }

    /// The method a `->name()` call site found last, when the object's class is the same,
    /// with its function when it is written in PHP.
    fn cached_method(
        &self,
        cache: &CallCache,
        cls: &Rc<Class>,
    ) -> Option<(Rc<Method>, Option<Rc<UserFunc>>)> {
        let c = cache.0.get();
        if (c >> 32) as u32 != self.id {
            return None;
        }
        let sites = self.method_sites.borrow();
        let (class, m, func) = sites.get(site_index(c))?;
        // The weak reference keeps the class's allocation, so its address is not reused.
        if std::ptr::eq(class.as_ptr(), Rc::as_ptr(cls)) {
            Some((m.clone(), func.clone()))
        } else {
            None
        }
    }

    /// Record the method `name` of `obj`'s class for a call site, when a plain call of it
    /// would reach it (accessible, not abstract, not a generator's or closure's method).
    fn remember_method(&self, cache: &CallCache, obj: &Obj, name: &str, scope: Option<&Rc<Class>>) {
        let cls = obj.class();
        if matches!(&*cls.lname, "generator" | "closure") || self.is_generator(obj) {
            return;
        }
        let Some(m) = cls.find_method_ci(name) else {
            return;
        };
        if m.is_abstract || !can_access(scope, m.visibility, &method_class(m, cls)) {
            return;
        }
        let func = match &m.body {
            MethodBody::User(decl) => Some(self.method_func(decl, &method_class(m, cls))),
            MethodBody::Native { .. } => None,
        };
        self.remember_site(cache, cls, m, func);
    }

    /// Record at a call site the method `m` found on `cls` (with its function when it is
    /// written in PHP), replacing what the site held.
    fn remember_site(
        &self,
        cache: &CallCache,
        cls: &Rc<Class>,
        m: &Rc<Method>,
        func: Option<Rc<UserFunc>>,
    ) {
        let mark = super::native_method::site_mark(m);
        let entry = (Rc::downgrade(cls), m.clone(), func);
        let c = cache.0.get();
        let mut sites = self.method_sites.borrow_mut();
        if (c >> 32) as u32 == self.id {
            let at = site_index(c);
            if let Some(slot) = sites.get_mut(at) {
                *slot = entry;
                cache.0.set(((self.id as u64) << 32) | (at as u64 | mark));
                return;
            }
        }
        if sites.len() < FAST_SITE_BIT as usize {
            cache
                .0
                .set(((self.id as u64) << 32) | (sites.len() as u64 | mark));
            sites.push(entry);
        }
    }

    /// `$obj->name(args)` on an evaluated object.
    pub(crate) fn method_call_on(
        &self,
        f: &Frame,
        obj: Obj,
        n: &str,
        args: &[Arg],
        span: Span,
    ) -> EvalResult {
        if self.is_generator(&obj) {
            let a = self.eval_args(f, args, &|_, _| false)?;
            self.set_pos(span);
            // Resumed by a method, the generator's code shows in traces as called from
            // `[internal function]`, under a `Generator->method()` frame.
            let shown = match GENERATOR_METHODS.iter().find(|m| m.eq_ignore_ascii_case(n)) {
                Some(m) => Some(self.native_call_info(
                    Rc::from(*m),
                    Some((Rc::from("Generator"), "->")),
                    a.pos.clone(),
                    true,
                )),
                None => None,
            };
            let r = match shown {
                Some(info) => {
                    self.in_native_call(info, || self.generator_method(&obj, n, a.pos))?
                }
                None => self.generator_method(&obj, n, a.pos)?,
            };
            if let Some(r) = r {
                return Ok(r);
            }
            return Err(Box::new(self.throw_error(
                "Error",
                &format!("Call to undefined method Generator::{n}()"),
            )));
        }
        if let Some(r) = self.closure_method(f, &obj, n, args, span)? {
            return Ok(r);
        }
        let cls = obj.class().clone();
        match cls.find_method_ci(n).cloned() {
            Some(m) => {
                if !can_access(f.class.as_ref(), m.visibility, &method_class(&m, &cls)) {
                    if let Some(call) = cls.magic.call.clone() {
                        return self.magic_call(f, Some(&obj), &cls, &call, n, args, span);
                    }
                    return Err(Box::new(self.inaccessible_method(f, &m, &cls, n)));
                }
                if m.is_abstract {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        &format!("Cannot call abstract method {}()", m.display_name()),
                    )));
                }
                self.call_method_with_args(f, &obj, &m, args, cls, span)
            }
            None => {
                if let Some(call) = cls.magic.call.clone() {
                    return self.magic_call(f, Some(&obj), &cls, &call, n, args, span);
                }
                Err(Box::new(self.throw_error(
                    "Error",
                    &format!("Call to undefined method {}::{}()", cls.name, n),
                )))
            }
        }
    }

    /// `__call`/`__callStatic` with the method name and the arguments as an array.
    #[allow(clippy::too_many_arguments)]
    fn magic_call(
        &self,
        f: &Frame,
        this: Option<&Obj>,
        cls: &Rc<Class>,
        handler: &Rc<Method>,
        name: &str,
        args: &[Arg],
        span: Span,
    ) -> EvalResult {
        let a = self.eval_args(f, args, &|_, _| false)?;
        let mut arr = PhpArray::from_values(a.pos);
        for (k, v) in a.named {
            arr.insert(crate::value::Key::from_bytes(k.as_bytes()), v);
        }
        self.set_pos(span);
        self.call_method_on(this, cls, handler, vec![Value::str(name), Value::arr(arr)])
    }

    /// `A::name(args)` (`self::`, `parent::`, `static::` too); `cache` is the call site's
    /// (None for a call by a callable string or array).
    pub(crate) fn eval_static_call(
        &self,
        f: &Frame,
        class: &ClassRef,
        name: &MemberName,
        args: &[Arg],
        cache: Option<&CallCache>,
        span: Span,
    ) -> EvalResult {
        let cls = self.class_of_ref(f, class)?;
        let forwarding = matches!(class, ClassRef::Named(x) if x.is_relative());
        if let Some((m, func)) = cache.and_then(|c| self.cached_method(c, &cls)) {
            if let Some(func) = func.filter(|func| Self::fits_plain_call(func, args)) {
                if m.is_static
                    && (m.visibility == Visibility::Public
                        || can_access(f.class.as_ref(), m.visibility, &method_class(&m, &cls)))
                {
                    self.set_pos(span);
                    let static_class = match (&f.static_class, forwarding) {
                        (Some(s), true) => s.clone(),
                        _ => cls.clone(),
                    };
                    let declaring = method_class(&m, &cls);
                    return self.call_plain_method_on(
                        f,
                        &func,
                        args,
                        (None, declaring, static_class),
                        span,
                    );
                }
            }
        }
        let member = self.member_name(f, name)?;
        let n = member.as_str_lossy();
        self.set_pos(span);
        let static_class = if forwarding {
            f.static_class.clone().unwrap_or_else(|| cls.clone())
        } else {
            cls.clone()
        };
        let this = f
            .this
            .as_ref()
            .filter(|t| t.class().instanceof(&cls))
            .cloned();
        match cls.find_method_ci(&n).cloned() {
            Some(m) => {
                if !can_access(f.class.as_ref(), m.visibility, &method_class(&m, &cls)) {
                    if let Some(cs) = cls.magic.call_static.clone() {
                        return self.magic_call(f, None, &cls, &cs, &n, args, span);
                    }
                    return Err(Box::new(self.inaccessible_method(f, &m, &cls, &n)));
                }
                if m.is_abstract {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        &format!("Cannot call abstract method {}()", m.display_name()),
                    )));
                }
                if !m.is_static && this.is_none() {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        &format!(
                            "Non-static method {}::{}() cannot be called statically",
                            method_class(&m, &cls).name,
                            m.name
                        ),
                    )));
                }
                let static_class = match (&this, m.is_static) {
                    (Some(t), false) => t.class().clone(),
                    _ => static_class,
                };
                let declaring = method_class(&m, &cls);
                match &m.body {
                    MethodBody::User(decl) => {
                        let func = self.user_method_func(&m, decl, &declaring);
                        if let (Some(c), true, MemberName::Ident(_)) = (cache, m.is_static, name) {
                            self.remember_site(c, &cls, &m, Some(func.clone()));
                        }
                        let ctx = CallCtx {
                            this: if m.is_static { None } else { this },
                            class: Some(declaring),
                            static_class: Some(static_class),
                            ..Default::default()
                        };
                        self.call_callee(f, &Callee::User(func), args, ctx, span)
                    }
                    MethodBody::Native { call, sig, .. } => {
                        let a = self.eval_args(f, args, &|_, _| false)?;
                        self.set_pos(span);
                        let t = if m.is_static { None } else { this.as_ref() };
                        let pos = if a.named.is_empty() {
                            a.pos
                        } else {
                            self.native_named_args(&m, sig, a.pos, a.named)?
                        };
                        self.call_native_method(*call, &m, t, &static_class, pos)
                    }
                }
            }
            None => {
                if n.eq_ignore_ascii_case("__construct") {
                    return Err(Box::new(
                        self.throw_error("Error", "Cannot call constructor"),
                    ));
                }
                if let (Some(t), Some(call)) = (&this, cls.magic.call.clone()) {
                    return self.magic_call(f, Some(t), &cls, &call, &n, args, span);
                }
                if let Some(cs) = cls.magic.call_static.clone() {
                    return self.magic_call(f, None, &cls, &cs, &n, args, span);
                }
                Err(Box::new(self.throw_error(
                    "Error",
                    &format!("Call to undefined method {}::{}()", cls.name, n),
                )))
            }
        }
    }

    pub(crate) fn eval_class_const(
        &self,
        f: &Frame,
        class: &ClassRef,
        name: &Name,
        span: Span,
    ) -> EvalResult {
        if name.eq_ignore_ascii_case("class") {
            return match class {
                ClassRef::Named(n) if n.is_relative() => {
                    Ok(Value::str(&self.lookup_class(f, n)?.name))
                }
                ClassRef::Named(n) => Ok(Value::from(self.resolve_class_name(f, n))),
                ClassRef::Dynamic(e) => match self.eval(f, e)? {
                    Value::Object(o) => Ok(Value::str(o.class_name())),
                    other => Err(Box::new(self.throw_error(
                        "TypeError",
                        &format!(
                            "Cannot use \"::class\" on value of type {}",
                            other.type_name_for_error()
                        ),
                    ))),
                },
                ClassRef::Anonymous(_) => Ok(Value::str(&self.class_of_ref(f, class)?.name)),
            };
        }
        let cls = self.class_of_ref(f, class)?;
        self.set_pos(span);
        if let (true, ClassRef::Named(n), None) =
            (self.in_const_expr.get(), class, cls.find_const(name))
        {
            // PHP evaluates a constant expression by the names as written.
            let written = if n.is_relative() {
                n.to_string()
            } else {
                self.resolve_class_name(f, n).to_string()
            };
            return Err(Box::new(self.throw_error(
                "Error",
                &format!("Undefined constant {written}::{name}"),
            )));
        }
        self.class_constant(f.class.as_ref(), &cls, name)
    }

    /// `A::NAME` with visibility.
    pub(crate) fn class_constant(
        &self,
        scope: Option<&Rc<Class>>,
        cls: &Rc<Class>,
        name: &str,
    ) -> EvalResult {
        let Some(c) = cls.find_const(name).cloned() else {
            return Err(Box::new(self.throw_error(
                "Error",
                &format!("Undefined constant {}::{}", cls.name, name),
            )));
        };
        if c.visibility != Visibility::Public {
            let declaring = c.class.upgrade().unwrap_or_else(|| cls.clone());
            if !can_access(scope, c.visibility, &declaring) {
                return Err(Box::new(self.throw_error(
                    "Error",
                    &format!(
                        "Cannot access {} constant {}::{}",
                        vis_name(c.visibility),
                        cls.name,
                        name
                    ),
                )));
            }
        }
        if cls.is_trait() {
            return Err(Box::new(self.throw_error(
                "Error",
                &format!(
                    "Cannot access trait constant {}::{} directly",
                    cls.name, name
                ),
            )));
        }
        c.get(self).map_err(Box::new)
    }

    pub(crate) fn eval_instanceof(&self, f: &Frame, v: &Value, class: &ClassRef) -> EvalResult {
        let Value::Object(o) = v else {
            if let ClassRef::Dynamic(e) = class {
                self.eval(f, e)?;
            }
            return Ok(Value::Bool(false));
        };
        let r = match class {
            ClassRef::Named(n) if n.is_relative() => {
                let c = self.lookup_class(f, n)?;
                o.class().instanceof(&c)
            }
            ClassRef::Named(n) => {
                let full = self.resolve_class_name(f, n);
                self.instanceof_key(o.class(), &full)
            }
            ClassRef::Dynamic(e) => match self.eval(f, e)? {
                Value::Object(other) => o.class().instanceof(other.class()),
                Value::Str(s) => self.instanceof_key(o.class(), &s.to_string_lossy()),
                _ => {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        "Class name must be a valid object or a string",
                    )))
                }
            },
            ClassRef::Anonymous(_) => false,
        };
        Ok(Value::Bool(r))
    }

    /// `clone v` from code running in `scope`.
    pub(crate) fn clone_value(&self, v: &Value, scope: Option<&Rc<Class>>) -> EvalResult {
        let Value::Object(o) = v else {
            return Err(Box::new(
                self.throw_error("Error", "__clone method called on non-object"),
            ));
        };
        if o.class().is_enum() || o.class().limits.no_clone {
            return Err(Box::new(self.throw_error(
                "Error",
                &format!(
                    "Trying to clone an uncloneable object of class {}",
                    o.class_name()
                ),
            )));
        }
        let magic = o.class().magic.clone.clone();
        if let Some(m) = &magic {
            let declaring = method_class(m, o.class());
            if !can_access(scope, m.visibility, &declaring) {
                return Err(Box::new(self.throw_error(
                    "Error",
                    &format!(
                        "Call to {} {}::__clone() from {}",
                        vis_name(m.visibility),
                        declaring.name,
                        scope_desc(scope)
                    ),
                )));
            }
        }
        let c = o.clone_object();
        if let Some(m) = magic {
            self.call_method(&c, &m, Vec::new())?;
        }
        Ok(Value::Object(c))
    }

    pub(crate) fn is_throwable(&self, o: &Obj) -> bool {
        o.class().instanceof_name("throwable")
    }

    /// Whether a thrown object matches a `catch` type as written.
    pub(crate) fn exception_matches(&self, f: &Frame, ex: &Obj, ty: &str) -> bool {
        let full = self.resolve_class_name(f, ty);
        self.instanceof_key(ex.class(), &full)
    }

    pub(crate) fn instance_of_name(&self, class: &Rc<Class>, full: &str) -> bool {
        self.instanceof_key(class, full)
    }

    /// Whether `class` is the class named `name` or extends or implements it (`name` may
    /// be a `class_alias` name).
    fn instanceof_key(&self, class: &Class, name: &str) -> bool {
        let key = class_key(name);
        match self.classes.alias_target(&key) {
            Some(target) => class.instanceof_name(&target),
            None => class.instanceof_name(&key),
        }
    }

    pub(crate) fn class_is_a(&self, a: &Rc<Class>, b: &Rc<Class>) -> bool {
        a.instanceof(b)
    }

    pub(crate) fn has_to_string(&self, o: &Obj) -> bool {
        o.class().magic.to_string.is_some()
    }

    pub(crate) fn object_to_string(&self, o: &Obj) -> Result<crate::value::PhpString, Unwind> {
        match o.class().magic.to_string.clone() {
            Some(m) => {
                let v = self.call_method(o, &m, Vec::new())?;
                match v {
                    Value::Str(s) => Ok(s),
                    _ => Err(self.throw_error(
                        "Error",
                        &format!(
                            "{}::__toString(): Return value must be of type string, {} returned",
                            o.class_name(),
                            v.type_name_for_error()
                        ),
                    )),
                }
            }
            None => Err(self.throw_error(
                "Error",
                &format!(
                    "Object of class {} could not be converted to string",
                    o.class_name()
                ),
            )),
        }
    }

    /// `(string)$throwable` as the uncaught-exception report prints it.
    pub(crate) fn throwable_string(&self, ex: &Obj) -> Result<String, Unwind> {
        let s = self.object_to_string(ex)?;
        Ok(s.to_string_lossy())
    }

    /// Create an exception object of a built-in class with a message.
    pub(crate) fn create_exception(&self, class: &str, msg: &str) -> Result<Obj, Unwind> {
        let msg = &*crate::object::shown_class_names(msg);
        let cls = match self.classes.get(class) {
            Some(c) => c,
            None => match self.classes.get("Error") {
                Some(c) => c,
                None => {
                    self.fatal(&format!("Uncaught {class}: {msg}"));
                    return Err(Unwind::Fatal);
                }
            },
        };
        let obj = crate::object::instantiate(self, &cls)?;
        obj.set_prop(b"message", Value::str(msg));
        Ok(obj)
    }

    /// Call the destructor `m` of `obj` (no Fiber switches meanwhile, see
    /// runtime/fiber.rs).
    pub(crate) fn call_destructor(&self, obj: &Obj, m: &Rc<Method>) -> Result<Value, Unwind> {
        // A Generator's unwinding counts; a Fiber's own does not (it must switch).
        let user = !obj.class().instanceof_name("fiber");
        if user {
            self.in_destructor.set(self.in_destructor.get() + 1);
        }
        let r = self.call_method(obj, m, Vec::new());
        if user {
            self.in_destructor.set(self.in_destructor.get() - 1);
        }
        r.map_err(|e| *e)
    }

    /// An outcome once the objects released while computing it are destroyed: PHP
    /// destroys a user call's locals as the call returns or unwinds, and a temporary
    /// object as soon as it is read, before the caller goes on (`echo f()` prints f's
    /// destructor output first). Inside a destructor the running drain keeps PHP's
    /// order instead.
    #[inline(always)]
    pub(crate) fn destroy_released(&self, result: EvalResult) -> EvalResult {
        if !crate::object::destruct::pending() || self.in_destructor.get() > 0 {
            return result;
        }
        self.destroy_released_work(result)
    }

    #[inline(never)]
    fn destroy_released_work(&self, result: EvalResult) -> EvalResult {
        match result {
            Ok(v) => {
                self.run_destructors()?;
                Ok(v)
            }
            Err(u) if matches!(*u, Unwind::Throw(_)) => {
                self.run_destructors()?;
                Err(u)
            }
            other => other,
        }
    }

    /// `run_destructors` after a call that gave `r`, when it succeeded: the result passes
    /// through untouched (not moved out and back) when no destructor waits.
    #[inline(always)]
    pub(crate) fn run_destructors_after(&self, r: EvalResult) -> EvalResult {
        if !crate::object::destruct::pending() {
            return r;
        }
        let v = r?;
        self.run_destructors()?;
        Ok(v)
    }

    /// Run destructors of objects released since the last safe point.
    #[inline]
    pub(crate) fn run_destructors(&self) -> Result<(), Unwind> {
        if crate::object::destruct::pending() {
            crate::object::destruct::drain(self)?;
        }
        Ok(())
    }

    /// Script-end destruction as PHP does it: global variables holding the only reference
    /// to an object are released last-created first (repeated while that frees more),
    /// then every object still alive is destroyed in creation order.
    pub(crate) fn shutdown_destructors(&self) -> Result<(), Unwind> {
        self.run_destructors()?;
        let globals = self.globals.borrow().clone();
        if let Some(g) = globals {
            let sole = |v: Option<&Value>| matches!(v, Some(Value::Object(o)) if Rc::strong_count(&o.0) == 1);
            loop {
                let mut released = false;
                // Variables created at run time (`$GLOBALS['x']`, `$$name`) come after
                // the compiled ones in PHP's symbol table, so they go first, the
                // last-created first.
                let extra: Vec<Vec<u8>> = g.extra.entries().into_iter().map(|(k, _)| k).collect();
                for name in extra.into_iter().rev() {
                    let v = {
                        let mut m = g.extra.borrow_mut();
                        if sole(m.get(&name)) {
                            m.shift_remove(&name)
                        } else {
                            None
                        }
                    };
                    if v.is_some() {
                        drop(v);
                        released = true;
                        self.run_destructors()?;
                    }
                }
                let n = g.slots.borrow().len();
                for i in (0..n).rev() {
                    if sole(g.slots.borrow().get(i).and_then(Option::as_ref)) {
                        let v = g.slots.borrow_mut()[i].take();
                        drop(v);
                        released = true;
                        self.run_destructors()?;
                    }
                }
                if !released {
                    break;
                }
            }
        }
        crate::object::destruct::destroy_all(self)
    }

    /// Evaluate a constant expression (class constant, property default, enum case value)
    /// in the scope of `class` (`self::` is `class`).
    pub fn eval_const_expr(&self, expr: &Expr, class: &Rc<Class>) -> EvalResult {
        self.eval_const_expr_in(&self.class_frame(class), expr)
    }

    /// Evaluate a constant expression in a declaration's frame (see `class_frame`).
    pub(crate) fn eval_const_expr_in(&self, frame: &Frame, expr: &Expr) -> EvalResult {
        let saved = self.cur_file.replace(frame.file().clone());
        let r = self.with_const_expr(true, || self.eval(frame, expr));
        *self.cur_file.borrow_mut() = saved;
        r
    }

    /// Run `run` inside (`on`) or outside a constant expression (see `in_const_expr`).
    pub(crate) fn with_const_expr<R>(&self, on: bool, run: impl FnOnce() -> R) -> R {
        let saved = self.in_const_expr.replace(on);
        let r = run();
        self.in_const_expr.set(saved);
        r
    }
}

impl Interp {
    /// A frame for code of `class`'s declaration (its file, namespace and `self`).
    pub(crate) fn class_frame(&self, class: &Rc<Class>) -> Frame {
        let (file, names, strict) = self.class_context(class);
        let mut frame = Frame::new(
            super::frame::ScopeOwner::Program(self.empty_program(), None, file),
            names,
            strict,
        );
        frame.class = Some(class.clone());
        frame.static_class = Some(class.clone());
        frame
    }
}

/// The class that declared a method (falls back to the class it was found on).
/// Resolve a class name as written to its full name in a namespace context (no loading).
pub(crate) fn resolve_class_in(names: &NameCtx, name: &str) -> String {
    if let Some(rest) = name.strip_prefix('\\') {
        return rest.to_string();
    }
    if let Some(rest) = name.strip_prefix("namespace\\") {
        return if names.ns.is_empty() {
            rest.to_string()
        } else {
            format!("{}\\{}", names.ns, rest)
        };
    }
    let (first, rest) = match name.split_once('\\') {
        Some((a, b)) => (a, Some(b)),
        None => (name, None),
    };
    if let Some(full) = names.classes.get(&first.to_ascii_lowercase()) {
        return match rest {
            Some(r) => format!("{full}\\{r}"),
            None => full.to_string(),
        };
    }
    if names.ns.is_empty() || is_reserved_type(name) {
        name.to_string()
    } else {
        format!("{}\\{}", names.ns, name)
    }
}

pub(crate) fn method_class(m: &Method, found_on: &Rc<Class>) -> Rc<Class> {
    m.class().unwrap_or_else(|| found_on.clone())
}

fn is_reserved_type(name: &str) -> bool {
    matches!(
        name.to_ascii_lowercase().as_str(),
        "int"
            | "float"
            | "string"
            | "bool"
            | "array"
            | "callable"
            | "iterable"
            | "object"
            | "mixed"
            | "void"
            | "null"
            | "never"
            | "false"
            | "true"
            | "static"
            | "self"
            | "parent"
    )
}

/// The object in a local variable (or `$this`), read in place (see `quick_operand`).
#[inline(always)]
pub(super) fn quick_object(f: &Frame, e: &Expr) -> Option<Obj> {
    let ExprKind::Var(_, slot) = &e.kind else {
        return None;
    };
    let slot = slot.get();
    if slot == crate::compile::THIS_SLOT {
        return f.this.clone();
    }
    match f.slots.borrow().get(slot as usize) {
        Some(Some(Value::Object(o))) => Some(o.clone()),
        _ => None,
    }
}

/// The value of an operand that is a local variable holding a plain value (or `$this`),
/// read in place. `eval` hands its result back through memory, which the caller then
/// reloads; for the object and arguments of a method call that round trip costs more than
/// the read. None for anything else (the caller evaluates it).
#[inline(always)]
pub(super) fn quick_operand(f: &Frame, e: &Expr) -> Option<Value> {
    let ExprKind::Var(_, slot) = &e.kind else {
        return None;
    };
    let slot = slot.get();
    if slot == crate::compile::THIS_SLOT {
        return f.this.clone().map(Value::Object);
    }
    match f.slots.borrow().get(slot as usize) {
        Some(Some(v)) if !matches!(v, Value::Ref(_)) => Some(v.clone()),
        _ => None,
    }
}
