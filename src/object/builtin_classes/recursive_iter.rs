//! `RecursiveIterator`, `OuterIterator`, `RecursiveArrayIterator` and
//! `RecursiveIteratorIterator`: a depth-first walk over nested iterators (user ones
//! too: every step goes through their methods) in leaves-only, self-first or
//! child-first order.

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{instantiate, Class, ClassTable, Internal, Obj, ReservedHandle};
use crate::value::{PhpArray, Value};

const LEAVES_ONLY: i64 = 0;
const SELF_FIRST: i64 = 1;
const CHILD_FIRST: i64 = 2;

pub fn register(table: &ClassTable) {
    NativeClass::interface("RecursiveIterator")
        .implements(table, &["Iterator"])
        .abstract_method("hasChildren", "RecursiveIterator::hasChildren(): bool")
        .abstract_method(
            "getChildren",
            "RecursiveIterator::getChildren(): ?RecursiveIterator",
        )
        .register(table);
    NativeClass::interface("OuterIterator")
        .implements(table, &["Iterator"])
        .abstract_method(
            "getInnerIterator",
            "OuterIterator::getInnerIterator(): ?Iterator",
        )
        .register(table);
    NativeClass::class("RecursiveArrayIterator")
        .extends(table, "ArrayIterator")
        .implements(table, &["RecursiveIterator"])
        .constant("CHILD_ARRAYS_ONLY", Value::Int(4))
        .method("hasChildren", "hasChildren(): bool", has_children)
        .method(
            "getChildren",
            "getChildren(): ?RecursiveArrayIterator",
            get_children,
        )
        .register(table);
    NativeClass::class("RecursiveIteratorIterator")
        .implements(table, &["OuterIterator"])
        .constant("LEAVES_ONLY", Value::Int(LEAVES_ONLY))
        .constant("SELF_FIRST", Value::Int(SELF_FIRST))
        .constant("CHILD_FIRST", Value::Int(CHILD_FIRST))
        .constant("CATCH_GET_CHILD", Value::Int(16))
        .method(
            "__construct",
            "__construct(Traversable $iterator, int $mode = RecursiveIteratorIterator::LEAVES_ONLY, int $flags = 0)",
            rii_construct,
        )
        .method("rewind", "rewind(): void", rii_rewind)
        .method("valid", "valid(): bool", |i, t, _, _| {
            on_top(i, t, "valid", Value::Bool(false))
        })
        .method("key", "key(): mixed", |i, t, _, _| on_top(i, t, "key", Value::Null))
        .method("current", "current(): mixed", |i, t, _, _| {
            on_top(i, t, "current", Value::Null)
        })
        .method("next", "next(): void", rii_next)
        .method("getDepth", "getDepth(): int", rii_depth)
        .method(
            "setMaxDepth",
            "setMaxDepth(int $maxDepth = -1): void",
            rii_set_max_depth,
        )
        .method("getMaxDepth", "getMaxDepth(): int|false", rii_max_depth)
        .method(
            "getInnerIterator",
            "getInnerIterator(): RecursiveIterator",
            rii_inner,
        )
        .method(
            "getSubIterator",
            "getSubIterator(?int $level = null): ?RecursiveIterator",
            rii_sub,
        )
        .register(table);
}

/// Call a method of an object with no arguments.
fn call(cx: &Interp, obj: &Value, method: &str) -> Result<Value, Unwind> {
    if let Value::Object(o) = obj {
        if let Some(v) = cx.generator_method(o, method, Vec::new())? {
            return Ok(v);
        }
    }
    let callable = Value::arr(PhpArray::from_values(vec![obj.clone(), Value::str(method)]));
    cx.call_value(&callable, Vec::new())
}

fn has_children(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = Value::Object(super::this(interp, this_)?.clone());
    if !call(interp, &obj, "valid")?.to_bool() {
        return Ok(Value::Bool(false));
    }
    let cur = call(interp, &obj, "current")?;
    Ok(Value::Bool(matches!(
        cur.deref(),
        Value::Array(_) | Value::Object(_)
    )))
}

fn get_children(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let this = super::this(interp, this_)?;
    let cur = call(interp, &Value::Object(this.clone()), "current")?;
    let class = this.class().clone();
    let child = instantiate(interp, &class)?;
    let ctor = Value::arr(PhpArray::from_values(vec![
        Value::Object(child.clone()),
        Value::str("__construct"),
    ]));
    interp.call_value(&ctor, vec![cur.deref()])?;
    Ok(Value::Object(child))
}

/// The walk: the iterators from the root down to the current level.
struct Walk {
    stack: Vec<Value>,
    /// The handle numbers of PHP's internal iterators over the levels of `stack`.
    iterations: Vec<ReservedHandle>,
    mode: i64,
    /// Self-first: the current element has children not entered yet.
    pending_descend: bool,
    /// The deepest level entered (`setMaxDepth`), -1 for no limit.
    max_depth: i64,
}

impl Walk {
    /// Drop the top level as PHP's rewind and destruction do: its internal iterator's
    /// handle number is freed before the iterator itself is released.
    fn pop(&mut self) {
        self.iterations.pop();
        self.stack.pop();
    }

    /// Leave a finished level as PHP's step does: the iterator is released first.
    fn ascend(&mut self) {
        self.stack.pop();
        self.iterations.pop();
    }
}

impl Drop for Walk {
    /// The levels go from the top down, as in PHP.
    fn drop(&mut self) {
        while !self.stack.is_empty() {
            self.pop();
        }
    }
}

impl Internal for Walk {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        for v in &self.stack {
            visit(v);
        }
    }
    fn clear(&mut self) {
        while !self.stack.is_empty() {
            self.pop();
        }
    }
}

