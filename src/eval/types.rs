//! Parameter and return type checks for user functions: PHP's weak-mode coercions
//! (numeric strings to int/float, scalars to string/bool), strict_types, class types,
//! unions and nullables, and the canonical type spelling used in TypeError messages.

use std::rc::Rc;

use super::frame::Frame;
use super::{Interp, Unwind};
use crate::object::Class;
use crate::syntax::ast::TypeHint;
use crate::value::{parse_numeric, Numeric, NumericKind, PhpString, Value};

/// A type flattened to its parts.
#[derive(Default)]
struct Flat {
    classes: Vec<String>,
    /// Intersection members (`A&B`): each matches an object of every class in it.
    intersections: Vec<Vec<String>>,
    mixed: bool,
    callable: bool,
    object: bool,
    array: bool,
    iterable: bool,
    string: bool,
    int: bool,
    float: bool,
    bool_: bool,
    false_: bool,
    true_: bool,
    void: bool,
    never: bool,
    null: bool,
    static_: bool,
}

fn flatten(t: &TypeHint, out: &mut Flat) {
    match t {
        TypeHint::Nullable(inner) => {
            out.null = true;
            flatten(inner, out);
        }
        TypeHint::Union(parts) => parts.iter().for_each(|p| flatten(p, out)),
        TypeHint::Intersection(parts) => {
            let mut group = Flat::default();
            parts.iter().for_each(|p| flatten(p, &mut group));
            out.intersections.push(group.classes);
        }
        TypeHint::Named(n) => match n.to_ascii_lowercase().as_str() {
            "mixed" => out.mixed = true,
            "callable" => out.callable = true,
            "object" => out.object = true,
            "array" => out.array = true,
            "iterable" => out.iterable = true,
            "string" => out.string = true,
            "int" => out.int = true,
            "float" => out.float = true,
            "bool" => out.bool_ = true,
            "false" => out.false_ = true,
            "true" => out.true_ = true,
            "void" => out.void = true,
            "never" => out.never = true,
            "null" => out.null = true,
            "static" => out.static_ = true,
            _ => out.classes.push(n.to_string()),
        },
    }
}

/// Whether `v` exactly matches the single type `n` in the common cases (a scalar type,
/// `mixed`, or an object of exactly the named class in code without namespaces), without
/// resolving names. False means "check the slow way".
pub(crate) fn named_type_matches(f: &Frame, n: &str, v: &Value) -> bool {
    let hit = match v {
        Value::Int(_) => n.eq_ignore_ascii_case("int"),
        Value::Float(_) => n.eq_ignore_ascii_case("float"),
        Value::Str(_) => n.eq_ignore_ascii_case("string"),
        Value::Bool(_) => n.eq_ignore_ascii_case("bool"),
        Value::Array(_) => n.eq_ignore_ascii_case("array"),
        Value::Object(o) => {
            let class = &o.class().name;
            if let Some(full) = n.strip_prefix('\\') {
                // A fully qualified name means the same class in any namespace.
                return class.eq_ignore_ascii_case(full);
            }
            // Names are mostly written as declared: bytes first, then without case.
            (class.as_bytes() == n.as_bytes() || class.eq_ignore_ascii_case(n)) && {
                let names = f.names.borrow();
                names.ns.is_empty() && names.classes.is_empty()
            }
        }
        _ => false,
    };
    hit || n.eq_ignore_ascii_case("mixed")
}

/// Whether `v` has type `t` as it is, so that storing it needs no coercion (a false
/// result only means the full check must decide).
pub(crate) fn has_type_as_is(f: &Frame, t: &TypeHint, v: &Value) -> bool {
    match t {
        TypeHint::Named(n) => named_type_matches(f, n, v),
        TypeHint::Nullable(inner) => v.is_null() || has_type_as_is(f, inner, v),
        TypeHint::Union(parts) => parts.iter().any(|p| has_type_as_is(f, p, v)),
        TypeHint::Intersection(_) => false,
    }
}

/// `named_type_matches`, remembering in `hit` the class of the last object that
/// matched: an object of that class matches at once (a class name means one class in
/// the fixed namespace context of one function, and classes are never unloaded).
#[inline]
pub(crate) fn named_type_matches_cached(
    f: &Frame,
    n: &str,
    v: &Value,
    hit: &std::cell::Cell<usize>,
) -> bool {
    if let Value::Object(o) = v {
        let class = std::rc::Rc::as_ptr(o.class()) as usize;
        if class == hit.get() {
            return true;
        }
        if named_type_matches(f, n, v) {
            hit.set(class);
            return true;
        }
        return false;
    }
    named_type_matches(f, n, v)
}

