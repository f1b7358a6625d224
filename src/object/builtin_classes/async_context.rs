//! `Async\Context`: key/value storage attached to a scope (found by its coroutines and by
//! those of `Scope::inherit()` descendants), to one coroutine (private), or free-standing.
//! Keys are strings or objects (compared by identity). `find`/`get`/`has` look in the
//! context and then up the scope tree to the main scope's context; the `*Local` forms only
//! look here.

use std::rc::{Rc, Weak};

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::runtime::scope::Scope;
use crate::runtime::task::Task;
use crate::value::Value;

type Native = Result<Value, Unwind>;

pub fn register(table: &ClassTable) {
    NativeClass::class("Async\\Context")
        .final_()
        .sealed()
        .method("__construct", "__construct()", construct)
        .method("find", "find(mixed $key): mixed", find)
        .method("get", "get(mixed $key): mixed", get)
        .method("has", "has(mixed $key): bool", has)
        .method("findLocal", "findLocal(mixed $key): mixed", find_local)
        .method("getLocal", "getLocal(mixed $key): mixed", get_local)
        .method("hasLocal", "hasLocal(mixed $key): bool", has_local)
        .method(
            "set",
            "set(mixed $key, mixed $value, bool $replace = false): Async\\Context",
            set,
        )
        .method("unset", "unset(mixed $key): Async\\Context", unset)
        .register(table);
}

/// Where a context's lookups continue when a key is not held locally.
enum Parent {
    /// Nowhere: a coroutine's private context, the main scope's, or `new Context()`.
    None,
    /// The contexts of the scope's ancestors, then (for a scope under the main scope) the
    /// main scope's context.
    Scope(Weak<Scope>),
}

/// A context key: a string, or an object compared by identity.
enum Key {
    Str(Vec<u8>),
    Obj(Obj),
}

impl Key {
    fn matches(&self, other: &Key) -> bool {
        match (self, other) {
            (Key::Str(a), Key::Str(b)) => a == b,
            (Key::Obj(a), Key::Obj(b)) => a.ptr_eq(b),
            _ => false,
        }
    }
}

/// The state behind a Context object.
struct ContextState {
    entries: Vec<(Key, Value)>,
    parent: Parent,
}

impl Internal for ContextState {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        for (k, v) in &self.entries {
            if let Key::Obj(o) = k {
                visit(&Value::Object(o.clone()));
            }
            visit(v);
        }
    }
}

/// A new Context object whose lookups continue at `scope`'s ancestors (None: nowhere).
fn new_context(interp: &Interp, scope: Option<&Rc<Scope>>) -> Result<Obj, Unwind> {
    let class = interp
        .classes
        .get("Async\\Context")
        .ok_or_else(|| interp.throw_error("Error", "Class \"Async\\Context\" not found"))?;
    let obj = Obj::new(&class);
    let parent = match scope {
        Some(s) => Parent::Scope(Rc::downgrade(s)),
        None => Parent::None,
    };
    obj.set_internal(Box::new(ContextState {
        entries: Vec::new(),
        parent,
    }));
    Ok(obj)
}

/// `Async\root_context()`: the main scope's context, made on first use.
pub fn root_context(interp: &Interp) -> Result<Obj, Unwind> {
    cached(interp, &interp.sched.root_context, None)
}

/// The context kept in `slot`, made (continuing at `scope`) on first use.
fn cached(
    interp: &Interp,
    slot: &std::cell::RefCell<Option<Obj>>,
    scope: Option<&Rc<Scope>>,
) -> Result<Obj, Unwind> {
    if let Some(o) = slot.borrow().as_ref() {
        return Ok(o.clone());
    }
    let o = new_context(interp, scope)?;
    *slot.borrow_mut() = Some(o.clone());
    Ok(o)
}

/// `Async\current_context()`: the context of the running coroutine's scope.
pub fn current_context(interp: &Interp) -> Result<Obj, Unwind> {
    match interp.current_scope() {
        Some(s) => scope_context(interp, &s),
        None => root_context(interp),
    }
}

/// The context of `scope`, made on first use.
fn scope_context(interp: &Interp, scope: &Rc<Scope>) -> Result<Obj, Unwind> {
    cached(interp, &scope.context, Some(scope))
}

/// `Async\coroutine_context()`: the running coroutine's private context.
pub fn coroutine_context(interp: &Interp) -> Result<Obj, Unwind> {
    match interp.sched.current() {
        Some(t) => task_context(interp, &t),
        None => main_coroutine_context(interp),
    }
}

/// A coroutine's private context (`Coroutine::getContext()`), made on first use.
pub fn task_context(interp: &Interp, t: &Rc<Task>) -> Result<Obj, Unwind> {
    if t.is_main {
        return main_coroutine_context(interp);
    }
    cached(interp, &t.context, None)
}

