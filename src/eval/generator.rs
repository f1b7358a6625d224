//! Generators: a generator function's body runs on its own coroutine stack and suspends
//! at each `yield`. Implements `yield`, keys, `yield from` (arrays, Traversables, other
//! generators), `send`, `throw`, `getReturn`, `rewind`, and iteration by `foreach`.

use std::cell::Cell;
use std::rc::Rc;

use super::call::CallCtx;
use super::expr::EvalResult;
use super::frame::{Flow, Frame, UserFunc};
use super::{Interp, Unwind};
use crate::object::{Internal, Obj};
use crate::runtime::coroutine::{Coroutine, Resumed, Suspender};
use crate::value::Value;

/// Stack size of a generator body.
const GEN_STACK: usize = 8 << 20;

/// What a suspended generator body receives.
pub(crate) enum GenInput {
    Send(Value),
    Throw(Obj),
    /// The generator object is going away: unwind the body through its `finally` blocks.
    Destroy,
}

type GenCo = Coroutine<GenInput, (Value, Value), Result<Value, Unwind>>;

/// Shared between a generator object and its running body.
pub(crate) struct GenCtl {
    /// Address of the body's `Suspender` (set when the body starts).
    suspender: Cell<usize>,
    /// The next automatic key.
    auto_key: Cell<i64>,
}

/// The state of a `Generator` object.
pub(crate) struct GenState {
    co: Option<GenCo>,
    /// Kept alive with the generator (the body holds the other handle).
    _ctl: Rc<GenCtl>,
    current: Option<(Value, Value)>,
    started: bool,
    finished: bool,
    running: bool,
    /// Resumed past the first yield (rewind is no longer allowed).
    advanced: bool,
    ret: Option<Value>,
    /// Declared `function &gen()`: yields references to variables.
    by_ref: bool,
    func_name: Rc<str>,
    /// The class and call type (`->`, `::`) and the arguments of the call that made the
    /// generator, shown for its frame in traces.
    class: Option<(Rc<str>, &'static str)>,
    args: Vec<Value>,
    file: Rc<super::frame::SourceFile>,
    /// The Closure object whose call made the generator, released when it finishes.
    closure: Option<Obj>,
}

impl Internal for GenState {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        if let Some((k, v)) = &self.current {
            visit(k);
            visit(v);
        }
        if let Some(c) = &self.closure {
            visit(&Value::Object(c.clone()));
        }
        self.args.iter().for_each(visit);
    }
    fn destruct_is_noop(&self) -> bool {
        !self.started || self.finished || self.running || self.co.is_none()
    }
}

impl Interp {
    /// Create the Generator object for a call of a generator function.
    pub(crate) fn make_generator(
        &self,
        func: &Rc<UserFunc>,
        frame: Frame,
        ctx: &CallCtx,
        call: Option<super::frame::CallInfo>,
    ) -> EvalResult {
        let Some(cls) = self.classes.known(crate::object::Known::Generator) else {
            return Err(Box::new(
                self.throw_error("Error", "Class \"Generator\" not found"),
            ));
        };
        let ctl = Rc::new(GenCtl {
            suspender: Cell::new(0),
            auto_key: Cell::new(0),
        });
        let interp = self as *const Interp;
        let body_func = func.clone();
        let body_ctl = ctl.clone();
        let co = GenCo::new(
            GEN_STACK,
            move |s: &Suspender<GenInput, (Value, Value)>, input| {
                // SAFETY: generators never outlive the interpreter that created them: every
                // PHP value is released before the interpreter is dropped.
                let interp = unsafe { &*interp };
                body_ctl.suspender.set(s as *const _ as usize);
                interp.gen_ctl.borrow_mut().push(body_ctl.clone());
                let r = match input {
                    GenInput::Throw(o) => Err(Unwind::Throw(o)),
                    GenInput::Destroy => Ok(Value::Null),
                    GenInput::Send(_) => match &body_func.decl.body {
                        Some(b) => match interp.exec_block(&frame, b) {
                            Ok(Flow::Return(v)) => Ok(v),
                            Ok(_) => Ok(Value::Null),
                            Err(u) => Err(u),
                        },
                        None => Ok(Value::Null),
                    },
                };
                interp.gen_ctl.borrow_mut().pop();
                r
            },
        );
        let co = match co {
            Ok(c) => c,
            Err(_) => {
                return Err(Box::new(
                    self.throw_error("Error", "Cannot allocate a generator stack"),
                ))
            }
        };
        let obj = Obj::new(&cls);
        obj.set_internal(Box::new(GenState {
            co: Some(co),
            _ctl: ctl,
            current: None,
            started: false,
            finished: false,
            running: false,
            advanced: false,
            ret: None,
            by_ref: func.decl.by_ref_return,
            func_name: call
                .as_ref()
                .map_or_else(|| func.name.clone(), |c| c.func.clone()),
            class: call
                .as_ref()
                .and_then(|c| Some((c.class.clone()?, c.call_type))),
            args: call.map(|c| c.args).unwrap_or_default(),
            file: func.file.clone(),
            closure: ctx.closure.clone(),
        }));
        Ok(Value::Object(obj))
    }

