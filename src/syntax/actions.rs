//! Semantic actions of the grammar: building AST nodes, and the re-association that
//! gives PHP's yacc-precedence results (`!$a = f()` is `!($a = f())`,
//! `$x ?? throw $e`, `print $a . $b`) on top of a plain precedence cascade.

use std::cell::Cell;
use std::rc::Rc;

use lalrpop_util::ParseError;

use super::ast::*;
use super::lexer::LexError;
use super::token::Tok;

pub type PResult<T> = Result<T, ParseError<usize, Tok, LexError>>;

/// What the grammar's start symbol produced.
pub enum Start {
    Program(Vec<Stmt>),
    /// An expression inside `{$...}` / `${...}` of an interpolated string.
    Interp(Expr),
}

/// `elseif` branches and the `else` body of an if statement.
pub type ElseTail = (Vec<(Expr, Vec<Stmt>)>, Option<Vec<Stmt>>);

/// `foreach (... as KEY => &VALUE)`: key, value, by reference.
pub type ForeachTarget = (Option<Expr>, Expr, bool);

/// The head of a statement that takes a body: `while (...)`, `for (...)`, ...
pub enum LoopHead {
    While(Expr),
    For(Vec<Expr>, Vec<Expr>, Vec<Expr>),
    Foreach(Expr, ForeachTarget),
    Declare(Vec<(Name, Expr)>, usize),
}

/// What follows `::`.
pub enum StaticMember {
    Const(Name),
    Prop(MemberName),
}

/// A call's argument list, or `(...)` for a first-class callable.
pub enum ArgList {
    Args(Vec<Arg>),
    Callable,
}

// Binding strength of operators, for re-association (higher binds tighter).
pub const PREC_THROW: u8 = 0;
pub const PREC_ARROW_FN: u8 = 1;
pub const PREC_INCLUDE: u8 = 2;
pub const PREC_LOW_OR: u8 = 3;
pub const PREC_LOW_XOR: u8 = 4;
pub const PREC_LOW_AND: u8 = 5;
pub const PREC_PRINT: u8 = 6;
pub const PREC_YIELD: u8 = 7;
pub const PREC_YIELD_FROM: u8 = 9;
pub const PREC_TERNARY: u8 = 11;
pub const PREC_COALESCE: u8 = 12;
pub const PREC_OR: u8 = 13;
pub const PREC_AND: u8 = 14;
pub const PREC_BIT_OR: u8 = 15;
pub const PREC_BIT_XOR: u8 = 16;
pub const PREC_BIT_AND: u8 = 17;
pub const PREC_EQUALITY: u8 = 18;
pub const PREC_COMPARISON: u8 = 19;
pub const PREC_CONCAT: u8 = 20;
pub const PREC_SHIFT: u8 = 21;
pub const PREC_ADD: u8 = 22;
pub const PREC_MUL: u8 = 23;
pub const PREC_POW: u8 = 30;

pub fn fatal(msg: &str, pos: usize) -> ParseError<usize, Tok, LexError> {
    ParseError::User {
        error: LexError::fatal(msg, pos),
    }
}

pub fn syntax(msg: &str, pos: usize) -> ParseError<usize, Tok, LexError> {
    ParseError::User {
        error: LexError::parse(msg, pos),
    }
}

/// `${e}`: a variable variable, or the variable itself when `e` is a string literal
/// (PHP compiles `${'name'}` as the plain variable, except `${'this'}`).
pub fn var_named_by(e: Expr, l: usize, r: usize) -> Expr {
    if let ExprKind::Lit(Literal::Str(s)) = &e.kind {
        if let Ok(name) = std::str::from_utf8(s) {
            if name != "this" {
                return var(Rc::from(name), l, r);
            }
        }
    }
    ex(ExprKind::VarVar(Box::new(e)), l, r)
}

pub fn ex(kind: ExprKind, l: usize, r: usize) -> Expr {
    Expr {
        kind,
        span: Span::new(l, r),
    }
}

pub fn stmt(kind: StmtKind, l: usize, r: usize) -> Stmt {
    Stmt {
        kind,
        span: Span::new(l, r),
    }
}

pub fn var(n: Name, l: usize, r: usize) -> Expr {
    ex(ExprKind::Var(n, Cell::new(NO_SLOT)), l, r)
}

/// A parenthesized expression keeps its node; its span grows to cover the
/// parentheses, which is how later actions tell `(a ? b : c)` from `a ? b : c`.
pub fn paren(mut e: Expr, l: usize, r: usize) -> Expr {
    // A parenthesized `A::C` or `A::$p` keeps its own span, starting after the `(`: a call
    // of it then calls the constant's or property's value (`(A::C)()`), which `make_call`
    // tells from a static method call by the call starting before the callee.
    if !matches!(
        e.kind,
        ExprKind::ClassConst { .. } | ExprKind::StaticProp { .. }
    ) {
        e.span = Span::new(l, r);
    }
    e
}