/// The main coroutine's private context (also before the scheduler has started).
fn main_coroutine_context(interp: &Interp) -> Result<Obj, Unwind> {
    cached(interp, &interp.sched.main_context, None)
}

/// The key argument of method `method`: a string or an object, else a TypeError.
fn key_arg(interp: &Interp, method: &str, args: &[Value]) -> Result<Key, Unwind> {
    match args.first().map(Value::deref) {
        Some(Value::Str(s)) => Ok(Key::Str(s.as_bytes().to_vec())),
        Some(Value::Object(o)) => Ok(Key::Obj(o)),
        other => Err(interp.throw_error(
            "TypeError",
            &format!(
                "Async\\Context::{method}(): Argument #1 ($key) must be of type string|object, {} given",
                other.unwrap_or_default().type_name_for_error()
            ),
        )),
    }
}

/// The value `key` has in `ctx` itself.
fn local(ctx: &Obj, key: &Key) -> Option<Value> {
    ctx.with_internal(|st: &mut ContextState| {
        st.entries
            .iter()
            .find(|(k, _)| k.matches(key))
            .map(|(_, v)| v.clone())
    })
    .flatten()
}

/// The value of `key` in `ctx` or, failing that, in the contexts it inherits from.
fn lookup(interp: &Interp, ctx: &Obj, key: &Key) -> Option<Value> {
    if let Some(v) = local(ctx, key) {
        return Some(v);
    }
    let scope = ctx
        .with_internal(|st: &mut ContextState| match &st.parent {
            Parent::Scope(s) => s.upgrade(),
            Parent::None => None,
        })
        .flatten()?;
    let mut cur = scope.parent.clone();
    let mut top = scope;
    while let Some(s) = cur {
        let c = s.context.borrow().clone();
        if let Some(v) = c.and_then(|c| local(&c, key)) {
            return Some(v);
        }
        cur = s.parent.clone();
        top = s;
    }
    if top.under_main.get() {
        let root = interp.sched.root_context.borrow().clone();
        return root.and_then(|r| local(&r, key));
    }
    None
}

fn missing(interp: &Interp, key: &Key) -> Unwind {
    let msg = match key {
        Key::Str(s) => format!("Context key \"{}\" not found", String::from_utf8_lossy(s)),
        Key::Obj(o) => format!("Context key of type {} not found", o.class().name),
    };
    interp.throw_error("Async\\ContextException", &msg)
}

fn construct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let this = super::this(interp, this)?;
    this.set_internal(Box::new(ContextState {
        entries: Vec::new(),
        parent: Parent::None,
    }));
    Ok(Value::Null)
}

fn find(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let key = key_arg(interp, "find", args)?;
    Ok(lookup(interp, super::this(interp, this)?, &key).unwrap_or_default())
}

fn get(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let key = key_arg(interp, "get", args)?;
    lookup(interp, super::this(interp, this)?, &key).ok_or_else(|| missing(interp, &key))
}

fn has(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let key = key_arg(interp, "has", args)?;
    Ok(Value::Bool(
        lookup(interp, super::this(interp, this)?, &key).is_some(),
    ))
}

fn find_local(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let key = key_arg(interp, "findLocal", args)?;
    Ok(local(super::this(interp, this)?, &key).unwrap_or_default())
}

fn get_local(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let key = key_arg(interp, "getLocal", args)?;
    local(super::this(interp, this)?, &key).ok_or_else(|| missing(interp, &key))
}

fn has_local(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let key = key_arg(interp, "hasLocal", args)?;
    Ok(Value::Bool(
        local(super::this(interp, this)?, &key).is_some(),
    ))
}

fn set(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let key = key_arg(interp, "set", args)?;
    let this = super::this(interp, this)?;
    let value = args.get(1).map(Value::deref).unwrap_or_default();
    let replace = args.get(2).is_some_and(Value::to_bool);
    // What the context lets go of is dropped after its state is released (a destructor
    // may use the context).
    let (refused, released) = this
        .with_internal(|st: &mut ContextState| {
            match st.entries.iter_mut().find(|(k, _)| k.matches(&key)) {
                Some(_) if !replace => (true, Some(value)),
                Some((_, v)) => (false, Some(std::mem::replace(v, value))),
                None => {
                    st.entries.push((key, value));
                    (false, None)
                }
            }
        })
        .unwrap_or((false, None));
    drop(released);
    if refused {
        return Err(interp.throw_error(
            "Async\\AsyncException",
            "Context key already exists and replace is false",
        ));
    }
    Ok(Value::Object(this.clone()))
}

fn unset(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let key = key_arg(interp, "unset", args)?;
    let this = super::this(interp, this)?;
    let removed = this
        .with_internal(|st: &mut ContextState| {
            let i = st.entries.iter().position(|(k, _)| k.matches(&key));
            i.map(|i| st.entries.remove(i))
        })
        .flatten();
    drop(removed);
    Ok(Value::Object(this.clone()))
}
