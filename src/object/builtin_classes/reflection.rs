//! Reflection of classes and properties: `ReflectionClass`, `ReflectionObject`,
//! `ReflectionProperty`, `ReflectionNamedType`/`ReflectionUnionType` and
//! `ReflectionException`. Functions, methods and parameters are in `reflection_function.rs`.

use std::rc::Rc;

use super::{this, NativeClass};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj, PropDecl};
use crate::syntax::ast::{ClassKind, ClassMember, TypeHint, Visibility};
use crate::value::{Key, PhpArray, Value};

pub fn register(table: &ClassTable) {
    NativeClass::class("ReflectionException")
        .extends(table, "Exception")
        .register(table);
    NativeClass::interface("Reflector")
        .implements(table, &["Stringable"])
        .register(table);
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
    NativeClass::class("ReflectionClass")
        .implements(table, &["Reflector"])
        .constant("IS_IMPLICIT_ABSTRACT", Value::Int(16))
        .constant("IS_EXPLICIT_ABSTRACT", Value::Int(64))
        .constant("IS_FINAL", Value::Int(32))
        .constant("IS_READONLY", Value::Int(65536))
        .prop("name", Visibility::Public, Value::str(""))
        .method(
            "__construct",
            "__construct(object|string $objectOrClass)",
            class_construct,
        )
        .with(class_methods)
        .register(table);
    NativeClass::class("ReflectionObject")
        .extends(table, "ReflectionClass")
        .method(
            "__construct",
            "__construct(object $object)",
            class_construct,
        )
        .register(table);
    NativeClass::class("ReflectionEnum")
        .extends(table, "ReflectionClass")
        .method(
            "__construct",
            "__construct(object|string $objectOrClass)",
            class_construct,
        )
        .method("isBacked", "isBacked(): bool", enum_is_backed)
        .method("getCases", "getCases(): array", enum_cases)
        .register(table);
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
    super::reflection_function::register(table);
}

