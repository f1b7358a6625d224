//! The classes and interfaces aphp provides: a small builder for native classes, and the
//! registration of the standard classes into the class table (the common ones at
//! startup, the others on first use).

pub(crate) mod array_object;
pub mod async_channel;
pub mod async_context;
mod async_coroutine;
mod async_cpu_snapshot;
mod async_exceptions;
pub mod async_future;
mod async_pool;
pub mod async_scope;
pub mod async_task_group;
mod async_task_set;
mod async_timeout;
pub(crate) mod date_errors;
pub(crate) mod date_format_parse;
pub(crate) mod date_functions;
pub(crate) mod date_interval;
mod date_period;
mod date_serial;
mod date_zone_info;
pub(crate) mod datetime;
pub(crate) mod directory;
mod engine;
pub mod exceptions;
mod fiber;
pub(crate) mod hash_context;
mod interfaces;
mod outer_iter;
mod random_ext;
mod recursive_iter;
mod reflection;
mod reflection_attribute;
mod reflection_function;
mod reflection_property;
mod reflection_type;
mod spl_file_info;
mod spl_file_object;
mod spl_heap;
mod spl_iter_more;
mod spl_list;
mod spl_storage;
pub(crate) mod weak;

use std::rc::Rc;

use super::assemble::{assemble, ClassSpec, MethodSpec, PropSpec};
use super::class::{
    Class, FastNativeMethod, LazyValue, MethodBody, NativeInit, NativeMethod, PropDefault,
};
use super::ClassTable;
use crate::eval::{Interp, Unwind};
use crate::syntax::ast::{ClassKind, Visibility};
use crate::value::Value;

/// Register the built-in classes nearly every script meets (the standard interfaces, the
/// exception hierarchy, `Closure`, `Generator`), parents before children. The others are
/// in `LAZY_GROUPS`.
pub fn register(table: &ClassTable) {
    interfaces::register(table);
    exceptions::register(table);
    engine::register(table);
}

