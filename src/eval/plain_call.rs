//! The common user call, kept lean: one positional by-value argument per parameter, to a
//! function or method that is not a generator and has no by-reference or variadic
//! parameter. The arguments are evaluated straight into the new frame's slots,
//! typed parameters are checked in place, and the body runs; every other call takes the
//! general path in `call.rs`, which this mirrors step for step.

use std::rc::Rc;

use super::call::{CallCtx, Caller};
use super::expr::EvalResult;
use super::frame::{Frame, StackEntry, UserEntry, UserFunc};
use super::Unwind;
use crate::object::Class;

use super::Interp;
use crate::syntax::ast::{Arg, Span, TypeHint};
use crate::value::Value;

impl Interp {
    /// Whether a call of `func` with `args` can take the lean path.
    #[inline]
    pub(crate) fn fits_plain_call(func: &UserFunc, args: &[Arg]) -> bool {
        func.takes_plain(args.len()) && args.iter().all(|a| !a.unpack && a.name.is_none())
    }

    /// Call `func` with the arguments of a call site that `fits_plain_call`.
    #[inline]
    pub(crate) fn call_plain(
        &self,
        f: &Frame,
        func: &Rc<UserFunc>,
        args: &[Arg],
        ctx: &CallCtx,
        span: Span,
    ) -> EvalResult {
        let mut slots = self.call_slots(func);
        self.eval_plain_args(f, args, &mut slots)?;
        self.set_pos(span);
        let frame = Self::user_frame(func, ctx, slots);
        self.enter_plain(func, frame, args.len(), ctx, true)
    }

    /// `call_plain` for a method or constructor: the object and classes of `ctx` move
    /// into the frame (which traces read them from) instead of being copied.
    #[inline]
    pub(crate) fn call_plain_method(
        &self,
        f: &Frame,
        func: &Rc<UserFunc>,
        args: &[Arg],
        mut ctx: CallCtx,
        span: Span,
    ) -> EvalResult {
        let mut slots = self.call_slots(func);
        self.eval_plain_args(f, args, &mut slots)?;
        self.set_pos(span);
        let frame = Self::user_frame_taking(func, &mut ctx, slots);
        self.enter_plain(func, frame, args.len(), &ctx, true)
    }

    /// `call_plain_method` for a method of PHP code called on `this` (None for a static
    /// method) with `self` `class` and `static` `static_class`, given apart: passed in
    /// registers, they are not built into a context in memory and copied out again.
    #[inline]
    pub(crate) fn call_plain_method_on(
        &self,
        f: &Frame,
        func: &Rc<UserFunc>,
        args: &[Arg],
        (this, class, static_class): (Option<crate::object::Obj>, Rc<Class>, Rc<Class>),
        span: Span,
    ) -> EvalResult {
        let mut slots = self.call_slots(func);
        self.eval_plain_args(f, args, &mut slots)?;
        self.set_pos(span);
        let frame = Self::frame_in(func, slots, (this, Some(class), Some(static_class)));
        self.enter_plain(func, frame, args.len(), &self.no_ctx, true)
    }

    /// Evaluate the arguments of a call into the first slots of its frame.
    #[inline(always)]
    fn eval_plain_args(
        &self,
        f: &Frame,
        args: &[Arg],
        slots: &mut [Option<Value>],
    ) -> Result<(), Unwind> {
        for (slot, a) in slots.iter_mut().zip(args) {
            if !self.quick_value_into(f, &a.value, slot) {
                *slot = Some(self.eval(f, &a.value)?.into_deref());
            }
        }
        Ok(())
    }

