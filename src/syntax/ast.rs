//! The abstract syntax tree the parser produces and the evaluator walks.
//! Nodes carry byte spans into the source; names are kept as written
//! (resolution against `namespace`/`use` happens after parsing).

use std::cell::{Cell, OnceCell, RefCell};
use std::rc::Rc;

use crate::eval::Frame;
use crate::value::{PhpString, Value};

/// An identifier or a name as written in the source (`Foo`, `\Foo\Bar`, `namespace\x`).
pub type Name = Rc<str>;

/// A byte range `[lo, hi)` in one source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub fn new(lo: usize, hi: usize) -> Span {
        Span {
            lo: lo as u32,
            hi: hi as u32,
        }
    }
    pub fn to(self, other: Span) -> Span {
        Span {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }
}

/// What a named call site resolved to, recorded by the evaluator on the first call
/// (functions cannot be redeclared, so the resolution never changes). Opaque to the
/// parser: zero means not resolved yet.
#[derive(Debug, Default)]
pub struct CallCache(pub Cell<u64>);

/// Where a property access site last found its property in an object's property
/// table: a position tried first, and checked (the key there must be the name) before use.
#[derive(Debug, Default)]
pub struct PropHint(pub Cell<u32>);

/// A binary expression over number literals and local variables, lowered by the resolver
/// to native code (`compile::num_code`); unset when the expression has another shape.
#[derive(Default)]
pub struct NumCode(pub OnceCell<NumProgram>);

impl std::fmt::Debug for NumCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.get().is_some() {
            "NumCode"
        } else {
            "-"
        })
    }
}

/// An int or a float: what lowered code computes.
#[derive(Clone, Copy, Debug)]
pub enum Num {
    I(i64),
    F(f64),
}

/// A number expression over a frame's variables (its borrowed slots, and the frame for
/// `$this` and the class whose code runs): None when a variable holds neither an int nor
/// a float, or an operator would warn or throw (see `compile::num_code::num_op`).
pub type NumFn = Box<dyn Fn(&[Option<Value>], &Frame) -> Option<Num>>;

/// The same expression over ints only: None also when a variable holds a float or an
/// operation's result would not be an int (see `compile::num_code::int_op`).
pub type IntFn = Box<dyn Fn(&[Option<Value>], &Frame) -> Option<i64>>;

/// The lowered form of a number expression.
pub struct NumProgram {
    /// Tried first; gives None at once when the tree has a float literal or an
    /// operator ints are not closed under.
    pub int: IntFn,
    pub num: NumFn,
    /// The root is a comparison: the result is a bool (the int 0 or 1).
    pub is_bool: bool,
}

impl NumProgram {
    /// The expression's value in frame `f` with slots `slots`, None where the general
    /// path must run.
    #[inline(always)]
    pub fn run(&self, slots: &[Option<Value>], f: &Frame) -> Option<Num> {
        if let Some(i) = (self.int)(slots, f) {
            return Some(Num::I(i));
        }
        (self.num)(slots, f)
    }

    /// The expression's value by the int program alone, None where it does not give an
    /// int.
    #[inline(always)]
    pub fn run_int(&self, slots: &[Option<Value>], f: &Frame) -> Option<i64> {
        (self.int)(slots, f)
    }
}

/// Marker for "not resolved yet" in slot cells.
pub const NO_SLOT: u32 = u32::MAX;

/// A whole parsed file.
#[derive(Debug)]
pub struct Program {
    pub stmts: Vec<Stmt>,
    /// Byte offset of the start of each line (line 1 starts at 0).
    pub line_starts: Vec<u32>,
    /// Locals of the top-level code, filled by the resolver.
    pub scope: FunctionScope,
    /// Deprecations and warnings PHP reports while compiling the file, in source order.
    pub deprecations: Vec<CompileNotice>,
}

/// A diagnostic PHP reports while compiling (the script still runs).
#[derive(Debug, Clone)]
pub struct CompileNotice {
    /// A warning (true) or a deprecation (false).
    pub warning: bool,
    pub message: String,
    /// Byte offset in the file.
    pub pos: u32,
}

impl Program {
    /// 1-based line number of a byte offset.
    pub fn line_of(&self, offset: u32) -> u32 {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }
}

