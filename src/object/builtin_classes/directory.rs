//! `Directory`, the object `dir()` returns: its path and a directory handle, read with
//! `read()`, `rewind()` and `close()` (the readdir family on the handle).

use std::rc::Rc;

use super::NativeClass;
use crate::builtins::{dir, Builtin};
use crate::eval::{Interp, Unwind};
use crate::object::assemble::PropSpec;
use crate::object::{Class, ClassTable, Obj};
use crate::syntax::ast::TypeHint;
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "dir",
    sig: "dir(string $directory, $context = null): Directory|false",
    call: dir_fn,
}];

pub fn register(table: &ClassTable) {
    let mut c = NativeClass::class("Directory")
        .method("close", "close(): void", close)
        .method("rewind", "rewind(): void", rewind)
        .method("read", "read(): string|false", read);
    for (name, ty) in [("path", "string"), ("handle", "mixed")] {
        c.spec
            .props
            .push(PropSpec::public_readonly(name, TypeHint::Named(ty.into())));
    }
    c.register(table);
}

fn dir_fn(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let path = args[0].to_php_string_lossy();
    let handle = dir::open_dir(interp, "dir", &path.to_string_lossy());
    if !matches!(handle, Value::Resource(_)) {
        return Ok(Value::Bool(false));
    }
    let Some(class) = interp.classes.get("Directory") else {
        return Ok(Value::Bool(false));
    };
    let obj = Obj::new(&class);
    obj.set_prop(b"path", Value::Str(path));
    obj.set_prop(b"handle", handle);
    Ok(Value::Object(obj))
}

/// The object's handle, or PHP's Error when it has none.
fn handle(interp: &Interp, this: Option<&Obj>) -> Result<[Value; 1], Unwind> {
    match this.and_then(|o| o.get_prop(b"handle")) {
        Some(h) => Ok([h.deref()]),
        None => Err(interp.throw_error("Error", "Unable to find my handle property")),
    }
}

fn read(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> EvalResult {
    dir::read_entry(interp, "Directory::read", &handle(interp, this)?)
}

fn rewind(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> EvalResult {
    dir::rewind(interp, "Directory::rewind", &handle(interp, this)?)
}

fn close(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> EvalResult {
    dir::close(interp, "Directory::close", &handle(interp, this)?)
}

type EvalResult = Result<Value, Unwind>;
