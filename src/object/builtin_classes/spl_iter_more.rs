//! More SPL iterators: `RegexIterator` (match, get-match, all-matches, split and
//! replace modes through the preg functions), `RecursiveFilterIterator`,
//! `RecursiveCallbackFilterIterator`, `ParentIterator`, `MultipleIterator` and
//! `EmptyIterator`.

use std::rc::Rc;

use super::outer_iter::{call, callback_accept, callback_construct, construct, init, state};
use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{instantiate, Class, ClassTable, Internal, Obj};
use crate::syntax::ast::Visibility;
use crate::value::{Key, PhpArray, Value};

const USE_KEY: i64 = 1;
const INVERT_MATCH: i64 = 2;
const MODE_MATCH: i64 = 0;
const MODE_GET_MATCH: i64 = 1;
const MODE_ALL_MATCHES: i64 = 2;
const MODE_SPLIT: i64 = 3;
const MODE_REPLACE: i64 = 4;

const MIT_NEED_ALL: i64 = 1;
const MIT_KEYS_ASSOC: i64 = 2;

/// RegexIterator's settings, and the current element (or key) its last `accept()`
/// computed in the modes that change it.
pub(crate) struct RegexState {
    regex: Value,
    mode: i64,
    flags: i64,
    preg_flags: i64,
    current: Option<Value>,
    key: Option<Value>,
}

impl RegexState {
    pub(super) fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        for v in self.current.iter().chain(self.key.iter()) {
            visit(v);
        }
    }
}

