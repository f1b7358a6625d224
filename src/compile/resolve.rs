//! Slot resolution: every `$name` in a function body gets an index into the function's
//! slot vector (`FunctionScope.locals`), stored in the AST's `Cell<u32>`. Nested functions,
//! closures and class methods get their own scopes. Also reports the compile-time errors
//! PHP finds at this stage (misplaced `break`, `$this` assignment, empty array elements).
//! Never evaluates anything.

use std::cell::RefCell;
use std::collections::HashMap;

use super::default_type;
use crate::syntax::ast::*;

/// Slot marker for `$this`.
pub const THIS_SLOT: u32 = u32::MAX - 1;
/// Slot marker for `$GLOBALS`.
pub const GLOBALS_SLOT: u32 = u32::MAX - 2;
/// Slot marker for the superglobals other than `$GLOBALS` (`$_SERVER`, `$_ENV`, ...):
/// global variables visible in every scope.
pub const SUPERGLOBAL_SLOT: u32 = u32::MAX - 3;

/// The superglobal arrays reached through `SUPERGLOBAL_SLOT`.
pub const SUPERGLOBALS: &[&str] = &[
    "_SERVER", "_ENV", "_GET", "_POST", "_COOKIE", "_FILES", "_REQUEST",
];

/// A slot number of a local variable (not one of the markers above, not unresolved).
pub fn is_local_slot(slot: u32) -> bool {
    slot < SUPERGLOBAL_SLOT
}

/// Names that need the caller's variables by name.
const DYNAMIC_FUNCS: &[&str] = &["compact", "extract", "get_defined_vars"];

/// A compile-time error: PHP's message and the byte offset it is reported at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    pub message: String,
    pub pos: u32,
}

thread_local! {
    /// The first compile error of the file being resolved.
    static FIRST_ERROR: RefCell<Option<CompileError>> = const { RefCell::new(None) };
    /// Inside a class declared without a parent (where `parent` names nothing).
    static NO_PARENT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// What a closure declared here is named after (see `FunctionScope::closure_parent`).
    static CLOSURE_PARENT: RefCell<(Option<Name>, Vec<u32>)> = const { RefCell::new((None, Vec::new())) };
    /// The namespace being resolved (empty: the global one).
    static NAMESPACE: RefCell<Name> = RefCell::new(Name::from(""));
    /// The name of the class whose members are being resolved.
    static CLASS_NAME: RefCell<Option<Name>> = const { RefCell::new(None) };
    /// What `__CLASS__` is in a closure declared here (see `FunctionScope::closure_class`).
    static LEXICAL_CLASS: RefCell<Option<Name>> = RefCell::new(Some(Name::from("")));
}

/// Resolve with `parent` as what closures declared inside are named after.
fn with_closure_parent(parent: (Option<Name>, Vec<u32>), f: impl FnOnce()) {
    let outer = CLOSURE_PARENT.with(|p| p.replace(parent));
    f();
    CLOSURE_PARENT.with(|p| *p.borrow_mut() = outer);
}

/// `name` qualified with the namespace being resolved.
fn qualified(name: &str) -> String {
    let ns = NAMESPACE.with(|n| n.borrow().clone());
    if ns.is_empty() {
        name.to_string()
    } else {
        format!("{ns}\\{name}")
    }
}

fn report(message: String, pos: u32) {
    FIRST_ERROR.with(|e| {
        e.borrow_mut().get_or_insert(CompileError { message, pos });
    });
}

struct Scope<'a> {
    scope: &'a FunctionScope,
    map: HashMap<Name, u32>,
    /// Enclosing loops and switches, for `break N`/`continue N`.
    loops: u32,
    /// `loops` where the innermost enclosing `finally` block starts: a `break` or
    /// `continue` may not leave it.
    finally_loops: Option<u32>,
    /// What `return` statements may do in this function.
    ret: Ret,
    /// Positions of `return;` in a function whose return type needs a value (an error
    /// unless the function turns out to be a generator).
    bare_returns: Vec<u32>,
    /// The statement lists entered, from the body down, each with `loops` inside it.
    blocks: BlockPath,
    next_block: u32,
    /// The labels of this function body and its `goto`s (with their positions), each
    /// with the `blocks` it is in.
    labels: Vec<(Name, BlockPath)>,
    gotos: Vec<(Name, u32, BlockPath)>,
}

/// Statement lists from a function body down to one inside it: (id, enclosing loops).
type BlockPath = Vec<(u32, u32)>;

/// The return type rule of a function body.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ret {
    /// No return type (or top-level code, an arrow function).
    Untyped,
    Void,
    Never,
    /// Any other return type (true when it allows null): `return;` has no value to give.
    Typed(bool),
}