fn class_methods(c: NativeClass) -> NativeClass {
    c.method("getName", "getName(): string", |i, t, _, _| {
        Ok(Value::str(&class_of(i, t)?.name))
    })
    .method("getShortName", "getShortName(): string", |i, t, _, _| {
        let c = class_of(i, t)?;
        Ok(Value::str(c.name.rsplit('\\').next().unwrap_or(&c.name)))
    })
    .method("getNamespaceName", "getNamespaceName(): string", |i, t, _, _| {
        let c = class_of(i, t)?;
        Ok(Value::str(c.name.rsplit_once('\\').map_or("", |(ns, _)| ns)))
    })
    .method("inNamespace", "inNamespace(): bool", |i, t, _, _| {
        Ok(Value::Bool(class_of(i, t)?.name.contains('\\')))
    })
    .method("isInterface", "isInterface(): bool", |i, t, _, _| {
        Ok(Value::Bool(class_of(i, t)?.kind == ClassKind::Interface))
    })
    .method("isTrait", "isTrait(): bool", |i, t, _, _| {
        Ok(Value::Bool(class_of(i, t)?.kind == ClassKind::Trait))
    })
    .method("isEnum", "isEnum(): bool", |i, t, _, _| {
        Ok(Value::Bool(class_of(i, t)?.kind == ClassKind::Enum))
    })
    .method("isAbstract", "isAbstract(): bool", |i, t, _, _| {
        let c = class_of(i, t)?;
        let abstract_methods = c.methods.values().any(|m| m.is_abstract);
        Ok(Value::Bool(
            c.is_abstract || (c.kind != ClassKind::Class && abstract_methods),
        ))
    })
    .method("isFinal", "isFinal(): bool", |i, t, _, _| {
        Ok(Value::Bool(class_of(i, t)?.is_final))
    })
    .method("isReadOnly", "isReadOnly(): bool", |i, t, _, _| {
        Ok(Value::Bool(class_of(i, t)?.is_readonly))
    })
    .method("isInstantiable", "isInstantiable(): bool", |i, t, _, _| {
        let c = class_of(i, t)?;
        let public_ctor = c
            .magic
            .construct
            .as_ref()
            .is_none_or(|m| m.visibility == Visibility::Public);
        Ok(Value::Bool(c.is_instantiable() && public_ctor))
    })
    .method("isCloneable", "isCloneable(): bool", |i, t, _, _| {
        let c = class_of(i, t)?;
        let public_clone = c
            .magic
            .clone
            .as_ref()
            .is_none_or(|m| m.visibility == Visibility::Public);
        Ok(Value::Bool(c.is_instantiable() && public_clone))
    })
    .method("isAnonymous", "isAnonymous(): bool", |i, t, _, _| {
        Ok(Value::Bool(class_of(i, t)?.name.contains("@anonymous")))
    })
    .method("isInternal", "isInternal(): bool", |i, t, _, _| {
        Ok(Value::Bool(class_of(i, t)?.is_internal))
    })
    .method("isUserDefined", "isUserDefined(): bool", |i, t, _, _| {
        Ok(Value::Bool(!class_of(i, t)?.is_internal))
    })
    .method("isIterable", "isIterable(): bool", |i, t, _, _| {
        let c = class_of(i, t)?;
        Ok(Value::Bool(
            c.is_instantiable() && c.interfaces.iter().any(|x| &*x.lname == "traversable"),
        ))
    })
    .method("getDocComment", "getDocComment(): string|false", |_, _, _, _| {
        Ok(Value::Bool(false))
    })
    .method("getParentClass", "getParentClass(): ReflectionClass|false", |i, t, _, _| {
        match &class_of(i, t)?.parent {
            Some(p) => reflect_class(i, p),
            None => Ok(Value::Bool(false)),
        }
    })
    .method(
        "isSubclassOf",
        "isSubclassOf(ReflectionClass|string $class): bool",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let other = class_arg(i, &a[0])?;
            Ok(Value::Bool(c.is_subclass_of(&other)))
        },
    )
    .method(
        "implementsInterface",
        "implementsInterface(ReflectionClass|string $interface): bool",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let other = class_arg(i, &a[0])?;
            if other.kind != ClassKind::Interface {
                return Err(i.throw_error(
                    "ReflectionException",
                    &format!("{} is not an interface", other.name),
                ));
            }
            Ok(Value::Bool(c.instanceof(&other)))
        },
    )
    .method("isInstance", "isInstance(object $object): bool", |i, t, _, a| {
        let c = class_of(i, t)?;
        Ok(Value::Bool(match a[0].deref() {
            Value::Object(o) => o.class().instanceof(&c),
            _ => false,
        }))
    })
    .method("getInterfaceNames", "getInterfaceNames(): array", |i, t, _, _| {
        let c = class_of(i, t)?;
        Ok(Value::arr(PhpArray::from_values(
            interfaces_in_order(&c)
                .iter()
                .map(|x| Value::str(&x.name))
                .collect(),
        )))
    })
    .method("getInterfaces", "getInterfaces(): array", |i, t, _, _| {
        let c = class_of(i, t)?;
        let mut out = PhpArray::new();
        for x in interfaces_in_order(&c) {
            out.insert(Key::from(&*x.name), reflect_class(i, &x)?);
        }
        Ok(Value::arr(out))
    })
    .method("getTraitNames", "getTraitNames(): array", |i, t, _, _| {
        let c = class_of(i, t)?;
        Ok(Value::arr(PhpArray::from_values(
            c.traits.iter().map(|n| Value::str(n)).collect(),
        )))
    })
    .method("getTraits", "getTraits(): array", |i, t, _, _| {
        let c = class_of(i, t)?;
        let mut out = PhpArray::new();
        for n in &c.traits {
            if let Some(tr) = i.classes.get(n) {
                out.insert(Key::from(&*tr.name), reflect_class(i, &tr)?);
            }
        }
        Ok(Value::arr(out))
    })
    .method("hasMethod", "hasMethod(string $name): bool", |i, t, _, a| {
        let c = class_of(i, t)?;
        let n = a[0].to_php_string_lossy().to_string_lossy();
        Ok(Value::Bool(c.find_method_ci(&n).is_some()))
    })
    .method("getMethod", "getMethod(string $name): ReflectionMethod", |i, t, _, a| {
        let c = class_of(i, t)?;
        let n = a[0].to_php_string_lossy().to_string_lossy();
        match c.find_method_ci(&n) {
            Some(m) => super::reflection_function::reflect_method(i, &c, m),
            None => Err(i.throw_error(
                "ReflectionException",
                &format!("Method {}::{n}() does not exist", c.name),
            )),
        }
    })
    .method("getMethods", "getMethods(?int $filter = null): array", |i, t, _, a| {
        let c = class_of(i, t)?;
        let filter = a.first().filter(|v| !v.is_null()).map(Value::to_int);
        let mut out = Vec::new();
        for m in methods_in_order(&c) {
            if filter.is_none_or(|f| super::reflection_function::method_modifiers(&m) & f != 0) {
                out.push(super::reflection_function::reflect_method(i, &c, &m)?);
            }
        }
        Ok(Value::arr(PhpArray::from_values(out)))
    })
    .method("getConstructor", "getConstructor(): ?ReflectionMethod", |i, t, _, _| {
        let c = class_of(i, t)?;
        match c.magic.construct.clone() {
            Some(m) => super::reflection_function::reflect_method(i, &c, &m),
            None => Ok(Value::Null),
        }
    })
    .method("hasProperty", "hasProperty(string $name): bool", |i, t, _, a| {
        let c = class_of(i, t)?;
        let n = a[0].to_php_string_lossy().to_string_lossy();
        let dynamic = reflected_object(t).is_some_and(|o| o.has_prop(n.as_bytes()));
        Ok(Value::Bool(find_prop(&c, &n).is_some() || dynamic))
    })
    .method(
        "getProperty",
        "getProperty(string $name): ReflectionProperty",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let n = a[0].to_php_string_lossy().to_string_lossy();
            match find_prop(&c, &n) {
                Some(p) => reflect_prop(i, &c, &n, Some(p)),
                None if reflected_object(t).is_some_and(|o| o.has_prop(n.as_bytes())) => {
                    reflect_prop(i, &c, &n, None)
                }
                None => Err(i.throw_error(
                    "ReflectionException",
                    &format!("Property {}::${n} does not exist", c.name),
                )),
            }
        },
    )
    .method("getProperties", "getProperties(?int $filter = null): array", |i, t, _, a| {
        let c = class_of(i, t)?;
        let filter = a.first().filter(|v| !v.is_null()).map(Value::to_int);
        let mut out = Vec::new();
        for p in props_in_order(&c) {
            if filter.is_none_or(|f| prop_modifiers(&p) & f != 0) {
                out.push(reflect_prop(i, &c, &p.name, Some(p.clone()))?);
            }
        }
        if let Some(o) = reflected_object(t) {
            if filter.is_none_or(|f| f & 1 != 0) {
                let names: Vec<Key> = o.props.borrow().keys().cloned().collect();
                for k in names {
                    let name = match &k {
                        Key::Int(n) => n.to_string(),
                        Key::Str(s) => s.to_string_lossy(),
                    };
                    if !name.starts_with('\0') && c.slot_index.get(name.as_str()).is_none() {
                        out.push(reflect_prop(i, &c, &name, None)?);
                    }
                }
            }
        }
        Ok(Value::arr(PhpArray::from_values(out)))
    })
    .method("hasConstant", "hasConstant(string $name): bool", |i, t, _, a| {
        let c = class_of(i, t)?;
        let n = a[0].to_php_string_lossy().to_string_lossy();
        Ok(Value::Bool(c.find_const(&n).is_some()))
    })
    .method("getConstant", "getConstant(string $name): mixed", |i, t, _, a| {
        let c = class_of(i, t)?;
        let n = a[0].to_php_string_lossy().to_string_lossy();
        Ok(c.const_value(i, &n)?.unwrap_or(Value::Bool(false)))
    })
    .method("getConstants", "getConstants(?int $filter = null): array", |i, t, _, _| {
        let c = class_of(i, t)?;
        let mut out = PhpArray::new();
        for n in &consts_in_order(&c) {
            if let Some(v) = c.const_value(i, n)? {
                out.insert(Key::from(&**n), v);
            }
        }
        Ok(Value::arr(out))
    })
    .method("getStaticPropertyValue", "getStaticPropertyValue(string $name, mixed $default = UNKNOWN): mixed", |i, t, _, a| {
        let c = class_of(i, t)?;
        let n = a[0].to_php_string_lossy().to_string_lossy();
        c.init_statics(i)?;
        match c.find_static_prop(&n) {
            Some(s) => Ok(s.cell.borrow().clone()),
            None if a.len() > 1 => Ok(a[1].clone()),
            None => Err(i.throw_error(
                "ReflectionException",
                &format!("Property {}::${n} does not exist", c.name),
            )),
        }
    })
    .method("setStaticPropertyValue", "setStaticPropertyValue(string $name, mixed $value): void", |i, t, _, a| {
        let c = class_of(i, t)?;
        let n = a[0].to_php_string_lossy().to_string_lossy();
        c.init_statics(i)?;
        match c.find_static_prop(&n) {
            Some(s) => {
                let old = std::mem::replace(&mut *s.cell.borrow_mut(), a[1].deref());
                drop(old);
                Ok(Value::Null)
            }
            None => Err(i.throw_error(
                "ReflectionException",
                &format!("Class {} does not have a property named {n}", c.name),
            )),
        }
    })
    .method("getStaticProperties", "getStaticProperties(): array", |i, t, _, _| {
        let c = class_of(i, t)?;
        c.init_statics(i)?;
        let mut out = PhpArray::new();
        for p in props_in_order(&c).iter().filter(|p| p.is_static) {
            if let Some(s) = c.find_static_prop(&p.name) {
                out.insert(Key::from(&*p.name), s.cell.borrow().clone());
            }
        }
        Ok(Value::arr(out))
    })
    .method("getDefaultProperties", "getDefaultProperties(): array", |i, t, _, _| {
        let c = class_of(i, t)?;
        let mut out = PhpArray::new();
        for p in props_in_order(&c) {
            if let Some(v) = prop_default(i, &c, &p)? {
                out.insert(Key::from(&*p.name), v);
            }
        }
        Ok(Value::arr(out))
    })
    .method("newInstance", "newInstance(mixed ...$args): object", |i, t, _, a| {
        let c = class_of(i, t)?;
        new_instance(i, &c, a.iter().map(Value::deref).collect(), Vec::new())
    })
    .method("newInstanceArgs", "newInstanceArgs(array $args = []): ?object", |i, t, _, a| {
        let c = class_of(i, t)?;
        let mut pos = Vec::new();
        let mut named = Vec::new();
        if let Some(Value::Array(arr)) = a.first().map(Value::deref) {
            for (k, v) in arr.iter() {
                match k {
                    Key::Int(_) => pos.push(v.deref()),
                    Key::Str(s) => named.push((Rc::from(s.to_string_lossy().as_str()), v.deref())),
                }
            }
        }
        new_instance(i, &c, pos, named)
    })
    .method(
        "newInstanceWithoutConstructor",
        "newInstanceWithoutConstructor(): object",
        |i, t, _, _| {
            let c = class_of(i, t)?;
            check_instantiable(i, &c)?;
            Ok(Value::Object(crate::object::instantiate(i, &c)?))
        },
    )
    .method("__toString", "__toString(): string", |i, t, _, _| {
        Ok(Value::str(&format!("Class [ class {} ]\n", class_of(i, t)?.name)))
    })
}