pub fn register(table: &ClassTable) {
    NativeClass::class("EmptyIterator")
        .implements(table, &["Iterator"])
        .method("current", "current(): never", |i, _, _, _| {
            Err(i.throw_error(
                "BadMethodCallException",
                "Accessing the value of an EmptyIterator",
            ))
        })
        .method("key", "key(): never", |i, _, _, _| {
            Err(i.throw_error(
                "BadMethodCallException",
                "Accessing the key of an EmptyIterator",
            ))
        })
        .method("next", "next(): void", |_, _, _, _| Ok(Value::Null))
        .method("valid", "valid(): false", |_, _, _, _| {
            Ok(Value::Bool(false))
        })
        .method("rewind", "rewind(): void", |_, _, _, _| Ok(Value::Null))
        .register(table);
    NativeClass::class("RegexIterator")
        .extends(table, "FilterIterator")
        .constant("USE_KEY", Value::Int(USE_KEY))
        .constant("INVERT_MATCH", Value::Int(INVERT_MATCH))
        .constant("MATCH", Value::Int(MODE_MATCH))
        .constant("GET_MATCH", Value::Int(MODE_GET_MATCH))
        .constant("ALL_MATCHES", Value::Int(MODE_ALL_MATCHES))
        .constant("SPLIT", Value::Int(MODE_SPLIT))
        .constant("REPLACE", Value::Int(MODE_REPLACE))
        .prop("replacement", Visibility::Public, Value::Null)
        .method(
            "__construct",
            "__construct(Iterator $iterator, string $pattern, int $mode = RegexIterator::MATCH, int $flags = 0, int $pregFlags = 0)",
            regex_construct,
        )
        .method("accept", "accept(): bool", regex_accept)
        .method("current", "current(): mixed", |i, t, _, _| {
            match regex(i, t, |r| r.current.clone())? {
                Some(v) => Ok(v),
                None => call(i, &super::outer_iter::inner_of(i, t)?, "current", Vec::new()),
            }
        })
        .method("key", "key(): mixed", |i, t, _, _| {
            match regex(i, t, |r| r.key.clone())? {
                Some(v) => Ok(v),
                None => call(i, &super::outer_iter::inner_of(i, t)?, "key", Vec::new()),
            }
        })
        .method("getMode", "getMode(): int", |i, t, _, _| {
            Ok(Value::Int(regex(i, t, |r| r.mode)?))
        })
        .method("setMode", "setMode(int $mode): void", regex_set_mode)
        .method("getFlags", "getFlags(): int", |i, t, _, _| {
            Ok(Value::Int(regex(i, t, |r| r.flags)?))
        })
        .method("setFlags", "setFlags(int $flags): void", |i, t, _, a| {
            let f = a[0].to_int();
            regex(i, t, |r| r.flags = f)?;
            Ok(Value::Null)
        })
        .method("getPregFlags", "getPregFlags(): int", |i, t, _, _| {
            Ok(Value::Int(regex(i, t, |r| r.preg_flags)?))
        })
        .method("setPregFlags", "setPregFlags(int $pregFlags): void", |i, t, _, a| {
            let f = a[0].to_int();
            regex(i, t, |r| r.preg_flags = f)?;
            Ok(Value::Null)
        })
        .method("getRegex", "getRegex(): string", |i, t, _, _| {
            regex(i, t, |r| r.regex.clone())
        })
        .register(table);
    NativeClass::class("RecursiveFilterIterator")
        .extends(table, "FilterIterator")
        .abstract_class()
        .implements(table, &["RecursiveIterator"])
        .method(
            "__construct",
            "__construct(RecursiveIterator $iterator)",
            construct,
        )
        .method("hasChildren", "hasChildren(): bool", has_children)
        .method(
            "getChildren",
            "getChildren(): ?RecursiveFilterIterator",
            get_children,
        )
        .register(table);
    NativeClass::class("ParentIterator")
        .extends(table, "RecursiveFilterIterator")
        .method("accept", "accept(): bool", has_children)
        .register(table);
    NativeClass::class("RecursiveCallbackFilterIterator")
        .extends(table, "CallbackFilterIterator")
        .implements(table, &["RecursiveIterator"])
        .method(
            "__construct",
            "__construct(RecursiveIterator $iterator, callable $callback)",
            callback_construct,
        )
        .method("accept", "accept(): bool", callback_accept)
        .method("hasChildren", "hasChildren(): bool", has_children)
        .method(
            "getChildren",
            "getChildren(): RecursiveCallbackFilterIterator",
            get_children,
        )
        .register(table);
    NativeClass::class("MultipleIterator")
        .implements(table, &["Iterator"])
        .constant("MIT_NEED_ANY", Value::Int(0))
        .constant("MIT_NEED_ALL", Value::Int(MIT_NEED_ALL))
        .constant("MIT_KEYS_NUMERIC", Value::Int(0))
        .constant("MIT_KEYS_ASSOC", Value::Int(MIT_KEYS_ASSOC))
        .method(
            "__construct",
            "__construct(int $flags = MultipleIterator::MIT_NEED_ALL | MultipleIterator::MIT_KEYS_NUMERIC)",
            |i, t, _, a| {
                let flags = a.first().map_or(MIT_NEED_ALL, Value::to_int);
                super::this(i, t)?.set_internal(Box::new(Multi {
                    flags,
                    iters: Vec::new(),
                }));
                Ok(Value::Null)
            },
        )
        .method("getFlags", "getFlags(): int", |i, t, _, _| {
            Ok(Value::Int(multi(i, t, |m| m.flags)?))
        })
        .method("setFlags", "setFlags(int $flags): void", |i, t, _, a| {
            let f = a[0].to_int();
            multi(i, t, |m| m.flags = f)?;
            Ok(Value::Null)
        })
        .method(
            "attachIterator",
            "attachIterator(Iterator $iterator, string|int|null $info = null): void",
            multi_attach,
        )
        .method(
            "detachIterator",
            "detachIterator(Iterator $iterator): void",
            |i, t, _, a| {
                let it = a[0].deref();
                multi(i, t, |m| m.iters.retain(|(x, _)| !same_object(x, &it)))?;
                Ok(Value::Null)
            },
        )
        .method(
            "containsIterator",
            "containsIterator(Iterator $iterator): bool",
            |i, t, _, a| {
                let it = a[0].deref();
                Ok(Value::Bool(multi(i, t, |m| {
                    m.iters.iter().any(|(x, _)| same_object(x, &it))
                })?))
            },
        )
        .method("countIterators", "countIterators(): int", |i, t, _, _| {
            Ok(Value::Int(multi(i, t, |m| m.iters.len() as i64)?))
        })
        .method("rewind", "rewind(): void", |i, t, _, _| {
            for (it, _) in multi(i, t, |m| m.iters.clone())? {
                call(i, &it, "rewind", Vec::new())?;
            }
            Ok(Value::Null)
        })
        .method("next", "next(): void", |i, t, _, _| {
            for (it, _) in multi(i, t, |m| m.iters.clone())? {
                call(i, &it, "next", Vec::new())?;
            }
            Ok(Value::Null)
        })
        .method("valid", "valid(): bool", multi_valid)
        .method("current", "current(): array", |i, t, _, _| {
            multi_collect(i, t, "current")
        })
        .method("key", "key(): array", |i, t, _, _| multi_collect(i, t, "key"))
        .register(table);
}