/// Whether a type accepts null (`?T`, `mixed`, `null`, a union with `null`).
fn allows_null(t: &TypeHint) -> bool {
    match t {
        TypeHint::Nullable(_) => true,
        TypeHint::Named(n) => n.eq_ignore_ascii_case("mixed") || n.eq_ignore_ascii_case("null"),
        TypeHint::Union(ts) => ts.iter().any(allows_null),
        TypeHint::Intersection(_) => false,
    }
}

/// Whether a type mentions `static` (only methods and closures may return it).
fn names_static(t: &TypeHint) -> bool {
    match t {
        TypeHint::Named(n) => n.eq_ignore_ascii_case("static"),
        TypeHint::Nullable(t) => names_static(t),
        TypeHint::Union(ts) | TypeHint::Intersection(ts) => ts.iter().any(names_static),
    }
}

impl Ret {
    fn of(f: &FuncDecl) -> Ret {
        match &f.return_type {
            _ if f.is_arrow => Ret::Untyped,
            None => Ret::Untyped,
            Some(TypeHint::Named(n)) if n.eq_ignore_ascii_case("void") => Ret::Void,
            Some(TypeHint::Named(n)) if n.eq_ignore_ascii_case("never") => Ret::Never,
            Some(t) => Ret::Typed(allows_null(t)),
        }
    }
}

impl<'a> Scope<'a> {
    fn new(scope: &'a FunctionScope) -> Scope<'a> {
        let mut map = HashMap::new();
        for (i, n) in scope.locals.borrow().iter().enumerate() {
            map.insert(n.clone(), i as u32);
        }
        Scope {
            scope,
            map,
            loops: 0,
            finally_loops: None,
            ret: Ret::Untyped,
            bare_returns: Vec::new(),
            blocks: Vec::new(),
            next_block: 0,
            labels: Vec::new(),
            gotos: Vec::new(),
        }
    }

    /// After the body: every `goto` needs a label of the same function, in its own
    /// statement list or an enclosing one.
    fn check_gotos(&self) {
        for (label, pos, from) in &self.gotos {
            let Some((_, to)) = self.labels.iter().find(|(l, _)| l == label) else {
                report(format!("'goto' to undefined label '{label}'"), *pos);
                continue;
            };
            let common = to.iter().zip(from).take_while(|(a, b)| a == b).count();
            if common == to.len() {
                continue;
            }
            let loops_at = |n: usize| if n == 0 { 0 } else { to[n - 1].1 };
            let message = if to[to.len() - 1].1 > loops_at(common) {
                "'goto' into loop or switch statement is disallowed"
            } else {
                "aphp does not support goto into a block"
            };
            report(message.into(), *pos);
        }
    }
    fn slot(&mut self, name: &Name) -> u32 {
        if &**name == "this" {
            self.scope.uses_this.set(true);
            return THIS_SLOT;
        }
        if &**name == "GLOBALS" {
            return GLOBALS_SLOT;
        }
        if name.starts_with('_') && SUPERGLOBALS.contains(&&**name) {
            return SUPERGLOBAL_SLOT;
        }
        if let Some(&s) = self.map.get(name) {
            return s;
        }
        let mut locals = self.scope.locals.borrow_mut();
        let s = locals.len() as u32;
        locals.push(name.clone());
        self.map.insert(name.clone(), s);
        s
    }
}

/// Resolve the top-level code of a file and every function inside it; the first
/// compile-time error found, if any.
pub fn resolve_program(p: &Program) -> Option<CompileError> {
    FIRST_ERROR.with(|e| e.borrow_mut().take());
    NAMESPACE.with(|n| *n.borrow_mut() = Name::from(""));
    CLOSURE_PARENT.with(|c| *c.borrow_mut() = (None, Vec::new()));
    let mut sc = Scope::new(&p.scope);
    stmts(&mut sc, &p.stmts);
    sc.check_gotos();
    FIRST_ERROR.with(|e| e.borrow_mut().take())
}

/// The body of a loop or switch.
fn loop_body(sc: &mut Scope, body: &[Stmt]) {
    sc.loops += 1;
    stmts(sc, body);
    sc.loops -= 1;
}

/// An assignment or foreach target: destructuring patterns may skip elements.
fn target(sc: &mut Scope, e: &Expr) {
    match &e.kind {
        ExprKind::Array(list) | ExprKind::List(list) | ExprKind::ConstArray(list, _)
            if list.iter().flatten().next().is_none() =>
        {
            report("Cannot use empty list".into(), e.span.lo)
        }
        ExprKind::Array(list) | ExprKind::List(list) => {
            let is_list = matches!(e.kind, ExprKind::List(_));
            let mixed = list.iter().flatten().any(|it| match &it.value.kind {
                ExprKind::Array(_) => is_list,
                ExprKind::List(_) => !is_list,
                _ => false,
            });
            if mixed {
                report("Cannot mix [] and list()".into(), e.span.lo);
            }
            for it in list.iter().flatten() {
                if let Some(k) = &it.key {
                    expr(sc, k);
                }
                target(sc, &it.value);
            }
        }
        ExprKind::Var(name, _) if &**name == "this" => {
            report("Cannot re-assign $this".into(), e.span.lo);
            expr(sc, e);
        }
        // Literal elements are reported as not writable.
        ExprKind::ConstArray(list, _) => {
            for it in list.iter().flatten() {
                target(sc, &it.value);
            }
        }
        ExprKind::Lit(_) => report(
            "Assignments can only happen to writable values".into(),
            e.span.lo,
        ),
        _ => written(sc, e),
    }
}

/// A place that is written, incremented, referenced or unset: fetching it for writing
/// needs every base below it to be a variable, not a constant value.
fn written(sc: &mut Scope, e: &Expr) {
    if fetches_temporary(e) {
        report(
            "Cannot use temporary expression in write context".into(),
            e.span.lo,
        );
    }
    write_place(sc, e);
}

/// An element or property whose base, at any depth, is a constant value.
fn fetches_temporary(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Index { base, .. } | ExprKind::Prop { obj: base, .. } => {
            is_temporary(base) || fetches_temporary(base)
        }
        _ => false,
    }
}

