//! Function calls: name resolution (namespace then global), argument evaluation (by-ref,
//! spread, named), user-function activation (parameter binding, defaults, variadics, type
//! checks, return types, stack-depth guard), builtin calls through the registry, and the
//! call stack records used for traces.

use std::rc::Rc;

use super::expr::EvalResult;
use super::frame::{Flow, Frame, ScopeOwner, StackEntry, UserEntry, UserFunc};
use super::{Interp, Unwind};
use crate::builtins::registry::{self, Entry};
use crate::object::{Class, Obj};
use crate::syntax::ast::*;
use crate::value::{Key, PhpArray, PhpRef, PhpString, Value};

/// What a call resolved to.
#[derive(Clone)]
pub(crate) enum Callee {
    User(Rc<UserFunc>),
    Builtin(&'static Entry),
}

/// The object/class context a user function runs with.
#[derive(Default, Clone)]
pub(crate) struct CallCtx {
    pub this: Option<Obj>,
    /// The class whose code runs (`self`).
    pub class: Option<Rc<Class>>,
    /// Late static binding class (`static`).
    pub static_class: Option<Rc<Class>>,
    /// Variables captured by a closure: (slot, value or reference).
    pub bound: Option<Rc<[(u32, Value)]>>,
    /// Name shown in traces and messages when it differs from the function's own
    /// (`{closure}`).
    pub trace_name: Option<Rc<str>>,
    /// The Closure object called, when its function is a generator: the generator
    /// keeps it alive until it finishes, as PHP does.
    pub closure: Option<Obj>,
}

/// Where a call happened: the caller's file and the byte offset in it.
pub(crate) type Caller<'a> = (&'a Rc<super::frame::SourceFile>, u32);

/// Arguments as evaluated at a call site.
pub(crate) struct Args {
    pub pos: Vec<Value>,
    pub named: Vec<(Name, Value)>,
}

/// The arguments of a call after the declared parameters got theirs.
pub(crate) struct BoundArgs {
    /// How many arguments went to declared parameters (named-argument gaps included).
    passed: usize,
    /// The other arguments as the stack entry shows them.
    shown: Vec<Value>,
    /// The arguments after the declared parameters, for a variadic one.
    rest: Vec<Value>,
    /// Named arguments left some parameters before `passed` without a value.
    gaps: bool,
}

/// `CallCache` index marking a call of one of `FRAME_FUNCS`.
const FRAME_FUNC: u32 = u32::MAX;

/// `CallCache` index bit marking a call site found to fit the lean call path
/// (`fits_plain_call`) of its user function: that holds for every call from it.
const PLAIN_CALL: u32 = 1 << 31;

/// Functions that work on the caller's frame (or, `assert`, on the call's source).
const FRAME_FUNCS: &[&str] = &[
    "assert",
    "compact",
    "extract",
    "get_defined_vars",
    "func_get_args",
    "func_get_arg",
    "func_num_args",
    "get_called_class",
    "forward_static_call",
    "forward_static_call_array",
];

impl Interp {
    #[inline]
    pub(crate) fn eval_call(
        &self,
        f: &Frame,
        name: &Name,
        args: &[Arg],
        cache: &CallCache,
        span: Span,
    ) -> EvalResult {
        let c = cache.0.get();
        if (c >> 32) as u32 == self.id {
            let idx = c as u32;
            if idx != FRAME_FUNC {
                let callee = self.callees.borrow()[(idx & !PLAIN_CALL) as usize].clone();
                return match callee {
                    Callee::User(func) if idx & PLAIN_CALL != 0 => {
                        self.call_plain(f, &func, args, &self.no_ctx, span)
                    }
                    Callee::Builtin(entry) => {
                        self.eval_builtin_call(f, entry, args, Some(name), span)
                    }
                    Callee::User(func) if Self::fits_plain_call(&func, args) => {
                        cache.0.set(c | PLAIN_CALL as u64);
                        self.call_plain(f, &func, args, &self.no_ctx, span)
                    }
                    callee => self.call_callee(f, &callee, args, CallCtx::default(), span),
                };
            }
        }
        let bare = name.trim_start_matches('\\');
        if bare.len() <= 25 && FRAME_FUNCS.iter().any(|n| n.eq_ignore_ascii_case(bare)) {
            cache.0.set(((self.id as u64) << 32) | FRAME_FUNC as u64);
            let lname = bare.to_ascii_lowercase();
            if lname == "assert" {
                return self.eval_assert(f, args, span);
            }
            // extract() takes its array by reference when it is a variable (PHP's
            // "prefer reference"), for EXTR_REFS.
            let by_ref = |i: usize| {
                lname == "extract" && i == 0 && args.first().is_some_and(|a| is_lvalue(&a.value))
            };
            let a = self.eval_args(f, args, &|i, name| name.is_none() && by_ref(i))?;
            self.set_pos(span);
            let mut pos = a.pos;
            if let Some(entry) = registry::lookup(&lname) {
                registry::check_args(self, entry, &mut pos, a.named)?;
            }
            let r = self.frame_function(f, &lname, pos);
            unwrap_lone_refs(f, args, by_ref);
            return r;
        }
        let callee = match self.resolve_function(f, name) {
            Some(c) => c,
            None => {
                return Err(Box::new(self.throw_error(
                    "Error",
                    &format!(
                        "Call to undefined function {}()",
                        self.qualify_function_name(f, name)
                    ),
                )));
            }
        };
        {
            let mut table = self.callees.borrow_mut();
            if table.len() < PLAIN_CALL as usize {
                cache.0.set(((self.id as u64) << 32) | table.len() as u64);
                table.push(callee.clone());
            }
        }
        if let Callee::Builtin(entry) = callee {
            return self.eval_builtin_call(f, entry, args, Some(name), span);
        }
        self.call_callee(f, &callee, args, CallCtx::default(), span)
    }

    /// Evaluate arguments for a resolved callee and call it.
    pub(crate) fn call_callee(
        &self,
        f: &Frame,
        callee: &Callee,
        args: &[Arg],
        ctx: CallCtx,
        span: Span,
    ) -> EvalResult {
        match callee {
            Callee::User(func) => {
                if Self::fits_plain_call(func, args) {
                    return self.call_plain_method(f, func, args, ctx, span);
                }
                let decl = &func.decl;
                if func.by_value && args.iter().all(|a| !a.unpack && a.name.is_none()) {
                    return self.call_user_direct(f, func, args, ctx, span);
                }
                let a = if decl.params.iter().any(|p| p.by_ref) {
                    let describe = |i: usize| {
                        let name = Self::func_display_name(func, ctx.class.as_ref());
                        match decl.params.get(i).filter(|p| !p.variadic) {
                            Some(p) => format!("{name}(): Argument #{} (${})", i + 1, p.name),
                            None => format!("{name}(): Argument #{}", i + 1),
                        }
                    };
                    let a =
                        self.eval_args_named(f, args, &|i, n| param_by_ref(decl, i, n), &describe)?;
                    self.set_pos(span);
                    let r = self.call_user(func, a.pos, a.named, ctx, true);
                    unwrap_lone_refs(f, args, |i| param_by_ref(decl, i, None));
                    return r;
                } else {
                    self.eval_args(f, args, &|_, _| false)?
                };
                self.set_pos(span);
                self.call_user(func, a.pos, a.named, ctx, true)
            }
            Callee::Builtin(entry) => self.eval_builtin_call(f, entry, args, None, span),
        }
    }

