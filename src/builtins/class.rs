//! Class and object introspection functions (`get_class`, `get_object_vars`, `is_a`,
//! `class_exists`, `spl_object_id`, `spl_autoload_register`, ...) and the cycle collector
//! controls (`gc_*`).

use std::rc::Rc;

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::{gc, Class, PropDecl};
use crate::syntax::ast::{ClassKind, Visibility};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "get_class",
        sig: "get_class(object $object = UNKNOWN): string",
        call: get_class,
    },
    Builtin {
        name: "get_parent_class",
        sig: "get_parent_class(mixed $object_or_class = UNKNOWN): string|false",
        call: get_parent_class,
    },
    Builtin {
        name: "get_object_vars",
        sig: "get_object_vars(object $object): array",
        call: get_object_vars,
    },
    Builtin {
        name: "get_mangled_object_vars",
        sig: "get_mangled_object_vars(object $object): array",
        call: get_mangled_object_vars,
    },
    Builtin {
        name: "get_class_methods",
        sig: "get_class_methods(mixed $object_or_class): array",
        call: get_class_methods,
    },
    Builtin {
        name: "get_class_vars",
        sig: "get_class_vars(mixed $class): array",
        call: get_class_vars,
    },
    Builtin {
        name: "method_exists",
        sig: "method_exists($object_or_class, string $method): bool",
        call: method_exists,
    },
    Builtin {
        name: "property_exists",
        sig: "property_exists($object_or_class, string $property): bool",
        call: property_exists,
    },
    Builtin {
        name: "class_alias",
        sig: "class_alias(string $class, string $alias, bool $autoload = true): bool",
        call: class_alias,
    },
    Builtin {
        name: "class_exists",
        sig: "class_exists(string $class, bool $autoload = true): bool",
        call: class_exists,
    },
    Builtin {
        name: "get_declared_classes",
        sig: "get_declared_classes(): array",
        call: |i, _| Ok(declared_of_kind(i, |k| matches!(k, ClassKind::Class | ClassKind::Enum))),
    },
    Builtin {
        name: "get_declared_interfaces",
        sig: "get_declared_interfaces(): array",
        call: |i, _| Ok(declared_of_kind(i, |k| k == ClassKind::Interface)),
    },
    Builtin {
        name: "get_declared_traits",
        sig: "get_declared_traits(): array",
        call: |i, _| Ok(declared_of_kind(i, |k| k == ClassKind::Trait)),
    },
    Builtin {
        name: "interface_exists",
        sig: "interface_exists(string $interface, bool $autoload = true): bool",
        call: interface_exists,
    },
    Builtin {
        name: "trait_exists",
        sig: "trait_exists(string $trait, bool $autoload = true): bool",
        call: trait_exists,
    },
    Builtin {
        name: "enum_exists",
        sig: "enum_exists(string $enum, bool $autoload = true): bool",
        call: enum_exists,
    },
    Builtin {
        name: "is_a",
        sig: "is_a(mixed $object_or_class, string $class, bool $allow_string = false): bool",
        call: is_a,
    },
    Builtin {
        name: "is_subclass_of",
        sig: "is_subclass_of(mixed $object_or_class, string $class, bool $allow_string = true): bool",
        call: is_subclass_of,
    },
    Builtin {
        name: "class_implements",
        sig: "class_implements($object_or_class, bool $autoload = true): array|false",
        call: class_implements,
    },
    Builtin {
        name: "class_parents",
        sig: "class_parents($object_or_class, bool $autoload = true): array|false",
        call: class_parents,
    },
    Builtin {
        name: "class_uses",
        sig: "class_uses($object_or_class, bool $autoload = true): array|false",
        call: class_uses,
    },
    Builtin {
        name: "spl_object_id",
        sig: "spl_object_id(object $object): int",
        call: spl_object_id,
    },
    Builtin {
        name: "spl_object_hash",
        sig: "spl_object_hash(object $object): string",
        call: spl_object_hash,
    },
    Builtin {
        name: "spl_autoload_register",
        sig: "spl_autoload_register(?callable $callback = null, bool $throw = true, bool $prepend = false): bool",
        call: spl_autoload_register,
    },
    Builtin {
        name: "spl_autoload_unregister",
        sig: "spl_autoload_unregister(callable $callback): bool",
        call: spl_autoload_unregister,
    },
    Builtin {
        name: "spl_autoload_functions",
        sig: "spl_autoload_functions(): array",
        call: spl_autoload_functions,
    },
    Builtin {
        name: "iterator_to_array",
        sig: "iterator_to_array(Traversable|array $iterator, bool $preserve_keys = true): array",
        call: iterator_to_array,
    },
    Builtin {
        name: "iterator_count",
        sig: "iterator_count(Traversable|array $iterator): int",
        call: iterator_count,
    },
    Builtin {
        name: "iterator_apply",
        sig: "iterator_apply(Traversable $iterator, callable $callback, ?array $args = null): int",
        call: iterator_apply,
    },
    Builtin {
        name: "gc_collect_cycles",
        sig: "gc_collect_cycles(): int",
        call: gc_collect_cycles,
    },
    Builtin {
        name: "gc_enable",
        sig: "gc_enable(): void",
        call: gc_enable,
    },
    Builtin {
        name: "gc_disable",
        sig: "gc_disable(): void",
        call: gc_disable,
    },
    Builtin {
        name: "gc_enabled",
        sig: "gc_enabled(): bool",
        call: gc_enabled,
    },
    Builtin {
        name: "gc_status",
        sig: "gc_status(): array",
        call: gc_status,
    },
];