    pub(crate) fn is_generator(&self, o: &Obj) -> bool {
        o.with_internal::<GenState, _>(|_| ()).is_some()
    }

    /// Resume a generator's body with `input`.
    fn gen_resume(&self, o: &Obj, input: GenInput) -> Result<(), Unwind> {
        let taken = o.with_internal::<GenState, _>(|g| {
            if g.running {
                return Err(());
            }
            if g.started {
                g.advanced = true;
            }
            g.started = true;
            let co = g.co.take();
            if co.is_some() {
                g.running = true;
            }
            // The arguments move to the call-stack entry while the body runs.
            Ok((
                co,
                (
                    g.func_name.clone(),
                    g.class.clone(),
                    std::mem::take(&mut g.args),
                ),
                g.file.clone(),
            ))
        });
        let (co, (name, class, args), file) = match taken {
            Some(Ok(x)) => x,
            Some(Err(())) => {
                return Err(self.throw_error("Error", "Cannot resume an already running generator"))
            }
            None => return Ok(()),
        };
        let Some(mut co) = co else {
            o.with_internal::<GenState, _>(|g| g.args = args);
            if let GenInput::Throw(ex) = input {
                return Err(Unwind::Throw(ex));
            }
            return Ok(());
        };
        let mut info = self.native_call_info(name, class, args, false);
        // SAFETY: `info` stays in place until the entry is popped below.
        self.stack
            .borrow_mut()
            .push(unsafe { super::frame::StackEntry::native(&info) });
        let saved_file = self.cur_file.replace(file);
        let saved_pos = self.cur_pos.get();
        let saved_strict = self.strict_types.get();
        let saved_limit = self.stack_limit.replace(co.stack_limit());
        let saved_size = self.stack_size.replace(GEN_STACK);
        let r = co.resume(input);
        self.stack_limit.set(saved_limit);
        self.stack_size.set(saved_size);
        self.strict_types.set(saved_strict);
        *self.cur_file.borrow_mut() = saved_file;
        self.cur_pos.set(saved_pos);
        self.stack.borrow_mut().pop();
        let args = std::mem::take(&mut info.args);
        let (res, cur, keep, ret) = match r {
            Resumed::Yielded(kv) => (Ok(()), Some(kv), Some(co), None),
            Resumed::Returned(Ok(v)) => (Ok(()), None, None, Some(v)),
            Resumed::Returned(Err(Unwind::Destroyed)) => (Ok(()), None, None, None),
            Resumed::Returned(Err(u)) => (Err(u), None, None, None),
        };
        let released = o.with_internal::<GenState, _>(|g| {
            if ret.is_some() {
                g.ret = ret;
            }
            g.running = false;
            g.finished = keep.is_none();
            g.current = cur;
            g.co = keep;
            if g.finished {
                // The finished body's frame, its arguments included, is gone.
                Some((g.closure.take(), args))
            } else {
                g.args = args;
                None
            }
        });
        drop(released);
        res
    }

    fn gen_ensure_started(&self, o: &Obj) -> Result<(), Unwind> {
        let started = o
            .with_internal::<GenState, _>(|g| g.started)
            .unwrap_or(true);
        if !started {
            self.gen_resume(o, GenInput::Send(Value::Null))?;
        }
        Ok(())
    }

    fn gen_current(&self, o: &Obj) -> Option<(Value, Value)> {
        o.with_internal::<GenState, _>(|g| g.current.clone())
            .flatten()
    }

