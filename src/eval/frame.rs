//! Execution frames: a function activation's slot vector and context (`$this`, class
//! scope, namespace), the call-stack records used for traces, and statement control flow.

use hashbrown::HashMap;
use std::cell::RefCell;
use std::rc::Rc;

use crate::object::{Class, Obj};
use crate::syntax::ast::{FuncDecl, FunctionScope, Name, Program};
use crate::value::{PhpRef, Value};

/// A loaded source file: its path as reported in messages and its line table.
#[derive(Debug)]
pub struct SourceFile {
    pub path: Rc<str>,
    /// Start offsets of the lines of the whole file.
    pub line_starts: Vec<u32>,
    /// Offset of the parsed text in the file (after a skipped `#!` line).
    pub base: u32,
    /// The file's text (for `assert()` messages, which quote the asserted code).
    pub text: Rc<[u8]>,
}

impl SourceFile {
    pub fn unnamed() -> SourceFile {
        SourceFile {
            path: Rc::from(""),
            line_starts: vec![0],
            base: 0,
            text: Rc::from(&b""[..]),
        }
    }
    pub fn new(path: &str, src: &[u8], base: u32) -> SourceFile {
        let mut line_starts = vec![0u32];
        for (i, c) in src.iter().enumerate() {
            if *c == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            path: Rc::from(path),
            line_starts,
            base,
            text: Rc::from(src),
        }
    }
    /// 1-based line of a byte offset of the parsed text.
    pub fn line_of(&self, offset: u32) -> u32 {
        let offset = offset + self.base;
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }
    /// The source text of a span of the parsed text.
    pub fn snippet(&self, lo: u32, hi: u32) -> &[u8] {
        let (lo, hi) = ((lo + self.base) as usize, (hi + self.base) as usize);
        self.text.get(lo..hi).unwrap_or_default()
    }
    /// The directory of the file (for `__DIR__` and relative includes).
    pub fn dir(&self) -> String {
        match self.path.rfind('/') {
            Some(0) => "/".into(),
            Some(i) => self.path[..i].to_string(),
            None => ".".into(),
        }
    }
}

/// Namespace context of a piece of code: the current namespace and its `use` imports.
#[derive(Debug, Default, Clone)]
pub struct NameCtx {
    /// Without leading or trailing backslash; empty for the global namespace.
    pub ns: Rc<str>,
    /// lowercase alias -> full class name.
    pub classes: HashMap<String, Rc<str>>,
    /// lowercase alias -> full function name.
    pub functions: HashMap<String, Rc<str>>,
    /// alias -> full constant name.
    pub consts: HashMap<String, Rc<str>>,
}

/// A user function, method body or closure body, with where it was declared.
pub struct UserFunc {
    pub decl: Rc<FuncDecl>,
    /// Name for messages and traces (`foo`, `A\foo`, `{closure}`, method name).
    pub name: Rc<str>,
    pub file: Rc<SourceFile>,
    pub names: Rc<NameCtx>,
    /// `declare(strict_types=1)` in the declaring file.
    pub strict: bool,
    /// No parameter is by reference or variadic: positional arguments go straight
    /// into the parameters' slots.
    pub by_value: bool,
    /// With an argument for every parameter, binding is at most checking types and
    /// storing the promoted constructor properties (`promotes`).
    pub plain: bool,
    /// Some parameter is a promoted constructor property (`public int $x`).
    pub promotes: bool,
    /// Also no parameter is promoted or has a type: with an argument for every
    /// parameter there is nothing left to bind or check.
    pub untyped: bool,
    /// Per parameter, then for the return type: the class (its address) of the last
    /// object found to match a class type by name, which the next object of that class
    /// then matches at once (see `types::named_type_matches_cached`).
    pub class_hits: Box<[std::cell::Cell<usize>]>,
    /// The `static` variables of a closure that declares some (each closure object has
    /// its own function and so its own), keyed by declaration address. Other functions
    /// keep theirs in `Interp::statics`.
    pub closure_statics: RefCell<HashMap<usize, PhpRef>>,
    /// Slot vectors of finished calls, one undefined slot per local each, ready for the
    /// next calls.
    pub slot_pool: RefCell<Vec<Vec<Option<Value>>>>,
}

impl std::fmt::Debug for UserFunc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "UserFunc({})", self.name)
    }
}

impl UserFunc {
    /// Whether a call with `n` positional arguments binds nothing but one argument per
    /// parameter (the lean call path).
    pub fn takes_plain(&self, n: usize) -> bool {
        self.plain && n == self.decl.params.len() && !self.decl.scope.is_generator.get()
    }

