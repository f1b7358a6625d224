//! Running commands: `exec`, `shell_exec`, `system` and `passthru` (through `/bin/sh -c`),
//! `proc_open` with `proc_close`, `proc_get_status` and `proc_terminate`, `popen` with
//! `pclose` (the child of a popen'd stream is kept by resource id), and the quoting
//! helpers `escapeshellarg`/`escapeshellcmd`. Inside a coroutine, waiting for a command's
//! output or for its exit suspends only that coroutine (the pipe and a pidfd are watched
//! by the reactor); outside one it blocks as in PHP.

use std::fs::File;
use std::io::{ErrorKind, Read};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::rc::Rc;

use super::stream::{next_resource_id, Backing, Stream};
use super::string_args::{set_ref, str_arg};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::runtime::reactor::Interest;
use crate::value::{Key, PhpArray, Resource, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "exec", sig: "exec(string $command, &$output = null, &$result_code = null): string|false", call: exec },
    Builtin { name: "shell_exec", sig: "shell_exec(string $command): string|false|null", call: shell_exec },
    Builtin { name: "system", sig: "system(string $command, &$result_code = null): string|false", call: system },
    Builtin { name: "passthru", sig: "passthru(string $command, &$result_code = null): ?false", call: passthru },
    Builtin { name: "proc_open", sig: "proc_open(array|string $command, array $descriptor_spec, &$pipes, ?string $cwd = null, ?array $env_vars = null, ?array $options = null)", call: proc_open },
    Builtin { name: "proc_close", sig: "proc_close($process): int", call: proc_close },
    Builtin { name: "proc_get_status", sig: "proc_get_status($process): array", call: proc_get_status },
    Builtin { name: "proc_terminate", sig: "proc_terminate($process, int $signal = 15): bool", call: proc_terminate },
    Builtin { name: "popen", sig: "popen(string $command, string $mode)", call: popen },
    Builtin { name: "pclose", sig: "pclose($handle): int", call: pclose },
    Builtin { name: "escapeshellarg", sig: "escapeshellarg(string $arg): string", call: escapeshellarg },
    Builtin { name: "escapeshellcmd", sig: "escapeshellcmd(string $command): string", call: escapeshellcmd },
];

/// Whether waits may suspend the running coroutine (else they block the process).
pub(super) fn in_coroutine(cx: &Interp) -> bool {
    cx.sched.is_started() && cx.sched.current().is_some()
}

/// Suspend the running coroutine until `fd` is ready for `interest`.
pub(super) fn wait_fd(cx: &Interp, fd: RawFd, interest: Interest) -> Result<(), Unwind> {
    let Some(cur) = cx.sched.current() else {
        return Ok(());
    };
    let me = cur.clone();
    let watch = cx.sched.reactor.watch(
        fd,
        interest,
        false,
        Rc::new(move |i: &Interp, _| i.wake(&me, Ok(Value::Null))),
    );
    let Ok(id) = watch else {
        // The fd cannot be watched: let the next read block instead.
        set_nonblocking(fd, false);
        return Ok(());
    };
    let woken = cx.suspend_current(false);
    cx.sched.reactor.unwatch(id);
    woken.map(drop).map_err(Unwind::Throw)
}

fn set_nonblocking(fd: RawFd, on: bool) {
    // SAFETY: fcntl on an fd this module owns; failure leaves the fd as it was.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags >= 0 {
            let flags = if on {
                flags | libc::O_NONBLOCK
            } else {
                flags & !libc::O_NONBLOCK
            };
            libc::fcntl(fd, libc::F_SETFL, flags);
        }
    }
}

/// Wait for `child` to exit (suspending only the coroutine when in one). None when it
/// cannot be waited for (someone else collected it).
fn wait_child(cx: &Interp, child: &mut Child) -> Result<Option<ExitStatus>, Unwind> {
    if in_coroutine(cx) {
        match child.try_wait() {
            Ok(Some(st)) => return Ok(Some(st)),
            Ok(None) => {}
            Err(_) => return Ok(None),
        }
        // SAFETY: pidfd_open on our own child; a negative result means unsupported.
        let pidfd = unsafe { libc::syscall(libc::SYS_pidfd_open, child.id() as libc::pid_t, 0) };
        if pidfd >= 0 {
            // SAFETY: the syscall returned a new fd that nothing else owns.
            let pidfd = unsafe { OwnedFd::from_raw_fd(pidfd as RawFd) };
            loop {
                match child.try_wait() {
                    Ok(Some(st)) => return Ok(Some(st)),
                    Ok(None) => wait_fd(cx, pidfd.as_raw_fd(), Interest::READ)?,
                    Err(_) => return Ok(None),
                }
            }
        }
    }
    Ok(child.wait().ok())
}

