//! Iterators wrapping another one: `IteratorIterator`, `FilterIterator` (user
//! `accept()`), `CallbackFilterIterator`, `LimitIterator`, `InfiniteIterator`,
//! `NoRewindIterator`, `CachingIterator` and `AppendIterator`. Every
//! step goes through the inner iterator's methods, so generators and user iterators work.

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj, ReservedHandle};
use crate::value::{PhpArray, Value};

pub fn register(table: &ClassTable) {
    NativeClass::class("IteratorIterator")
        .implements(table, &["OuterIterator"])
        .method(
            "__construct",
            "__construct(Traversable $iterator, ?string $class = null)",
            construct,
        )
        .with(delegating)
        .register(table);
    NativeClass::class("FilterIterator")
        .extends(table, "IteratorIterator")
        .abstract_class()
        .method("__construct", "__construct(Iterator $iterator)", construct)
        .abstract_method("accept", "FilterIterator::accept(): bool")
        .method("rewind", "rewind(): void", filter_rewind)
        .method("next", "next(): void", filter_next)
        .register(table);
    NativeClass::class("CallbackFilterIterator")
        .extends(table, "FilterIterator")
        .method(
            "__construct",
            "__construct(Iterator $iterator, callable $callback)",
            callback_construct,
        )
        .method("accept", "accept(): bool", callback_accept)
        .register(table);
    NativeClass::class("LimitIterator")
        .extends(table, "IteratorIterator")
        .method(
            "__construct",
            "__construct(Iterator $iterator, int $offset = 0, int $limit = -1)",
            limit_construct,
        )
        .method("rewind", "rewind(): void", limit_rewind)
        .method("valid", "valid(): bool", limit_valid)
        .method("next", "next(): void", limit_next)
        .method("getPosition", "getPosition(): int", limit_position)
        .register(table);
    NativeClass::class("NoRewindIterator")
        .extends(table, "IteratorIterator")
        .method("__construct", "__construct(Iterator $iterator)", construct)
        .method("rewind", "rewind(): void", |_, _, _, _| Ok(Value::Null))
        .register(table);
    NativeClass::class("CachingIterator")
        .extends(table, "IteratorIterator")
        .implements(table, &["ArrayAccess", "Countable", "Stringable"])
        .constant("CALL_TOSTRING", Value::Int(1))
        .constant("CATCH_GET_CHILD", Value::Int(16))
        .constant("TOSTRING_USE_KEY", Value::Int(2))
        .constant("TOSTRING_USE_CURRENT", Value::Int(4))
        .constant("TOSTRING_USE_INNER", Value::Int(8))
        .constant("FULL_CACHE", Value::Int(256))
        .method(
            "__construct",
            "__construct(Iterator $iterator, int $flags = CachingIterator::CALL_TOSTRING)",
            construct,
        )
        .method("rewind", "rewind(): void", |i, t, _, _| {
            pass(i, t, "rewind")?;
            caching_fetch(i, t)
        })
        .method("next", "next(): void", |i, t, _, _| caching_fetch(i, t))
        .method("valid", "valid(): bool", |i, t, _, _| {
            Ok(Value::Bool(state(i, t, |w| w.cache.is_some())?))
        })
        .method("current", "current(): mixed", |i, t, _, _| {
            Ok(state(i, t, |w| w.cache.as_ref().map(|c| c.1.clone()))?.unwrap_or_default())
        })
        .method("key", "key(): mixed", |i, t, _, _| {
            Ok(state(i, t, |w| w.cache.as_ref().map(|c| c.0.clone()))?.unwrap_or_default())
        })
        .method("hasNext", "hasNext(): bool", |i, t, _, _| {
            Ok(Value::Bool(pass(i, t, "valid")?.to_bool()))
        })
        .method("__toString", "__toString(): string", |i, t, _, _| {
            let cur = state(i, t, |w| w.cache.as_ref().map(|c| c.1.clone()))?;
            Ok(Value::Str(i.to_string(&cur.unwrap_or_default())?))
        })
        .register(table);
    NativeClass::class("AppendIterator")
        .extends(table, "IteratorIterator")
        .method("__construct", "__construct()", |i, t, _, _| {
            init(i, super::this(i, t)?, &Value::Null)?;
            Ok(Value::Null)
        })
        .method(
            "append",
            "append(Iterator $iterator): void",
            append_iterator,
        )
        .method("rewind", "rewind(): void", |i, t, _, _| {
            state(i, t, |w| w.pos = 0)?;
            let first = state(i, t, |w| w.iters.first().cloned())?;
            if let Some(it) = first {
                state(i, t, |w| {
                    w.inner = it.clone();
                    w.iteration.get_or_insert_with(ReservedHandle::reserve);
                })?;
                call(i, &it, "rewind", Vec::new())?;
            }
            append_settle(i, t)
        })
        .method("next", "next(): void", |i, t, _, _| {
            pass(i, t, "next")?;
            append_settle(i, t)
        })
        .method(
            "getIteratorIndex",
            "getIteratorIndex(): ?int",
            |i, t, _, _| Ok(Value::Int(state(i, t, |w| w.pos)?)),
        )
        .register(table);
    NativeClass::class("InfiniteIterator")
        .extends(table, "IteratorIterator")
        .method("__construct", "__construct(Iterator $iterator)", construct)
        .method("next", "next(): void", infinite_next)
        .register(table);
}