    pub fn new(
        decl: Rc<FuncDecl>,
        name: Rc<str>,
        file: Rc<SourceFile>,
        names: Rc<NameCtx>,
        strict: bool,
    ) -> UserFunc {
        let by_value = decl.params.iter().all(|p| !p.by_ref && !p.variadic);
        let plain = by_value;
        let promotes = decl.params.iter().any(|p| p.promote.is_some());
        let untyped = plain && !promotes && decl.params.iter().all(|p| p.ty.is_none());
        let class_hits = (0..=decl.params.len())
            .map(|_| Default::default())
            .collect();
        UserFunc {
            decl,
            name,
            file,
            names,
            strict,
            by_value,
            plain,
            promotes,
            untyped,
            class_hits,
            closure_statics: RefCell::new(HashMap::new()),
            slot_pool: RefCell::new(Vec::new()),
        }
    }

    /// Whether this is a closure body with `static` variables of its own.
    pub fn has_closure_statics(&self) -> bool {
        self.decl.is_closure && self.decl.scope.has_statics.get()
    }

    /// The function of a new closure object made from the closure `self` runs (bound,
    /// cloned, or created again): its own copy of the `static` variables as they are now.
    pub fn with_statics_copied(&self) -> UserFunc {
        let copy = UserFunc::new(
            self.decl.clone(),
            self.name.clone(),
            self.file.clone(),
            self.names.clone(),
            self.strict,
        );
        for (k, r) in self.closure_statics.borrow().iter() {
            let v = r.borrow().clone();
            copy.closure_statics
                .borrow_mut()
                .insert(*k, Value::new_ref(v));
        }
        copy
    }
}

/// The code a frame runs: whose local names its slots hold, and the function running.
#[derive(Clone)]
pub enum ScopeOwner {
    /// Top-level code of a file, with the function that included it (if one did) and
    /// the file.
    Program(Rc<Program>, Option<Rc<UserFunc>>, Rc<SourceFile>),
    /// A function's body.
    Func(Rc<UserFunc>),
}

impl ScopeOwner {
    pub fn scope(&self) -> &FunctionScope {
        match self {
            ScopeOwner::Program(p, ..) => &p.scope,
            ScopeOwner::Func(f) => &f.decl.scope,
        }
    }
}

/// A frame's local variable slots (None = undefined). The call-stack entry of the
/// frame's activation reads its parameters' current values from here for traces.
pub type Slots = RefCell<Vec<Option<Value>>>;

/// Give `slots` (empty or emptied) one undefined slot per local of `scope`.
#[inline(always)]
pub fn fill_slots(v: &mut Vec<Option<Value>>, scope: &FunctionScope) {
    let n = scope.locals.borrow().len();
    // Exactly the slots needed: a frame parked in a coroutine keeps its vector.
    let missing = n.saturating_sub(v.len());
    v.reserve_exact(missing);
    while v.len() < n {
        v.push(None);
    }
}

/// A frame's variables that have no slot, by name; the map exists once one is set.
#[derive(Default)]
pub struct ExtraVars(RefCell<Option<Box<VarMap>>>);

/// Variables by name, in the order they were created (PHP's symbol table order: what
/// `get_defined_vars()` lists and script-end destruction reverses). Remove with
/// `shift_remove` to keep that order.
pub type VarMap = indexmap::IndexMap<Vec<u8>, Value>;

impl ExtraVars {
    /// The map, created if needed, borrowed for writing.
    pub fn borrow_mut(&self) -> std::cell::RefMut<'_, VarMap> {
        std::cell::RefMut::map(self.0.borrow_mut(), |m| &mut **m.get_or_insert_default())
    }

    /// A variable's value with references followed.
    pub fn get(&self, name: &[u8]) -> Option<Value> {
        self.0.borrow().as_ref()?.get(name).map(Value::deref)
    }

    pub fn contains(&self, name: &[u8]) -> bool {
        self.0
            .borrow()
            .as_ref()
            .is_some_and(|m| m.contains_key(name))
    }

    /// Every variable, with references followed.
    pub fn entries(&self) -> Vec<(Vec<u8>, Value)> {
        match &*self.0.borrow() {
            Some(m) => m.iter().map(|(k, v)| (k.clone(), v.deref())).collect(),
            None => Vec::new(),
        }
    }

    /// Move the variables out, leaving none.
    pub fn take(&self) -> ExtraVars {
        ExtraVars(RefCell::new(self.0.borrow_mut().take()))
    }
}

