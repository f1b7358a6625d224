//! The type of a property or parameter default that PHP folds at compile time, and
//! whether the declared type accepts it ("Cannot use string as default value for ...").
//! Defaults it cannot fold (constants, calls) are left to the runtime check.

use crate::syntax::ast::*;

/// The type of a folded constant value.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Folded {
    Null,
    Bool(bool),
    Int,
    Float,
    Str,
    Array,
}

impl Folded {
    /// The name PHP gives the value's type in the message.
    pub(super) fn type_name(self) -> &'static str {
        match self {
            Folded::Null => "null",
            Folded::Bool(_) => "bool",
            Folded::Int => "int",
            Folded::Float => "float",
            Folded::Str => "string",
            Folded::Array => "array",
        }
    }
}

/// Nesting of class constants followed before giving up (cycles are runtime errors).
const MAX_CONST_DEPTH: u32 = 8;

/// The type of `e` when PHP evaluates it at compile time: literals, arrays, arithmetic
/// and concatenation of those, and constants of the class being declared (`class`).
pub(super) fn fold(e: &Expr, class: Option<(&ClassDecl, &str)>) -> Option<Folded> {
    fold_at(e, class, 0)
}

fn fold_at(e: &Expr, class: Option<(&ClassDecl, &str)>, depth: u32) -> Option<Folded> {
    if depth > MAX_CONST_DEPTH {
        return None;
    }
    let number = |f: Folded| matches!(f, Folded::Int | Folded::Float).then_some(f);
    match &e.kind {
        ExprKind::Lit(Literal::Null) => Some(Folded::Null),
        ExprKind::Lit(Literal::Bool(b)) => Some(Folded::Bool(*b)),
        ExprKind::Lit(Literal::Int(_)) => Some(Folded::Int),
        ExprKind::Lit(Literal::Float(_)) => Some(Folded::Float),
        ExprKind::Lit(Literal::Str(_)) => Some(Folded::Str),
        ExprKind::Array(_) | ExprKind::ConstArray(..) => Some(Folded::Array),
        ExprKind::Unary {
            op: UnaryOp::Neg | UnaryOp::Plus,
            expr,
        } => number(fold_at(expr, class, depth)?),
        ExprKind::Binary {
            op, left, right, ..
        } => {
            let l = fold_at(left, class, depth)?;
            let r = fold_at(right, class, depth)?;
            match op {
                BinaryOp::Concat if l != Folded::Array && r != Folded::Array => Some(Folded::Str),
                // Int results may overflow to float: only a float operand gives a sure type.
                BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul => {
                    number(l)?;
                    number(r)?;
                    (l == Folded::Float || r == Folded::Float).then_some(Folded::Float)
                }
                _ => None,
            }
        }
        ExprKind::ClassConst {
            class: ClassRef::Named(c),
            name,
        } => {
            let (decl, own) = class?;
            let named = c.strip_prefix('\\').unwrap_or(c);
            let is_own = c.eq_ignore_ascii_case("self") || named.eq_ignore_ascii_case(own);
            if !is_own || decl.kind == ClassKind::Trait {
                return None;
            }
            decl.members.iter().find_map(|m| match m {
                ClassMember::Const { name: n, value, .. } if n == name => {
                    fold_at(value, class, depth + 1)
                }
                _ => None,
            })
        }
        _ => None,
    }
}

/// Whether a value of type `v` is a valid default for type `t` (PHP's
/// `zend_is_valid_default_value`: an exact type match, or an int for a float).
pub(super) fn accepts(t: &TypeHint, v: Folded) -> bool {
    match t {
        TypeHint::Named(n) => {
            let n = n.to_ascii_lowercase();
            match n.as_str() {
                "mixed" => true,
                "null" => v == Folded::Null,
                "int" => v == Folded::Int,
                "float" => matches!(v, Folded::Int | Folded::Float),
                "string" => v == Folded::Str,
                "bool" => matches!(v, Folded::Bool(_)),
                "true" => v == Folded::Bool(true),
                "false" => v == Folded::Bool(false),
                "array" | "iterable" => v == Folded::Array,
                _ => false,
            }
        }
        TypeHint::Nullable(inner) => v == Folded::Null || accepts(inner, v),
        TypeHint::Union(ts) => ts.iter().any(|t| accepts(t, v)),
        TypeHint::Intersection(_) => false,
    }
}