/// The exit status of child `pid` if it has ended, without collecting it: the zombie
/// stays for `proc_close()` or a script's own `pcntl_waitpid()`.
fn peek_exit(pid: u32) -> Option<ExitStatus> {
    // SAFETY: waitid writes only into `info`; WNOWAIT leaves the child waitable.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
    let r = unsafe { libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, flags) };
    // SAFETY: after a successful waitid the SIGCHLD fields of `info` are filled in (a
    // zero si_pid means the child is still running).
    if r != 0 || unsafe { info.si_pid() } == 0 {
        return None;
    }
    let code = unsafe { info.si_status() };
    let raw = match info.si_code {
        libc::CLD_EXITED => (code & 0xff) << 8,
        libc::CLD_DUMPED => code | 0x80,
        _ => code,
    };
    Some(ExitStatus::from_raw(raw))
}

/// The status PHP reports for an exited command: its exit code, or the raw wait status
/// when a signal ended it.
fn status_code(st: ExitStatus) -> i64 {
    match st.code() {
        Some(c) => c as i64,
        None => st.into_raw() as i64,
    }
}

/// Run `cmd` through the shell, giving its standard output to `each` chunk by chunk.
/// Returns the exit status (see `status_code`), or None when the command could not be
/// started.
fn run_shell(cx: &Interp, cmd: &[u8], each: &mut dyn FnMut(&[u8])) -> Result<Option<i64>, Unwind> {
    cx.flush();
    let spawned = Command::new("/bin/sh")
        .arg("-c")
        .arg(std::ffi::OsStr::from_bytes(cmd))
        .stdout(Stdio::piped())
        .spawn();
    let Ok(mut child) = spawned else {
        return Ok(None);
    };
    // PHP reads the command's output through a popen'd stream, which takes a resource
    // number.
    next_resource_id();
    let Some(mut out) = child.stdout.take() else {
        return Ok(None);
    };
    if in_coroutine(cx) {
        // The coroutine always lets the others run while the command starts, as
        // TrueAsync does, however fast the command is.
        set_nonblocking(out.as_raw_fd(), true);
        wait_fd(cx, out.as_raw_fd(), Interest::READ)?;
    }
    let mut buf = vec![0u8; 8192];
    loop {
        match out.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => each(&buf[..n]),
            Err(e) if e.kind() == ErrorKind::WouldBlock => {
                wait_fd(cx, out.as_raw_fd(), Interest::READ)?;
            }
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    drop(out);
    // A command whose exit was collected elsewhere reports -1.
    Ok(Some(wait_child(cx, &mut child)?.map_or(-1, status_code)))
}

/// A line without its trailing whitespace, as `exec()` and `system()` keep it.
fn rtrim(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|c| !c.is_ascii_whitespace() && *c != 0x0b)
        .map_or(0, |p| p + 1);
    &line[..end]
}

fn empty_command(cx: &Interp, func: &str, cmd: &[u8]) -> Result<(), Unwind> {
    if cmd.is_empty() {
        return Err(cx.throw_error(
            "ValueError",
            &format!("{func}(): Argument #1 ($command) cannot be empty"),
        ));
    }
    if cmd.contains(&0) {
        return Err(cx.throw_error(
            "ValueError",
            &format!("{func}(): Argument #1 ($command) must not contain any null bytes"),
        ));
    }
    Ok(())
}

fn exec(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cmd = str_arg(args, 0);
    empty_command(cx, "exec", cmd.as_bytes())?;
    let mut all = Vec::new();
    let Some(st) = run_shell(cx, cmd.as_bytes(), &mut |b| all.extend_from_slice(b))? else {
        cx.warn(&format!(
            "exec(): Unable to fork [{}]",
            cmd.to_string_lossy()
        ));
        return Ok(Value::Bool(false));
    };
    let mut lines = match args.get(1).map(Value::deref) {
        Some(Value::Array(a)) => (*a).clone(),
        _ => PhpArray::new(),
    };
    let mut last: &[u8] = b"";
    for line in all.split_inclusive(|&c| c == b'\n') {
        last = rtrim(line);
        lines.push(Value::bytes(last));
    }
    let last = last.to_vec();
    set_ref(args, 1, Value::arr(lines));
    set_ref(args, 2, Value::Int(st));
    Ok(Value::bytes(&last))
}