/// The methods that pass straight to the inner iterator.
fn delegating(c: NativeClass) -> NativeClass {
    c.method("rewind", "rewind(): void", pass_rewind)
        .method("valid", "valid(): bool", pass_valid)
        .method("key", "key(): mixed", pass_key)
        .method("current", "current(): mixed", pass_current)
        .method("next", "next(): void", pass_next)
        .method(
            "getInnerIterator",
            "getInnerIterator(): ?Iterator",
            inner_iterator,
        )
}

/// The wrapped iterator and the per-class extras. Fields drop in PHP's order of release.
pub(super) struct Wrap {
    /// The handle number of PHP's internal iterator over `inner`, held while there is one:
    /// objects made later get the following numbers.
    iteration: Option<ReservedHandle>,
    pub(super) inner: Value,
    pub(super) callback: Option<Value>,
    offset: i64,
    limit: i64,
    pos: i64,
    /// CachingIterator: the (key, current) read ahead of the inner iterator.
    cache: Option<(Value, Value)>,
    /// AppendIterator: the handle number of PHP's internal iterator over the ArrayIterator
    /// it keeps the appended iterators in.
    _store_iteration: Option<ReservedHandle>,
    /// AppendIterator: the iterators appended, `pos` indexing the one in use.
    iters: Vec<Value>,
    /// AppendIterator: the handle number of that ArrayIterator, freed after its elements.
    _store: Option<ReservedHandle>,
    /// RegexIterator: its settings and the element its last `accept()` made.
    pub(super) regex: Option<super::spl_iter_more::RegexState>,
}

impl Internal for Wrap {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        visit(&self.inner);
        if let Some(c) = &self.callback {
            visit(c);
        }
        if let Some((k, v)) = &self.cache {
            visit(k);
            visit(v);
        }
        for it in &self.iters {
            visit(it);
        }
        if let Some(r) = &self.regex {
            r.trace(visit);
        }
    }
    fn clear(&mut self) {
        self.inner = Value::Null;
        self.callback = None;
        self.cache = None;
        self.iters.clear();
        self.regex = None;
    }
}

pub(super) fn call(
    cx: &Interp,
    obj: &Value,
    method: &str,
    args: Vec<Value>,
) -> Result<Value, Unwind> {
    if let Value::Object(o) = obj {
        if let Some(v) = cx.generator_method(o, method, args.clone())? {
            return Ok(v);
        }
    }
    let callable = Value::arr(PhpArray::from_values(vec![obj.clone(), Value::str(method)]));
    cx.call_value(&callable, args)
}

