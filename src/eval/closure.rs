//! Closures and callables: creating `Closure` objects (captured `use` variables by value
//! or reference, arrow functions' automatic capture, bound `$this` and scope), first-class
//! callable syntax, `Closure::bind/bindTo/call/fromCallable`, and calling any PHP callable
//! value (closures, `'f'`, `'A::m'`, `[$o, 'm']`, `[A::class, 'm']`, `__invoke`).

use std::rc::Rc;

use super::call::{CallCtx, Callee};
use super::class::method_class;
use super::expr::EvalResult;
use super::frame::{Frame, StackEntry, UserFunc};
use super::{Interp, Unwind};
use crate::object::{Class, Internal, Method, MethodBody, Obj};
use crate::syntax::ast::*;
use crate::value::{Key, PhpArray, Value};

/// What a closure runs.
#[derive(Clone)]
pub(crate) enum ClosureTarget {
    User(Rc<UserFunc>),
    Builtin(&'static crate::builtins::registry::Entry),
    /// A native method turned into a closure.
    Native(Rc<Method>),
    /// A method reached through `__call`/`__callStatic` (`[$obj, 'undeclared']`).
    Magic {
        handler: Rc<Method>,
        method: Rc<str>,
    },
}

/// The state of a `Closure` object.
#[derive(Clone)]
pub(crate) struct ClosureData {
    pub target: ClosureTarget,
    /// Captured variables: (slot in the closure body, value or reference).
    pub bound: Rc<[(u32, Value)]>,
    pub this: Option<Obj>,
    pub scope: Option<Rc<Class>>,
    pub static_class: Option<Rc<Class>>,
    /// Name in traces: `{closure}` or the function a first-class callable refers to.
    pub name: Rc<str>,
}

impl Internal for ClosureData {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        for (_, v) in self.bound.iter() {
            visit(v);
        }
        if let Some(t) = &self.this {
            visit(&Value::Object(t.clone()));
        }
    }
    fn clone_state(&self) -> Option<Box<dyn Internal>> {
        Some(Box::new(self.clone().with_own_statics()))
    }
    fn clear(&mut self) {
        self.bound = Rc::from(Vec::new());
        self.this = None;
    }
}

impl ClosureData {
    /// This closure for a new closure object: one whose body declares `static`
    /// variables gets its own copy of them, as they are now.
    pub(crate) fn with_own_statics(mut self) -> ClosureData {
        if let ClosureTarget::User(func) = &self.target {
            if func.has_closure_statics() {
                self.target = ClosureTarget::User(Rc::new(func.with_statics_copied()));
            }
        }
        self
    }
}

impl Interp {
    /// The `UserFunc` of a closure body declared in frame `f`.
    fn closure_func(&self, f: &Frame, decl: &Rc<FuncDecl>) -> Rc<UserFunc> {
        let key = Rc::as_ptr(decl) as usize;
        if let Some(u) = self.decl_funcs.borrow().get(&key) {
            return u.clone();
        }
        // Closures are named after their namespace: `App\{closure}`.
        let ns = f.names.borrow().ns.clone();
        let name = if ns.is_empty() {
            super::call::closure_name()
        } else {
            Rc::from(format!("{ns}\\{{closure}}"))
        };
        let u = Rc::new(UserFunc::new(
            decl.clone(),
            name,
            f.file().clone(),
            f.names.borrow().clone(),
            f.strict,
        ));
        self.decl_funcs.borrow_mut().insert(key, u.clone());
        u
    }

    /// Wrap closure state in a `Closure` object.
    pub(crate) fn new_closure_object(&self, data: ClosureData) -> EvalResult {
        let Some(cls) = self.classes.known(crate::object::Known::Closure) else {
            return Err(Box::new(
                self.throw_error("Error", "Class \"Closure\" not found"),
            ));
        };
        let obj = Obj::new(&cls);
        obj.set_internal(Box::new(data));
        Ok(Value::Object(obj))
    }

    pub(crate) fn make_closure(&self, f: &Frame, decl: &Rc<FuncDecl>) -> EvalResult {
        let func = self.closure_func(f, decl);
        let locals = decl.scope.locals.borrow().clone();
        let slot_of = |n: &str| locals.iter().position(|x| &**x == n).map(|i| i as u32);
        let mut bound = Vec::new();
        for u in &decl.uses {
            let Some(slot) = slot_of(&u.name) else {
                continue;
            };
            if u.by_ref {
                let r = self.var_ref_by_name(f, u.name.as_bytes());
                bound.push((slot, Value::Ref(r)));
            } else {
                let v = match self.lookup_var_by_name(f, u.name.as_bytes()) {
                    Some(v) => v,
                    None => {
                        self.warn(&format!("Undefined variable ${}", u.name));
                        Value::Null
                    }
                };
                bound.push((slot, v));
            }
        }
        if decl.is_arrow {
            for (i, n) in locals.iter().enumerate() {
                if decl.params.iter().any(|p| p.name == *n) || &**n == "this" {
                    continue;
                }
                if let Some(v) = self.lookup_var_by_name(f, n.as_bytes()) {
                    bound.push((i as u32, v));
                }
            }
        }
        let this = if decl.is_static { None } else { f.this.clone() };
        let name = func.name.clone();
        let func = if func.has_closure_statics() {
            Rc::new(func.with_statics_copied())
        } else {
            func
        };
        self.new_closure_object(ClosureData {
            target: ClosureTarget::User(func),
            bound: bound.into(),
            this,
            scope: f.class.clone(),
            static_class: f.static_class.clone(),
            name,
        })
    }