/// One activation: local variable slots and context.
pub struct Frame {
    pub slots: Slots,
    /// The code running, which also gives the file (`file()`).
    pub owner: ScopeOwner,
    pub names: RefCell<Rc<NameCtx>>,
    pub this: Option<Obj>,
    /// `self::` (the class whose code runs).
    pub class: Option<Rc<Class>>,
    /// `static::` (late static binding).
    pub static_class: Option<Rc<Class>>,
    /// Variables without a slot (created by `$$name`, `extract`, includes).
    pub extra: ExtraVars,
    pub strict: bool,
}

impl Frame {
    pub fn new(owner: ScopeOwner, names: Rc<NameCtx>, strict: bool) -> Frame {
        let mut slots = Vec::new();
        fill_slots(&mut slots, owner.scope());
        Frame {
            slots: RefCell::new(slots),
            owner,
            names: RefCell::new(names),
            this: None,
            class: None,
            static_class: None,
            extra: ExtraVars::default(),
            strict,
        }
    }

    /// Drop a call's frame after its slots were recycled (`recycle_slots`), with the
    /// common cases inline: a function's owner, no variables without a slot, an
    /// emptied slot vector.
    #[inline(always)]
    pub fn release(self) {
        let Frame {
            slots,
            owner,
            names,
            this,
            class,
            static_class,
            extra,
            strict: _,
        } = self;
        let slots = slots.into_inner();
        if slots.capacity() == 0 {
            std::mem::forget(slots);
        } else {
            drop(slots);
        }
        match owner {
            ScopeOwner::Func(func) => drop(func),
            other => drop(other),
        }
        drop(names.into_inner());
        if let Some(this) = this {
            drop(this);
        }
        if let Some(class) = class {
            drop(class);
        }
        if let Some(class) = static_class {
            drop(class);
        }
        match extra.0.into_inner() {
            None => {}
            Some(vars) => drop(vars),
        }
    }

    /// The file of the code running.
    #[inline]
    pub fn file(&self) -> &Rc<SourceFile> {
        match &self.owner {
            ScopeOwner::Program(_, _, file) => file,
            ScopeOwner::Func(func) => &func.file,
        }
    }

    /// The function running (None for top-level code of a file run by none).
    pub fn func(&self) -> Option<&Rc<UserFunc>> {
        match &self.owner {
            ScopeOwner::Program(_, func, _) => func.as_ref(),
            ScopeOwner::Func(func) => Some(func),
        }
    }

    /// Store `v` in local `slot` when what the slot holds needs no release (nothing, or
    /// a scalar that is not a reference); otherwise give `v` back.
    #[inline(always)]
    pub fn store_over_scalar(&self, slot: u32, v: Value) -> Result<(), Value> {
        let mut slots = self.slots.borrow_mut();
        match slots.get_mut(slot as usize) {
            Some(
                cell
                @ (None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))),
            ) => {
                // Nothing to drop in the value replaced.
                std::mem::forget(cell.replace(v));
                Ok(())
            }
            _ => Err(v),
        }
    }

    /// Name of a slot.
    pub fn slot_name(&self, slot: u32) -> Name {
        self.owner
            .scope()
            .locals
            .borrow()
            .get(slot as usize)
            .cloned()
            .unwrap_or_else(|| Rc::from(""))
    }

    /// Slot of a variable name, if the function has one.
    pub fn slot_of(&self, name: &[u8]) -> Option<usize> {
        self.owner
            .scope()
            .locals
            .borrow()
            .iter()
            .position(|n| n.as_bytes() == name)
    }

    /// Make sure the slot vector covers every local (scopes can grow after includes).
    pub fn ensure_slots(&self) {
        let n = self.owner.scope().locals.borrow().len();
        let mut s = self.slots.borrow_mut();
        if s.len() < n {
            s.resize(n, None);
        }
    }
}

/// A call as traces show it, owned: the call-stack entry of a builtin, native method or
/// resumed generator, and any entry once copied out of the stack.
#[derive(Clone)]
pub struct CallInfo {
    /// Function name as shown in traces (`foo`, `{closure}`, method name).
    pub func: Rc<str>,
    /// Class for methods (`A` in `A->m()`).
    pub class: Option<Rc<str>>,
    /// `->` or `::`.
    pub call_type: &'static str,
    /// Where the call happened: the file and the byte offset in it.
    pub file: Rc<SourceFile>,
    pub pos: u32,
    /// The arguments as traces and `func_get_args()` show them.
    pub args: Vec<Value>,
    /// A builtin function or native method: functions it calls back show as called
    /// from `[internal function]` (no file and line).
    pub internal: bool,
    /// The `$this` and late static binding class of a user call: callables naming
    /// `self::`, `parent::`, `static::` or an ancestor class call with them.
    pub this: Option<Obj>,
    pub static_class: Option<Rc<Class>>,
}

