//! The property views of an object that var_dump, print_r, var_export, json_encode and
//! serialize walk: names with their visibility, in PHP's order, taken from the object (or
//! from `__debugInfo` for the debug view). Holds no borrow while PHP code runs.

use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::syntax::ast::{TypeHint, Visibility};
use crate::value::{Key, PhpString, Value};

/// Why the properties are wanted (PHP's `ZEND_PROP_PURPOSE_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// var_dump, print_r: `__debugInfo` when defined; uninitialized typed properties listed.
    Debug,
    /// var_export, json_encode, serialize, (array) casts: the stored properties.
    Plain,
}

/// A property's visibility, as printed (`:protected`, `:"Foo":private`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PropVis {
    Public,
    Protected,
    /// Private to the named class.
    Private(PhpString),
}

/// One property in a view.
#[derive(Clone, Debug)]
pub struct PropEntry {
    /// The plain name (unmangled), or an integer key.
    pub key: Key,
    pub vis: PropVis,
    /// None for an uninitialized typed property (Debug view only).
    pub value: Option<Value>,
    /// The declared type, for `uninitialized(T)`.
    pub ty: Option<String>,
}

impl PropEntry {
    /// PHP's mangled name: `\0*\0name` for protected, `\0Class\0name` for private.
    pub fn mangled_name(&self) -> PhpString {
        let name = match &self.key {
            Key::Int(i) => return PhpString::from(i.to_string()),
            Key::Str(s) => s,
        };
        match &self.vis {
            PropVis::Public => name.clone(),
            PropVis::Protected => {
                let mut v = b"\0*\0".to_vec();
                v.extend_from_slice(name);
                PhpString::from(v)
            }
            PropVis::Private(c) => {
                let mut v = vec![0];
                v.extend_from_slice(c);
                v.push(0);
                v.extend_from_slice(name);
                PhpString::from(v)
            }
        }
    }
}

/// Split a mangled property name into (visibility, plain name).
pub fn unmangle(name: &[u8]) -> (PropVis, &[u8]) {
    if name.len() > 2 && name[0] == 0 {
        if let Some(end) = name[1..].iter().position(|&b| b == 0) {
            let class = &name[1..1 + end];
            let plain = &name[2 + end..];
            if class == b"*" {
                return (PropVis::Protected, plain);
            }
            return (PropVis::Private(PhpString::from(class)), plain);
        }
    }
    (PropVis::Public, name)
}

/// A type as PHP prints it in `uninitialized(?int)` and TypeError messages.
pub fn type_hint_text(t: &TypeHint) -> String {
    if !has_intersection(t) {
        return crate::eval::canonical_type(t, &|c: &str| c.trim_start_matches('\\').to_string());
    }
    match t {
        TypeHint::Named(n) => n.to_string(),
        TypeHint::Nullable(inner) => format!("?{}", type_hint_text(inner)),
        TypeHint::Union(ts) => ts.iter().map(type_hint_text).collect::<Vec<_>>().join("|"),
        TypeHint::Intersection(ts) => ts.iter().map(type_hint_text).collect::<Vec<_>>().join("&"),
    }
}

fn has_intersection(t: &TypeHint) -> bool {
    match t {
        TypeHint::Named(_) => false,
        TypeHint::Nullable(inner) => has_intersection(inner),
        TypeHint::Union(ts) => ts.iter().any(has_intersection),
        TypeHint::Intersection(_) => true,
    }
}

/// The entries of an array returned by `__debugInfo`/`__serialize`-style hooks: keys are
/// unmangled.
fn entries_of_array(arr: &crate::value::PhpArray) -> Vec<PropEntry> {
    arr.iter()
        .map(|(k, v)| {
            let (vis, key) = match k {
                Key::Int(i) => (PropVis::Public, Key::Int(*i)),
                Key::Str(s) => {
                    let (vis, plain) = unmangle(s);
                    (vis, Key::Str(PhpString::from(plain)))
                }
            };
            PropEntry {
                key,
                vis,
                value: Some(v.clone()),
                ty: None,
            }
        })
        .collect()
}

