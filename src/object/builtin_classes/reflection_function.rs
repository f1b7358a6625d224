//! Reflection of functions, methods and parameters: `ReflectionFunctionAbstract`,
//! `ReflectionFunction`, `ReflectionMethod` and `ReflectionParameter`, over the evaluator's
//! `FuncView`.

use std::rc::Rc;

use super::reflection::{class_arg, doc_value, reflect_class};
use super::reflection_attribute::{
    get_attributes, AttrScope, TARGET_FUNCTION, TARGET_METHOD, TARGET_PARAMETER,
};
use super::reflection_type::type_object;
use super::{this, NativeClass};
use crate::eval::{FuncView, Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Method, Obj};
use crate::syntax::ast::Visibility;
use crate::value::{PhpArray, Value};

const IS_STATIC: i64 = 16;
const IS_FINAL: i64 = 32;
const IS_ABSTRACT: i64 = 64;

pub fn register(table: &ClassTable) {
    NativeClass::class("ReflectionFunctionAbstract")
        .abstract_class()
        .implements(table, &["Reflector"])
        .prop("name", Visibility::Public, Value::str(""))
        .with(function_methods)
        .register(table);
    NativeClass::class("ReflectionFunction")
        .extends(table, "ReflectionFunctionAbstract")
        .method(
            "__construct",
            "__construct(Closure|string $function)",
            function_construct,
        )
        .method("invoke", "invoke(mixed ...$args): mixed", |i, t, _, a| {
            let f = view(i, t)?;
            i.reflect_invoke(&f, a.iter().map(Value::deref).collect())
        })
        .method(
            "invokeArgs",
            "invokeArgs(array $args = []): mixed",
            |i, t, _, a| {
                let f = view(i, t)?;
                let args = match a.first().map(Value::deref) {
                    Some(Value::Array(arr)) => arr.values().map(Value::deref).collect(),
                    _ => Vec::new(),
                };
                i.reflect_invoke(&f, args)
            },
        )
        .method("isAnonymous", "isAnonymous(): bool", |i, t, _, _| {
            Ok(Value::Bool(view(i, t)?.is_closure()))
        })
        .method("getClosure", "getClosure(): Closure", |i, t, _, _| {
            let f = view(i, t)?;
            match f.closure() {
                Some(c) => Ok(Value::Object(c.clone())),
                None => {
                    let from = Value::str("Closure::fromCallable");
                    i.call_value(&from, vec![Value::str(&f.name())])
                }
            }
        })
        .register(table);
    NativeClass::class("ReflectionMethod")
        .extends(table, "ReflectionFunctionAbstract")
        .constant("IS_STATIC", Value::Int(IS_STATIC))
        .constant("IS_PUBLIC", Value::Int(1))
        .constant("IS_PROTECTED", Value::Int(2))
        .constant("IS_PRIVATE", Value::Int(4))
        .constant("IS_ABSTRACT", Value::Int(IS_ABSTRACT))
        .constant("IS_FINAL", Value::Int(IS_FINAL))
        .prop("class", Visibility::Public, Value::str(""))
        .method(
            "__construct",
            "__construct(object|string $objectOrMethod, ?string $method = null)",
            method_construct,
        )
        .with(method_methods)
        .register(table);
    NativeClass::class("ReflectionParameter")
        .implements(table, &["Reflector"])
        .prop("name", Visibility::Public, Value::str(""))
        .with(param_methods)
        .register(table);
}

/// The state of a `ReflectionFunction` or `ReflectionMethod`.
struct FuncState {
    view: FuncView,
    /// For methods: the class it was reflected on and the method.
    method: Option<(Rc<Class>, Rc<Method>)>,
}

impl Internal for FuncState {}

fn state<R>(
    interp: &Interp,
    t: Option<&Obj>,
    f: impl FnOnce(&FuncState) -> R,
) -> Result<R, Unwind> {
    this(interp, t)?
        .with_internal(|s: &mut FuncState| f(s))
        .ok_or_else(|| {
            interp.throw_error(
                "Error",
                "Internal error: Failed to retrieve the reflection object",
            )
        })
}

