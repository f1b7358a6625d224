//! `WeakReference` and `WeakMap`: references that do not keep their object alive.

use std::rc::{Rc, Weak};

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj, ObjectData};
use crate::value::Value;

pub fn register(table: &ClassTable) {
    NativeClass::class("WeakReference")
        .final_()
        .method("__construct", "__construct()", weakref_construct)
        .static_method(
            "create",
            "create(object $object): WeakReference",
            weakref_create,
        )
        .method("get", "get(): ?object", weakref_get)
        .register(table);
}

struct WeakRefState(Weak<ObjectData>);

impl Internal for WeakRefState {}

fn weakref_construct(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Err(interp.throw_error(
        "Error",
        "Direct instantiation of WeakReference is not allowed, use WeakReference::create instead",
    ))
}

fn weakref_create(
    interp: &Interp,
    _: Option<&Obj>,
    class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let target = match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) => o,
        other => {
            return Err(interp.throw_error(
                "TypeError",
                &format!(
                "WeakReference::create(): Argument #1 ($object) must be of type object, {} given",
                other.unwrap_or_default().type_name_for_error()
            ),
            ))
        }
    };
    let wr = Obj::new(class);
    wr.set_internal(Box::new(WeakRefState(Rc::downgrade(&target.0))));
    Ok(Value::Object(wr))
}

fn weakref_get(
    _interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let target = this.and_then(|t| t.with_internal(|s: &mut WeakRefState| s.0.upgrade()));
    Ok(target
        .flatten()
        .map(|d| Value::Object(Obj(d)))
        .unwrap_or_default())
}