/// A constant value (a literal, constant or class constant) or a new object (`new`,
/// `clone`) that an element or a property of cannot be written.
fn is_temporary(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Lit(_)
            | ExprKind::ConstArray(..)
            | ExprKind::Array(_)
            | ExprKind::Const(_)
            | ExprKind::ClassConst { .. }
            | ExprKind::New { .. }
            | ExprKind::Clone(_)
    )
}

/// A place written to (or passed where it may be taken by reference): there `$a[]`
/// appends, anywhere else it is the compile error "Cannot use [] for reading".
fn write_place(sc: &mut Scope, e: &Expr) {
    match &e.kind {
        ExprKind::Index { base, index } => {
            write_place(sc, base);
            if let Some(i) = index {
                expr(sc, i);
            }
        }
        ExprKind::Prop { obj, name, .. } => {
            write_place(sc, obj);
            member(sc, name);
        }
        _ => expr(sc, e),
    }
}

/// A destructuring pattern with a by-reference item at any depth.
fn ref_pattern(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Array(items) | ExprKind::List(items) => items
            .iter()
            .flatten()
            .any(|it| it.by_ref || ref_pattern(&it.value)),
        _ => false,
    }
}

/// An expression a reference can be taken from: a variable or a call (PHP's
/// `zend_is_variable_or_call`).
fn referenceable(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Var(..)
            | ExprKind::VarVar(..)
            | ExprKind::Index { .. }
            | ExprKind::Prop { .. }
            | ExprKind::StaticProp { .. }
            | ExprKind::Call { .. }
            | ExprKind::CallExpr { .. }
            | ExprKind::MethodCall { .. }
            | ExprKind::StaticCall { .. }
    )
}

/// Check a constant expression (a default value, constant, enum case or `static`
/// initializer): only literals, constants, class constants, arrays, operators and
/// (where `new_ok`) `new` of a named class are allowed, as PHP 8.2 allows.
fn const_expr(e: &Expr, new_ok: bool) {
    let invalid = || {
        report(
            "Constant expression contains invalid operations".into(),
            e.span.lo,
        )
    };
    match &e.kind {
        ExprKind::Lit(_) | ExprKind::Const(_) | ExprKind::MagicConst(_) => {}
        ExprKind::Array(list) | ExprKind::ConstArray(list, _) => {
            for it in list.iter().flatten() {
                if let Some(k) = &it.key {
                    const_expr(k, new_ok);
                }
                const_expr(&it.value, new_ok);
            }
        }
        ExprKind::ClassConst { class, .. } => match class {
            ClassRef::Named(n) if n.name.eq_ignore_ascii_case("static") => report(
                "\"static::\" is not allowed in compile-time constants".into(),
                e.span.lo,
            ),
            ClassRef::Named(_) => {}
            _ => invalid(),
        },
        ExprKind::Index {
            base,
            index: Some(i),
        } => {
            const_expr(base, new_ok);
            const_expr(i, new_ok);
        }
        ExprKind::Prop {
            obj,
            name: MemberName::Ident(_),
            ..
        } => const_expr(obj, new_ok),
        ExprKind::Unary { expr: x, .. } => const_expr(x, new_ok),
        ExprKind::Binary { left, right, .. } => {
            const_expr(left, new_ok);
            const_expr(right, new_ok);
        }
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } => {
            const_expr(cond, new_ok);
            if let Some(t) = then {
                const_expr(t, new_ok);
            }
            const_expr(otherwise, new_ok);
        }
        ExprKind::New { .. } if !new_ok => report(
            "New expressions are not supported in this context".into(),
            e.span.lo,
        ),
        ExprKind::New { class, args } => match class {
            ClassRef::Named(_) => {
                for a in args {
                    if a.unpack {
                        report(
                            "Argument unpacking in constant expressions is not supported".into(),
                            a.value.span.lo,
                        );
                    }
                    const_expr(&a.value, new_ok);
                }
            }
            ClassRef::Anonymous(_) => report(
                "Cannot use anonymous class in constant expression".into(),
                e.span.lo,
            ),
            ClassRef::Dynamic(_) => invalid(),
        },
        _ => invalid(),
    }
}

