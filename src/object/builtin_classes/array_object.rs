//! `ArrayIterator` and `ArrayObject`: an array held in the private `storage` property (so
//! var_dump shows it as PHP does), iterated by position.

use std::rc::Rc;

use super::{array_prop, this, update_array_prop, NativeClass};
use crate::builtins::registry;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::value::{Key, PhpArray, Value};

pub fn register(table: &ClassTable) {
    NativeClass::interface("SeekableIterator")
        .implements(table, &["Iterator"])
        .abstract_method("seek", "seek(int $offset): void")
        .register(table);
    NativeClass::class("ArrayIterator")
        .implements(table, &["SeekableIterator", "ArrayAccess", "Countable"])
        .debug_prop("storage", Value::empty_array())
        .method(
            "__construct",
            "__construct(array|object $array = [], int $flags = 0)",
            construct,
        )
        .method("current", "current(): mixed", current)
        .method("key", "key(): string|int|null", key)
        .method("next", "next(): void", next)
        .method("rewind", "rewind(): void", rewind)
        .method("valid", "valid(): bool", valid)
        .method("seek", "seek(int $offset): void", seek)
        .method("count", "count(): int", count)
        .method(
            "offsetExists",
            "offsetExists(mixed $key): bool",
            offset_exists,
        )
        .method("offsetGet", "offsetGet(mixed $key): mixed", offset_get)
        .method(
            "offsetSet",
            "offsetSet(mixed $key, mixed $value): void",
            offset_set,
        )
        .method("offsetUnset", "offsetUnset(mixed $key): void", offset_unset)
        .method("append", "append(mixed $value): void", append)
        .method("getArrayCopy", "getArrayCopy(): array", get_array_copy)
        .with(sorting)
        .method("__serialize", "__serialize(): array", serialize_state)
        .method(
            "__unserialize",
            "__unserialize(array $data): void",
            unserialize_state,
        )
        .register(table);
    NativeClass::class("ArrayObject")
        .implements(table, &["IteratorAggregate", "ArrayAccess", "Countable"])
        .debug_prop("storage", Value::empty_array())
        .method("__construct", "__construct(array|object $array = [], int $flags = 0, string $iteratorClass = ArrayIterator::class)", construct)
        .method("getIterator", "getIterator(): Iterator", get_iterator)
        .method("count", "count(): int", count)
        .method("offsetExists", "offsetExists(mixed $key): bool", offset_exists)
        .method("offsetGet", "offsetGet(mixed $key): mixed", offset_get)
        .method("offsetSet", "offsetSet(mixed $key, mixed $value): void", offset_set)
        .method("offsetUnset", "offsetUnset(mixed $key): void", offset_unset)
        .method("append", "append(mixed $value): void", append)
        .method("getArrayCopy", "getArrayCopy(): array", get_array_copy)
        .method("exchangeArray", "exchangeArray(array|object $array): array", exchange_array)
        .with(sorting)
        .method("__serialize", "__serialize(): array", serialize_state)
        .method("__unserialize", "__unserialize(array $data): void", unserialize_state)
        .register(table);
}

/// The sorting methods and flags both classes share.
fn sorting(c: NativeClass) -> NativeClass {
    c.constant("STD_PROP_LIST", Value::Int(1))
        .constant("ARRAY_AS_PROPS", Value::Int(2))
        .method("getFlags", "getFlags(): int", get_flags)
        .method("setFlags", "setFlags(int $flags): void", set_flags)
        .method(
            "asort",
            "asort(int $flags = SORT_REGULAR): bool",
            |i, t, _, a| sort_storage(i, t, a, "asort"),
        )
        .method(
            "ksort",
            "ksort(int $flags = SORT_REGULAR): bool",
            |i, t, _, a| sort_storage(i, t, a, "ksort"),
        )
        .method(
            "uasort",
            "uasort(callable $callback): bool",
            |i, t, _, a| sort_storage(i, t, a, "uasort"),
        )
        .method(
            "uksort",
            "uksort(callable $callback): bool",
            |i, t, _, a| sort_storage(i, t, a, "uksort"),
        )
        .method("natsort", "natsort(): bool", |i, t, _, a| {
            sort_storage(i, t, a, "natsort")
        })
        .method("natcasesort", "natcasesort(): bool", |i, t, _, a| {
            sort_storage(i, t, a, "natcasesort")
        })
}

/// Sort the storage array in place with one of the array sort functions.
/// Sort the storage with the sort function `name`, called through the registry so that
/// its own argument checks apply (`uasort(): Argument #2 ($callback) ...`).
fn sort_storage(
    interp: &Interp,
    t: Option<&Obj>,
    args: &mut [Value],
    name: &str,
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let Some(entry) = registry::lookup(name) else {
        return Err(interp.throw_error("Error", &format!("Call to undefined function {name}()")));
    };
    let cell = Value::new_ref(Value::Array(array_prop(obj, STORAGE)));
    let mut call_args = vec![Value::Ref(cell.clone())];
    call_args.extend(args.iter().cloned());
    let r = registry::call(interp, entry, &mut call_args, Vec::new());
    let sorted = cell.borrow().clone();
    obj.set_prop(STORAGE, sorted);
    r
}