    /// `yield k => v` inside a running generator body.
    pub(crate) fn gen_yield(&self, key: Option<Value>, v: Value) -> EvalResult {
        let Some(ctl) = self.gen_ctl.borrow().last().cloned() else {
            return Err(Box::new(
                self.throw_error("Error", "Cannot yield outside of a generator"),
            ));
        };
        let key = match key {
            Some(k) => {
                if let Value::Int(i) = k {
                    if i >= ctl.auto_key.get() {
                        ctl.auto_key.set(i.saturating_add(1));
                    }
                }
                k
            }
            None => {
                let k = ctl.auto_key.get();
                ctl.auto_key.set(k + 1);
                Value::Int(k)
            }
        };
        self.gen_suspend(&ctl, key, v)
    }

    fn gen_suspend(&self, ctl: &Rc<GenCtl>, key: Value, v: Value) -> EvalResult {
        let s = ctl.suspender.get() as *const Suspender<GenInput, (Value, Value)>;
        self.gen_ctl.borrow_mut().pop();
        // SAFETY: set by the body of this generator, which is the code running now.
        let input = unsafe { (*s).suspend((key, v)) };
        self.gen_ctl.borrow_mut().push(ctl.clone());
        match input {
            GenInput::Send(v) => Ok(v),
            GenInput::Throw(o) => Err(Box::new(Unwind::Throw(o))),
            GenInput::Destroy => Err(Box::new(Unwind::Destroyed)),
        }
    }

