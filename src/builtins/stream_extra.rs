//! Stream functions built on the core stream operations: `fpassthru`, `flock` (locks are
//! advisory and this process is the only holder, so they are always granted),
//! `fscanf` (a line read by `fgets`, scanned as `sscanf` does) and `vfprintf`.

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
    let op = int_arg(args, 1, 0) & 3;
    if !(1..=3).contains(&op) {
        return Err(value_error(
            cx,
            "flock(): Argument #2 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN".into(),
        ));
    }
    set_ref(args, 2, Value::Int(0));
    Ok(Value::Bool(true))
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
