//! A callable resolved once for many calls: builtins that call the same callback over
//! and over (sort comparisons) look a Closure's function and context up once instead of
//! at every call. A Closure's state cannot change after it is made, so the result stays
//! valid for the callable's lifetime.

use std::rc::Rc;

use super::call::{CallCtx, Callee};
use super::expr::EvalResult;
use super::frame::UserFunc;
use super::Interp;
use crate::value::Value;

/// A callable ready to be called.
pub(crate) enum PreparedCall {
    /// A Closure of PHP code: its function and the context it runs with.
    User(Rc<UserFunc>, CallCtx),
    /// Anything else, resolved at each call.
    Other(Value),
}

impl Interp {
    /// Resolve `callable` for repeated calls.
    pub(crate) fn prepare_call(&self, callable: &Value) -> PreparedCall {
        if let Value::Object(o) = callable {
            if let Some((Callee::User(func), ctx)) = super::closure::user_closure_call(o) {
                return PreparedCall::User(func, ctx);
            }
        }
        PreparedCall::Other(callable.clone())
    }

    /// Call a prepared callable with positional arguments, as `call_value` would.
    pub(crate) fn call_prepared(&self, p: &PreparedCall, args: Vec<Value>) -> EvalResult {
        match p {
            PreparedCall::User(func, ctx) if func.takes_plain(args.len()) => {
                self.call_plain_values(func, args, ctx, false)
            }
            PreparedCall::User(func, ctx) => {
                self.call_user(func, args, Vec::new(), ctx.clone(), false)
            }
            PreparedCall::Other(v) => self.call_value(v, args).map_err(Box::new),
        }
    }

    /// Call a prepared callable with `N` positional arguments: a Closure of PHP code
    /// that binds them plainly gets them straight in its slots, with no argument vector.
    #[inline]
    pub(crate) fn call_prepared_with<const N: usize>(
        &self,
        p: &PreparedCall,
        args: [Value; N],
    ) -> EvalResult {
        match p {
            PreparedCall::User(func, ctx) if func.takes_plain(N) => {
                self.call_plain_array(func, args, ctx)
            }
            _ => self.call_prepared(p, self.arg_list(args)),
        }
    }
}