/// The class whose code called the running builtin (for visibility-dependent answers):
/// the class of the frame below the builtin's own frame.
pub(crate) fn calling_scope(interp: &Interp) -> Option<Rc<Class>> {
    let trace = interp.backtrace();
    let frame = trace.get_int(1)?.as_array()?.clone();
    let class = frame.get_str("class")?.to_php_string_lossy();
    interp.classes.get(&class.to_string_lossy())
}

/// Whether code in `scope` may see a member of `declaring` with `vis`.
fn visible(interp: &Interp, scope: Option<&Rc<Class>>, vis: Visibility, declaring: &str) -> bool {
    let Some(scope) = scope else {
        return vis == Visibility::Public;
    };
    match vis {
        Visibility::Public => true,
        Visibility::Private => scope.name.eq_ignore_ascii_case(declaring),
        Visibility::Protected => {
            scope.instanceof_name(&declaring.to_ascii_lowercase())
                || interp
                    .classes
                    .get(declaring)
                    .is_some_and(|d| d.instanceof(scope))
        }
    }
}

fn obj_arg_error(
    interp: &Interp,
    func: &str,
    n: usize,
    param: &str,
    ty: &str,
    v: &Value,
) -> Unwind {
    interp.throw_error(
        "TypeError",
        &format!(
            "{func}(): Argument #{n} (${param}) must be of type {ty}, {} given",
            v.type_name_for_error()
        ),
    )
}

/// An `object|string` argument resolved to a class (autoloading names); Ok(None) when the
/// named class does not exist.
fn class_of(interp: &Interp, v: &Value, autoload: bool) -> Result<Option<Rc<Class>>, Unwind> {
    match v.deref() {
        Value::Object(o) => Ok(Some(o.class().clone())),
        Value::Str(s) => {
            let name = s.to_string_lossy();
            if autoload {
                interp.classes.lookup(interp, &name)
            } else {
                Ok(interp.classes.get(&name))
            }
        }
        _ => Ok(None),
    }
}

/// An object or the name of a class (`Z_PARAM_OBJ_OR_CLASS_NAME`), as argument #1 of
/// `func`: a TypeError for anything else.
fn object_or_class_name(interp: &Interp, func: &str, v: &Value) -> Result<Rc<Class>, Unwind> {
    match class_of(interp, v, true)? {
        Some(c) => Ok(c),
        None => Err(interp.throw_error(
            "TypeError",
            &format!(
                "{func}(): Argument #1 ($object_or_class) must be an object or a valid class name, {} given",
                v.type_name_for_error()
            ),
        )),
    }
}

fn str_arg(args: &[Value], i: usize) -> String {
    args.get(i)
        .map(|v| v.to_php_string_lossy().to_string_lossy())
        .unwrap_or_default()
}

