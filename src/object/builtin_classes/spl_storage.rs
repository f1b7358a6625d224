//! `SplObjectStorage` (objects with attached data, in the private `storage` property as
//! var_dump shows it) and `SplFixedArray` (elements stored as integer-named properties,
//! which is how var_dump shows them).

use std::rc::Rc;

use super::{array_prop, this, update_array_prop, NativeClass};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::value::{Key, PhpArray, Value};

const STORAGE: &[u8] = b"storage";

pub fn register(table: &ClassTable) {
    NativeClass::class("SplObjectStorage")
        .implements(table, &["Countable", "Iterator", "ArrayAccess"])
        .debug_prop("storage", Value::empty_array())
        .method(
            "attach",
            "attach(object $object, mixed $info = null): void",
            attach,
        )
        .method("detach", "detach(object $object): void", detach)
        .method("contains", "contains(object $object): bool", contains)
        .method("addAll", "addAll(SplObjectStorage $storage): int", add_all)
        .method(
            "removeAll",
            "removeAll(SplObjectStorage $storage): int",
            |i, t, _, a| remove_all(i, t, a, false),
        )
        .method(
            "removeAllExcept",
            "removeAllExcept(SplObjectStorage $storage): int",
            |i, t, _, a| remove_all(i, t, a, true),
        )
        .method("getHash", "getHash(object $object): string", get_hash)
        .method("count", "count(int $mode = COUNT_NORMAL): int", count)
        .method("getInfo", "getInfo(): mixed", get_info)
        .method("setInfo", "setInfo(mixed $info): void", set_info)
        .method("offsetExists", "offsetExists($object): bool", contains)
        .method("offsetGet", "offsetGet($object): mixed", offset_get)
        .method(
            "offsetSet",
            "offsetSet($object, mixed $info = null): void",
            attach,
        )
        .method("offsetUnset", "offsetUnset($object): void", detach)
        .method("rewind", "rewind(): void", rewind)
        .method("valid", "valid(): bool", valid)
        .method("current", "current(): object", current)
        .method("key", "key(): int", key)
        .method("next", "next(): void", next)
        .method("__serialize", "__serialize(): array", storage_serialize)
        .method(
            "__unserialize",
            "__unserialize(array $data): void",
            storage_unserialize,
        )
        .register(table);
    NativeClass::class("SplFixedArray")
        .implements(
            table,
            &[
                "IteratorAggregate",
                "ArrayAccess",
                "Countable",
                "JsonSerializable",
            ],
        )
        .method("__construct", "__construct(int $size = 0)", fixed_construct)
        .method("offsetExists", "offsetExists($index): bool", fixed_exists)
        .method("offsetGet", "offsetGet($index): mixed", fixed_get)
        .method(
            "offsetSet",
            "offsetSet($index, mixed $value): void",
            fixed_set,
        )
        .method("offsetUnset", "offsetUnset($index): void", fixed_unset)
        .method("getSize", "getSize(): int", fixed_size)
        .method("count", "count(): int", fixed_size)
        .method("setSize", "setSize(int $size)", fixed_set_size)
        .method("toArray", "toArray(): array", fixed_to_array)
        .static_method(
            "fromArray",
            "fromArray(array $array, bool $preserveKeys = true): SplFixedArray",
            fixed_from_array,
        )
        .method("jsonSerialize", "jsonSerialize(): array", fixed_to_array)
        .method("__serialize", "__serialize(): array", fixed_to_array)
        .method(
            "__unserialize",
            "__unserialize(array $data): void",
            fixed_unserialize,
        )
        .method("getIterator", "getIterator(): Iterator", fixed_iterator)
        .register(table);
}

/// Iteration position of a storage.
struct Pos(usize);
impl Internal for Pos {}

fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).cloned().unwrap_or_default().deref()
}

fn object_arg(interp: &Interp, method: &str, args: &[Value]) -> Result<Obj, Unwind> {
    match arg(args, 0) {
        Value::Object(o) => Ok(o),
        other => Err(interp.throw_error(
            "TypeError",
            &format!(
                "SplObjectStorage::{method}(): Argument #1 ($object) must be of type object, {} given",
                other.type_name_for_error()
            ),
        )),
    }
}

