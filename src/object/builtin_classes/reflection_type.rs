//! `ReflectionType` and its kinds `ReflectionNamedType` and `ReflectionUnionType`: a
//! declared type as reflection shows it (`T|null` is the named type `?T`).

use std::rc::Rc;

use super::{this, NativeClass};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::syntax::ast::TypeHint;
use crate::value::{PhpArray, Value};

pub fn register(table: &ClassTable) {
    NativeClass::class("ReflectionType")
        .abstract_class()
        .implements(table, &["Stringable"])
        .method("allowsNull", "allowsNull(): bool", type_allows_null)
        .method("__toString", "__toString(): string", type_to_string)
        .register(table);
    NativeClass::class("ReflectionNamedType")
        .extends(table, "ReflectionType")
        .method("getName", "getName(): string", type_name)
        .method("isBuiltin", "isBuiltin(): bool", type_is_builtin)
        .register(table);
    NativeClass::class("ReflectionUnionType")
        .extends(table, "ReflectionType")
        .method("getTypes", "getTypes(): array", type_members)
        .register(table);
}

/// A reflected type: as printed, whether null is allowed, and its parts.
struct TypeState {
    text: String,
    allows_null: bool,
    /// For a named type: the name without `?`, and whether it is a built-in type.
    named: Option<(String, bool)>,
    /// For a union: its members.
    members: Vec<TypeHint>,
}

impl Internal for TypeState {}

const BUILTIN_TYPES: &[&str] = &[
    "int", "float", "string", "bool", "array", "callable", "iterable", "object", "mixed", "void",
    "null", "never", "false", "true", "static",
];

fn is_builtin_type(n: &str) -> bool {
    BUILTIN_TYPES.iter().any(|b| b.eq_ignore_ascii_case(n))
}

/// A `ReflectionNamedType` or `ReflectionUnionType` for a declared type.
pub(crate) fn type_object(interp: &Interp, ty: &TypeHint) -> Result<Value, Unwind> {
    let text = crate::builtins::props::type_hint_text(ty);
    // `T|null` is reflected as the named type `?T`.
    let single = match ty {
        TypeHint::Named(n) => Some((n.to_string(), false)),
        TypeHint::Nullable(inner) => match &**inner {
            TypeHint::Named(n) => Some((n.to_string(), true)),
            _ => None,
        },
        TypeHint::Union(ts) if ts.len() == 2 => {
            let is_null =
                |t: &TypeHint| matches!(t, TypeHint::Named(n) if n.eq_ignore_ascii_case("null"));
            match (&ts[0], &ts[1]) {
                (TypeHint::Named(n), other) | (other, TypeHint::Named(n))
                    if is_null(other) && !n.eq_ignore_ascii_case("null") =>
                {
                    Some((n.to_string(), true))
                }
                _ => None,
            }
        }
        _ => None,
    };
    let (class_name, state) = match single {
        Some((name, nullable)) => {
            let lower = name.to_ascii_lowercase();
            let allows_null = nullable || lower == "mixed" || lower == "null";
            let shown = if nullable && lower != "mixed" && lower != "null" {
                format!("?{name}")
            } else {
                name.clone()
            };
            let builtin = is_builtin_type(&name);
            (
                "ReflectionNamedType",
                TypeState {
                    text: shown,
                    allows_null,
                    named: Some((name, builtin)),
                    members: Vec::new(),
                },
            )
        }
        None => {
            let members = match ty {
                TypeHint::Union(ts) => ts.clone(),
                other => vec![other.clone()],
            };
            let allows_null = members
                .iter()
                .any(|t| matches!(t, TypeHint::Named(n) if n.eq_ignore_ascii_case("null")));
            (
                "ReflectionUnionType",
                TypeState {
                    text,
                    allows_null,
                    named: None,
                    members,
                },
            )
        }
    };
    let Some(cls) = interp.classes.get(class_name) else {
        return Ok(Value::Null);
    };
    let obj = Obj::new(&cls);
    obj.set_internal(Box::new(state));
    Ok(Value::Object(obj))
}

fn type_state<R>(
    interp: &Interp,
    t: Option<&Obj>,
    f: impl FnOnce(&TypeState) -> R,
) -> Result<R, Unwind> {
    this(interp, t)?
        .with_internal(|s: &mut TypeState| f(s))
        .ok_or_else(|| {
            interp.throw_error(
                "Error",
                "Internal error: Failed to retrieve the reflection object",
            )
        })
}

fn type_allows_null(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(type_state(interp, t, |s| s.allows_null)?))
}

fn type_to_string(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::str(&type_state(interp, t, |s| s.text.clone())?))
}

fn type_name(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let n = type_state(interp, t, |s| s.named.as_ref().map(|n| n.0.clone()))?;
    Ok(Value::str(&n.unwrap_or_default()))
}

fn type_is_builtin(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let b = type_state(interp, t, |s| s.named.as_ref().is_some_and(|n| n.1))?;
    Ok(Value::Bool(b))
}

fn type_members(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let members = type_state(interp, t, |s| s.members.clone())?;
    let mut out = Vec::new();
    for m in &members {
        out.push(type_object(interp, m)?);
    }
    Ok(Value::arr(PhpArray::from_values(out)))
}