/// The class a `ReflectionClass` (or a subclass) reflects, and the object of a
/// `ReflectionObject`.
struct ClassState {
    class: Rc<Class>,
    object: Option<Obj>,
}

impl Internal for ClassState {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        if let Some(o) = &self.object {
            visit(&Value::Object(o.clone()));
        }
    }
    fn clear(&mut self) {
        self.object = None;
    }
}

fn class_of(interp: &Interp, t: Option<&Obj>) -> Result<Rc<Class>, Unwind> {
    this(interp, t)?
        .with_internal(|s: &mut ClassState| s.class.clone())
        .ok_or_else(|| interp.throw_error("Error", "Internal error: Failed to retrieve the reflection object"))
}

fn reflected_object(t: Option<&Obj>) -> Option<Obj> {
    t?.with_internal(|s: &mut ClassState| s.object.clone()).flatten()
}

/// A class named by a string or given by an object (or a ReflectionClass).
pub(super) fn class_arg(interp: &Interp, v: &Value) -> Result<Rc<Class>, Unwind> {
    match v.deref() {
        Value::Object(o) => {
            if let Some(c) = o.with_internal(|s: &mut ClassState| s.class.clone()) {
                return Ok(c);
            }
            Ok(o.class().clone())
        }
        other => {
            let name = other.to_php_string_lossy().to_string_lossy();
            let name = name.strip_prefix('\\').unwrap_or(&name).to_string();
            interp.classes.lookup(interp, &name)?.ok_or_else(|| {
                interp.throw_error(
                    "ReflectionException",
                    &format!("Class \"{name}\" does not exist"),
                )
            })
        }
    }
}