    /// Call `func` with evaluated arguments, one per parameter (a callback called by a
    /// builtin, or by PHP code through a value).
    pub(crate) fn call_plain_values(
        &self,
        func: &Rc<UserFunc>,
        mut args: Vec<Value>,
        ctx: &CallCtx,
        from_user: bool,
    ) -> EvalResult {
        let mut slots = self.call_slots(func);
        let passed = args.len();
        for (slot, v) in slots.iter_mut().zip(args.drain(..)) {
            *slot = Some(v.into_deref());
        }
        self.recycle_arg_vec(args);
        let frame = Self::user_frame(func, ctx, slots);
        self.enter_plain(func, frame, passed, ctx, from_user)
    }

    /// Call `func` with `N` evaluated arguments, one per parameter (a callback called by
    /// a builtin), without an argument vector.
    #[inline]
    pub(crate) fn call_plain_array<const N: usize>(
        &self,
        func: &Rc<UserFunc>,
        args: [Value; N],
        ctx: &CallCtx,
    ) -> EvalResult {
        let mut slots = self.call_slots(func);
        for (slot, v) in slots.iter_mut().zip(args) {
            *slot = Some(v.into_deref());
        }
        let frame = Self::user_frame(func, ctx, slots);
        self.enter_plain(func, frame, N, ctx, false)
    }

    /// Run `func` in `frame`, whose first `passed` slots hold the arguments, with
    /// a call-stack entry for traces: the steps of `in_activation`, written out so that
    /// the body is not a call of its own.
    #[inline(always)]
    fn enter_plain(
        &self,
        func: &Rc<UserFunc>,
        frame: Frame,
        passed: usize,
        ctx: &CallCtx,
        from_user: bool,
    ) -> EvalResult {
        self.check_stack()?;
        let caller_file = self.cur_file.replace(func.file.clone());
        let caller_pos = self.cur_pos.get();
        // SAFETY: `frame`, `ctx`, `caller_file` and `entry` stay in place until the
        // entry is popped below.
        let entry =
            unsafe { UserEntry::new(&frame, ctx, (&caller_file, caller_pos), passed, Vec::new()) };
        self.stack
            .borrow_mut()
            .push(unsafe { StackEntry::user(&entry) });
        let strict = self.strict_types.replace(func.strict);
        let result = self.run_plain_body(
            func,
            &frame,
            ctx,
            (from_user, strict && from_user),
            (&caller_file, caller_pos),
        );
        self.strict_types.set(strict);
        self.stack.borrow_mut().pop();
        *self.cur_file.borrow_mut() = caller_file;
        self.cur_pos.set(caller_pos);
        Self::recycle_slots(func, &frame);
        drop(entry);
        frame.release();
        self.destroy_released(result)
    }

    /// Check the typed parameters, store the promoted constructor properties, bind
    /// captured variables and run the body.
    #[inline(always)]
    fn run_plain_body(
        &self,
        func: &Rc<UserFunc>,
        frame: &Frame,
        ctx: &CallCtx,
        (from_user, strict_caller): (bool, bool),
        (caller_file, caller_pos): Caller<'_>,
    ) -> EvalResult {
        let decl = &func.decl;
        if !func.untyped {
            for (i, p) in decl.params.iter().enumerate() {
                let Some(ty) = &p.ty else {
                    continue;
                };
                if let TypeHint::Named(n) = ty {
                    let hit = &func.class_hits[i];
                    let slots = frame.slots.borrow();
                    if let Some(Some(v)) = slots.get(i) {
                        if super::types::named_type_matches_cached(frame, n, v, hit) {
                            continue;
                        }
                    }
                }
                // Checked in place: a failing check's trace shows the argument passed.
                let v = frame.slots.borrow()[i].clone().unwrap_or_default();
                let v = self.check_param(
                    frame,
                    func,
                    i,
                    p,
                    v,
                    strict_caller,
                    from_user,
                    caller_file,
                    caller_pos,
                )?;
                frame.slots.borrow_mut()[i] = Some(v);
            }
        }
        if func.promotes {
            super::call::promote_params(frame, decl);
        }
        super::call::bind_captured(frame, ctx);
        self.run_body(func, frame)
    }
}
