//! Calls of builtin functions: the call site's arguments evaluated (straight into a
//! pooled vector when none is by reference, named or unpacked), a call-stack entry
//! pushed for traces, and the registry's argument checks and the function run.

use std::rc::Rc;

use super::expr::EvalResult;
use super::frame::{CallInfo, Frame, StackEntry};
use super::Interp;
use crate::builtins::registry::{self, Entry};
use crate::syntax::ast::*;
use crate::value::Value;

impl Interp {
    /// Evaluate the arguments of a builtin's call site and call it; `by_name` is the
    /// name the call site wrote, for a call by name. A call without arguments of a
    /// builtin that needs no stack entry (`suspend()`) runs right here, without a frame
    /// of its own between the caller and the builtin.
    #[inline(always)]
    pub(crate) fn eval_builtin_call(
        &self,
        f: &Frame,
        entry: &'static Entry,
        args: &[Arg],
        by_name: Option<&Name>,
        span: Span,
    ) -> EvalResult {
        if args.is_empty() && entry.frameless() {
            self.set_pos(span);
            return (entry.builtin.call)(self, &mut []).map_err(Box::new);
        }
        // Temporary objects passed are destroyed as the call returns.
        let r = self.eval_builtin_call_args(f, entry, args, by_name, span);
        self.destroy_released(r)
    }

    #[inline(never)]
    fn eval_builtin_call_args(
        &self,
        f: &Frame,
        entry: &'static Entry,
        args: &[Arg],
        by_name: Option<&Name>,
        span: Span,
    ) -> EvalResult {
        // A by-reference parameter that gets no argument (`str_replace`'s `$count`)
        // leaves the others plain values.
        let plain_values = !entry.has_by_ref() || (0..args.len()).all(|i| !entry.by_ref(i));
        if plain_values && args.iter().all(|a| !a.unpack && a.name.is_none()) {
            return match args.len() {
                1 => self.call_with_values::<1>(f, entry, args, by_name, span),
                2 => self.call_with_values::<2>(f, entry, args, by_name, span),
                3 => self.call_with_values::<3>(f, entry, args, by_name, span),
                _ => {
                    let mut pos = self.arg_vec();
                    for a in args {
                        match self.eval(f, &a.value) {
                            Ok(v) => pos.push(v),
                            Err(u) => {
                                self.recycle_arg_vec(pos);
                                return Err(u);
                            }
                        }
                    }
                    self.set_pos(span);
                    if let Some(r) = self.call_quick(entry, &mut pos) {
                        self.recycle_arg_vec(pos);
                        return r;
                    }
                    self.call_builtin_values(f, entry, pos, by_name)
                }
            };
        }
        let describe = |i: usize| builtin_arg_name(entry, i);
        let a = self.eval_args_named(
            f,
            args,
            &|i, n| match n {
                Some(n) => entry.param_index(n).is_some_and(|j| entry.by_ref(j)),
                // array_multisort's arguments are references only when they can be
                // (PHP's "prefer reference"): sort flags may be passed as constants.
                None => {
                    entry.by_ref(i)
                        && (!entry.prefers_ref()
                            || args
                                .get(i)
                                .is_some_and(|a| super::call::is_lvalue(&a.value)))
                }
            },
            &describe,
        )?;
        self.set_pos(span);
        let r = self.call_builtin(entry, a.pos, a.named);
        super::call::unwrap_lone_refs(f, args, |i| entry.by_ref(i));
        r
    }

    /// `N` plain positional arguments evaluated into an array on the Rust stack: the
    /// builtin's fast path or argument-check-free call runs on them without a pooled
    /// vector; otherwise they move into one for the full call.
    #[inline(always)]
    fn call_with_values<const N: usize>(
        &self,
        f: &Frame,
        entry: &'static Entry,
        args: &[Arg],
        by_name: Option<&Name>,
        span: Span,
    ) -> EvalResult {
        let mut vals: [Value; N] = std::array::from_fn(|_| Value::Null);
        for (slot, a) in vals.iter_mut().zip(args) {
            *slot = self.eval(f, &a.value)?;
        }
        self.raise_pending()?;
        self.set_pos(span);
        if let Some(r) = self.call_quick(entry, &mut vals) {
            return r;
        }
        let mut pos = self.arg_vec();
        pos.extend(vals);
        self.call_builtin_values(f, entry, pos, by_name)
    }

    /// The builtin's fast path, or its call without argument checks when its rule allows
    /// these values (see `registry::call_pure`). None: neither applies.
    #[inline(always)]
    fn call_quick(&self, entry: &'static Entry, vals: &mut [Value]) -> Option<EvalResult> {
        if let Some(fast) = entry.fast() {
            if let Some(r) = fast(self, vals) {
                return Some(r.map_err(Box::new));
            }
        }
        registry::call_pure(self, entry, vals).map(|r| r.map_err(Box::new))
    }

    /// The full call of a builtin on evaluated positional arguments.
    fn call_builtin_values(
        &self,
        f: &Frame,
        entry: &'static Entry,
        pos: Vec<Value>,
        by_name: Option<&Name>,
    ) -> EvalResult {
        if entry.compiles_inline(pos.len()) && by_name.is_some_and(|n| names_global(f, n)) {
            return self.call_builtin_inline(entry, pos);
        }
        self.call_builtin(entry, pos, Vec::new())
    }