/// Position of `o` in the storage list.
fn find(store: &PhpArray, o: &Obj) -> Option<i64> {
    store.iter().find_map(|(k, e)| match e {
        Value::Array(pair) => match pair.get_str("obj") {
            Some(Value::Object(x)) if x.ptr_eq(o) => match k {
                Key::Int(i) => Some(*i),
                Key::Str(_) => None,
            },
            _ => None,
        },
        _ => None,
    })
}

fn pair(o: Obj, inf: Value) -> Value {
    let mut p = PhpArray::new();
    p.insert(Key::from("obj"), Value::Object(o));
    p.insert(Key::from("inf"), inf);
    Value::arr(p)
}

/// `SplObjectStorage::__serialize`: `[[object, info, object, info, ...], properties]`.
fn storage_serialize(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    let mut flat = Vec::new();
    if let Some(Value::Array(a)) = s.get_prop(STORAGE).map(|v| v.deref()) {
        for p in a.values() {
            if let Value::Array(p) = p.deref() {
                flat.push(p.get_bytes(b"obj").cloned().unwrap_or_default());
                flat.push(p.get_bytes(b"inf").cloned().unwrap_or_default());
            }
        }
    }
    let members = super::props_except(s, &[STORAGE]);
    Ok(Value::arr(PhpArray::from_values(vec![
        Value::arr(PhpArray::from_values(flat)),
        Value::arr(members),
    ])))
}

/// `SplObjectStorage::__unserialize`: the pairs and properties saved by `__serialize`.
fn storage_unserialize(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    let Some(Value::Array(data)) = args.first().map(Value::deref) else {
        return Ok(Value::Null);
    };
    if let Some(Value::Array(flat)) = data.get_int(0).map(Value::deref) {
        let items: Vec<Value> = flat.values().cloned().collect();
        let mut pairs = PhpArray::new();
        for chunk in items.chunks(2) {
            if let Value::Object(o) = chunk[0].deref() {
                pairs.push(pair(o, chunk.get(1).cloned().unwrap_or_default()));
            }
        }
        s.set_prop(STORAGE, Value::arr(pairs));
    }
    super::restore_props(s, data.get_int(1));
    Ok(Value::Null)
}

fn attach(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    let o = object_arg(interp, "attach", args)?;
    let inf = arg(args, 1);
    update_array_prop(s, STORAGE, |a| match find(a, &o) {
        Some(i) => a.insert(Key::Int(i), pair(o, inf)),
        None => {
            a.push(pair(o, inf));
        }
    });
    Ok(Value::Null)
}

fn detach(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    let o = object_arg(interp, "detach", args)?;
    let old = update_array_prop(s, STORAGE, |a| {
        let i = find(a, &o)?;
        let old = a.remove(&Key::Int(i));
        *a = PhpArray::from_values(a.values().cloned().collect());
        old
    });
    drop(old);
    Ok(Value::Null)
}

fn contains(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    let o = object_arg(interp, "contains", args)?;
    Ok(Value::Bool(find(&array_prop(s, STORAGE), &o).is_some()))
}

fn add_all(
    interp: &Interp,
    t: Option<&Obj>,
    c: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    if let Value::Object(other) = arg(args, 0) {
        for e in array_prop(&other, STORAGE).values() {
            if let Value::Array(p) = e {
                let mut a = [
                    p.get_str("obj").cloned().unwrap_or_default(),
                    p.get_str("inf").cloned().unwrap_or_default(),
                ];
                attach(interp, Some(s), c, &mut a)?;
            }
        }
    }
    Ok(Value::Int(array_prop(s, STORAGE).len() as i64))
}