/// Per-function information filled in by the resolver.
#[derive(Debug, Default)]
pub struct FunctionScope {
    /// Names of the local variable slots, in slot order.
    pub locals: RefCell<Vec<Name>>,
    /// True when the body contains `yield`.
    pub is_generator: Cell<bool>,
    /// True when the body uses `$$x`, `compact`, `extract`, `get_defined_vars`, ...
    pub dynamic_vars: Cell<bool>,
    /// True when the body declares `static` variables.
    pub has_statics: Cell<bool>,
    /// True when the body itself (not a nested function) names `$this`: such a closure
    /// cannot be unbound from its object.
    pub uses_this: Cell<bool>,
    /// For a closure, what PHP 8.4 names it after (`NS\{closure:PARENT:LINE}`): the
    /// function or method it is declared in (`foo()`, `A::m()`; None: the file), then the
    /// offsets of the closures it is nested in, outermost first. Filled by the resolver.
    pub closure_parent: RefCell<(Option<Name>, Vec<u32>)>,
    /// The namespace a closure is declared in (empty: the global one).
    pub closure_namespace: RefCell<Name>,
    /// For a closure, the class its code is written in (empty: none), which `__CLASS__`
    /// names wherever it is bound; None in a trait or an anonymous class, where
    /// `__CLASS__` is the scope the closure runs in. Filled by the resolver.
    pub closure_class: RefCell<Option<Name>>,
}

#[derive(Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Debug)]
pub enum StmtKind {
    Expr(Expr),
    Echo(Vec<Expr>),
    InlineHtml(PhpString),
    Block(Vec<Stmt>),
    If {
        cond: Expr,
        then: Vec<Stmt>,
        elseifs: Vec<(Expr, Vec<Stmt>)>,
        otherwise: Option<Vec<Stmt>>,
    },
    While {
        cond: Expr,
        body: Vec<Stmt>,
    },
    DoWhile {
        body: Vec<Stmt>,
        cond: Expr,
    },
    For {
        init: Vec<Expr>,
        cond: Vec<Expr>,
        step: Vec<Expr>,
        body: Vec<Stmt>,
    },
    Foreach {
        subject: Expr,
        key: Option<Expr>,
        /// A variable, a property/index target, or an `Array` for destructuring.
        value: Expr,
        by_ref: bool,
        body: Vec<Stmt>,
    },
    Switch {
        subject: Expr,
        cases: Vec<SwitchCase>,
    },
    /// `break N;` (N defaults to 1).
    Break(u32),
    /// `continue N;` (N defaults to 1).
    Continue(u32),
    Return(Option<Expr>),
    Global(Vec<Name>),
    /// `static $a = 1, $b;` The slot cells are the per-declaration storage keys.
    StaticVar(Vec<StaticVarDecl>),
    Unset(Vec<Expr>),
    Try {
        body: Vec<Stmt>,
        catches: Vec<Catch>,
        finally: Option<Vec<Stmt>>,
    },
    FuncDecl(Rc<FuncDecl>),
    ClassDecl(Rc<ClassDecl>),
    /// `namespace X;` (body None: applies to the statements that follow) or
    /// `namespace X { ... }` / `namespace { ... }`.
    Namespace {
        name: Option<Name>,
        body: Option<Vec<Stmt>>,
    },
    Use {
        kind: UseKind,
        items: Vec<UseItem>,
    },
    /// `const A = 1, B = 2;` at top level or in a namespace.
    Const(Vec<(Name, Expr)>),
    Declare {
        directives: Vec<(Name, Expr)>,
        body: Option<Vec<Stmt>>,
    },
    /// `__halt_compiler();` — stops execution of the file.
    HaltCompiler,
    /// `goto name;`
    Goto(Name),
    /// `name:`, a target of `goto`.
    Label(Name),
    Nop,
}

#[derive(Debug)]
pub struct StaticVarDecl {
    pub name: Name,
    pub init: Option<Expr>,
}

#[derive(Debug)]
pub struct SwitchCase {
    /// None for `default:`.
    pub cond: Option<Expr>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Debug)]