impl CallInfo {
    /// The line of the call.
    pub fn line(&self) -> u32 {
        self.file.line_of(self.pos)
    }
}

/// One entry of the PHP call stack: it refers to what the running call keeps on the
/// native stack, so pushing and popping one moves two words and copies nothing.
///
/// Invariant (what makes reading an entry sound): the record an entry points at is a
/// local of the call that pushed the entry (`Interp::in_activation`, `enter_plain`,
/// `in_native_call`, the generator resume), which does not move it and pops the entry
/// before it goes away; pushes and pops nest. Entries are read only from the running call stack: a
/// parked coroutine's call stack is swapped out with its context while its calls stay
/// on its own native stack, kept until it resumes (or dropped together with the
/// entries, and dropping an entry reads nothing).
#[derive(Clone, Copy)]
pub enum StackEntry {
    /// A builtin, native method or resumed generator, with what it shows.
    Native(std::ptr::NonNull<CallInfo>),
    /// A user function's activation.
    User(std::ptr::NonNull<UserEntry>),
}

/// What the call-stack entry of a running user function shows. It copies nothing the
/// activation already holds: it refers to the activation's frame (function, slots,
/// `$this`, class), its call context (trace name, late static binding class) and the
/// caller's file, all locals of the activation (`Interp::in_activation`, `enter_plain`)
/// that outlive the entry (see
/// `StackEntry`), and a trace reads what it shows from there when one is made.
pub struct UserEntry {
    frame: std::ptr::NonNull<Frame>,
    ctx: std::ptr::NonNull<super::call::CallCtx>,
    caller_file: std::ptr::NonNull<Rc<SourceFile>>,
    pos: u32,
    /// The first `passed` slots of the frame hold the arguments bound to declared
    /// parameters, shown with their current values.
    passed: u32,
    /// The other arguments as passed.
    args: RefCell<Vec<Value>>,
}

impl UserEntry {
    /// The entry of an activation running in `frame` with `ctx`, called from
    /// `caller_file` at `pos`; the first `passed` slots hold arguments, `args` are the
    /// others.
    ///
    /// # Safety
    /// `frame`, `ctx` and `caller_file` must stay alive and in place for as long as the
    /// entry is on the call stack (see `StackEntry`).
    #[inline(always)]
    pub(crate) unsafe fn new(
        frame: &Frame,
        ctx: &super::call::CallCtx,
        (caller_file, pos): (&Rc<SourceFile>, u32),
        passed: usize,
        args: Vec<Value>,
    ) -> UserEntry {
        UserEntry {
            frame: frame.into(),
            ctx: ctx.into(),
            caller_file: caller_file.into(),
            pos,
            passed: passed as u32,
            args: RefCell::new(args),
        }
    }

    #[inline(always)]
    fn parts(&self) -> (&Frame, &super::call::CallCtx, &Rc<SourceFile>) {
        // SAFETY: the entry is on the running call stack, so the activation's locals it
        // refers to are alive and in place (see `StackEntry`).
        unsafe {
            (
                self.frame.as_ref(),
                self.ctx.as_ref(),
                self.caller_file.as_ref(),
            )
        }
    }
}