/// The other built-in classes, in PHP's declaration order, by group: a group is registered
/// the first time one of its names (lowercase) is looked up, which keeps startup short.
pub const LAZY_GROUPS: &[LazyGroup] = &[
    LazyGroup {
        names: &["weakreference", "internaliterator", "weakmap"],
        register: weak::register,
    },
    LazyGroup {
        names: &["fiber", "fibererror"],
        register: fiber::register,
    },
    LazyGroup {
        names: &["seekableiterator", "arrayiterator", "arrayobject"],
        register: array_object::register,
    },
    LazyGroup {
        names: &[
            "recursiveiterator",
            "outeriterator",
            "recursivearrayiterator",
            "recursiveiteratoriterator",
        ],
        register: recursive_iter::register,
    },
    LazyGroup {
        names: &[
            "iteratoriterator",
            "filteriterator",
            "callbackfilteriterator",
            "limititerator",
            "norewinditerator",
            "cachingiterator",
            "appenditerator",
            "infiniteiterator",
        ],
        register: outer_iter::register,
    },
    LazyGroup {
        names: &[
            "emptyiterator",
            "regexiterator",
            "recursivefilteriterator",
            "parentiterator",
            "recursivecallbackfilteriterator",
            "multipleiterator",
        ],
        register: spl_iter_more::register,
    },
    LazyGroup {
        names: &["socket"],
        register: crate::builtins::sockets::handle::register,
    },
    LazyGroup {
        names: &["addressinfo"],
        register: crate::builtins::sockets::addrinfo::register,
    },
    LazyGroup {
        names: &["hashcontext"],
        register: hash_context::register,
    },
    LazyGroup {
        names: &[
            "random\\engine",
            "random\\cryptosafeengine",
            "random\\engine\\mt19937",
            "random\\engine\\secure",
            "random\\randomizer",
        ],
        register: random_ext::register,
    },
    LazyGroup {
        names: &[
            "reflector",
            "reflectionexception",
            "reflectiontype",
            "reflectionnamedtype",
            "reflectionuniontype",
            "reflectionclass",
            "reflectionobject",
            "reflectionenum",
            "reflectionproperty",
            "reflectionfunctionabstract",
            "reflectionfunction",
            "reflectionmethod",
            "reflectionparameter",
            "reflection",
            "attribute",
            "reflectionattribute",
        ],
        register: reflection::register,
    },
    LazyGroup {
        names: &["spldoublylinkedlist", "splqueue", "splstack"],
        register: spl_list::register,
    },
    LazyGroup {
        names: &[
            "splfileinfo",
            "directoryiterator",
            "filesystemiterator",
            "recursivedirectoryiterator",
        ],
        register: spl_file_info::register,
    },
    LazyGroup {
        names: &["splfileobject", "spltempfileobject"],
        register: spl_file_object::register,
    },
    LazyGroup {
        names: &["splheap", "splminheap", "splmaxheap", "splpriorityqueue"],
        register: spl_heap::register,
    },
    LazyGroup {
        names: &["splobjectstorage", "splfixedarray"],
        register: spl_storage::register,
    },
    LazyGroup {
        names: &[
            "datetimeinterface",
            "datetimezone",
            "datetime",
            "datetimeimmutable",
        ],
        register: datetime::register,
    },
    LazyGroup {
        names: &["dateinterval"],
        register: date_interval::register,
    },
    LazyGroup {
        names: &["dateperiod"],
        register: date_period::register,
    },
    LazyGroup {
        names: &[
            "async\\awaitable",
            "async\\completable",
            "cancellation",
            "async\\asynccancellation",
            "async\\operationcanceledexception",
            "async\\asyncexception",
            "async\\serviceunavailableexception",
            "async\\poolexception",
            "async\\contextexception",
            "async\\inputoutputexception",
            "async\\dnsexception",
            "async\\timeoutexception",
            "async\\pollexception",
            "async\\deadlockerror",
            "async\\compositeexception",
        ],
        register: async_exceptions::register,
    },
    LazyGroup {
        names: &["async\\coroutine"],
        register: async_coroutine::register,
    },
    LazyGroup {
        names: &["async\\timeout"],
        register: async_timeout::register,
    },
    LazyGroup {
        names: &["async\\futurestate", "async\\future"],
        register: async_future::register,
    },
    LazyGroup {
        names: &[
            "async\\channelclosereason",
            "async\\channelexception",
            "async\\channel",
        ],
        register: async_channel::register,
    },
    LazyGroup {
        names: &[
            "async\\scopeprovider",
            "async\\spawnstrategy",
            "async\\scope",
        ],
        register: async_scope::register,
    },
    LazyGroup {
        names: &["async\\context"],
        register: async_context::register,
    },
    LazyGroup {
        names: &["async\\taskgroup"],
        register: async_task_group::register,
    },
    LazyGroup {
        names: &["async\\taskset"],
        register: async_task_set::register,
    },
    LazyGroup {
        names: &["directory"],
        register: directory::register,
    },
    LazyGroup {
        names: &["async\\cpusnapshot"],
        register: async_cpu_snapshot::register,
    },
    LazyGroup {
        names: &[
            "async\\circuitbreaker",
            "async\\circuitbreakerstrategy",
            "async\\pool",
        ],
        register: async_pool::register,
    },
];

/// Built-in classes registered together, the first time one of them is looked up.
pub struct LazyGroup {
    /// Lowercase names of the classes, interfaces and enums the group declares.
    pub names: &'static [&'static str],
    pub register: fn(&ClassTable),
}

/// Builder for a native class.
pub(crate) struct NativeClass {
    pub(crate) spec: ClassSpec,
}

