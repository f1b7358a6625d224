//! `SplFileObject` and `SplTempFileObject`: a stream opened with `fopen`, read line by
//! line (flags DROP_NEW_LINE, READ_AHEAD, SKIP_EMPTY, READ_CSV) or through the
//! stream functions, which do the actual I/O.

use std::rc::Rc;

use super::spl_file_info::set_path;
use super::{this, NativeClass};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::value::Value;

const DROP_NEW_LINE: i64 = 1;
const READ_AHEAD: i64 = 2;
const SKIP_EMPTY: i64 = 4;
const READ_CSV: i64 = 8;

pub fn register(table: &ClassTable) {
    NativeClass::class("SplFileObject")
        .extends(table, "SplFileInfo")
        .implements(table, &["RecursiveIterator", "SeekableIterator"])
        .constant("DROP_NEW_LINE", Value::Int(DROP_NEW_LINE))
        .constant("READ_AHEAD", Value::Int(READ_AHEAD))
        .constant("SKIP_EMPTY", Value::Int(SKIP_EMPTY))
        .constant("READ_CSV", Value::Int(READ_CSV))
        .method(
            "__construct",
            "__construct(string $filename, string $mode = \"r\", bool $useIncludePath = false, $context = null)",
            construct,
        )
        .with(file_methods)
        .register(table);
    NativeClass::class("SplTempFileObject")
        .extends(table, "SplFileObject")
        .method(
            "__construct",
            "__construct(int $maxMemory = 2097152)",
            |i, t, c, _| {
                let mut a = [Value::str("php://temp"), Value::str("wb+")];
                construct(i, t, c, &mut a)?;
                // A stream name, not a path: the file name is the whole of it.
                this(i, t)?.set_prop(b"fileName", Value::str("php://temp"));
                Ok(Value::Null)
            },
        )
        .register(table);
}

/// The open stream, the line being looked at and the iteration flags.
struct FileState {
    handle: Value,
    line: Option<Value>,
    line_no: i64,
    flags: i64,
}

impl Internal for FileState {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        if let Some(l) = &self.line {
            visit(l);
        }
    }
}

fn state<R>(
    interp: &Interp,
    t: Option<&Obj>,
    f: impl FnOnce(&mut FileState) -> R,
) -> Result<R, Unwind> {
    this(interp, t)?
        .with_internal(f)
        .ok_or_else(|| interp.throw_error("Error", "Object not initialized"))
}

fn call(interp: &Interp, func: &str, args: Vec<Value>) -> Result<Value, Unwind> {
    interp.call_value(&Value::str(func), args)
}

fn handle(interp: &Interp, t: Option<&Obj>) -> Result<Value, Unwind> {
    state(interp, t, |s| s.handle.clone())
}

fn construct(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let path = args[0].to_php_string_lossy().to_string_lossy();
    let mode = args.get(1).cloned().unwrap_or_else(|| Value::str("r"));
    // The failure is reported by the exception, not by fopen's warning.
    interp.silence.set(interp.silence.get() + 1);
    let h = call(interp, "fopen", vec![Value::str(&path), mode]);
    interp.silence.set(interp.silence.get() - 1);
    let h = h?;
    if !matches!(h, Value::Resource(_)) {
        return Err(interp.throw_error(
            "RuntimeException",
            &format!(
                "SplFileObject::__construct({path}): Failed to open stream: No such file or directory"
            ),
        ));
    }
    set_path(obj, &path);
    obj.set_internal(Box::new(FileState {
        handle: h,
        line: None,
        line_no: 0,
        flags: 0,
    }));
    Ok(Value::Null)
}

/// Read the next line into the state, as SplFileObject does (an empty string at the end).
fn read_line(interp: &Interp, t: Option<&Obj>) -> Result<(), Unwind> {
    let (h, flags) = state(interp, t, |s| (s.handle.clone(), s.flags))?;
    loop {
        let raw = call(interp, "fgets", vec![h.clone()])?;
        let mut text = match raw {
            Value::Str(s) => s.to_string_lossy(),
            _ => {
                // Nothing left: no current line (current() then gives "").
                state(interp, t, |s| s.line = None)?;
                return Ok(());
            }
        };
        if flags & DROP_NEW_LINE != 0 {
            if text.ends_with('\n') {
                text.pop();
            }
            if text.ends_with('\r') {
                text.pop();
            }
        }
        let empty = text.is_empty() || (flags & READ_CSV != 0 && text == "\n");
        if flags & SKIP_EMPTY != 0 && empty {
            // As in PHP, a line skipped while reading CSV still counts.
            if flags & READ_CSV != 0 {
                state(interp, t, |s| s.line_no += 1)?;
            }
            continue;
        }
        let line = if flags & READ_CSV != 0 {
            call(
                interp,
                "str_getcsv",
                vec![Value::str(text.trim_end_matches('\n'))],
            )?
        } else {
            Value::str(&text)
        };
        state(interp, t, |s| s.line = Some(line))?;
        return Ok(());
    }
}

fn current_line(interp: &Interp, t: Option<&Obj>) -> Result<Value, Unwind> {
    if state(interp, t, |s| s.line.is_none())? {
        read_line(interp, t)?;
    }
    Ok(state(interp, t, |s| s.line.clone())?.unwrap_or_else(|| Value::str("")))
}

fn eof(interp: &Interp, t: Option<&Obj>) -> Result<bool, Unwind> {
    let h = handle(interp, t)?;
    Ok(call(interp, "feof", vec![h])?.to_bool())
}