fn view(interp: &Interp, t: Option<&Obj>) -> Result<FuncView, Unwind> {
    state(interp, t, |s| s.view.clone())
}

fn method_of(interp: &Interp, t: Option<&Obj>) -> Result<(Rc<Class>, Rc<Method>), Unwind> {
    state(interp, t, |s| s.method.clone())?
        .ok_or_else(|| interp.throw_error("Error", "Not a method"))
}

fn function_methods(c: NativeClass) -> NativeClass {
    c.method("getName", "getName(): string", |i, t, _, _| {
        Ok(this(i, t)?.get_prop(b"name").unwrap_or_default())
    })
    .method("getShortName", "getShortName(): string", |i, t, _, _| {
        let n = this(i, t)?
            .get_prop(b"name")
            .unwrap_or_default()
            .to_php_string_lossy()
            .to_string_lossy();
        Ok(Value::str(n.rsplit('\\').next().unwrap_or(&n)))
    })
    .method(
        "getNamespaceName",
        "getNamespaceName(): string",
        |i, t, _, _| {
            let n = this(i, t)?
                .get_prop(b"name")
                .unwrap_or_default()
                .to_php_string_lossy()
                .to_string_lossy();
            Ok(Value::str(n.rsplit_once('\\').map_or("", |(ns, _)| ns)))
        },
    )
    .method("inNamespace", "inNamespace(): bool", |i, t, _, _| {
        let n = this(i, t)?.get_prop(b"name").unwrap_or_default();
        Ok(Value::Bool(
            n.to_php_string_lossy().as_bytes().contains(&b'\\'),
        ))
    })
    .method(
        "getNumberOfParameters",
        "getNumberOfParameters(): int",
        |i, t, _, _| Ok(Value::Int(view(i, t)?.params(i).len() as i64)),
    )
    .method(
        "getNumberOfRequiredParameters",
        "getNumberOfRequiredParameters(): int",
        |i, t, _, _| {
            let n = view(i, t)?.params(i).iter().filter(|p| !p.optional).count();
            Ok(Value::Int(n as i64))
        },
    )
    .method("getParameters", "getParameters(): array", |i, t, _, _| {
        let owner = this(i, t)?.clone();
        let f = view(i, t)?;
        let mut out = Vec::new();
        for (pos, p) in f.params(i).iter().enumerate() {
            out.push(reflect_param(i, &owner, pos, &p.name)?);
        }
        Ok(Value::arr(PhpArray::from_values(out)))
    })
    .method("hasReturnType", "hasReturnType(): bool", |i, t, _, _| {
        Ok(Value::Bool(view(i, t)?.return_type(i).is_some()))
    })
    .method(
        "getReturnType",
        "getReturnType(): ?ReflectionType",
        |i, t, _, _| match view(i, t)?.return_type(i) {
            Some(ty) => type_object(i, &ty),
            None => Ok(Value::Null),
        },
    )
    .method("isVariadic", "isVariadic(): bool", |i, t, _, _| {
        Ok(Value::Bool(
            view(i, t)?.params(i).iter().any(|p| p.variadic),
        ))
    })
    .method(
        "returnsReference",
        "returnsReference(): bool",
        |i, t, _, _| Ok(Value::Bool(view(i, t)?.returns_ref())),
    )
    .method("isClosure", "isClosure(): bool", |i, t, _, _| {
        Ok(Value::Bool(view(i, t)?.is_closure()))
    })
    .method(
        "getClosureThis",
        "getClosureThis(): ?object",
        |i, t, _, _| {
            let f = view(i, t)?;
            let d = f.closure().and_then(|c| i.closure_data(c));
            Ok(d.and_then(|d| d.this).map_or(Value::Null, Value::Object))
        },
    )
    .method(
        "getClosureScopeClass",
        "getClosureScopeClass(): ?ReflectionClass",
        |i, t, _, _| {
            let f = view(i, t)?;
            match f
                .closure()
                .and_then(|c| i.closure_data(c))
                .and_then(|d| d.scope)
            {
                Some(c) => reflect_class(i, &c),
                None => Ok(Value::Null),
            }
        },
    )
    .method("isGenerator", "isGenerator(): bool", |i, t, _, _| {
        Ok(Value::Bool(view(i, t)?.is_generator()))
    })
    .method("isUserDefined", "isUserDefined(): bool", |i, t, _, _| {
        Ok(Value::Bool(view(i, t)?.is_user()))
    })
    .method("isInternal", "isInternal(): bool", |i, t, _, _| {
        Ok(Value::Bool(!view(i, t)?.is_user()))
    })
    .method(
        "getDocComment",
        "getDocComment(): string|false",
        |i, t, _, _| Ok(doc_value(view(i, t)?.doc_comment())),
    )
    .method(
        "getAttributes",
        "getAttributes(?string $name = null, int $flags = 0): array",
        |i, t, _, a| {
            let (view, is_method) = state(i, t, |s| (s.view.clone(), s.method.is_some()))?;
            let target = if is_method {
                TARGET_METHOD
            } else {
                TARGET_FUNCTION
            };
            get_attributes(i, view.attrs(), AttrScope::Func(view), target, a)
        },
    )
}

