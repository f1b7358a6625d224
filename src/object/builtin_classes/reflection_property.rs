//! `ReflectionProperty`: a declared (or dynamic) property, its modifiers, type and
//! default, and reading or writing it whatever its visibility.

use std::rc::Rc;

use super::reflection::{class_arg, doc_value, reflect_class};
use super::reflection_attribute::{get_attributes, AttrScope, TARGET_PROPERTY};
use super::reflection_type::type_object;
use super::{this, NativeClass};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj, PropDecl};
use crate::syntax::ast::{Attribute, ClassMember, Visibility};
use crate::value::Value;

pub fn register(table: &ClassTable) {
    NativeClass::class("ReflectionProperty")
        .implements(table, &["Reflector"])
        .constant("IS_STATIC", Value::Int(16))
        .constant("IS_READONLY", Value::Int(128))
        .constant("IS_PUBLIC", Value::Int(1))
        .constant("IS_PROTECTED", Value::Int(2))
        .constant("IS_PRIVATE", Value::Int(4))
        .prop("name", Visibility::Public, Value::str(""))
        .prop("class", Visibility::Public, Value::str(""))
        .method(
            "__construct",
            "__construct(object|string $class, string $property)",
            prop_construct,
        )
        .with(prop_methods)
        .register(table);
}

/// A declared property (instance or static) reachable from `c` by name.
pub(super) fn find_prop(c: &Rc<Class>, name: &str) -> Option<Rc<PropDecl>> {
    if let Some(p) = c.find_prop(name) {
        return Some(p.clone());
    }
    c.find_static_prop(name).map(|s| s.decl.clone())
}

/// Declared properties as `getProperties` lists them: each class's own (declaration
/// order, static ones included) from `c` up, without ancestors' private ones.
pub(super) fn props_in_order(c: &Rc<Class>) -> Vec<Rc<PropDecl>> {
    let mut all: Vec<Rc<PropDecl>> = c.props.clone();
    all.extend(c.static_props.values().map(|s| s.decl.clone()));
    let mut out = Vec::new();
    let mut cur = Some(c.clone());
    while let Some(k) = cur {
        let mut own: Vec<((usize, usize), usize, Rc<PropDecl>)> = all
            .iter()
            .enumerate()
            .filter(|(_, p)| p.class_name == k.name)
            .filter(|(_, p)| Rc::ptr_eq(&k, c) || p.visibility != Visibility::Private)
            .filter(|(_, p)| !out.iter().any(|q: &Rc<PropDecl>| Rc::ptr_eq(q, p)))
            .map(|(i, p)| {
                let at = declared_at(&k, &p.name).map_or((usize::MAX, 0), |d| (d.0, d.1));
                (at, i, p.clone())
            })
            .collect();
        own.sort_by_key(|e| (e.0, e.1));
        out.extend(own.into_iter().map(|e| e.2));
        cur = k.parent.clone();
    }
    out
}

/// The position of a property's declaration among its class's members (promoted
/// constructor parameters at the constructor).
fn declared_at(c: &Class, name: &str) -> Option<(usize, usize, bool)> {
    let decl = c.decl.as_ref()?;
    decl.members.iter().enumerate().find_map(|(i, m)| match m {
        ClassMember::Property { name: n, .. } if &**n == name => Some((i, 0, false)),
        ClassMember::Method { func, .. } if func.name.eq_ignore_ascii_case("__construct") => func
            .params
            .iter()
            .position(|p| p.promote.is_some() && &*p.name == name)
            .map(|p| (i, p, true)),
        _ => None,
    })
}

/// The attributes of a property's declaration (a promoted one's are its parameter's).
fn prop_attrs(c: &Class, name: &str) -> Rc<[Attribute]> {
    let found = declared_at(c, name).and_then(|(member, param, promoted)| {
        match c.decl.as_ref()?.members.get(member)? {
            ClassMember::Property { attrs, .. } => Some(attrs.clone()),
            ClassMember::Method { func, .. } if promoted => {
                Some(func.params.get(param)?.attrs.clone())
            }
            _ => None,
        }
    });
    found.unwrap_or_else(|| Rc::from([]))
}

pub(super) fn prop_default(
    interp: &Interp,
    c: &Rc<Class>,
    p: &PropDecl,
) -> Result<Option<Value>, Unwind> {
    if p.is_static {
        c.init_statics(interp)?;
        return Ok(c.find_static_prop(&p.name).map(|s| s.cell.borrow().clone()));
    }
    Ok(match &p.default {
        crate::object::PropDefault::Null => Some(Value::Null),
        crate::object::PropDefault::Uninit => None,
        crate::object::PropDefault::Value(lazy) => {
            let scope = p.class.upgrade();
            Some(crate::object::class::eval_lazy(
                interp,
                lazy,
                scope.as_ref(),
                &p.name,
            )?)
        }
    })
}

/// The state of a `ReflectionProperty`: the class it was asked on, and the declaration
/// (None for a dynamic property).
struct PropState {
    class: Rc<Class>,
    name: Rc<str>,
    decl: Option<Rc<PropDecl>>,
}

