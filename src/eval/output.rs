//! Script output: the stack of output buffers (`ob_start`) that `Interp::echo` writes
//! through, and the buffered stdout sink beneath it. Running output handlers (PHP
//! callbacks) is left to the caller: nothing here calls PHP code.

use std::io::Write;

use super::{Interp, Unwind};
use crate::value::{PhpString, Value};

/// `PHP_OUTPUT_HANDLER_*` flag bits, as ob_start and ob_get_status expose them.
pub mod flags {
    pub const START: i64 = 1;
    pub const CLEAN: i64 = 2;
    pub const FLUSH: i64 = 4;
    pub const FINAL: i64 = 8;
    pub const CLEANABLE: i64 = 0x10;
    pub const FLUSHABLE: i64 = 0x20;
    pub const REMOVABLE: i64 = 0x40;
    pub const STDFLAGS: i64 = 0x70;
    /// Status bit: the handler is a user callback.
    pub const USER: i64 = 0x1;
    pub const STARTED: i64 = 0x1000;
    pub const DISABLED: i64 = 0x2000;
    pub const PROCESSED: i64 = 0x4000;
}

/// One `ob_start()` level.
#[derive(Debug, Default)]
pub struct OutputBuffer {
    /// Output collected since the last flush/clean.
    pub data: Vec<u8>,
    /// The user callback, if any.
    pub handler: Option<Value>,
    /// The name shown by ob_list_handlers / ob_get_status.
    pub name: PhpString,
    pub chunk_size: i64,
    /// `PHP_OUTPUT_HANDLER_*` bits: the ability flags given to ob_start plus the status bits.
    pub flags: i64,
}

/// The buffer stack of one execution context. The async runtime keeps one per coroutine
/// and swaps it in with `Interp::swap_output_stack`.
#[derive(Debug, Default)]
pub struct OutputStack {
    pub buffers: Vec<OutputBuffer>,
    /// Set while an output handler runs: output written then is dropped, as in PHP.
    pub handler_running: bool,
}

impl OutputStack {
    pub fn level(&self) -> usize {
        self.buffers.len()
    }
    pub fn top(&self) -> Option<&OutputBuffer> {
        self.buffers.last()
    }
    pub fn top_mut(&mut self) -> Option<&mut OutputBuffer> {
        self.buffers.last_mut()
    }
}

/// Where output goes once it leaves every buffer.
#[derive(Debug)]
pub enum OutputSink {
    /// Process stdout, written in large chunks (`pending` is flushed at `FLUSH_AT` bytes,
    /// on `flush()` and at exit).
    Stdout { pending: Vec<u8>, last: u8 },
    /// Kept in memory (embedding and tests); read with `Interp::take_output`.
    Capture(Vec<u8>),
}

const FLUSH_AT: usize = 64 * 1024;

impl Default for OutputSink {
    fn default() -> Self {
        OutputSink::Stdout {
            pending: Vec::new(),
            last: b'\n',
        }
    }
}

impl OutputSink {
    pub fn write(&mut self, bytes: &[u8]) {
        match self {
            OutputSink::Stdout { pending, last } => {
                if let Some(&b) = bytes.last() {
                    *last = b;
                }
                pending.extend_from_slice(bytes);
                if pending.len() >= FLUSH_AT {
                    let mut out = std::io::stdout().lock();
                    let _ = out.write_all(pending);
                    let _ = out.flush();
                    pending.clear();
                }
            }
            OutputSink::Capture(v) => v.extend_from_slice(bytes),
        }
    }

    /// Push pending bytes to the process stdout.
    pub fn flush(&mut self) {
        if let OutputSink::Stdout { pending, .. } = self {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(pending);
            let _ = out.flush();
            pending.clear();
        }
    }

    /// Whether the output so far is empty or ends with a newline (the interactive shell
    /// starts its prompt on a line of its own).
    pub fn at_line_start(&self) -> bool {
        match self {
            OutputSink::Stdout { last, .. } => *last == b'\n',
            OutputSink::Capture(v) => v.last().is_none_or(|&b| b == b'\n'),
        }
    }

    /// Take what a capturing sink holds (empty for stdout).
    pub fn take(&mut self) -> Vec<u8> {
        match self {
            OutputSink::Stdout { .. } => Vec::new(),
            OutputSink::Capture(v) => std::mem::take(v),
        }
    }
}