/// `removeAll` (drop the objects `other` holds) or `removeAllExcept` (keep only those).
fn remove_all(
    interp: &Interp,
    t: Option<&Obj>,
    args: &mut [Value],
    keep_listed: bool,
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    let other = match arg(args, 0) {
        Value::Object(o) => array_prop(&o, STORAGE),
        _ => Rc::new(PhpArray::new()),
    };
    let old = update_array_prop(s, STORAGE, |a| {
        let (kept, dropped): (Vec<Value>, Vec<Value>) = a.values().cloned().partition(|e| {
            let listed = match e {
                Value::Array(p) => match p.get_str("obj") {
                    Some(Value::Object(o)) => find(&other, o).is_some(),
                    _ => false,
                },
                _ => false,
            };
            listed == keep_listed
        });
        *a = PhpArray::from_values(kept);
        dropped
    });
    drop(old);
    Ok(Value::Int(array_prop(s, STORAGE).len() as i64))
}

fn get_hash(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let o = object_arg(interp, "getHash", args)?;
    Ok(Value::from(format!("{:032x}", o.id())))
}

fn count(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Int(
        array_prop(this(interp, t)?, STORAGE).len() as i64
    ))
}

fn offset_get(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    let o = object_arg(interp, "offsetGet", args)?;
    let store = array_prop(s, STORAGE);
    let found = find(&store, &o).and_then(|i| store.get_int(i).cloned());
    match found {
        Some(Value::Array(p)) => Ok(p.get_str("inf").cloned().unwrap_or_default()),
        _ => Err(interp.throw_error("UnexpectedValueException", "Object not found")),
    }
}

fn pos(s: &Obj) -> usize {
    s.with_internal(|p: &mut Pos| p.0).unwrap_or(0)
}

fn set_pos(s: &Obj, p: usize) {
    if s.with_internal(|x: &mut Pos| x.0 = p).is_none() {
        s.set_internal(Box::new(Pos(p)));
    }
}

/// The [obj, inf] pair at the iteration position.
fn at_pos(s: &Obj) -> Option<Rc<PhpArray>> {
    let store = array_prop(s, STORAGE);
    let found = match store.values().nth(pos(s)) {
        Some(Value::Array(p)) => Some(p.clone()),
        _ => None,
    };
    found
}

fn rewind(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    set_pos(this(interp, t)?, 0);
    Ok(Value::Null)
}
fn valid(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    Ok(Value::Bool(pos(s) < array_prop(s, STORAGE).len()))
}
fn current(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let p = at_pos(this(interp, t)?);
    Ok(p.and_then(|p| p.get_str("obj").cloned())
        .unwrap_or_default())
}
fn key(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(pos(this(interp, t)?) as i64))
}
fn next(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    set_pos(s, pos(s) + 1);
    Ok(Value::Null)
}
fn get_info(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let p = at_pos(this(interp, t)?);
    Ok(p.and_then(|p| p.get_str("inf").cloned())
        .unwrap_or_default())
}
fn set_info(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let s = this(interp, t)?;
    let i = pos(s) as i64;
    let inf = arg(args, 0);
    update_array_prop(s, STORAGE, |a| {
        if let Some(Value::Array(p)) = a.get_mut(&Key::Int(i)) {
            Rc::make_mut(p).insert(Key::from("inf"), inf);
        }
    });
    Ok(Value::Null)
}

fn size_of(o: &Obj) -> i64 {
    o.props.borrow().len() as i64
}

fn out_of_range(interp: &Interp) -> Unwind {
    interp.throw_error("RuntimeException", "Index invalid or out of range")
}

/// A valid index into the fixed array.
fn fixed_index(interp: &Interp, o: &Obj, v: &Value) -> Result<i64, Unwind> {
    let i = match v.deref() {
        Value::Int(i) => i,
        Value::Float(f) => crate::value::ops::float_to_int_checked(interp, f),
        Value::Bool(b) => b as i64,
        Value::Str(s) => match crate::value::parse_int_key(&s) {
            Some(i) => i,
            None => return Err(interp.throw_error("TypeError", "Illegal offset type")),
        },
        _ => return Err(interp.throw_error("TypeError", "Illegal offset type")),
    };
    if i < 0 || i >= size_of(o) {
        return Err(out_of_range(interp));
    }
    Ok(i)
}

fn fixed_construct(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let o = this(interp, t)?;
    let n = arg(args, 0).to_int();
    if n < 0 {
        return Err(interp.throw_error(
            "ValueError",
            "SplFixedArray::__construct(): Argument #1 ($size) must be greater than or equal to 0",
        ));
    }
    resize(o, n);
    Ok(Value::Null)
}

