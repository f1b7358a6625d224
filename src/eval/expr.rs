//! Expression evaluation: the dispatcher over `ExprKind`, operators, casts, `isset`,
//! `empty`, `match`, interpolation and array literals. Reads of `$a[..]` and `->p` are in
//! access.rs, writes in assign.rs, calls in call.rs.

use std::cmp::Ordering;

use super::frame::Frame;
use super::{Interp, Unwind};
use crate::compile::{GLOBALS_SLOT, SUPERGLOBALS, SUPERGLOBAL_SLOT, THIS_SLOT};
use crate::syntax::ast::*;
use crate::value::ops::{self, ArithOp};
use crate::value::{compare, loose_eq, strict_eq, Key, PhpArray, PhpString, Value};

/// What evaluating an expression gives. The unwind is boxed (it is rare) so that a
/// result is a value's two words: every expression returns one, and moving a larger
/// result cost a third word and, read back as a 16-byte block after its two 8-byte
/// halves were written, a stalled load at every return.
pub type EvalResult = Result<Value, Box<Unwind>>;

/// The value of a literal.
#[inline]
fn lit_value(l: &Literal) -> Value {
    match l {
        Literal::Null => Value::Null,
        Literal::Bool(b) => Value::Bool(*b),
        Literal::Int(i) => Value::Int(*i),
        Literal::Float(x) => Value::Float(*x),
        Literal::Str(s) => Value::Str(s.clone()),
    }
}

/// Whether a binary operator reads its left operand after evaluating the right one: PHP
/// reads a plain local variable operand only when the operator runs, so `$x + $x++` sees
/// the incremented `$x` (a right operand that is a literal or a variable changes nothing).
#[inline(always)]
pub(crate) fn reads_late(left: &Expr, right: &Expr) -> bool {
    is_local_var(left) && !matches!(right.kind, ExprKind::Lit(_) | ExprKind::Var(..))
}

/// A plain local variable (PHP's compiled variable): not `$this`, `$GLOBALS` or a
/// superglobal, which PHP fetches as soon as they are met.
#[inline(always)]
pub(crate) fn is_local_var(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Var(_, slot)
        if !matches!(slot.get(), THIS_SLOT | GLOBALS_SLOT | SUPERGLOBAL_SLOT))
}

pub(crate) fn arith_op(op: BinaryOp) -> Option<ArithOp> {
    Some(match op {
        BinaryOp::Add => ArithOp::Add,
        BinaryOp::Sub => ArithOp::Sub,
        BinaryOp::Mul => ArithOp::Mul,
        BinaryOp::Div => ArithOp::Div,
        BinaryOp::Mod => ArithOp::Mod,
        BinaryOp::Pow => ArithOp::Pow,
        BinaryOp::BitAnd => ArithOp::BitAnd,
        BinaryOp::BitOr => ArithOp::BitOr,
        BinaryOp::BitXor => ArithOp::BitXor,
        BinaryOp::Shl => ArithOp::Shl,
        BinaryOp::Shr => ArithOp::Shr,
        _ => return None,
    })
}

