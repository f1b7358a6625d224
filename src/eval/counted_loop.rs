//! The counting `for` loop, `for (...; $i < $n; $i++)`: a condition comparing a local
//! variable with an int literal or another local, and a step that increments or
//! decrements the same variable. While both hold ints the test and the step are done
//! here, on the frame's slots, without going through the evaluator; any other value
//! (a float, a string, a reference, an unset variable, an overflow) takes the general
//! path for that iteration, so the loop means exactly what it means in the general loop.

use super::frame::Frame;
use super::Interp;
use crate::syntax::ast::*;
use crate::value::Value;

/// The shape of a counting loop's condition and step.
pub(super) struct CountedLoop {
    /// The counter's slot.
    slot: usize,
    op: BinaryOp,
    /// What the counter is compared with (on the right of `op`).
    bound: Bound,
    /// +1 for `$i++`/`++$i`, -1 for `$i--`/`--$i`.
    inc: bool,
}

enum Bound {
    Int(i64),
    Slot(usize),
}

impl CountedLoop {
    /// The counting form of a loop with condition list `cond` and step list `step`, if
    /// it has one.
    pub(super) fn of(cond: &[Expr], step: &[Expr]) -> Option<CountedLoop> {
        let ([cond], [step]) = (cond, step) else {
            return None;
        };
        let ExprKind::Binary {
            op, left, right, ..
        } = &cond.kind
        else {
            return None;
        };
        if !matches!(
            op,
            BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge | BinaryOp::NotEq
        ) {
            return None;
        }
        let ExprKind::Var(_, slot) = &left.kind else {
            return None;
        };
        let bound = match &right.kind {
            ExprKind::Lit(Literal::Int(n)) => Bound::Int(*n),
            ExprKind::Var(_, s) => Bound::Slot(s.get() as usize),
            _ => return None,
        };
        let ExprKind::IncDec { inc, target, .. } = &step.kind else {
            return None;
        };
        match &target.kind {
            ExprKind::Var(_, s) if s.get() == slot.get() => Some(CountedLoop {
                slot: slot.get() as usize,
                op: *op,
                bound,
                inc: *inc,
            }),
            _ => None,
        }
    }

    /// The condition, when the counter and the bound are ints.
    #[inline(always)]
    fn test(&self, f: &Frame) -> Option<bool> {
        let slots = f.slots.borrow();
        let Some(Value::Int(a)) = slots.get(self.slot)?.as_ref() else {
            return None;
        };
        let b = match self.bound {
            Bound::Int(b) => b,
            Bound::Slot(s) => match slots.get(s)?.as_ref()? {
                Value::Int(b) => *b,
                _ => return None,
            },
        };
        Some(match self.op {
            BinaryOp::Lt => *a < b,
            BinaryOp::Le => *a <= b,
            BinaryOp::Gt => *a > b,
            BinaryOp::Ge => *a >= b,
            _ => *a != b,
        })
    }

    /// The step, when the counter is an int that does not overflow; false when nothing
    /// ran.
    #[inline(always)]
    fn step(&self, f: &Frame) -> bool {
        let mut slots = f.slots.borrow_mut();
        let Some(Some(Value::Int(i))) = slots.get_mut(self.slot) else {
            return false;
        };
        let n = if self.inc {
            i.checked_add(1)
        } else {
            i.checked_sub(1)
        };
        n.map(|n| *i = n).is_some()
    }
}

impl Interp {
    /// Run the loop `for (...; cond; step) body` (after its initialisers) whose
    /// condition and step have the counting form `counter`.
    pub(super) fn exec_counted_loop(
        &self,
        f: &Frame,
        counter: &CountedLoop,
        (cond, step): (&Expr, &Expr),
        body: &[Stmt],
    ) -> super::stmt::ExecResult {
        loop {
            let ok = match counter.test(f) {
                Some(ok) => ok,
                None => self.eval_cond(f, cond)?,
            };
            if !ok {
                return Ok(super::frame::Flow::Normal);
            }
            if let Some(exit) = super::stmt::loop_exit(self.exec_block(f, body)?) {
                return Ok(exit);
            }
            if !counter.step(f) && !self.num_stmt(f, step) {
                self.eval(f, step)?;
            }
        }
    }
}