    /// `yield from $v`.
    pub(crate) fn gen_yield_from(&self, v: Value) -> EvalResult {
        let Some(ctl) = self.gen_ctl.borrow().last().cloned() else {
            return Err(Box::new(
                self.throw_error("Error", "Cannot yield outside of a generator"),
            ));
        };
        match v {
            Value::Array(a) => {
                for (k, v) in a.iter() {
                    self.gen_suspend(&ctl, k.to_value(), v.deref())?;
                }
                Ok(Value::Null)
            }
            Value::Object(o) if self.is_generator(&o) => {
                let (finished, running) = o
                    .with_internal::<GenState, _>(|g| (g.finished, g.running))
                    .unwrap_or((false, false));
                if finished {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        "Generator passed to yield from was aborted without proper return and is unable to continue",
                    )));
                }
                if running {
                    return Err(Box::new(self.throw_error(
                        "Error",
                        "Impossible to yield from the Generator being currently run",
                    )));
                }
                self.gen_ensure_started(&o)?;
                // The inner generator runs as called from this `yield from` (in traces).
                let at = self.cur_pos.get();
                loop {
                    let Some((k, v)) = self.gen_current(&o) else {
                        let ret = o.with_internal::<GenState, _>(|g| g.ret.clone()).flatten();
                        return Ok(ret.unwrap_or(Value::Null));
                    };
                    let suspended = self.gen_suspend(&ctl, k, v);
                    self.cur_pos.set(at);
                    match suspended {
                        Ok(sent) => self.gen_resume(&o, GenInput::Send(sent))?,
                        Err(u) => match *u {
                            Unwind::Throw(ex) => self.gen_resume(&o, GenInput::Throw(ex))?,
                            u => return Err(Box::new(u)),
                        },
                    }
                }
            }
            Value::Object(o) if o.class().instanceof_name("traversable") => {
                self.iterate_owned(None, o, false, true, &mut |k, v| {
                    self.gen_suspend(&ctl, k, v)?;
                    Ok(true)
                })?;
                Ok(Value::Null)
            }
            _ => Err(Box::new(self.throw_error(
                "Error",
                "Can use \"yield from\" only with arrays and Traversables",
            ))),
        }
    }

    /// `foreach` over a generator.
    pub(crate) fn generator_iterate(
        &self,
        o: &Obj,
        by_ref: bool,
        each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
    ) -> Result<(), Unwind> {
        let (started, advanced, yields_refs) = o
            .with_internal::<GenState, _>(|g| (g.started, g.advanced, g.by_ref))
            .unwrap_or((true, true, false));
        if by_ref && !yields_refs {
            return Err(self.throw_error(
                "Exception",
                "You can only iterate a generator by-reference if it declared that it yields by-reference",
            ));
        }
        if started && advanced {
            // A finished generator cannot be traversed; a suspended one cannot be rewound.
            let msg = if self.gen_current(o).is_none() {
                "Cannot traverse an already closed generator"
            } else {
                "Cannot rewind a generator that was already run"
            };
            return Err(self.throw_error("Exception", msg));
        }
        self.gen_ensure_started(o)?;
        while let Some((k, v)) = self.gen_current(o) {
            let v = if by_ref { v } else { v.into_deref() };
            if !each(k, v)? {
                return Ok(());
            }
            self.gen_resume(o, GenInput::Send(Value::Null))?;
        }
        Ok(())
    }

    /// A Generator object's last reference is gone: a body suspended at a `yield` runs
    /// its pending `finally` blocks.
    pub(crate) fn generator_destroy(&self, o: &Obj) -> Result<(), Unwind> {
        let suspended = o
            .with_internal::<GenState, _>(|g| !g.destruct_is_noop())
            .unwrap_or(false);
        if suspended {
            self.gen_resume(o, GenInput::Destroy)?;
        }
        Ok(())
    }

    /// Methods of Generator objects.
    pub(crate) fn generator_method(
        &self,
        o: &Obj,
        name: &str,
        args: Vec<Value>,
    ) -> Result<Option<Value>, Unwind> {
        if !self.is_generator(o) {
            return Ok(None);
        }
        let lname = name.to_ascii_lowercase();
        let arity = match lname.as_str() {
            "current" => Some(("current", 0)),
            "key" => Some(("key", 0)),
            "next" => Some(("next", 0)),
            "valid" => Some(("valid", 0)),
            "rewind" => Some(("rewind", 0)),
            "getreturn" => Some(("getReturn", 0)),
            "send" => Some(("send", 1)),
            "throw" => Some(("throw", 1)),
            _ => None,
        };
        if let Some((method, n)) = arity.filter(|&(_, n)| args.len() != n) {
            let plural = if n == 1 { "" } else { "s" };
            return Err(self.throw_error(
                "ArgumentCountError",
                &format!(
                    "Generator::{method}() expects exactly {n} argument{plural}, {} given",
                    args.len()
                ),
            ));
        }
        let arg0 = args.into_iter().next().unwrap_or(Value::Null);
        let r = match lname.as_str() {
            "current" => {
                self.gen_ensure_started(o)?;
                self.gen_current(o)
                    .map(|(_, v)| v.into_deref())
                    .unwrap_or(Value::Null)
            }
            "key" => {
                self.gen_ensure_started(o)?;
                self.gen_current(o).map(|(k, _)| k).unwrap_or(Value::Null)
            }
            "next" => {
                let started = o
                    .with_internal::<GenState, _>(|g| g.started)
                    .unwrap_or(true);
                if started {
                    self.gen_resume(o, GenInput::Send(Value::Null))?;
                } else {
                    self.gen_ensure_started(o)?;
                    self.gen_resume(o, GenInput::Send(Value::Null))?;
                }
                Value::Null
            }
            "valid" => {
                self.gen_ensure_started(o)?;
                Value::Bool(self.gen_current(o).is_some())
            }
            "rewind" => {
                let advanced = o
                    .with_internal::<GenState, _>(|g| g.advanced)
                    .unwrap_or(false);
                if advanced {
                    return Err(self.throw_error(
                        "Exception",
                        "Cannot rewind a generator that was already run",
                    ));
                }
                self.gen_ensure_started(o)?;
                Value::Null
            }
            "send" => {
                let started = o
                    .with_internal::<GenState, _>(|g| g.started)
                    .unwrap_or(true);
                if !started {
                    self.gen_ensure_started(o)?;
                }
                self.gen_resume(o, GenInput::Send(arg0))?;
                self.gen_current(o)
                    .map(|(_, v)| v.into_deref())
                    .unwrap_or(Value::Null)
            }
            "throw" => {
                let Value::Object(ex) = arg0 else {
                    return Err(self.throw_error(
                        "TypeError",
                        "Generator::throw(): Argument #1 ($exception) must be of type Throwable",
                    ));
                };
                self.gen_ensure_started(o)?;
                self.gen_resume(o, GenInput::Throw(ex))?;
                self.gen_current(o)
                    .map(|(_, v)| v.into_deref())
                    .unwrap_or(Value::Null)
            }
            "getreturn" => {
                self.gen_ensure_started(o)?;
                let (finished, ret) = o
                    .with_internal::<GenState, _>(|g| (g.finished, g.ret.clone()))
                    .unwrap_or((false, None));
                match (finished, ret) {
                    (true, Some(v)) => v,
                    _ => {
                        return Err(self.throw_error(
                            "Exception",
                            "Cannot get return value of a generator that hasn't returned",
                        ))
                    }
                }
            }
            _ => return Ok(None),
        };
        Ok(Some(r))
    }
}