    /// Call a user function whose parameters are all by value, not variadic, with
    /// positional arguments: they are evaluated straight into the new frame's slots.
    fn call_user_direct(
        &self,
        f: &Frame,
        func: &Rc<UserFunc>,
        args: &[Arg],
        ctx: CallCtx,
        span: Span,
    ) -> EvalResult {
        let mut slots = self.call_slots(func);
        let declared = func.decl.params.len();
        let mut shown = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let v = self.eval(f, &a.value)?.into_deref();
            if i < declared {
                slots[i] = Some(v);
            } else {
                shown.push(v);
            }
        }
        self.set_pos(span);
        self.check_stack()?;
        let args = BoundArgs {
            passed: args.len().min(declared),
            shown,
            rest: Vec::new(),
            gaps: false,
        };
        self.run_frame(func, slots, args, Vec::new(), &ctx, true)
    }

    /// Find a function by name as written, in the frame's namespace context.
    pub(crate) fn resolve_function(&self, f: &Frame, name: &str) -> Option<Callee> {
        if let Some(rest) = name.strip_prefix('\\') {
            return self.find_function(rest);
        }
        let names = f.names.borrow().clone();
        if names.ns.is_empty() && names.functions.is_empty() {
            return self.find_function(name);
        }
        if let Some(full) = names.functions.get(&name.to_ascii_lowercase()) {
            return self.find_function(full);
        }
        if let Some(rest) = name.strip_prefix("namespace\\") {
            return self.find_function(&format!("{}\\{}", names.ns, rest));
        }
        if let Some((first, rest)) = name.split_once('\\') {
            if let Some(full) = names.classes.get(&first.to_ascii_lowercase()) {
                return self.find_function(&format!("{full}\\{rest}"));
            }
        }
        if !names.ns.is_empty() {
            if let Some(c) = self.find_function(&format!("{}\\{}", names.ns, name)) {
                return Some(c);
            }
            if name.contains('\\') {
                return None;
            }
        }
        self.find_function(name)
    }

    fn qualify_function_name(&self, f: &Frame, name: &str) -> String {
        if let Some(rest) = name.strip_prefix('\\') {
            return rest.to_string();
        }
        // The name PHP resolved at compile time: an import, else the current namespace.
        let names = f.names.borrow();
        if let Some(full) = names.functions.get(&name.to_ascii_lowercase()) {
            return full.to_string();
        }
        let rest = name.strip_prefix("namespace\\").unwrap_or(name);
        if let Some((first, tail)) = rest.split_once('\\') {
            if let Some(full) = names.classes.get(&first.to_ascii_lowercase()) {
                return format!("{full}\\{tail}");
            }
        }
        if names.ns.is_empty() {
            rest.to_string()
        } else {
            format!("{}\\{rest}", names.ns)
        }
    }

    /// A function by its full name (user functions first, then builtins).
    pub(crate) fn find_function(&self, name: &str) -> Option<Callee> {
        {
            let funcs = self.functions.borrow();
            if let Some(u) = funcs.get(name) {
                return Some(Callee::User(u.clone()));
            }
            if name.bytes().any(|c| c.is_ascii_uppercase()) {
                if let Some(u) = funcs.get(name.to_ascii_lowercase().as_str()) {
                    return Some(Callee::User(u.clone()));
                }
            }
        }
        registry::lookup(name).map(Callee::Builtin)
    }

    /// Evaluate call arguments; `by_ref(i, name)` tells which are references.
    pub(crate) fn eval_args(
        &self,
        f: &Frame,
        args: &[Arg],
        by_ref: &dyn Fn(usize, Option<&str>) -> bool,
    ) -> Result<Args, Unwind> {
        self.eval_args_named(f, args, by_ref, &|i| format!("Argument #{}", i + 1))
    }

    /// `eval_args` for a callee with by-reference parameters: `describe` names argument
    /// `i` for the error when a value that is not a variable goes to one
    /// (`f(): Argument #1 ($a)`).
    pub(crate) fn eval_args_named(
        &self,
        f: &Frame,
        args: &[Arg],
        by_ref: &dyn Fn(usize, Option<&str>) -> bool,
        describe: &dyn Fn(usize) -> String,
    ) -> Result<Args, Unwind> {
        if args.is_empty() {
            return Ok(Args {
                pos: Vec::new(),
                named: Vec::new(),
            });
        }
        let mut pos = self.arg_vec();
        let mut named: Vec<(Name, Value)> = Vec::new();
        for a in args {
            if a.unpack {
                let v = self.eval(f, &a.value)?;
                // As PHP checks it: a positional element after a named one of the same
                // unpacked value (named ones of an earlier unpacking do not count).
                let mut unpacked_named = false;
                match v {
                    Value::Array(arr) => {
                        for (k, v) in arr.iter() {
                            match k {
                                Key::Int(_) => {
                                    if unpacked_named {
                                        return Err(self.throw_error(
                                            "Error",
                                            "Cannot use positional argument after named argument during unpacking",
                                        ));
                                    }
                                    let i = pos.len();
                                    pos.push(if by_ref(i, None) {
                                        match v {
                                            Value::Ref(_) => v.clone(),
                                            v => Value::Ref(Value::new_ref(v.clone())),
                                        }
                                    } else {
                                        v.deref()
                                    });
                                }
                                Key::Str(s) => {
                                    unpacked_named = true;
                                    named.push((Rc::from(s.to_string_lossy()), v.deref()));
                                }
                            }
                        }
                    }
                    Value::Object(_) => {
                        for (k, v) in self.iterate_to_vec(&v)? {
                            match k {
                                Value::Str(s) => {
                                    unpacked_named = true;
                                    named.push((Rc::from(s.to_string_lossy()), v));
                                }
                                Value::Int(_) if unpacked_named => {
                                    return Err(self.throw_error(
                                        "Error",
                                        "Cannot use positional argument after named argument during unpacking",
                                    ));
                                }
                                Value::Int(_) => pos.push(v),
                                _ => {
                                    return Err(self.throw_error(
                                        "Error",
                                        "Keys must be of type int|string during argument unpacking",
                                    ));
                                }
                            }
                        }
                    }
                    _ => {
                        return Err(self
                            .throw_error("Error", "Only arrays and Traversables can be unpacked"))
                    }
                }
                continue;
            }
            if let Some(n) = &a.name {
                let v = if by_ref(usize::MAX, Some(n)) {
                    Value::Ref(self.lval_ref(f, &a.value)?)
                } else {
                    self.eval(f, &a.value)?
                };
                named.push((n.clone(), v));
                continue;
            }
            if !named.is_empty() {
                return Err(self.throw_error(
                    "Error",
                    "Cannot use positional argument after named argument",
                ));
            }
            let i = pos.len();
            // `$GLOBALS` is a read-only copy, not a variable.
            let globals = matches!(&a.value.kind, ExprKind::Var(n, _) if &**n == "GLOBALS");
            if by_ref(i, None) && is_lvalue(&a.value) && !globals {
                pos.push(Value::Ref(self.lval_ref(f, &a.value)?));
            } else if by_ref(i, None) {
                let v = self.eval(f, &a.value)?;
                if !matches!(
                    a.value.kind,
                    ExprKind::Call { .. }
                        | ExprKind::MethodCall { .. }
                        | ExprKind::StaticCall { .. }
                        | ExprKind::CallExpr { .. }
                ) {
                    return Err(self.throw_error(
                        "Error",
                        &format!("{} cannot be passed by reference", describe(i)),
                    ));
                }
                self.notice("Only variables should be passed by reference");
                pos.push(Value::Ref(Value::new_ref(v)));
            } else {
                pos.push(self.eval(f, &a.value)?);
            }
        }
        Ok(Args { pos, named })
    }

    /// Check the remaining native stack before entering a user function (no limit is
    /// set when the limit is 0: no stack lies that low), and raise what an error handler
    /// threw while the arguments were evaluated.
    #[inline(always)]
    pub(crate) fn check_stack(&self) -> Result<(), Unwind> {
        let marker = 0u8;
        let sp = &marker as *const u8 as usize;
        if sp < self.stack_limit.get().wrapping_add(512 * 1024) {
            return Err(self.stack_overflow());
        }
        self.raise_pending()
    }

    #[cold]
    #[inline(never)]
    fn stack_overflow(&self) -> Unwind {
        self.throw_error(
            "Error",
            &format!(
                "Maximum call stack size of {} bytes reached. Infinite recursion?",
                self.stack_size.get()
            ),
        )
    }

    /// The display name of a function for messages (`foo`, `A::m`, `{closure}`).
    pub(crate) fn func_display_name(func: &UserFunc, class: Option<&Rc<Class>>) -> String {
        if func.decl.is_closure {
            return func.name.to_string();
        }
        match class {
            Some(c) => format!("{}::{}", method_class_name(func, c), func.name),
            None => func.name.to_string(),
        }
    }

    /// Activate a user function. `from_user` tells whether the call site is PHP code
    /// (messages then say "called in FILE on line N").
    pub(crate) fn call_user(
        &self,
        func: &Rc<UserFunc>,
        mut args: Vec<Value>,
        named: Vec<(Name, Value)>,
        ctx: CallCtx,
        from_user: bool,
    ) -> EvalResult {
        if named.is_empty() && func.takes_plain(args.len()) {
            return self.call_plain_values(func, args, &ctx, from_user);
        }
        if !from_user && !func.by_value {
            self.warn_values_for_refs(func, &ctx, &args, &named);
        }
        self.check_stack()?;
        let decl = &func.decl;
        let mut slots = self.call_slots(func);

        // Named arguments go to their positions.
        let mut extra_named: Vec<(Name, Value)> = Vec::new();
        // Which positions hold a passed argument (empty: all of `args`).
        let mut filled: Vec<bool> = Vec::new();
        if !named.is_empty() {
            filled = vec![true; args.len()];
            for (n, v) in named {
                match decl.params.iter().position(|p| p.name == n && !p.variadic) {
                    Some(i) => {
                        if i < filled.len() && filled[i] {
                            return Err(Box::new(self.throw_error(
                                "Error",
                                &format!("Named parameter ${n} overwrites previous argument"),
                            )));
                        }
                        if args.len() <= i {
                            args.resize(i + 1, Value::Null);
                            filled.resize(i + 1, false);
                        }
                        args[i] = v;
                        filled[i] = true;
                    }
                    None => {
                        if decl.params.last().is_some_and(|p| p.variadic) {
                            extra_named.push((n, v));
                        } else {
                            return Err(Box::new(
                                self.throw_error("Error", &format!("Unknown named parameter ${n}")),
                            ));
                        }
                    }
                }
            }
        }

        // The arguments for declared parameters go into their slots as passed (a
        // by-reference parameter gets a reference) and are checked there; the stack
        // entry shows them from there. Other arguments stay in the entry.
        let declared = decl.params.iter().take_while(|p| !p.variadic).count();
        let mut extra = if args.len() > declared {
            args.split_off(declared)
        } else {
            Vec::new()
        };
        let passed = args.len();
        {
            for (i, v) in args.drain(..).enumerate() {
                if !filled.get(i).copied().unwrap_or(true) {
                    continue;
                }
                slots[i] = Some(if decl.params[i].by_ref {
                    match v {
                        Value::Ref(_) => v,
                        v => Value::Ref(Value::new_ref(v)),
                    }
                } else {
                    v.into_deref()
                });
            }
        }
        // A variadic parameter takes the rest (references for a by-reference one); the
        // entry keeps them dereferenced.
        let rest = if declared < decl.params.len() && !extra.is_empty() {
            let shown = extra.iter().map(|v| v.deref()).collect();
            Some(std::mem::replace(&mut extra, shown))
        } else {
            for v in extra.iter_mut() {
                if let Value::Ref(_) = v {
                    *v = v.deref();
                }
            }
            None
        };
        let args = BoundArgs {
            passed,
            shown: extra,
            rest: rest.unwrap_or_default(),
            gaps: !filled.is_empty(),
        };
        self.run_frame(func, slots, args, extra_named, &ctx, from_user)
    }

    /// PHP's warning when a builtin calls `func` (a callback) with a value where a
    /// by-reference parameter wants a reference; the call goes on with the value.
    #[cold]
    #[inline(never)]
    fn warn_values_for_refs(
        &self,
        func: &UserFunc,
        ctx: &CallCtx,
        args: &[Value],
        named: &[(Name, Value)],
    ) {
        let params = &func.decl.params;
        let by_name = named.iter().filter_map(|(n, v)| {
            let i = params.iter().position(|p| p.name == *n && !p.variadic)?;
            Some((i, v))
        });
        for (i, v) in args.iter().enumerate().chain(by_name) {
            let Some(p) = params
                .get(i)
                .or_else(|| params.last().filter(|p| p.variadic))
            else {
                break;
            };
            if p.by_ref && !matches!(v, Value::Ref(_)) {
                // A variadic parameter's arguments are shown by number only.
                let shown = if p.variadic {
                    String::new()
                } else {
                    format!(" (${})", p.name)
                };
                self.warn(&format!(
                    "{}(): Argument #{}{shown} must be passed by reference, value given",
                    Self::func_display_name(func, ctx.class.as_ref()),
                    i + 1,
                ));
            }
        }
    }

    /// Slot storage for a call of `func`: an undefined slot per local variable, in a
    /// vector a finished call of `func` left if there is one.
    #[inline(always)]
    pub(crate) fn call_slots(&self, func: &UserFunc) -> Vec<Option<Value>> {
        let n = func.decl.scope.locals.borrow().len();
        match func.slot_pool.borrow_mut().pop() {
            Some(slots) if slots.len() == n => slots,
            _ => Self::new_slots(func),
        }
    }

    #[cold]
    #[inline(never)]
    fn new_slots(func: &UserFunc) -> Vec<Option<Value>> {
        let mut slots = Vec::new();
        super::frame::fill_slots(&mut slots, &func.decl.scope);
        slots
    }

    /// The frame of a call of `func` in context `ctx`, with the storage of `call_slots`.
    #[inline(always)]
    pub(crate) fn user_frame(
        func: &Rc<UserFunc>,
        ctx: &CallCtx,
        slots: Vec<Option<Value>>,
    ) -> Frame {
        let scope = (
            ctx.this.clone(),
            ctx.class.clone(),
            ctx.static_class.clone(),
        );
        Self::frame_in(func, slots, scope)
    }

    /// `user_frame`, taking the object and classes out of `ctx` instead of copying them.
    #[inline(always)]
    pub(crate) fn user_frame_taking(
        func: &Rc<UserFunc>,
        ctx: &mut CallCtx,
        slots: Vec<Option<Value>>,
    ) -> Frame {
        let scope = (ctx.this.take(), ctx.class.take(), ctx.static_class.take());
        Self::frame_in(func, slots, scope)
    }

    /// A frame of `func` running with `$this`, `self` and `static` (which defaults to
    /// `self`).
    #[inline(always)]
    pub(crate) fn frame_in(
        func: &Rc<UserFunc>,
        slots: Vec<Option<Value>>,
        (this, class, static_class): (Option<Obj>, Option<Rc<Class>>, Option<Rc<Class>>),
    ) -> Frame {
        Frame {
            slots: std::cell::RefCell::new(slots),
            owner: ScopeOwner::Func(func.clone()),
            names: std::cell::RefCell::new(func.names.clone()),
            this,
            static_class: static_class.or_else(|| class.clone()),
            class,
            extra: Default::default(),
            strict: func.strict,
        }
    }

    /// Run a user function in `frame`, whose slots hold the arguments of its declared
    /// parameters, with a call-stack entry for traces.
    fn run_frame(
        &self,
        func: &Rc<UserFunc>,
        slots: Vec<Option<Value>>,
        mut args: BoundArgs,
        extra_named: Vec<(Name, Value)>,
        ctx: &CallCtx,
        from_user: bool,
    ) -> EvalResult {
        let shown = std::mem::take(&mut args.shown);
        self.in_activation(
            func,
            slots,
            ctx,
            (args.passed, shown),
            |frame, strict, caller| {
                self.run_user_body(
                    func,
                    frame,
                    args,
                    extra_named,
                    ctx,
                    (from_user, strict && from_user),
                    caller,
                )
            },
        )
    }

    /// Run `body` as the activation of `func` in a frame with `slots`, whose first
    /// `passed` hold arguments (`shown` are the others): its call-stack entry pushed and
    /// the current file and strict mode its own, all restored afterwards and the frame's
    /// slots recycled. `body` gets the caller's strict mode and where the call was.
    #[inline(always)]
    pub(crate) fn in_activation(
        &self,
        func: &Rc<UserFunc>,
        slots: Vec<Option<Value>>,
        ctx: &CallCtx,
        (passed, shown): (usize, Vec<Value>),
        body: impl FnOnce(&Frame, bool, Caller<'_>) -> EvalResult,
    ) -> EvalResult {
        let caller_file = self.cur_file.replace(func.file.clone());
        let caller_pos = self.cur_pos.get();
        let frame = Self::user_frame(func, ctx, slots);
        // SAFETY: `frame`, `ctx`, `caller_file` and `entry` stay in place until the
        // entry is popped below.
        let entry =
            unsafe { UserEntry::new(&frame, ctx, (&caller_file, caller_pos), passed, shown) };
        self.stack
            .borrow_mut()
            .push(unsafe { StackEntry::user(&entry) });
        let prev_strict = self.strict_types.replace(func.strict);
        let result = body(&frame, prev_strict, (&caller_file, caller_pos));
        self.strict_types.set(prev_strict);
        self.stack.borrow_mut().pop();
        *self.cur_file.borrow_mut() = caller_file;
        self.cur_pos.set(caller_pos);
        Self::recycle_slots(func, &frame);
        self.destroy_released(result)
    }

    /// Empty the slots of a finished frame of `func` (in slot order, as dropping the
    /// frame would) and keep them for its next call.
    #[inline(always)]
    pub(crate) fn recycle_slots(func: &UserFunc, frame: &Frame) {
        let mut values = std::mem::take(&mut *frame.slots.borrow_mut());
        // Dropping values runs no PHP code (destructors wait for the next statement),
        // so the slots can be emptied in place; a scalar needs no drop at all.
        for v in values.iter_mut() {
            if let Some(v) = v.take() {
                v.discard();
            }
        }
        let mut pool = func.slot_pool.borrow_mut();
        // As many as a recursion of some depth needs.
        if pool.len() < 64 {
            pool.push(values);
        }
    }

    /// Give the parameters their arguments: defaults for missing ones, the variadic
    /// array, type checks and coercions, promoted constructor properties.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn bind_params(
        &self,
        func: &Rc<UserFunc>,
        frame: &Frame,
        args: BoundArgs,
        extra_named: Vec<(Name, Value)>,
        (from_user, strict_caller): (bool, bool),
        caller_file: &Rc<super::frame::SourceFile>,
        call_pos: u32,
    ) -> Result<(), Unwind> {
        let decl = &func.decl;
        let nargs = args.passed + args.rest.len();
        for (i, p) in decl.params.iter().enumerate() {
            if p.variadic {
                let mut rest = PhpArray::new();
                for v in args.rest {
                    let v = if p.by_ref { v } else { v.into_deref() };
                    let v = self.check_param(
                        frame,
                        func,
                        i + rest.len(),
                        p,
                        v,
                        strict_caller,
                        from_user,
                        caller_file,
                        call_pos,
                    )?;
                    rest.push(v);
                }
                // Named extra arguments are checked under the number after the
                // positional ones, as PHP reports them.
                for (n, v) in extra_named {
                    let v = self.check_param(
                        frame,
                        func,
                        nargs,
                        p,
                        v,
                        strict_caller,
                        from_user,
                        caller_file,
                        call_pos,
                    )?;
                    rest.insert(Key::from_bytes(n.as_bytes()), v);
                }
                frame.slots.borrow_mut()[i] = Some(Value::arr(rest));
                break;
            }
            if p.ty.is_none() && frame.slots.borrow()[i].is_some() {
                continue;
            }
            let given = frame.slots.borrow()[i].clone();
            if let Some(v) = given {
                // Checked in place: a failing check's trace shows the argument passed.
                if let Value::Ref(r) = &v {
                    if p.by_ref {
                        let inner = r.borrow().clone();
                        let c = self.check_param(
                            frame,
                            func,
                            i,
                            p,
                            inner,
                            strict_caller,
                            from_user,
                            caller_file,
                            call_pos,
                        )?;
                        *r.borrow_mut() = c;
                        continue;
                    }
                }
                let c = self.check_param(
                    frame,
                    func,
                    i,
                    p,
                    v,
                    strict_caller,
                    from_user,
                    caller_file,
                    call_pos,
                )?;
                frame.slots.borrow_mut()[i] = Some(c);
                continue;
            }
            // A default before a required parameter is not used: that one is required.
            let last_required = decl
                .params
                .iter()
                .rposition(|p| p.default.is_none() && !p.variadic);
            let default = p
                .default
                .as_ref()
                .filter(|_| last_required.is_none_or(|r| i > r));
            let v = match default {
                Some(d) => {
                    let mut v = self.with_const_expr(true, || self.eval(frame, d))?;
                    if let (Value::Int(n), Some(t)) = (&v, &p.ty) {
                        if super::types::widens_int_to_float(t) {
                            v = Value::Float(*n as f64);
                        }
                    }
                    if p.by_ref {
                        Value::Ref(Value::new_ref(v))
                    } else {
                        v
                    }
                }
                None => {
                    if i < nargs {
                        return Err(self.throw_error(
                            "ArgumentCountError",
                            &format!(
                                "{}(): Argument #{} (${}) not passed",
                                Self::func_display_name(func, frame.class.as_ref()),
                                i + 1,
                                p.name
                            ),
                        ));
                    }
                    let required = last_required.map_or(0, |r| r + 1);
                    // A variadic parameter does not count (PHP's num_args).
                    let exactly = required == decl.params.iter().filter(|p| !p.variadic).count();
                    let place = if from_user {
                        format!(
                            " in {} on line {}",
                            caller_file.path,
                            caller_file.line_of(call_pos)
                        )
                    } else {
                        String::new()
                    };
                    self.cur_pos.set(decl.span.lo);
                    return Err(self.throw_error(
                        "ArgumentCountError",
                        &format!(
                            "Too few arguments to function {}(), {} passed{} and {} {} expected",
                            Self::func_display_name(func, frame.class.as_ref()),
                            nargs,
                            place,
                            if exactly { "exactly" } else { "at least" },
                            required
                        ),
                    ));
                }
            };
            frame.slots.borrow_mut()[i] = Some(v);
        }
        promote_params(frame, decl);
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn run_user_body(
        &self,
        func: &Rc<UserFunc>,
        frame: &Frame,
        args: BoundArgs,
        extra_named: Vec<(Name, Value)>,
        ctx: &CallCtx,
        caller: (bool, bool),
        (caller_file, call_pos): Caller<'_>,
    ) -> EvalResult {
        let decl = &func.decl;
        // Every parameter got a plain argument: nothing to bind or check.
        if !(func.untyped && !args.gaps && args.passed == decl.params.len()) {
            self.bind_params(
                func,
                frame,
                args,
                extra_named,
                caller,
                caller_file,
                call_pos,
            )?;
        }
        self.run_bound_body(func, frame, ctx)
    }

    /// With the parameters bound: give a closure its captured variables, then run the
    /// body (or make the generator) and check the returned value.
    fn run_bound_body(&self, func: &Rc<UserFunc>, frame: &Frame, ctx: &CallCtx) -> EvalResult {
        let decl = &func.decl;
        bind_captured(frame, ctx);
        if decl.scope.is_generator.get() {
            // The generator shows in traces as this call does: its class and arguments.
            let call = self.stack.borrow().last().map(|e| e.info());
            return self.make_generator(func, frame_take(frame), ctx, call);
        }
        self.run_body(func, frame)
    }

    /// Run a function's body in its ready frame and check the returned value.
    #[inline(always)]
    pub(crate) fn run_body(&self, func: &Rc<UserFunc>, frame: &Frame) -> EvalResult {
        let decl = &func.decl;
        let Some(body) = &decl.body else {
            return Ok(Value::Null);
        };
        let ret = match body.as_slice() {
            // A body that is one `return expr;` (getters, small helpers) runs as the
            // expression, as `exec` would run it.
            [Stmt {
                kind: StmtKind::Return(Some(e)),
                span,
                ..
            }] if !decl.by_ref_return => {
                self.cur_pos.set(span.lo);
                Some(self.eval(frame, e)?)
            }
            _ => match self.exec_block(frame, body)? {
                Flow::Return(v) => Some(v),
                _ => None,
            },
        };
        if decl.return_type.is_none() {
            return Ok(ret.unwrap_or_default());
        }
        self.check_return(frame, func, ret)
    }

    /// Check (and coerce) an argument against its parameter's type.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(crate) fn check_param(
        &self,
        frame: &Frame,
        func: &UserFunc,
        i: usize,
        p: &Param,
        v: Value,
        strict: bool,
        from_user: bool,
        caller_file: &Rc<super::frame::SourceFile>,
        call_pos: u32,
    ) -> EvalResult {
        match &p.ty {
            None => Ok(v),
            Some(ty) => self.check_typed_param(
                frame,
                func,
                i,
                p,
                ty,
                v,
                strict,
                from_user,
                caller_file,
                call_pos,
            ),
        }
    }

    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn check_typed_param(
        &self,
        frame: &Frame,
        func: &UserFunc,
        i: usize,
        p: &Param,
        ty: &TypeHint,
        v: Value,
        strict: bool,
        from_user: bool,
        caller_file: &Rc<super::frame::SourceFile>,
        call_pos: u32,
    ) -> EvalResult {
        if let TypeHint::Named(n) = ty {
            if super::types::named_type_matches(frame, n, &v) {
                return Ok(v);
            }
        }
        // An int passed for a float parameter becomes a float, in strict mode too.
        if let (Value::Int(n), false) = (&v, p.variadic) {
            let named = match ty {
                TypeHint::Named(t) => Some(t),
                TypeHint::Nullable(inner) => match &**inner {
                    TypeHint::Named(t) => Some(t),
                    _ => None,
                },
                _ => None,
            };
            if named.is_some_and(|t| t.eq_ignore_ascii_case("float")) {
                return Ok(Value::Float(*n as f64));
            }
        }
        if v.is_null()
            && p.default.as_ref().is_some_and(|d| {
                matches!(d.kind, ExprKind::Lit(Literal::Null))
                    || matches!(&d.kind, ExprKind::Const(n) if n.eq_ignore_ascii_case("null"))
            })
        {
            return Ok(v);
        }
        // PHP reports argument errors at the line where the function starts.
        self.cur_pos.set(func.decl.span.lo);
        match self.coerce_to_type(frame, ty, v.clone(), strict)? {
            Some(v) => {
                // Traces show the coerced argument (`f(5.0)` for a float parameter):
                // parameters from their slots, a variadic one's from the stack entry.
                if p.variadic {
                    let declared = func.decl.params.len() - 1;
                    if let Some(c) = self.stack.borrow().last() {
                        c.set_extra_arg(i - declared, v.deref());
                    }
                }
                Ok(v)
            }
            None => {
                let place = if from_user {
                    format!(
                        ", called in {} on line {}",
                        caller_file.path,
                        caller_file.line_of(call_pos)
                    )
                } else {
                    String::new()
                };
                // A variadic parameter's arguments are numbered, not named.
                let named = if p.variadic {
                    String::new()
                } else {
                    format!(" (${})", p.name)
                };
                Err(Box::new(self.throw_error(
                    "TypeError",
                    &format!(
                        "{}(): Argument #{}{} must be of type {}, {} given{}",
                        Self::func_display_name(func, frame.class.as_ref()),
                        i + 1,
                        named,
                        self.type_to_string(frame, ty),
                        v.type_name_for_error(),
                        place
                    ),
                )))
            }
        }
    }

    pub(crate) fn check_return(
        &self,
        frame: &Frame,
        func: &UserFunc,
        ret: Option<Value>,
    ) -> EvalResult {
        let Some(ty) = &func.decl.return_type else {
            return Ok(ret.unwrap_or(Value::Null));
        };
        if Self::type_is_void(ty) {
            return Ok(Value::Null);
        }
        if let Some(v) = &ret {
            let as_is = match ty {
                TypeHint::Named(n) => {
                    let hit = &func.class_hits[func.decl.params.len()];
                    super::types::named_type_matches_cached(frame, n, v, hit)
                }
                _ => super::types::has_type_as_is(frame, ty, v),
            };
            if as_is || self.is_static_instance(frame, ty, v) {
                return Ok(ret.unwrap_or_default());
            }
        }
        // The name is only made for an error.
        let name = || Self::func_display_name(func, frame.class.as_ref());
        if Self::type_is_never(ty) {
            return Err(Box::new(self.throw_error(
                "TypeError",
                &format!(
                    "{}(): never-returning function must not implicitly return",
                    name()
                ),
            )));
        }
        let Some(v) = ret else {
            return Err(Box::new(self.throw_error(
                "TypeError",
                &format!(
                    "{}(): Return value must be of type {}, none returned",
                    name(),
                    self.return_type_text(frame, ty)
                ),
            )));
        };
        match self.coerce_to_type(frame, ty, v.clone(), frame.strict)? {
            Some(v) => Ok(v),
            None => Err(Box::new(self.throw_error(
                "TypeError",
                &format!(
                    "{}(): Return value must be of type {}, {} returned",
                    name(),
                    self.return_type_text(frame, ty),
                    v.type_name_for_error()
                ),
            ))),
        }
    }

    /// Whether `v` is an instance of the called class for a `static` return type.
    fn is_static_instance(&self, frame: &Frame, ty: &TypeHint, v: &Value) -> bool {
        let (TypeHint::Named(n), Value::Object(o), Some(called)) = (ty, v, &frame.static_class)
        else {
            return false;
        };
        n.eq_ignore_ascii_case("static")
            && (Rc::ptr_eq(o.class(), called) || self.class_is_a(o.class(), called))
    }

    /// A return type as its TypeError shows it: `static` is the called class.
    fn return_type_text(&self, frame: &Frame, ty: &TypeHint) -> String {
        let text = self.type_to_string(frame, ty);
        let Some(called) = frame.static_class.as_ref() else {
            return text;
        };
        text.split('|')
            .map(|part| match part.strip_prefix('?') {
                Some("static") => format!("?{}", called.name),
                _ if part == "static" => called.name.to_string(),
                _ => part.to_string(),
            })
            .collect::<Vec<_>>()
            .join("|")
    }

    /// The line being executed in the current file.
    pub(crate) fn current_line(&self) -> u32 {
        self.cur_file.borrow().line_of(self.cur_pos.get())
    }

    /// `forward_static_call(_array)`: call a static method keeping the caller's late
    /// static binding class when it is a subclass of the method's class.
    fn forward_static_call(&self, f: &Frame, lname: &str, mut args: Vec<Value>) -> EvalResult {
        // Only forward_static_call() insists on a class scope.
        let called = f.static_class.clone();
        if called.is_none() && lname == "forward_static_call" {
            return Err(Box::new(self.throw_error(
                "Error",
                "Cannot call forward_static_call() when no class scope is active",
            )));
        }
        if args.is_empty() {
            return Err(Box::new(self.throw_error(
                "ArgumentCountError",
                &format!("{lname}() expects at least 1 argument, 0 given"),
            )));
        }
        let cb = args.remove(0);
        let (pos, named) = if lname == "forward_static_call_array" {
            let Some(Value::Array(a)) = args.first().map(|v| v.deref()) else {
                return Err(Box::new(self.throw_error(
                    "TypeError",
                    &format!(
                        "forward_static_call_array(): Argument #2 ($args) must be of type array, {} given",
                        args.first().map_or("null".to_string(), |v| v.type_name_for_error())
                    ),
                )));
            };
            // String keys do not name arguments here: every value is positional.
            (a.iter().map(|(_, v)| v.clone()).collect(), Vec::new())
        } else {
            (args, Vec::new())
        };
        let Some(mut d) = self.resolve_callable(&cb, None)? else {
            return Err(Box::new(self.throw_error(
                "TypeError",
                &format!(
                    "{lname}(): Argument #1 ($callback) must be a valid callback, no array or string given"
                ),
            )));
        };
        if let (Some(target), Some(called)) = (&d.static_class, called) {
            if d.this.is_none() && called.instanceof(target) {
                d.static_class = Some(called);
            }
        }
        self.call_closure(&d, pos, named, false)
    }

    /// Functions that need the caller's frame (`compact`, `extract`, ...).
    /// `assert($x)`: as PHP compiles it, the asserted expression's code is the
    /// description when none is given.
    fn eval_assert(&self, f: &Frame, args: &[Arg], span: Span) -> EvalResult {
        let entry = registry::lookup("assert").expect("assert is a builtin");
        let source = match args {
            [a] if !a.unpack && a.name.is_none() => {
                let file = self.cur_file.borrow().clone();
                let source =
                    |s: Span| String::from_utf8_lossy(file.snippet(s.lo, s.hi)).into_owned();
                let mut text = String::from("assert(");
                text.push_str(&crate::syntax::export::export_expr(&a.value, &source));
                text.push(')');
                Some(Value::from(text.as_str()))
            }
            _ => None,
        };
        let mut a = self.eval_args(f, args, &|_, _| false)?;
        if let Some(msg) = source {
            a.pos.push(msg);
        }
        self.set_pos(span);
        self.call_builtin(entry, a.pos, a.named)
    }

    fn frame_function(&self, f: &Frame, lname: &str, args: Vec<Value>) -> EvalResult {
        match lname {
            "func_get_args" => {
                if f.func().is_none() {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        "func_get_args() cannot be called from the global scope",
                    )));
                }
                let args = self
                    .stack
                    .borrow()
                    .last()
                    .map(|c| c.trace_args())
                    .unwrap_or_default();
                Ok(Value::arr(PhpArray::from_values(args)))
            }
            "func_get_arg" => {
                if f.func().is_none() {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        "func_get_arg() cannot be called from the global scope",
                    )));
                }
                let n = args.first().map_or(0, |v| v.to_int());
                if n < 0 {
                    return Err(Box::new(self.throw_error(
                        "ValueError",
                        "func_get_arg(): Argument #1 ($position) must be greater than or equal to 0",
                    )));
                }
                let all = self.frame_function(f, "func_get_args", Vec::new())?;
                match &all {
                    Value::Array(a) if (n as usize) < a.len() => {
                        Ok(a.get_int(n).map(|v| v.deref()).unwrap_or_default())
                    }
                    _ => Err(Box::new(self.throw_error(
                        "ValueError",
                        "func_get_arg(): Argument #1 ($position) must be less than the number of the arguments passed to the currently executed function",
                    ))),
                }
            }
            "func_num_args" => {
                if f.func().is_none() {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        "func_num_args() must be called from a function context",
                    )));
                }
                let st = self.stack.borrow();
                Ok(Value::Int(
                    st.last().map(|c| c.arg_count()).unwrap_or(0) as i64
                ))
            }
            "get_called_class" => match &f.static_class {
                Some(c) => Ok(Value::str(&c.name)),
                None => Err(Box::new(self.throw_error(
                    "Error",
                    "get_called_class() must be called from within a class",
                ))),
            },
            "get_defined_vars" => Ok(Value::arr(self.defined_vars(f))),
            "forward_static_call" | "forward_static_call_array" => {
                self.forward_static_call(f, lname, args)
            }
            "compact" => {
                let mut out = PhpArray::new();
                for (i, a) in args.iter().enumerate() {
                    self.compact_into(f, i + 1, &a.deref(), &mut out);
                }
                Ok(Value::arr(out))
            }
            "extract" => {
                let Some(Value::Array(arr)) = args.first().map(|v| v.deref()) else {
                    return Err(Box::new(self.throw_error(
                        "TypeError",
                        "extract(): Argument #1 ($array) must be of type array, null given",
                    )));
                };
                let flags = args.get(1).map_or(0, |v| v.to_int());
                let prefix = match args.get(2) {
                    Some(p) => Some(self.to_string(p)?),
                    None => None,
                };
                let by_ref = match args.first() {
                    Some(Value::Ref(r)) if flags & EXTR_REFS != 0 => Some(r),
                    _ => None,
                };
                self.extract(f, &arr, flags, prefix, by_ref)
            }
            _ => Ok(Value::Null),
        }
    }

    /// `extract()` with its `EXTR_*` flags: the number of variables set. With EXTR_REFS
    /// and the array passed by reference (`array_ref`), each variable set is bound to its
    /// element, which becomes a reference; otherwise the values are copied.
    fn extract(
        &self,
        f: &Frame,
        arr: &PhpArray,
        flags: i64,
        prefix: Option<PhpString>,
        array_ref: Option<&PhpRef>,
    ) -> EvalResult {
        const OVERWRITE: i64 = 0;
        const SKIP: i64 = 1;
        const PREFIX_SAME: i64 = 2;
        const PREFIX_ALL: i64 = 3;
        const PREFIX_INVALID: i64 = 4;
        const IF_EXISTS: i64 = 6;
        const PREFIX_IF_EXISTS: i64 = 5;
        // The type is the low byte; EXTR_REFS is a flag above it.
        let mode = flags & 0xff;
        if !(OVERWRITE..=IF_EXISTS).contains(&mode) {
            return Err(Box::new(self.throw_error(
                "ValueError",
                "extract(): Argument #2 ($flags) must be a valid extract type",
            )));
        }
        if mode > SKIP && mode <= PREFIX_IF_EXISTS && prefix.is_none() {
            return Err(Box::new(self.throw_error(
                "ValueError",
                "extract(): Argument #3 ($prefix) is required when using this extract type",
            )));
        }
        let prefix = prefix.unwrap_or_default();
        if !prefix.is_empty() && !valid_var_name(prefix.as_bytes()) {
            return Err(Box::new(self.throw_error(
                "ValueError",
                "extract(): Argument #3 ($prefix) must be a valid identifier",
            )));
        }
        let prefixed = |name: &[u8]| {
            let mut p = prefix.as_bytes().to_vec();
            p.push(b'_');
            p.extend_from_slice(name);
            p
        };
        let mut n = 0;
        for (k, v) in arr.iter() {
            let name: Vec<u8> = match k {
                Key::Str(s) => s.as_bytes().to_vec(),
                Key::Int(i) if matches!(mode, PREFIX_ALL | PREFIX_INVALID) => {
                    i.to_string().into_bytes()
                }
                Key::Int(_) => continue,
            };
            let exists = self.lookup_var_by_name(f, &name).is_some() || name == b"this";
            let target = match mode {
                OVERWRITE => Some(name),
                SKIP if exists => None,
                SKIP => Some(name),
                PREFIX_SAME if exists => Some(prefixed(&name)),
                PREFIX_SAME => Some(name),
                PREFIX_ALL => Some(prefixed(&name)),
                PREFIX_INVALID if !valid_var_name(&name) => Some(prefixed(&name)),
                PREFIX_INVALID => Some(name),
                PREFIX_IF_EXISTS if exists => Some(prefixed(&name)),
                IF_EXISTS if exists => Some(name),
                _ => None,
            };
            let Some(target) = target else { continue };
            if !valid_var_name(&target) || target == b"this" {
                continue;
            }
            if target == b"GLOBALS" {
                continue;
            }
            match array_ref {
                Some(r) => {
                    let elem = element_ref(r, k);
                    self.bind_var_by_name(f, &target, elem);
                }
                None => self.set_var_by_name(f, &target, v.deref()),
            }
            n += 1;
        }
        Ok(Value::Int(n))
    }

    /// Add the variables a `compact()` argument (number `pos`) names: a string, or an
    /// array of names (nested arrays too).
    fn compact_into(&self, f: &Frame, pos: usize, a: &Value, out: &mut PhpArray) {
        match a {
            Value::Array(arr) => {
                for v in arr.values() {
                    self.compact_into(f, pos, &v.deref(), out);
                }
            }
            Value::Str(name) => match self.lookup_var_by_name(f, name) {
                Some(val) => out.insert(Key::from_php_string(name.clone()), val),
                None => self.warn(&format!(
                    "compact(): Undefined variable ${}",
                    name.to_string_lossy()
                )),
            },
            v => self.warn(&format!(
                "compact(): Argument #{pos} must be string or array of strings, {} given",
                v.type_name_for_error()
            )),
        }
    }

    /// All defined variables of a frame, in slot order then dynamic ones.
    pub(crate) fn defined_vars(&self, f: &Frame) -> PhpArray {
        let names = f.owner.scope().locals.borrow().clone();
        let mut arr = PhpArray::new();
        let global = self
            .globals
            .borrow()
            .as_ref()
            .is_some_and(|g| std::ptr::eq(&**g, f));
        if global {
            // The request arrays and $argv/$argc come first, as php-cli registers them
            // before the script runs.
            for n in CLI_GLOBALS {
                if let Some(v) = self.lookup_var_by_name(f, n.as_bytes()) {
                    arr.insert(Key::from(n), v);
                }
            }
        }
        let slots = f.slots.borrow();
        for (i, n) in names.iter().enumerate() {
            if let Some(Some(v)) = slots.get(i) {
                arr.insert(Key::from_bytes(n.as_bytes()), v.deref());
            }
        }
        for (k, v) in f.extra.entries() {
            arr.insert(Key::from_bytes(&k), v);
        }
        arr
    }

    /// Assign a variable by name (extract, includes).
    pub(crate) fn set_var_by_name(&self, f: &Frame, name: &[u8], v: Value) {
        if let Some(i) = f.slot_of(name) {
            f.ensure_slots();
            let old = {
                let mut slots = f.slots.borrow_mut();
                match &slots[i] {
                    Some(Value::Ref(r)) => {
                        let r = r.clone();
                        drop(slots);
                        *r.borrow_mut() = v;
                        return;
                    }
                    _ => slots[i].replace(v),
                }
            };
            drop(old);
            return;
        }
        let old = f.extra.borrow_mut().insert(name.to_vec(), v);
        drop(old);
    }

    /// Make variable `name` a reference to `r`, as `$name = &...` does.
    pub(crate) fn bind_var_by_name(&self, f: &Frame, name: &[u8], r: PhpRef) {
        let old = match f.slot_of(name) {
            Some(i) => {
                f.ensure_slots();
                f.slots.borrow_mut()[i].replace(Value::Ref(r))
            }
            None => f.extra.borrow_mut().insert(name.to_vec(), Value::Ref(r)),
        };
        drop(old);
    }

    /// A reference to a variable by name, creating it as null.
    pub(crate) fn var_ref_by_name(&self, f: &Frame, name: &[u8]) -> PhpRef {
        if let Some(i) = f.slot_of(name) {
            f.ensure_slots();
            let mut slots = f.slots.borrow_mut();
            let place = slots[i].get_or_insert(Value::Null);
            if let Value::Ref(r) = place {
                return r.clone();
            }
            let r = Value::new_ref(std::mem::take(place));
            *place = Value::Ref(r.clone());
            return r;
        }
        let mut extra = f.extra.borrow_mut();
        let place = extra.entry(name.to_vec()).or_insert(Value::Null);
        if let Value::Ref(r) = place {
            return r.clone();
        }
        let r = Value::new_ref(std::mem::take(place));
        *place = Value::Ref(r.clone());
        r
    }
}