fn shell_exec(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cmd = str_arg(args, 0);
    if cmd.as_bytes().contains(&0) {
        return Err(cx.throw_error(
            "ValueError",
            "shell_exec(): Argument #1 ($command) must not contain any null bytes",
        ));
    }
    let mut all = Vec::new();
    if run_shell(cx, cmd.as_bytes(), &mut |b| all.extend_from_slice(b))?.is_none() {
        cx.warn(&format!(
            "shell_exec(): Unable to execute '{}'",
            cmd.to_string_lossy()
        ));
        return Ok(Value::Bool(false));
    }
    if all.is_empty() {
        return Ok(Value::Null);
    }
    Ok(Value::bytes(&all))
}

fn system(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cmd = str_arg(args, 0);
    empty_command(cx, "system", cmd.as_bytes())?;
    let mut pending: Vec<u8> = Vec::new();
    let mut last: Vec<u8> = Vec::new();
    let st = run_shell(cx, cmd.as_bytes(), &mut |b| {
        pending.extend_from_slice(b);
        while let Some(p) = pending.iter().position(|&c| c == b'\n') {
            let line: Vec<u8> = pending.drain(..=p).collect();
            cx.echo(&line);
            cx.flush();
            last = rtrim(&line).to_vec();
        }
    })?;
    if !pending.is_empty() {
        cx.echo(&pending);
        last = rtrim(&pending).to_vec();
    }
    let Some(st) = st else {
        cx.warn(&format!(
            "system(): Unable to fork [{}]",
            cmd.to_string_lossy()
        ));
        return Ok(Value::Bool(false));
    };
    set_ref(args, 1, Value::Int(st));
    Ok(Value::bytes(&last))
}

fn passthru(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cmd = str_arg(args, 0);
    empty_command(cx, "passthru", cmd.as_bytes())?;
    let st = run_shell(cx, cmd.as_bytes(), &mut |b| {
        cx.echo(b);
        cx.flush();
    })?;
    let Some(st) = st else {
        cx.warn(&format!(
            "passthru(): Unable to fork [{}]",
            cmd.to_string_lossy()
        ));
        return Ok(Value::Bool(false));
    };
    set_ref(args, 1, Value::Int(st));
    Ok(Value::Null)
}

/// The payload of a `process` resource.
struct Process {
    /// None once `proc_close()` took it to wait for it.
    child: Option<Child>,
    pid: u32,
    command: String,
    /// Set once `proc_get_status()` has seen the exit. The zombie itself is left for
    /// `proc_close()` (or anyone calling `waitpid`) to collect.
    status: Option<ExitStatus>,
}