impl Interp {
    /// The body of `echo`: append to the innermost buffer, or to the sink.
    pub(super) fn write_output(&self, bytes: &[u8]) {
        let mut st = self.output_stack.borrow_mut();
        if st.handler_running {
            return;
        }
        match st.buffers.last_mut() {
            Some(b) => {
                b.data.extend_from_slice(bytes);
                // A buffer with a chunk size passes its contents on once it holds that much.
                if b.chunk_size > 0 && b.data.len() as i64 >= b.chunk_size {
                    drop(st);
                    self.ob_write_chunk();
                }
            }
            None => {
                drop(st);
                self.write_sink(bytes);
            }
        }
    }

    /// Write past every buffer, noting where the first output was sent from.
    fn write_sink(&self, bytes: &[u8]) {
        if !bytes.is_empty() && self.output_started_at.borrow().is_none() {
            let file = self.cur_file.borrow().path.clone();
            *self.output_started_at.borrow_mut() = Some((file, self.current_line()));
        }
        self.output_sink.borrow_mut().write(bytes);
    }

    /// Whether stdout output so far ends a line (see `OutputSink::at_line_start`).
    pub fn output_at_line_start(&self) -> bool {
        self.output_sink.borrow().at_line_start()
    }

    /// Install another context's buffer stack, returning the current one.
    pub fn swap_output_stack(&self, other: OutputStack) -> OutputStack {
        std::mem::replace(&mut *self.output_stack.borrow_mut(), other)
    }

    /// Collect output in memory instead of writing it to stdout.
    pub fn capture_output(&self) {
        *self.output_sink.borrow_mut() = OutputSink::Capture(Vec::new());
    }

    /// The output captured so far (see `capture_output`).
    pub fn take_output(&self) -> Vec<u8> {
        self.output_sink.borrow_mut().take()
    }

    pub fn ob_level(&self) -> usize {
        self.output_stack.borrow().level()
    }

    /// Run `f` with the buffer stack borrowed (never call PHP code inside `f`).
    pub fn with_output_stack<R>(&self, f: impl FnOnce(&mut OutputStack) -> R) -> R {
        f(&mut self.output_stack.borrow_mut())
    }

    /// `ob_start`: push a buffer.
    pub fn ob_push(&self, handler: Option<Value>, name: PhpString, chunk_size: i64, ability: i64) {
        let user = if handler.is_some() { flags::USER } else { 0 };
        self.output_stack.borrow_mut().buffers.push(OutputBuffer {
            data: Vec::new(),
            handler,
            name,
            chunk_size,
            flags: (ability & flags::STDFLAGS) | user,
        });
    }

    /// Pass the innermost buffer's contents through its handler with operation `op`
    /// (`FLUSH`, `CLEAN`, `FINAL` bits) and return the handler's output. The buffer is
    /// emptied. Returns None when there is no buffer. A handler that throws is disabled
    /// and its input passes through; the exception comes back beside the output, for
    /// the caller to raise once the output is placed.
    fn ob_process(&self, op: i64) -> Option<(Vec<u8>, Result<(), Unwind>)> {
        let (data, handler, op) = {
            let mut st = self.output_stack.borrow_mut();
            let top = st.buffers.last_mut()?;
            let data = std::mem::take(&mut top.data);
            let mut op = op;
            if top.flags & flags::STARTED == 0 {
                op |= flags::START;
            }
            top.flags |= flags::STARTED | flags::PROCESSED;
            let handler = if top.flags & flags::DISABLED != 0 {
                None
            } else {
                top.handler.clone()
            };
            (data, handler, op)
        };
        let Some(handler) = handler else {
            return Some((data, Ok(())));
        };
        let was_running =
            std::mem::replace(&mut self.output_stack.borrow_mut().handler_running, true);
        let res = self.call_value(
            &handler,
            vec![Value::Str(PhpString::from(data.clone())), Value::Int(op)],
        );
        self.output_stack.borrow_mut().handler_running = was_running;
        let converted = res.and_then(|v| match v.into_deref() {
            Value::Bool(false) => Ok(None),
            Value::Bool(true) => Ok(Some(Vec::new())),
            v => Ok(Some(self.to_string(&v)?.into_vec())),
        });
        match converted {
            Ok(Some(out)) => Some((out, Ok(()))),
            Ok(None) => {
                self.disable_top_handler();
                Some((data, Ok(())))
            }
            // A fatal error in the handler (output shut down) passes nothing on.
            Err(Unwind::Fatal) => Some((Vec::new(), Err(Unwind::Fatal))),
            Err(e) => {
                self.disable_top_handler();
                Some((data, Err(e)))
            }
        }
    }