/// A bare name in expression position: `true`/`false`/`null` are literals.
pub fn name_expr(n: Name, l: usize, r: usize) -> Expr {
    let bare = n.strip_prefix('\\').unwrap_or(&n);
    if !bare.contains('\\') {
        let lit = if bare.eq_ignore_ascii_case("true") {
            Some(Literal::Bool(true))
        } else if bare.eq_ignore_ascii_case("false") {
            Some(Literal::Bool(false))
        } else if bare.eq_ignore_ascii_case("null") {
            Some(Literal::Null)
        } else {
            None
        };
        if let Some(lit) = lit {
            return ex(ExprKind::Lit(lit), l, r);
        }
    }
    ex(ExprKind::Const(n), l, r)
}

pub fn unary(op: UnaryOp, e: Expr, l: usize, r: usize) -> Expr {
    ex(
        ExprKind::Unary {
            op,
            expr: Box::new(e),
        },
        l,
        r,
    )
}

/// The low-precedence prefix forms that PHP lets extend to the right over operators
/// that bind tighter than they do.
enum Wrap {
    /// An arrow function whose body (its single `return`) was taken out.
    ArrowFn(Box<FuncDecl>),
    Silence,
    Print,
    Throw,
    Yield,
    YieldFrom,
    Include(IncludeKind),
}

fn open_prefix_prec(e: &Expr) -> Option<u8> {
    let (prec, operand) = match &e.kind {
        ExprKind::Silence(x) if e.span.hi == x.span.hi => return open_prefix_prec(x),
        ExprKind::Throw(x) => (PREC_THROW, x),
        ExprKind::Include { path, .. } => (PREC_INCLUDE, path),
        ExprKind::Print(x) => (PREC_PRINT, x),
        ExprKind::Yield {
            key: None,
            value: Some(x),
        } => (PREC_YIELD, x),
        ExprKind::YieldFrom(x) => (PREC_YIELD_FROM, x),
        ExprKind::Closure(d) => {
            let body = arrow_body(d)?;
            return (e.span.hi == body.span.hi).then_some(PREC_ARROW_FN);
        }
        _ => return None,
    };
    // Parenthesized forms have a span wider than their operand's.
    (e.span.hi == operand.span.hi).then_some(prec)
}

/// The body expression of an arrow function.
fn arrow_body(d: &FuncDecl) -> Option<&Expr> {
    match d.body.as_deref() {
        Some(
            [Stmt {
                kind: StmtKind::Return(Some(e)),
                ..
            }],
        ) if d.is_arrow => Some(e),
        _ => None,
    }
}

/// Split an open prefix form into its wrapper and operand; Err gives back any other
/// expression.
fn unwrap_prefix(e: Expr) -> Result<(Wrap, Expr, Span), Expr> {
    let span = e.span;
    Ok(match e.kind {
        ExprKind::Closure(d) => {
            let mut d = Rc::try_unwrap(d).map_err(|d| Expr {
                kind: ExprKind::Closure(d),
                span,
            })?;
            match d.body.take().and_then(|b| b.into_iter().next()) {
                Some(Stmt {
                    kind: StmtKind::Return(Some(body)),
                    ..
                }) => (Wrap::ArrowFn(Box::new(d)), body, span),
                other => {
                    d.body = other.map(|s| vec![s]);
                    return Err(Expr {
                        kind: ExprKind::Closure(Rc::new(d)),
                        span,
                    });
                }
            }
        }
        ExprKind::Silence(x) => (Wrap::Silence, *x, span),
        ExprKind::Throw(x) => (Wrap::Throw, *x, span),
        ExprKind::Include { kind, path } => (Wrap::Include(kind), *path, span),
        ExprKind::Print(x) => (Wrap::Print, *x, span),
        ExprKind::Yield { value: Some(x), .. } => (Wrap::Yield, *x, span),
        ExprKind::YieldFrom(x) => (Wrap::YieldFrom, *x, span),
        kind => return Err(Expr { kind, span }),
    })
}

fn rewrap(w: Wrap, inner: Expr, lo: u32) -> Expr {
    let span = Span {
        lo,
        hi: inner.span.hi,
    };
    let b = Box::new(inner);
    let kind = match w {
        Wrap::ArrowFn(mut d) => {
            d.span.hi = b.span.hi;
            let ret = Stmt {
                span: b.span,
                kind: StmtKind::Return(Some(*b)),
            };
            d.body = Some(vec![ret]);
            ExprKind::Closure(Rc::new(*d))
        }
        Wrap::Silence => ExprKind::Silence(b),
        Wrap::Print => ExprKind::Print(b),
        Wrap::Throw => ExprKind::Throw(b),
        Wrap::Yield => ExprKind::Yield {
            key: None,
            value: Some(b),
        },
        Wrap::YieldFrom => ExprKind::YieldFrom(b),
        Wrap::Include(kind) => ExprKind::Include { kind, path: b },
    };
    Expr { kind, span }
}