    /// The closure state of an object, if it is a closure.
    pub(crate) fn closure_data(&self, o: &Obj) -> Option<ClosureData> {
        o.with_internal::<ClosureData, _>(|d| d.clone())
    }

    /// What var_dump and print_r show of a Closure: `function` (for named functions and
    /// methods), `static` (captured variables), `this`, `parameter`. None for other objects.
    pub(crate) fn closure_debug_info(&self, o: &Obj) -> Option<PhpArray> {
        let d = self.closure_data(o)?;
        let mut out = PhpArray::new();
        // (name as shown, optional)
        let mut params: Vec<(String, bool)> = Vec::new();
        let mut function: Option<String> = None;
        let mut statics = PhpArray::new();
        match &d.target {
            ClosureTarget::User(func) => {
                let decl = &func.decl;
                if !decl.is_closure {
                    function = Some(match &d.scope {
                        Some(c) => format!("{}::{}", c.name, func.name),
                        None => func.name.to_string(),
                    });
                }
                let locals = decl.scope.locals.borrow();
                for (slot, v) in d.bound.iter() {
                    if let Some(n) = locals.get(*slot as usize) {
                        statics.insert(Key::from_bytes(n.as_bytes()), v.clone());
                    }
                }
                for p in &decl.params {
                    let amp = if p.by_ref { "&" } else { "" };
                    params.push((
                        format!("{amp}${}", p.name),
                        p.default.is_some() || p.variadic,
                    ));
                }
            }
            ClosureTarget::Builtin(e) => {
                function = Some(e.name().to_string());
                for p in &e.sig().params {
                    let amp = if p.by_ref { "&" } else { "" };
                    params.push((
                        format!("{amp}${}", p.name),
                        p.default.is_some() || p.variadic,
                    ));
                }
            }
            ClosureTarget::Native(m) => {
                let cls = method_class(m, d.static_class.as_ref()?);
                function = Some(format!("{}::{}", cls.name, m.name));
            }
            ClosureTarget::Magic { method, .. } => {
                let cls = d.static_class.as_ref()?;
                function = Some(format!("{}::{method}", cls.name));
            }
        }
        if let Some(f) = function {
            out.insert(Key::from("function"), Value::str(&f));
        }
        if !statics.is_empty() {
            out.insert(Key::from("static"), Value::arr(statics));
        }
        if let Some(t) = &d.this {
            out.insert(Key::from("this"), Value::Object(t.clone()));
        }
        if !params.is_empty() {
            let mut p = PhpArray::new();
            for (n, optional) in params {
                let shown = if optional { "<optional>" } else { "<required>" };
                p.insert(Key::from_bytes(n.as_bytes()), Value::str(shown));
            }
            out.insert(Key::from("parameter"), Value::arr(p));
        }
        Some(out)
    }

    /// Call a closure with evaluated arguments.
    pub(crate) fn call_closure(
        &self,
        d: &ClosureData,
        args: Vec<Value>,
        named: Vec<(Name, Value)>,
        from_user: bool,
    ) -> EvalResult {
        match &d.target {
            ClosureTarget::User(func) => {
                self.call_user(func, args, named, closure_ctx(d, func), from_user)
            }
            ClosureTarget::Builtin(entry) => self.call_builtin(entry, args, named),
            ClosureTarget::Native(m) => {
                let called = d
                    .static_class
                    .clone()
                    .or_else(|| d.this.as_ref().map(|t| t.class().clone()));
                match (&m.body, called) {
                    (MethodBody::Native { call, .. }, Some(c)) => {
                        self.call_native_method(*call, m, d.this.as_ref(), &c, args)
                    }
                    _ => Ok(Value::Null),
                }
            }
            ClosureTarget::Magic { handler, method } => {
                let Some(called) = d
                    .static_class
                    .clone()
                    .or_else(|| d.this.as_ref().map(|t| t.class().clone()))
                else {
                    return Ok(Value::Null);
                };
                let mut arr = PhpArray::from_values(args);
                for (k, v) in named {
                    arr.insert(Key::from_bytes(k.as_bytes()), v);
                }
                self.call_method_on(
                    d.this.as_ref(),
                    &called,
                    handler,
                    vec![Value::str(method), Value::arr(arr)],
                )
            }
        }
    }