fn function_construct(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let Some(view) = interp.reflect_function(&args[0]) else {
        let name = args[0].to_php_string_lossy().to_string_lossy();
        return Err(interp.throw_error(
            "ReflectionException",
            &format!("Function {name}() does not exist"),
        ));
    };
    obj.set_prop(b"name", Value::str(&view.name()));
    obj.set_internal(Box::new(FuncState { view, method: None }));
    Ok(Value::Null)
}

/// `ReflectionMethod::IS_*` bits of a method.
pub(super) fn method_modifiers(m: &Method) -> i64 {
    let vis = match m.visibility {
        Visibility::Public => 1,
        Visibility::Protected => 2,
        Visibility::Private => 4,
    };
    vis | if m.is_static { IS_STATIC } else { 0 }
        | if m.is_final { IS_FINAL } else { 0 }
        | if m.is_abstract { IS_ABSTRACT } else { 0 }
}

fn fill_method(
    interp: &Interp,
    obj: &Obj,
    class: &Rc<Class>,
    m: &Rc<Method>,
) -> Result<(), Unwind> {
    let Some(view) = interp.reflect_method(m, Some(class)) else {
        return Err(interp.throw_error("ReflectionException", "Method does not exist"));
    };
    obj.set_prop(b"name", Value::str(&m.name));
    obj.set_prop(b"class", Value::str(&m.class_name));
    obj.set_internal(Box::new(FuncState {
        view,
        method: Some((class.clone(), m.clone())),
    }));
    Ok(())
}

/// A new `ReflectionMethod` for method `m` of `class`.
pub(super) fn reflect_method(
    interp: &Interp,
    class: &Rc<Class>,
    m: &Rc<Method>,
) -> Result<Value, Unwind> {
    let Some(rc) = interp.classes.get("ReflectionMethod") else {
        return Ok(Value::Null);
    };
    let obj = crate::object::instantiate(interp, &rc)?;
    fill_method(interp, &obj, class, m)?;
    Ok(Value::Object(obj))
}

fn method_construct(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let (class_v, name) = match args.get(1).filter(|v| !v.is_null()) {
        Some(n) => (args[0].clone(), n.to_php_string_lossy().to_string_lossy()),
        None => {
            let s = args[0].to_php_string_lossy().to_string_lossy();
            match s.split_once("::") {
                Some((c, m)) => (Value::str(c), m.to_string()),
                None => {
                    return Err(interp.throw_error(
                        "ReflectionException",
                        "ReflectionMethod::__construct(): Argument #1 ($objectOrMethod) must be a valid method name",
                    ))
                }
            }
        }
    };
    let class = class_arg(interp, &class_v)?;
    let Some(m) = class.find_method_ci(&name).cloned() else {
        return Err(interp.throw_error(
            "ReflectionException",
            &format!("Method {}::{name}() does not exist", class.name),
        ));
    };
    fill_method(interp, obj, &class, &m).map(|()| Value::Null)
}