/// `extract()`'s EXTR_REFS flag.
const EXTR_REFS: i64 = 256;

/// The element `key` of the array held by `array` made a reference (if it is not one
/// yet), as PHP's EXTR_REFS does.
fn element_ref(array: &PhpRef, key: &Key) -> PhpRef {
    let mut held = array.borrow_mut();
    let Value::Array(arr) = &mut *held else {
        return Value::new_ref(Value::Null);
    };
    let place = Rc::make_mut(arr).entry_mut(key.clone());
    if let Value::Ref(r) = place {
        return r.clone();
    }
    let r = Value::new_ref(std::mem::take(place));
    *place = Value::Ref(r.clone());
    r
}

/// `{closure}`, the trace name of closures (one shared string).
pub(crate) fn closure_name() -> Rc<str> {
    thread_local! {
        static NAME: Rc<str> = Rc::from("{closure}");
    }
    NAME.with(|n| n.clone())
}

/// Whether parameter `i` (or the one called `name`) of a user function is by reference.
/// After a call that took local variables by reference: a variable whose reference
/// nothing else holds any more is a plain variable again, as in PHP, so that the paths
/// that read plain slots in place apply to it again.
pub(crate) fn unwrap_lone_refs(f: &Frame, args: &[Arg], by_ref: impl Fn(usize) -> bool) {
    for (i, a) in args.iter().enumerate() {
        if a.unpack || a.name.is_some() {
            break;
        }
        let ExprKind::Var(_, slot) = &a.value.kind else {
            continue;
        };
        if !by_ref(i) {
            continue;
        }
        let mut slots = f.slots.borrow_mut();
        let Some(s) = slots.get_mut(slot.get() as usize) else {
            continue;
        };
        if let Some(Value::Ref(r)) = s {
            if Rc::strong_count(r) == 1 && Rc::weak_count(r) == 0 {
                let v = r.replace(Value::Null);
                *s = Some(v);
            }
        }
    }
}

