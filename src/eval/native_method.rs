//! `$obj->name(args)` calls of built-in methods that have a fast path
//! (`FastNativeMethod`, such as `Channel::send`/`recv`): when the call site's cache names
//! such a method of the object's class, its plain arguments (at most two) are read into an
//! array on the Rust stack and the fast path runs without a call-stack entry; when it
//! declines, the method runs in full with the same values. A call site whose cache names
//! such a method carries `FAST_SITE_BIT` in its site index, so that evaluation goes to this
//! path (when the object is a local variable) before the general method dispatch.

use std::rc::Rc;

use super::class::{quick_object, quick_operand};
use super::expr::EvalResult;
use super::frame::Frame;
use super::Interp;
use crate::object::{Class, FastNativeMethod, Method, MethodBody, NativeMethod, Obj};
use crate::syntax::ast::{Arg, CallCache, Expr, Span, Visibility};
use crate::value::Value;

/// Set in a method call site's index (the low half of its cache) when the method found
/// there has a fast path.
pub(super) const FAST_SITE_BIT: u32 = 1 << 31;

/// The index in `method_sites` of a method call site's cache.
#[inline(always)]
pub(super) fn site_index(cache: u64) -> usize {
    (cache as u32 & !FAST_SITE_BIT) as usize
}

/// The mark a call site's index gets for method `m`.
pub(super) fn site_mark(m: &Method) -> u64 {
    match &m.body {
        MethodBody::Native { fast: Some(_), .. } => FAST_SITE_BIT as u64,
        _ => 0,
    }
}

/// Whether a method call site found a method with a fast path last.
#[inline(always)]
pub(super) fn is_fast_site(cache: &CallCache) -> bool {
    cache.0.get() as u32 & FAST_SITE_BIT != 0
}

impl Interp {
    /// `$var->name(args)` (not `?->`) at a call site marked with `FAST_SITE_BIT`, when
    /// `$var` is a local variable holding an object (see `native_fast_call`). None: it
    /// does not qualify, nothing was evaluated.
    #[inline(never)]
    pub(super) fn native_method_call(
        &self,
        f: &Frame,
        obj: &Expr,
        args: &[Arg],
        cache: &CallCache,
        span: Span,
    ) -> Option<EvalResult> {
        let o = quick_object(f, obj)?;
        let r = self.native_fast_call(f, &o, args, cache, span)?;
        // A temporary object released by the call dies as it returns.
        Some(r.and_then(|v| {
            self.run_destructors()?;
            Ok(v)
        }))
    }

    /// `$obj->name(args)` through the fast path of the public native method the call site
    /// found last, when `obj`'s class is the one it was found on. None: the site does not
    /// qualify (no fast path, an unpacked or named argument, more than two), nothing was
    /// evaluated.
    #[inline(always)]
    pub(super) fn native_fast_call(
        &self,
        f: &Frame,
        obj: &Obj,
        args: &[Arg],
        cache: &CallCache,
        span: Span,
    ) -> Option<EvalResult> {
        let c = cache.0.get();
        if (c >> 32) as u32 != self.id {
            return None;
        }
        let (m, fast, call) = self.fast_method_at(site_index(c), obj.class())?;
        Some(match args {
            [] => self.run_fast((&m, fast, call), obj, &mut [], span),
            [a] if plain(a) => {
                let mut vals = [match self.arg_value(f, &a.value) {
                    Ok(v) => v,
                    Err(u) => return Some(Err(u)),
                }];
                let r = self.run_fast((&m, fast, call), obj, &mut vals, span);
                let [v] = vals;
                v.discard();
                r
            }
            [a, b] if plain(a) && plain(b) => {
                let first = match self.arg_value(f, &a.value) {
                    Ok(v) => v,
                    Err(u) => return Some(Err(u)),
                };
                let mut vals = [
                    first,
                    match self.arg_value(f, &b.value) {
                        Ok(v) => v,
                        Err(u) => return Some(Err(u)),
                    },
                ];
                let r = self.run_fast((&m, fast, call), obj, &mut vals, span);
                let [v, w] = vals;
                v.discard();
                w.discard();
                r
            }
            _ => return None,
        })
    }

    /// The method cached at `site` and its fast path, when it was found on `cls` and is a
    /// public instance method.
    #[inline(always)]
    fn fast_method_at(
        &self,
        site: usize,
        cls: &Rc<Class>,
    ) -> Option<(Rc<Method>, FastNativeMethod, NativeMethod)> {
        let sites = self.method_sites.borrow();
        let (class, m, _) = sites.get(site)?;
        match &m.body {
            MethodBody::Native {
                call,
                fast: Some(fast),
                ..
            } if std::ptr::eq(class.as_ptr(), Rc::as_ptr(cls))
                && m.visibility == Visibility::Public
                && !m.is_static =>
            {
                Some((m.clone(), *fast, *call))
            }
            _ => None,
        }
    }

    /// An argument's value (a local variable is read in place).
    #[inline(always)]
    fn arg_value(&self, f: &Frame, e: &Expr) -> EvalResult {
        match quick_operand(f, e) {
            Some(v) => Ok(v),
            None => self.eval(f, e),
        }
    }

    /// Run the fast path with the evaluated arguments; when it declines, the method itself.
    #[inline(always)]
    fn run_fast(
        &self,
        (m, fast, call): (&Method, FastNativeMethod, NativeMethod),
        obj: &Obj,
        vals: &mut [Value],
        span: Span,
    ) -> EvalResult {
        self.raise_pending()?;
        self.set_pos(span);
        match fast(self, obj, vals) {
            Some(r) => r.map_err(Box::new),
            None => self.native_full_call(call, m, obj, vals),
        }
    }

    /// The method run in full (with a stack entry) on `vals`.
    #[cold]
    #[inline(never)]
    fn native_full_call(
        &self,
        call: NativeMethod,
        m: &Method,
        obj: &Obj,
        vals: &mut [Value],
    ) -> EvalResult {
        let mut pos = self.arg_vec();
        pos.extend(vals.iter_mut().map(std::mem::take));
        self.call_native_slow(call, m, Some(obj), obj.class(), pos)
    }
}

/// A positional argument, not unpacked.
#[inline(always)]
fn plain(a: &Arg) -> bool {
    !a.unpack && a.name.is_none()
}