fn regex<R>(
    cx: &Interp,
    this_: Option<&Obj>,
    f: impl FnOnce(&mut RegexState) -> R,
) -> Result<R, Unwind> {
    let r = state(cx, this_, |w| w.regex.as_mut().map(f))?;
    r.ok_or_else(|| {
        cx.throw_error(
            "LogicException",
            "The object is in an invalid state as the parent constructor was not called",
        )
    })
}

fn mode_error(cx: &Interp) -> Unwind {
    cx.throw_error(
        "ValueError",
        "RegexIterator::setMode(): Argument #1 ($mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE",
    )
}

fn regex_construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let mode = args.get(2).map_or(MODE_MATCH, Value::to_int);
    if !(MODE_MATCH..=MODE_REPLACE).contains(&mode) {
        return Err(interp.throw_error(
            "InvalidArgumentException",
            "RegexIterator::__construct(): Argument #3 ($mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE",
        ));
    }
    init(interp, super::this(interp, this_)?, &args[0])?;
    let st = RegexState {
        regex: args[1].deref(),
        mode,
        flags: args.get(3).map_or(0, Value::to_int),
        preg_flags: args.get(4).map_or(0, Value::to_int),
        current: None,
        key: None,
    };
    state(interp, this_, |w| w.regex = Some(st))?;
    Ok(Value::Null)
}

fn regex_set_mode(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let mode = args[0].to_int();
    if !(MODE_MATCH..=MODE_REPLACE).contains(&mode) {
        return Err(mode_error(interp));
    }
    regex(interp, this_, |r| r.mode = mode)?;
    Ok(Value::Null)
}

/// Call a preg function whose third argument is by reference; returns (result, that
/// argument after the call).
fn preg_with_out(cx: &Interp, func: &str, mut args: Vec<Value>) -> Result<(Value, Value), Unwind> {
    let out = Value::new_ref(Value::Null);
    args.insert(2, Value::Ref(out.clone()));
    let r = cx.call_value(&Value::str(func), args)?;
    let v = out.borrow().clone();
    Ok((r, v))
}

fn regex_accept(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let inner = super::outer_iter::inner_of(interp, this_)?;
    let (re, mode, flags, preg_flags) = regex(interp, this_, |r| {
        r.current = None;
        r.key = None;
        (r.regex.clone(), r.mode, r.flags, r.preg_flags)
    })?;
    if !call(interp, &inner, "valid", Vec::new())?.to_bool() {
        return Ok(Value::Bool(false));
    }
    let subject = if flags & USE_KEY != 0 {
        call(interp, &inner, "key", Vec::new())?
    } else {
        let cur = call(interp, &inner, "current", Vec::new())?;
        if matches!(cur.deref(), Value::Array(_)) {
            return Ok(Value::Bool(false));
        }
        cur
    };
    let subject = Value::Str(interp.to_string(&subject.deref())?);
    let accepted = match mode {
        MODE_GET_MATCH | MODE_ALL_MATCHES => {
            let func = if mode == MODE_GET_MATCH {
                "preg_match"
            } else {
                "preg_match_all"
            };
            let (n, matches) =
                preg_with_out(interp, func, vec![re, subject, Value::Int(preg_flags)])?;
            regex(interp, this_, |r| r.current = Some(matches))?;
            n.to_int() > 0
        }
        MODE_SPLIT => {
            let parts = interp.call_value(
                &Value::str("preg_split"),
                vec![re, subject, Value::Int(-1), Value::Int(preg_flags)],
            )?;
            let n = match &parts {
                Value::Array(a) => a.len(),
                _ => 0,
            };
            regex(interp, this_, |r| r.current = Some(parts))?;
            n > 1
        }
        MODE_REPLACE => {
            let this = super::this(interp, this_)?;
            let repl = this.get_prop(b"replacement").unwrap_or_default().deref();
            let repl = Value::Str(interp.to_string(&repl)?);
            let count = Value::new_ref(Value::Int(0));
            let result = interp.call_value(
                &Value::str("preg_replace"),
                vec![re, repl, subject, Value::Int(-1), Value::Ref(count.clone())],
            )?;
            let n = count.borrow().to_int();
            regex(interp, this_, |r| {
                if flags & USE_KEY != 0 {
                    r.key = Some(result);
                } else {
                    r.current = Some(result);
                }
            })?;
            n > 0
        }
        _ => {
            interp
                .call_value(&Value::str("preg_match"), vec![re, subject])?
                .to_int()
                > 0
        }
    };
    Ok(Value::Bool(accepted != (flags & INVERT_MATCH != 0)))
}