/// The body of a native abstract (interface) method; the evaluator refuses to call
/// abstract methods before reaching it.
fn abstract_body(
    interp: &Interp,
    _this: Option<&super::Obj>,
    _class: &Rc<Class>,
    _args: &mut [Value],
) -> Result<Value, Unwind> {
    Err(interp.throw_error("Error", "Cannot call abstract method"))
}

impl NativeClass {
    pub fn new(name: &str, kind: ClassKind) -> NativeClass {
        let mut spec = ClassSpec::new(name, kind);
        spec.is_internal = true;
        NativeClass { spec }
    }
    pub fn class(name: &str) -> NativeClass {
        NativeClass::new(name, ClassKind::Class)
    }
    pub fn interface(name: &str) -> NativeClass {
        NativeClass::new(name, ClassKind::Interface)
    }
    /// Extend a registered class.
    pub fn extends(mut self, table: &ClassTable, parent: &str) -> NativeClass {
        self.spec.parent = table.get(parent);
        self
    }
    /// Implement (or, for an interface, extend) registered interfaces.
    /// Internal classes list each interface followed by the ones it extends (last
    /// first), as PHP's `zend_class_implements` does.
    pub fn implements(mut self, table: &ClassTable, names: &[&str]) -> NativeClass {
        let list = &mut self.spec.interfaces;
        for iface in names.iter().filter_map(|n| table.get(n)) {
            let inherited: Vec<_> = iface.interfaces.iter().rev().cloned().collect();
            for i in std::iter::once(iface).chain(inherited) {
                if !list.iter().any(|x| Rc::ptr_eq(x, &i)) {
                    list.push(i);
                }
            }
        }
        self
    }
    pub fn abstract_class(mut self) -> NativeClass {
        self.spec.is_abstract = true;
        self
    }
    pub fn final_(mut self) -> NativeClass {
        self.spec.is_final = true;
        self
    }
    /// Forbid what PHP forbids on instances of the class (see `InstanceLimits`).
    pub fn limits(mut self, limits: super::InstanceLimits) -> NativeClass {
        self.spec.limits = limits;
        self
    }
    /// Forbid cloning, serialization and dynamic properties (the async API's handles,
    /// `Generator`).
    pub fn sealed(self) -> NativeClass {
        self.limits(super::InstanceLimits::SEALED)
    }
    fn push_method(
        mut self,
        name: &str,
        sig: &'static str,
        call: NativeMethod,
        flags: (bool, bool),
    ) -> NativeClass {
        self.spec.methods.push(MethodSpec {
            name: name.into(),
            visibility: Visibility::Public,
            is_static: flags.0,
            is_abstract: flags.1,
            is_final: false,
            body: MethodBody::Native {
                sig,
                call,
                fast: None,
            },
        });
        self
    }
    /// Apply a group of declarations shared by several classes.
    pub fn with(self, group: fn(NativeClass) -> NativeClass) -> NativeClass {
        group(self)
    }
    /// A private instance method (a private constructor keeps `new` out).
    pub fn private_method(self, name: &str, sig: &'static str, call: NativeMethod) -> NativeClass {
        let mut c = self.push_method(name, sig, call, (false, false));
        if let Some(m) = c.spec.methods.last_mut() {
            m.visibility = Visibility::Private;
        }
        c
    }
    /// A public instance method.
    pub fn method(self, name: &str, sig: &'static str, call: NativeMethod) -> NativeClass {
        self.push_method(name, sig, call, (false, false))
    }
    /// A public final instance method.
    pub fn final_method(
        mut self,
        name: &str,
        sig: &'static str,
        call: NativeMethod,
    ) -> NativeClass {
        self = self.method(name, sig, call);
        if let Some(m) = self.spec.methods.last_mut() {
            m.is_final = true;
        }
        self
    }
    /// Give the last added method a fast path (see `FastNativeMethod`).
    pub fn fast(mut self, f: FastNativeMethod) -> NativeClass {
        if let Some(MethodSpec {
            body: MethodBody::Native { fast, .. },
            ..
        }) = self.spec.methods.last_mut()
        {
            *fast = Some(f);
        }
        self
    }
    /// The creation hook for instances.
    pub fn init(mut self, init: NativeInit) -> NativeClass {
        self.spec.init = Some(init);
        self
    }
    /// Make the last added method protected.
    pub fn protected(self) -> NativeClass {
        self.visibility_of_last(Visibility::Protected)
    }
    /// Set the visibility of the last added method.
    pub fn visibility_of_last(mut self, v: Visibility) -> NativeClass {
        if let Some(m) = self.spec.methods.last_mut() {
            m.visibility = v;
        }
        self
    }
    /// A public static method.
    pub fn static_method(self, name: &str, sig: &'static str, call: NativeMethod) -> NativeClass {
        self.push_method(name, sig, call, (true, false))
    }
    /// An abstract method (interfaces).
    pub fn abstract_method(self, name: &str, sig: &'static str) -> NativeClass {
        self.push_method(name, sig, abstract_body, (false, true))
    }
    /// An abstract static method (interfaces).
    pub fn abstract_static(self, name: &str, sig: &'static str) -> NativeClass {
        self.push_method(name, sig, abstract_body, (true, true))
    }
    /// A public class constant.
    pub fn constant(mut self, name: &str, value: Value) -> NativeClass {
        self.spec.consts.push(super::assemble::ConstSpec {
            name: name.into(),
            visibility: Visibility::Public,
            is_final: false,
            is_case: false,
            value: LazyValue::Done(value),
        });
        self
    }
    /// A declared instance property with a default value.
    pub fn prop(mut self, name: &str, visibility: Visibility, default: Value) -> NativeClass {
        self.spec.props.push(PropSpec {
            name: name.into(),
            visibility,
            ty: None,
            readonly: false,
            is_static: false,
            default: PropDefault::Value(std::cell::RefCell::new(LazyValue::Done(default))),
            debug_only: false,
        });
        self
    }
    /// A private property holding state that PHP keeps outside the property table, so
    /// that only var_dump and print_r show it.
    pub fn debug_prop(mut self, name: &str, default: Value) -> NativeClass {
        self = self.prop(name, Visibility::Private, default);
        if let Some(p) = self.spec.props.last_mut() {
            p.debug_only = true;
        }
        self
    }
    /// Assemble and add to the table.
    pub fn register(self, table: &ClassTable) -> Rc<Class> {
        let class = assemble(self.spec);
        table.insert(class.clone());
        class
    }
}