pub struct Catch {
    pub types: Vec<Name>,
    pub var: Option<Name>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UseKind {
    Class,
    Function,
    Const,
}

#[derive(Debug)]
pub struct UseItem {
    /// The full name as written, without a leading backslash.
    pub name: Name,
    pub alias: Option<Name>,
    /// For grouped uses (`use A\{function b, C}`) an item may carry its own kind.
    pub kind: Option<UseKind>,
}

#[derive(Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// The array a `ConstArray` literal evaluated to.
#[derive(Default)]
pub struct ConstArrayCache(pub OnceCell<Rc<crate::value::PhpArray>>);

impl std::fmt::Debug for ConstArrayCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ConstArrayCache")
    }
}

#[derive(Debug)]
pub enum ExprKind {
    Lit(Literal),
    /// A double-quoted string, heredoc or backtick-free interpolation: parts concatenated.
    Interp(Vec<InterpPart>),
    /// `$name`. The slot is filled by the resolver.
    Var(Name, Cell<u32>),
    /// `$$expr`, `${expr}`.
    VarVar(Box<Expr>),
    /// `[...]`, `array(...)`, and on the left of `=`, `list(...)`: None is a skipped slot.
    Array(Vec<Option<ArrayItem>>),
    /// An array literal whose keys are int or string literals and whose values are
    /// literals or such arrays: built at its first evaluation and shared from then on
    /// (copy-on-write), as PHP keeps constant arrays.
    ConstArray(Vec<Option<ArrayItem>>, ConstArrayCache),
    /// `list(...)` (only valid as an assignment/foreach target).
    List(Vec<Option<ArrayItem>>),
    /// `$a[i]`, `$a{}`; index None is `$a[]`.
    Index {
        base: Box<Expr>,
        index: Option<Box<Expr>>,
    },
    /// `$o->p`, `$o?->p`.
    Prop {
        obj: Box<Expr>,
        name: MemberName,
        nullsafe: bool,
        /// Filled by the evaluator: where the property was found last.
        hint: PropHint,
    },
    /// `A::$p`, `static::$p`, `A::$$p`.
    StaticProp {
        class: ClassRef,
        name: MemberName,
    },
    /// `A::C`, `A::class`, `$obj::class`.
    ClassConst {
        class: ClassRef,
        name: Name,
    },
    /// `FOO`, `\Foo\BAR`, `true` is a Lit, not a Const.
    Const(Name),
    /// `f(...)` with a name as written.
    Call {
        name: Name,
        args: Vec<Arg>,
        /// Filled by the evaluator: the function this call site resolved to.
        cache: CallCache,
    },
    /// `$f(...)`, `(expr)(...)`.
    CallExpr {
        callee: Box<Expr>,
        args: Vec<Arg>,
    },
    MethodCall {
        obj: Box<Expr>,
        name: MemberName,
        args: Vec<Arg>,
        nullsafe: bool,
        /// Filled by the evaluator: the method this call site found last, by class.
        cache: CallCache,
    },
    StaticCall {
        class: ClassRef,
        name: MemberName,
        args: Vec<Arg>,
        /// Filled by the evaluator: the method this call site found last, by class.
        cache: CallCache,
    },
    New {
        class: ClassRef,
        args: Vec<Arg>,
    },
    /// First-class callable syntax: the inner node is a call node with no args (`f(...)`).
    CallableRef(Box<Expr>),
    Unary {
        op: UnaryOp,
        expr: Box<Expr>,
    },
    IncDec {
        inc: bool,
        prefix: bool,
        target: Box<Expr>,
    },
    Binary {
        op: BinaryOp,
        left: Box<Expr>,
        right: Box<Expr>,
        code: NumCode,
    },
    Assign {
        target: Box<Expr>,
        value: Box<Expr>,
    },
    AssignRef {
        target: Box<Expr>,
        value: Box<Expr>,
    },
    /// `$a op= b`, including `??=` (op = Coalesce).
    CompoundAssign {
        op: BinaryOp,
        target: Box<Expr>,
        value: Box<Expr>,
    },
    /// `c ? a : b`; `c ?: b` has then = None.
    Ternary {
        cond: Box<Expr>,
        then: Option<Box<Expr>>,
        otherwise: Box<Expr>,
    },
    Instanceof {
        expr: Box<Expr>,
        class: ClassRef,
    },
    Cast {
        kind: CastKind,
        expr: Box<Expr>,
    },
    Isset(Vec<Expr>),
    Empty(Box<Expr>),
    /// `@expr`
    Silence(Box<Expr>),
    /// `exit`, `exit(expr)`, `die(...)`.
    Exit(Option<Box<Expr>>),
    Print(Box<Expr>),
    Clone(Box<Expr>),
    Throw(Box<Expr>),
    Include {
        kind: IncludeKind,
        path: Box<Expr>,
    },
    /// `eval(code)`.
    Eval(Box<Expr>),
    /// `function (...) use (...) { ... }` and `fn (...) => expr`.
    Closure(Rc<FuncDecl>),
    Match {
        subject: Box<Expr>,
        arms: Vec<MatchArm>,
    },
    /// `yield`, `yield v`, `yield k => v`.
    Yield {
        key: Option<Box<Expr>>,
        value: Option<Box<Expr>>,
    },
    YieldFrom(Box<Expr>),
    MagicConst(MagicConst),
}