/// `SplFixedArray::__unserialize`: the elements `__serialize` wrote, in order.
fn fixed_unserialize(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let o = this(interp, t)?;
    if let Some(Value::Array(data)) = args.first().map(Value::deref) {
        let vals: Vec<Value> = data.values().map(Value::deref).collect();
        let old = std::mem::replace(&mut *o.props.borrow_mut(), PhpArray::from_values(vals));
        drop(old);
    }
    Ok(Value::Null)
}

fn resize(o: &Obj, n: i64) {
    let old = {
        let mut props = o.props.borrow_mut();
        let mut vals: Vec<Value> = props.values().cloned().collect();
        let dropped = vals.split_off((n as usize).min(vals.len()));
        vals.resize(n as usize, Value::Null);
        *props = PhpArray::from_values(vals);
        dropped
    };
    drop(old);
}

fn fixed_exists(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let o = this(interp, t)?;
    let i = arg(args, 0).to_int();
    Ok(Value::Bool(
        i >= 0 && o.props.borrow().get_int(i).is_some_and(|v| !v.is_null()),
    ))
}
fn fixed_get(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let o = this(interp, t)?;
    let i = fixed_index(interp, o, &arg(args, 0))?;
    let v = o.props.borrow().get_int(i).cloned().unwrap_or_default();
    Ok(v)
}
fn fixed_set(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let o = this(interp, t)?;
    let i = fixed_index(interp, o, &arg(args, 0))?;
    let old = o
        .props
        .borrow_mut()
        .get_mut(&Key::Int(i))
        .map(|s| std::mem::replace(s, arg(args, 1)));
    drop(old);
    Ok(Value::Null)
}
fn fixed_unset(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let o = this(interp, t)?;
    let i = fixed_index(interp, o, &arg(args, 0))?;
    let old = o
        .props
        .borrow_mut()
        .get_mut(&Key::Int(i))
        .map(std::mem::take);
    drop(old);
    Ok(Value::Null)
}
fn fixed_size(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Int(size_of(this(interp, t)?)))
}
fn fixed_set_size(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let o = this(interp, t)?;
    let n = arg(args, 0).to_int();
    if n < 0 {
        return Err(interp.throw_error(
            "ValueError",
            "SplFixedArray::setSize(): Argument #1 ($size) must be greater than or equal to 0",
        ));
    }
    resize(o, n);
    Ok(Value::Bool(true))
}
fn fixed_to_array(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let o = this(interp, t)?;
    let a = o.props.borrow().clone();
    Ok(Value::arr(a))
}
fn fixed_from_array(
    interp: &Interp,
    _: Option<&Obj>,
    class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let Value::Array(src) = arg(args, 0) else {
        return Ok(Value::Null);
    };
    let preserve = args.get(1).is_none_or(|v| v.to_bool());
    let vals: Vec<Value> = if preserve && !src.is_empty() {
        let mut max = -1;
        for k in src.keys() {
            match k {
                // Past u32 the allocation could not succeed anyway.
                Key::Int(i) if *i >= 0 && *i < u32::MAX as i64 => max = max.max(*i),
                _ => {
                    return Err(interp.throw_error(
                        "InvalidArgumentException",
                        "array must contain only positive integer keys",
                    ))
                }
            }
        }
        let mut vals = vec![Value::Null; (max + 1) as usize];
        for (k, v) in src.iter() {
            if let Key::Int(i) = k {
                vals[*i as usize] = v.deref();
            }
        }
        vals
    } else {
        src.values().map(Value::deref).collect()
    };
    let o = Obj::new(class);
    *o.props.borrow_mut() = PhpArray::from_values(vals);
    Ok(Value::Object(o))
}

fn fixed_iterator(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let o = this(interp, t)?;
    let Some(cls) = interp.classes.get("ArrayIterator") else {
        return Ok(Value::Null);
    };
    let it = Obj::new(&cls);
    let a = o.props.borrow().clone();
    it.set_prop(STORAGE, Value::arr(a));
    Ok(Value::Object(it))
}