/// Call a reflected method on `target` (null for static methods).
fn invoke_method(
    interp: &Interp,
    t: Option<&Obj>,
    target: &Value,
    args: Vec<Value>,
) -> Result<Value, Unwind> {
    let (class, m) = method_of(interp, t)?;
    if m.is_abstract {
        return Err(interp.throw_error(
            "ReflectionException",
            &format!(
                "Trying to invoke abstract method {}::{}()",
                m.class_name, m.name
            ),
        ));
    }
    if m.is_static {
        return interp
            .call_method_on(None, &class, &m, args)
            .map_err(|e| *e);
    }
    match target.deref() {
        Value::Object(o)
            if o.class().instanceof(&class)
                || m.class().is_some_and(|c| o.class().instanceof(&c)) =>
        {
            let called = o.class().clone();
            interp
                .call_method_on(Some(&o), &called, &m, args)
                .map_err(|e| *e)
        }
        Value::Object(_) => Err(interp.throw_error(
            "ReflectionException",
            "Given object is not an instance of the class this method was declared in",
        )),
        _ => Err(interp.throw_error(
            "ReflectionException",
            &format!(
                "Trying to invoke non static method {}::{}() without an object",
                m.class_name, m.name
            ),
        )),
    }
}

fn method_methods(c: NativeClass) -> NativeClass {
    c.method(
        "invoke",
        "invoke(?object $object = null, mixed ...$args): mixed",
        |i, t, _, a| {
            let target = a.first().cloned().unwrap_or_default();
            let args = a.iter().skip(1).map(Value::deref).collect();
            invoke_method(i, t, &target, args)
        },
    )
    .method(
        "invokeArgs",
        "invokeArgs(?object $object = null, array $args = []): mixed",
        |i, t, _, a| {
            let target = a.first().cloned().unwrap_or_default();
            let args = match a.get(1).map(Value::deref) {
                Some(Value::Array(arr)) => arr.values().map(Value::deref).collect(),
                _ => Vec::new(),
            };
            invoke_method(i, t, &target, args)
        },
    )
    .method(
        "setAccessible",
        "setAccessible(bool $accessible): void",
        |_, _, _, _| Ok(Value::Null),
    )
    .method("isPublic", "isPublic(): bool", |i, t, _, _| {
        Ok(Value::Bool(
            method_of(i, t)?.1.visibility == Visibility::Public,
        ))
    })
    .method("isProtected", "isProtected(): bool", |i, t, _, _| {
        Ok(Value::Bool(
            method_of(i, t)?.1.visibility == Visibility::Protected,
        ))
    })
    .method("isPrivate", "isPrivate(): bool", |i, t, _, _| {
        Ok(Value::Bool(
            method_of(i, t)?.1.visibility == Visibility::Private,
        ))
    })
    .method("isStatic", "isStatic(): bool", |i, t, _, _| {
        Ok(Value::Bool(method_of(i, t)?.1.is_static))
    })
    .method("isFinal", "isFinal(): bool", |i, t, _, _| {
        Ok(Value::Bool(method_of(i, t)?.1.is_final))
    })
    .method("isAbstract", "isAbstract(): bool", |i, t, _, _| {
        Ok(Value::Bool(method_of(i, t)?.1.is_abstract))
    })
    .method("isConstructor", "isConstructor(): bool", |i, t, _, _| {
        Ok(Value::Bool(
            method_of(i, t)?.1.name.eq_ignore_ascii_case("__construct"),
        ))
    })
    .method("isDestructor", "isDestructor(): bool", |i, t, _, _| {
        Ok(Value::Bool(
            method_of(i, t)?.1.name.eq_ignore_ascii_case("__destruct"),
        ))
    })
    .method("getModifiers", "getModifiers(): int", |i, t, _, _| {
        Ok(Value::Int(method_modifiers(&method_of(i, t)?.1)))
    })
    .method(
        "getDeclaringClass",
        "getDeclaringClass(): ReflectionClass",
        |i, t, _, _| {
            let (class, m) = method_of(i, t)?;
            reflect_class(i, &m.class().unwrap_or(class))
        },
    )
    .method(
        "getClosure",
        "getClosure(?object $object = null): Closure",
        |i, t, _, a| {
            let (class, m) = method_of(i, t)?;
            let target = match a.first().map(Value::deref) {
                Some(o @ Value::Object(_)) if !m.is_static => o,
                _ => Value::str(&class.name),
            };
            let callable = Value::arr(PhpArray::from_values(vec![target, Value::str(&m.name)]));
            i.call_value(&Value::str("Closure::fromCallable"), vec![callable])
        },
    )
}

