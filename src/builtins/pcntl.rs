//! The pcntl functions aphp provides: signal handlers run by `pcntl_signal_dispatch()`
//! (delivered through the reactor's signal pipe, runtime/signal.rs), `pcntl_fork()`,
//! `pcntl_waitpid()` and the status macros, and the `SIG*`/`W*` constants with this
//! platform's numbers.

use super::string_args::set_ref;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::runtime::signal::Disposition;
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "pcntl_signal",
        sig: "pcntl_signal(int $signal, mixed $handler, bool $restart_syscalls = true): bool",
        call: pcntl_signal,
    },
    Builtin {
        name: "pcntl_signal_dispatch",
        sig: "pcntl_signal_dispatch(): bool",
        call: pcntl_signal_dispatch,
    },
    Builtin {
        name: "pcntl_fork",
        sig: "pcntl_fork(): int",
        call: pcntl_fork,
    },
    Builtin {
        name: "pcntl_waitpid",
        sig: "pcntl_waitpid(int $process_id, &$status, int $flags = 0, &$resource_usage = []): int",
        call: pcntl_waitpid,
    },
    Builtin {
        name: "pcntl_wifexited",
        sig: "pcntl_wifexited(int $status): bool",
        call: wifexited,
    },
    Builtin {
        name: "pcntl_wifsignaled",
        sig: "pcntl_wifsignaled(int $status): bool",
        call: wifsignaled,
    },
    Builtin {
        name: "pcntl_wifstopped",
        sig: "pcntl_wifstopped(int $status): bool",
        call: wifstopped,
    },
    Builtin {
        name: "pcntl_wexitstatus",
        sig: "pcntl_wexitstatus(int $status): int|false",
        call: wexitstatus,
    },
    Builtin {
        name: "pcntl_wtermsig",
        sig: "pcntl_wtermsig(int $status): int|false",
        call: wtermsig,
    },
    Builtin {
        name: "pcntl_wstopsig",
        sig: "pcntl_wstopsig(int $status): int|false",
        call: wstopsig,
    },
];

pub fn constants() -> Vec<(&'static str, Value)> {
    let sigs: &[(&str, libc::c_int)] = &[
        ("SIGHUP", libc::SIGHUP),
        ("SIGINT", libc::SIGINT),
        ("SIGQUIT", libc::SIGQUIT),
        ("SIGILL", libc::SIGILL),
        ("SIGTRAP", libc::SIGTRAP),
        ("SIGABRT", libc::SIGABRT),
        ("SIGIOT", libc::SIGIOT),
        ("SIGBUS", libc::SIGBUS),
        ("SIGFPE", libc::SIGFPE),
        ("SIGKILL", libc::SIGKILL),
        ("SIGUSR1", libc::SIGUSR1),
        ("SIGSEGV", libc::SIGSEGV),
        ("SIGUSR2", libc::SIGUSR2),
        ("SIGPIPE", libc::SIGPIPE),
        ("SIGALRM", libc::SIGALRM),
        ("SIGTERM", libc::SIGTERM),
        ("SIGCHLD", libc::SIGCHLD),
        ("SIGCONT", libc::SIGCONT),
        ("SIGSTOP", libc::SIGSTOP),
        ("SIGTSTP", libc::SIGTSTP),
        ("SIGTTIN", libc::SIGTTIN),
        ("SIGTTOU", libc::SIGTTOU),
        ("SIGURG", libc::SIGURG),
        ("SIGXCPU", libc::SIGXCPU),
        ("SIGXFSZ", libc::SIGXFSZ),
        ("SIGVTALRM", libc::SIGVTALRM),
        ("SIGPROF", libc::SIGPROF),
        ("SIGWINCH", libc::SIGWINCH),
        ("SIGIO", libc::SIGIO),
        ("SIGSYS", libc::SIGSYS),
    ];
    let mut out: Vec<(&'static str, Value)> = sigs
        .iter()
        .map(|(n, v)| (*n, Value::Int(*v as i64)))
        .collect();
    out.extend([
        ("SIG_DFL", Value::Int(0)),
        ("SIG_IGN", Value::Int(1)),
        ("SIG_ERR", Value::Int(-1)),
        ("WNOHANG", Value::Int(libc::WNOHANG as i64)),
        ("WUNTRACED", Value::Int(libc::WUNTRACED as i64)),
    ]);
    out
}

fn pcntl_signal(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let signo = args[0].to_int();
    if signo < 1 {
        return Err(cx.throw_error(
            "ValueError",
            "pcntl_signal(): Argument #1 ($signal) must be greater than or equal to 1",
        ));
    }
    if signo >= 65 {
        return Err(cx.throw_error(
            "ValueError",
            "pcntl_signal(): Argument #1 ($signal) must be less than 65",
        ));
    }
    let handler = args[1].deref();
    let d = match &handler {
        Value::Int(0) => Disposition::Default,
        Value::Int(1) => Disposition::Ignore,
        Value::Int(_) => {
            return Err(cx.throw_error(
                "ValueError",
                "pcntl_signal(): Argument #2 ($handler) must be either SIG_DFL or SIG_IGN when an integer value is given",
            ))
        }
        h if cx.is_callable(h) => Disposition::Handler(handler.clone()),
        h => {
            return Err(cx.throw_error(
                "TypeError",
                &format!(
                    "pcntl_signal(): Argument #2 ($handler) must be of type callable|int, {} given",
                    h.type_name_for_error()
                ),
            ))
        }
    };
    if cx.pcntl_set(signo as libc::c_int, d).is_err() {
        cx.warn("pcntl_signal(): Error assigning signal");
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(true))
}

fn pcntl_signal_dispatch(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    cx.pcntl_dispatch()?;
    Ok(Value::Bool(true))
}

fn pcntl_fork(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    // What is written so far must not be written by both processes.
    cx.flush();
    // SAFETY: the interpreter is single-threaded; the child goes on running it alone.
    let pid = unsafe { libc::fork() };
    if pid == 0 {
        cx.after_fork_child();
    } else if pid < 0 {
        let errno = std::io::Error::last_os_error().raw_os_error().unwrap_or(0);
        cx.warn(&format!("pcntl_fork(): Error {errno}"));
    }
    Ok(Value::Int(pid as i64))
}

fn pcntl_waitpid(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let pid = libc::pid_t::try_from(args[0].to_int()).unwrap_or(-1);
    let flags = args.get(2).map(|v| v.to_int() as libc::c_int).unwrap_or(0);
    let mut status: libc::c_int = 0;
    let r = loop {
        // SAFETY: waitpid writes only into `status`.
        let r = unsafe { libc::waitpid(pid, &mut status, flags) };
        if r < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
            continue;
        }
        break r;
    };
    set_ref(args, 1, Value::Int(status as i64));
    Ok(Value::Int(r as i64))
}

fn status(args: &[Value]) -> libc::c_int {
    args[0].to_int() as libc::c_int
}

fn wifexited(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(libc::WIFEXITED(status(args))))
}

fn wifsignaled(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(libc::WIFSIGNALED(status(args))))
}

fn wifstopped(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(libc::WIFSTOPPED(status(args))))
}

fn wexitstatus(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(libc::WEXITSTATUS(status(args)) as i64))
}

fn wtermsig(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(libc::WTERMSIG(status(args)) as i64))
}

fn wstopsig(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(libc::WSTOPSIG(status(args)) as i64))
}