/// Whether an int given for type `t` becomes a float (the type has float but not int).
pub(crate) fn widens_int_to_float(t: &TypeHint) -> bool {
    let mut fl = Flat::default();
    flatten(t, &mut fl);
    fl.float && !fl.int && !fl.mixed
}

/// Whether a float value fits type `t` without coercion (it has float or is mixed).
pub(crate) fn allows_float(t: &TypeHint) -> bool {
    let mut fl = Flat::default();
    flatten(t, &mut fl);
    fl.float || fl.mixed
}

/// Whether a type mentions a class (its meaning then depends on the declaring scope).
pub(crate) fn names_a_class(t: &TypeHint) -> bool {
    let mut fl = Flat::default();
    flatten(t, &mut fl);
    !fl.classes.is_empty() || !fl.intersections.is_empty() || fl.static_
}

/// A type in PHP's canonical order (classes, then static, callable, object, array,
/// string, int, float, bool, void, never, null), class names through `class_name`.
pub fn canonical_type(t: &TypeHint, class_name: &dyn Fn(&str) -> String) -> String {
    let mut fl = Flat::default();
    flatten(t, &mut fl);
    if fl.mixed {
        return "mixed".into();
    }
    let mut parts: Vec<String> = Vec::new();
    for group in &fl.intersections {
        let names: Vec<String> = group.iter().map(|c| class_name(c)).collect();
        parts.push(names.join("&"));
    }
    for c in &fl.classes {
        parts.push(class_name(c));
    }
    if fl.iterable {
        parts.push("Traversable".into());
    }
    if fl.static_ {
        parts.push("static".into());
    }
    if fl.callable {
        parts.push("callable".into());
    }
    if fl.object {
        parts.push("object".into());
    }
    if fl.array || fl.iterable {
        parts.push("array".into());
    }
    if fl.string {
        parts.push("string".into());
    }
    if fl.int {
        parts.push("int".into());
    }
    if fl.float {
        parts.push("float".into());
    }
    if fl.bool_ {
        parts.push("bool".into());
    } else if fl.false_ {
        parts.push("false".into());
    } else if fl.true_ {
        parts.push("true".into());
    }
    if fl.void {
        parts.push("void".into());
    }
    if fl.never {
        parts.push("never".into());
    }
    if fl.null {
        if parts.len() == 1 && fl.intersections.is_empty() {
            return format!("?{}", parts[0]);
        }
        parts.push("null".into());
    }
    if parts.len() > 1 {
        // A member of a union that is an intersection is parenthesized (DNF).
        for p in parts.iter_mut().take(fl.intersections.len()) {
            *p = format!("({p})");
        }
    }
    parts.join("|")
}

impl Interp {
    /// The type as PHP prints it in messages (`?int`, `string|int`, `Traversable|array`).
    pub(crate) fn type_to_string(&self, f: &Frame, t: &TypeHint) -> String {
        self.type_text(f, t, false)
    }

    /// A property's type as PHP prints it: `self` and `parent` stay as written.
    pub(crate) fn prop_type_to_string(&self, f: &Frame, t: &TypeHint) -> String {
        self.type_text(f, t, true)
    }

    fn type_text(&self, f: &Frame, t: &TypeHint, keep_relative: bool) -> String {
        canonical_type(t, &|c: &str| {
            let relative = c.eq_ignore_ascii_case("self") || c.eq_ignore_ascii_case("parent");
            if keep_relative && relative {
                c.to_string()
            } else {
                self.display_class_name(f, c)
            }
        })
    }

    fn display_class_name(&self, f: &Frame, c: &str) -> String {
        match c.to_ascii_lowercase().as_str() {
            "self" => f
                .class
                .as_ref()
                .map(|c| c.name.to_string())
                .unwrap_or("self".into()),
            "parent" => f
                .class
                .as_ref()
                .and_then(|c| c.parent.as_ref())
                .map(|p| p.name.to_string())
                .unwrap_or("parent".into()),
            _ => self.resolve_class_name(f, c),
        }
    }