fn has_children(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let inner = super::outer_iter::inner_of(interp, this_)?;
    Ok(Value::Bool(
        call(interp, &inner, "hasChildren", Vec::new())?.to_bool(),
    ))
}

/// A new instance of the iterator's own class over the inner iterator's children
/// (with the same callback for a RecursiveCallbackFilterIterator).
fn get_children(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let this = super::this(interp, this_)?;
    let (inner, cb) = state(interp, this_, |w| (w.inner.clone(), w.callback.clone()))?;
    let children = call(interp, &inner, "getChildren", Vec::new())?;
    let class = this.class().clone();
    let child = instantiate(interp, &class)?;
    let ctor = Value::arr(PhpArray::from_values(vec![
        Value::Object(child.clone()),
        Value::str("__construct"),
    ]));
    let mut args = vec![children];
    args.extend(cb);
    interp.call_value(&ctor, args)?;
    Ok(Value::Object(child))
}

/// MultipleIterator: the attached iterators with their infos, in attach order.
struct Multi {
    flags: i64,
    iters: Vec<(Value, Value)>,
}

impl Internal for Multi {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        for (it, info) in &self.iters {
            visit(it);
            visit(info);
        }
    }
    fn clear(&mut self) {
        self.iters.clear();
    }
}

fn multi<R>(
    cx: &Interp,
    this_: Option<&Obj>,
    f: impl FnOnce(&mut Multi) -> R,
) -> Result<R, Unwind> {
    let this = super::this(cx, this_)?;
    this.with_internal(f).ok_or_else(|| {
        cx.throw_error(
            "LogicException",
            "The object is in an invalid state as the parent constructor was not called",
        )
    })
}

fn same_object(a: &Value, b: &Value) -> bool {
    matches!((a, b), (Value::Object(x), Value::Object(y)) if x.ptr_eq(y))
}

fn multi_attach(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let it = args[0].deref();
    let info = args.get(1).map(Value::deref).unwrap_or_default();
    if !info.is_null() {
        let dup = multi(interp, this_, |m| {
            m.iters
                .iter()
                .any(|(x, i)| !same_object(x, &it) && crate::value::loose_eq(i, &info))
        })?;
        if dup {
            return Err(interp.throw_error("InvalidArgumentException", "Key duplication error"));
        }
    }
    multi(interp, this_, |m| {
        match m.iters.iter_mut().find(|(x, _)| same_object(x, &it)) {
            Some(slot) => slot.1 = info,
            None => m.iters.push((it, info)),
        }
    })?;
    Ok(Value::Null)
}

fn multi_valid(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let (flags, iters) = multi(interp, this_, |m| (m.flags, m.iters.clone()))?;
    if iters.is_empty() {
        return Ok(Value::Bool(false));
    }
    let need_all = flags & MIT_NEED_ALL != 0;
    for (it, _) in &iters {
        let valid = call(interp, it, "valid", Vec::new())?.to_bool();
        if need_all && !valid {
            return Ok(Value::Bool(false));
        }
        if !need_all && valid {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(need_all))
}

/// `current()` / `key()`: one entry per attached iterator, keyed by position or info.
fn multi_collect(interp: &Interp, this_: Option<&Obj>, what: &str) -> Result<Value, Unwind> {
    let (flags, iters) = multi(interp, this_, |m| (m.flags, m.iters.clone()))?;
    let mut out = PhpArray::new();
    for (it, info) in &iters {
        let v = if call(interp, it, "valid", Vec::new())?.to_bool() {
            call(interp, it, what, Vec::new())?
        } else if flags & MIT_NEED_ALL != 0 {
            return Err(interp.throw_error(
                "RuntimeException",
                &format!("Called {what}() with non valid sub iterator"),
            ));
        } else {
            Value::Null
        };
        if flags & MIT_KEYS_ASSOC != 0 {
            match info {
                Value::Int(i) => out.insert(Key::Int(*i), v),
                Value::Str(s) => out.insert(Key::from_php_string(s.clone()), v),
                _ => {
                    return Err(interp.throw_error(
                        "InvalidArgumentException",
                        "Sub-Iterator is associated with NULL",
                    ))
                }
            }
        } else {
            out.push(v);
        }
    }
    Ok(Value::arr(out))
}
