//! Output control functions: ob_start and the rest of the ob_* family, flush. The buffer
//! stack itself lives in eval/output.rs; this file is the PHP-facing layer (argument
//! handling, permission checks, PHP's notices).

use super::Builtin;
use crate::eval::output::flags;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "ob_start",
        sig: "ob_start(?callable $callback = null, int $chunk_size = 0, int $flags = PHP_OUTPUT_HANDLER_STDFLAGS): bool",
        call: ob_start,
    },
    Builtin {
        name: "ob_get_contents",
        sig: "ob_get_contents(): string|false",
        call: ob_get_contents,
    },
    Builtin {
        name: "ob_get_length",
        sig: "ob_get_length(): int|false",
        call: ob_get_length,
    },
    Builtin {
        name: "ob_get_level",
        sig: "ob_get_level(): int",
        call: ob_get_level,
    },
    Builtin {
        name: "ob_flush",
        sig: "ob_flush(): bool",
        call: ob_flush,
    },
    Builtin {
        name: "ob_clean",
        sig: "ob_clean(): bool",
        call: ob_clean,
    },
    Builtin {
        name: "ob_end_flush",
        sig: "ob_end_flush(): bool",
        call: ob_end_flush,
    },
    Builtin {
        name: "ob_end_clean",
        sig: "ob_end_clean(): bool",
        call: ob_end_clean,
    },
    Builtin {
        name: "ob_get_flush",
        sig: "ob_get_flush(): string|false",
        call: ob_get_flush,
    },
    Builtin {
        name: "ob_get_clean",
        sig: "ob_get_clean(): string|false",
        call: ob_get_clean,
    },
    Builtin {
        name: "ob_get_status",
        sig: "ob_get_status(bool $full_status = false): array",
        call: ob_get_status,
    },
    Builtin {
        name: "ob_list_handlers",
        sig: "ob_list_handlers(): array",
        call: ob_list_handlers,
    },
    Builtin {
        name: "ob_implicit_flush",
        sig: "ob_implicit_flush(bool $enable = true): void",
        call: ob_implicit_flush,
    },
    Builtin {
        name: "flush",
        sig: "flush(): void",
        call: flush,
    },
];

/// The PHP_OUTPUT_HANDLER_* constants.
pub fn constants() -> Vec<(&'static str, Value)> {
    [
        ("PHP_OUTPUT_HANDLER_START", flags::START),
        ("PHP_OUTPUT_HANDLER_WRITE", 0),
        ("PHP_OUTPUT_HANDLER_FLUSH", flags::FLUSH),
        ("PHP_OUTPUT_HANDLER_CLEAN", flags::CLEAN),
        ("PHP_OUTPUT_HANDLER_FINAL", flags::FINAL),
        ("PHP_OUTPUT_HANDLER_CONT", 0),
        ("PHP_OUTPUT_HANDLER_END", flags::FINAL),
        ("PHP_OUTPUT_HANDLER_CLEANABLE", flags::CLEANABLE),
        ("PHP_OUTPUT_HANDLER_FLUSHABLE", flags::FLUSHABLE),
        ("PHP_OUTPUT_HANDLER_REMOVABLE", flags::REMOVABLE),
        ("PHP_OUTPUT_HANDLER_STDFLAGS", flags::STDFLAGS),
        ("PHP_OUTPUT_HANDLER_STARTED", flags::STARTED),
        ("PHP_OUTPUT_HANDLER_DISABLED", flags::DISABLED),
        ("PHP_OUTPUT_HANDLER_PROCESSED", flags::PROCESSED),
    ]
    .into_iter()
    .map(|(n, v)| (n, Value::Int(v)))
    .collect()
}

/// The name ob_list_handlers shows for a callback.
fn handler_name(cb: &Value) -> PhpString {
    match cb {
        Value::Str(s) => s.clone(),
        Value::Object(o) => PhpString::from(format!("{}::__invoke", o.class_name())),
        Value::Array(a) if a.len() == 2 => {
            let class = match a.get_int(0).map(Value::deref) {
                Some(Value::Object(o)) => o.class_name().to_string(),
                Some(v) => v.to_php_string_lossy().to_string_lossy(),
                None => String::new(),
            };
            let method = a
                .get_int(1)
                .map(|m| m.to_php_string_lossy().to_string_lossy())
                .unwrap_or_default();
            PhpString::from(format!("{class}::{method}"))
        }
        Value::Ref(r) => handler_name(&r.borrow()),
        _ => PhpString::from("???"),
    }
}

fn ob_start(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    // As PHP, output is shut down first: every buffer is dropped unflushed and the
    // message goes straight out.
    let in_handler = cx.with_output_stack(|st| {
        let running = std::mem::take(&mut st.handler_running);
        if running {
            st.buffers.clear();
        }
        running
    });
    if in_handler {
        cx.fatal("ob_start(): Cannot use output buffering in output buffering display handlers");
        return Err(Unwind::Fatal);
    }
    let handler = args.first().map(Value::deref).filter(|v| !v.is_null());
    let chunk = args.get(1).map(Value::to_int).unwrap_or(0);
    let ability = args.get(2).map(Value::to_int).unwrap_or(flags::STDFLAGS);
    let name = match &handler {
        Some(h) => handler_name(h),
        None => PhpString::from("default output handler"),
    };
    cx.ob_push(handler, name, chunk, ability);
    Ok(Value::Bool(true))
}