/// Resolve a function; `class` is the class declaring it as a method, with its name.
fn resolve_func(f: &FuncDecl, class: Option<(&ClassDecl, &str)>) {
    let mut sc = Scope::new(&f.scope);
    sc.ret = Ret::of(f);
    for (i, p) in f.params.iter().enumerate() {
        if f.params[..i].iter().any(|q| q.name == p.name) {
            report(format!("Redefinition of parameter ${}", p.name), p.span.lo);
        }
        if &*p.name == "this" {
            report("Cannot use $this as parameter".into(), p.span.lo);
        }
        if i > 0 && f.params[i - 1].variadic {
            report("Only the last parameter can be variadic".into(), p.span.lo);
        }
        if p.promote.is_some() {
            promoted_param(f, p, class.is_some());
        }
        sc.slot(&p.name);
    }
    for u in &f.uses {
        if &*u.name == "this" {
            report("Cannot use $this as lexical variable".into(), f.span.lo);
        } else if &*u.name == "GLOBALS" || SUPERGLOBALS.contains(&&*u.name) {
            report(
                "Cannot use auto-global as lexical variable".into(),
                f.span.lo,
            );
        } else if f.params.iter().any(|p| p.name == u.name) {
            report(
                format!(
                    "Cannot use lexical variable ${} as a parameter name",
                    u.name
                ),
                f.span.lo,
            );
        }
        sc.slot(&u.name);
    }
    for p in &f.params {
        if let Some(d) = &p.default {
            param_default_type(p, d, class);
            const_expr(d, true);
            expr(&mut sc, d);
        }
    }
    if let Some(body) = &f.body {
        stmts(&mut sc, body);
    }
    sc.check_gotos();
    if let (Some(&pos), false) = (sc.bare_returns.first(), f.scope.is_generator.get()) {
        let hint = if sc.ret == Ret::Typed(true) {
            " (did you mean \"return null;\" instead of \"return;\"?)"
        } else {
            ""
        };
        report(
            format!("A function with return type must return a value{hint}"),
            pos,
        );
    }
}

/// A promoted constructor parameter (of `f`, a method when `in_class`) must be one of a
/// constructor with a body, and not variadic.
fn promoted_param(f: &FuncDecl, p: &Param, in_class: bool) {
    let problem = if !in_class || !f.name.eq_ignore_ascii_case("__construct") {
        "Cannot declare promoted property outside a constructor"
    } else if f.body.is_none() {
        "Cannot declare promoted property in an abstract constructor"
    } else if p.variadic {
        "Cannot declare variadic promoted property"
    } else {
        return;
    };
    report(problem.into(), p.span.lo);
}

/// Names no class, interface, trait or enum may take (PHP's reserved type names).
const RESERVED_CLASS_NAMES: [&str; 15] = [
    "bool", "false", "float", "int", "null", "parent", "self", "static", "string", "true", "void",
    "never", "iterable", "object", "mixed",
];

fn resolve_class(c: &ClassDecl) {
    if let Some(n) = &c.name {
        if RESERVED_CLASS_NAMES
            .iter()
            .any(|r| n.eq_ignore_ascii_case(r))
        {
            report(
                format!("Cannot use '{n}' as class name as it is reserved"),
                c.span.lo,
            );
        }
    }
    if let (ClassKind::Enum, Some(n)) = (c.kind, &c.name) {
        enum_backing_type(c);
        enum_case_values(c, &qualified(n));
    }
    // Method bodies (not closures or constant expressions) of a class or enum without
    // a parent cannot name `parent`.
    let no_parent = matches!(c.kind, ClassKind::Class | ClassKind::Enum) && c.extends.is_none();
    let outer = NO_PARENT.with(|p| p.replace(false));
    let class = Name::from(match &c.name {
        Some(n) => qualified(n),
        None => "class@anonymous".to_string(),
    });
    let lexical = match (&c.name, c.kind) {
        (Some(_), ClassKind::Class | ClassKind::Interface | ClassKind::Enum) => Some(class.clone()),
        _ => None,
    };
    let outer_class = CLASS_NAME.with(|n| n.replace(Some(class)));
    let outer_lexical = LEXICAL_CLASS.with(|n| n.replace(lexical));
    class_members(c, no_parent);
    LEXICAL_CLASS.with(|n| *n.borrow_mut() = outer_lexical);
    CLASS_NAME.with(|n| *n.borrow_mut() = outer_class);
    NO_PARENT.with(|p| p.set(outer));
}