/// The array held in property `name` (an empty one when absent or not an array).
pub(crate) fn array_prop(obj: &super::Obj, name: &[u8]) -> Rc<crate::value::PhpArray> {
    match obj.get_prop(name).map(|v| v.deref()) {
        Some(Value::Array(a)) => a,
        _ => Rc::new(crate::value::PhpArray::new()),
    }
}

/// The properties of `obj` but those named in `internal`, dereferenced: the "other
/// properties" part of a collection class's `__serialize` state.
pub(crate) fn props_except(obj: &super::Obj, internal: &[&[u8]]) -> crate::value::PhpArray {
    let mut members = crate::value::PhpArray::new();
    for (k, v) in obj.props.borrow().iter() {
        let hidden = matches!(k, crate::value::Key::Str(s) if internal.contains(&s.as_bytes()));
        if !hidden {
            members.insert(k.clone(), v.deref());
        }
    }
    members
}

/// Set on `obj` the string-keyed properties of a `__serialize` state's properties part
/// (`members`, when it is an array), as `__unserialize` restores them.
pub(crate) fn restore_props(obj: &super::Obj, members: Option<&Value>) {
    if let Some(Value::Array(members)) = members.map(Value::deref) {
        for (k, v) in members.iter() {
            if let crate::value::Key::Str(name) = k {
                obj.set_prop(name.as_bytes(), v.deref());
            }
        }
    }
}

