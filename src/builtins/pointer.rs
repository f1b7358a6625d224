//! The internal array pointer: current/pos, key, next, prev, reset, end. The moving ones
//! take the array by reference and move `PhpArray`'s pointer in place (separating a
//! shared array first, as php does). On objects they use the property table, with php
//! 8.1's deprecation.

use std::rc::Rc;

use super::array_args::{ref_cell, type_error};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, Value};

/// Run `f` on the array (or object property table) of argument 0.
fn with_target<R>(
    cx: &Interp,
    args: &[Value],
    fname: &str,
    f: impl FnOnce(&mut PhpArray) -> R,
) -> Result<R, Unwind> {
    let cell = ref_cell(args, 0);
    let mut slot = cell.borrow_mut();
    let got = match &mut *slot {
        Value::Array(a) => return Ok(f(Rc::make_mut(a))),
        Value::Object(o) => {
            let o = o.clone();
            drop(slot);
            cx.deprecated(&format!(
                "{fname}(): Calling {fname}() on an object is deprecated"
            ));
            let mut props = o.props.borrow_mut();
            return Ok(f(&mut props));
        }
        other => other.clone(),
    };
    drop(slot);
    Err(type_error(cx, fname, 1, "array", "object|array", &got))
}

/// The current element's value, or false.
fn current_value(arr: &PhpArray) -> Value {
    arr.current().map_or(Value::Bool(false), |(_, v)| v.deref())
}

/// Read-only access for current/key: arrays arrive by value and must not be copied.
fn read_target<R>(
    cx: &Interp,
    args: &[Value],
    fname: &str,
    f: impl FnOnce(&PhpArray) -> R,
) -> Result<R, Unwind> {
    match args.first().map(Value::deref) {
        Some(Value::Array(a)) => Ok(f(&a)),
        _ => with_target(cx, args, fname, |a| f(a)),
    }
}

fn current(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    read_target(cx, args, "current", current_value)
}

fn pos(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    read_target(cx, args, "pos", current_value)
}

fn key(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    read_target(cx, args, "key", |a| {
        a.current().map_or(Value::Null, |(k, _)| k.to_value())
    })
}

fn next(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_target(cx, args, "next", |a| {
        a.advance();
        current_value(a)
    })
}

fn prev(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_target(cx, args, "prev", |a| {
        a.retreat();
        current_value(a)
    })
}

fn reset(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_target(cx, args, "reset", |a| {
        a.reset();
        current_value(a)
    })
}

fn end(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_target(cx, args, "end", |a| {
        a.end();
        current_value(a)
    })
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "current",
        sig: "current(array|object $array): mixed",
        call: current,
    },
    Builtin {
        name: "pos",
        sig: "pos(array|object $array): mixed",
        call: pos,
    },
    Builtin {
        name: "key",
        sig: "key(array|object $array): string|int|null",
        call: key,
    },
    Builtin {
        name: "next",
        sig: "next(array|object &$array): mixed",
        call: next,
    },
    Builtin {
        name: "prev",
        sig: "prev(array|object &$array): mixed",
        call: prev,
    },
    Builtin {
        name: "reset",
        sig: "reset(array|object &$array): mixed",
        call: reset,
    },
    Builtin {
        name: "end",
        sig: "end(array|object &$array): mixed",
        call: end,
    },
];
