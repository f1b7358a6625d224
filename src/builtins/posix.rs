//! Process signals from scripts: `posix_kill()`, `posix_getpid()` and the `SIG*` constants
//! (pcntl's, with this platform's numbers).

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "posix_kill",
        sig: "posix_kill(int $process_id, int $signal): bool",
        call: posix_kill,
    },
    Builtin {
        name: "posix_getpid",
        sig: "posix_getpid(): int",
        call: posix_getpid,
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
    sigs.iter()
        .map(|(n, v)| (*n, Value::Int(*v as i64)))
        .collect()
}

fn posix_kill(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (pid, sig) = (args[0].to_int(), args[1].to_int());
    let (Ok(pid), Ok(sig)) = (libc::pid_t::try_from(pid), libc::c_int::try_from(sig)) else {
        return Ok(Value::Bool(false));
    };
    // SAFETY: kill(2) has no memory effects; bad arguments only make it fail.
    Ok(Value::Bool(unsafe { libc::kill(pid, sig) } == 0))
}

fn posix_getpid(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(std::process::id() as i64))
}