fn bool_arg(args: &[Value], i: usize, default: bool) -> bool {
    args.get(i).map(|v| v.to_bool()).unwrap_or(default)
}

fn get_class(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) => Ok(Value::str(o.class_name())),
        Some(other) => Err(obj_arg_error(
            interp,
            "get_class",
            1,
            "object",
            "object",
            &other,
        )),
        None => match calling_scope(interp) {
            Some(c) => Ok(Value::str(&c.name)),
            None => Err(interp.throw_error(
                "Error",
                "get_class() without arguments must be called from within a class",
            )),
        },
    }
}

fn get_parent_class(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let class = match args.first() {
        // An object or the name of a class (`Z_PARAM_OBJ_OR_CLASS_NAME`), nothing else.
        Some(v) => Some(object_or_class_name(interp, "get_parent_class", v)?),
        None => calling_scope(interp),
    };
    Ok(match class.and_then(|c| c.parent.clone()) {
        Some(p) => Value::str(&p.name),
        None => Value::Bool(false),
    })
}

/// All properties, whatever the calling scope, under the names `(array)` would give them.
fn get_mangled_object_vars(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) => Ok(Value::arr(interp.mangled_props(&o))),
        v => Err(obj_arg_error(
            interp,
            "get_mangled_object_vars",
            1,
            "object",
            "object",
            &v.unwrap_or_default(),
        )),
    }
}

fn get_object_vars(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let Some(Value::Object(o)) = args.first().map(|v| v.deref()) else {
        let v = args.first().cloned().unwrap_or_default();
        return Err(obj_arg_error(
            interp,
            "get_object_vars",
            1,
            "object",
            "object",
            &v,
        ));
    };
    let scope = calling_scope(interp);
    let class = o.class().clone();
    let mut out = PhpArray::new();
    for (k, v) in o.props.borrow().iter() {
        let (ok, key) = match k {
            Key::Str(s) => match class.prop_at_slot(s) {
                Some(d) => (
                    visible(interp, scope.as_ref(), d.visibility, &d.class_name),
                    Key::from_bytes(d.name.as_bytes()),
                ),
                None => (true, k.clone()),
            },
            Key::Int(_) => (true, k.clone()),
        };
        if ok {
            out.insert(key, v.deref());
        }
    }
    Ok(Value::arr(out))
}

fn get_class_methods(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = args.first().cloned().unwrap_or_default();
    let class = object_or_class_name(interp, "get_class_methods", &v)?;
    let scope = calling_scope(interp);
    let mut out = PhpArray::new();
    for n in &class.method_order {
        let m = &class.methods[n];
        if visible(interp, scope.as_ref(), m.visibility, &m.class_name) {
            out.push(Value::str(&m.name));
        }
    }
    Ok(Value::arr(out))
}

fn prop_default(interp: &Interp, class: &Rc<Class>, p: &PropDecl) -> Result<Option<Value>, Unwind> {
    if p.is_static {
        class.init_statics(interp)?;
        return Ok(class
            .find_static_prop(&p.name)
            .map(|s| s.cell.borrow().clone()));
    }
    Ok(match &p.default {
        crate::object::PropDefault::Null => Some(Value::Null),
        crate::object::PropDefault::Uninit => None,
        crate::object::PropDefault::Value(_) => {
            let probe = crate::object::instantiate(interp, class)?;
            probe.destructed.set(true);
            probe.get_prop(p.name.as_bytes())
        }
    })
}

fn get_class_vars(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    // A class name (`Z_PARAM_CLASS`): any value converted to a string, null too.
    let v = args.first().cloned().unwrap_or_default();
    let name = interp.to_string(&v)?.to_string_lossy();
    let Some(class) = interp.classes.lookup(interp, &name)? else {
        return Err(interp.throw_error(
            "TypeError",
            &format!(
                "get_class_vars(): Argument #1 ($class) must be a valid class name, {name} given"
            ),
        ));
    };
    let scope = calling_scope(interp);
    let mut out = PhpArray::new();
    let own = class.props.iter().filter(|p| p.class_name == class.name);
    let inherited = class.props.iter().filter(|p| p.class_name != class.name);
    let mut statics: Vec<&Rc<crate::object::StaticProp>> = class.static_props.values().collect();
    statics.sort_by_key(|s| s.decl.class_name != class.name);
    let static_decls: Vec<&Rc<PropDecl>> = statics.iter().map(|s| &s.decl).collect();
    for p in own.chain(inherited).chain(static_decls) {
        if !visible(interp, scope.as_ref(), p.visibility, &p.class_name) {
            continue;
        }
        if let Some(v) = prop_default(interp, &class, p)? {
            out.insert(Key::from_bytes(p.name.as_bytes()), v.deref());
        }
    }
    Ok(Value::arr(out))
}