/// An enum can only be backed by `int` or `string`.
fn enum_backing_type(c: &ClassDecl) {
    match &c.enum_backing {
        Some(TypeHint::Named(n))
            if n.eq_ignore_ascii_case("int") || n.eq_ignore_ascii_case("string") => {}
        Some(t) => report(
            format!(
                "Enum backing type must be int or string, {} given",
                declared_type(t)
            ),
            c.span.lo,
        ),
        None => {}
    }
}

/// Backed enum cases need a value, pure enum cases must have none.
fn enum_case_values(c: &ClassDecl, name: &str) {
    for m in &c.members {
        if let ClassMember::EnumCase {
            name: case,
            value,
            span,
        } = m
        {
            match (&c.enum_backing, value) {
                (Some(_), None) => report(
                    format!("Case {case} of backed enum {name} must have a value"),
                    span.lo,
                ),
                (None, Some(_)) => report(
                    format!("Case {case} of non-backed enum {name} must not have a value"),
                    span.lo,
                ),
                _ => {}
            }
        }
    }
}

fn class_members(c: &ClassDecl, no_parent: bool) {
    for m in &c.members {
        match m {
            ClassMember::Method {
                func, modifiers, ..
            } => {
                NO_PARENT.with(|p| p.set(no_parent));
                let class = CLASS_NAME.with(|n| n.borrow().clone()).unwrap_or_default();
                if modifiers.is_abstract
                    && modifiers.visibility == Some(Visibility::Private)
                    && c.kind != ClassKind::Trait
                {
                    report(
                        format!(
                            "Abstract function {class}::{}() cannot be declared private",
                            func.name
                        ),
                        func.span.lo,
                    );
                }
                let parent = Name::from(format!("{class}::{}()", func.name).as_str());
                with_closure_parent((Some(parent), Vec::new()), || {
                    resolve_func(func, Some((c, &class)))
                });
                NO_PARENT.with(|p| p.set(false));
            }
            ClassMember::Property {
                default: Some(e),
                ty,
                name,
                ..
            } => {
                if let Some(t) = ty {
                    let class = CLASS_NAME.with(|n| n.borrow().clone()).unwrap_or_default();
                    prop_default_type(t, e, (c, &class), name);
                }
                constant_initializer(e);
            }
            ClassMember::Const { value: e, .. } | ClassMember::EnumCase { value: Some(e), .. } => {
                constant_initializer(e)
            }
            _ => {}
        }
    }
}

/// A property default, constant or enum case value.
fn constant_initializer(e: &Expr) {
    const_expr(e, false);
    // Constant expressions have no variables but may hold closures.
    let tmp = FunctionScope::default();
    let mut sc = Scope::new(&tmp);
    expr(&mut sc, e);
}

/// A type as PHP prints it in compile errors: canonical order, `self` and `parent` as
/// written, other class names qualified with the namespace.
fn declared_type(t: &TypeHint) -> String {
    crate::eval::canonical_type(t, &|c: &str| match c.strip_prefix('\\') {
        Some(full) => full.to_string(),
        None if ["self", "parent", "static"]
            .iter()
            .any(|r| c.eq_ignore_ascii_case(r)) =>
        {
            c.to_string()
        }
        None => qualified(c),
    })
}

/// A property default PHP folds at compile time must fit the property's type.
fn prop_default_type(t: &TypeHint, e: &Expr, class: (&ClassDecl, &str), name: &str) {
    match default_type::fold(e, Some(class)) {
        Some(v) if default_type::accepts(t, v) => {}
        Some(default_type::Folded::Null) => {
            let ty = declared_type(t);
            report(
                format!(
                    "Default value for property of type {ty} may not be null. Use the nullable type ?{ty} to allow null default value"
                ),
                e.span.lo,
            );
        }
        Some(v) => report(
            format!(
                "Cannot use {} as default value for property {}::${name} of type {}",
                v.type_name(),
                class.1,
                declared_type(t)
            ),
            e.span.lo,
        ),
        None => {}
    }
}