fn class_construct(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let class = class_arg(interp, &args[0])?;
    if obj.class().instanceof_name("reflectionenum") && class.kind != ClassKind::Enum {
        return Err(interp.throw_error(
            "ReflectionException",
            &format!("Class \"{}\" is not an enum", class.name),
        ));
    }
    let object = match args[0].deref() {
        Value::Object(o) if obj.class().instanceof_name("reflectionobject") => Some(o),
        _ => None,
    };
    obj.set_prop(b"name", Value::str(&class.name));
    obj.set_internal(Box::new(ClassState { class, object }));
    Ok(Value::Null)
}

/// A new `ReflectionClass` (`ReflectionEnum` for enums) for `class`.
pub(super) fn reflect_class(interp: &Interp, class: &Rc<Class>) -> Result<Value, Unwind> {
    let Some(rc) = interp.classes.get("ReflectionClass") else {
        return Ok(Value::Null);
    };
    let obj = crate::object::instantiate(interp, &rc)?;
    obj.set_prop(b"name", Value::str(&class.name));
    obj.set_internal(Box::new(ClassState {
        class: class.clone(),
        object: None,
    }));
    Ok(Value::Object(obj))
}

fn check_instantiable(interp: &Interp, c: &Rc<Class>) -> Result<(), Unwind> {
    if c.is_instantiable() {
        return Ok(());
    }
    let what = match c.kind {
        ClassKind::Interface => "interface",
        ClassKind::Trait => "trait",
        ClassKind::Enum => "enum",
        ClassKind::Class => "abstract class",
    };
    Err(interp.throw_error("Error", &format!("Cannot instantiate {what} {}", c.name)))
}

