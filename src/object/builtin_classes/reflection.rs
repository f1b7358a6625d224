//! Reflection of classes and properties: `ReflectionClass`, `ReflectionObject`,
//! `ReflectionProperty`, `ReflectionNamedType`/`ReflectionUnionType` and
//! `ReflectionException`. Functions, methods and parameters are in `reflection_function.rs`.

use std::rc::Rc;

use super::reflection_attribute::{get_attributes, AttrScope, TARGET_CLASS};
use super::reflection_property::{
    find_prop, prop_default, prop_modifiers, props_in_order, reflect_prop,
};
use super::{this, NativeClass};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::syntax::ast::{ClassKind, ClassMember, TypeHint, Visibility};
use crate::value::{Key, PhpArray, Value};

pub fn register(table: &ClassTable) {
    NativeClass::class("ReflectionException")
        .extends(table, "Exception")
        .register(table);
    NativeClass::interface("Reflector")
        .implements(table, &["Stringable"])
        .register(table);
    super::reflection_type::register(table);
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
        .method(
            "getBackingType",
            "getBackingType(): ?ReflectionNamedType",
            enum_backing_type,
        )
        .method("getCases", "getCases(): array", enum_cases)
        .register(table);
    super::reflection_property::register(table);
    super::reflection_function::register(table);
    NativeClass::class("Reflection")
        .static_method(
            "getModifierNames",
            "getModifierNames(int $modifiers): array",
            |_, _, _, a| Ok(modifier_names(a[0].to_int())),
        )
        .register(table);
    super::reflection_attribute::register(table);
}

/// What `getDocComment()` returns: the comment, or false without one.
pub(super) fn doc_value(doc: Option<Rc<str>>) -> Value {
    doc.map_or(Value::Bool(false), |d| Value::str(&d))
}

/// `Reflection::getModifierNames`: the keywords of `IS_*` modifier bits, in PHP's order.
fn modifier_names(bits: i64) -> Value {
    const NAMES: [(i64, &str); 8] = [
        (64, "abstract"),
        (32, "final"),
        (1, "public"),
        (2, "protected"),
        (4, "private"),
        (16, "static"),
        (128, "readonly"),
        (65536, "readonly"),
    ];
    let mut out: Vec<Value> = Vec::new();
    for (bit, name) in NAMES {
        if bits & bit != 0
            && !out
                .iter()
                .any(|v| v.to_php_string_lossy().to_string_lossy() == name)
        {
            out.push(Value::str(name));
        }
    }
    Value::arr(PhpArray::from_values(out))
}