/// The top buffer's name, level index and flags.
fn top_info(cx: &Interp) -> Option<(String, usize, i64)> {
    cx.with_output_stack(|st| {
        let level = st.level();
        st.top()
            .map(|b| (b.name.to_string_lossy(), level - 1, b.flags))
    })
}

fn ob_get_contents(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(cx.with_output_stack(|st| match st.top() {
        Some(b) => Value::bytes(&b.data),
        None => Value::Bool(false),
    }))
}

fn ob_get_length(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(cx.with_output_stack(|st| match st.top() {
        Some(b) => Value::Int(b.data.len() as i64),
        None => Value::Bool(false),
    }))
}

fn ob_get_level(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(cx.ob_level() as i64))
}

fn ob_flush(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let Some((name, level, fl)) = top_info(cx) else {
        cx.notice("ob_flush(): Failed to flush buffer. No buffer to flush");
        return Ok(Value::Bool(false));
    };
    if fl & flags::FLUSHABLE == 0 {
        cx.notice(&format!(
            "ob_flush(): Failed to flush buffer of {name} ({level})"
        ));
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(cx.ob_flush_top()?))
}

fn ob_clean(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let Some((name, level, fl)) = top_info(cx) else {
        cx.notice("ob_clean(): Failed to delete buffer. No buffer to delete");
        return Ok(Value::Bool(false));
    };
    if fl & flags::CLEANABLE == 0 {
        cx.notice(&format!(
            "ob_clean(): Failed to delete buffer of {name} ({level})"
        ));
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(cx.ob_clean_top()?))
}

fn ob_end_flush(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let Some((name, level, fl)) = top_info(cx) else {
        cx.notice(
            "ob_end_flush(): Failed to delete and flush buffer. No buffer to delete or flush",
        );
        return Ok(Value::Bool(false));
    };
    if fl & flags::REMOVABLE == 0 {
        cx.notice(&format!(
            "ob_end_flush(): Failed to send buffer of {name} ({level})"
        ));
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(cx.ob_pop(false)?))
}

fn ob_end_clean(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let Some((name, level, fl)) = top_info(cx) else {
        cx.notice("ob_end_clean(): Failed to delete buffer. No buffer to delete");
        return Ok(Value::Bool(false));
    };
    if fl & flags::REMOVABLE == 0 {
        cx.notice(&format!(
            "ob_end_clean(): Failed to discard buffer of {name} ({level})"
        ));
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(cx.ob_pop(true)?))
}

fn ob_get_flush(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let Some((name, level, fl)) = top_info(cx) else {
        cx.notice(
            "ob_get_flush(): Failed to delete and flush buffer. No buffer to delete or flush",
        );
        return Ok(Value::Bool(false));
    };
    let contents = ob_get_contents(cx, args)?;
    if fl & flags::REMOVABLE == 0 {
        cx.notice(&format!(
            "ob_get_flush(): Failed to delete buffer of {name} ({level})"
        ));
        return Ok(contents);
    }
    cx.ob_pop(false)?;
    Ok(contents)
}

fn ob_get_clean(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let Some((name, level, fl)) = top_info(cx) else {
        return Ok(Value::Bool(false));
    };
    let contents = ob_get_contents(cx, args)?;
    if fl & flags::REMOVABLE == 0 {
        cx.notice(&format!(
            "ob_get_clean(): Failed to discard buffer of {name} ({level})"
        ));
        cx.notice(&format!(
            "ob_get_clean(): Failed to delete buffer of {name} ({level})"
        ));
        return Ok(contents);
    }
    cx.ob_pop(true)?;
    Ok(contents)
}

fn ob_get_status(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let full = args.first().is_some_and(Value::to_bool);
    let statuses: Vec<PhpArray> = cx.with_output_stack(|st| {
        st.buffers
            .iter()
            .enumerate()
            .map(|(level, b)| {
                let mut a = PhpArray::new();
                a.insert(Key::from("name"), Value::Str(b.name.clone()));
                a.insert(
                    Key::from("type"),
                    Value::Int(i64::from(b.handler.is_some())),
                );
                a.insert(Key::from("flags"), Value::Int(b.flags));
                a.insert(Key::from("level"), Value::Int(level as i64));
                a.insert(Key::from("chunk_size"), Value::Int(b.chunk_size));
                a.insert(Key::from("buffer_size"), Value::Int(16384));
                a.insert(Key::from("buffer_used"), Value::Int(b.data.len() as i64));
                a
            })
            .collect()
    });
    if full {
        return Ok(Value::arr(PhpArray::from_values(
            statuses.into_iter().map(Value::arr).collect(),
        )));
    }
    Ok(Value::arr(statuses.into_iter().last().unwrap_or_default()))
}

fn ob_list_handlers(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let names = cx.with_output_stack(|st| {
        st.buffers
            .iter()
            .map(|b| Value::Str(b.name.clone()))
            .collect::<Vec<_>>()
    });
    Ok(Value::arr(PhpArray::from_values(names)))
}

fn ob_implicit_flush(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Null)
}

fn flush(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    cx.flush();
    Ok(Value::Null)
}
