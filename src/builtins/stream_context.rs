//! Stream contexts: `stream_context_create` and the get/set functions for their options
//! and parameters, and PHP's default context (`stream_context_get_default`), which is
//! created, taking a resource number, the first time a function reads it. aphp's
//! wrappers (local files, php://, sockets) take no context options; the options are
//! kept and reported as given.

use std::cell::RefCell;
use std::rc::Rc;

use super::stream::next_resource_id;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Resource, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "stream_context_create", sig: "stream_context_create(?array $options = null, ?array $params = null)", call: create },
    Builtin { name: "stream_context_get_options", sig: "stream_context_get_options($stream_or_context): array", call: get_options },
    Builtin { name: "stream_context_set_option", sig: "stream_context_set_option($stream_or_context, array|string $wrapper_or_options, ?string $option_name = null, mixed $value = null): bool", call: set_option },
    Builtin { name: "stream_context_get_params", sig: "stream_context_get_params($context): array", call: get_params },
    Builtin { name: "stream_context_set_params", sig: "stream_context_set_params($context, array $params): bool", call: set_params },
    Builtin { name: "stream_context_get_default", sig: "stream_context_get_default(?array $options = null)", call: get_default },
    Builtin { name: "stream_context_set_default", sig: "stream_context_set_default(array $options)", call: set_default },
];

/// One context: options by wrapper, and the notification callback parameter.
#[derive(Default)]
struct Context {
    options: PhpArray,
    notification: Option<Value>,
}

thread_local! {
    static DEFAULT: RefCell<Option<Rc<Resource>>> = const { RefCell::new(None) };
    /// The contexts given to streams asked for theirs, by stream resource number.
    static STREAM_CONTEXTS: RefCell<std::collections::HashMap<u32, Rc<Resource>>> =
        RefCell::default();
}

/// PHP's default context, created the first time it is read.
pub fn default_context() -> Rc<Resource> {
    DEFAULT.with(|d| {
        d.borrow_mut()
            .get_or_insert_with(|| new_context(Context::default()))
            .clone()
    })
}

fn new_context(c: Context) -> Rc<Resource> {
    Rc::new(Resource::new(
        next_resource_id(),
        "stream-context",
        Box::new(c),
    ))
}

/// Run `f` on the context behind `v`; a stream gets a context of its own the first time
/// one is asked of it, as in PHP.
fn with_context<R>(v: &Value, f: impl FnOnce(&mut Context) -> R) -> Option<R> {
    let Value::Resource(r) = v.deref() else {
        return None;
    };
    let r = if r.kind == "stream" {
        STREAM_CONTEXTS.with(|m| {
            m.borrow_mut()
                .entry(r.id)
                .or_insert_with(|| new_context(Context::default()))
                .clone()
        })
    } else {
        r
    };
    let mut data = r.data.borrow_mut();
    data.as_mut()?.downcast_mut::<Context>().map(f)
}

/// Merge `["wrapper" => ["option" => value]]` into `into`; PHP's ValueError when a
/// wrapper's entry is not an array.
fn merge_options(cx: &Interp, into: &mut PhpArray, options: &PhpArray) -> Result<(), Unwind> {
    for (wrapper, opts) in options.iter() {
        let Value::Array(opts) = opts.deref() else {
            return Err(cx.throw_error(
                "ValueError",
                "Options should have the form [\"wrappername\"][\"optionname\"] = $value",
            ));
        };
        for (name, v) in opts.iter() {
            set_one(into, wrapper.clone(), name.clone(), v.deref());
        }
    }
    Ok(())
}

fn set_one(into: &mut PhpArray, wrapper: Key, name: Key, v: Value) {
    let mut w = match into.get(&wrapper).map(Value::deref) {
        Some(Value::Array(a)) => (*a).clone(),
        _ => PhpArray::new(),
    };
    w.insert(name, v);
    into.insert(wrapper, Value::arr(w));
}

/// Apply `["notification" => ..., "options" => [...]]` to `c`.
fn apply_params(cx: &Interp, c: &mut Context, params: &PhpArray) -> Result<(), Unwind> {
    if let Some(n) = params.get_str("notification") {
        c.notification = Some(n.deref());
    }
    if let Some(Value::Array(o)) = params.get_str("options").map(Value::deref) {
        merge_options(cx, &mut c.options, &o)?;
    }
    Ok(())
}

fn array_arg(args: &[Value], i: usize) -> Option<Rc<PhpArray>> {
    match args.get(i).map(Value::deref) {
        Some(Value::Array(a)) => Some(a),
        _ => None,
    }
}

fn create(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    // The context exists (with its resource number) before its options are checked.
    let ctx = Value::Resource(new_context(Context::default()));
    let mut c = Context::default();
    if let Some(o) = array_arg(args, 0) {
        merge_options(cx, &mut c.options, &o)?;
    }
    if let Some(p) = array_arg(args, 1) {
        apply_params(cx, &mut c, &p)?;
    }
    with_context(&ctx, |slot| *slot = c);
    Ok(ctx)
}

fn get_options(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let options = with_context(&args[0], |c| c.options.clone()).unwrap_or_default();
    Ok(Value::arr(options))
}

fn set_option(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ctx = args[0].clone();
    match args[1].deref() {
        Value::Array(options) => {
            let mut merged = with_context(&ctx, |c| c.options.clone()).unwrap_or_default();
            merge_options(cx, &mut merged, &options)?;
            with_context(&ctx, |c| c.options = merged);
        }
        wrapper => {
            let wrapper = Key::from_bytes(wrapper.to_php_string_lossy().as_bytes());
            let name = Key::from_bytes(args[2].to_php_string_lossy().as_bytes());
            let v = args.get(3).map(Value::deref).unwrap_or_default();
            with_context(&ctx, |c| set_one(&mut c.options, wrapper, name, v));
        }
    }
    Ok(Value::Bool(true))
}

fn get_params(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut out = PhpArray::new();
    with_context(&args[0], |c| {
        if let Some(n) = &c.notification {
            out.insert(Key::from_bytes(b"notification"), n.clone());
        }
        out.insert(Key::from_bytes(b"options"), Value::arr(c.options.clone()));
    });
    Ok(Value::arr(out))
}

fn set_params(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ctx = args[0].clone();
    let params = array_arg(args, 1).unwrap_or_default();
    let mut c = with_context(&ctx, std::mem::take).unwrap_or_default();
    let r = apply_params(cx, &mut c, &params);
    with_context(&ctx, |slot| *slot = c);
    r.map(|_| Value::Bool(true))
}

fn get_default(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let d = Value::Resource(default_context());
    if let Some(o) = array_arg(args, 0) {
        let mut merged = with_context(&d, |c| c.options.clone()).unwrap_or_default();
        merge_options(cx, &mut merged, &o)?;
        with_context(&d, |c| c.options = merged);
    }
    Ok(d)
}

fn set_default(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    get_default(cx, args)
}
