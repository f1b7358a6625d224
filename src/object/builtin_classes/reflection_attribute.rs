//! PHP 8 attributes as reflection shows them: the `Attribute` class and
//! `ReflectionAttribute`. The arguments of an attribute are evaluated, and its class
//! instantiated, only when asked for, in the scope of the declaration it is on.

use std::rc::Rc;

use super::{this, NativeClass};
use crate::eval::{Frame, FuncView, Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::syntax::ast::{Attribute, Visibility};
use crate::value::{Key, PhpArray, Value};

pub(super) const TARGET_CLASS: i64 = 1;
pub(super) const TARGET_FUNCTION: i64 = 2;
pub(super) const TARGET_METHOD: i64 = 4;
pub(super) const TARGET_PROPERTY: i64 = 8;
pub(super) const TARGET_PARAMETER: i64 = 32;
const TARGET_ALL: i64 = 63;
const IS_REPEATABLE: i64 = 64;
/// `ReflectionAttribute::IS_INSTANCEOF`: `getAttributes($name)` also takes subclasses.
const IS_INSTANCEOF: i64 = 2;

/// The targets in the order PHP names them in "allowed targets".
const TARGET_NAMES: [(i64, &str); 6] = [
    (TARGET_CLASS, "class"),
    (TARGET_FUNCTION, "function"),
    (TARGET_METHOD, "method"),
    (TARGET_PROPERTY, "property"),
    (16, "class constant"),
    (TARGET_PARAMETER, "parameter"),
];

pub fn register(table: &ClassTable) {
    NativeClass::class("Attribute")
        .final_()
        .constant("TARGET_CLASS", Value::Int(TARGET_CLASS))
        .constant("TARGET_FUNCTION", Value::Int(TARGET_FUNCTION))
        .constant("TARGET_METHOD", Value::Int(TARGET_METHOD))
        .constant("TARGET_PROPERTY", Value::Int(TARGET_PROPERTY))
        .constant("TARGET_CLASS_CONSTANT", Value::Int(16))
        .constant("TARGET_PARAMETER", Value::Int(TARGET_PARAMETER))
        .constant("TARGET_ALL", Value::Int(TARGET_ALL))
        .constant("IS_REPEATABLE", Value::Int(IS_REPEATABLE))
        .prop("flags", Visibility::Public, Value::Int(TARGET_ALL))
        .method(
            "__construct",
            "__construct(int $flags = Attribute::TARGET_ALL)",
            |i, t, _, a| {
                let flags = a.first().map_or(TARGET_ALL, Value::to_int);
                this(i, t)?.set_prop(b"flags", Value::Int(flags));
                Ok(Value::Null)
            },
        )
        .register(table);
    NativeClass::class("ReflectionAttribute")
        .implements(table, &["Reflector"])
        .constant("IS_INSTANCEOF", Value::Int(IS_INSTANCEOF))
        .method("getName", "getName(): string", |i, t, _, _| {
            Ok(Value::str(&state(i, t)?.name))
        })
        .method("getTarget", "getTarget(): int", |i, t, _, _| {
            Ok(Value::Int(state(i, t)?.target))
        })
        .method("isRepeated", "isRepeated(): bool", |i, t, _, _| {
            Ok(Value::Bool(state(i, t)?.repeated))
        })
        .method("getArguments", "getArguments(): array", |i, t, _, _| {
            let (pos, named) = arguments(i, &state(i, t)?)?;
            let mut arr = PhpArray::from_values(pos);
            for (k, v) in named {
                arr.insert(Key::from_bytes(k.as_bytes()), v);
            }
            Ok(Value::arr(arr))
        })
        .method("newInstance", "newInstance(): object", |i, t, _, _| {
            new_instance(i, &state(i, t)?)
        })
        .register(table);
}

/// Where attributes are evaluated: in a class's declaration or in a function's.
#[derive(Clone)]
pub(super) enum AttrScope {
    Class(Rc<Class>),
    Func(FuncView),
}

impl AttrScope {
    /// The frame of the declaration (None for builtin functions, which have no
    /// attributes).
    fn frame(&self, interp: &Interp) -> Option<Frame> {
        match self {
            AttrScope::Class(c) => Some(interp.class_frame(c)),
            AttrScope::Func(f) => f.decl_frame(interp),
        }
    }
}

/// The state of a `ReflectionAttribute`: attribute `index` of a declaration's list.
#[derive(Clone)]
struct AttrState {
    attrs: Rc<[Attribute]>,
    index: usize,
    scope: AttrScope,
    /// The attribute's class name, resolved in the declaration's namespace.
    name: String,
    /// `Attribute::TARGET_*` of the declaration.
    target: i64,
    /// The declaration has another attribute of the same name.
    repeated: bool,
}

impl Internal for AttrState {}

fn state(interp: &Interp, t: Option<&Obj>) -> Result<AttrState, Unwind> {
    this(interp, t)?
        .with_internal(|s: &mut AttrState| s.clone())
        .ok_or_else(|| {
            interp.throw_error(
                "Error",
                "Internal error: Failed to retrieve the reflection object",
            )
        })
}

/// `getAttributes(?string $name = null, int $flags = 0)` of a declaration with
/// attributes `attrs` and target `target`: the `ReflectionAttribute`s, filtered by name
/// (or, with `IS_INSTANCEOF`, by class).
pub(super) fn get_attributes(
    interp: &Interp,
    attrs: Rc<[Attribute]>,
    scope: AttrScope,
    target: i64,
    args: &[Value],
) -> Result<Value, Unwind> {
    let Some(frame) = scope.frame(interp).filter(|_| !attrs.is_empty()) else {
        return Ok(Value::empty_array());
    };
    let names: Vec<String> = attrs
        .iter()
        .map(|a| interp.resolve_class_name(&frame, &a.name))
        .collect();
    let filter = match args.first().map(Value::deref) {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.to_php_string_lossy().to_string_lossy()),
    };
    let flags = args.get(1).map_or(0, Value::to_int);
    if flags & !IS_INSTANCEOF != 0 {
        return Err(interp.throw_error(
            "ValueError",
            "ReflectionFunctionAbstract::getAttributes(): Argument #2 ($flags) must be a valid \
             attribute filter flag",
        ));
    }
    let base =
        match &filter {
            Some(f) if flags & IS_INSTANCEOF != 0 => {
                let f = f.strip_prefix('\\').unwrap_or(f);
                Some(interp.find_class(f)?.ok_or_else(|| {
                    interp.throw_error("Error", &format!("Class \"{f}\" not found"))
                })?)
            }
            _ => None,
        };
    let Some(rc) = interp.classes.get("ReflectionAttribute") else {
        return Ok(Value::empty_array());
    };
    let mut out = Vec::new();
    for (index, name) in names.iter().enumerate() {
        let keep = match (&filter, &base) {
            (None, _) => true,
            (Some(_), Some(base)) => interp.find_class(name)?.is_some_and(|c| c.instanceof(base)),
            (Some(f), None) => f.strip_prefix('\\').unwrap_or(f).eq_ignore_ascii_case(name),
        };
        if !keep {
            continue;
        }
        let obj = crate::object::instantiate(interp, &rc)?;
        obj.set_internal(Box::new(AttrState {
            attrs: attrs.clone(),
            index,
            scope: scope.clone(),
            name: name.clone(),
            target,
            repeated: names
                .iter()
                .filter(|n| n.eq_ignore_ascii_case(name))
                .count()
                > 1,
        }));
        out.push(Value::Object(obj));
    }
    Ok(Value::arr(PhpArray::from_values(out)))
}