    /// `$callee(...)`.
    pub(crate) fn eval_call_expr(
        &self,
        f: &Frame,
        callee: &Expr,
        args: &[Arg],
        span: Span,
    ) -> EvalResult {
        let c = match super::class::quick_object(f, callee) {
            Some(o) => Value::Object(o),
            None => self.eval(f, callee)?,
        };
        self.set_pos(span);
        match &c {
            Value::Object(o) => {
                if let Some((callee, ctx)) = user_closure_call(o) {
                    return self.call_callee(f, &callee, args, ctx, span);
                }
                if let Some(d) = self.closure_data(o) {
                    let a = match &d.target {
                        ClosureTarget::User(func) => {
                            let ctx = closure_ctx(&d, func);
                            return self.call_callee(
                                f,
                                &Callee::User(func.clone()),
                                args,
                                ctx,
                                span,
                            );
                        }
                        ClosureTarget::Builtin(e) => {
                            self.eval_args_named(f, args, &|i, _| e.by_ref(i), &|i| {
                                super::builtin_call::builtin_arg_name(e, i)
                            })?
                        }
                        ClosureTarget::Native(_) | ClosureTarget::Magic { .. } => {
                            self.eval_args(f, args, &|_, _| false)?
                        }
                    };
                    self.set_pos(span);
                    return self.call_closure(&d, a.pos, a.named, true);
                }
                if let Some(inv) = o.class().magic.invoke.clone() {
                    if inv.visibility == crate::syntax::ast::Visibility::Public {
                        // An ordinary method call: by-reference and named arguments, and
                        // the call site in argument errors.
                        return self.method_call_on(f, o.clone(), "__invoke", args, span);
                    }
                    // PHP calls a non-public __invoke all the same.
                    let a = self.eval_args(f, args, &|_, _| false)?;
                    self.set_pos(span);
                    return self.call_method(o, &inv, a.pos);
                }
                Err(Box::new(self.throw_error(
                    "Error",
                    &format!("Object of type {} is not callable", o.class_name()),
                )))
            }
            Value::Str(s) => {
                let name = s.to_string_lossy();
                if let Some((cls, m)) = name.split_once("::") {
                    // A class name in a string is fully qualified: neither the current
                    // namespace nor the imports apply, and `self`/`parent`/`static` are
                    // plain (missing) class names here.
                    let written = format!("\\{}", cls.trim_start_matches('\\'));
                    let cref = ClassRef::Named(ClassName::new(Rc::from(written)));
                    let mname = MemberName::Ident(Rc::from(m));
                    return self.eval_static_call(f, &cref, &mname, args, None, span);
                }
                match self.find_function(name.trim_start_matches('\\')) {
                    Some(callee) => self.call_callee(f, &callee, args, CallCtx::default(), span),
                    None => Err(Box::new(self.throw_error(
                        "Error",
                        &format!("Call to undefined function {}()", name),
                    ))),
                }
            }
            Value::Array(a) => {
                if a.len() != 2 {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        "Array callback must have exactly two elements",
                    )));
                }
                let (Some(target), Some(method)) = (a.get_int(0), a.get_int(1)) else {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        "Array callback has to contain indices 0 and 1",
                    )));
                };
                if !matches!(target.deref(), Value::Object(_) | Value::Str(_)) {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        "First array member is not a valid class name or object",
                    )));
                }
                let method = method.deref();
                let Value::Str(mname) = method else {
                    return Err(Box::new(
                        self.throw_error("Error", "Second array member is not a valid method"),
                    ));
                };
                let mstr = mname.to_string_lossy();
                let mname = MemberName::Ident(Rc::from(mstr.as_str()));
                match target.deref() {
                    Value::Object(o) => self.method_call_on(f, o, &mstr, args, span),
                    Value::Str(cls) => {
                        let cref = ClassRef::Named(ClassName::new(Rc::from(format!(
                            "\\{}",
                            cls.to_string_lossy().trim_start_matches('\\')
                        ))));
                        self.eval_static_call(f, &cref, &mname, args, None, span)
                    }
                    _ => Err(Box::new(self.throw_error(
                        "Error",
                        "First array member is not a valid class name or object",
                    ))),
                }
            }
            other => Err(Box::new(self.throw_error(
                "Error",
                &format!(
                    "Value of type {} is not callable",
                    other.type_name_for_error()
                ),
            ))),
        }
    }

    /// Call any callable value with evaluated positional arguments (from builtins).
    pub(crate) fn call_callable(&self, callable: &Value, args: Vec<Value>) -> EvalResult {
        // A closure of PHP code is called without copying its state.
        if let Value::Object(o) = callable {
            if let Some((Callee::User(func), ctx)) = user_closure_call(o) {
                return self.call_user(&func, args, Vec::new(), ctx, false);
            }
        }
        self.call_other_callable(callable, args)
    }

    /// Call a coroutine's entry callable. A closure of PHP code taking exactly its
    /// parameters goes straight to its body, without the frames of `call_callable` and
    /// `call_user`: a parked coroutine's stack then spans fewer pages.
    #[inline(never)]
    pub fn call_entry(&self, callable: &Value, args: Vec<Value>) -> EvalResult {
        if let Value::Object(o) = callable {
            if let Some((Callee::User(func), ctx)) = user_closure_call(o) {
                if func.takes_plain(args.len()) {
                    return self.call_plain_values(&func, args, &ctx, false);
                }
            }
        }
        self.call_entry_other(callable, args)
    }

    /// `call_entry` for any other callable, out of line (its frames stay off the stack of
    /// the common case).
    #[inline(never)]
    fn call_entry_other(&self, callable: &Value, args: Vec<Value>) -> EvalResult {
        self.call_callable(callable, args)
    }

    /// `call_callable` for anything but a closure of PHP code; out of line, so that the
    /// frame of the common case (a coroutine's entry function sits on it) stays small.
    #[inline(never)]
    fn call_other_callable(&self, callable: &Value, args: Vec<Value>) -> EvalResult {
        match self.resolve_callable(callable, None)? {
            Some(d) => self.call_closure(&d, args, Vec::new(), false),
            None => Err(Box::new(self.throw_error(
                "Error",
                &format!(
                    "Value of type {} is not callable",
                    callable.type_name_for_error()
                ),
            ))),
        }
    }

    /// Turn a callable value into closure state (None when not callable).
    pub(crate) fn resolve_callable(
        &self,
        v: &Value,
        scope: Option<&Rc<Class>>,
    ) -> Result<Option<ClosureData>, Unwind> {
        match v {
            Value::Ref(r) => {
                let inner = r.borrow().clone();
                self.resolve_callable(&inner, scope)
            }
            Value::Object(o) => {
                if let Some(d) = self.closure_data(o) {
                    return Ok(Some(d));
                }
                match o.class().magic.invoke.clone() {
                    Some(m) => Ok(Some(self.method_closure(Some(o.clone()), o.class(), &m))),
                    None => Ok(None),
                }
            }
            Value::Str(s) => {
                let name = s.to_string_lossy();
                let name = name.trim_start_matches('\\');
                if let Some((cls, m)) = name.split_once("::") {
                    let relative = self.relative_class(cls);
                    let is_relative = relative.is_some();
                    let c = match relative {
                        Some(c) => c.ok(),
                        None => self.find_class(cls)?,
                    };
                    let Some(c) = c else {
                        return Ok(None);
                    };
                    let (this, called) = self.callable_object_and_scope(&c, is_relative);
                    return Ok(match c.find_method_ci(m).cloned() {
                        // A non-static method cannot be called statically.
                        Some(m) if !m.is_static && this.is_none() => None,
                        Some(m) => Some(self.method_closure(this, &called, &m)),
                        None => self.magic_closure(None, &c, m),
                    });
                }
                Ok(match self.find_function(name) {
                    Some(Callee::User(func)) => Some(ClosureData {
                        name: func.name.clone(),
                        target: ClosureTarget::User(func),
                        bound: Rc::from(Vec::new()),
                        this: None,
                        scope: None,
                        static_class: None,
                    }),
                    Some(Callee::Builtin(e)) => Some(ClosureData {
                        name: Rc::from(e.name()),
                        target: ClosureTarget::Builtin(e),
                        bound: Rc::from(Vec::new()),
                        this: None,
                        scope: None,
                        static_class: None,
                    }),
                    None => None,
                })
            }
            Value::Array(a) if a.len() == 2 => {
                let (Some(t), Some(m)) = (a.get_int(0), a.get_int(1)) else {
                    return Ok(None);
                };
                let Value::Str(mname) = m.deref() else {
                    return Ok(None);
                };
                let mut mname = mname.to_string_lossy();
                // The class the method is looked up in, and the called class (they
                // differ for `['self', 'm']` run from a subclass's method).
                let (this, cls, mut cls_for_lookup) = match t.deref() {
                    Value::Object(o) => (Some(o.clone()), o.class().clone(), o.class().clone()),
                    Value::Str(c) => {
                        let cname = c.to_string_lossy();
                        match self.relative_class(&cname) {
                            Some(Ok(c)) => {
                                let (this, called) = self.callable_object_and_scope(&c, true);
                                (this, called, c)
                            }
                            Some(Err(_)) => return Ok(None),
                            None => match self.find_class(cname.trim_start_matches('\\'))? {
                                Some(c) => (None, c.clone(), c),
                                None => return Ok(None),
                            },
                        }
                    }
                    _ => return Ok(None),
                };
                if let Some((prefix, rest)) = mname.split_once("::") {
                    match self.qualified_method_class(&cls, prefix)? {
                        Some(c) => cls_for_lookup = c,
                        None => return Ok(None),
                    }
                    mname = rest.to_string();
                }
                if let (Some(o), true) = (&this, mname.eq_ignore_ascii_case("__invoke")) {
                    if let Some(d) = self.closure_data(o) {
                        return Ok(Some(d));
                    }
                }
                match cls_for_lookup.find_method_ci(&mname).cloned() {
                    Some(m) => {
                        let _ = scope;
                        let mut d = self.method_closure(this.clone(), &cls, &m);
                        if m.is_static {
                            d.this = None;
                        }
                        Ok(Some(d))
                    }
                    None => Ok(self.magic_closure(this, &cls, &mname)),
                }
            }
            _ => Ok(None),
        }
    }

    /// The object and the called class of a `'Class::method'` callable string naming
    /// class `c` (`relative`: through `self`, `parent` or `static`), as PHP picks them
    /// from the code running: its `$this` and late static binding class when they fit.
    fn callable_object_and_scope(&self, c: &Rc<Class>, relative: bool) -> (Option<Obj>, Rc<Class>) {
        let (this, called, scope) = self
            .innermost_code_call(|e| (e.this(), e.static_class(), e.class()))
            .unwrap_or_default();
        if relative {
            let called = called
                .filter(|s| s.instanceof(c))
                .unwrap_or_else(|| c.clone());
            return (this, called);
        }
        let scope = scope.and_then(|n| self.find_class(&n).ok().flatten());
        match (this, scope) {
            (Some(o), Some(scope)) if o.class().instanceof(&scope) && scope.instanceof(c) => {
                let called = o.class().clone();
                (Some(o), called)
            }
            _ => (None, c.clone()),
        }
    }

    /// The class `self`, `static` or `parent` means in a callable string (`'self::m'`,
    /// deprecated in PHP 8.2) or in `constant('self::X')`: the class of the innermost PHP
    /// method running, or why there is none (PHP's words, uncapitalized). None when
    /// `name` is not one of those words.
    pub(crate) fn relative_class(&self, name: &str) -> Option<Result<Rc<Class>, String>> {
        let word = relative_word(name)?;
        let Some(cls) = self.calling_class() else {
            return Some(Err(format!(
                "cannot access \"{word}\" when no class scope is active"
            )));
        };
        Some(match word {
            "parent" => cls.parent.clone().ok_or_else(|| {
                "cannot access \"parent\" when current class scope has no parent".to_string()
            }),
            "static" => Ok(self.calling_static_class().unwrap_or(cls)),
            _ => Ok(cls),
        })
    }

    /// Whether a callable names its class through `self`, `static` or `parent` and that
    /// class exists (PHP 8.2 deprecates it then, callable or not).
    pub(crate) fn relative_callable_resolves(&self, v: &Value) -> bool {
        let class = match v.deref() {
            Value::Str(s) => s
                .to_string_lossy()
                .split_once("::")
                .map(|(c, _)| c.to_string()),
            Value::Array(a) => match a.get_int(0).map(Value::deref) {
                Some(Value::Str(c)) => Some(c.to_string_lossy()),
                _ => None,
            },
            _ => None,
        };
        class.is_some_and(|c| matches!(self.relative_class(&c), Some(Ok(_))))
    }

    /// The class whose method `[$objOrClass, 'prefix::m']` names: `self`/`static` is
    /// `cls`, `parent` its parent, any other name must be `cls` or an ancestor.
    fn qualified_method_class(
        &self,
        cls: &Rc<Class>,
        prefix: &str,
    ) -> Result<Option<Rc<Class>>, Unwind> {
        if prefix.eq_ignore_ascii_case("self") || prefix.eq_ignore_ascii_case("static") {
            return Ok(Some(cls.clone()));
        }
        if prefix.eq_ignore_ascii_case("parent") {
            return Ok(cls.parent.clone());
        }
        Ok(self
            .find_class(prefix.trim_start_matches('\\'))?
            .filter(|c| cls.instanceof(c)))
    }

    /// PHP 8.2's deprecation for a callable string naming `self::`, `static::` or
    /// `parent::`, or an array callable whose method names its class, given when a
    /// `callable` parameter accepts it.
    pub(crate) fn deprecate_relative_callable(&self, v: &Value) {
        if let Value::Array(a) = v {
            let (Some(t), Some(Value::Str(m))) = (a.get_int(0), a.get_int(1).map(Value::deref))
            else {
                return;
            };
            if let Value::Str(c) = t.deref() {
                if let Some(word) = relative_word(&c.to_string_lossy()) {
                    self.deprecated(&format!("Use of \"{word}\" in callables is deprecated"));
                    return;
                }
            }
            let m = m.to_string_lossy();
            if !m.contains("::") {
                return;
            }
            let cls = match t.deref() {
                Value::Object(o) => o.class().name.to_string(),
                Value::Str(c) => {
                    match self.find_class(c.to_string_lossy().trim_start_matches('\\')) {
                        Ok(Some(c)) => c.name.to_string(),
                        _ => return,
                    }
                }
                _ => return,
            };
            self.deprecated(&format!(
                "Callables of the form [\"{cls}\", \"{m}\"] are deprecated"
            ));
            return;
        }
        let Value::Str(s) = v else { return };
        let name = s.to_string_lossy();
        let Some((cls, _)) = name.split_once("::") else {
            return;
        };
        if let Some(word) = relative_word(cls) {
            self.deprecated(&format!("Use of \"{word}\" in callables is deprecated"));
        }
    }

    /// Closure state calling method `m` on `this` (or statically on `cls`).
    pub(crate) fn method_closure(
        &self,
        this: Option<Obj>,
        cls: &Rc<Class>,
        m: &Rc<Method>,
    ) -> ClosureData {
        let declaring = method_class(m, cls);
        let target = match &m.body {
            MethodBody::User(decl) => ClosureTarget::User(self.method_func(decl, &declaring)),
            MethodBody::Native { .. } => ClosureTarget::Native(m.clone()),
        };
        ClosureData {
            target,
            bound: Rc::from(Vec::new()),
            this: if m.is_static { None } else { this },
            scope: Some(declaring),
            static_class: Some(cls.clone()),
            name: m.name.clone(),
        }
    }

    /// Closure state for a method only `__call` (with an object) or `__callStatic`
    /// (without) can answer.
    fn magic_closure(
        &self,
        this: Option<Obj>,
        cls: &Rc<Class>,
        method: &str,
    ) -> Option<ClosureData> {
        let handler = match &this {
            Some(_) => cls.magic.call.clone(),
            None => cls.magic.call_static.clone(),
        }?;
        Some(ClosureData {
            name: Rc::from(method),
            target: ClosureTarget::Magic {
                handler,
                method: Rc::from(method),
            },
            bound: Rc::from(Vec::new()),
            this,
            scope: Some(cls.clone()),
            static_class: Some(cls.clone()),
        })
    }

    /// Why a value is not callable, as PHP words it after "must be a valid callback, ".
    pub(crate) fn callable_error_reason(&self, v: &Value) -> Result<String, Unwind> {
        let missing_method = |c: &Rc<Class>, m: &str| self.method_callable_reason(c, m, false);
        Ok(match v.deref() {
            Value::Str(s) => {
                let name = s.to_string_lossy();
                match name.trim_start_matches('\\').split_once("::") {
                    Some((cls, m)) => match self.relative_class(cls) {
                        Some(Ok(c)) => missing_method(&c, m),
                        Some(Err(why)) => why,
                        None => match self.find_class(cls)? {
                            Some(c) => missing_method(&c, m),
                            None => format!("class \"{cls}\" not found"),
                        },
                    },
                    None => format!("function \"{name}\" not found or invalid function name"),
                }
            }
            Value::Array(a) if a.len() == 2 => {
                let (Some(t), Some(m)) = (a.get_int(0), a.get_int(1)) else {
                    return Ok("array callback has to contain indices 0 and 1".into());
                };
                let cls = match t.deref() {
                    Value::Object(o) => o.class().clone(),
                    Value::Str(c) => {
                        let cname = c.to_string_lossy();
                        match self.relative_class(&cname) {
                            Some(Ok(c)) => c,
                            Some(Err(why)) => return Ok(why),
                            None => match self.find_class(cname.trim_start_matches('\\'))? {
                                Some(c) => c,
                                None => return Ok(format!("class \"{cname}\" not found")),
                            },
                        }
                    }
                    _ => return Ok("first array member is not a valid class name or object".into()),
                };
                let on_object = matches!(t.deref(), Value::Object(_));
                match m.deref() {
                    Value::Str(m) => {
                        self.method_callable_reason(&cls, &m.to_string_lossy(), on_object)
                    }
                    _ => "second array member is not a valid method".into(),
                }
            }
            Value::Array(_) => "array callback must have exactly two members".into(),
            _ => "no array or string given".into(),
        })
    }

    /// Why method `m` of `cls` is not callable (on an object or statically).
    fn method_callable_reason(&self, cls: &Rc<Class>, m: &str, on_object: bool) -> String {
        match cls.find_method_ci(m) {
            Some(method) if method.visibility != Visibility::Public => format!(
                "cannot access {} method {}::{}()",
                super::class::vis_name(method.visibility),
                cls.name,
                method.name
            ),
            Some(method) if !on_object && !method.is_static => format!(
                "non-static method {}::{}() cannot be called statically",
                cls.name, method.name
            ),
            _ => format!("class {} does not have a method \"{m}\"", cls.name),
        }
    }

    /// Whether a value is callable (`is_callable`, `callable` type checks).
    pub(crate) fn is_callable_value(&self, v: &Value) -> bool {
        matches!(self.resolve_callable(v, None), Ok(Some(_))) && self.callable_method_visible(v)
    }

    /// For an `[object or class, 'method']` or `'Class::method'` callable naming a
    /// private or protected method: whether the code running may call it (or a `__call`/
    /// `__callStatic` takes the call). True for every other callable.
    fn callable_method_visible(&self, v: &Value) -> bool {
        let (cls, name, on_object) = match v.deref() {
            Value::Array(a) if a.len() == 2 => {
                let (Some(t), Some(Value::Str(m))) = (a.get_int(0), a.get_int(1).map(Value::deref))
                else {
                    return true;
                };
                match t.deref() {
                    Value::Object(o) => (o.class().clone(), m.to_string_lossy(), true),
                    Value::Str(c) => {
                        match self.find_class(c.to_string_lossy().trim_start_matches('\\')) {
                            Ok(Some(c)) => (c, m.to_string_lossy(), false),
                            _ => return true,
                        }
                    }
                    _ => return true,
                }
            }
            Value::Str(s) => {
                let s = s.to_string_lossy();
                let Some((c, m)) = s.trim_start_matches('\\').split_once("::") else {
                    return true;
                };
                match self.find_class(c) {
                    Ok(Some(c)) => (c, m.to_string(), false),
                    _ => return true,
                }
            }
            _ => return true,
        };
        let Some(m) = cls.find_method_ci(&name).cloned() else {
            return true;
        };
        if !on_object && !m.is_static && !self.calling_this_is_a(&cls) {
            return false;
        }
        if m.visibility == Visibility::Public
            || super::class::can_access(
                self.calling_class().as_ref(),
                m.visibility,
                &method_class(&m, &cls),
            )
        {
            return true;
        }
        if on_object {
            cls.magic.call.is_some()
        } else {
            cls.magic.call_static.is_some()
        }
    }

    /// Whether the innermost PHP code running is a method called on an object of
    /// `cls` (whose `$this` a `'A::method'` callable of a non-static method would use).
    fn calling_this_is_a(&self, cls: &Rc<Class>) -> bool {
        match self.innermost_code_call(|c| (c.class(), c.call_type())) {
            Some((Some(class), "->")) => self
                .find_class(&class)
                .ok()
                .flatten()
                .is_some_and(|c| c.instanceof(cls)),
            _ => false,
        }
    }

    /// The late static binding class of the innermost PHP code running.
    fn calling_static_class(&self) -> Option<Rc<Class>> {
        self.innermost_code_call(|c| c.static_class())?
    }

    /// The class of the innermost PHP code running (the scope of a callable check).
    fn calling_class(&self) -> Option<Rc<Class>> {
        let class = self.innermost_code_call(|c| c.class())??;
        self.find_class(&class).ok().flatten()
    }

    /// `read` applied to the innermost call of PHP code on the stack (builtins and
    /// `call_user_func` skipped).
    fn innermost_code_call<R>(&self, read: impl FnOnce(&StackEntry) -> R) -> Option<R> {
        self.stack
            .borrow()
            .iter()
            .rev()
            .find(|c| !c.internal() && !crate::builtins::registry::is_transparent_call(&c.func()))
            .map(read)
    }

    /// `f(...)`, `$o->m(...)`, `A::m(...)`, `$f(...)`.
    pub(crate) fn eval_callable_ref(&self, f: &Frame, inner: &Expr, span: Span) -> EvalResult {
        self.set_pos(span);
        let d = match &inner.kind {
            ExprKind::Call { name, .. } => match self.resolve_function(f, name) {
                Some(Callee::User(func)) => ClosureData {
                    name: func.name.clone(),
                    target: ClosureTarget::User(func),
                    bound: Rc::from(Vec::new()),
                    this: None,
                    scope: None,
                    static_class: None,
                },
                Some(Callee::Builtin(e)) => ClosureData {
                    name: Rc::from(e.name()),
                    target: ClosureTarget::Builtin(e),
                    bound: Rc::from(Vec::new()),
                    this: None,
                    scope: None,
                    static_class: None,
                },
                None => {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        &format!("Call to undefined function {}()", name),
                    )))
                }
            },
            ExprKind::MethodCall { obj, name, .. } => {
                let o = self.eval(f, obj)?;
                let n = self.member_name(f, name)?.to_string_lossy();
                let Value::Object(o) = o else {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        &format!(
                            "Call to a member function {}() on {}",
                            n,
                            o.type_name_for_error()
                        ),
                    )));
                };
                let cls = o.class().clone();
                match cls.find_method_ci(&n).cloned() {
                    Some(m) => self.method_closure(Some(o.clone()), &cls, &m),
                    // `$o->undefined(...)` wraps `__call`.
                    None => match self.magic_closure(Some(o.clone()), &cls, &n) {
                        Some(d) => d,
                        None => {
                            return Err(Box::new(self.throw_error(
                                "Error",
                                &format!("Call to undefined method {}::{}()", o.class_name(), n),
                            )))
                        }
                    },
                }
            }
            ExprKind::StaticCall { class, name, .. } => {
                let cls = self.class_of_ref(f, class)?;
                let n = self.member_name(f, name)?.to_string_lossy();
                match cls.find_method_ci(&n).cloned() {
                    Some(m) => {
                        let this = if m.is_static { None } else { f.this.clone() };
                        self.method_closure(this, &cls, &m)
                    }
                    // `A::undefined(...)` wraps `__call` from an instance of A, else
                    // `__callStatic`.
                    None => {
                        let this = f.this.clone().filter(|t| t.class().instanceof(&cls));
                        let magic = this
                            .and_then(|t| self.magic_closure(Some(t), &cls, &n))
                            .or_else(|| self.magic_closure(None, &cls, &n));
                        match magic {
                            Some(d) => d,
                            None => {
                                return Err(Box::new(self.throw_error(
                                    "Error",
                                    &format!("Call to undefined method {}::{}()", cls.name, n),
                                )))
                            }
                        }
                    }
                }
            }
            ExprKind::CallExpr { callee, .. } => {
                let c = self.eval(f, callee)?;
                match self.resolve_callable(&c, f.class.as_ref())? {
                    Some(d) => d,
                    None => {
                        return Err(Box::new(self.throw_error(
                            "Error",
                            &format!("Value of type {} is not callable", c.type_name_for_error()),
                        )))
                    }
                }
            }
            _ => {
                return Err(Box::new(self.throw_error(
                    "Error",
                    "Cannot create a closure from this expression",
                )))
            }
        };
        self.new_closure_object(d)
    }

    /// Methods of `Closure` objects: `call`, `bindTo`, `__invoke`.
    pub(crate) fn closure_method(
        &self,
        f: &Frame,
        o: &Obj,
        name: &str,
        args: &[Arg],
        span: Span,
    ) -> Result<Option<Value>, Unwind> {
        let Some(d) = self.closure_data(o) else {
            return Ok(None);
        };
        let lname = name.to_ascii_lowercase();
        match lname.as_str() {
            "__invoke" => {
                let a = self.eval_args(f, args, &|_, _| false)?;
                self.set_pos(span);
                self.call_closure(&d, a.pos, a.named, true)
                    .map(Some)
                    .map_err(|e| *e)
            }
            "call" => {
                let a = self.eval_args(f, args, &|_, _| false)?;
                self.set_pos(span);
                self.closure_call_on(&d, a.pos, a.named)
                    .map(Some)
                    .map_err(|e| *e)
            }
            "bindto" => {
                let a = self.eval_args(f, args, &|_, _| false)?;
                self.set_pos(span);
                self.closure_bind_to(&d, a.pos).map(Some).map_err(|e| *e)
            }
            _ => Ok(None),
        }
    }

    /// `$closure->call($newThis, ...$args)`: run bound to `$newThis` and its class.
    pub(crate) fn closure_call_on(
        &self,
        d: &ClosureData,
        args: Vec<Value>,
        named: Vec<(Name, Value)>,
    ) -> EvalResult {
        let mut it = args.into_iter();
        let new_this = match it.next() {
            Some(Value::Object(o)) => o,
            Some(other) => {
                return Err(Box::new(self.throw_error(
                    "TypeError",
                    &format!(
                        "Closure::call(): Argument #1 ($newThis) must be of type object, {} given",
                        other.type_name_for_error()
                    ),
                )))
            }
            None => {
                return Err(Box::new(self.throw_error(
                    "ArgumentCountError",
                    "Closure::call() expects at least 1 argument, 0 given",
                )))
            }
        };
        if !self.valid_binding(d, Some(&new_this), Some(new_this.class())) {
            return Ok(Value::Null);
        }
        let mut nd = d.clone();
        nd.scope = Some(new_this.class().clone());
        nd.static_class = Some(new_this.class().clone());
        nd.this = Some(new_this);
        self.call_closure(&nd, it.collect(), named, true)
    }

    /// `$closure->bindTo($newThis, $newScope)`.
    pub(crate) fn closure_bind_to(&self, d: &ClosureData, args: Vec<Value>) -> EvalResult {
        let mut it = args.into_iter();
        let new_this = it.next().unwrap_or(Value::Null);
        self.check_new_this("Closure::bindTo", 1, &new_this)?;
        let scope = it.next();
        self.rebind(d, new_this, scope)
    }

    /// The `?object $newThis` argument of `Closure::bind`/`bindTo`, at position `pos`.
    fn check_new_this(&self, func: &str, pos: usize, v: &Value) -> Result<(), Unwind> {
        if matches!(v, Value::Object(_) | Value::Null) {
            return Ok(());
        }
        Err(self.throw_error(
            "TypeError",
            &format!(
                "{func}(): Argument #{pos} ($newThis) must be of type ?object, {} given",
                v.type_name_for_error()
            ),
        ))
    }

    /// `Closure::bind($c, $newThis, $scope)` / `$c->bindTo(...)`.
    pub(crate) fn rebind(
        &self,
        d: &ClosureData,
        new_this: Value,
        scope: Option<Value>,
    ) -> EvalResult {
        let new_this = match new_this {
            Value::Object(o) => Some(o),
            _ => None,
        };
        let new_scope = match scope {
            Some(Value::Object(o)) => Some(o.class().clone()),
            Some(Value::Str(s)) => {
                let n = s.to_string_lossy();
                if n == "static" {
                    d.scope.clone()
                } else {
                    let Some(class) = self.find_class(&n)? else {
                        self.warn(&format!("Class \"{n}\" not found"));
                        return Ok(Value::Null);
                    };
                    Some(class)
                }
            }
            Some(Value::Null) => None,
            // No scope argument is "static": the closure keeps its scope.
            _ => d.scope.clone(),
        };
        if !self.valid_binding(d, new_this.as_ref(), new_scope.as_ref()) {
            return Ok(Value::Null);
        }
        let mut nd = d.clone().with_own_statics();
        nd.this = new_this;
        nd.scope = new_scope;
        nd.static_class = nd
            .this
            .as_ref()
            .map(|t| t.class().clone())
            .or_else(|| nd.scope.clone());
        self.new_closure_object(nd)
    }

    /// Whether closure `d` may be bound to `new_this` and `scope`, with PHP's warning when
    /// it may not (`zend_valid_closure_binding`).
    fn valid_binding(
        &self,
        d: &ClosureData,
        new_this: Option<&Obj>,
        scope: Option<&Rc<Class>>,
    ) -> bool {
        // A closure made from a named function or method (its `$this`, if any, is the
        // object the method was taken from).
        let (fake, uses_this) = match &d.target {
            ClosureTarget::User(func) => (!func.decl.is_closure, func.decl.scope.uses_this.get()),
            ClosureTarget::Native(_) | ClosureTarget::Builtin(_) => (true, false),
            ClosureTarget::Magic { .. } => return true,
        };
        let static_method = fake && d.scope.is_some() && d.this.is_none();
        let warn = |m: &str| {
            self.warn(m);
            false
        };
        match new_this {
            Some(_) if closure_is_static(d) || static_method => {
                return warn("Cannot bind an instance to a static closure")
            }
            Some(o) if fake => {
                if let Some(declaring) = d.scope.as_ref().filter(|c| !c.is_trait()) {
                    if !o.class().instanceof(declaring) {
                        return warn(&format!(
                            "Cannot bind method {}::{}() to object of class {}",
                            declaring.name,
                            d.name,
                            o.class().name
                        ));
                    }
                }
            }
            Some(_) => {}
            None if fake && d.this.is_some() => return warn("Cannot unbind $this of method"),
            None if !fake && d.this.is_some() && uses_this => {
                return warn("Cannot unbind $this of closure using $this")
            }
            None => {}
        }
        let same_scope = match (scope, &d.scope) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        if let Some(s) = scope.filter(|s| s.is_internal && !same_scope) {
            return warn(&format!(
                "Cannot bind closure to scope of internal class {}",
                s.name
            ));
        }
        if fake && !same_scope {
            return warn(if d.scope.is_none() {
                "Cannot rebind scope of closure created from function"
            } else {
                "Cannot rebind scope of closure created from method"
            });
        }
        true
    }

    /// `Closure::fromCallable($callback)`.
    pub(crate) fn closure_from_callable(&self, c: &Value) -> EvalResult {
        match self.resolve_callable(c, None)? {
            Some(d) => self.new_closure_object(d),
            None => {
                let reason = self.callable_error_reason(c)?;
                Err(Box::new(self.throw_error(
                    "TypeError",
                    &format!("Failed to create closure from callable: {reason}"),
                )))
            }
        }
    }

    /// `Closure::bind($closure, $newThis, $newScope)`.
    pub(crate) fn closure_bind(&self, args: &[Value]) -> EvalResult {
        let Some(Value::Object(o)) = args.first() else {
            return Ok(Value::Null);
        };
        let Some(d) = self.closure_data(o) else {
            return Ok(Value::Null);
        };
        let new_this = args.get(1).cloned().unwrap_or(Value::Null);
        self.check_new_this("Closure::bind", 2, &new_this)?;
        self.rebind(&d, new_this, args.get(2).cloned())
    }

    /// `(array)$closure` is an empty array.
    pub(crate) fn closure_to_array(&self, o: &Obj) -> Option<PhpArray> {
        self.closure_data(o).map(|_| PhpArray::new())
    }
}

