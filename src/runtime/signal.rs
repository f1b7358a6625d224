//! Process signals for `Async\signal()` and `pcntl_signal()`: while some future listens
//! for a signal (or a pcntl handler is set for it), a handler installed for it writes the
//! signal number to a pipe the reactor watches, and the pipe's watcher completes the
//! futures listening for that signal with its `Async\Signal` case and queues it for
//! `pcntl_signal_dispatch()`. A listener does not keep its future alive: a future dropped
//! unawaited stops listening, and once nobody listens for a signal its previous
//! disposition is restored.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::io::Read;
use std::os::fd::AsRawFd;
use std::os::unix::net::UnixStream;
use std::rc::Rc;
use std::sync::atomic::{AtomicI32, Ordering};

use super::awaitable::Awaitable;
use super::event::{Outcome, SubId};
use super::reactor::{Interest, WatchId};
use crate::eval::{Interp, Unwind};
use crate::object::{pending_future, Obj, PendingFuture};
use crate::value::{Key, PhpArray, Value};

/// The cases of `Async\Signal` (Linux numbers).
const CASES: &[(&str, i64)] = &[
    ("SIGHUP", 1),
    ("SIGINT", 2),
    ("SIGQUIT", 3),
    ("SIGILL", 4),
    ("SIGABRT", 6),
    ("SIGFPE", 8),
    ("SIGKILL", 9),
    ("SIGUSR1", 10),
    ("SIGSEGV", 11),
    ("SIGUSR2", 12),
    ("SIGTERM", 15),
    ("SIGBREAK", 21),
    ("SIGABRT2", 22),
    ("SIGWINCH", 28),
];

/// The OS signal behind an `Async\Signal` value (None: it does not exist here).
fn os_signal(value: i64) -> Option<libc::c_int> {
    Some(match value {
        1 => libc::SIGHUP,
        2 => libc::SIGINT,
        3 => libc::SIGQUIT,
        4 => libc::SIGILL,
        6 => libc::SIGABRT,
        8 => libc::SIGFPE,
        9 => libc::SIGKILL,
        10 => libc::SIGUSR1,
        11 => libc::SIGSEGV,
        12 => libc::SIGUSR2,
        15 => libc::SIGTERM,
        28 => libc::SIGWINCH,
        _ => return None,
    })
}

/// The write end of the signal pipe (-1 when none), for the signal handler.
static PIPE_WRITE: AtomicI32 = AtomicI32::new(-1);

extern "C" fn on_signal(sig: libc::c_int) {
    let fd = PIPE_WRITE.load(Ordering::Relaxed);
    if fd < 0 {
        return;
    }
    #[cfg(target_os = "linux")]
    // SAFETY: errno is thread-local; it is restored so the interrupted code sees its own.
    let errno = unsafe { *libc::__errno_location() };
    let b = sig as u8;
    // SAFETY: write(2) is async-signal-safe; a full pipe just drops the byte (the
    // signals already recorded in it are enough to wake the reactor).
    unsafe { libc::write(fd, &b as *const u8 as *const libc::c_void, 1) };
    #[cfg(target_os = "linux")]
    // SAFETY: as above.
    unsafe {
        *libc::__errno_location() = errno
    };
}

struct Listener {
    id: u64,
    signo: libc::c_int,
    case: Obj,
    future: PendingFuture,
    token: Option<(Awaitable, Option<SubId>)>,
}

/// The pipe the handler writes to (its reading end is watched for as long as the
/// interpreter lives).
struct Pipe {
    read: UnixStream,
    write: UnixStream,
    watch: WatchId,
}

#[derive(Default)]
pub struct SignalTable {
    pipe: RefCell<Option<Pipe>>,
    listeners: RefCell<Vec<Listener>>,
    /// Signals with our handler installed, with the disposition it replaced.
    installed: RefCell<HashMap<libc::c_int, libc::sigaction>>,
    next: Cell<u64>,
    /// `pcntl_signal()` handlers by signal.
    pcntl: RefCell<HashMap<libc::c_int, Value>>,
    /// Signals received for the pcntl handlers, in arrival order.
    pcntl_pending: RefCell<Vec<libc::c_int>>,
}

/// What `pcntl_signal()` sets for a signal.
pub enum Disposition {
    Default,
    Ignore,
    Handler(Value),
}

/// Give SIGSEGV and SIGBUS their default disposition, as php has them: a script that
/// sends itself one dies of it (the Rust runtime's handler, meant for stack overflows
/// that aphp's own depth check prevents, would let it go on).
pub fn default_fault_dispositions() {
    // SAFETY: resetting a disposition to SIG_DFL at startup, before any thread exists.
    unsafe {
        libc::signal(libc::SIGSEGV, libc::SIG_DFL);
        libc::signal(libc::SIGBUS, libc::SIG_DFL);
    }
}

/// The declaration of the `Async\Signal` enum, in PHP.
pub fn enum_source() -> String {
    let mut src = String::from("<?php enum Signal: int {");
    for (n, v) in CASES {
        src.push_str(&format!(" case {n} = {v};"));
    }
    src.push_str(" }");
    src
}