#[derive(Debug, Clone)]
pub enum Literal {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    /// Bytes after escape processing.
    Str(PhpString),
}

#[derive(Debug)]
pub enum InterpPart {
    Lit(PhpString),
    Expr(Expr),
}

#[derive(Debug)]
pub struct ArrayItem {
    pub key: Option<Expr>,
    pub value: Expr,
    pub by_ref: bool,
    /// `...$x` spread.
    pub unpack: bool,
}

/// An attribute `#[Name(args)]` on a declaration (its arguments are constant
/// expressions, evaluated when reflection asks for them).
#[derive(Debug)]
pub struct Attribute {
    pub name: Name,
    pub args: Vec<Arg>,
    pub span: Span,
}

#[derive(Debug)]
pub struct Arg {
    pub value: Expr,
    /// `...$args`
    pub unpack: bool,
    /// Named argument `name: value`.
    pub name: Option<Name>,
}

#[derive(Debug)]
pub enum MemberName {
    Ident(Name),
    Dynamic(Box<Expr>),
}

/// A class named in code as written (`Foo`, `\A\B`, `self`, `parent`, `static`), with
/// the class it resolved to recorded by the evaluator (classes are never undeclared,
/// so a resolution by name never changes; `self`/`parent`/`static` are not recorded).
#[derive(Debug)]
pub struct ClassName {
    pub name: Name,
    pub cache: CallCache,
    /// Which of `self`, `static` and `parent` the name is, if any.
    pub relative: RelativeClass,
}

/// A class name that designates a class relative to the running code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RelativeClass {
    None,
    SelfClass,
    Static,
    Parent,
}

impl ClassName {
    pub fn new(name: Name) -> ClassName {
        let relative = if name.eq_ignore_ascii_case("self") {
            RelativeClass::SelfClass
        } else if name.eq_ignore_ascii_case("static") {
            RelativeClass::Static
        } else if name.eq_ignore_ascii_case("parent") {
            RelativeClass::Parent
        } else {
            RelativeClass::None
        };
        ClassName {
            name,
            cache: CallCache::default(),
            relative,
        }
    }

    /// Whether the name is `self`, `static` or `parent`.
    pub fn is_relative(&self) -> bool {
        self.relative != RelativeClass::None
    }
}

impl std::ops::Deref for ClassName {
    type Target = str;
    fn deref(&self) -> &str {
        &self.name
    }
}

impl std::fmt::Display for ClassName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