/// A parameter default PHP folds at compile time must fit the parameter's type (a null
/// default makes the type nullable instead).
fn param_default_type(p: &Param, e: &Expr, class: Option<(&ClassDecl, &str)>) {
    let Some(t) = &p.ty else { return };
    match default_type::fold(e, class) {
        Some(v) if v == default_type::Folded::Null || default_type::accepts(t, v) => {}
        Some(v) => report(
            format!(
                "Cannot use {} as default value for parameter ${} of type {}",
                v.type_name(),
                p.name,
                declared_type(t)
            ),
            e.span.lo,
        ),
        None => {}
    }
}

fn stmts(sc: &mut Scope, list: &[Stmt]) {
    sc.blocks.push((sc.next_block, sc.loops));
    sc.next_block += 1;
    for s in list {
        stmt(sc, s);
    }
    sc.blocks.pop();
}

fn stmt(sc: &mut Scope, s: &Stmt) {
    match &s.kind {
        StmtKind::Expr(e) => expr(sc, e),
        StmtKind::Echo(es) => es.iter().for_each(|e| expr(sc, e)),
        StmtKind::InlineHtml(_) => {}
        StmtKind::Block(b) => stmts(sc, b),
        StmtKind::If {
            cond,
            then,
            elseifs,
            otherwise,
        } => {
            expr(sc, cond);
            stmts(sc, then);
            for (c, b) in elseifs {
                expr(sc, c);
                stmts(sc, b);
            }
            if let Some(b) = otherwise {
                stmts(sc, b);
            }
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            expr(sc, cond);
            loop_body(sc, body);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => {
            init.iter()
                .chain(cond)
                .chain(step)
                .for_each(|e| expr(sc, e));
            loop_body(sc, body);
        }
        StmtKind::Foreach {
            subject,
            key,
            value,
            body,
            ..
        } => {
            expr(sc, subject);
            if let Some(k) = key {
                target(sc, k);
            }
            target(sc, value);
            loop_body(sc, body);
        }
        StmtKind::Switch { subject, cases } => {
            expr(sc, subject);
            for c in cases {
                if let Some(e) = &c.cond {
                    expr(sc, e);
                }
                loop_body(sc, &c.body);
            }
        }
        StmtKind::Break(n) | StmtKind::Continue(n) => {
            let word = if matches!(s.kind, StmtKind::Break(_)) {
                "break"
            } else {
                "continue"
            };
            if sc.loops == 0 {
                report(
                    format!("'{word}' not in the 'loop' or 'switch' context"),
                    s.span.lo,
                );
            } else if *n > sc.loops {
                let levels = if *n == 1 { "level" } else { "levels" };
                report(format!("Cannot '{word}' {n} {levels}"), s.span.lo);
            } else if sc.finally_loops.is_some_and(|base| *n > sc.loops - base) {
                report(
                    "jump out of a finally block is disallowed".into(),
                    s.span.lo,
                );
            }
        }
        StmtKind::Return(e) => {
            match (sc.ret, e) {
                (Ret::Void, Some(e)) => {
                    let null = matches!(&e.kind, ExprKind::Lit(Literal::Null));
                    report(
                        if null {
                            "A void function must not return a value (did you mean \"return;\" instead of \"return null;\"?)"
                        } else {
                            "A void function must not return a value"
                        }
                        .into(),
                        s.span.lo,
                    );
                }
                (Ret::Never, _) => report(
                    "A never-returning function must not return".into(),
                    s.span.lo,
                ),
                (Ret::Typed(_), None) => sc.bare_returns.push(s.span.lo),
                _ => {}
            }
            if let Some(e) = e {
                expr(sc, e);
            }
        }
        StmtKind::Global(names) => {
            for n in names {
                sc.slot(n);
            }
        }
        StmtKind::StaticVar(decls) => {
            sc.scope.has_statics.set(true);
            for d in decls {
                sc.slot(&d.name);
                if let Some(e) = &d.init {
                    const_expr(e, true);
                    expr(sc, e);
                }
            }
        }
        StmtKind::Unset(es) => {
            for e in es {
                if let ExprKind::Index { index: None, .. } = &e.kind {
                    report("Cannot use [] for unsetting".into(), e.span.lo);
                }
                written(sc, e);
            }
        }
        StmtKind::Try {
            body,
            catches,
            finally,
        } => {
            stmts(sc, body);
            for c in catches {
                if let Some(v) = &c.var {
                    sc.slot(v);
                }
                stmts(sc, &c.body);
            }
            if let Some(f) = finally {
                let outer = sc.finally_loops.replace(sc.loops);
                stmts(sc, f);
                sc.finally_loops = outer;
            }
        }
        StmtKind::FuncDecl(f) => {
            if f.return_type.as_ref().is_some_and(names_static) {
                report(
                    "Cannot use \"static\" when no class scope is active".into(),
                    f.span.lo,
                );
            }
            let parent = Name::from(format!("{}()", qualified(&f.name)).as_str());
            with_closure_parent((Some(parent), Vec::new()), || resolve_func(f, None));
        }
        StmtKind::ClassDecl(c) => resolve_class(c),
        StmtKind::Namespace { name, body } => {
            let ns = name.clone().unwrap_or_else(|| Name::from(""));
            match body {
                Some(b) => {
                    let outer = NAMESPACE.with(|n| n.replace(ns));
                    stmts(sc, b);
                    NAMESPACE.with(|n| *n.borrow_mut() = outer);
                }
                None => NAMESPACE.with(|n| *n.borrow_mut() = ns),
            }
        }
        StmtKind::Use { .. } => {}
        StmtKind::Const(items) => items.iter().for_each(|(_, e)| {
            const_expr(e, true);
            expr(sc, e)
        }),
        StmtKind::Declare { directives, body } => {
            directives.iter().for_each(|(_, e)| expr(sc, e));
            if let Some(b) = body {
                stmts(sc, b);
            }
        }
        StmtKind::HaltCompiler | StmtKind::Nop => {}
        StmtKind::Goto(label) => sc.gotos.push((label.clone(), s.span.lo, sc.blocks.clone())),
        StmtKind::Label(label) => {
            if sc.labels.iter().any(|(l, _)| l == label) {
                report(format!("Label '{label}' already defined"), s.span.lo);
            }
            sc.labels.push((label.clone(), sc.blocks.clone()));
        }
    }
}

fn args(sc: &mut Scope, list: &[Arg]) {
    let mut named = false;
    for a in list {
        if a.unpack && named {
            report(
                "Cannot use argument unpacking after named arguments".into(),
                a.value.span.lo,
            );
        }
        named |= a.name.is_some();
        // By-reference parameters are known only when the call runs.
        write_place(sc, &a.value);
    }
}

fn member(sc: &mut Scope, m: &MemberName) {
    if let MemberName::Dynamic(e) = m {
        expr(sc, e);
    }
}

/// A class reference at byte offset `pos`.
fn class_ref(sc: &mut Scope, c: &ClassRef, pos: u32) {
    match c {
        ClassRef::Named(n) => {
            if n.name.eq_ignore_ascii_case("parent") && NO_PARENT.with(|p| p.get()) {
                report(
                    "Cannot use \"parent\" when current class scope has no parent".into(),
                    pos,
                );
            }
        }
        ClassRef::Dynamic(e) => expr(sc, e),
        ClassRef::Anonymous(d) => resolve_class(d),
    }
}

fn items(sc: &mut Scope, list: &[Option<ArrayItem>]) {
    for it in list.iter().flatten() {
        if let Some(k) = &it.key {
            expr(sc, k);
        }
        expr(sc, &it.value);
    }
}

fn expr(sc: &mut Scope, e: &Expr) {
    match &e.kind {
        ExprKind::Lit(_) | ExprKind::Const(_) | ExprKind::MagicConst(_) => {}
        ExprKind::Interp(parts) => {
            for p in parts {
                if let InterpPart::Expr(e) = p {
                    expr(sc, e);
                }
            }
        }
        ExprKind::Var(name, slot) => slot.set(sc.slot(name)),
        ExprKind::VarVar(e) => {
            sc.scope.dynamic_vars.set(true);
            expr(sc, e);
        }
        ExprKind::Array(list) => {
            if list.iter().any(|it| it.is_none()) {
                report(
                    "Cannot use empty array elements in arrays".into(),
                    e.span.lo,
                );
            }
            items(sc, list)
        }
        ExprKind::List(list) => items(sc, list),
        // Literals only: nothing to resolve.
        ExprKind::ConstArray(..) => {}
        ExprKind::Index { base, index } => {
            expr(sc, base);
            match index {
                Some(i) => expr(sc, i),
                None => report("Cannot use [] for reading".into(), e.span.lo),
            }
        }
        ExprKind::Prop { obj, name, .. } => {
            expr(sc, obj);
            member(sc, name);
        }
        ExprKind::StaticProp { class, name } => {
            class_ref(sc, class, e.span.lo);
            member(sc, name);
        }
        ExprKind::ClassConst { class, .. } => class_ref(sc, class, e.span.lo),
        ExprKind::Call { name, args: a, .. } => {
            let lname = name.trim_start_matches('\\').to_ascii_lowercase();
            if DYNAMIC_FUNCS.contains(&lname.as_str()) {
                sc.scope.dynamic_vars.set(true);
            }
            args(sc, a);
        }
        ExprKind::CallExpr { callee, args: a } => {
            expr(sc, callee);
            args(sc, a);
        }
        ExprKind::MethodCall {
            obj, name, args: a, ..
        } => {
            expr(sc, obj);
            member(sc, name);
            args(sc, a);
        }
        ExprKind::StaticCall {
            class,
            name,
            args: a,
            ..
        } => {
            class_ref(sc, class, e.span.lo);
            member(sc, name);
            args(sc, a);
        }
        ExprKind::New { class, args: a } => {
            class_ref(sc, class, e.span.lo);
            args(sc, a);
        }
        ExprKind::IncDec { target: e, .. } => written(sc, e),
        ExprKind::CallableRef(e)
        | ExprKind::Unary { expr: e, .. }
        | ExprKind::Cast { expr: e, .. }
        | ExprKind::Empty(e)
        | ExprKind::Silence(e)
        | ExprKind::Print(e)
        | ExprKind::Clone(e)
        | ExprKind::Throw(e) => expr(sc, e),
        ExprKind::Include { path, .. } | ExprKind::Eval(path) => {
            sc.scope.dynamic_vars.set(true);
            expr(sc, path);
        }
        ExprKind::Binary { left, right, .. } => {
            expr(sc, left);
            expr(sc, right);
            super::num_code::lower(e);
        }
        ExprKind::Assign {
            target: left,
            value: right,
        } if ref_pattern(left) && !referenceable(right) => {
            report(
                "Cannot assign reference to non referenceable value".into(),
                e.span.lo,
            );
            target(sc, left);
            expr(sc, right);
        }
        ExprKind::AssignRef {
            target: left,
            value: right,
        } => {
            target(sc, left);
            written(sc, right);
        }
        ExprKind::CompoundAssign {
            op: BinaryOp::Coalesce,
            target: left,
            value: right,
        } => {
            // `??=` reads its target first.
            if let ExprKind::Index { index: None, .. } = &left.kind {
                report("Cannot use [] for reading".into(), left.span.lo);
            }
            target(sc, left);
            expr(sc, right);
        }
        ExprKind::Assign {
            target: left,
            value: right,
        }
        | ExprKind::CompoundAssign {
            target: left,
            value: right,
            ..
        } => {
            target(sc, left);
            expr(sc, right);
        }
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } => {
            expr(sc, cond);
            if let Some(t) = then {
                expr(sc, t);
            }
            expr(sc, otherwise);
        }
        ExprKind::Instanceof { expr: e, class } => {
            expr(sc, e);
            class_ref(sc, class, e.span.lo);
        }
        ExprKind::Isset(es) => es.iter().for_each(|e| expr(sc, e)),
        ExprKind::Exit(e) => {
            if let Some(e) = e {
                expr(sc, e);
            }
        }
        ExprKind::Closure(f) => {
            // A closure may be bound to another class: `parent` is checked when it runs.
            let outer = NO_PARENT.with(|p| p.replace(false));
            let (base, mut chain) = CLOSURE_PARENT.with(|p| p.borrow().clone());
            *f.scope.closure_parent.borrow_mut() = (base.clone(), chain.clone());
            *f.scope.closure_namespace.borrow_mut() = NAMESPACE.with(|n| n.borrow().clone());
            *f.scope.closure_class.borrow_mut() = LEXICAL_CLASS.with(|n| n.borrow().clone());
            chain.push(f.span.lo);
            with_closure_parent((base, chain), || resolve_func(f, None));
            NO_PARENT.with(|p| p.set(outer));
            for u in &f.uses {
                sc.slot(&u.name);
            }
            if f.is_arrow {
                // Arrow functions capture by value every parent variable they mention.
                let params: Vec<&Name> = f.params.iter().map(|p| &p.name).collect();
                let names: Vec<Name> = f.scope.locals.borrow().clone();
                for n in names {
                    if !params.contains(&&n) {
                        sc.slot(&n);
                    }
                }
            }
        }
        ExprKind::Match { subject, arms } => {
            expr(sc, subject);
            for a in arms {
                if let Some(cs) = &a.conds {
                    cs.iter().for_each(|c| expr(sc, c));
                }
                expr(sc, &a.body);
            }
        }
        ExprKind::Yield { key, value } => {
            sc.scope.is_generator.set(true);
            if let Some(k) = key {
                expr(sc, k);
            }
            if let Some(v) = value {
                expr(sc, v);
            }
        }
        ExprKind::YieldFrom(e) => {
            sc.scope.is_generator.set(true);
            expr(sc, e);
        }
    }
}