/// Flags are kept in the object's built-in state next to the position.
fn get_flags(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    Ok(Value::Int(
        obj.with_internal(|p: &mut Pos| p.1).unwrap_or(0),
    ))
}

fn set_flags(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let flags = args.first().map_or(0, Value::to_int);
    if obj.with_internal(|p: &mut Pos| p.1 = flags).is_none() {
        obj.set_internal(Box::new(Pos(0, flags, None)));
    }
    Ok(Value::Null)
}

/// `ArrayObject::__serialize` (and ArrayIterator's): `[flags, storage, other properties,
/// iterator class]`.
fn serialize_state(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let storage = obj.get_prop(STORAGE).map(|v| v.deref()).unwrap_or_default();
    let members = super::props_except(obj, &[STORAGE]);
    Ok(Value::arr(PhpArray::from_values(vec![
        Value::Int(0),
        storage,
        Value::arr(members),
        Value::Null,
    ])))
}

/// `ArrayObject::__unserialize` (and ArrayIterator's): the storage and properties saved by `__serialize`.
fn unserialize_state(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let Some(Value::Array(data)) = args.first().map(Value::deref) else {
        return Ok(Value::Null);
    };
    if let Some(v) = data.get_int(1) {
        obj.set_prop(STORAGE, Value::arr(input_array(Some(v))));
    }
    super::restore_props(obj, data.get_int(2));
    Ok(Value::Null)
}

/// Iteration position of an ArrayIterator (an entry position of the storage array), the
/// flags set by the constructor or `setFlags`, and the ArrayObject whose storage an
/// iterator from `getIterator` walks (live, so elements added meanwhile are reached).
struct Pos(usize, i64, Option<Obj>);

impl Internal for Pos {
    fn clone_state(&self) -> Option<Box<dyn Internal>> {
        Some(Box::new(Pos(self.0, self.1, self.2.clone())))
    }
}

/// The array an iterator walks: its ArrayObject's storage, or its own.
fn walked(obj: &Obj) -> Rc<PhpArray> {
    match obj.with_internal(|p: &mut Pos| p.2.clone()).flatten() {
        Some(backing) => array_prop(&backing, STORAGE),
        None => array_prop(obj, STORAGE),
    }
}

const STORAGE: &[u8] = b"storage";

/// Whether property accesses of `o` go to its array (`ARRAY_AS_PROPS`).
pub(crate) fn array_as_props(o: &Obj) -> bool {
    let class = o.class();
    (class.instanceof_name("arrayobject") || class.instanceof_name("arrayiterator"))
        && o.with_internal(|p: &mut Pos| p.1 & 2 != 0).unwrap_or(false)
}

/// The array an `ArrayObject` / `ArrayIterator` shows as its properties to (array) casts,
/// var_export and json_encode: its storage, or with the `STD_PROP_LIST` flag its
/// properties other than the storage.
pub(crate) fn storage_as_props(o: &Obj) -> Option<Rc<PhpArray>> {
    let class = o.class();
    if !class.instanceof_name("arrayobject") && !class.instanceof_name("arrayiterator") {
        return None;
    }
    let flags = o.with_internal(|p: &mut Pos| p.1).unwrap_or(0);
    if flags & 1 == 0 {
        return Some(array_prop(o, STORAGE));
    }
    let mut props = o.props.borrow().clone();
    let storage_slot = class
        .slots
        .iter()
        .zip(&class.props)
        .find(|(_, d)| d.name.as_bytes() == STORAGE && d.class_name.as_bytes() != b"")
        .map(|(slot, _)| slot.clone());
    if let Some(slot) = storage_slot {
        props.remove(&Key::from_bytes(slot.as_bytes()));
    }
    Some(Rc::new(props))
}

/// The array a constructor argument stands for (an object gives its properties).
fn input_array(v: Option<&Value>) -> PhpArray {
    match v.map(|v| v.deref()) {
        Some(Value::Array(a)) => (*a).clone(),
        Some(Value::Object(o)) => o.props.borrow().clone(),
        _ => PhpArray::new(),
    }
}

fn construct(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, this_)?;
    if let Some(v) = args.first() {
        if !matches!(v.deref(), Value::Array(_) | Value::Object(_)) {
            return Err(interp.throw_error(
                "TypeError",
                &format!(
                    "{}::__construct(): Argument #1 ($array) must be of type array, {} given",
                    root_of(obj),
                    v.type_name_for_error()
                ),
            ));
        }
    }
    obj.set_prop(STORAGE, Value::arr(input_array(args.first())));
    if let Some(flags) = args.get(1) {
        set_flags(interp, this_, &obj.class, &mut [flags.clone()])?;
    }
    Ok(Value::Null)
}