impl Internal for PropState {}

fn prop_methods(c: NativeClass) -> NativeClass {
    c.method("getName", "getName(): string", |i, t, _, _| {
        Ok(Value::str(&prop_state(i, t, |s| s.name.clone())?))
    })
    .method("isPublic", "isPublic(): bool", |i, t, _, _| {
        Ok(Value::Bool(prop_mods(i, t)? & 1 != 0))
    })
    .method("isProtected", "isProtected(): bool", |i, t, _, _| {
        Ok(Value::Bool(prop_mods(i, t)? & 2 != 0))
    })
    .method("isPrivate", "isPrivate(): bool", |i, t, _, _| {
        Ok(Value::Bool(prop_mods(i, t)? & 4 != 0))
    })
    .method("isStatic", "isStatic(): bool", |i, t, _, _| {
        Ok(Value::Bool(prop_mods(i, t)? & 16 != 0))
    })
    .method("isReadOnly", "isReadOnly(): bool", |i, t, _, _| {
        Ok(Value::Bool(prop_mods(i, t)? & 128 != 0))
    })
    .method("isDefault", "isDefault(): bool", |i, t, _, _| {
        Ok(Value::Bool(prop_state(i, t, |s| s.decl.is_some())?))
    })
    .method("isPromoted", "isPromoted(): bool", |i, t, _, _| {
        let (class, name) = prop_state(i, t, |s| (declaring(s), s.name.clone()))?;
        Ok(Value::Bool(is_promoted(&class, &name)))
    })
    .method("getModifiers", "getModifiers(): int", |i, t, _, _| {
        Ok(Value::Int(prop_mods(i, t)?))
    })
    .method("getDocComment", "getDocComment(): string|false", |i, t, _, _| {
        let (class, name) = prop_state(i, t, |s| (declaring(s), s.name.clone()))?;
        let doc = declared_at(&class, &name).and_then(|(member, _, _)| {
            match class.decl.as_ref()?.members.get(member)? {
                ClassMember::Property { doc_comment, .. } => doc_comment.clone(),
                _ => None,
            }
        });
        Ok(doc_value(doc))
    })
    .method(
        "getAttributes",
        "getAttributes(?string $name = null, int $flags = 0): array",
        |i, t, _, a| {
            let (class, name) = prop_state(i, t, |s| (declaring(s), s.name.clone()))?;
            let attrs = prop_attrs(&class, &name);
            get_attributes(i, attrs, AttrScope::Class(class), TARGET_PROPERTY, a)
        },
    )
    .method("setAccessible", "setAccessible(bool $accessible): void", |_, _, _, _| {
        Ok(Value::Null)
    })
    .method("getDeclaringClass", "getDeclaringClass(): ReflectionClass", |i, t, _, _| {
        let c = prop_state(i, t, declaring)?;
        reflect_class(i, &c)
    })
    .method("hasType", "hasType(): bool", |i, t, _, _| {
        Ok(Value::Bool(prop_state(i, t, |s| {
            s.decl.as_ref().is_some_and(|d| d.ty.is_some())
        })?))
    })
    .method("getType", "getType(): ?ReflectionType", |i, t, _, _| {
        let (c, ty) = prop_state(i, t, |s| (declaring(s), s.decl.as_ref().and_then(|d| d.ty.clone())))?;
        match ty {
            Some(ty) => type_object(i, &i.resolve_prop_hint(&c, &ty)),
            None => Ok(Value::Null),
        }
    })
    .method("hasDefaultValue", "hasDefaultValue(): bool", |i, t, _, _| {
        let d = prop_state(i, t, |s| s.decl.clone())?;
        Ok(Value::Bool(d.is_some_and(|d| {
            d.is_static || !matches!(d.default, crate::object::PropDefault::Uninit)
        })))
    })
    .method("getDefaultValue", "getDefaultValue(): mixed", |i, t, _, _| {
        let (c, d) = prop_state(i, t, |s| (declaring(s), s.decl.clone()))?;
        match d {
            Some(d) => Ok(prop_default(i, &c, &d)?.unwrap_or_default()),
            None => Ok(Value::Null),
        }
    })
    .method("isInitialized", "isInitialized(?object $object = null): bool", |i, t, _, a| {
        let (slot, d) = prop_state(i, t, |s| (slot_of(s), s.decl.clone()))?;
        if d.as_ref().is_some_and(|d| d.is_static) {
            return Ok(Value::Bool(true));
        }
        match a.first().map(Value::deref) {
            Some(Value::Object(o)) => Ok(Value::Bool(o.has_prop(slot.as_bytes()))),
            _ => Ok(Value::Bool(false)),
        }
    })
    .method("getValue", "getValue(?object $object = null): mixed", |i, t, _, a| {
        let (c, slot, d) = prop_state(i, t, |s| (s.class.clone(), slot_of(s), s.decl.clone()))?;
        if let Some(d) = d.as_ref().filter(|d| d.is_static) {
            c.init_statics(i)?;
            return Ok(c
                .find_static_prop(&d.name)
                .map(|s| s.cell.borrow().clone())
                .unwrap_or_default());
        }
        let Some(Value::Object(o)) = a.first().map(Value::deref) else {
            return Err(i.throw_error(
                "TypeError",
                "ReflectionProperty::getValue(): Argument #1 ($object) must be provided for instance properties",
            ));
        };
        match o.get_prop(slot.as_bytes()) {
            Some(v) => Ok(v.deref()),
            None => match d.filter(|d| d.ty.is_some()) {
                Some(d) => Err(i.throw_error(
                    "Error",
                    &format!(
                        "Typed property {}::${} must not be accessed before initialization",
                        d.class_name, d.name
                    ),
                )),
                None => Ok(Value::Null),
            },
        }
    })
    .method("setValue", "setValue(mixed $objectOrValue, mixed $value = UNKNOWN): void", |i, t, _, a| {
        let (c, slot, d) = prop_state(i, t, |s| (s.class.clone(), slot_of(s), s.decl.clone()))?;
        if let Some(d) = d.as_ref().filter(|d| d.is_static) {
            c.init_statics(i)?;
            let v = if a.len() > 1 { a[1].deref() } else { a[0].deref() };
            if let Some(s) = c.find_static_prop(&d.name) {
                let old = std::mem::replace(&mut *s.cell.borrow_mut(), v);
                drop(old);
            }
            return Ok(Value::Null);
        }
        let Some(Value::Object(o)) = a.first().map(Value::deref) else {
            return Err(i.throw_error(
                "TypeError",
                "ReflectionProperty::setValue(): Argument #1 ($objectOrValue) must be of type object, null given",
            ));
        };
        let v = a.get(1).map(Value::deref).unwrap_or_default();
        o.set_prop(slot.as_bytes(), v);
        Ok(Value::Null)
    })
}