/// Builds `build(left)`, first pushing the operator into the operand of an open
/// low-precedence prefix form on the left (`print $a . $b` is `print ($a . $b)`).
fn reassociate(left: Expr, prec: u8, build: impl FnOnce(Expr) -> Expr) -> Expr {
    match open_prefix_prec(&left) {
        Some(p) if p < prec => match unwrap_prefix(left) {
            Ok((w, inner, span)) => {
                let inner = reassociate(inner, prec, build);
                rewrap(w, inner, span.lo)
            }
            Err(left) => build(left),
        },
        _ => build(left),
    }
}

pub fn binary(op: BinaryOp, prec: u8, a: Expr, b: Expr, _l: usize, _r: usize) -> Expr {
    reassociate(a, prec, move |left| {
        let span = left.span.to(b.span);
        Expr {
            kind: ExprKind::Binary {
                op,
                left: Box::new(left),
                right: Box::new(b),
                code: NumCode::default(),
            },
            span,
        }
    })
}

pub fn ternary(c: Expr, t: Option<Expr>, e: Expr, l: usize, _r: usize) -> PResult<Expr> {
    if let ExprKind::Ternary {
        then: inner_then,
        otherwise,
        ..
    } = &c.kind
    {
        if c.span.hi == otherwise.span.hi {
            let msg = match (inner_then.is_some(), t.is_some()) {
                (true, true) => Some("Unparenthesized `a ? b : c ? d : e` is not supported. Use either `(a ? b : c) ? d : e` or `a ? b : (c ? d : e)`"),
                (true, false) => Some("Unparenthesized `a ? b : c ?: d` is not supported. Use either `(a ? b : c) ?: d` or `a ? b : (c ?: d)`"),
                (false, true) => Some("Unparenthesized `a ?: b ? c : d` is not supported. Use either `(a ?: b) ? c : d` or `a ?: (b ? c : d)`"),
                (false, false) => None,
            };
            if let Some(msg) = msg {
                return Err(fatal(msg, l));
            }
        }
    }
    Ok(reassociate(c, PREC_TERNARY, move |cond| {
        let span = cond.span.to(e.span);
        Expr {
            kind: ExprKind::Ternary {
                cond: Box::new(cond),
                then: t.map(Box::new),
                otherwise: Box::new(e),
            },
            span,
        }
    }))
}

/// An array literal: a `ConstArray` when every key is an int or string literal and
/// every value a literal or such an array.
pub fn array_literal(items: Vec<Option<ArrayItem>>) -> ExprKind {
    let constant = items.iter().all(|it| {
        it.as_ref().is_some_and(|it| {
            !it.unpack
                && !it.by_ref
                && it.key.as_ref().is_none_or(|k| {
                    matches!(k.kind, ExprKind::Lit(Literal::Int(_) | Literal::Str(_)))
                })
                && constant_value(&it.value)
        })
    });
    if constant {
        ExprKind::ConstArray(items, ConstArrayCache::default())
    } else {
        ExprKind::Array(items)
    }
}

/// A literal, a negated number literal, or a constant array literal.
fn constant_value(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Lit(_) | ExprKind::ConstArray(..) => true,
        ExprKind::Unary {
            op: UnaryOp::Neg,
            expr,
        } => matches!(
            expr.kind,
            ExprKind::Lit(Literal::Int(_) | Literal::Float(_))
        ),
        _ => false,
    }
}

fn is_assignable(e: &Expr, plain: bool) -> bool {
    match &e.kind {
        ExprKind::Var(..)
        | ExprKind::VarVar(_)
        | ExprKind::Index { .. }
        | ExprKind::Prop { .. }
        | ExprKind::StaticProp { .. } => true,
        ExprKind::List(_) | ExprKind::Array(_) | ExprKind::ConstArray(..) => plain,
        _ => false,
    }
}