fn new_instance(
    interp: &Interp,
    c: &Rc<Class>,
    pos: Vec<Value>,
    named: Vec<(Rc<str>, Value)>,
) -> Result<Value, Unwind> {
    check_instantiable(interp, c)?;
    let obj = crate::object::instantiate(interp, c)?;
    match c.magic.construct.clone() {
        Some(ctor) => {
            if ctor.visibility != Visibility::Public {
                return Err(interp.throw_error(
                    "ReflectionException",
                    &format!("Access to non-public constructor of class {}", c.name),
                ));
            }
            if named.is_empty() {
                interp.call_method(&obj, &ctor, pos)?;
            } else {
                let callable = Value::arr(PhpArray::from_values(vec![
                    Value::Object(obj.clone()),
                    Value::str("__construct"),
                ]));
                interp.call_value_named(&callable, pos, named)?;
            }
        }
        None if !pos.is_empty() || !named.is_empty() => {
            return Err(interp.throw_error(
                "ReflectionException",
                &format!(
                    "Class {} does not have a constructor, so you cannot pass any constructor arguments",
                    c.name
                ),
            ));
        }
        None => {}
    }
    Ok(Value::Object(obj))
}

/// Interfaces in the order PHP lists them (declaration order).
fn interfaces_in_order(c: &Rc<Class>) -> Vec<Rc<Class>> {
    c.interfaces.to_vec()
}