impl Interp {
    /// `Async\signal($case, $token)`: a Future completed with `case` when the process
    /// receives that signal, or failed when the token fires first.
    pub fn signal_future(&self, case: Obj, token: Option<Awaitable>) -> Result<Obj, Unwind> {
        let value = case.get_prop(b"value").map(|v| v.to_int()).unwrap_or(0);
        let (obj, st) = pending_future(self)?;
        if let Some(t) = &token {
            t.observe();
            if let Some(o) = t.event.outcome() {
                let e = self.token_error(o)?;
                st.settle(self, Outcome::Error(e));
                return Ok(obj);
            }
        }
        let Some(signo) = os_signal(value) else {
            // No such signal on this platform: it never arrives.
            self.add_listener(-1, case, st, token);
            return Ok(obj);
        };
        self.ensure_signal_pipe()
            .and_then(|_| self.install_handler(signo))
            .map_err(|e| {
                self.throw_error(
                    "Async\\AsyncException",
                    &format!("Failed to listen for signal {value}: {e}"),
                )
            })?;
        self.add_listener(signo, case, st, token);
        Ok(obj)
    }

    fn add_listener(
        &self,
        signo: libc::c_int,
        case: Obj,
        future: PendingFuture,
        token: Option<Awaitable>,
    ) {
        let table = &self.sched.signals;
        let id = table.next.get();
        table.next.set(id + 1);
        let token = token.map(|t| {
            t.arm(self);
            let sub = t.event.subscribe(
                self,
                Rc::new(move |i: &Interp, o: &Outcome| i.signal_token_fired(id, o)),
            );
            (t, sub)
        });
        table.listeners.borrow_mut().push(Listener {
            id,
            signo,
            case,
            future,
            token,
        });
    }

    /// What a signal future fails with when its token fires: the token's own exception,
    /// else an `AsyncCancellation`.
    fn token_error(&self, o: Outcome) -> Result<Obj, Unwind> {
        match o {
            Outcome::Error(e) => Ok(e),
            Outcome::Value(_) => {
                self.create_exception("Async\\AsyncCancellation", "Signal wait cancelled")
            }
        }
    }

    fn signal_token_fired(&self, id: u64, o: &Outcome) {
        let l = {
            let mut ls = self.sched.signals.listeners.borrow_mut();
            let Some(pos) = ls.iter().position(|l| l.id == id) else {
                return;
            };
            ls.remove(pos)
        };
        if let Ok(e) = self.token_error(o.clone()) {
            l.future.settle(self, Outcome::Error(e));
        }
        self.restore_unused_handlers();
    }

    fn ensure_signal_pipe(&self) -> std::io::Result<()> {
        let table = &self.sched.signals;
        if table.pipe.borrow().is_some() {
            return Ok(());
        }
        let (read, write) = UnixStream::pair()?;
        read.set_nonblocking(true)?;
        write.set_nonblocking(true)?;
        let watch = self.sched.reactor.watch(
            read.as_raw_fd(),
            Interest::READ,
            true,
            Rc::new(|i: &Interp, _| i.drain_signal_pipe()),
        )?;
        PIPE_WRITE.store(write.as_raw_fd(), Ordering::Relaxed);
        *table.pipe.borrow_mut() = Some(Pipe { read, write, watch });
        Ok(())
    }