fn method_exists(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = args.first().cloned().unwrap_or_default();
    let class = match v.deref() {
        Value::Object(_) | Value::Str(_) => class_of(interp, &v, true)?,
        other => {
            return Err(obj_arg_error(
                interp,
                "method_exists",
                1,
                "object_or_class",
                "object|string",
                &other,
            ))
        }
    };
    let method = str_arg(args, 1);
    // A Closure's `__invoke` is made up on lookup, not declared.
    Ok(Value::Bool(class.is_some_and(|c| {
        c.find_method_ci(&method).is_some()
            || (&*c.lname == "closure" && method.eq_ignore_ascii_case("__invoke"))
    })))
}

fn property_exists(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let v = args.first().cloned().unwrap_or_default();
    let prop = str_arg(args, 1);
    let class = match v.deref() {
        Value::Object(_) | Value::Str(_) => class_of(interp, &v, true)?,
        other => {
            return Err(obj_arg_error(
                interp,
                "property_exists",
                1,
                "object_or_class",
                "object|string",
                &other,
            ))
        }
    };
    let Some(class) = class else {
        return Ok(Value::Bool(false));
    };
    let declared = class
        .find_prop(&prop)
        .map(|d| !(d.visibility == Visibility::Private && d.class_name != class.name))
        .unwrap_or(false)
        || class.find_static_prop(&prop).is_some();
    if declared {
        return Ok(Value::Bool(true));
    }
    Ok(Value::Bool(match v.deref() {
        Value::Object(o) => o.has_prop(prop.as_bytes()),
        _ => false,
    }))
}

fn exists_of_kind(
    interp: &Interp,
    args: &[Value],
    ok: fn(&Class) -> bool,
) -> Result<Value, Unwind> {
    let name = str_arg(args, 0);
    let class = if bool_arg(args, 1, true) {
        interp.classes.lookup(interp, &name)?
    } else {
        interp.classes.get(&name)
    };
    Ok(Value::Bool(class.is_some_and(|c| ok(&c))))
}

/// The names of the declared classes of the kinds `ok` accepts, in declaration order
/// (anonymous classes, whose names hold a NUL byte, are left out as PHP does).
fn declared_of_kind(interp: &Interp, ok: fn(ClassKind) -> bool) -> Value {
    let mut out = PhpArray::new();
    for c in interp.classes.in_order() {
        if ok(c.kind) && !c.name.contains('\0') {
            out.push(Value::str(&c.name));
        }
    }
    Value::Array(Rc::new(out))
}

fn class_alias(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = str_arg(args, 0);
    let alias = str_arg(args, 1);
    let class = if bool_arg(args, 2, true) {
        interp.classes.lookup(interp, &name)?
    } else {
        interp.classes.get(&name)
    };
    let Some(class) = class else {
        interp.warn(&format!("Class \"{name}\" not found"));
        return Ok(Value::Bool(false));
    };
    if class.decl.is_none() {
        return Err(interp.throw_error(
            "ValueError",
            "class_alias(): Argument #1 ($class) must be a user-defined class name, internal class name given",
        ));
    }
    let alias = alias.strip_prefix('\\').unwrap_or(&alias);
    if !interp.classes.insert_alias(alias, class) {
        interp.warn(&format!(
            "Cannot declare class {alias}, because the name is already in use"
        ));
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(true))
}

fn class_exists(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    exists_of_kind(interp, args, |c| {
        matches!(c.kind, ClassKind::Class | ClassKind::Enum)
    })
}
fn interface_exists(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    exists_of_kind(interp, args, |c| c.kind == ClassKind::Interface)
}
fn trait_exists(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    exists_of_kind(interp, args, |c| c.kind == ClassKind::Trait)
}
fn enum_exists(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    exists_of_kind(interp, args, |c| c.kind == ClassKind::Enum)
}

