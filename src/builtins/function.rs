//! Function handling and error handling builtins: `call_user_func(_array)`,
//! `function_exists`, `is_callable`, constants (`define`, `defined`, `constant`),
//! shutdown/error/exception handlers, `trigger_error`, `error_reporting`, backtraces, and
//! the scope functions (`compact`, `extract`, ...) that only work when called directly.

use std::rc::Rc;

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "call_user_func", sig: "call_user_func(callable $callback, mixed ...$args): mixed", call: call_user_func },
    Builtin { name: "call_user_func_array", sig: "call_user_func_array(callable $callback, array $args): mixed", call: call_user_func_array },
    Builtin { name: "function_exists", sig: "function_exists(string $function): bool", call: function_exists },
    Builtin { name: "is_callable", sig: "is_callable(mixed $value, bool $syntax_only = false, &$callable_name = null): bool", call: is_callable },
    Builtin { name: "define", sig: "define(string $constant_name, mixed $value, bool $case_insensitive = false): bool", call: define },
    Builtin { name: "defined", sig: "defined(string $constant_name): bool", call: defined },
    Builtin { name: "constant", sig: "constant(string $name): mixed", call: constant },
    Builtin { name: "register_shutdown_function", sig: "register_shutdown_function(callable $callback, mixed ...$args): ?bool", call: register_shutdown_function },
    Builtin { name: "error_get_last", sig: "error_get_last(): ?array", call: error_get_last },
    Builtin { name: "error_clear_last", sig: "error_clear_last(): void", call: error_clear_last },
    Builtin { name: "set_error_handler", sig: "set_error_handler(?callable $callback, int $error_levels = E_ALL)", call: set_error_handler },
    Builtin { name: "restore_error_handler", sig: "restore_error_handler(): bool", call: restore_error_handler },
    Builtin { name: "set_exception_handler", sig: "set_exception_handler(?callable $callback)", call: set_exception_handler },
    Builtin { name: "restore_exception_handler", sig: "restore_exception_handler(): bool", call: restore_exception_handler },
    Builtin { name: "trigger_error", sig: "trigger_error(string $message, int $error_level = E_USER_NOTICE): bool", call: trigger_error },
    Builtin { name: "user_error", sig: "user_error(string $message, int $error_level = E_USER_NOTICE): bool", call: trigger_error },
    Builtin { name: "error_reporting", sig: "error_reporting(?int $error_level = null): int", call: error_reporting },
    Builtin { name: "error_log", sig: "error_log(string $message, int $message_type = 0, ?string $destination = null, ?string $additional_headers = null): bool", call: error_log },
    Builtin { name: "debug_backtrace", sig: "debug_backtrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT, int $limit = 0): array", call: debug_backtrace },
    Builtin { name: "debug_print_backtrace", sig: "debug_print_backtrace(int $options = 0, int $limit = 0): void", call: debug_print_backtrace },
    Builtin { name: "func_get_args", sig: "func_get_args(): array", call: scope_function },
    Builtin { name: "func_get_arg", sig: "func_get_arg(int $position): mixed", call: scope_function },
    Builtin { name: "get_called_class", sig: "get_called_class(): string", call: scope_function },
    Builtin { name: "forward_static_call", sig: "forward_static_call(callable $callback, mixed ...$args): mixed", call: scope_function },
    Builtin { name: "forward_static_call_array", sig: "forward_static_call_array(callable $callback, array $args): mixed", call: scope_function },
    Builtin { name: "func_num_args", sig: "func_num_args(): int", call: scope_function },
    Builtin { name: "compact", sig: "compact($var_name, ...$var_names): array", call: scope_function },
    Builtin { name: "extract", sig: "extract(array &$array, int $flags = EXTR_OVERWRITE, string $prefix = \"\"): int", call: scope_function },
    Builtin { name: "get_defined_vars", sig: "get_defined_vars(): array", call: scope_function },
];

fn call_user_func(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let named = super::registry::take_forwarded_named();
    let cb = args.first().cloned().unwrap_or_default();
    let rest: Vec<Value> = args.iter().skip(1).cloned().collect();
    if named.is_empty() {
        cx.call_value(&cb, rest)
    } else {
        cx.call_value_named(&cb, rest, named)
    }
}

fn call_user_func_array(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cb = args.first().cloned().unwrap_or_default();
    let Some(Value::Array(a)) = args.get(1).map(|v| v.deref()) else {
        return Ok(Value::Null);
    };
    let mut pos = Vec::new();
    let mut named = Vec::new();
    for (k, v) in a.iter() {
        match k {
            Key::Int(_) => {
                if !named.is_empty() {
                    return Err(cx.throw_error(
                        "Error",
                        "Cannot use positional argument after named argument during unpacking",
                    ));
                }
                pos.push(v.clone());
            }
            Key::Str(s) => named.push((Rc::from(s.to_string_lossy()), v.deref())),
        }
    }
    cx.call_value_named(&cb, pos, named)
}

