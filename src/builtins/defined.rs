//! Listings of what is declared: get_defined_functions (built-in and user functions) and
//! get_defined_constants (built-in constants, then the script's in definition order).

use super::registry;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "get_defined_functions",
        sig: "get_defined_functions(bool $exclude_disabled = true): array",
        call: get_defined_functions,
    },
    Builtin {
        name: "get_defined_constants",
        sig: "get_defined_constants(bool $categorize = false): array",
        call: get_defined_constants,
    },
];

fn get_defined_functions(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let internal = list_of(registry::names().map(|n| n.as_bytes().to_vec()));
    let user = list_of(
        cx.function_order
            .borrow()
            .iter()
            .map(|n| n.as_bytes().to_vec()),
    );
    let mut out = PhpArray::with_capacity(2);
    out.insert(Key::from_bytes(b"internal"), internal);
    out.insert(Key::from_bytes(b"user"), user);
    Ok(Value::arr(out))
}

/// With `$categorize`, the built-in constants are listed under `Core` (they are not
/// told apart by extension) and the script's under `user`, which is left out when empty.
fn get_defined_constants(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut builtin = PhpArray::new();
    for (name, v) in registry::constants_in_order() {
        builtin.insert(Key::from_bytes(name.as_bytes()), v);
    }
    let mut user = PhpArray::new();
    {
        let values = cx.constants.borrow();
        for name in cx.constant_order.borrow().iter() {
            if let Some(v) = values.get(name) {
                user.insert(Key::from_bytes(name.as_bytes()), v.clone());
            }
        }
    }
    if !bool_arg(args, 0, false) {
        for (k, v) in user.iter() {
            builtin.insert(k.clone(), v.clone());
        }
        return Ok(Value::arr(builtin));
    }
    let mut out = PhpArray::with_capacity(2);
    out.insert(Key::from_bytes(b"Core"), Value::arr(builtin));
    if !user.is_empty() {
        out.insert(Key::from_bytes(b"user"), Value::arr(user));
    }
    Ok(Value::arr(out))
}