fn param_by_ref(decl: &FuncDecl, i: usize, name: Option<&str>) -> bool {
    match name {
        Some(n) => decl.params.iter().any(|p| &*p.name == n && p.by_ref),
        None => match decl.params.get(i) {
            Some(p) => p.by_ref,
            None => decl.params.last().is_some_and(|p| p.variadic && p.by_ref),
        },
    }
}

/// Whether an argument expression can be passed by reference.
pub(crate) fn is_lvalue(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Var(..)
            | ExprKind::VarVar(_)
            | ExprKind::Index { .. }
            | ExprKind::Prop { .. }
            | ExprKind::StaticProp { .. }
    )
}

/// The declaring class name of a method for traces: the class that declared it.
fn method_class_name(func: &UserFunc, fallback: &Rc<Class>) -> Rc<str> {
    let _ = func;
    fallback.name.clone()
}

/// Give a closure's frame its captured variables.
#[inline(always)]
pub(crate) fn bind_captured(frame: &Frame, ctx: &CallCtx) {
    if let Some(bound) = &ctx.bound {
        bind_values(frame, bound);
    }
}

fn bind_values(frame: &Frame, bound: &[(u32, Value)]) {
    let mut slots = frame.slots.borrow_mut();
    for (slot, v) in bound.iter() {
        if let Some(s) = slots.get_mut(*slot as usize) {
            *s = Some(v.clone());
        }
    }
}