/// Attaches an assignment to the rightmost assignable operand of `target`
/// (`!$a = 1` is `!($a = 1)`, `$x && $y = 2` is `$x && ($y = 2)`).
fn attach_assign(
    target: Expr,
    plain: bool,
    op_text: &str,
    op_pos: usize,
    build: impl FnOnce(Expr) -> PResult<Expr>,
) -> PResult<Expr> {
    if is_assignable(&target, plain) {
        if let ExprKind::Prop { nullsafe: true, .. } = target.kind {
            return Err(fatal(
                "Can't use nullsafe operator in write context",
                op_pos,
            ));
        }
        return build(target);
    }
    let Expr { kind, span } = target;
    let unparen = |inner: &Expr| span.hi == inner.span.hi;
    let lo = span.lo;
    match kind {
        ExprKind::Binary {
            op, left, right, ..
        } if unparen(&right) => {
            let inner = attach_assign(*right, plain, op_text, op_pos, build)?;
            let span = fix_span(lo, &inner);
            Ok(Expr {
                kind: ExprKind::Binary {
                    op,
                    left,
                    right: Box::new(inner),
                    code: NumCode::default(),
                },
                span,
            })
        }
        ExprKind::Unary { op, expr } if unparen(&expr) => {
            let inner = attach_assign(*expr, plain, op_text, op_pos, build)?;
            let span = fix_span(lo, &inner);
            Ok(Expr {
                kind: ExprKind::Unary {
                    op,
                    expr: Box::new(inner),
                },
                span,
            })
        }
        ExprKind::Cast { kind: ck, expr } if unparen(&expr) => {
            let inner = attach_assign(*expr, plain, op_text, op_pos, build)?;
            let span = fix_span(lo, &inner);
            Ok(Expr {
                kind: ExprKind::Cast {
                    kind: ck,
                    expr: Box::new(inner),
                },
                span,
            })
        }
        ExprKind::Silence(expr) if unparen(&expr) => {
            let inner = attach_assign(*expr, plain, op_text, op_pos, build)?;
            let span = fix_span(lo, &inner);
            Ok(Expr {
                kind: ExprKind::Silence(Box::new(inner)),
                span,
            })
        }
        ExprKind::Ternary {
            cond,
            then,
            otherwise,
        } if unparen(&otherwise) => {
            let inner = attach_assign(*otherwise, plain, op_text, op_pos, build)?;
            let span = fix_span(lo, &inner);
            Ok(Expr {
                kind: ExprKind::Ternary {
                    cond,
                    then,
                    otherwise: Box::new(inner),
                },
                span,
            })
        }
        kind => {
            let e = Expr { kind, span };
            let e = if open_prefix_prec(&e).is_some() {
                match unwrap_prefix(e) {
                    Ok((w, inner, span)) => {
                        let inner = attach_assign(inner, plain, op_text, op_pos, build)?;
                        return Ok(rewrap(w, inner, span.lo));
                    }
                    Err(e) => e,
                }
            } else {
                e
            };
            match e.kind {
                ExprKind::Call { .. } | ExprKind::CallExpr { .. } => Err(fatal(
                    "Can't use function return value in write context",
                    op_pos,
                )),
                ExprKind::MethodCall { .. } | ExprKind::StaticCall { .. } => Err(fatal(
                    "Can't use method return value in write context",
                    op_pos,
                )),
                _ => Err(syntax(
                    &format!("syntax error, unexpected token \"{}\"", op_text),
                    op_pos,
                )),
            }
        }
    }
}

fn fix_span(lo: u32, inner: &Expr) -> Span {
    Span {
        lo,
        hi: inner.span.hi,
    }
}

fn assign_op_text(op: Option<BinaryOp>) -> &'static str {
    match op {
        None => "=",
        Some(BinaryOp::Add) => "+=",
        Some(BinaryOp::Sub) => "-=",
        Some(BinaryOp::Mul) => "*=",
        Some(BinaryOp::Div) => "/=",
        Some(BinaryOp::Concat) => ".=",
        Some(BinaryOp::Mod) => "%=",
        Some(BinaryOp::Pow) => "**=",
        Some(BinaryOp::BitAnd) => "&=",
        Some(BinaryOp::BitOr) => "|=",
        Some(BinaryOp::BitXor) => "^=",
        Some(BinaryOp::Shl) => "<<=",
        Some(BinaryOp::Shr) => ">>=",
        Some(_) => "??=",
    }
}

/// `target = value` or `target op= value` (op None is plain assignment).
pub fn assign(
    target: Expr,
    value: Expr,
    op: Option<BinaryOp>,
    op_pos: usize,
    _l: usize,
    _r: usize,
) -> PResult<Expr> {
    attach_assign(target, op.is_none(), assign_op_text(op), op_pos, move |t| {
        let span = t.span.to(value.span);
        let (t, value) = (Box::new(t), Box::new(value));
        let kind = match op {
            None => ExprKind::Assign { target: t, value },
            Some(op) => ExprKind::CompoundAssign {
                op,
                target: t,
                value,
            },
        };
        Ok(Expr { kind, span })
    })
}

/// `target = &value`.
pub fn assign_ref(target: Expr, value: Expr, op_pos: usize, _l: usize, _r: usize) -> PResult<Expr> {
    attach_assign(target, false, "=", op_pos, move |t| {
        let span = t.span.to(value.span);
        Ok(Expr {
            kind: ExprKind::AssignRef {
                target: Box::new(t),
                value: Box::new(value),
            },
            span,
        })
    })
}

/// `yield K => V` (also as `$x = yield K => V`): `left` is what was parsed before
/// the `=>`, which must end in an open `yield K`.
pub fn yield_pair(left: Expr, v: Expr, arrow: usize) -> PResult<Expr> {
    let Expr { kind, span } = left;
    match kind {
        ExprKind::Yield {
            key: None,
            value: Some(k),
        } if span.hi == k.span.hi => {
            let span = Span {
                lo: span.lo,
                hi: v.span.hi,
            };
            Ok(Expr {
                kind: ExprKind::Yield {
                    key: Some(k),
                    value: Some(Box::new(v)),
                },
                span,
            })
        }
        ExprKind::Assign { target, value } if span.hi == value.span.hi => {
            let value = yield_pair(*value, v, arrow)?;
            let span = Span {
                lo: span.lo,
                hi: value.span.hi,
            };
            Ok(Expr {
                kind: ExprKind::Assign {
                    target,
                    value: Box::new(value),
                },
                span,
            })
        }
        _ => Err(syntax("syntax error, unexpected token \"=>\"", arrow)),
    }
}