fn prop_state<R>(
    interp: &Interp,
    t: Option<&Obj>,
    f: impl FnOnce(&PropState) -> R,
) -> Result<R, Unwind> {
    this(interp, t)?
        .with_internal(|s: &mut PropState| f(s))
        .ok_or_else(|| {
            interp.throw_error(
                "Error",
                "Internal error: Failed to retrieve the reflection object",
            )
        })
}

fn declaring(s: &PropState) -> Rc<Class> {
    s.decl
        .as_ref()
        .and_then(|d| d.class.upgrade())
        .unwrap_or_else(|| s.class.clone())
}

/// The storage key of the property in instances of the reflected class.
fn slot_of(s: &PropState) -> String {
    match &s.decl {
        Some(d) if !d.is_static => match s.class.prop_index.get(&*d.name) {
            Some(&i) if Rc::ptr_eq(&s.class.props[i], d) => s.class.slots[i].to_string(),
            _ => d.slot.to_string(),
        },
        _ => s.name.to_string(),
    }
}

fn is_promoted(c: &Class, name: &str) -> bool {
    declared_at(c, name).is_some_and(|d| d.2)
}

/// `ReflectionProperty::IS_*` bits of a property.
pub(super) fn prop_modifiers(p: &PropDecl) -> i64 {
    let vis = match p.visibility {
        Visibility::Public => 1,
        Visibility::Protected => 2,
        Visibility::Private => 4,
    };
    vis | if p.is_static { 16 } else { 0 } | if p.readonly { 128 } else { 0 }
}

fn prop_mods(interp: &Interp, t: Option<&Obj>) -> Result<i64, Unwind> {
    prop_state(interp, t, |s| s.decl.as_deref().map_or(1, prop_modifiers))
}

fn prop_construct(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let class = class_arg(interp, &args[0])?;
    let name = args[1].to_php_string_lossy().to_string_lossy();
    let decl = find_prop(&class, &name);
    let dynamic = match args[0].deref() {
        Value::Object(o) => o.has_prop(name.as_bytes()),
        _ => false,
    };
    if decl.is_none() && !dynamic {
        return Err(interp.throw_error(
            "ReflectionException",
            &format!("Property {}::${name} does not exist", class.name),
        ));
    }
    fill_prop(obj, &class, &name, decl);
    Ok(Value::Null)
}

fn fill_prop(obj: &Obj, class: &Rc<Class>, name: &str, decl: Option<Rc<PropDecl>>) {
    let declaring = decl
        .as_ref()
        .map_or_else(|| class.name.to_string(), |d| d.class_name.to_string());
    obj.set_prop(b"name", Value::str(name));
    obj.set_prop(b"class", Value::str(&declaring));
    obj.set_internal(Box::new(PropState {
        class: class.clone(),
        name: Rc::from(name),
        decl,
    }));
}

pub(super) fn reflect_prop(
    interp: &Interp,
    class: &Rc<Class>,
    name: &str,
    decl: Option<Rc<PropDecl>>,
) -> Result<Value, Unwind> {
    let Some(rc) = interp.classes.get("ReflectionProperty") else {
        return Ok(Value::Null);
    };
    let obj = crate::object::instantiate(interp, &rc)?;
    fill_prop(&obj, class, name, decl);
    Ok(Value::Object(obj))
}
