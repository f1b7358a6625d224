//! Stream functions built on the core stream operations: `fpassthru`, `flock` (flock(2);
//! a coroutine waiting for a lock lets the others run),
//! `fscanf` (a line read by `fgets`, scanned as `sscanf` does), `vfprintf` and
//! `stream_copy_to_stream` (chunks through `fread`/`fwrite`, so socket and pipe waits
//! suspend only the calling coroutine).

use super::file::with_stream;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "fpassthru",
        sig: "fpassthru(resource $stream): int",
        call: fpassthru,
    },
    Builtin {
        name: "flock",
        sig: "flock(resource $stream, int $operation, &$would_block = null): bool",
        call: flock,
    },
    Builtin {
        name: "fscanf",
        sig: "fscanf(resource $stream, string $format, mixed &...$vars): array|int|false|null",
        call: fscanf,
    },
    Builtin {
        name: "stream_copy_to_stream",
        sig: "stream_copy_to_stream($from, $to, ?int $length = null, int $offset = 0): int|false",
        call: stream_copy_to_stream,
    },
    Builtin {
        name: "vfprintf",
        sig: "vfprintf(resource $stream, string $format, array $values): int",
        call: vfprintf,
    },
];

fn fpassthru(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    super::socket::await_read(cx, &args[0], super::socket::Need::All)?;
    let rest = with_stream(cx, "fpassthru", &args[0], |s| s.read_all())?;
    cx.echo(&rest);
    Ok(Value::Int(rest.len() as i64))
}

fn flock(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_stream(cx, "flock", &args[0], |_| ())?;
    let raw = int_arg(args, 1, 0);
    let op = match raw & 3 {
        1 => libc::LOCK_SH,
        2 => libc::LOCK_EX,
        3 => libc::LOCK_UN,
        _ => {
            return Err(value_error(
                cx,
                "flock(): Argument #2 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN"
                    .into(),
            ))
        }
    };
    let nb = raw & 4 != 0;
    set_ref(args, 2, Value::Int(0));
    // Inside a coroutine a lock held elsewhere is retried after short delays (a
    // cancellation point), so the other coroutines run meanwhile.
    let in_coroutine = cx.sched.is_started() && cx.sched.current().is_some();
    let mut pause = 1;
    loop {
        let Some(fd) = with_stream(cx, "flock", &args[0], |s| super::socket::stream_fd(s))? else {
            return Ok(Value::Bool(true));
        };
        let try_only = nb || in_coroutine || op == libc::LOCK_UN;
        let flags = if try_only { op | libc::LOCK_NB } else { op };
        // SAFETY: flock(2) on the stream's open fd.
        if unsafe { libc::flock(fd, flags) } == 0 {
            return Ok(Value::Bool(true));
        }
        match std::io::Error::last_os_error().raw_os_error() {
            Some(libc::EINTR) => {}
            Some(libc::EWOULDBLOCK) if nb => {
                set_ref(args, 2, Value::Int(1));
                return Ok(Value::Bool(false));
            }
            Some(libc::EWOULDBLOCK) if in_coroutine => {
                cx.delay(pause)?;
                pause = (pause * 2).min(16);
            }
            _ => return Ok(Value::Bool(false)),
        }
    }
}

fn fscanf(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let line = cx.call_value(&Value::str("fgets"), vec![args[0].clone()])?;
    if matches!(line, Value::Bool(false)) {
        return Ok(if args.len() > 2 {
            Value::Int(-1)
        } else {
            Value::Bool(false)
        });
    }
    let mut scan_args: Vec<Value> = Vec::with_capacity(args.len());
    scan_args.push(line);
    scan_args.extend(args[1..].iter().cloned());
    super::scan::sscanf(cx, &mut scan_args)
}

fn vfprintf(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let text = cx.call_value(
        &Value::str("vsprintf"),
        vec![args[1].clone(), args[2].clone()],
    )?;
    let len = text.to_php_string_lossy().len() as i64;
    cx.call_value(&Value::str("fwrite"), vec![args[0].clone(), text])?;
    Ok(Value::Int(len))
}

fn stream_copy_to_stream(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (from, to) = (args[0].clone(), args[1].clone());
    with_stream(cx, "stream_copy_to_stream", &from, |_| ())?;
    with_stream(cx, "stream_copy_to_stream", &to, |_| ())?;
    let mut left = match args.get(2) {
        Some(Value::Int(n)) if *n >= 0 => *n as u64,
        _ => u64::MAX,
    };
    let offset = int_arg(args, 3, 0);
    if offset > 0 && !with_stream(cx, "stream_copy_to_stream", &from, |s| s.seek(offset, 0))? {
        cx.warn(&format!(
            "stream_copy_to_stream(): Failed to seek to position {offset} in the stream"
        ));
        return Ok(Value::Bool(false));
    }
    let mut copied = 0i64;
    while left > 0 {
        let want = Value::Int(left.min(8192) as i64);
        let chunk = cx.call_value(&Value::str("fread"), vec![from.clone(), want])?;
        let n = match &chunk {
            Value::Str(bytes) if !bytes.is_empty() => bytes.len() as i64,
            _ => break,
        };
        let wrote = cx.call_value(&Value::str("fwrite"), vec![to.clone(), chunk])?;
        let Value::Int(w) = wrote else {
            return Ok(Value::Bool(false));
        };
        copied += w;
        left = left.saturating_sub(n as u64);
        if w < n {
            break;
        }
    }
    Ok(Value::Int(copied))
}