/// Turns `name(...)`, `$o->m(...)`, `A::m(...)`, `A::$f(...)` into call nodes;
/// `(...)` makes a first-class callable.
pub fn call(callee: Expr, args: ArgList, l: usize, r: usize) -> Expr {
    match args {
        ArgList::Args(args) => make_call(callee, args, l, r),
        ArgList::Callable => {
            let c = make_call(callee, vec![], l, r);
            ex(ExprKind::CallableRef(Box::new(c)), l, r)
        }
    }
}

fn make_call(callee: Expr, args: Vec<Arg>, l: usize, r: usize) -> Expr {
    let span = callee.span;
    let kind = match callee.kind {
        ExprKind::Const(name) if (span.hi - span.lo) as usize == name.len() => ExprKind::Call {
            name,
            args,
            cache: CallCache::default(),
        },
        ExprKind::Prop {
            obj,
            name,
            nullsafe,
            ..
        } if obj.span.lo == span.lo => ExprKind::MethodCall {
            obj,
            name,
            args,
            nullsafe,
            cache: CallCache::default(),
        },
        ExprKind::ClassConst { class, name } if span.lo as usize == l => ExprKind::StaticCall {
            class,
            name: MemberName::Ident(name),
            args,
            cache: CallCache::default(),
        },
        ExprKind::StaticProp { class, name } if span.lo as usize == l => {
            let name = match name {
                MemberName::Ident(n) => MemberName::Dynamic(Box::new(Expr {
                    kind: ExprKind::Var(n, Cell::new(NO_SLOT)),
                    span,
                })),
                MemberName::Dynamic(e) => MemberName::Dynamic(Box::new(Expr {
                    span: e.span,
                    kind: ExprKind::VarVar(e),
                })),
            };
            ExprKind::StaticCall {
                class,
                name,
                args,
                cache: CallCache::default(),
            }
        }
        kind => ExprKind::CallExpr {
            callee: Box::new(Expr { kind, span }),
            args,
        },
    };
    ex(kind, l, r)
}

/// The class part of `X::...`: a bare name is a class name, anything else an expression.
pub fn class_ref(b: Expr) -> ClassRef {
    match b.kind {
        ExprKind::Const(n) if (b.span.hi - b.span.lo) as usize == n.len() => {
            ClassRef::Named(ClassName::new(n))
        }
        kind => ClassRef::Dynamic(Box::new(Expr { kind, span: b.span })),
    }
}

pub fn static_member(class: ClassRef, m: StaticMember, l: usize, r: usize) -> Expr {
    match m {
        StaticMember::Const(name) => ex(ExprKind::ClassConst { class, name }, l, r),
        StaticMember::Prop(name) => ex(ExprKind::StaticProp { class, name }, l, r),
    }
}

/// `A::{expr}(args)`: a static call of the method the expression names.
pub fn static_dynamic_call(class: ClassRef, name: Expr, args: ArgList, l: usize, r: usize) -> Expr {
    let call = |args| {
        ex(
            ExprKind::StaticCall {
                class,
                name: MemberName::Dynamic(Box::new(name)),
                args,
                cache: CallCache::default(),
            },
            l,
            r,
        )
    };
    match args {
        ArgList::Args(args) => call(args),
        ArgList::Callable => ex(ExprKind::CallableRef(Box::new(call(vec![]))), l, r),
    }
}

/// `A::$p` where the property part was parsed as a simple variable.
pub fn static_prop(class: ClassRef, v: Expr, l: usize, r: usize) -> Expr {
    let name = match v.kind {
        ExprKind::Var(n, _) => MemberName::Ident(n),
        ExprKind::VarVar(e) => MemberName::Dynamic(e),
        kind => MemberName::Dynamic(Box::new(Expr { kind, span: v.span })),
    };
    ex(ExprKind::StaticProp { class, name }, l, r)
}

pub fn new_expr(class: ClassRef, args: ArgList, l: usize, r: usize) -> PResult<Expr> {
    match args {
        ArgList::Args(args) => Ok(ex(ExprKind::New { class, args }, l, r)),
        ArgList::Callable => Err(fatal("Cannot create Closure for new expression", l)),
    }
}

pub fn isset(e: Vec<Expr>, l: usize, r: usize) -> PResult<Expr> {
    if e.is_empty() {
        return Err(syntax(
            "syntax error, unexpected token \")\"",
            r.saturating_sub(1),
        ));
    }
    Ok(ex(ExprKind::Isset(e), l, r))
}