/// The decimal digits of an int, appended to `out`.
pub(crate) fn push_int(out: &mut Vec<u8>, i: i64) {
    let mut buf = [0u8; 20];
    let mut n = i.unsigned_abs();
    let mut p = buf.len();
    loop {
        p -= 1;
        buf[p] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if i < 0 {
        out.push(b'-');
    }
    out.extend_from_slice(&buf[p..]);
}

/// Bytes to reserve for a value's part of a concatenation.
fn concat_size(v: &Value) -> usize {
    match v {
        Value::Str(s) => s.len(),
        _ => 20,
    }
}

/// Run a number expression's native code (see `compile::num_code`) over a frame's slots.
#[inline(always)]
fn run_num_code(p: &NumProgram, f: &Frame) -> Option<Num> {
    p.run(&f.slots.borrow(), f)
}

impl Interp {
    /// Evaluate an expression to a value (never a `Value::Ref`). Hot node kinds are
    /// dispatched here and the rest go to `eval_rest`. Every arm is a call with this
    /// function's own arguments, or needs no call at all, so that the dispatcher has no
    /// stack frame: it runs for every node.
    pub(crate) fn eval(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Lit(l) => Ok(lit_value(l)),
            ExprKind::Var(_, slot) => {
                if let Some(Some(Value::Int(i))) = f.slots.borrow().get(slot.get() as usize) {
                    return Ok(Value::Int(*i));
                }
                self.eval_var(f, e)
            }
            ExprKind::Binary { .. } => self.eval_binary_node(f, e),
            ExprKind::Assign { .. } => self.eval_assign_node(f, e),
            ExprKind::Call { .. } => self.eval_call_node(f, e),
            ExprKind::CallExpr { .. } => self.eval_call_expr_node(f, e),
            ExprKind::Index { .. } => self.eval_index_node(f, e),
            ExprKind::Prop { .. } => self.eval_prop_node(f, e),
            ExprKind::MethodCall { .. } => self.eval_method_call_node(f, e),
            ExprKind::IncDec { .. } => self.eval_incdec_node(f, e),
            ExprKind::CompoundAssign { .. } => self.eval_compound_assign_node(f, e),
            ExprKind::Ternary { .. } => self.eval_ternary_node(f, e),
            ExprKind::Isset(_) => self.eval_isset_node(f, e),
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_isset_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Isset(list) => {
                for x in list {
                    if !self.isset(f, x)? {
                        return Ok(Value::Bool(false));
                    }
                }
                Ok(Value::Bool(true))
            }
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_var(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Var(name, slot) if slot.get() == SUPERGLOBAL_SLOT => {
                self.set_pos(e.span);
                self.read_var_by_name(f, name.as_bytes())
            }
            ExprKind::Var(_, slot) => self.read_var(f, slot.get(), e.span),
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_binary_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Binary {
                op,
                left,
                right,
                code,
            } => self.eval_binary(f, *op, left, right, code, e.span),
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_assign_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Assign { target, value } => self.eval_assign(f, target, value),
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_call_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Call { name, args, cache } => {
                self.set_pos(e.span);
                self.eval_call(f, name, args, cache, e.span)
            }
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_call_expr_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::CallExpr { callee, args } => {
                self.set_pos(e.span);
                self.eval_call_expr(f, callee, args, e.span)
            }
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_index_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Index { base, index } => self.eval_index(f, base, index.as_deref(), e.span),
            _ => self.eval_rest(f, e),
        }
    }

    /// `->name` read: the plain read inline, anything else in `eval_prop_node_general`
    /// (a call with this function's own arguments, so the plain read needs no frame).
    #[inline(never)]
    fn eval_prop_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        if let ExprKind::Prop {
            obj,
            name: MemberName::Ident(n),
            hint,
            ..
        } = &e.kind
        {
            if let Some(v) = self.plain_prop_read(f, obj, n, hint) {
                return Ok(v);
            }
        }
        self.eval_prop_node_general(f, e)
    }

    #[inline(never)]
    fn eval_prop_node_general(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Prop {
                obj,
                name,
                nullsafe,
                ..
            } => {
                let r = self.eval_prop(f, obj, name, *nullsafe, e.span);
                // A temporary object (`(new R)->p`) is gone once read.
                match obj.kind {
                    ExprKind::Var(..) => r,
                    _ => self.destroy_released(r),
                }
            }
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_method_call_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::MethodCall {
                obj,
                name,
                args,
                nullsafe,
                cache,
            } => {
                if super::native_method::is_fast_site(cache) && !*nullsafe {
                    if let Some(r) = self.native_method_call(f, obj, args, cache, e.span) {
                        return r;
                    }
                }
                self.eval_method_call(f, obj, name, args, *nullsafe, cache, e.span)
            }
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_incdec_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::IncDec {
                inc,
                prefix,
                target,
            } => self.eval_incdec(f, *inc, *prefix, target, e.span),
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_compound_assign_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::CompoundAssign { op, target, value } => {
                self.eval_compound_assign(f, *op, target, value, e.span)
            }
            _ => self.eval_rest(f, e),
        }
    }

    #[inline(never)]
    fn eval_ternary_node(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => self.eval_ternary(f, cond, then.as_deref(), otherwise),
            _ => self.eval_rest(f, e),
        }
    }

    #[inline]
    fn eval_ternary(
        &self,
        f: &Frame,
        cond: &Expr,
        then: Option<&Expr>,
        otherwise: &Expr,
    ) -> EvalResult {
        if let Some(t) = then {
            if let Some(c) = self.pure_cond(f, cond) {
                return self.eval(f, if c { t } else { otherwise });
            }
        }
        let c = self.eval(f, cond)?;
        if c.to_bool() {
            match then {
                Some(t) => self.eval(f, t),
                None => Ok(c),
            }
        } else {
            self.eval(f, otherwise)
        }
    }

    /// The node kinds `eval` does not dispatch itself.
    #[inline(never)]
    fn eval_rest(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Lit(_)
            | ExprKind::Var(..)
            | ExprKind::Binary { .. }
            | ExprKind::Assign { .. }
            | ExprKind::Call { .. }
            | ExprKind::CallExpr { .. }
            | ExprKind::Index { .. }
            | ExprKind::Prop { .. }
            | ExprKind::MethodCall { .. }
            | ExprKind::IncDec { .. }
            | ExprKind::CompoundAssign { .. }
            | ExprKind::Ternary { .. } => self.eval(f, e),
            ExprKind::Interp(parts) => {
                let mut out: Vec<u8> = Vec::new();
                for p in parts {
                    match p {
                        InterpPart::Lit(s) => out.extend_from_slice(s),
                        InterpPart::Expr(x) => {
                            let v = self.eval(f, x)?;
                            self.set_pos(x.span);
                            match &v {
                                Value::Str(s) => out.extend_from_slice(s),
                                Value::Int(i) => push_int(&mut out, *i),
                                _ => out.extend_from_slice(&self.to_string(&v)?),
                            }
                        }
                    }
                }
                Ok(Value::Str(PhpString::from_vec(out)))
            }
            ExprKind::VarVar(name_expr) => {
                let name = self.eval(f, name_expr)?;
                let name = self.to_string(&name)?;
                self.set_pos(e.span);
                self.read_var_by_name(f, &name)
            }
            ExprKind::Array(items) => self.eval_array_literal(f, items),
            ExprKind::ConstArray(items, cache) => {
                if let Some(a) = cache.0.get() {
                    return Ok(Value::Array(a.clone()));
                }
                let v = self.eval_array_literal(f, items)?;
                if let Value::Array(a) = &v {
                    let _ = cache.0.set(a.clone());
                }
                Ok(v)
            }
            ExprKind::List(_) => Err(Box::new(self.throw_error(
                "Error",
                "Cannot use list() outside of an assignment context",
            ))),
            ExprKind::StaticProp { class, name } => self.eval_static_prop(f, class, name, e.span),
            ExprKind::ClassConst { class, name } => self.eval_class_const(f, class, name, e.span),
            ExprKind::Const(name) => self.eval_const(f, name, e.span),
            ExprKind::StaticCall {
                class,
                name,
                args,
                cache,
            } => self.eval_static_call(f, class, name, args, Some(cache), e.span),
            ExprKind::New { class, args } => self.eval_new(f, class, args, e.span),
            ExprKind::CallableRef(inner) => self.eval_callable_ref(f, inner, e.span),
            ExprKind::Unary { op, expr } => {
                let v = self.eval(f, expr)?;
                self.set_pos(e.span);
                match op {
                    UnaryOp::Not => Ok(Value::Bool(!v.to_bool())),
                    UnaryOp::Neg => ops::neg(self, &v).map_err(Box::new),
                    UnaryOp::Plus => ops::plus(self, &v).map_err(Box::new),
                    UnaryOp::BitNot => ops::bit_not(self, &v).map_err(Box::new),
                }
            }
            ExprKind::AssignRef { target, value } => self.eval_assign_ref(f, target, value, e.span),
            ExprKind::Instanceof { expr, class } => {
                let v = self.eval(f, expr)?;
                let r = self.eval_instanceof(f, &v, class);
                drop(v);
                self.destroy_released(r)
            }
            ExprKind::Cast { kind, expr } => {
                let v = self.eval(f, expr)?;
                self.set_pos(e.span);
                self.cast(*kind, v)
            }
            ExprKind::Isset(_) => self.eval_isset_node(f, e),
            ExprKind::Empty(x) => {
                let v = match &x.kind {
                    ExprKind::Index { .. }
                    | ExprKind::Prop { .. }
                    | ExprKind::StaticProp { .. } => {
                        self.isset_value(f, x, super::access::IssetMode::NotEmpty)?
                    }
                    ExprKind::Var(_, slot) if slot.get() == THIS_SLOT => {
                        f.this.clone().map(Value::Object)
                    }
                    _ => self.quiet_value(f, x)?,
                };
                Ok(Value::Bool(match v {
                    Some(v) => !v.to_bool(),
                    None => true,
                }))
            }
            ExprKind::Silence(x) => {
                self.silence.set(self.silence.get() + 1);
                let r = self.eval(f, x);
                self.silence.set(self.silence.get() - 1);
                r
            }
            ExprKind::Exit(arg) => {
                let status = match arg {
                    None => 0,
                    Some(x) => {
                        let v = self.eval(f, x)?;
                        match v {
                            Value::Int(i) => i as i32,
                            v => {
                                let s = self.to_string(&v)?;
                                self.echo(&s);
                                0
                            }
                        }
                    }
                };
                Err(Box::new(Unwind::Exit(status)))
            }
            ExprKind::Print(x) => {
                let v = self.eval(f, x)?;
                let s = self.to_string(&v)?;
                self.raise_pending()?;
                self.echo(&s);
                Ok(Value::Int(1))
            }
            ExprKind::Clone(x) => {
                let v = self.eval(f, x)?;
                self.set_pos(e.span);
                self.clone_value(&v, f.class.as_ref())
            }
            ExprKind::Throw(x) => {
                let v = self.eval(f, x)?;
                self.set_pos(e.span);
                match v {
                    Value::Object(o) if self.is_throwable(&o) => Err(Box::new(Unwind::Throw(o))),
                    _ => Err(Box::new(
                        self.throw_error("Error", "Can only throw objects"),
                    )),
                }
            }
            ExprKind::Include { kind, path } => {
                let p = self.eval(f, path)?;
                let p = self.to_string(&p)?;
                self.set_pos(e.span);
                self.include(f, *kind, &p).map_err(Box::new)
            }
            ExprKind::Eval(code) => {
                let c = self.eval(f, code)?;
                let c = self.to_string(&c)?;
                self.set_pos(e.span);
                self.eval_code(f, c.as_bytes()).map_err(Box::new)
            }
            ExprKind::Closure(decl) => self.make_closure(f, decl),
            ExprKind::Match { subject, arms } => self.eval_match(f, subject, arms, e.span),
            ExprKind::Yield { key, value } => {
                let k = match key {
                    Some(k) => Some(self.eval(f, k)?),
                    None => None,
                };
                let v = match value {
                    // A generator declared by reference yields references to variables.
                    Some(v)
                        if f.func().is_some_and(|u| u.decl.by_ref_return)
                            && matches!(
                                v.kind,
                                ExprKind::Var(..)
                                    | ExprKind::Index { .. }
                                    | ExprKind::Prop { .. }
                                    | ExprKind::StaticProp { .. }
                            ) =>
                    {
                        Value::Ref(self.lval_ref(f, v)?)
                    }
                    Some(v) => self.eval(f, v)?,
                    None => Value::Null,
                };
                self.set_pos(e.span);
                self.gen_yield(k, v)
            }
            ExprKind::YieldFrom(x) => {
                let v = self.eval(f, x)?;
                self.set_pos(e.span);
                self.gen_yield_from(v)
            }
            ExprKind::MagicConst(m) => Ok(self.magic_const(f, *m, e.span)),
        }
    }

    /// Record the position being executed (for warning locations).
    #[inline]
    pub(crate) fn set_pos(&self, span: Span) {
        self.cur_pos.set(span.lo);
    }

    /// Evaluate an operand, reading literals and defined local variables without a call.
    #[inline(always)]
    pub(crate) fn operand(&self, f: &Frame, e: &Expr) -> EvalResult {
        match &e.kind {
            ExprKind::Lit(Literal::Int(i)) => Ok(Value::Int(*i)),
            ExprKind::Lit(Literal::Float(x)) => Ok(Value::Float(*x)),
            ExprKind::Var(_, slot) => {
                match f.slots.borrow().get(slot.get() as usize) {
                    Some(Some(Value::Int(i))) => return Ok(Value::Int(*i)),
                    Some(Some(Value::Float(x))) => return Ok(Value::Float(*x)),
                    Some(Some(Value::Ref(_))) | Some(None) | None => {}
                    Some(Some(v)) => return Ok(v.clone()),
                }
                self.eval(f, e)
            }
            _ => self.eval(f, e),
        }
    }

    /// The value of an integer expression that has no side effects and cannot warn: an
    /// int literal, a local variable holding an int, or a binary expression the resolver
    /// lowered to an int program (`compile::num_code`) whose variables hold ints and
    /// whose operators neither overflow nor fail. None otherwise: nothing ran, so the
    /// caller evaluates the expression the general way (or as `pure_num`). Comparisons
    /// give 0 or 1.
    #[inline(always)]
    pub(crate) fn pure_int(&self, f: &Frame, e: &Expr) -> Option<i64> {
        match &e.kind {
            ExprKind::Lit(Literal::Int(i)) => Some(*i),
            ExprKind::Var(_, slot) => match f.slots.borrow().get(slot.get() as usize) {
                Some(Some(Value::Int(i))) => Some(*i),
                _ => None,
            },
            ExprKind::Binary { code, .. } => code.0.get()?.run_int(&f.slots.borrow(), f),
            _ => None,
        }
    }

    /// Store the value of `e` straight into `dest` when it is read in place: an int
    /// literal, a local variable holding a plain value, or a binary expression whose
    /// lowered code gives a result; false for anything else (`dest` is untouched and the
    /// caller evaluates `e`). Each kind is written in place: a value `eval` returns, or
    /// one built first and copied over, is read back as a 16-byte block just after its
    /// two 8-byte halves were written, which stalls the load.
    #[inline(always)]
    pub(crate) fn quick_value_into(&self, f: &Frame, e: &Expr, dest: &mut Option<Value>) -> bool {
        match &e.kind {
            ExprKind::Lit(Literal::Int(i)) => *dest = Some(Value::Int(*i)),
            ExprKind::Var(_, slot) => {
                let slot = slot.get();
                if slot == crate::compile::THIS_SLOT {
                    match &f.this {
                        Some(o) => *dest = Some(Value::Object(o.clone())),
                        None => return false,
                    }
                } else {
                    match f.slots.borrow().get(slot as usize) {
                        Some(Some(Value::Int(i))) => *dest = Some(Value::Int(*i)),
                        Some(Some(v)) if !matches!(v, Value::Ref(_)) => *dest = Some(v.clone()),
                        _ => return false,
                    }
                }
            }
            ExprKind::Binary { code, .. } => {
                let Some(p) = code.0.get() else {
                    return false;
                };
                match run_num_code(p, f) {
                    Some(Num::I(v)) if p.is_bool => *dest = Some(Value::Bool(v != 0)),
                    Some(Num::I(v)) => *dest = Some(Value::Int(v)),
                    Some(Num::F(x)) => *dest = Some(Value::Float(x)),
                    None => return false,
                }
            }
            _ => return false,
        }
        true
    }

    /// `pure_int` for any number: variables may hold floats, ints overflow to floats,
    /// `/` is included.
    #[inline(always)]
    pub(crate) fn pure_num(&self, f: &Frame, e: &Expr) -> Option<Num> {
        match &e.kind {
            ExprKind::Lit(Literal::Int(i)) => Some(Num::I(*i)),
            ExprKind::Lit(Literal::Float(x)) => Some(Num::F(*x)),
            ExprKind::Var(_, slot) => match f.slots.borrow().get(slot.get() as usize) {
                Some(Some(Value::Int(i))) => Some(Num::I(*i)),
                Some(Some(Value::Float(x))) => Some(Num::F(*x)),
                _ => None,
            },
            ExprKind::Binary { code, .. } => run_num_code(code.0.get()?, f),
            _ => None,
        }
    }

    /// The truth of a comparison lowered to native code (see `pure_int`), None for any other
    /// condition.
    #[inline]
    pub(crate) fn pure_cond(&self, f: &Frame, e: &Expr) -> Option<bool> {
        let ExprKind::Binary { code, .. } = &e.kind else {
            return None;
        };
        let p = code.0.get()?;
        if !p.is_bool {
            return None;
        }
        p.run_int(&f.slots.borrow(), f).map(|v| v != 0)
    }

    /// A condition's truth value.
    #[inline(always)]
    pub(crate) fn eval_cond(&self, f: &Frame, e: &Expr) -> Result<bool, Unwind> {
        match self.pure_cond(f, e) {
            Some(b) => Ok(b),
            None => {
                let b = self.eval(f, e)?.to_bool();
                self.raise_pending()?;
                Ok(b)
            }
        }
    }

    /// `$name` read: warns "Undefined variable" when unset.
    pub(crate) fn read_var(&self, f: &Frame, slot: u32, span: Span) -> EvalResult {
        if let Some(Some(v)) = f.slots.borrow().get(slot as usize) {
            return Ok(match v {
                Value::Int(i) => Value::Int(*i),
                Value::Float(x) => Value::Float(*x),
                Value::Ref(r) => r.borrow().clone(),
                v => v.clone(),
            });
        }
        match slot {
            THIS_SLOT => match &f.this {
                Some(o) => Ok(Value::Object(o.clone())),
                None => Err(Box::new(
                    self.throw_error("Error", "Using $this when not in object context"),
                )),
            },
            GLOBALS_SLOT => Ok(self.globals_array()),
            _ => {
                let name = f.slot_name(slot);
                if let Some(v) = f.extra.get(name.as_bytes()) {
                    return Ok(v);
                }
                self.set_pos(span);
                self.warn(&format!("Undefined variable ${name}"));
                Ok(Value::Null)
            }
        }
    }

    /// `$$name` read.
    pub(crate) fn read_var_by_name(&self, f: &Frame, name: &[u8]) -> EvalResult {
        if let Some(v) = self.lookup_var_by_name(f, name) {
            return Ok(v);
        }
        self.warn(&format!(
            "Undefined variable ${}",
            String::from_utf8_lossy(name)
        ));
        Ok(Value::Null)
    }

    /// A variable's value by name, without warnings (None when undefined).
    pub(crate) fn lookup_var_by_name(&self, f: &Frame, name: &[u8]) -> Option<Value> {
        if name == b"this" {
            return f.this.clone().map(Value::Object);
        }
        if name == b"GLOBALS" {
            return Some(self.globals_array());
        }
        if is_superglobal(name) {
            if let Some(g) = self.globals.borrow().clone() {
                if !std::ptr::eq(&*g, f) {
                    return self.lookup_var_by_name(&g, name);
                }
            }
            self.init_lazy_superglobal(f, name);
        }
        if let Some(i) = f.slot_of(name) {
            f.ensure_slots();
            if let Some(Some(v)) = f.slots.borrow().get(i) {
                return Some(v.deref());
            }
            return None;
        }
        f.extra.get(name)
    }

    /// `$_ENV` and `$_REQUEST` come into being when first used, as with PHP's
    /// auto_globals_jit; the others are set before the main script runs.
    fn init_lazy_superglobal(&self, g: &Frame, name: &[u8]) {
        let value = match name {
            b"_ENV" => match self.env_at_start.borrow().clone() {
                Some(env) => env,
                None => {
                    let mut env = PhpArray::new();
                    for (k, v) in std::env::vars_os() {
                        env.insert(
                            Key::from_bytes(k.as_encoded_bytes()),
                            Value::bytes(v.as_encoded_bytes()),
                        );
                    }
                    env
                }
            },
            b"_REQUEST" => PhpArray::new(),
            _ => return,
        };
        if !g.extra.contains(name) {
            self.set_var_by_name(g, name, Value::arr(value));
        }
    }

    /// A copy of the global variables as an array (`$GLOBALS`).
    pub(crate) fn globals_array(&self) -> Value {
        let g = self.globals.borrow().clone();
        match g {
            Some(g) => Value::arr(self.defined_vars(&g)),
            None => Value::arr(PhpArray::new()),
        }
    }

    #[inline]
    fn eval_binary(
        &self,
        f: &Frame,
        op: BinaryOp,
        left: &Expr,
        right: &Expr,
        code: &NumCode,
        span: Span,
    ) -> EvalResult {
        match op {
            BinaryOp::And => {
                let l = self.eval(f, left)?;
                if !l.to_bool() {
                    return Ok(Value::Bool(false));
                }
                let r = self.eval(f, right)?;
                return Ok(Value::Bool(r.to_bool()));
            }
            BinaryOp::Or => {
                let l = self.eval(f, left)?;
                if l.to_bool() {
                    return Ok(Value::Bool(true));
                }
                let r = self.eval(f, right)?;
                return Ok(Value::Bool(r.to_bool()));
            }
            BinaryOp::Coalesce => {
                if let Some(v) = self.quiet_value(f, left)? {
                    if !v.is_null() {
                        return Ok(v);
                    }
                }
                return self.eval(f, right);
            }
            _ => {}
        }
        if let Some(p) = code.0.get() {
            match run_num_code(p, f) {
                Some(Num::I(v)) if p.is_bool => return Ok(Value::Bool(v != 0)),
                Some(Num::I(v)) => return Ok(Value::Int(v)),
                Some(Num::F(x)) => return Ok(Value::Float(x)),
                None => {}
            }
        }
        let (l, r) = if reads_late(left, right) {
            let r = self.operand(f, right)?;
            (self.operand(f, left)?, r)
        } else {
            let l = self.operand(f, left)?;
            (l, self.operand(f, right)?)
        };
        if let Some(v) = scalar_binary(op, &l, &r) {
            // Ints and floats own nothing: there is nothing to drop.
            std::mem::forget(l);
            std::mem::forget(r);
            return Ok(v);
        }
        self.set_pos(span);
        let out = self.binary_values(op, &l, &r);
        // PHP frees the left operand first (its handle is then reused second), and a
        // temporary object operand is destroyed before the result is used.
        drop(l);
        drop(r);
        self.destroy_released(out)
    }

    /// A binary operator on two evaluated operands (no short-circuit operators).
    pub(crate) fn binary_values(&self, op: BinaryOp, l: &Value, r: &Value) -> EvalResult {
        if let Some(aop) = arith_op(op) {
            return ops::binary(self, aop, l, r).map_err(Box::new);
        }
        Ok(match op {
            BinaryOp::Concat => {
                let mut s = Vec::with_capacity(concat_size(l) + concat_size(r));
                self.append_string(&mut s, l)?;
                self.append_string(&mut s, r)?;
                if s.len() > 1 << 20 {
                    self.charge_memory(s.len())?;
                }
                Value::Str(PhpString::from_vec(s))
            }
            BinaryOp::Eq => Value::Bool(self.loose_equals(l, r)?),
            BinaryOp::NotEq => Value::Bool(!self.loose_equals(l, r)?),
            BinaryOp::Identical | BinaryOp::NotIdentical => {
                let same = strict_eq(l, r);
                self.check_compare_recursion()?;
                Value::Bool(same == (op == BinaryOp::Identical))
            }
            BinaryOp::Lt => Value::Bool(self.compare_values(l, r)? == Ordering::Less),
            BinaryOp::Le => Value::Bool(self.compare_values(l, r)? != Ordering::Greater),
            BinaryOp::Gt => Value::Bool(self.compare_values(r, l)? == Ordering::Less),
            BinaryOp::Ge => Value::Bool(self.compare_values(r, l)? != Ordering::Greater),
            BinaryOp::Spaceship => Value::Int(match self.compare_values(l, r)? {
                Ordering::Less => -1,
                Ordering::Equal => 0,
                Ordering::Greater => 1,
            }),
            BinaryOp::Xor => Value::Bool(l.to_bool() ^ r.to_bool()),
            BinaryOp::And => Value::Bool(l.to_bool() && r.to_bool()),
            BinaryOp::Or => Value::Bool(l.to_bool() || r.to_bool()),
            BinaryOp::Coalesce => {
                if l.is_null() {
                    r.clone()
                } else {
                    l.clone()
                }
            }
            _ => Value::Null,
        })
    }

    /// Append a value's string conversion (as `to_string` makes it) to `out`.
    #[inline]
    pub(crate) fn append_string(&self, out: &mut Vec<u8>, v: &Value) -> Result<(), Unwind> {
        match v {
            Value::Str(s) => out.extend_from_slice(s),
            Value::Int(i) => push_int(out, *i),
            v => out.extend_from_slice(&self.to_string(v)?),
        }
        Ok(())
    }

    /// `==` with objects' `__toString` when compared to strings.
    pub(crate) fn loose_equals(&self, l: &Value, r: &Value) -> Result<bool, Unwind> {
        match (l, r) {
            (Value::Object(o), Value::Str(_)) if self.has_to_string(o) => {
                let s = self.to_string(l)?;
                Ok(loose_eq(&Value::Str(s), r))
            }
            (Value::Str(_), Value::Object(o)) if self.has_to_string(o) => {
                let s = self.to_string(r)?;
                Ok(loose_eq(l, &Value::Str(s)))
            }
            _ => {
                self.notice_object_cast(l, r);
                let eq = loose_eq(l, r);
                self.check_compare_recursion()?;
                Ok(eq)
            }
        }
    }

    /// The notice PHP gives when a comparison with a number casts an object to one.
    fn notice_object_cast(&self, l: &Value, r: &Value) {
        if let Some((o, ty)) = crate::value::compare::object_cast_for_compare(l, r) {
            self.notice(&format!(
                "Object of class {} could not be converted to {ty}",
                o.class_name()
            ));
        }
    }

    /// PHP's fatal error when a comparison met a cycle of arrays or objects.
    pub(crate) fn check_compare_recursion(&self) -> Result<(), Unwind> {
        if crate::value::compare::take_recursion_error() {
            self.fatal("Nesting level too deep - recursive dependency?");
            return Err(Unwind::Fatal);
        }
        Ok(())
    }

    /// `<=>` with objects' `__toString` when compared to strings.
    pub(crate) fn compare_values(&self, l: &Value, r: &Value) -> Result<Ordering, Unwind> {
        match (l, r) {
            (Value::Object(o), Value::Str(_)) if self.has_to_string(o) => {
                let s = self.to_string(l)?;
                Ok(compare(&Value::Str(s), r))
            }
            (Value::Str(_), Value::Object(o)) if self.has_to_string(o) => {
                let s = self.to_string(r)?;
                Ok(compare(l, &Value::Str(s)))
            }
            _ => {
                self.notice_object_cast(l, r);
                let o = compare(l, r);
                self.check_compare_recursion()?;
                Ok(o)
            }
        }
    }

    fn eval_array_literal(&self, f: &Frame, items: &[Option<ArrayItem>]) -> EvalResult {
        if items.is_empty() {
            return Ok(Value::arr(PhpArray::empty_literal()));
        }
        let mut arr = PhpArray::with_capacity(items.len());
        for it in items.iter().flatten() {
            if it.unpack {
                let v = self.eval(f, &it.value)?;
                self.spread_into(&mut arr, v)?;
                continue;
            }
            let v = if it.by_ref {
                Value::Ref(self.lval_ref(f, &it.value)?)
            } else {
                self.eval(f, &it.value)?
            };
            match &it.key {
                None => {
                    if !arr.push(v) {
                        return Err(Box::new(self.throw_error(
                            "Error",
                            "Cannot add element to the array as the next element is already occupied",
                        )));
                    }
                }
                Some(k) => {
                    let kv = self.eval(f, k)?;
                    self.set_pos(k.span);
                    let key = self.to_key(&kv)?;
                    arr.insert(key, v);
                }
            }
        }
        Ok(Value::arr(arr))
    }

    /// `...$x` inside an array literal.
    fn spread_into(&self, arr: &mut PhpArray, v: Value) -> Result<(), Unwind> {
        match v {
            Value::Array(a) => {
                for (k, v) in a.iter() {
                    match k {
                        Key::Int(_) => {
                            arr.push(v.deref());
                        }
                        Key::Str(_) => arr.insert(k.clone(), v.deref()),
                    }
                }
                Ok(())
            }
            Value::Object(o) => {
                let items = self.iterate_to_vec(&Value::Object(o))?;
                for (k, v) in items {
                    match k {
                        Value::Int(_) => {
                            arr.push(v);
                        }
                        k => {
                            let key = self.to_key(&k)?;
                            arr.insert(key, v);
                        }
                    }
                }
                Ok(())
            }
            _ => Err(self.throw_error("Error", "Only arrays and Traversables can be unpacked")),
        }
    }

    /// Convert a value to an array key with PHP's rules and messages.
    pub(crate) fn to_key(&self, v: &Value) -> Result<Key, Unwind> {
        Ok(match v {
            Value::Int(i) => Key::Int(*i),
            Value::Str(s) => Key::from_php_string(s.clone()),
            Value::Float(x) => Key::Int(ops::float_to_int_checked(self, *x)),
            Value::Bool(b) => Key::Int(*b as i64),
            Value::Null => Key::Str(PhpString::new()),
            Value::Resource(r) => {
                self.warn(&format!(
                    "Resource ID#{} used as offset, casting to integer ({})",
                    r.id, r.id
                ));
                Key::Int(r.id as i64)
            }
            Value::Ref(r) => {
                let inner = r.borrow().clone();
                return self.to_key(&inner);
            }
            Value::Array(_) | Value::Object(_) => {
                return Err(self.throw_error("TypeError", "Illegal offset type"))
            }
        })
    }

    /// `(type)$v`.
    pub(crate) fn cast(&self, kind: CastKind, v: Value) -> EvalResult {
        Ok(match kind {
            CastKind::Int => match &v {
                Value::Object(o) => {
                    self.warn(&format!(
                        "Object of class {} could not be converted to int",
                        o.class_name()
                    ));
                    Value::Int(1)
                }
                _ => Value::Int(v.to_int()),
            },
            CastKind::Float => match &v {
                Value::Object(o) => {
                    self.warn(&format!(
                        "Object of class {} could not be converted to float",
                        o.class_name()
                    ));
                    Value::Float(1.0)
                }
                _ => Value::Float(v.to_float()),
            },
            CastKind::String => Value::Str(self.to_string(&v)?),
            CastKind::Bool => Value::Bool(v.to_bool()),
            CastKind::Array => match v {
                Value::Array(_) => v,
                Value::Null => Value::empty_array(),
                Value::Object(o) => Value::arr(self.object_to_array(&o)),
                v => Value::arr(PhpArray::from_values(vec![v])),
            },
            CastKind::Object => self.to_object(v)?,
            CastKind::Unset => Value::Null,
        })
    }

    /// `isset($x)` for one expression.
    pub(crate) fn isset(&self, f: &Frame, e: &Expr) -> Result<bool, Unwind> {
        match &e.kind {
            ExprKind::Prop { .. } | ExprKind::Index { .. } | ExprKind::StaticProp { .. } => {
                Ok(self
                    .isset_value(f, e, super::access::IssetMode::Exists)?
                    .is_some_and(|v| !v.is_null()))
            }
            ExprKind::Var(_, slot) if slot.get() == THIS_SLOT => Ok(f.this.is_some()),
            _ => Ok(self.quiet_value(f, e)?.is_some_and(|v| !v.is_null())),
        }
    }

    /// The value of an expression for `isset`/`empty`/`??`: no undefined warnings;
    /// None when a variable, key or property is missing.
    pub(crate) fn quiet_value(&self, f: &Frame, e: &Expr) -> Result<Option<Value>, Unwind> {
        match &e.kind {
            ExprKind::Var(name, slot) => {
                let slot = slot.get();
                if slot == THIS_SLOT {
                    // Only `isset($this)` and `empty($this)` may ask without an object.
                    return match &f.this {
                        Some(o) => Ok(Some(Value::Object(o.clone()))),
                        None => {
                            Err(self.throw_error("Error", "Using $this when not in object context"))
                        }
                    };
                }
                if slot == GLOBALS_SLOT {
                    return Ok(Some(self.globals_array()));
                }
                if slot == SUPERGLOBAL_SLOT {
                    return Ok(self.lookup_var_by_name(f, name.as_bytes()));
                }
                if let Some(Some(v)) = f.slots.borrow().get(slot as usize) {
                    return Ok(Some(v.deref()));
                }
                Ok(f.extra.get(name.as_bytes()))
            }
            ExprKind::VarVar(n) => {
                let n = self.eval(f, n)?;
                let n = self.to_string(&n)?;
                Ok(self.lookup_var_by_name(f, &n))
            }
            ExprKind::Index { .. } | ExprKind::Prop { .. } | ExprKind::StaticProp { .. } => {
                self.quiet_value_isset(f, e)
            }
            ExprKind::ClassConst { .. } | ExprKind::Const(_) => Ok(Some(self.eval(f, e)?)),
            _ => Ok(Some(self.eval(f, e)?)),
        }
    }

    fn eval_match(&self, f: &Frame, subject: &Expr, arms: &[MatchArm], span: Span) -> EvalResult {
        let v = self.eval(f, subject)?;
        for arm in arms {
            if let Some(conds) = &arm.conds {
                for c in conds {
                    let cv = self.eval(f, c)?;
                    if strict_eq(&v, &cv) {
                        return self.eval(f, &arm.body);
                    }
                }
            }
        }
        for arm in arms {
            if arm.conds.is_none() {
                return self.eval(f, &arm.body);
            }
        }
        self.set_pos(span);
        let desc = match &v {
            Value::Array(_) => "of type array".into(),
            Value::Object(o) => format!("of type {}", o.class_name()),
            Value::Resource(_) => "of type resource".into(),
            scalar => crate::object::trace_arg(scalar),
        };
        Err(Box::new(self.throw_error(
            "UnhandledMatchError",
            &format!("Unhandled match case {desc}"),
        )))
    }

    fn magic_const(&self, f: &Frame, m: MagicConst, span: Span) -> Value {
        match m {
            MagicConst::Line => Value::Int(f.file().line_of(span.lo) as i64),
            MagicConst::File => Value::str(&f.file().path),
            MagicConst::Dir => Value::from(f.file().dir()),
            MagicConst::Function => match f.func() {
                Some(func) => Value::str(&func.name),
                None => Value::str(""),
            },
            MagicConst::Class => {
                // A closure names the class it is written in, however it is bound.
                let lexical = f
                    .func()
                    .filter(|func| func.decl.is_closure)
                    .and_then(|func| func.decl.scope.closure_class.borrow().clone());
                match (lexical, &f.class) {
                    (Some(n), _) => Value::str(&n),
                    (None, Some(c)) => Value::str(&c.name),
                    (None, None) => Value::str(""),
                }
            }
            MagicConst::Method => match (&f.class, f.func()) {
                (Some(c), Some(func)) if !func.decl.is_closure => {
                    // Like PHP's compile-time constant, a trait method names its trait.
                    let owner = self.trait_declaring(c, &func.decl);
                    let owner = owner.as_deref().unwrap_or(&c.name);
                    Value::from(format!("{owner}::{}", func.name))
                }
                (_, Some(func)) => Value::str(&func.name),
                _ => Value::str(""),
            },
            MagicConst::Namespace => Value::str(&f.names.borrow().ns),
            MagicConst::Trait => {
                let found = match (&f.class, f.func()) {
                    (Some(c), Some(func)) => self.trait_declaring(c, &func.decl),
                    _ => None,
                };
                Value::str(found.as_deref().unwrap_or(""))
            }
        }
    }

    /// The trait (used by `class`, its parents or their traits) whose body declares the
    /// method `decl`, for `__TRAIT__`.
    fn trait_declaring(
        &self,
        class: &std::rc::Rc<crate::object::Class>,
        decl: &std::rc::Rc<FuncDecl>,
    ) -> Option<String> {
        let mut pending: Vec<String> = Vec::new();
        let mut c = Some(class.clone());
        while let Some(k) = c {
            pending.extend(k.traits.iter().map(|t| t.to_string()));
            c = k.parent.clone();
        }
        let mut seen = 0;
        while let Some(name) = pending.pop() {
            seen += 1;
            if seen > 256 {
                break;
            }
            let Some(t) = self.classes.get(&name) else {
                continue;
            };
            let declares = t.decl.as_ref().is_some_and(|d| {
                d.members.iter().any(
                    |m| matches!(m, ClassMember::Method { func, .. } if std::rc::Rc::ptr_eq(func, decl)),
                )
            });
            if declares {
                return Some(t.name.to_string());
            }
            pending.extend(t.traits.iter().map(|n| n.to_string()));
        }
        None
    }

    /// Check a string or array that just grew to `bytes` against `memory_limit`.
    pub(crate) fn charge_memory(&self, bytes: usize) -> Result<(), Unwind> {
        let limit = self.memory_limit();
        if limit > 0 && bytes as i64 > limit {
            self.fatal(&format!(
                "Allowed memory size of {limit} bytes exhausted (tried to allocate {bytes} bytes)"
            ));
            return Err(Unwind::Fatal);
        }
        Ok(())
    }
}