    fn install_handler(&self, signo: libc::c_int) -> std::io::Result<()> {
        let table = &self.sched.signals;
        if table.installed.borrow().contains_key(&signo) {
            return Ok(());
        }
        // SAFETY: sigaction with a zeroed struct plus handler, flags and an empty mask is
        // the documented way to install a handler; the old action is kept for restoring.
        unsafe {
            let mut act: libc::sigaction = std::mem::zeroed();
            act.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as usize;
            act.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut act.sa_mask);
            let mut old: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(signo, &act, &mut old) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            table.installed.borrow_mut().insert(signo, old);
        }
        Ok(())
    }

    /// Put back the previous disposition of signals nobody listens for any more.
    fn restore_unused_handlers(&self) {
        let table = &self.sched.signals;
        let mut listened: Vec<libc::c_int> =
            table.listeners.borrow().iter().map(|l| l.signo).collect();
        listened.extend(table.pcntl.borrow().keys());
        table.installed.borrow_mut().retain(|signo, old| {
            if listened.contains(signo) {
                return true;
            }
            // SAFETY: `old` is the action sigaction returned for this signal.
            unsafe { libc::sigaction(*signo, &*old, std::ptr::null_mut()) };
            false
        });
    }

    /// The signal pipe is readable: complete the futures of the signals received.
    fn drain_signal_pipe(&self) {
        let mut got: Vec<libc::c_int> = Vec::new();
        {
            let table = self.sched.signals.pipe.borrow();
            let Some(p) = table.as_ref() else {
                return;
            };
            let mut buf = [0u8; 64];
            while let Ok(n) = (&p.read).read(&mut buf) {
                if n == 0 {
                    break;
                }
                for b in &buf[..n] {
                    let s = *b as libc::c_int;
                    if !got.contains(&s) {
                        got.push(s);
                    }
                }
            }
        }
        for signo in got {
            if self.sched.signals.pcntl.borrow().contains_key(&signo) {
                self.sched.signals.pcntl_pending.borrow_mut().push(signo);
            }
            let fired: Vec<Listener> = {
                let mut ls = self.sched.signals.listeners.borrow_mut();
                let (hit, keep) = std::mem::take(&mut *ls)
                    .into_iter()
                    .partition(|l| l.signo == signo);
                *ls = keep;
                hit
            };
            for l in fired {
                self.drop_token(&l);
                l.future
                    .settle(self, Outcome::Value(Value::Object(l.case.clone())));
            }
        }
        self.restore_unused_handlers();
    }

    /// `pcntl_signal()`: set what happens when `signo` arrives. A handler is called by
    /// `pcntl_signal_dispatch()`.
    pub fn pcntl_set(&self, signo: libc::c_int, d: Disposition) -> std::io::Result<()> {
        let table = &self.sched.signals;
        let raw = match d {
            Disposition::Handler(h) => {
                self.ensure_signal_pipe()?;
                self.install_handler(signo)?;
                table.pcntl.borrow_mut().insert(signo, h);
                return Ok(());
            }
            Disposition::Default => libc::SIG_DFL,
            Disposition::Ignore => libc::SIG_IGN,
        };
        table.pcntl.borrow_mut().remove(&signo);
        // SAFETY: installing SIG_DFL/SIG_IGN with an empty mask; when our handler is
        // installed (a future listens), it is what gets restored once nobody listens.
        unsafe {
            let mut act: libc::sigaction = std::mem::zeroed();
            act.sa_sigaction = raw;
            libc::sigemptyset(&mut act.sa_mask);
            if let Some(old) = table.installed.borrow_mut().get_mut(&signo) {
                *old = act;
                return Ok(());
            }
            if libc::sigaction(signo, &act, std::ptr::null_mut()) != 0 {
                return Err(std::io::Error::last_os_error());
            }
        }
        Ok(())
    }

    /// `pcntl_signal_dispatch()`: call the pcntl handlers of the signals received.
    pub fn pcntl_dispatch(&self) -> Result<(), Unwind> {
        self.drain_signal_pipe();
        let pending = std::mem::take(&mut *self.sched.signals.pcntl_pending.borrow_mut());
        for signo in pending {
            let h = self.sched.signals.pcntl.borrow().get(&signo).cloned();
            if let Some(h) = h {
                let mut info = PhpArray::new();
                info.insert(Key::from_bytes(b"signo"), Value::Int(signo as i64));
                self.call_value(&h, vec![Value::Int(signo as i64), Value::arr(info)])?;
            }
        }
        Ok(())
    }

    /// In the child after `fork()`: a reactor and a signal pipe of its own (the parent's
    /// are kernel objects the two processes would share).
    pub fn after_fork_child(&self) {
        self.sched.reactor.reinit();
        let table = &self.sched.signals;
        let old = table.pipe.borrow_mut().take();
        if let Some(p) = old {
            PIPE_WRITE.store(-1, Ordering::Relaxed);
            self.sched.reactor.unwatch(p.watch);
            drop(p);
            let _ = self.ensure_signal_pipe();
        }
    }

    fn drop_token(&self, l: &Listener) {
        if let Some((t, sub)) = &l.token {
            if let Some(id) = sub {
                t.event.unsubscribe(*id);
            }
            t.disarm(self);
        }
    }

    /// Forget listeners whose future is gone or settled; returns whether a listener that
    /// keeps the program alive remains.
    pub(super) fn prune_signal_listeners(&self) -> bool {
        let table = &self.sched.signals;
        if table.listeners.borrow().is_empty() {
            return false;
        }
        let dead: Vec<Listener> = {
            let mut ls = table.listeners.borrow_mut();
            let (dead, keep) = std::mem::take(&mut *ls)
                .into_iter()
                .partition(|l| l.future.finished());
            *ls = keep;
            dead
        };
        if !dead.is_empty() {
            for l in &dead {
                self.drop_token(l);
            }
            self.restore_unused_handlers();
        }
        !table.listeners.borrow().is_empty()
    }
}

impl Drop for SignalTable {
    fn drop(&mut self) {
        if let Some(p) = self.pipe.get_mut() {
            if PIPE_WRITE.load(Ordering::Relaxed) == p.write.as_raw_fd() {
                PIPE_WRITE.store(-1, Ordering::Relaxed);
            }
        }
        for (signo, old) in self.installed.get_mut().drain() {
            // SAFETY: `old` is the action sigaction returned for this signal.
            unsafe { libc::sigaction(signo, &old, std::ptr::null_mut()) };
        }
    }
}