    fn disable_top_handler(&self) {
        if let Some(top) = self.output_stack.borrow_mut().buffers.last_mut() {
            top.flags |= flags::DISABLED;
        }
    }

    /// Write below the innermost buffer (its parent, or the sink).
    fn write_below_top(&self, bytes: &[u8]) {
        let mut st = self.output_stack.borrow_mut();
        let n = st.buffers.len();
        if n >= 2 {
            st.buffers[n - 2].data.extend_from_slice(bytes);
        } else {
            drop(st);
            self.write_sink(bytes);
        }
    }

    /// Send a full chunk of the innermost buffer (through its handler, as a plain write)
    /// to the next level; an exception from the handler is raised at the next safe point.
    fn ob_write_chunk(&self) {
        if let Some((out, r)) = self.ob_process(0) {
            self.write_below_top(&out);
            if let Err(Unwind::Throw(o)) = r {
                *self.pending_throw.borrow_mut() = Some(o);
            }
        }
    }

    /// `ob_flush`: send the innermost buffer (through its handler) to the next level.
    pub fn ob_flush_top(&self) -> Result<bool, Unwind> {
        match self.ob_process(flags::FLUSH) {
            Some((out, r)) => {
                self.write_below_top(&out);
                r.map(|_| true)
            }
            None => Ok(false),
        }
    }

    /// `ob_clean`: discard the innermost buffer's contents (the handler still runs).
    pub fn ob_clean_top(&self) -> Result<bool, Unwind> {
        match self.ob_process(flags::CLEAN) {
            Some((_, r)) => r.map(|_| true),
            None => Ok(false),
        }
    }

    /// `ob_end_flush` / `ob_end_clean`: remove the innermost buffer, passing its contents
    /// on unless `discard`.
    pub fn ob_pop(&self, discard: bool) -> Result<bool, Unwind> {
        let op = if discard {
            flags::FINAL | flags::CLEAN
        } else {
            flags::FINAL
        };
        let Some((out, r)) = self.ob_process(op) else {
            return Ok(false);
        };
        self.output_stack.borrow_mut().buffers.pop();
        if !discard {
            self.write_output(&out);
        }
        r.map(|_| true)
    }

    /// A coroutine ended with buffers still open: each is flushed outwards, innermost
    /// first, as `ob_end_flush()` would. A handler's exception becomes the coroutine's
    /// outcome unless it already failed.
    pub fn ob_end_coroutine(&self, mut r: Result<Value, Unwind>) -> Result<Value, Unwind> {
        while self.ob_level() > 0 {
            if let Err(e) = self.ob_pop(false) {
                if r.is_ok() {
                    r = Err(e);
                }
            }
        }
        r
    }

    /// At script end: flush every buffer outwards, then stdout.
    pub fn ob_end_all(&self) -> Result<(), Unwind> {
        while self.ob_level() > 0 {
            self.ob_pop(false)?;
        }
        self.flush();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_sink_collects() {
        let mut s = OutputSink::Capture(Vec::new());
        s.write(b"ab");
        s.write(b"c");
        assert_eq!(s.take(), b"abc");
        assert!(s.take().is_empty());
    }

    #[test]
    fn buffers_nest_and_flush_outwards() {
        let cx = Interp::new();
        cx.capture_output();
        cx.echo(b"a");
        cx.ob_push(
            None,
            PhpString::from("default output handler"),
            0,
            flags::STDFLAGS,
        );
        cx.echo(b"b");
        cx.ob_push(
            None,
            PhpString::from("default output handler"),
            0,
            flags::STDFLAGS,
        );
        cx.echo(b"c");
        assert_eq!(cx.ob_level(), 2);
        assert!(cx.ob_pop(true).unwrap_or(false));
        cx.echo(b"d");
        assert!(cx.ob_flush_top().unwrap_or(false));
        cx.echo(b"e");
        cx.ob_end_all().unwrap_or(());
        assert_eq!(cx.take_output(), b"abde");
    }

    #[test]
    fn swapped_stack_is_separate() {
        let cx = Interp::new();
        cx.capture_output();
        cx.ob_push(
            None,
            PhpString::from("default output handler"),
            0,
            flags::STDFLAGS,
        );
        cx.echo(b"x");
        let saved = cx.swap_output_stack(OutputStack::default());
        cx.echo(b"y");
        let _ = cx.swap_output_stack(saved);
        cx.ob_end_all().unwrap_or(());
        assert_eq!(cx.take_output(), b"yx");
    }
}
