//! Statements of int arithmetic on local variables, run without the general evaluator:
//! `$i++`, `$s += <int expression>`, `$x = <int expression>` (int expressions as
//! `Interp::pure_int` takes them) while the variables hold ints. They allocate and free
//! nothing and cannot warn, so the work between statements is not needed either.

use super::frame::Frame;
use super::Interp;
use crate::compile::int_code::int_op;
use crate::syntax::ast::*;
use crate::value::Value;

impl Interp {
    /// Run the expression statement `e` when it has one of these forms and its values are
    /// ints; false when nothing ran.
    #[inline]
    pub(crate) fn int_stmt(&self, f: &Frame, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::IncDec { inc, target, .. } => {
                let ExprKind::Var(_, slot) = &target.kind else {
                    return false;
                };
                let mut slots = f.slots.borrow_mut();
                let Some(Some(Value::Int(i))) = slots.get_mut(slot.get() as usize) else {
                    return false;
                };
                let n = if *inc {
                    i.checked_add(1)
                } else {
                    i.checked_sub(1)
                };
                n.map(|n| *i = n).is_some()
            }
            ExprKind::CompoundAssign { op, target, value } => {
                let ExprKind::Var(_, slot) = &target.kind else {
                    return false;
                };
                let Some(b) = self.pure_int(f, value) else {
                    return false;
                };
                let mut slots = f.slots.borrow_mut();
                let Some(Some(Value::Int(a))) = slots.get_mut(slot.get() as usize) else {
                    return false;
                };
                int_op(*op, *a, b).map(|r| *a = r).is_some()
            }
            ExprKind::Assign { target, value } => {
                let ExprKind::Var(_, slot) = &target.kind else {
                    return false;
                };
                let Some(v) = self.pure_int(f, value) else {
                    return false;
                };
                let mut slots = f.slots.borrow_mut();
                match slots.get_mut(slot.get() as usize) {
                    // Nothing to release in the value replaced.
                    Some(
                        cell @ (None
                        | Some(
                            Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_),
                        )),
                    ) => {
                        *cell = Some(Value::Int(v));
                        true
                    }
                    _ => false,
                }
            }
            _ => false,
        }
    }
}