/// Set up the state: an `IteratorAggregate` is replaced by its iterator.
pub(super) fn init(cx: &Interp, this: &Obj, inner: &Value) -> Result<(), Unwind> {
    let mut inner = inner.deref();
    while let Value::Object(o) = &inner {
        if o.class().instanceof_name("iterator") || !o.class().instanceof_name("iteratoraggregate")
        {
            break;
        }
        inner = call(cx, &inner, "getIterator", Vec::new())?;
    }
    let iteration = (!inner.is_null()).then(ReservedHandle::reserve);
    // AppendIterator (no inner yet) makes its ArrayIterator and that one's iterator.
    let store = inner.is_null().then(ReservedHandle::reserve);
    let store_iteration = inner.is_null().then(ReservedHandle::reserve);
    this.set_internal(Box::new(Wrap {
        iteration,
        inner,
        callback: None,
        offset: 0,
        limit: -1,
        pos: 0,
        cache: None,
        _store_iteration: store_iteration,
        iters: Vec::new(),
        _store: store,
        regex: None,
    }));
    Ok(())
}

/// CachingIterator: read the inner iterator's element and step past it.
fn caching_fetch(interp: &Interp, this_: Option<&Obj>) -> Result<Value, Unwind> {
    let inner = inner_of(interp, this_)?;
    let cache = if call(interp, &inner, "valid", Vec::new())?.to_bool() {
        let v = call(interp, &inner, "current", Vec::new())?;
        let k = call(interp, &inner, "key", Vec::new())?;
        call(interp, &inner, "next", Vec::new())?;
        Some((k, v))
    } else {
        None
    };
    state(interp, this_, |w| w.cache = cache)?;
    Ok(Value::Null)
}

fn append_iterator(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let it = args[0].deref();
    let first = state(interp, this_, |w| {
        w.iters.push(it.clone());
        w.iters.len() == 1
    })?;
    if first {
        state(interp, this_, |w| {
            w.inner = it.clone();
            w.iteration = Some(ReservedHandle::reserve());
        })?;
        call(interp, &it, "rewind", Vec::new())?;
        append_settle(interp, this_)?;
    }
    Ok(Value::Null)
}

/// AppendIterator: move on to the next appended iterator while the current one is done.
fn append_settle(interp: &Interp, this_: Option<&Obj>) -> Result<Value, Unwind> {
    loop {
        let inner = inner_of(interp, this_)?;
        if inner.is_null() || call(interp, &inner, "valid", Vec::new())?.to_bool() {
            return Ok(Value::Null);
        }
        let next = state(interp, this_, |w| {
            let n = w.iters.get(w.pos as usize + 1).cloned();
            match &n {
                Some(it) => {
                    w.pos += 1;
                    w.inner = it.clone();
                }
                // Past the last one PHP's iterator over it is gone.
                None => w.iteration = None,
            }
            n
        })?;
        match next {
            Some(it) => {
                call(interp, &it, "rewind", Vec::new())?;
            }
            None => return Ok(Value::Null),
        }
    }
}

pub(super) fn state<R>(
    cx: &Interp,
    this_: Option<&Obj>,
    f: impl FnOnce(&mut Wrap) -> R,
) -> Result<R, Unwind> {
    let this = super::this(cx, this_)?;
    this.with_internal(f).ok_or_else(|| {
        cx.throw_error(
            "LogicException",
            "The object is in an invalid state as the parent constructor was not called",
        )
    })
}

pub(super) fn inner_of(cx: &Interp, this_: Option<&Obj>) -> Result<Value, Unwind> {
    state(cx, this_, |w| w.inner.clone())
}

pub(super) fn construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    init(interp, super::this(interp, this_)?, &args[0])?;
    Ok(Value::Null)
}

fn pass(interp: &Interp, this_: Option<&Obj>, method: &str) -> Result<Value, Unwind> {
    let inner = inner_of(interp, this_)?;
    call(interp, &inner, method, Vec::new())
}

fn pass_rewind(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    pass(interp, this_, "rewind")?;
    Ok(Value::Null)
}

