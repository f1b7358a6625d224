//! Statements of number arithmetic on local variables, run without the general evaluator:
//! `$i++`, `$s += <number expression>`, `$x = <number expression>` (number expressions as
//! `Interp::pure_num` takes them) while the variables hold ints or floats. They allocate
//! and free nothing and cannot warn, so the work between statements is not needed either.
//! The all-int forms are tried first, in a function of their own: loops over ints run
//! them for every iteration.

use super::frame::Frame;
use super::Interp;
use std::rc::Rc;

use crate::compile::num_code::{int_op, num_op};
use crate::syntax::ast::*;
use crate::value::{KeyRef, PhpString, Value};

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

    /// The forms where a value is a float or a result leaves the ints, and the forms on
    /// array elements.
    #[inline(never)]
    fn float_stmt(&self, f: &Frame, e: &Expr) -> bool {
        if let Some(target) = element_target(e) {
            return self.element_stmt(f, e, target);
        }
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

impl Interp {
    /// `$a[k]... op= <number>`, `$a[k]... = <number>`, `$a[k]...++` on an element of a
    /// local array that exists and holds a number, through arrays no other value shares
    /// (a shared one is separated by the general path).
    #[inline(never)]
    fn element_stmt(&self, f: &Frame, e: &Expr, target: &Expr) -> bool {
        let mut keys: [PathKey; MAX_KEYS] = Default::default();
        let Some((slot, n)) = element_path(f, target, &mut keys) else {
            return false;
        };
        let (value, op) = match &e.kind {
            ExprKind::IncDec { inc, prefix: _, .. } => {
                (None, Some(if *inc { BinaryOp::Add } else { BinaryOp::Sub }))
            }
            ExprKind::CompoundAssign { op, value, .. } => (Some(&**value), Some(*op)),
            ExprKind::Assign { value, .. } => (Some(&**value), None),
            _ => return false,
        };
        let b = match value {
            Some(v) => match self.pure_num(f, v) {
                Some(b) => b,
                None => return false,
            },
            None => Num::I(1),
        };
        let mut slots = f.slots.borrow_mut();
        let Some(Some(Value::Array(rc))) = slots.get_mut(slot as usize) else {
            return false;
        };
        let Some(mut arr) = Rc::get_mut(rc) else {
            return false;
        };
        let (last, path) = keys[..n].split_last().expect("a path has a key");
        for k in path {
            match arr.get_mut_ref(k.as_ref()) {
                Some(Value::Array(inner)) => match Rc::get_mut(inner) {
                    Some(a) => arr = a,
                    None => return false,
                },
                _ => return false,
            }
        }
        let Some(cell) = arr.get_mut_ref(last.as_ref()) else {
            return false;
        };
        let a = match cell {
            Value::Int(i) => Num::I(*i),
            Value::Float(x) => Num::F(*x),
            _ => return false,
        };
        let r = match op {
            Some(op) => match num_op(op, a, b) {
                Some(r) => r,
                None => return false,
            },
            None => b,
        };
        // The value replaced is a number: nothing to drop.
        std::mem::forget(std::mem::replace(cell, num_value(r)));
        true
    }
}

/// Array keys a statement's target may go through.
const MAX_KEYS: usize = 4;

/// The target of an element statement (`$a[..]... op= ..`, `= ..`, `++`/`--`).
#[inline(always)]
fn element_target(e: &Expr) -> Option<&Expr> {
    match &e.kind {
        ExprKind::IncDec { target, .. }
        | ExprKind::CompoundAssign { target, .. }
        | ExprKind::Assign { target, .. } => {
            matches!(target.kind, ExprKind::Index { index: Some(_), .. }).then_some(&**target)
        }
        _ => None,
    }
}

/// A key of an element path: an int, a string literal, or the string a variable holds.
#[derive(Default)]
enum PathKey<'a> {
    #[default]
    None,
    Int(i64),
    Lit(&'a [u8]),
    Str(PhpString),
}

impl PathKey<'_> {
    fn as_ref(&self) -> KeyRef<'_> {
        match self {
            PathKey::None => KeyRef::Int(0),
            PathKey::Int(i) => KeyRef::Int(*i),
            PathKey::Lit(b) => KeyRef::from_bytes(b),
            PathKey::Str(s) => KeyRef::from_bytes(s.as_bytes()),
        }
    }
}

/// The local slot and keys (into `keys`, outermost first; their count is returned) of
/// `$a[k1][k2]...` with int or string literal keys or local variables holding ints or
/// strings.
fn element_path<'a>(
    f: &Frame,
    target: &'a Expr,
    keys: &mut [PathKey<'a>; MAX_KEYS],
) -> Option<(u32, usize)> {
    let mut n = 0;
    let mut cur = target;
    let slots = f.slots.borrow();
    while let ExprKind::Index {
        base,
        index: Some(index),
    } = &cur.kind
    {
        if n == MAX_KEYS {
            return None;
        }
        keys[n] = match &index.kind {
            ExprKind::Lit(Literal::Int(i)) => PathKey::Int(*i),
            ExprKind::Lit(Literal::Str(b)) => PathKey::Lit(b.as_bytes()),
            ExprKind::Var(_, slot) => match slots.get(slot.get() as usize) {
                Some(Some(Value::Int(i))) => PathKey::Int(*i),
                Some(Some(Value::Str(s))) => PathKey::Str(s.clone()),
                _ => return None,
            },
            _ => return None,
        };
        n += 1;
        cur = base;
    }
    let ExprKind::Var(_, slot) = &cur.kind else {
        return None;
    };
    if n == 0 || !crate::compile::is_local_slot(slot.get()) {
        return None;
    }
    keys[..n].reverse();
    Some((slot.get(), n))
}

/// Whether `e` has a form `float_stmt` may run: a variable or an array element is the
/// target and the value assigned is a literal, a variable or a lowered expression (a
/// cheap test that keeps other statements from making the call).
#[inline(always)]
fn may_be_float_stmt(e: &Expr) -> bool {
    let is_target = |t: &Expr| {
        matches!(
            t.kind,
            ExprKind::Var(..) | ExprKind::Index { index: Some(_), .. }
        )
    };
    match &e.kind {
        ExprKind::IncDec { target, .. } => is_target(target),
        ExprKind::CompoundAssign { target, value, .. } | ExprKind::Assign { target, value } => {
            is_target(target)
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
    f.store_over_scalar(slot, v).is_ok()
}

fn num_value(n: Num) -> Value {
    match n {
        Num::I(i) => Value::Int(i),
        Num::F(x) => Value::Float(x),
    }
}
