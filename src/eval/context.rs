//! Per-coroutine interpreter state. Each coroutine has its own PHP call stack, output
//! buffers, stack bounds, running generators, position and `@`/strict_types state; the
//! scheduler swaps them in when a coroutine is resumed and out when it suspends, so that
//! switching coroutines never mixes one coroutine's state into another's.

use std::rc::Rc;

use super::closure::ClosureTarget;
use super::frame::{SourceFile, StackEntry};
use super::generator::GenCtl;
use super::output::OutputStack;
use super::Interp;
use crate::object::Obj;
use crate::value::{Key, Value};

/// The state of a coroutine that is not running (or, while it runs, the state it replaced).
/// What every switch exchanges sits inline; output buffers, running generators and
/// `__get` guards, rarely in use, are boxed, so that a switch reads few cache lines.
pub struct SavedContext {
    stack: Vec<StackEntry>,
    cur_file: Rc<SourceFile>,
    stack_limit: usize,
    stack_size: usize,
    cur_pos: u32,
    silence: u32,
    strict_types: bool,
    in_error_handler: bool,
    rare: Option<Box<RareContext>>,
}

/// The parts of a saved context that are empty for most coroutines.
#[derive(Default)]
struct RareContext {
    output: OutputStack,
    gen_ctl: Vec<Rc<GenCtl>>,
    magic_guard: Vec<(u32, Vec<u8>, u8)>,
}

impl SavedContext {
    /// The room a started coroutine's call stack is given (see `set_stack`), in bytes.
    pub const STACK_RESERVE_BYTES: usize = 2 * std::mem::size_of::<StackEntry>();

    /// The state a coroutine starts with: nothing on its call stack, no output buffers,
    /// its own stack bounds, positioned at `file`/`pos` (where it was spawned).
    pub fn fresh(stack_limit: usize, stack_size: usize, file: Rc<SourceFile>, pos: u32) -> Self {
        SavedContext {
            stack: Vec::new(),
            cur_file: file,
            stack_limit,
            stack_size,
            cur_pos: pos,
            silence: 0,
            strict_types: false,
            in_error_handler: false,
            rare: None,
        }
    }

    /// Set the stack bounds (known once the coroutine has a stack).
    /// Its call stack gets room for two entries, which is what a coroutine parked in a
    /// builtin called from its entry function needs (a parked coroutine holds on to it).
    pub fn set_stack(&mut self, limit: usize, size: usize) {
        self.stack_limit = limit;
        self.stack_size = size;
        self.stack
            .reserve_exact(Self::STACK_RESERVE_BYTES / std::mem::size_of::<StackEntry>());
    }

    /// The file and byte offset the context was executing when it was saved (where a
    /// suspended coroutine stopped).
    pub fn position(&self) -> (Rc<SourceFile>, u32) {
        (self.cur_file.clone(), self.cur_pos)
    }

    /// Bytes of output buffered by this context's `ob_start` levels (flushed at exit).
    pub fn take_output(&mut self) -> OutputStack {
        self.rare
            .as_mut()
            .map(|r| std::mem::take(&mut r.output))
            .unwrap_or_default()
    }
}

impl Interp {
    /// Exchange the running state with `saved` (switching a coroutine in, or back out).
    /// Output buffers, running generators and `__get` guards are rarely in use: two
    /// vectors that never allocated are alike, so they are exchanged only when either did.
    /// Inlined into the switch, which runs it twice.
    #[inline(always)]
    pub fn swap_context(&self, saved: &mut SavedContext) {
        std::mem::swap(&mut *self.stack.borrow_mut(), &mut saved.stack);
        if saved.rare.is_some() || self.rare_context_used() {
            self.swap_rare_context(saved);
        }
        std::mem::swap(&mut *self.cur_file.borrow_mut(), &mut saved.cur_file);
        saved.stack_limit = self.stack_limit.replace(saved.stack_limit);
        saved.stack_size = self.stack_size.replace(saved.stack_size);
        saved.cur_pos = self.cur_pos.replace(saved.cur_pos);
        saved.silence = self.silence.replace(saved.silence);
        saved.strict_types = self.strict_types.replace(saved.strict_types);
        saved.in_error_handler = self.in_error_handler.replace(saved.in_error_handler);
    }

    /// Whether the running state has output buffers, generators or guards that a switch
    /// must carry (a vector that ever allocated counts).
    #[inline]
    fn rare_context_used(&self) -> bool {
        let out = self.output_stack.borrow();
        out.buffers.capacity() != 0
            || out.handler_running
            || self.gen_ctl.borrow().capacity() != 0
            || self.magic_guard.borrow().capacity() != 0
    }

    #[cold]
    fn swap_rare_context(&self, saved: &mut SavedContext) {
        let mut rare = saved.rare.take().unwrap_or_default();
        std::mem::swap(&mut *self.output_stack.borrow_mut(), &mut rare.output);
        std::mem::swap(&mut *self.gen_ctl.borrow_mut(), &mut rare.gen_ctl);
        std::mem::swap(&mut *self.magic_guard.borrow_mut(), &mut rare.magic_guard);
        let used = rare.output.buffers.capacity() != 0
            || rare.output.handler_running
            || rare.gen_ctl.capacity() != 0
            || rare.magic_guard.capacity() != 0;
        if used {
            saved.rare = Some(rare);
        }
    }