pub fn match_arm(conds: Option<Vec<Expr>>, body: Expr, l: usize, r: usize) -> PResult<MatchArm> {
    if let Some(c) = &conds {
        if c.is_empty() {
            return Err(syntax("syntax error, unexpected token \"=>\"", l));
        }
    }
    Ok(MatchArm {
        conds,
        body,
        span: Span::new(l, r),
    })
}

// ---------------------------------------------------------------- statements

pub fn body_of(s: Stmt) -> Vec<Stmt> {
    match s.kind {
        StmtKind::Block(b) => b,
        kind => vec![Stmt { kind, span: s.span }],
    }
}

pub fn if_stmt(l: usize, r: usize, cond: Expr, then: Stmt, tail: ElseTail) -> Stmt {
    stmt(
        StmtKind::If {
            cond,
            then: body_of(then),
            elseifs: tail.0,
            otherwise: tail.1,
        },
        l,
        r,
    )
}

pub fn prepend_elseif(c: Expr, s: Stmt, tail: ElseTail) -> ElseTail {
    let mut v = vec![(c, body_of(s))];
    v.extend(tail.0);
    (v, tail.1)
}

pub fn alt_if_stmt(l: usize, r: usize, cond: Expr, chain: (Vec<Stmt>, ElseTail)) -> Stmt {
    stmt(
        StmtKind::If {
            cond,
            then: chain.0,
            elseifs: chain.1 .0,
            otherwise: chain.1 .1,
        },
        l,
        r,
    )
}

pub fn alt_elseif(body: Vec<Stmt>, c: Expr, chain: (Vec<Stmt>, ElseTail)) -> (Vec<Stmt>, ElseTail) {
    let mut v = vec![(c, chain.0)];
    v.extend(chain.1 .0);
    (body, (v, chain.1 .1))
}

fn loop_kind(head: LoopHead, body: Vec<Stmt>, is_nop: bool) -> PResult<StmtKind> {
    Ok(match head {
        LoopHead::While(cond) => StmtKind::While { cond, body },
        LoopHead::For(init, cond, step) => StmtKind::For {
            init,
            cond,
            step,
            body,
        },
        LoopHead::Foreach(subject, (key, value, by_ref)) => StmtKind::Foreach {
            subject,
            key,
            value,
            by_ref,
            body,
        },
        LoopHead::Declare(directives, pos) => {
            if directives
                .iter()
                .any(|(n, _)| n.eq_ignore_ascii_case("ticks"))
            {
                return Err(fatal("aphp does not support declare(ticks)", pos));
            }
            StmtKind::Declare {
                directives,
                body: if is_nop { None } else { Some(body) },
            }
        }
    })
}

pub fn loop_stmt(l: usize, r: usize, head: LoopHead, body: Stmt) -> PResult<Stmt> {
    let is_nop = matches!(body.kind, StmtKind::Nop);
    Ok(stmt(loop_kind(head, body_of(body), is_nop)?, l, r))
}

pub fn alt_loop_stmt(
    l: usize,
    r: usize,
    head: LoopHead,
    body: Vec<Stmt>,
    end: Tok,
) -> PResult<Stmt> {
    let expected = match head {
        LoopHead::While(_) => ("endwhile", matches!(end, Tok::EndWhile)),
        LoopHead::For(..) => ("endfor", matches!(end, Tok::EndFor)),
        LoopHead::Foreach(..) => ("endforeach", matches!(end, Tok::EndForeach)),
        LoopHead::Declare(..) => ("enddeclare", matches!(end, Tok::EndDeclare)),
    };
    if !expected.1 {
        let got = match end {
            Tok::EndWhile => "endwhile",
            Tok::EndFor => "endfor",
            Tok::EndForeach => "endforeach",
            _ => "enddeclare",
        };
        return Err(syntax(
            &format!(
                "syntax error, unexpected token \"{}\", expecting \"{}\"",
                got, expected.0
            ),
            r,
        ));
    }
    Ok(stmt(loop_kind(head, body, false)?, l, r))
}

/// `break N;` / `continue N;`: N must be a positive integer literal.
pub fn jump(is_break: bool, e: Option<Expr>, l: usize, r: usize) -> PResult<Stmt> {
    let word = if is_break { "break" } else { "continue" };
    let n = match e {
        None => 1,
        Some(Expr {
            kind: ExprKind::Lit(Literal::Int(n)),
            ..
        }) => {
            if n < 1 {
                return Err(fatal(
                    &format!("'{}' operator accepts only positive integers", word),
                    l,
                ));
            }
            n.min(u32::MAX as i64) as u32
        }
        Some(_) => {
            return Err(fatal(
                &format!(
                    "'{}' operator with non-integer operand is no longer supported",
                    word
                ),
                l,
            ))
        }
    };
    let kind = if is_break {
        StmtKind::Break(n)
    } else {
        StmtKind::Continue(n)
    };
    Ok(stmt(kind, l, r))
}

pub fn try_stmt(
    body: Vec<Stmt>,
    catches: Vec<Catch>,
    finally: Option<Vec<Stmt>>,
    l: usize,
    r: usize,
) -> PResult<Stmt> {
    if catches.is_empty() && finally.is_none() {
        return Err(fatal("Cannot use try without catch or finally", l));
    }
    Ok(stmt(
        StmtKind::Try {
            body,
            catches,
            finally,
        },
        l,
        r,
    ))
}