/// `ArrayIterator` or `ArrayObject`, whichever the object descends from.
fn root_of(obj: &Obj) -> &'static str {
    if obj.class.instanceof_name("arrayobject") {
        "ArrayObject"
    } else {
        "ArrayIterator"
    }
}

fn pos(obj: &Obj) -> usize {
    obj.with_internal(|p: &mut Pos| p.0).unwrap_or(0)
}

fn set_pos(obj: &Obj, p: usize) {
    if obj.with_internal(|s: &mut Pos| s.0 = p).is_none() {
        obj.set_internal(Box::new(Pos(p, 0, None)));
    }
}

fn current(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let arr = walked(obj);
    let p = arr.next_pos(pos(obj));
    Ok(p.and_then(|p| arr.at_pos(p))
        .map(|(_, v)| v.deref())
        .unwrap_or_default())
}

fn key(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let arr = walked(obj);
    let p = arr.next_pos(pos(obj));
    Ok(p.and_then(|p| arr.at_pos(p))
        .map(|(k, _)| k.to_value())
        .unwrap_or_default())
}

fn next(interp: &Interp, t: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let arr = walked(obj);
    if let Some(p) = arr.next_pos(pos(obj)) {
        set_pos(obj, p + 1);
    }
    Ok(Value::Null)
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
    let obj = this(interp, t)?;
    Ok(Value::Bool(walked(obj).next_pos(pos(obj)).is_some()))
}

fn seek(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let n = args.first().map(|v| v.to_int()).unwrap_or(0);
    let arr = array_prop(obj, STORAGE);
    let mut p = arr.next_pos(0);
    for _ in 0..n.max(0) {
        p = p.and_then(|q| arr.next_pos(q + 1));
    }
    match p {
        Some(q) if n >= 0 => {
            set_pos(obj, q);
            Ok(Value::Null)
        }
        _ => Err(interp.throw_error(
            "OutOfBoundsException",
            &format!("Seek position {n} is out of range"),
        )),
    }
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

/// An offset as an array key (null is "", bools and floats become ints); an array or
/// object is PHP's "Illegal offset type" error, with `context` (" in unset") appended.
fn to_key(interp: &Interp, v: &Value, context: &str) -> Result<Key, Unwind> {
    Ok(match v.deref() {
        Value::Int(i) => Key::Int(i),
        Value::Bool(b) => Key::Int(b as i64),
        Value::Float(f) => Key::Int(f as i64),
        Value::Null => Key::from(""),
        Value::Array(_) | Value::Object(_) => {
            return Err(interp.throw_error("TypeError", &format!("Illegal offset type{context}")))
        }
        other => Key::from_php_string(other.to_php_string_lossy()),
    })
}

fn key_text(k: &Key) -> String {
    match k {
        Key::Int(i) => i.to_string(),
        Key::Str(s) => format!("\"{}\"", s.to_string_lossy()),
    }
}

fn offset_exists(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let k = to_key(
        interp,
        args.first().unwrap_or(&Value::Null),
        " in isset or empty",
    )?;
    Ok(Value::Bool(array_prop(obj, STORAGE).contains_key(&k)))
}

fn offset_get(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let k = to_key(interp, args.first().unwrap_or(&Value::Null), "")?;
    match array_prop(obj, STORAGE).get(&k) {
        Some(v) => Ok(v.deref()),
        None => {
            interp.warn(&format!("Undefined array key {}", key_text(&k)));
            Ok(Value::Null)
        }
    }
}

fn offset_set(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let v = args.get(1).cloned().unwrap_or_default().deref();
    let k = args.first().cloned().unwrap_or_default();
    let k = match k.is_null() {
        true => None,
        false => Some(to_key(interp, &k, "")?),
    };
    update_array_prop(obj, STORAGE, |a| match k {
        None => {
            a.push(v);
        }
        Some(k) => a.insert(k, v),
    });
    Ok(Value::Null)
}

fn offset_unset(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let k = to_key(interp, args.first().unwrap_or(&Value::Null), " in unset")?;
    let old = update_array_prop(obj, STORAGE, |a| a.remove(&k));
    drop(old);
    Ok(Value::Null)
}

fn append(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let v = args.first().cloned().unwrap_or_default().deref();
    update_array_prop(obj, STORAGE, |a| a.push(v));
    Ok(Value::Null)
}

fn get_array_copy(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    Ok(Value::Array(array_prop(this(interp, t)?, STORAGE)))
}

fn exchange_array(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let old = array_prop(obj, STORAGE);
    obj.set_prop(STORAGE, Value::arr(input_array(args.first())));
    Ok(Value::Array(old))
}

fn get_iterator(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let Some(cls) = interp.classes.get("ArrayIterator") else {
        return Ok(Value::Null);
    };
    let it = Obj::new(&cls);
    it.set_prop(STORAGE, Value::Array(array_prop(obj, STORAGE)));
    it.set_internal(Box::new(Pos(0, 0, Some(obj.clone()))));
    Ok(Value::Object(it))
}