fn function_exists(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = args[0].to_php_string_lossy().to_string_lossy();
    Ok(Value::Bool(
        cx.function_exists(name.trim_start_matches('\\')),
    ))
}

fn is_callable(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = args[0].deref();
    let ok = cx.is_callable(&v);
    if ok || cx.relative_callable_resolves(&v) {
        cx.deprecate_relative_callable(&v);
    }
    if let Some(Value::Ref(r)) = args.get(2) {
        *r.borrow_mut() = Value::from(cx.callable_name(&v));
    }
    Ok(Value::Bool(ok))
}

fn define(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = args[0].to_php_string_lossy().to_string_lossy();
    if args.get(2).is_some_and(|v| v.to_bool()) {
        cx.warn("define(): Argument #3 ($case_insensitive) is ignored since declaration of case-insensitive constants is no longer supported");
    }
    if name.contains("::") {
        return Err(cx.throw_error(
            "ValueError",
            "define(): Argument #1 ($constant_name) cannot be a class constant",
        ));
    }
    let v = args.get(1).map(|v| v.deref()).unwrap_or_default();
    Ok(Value::Bool(
        cx.define_user_constant(name.trim_start_matches('\\'), v),
    ))
}

fn defined(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = args[0].to_php_string_lossy().to_string_lossy();
    Ok(Value::Bool(cx.constant_defined(&name)?))
}

fn constant(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = args[0].to_php_string_lossy().to_string_lossy();
    match cx.constant_by_name(&name)? {
        Some(v) => Ok(v),
        None => Err(cx.throw_error("Error", &format!("Undefined constant \"{name}\""))),
    }
}

fn register_shutdown_function(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cb = args[0].clone();
    let rest = args.iter().skip(1).cloned().collect();
    cx.add_shutdown_function(cb, rest);
    Ok(Value::Null)
}

fn set_error_handler(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let levels = args.get(1).map(|v| v.to_int()).unwrap_or(32767);
    Ok(cx.push_error_handler(args[0].clone(), levels))
}

fn error_get_last(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let last = cx.last_error.borrow().clone();
    Ok(match last {
        Some((level, message, file, line)) => {
            let mut a = PhpArray::new();
            a.insert(Key::from("type"), Value::Int(level));
            a.insert(Key::from("message"), Value::str(&message));
            a.insert(Key::from("file"), Value::str(&file));
            a.insert(Key::from("line"), Value::Int(line as i64));
            Value::arr(a)
        }
        None => Value::Null,
    })
}

fn error_clear_last(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    *cx.last_error.borrow_mut() = None;
    Ok(Value::Null)
}

fn restore_error_handler(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    cx.pop_error_handler();
    Ok(Value::Bool(true))
}

fn set_exception_handler(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(cx.push_exception_handler(args[0].clone()))
}

fn restore_exception_handler(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    cx.pop_exception_handler();
    Ok(Value::Bool(true))
}

fn trigger_error(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let msg = args[0].to_php_string_lossy().to_string_lossy();
    let level = args.get(1).map(|v| v.to_int()).unwrap_or(1024);
    match level {
        256 | 512 | 1024 | 16384 => {}
        _ => {
            return Err(cx.throw_error(
                "ValueError",
                "trigger_error(): Argument #2 ($error_level) must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED",
            ))
        }
    }
    cx.user_error(level, &msg)?;
    Ok(Value::Bool(true))
}

fn error_reporting(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let new = args.first().filter(|v| !v.is_null()).map(|v| v.to_int());
    Ok(Value::Int(cx.error_reporting(new)))
}

fn error_log(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let msg = args[0].to_php_string_lossy();
    let mut out = msg.as_bytes().to_vec();
    out.push(b'\n');
    use std::io::Write;
    cx.flush();
    let _ = std::io::stderr().write_all(&out);
    Ok(Value::Bool(true))
}

fn debug_backtrace(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let options = args.first().map(|v| v.to_int()).unwrap_or(1);
    let limit = args.get(1).map(|v| v.to_int()).unwrap_or(0);
    let bt = cx.backtrace_with(options & 1 != 0, options & 2 == 0);
    let mut out = PhpArray::new();
    for (i, fr) in bt.values().skip(1).enumerate() {
        if limit > 0 && i as i64 >= limit {
            break;
        }
        out.push(fr.clone());
    }
    Ok(Value::arr(out))
}

fn debug_print_backtrace(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let text = cx.trace_string(1);
    cx.echo(text.as_bytes());
    Ok(Value::Null)
}

fn scope_function(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let name = cx.current_builtin_name();
    Err(cx.throw_error("Error", &format!("Cannot call {name}() dynamically")))
}