fn strip_ns(n: &Name) -> Name {
    match n.strip_prefix('\\') {
        Some(s) => Name::from(s),
        None => n.clone(),
    }
}

pub fn use_item(name: Name, alias: Option<Name>, kind: Option<UseKind>) -> UseItem {
    UseItem {
        name: strip_ns(&name),
        alias,
        kind,
    }
}

pub fn group_use(
    kind: Option<UseKind>,
    prefix: Name,
    items: Vec<UseItem>,
    l: usize,
    r: usize,
) -> Stmt {
    let prefix = strip_ns(&prefix);
    let items = items
        .into_iter()
        .map(|i| UseItem {
            name: Name::from(format!("{}\\{}", prefix, i.name).as_str()),
            alias: i.alias,
            kind: i.kind,
        })
        .collect();
    stmt(
        StmtKind::Use {
            kind: kind.unwrap_or(UseKind::Class),
            items,
        },
        l,
        r,
    )
}

// ---------------------------------------------------------------- functions

#[allow(clippy::too_many_arguments)]
pub fn func(
    name: Name,
    params: Vec<Param>,
    by_ref_return: bool,
    return_type: Option<TypeHint>,
    body: Option<Vec<Stmt>>,
    uses: Vec<ClosureUse>,
    l: usize,
    r: usize,
) -> FuncDecl {
    optional_before_required(&params);
    FuncDecl {
        name,
        params,
        by_ref_return,
        return_type,
        body,
        uses,
        is_closure: false,
        is_arrow: false,
        is_static: false,
        attrs: super::lexer::attributes_at(l),
        doc_comment: super::lexer::doc_comment_at(l),
        span: Span::new(l, r),
        scope: FunctionScope::default(),
    }
}

/// PHP deprecates an optional parameter before a required one (it is required then),
/// except the old `Type $p = null` spelling of a nullable type (without `?`).
fn optional_before_required(params: &[Param]) {
    let Some(last_required) = params
        .iter()
        .rposition(|p| p.default.is_none() && !p.variadic)
    else {
        return;
    };
    for p in &params[..last_required] {
        if p.default.is_some() && !p.null_for_type {
            super::strings::compile_notice(
                false,
                format!(
                    "Optional parameter ${} declared before required parameter ${} is \
                     implicitly treated as a required parameter",
                    p.name, params[last_required].name
                ),
                p.span.lo as usize,
            );
        }
    }
}

pub fn modifiers(mods: &[Tok]) -> Modifiers {
    let mut m = Modifiers::default();
    for t in mods {
        match t {
            Tok::Public | Tok::Var => m.visibility = Some(Visibility::Public),
            Tok::Protected => m.visibility = Some(Visibility::Protected),
            Tok::Private => m.visibility = Some(Visibility::Private),
            Tok::Static => m.is_static = true,
            Tok::Abstract => m.is_abstract = true,
            Tok::Final => m.is_final = true,
            Tok::Readonly => m.is_readonly = true,
            _ => {}
        }
    }
    m
}

#[allow(clippy::too_many_arguments)]
pub fn param(
    mods: Vec<Tok>,
    ty: Option<TypeHint>,
    by_ref: bool,
    variadic: bool,
    name: Name,
    default: Option<Expr>,
    l: usize,
    r: usize,
) -> Param {
    let null_default = matches!(
        &default,
        Some(Expr {
            kind: ExprKind::Lit(Literal::Null),
            ..
        })
    );
    let null_for_type = null_default
        && ty
            .as_ref()
            .is_some_and(|t| !matches!(t, TypeHint::Nullable(_)));
    let ty = match ty {
        Some(t) if null_default && mods.is_empty() => Some(implicitly_nullable(t)),
        t => t,
    };
    Param {
        name,
        ty,
        default,
        by_ref,
        variadic,
        null_for_type,
        promote: if mods.is_empty() {
            None
        } else {
            Some(modifiers(&mods))
        },
        attrs: super::lexer::attributes_at(l),
        span: Span::new(l, r),
    }
}

/// The type of a parameter whose default is null: it takes null too (`T $x = null` is
/// `?T $x = null`).
fn implicitly_nullable(t: TypeHint) -> TypeHint {
    let is_null = |t: &TypeHint| matches!(t, TypeHint::Named(n) if n.eq_ignore_ascii_case("null") || n.eq_ignore_ascii_case("mixed"));
    match t {
        TypeHint::Named(_) if is_null(&t) => t,
        TypeHint::Named(_) => TypeHint::Nullable(Box::new(t)),
        TypeHint::Union(mut ts) if !ts.iter().any(is_null) => {
            ts.push(TypeHint::Named("null".into()));
            TypeHint::Union(ts)
        }
        t => t,
    }
}