fn class_methods(c: NativeClass) -> NativeClass {
    c.method("getName", "getName(): string", |i, t, _, _| {
        Ok(Value::str(&class_of(i, t)?.name))
    })
    .method("getShortName", "getShortName(): string", |i, t, _, _| {
        let c = class_of(i, t)?;
        Ok(Value::str(c.name.rsplit('\\').next().unwrap_or(&c.name)))
    })
    .method(
        "getNamespaceName",
        "getNamespaceName(): string",
        |i, t, _, _| {
            let c = class_of(i, t)?;
            Ok(Value::str(
                c.name.rsplit_once('\\').map_or("", |(ns, _)| ns),
            ))
        },
    )
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
    .method(
        "getDocComment",
        "getDocComment(): string|false",
        |i, t, _, _| {
            let c = class_of(i, t)?;
            Ok(doc_value(
                c.decl.as_ref().and_then(|d| d.doc_comment.clone()),
            ))
        },
    )
    .method(
        "getAttributes",
        "getAttributes(?string $name = null, int $flags = 0): array",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let attrs = c
                .decl
                .as_ref()
                .map_or_else(|| Rc::from([]), |d| d.attrs.clone());
            get_attributes(i, attrs, AttrScope::Class(c), TARGET_CLASS, a)
        },
    )
    .method(
        "getParentClass",
        "getParentClass(): ReflectionClass|false",
        |i, t, _, _| match &class_of(i, t)?.parent {
            Some(p) => reflect_class(i, p),
            None => Ok(Value::Bool(false)),
        },
    )
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
    .method(
        "isInstance",
        "isInstance(object $object): bool",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            Ok(Value::Bool(match a[0].deref() {
                Value::Object(o) => o.class().instanceof(&c),
                _ => false,
            }))
        },
    )
    .method(
        "getInterfaceNames",
        "getInterfaceNames(): array",
        |i, t, _, _| {
            let c = class_of(i, t)?;
            Ok(Value::arr(PhpArray::from_values(
                interfaces_in_order(&c)
                    .iter()
                    .map(|x| Value::str(&x.name))
                    .collect(),
            )))
        },
    )
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
    .method(
        "hasMethod",
        "hasMethod(string $name): bool",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let n = a[0].to_php_string_lossy().to_string_lossy();
            Ok(Value::Bool(c.find_method_ci(&n).is_some()))
        },
    )
    .method(
        "getMethod",
        "getMethod(string $name): ReflectionMethod",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let n = a[0].to_php_string_lossy().to_string_lossy();
            match c.find_method_ci(&n) {
                Some(m) => super::reflection_function::reflect_method(i, &c, m),
                None => Err(i.throw_error(
                    "ReflectionException",
                    &format!("Method {}::{n}() does not exist", c.name),
                )),
            }
        },
    )
    .method(
        "getMethods",
        "getMethods(?int $filter = null): array",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let filter = a.first().filter(|v| !v.is_null()).map(Value::to_int);
            let mut out = Vec::new();
            for m in methods_in_order(&c) {
                if filter.is_none_or(|f| super::reflection_function::method_modifiers(&m) & f != 0)
                {
                    out.push(super::reflection_function::reflect_method(i, &c, &m)?);
                }
            }
            Ok(Value::arr(PhpArray::from_values(out)))
        },
    )
    .method(
        "getConstructor",
        "getConstructor(): ?ReflectionMethod",
        |i, t, _, _| {
            let c = class_of(i, t)?;
            match c.magic.construct.clone() {
                Some(m) => super::reflection_function::reflect_method(i, &c, &m),
                None => Ok(Value::Null),
            }
        },
    )
    .method(
        "hasProperty",
        "hasProperty(string $name): bool",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let n = a[0].to_php_string_lossy().to_string_lossy();
            let dynamic = reflected_object(t).is_some_and(|o| o.has_prop(n.as_bytes()));
            Ok(Value::Bool(find_prop(&c, &n).is_some() || dynamic))
        },
    )
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
    .method(
        "getProperties",
        "getProperties(?int $filter = null): array",
        |i, t, _, a| {
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
        },
    )
    .method(
        "hasConstant",
        "hasConstant(string $name): bool",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let n = a[0].to_php_string_lossy().to_string_lossy();
            Ok(Value::Bool(c.find_const(&n).is_some()))
        },
    )
    .method(
        "getConstant",
        "getConstant(string $name): mixed",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let n = a[0].to_php_string_lossy().to_string_lossy();
            Ok(c.const_value(i, &n)?.unwrap_or(Value::Bool(false)))
        },
    )
    .method(
        "getConstants",
        "getConstants(?int $filter = null): array",
        |i, t, _, _| {
            let c = class_of(i, t)?;
            let mut out = PhpArray::new();
            for n in &consts_in_order(&c) {
                if let Some(v) = c.const_value(i, n)? {
                    out.insert(Key::from(&**n), v);
                }
            }
            Ok(Value::arr(out))
        },
    )
    .method(
        "getStaticPropertyValue",
        "getStaticPropertyValue(string $name, mixed $default = UNKNOWN): mixed",
        |i, t, _, a| {
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
        },
    )
    .method(
        "setStaticPropertyValue",
        "setStaticPropertyValue(string $name, mixed $value): void",
        |i, t, _, a| {
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
        },
    )
    .method(
        "getStaticProperties",
        "getStaticProperties(): array",
        |i, t, _, _| {
            let c = class_of(i, t)?;
            c.init_statics(i)?;
            let mut out = PhpArray::new();
            for p in props_in_order(&c).iter().filter(|p| p.is_static) {
                if let Some(s) = c.find_static_prop(&p.name) {
                    out.insert(Key::from(&*p.name), s.cell.borrow().clone());
                }
            }
            Ok(Value::arr(out))
        },
    )
    .method(
        "getDefaultProperties",
        "getDefaultProperties(): array",
        |i, t, _, _| {
            let c = class_of(i, t)?;
            let mut out = PhpArray::new();
            for p in props_in_order(&c) {
                if let Some(v) = prop_default(i, &c, &p)? {
                    out.insert(Key::from(&*p.name), v);
                }
            }
            Ok(Value::arr(out))
        },
    )
    .method(
        "newInstance",
        "newInstance(mixed ...$args): object",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            new_instance(i, &c, a.iter().map(Value::deref).collect(), Vec::new())
        },
    )
    .method(
        "newInstanceArgs",
        "newInstanceArgs(array $args = []): ?object",
        |i, t, _, a| {
            let c = class_of(i, t)?;
            let mut pos = Vec::new();
            let mut named = Vec::new();
            if let Some(Value::Array(arr)) = a.first().map(Value::deref) {
                for (k, v) in arr.iter() {
                    match k {
                        Key::Int(_) => pos.push(v.deref()),
                        Key::Str(s) => {
                            named.push((Rc::from(s.to_string_lossy().as_str()), v.deref()))
                        }
                    }
                }
            }
            new_instance(i, &c, pos, named)
        },
    )
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
        Ok(Value::str(&format!(
            "Class [ class {} ]\n",
            class_of(i, t)?.name
        )))
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
        .ok_or_else(|| {
            interp.throw_error(
                "Error",
                "Internal error: Failed to retrieve the reflection object",
            )
        })
}

fn reflected_object(t: Option<&Obj>) -> Option<Obj> {
    t?.with_internal(|s: &mut ClassState| s.object.clone())
        .flatten()
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

pub(super) fn new_instance(
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
                ClassMember::Const { name, .. } | ClassMember::EnumCase { name, .. } => {
                    &**name == n
                }
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

fn enum_is_backed(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(class_of(interp, t)?.enum_backing.is_some()))
}

/// `ReflectionEnum::getBackingType`: the named type `int` or `string`, null for a pure
/// enum.
fn enum_backing_type(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let name = match class_of(interp, t)?.enum_backing {
        Some(crate::object::EnumBacking::Int) => "int",
        Some(crate::object::EnumBacking::String) => "string",
        None => return Ok(Value::Null),
    };
    super::reflection_type::type_object(interp, &TypeHint::Named(name.into()))
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
