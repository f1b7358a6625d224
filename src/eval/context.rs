//! Per-coroutine interpreter state. Each coroutine has its own PHP call stack, output
//! buffers, stack bounds, running generators, position and `@`/strict_types state; the
//! scheduler swaps them in when a coroutine is resumed and out when it suspends, so that
//! switching coroutines never mixes one coroutine's state into another's.

use std::cell::RefCell;
use std::rc::Rc;

use super::closure::ClosureTarget;
use super::frame::{CallInfo, SourceFile};
use super::generator::GenCtl;
use super::output::OutputStack;
use super::Interp;
use crate::object::Obj;
use crate::value::{Key, Value};

/// The state of a coroutine that is not running (or, while it runs, the state it replaced).
pub struct SavedContext {
    stack: Vec<CallInfo>,
    output: OutputStack,
    stack_limit: usize,
    stack_size: usize,
    gen_ctl: Vec<Rc<GenCtl>>,
    cur_file: Rc<SourceFile>,
    cur_pos: u32,
    silence: u32,
    strict_types: bool,
    magic_guard: Vec<(u32, Vec<u8>, u8)>,
    in_error_handler: bool,
}

impl SavedContext {
    /// The room a started coroutine's call stack is given (see `set_stack`), in bytes.
    pub const STACK_RESERVE_BYTES: usize = 2 * std::mem::size_of::<CallInfo>();

    /// The state a coroutine starts with: nothing on its call stack, no output buffers,
    /// its own stack bounds, positioned at `file`/`pos` (where it was spawned).
    pub fn fresh(stack_limit: usize, stack_size: usize, file: Rc<SourceFile>, pos: u32) -> Self {
        SavedContext {
            stack: Vec::new(),
            output: OutputStack::default(),
            stack_limit,
            stack_size,
            gen_ctl: Vec::new(),
            cur_file: file,
            cur_pos: pos,
            silence: 0,
            strict_types: false,
            magic_guard: Vec::new(),
            in_error_handler: false,
        }
    }

    /// Set the stack bounds (known once the coroutine has a stack).
    /// Its call stack gets room for two entries, which is what a coroutine parked in a
    /// builtin called from its entry function needs (a parked coroutine holds on to it).
    pub fn set_stack(&mut self, limit: usize, size: usize) {
        self.stack_limit = limit;
        self.stack_size = size;
        self.stack
            .reserve_exact(Self::STACK_RESERVE_BYTES / std::mem::size_of::<CallInfo>());
    }

    /// The file and byte offset the context was executing when it was saved (where a
    /// suspended coroutine stopped).
    pub fn position(&self) -> (Rc<SourceFile>, u32) {
        (self.cur_file.clone(), self.cur_pos)
    }

    /// Bytes of output buffered by this context's `ob_start` levels (flushed at exit).
    pub fn take_output(&mut self) -> OutputStack {
        std::mem::take(&mut self.output)
    }
}

impl Interp {
    /// Exchange the running state with `saved` (switching a coroutine in, or back out).
    /// Output buffers, running generators and `__get` guards are rarely in use: two
    /// vectors that never allocated are alike, so they are exchanged only when either did.
    pub fn swap_context(&self, saved: &mut SavedContext) {
        std::mem::swap(&mut *self.stack.borrow_mut(), &mut saved.stack);
        {
            let mut out = self.output_stack.borrow_mut();
            if out.buffers.capacity() != 0
                || saved.output.buffers.capacity() != 0
                || out.handler_running != saved.output.handler_running
            {
                std::mem::swap(&mut *out, &mut saved.output);
            }
        }
        swap_used(&self.gen_ctl, &mut saved.gen_ctl);
        std::mem::swap(&mut *self.cur_file.borrow_mut(), &mut saved.cur_file);
        swap_used(&self.magic_guard, &mut saved.magic_guard);
        saved.stack_limit = self.stack_limit.replace(saved.stack_limit);
        saved.stack_size = self.stack_size.replace(saved.stack_size);
        saved.cur_pos = self.cur_pos.replace(saved.cur_pos);
        saved.silence = self.silence.replace(saved.silence);
        saved.strict_types = self.strict_types.replace(saved.strict_types);
        saved.in_error_handler = self.in_error_handler.replace(saved.in_error_handler);
    }

    /// The file and byte offset being executed (a new coroutine starts there).
    pub fn position(&self) -> (Rc<SourceFile>, u32) {
        (self.cur_file.borrow().clone(), self.cur_pos.get())
    }
}

/// Exchange two vectors unless neither ever allocated (then they are alike).
#[inline]
fn swap_used<T>(cell: &RefCell<Vec<T>>, v: &mut Vec<T>) {
    let mut c = cell.borrow_mut();
    if c.capacity() != 0 || v.capacity() != 0 {
        std::mem::swap(&mut *c, v);
    }
}

impl Interp {
    /// The trace name of a closure as PHP 8.4 prints it (`{closure:FILE:LINE}`, LINE of
    /// its `function`/`fn` keyword); None for other callables.
    pub fn closure_trace_name(&self, v: &Value) -> Option<String> {
        let Value::Object(o) = v else {
            return None;
        };
        let d = self.closure_data(o)?;
        match &d.target {
            ClosureTarget::User(f) if f.decl.is_closure => Some(format!(
                "{{closure:{}:{}}}",
                f.file.path,
                f.file.line_of(f.decl.span.lo)
            )),
            _ => None,
        }
    }

    /// A coroutine's entry function is called by the runtime: in the trace of an
    /// exception that escaped it, its frame (the outermost) shows as
    /// `[internal function]: {closure:FILE:LINE}()`.
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
        let f = Rc::make_mut(&mut frame);
        f.remove(&Key::from_bytes(b"file"));
        f.remove(&Key::from_bytes(b"line"));
        if let Some(name) = self.closure_trace_name(entry) {
            f.insert(Key::from_bytes(b"function"), Value::str(&name));
        }
        Rc::make_mut(&mut trace).insert(Key::Int(last), Value::Array(frame));
        e.set_prop(b"trace", Value::Array(trace));
    }
}