/// Shared body of `is_a` and `is_subclass_of`.
fn relation(
    interp: &Interp,
    args: &[Value],
    allow_default: bool,
    strict: bool,
) -> Result<Value, Unwind> {
    let subject = args.first().cloned().unwrap_or_default().deref();
    let allow_string = bool_arg(args, 2, allow_default);
    let class = match &subject {
        Value::Object(o) => o.class().clone(),
        Value::Str(s) if allow_string => {
            match interp.classes.lookup(interp, &s.to_string_lossy())? {
                Some(c) => c,
                None => return Ok(Value::Bool(false)),
            }
        }
        _ => return Ok(Value::Bool(false)),
    };
    let target = str_arg(args, 1);
    let Some(target) = interp.classes.get(&target) else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(if strict {
        class.is_subclass_of(&target)
    } else {
        class.instanceof(&target)
    }))
}

fn is_a(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    relation(interp, args, false, false)
}
fn is_subclass_of(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    relation(interp, args, true, true)
}

/// `class_implements` / `class_parents`: a name => name array, or false with a warning
/// for an unknown class.
fn name_map(
    interp: &Interp,
    args: &[Value],
    func: &str,
    names: fn(&Class) -> Vec<Rc<str>>,
) -> Result<Value, Unwind> {
    let v = args.first().cloned().unwrap_or_default();
    let autoload = bool_arg(args, 1, true);
    let class = match v.deref() {
        Value::Object(o) => Some(o.class().clone()),
        Value::Str(s) => {
            let n = s.to_string_lossy();
            let c = if autoload {
                interp.classes.lookup(interp, &n)?
            } else {
                interp.classes.get(&n)
            };
            if c.is_none() {
                let how = if autoload {
                    "could not be loaded"
                } else {
                    "does not exist and could not be loaded"
                };
                interp.warn(&format!("{func}(): Class {n} {how}"));
                return Ok(Value::Bool(false));
            }
            c
        }
        other => {
            return Err(obj_arg_error(
                interp,
                func,
                1,
                "object_or_class",
                "object|string",
                &other,
            ))
        }
    };
    let mut out = PhpArray::new();
    for n in class.map(|c| names(&c)).unwrap_or_default() {
        out.insert(Key::from_bytes(n.as_bytes()), Value::str(&n));
    }
    Ok(Value::arr(out))
}

fn class_implements(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    name_map(interp, args, "class_implements", |c| {
        c.interfaces.iter().map(|i| i.name.clone()).collect()
    })
}

fn class_parents(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    name_map(interp, args, "class_parents", |c| {
        let mut out = Vec::new();
        let mut p = c.parent.as_deref();
        while let Some(k) = p {
            out.push(k.name.clone());
            p = k.parent.as_deref();
        }
        out
    })
}

fn class_uses(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    name_map(interp, args, "class_uses", |c| c.traits.clone())
}

fn object_arg(interp: &Interp, func: &str, args: &[Value]) -> Result<crate::object::Obj, Unwind> {
    match args.first().map(|v| v.deref()) {
        Some(Value::Object(o)) => Ok(o),
        other => Err(obj_arg_error(
            interp,
            func,
            1,
            "object",
            "object",
            &other.unwrap_or_default(),
        )),
    }
}

fn spl_object_id(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(
        object_arg(interp, "spl_object_id", args)?.id() as i64
    ))
}

fn spl_object_hash(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let id = object_arg(interp, "spl_object_hash", args)?.id();
    Ok(Value::Str(PhpString::from(format!("{id:016x}{:016x}", 0))))
}

fn spl_autoload_register(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cb = args.first().cloned().unwrap_or_default().deref();
    if !cb.is_null() {
        interp.classes.add_autoloader(cb, bool_arg(args, 2, false));
    }
    Ok(Value::Bool(true))
}

fn spl_autoload_unregister(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let cb = args.first().cloned().unwrap_or_default().deref();
    Ok(Value::Bool(interp.classes.remove_autoloader(&cb)))
}