    /// A Fiber runs on behalf of the coroutine that starts or resumes it (runtime/fiber.rs):
    /// the fiber's parked context `fiber` gets the running call stack under its own
    /// frames (replacing the `old_base` entries its previous resumer lent), so traces
    /// made in the fiber go on into the resumer's calls, and it gets the running output
    /// buffers. Returns how many entries were lent. The resumer stays parked, its
    /// native frames in place, until `return_to_resumer` gives back what it lent.
    pub fn lend_to_fiber(&self, fiber: &mut SavedContext, old_base: usize) -> usize {
        let lent = {
            let base = self.stack.borrow();
            let old = old_base.min(fiber.stack.len());
            fiber.stack.splice(..old, base.iter().copied());
            base.len()
        };
        let out = std::mem::take(&mut *self.output_stack.borrow_mut());
        fiber.rare.get_or_insert_with(Default::default).output = out;
        lent
    }

    /// The running Fiber suspends or ends: drop the `base` call-stack entries its resumer
    /// lent and hand the output buffers back to the resumer's parked context.
    /// With no resumer (a suspended fiber woken by a cancellation) the buffers stay.
    pub fn return_to_resumer(&self, resumer: Option<&mut SavedContext>, base: usize) {
        {
            let mut st = self.stack.borrow_mut();
            let n = base.min(st.len());
            st.drain(..n);
        }
        if let Some(resumer) = resumer {
            let out = std::mem::take(&mut *self.output_stack.borrow_mut());
            resumer.rare.get_or_insert_with(Default::default).output = out;
        }
    }

    /// The call stack of a suspended coroutine whose state `saved` holds, as
    /// `debug_backtrace()` would give it there (innermost first; see `backtrace_with`).
    /// Nothing runs meanwhile: the stacks are exchanged and put back.
    pub fn backtrace_of(
        &self,
        t: &crate::runtime::task::Task,
        saved: &mut SavedContext,
        object: bool,
        args: bool,
    ) -> crate::value::PhpArray {
        std::mem::swap(&mut *self.stack.borrow_mut(), &mut saved.stack);
        let trace = self.backtrace_frames(object, args, !t.is_main, !t.is_main);
        std::mem::swap(&mut *self.stack.borrow_mut(), &mut saved.stack);
        trace
    }

    /// The file and byte offset being executed (a new coroutine starts there).
    pub fn position(&self) -> (Rc<SourceFile>, u32) {
        (self.cur_file.borrow().clone(), self.cur_pos.get())
    }
}

impl Interp {
    /// The trace name of a closure as PHP 8.4 prints it (`{closure:FILE:LINE}`, LINE of
    /// its `function`/`fn` keyword); None for other callables.
    pub fn closure_trace_name(&self, v: &Value) -> Option<String> {
        let Value::Object(o) = v else {
            return None;
        };
        match &self.closure_data(o)?.target {
            ClosureTarget::User(f) => closure_name_84(f),
            _ => None,
        }
    }

    /// A coroutine's entry function is called by the runtime: in the trace of an
    /// exception that escaped it, its frame (the outermost) shows as
    /// `[internal function]: {closure:FILE:LINE}()`. Traces made inside a coroutine have
    /// that frame already (see `backtrace_with`); this names the entry closure of a
    /// runtime helper (a finally handler) that is still unnamed, and leaves alone a frame
    /// that is named, or that PHP code called (an exception passing through several
    /// coroutines keeps the frames of the one that created it).
    pub fn mark_entry_frame(&self, e: &Obj, entry: &Value) {
        let Some(Value::Array(mut trace)) = e.get_prop(b"trace").map(|v| v.deref()) else {
            return;
        };
        let Some(Key::Int(last)) = trace.last().map(|(k, _)| k.clone()) else {
            return;
        };
        let Some(Value::Array(mut frame)) = trace.get_int(last).map(|v| v.deref()) else {
            return;
        };
        let unnamed = frame
            .get_str("function")
            .is_some_and(|v| v.to_php_string_lossy().as_bytes().ends_with(b"{closure}"));
        if !unnamed || frame.get_str("file").is_some() {
            return;
        }
        let f = Rc::make_mut(&mut frame);
        if let Some(name) = self.closure_trace_name(entry) {
            f.insert(Key::from_bytes(b"function"), Value::str(&name));
        }
        Rc::make_mut(&mut trace).insert(Key::Int(last), Value::Array(frame));
        e.set_prop(b"trace", Value::Array(trace));
    }
}

/// The name PHP 8.4 gives the closure `f` runs (`NS\{closure:PARENT:LINE}`, PARENT the
/// enclosing function, method or closure, else the file); None when `f` is no closure.
pub(crate) fn closure_name_84(f: &super::frame::UserFunc) -> Option<String> {
    if !f.decl.is_closure {
        return None;
    }
    let (base, chain) = f.decl.scope.closure_parent.borrow().clone();
    let ns = f.decl.scope.closure_namespace.borrow().clone();
    let ns = if ns.is_empty() {
        String::new()
    } else {
        format!("{ns}\\")
    };
    let mut name = base.map_or_else(|| f.file.path.to_string(), |b| b.to_string());
    for pos in chain.into_iter().chain([f.decl.span.lo]) {
        name = format!("{ns}{{closure:{name}:{}}}", f.file.line_of(pos));
    }
    Some(name)
}
