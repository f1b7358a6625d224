//! The posix functions aphp provides: `posix_kill()` and `posix_getpid()`.

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