#[derive(Debug)]
pub enum ClassRef {
    /// `Foo`, `\A\B`, `self`, `parent`, `static` as written.
    Named(ClassName),
    /// `$cls::x`, `new $cls`, `new (expr)`.
    Dynamic(Box<Expr>),
    /// `new class(...) extends B { ... }`.
    Anonymous(Rc<ClassDecl>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Plus,
    Not,
    BitNot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Pow,
    Concat,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    /// `&&` and `and`
    And,
    /// `||` and `or`
    Or,
    Xor,
    Eq,
    NotEq,
    Identical,
    NotIdentical,
    Lt,
    Le,
    Gt,
    Ge,
    Spaceship,
    Coalesce,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    Int,
    Float,
    String,
    Bool,
    Array,
    Object,
    Unset,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IncludeKind {
    Include,
    IncludeOnce,
    Require,
    RequireOnce,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MagicConst {
    Line,
    File,
    Dir,
    Function,
    Class,
    Method,
    Namespace,
    Trait,
}

#[derive(Debug)]
pub struct MatchArm {
    /// None for `default`.
    pub conds: Option<Vec<Expr>>,
    pub body: Expr,
    pub span: Span,
}

/// A type declaration as written.
#[derive(Debug, Clone)]
pub enum TypeHint {
    /// `int`, `string`, `self`, `Foo\Bar`, `mixed`, `null`, `false`, ...
    Named(Name),
    /// `?T`
    Nullable(Box<TypeHint>),
    Union(Vec<TypeHint>),
    Intersection(Vec<TypeHint>),
}

#[derive(Debug)]
pub struct Param {
    pub name: Name,
    pub ty: Option<TypeHint>,
    pub default: Option<Expr>,
    pub by_ref: bool,
    pub variadic: bool,
    /// A type not written `?T` with the default null (`T $x = null`, which `ty` holds as
    /// `?T`): PHP's old spelling of a nullable parameter.
    pub null_for_type: bool,
    /// Constructor promotion: `public readonly int $x`.
    pub promote: Option<Modifiers>,
    pub attrs: Rc<[Attribute]>,
    pub span: Span,
}

#[derive(Debug)]
pub struct ClosureUse {
    pub name: Name,
    pub by_ref: bool,
}

#[derive(Debug)]
pub struct FuncDecl {
    /// Empty for closures and arrow functions.
    pub name: Name,
    pub params: Vec<Param>,
    pub by_ref_return: bool,
    pub return_type: Option<TypeHint>,
    /// None for abstract and interface methods.
    pub body: Option<Vec<Stmt>>,
    /// `use (...)` of a closure.
    pub uses: Vec<ClosureUse>,
    pub is_closure: bool,
    /// `fn (...) => expr`: the body is a single `Return`.
    pub is_arrow: bool,
    /// `static function` / `static fn`.
    pub is_static: bool,
    pub attrs: Rc<[Attribute]>,
    /// The `/** ... */` comment before the declaration.
    pub doc_comment: Option<Rc<str>>,
    pub span: Span,
    /// Filled by the resolver.
    pub scope: FunctionScope,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    pub visibility: Option<Visibility>,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_final: bool,
    pub is_readonly: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Visibility {
    Public,
    Protected,
    Private,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassKind {
    Class,
    Interface,
    Trait,
    Enum,
}

#[derive(Debug)]
pub struct ClassDecl {
    /// None for anonymous classes.
    pub name: Option<Name>,
    pub kind: ClassKind,
    /// `abstract`, `final`, `readonly` on the class.
    pub modifiers: Modifiers,
    /// The parent class (classes only).
    pub extends: Option<Name>,
    /// `implements` of a class/enum, or `extends` of an interface.
    pub implements: Vec<Name>,
    /// `enum E: string`
    pub enum_backing: Option<TypeHint>,
    pub members: Vec<ClassMember>,
    /// Declared with `#[AllowDynamicProperties]`.
    pub allow_dynamic: bool,
    pub attrs: Rc<[Attribute]>,
    /// The `/** ... */` comment before the declaration.
    pub doc_comment: Option<Rc<str>>,
    pub span: Span,
}

#[derive(Debug)]
pub enum ClassMember {
    Property {
        modifiers: Modifiers,
        ty: Option<TypeHint>,
        name: Name,
        default: Option<Expr>,
        attrs: Rc<[Attribute]>,
        /// The `/** ... */` comment before the declaration.
        doc_comment: Option<Rc<str>>,
        span: Span,
    },
    Const {
        modifiers: Modifiers,
        name: Name,
        value: Expr,
        span: Span,
    },
    Method {
        modifiers: Modifiers,
        func: Rc<FuncDecl>,
        /// Declared with `#[ReturnTypeWillChange]`.
        return_type_will_change: bool,
    },
    TraitUse {
        traits: Vec<Name>,
        adaptations: Vec<TraitAdaptation>,
        span: Span,
    },
    EnumCase {
        name: Name,
        value: Option<Expr>,
        span: Span,
    },
}

#[derive(Debug)]
pub enum TraitAdaptation {
    /// `A::foo insteadof B, C;`
    Insteadof {
        trait_name: Name,
        method: Name,
        instead_of: Vec<Name>,
    },
    /// `foo as protected bar;`, `A::foo as bar;`, `foo as private;`
    Alias {
        trait_name: Option<Name>,
        method: Name,
        visibility: Option<Visibility>,
        alias: Option<Name>,
    },
}