pub fn union_type(a: TypeHint, rest: Vec<TypeHint>) -> TypeHint {
    let mut all = vec![a];
    all.extend(rest);
    TypeHint::Union(all)
}

pub fn closure(is_static: bool, mut f: FuncDecl, l: usize, r: usize) -> Expr {
    f.is_closure = true;
    f.is_static = is_static;
    ex(ExprKind::Closure(Rc::new(f)), l, r)
}

pub fn arrow_fn(
    is_static: bool,
    by_ref: bool,
    params: Vec<Param>,
    ret: Option<TypeHint>,
    body: Expr,
    l: usize,
    r: usize,
) -> Expr {
    let span = body.span;
    let ret_stmt = Stmt {
        kind: StmtKind::Return(Some(body)),
        span,
    };
    let mut f = func(
        Name::from(""),
        params,
        by_ref,
        ret,
        Some(vec![ret_stmt]),
        vec![],
        l,
        r,
    );
    f.is_arrow = true;
    closure(is_static, f, l, r)
}

// ---------------------------------------------------------------- classes

pub fn class_modifiers(mods: Vec<Tok>) -> Modifiers {
    modifiers(&mods)
}

#[allow(clippy::too_many_arguments)]
pub fn class_decl(
    kind: ClassKind,
    name: Option<Name>,
    modifiers: Modifiers,
    extends: Option<Name>,
    implements: Vec<Name>,
    enum_backing: Option<TypeHint>,
    members: Vec<Vec<ClassMember>>,
    l: usize,
    r: usize,
) -> PResult<ClassDecl> {
    Ok(ClassDecl {
        name,
        kind,
        modifiers,
        extends,
        implements,
        enum_backing,
        members: members.into_iter().flatten().collect(),
        allow_dynamic: super::lexer::allows_dynamic_at(l),
        attrs: super::lexer::attributes_at(l),
        doc_comment: super::lexer::doc_comment_at(l),
        span: Span::new(l, r),
    })
}

#[allow(clippy::too_many_arguments)]
pub fn anon_class(
    args: Option<ArgList>,
    extends: Option<Name>,
    implements: Vec<Name>,
    members: Vec<Vec<ClassMember>>,
    l: usize,
    class_pos: usize,
    r: usize,
) -> PResult<Expr> {
    let args = match args {
        None => vec![],
        Some(ArgList::Args(a)) => a,
        Some(ArgList::Callable) => {
            return Err(fatal("Cannot create Closure for new expression", l))
        }
    };
    let decl = class_decl(
        ClassKind::Class,
        None,
        Modifiers::default(),
        extends,
        implements,
        None,
        members,
        class_pos,
        r,
    )?;
    Ok(ex(
        ExprKind::New {
            class: ClassRef::Anonymous(Rc::new(decl)),
            args,
        },
        l,
        r,
    ))
}

pub fn method(mods: Vec<Tok>, mut f: FuncDecl, l: usize) -> PResult<Vec<ClassMember>> {
    // PHP gives `__toString` an implicit `string` return type (so an int result is
    // coerced, and a wrong one is a TypeError like any declared return type).
    if f.return_type.is_none() && f.name.eq_ignore_ascii_case("__tostring") {
        f.return_type = Some(TypeHint::Named("string".into()));
    }
    Ok(vec![ClassMember::Method {
        modifiers: modifiers(&mods),
        func: Rc::new(f),
        return_type_will_change: super::lexer::return_type_will_change_at(l),
    }])
}

pub fn class_consts(
    mods: Vec<Tok>,
    items: Vec<(Name, Expr)>,
    l: usize,
    r: usize,
) -> PResult<Vec<ClassMember>> {
    let m = modifiers(&mods);
    Ok(items
        .into_iter()
        .map(|(name, value)| ClassMember::Const {
            modifiers: m,
            name,
            value,
            span: Span::new(l, r),
        })
        .collect())
}

pub fn properties(
    mods: Vec<Tok>,
    ty: Option<TypeHint>,
    items: Vec<(Name, Option<Expr>, usize, usize)>,
    l: usize,
    _r: usize,
) -> PResult<Vec<ClassMember>> {
    if mods.is_empty() {
        let (name, pos) = items
            .first()
            .map(|i| (i.0.to_string(), i.2))
            .unwrap_or_default();
        let pos = if ty.is_some() { l } else { pos };
        return Err(syntax(
            &format!(
                "syntax error, unexpected variable \"${}\", expecting \"function\" or \"const\"",
                name
            ),
            pos,
        ));
    }
    let m = modifiers(&mods);
    let attrs = super::lexer::attributes_at(l);
    let mut doc_comment = super::lexer::doc_comment_at(l);
    Ok(items
        .into_iter()
        .map(|(name, default, lo, hi)| ClassMember::Property {
            modifiers: m,
            ty: ty.clone(),
            name,
            default,
            attrs: attrs.clone(),
            // Only the first property of a list takes the doc comment.
            doc_comment: doc_comment.take(),
            span: Span::new(lo, hi),
        })
        .collect())
}