/// A new pipe (read end, write end), both close-on-exec.
fn pipe() -> Option<(OwnedFd, OwnedFd)> {
    let mut fds = [0 as RawFd; 2];
    // SAFETY: pipe2 writes two new fds into `fds` on success.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return None;
    }
    // SAFETY: both fds were just created and nothing else owns them.
    Some(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// How the child gets one of its standard fds, from a descriptor spec entry.
enum Spec {
    /// A pipe; `child_reads`: the child's end is for reading (mode "r").
    Pipe {
        child_reads: bool,
    },
    File(File),
    Inherit,
    /// `['redirect', k]`: the same open file as the child's fd `k`.
    Redirect(i64),
}

/// None: a file could not be opened (warned; proc_open() fails).
fn descriptor(cx: &Interp, n: i64, v: &Value) -> Result<Option<Spec>, Unwind> {
    match v.deref() {
        Value::Array(a) => {
            let kind = a
                .get_int(0)
                .map(|v| v.to_php_string_lossy().to_string_lossy());
            let arg = |i: i64| {
                a.get_int(i)
                    .map(|v| v.to_php_string_lossy().to_string_lossy())
                    .unwrap_or_default()
            };
            match kind.as_deref() {
                Some("pipe") => Ok(Some(Spec::Pipe {
                    child_reads: arg(1).starts_with('r'),
                })),
                Some("redirect") => Ok(Some(Spec::Redirect(
                    a.get_int(1).map_or(-1, Value::to_int),
                ))),
                Some("file") => {
                    let (path, mode) = (arg(1), arg(2));
                    let mut o = std::fs::OpenOptions::new();
                    match mode.chars().next() {
                        Some('r') => o.read(true),
                        Some('a') => o.append(true).create(true),
                        _ => o.write(true).create(true).truncate(true),
                    };
                    match o.open(&path) {
                        Ok(f) => Ok(Some(Spec::File(f))),
                        Err(_) => {
                            cx.warn(&format!(
                                "proc_open({path}): Failed to open stream: No such file or directory"
                            ));
                            Ok(None)
                        }
                    }
                }
                _ => Err(cx.throw_error(
                    "ValueError",
                    &format!("proc_open(): Argument #2 ($descriptor_spec) must contain a valid descriptor for index {n}"),
                )),
            }
        }
        Value::Resource(_) => Ok(Some(Spec::Inherit)),
        _ => Err(cx.throw_error(
            "ValueError",
            "proc_open(): Argument #2 ($descriptor_spec) must only contain arrays and streams",
        )),
    }
}

fn proc_open(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (mut command, shown) = match args.first().map(Value::deref) {
        Some(Value::Array(a)) => {
            let parts: Vec<String> = a
                .iter()
                .map(|(_, v)| v.to_php_string_lossy().to_string_lossy())
                .collect();
            let Some(program) = parts.first() else {
                return Err(cx.throw_error(
                    "ValueError",
                    "proc_open(): Argument #1 ($command) must have at least one element",
                ));
            };
            let mut c = Command::new(program);
            c.args(&parts[1..]);
            (c, parts.join(" "))
        }
        Some(v) => {
            let s = v.to_php_string_lossy();
            let mut c = Command::new("/bin/sh");
            c.arg("-c").arg(std::ffi::OsStr::from_bytes(s.as_bytes()));
            (c, s.to_string_lossy())
        }
        None => return Ok(Value::Bool(false)),
    };
    let spec = match args.get(1).map(Value::deref) {
        Some(Value::Array(a)) => (*a).clone(),
        _ => PhpArray::new(),
    };
    // The child's end of each descriptor (dup'd by a redirect), and our end of each pipe.
    let mut ends: Vec<(i64, OwnedFd)> = Vec::new();
    let mut kinds: Vec<(i64, bool, OwnedFd)> = Vec::new();
    for (k, v) in spec.iter() {
        let Key::Int(n) = k else { continue };
        let n = *n;
        if !(0..=2).contains(&n) {
            continue;
        }
        let Some(d) = descriptor(cx, n, v)? else {
            return Ok(Value::Bool(false));
        };
        let end = match d {
            Spec::Pipe { child_reads } => {
                let Some((r, w)) = pipe() else {
                    cx.warn("proc_open(): Unable to create pipe Too many open files");
                    return Ok(Value::Bool(false));
                };
                let (child, ours) = if child_reads { (r, w) } else { (w, r) };
                kinds.push((n, child_reads, ours));
                Some(child)
            }
            Spec::File(f) => Some(OwnedFd::from(f)),
            Spec::Inherit => None,
            Spec::Redirect(target) => {
                let dup = match ends.iter().find(|(m, _)| *m == target) {
                    Some((_, fd)) => fd.try_clone().ok(),
                    // SAFETY: fds 0-2 of this process stay open while it runs.
                    None if (0..=2).contains(&target) => {
                        unsafe { std::os::fd::BorrowedFd::borrow_raw(target as RawFd) }
                            .try_clone_to_owned()
                            .ok()
                    }
                    None => None,
                };
                let Some(dup) = dup else {
                    cx.warn(&format!(
                        "proc_open(): Redirection target {target} not found"
                    ));
                    return Ok(Value::Bool(false));
                };
                Some(dup)
            }
        };
        if let Some(fd) = end {
            ends.push((n, fd));
        }
    }
    for (n, fd) in ends {
        let stdio = Stdio::from(fd);
        match n {
            0 => command.stdin(stdio),
            1 => command.stdout(stdio),
            _ => command.stderr(stdio),
        };
    }
    if let Some(Value::Str(dir)) = args.get(3).map(Value::deref) {
        command.current_dir(std::ffi::OsStr::from_bytes(dir.as_bytes()));
    }
    if let Some(Value::Array(env)) = args.get(4).map(Value::deref) {
        command.env_clear();
        for (k, v) in env.iter() {
            let k = k.to_value().to_php_string_lossy().to_string_lossy();
            command.env(k, v.to_php_string_lossy().to_string_lossy());
        }
    }
    // The child starts with the default signal dispositions php's children get.
    command.process_group(0);
    cx.flush();
    let spawned = command.spawn();
    // The child's ends of the pipes are closed here, so our ends see the child's EOF.
    drop(command);
    let child = match spawned {
        Ok(c) => c,
        Err(e) => {
            cx.warn(&format!("proc_open(): Exec failed: {e}"));
            return Ok(Value::Bool(false));
        }
    };
    let mut pipes = PhpArray::new();
    for (n, child_reads, fd) in kinds {
        // Reads and writes wait through the socket layer: the fd never blocks.
        set_nonblocking(fd.as_raw_fd(), true);
        let mut stream = Stream::new(
            Backing::File(File::from(fd)),
            !child_reads,
            child_reads,
            false,
        );
        stream.io.pollable = true;
        stream.io.mode = Some(if child_reads { "w" } else { "r" }.to_string());
        pipes.insert(Key::Int(n), stream.into_value());
    }
    set_ref(args, 2, Value::arr(pipes));
    let process = Process {
        pid: child.id(),
        child: Some(child),
        command: shown,
        status: None,
    };
    Ok(Value::Resource(Rc::new(Resource::new(
        next_resource_id(),
        "process",
        Box::new(process),
    ))))
}

thread_local! {
    /// The children of the streams `popen` made, by resource id, for `pclose`.
    static POPENED: std::cell::RefCell<std::collections::HashMap<u32, Child>> =
        Default::default();
}

/// `popen()`: run `command` through `/bin/sh -c` with its stdout ("r") or its stdin
/// ("w") on a pipe, returned as a stream.
fn popen(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let command = args[0].to_php_string_lossy();
    let mode = args[1].to_php_string_lossy().to_string_lossy();
    let reads = match mode.as_str() {
        "r" | "rb" => true,
        "w" | "wb" => false,
        _ => {
            return Err(cx.throw_error(
                "ValueError",
                "popen(): Argument #2 ($mode) must be one of \"r\", \"rb\", \"w\", or \"wb\"",
            ))
        }
    };
    let mut c = Command::new("/bin/sh");
    c.arg("-c")
        .arg(std::ffi::OsStr::from_bytes(command.as_bytes()));
    if reads {
        c.stdout(Stdio::piped());
    } else {
        c.stdin(Stdio::piped());
    }
    c.process_group(0);
    cx.flush();
    let mut child = match c.spawn() {
        Ok(ch) => ch,
        Err(e) => {
            cx.warn(&format!("popen({}): {e}", command.to_string_lossy()));
            return Ok(Value::Bool(false));
        }
    };
    let fd: OwnedFd = match (child.stdout.take(), child.stdin.take()) {
        (Some(out), _) => out.into(),
        (None, Some(inp)) => inp.into(),
        (None, None) => return Ok(Value::Bool(false)),
    };
    set_nonblocking(fd.as_raw_fd(), true);
    let mut stream = Stream::new(Backing::File(File::from(fd)), reads, !reads, false);
    stream.io.pollable = true;
    stream.io.mode = Some(mode);
    let v = stream.into_value();
    if let Value::Resource(r) = &v {
        POPENED.with(|p| p.borrow_mut().insert(r.id, child));
    }
    Ok(v)
}

/// `pclose()`: close the stream and wait for its command; its exit code (0 for a stream
/// `popen` did not make).
fn pclose(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    super::file::with_stream(cx, "pclose", &args[0], |s| s.flush(cx))?;
    let Value::Resource(r) = args[0].deref() else {
        return Ok(Value::Int(0));
    };
    r.close();
    let Some(mut child) = POPENED.with(|p| p.borrow_mut().remove(&r.id)) else {
        return Ok(Value::Int(0));
    };
    Ok(Value::Int(match wait_child(cx, &mut child)? {
        Some(st) => match st.signal() {
            Some(sig) => sig as i64,
            None => st.code().unwrap_or(-1) as i64,
        },
        None => -1,
    }))
}

/// Run `f` on the process behind resource `v` (a TypeError when it is not one).
fn with_process<R>(
    cx: &Interp,
    func: &str,
    v: &Value,
    f: impl FnOnce(&mut Process) -> R,
) -> Result<R, Unwind> {
    if let Value::Resource(r) = v.deref() {
        if r.kind == "process" {
            if let Some(p) = r
                .data
                .borrow_mut()
                .as_mut()
                .and_then(|d| d.downcast_mut::<Process>())
            {
                return Ok(f(p));
            }
        }
    }
    Err(cx.throw_error(
        "TypeError",
        &format!("{func}(): supplied resource is not a valid process resource"),
    ))
}

fn proc_close(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = args.first().cloned().unwrap_or_default();
    // The child is taken out so that no borrow of the resource is held while waiting.
    let (known, child) = with_process(cx, "proc_close", &v, |p| (p.status, p.child.take()))?;
    let status = match (known, child) {
        (Some(_), child) => {
            if let Some(mut child) = child {
                // Collect the zombie; it may already be gone (reaped by someone else).
                let _ = child.try_wait();
            }
            close_resource(&v);
            return Ok(Value::Int(-1));
        }
        (None, Some(mut child)) => match wait_child(cx, &mut child)? {
            Some(st) => st,
            None => {
                close_resource(&v);
                return Ok(Value::Int(-1));
            }
        },
        (None, None) => return Ok(Value::Int(-1)),
    };
    close_resource(&v);
    Ok(Value::Int(match status.signal() {
        Some(sig) => -(sig as i64),
        None => status.code().unwrap_or(-1) as i64,
    }))
}

fn close_resource(v: &Value) {
    if let Value::Resource(r) = v.deref() {
        r.close();
    }
}

fn proc_get_status(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = args.first().cloned().unwrap_or_default();
    // As in PHP 8.2, only the call that sees the exit reports its code: later calls
    // (and proc_close) report -1.
    let (pid, command, running, status) = with_process(cx, "proc_get_status", &v, |p| {
        let mut status = None;
        let mut running = p.status.is_none();
        if running {
            if let Some(st) = peek_exit(p.pid) {
                p.status = Some(st);
                status = Some(st);
                running = false;
            }
        }
        (p.pid, p.command.clone(), running, status)
    })?;
    let mut a = PhpArray::new();
    let mut set = |k: &str, v: Value| {
        a.insert(Key::from_bytes(k.as_bytes()), v);
    };
    set("command", Value::str(&command));
    set("pid", Value::Int(pid as i64));
    set("running", Value::Bool(running));
    set(
        "signaled",
        Value::Bool(status.is_some_and(|s| s.signal().is_some())),
    );
    set(
        "stopped",
        Value::Bool(status.is_some_and(|s| s.stopped_signal().is_some())),
    );
    set(
        "exitcode",
        Value::Int(status.and_then(|s| s.code()).map_or(-1, |c| c as i64)),
    );
    set(
        "termsig",
        Value::Int(status.and_then(|s| s.signal()).unwrap_or(0) as i64),
    );
    set(
        "stopsig",
        Value::Int(status.and_then(|s| s.stopped_signal()).unwrap_or(0) as i64),
    );
    Ok(Value::arr(a))
}

fn proc_terminate(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = args.first().cloned().unwrap_or_default();
    let sig = args.get(1).map(Value::to_int).unwrap_or(15) as libc::c_int;
    let pid = with_process(cx, "proc_terminate", &v, |p| p.pid)?;
    // SAFETY: kill() with our child's pid.
    let r = unsafe { libc::kill(pid as libc::pid_t, sig) };
    Ok(Value::Bool(r == 0))
}

fn escapeshellarg(_: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(s.len() + 2);
    out.push(b'\'');
    for &c in s.as_bytes() {
        if c == b'\'' {
            out.extend_from_slice(b"'\\''");
        } else {
            out.push(c);
        }
    }
    out.push(b'\'');
    Ok(Value::bytes(&out))
}

fn escapeshellcmd(_: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    // A quote with a partner later on is kept as is, and so is that partner.
    let mut partner: Option<u8> = None;
    for (i, &c) in b.iter().enumerate() {
        match c {
            b'"' | b'\'' => {
                if partner.is_none() && b[i + 1..].contains(&c) {
                    partner = Some(c);
                } else if partner == Some(c) {
                    partner = None;
                } else {
                    out.push(b'\\');
                }
                out.push(c);
            }
            b'#' | b'&' | b';' | b'`' | b'|' | b'*' | b'?' | b'~' | b'<' | b'>' | b'^' | b'('
            | b')' | b'[' | b']' | b'{' | b'}' | b'$' | b'\\' | b',' | b'\x0A' | b'\xFF' => {
                out.extend_from_slice(&[b'\\', c]);
            }
            _ => out.push(c),
        }
    }
    Ok(Value::bytes(&out))
}