fn file_methods(c: NativeClass) -> NativeClass {
    c.method("rewind", "rewind(): void", |i, t, _, _| {
        let h = handle(i, t)?;
        call(i, "rewind", vec![h])?;
        let ahead = state(i, t, |s| {
            s.line = None;
            s.line_no = 0;
            s.flags & READ_AHEAD != 0
        })?;
        if ahead {
            read_line(i, t)?;
        }
        Ok(Value::Null)
    })
    .method("valid", "valid(): bool", |i, t, _, _| {
        if state(i, t, |s| s.flags & READ_AHEAD != 0)? {
            return Ok(Value::Bool(state(i, t, |s| s.line.is_some())?));
        }
        Ok(Value::Bool(!eof(i, t)?))
    })
    .method("current", "current(): string|array|false", |i, t, _, _| current_line(i, t))
    .method("__toString", "__toString(): string", |i, t, _, _| current_line(i, t))
    .method("key", "key(): int", |i, t, _, _| Ok(Value::Int(state(i, t, |s| s.line_no)?)))
    .method("next", "next(): void", |i, t, _, _| {
        let ahead = state(i, t, |s| {
            s.line = None;
            s.line_no += 1;
            s.flags & READ_AHEAD != 0
        })?;
        if ahead {
            read_line(i, t)?;
        }
        Ok(Value::Null)
    })
    .method("eof", "eof(): bool", |i, t, _, _| Ok(Value::Bool(eof(i, t)?)))
    .method("fgets", "fgets(): string", |i, t, _, _| {
        let h = handle(i, t)?;
        let line = call(i, "fgets", vec![h])?;
        state(i, t, |s| s.line_no += 1)?;
        Ok(match line {
            Value::Str(_) => line,
            _ => Value::str(""),
        })
    })
    .method("getCurrentLine", "getCurrentLine(): string", |i, t, _, _| {
        let h = handle(i, t)?;
        let line = call(i, "fgets", vec![h])?;
        Ok(match line {
            Value::Str(_) => line,
            _ => Value::str(""),
        })
    })
    .method("fgetc", "fgetc(): string|false", |i, t, _, _| {
        let h = handle(i, t)?;
        call(i, "fgetc", vec![h])
    })
    .method("fread", "fread(int $length): string|false", |i, t, _, a| {
        let h = handle(i, t)?;
        call(i, "fread", vec![h, a[0].clone()])
    })
    .method("fwrite", "fwrite(string $data, int $length = 0): int|false", |i, t, _, a| {
        let h = handle(i, t)?;
        let mut args = vec![h, a[0].clone()];
        if let Some(l) = a.get(1).filter(|l| l.to_int() > 0) {
            args.push(l.clone());
        }
        call(i, "fwrite", args)
    })
    .method(
        "fgetcsv",
        "fgetcsv(string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\"): array|false",
        |i, t, _, a| {
            let h = handle(i, t)?;
            let mut args = vec![h, Value::Null];
            args.extend(a.iter().cloned());
            call(i, "fgetcsv", args)
        },
    )
    .method(
        "fputcsv",
        "fputcsv(array $fields, string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\", string $eol = \"\\n\"): int|false",
        |i, t, _, a| {
            let h = handle(i, t)?;
            let mut args = vec![h];
            args.extend(a.iter().cloned());
            call(i, "fputcsv", args)
        },
    )
    .method("ftell", "ftell(): int|false", |i, t, _, _| {
        let h = handle(i, t)?;
        call(i, "ftell", vec![h])
    })
    .method("fseek", "fseek(int $offset, int $whence = SEEK_SET): int", |i, t, _, a| {
        let h = handle(i, t)?;
        let mut args = vec![h];
        args.extend(a.iter().cloned());
        call(i, "fseek", args)
    })
    .method("ftruncate", "ftruncate(int $size): bool", |i, t, _, a| {
        let h = handle(i, t)?;
        call(i, "ftruncate", vec![h, a[0].clone()])
    })
    .method("fflush", "fflush(): bool", |i, t, _, _| {
        let h = handle(i, t)?;
        call(i, "fflush", vec![h])
    })
    .method("setFlags", "setFlags(int $flags): void", |i, t, _, a| {
        let f = a.first().map_or(0, Value::to_int);
        state(i, t, |s| s.flags = f)?;
        Ok(Value::Null)
    })
    .method("getFlags", "getFlags(): int", |i, t, _, _| Ok(Value::Int(state(i, t, |s| s.flags)?)))
    .method("seek", "seek(int $line): void", |i, t, c, a| {
        let target = a.first().map_or(0, Value::to_int);
        if target < 0 {
            return Err(i.throw_error(
                "ValueError",
                "SplFileObject::seek(): Argument #1 ($line) must be greater than or equal to 0",
            ));
        }
        let h = handle(i, t)?;
        call(i, "rewind", vec![h])?;
        state(i, t, |s| {
            s.line = None;
            s.line_no = 0;
        })?;
        let _ = c;
        for _ in 0..target {
            if eof(i, t)? {
                break;
            }
            read_line(i, t)?;
            state(i, t, |s| {
                s.line = None;
                s.line_no += 1;
            })?;
        }
        Ok(Value::Null)
    })
    .method("hasChildren", "hasChildren(): bool", |_, _, _, _| Ok(Value::Bool(false)))
    .method("getChildren", "getChildren(): ?RecursiveIterator", |_, _, _, _| Ok(Value::Null))
}