/// Whether `name` is one of the superglobals reached from every scope.
pub(crate) fn is_superglobal(name: &[u8]) -> bool {
    name.first() == Some(&b'_') && SUPERGLOBALS.iter().any(|s| s.as_bytes() == name)
}

/// The fast paths of a binary operator on two ints or floats: the operations that can
/// neither overflow, warn nor throw. None otherwise.
#[inline(always)]
pub(crate) fn scalar_binary(op: BinaryOp, l: &Value, r: &Value) -> Option<Value> {
    let (Value::Int(a), Value::Int(b)) = (l, r) else {
        return float_binary(op, l, r);
    };
    let (a, b) = (*a, *b);
    Some(match op {
        BinaryOp::Add => Value::Int(a.checked_add(b)?),
        BinaryOp::Sub => Value::Int(a.checked_sub(b)?),
        BinaryOp::Mul => Value::Int(a.checked_mul(b)?),
        BinaryOp::Lt => Value::Bool(a < b),
        BinaryOp::Le => Value::Bool(a <= b),
        BinaryOp::Gt => Value::Bool(a > b),
        BinaryOp::Ge => Value::Bool(a >= b),
        BinaryOp::Eq | BinaryOp::Identical => Value::Bool(a == b),
        BinaryOp::NotEq | BinaryOp::NotIdentical => Value::Bool(a != b),
        BinaryOp::Mod if b != 0 && b != -1 => Value::Int(a % b),
        _ => return None,
    })
}

/// A float operation (an int operand converted as PHP converts it) for the arithmetic and
/// comparison operators that cannot warn or throw on such operands; None otherwise.
#[inline]
fn float_binary(op: BinaryOp, l: &Value, r: &Value) -> Option<Value> {
    let (a, b) = match (l, r) {
        (Value::Float(a), Value::Float(b)) => (*a, *b),
        (Value::Float(a), Value::Int(b)) => (*a, *b as f64),
        (Value::Int(a), Value::Float(b)) => (*a as f64, *b),
        _ => return None,
    };
    Some(match op {
        BinaryOp::Add => Value::Float(a + b),
        BinaryOp::Sub => Value::Float(a - b),
        BinaryOp::Mul => Value::Float(a * b),
        BinaryOp::Div if b != 0.0 => Value::Float(a / b),
        BinaryOp::Lt => Value::Bool(a < b),
        BinaryOp::Le => Value::Bool(a <= b),
        BinaryOp::Gt => Value::Bool(a > b),
        BinaryOp::Ge => Value::Bool(a >= b),
        BinaryOp::Eq => Value::Bool(a == b),
        BinaryOp::NotEq => Value::Bool(a != b),
        _ => return None,
    })
}