fn pass_valid(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Bool(pass(interp, this_, "valid")?.to_bool()))
}

fn pass_key(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    pass(interp, this_, "key")
}

fn pass_current(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    pass(interp, this_, "current")
}

fn pass_next(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    pass(interp, this_, "next")?;
    Ok(Value::Null)
}

fn inner_iterator(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    inner_of(interp, this_)
}

/// Skip the inner elements `accept()` refuses.
fn skip_refused(interp: &Interp, this_: Option<&Obj>) -> Result<(), Unwind> {
    let this = Value::Object(super::this(interp, this_)?.clone());
    let inner = inner_of(interp, this_)?;
    while call(interp, &inner, "valid", Vec::new())?.to_bool() {
        if call(interp, &this, "accept", Vec::new())?.to_bool() {
            break;
        }
        call(interp, &inner, "next", Vec::new())?;
    }
    Ok(())
}

fn filter_rewind(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    pass(interp, this_, "rewind")?;
    skip_refused(interp, this_)?;
    Ok(Value::Null)
}

fn filter_next(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    pass(interp, this_, "next")?;
    skip_refused(interp, this_)?;
    Ok(Value::Null)
}

pub(super) fn callback_construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let this = super::this(interp, this_)?;
    init(interp, this, &args[0])?;
    let cb = args[1].deref();
    state(interp, this_, |w| w.callback = Some(cb))?;
    Ok(Value::Null)
}

pub(super) fn callback_accept(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let (inner, cb) = state(interp, this_, |w| (w.inner.clone(), w.callback.clone()))?;
    let Some(cb) = cb else {
        return Ok(Value::Bool(false));
    };
    let current = call(interp, &inner, "current", Vec::new())?;
    let key = call(interp, &inner, "key", Vec::new())?;
    let r = interp.call_value(&cb, vec![current, key, inner])?;
    Ok(Value::Bool(r.to_bool()))
}

fn limit_construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let this = super::this(interp, this_)?;
    let offset = args.get(1).map_or(0, Value::to_int);
    let limit = args.get(2).map_or(-1, Value::to_int);
    if offset < 0 {
        return Err(interp.throw_error(
            "ValueError",
            "LimitIterator::__construct(): Argument #2 ($offset) must be greater than or equal to 0",
        ));
    }
    if limit < -1 {
        return Err(interp.throw_error(
            "ValueError",
            "LimitIterator::__construct(): Argument #3 ($limit) must be greater than or equal to -1",
        ));
    }
    init(interp, this, &args[0])?;
    state(interp, this_, |w| {
        w.offset = offset;
        w.limit = limit;
    })?;
    Ok(Value::Null)
}

fn limit_rewind(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let (inner, offset) = state(interp, this_, |w| {
        w.pos = 0;
        (w.inner.clone(), w.offset)
    })?;
    call(interp, &inner, "rewind", Vec::new())?;
    while state(interp, this_, |w| w.pos)? < offset
        && call(interp, &inner, "valid", Vec::new())?.to_bool()
    {
        call(interp, &inner, "next", Vec::new())?;
        state(interp, this_, |w| w.pos += 1)?;
    }
    Ok(Value::Null)
}

fn limit_valid(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let (inner, within) = state(interp, this_, |w| {
        (w.inner.clone(), w.limit == -1 || w.pos < w.offset + w.limit)
    })?;
    if !within {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(
        call(interp, &inner, "valid", Vec::new())?.to_bool(),
    ))
}

fn limit_next(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let inner = state(interp, this_, |w| {
        w.pos += 1;
        w.inner.clone()
    })?;
    call(interp, &inner, "next", Vec::new())?;
    Ok(Value::Null)
}

fn limit_position(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Int(state(interp, this_, |w| w.pos)?))
}

fn infinite_next(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let inner = inner_of(interp, this_)?;
    call(interp, &inner, "next", Vec::new())?;
    if !call(interp, &inner, "valid", Vec::new())?.to_bool() {
        call(interp, &inner, "rewind", Vec::new())?;
    }
    Ok(Value::Null)
}