/// A `static function` / `static fn` closure, which takes no `$this`.
fn closure_is_static(d: &ClosureData) -> bool {
    matches!(&d.target, ClosureTarget::User(func) if func.decl.is_closure && func.decl.is_static)
}

/// The function and call context of a Closure object of PHP code, taken without copying
/// the closure's state (None for other objects and closures).
pub(crate) fn user_closure_call(o: &Obj) -> Option<(Callee, CallCtx)> {
    o.with_internal::<ClosureData, _>(|d| match &d.target {
        ClosureTarget::User(func) => {
            let mut ctx = closure_ctx(d, func);
            if func.decl.scope.is_generator.get() {
                ctx.closure = Some(o.clone());
            }
            Some((Callee::User(func.clone()), ctx))
        }
        _ => None,
    })
    .flatten()
}

/// The context a user closure runs with: its bound `$this`, scope and captured
/// variables (a closure made from a named function or method keeps that name in traces).
fn closure_ctx(d: &ClosureData, func: &UserFunc) -> CallCtx {
    CallCtx {
        this: d.this.clone(),
        class: d.scope.clone(),
        static_class: d.static_class.clone(),
        bound: Some(d.bound.clone()),
        trace_name: func.decl.is_closure.then(|| d.name.clone()),
        closure: None,
    }
}

/// `self`, `static` or `parent` when a class name in a callable is one of them.
fn relative_word(name: &str) -> Option<&'static str> {
    ["self", "static", "parent"]
        .into_iter()
        .find(|w| name.eq_ignore_ascii_case(w))
}