/// A call-stack entry resolved to what it points at.
enum Resolved<'a> {
    Native(&'a CallInfo),
    User(&'a UserEntry),
}

impl StackEntry {
    /// The entry for a native call showing `info`.
    ///
    /// # Safety
    /// `info` must stay alive and in place for as long as the entry is on the call
    /// stack (see `StackEntry`).
    #[inline(always)]
    pub(crate) unsafe fn native(info: &CallInfo) -> StackEntry {
        StackEntry::Native(info.into())
    }

    /// The entry for a user call showing `entry`.
    ///
    /// # Safety
    /// As for `native`, and `UserEntry::new`'s requirements hold for `entry`.
    #[inline(always)]
    pub(crate) unsafe fn user(entry: &UserEntry) -> StackEntry {
        StackEntry::User(entry.into())
    }

    #[inline(always)]
    fn resolve(&self) -> Resolved<'_> {
        // SAFETY: entries are read only while on the running call stack, where what
        // they point at is alive and in place (see `StackEntry`).
        unsafe {
            match self {
                StackEntry::Native(p) => Resolved::Native(p.as_ref()),
                StackEntry::User(p) => Resolved::User(p.as_ref()),
            }
        }
    }

    /// The user function the entry runs (None for a native call).
    pub fn user_func(&self) -> Option<Rc<UserFunc>> {
        match self.resolve() {
            Resolved::Native(_) => None,
            Resolved::User(u) => u.parts().0.func().cloned(),
        }
    }

    /// Function name as shown in traces (`foo`, `{closure}`, method name).
    pub fn func(&self) -> Rc<str> {
        match self.resolve() {
            Resolved::Native(c) => c.func.clone(),
            Resolved::User(u) => {
                let (frame, ctx, _) = u.parts();
                match (&ctx.trace_name, frame.func()) {
                    (Some(n), _) => n.clone(),
                    (None, Some(f)) => f.name.clone(),
                    (None, None) => Rc::from(""),
                }
            }
        }
    }

    /// Class for methods (`A` in `A->m()`): a closure shows under its scope.
    pub fn class(&self) -> Option<Rc<str>> {
        match self.resolve() {
            Resolved::Native(c) => c.class.clone(),
            Resolved::User(u) => u.parts().0.class.as_ref().map(|c| c.name.clone()),
        }
    }

    /// `->` (with `$this`) or `::` for methods, empty for functions.
    pub fn call_type(&self) -> &'static str {
        match self.resolve() {
            Resolved::Native(c) => c.call_type,
            Resolved::User(u) => {
                let frame = u.parts().0;
                match (&frame.class, &frame.this) {
                    (None, _) => "",
                    (Some(_), Some(_)) => "->",
                    (Some(_), None) => "::",
                }
            }
        }
    }

    /// A builtin function or native method (functions it calls back show as called
    /// from `[internal function]`).
    pub fn internal(&self) -> bool {
        match self.resolve() {
            Resolved::Native(c) => c.internal,
            Resolved::User(_) => false,
        }
    }

    /// The `$this` a user call runs with.
    pub fn this(&self) -> Option<Obj> {
        match self.resolve() {
            Resolved::Native(c) => c.this.clone(),
            Resolved::User(u) => u.parts().0.this.clone(),
        }
    }

    /// The late static binding class a user call was made with.
    pub fn static_class(&self) -> Option<Rc<Class>> {
        match self.resolve() {
            Resolved::Native(c) => c.static_class.clone(),
            Resolved::User(u) => u.parts().0.static_class.clone(),
        }
    }

    /// The arguments as traces and `func_get_args()` show them.
    pub fn trace_args(&self) -> Vec<Value> {
        match self.resolve() {
            Resolved::Native(c) => c.args.iter().map(Value::deref).collect(),
            Resolved::User(u) => {
                let (frame, _, _) = u.parts();
                let args = u.args.borrow();
                let mut out = Vec::with_capacity(u.passed as usize + args.len());
                // A frame busy writing a variable (never the case when PHP code asks)
                // shows its parameters as null.
                let slots = frame.slots.try_borrow().ok();
                for i in 0..u.passed as usize {
                    let v = slots
                        .as_ref()
                        .and_then(|s| s.get(i).cloned().flatten())
                        .map_or(Value::Null, |v| v.into_deref());
                    out.push(v);
                }
                out.extend(args.iter().cloned());
                out
            }
        }
    }

    /// How many arguments the call received.
    pub fn arg_count(&self) -> usize {
        match self.resolve() {
            Resolved::Native(c) => c.args.len(),
            Resolved::User(u) => u.passed as usize + u.args.borrow().len(),
        }
    }

    /// Show `v` as argument `i` of those a user call's entry keeps (the arguments after
    /// the declared parameters).
    pub fn set_extra_arg(&self, i: usize, v: Value) {
        if let Resolved::User(u) = self.resolve() {
            if let Some(a) = u.args.borrow_mut().get_mut(i) {
                *a = v;
            }
        }
    }

    /// The entry as an owned record, arguments as they are now.
    pub fn info(&self) -> CallInfo {
        match self.resolve() {
            Resolved::Native(c) => CallInfo {
                args: self.trace_args(),
                ..c.clone()
            },
            Resolved::User(u) => {
                let (frame, _, caller_file) = u.parts();
                CallInfo {
                    func: self.func(),
                    class: self.class(),
                    call_type: self.call_type(),
                    file: caller_file.clone(),
                    pos: u.pos,
                    args: self.trace_args(),
                    internal: false,
                    this: frame.this.clone(),
                    static_class: frame.static_class.clone(),
                }
            }
        }
    }
}

/// How a statement finished. `repr(C, u64)` keeps the returned value at an aligned
/// offset, so passing a flow up is aligned word moves (see `Value`).
#[repr(C, u64)]
pub enum Flow {
    Normal,
    Break(u32),
    Continue(u32),
    Return(Value),
    /// `goto label`: unwinds to the statement list holding the label.
    Goto(Name),
}