/// Move a frame's contents out (a generator keeps its frame on its own stack).
fn frame_take(f: &Frame) -> Frame {
    Frame {
        slots: std::cell::RefCell::new(std::mem::take(&mut *f.slots.borrow_mut())),
        owner: f.owner.clone(),
        names: std::cell::RefCell::new(f.names.borrow().clone()),
        this: f.this.clone(),
        class: f.class.clone(),
        static_class: f.static_class.clone(),
        extra: f.extra.take(),
        strict: f.strict,
    }
}

/// The global variables php-cli registers before a script runs, in its order.
pub(crate) const CLI_GLOBALS: [&str; 7] = [
    "_GET", "_POST", "_COOKIE", "_FILES", "argv", "argc", "_SERVER",
];

/// Whether `name` is a valid variable name (`[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*`).
fn valid_var_name(name: &[u8]) -> bool {
    match name.split_first() {
        Some((c, rest)) => {
            (c.is_ascii_alphabetic() || *c == b'_' || *c >= 0x80)
                && rest
                    .iter()
                    .all(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c >= 0x80)
        }
        None => false,
    }
}

/// Store the promoted constructor parameters (`public int $x`) of a bound frame as the
/// properties of its `$this`, under the declaring class's keys.
pub(super) fn promote_params(frame: &Frame, decl: &FuncDecl) {
    let Some(this) = &frame.this else {
        return;
    };
    for (i, p) in decl.params.iter().enumerate() {
        if p.promote.is_some() {
            let v = frame.slots.borrow()[i].clone().unwrap_or_default();
            let key = crate::object::own_slot(frame.class.as_ref(), this, &p.name);
            this.set_prop(key.as_bytes(), v.into_deref());
        }
    }
}