    /// Check (and in weak mode coerce) `v` against `t`. Ok(None) means "does not match".
    pub(crate) fn coerce_to_type(
        &self,
        f: &Frame,
        t: &TypeHint,
        v: Value,
        strict: bool,
    ) -> Result<Option<Value>, Unwind> {
        if let TypeHint::Named(n) = t {
            if named_type_matches(f, n, &v) {
                return Ok(Some(v));
            }
        }
        let mut fl = Flat::default();
        flatten(t, &mut fl);
        if fl.mixed {
            return Ok(Some(v));
        }
        // Exact matches first.
        let exact = match &v {
            Value::Null => fl.null,
            Value::Bool(b) => fl.bool_ || (*b && fl.true_) || (!*b && fl.false_),
            Value::Int(_) => fl.int,
            Value::Float(_) => fl.float,
            Value::Str(_) => fl.string,
            Value::Array(_) => fl.array || fl.iterable,
            Value::Object(o) => {
                fl.object
                    || (fl.iterable && self.instance_of_name(o.class(), "Traversable"))
                    || (fl.static_
                        && f.static_class
                            .as_ref()
                            .is_some_and(|c| self.class_is_a(o.class(), c)))
                    || fl
                        .classes
                        .iter()
                        .any(|c| self.value_is_class(f, o.class(), c))
                    || fl
                        .intersections
                        .iter()
                        .any(|group| group.iter().all(|c| self.value_is_class(f, o.class(), c)))
            }
            Value::Resource(_) => false,
            Value::Ref(_) => false,
        };
        if exact {
            return Ok(Some(v));
        }
        if fl.callable && self.is_callable_value(&v) {
            return Ok(Some(v));
        }
        // int -> float widening is allowed even in strict mode.
        if let Value::Int(i) = v {
            if fl.float {
                return Ok(Some(Value::Float(i as f64)));
            }
        }
        if strict {
            return Ok(None);
        }
        // Weak mode scalar coercions (never from null, arrays or objects, except
        // Stringable objects to string).
        match &v {
            Value::Float(x) => {
                // Only a float in int range converts (with a deprecation when it has a
                // fractional part).
                let fits = x.is_finite()
                    && (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(x);
                if fl.int && fits {
                    let i = crate::value::ops::float_to_int_checked(self, *x);
                    return Ok(Some(Value::Int(i)));
                }
                if fl.string {
                    return Ok(Some(Value::Str(PhpString::from(
                        crate::value::format_float(*x),
                    ))));
                }
                if fl.bool_ {
                    return Ok(Some(Value::Bool(*x != 0.0)));
                }
            }
            Value::Int(i) => {
                if fl.string {
                    return Ok(Some(Value::Str(PhpString::from(i.to_string()))));
                }
                if fl.bool_ {
                    return Ok(Some(Value::Bool(*i != 0)));
                }
            }
            Value::Str(s) => {
                if fl.int || fl.float {
                    // A float-string outside the int range (or NaN) does not convert.
                    let fits = |x: f64| {
                        x.is_finite()
                            && (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&x)
                    };
                    let parsed = parse_numeric(s).filter(|(n, kind)| {
                        *kind == NumericKind::Numeric
                            && (fl.float || !matches!(n, Numeric::Float(x) if !fits(*x)))
                    });
                    if let Some((n, _)) = parsed {
                        return Ok(Some(match n {
                            Numeric::Int(i) if fl.int => Value::Int(i),
                            Numeric::Int(i) => Value::Float(i as f64),
                            Numeric::Float(x) if fl.float => Value::Float(x),
                            Numeric::Float(x) => {
                                if x.fract() != 0.0 {
                                    self.deprecated(&format!(
                                        "Implicit conversion from float-string \"{}\" to int loses precision",
                                        s.to_string_lossy()
                                    ));
                                }
                                Value::Int(crate::value::float_to_int(x))
                            }
                        }));
                    }
                }
                if fl.bool_ {
                    return Ok(Some(Value::Bool(v.to_bool())));
                }
            }
            Value::Bool(b) => {
                if fl.int {
                    return Ok(Some(Value::Int(*b as i64)));
                }
                if fl.float {
                    return Ok(Some(Value::Float(*b as i64 as f64)));
                }
                if fl.string {
                    return Ok(Some(Value::str(if *b { "1" } else { "" })));
                }
            }
            Value::Object(o) if fl.string && self.has_to_string(o) => {
                return Ok(Some(Value::Str(self.to_string(&v)?)));
            }
            _ => {}
        }
        Ok(None)
    }

    /// Whether a class matches a type name as written (self/parent resolved in `f`).
    fn value_is_class(&self, f: &Frame, class: &Rc<Class>, name: &str) -> bool {
        match name.to_ascii_lowercase().as_str() {
            "self" => f.class.as_ref().is_some_and(|c| self.class_is_a(class, c)),
            "parent" => f
                .class
                .as_ref()
                .and_then(|c| c.parent.clone())
                .is_some_and(|p| self.class_is_a(class, &p)),
            _ => {
                let full = self.resolve_class_name(f, name);
                self.instance_of_name(class, &full)
            }
        }
    }

    /// Whether the return type is `void`.
    pub(crate) fn type_is_void(t: &TypeHint) -> bool {
        matches!(t, TypeHint::Named(n) if n.eq_ignore_ascii_case("void"))
    }

    /// Whether the return type is `never`.
    pub(crate) fn type_is_never(t: &TypeHint) -> bool {
        matches!(t, TypeHint::Named(n) if n.eq_ignore_ascii_case("never"))
    }
}