fn walk<R>(obj: &Obj, f: impl FnOnce(&mut Walk) -> R) -> Option<R> {
    obj.with_internal(f)
}

fn rii_construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let this = super::this(interp, this_)?;
    let mut root = args[0].deref();
    if let Value::Object(o) = &root {
        if !o.class().instanceof_name("recursiveiterator")
            && o.class().instanceof_name("iteratoraggregate")
        {
            root = call(interp, &root, "getIterator")?;
        }
    }
    let ok = matches!(&root, Value::Object(o) if o.class().instanceof_name("recursiveiterator"));
    if !ok {
        return Err(interp.throw_error(
            "InvalidArgumentException",
            "An instance of RecursiveIterator or IteratorAggregate creating it is required",
        ));
    }
    let mode = args.get(1).map_or(LEAVES_ONLY, Value::to_int);
    this.set_internal(Box::new(Walk {
        stack: vec![root],
        iterations: vec![ReservedHandle::reserve()],
        mode,
        pending_descend: false,
        max_depth: -1,
    }));
    Ok(Value::Null)
}

fn top(this: &Obj) -> Option<Value> {
    walk(this, |w| w.stack.last().cloned()).flatten()
}

/// Enter the children of the current element of the top iterator.
fn descend(cx: &Interp, this: &Obj) -> Result<(), Unwind> {
    let Some(t) = top(this) else {
        return Ok(());
    };
    let child = call(cx, &t, "getChildren")?;
    walk(this, |w| {
        w.stack.push(child.clone());
        w.iterations.push(ReservedHandle::reserve());
    });
    call(cx, &child, "rewind")?;
    Ok(())
}

/// Move to the next position to show, starting from the top iterator's position.
fn settle(cx: &Interp, this: &Obj) -> Result<(), Unwind> {
    let mode = walk(this, |w| w.mode).unwrap_or(LEAVES_ONLY);
    loop {
        let Some(t) = top(this) else {
            return Ok(());
        };
        if !call(cx, &t, "valid")?.to_bool() {
            let depth = walk(this, |w| w.stack.len()).unwrap_or(0);
            if depth <= 1 {
                return Ok(());
            }
            drop(t);
            walk(this, Walk::ascend);
            if mode == CHILD_FIRST {
                // The parent shows after its children.
                return Ok(());
            }
            if let Some(p) = top(this) {
                call(cx, &p, "next")?;
            }
            continue;
        }
        if call(cx, &t, "hasChildren")?.to_bool() {
            let (level, max) =
                walk(this, |w| (w.stack.len() as i64 - 1, w.max_depth)).unwrap_or((0, -1));
            if max != -1 && max <= level {
                // Below the maximum depth an element with children is a leaf, which
                // leaves-only mode skips.
                if mode == LEAVES_ONLY {
                    call(cx, &t, "next")?;
                    continue;
                }
                return Ok(());
            }
            if mode == SELF_FIRST {
                walk(this, |w| w.pending_descend = true);
                return Ok(());
            }
            descend(cx, this)?;
            continue;
        }
        return Ok(());
    }
}

fn this_walk<'a>(interp: &Interp, this_: Option<&'a Obj>) -> Result<&'a Obj, Unwind> {
    let this = super::this(interp, this_)?;
    if walk(this, |_| ()).is_none() {
        return Err(interp.throw_error(
            "LogicException",
            "The object is in an invalid state as the parent constructor was not called",
        ));
    }
    Ok(this)
}

fn rii_rewind(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_walk(interp, this_)?;
    walk(this, |w| {
        while w.stack.len() > 1 {
            w.pop();
        }
        w.pending_descend = false;
    });
    if let Some(root) = top(this) {
        call(interp, &root, "rewind")?;
    }
    settle(interp, this)?;
    Ok(Value::Null)
}

/// Call `name` on the iterator the walk is in, or give `none` when the walk is over.
fn on_top(interp: &Interp, this_: Option<&Obj>, name: &str, none: Value) -> Result<Value, Unwind> {
    let this = this_walk(interp, this_)?;
    match top(this) {
        Some(t) => call(interp, &t, name),
        None => Ok(none),
    }
}

fn rii_next(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_walk(interp, this_)?;
    let pending = walk(this, |w| std::mem::take(&mut w.pending_descend)).unwrap_or(false);
    if pending {
        descend(interp, this)?;
    } else if let Some(t) = top(this) {
        call(interp, &t, "next")?;
    }
    settle(interp, this)?;
    Ok(Value::Null)
}

fn rii_depth(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_walk(interp, this_)?;
    let depth = walk(this, |w| w.stack.len()).unwrap_or(1);
    Ok(Value::Int(depth as i64 - 1))
}

fn rii_set_max_depth(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_walk(interp, this_)?;
    let max = args.first().map_or(-1, Value::to_int);
    if max < -1 {
        return Err(interp.throw_error(
            "ValueError",
            "RecursiveIteratorIterator::setMaxDepth(): Argument #1 ($maxDepth) must be greater than or equal to -1",
        ));
    }
    walk(this, |w| w.max_depth = max);
    Ok(Value::Null)
}

fn rii_max_depth(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_walk(interp, this_)?;
    Ok(match walk(this, |w| w.max_depth).unwrap_or(-1) {
        -1 => Value::Bool(false),
        m => Value::Int(m),
    })
}

fn rii_inner(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_walk(interp, this_)?;
    Ok(top(this).unwrap_or_default())
}

fn rii_sub(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_walk(interp, this_)?;
    let level = match args.first().map(Value::deref) {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.to_int()),
    };
    Ok(walk(this, |w| match level {
        None => w.stack.last().cloned(),
        Some(l) if l >= 0 => w.stack.get(l as usize).cloned(),
        _ => None,
    })
    .flatten()
    .unwrap_or_default())
}