    /// Call a builtin through the registry, recording a stack entry for traces.
    pub(crate) fn call_builtin(
        &self,
        entry: &'static Entry,
        args: Vec<Value>,
        named: Vec<(Name, Value)>,
    ) -> EvalResult {
        self.raise_pending()?;
        let name = {
            let mut names = self.builtin_names.borrow_mut();
            if names.len() <= entry.id {
                names.resize(entry.id + 1, None);
            }
            names[entry.id]
                .get_or_insert_with(|| Rc::from(entry.name()))
                .clone()
        };
        let shown = if !named.is_empty() {
            // PHP shows the arguments as bound to the parameters, after failing on an
            // unknown or repeated name before the call.
            match registry::named_shown(entry.sig(), &args, &named) {
                Some(bound) => {
                    let mut shown = self.arg_vec();
                    shown.extend(bound);
                    shown
                }
                None => {
                    let placed = registry::place_named(
                        self,
                        entry.sig(),
                        entry.name(),
                        args.clone(),
                        named.clone(),
                    );
                    placed.map_err(Box::new)?;
                    let mut shown = self.arg_vec();
                    shown.extend(args.iter().cloned());
                    shown
                }
            }
        } else if args.is_empty() {
            Vec::new()
        } else {
            let mut shown = self.arg_vec();
            // By-reference arguments stay references here (traces read through them):
            // a copy of the value would share an array the builtin is about to modify.
            shown.extend(args.iter().cloned());
            shown
        };
        // call_user_func() and call_user_func_array() do not show in traces: PHP
        // compiles them to a direct call of their callback.
        let info = self.native_call_info(name, None, shown, !entry.is_transparent());
        let mut args = args;
        let r = self.in_native_call(info, || registry::call(self, entry, &mut args, named));
        self.recycle_arg_vec(args);
        r.map_err(Box::new)
    }

    /// Call a builtin that PHP compiles to an instruction of its own (see
    /// `Entry::compiles_inline`): no stack entry, so what it throws, and what it calls,
    /// shows as coming from the calling code.
    fn call_builtin_inline(&self, entry: &'static Entry, args: Vec<Value>) -> EvalResult {
        self.raise_pending()?;
        let mut args = args;
        let r = registry::call(self, entry, &mut args, Vec::new());
        self.recycle_arg_vec(args);
        r.map_err(Box::new)
    }

    /// The call-stack entry of a builtin or native method called at the current
    /// position: `class` with its call type (`->`, `::`), `shown` the arguments as
    /// passed, `internal` when callbacks it calls show as called from
    /// `[internal function]`.
    pub(crate) fn native_call_info(
        &self,
        func: Rc<str>,
        class: Option<(Rc<str>, &'static str)>,
        shown: Vec<Value>,
        internal: bool,
    ) -> CallInfo {
        let (class, call_type) = match class {
            Some((c, t)) => (Some(c), t),
            None => (None, ""),
        };
        CallInfo {
            func,
            class,
            call_type,
            file: self.cur_file.borrow().clone(),
            pos: self.cur_pos.get(),
            args: shown,
            internal,
            this: None,
            static_class: None,
        }
    }

    /// Run `call` with `info` on the call stack; its argument copies are pooled after.
    pub(crate) fn in_native_call<R>(&self, mut info: CallInfo, call: impl FnOnce() -> R) -> R {
        // SAFETY: `info` stays in place until the entry is popped below.
        self.stack
            .borrow_mut()
            .push(unsafe { StackEntry::native(&info) });
        let r = call();
        self.stack.borrow_mut().pop();
        self.recycle_arg_vec(std::mem::take(&mut info.args));
        r
    }

    /// An empty vector for arguments: a finished builtin call's, or new.
    pub fn arg_vec(&self) -> Vec<Value> {
        self.arg_pool.borrow_mut().pop().unwrap_or_default()
    }

    /// A pooled argument vector holding `vals`: callbacks that builtins call many times
    /// (sort comparisons, `array_map`) take their arguments without allocating.
    pub fn arg_list<const N: usize>(&self, vals: [Value; N]) -> Vec<Value> {
        let mut v = self.arg_vec();
        v.extend(vals);
        v
    }

    /// Keep a finished call's argument vector (emptied) for the next call.
    pub(crate) fn recycle_arg_vec(&self, mut v: Vec<Value>) {
        if v.capacity() == 0 || v.capacity() > 16 {
            return;
        }
        v.clear();
        let mut pool = self.arg_pool.borrow_mut();
        if pool.len() < 64 {
            pool.push(v);
        }
    }
}

/// Whether a call by `name` in `f` certainly names a global function, as PHP requires to
/// compile a builtin's call specially: written qualified, imported, or outside a
/// namespace.
fn names_global(f: &Frame, name: &str) -> bool {
    if name.starts_with('\\') {
        return true;
    }
    let names = f.names.borrow();
    names.ns.is_empty() || names.functions.contains_key(&name.to_ascii_lowercase())
}

/// `f(): Argument #1 ($a)` for a builtin's argument `i`.
pub(crate) fn builtin_arg_name(entry: &Entry, i: usize) -> String {
    match entry.sig().param_for(i).filter(|p| !p.variadic) {
        Some(p) => format!("{}(): Argument #{} (${})", entry.name(), i + 1, p.name),
        None => format!("{}(): Argument #{}", entry.name(), i + 1),
    }
}