/// Methods as `getMethods` lists them: the class's own (in declaration order), then the
/// inherited ones.
fn methods_in_order(c: &Rc<Class>) -> Vec<Rc<crate::object::Method>> {
    c.method_order
        .iter()
        .filter_map(|n| c.methods.get(n).cloned())
        .collect()
}

/// Constant names in declaration order (enum cases among them), inherited ones after.
fn consts_in_order(c: &Class) -> Vec<crate::syntax::ast::Name> {
    let position = |n: &str| {
        c.decl.as_ref().and_then(|d| {
            d.members.iter().position(|m| match m {
                ClassMember::Const { name, .. } | ClassMember::EnumCase { name, .. } => &**name == n,
                _ => false,
            })
        })
    };
    let mut names: Vec<(usize, usize, crate::syntax::ast::Name)> = c
        .const_order
        .iter()
        .enumerate()
        .map(|(i, n)| (position(n).unwrap_or(usize::MAX), i, n.clone()))
        .collect();
    names.sort_by_key(|e| (e.0, e.1));
    names.into_iter().map(|e| e.2).collect()
}

/// A declared property (instance or static) reachable from `c` by name.
fn find_prop(c: &Rc<Class>, name: &str) -> Option<Rc<PropDecl>> {
    if let Some(p) = c.find_prop(name) {
        return Some(p.clone());
    }
    c.find_static_prop(name).map(|s| s.decl.clone())
}

/// Declared properties as `getProperties` lists them: each class's own (declaration
/// order, static ones included) from `c` up, without ancestors' private ones.
fn props_in_order(c: &Rc<Class>) -> Vec<Rc<PropDecl>> {
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

fn prop_default(interp: &Interp, c: &Rc<Class>, p: &PropDecl) -> Result<Option<Value>, Unwind> {
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

fn enum_is_backed(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(class_of(interp, t)?.enum_backing.is_some()))
}

fn enum_cases(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let c = class_of(interp, t)?;
    let mut out = Vec::new();
    for n in &c.cases {
        if let Some(v) = c.const_value(interp, n)? {
            out.push(v);
        }
    }
    Ok(Value::arr(PhpArray::from_values(out)))
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
    .method("getDocComment", "getDocComment(): string|false", |_, _, _, _| {
        Ok(Value::Bool(false))
    })
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
            !matches!(d.default, crate::object::PropDefault::Uninit) && !d.is_static
                || d.is_static
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
        .ok_or_else(|| interp.throw_error("Error", "Internal error: Failed to retrieve the reflection object"))
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
fn prop_modifiers(p: &PropDecl) -> i64 {
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

fn reflect_prop(
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
    "int", "float", "string", "bool", "array", "callable", "iterable", "object", "mixed",
    "void", "null", "never", "false", "true", "static",
];

fn is_builtin_type(n: &str) -> bool {
    BUILTIN_TYPES.iter().any(|b| b.eq_ignore_ascii_case(n))
}

/// A `ReflectionNamedType` or `ReflectionUnionType` for a declared type.
pub(super) fn type_object(interp: &Interp, ty: &TypeHint) -> Result<Value, Unwind> {
    let text = crate::builtins::props::type_hint_text(ty);
    // `T|null` is reflected as the named type `?T`.
    let single = match ty {
        TypeHint::Named(n) => Some((n.to_string(), false)),
        TypeHint::Nullable(inner) => match &**inner {
            TypeHint::Named(n) => Some((n.to_string(), true)),
            _ => None,
        },
        TypeHint::Union(ts) if ts.len() == 2 => {
            let is_null = |t: &TypeHint| matches!(t, TypeHint::Named(n) if n.eq_ignore_ascii_case("null"));
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
        .ok_or_else(|| interp.throw_error("Error", "Internal error: Failed to retrieve the reflection object"))
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
