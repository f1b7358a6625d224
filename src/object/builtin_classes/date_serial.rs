//! Serialization of `DateTime`, `DateTimeImmutable` and `DateTimeZone`: `__serialize`,
//! `__unserialize`, `__wakeup` and `__set_state` rebuild an object's state from its
//! visible properties (`date`, `timezone_type`, `timezone`), so unserialize() and
//! var_export() round-trips give working objects, as in PHP. `DateInterval` uses its
//! `__serialize` and argument helper too.

use std::rc::Rc;

use super::datetime::{parse_in, set_zone, store, zone_by_name};
use super::NativeClass;
use crate::builtins::time::default_zone;
use crate::eval::{Interp, Unwind};
use crate::object::{instantiate, Class, Obj};
use crate::value::{Key, PhpArray, Value};

/// The serialization methods of `DateTime` and `DateTimeImmutable`.
pub(super) fn date_methods(c: NativeClass) -> NativeClass {
    c.method("__serialize", "__serialize(): array", props_of_this)
        .method(
            "__unserialize",
            "__unserialize(array $data): void",
            date_unserialize,
        )
        .method("__wakeup", "__wakeup(): void", date_wakeup)
}

/// The serialization methods of `DateTimeZone`.
pub(super) fn zone_methods(c: NativeClass) -> NativeClass {
    c.method("__serialize", "__serialize(): array", props_of_this)
        .method(
            "__unserialize",
            "__unserialize(array $data): void",
            zone_unserialize,
        )
        .method("__wakeup", "__wakeup(): void", zone_wakeup)
        .static_method(
            "__set_state",
            "__set_state(array $array): DateTimeZone",
            zone_set_state,
        )
}

/// `__serialize` of the date classes: the object's properties as they are.
pub(super) fn props_of_this(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let props = obj.props.borrow().clone();
    Ok(Value::arr(props))
}

/// `DateTime` or `DateTimeImmutable`, whichever `class` descends from.
fn date_base(class: &Rc<Class>) -> &'static str {
    if class.instanceof_name("datetimeimmutable") {
        "DateTimeImmutable"
    } else {
        "DateTime"
    }
}

fn invalid(interp: &Interp, class: &str) -> Unwind {
    interp.throw_error(
        "Error",
        &format!("Invalid serialization data for {class} object"),
    )
}

fn string_field(data: &PhpArray, name: &str) -> Option<String> {
    match data.get_str(name).map(Value::deref) {
        Some(Value::Str(s)) => Some(s.to_string_lossy()),
        _ => None,
    }
}

/// The zone kind (1 offset, 2 abbreviation, 3 identifier) and its name.
fn zone_fields(data: &PhpArray) -> Option<(i64, String)> {
    let kind = match data.get_str("timezone_type").map(Value::deref) {
        Some(Value::Int(k)) => k,
        _ => return None,
    };
    Some((kind, string_field(data, "timezone")?))
}

/// Set a date object's state from the fields PHP serializes; false when they do not
/// describe a date.
fn restore_date(interp: &Interp, obj: &Obj, data: &PhpArray) -> bool {
    let (Some(date), Some((kind, zone))) = (string_field(data, "date"), zone_fields(data)) else {
        return false;
    };
    let parsed = match kind {
        1 | 2 => parse_in(&format!("{date} {zone}"), default_zone(interp)),
        3 => match zone_by_name(&zone) {
            Some(z) => parse_in(&date, z),
            None => return false,
        },
        _ => return false,
    };
    match parsed {
        Ok(st) => {
            store(obj, st);
            true
        }
        Err(_) => false,
    }
}

/// Set a zone object's state from the fields PHP serializes.
fn restore_zone(obj: &Obj, data: &PhpArray) -> bool {
    match zone_fields(data) {
        Some((1..=3, name)) => match zone_by_name(&name) {
            Some(z) => {
                set_zone(obj, z);
                true
            }
            None => false,
        },
        _ => false,
    }
}

/// The properties in `data` other than the serialized state, set on `obj` as PHP's
/// `__unserialize` keeps a subclass's own properties.
fn restore_others(obj: &Obj, data: &PhpArray, state: &[&str]) {
    for (k, v) in data.iter() {
        if let Key::Str(name) = k {
            if !state.iter().any(|s| s.as_bytes() == name.as_bytes()) {
                obj.set_prop(name.as_bytes(), v.deref());
            }
        }
    }
}

/// The array a `__unserialize`/`__set_state` call got (empty for anything else).
pub(super) fn array_of(args: &[Value]) -> PhpArray {
    match args.first().map(Value::deref) {
        Some(Value::Array(a)) => (*a).clone(),
        _ => PhpArray::new(),
    }
}

fn date_unserialize(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let data = array_of(args);
    if !restore_date(interp, obj, &data) {
        return Err(invalid(interp, date_base(obj.class())));
    }
    restore_others(obj, &data, &["date", "timezone_type", "timezone"]);
    Ok(Value::Null)
}

fn date_wakeup(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let data = obj.props.borrow().clone();
    if !restore_date(interp, obj, &data) {
        return Err(invalid(interp, date_base(obj.class())));
    }
    Ok(Value::Null)
}

/// `DateTime::__set_state` and `DateTimeImmutable::__set_state`: a new object of the
/// named class (not of a subclass) from var_export()'s array.
pub(super) fn date_set_state(
    interp: &Interp,
    class_name: &str,
    args: &[Value],
) -> Result<Value, Unwind> {
    let Some(class) = interp.classes.get(class_name) else {
        return Ok(Value::Null);
    };
    let obj = instantiate(interp, &class)?;
    if !restore_date(interp, &obj, &array_of(args)) {
        return Err(invalid(interp, class_name));
    }
    Ok(Value::Object(obj))
}

fn zone_unserialize(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let data = array_of(args);
    if !restore_zone(obj, &data) {
        return Err(invalid(interp, "DateTimeZone"));
    }
    restore_others(obj, &data, &["timezone_type", "timezone"]);
    Ok(Value::Null)
}

fn zone_wakeup(
    interp: &Interp,
    this_: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = super::this(interp, this_)?;
    let data = obj.props.borrow().clone();
    if !restore_zone(obj, &data) {
        return Err(invalid(interp, "DateTimeZone"));
    }
    Ok(Value::Null)
}

fn zone_set_state(
    interp: &Interp,
    _: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let Some(class) = interp.classes.get("DateTimeZone") else {
        return Ok(Value::Null);
    };
    let obj = instantiate(interp, &class)?;
    if !restore_zone(&obj, &array_of(args)) {
        return Err(invalid(interp, "DateTimeZone"));
    }
    Ok(Value::Object(obj))
}