/// The state of a `ReflectionParameter`: the function it belongs to (not the reflection
/// object it came from, which may be freed) and its position.
struct ParamState {
    func: FuncView,
    method: Option<(Rc<Class>, Rc<Method>)>,
    pos: usize,
}

impl Internal for ParamState {}

fn reflect_param(interp: &Interp, owner: &Obj, pos: usize, name: &str) -> Result<Value, Unwind> {
    let Some(rc) = interp.classes.get("ReflectionParameter") else {
        return Ok(Value::Null);
    };
    let (func, method) = state(interp, Some(owner), |s| (s.view.clone(), s.method.clone()))?;
    let obj = crate::object::instantiate(interp, &rc)?;
    obj.set_prop(b"name", Value::str(name));
    obj.set_internal(Box::new(ParamState { func, method, pos }));
    Ok(Value::Object(obj))
}

fn param_state<R>(
    interp: &Interp,
    t: Option<&Obj>,
    f: impl FnOnce(&ParamState) -> R,
) -> Result<R, Unwind> {
    this(interp, t)?
        .with_internal(|s: &mut ParamState| f(s))
        .ok_or_else(|| {
            interp.throw_error(
                "Error",
                "Internal error: Failed to retrieve the reflection object",
            )
        })
}

/// The function view, the position, and the parameter's view.
fn param(
    interp: &Interp,
    t: Option<&Obj>,
) -> Result<(FuncView, usize, crate::eval::ParamView), Unwind> {
    let (f, pos) = param_state(interp, t, |s| (s.func.clone(), s.pos))?;
    let p =
        f.params(interp).into_iter().nth(pos).ok_or_else(|| {
            interp.throw_error("ReflectionException", "The parameter does not exist")
        })?;
    Ok((f, pos, p))
}

/// A default value as `ReflectionParameter::__toString` shows it.
fn default_text(v: &Value) -> String {
    match v {
        Value::Null => "NULL".into(),
        Value::Bool(b) => b.to_string(),
        Value::Str(s) => format!("'{}'", s.to_string_lossy()),
        Value::Array(a) if a.is_empty() => "[]".into(),
        Value::Array(a) => {
            let items: Vec<String> = a.values().map(|v| default_text(&v.deref())).collect();
            format!("[{}]", items.join(", "))
        }
        other => other.to_php_string_lossy().to_string_lossy(),
    }
}