/// Change the array held in property `name` in place (no copy when it is not shared).
pub(crate) fn update_array_prop<R>(
    obj: &super::Obj,
    name: &[u8],
    f: impl FnOnce(&mut crate::value::PhpArray) -> R,
) -> R {
    let key = crate::value::Key::from_bytes(name);
    let taken = obj.props.borrow_mut().get_mut(&key).map(std::mem::take);
    let mut arr = match taken {
        Some(Value::Array(a)) => a,
        _ => Rc::new(crate::value::PhpArray::new()),
    };
    let r = f(Rc::make_mut(&mut arr));
    obj.set_prop(name, Value::Array(arr));
    r
}

/// Argument `i` of the native method `func` (`Async\\Scope::setExceptionHandler`),
/// declared `callable $name` (`?callable` when `nullable`, where null gives None), with
/// PHP's TypeError «func(): Argument #N ($name) must be a valid callback[ or null], WHY»
/// when it is not callable.
pub(crate) fn callable_arg(
    interp: &Interp,
    func: &str,
    args: &[Value],
    i: usize,
    name: &str,
    nullable: bool,
) -> Result<Option<Value>, Unwind> {
    let v = args.get(i).map(Value::deref).unwrap_or_default();
    if nullable && v.is_null() {
        return Ok(None);
    }
    if interp.is_callable(&v) {
        return Ok(Some(v));
    }
    let why = interp.callable_error_reason(&v)?;
    let or_null = if nullable { " or null" } else { "" };
    Err(interp.throw_error(
        "TypeError",
        &format!(
            "{func}(): Argument #{} (${name}) must be a valid callback{or_null}, {why}",
            i + 1
        ),
    ))
}

/// Argument `i` of the native method `func`, declared `Closure $name`: any callable is
/// taken, anything else is PHP's TypeError «func(): Argument #N ($name) must be of type
/// Closure, TYPE given».
pub(crate) fn closure_arg(
    interp: &Interp,
    func: &str,
    args: &[Value],
    i: usize,
    name: &str,
) -> Result<Value, Unwind> {
    let v = args.get(i).map(Value::deref).unwrap_or_default();
    if interp.is_callable(&v) {
        return Ok(v);
    }
    Err(interp.throw_error(
        "TypeError",
        &format!(
            "{func}(): Argument #{} (${name}) must be of type Closure, {} given",
            i + 1,
            v.type_name_for_error()
        ),
    ))
}

/// Argument `i` of the native method `func`, declared `?Async\\AsyncCancellation $name`:
/// the cancellation given, or a new `AsyncCancellation` with message `default` for null
/// or no argument; anything else is PHP's TypeError «func(): Argument #N ($name) must be
/// of type ?Async\\AsyncCancellation, TYPE given».
pub(crate) fn cancellation_arg(
    interp: &Interp,
    func: &str,
    args: &[Value],
    i: usize,
    name: &str,
    default: &str,
) -> Result<super::Obj, Unwind> {
    match args.get(i).map(Value::deref) {
        None | Some(Value::Null) => interp.cancellation(default),
        Some(Value::Object(o)) if o.class().instanceof_name("async\\asynccancellation") => Ok(o),
        Some(v) => {
            let given = match &v {
                Value::Object(o) => o.class_name().to_string(),
                v => v.type_name_for_error(),
            };
            Err(interp.throw_error(
                "TypeError",
                &format!(
                    "{func}(): Argument #{} (${name}) must be of type ?Async\\AsyncCancellation, {given} given",
                    i + 1
                ),
            ))
        }
    }
}

/// `$this` of an instance method (natives are only registered as instance methods where
/// this is used, so a missing one is a static call of an instance method).
pub(crate) fn this<'a>(
    interp: &Interp,
    this: Option<&'a super::Obj>,
) -> Result<&'a super::Obj, Unwind> {
    this.ok_or_else(|| interp.throw_error("Error", "Non-static method called statically"))
}