fn spl_autoload_functions(interp: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::arr(PhpArray::from_values(
        interp.classes.autoloaders(),
    )))
}

fn gc_collect_cycles(interp: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(gc::collect_cycles(interp)? as i64))
}
fn gc_enable(_interp: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    gc::set_enabled(true);
    Ok(Value::Null)
}
fn gc_disable(_interp: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    gc::set_enabled(false);
    Ok(Value::Null)
}
fn gc_enabled(_interp: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(gc::enabled()))
}
fn gc_status(_interp: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let s = gc::status();
    let mut out = PhpArray::new();
    out.insert(Key::from("runs"), Value::Int(s.runs as i64));
    out.insert(Key::from("collected"), Value::Int(s.collected as i64));
    out.insert(Key::from("threshold"), Value::Int(gc::threshold() as i64));
    out.insert(Key::from("roots"), Value::Int(s.roots as i64));
    Ok(Value::arr(out))
}

/// Walk an array or a Traversable, calling `each(key, value)` until it returns false.
/// Iterators are driven through their methods; `IteratorAggregate` through `getIterator`.
fn walk(
    interp: &Interp,
    func: &str,
    v: &Value,
    each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
) -> Result<(), Unwind> {
    walk_keyed(interp, func, v, true, each)
}

/// `walk`; without `keys` an Iterator's `key()` is not called (the keys given are null).
fn walk_keyed(
    interp: &Interp,
    func: &str,
    v: &Value,
    keys: bool,
    each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
) -> Result<(), Unwind> {
    let obj = match v.deref() {
        Value::Array(a) => {
            for (k, v) in a.iter() {
                if !each(k.to_value(), v.deref())? {
                    break;
                }
            }
            return Ok(());
        }
        Value::Object(o) if o.class.instanceof_name("traversable") => o,
        other => {
            return Err(obj_arg_error(
                interp,
                func,
                1,
                "iterator",
                "Traversable|array",
                &other,
            ))
        }
    };
    interp.iterate_object(None, &obj, false, keys, each)
}

/// Step through an array or a Traversable without reading the elements of an Iterator.
fn walk_positions(
    interp: &Interp,
    func: &str,
    v: &Value,
    each: &mut dyn FnMut() -> Result<bool, Unwind>,
) -> Result<(), Unwind> {
    match v.deref() {
        Value::Object(o) if o.class.instanceof_name("traversable") => {
            interp.iterate_positions(&o, each)
        }
        other => walk(interp, func, &other, &mut |_, _| each()),
    }
}

fn iterator_to_array(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let preserve = bool_arg(args, 1, true);
    let mut out = PhpArray::new();
    let src = args.first().cloned().unwrap_or_default();
    walk_keyed(interp, "iterator_to_array", &src, preserve, &mut |k, v| {
        if !preserve {
            out.push(v);
            return Ok(true);
        }
        match k.deref() {
            Value::Int(i) => out.insert(Key::Int(i), v),
            Value::Str(s) => out.insert(Key::from_php_string(s), v),
            Value::Null => out.insert(Key::from(""), v),
            Value::Bool(b) => out.insert(Key::Int(b as i64), v),
            Value::Float(f) => out.insert(Key::Int(f as i64), v),
            _ => return Err(interp.throw_error("TypeError", "Illegal offset type")),
        }
        Ok(true)
    })?;
    Ok(Value::arr(out))
}

fn iterator_count(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut n = 0i64;
    let src = args.first().cloned().unwrap_or_default();
    walk_positions(interp, "iterator_count", &src, &mut || {
        n += 1;
        Ok(true)
    })?;
    Ok(Value::Int(n))
}

fn iterator_apply(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let src = args.first().cloned().unwrap_or_default();
    let cb = args.get(1).cloned().unwrap_or_default();
    let extra: Vec<Value> = match args.get(2).map(|v| v.deref()) {
        Some(Value::Array(a)) => a.values().cloned().collect(),
        _ => Vec::new(),
    };
    let mut n = 0i64;
    walk_positions(interp, "iterator_apply", &src, &mut || {
        n += 1;
        Ok(interp.call_value(&cb, extra.clone())?.to_bool())
    })?;
    Ok(Value::Int(n))
}