fn param_methods(c: NativeClass) -> NativeClass {
    c.method("__toString", "__toString(): string", |i, t, _, _| {
        let (f, pos, p) = param(i, t)?;
        let mut s = format!(
            "Parameter #{pos} [ <{}> ",
            if p.optional { "optional" } else { "required" }
        );
        if let Some(ty) = &p.ty {
            s.push_str(&crate::builtins::props::type_hint_text(ty));
            s.push(' ');
        }
        if p.by_ref {
            s.push('&');
        }
        if p.variadic {
            s.push_str("...");
        }
        s.push('$');
        s.push_str(&p.name);
        if p.has_default {
            s.push_str(" = ");
            s.push_str(&default_text(&i.reflect_default(&f, pos)?));
        }
        s.push_str(" ]");
        Ok(Value::str(&s))
    })
    .method("getName", "getName(): string", |i, t, _, _| {
        Ok(Value::str(&param(i, t)?.2.name))
    })
    .method("getPosition", "getPosition(): int", |i, t, _, _| {
        Ok(Value::Int(param(i, t)?.1 as i64))
    })
    .method("hasType", "hasType(): bool", |i, t, _, _| {
        Ok(Value::Bool(param(i, t)?.2.ty.is_some()))
    })
    .method(
        "getType",
        "getType(): ?ReflectionType",
        |i, t, _, _| match param(i, t)?.2.ty {
            Some(ty) => type_object(i, &ty),
            None => Ok(Value::Null),
        },
    )
    .method("allowsNull", "allowsNull(): bool", |i, t, _, _| {
        let p = param(i, t)?.2;
        let Some(ty) = p.ty else {
            return Ok(Value::Bool(true));
        };
        let text = crate::builtins::props::type_hint_text(&ty).to_ascii_lowercase();
        Ok(Value::Bool(
            text.starts_with('?') || text == "mixed" || text.split('|').any(|p| p == "null"),
        ))
    })
    .method("isOptional", "isOptional(): bool", |i, t, _, _| {
        Ok(Value::Bool(param(i, t)?.2.optional))
    })
    .method(
        "isDefaultValueAvailable",
        "isDefaultValueAvailable(): bool",
        |i, t, _, _| Ok(Value::Bool(param(i, t)?.2.has_default)),
    )
    .method(
        "getDefaultValue",
        "getDefaultValue(): mixed",
        |i, t, _, _| {
            let (f, pos, p) = param(i, t)?;
            if !p.has_default {
                return Err(i.throw_error(
                    "ReflectionException",
                    "Internal error: Failed to retrieve the default value",
                ));
            }
            i.reflect_default(&f, pos)
        },
    )
    .method("isVariadic", "isVariadic(): bool", |i, t, _, _| {
        Ok(Value::Bool(param(i, t)?.2.variadic))
    })
    .method(
        "isPassedByReference",
        "isPassedByReference(): bool",
        |i, t, _, _| Ok(Value::Bool(param(i, t)?.2.by_ref)),
    )
    .method(
        "canBePassedByValue",
        "canBePassedByValue(): bool",
        |i, t, _, _| Ok(Value::Bool(!param(i, t)?.2.by_ref)),
    )
    .method("isPromoted", "isPromoted(): bool", |i, t, _, _| {
        Ok(Value::Bool(param(i, t)?.2.promoted))
    })
    .method(
        "getAttributes",
        "getAttributes(?string $name = null, int $flags = 0): array",
        |i, t, _, a| {
            let (f, pos) = param_state(i, t, |s| (s.func.clone(), s.pos))?;
            let attrs = f.param_attrs(pos);
            get_attributes(i, attrs, AttrScope::Func(f), TARGET_PARAMETER, a)
        },
    )
    .method("isArray", "isArray(): bool", |i, t, _, _| {
        let ty = param(i, t)?.2.ty;
        Ok(Value::Bool(ty.is_some_and(|ty| {
            crate::builtins::props::type_hint_text(&ty)
                .trim_start_matches('?')
                .eq_ignore_ascii_case("array")
        })))
    })
    .method("isCallable", "isCallable(): bool", |i, t, _, _| {
        let ty = param(i, t)?.2.ty;
        Ok(Value::Bool(ty.is_some_and(|ty| {
            crate::builtins::props::type_hint_text(&ty)
                .trim_start_matches('?')
                .eq_ignore_ascii_case("callable")
        })))
    })
    .method(
        "getDeclaringFunction",
        "getDeclaringFunction(): ReflectionFunctionAbstract",
        |i, t, _, _| {
            let (func, method) = param_state(i, t, |s| (s.func.clone(), s.method.clone()))?;
            match method {
                Some((class, m)) => reflect_method(i, &class, &m),
                None => {
                    let Some(rc) = i.classes.get("ReflectionFunction") else {
                        return Ok(Value::Null);
                    };
                    let obj = crate::object::instantiate(i, &rc)?;
                    obj.set_prop(b"name", Value::str(&func.name()));
                    obj.set_internal(Box::new(FuncState {
                        view: func,
                        method: None,
                    }));
                    Ok(Value::Object(obj))
                }
            }
        },
    )
    .method(
        "getDeclaringClass",
        "getDeclaringClass(): ?ReflectionClass",
        |i, t, _, _| match param_state(i, t, |s| s.method.clone())? {
            Some((class, m)) => reflect_class(i, &m.class().unwrap_or(class)),
            None => Ok(Value::Null),
        },
    )
}