/// The number of stored properties (var_dump's `(N)`).
pub fn stored_count(obj: &Obj) -> usize {
    obj.props.borrow().len()
}

/// The properties of `obj` for `purpose`.
pub fn object_props(cx: &Interp, obj: &Obj, purpose: Purpose) -> Result<Vec<PropEntry>, Unwind> {
    let class = obj.class().clone();
    if purpose == Purpose::Debug {
        if let Some(info) = cx.closure_debug_info(obj) {
            return Ok(entries_of_array(&info));
        }
        if let Some(m) = class.magic.debug_info.clone() {
            let r = cx.call_method(obj, &m, Vec::new())?.into_deref();
            return match r {
                Value::Array(a) => Ok(entries_of_array(&a)),
                Value::Null => Ok(Vec::new()),
                _ => Err(cx.throw_error("Error", "__debuginfo() must return an array")),
            };
        }
    }
    if purpose == Purpose::Plain {
        if let Some(storage) = crate::object::storage_as_props(obj) {
            return Ok(entries_of_array(&storage));
        }
    }
    let props = obj.props.borrow().clone();
    let mut out = Vec::with_capacity(props.len());
    for (p, slot) in class.props.iter().zip(&class.slots) {
        if p.debug_only && purpose == Purpose::Plain {
            continue;
        }
        let key = Key::Str(PhpString::from(p.name.as_bytes()));
        let vis = match p.visibility {
            Visibility::Public => PropVis::Public,
            Visibility::Protected => PropVis::Protected,
            Visibility::Private => PropVis::Private(PhpString::from(p.class_name.as_bytes())),
        };
        match props.get_bytes(slot.as_bytes()) {
            Some(v) => out.push(PropEntry {
                key,
                vis,
                value: Some(v.clone()),
                ty: None,
            }),
            None => {
                if purpose == Purpose::Debug {
                    if let Some(t) = &p.ty {
                        out.push(PropEntry {
                            key,
                            vis,
                            value: None,
                            ty: Some(type_hint_text(t)),
                        });
                    }
                }
            }
        }
    }
    for (k, v) in props.iter() {
        let declared = match k {
            Key::Str(s) => class.prop_at_slot(s).is_some(),
            Key::Int(_) => false,
        };
        if !declared {
            // A stored name in mangled form (an object of an unknown class read by
            // unserialize keeps its protected and private properties that way).
            let (vis, key) = match k {
                Key::Str(s) if s.as_bytes().first() == Some(&0) => {
                    let (vis, plain) = unmangle(s);
                    (vis, Key::Str(PhpString::from(plain)))
                }
                _ => (PropVis::Public, k.clone()),
            };
            out.push(PropEntry {
                key,
                vis,
                value: Some(v.clone()),
                ty: None,
            });
        }
    }
    // An ArrayObject's storage is not a property in PHP: its debug view lists it last.
    if class.instanceof_name("arrayobject") || class.instanceof_name("arrayiterator") {
        let storage = out.iter().position(|p| {
            matches!(&p.vis, PropVis::Private(c) if c.as_bytes() == b"ArrayObject" || c.as_bytes() == b"ArrayIterator")
                && matches!(&p.key, Key::Str(k) if k.as_bytes() == b"storage")
        });
        if let Some(i) = storage {
            let e = out.remove(i);
            out.push(e);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unmangle_names() {
        assert_eq!(unmangle(b"\0*\0x"), (PropVis::Protected, &b"x"[..]));
        assert_eq!(
            unmangle(b"\0Foo\0y"),
            (PropVis::Private(PhpString::from("Foo")), &b"y"[..])
        );
        assert_eq!(unmangle(b"plain"), (PropVis::Public, &b"plain"[..]));
    }
}
