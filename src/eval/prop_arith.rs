//! `$obj->name++`/`--` and `$obj->name op= operand` on a property that holds a number,
//! done in place: when the object is a local variable (or `$this`), the property is one
//! the code may read and write without checks (see `plain_prop` and `plain_prop_write`),
//! and the operand is a literal or a local number, the new value is computed and stored
//! with no path walk. Anything else (overflow, a reference, a type to coerce, magic)
//! takes the general path, which nothing here has begun.

use super::access::plain_number_prop;
use super::class::quick_object;
use super::expr::scalar_binary;
use super::frame::Frame;
use super::props::plain_prop_write;
use super::Interp;
use crate::object::Obj;
use crate::syntax::ast::{BinaryOp, Expr, ExprKind, Literal, MemberName, PropHint};
use crate::value::Value;

impl Interp {
    /// `$obj->name++` and the like in place; None when it does not qualify.
    #[inline]
    pub(super) fn incdec_plain_prop(
        &self,
        f: &Frame,
        target: &Expr,
        inc: bool,
        prefix: bool,
    ) -> Option<Value> {
        let (o, n, hint, cur) = number_prop_target(f, target)?;
        let nv = match &cur {
            Value::Int(i) => Value::Int(if inc {
                i.checked_add(1)?
            } else {
                i.checked_sub(1)?
            }),
            Value::Float(x) => Value::Float(if inc { x + 1.0 } else { x - 1.0 }),
            _ => return None,
        };
        plain_prop_write(f, &o, n.as_bytes(), nv.clone(), hint).ok()?;
        Some(if prefix { nv } else { cur })
    }

    /// `$obj->name op= operand` in place (arithmetic operators); None when it does not
    /// qualify.
    #[inline]
    pub(super) fn compound_plain_prop(
        &self,
        f: &Frame,
        op: BinaryOp,
        target: &Expr,
        value: &Expr,
    ) -> Option<Value> {
        if !matches!(op, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul) {
            return None;
        }
        let rhs = number_operand(f, value)?;
        let (o, n, hint, cur) = number_prop_target(f, target)?;
        let nv = scalar_binary(op, &cur, &rhs)?;
        plain_prop_write(f, &o, n.as_bytes(), nv.clone(), hint).ok()?;
        Some(nv)
    }
}

/// For `$var->name` (not `?->`) on a local object whose property holds a number: the
/// object, the name, the call site's hint and the number.
#[inline(always)]
fn number_prop_target<'e>(
    f: &Frame,
    target: &'e Expr,
) -> Option<(Obj, &'e str, &'e PropHint, Value)> {
    let ExprKind::Prop {
        obj,
        name: MemberName::Ident(n),
        nullsafe: false,
        hint,
    } = &target.kind
    else {
        return None;
    };
    let o = quick_object(f, obj)?;
    let cur = plain_number_prop(f, &o, n, hint)?;
    Some((o, n, hint, cur))
}

/// A literal number, or a local variable holding one.
fn number_operand(f: &Frame, e: &Expr) -> Option<Value> {
    match &e.kind {
        ExprKind::Lit(Literal::Int(i)) => Some(Value::Int(*i)),
        ExprKind::Lit(Literal::Float(x)) => Some(Value::Float(*x)),
        ExprKind::Var(_, slot) => match f.slots.borrow().get(slot.get() as usize) {
            Some(Some(v @ (Value::Int(_) | Value::Float(_)))) => Some(v.clone()),
            _ => None,
        },
        _ => None,
    }
}
