//! Lowering of int-shaped binary expressions to native code: a tree of int literals,
//! local variables and `+ - * % & | ^ << >>` (with a comparison or `<=>` at the root)
//! becomes a tree of closures, each specialised for its operands' kinds, that the
//! evaluator runs instead of walking the AST. Runs after the resolver numbered the
//! variables; only the shape is fixed, so every value is still checked when it runs and
//! the general path takes over when one is not an int.

use crate::compile::resolve::is_local_slot;
use crate::syntax::ast::*;
use crate::value::Value;

/// Deepest tree lowered.
const MAX_DEPTH: u32 = 6;

/// Operators allowed inside the tree.
fn is_arith(op: BinaryOp) -> bool {
    matches!(
        op,
        BinaryOp::Add
            | BinaryOp::Sub
            | BinaryOp::Mul
            | BinaryOp::Mod
            | BinaryOp::BitAnd
            | BinaryOp::BitOr
            | BinaryOp::BitXor
            | BinaryOp::Shl
            | BinaryOp::Shr
    )
}

/// Operators allowed only at the root.
fn is_comparison(op: BinaryOp) -> bool {
    matches!(
        op,
        BinaryOp::Lt
            | BinaryOp::Le
            | BinaryOp::Gt
            | BinaryOp::Ge
            | BinaryOp::Eq
            | BinaryOp::Identical
            | BinaryOp::NotEq
            | BinaryOp::NotIdentical
            | BinaryOp::Spaceship
    )
}

/// One operator on two ints, None where PHP's result would not be this int (overflow to
/// float, division by zero, a shift PHP treats specially).
#[inline(always)]
pub fn int_op(op: BinaryOp, a: i64, b: i64) -> Option<i64> {
    Some(match op {
        BinaryOp::Add => a.checked_add(b)?,
        BinaryOp::Sub => a.checked_sub(b)?,
        BinaryOp::Mul => a.checked_mul(b)?,
        BinaryOp::Mod if b != 0 && b != -1 => a % b,
        BinaryOp::BitAnd => a & b,
        BinaryOp::BitOr => a | b,
        BinaryOp::BitXor => a ^ b,
        BinaryOp::Shl if (0..64).contains(&b) => a << b,
        BinaryOp::Shr if (0..64).contains(&b) => a >> b,
        BinaryOp::Lt => (a < b) as i64,
        BinaryOp::Le => (a <= b) as i64,
        BinaryOp::Gt => (a > b) as i64,
        BinaryOp::Ge => (a >= b) as i64,
        BinaryOp::Eq | BinaryOp::Identical => (a == b) as i64,
        BinaryOp::NotEq | BinaryOp::NotIdentical => (a != b) as i64,
        BinaryOp::Spaceship => (a > b) as i64 - (a < b) as i64,
        _ => return None,
    })
}

/// Give `e`, a binary expression whose operands are resolved, its native code when it has
/// the shape.
pub fn lower(e: &Expr) {
    let ExprKind::Binary { op, code, .. } = &e.kind else {
        return;
    };
    if !is_arith(*op) && !is_comparison(*op) {
        return;
    }
    if let Some(Operand::Code(run)) = operand(e, MAX_DEPTH, true) {
        let _ = code.0.set(IntProgram {
            run,
            is_bool: is_comparison(*op) && *op != BinaryOp::Spaceship,
        });
    }
}

/// A lowered operand.
enum Operand {
    Const(i64),
    Slot(u32),
    Code(IntFn),
}

fn operand(e: &Expr, depth: u32, root: bool) -> Option<Operand> {
    Some(match &e.kind {
        ExprKind::Lit(Literal::Int(i)) => Operand::Const(*i),
        ExprKind::Var(_, slot) if is_local_slot(slot.get()) => Operand::Slot(slot.get()),
        ExprKind::Binary {
            op, left, right, ..
        } if depth > 0 && (is_arith(*op) || root && is_comparison(*op)) => {
            let l = operand(left, depth - 1, false)?;
            let r = operand(right, depth - 1, false)?;
            Operand::Code(binary(*op, l, r))
        }
        _ => return None,
    })
}

/// Reading an operand's int.
trait Get: 'static {
    fn get(&self, slots: &[Option<Value>]) -> Option<i64>;
}

struct Const(i64);
struct Slot(u32);
struct Code(IntFn);

impl Get for Const {
    #[inline(always)]
    fn get(&self, _: &[Option<Value>]) -> Option<i64> {
        Some(self.0)
    }
}

impl Get for Slot {
    #[inline(always)]
    fn get(&self, slots: &[Option<Value>]) -> Option<i64> {
        match slots.get(self.0 as usize) {
            Some(Some(Value::Int(i))) => Some(*i),
            _ => None,
        }
    }
}

impl Get for Code {
    #[inline(always)]
    fn get(&self, slots: &[Option<Value>]) -> Option<i64> {
        (self.0)(slots)
    }
}

fn node<L: Get, R: Get>(op: BinaryOp, l: L, r: R) -> IntFn {
    Box::new(move |s| int_op(op, l.get(s)?, r.get(s)?))
}

/// The code of `l op r`, specialised for the operands' kinds.
fn binary(op: BinaryOp, l: Operand, r: Operand) -> IntFn {
    use Operand as O;
    match (l, r) {
        (O::Slot(a), O::Const(b)) => node(op, Slot(a), Const(b)),
        (O::Slot(a), O::Slot(b)) => node(op, Slot(a), Slot(b)),
        (O::Const(a), O::Slot(b)) => node(op, Const(a), Slot(b)),
        (O::Const(a), O::Const(b)) => node(op, Const(a), Const(b)),
        (O::Code(a), O::Const(b)) => node(op, Code(a), Const(b)),
        (O::Code(a), O::Slot(b)) => node(op, Code(a), Slot(b)),
        (O::Slot(a), O::Code(b)) => node(op, Slot(a), Code(b)),
        (O::Const(a), O::Code(b)) => node(op, Const(a), Code(b)),
        (O::Code(a), O::Code(b)) => node(op, Code(a), Code(b)),
    }
}