type Arguments = (Vec<Value>, Vec<(Rc<str>, Value)>);

/// The attribute's arguments, positional then named, evaluated in its declaration's scope.
fn arguments(interp: &Interp, s: &AttrState) -> Result<Arguments, Unwind> {
    let mut pos = Vec::new();
    let mut named = Vec::new();
    let Some(frame) = s.scope.frame(interp) else {
        return Ok((pos, named));
    };
    for arg in &s.attrs[s.index].args {
        let v = interp
            .eval_const_expr_in(&frame, &arg.value)
            .map_err(|e| *e)?;
        match &arg.name {
            Some(n) => named.push((Rc::from(&**n), v)),
            None => pos.push(v),
        }
    }
    Ok((pos, named))
}

/// The `Attribute::TARGET_*` flags of an attribute class (None: not an attribute class).
fn attribute_flags(interp: &Interp, class: &Rc<Class>) -> Result<Option<i64>, Unwind> {
    if class.name.eq_ignore_ascii_case("Attribute") {
        return Ok(Some(TARGET_CLASS));
    }
    let Some(decl) = &class.decl else {
        return Ok(None);
    };
    let frame = interp.class_frame(class);
    let Some(attr) = decl.attrs.iter().find(|a| {
        interp
            .resolve_class_name(&frame, &a.name)
            .eq_ignore_ascii_case("Attribute")
    }) else {
        return Ok(None);
    };
    match attr.args.first() {
        Some(arg) => Ok(Some(
            interp
                .eval_const_expr_in(&frame, &arg.value)
                .map_err(|e| *e)?
                .to_int(),
        )),
        None => Ok(Some(TARGET_ALL)),
    }
}

/// `newInstance()`: the attribute's class constructed with its arguments, once the class
/// is found to be an attribute class allowed on this target (and here repeatedly).
fn new_instance(interp: &Interp, s: &AttrState) -> Result<Value, Unwind> {
    let name = &s.name;
    let Some(class) = interp.find_class(name)? else {
        return Err(interp.throw_error("Error", &format!("Attribute class \"{name}\" not found")));
    };
    let Some(flags) = attribute_flags(interp, &class)? else {
        return Err(interp.throw_error(
            "Error",
            &format!("Attempting to use non-attribute class \"{name}\" as attribute"),
        ));
    };
    if flags & s.target == 0 {
        let target = TARGET_NAMES
            .iter()
            .find(|(bit, _)| *bit == s.target)
            .map_or("", |t| t.1);
        let allowed: Vec<&str> = TARGET_NAMES
            .iter()
            .filter(|(bit, _)| flags & bit != 0)
            .map(|t| t.1)
            .collect();
        return Err(interp.throw_error(
            "Error",
            &format!(
                "Attribute \"{name}\" cannot target {target} (allowed targets: {})",
                allowed.join(", ")
            ),
        ));
    }
    if s.repeated && flags & IS_REPEATABLE == 0 {
        return Err(interp.throw_error(
            "Error",
            &format!("Attribute \"{name}\" must not be repeated"),
        ));
    }
    let (pos, named) = arguments(interp, s)?;
    super::reflection::new_instance(interp, &class, pos, named)
}
