//! Statements of number arithmetic on local variables, run without the general evaluator:
//! `$i++`, `$s += <number expression>`, `$x = <number expression>` (number expressions as
//! `Interp::pure_num` takes them) while the variables hold ints or floats. They allocate
//! and free nothing and cannot warn, so the work between statements is not needed either.
//! The all-int forms are tried first, in a function of their own: loops over ints run
//! them for every iteration.

use super::frame::Frame;
use super::Interp;
use crate::compile::num_code::{int_op, num_op};
use crate::syntax::ast::*;
use crate::value::Value;

impl Interp {
    /// Run the expression statement `e` when it has one of these forms and its values are
    /// numbers; false when nothing ran.
    #[inline]
    pub(crate) fn num_stmt(&self, f: &Frame, e: &Expr) -> bool {
        self.int_stmt(f, e) || may_be_float_stmt(e) && self.float_stmt(f, e)
    }

    /// The forms on ints whose results are ints.
    #[inline]
    fn int_stmt(&self, f: &Frame, e: &Expr) -> bool {
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
                store_number(f, slot.get(), Value::Int(v))
            }
            _ => false,
        }
    }

    /// The forms where a value is a float or a result leaves the ints.
    #[inline(never)]
    fn float_stmt(&self, f: &Frame, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::IncDec { inc, target, .. } => {
                let ExprKind::Var(_, slot) = &target.kind else {
                    return false;
                };
                let mut slots = f.slots.borrow_mut();
                let Some(Some(Value::Float(x))) = slots.get_mut(slot.get() as usize) else {
                    return false;
                };
                *x += if *inc { 1.0 } else { -1.0 };
                true
            }
            ExprKind::CompoundAssign { op, target, value } => {
                let ExprKind::Var(_, slot) = &target.kind else {
                    return false;
                };
                let Some(b) = self.pure_num(f, value) else {
                    return false;
                };
                let mut slots = f.slots.borrow_mut();
                let Some(Some(cell)) = slots.get_mut(slot.get() as usize) else {
                    return false;
                };
                let a = match cell {
                    Value::Int(i) => Num::I(*i),
                    Value::Float(x) => Num::F(*x),
                    _ => return false,
                };
                match num_op(*op, a, b) {
                    Some(r) => {
                        // The value replaced is a number: nothing to drop.
                        std::mem::forget(std::mem::replace(cell, num_value(r)));
                        true
                    }
                    None => false,
                }
            }
            ExprKind::Assign { target, value } => {
                let ExprKind::Var(_, slot) = &target.kind else {
                    return false;
                };
                let Some(v) = self.pure_num(f, value) else {
                    return false;
                };
                store_number(f, slot.get(), num_value(v))
            }
            _ => false,
        }
    }
}

/// Whether `e` has a form `float_stmt` may run: a variable is the target and the value
/// assigned is a literal, a variable or a lowered expression (a cheap test that keeps
/// other statements from making the call).
#[inline(always)]
fn may_be_float_stmt(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::IncDec { target, .. } => matches!(target.kind, ExprKind::Var(..)),
        ExprKind::CompoundAssign { target, value, .. } | ExprKind::Assign { target, value } => {
            matches!(target.kind, ExprKind::Var(..))
                && match &value.kind {
                    ExprKind::Lit(Literal::Int(_) | Literal::Float(_)) | ExprKind::Var(..) => true,
                    ExprKind::Binary { code, .. } => code.0.get().is_some(),
                    _ => false,
                }
        }
        _ => false,
    }
}

/// Store `v` in the slot when what it holds needs no release (nothing, or a scalar).
#[inline(always)]
fn store_number(f: &Frame, slot: u32, v: Value) -> bool {
    let mut slots = f.slots.borrow_mut();
    match slots.get_mut(slot as usize) {
        Some(
            cell @ (None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))),
        ) => {
            // Nothing to drop in the value replaced.
            std::mem::forget(cell.replace(v));
            true
        }
        _ => false,
    }
}

fn num_value(n: Num) -> Value {
    match n {
        Num::I(i) => Value::Int(i),
        Num::F(x) => Value::Float(x),
    }
}
