//! Human-readable dumps of values: var_dump, print_r, var_export, with php 8.2's exact
//! layouts (indentation, recursion markers, float formats, property visibility labels).

use std::rc::Rc;

use super::props::{object_props, stored_count, PropEntry, PropVis, Purpose};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::Obj;
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "var_dump",
        sig: "var_dump(mixed $value, mixed ...$values): void",
        call: var_dump,
    },
    Builtin {
        name: "print_r",
        sig: "print_r(mixed $value, bool $return = false): string|bool",
        call: print_r,
    },
    Builtin {
        name: "var_export",
        sig: "var_export(mixed $value, bool $return = false): ?string",
        call: var_export,
    },
];

/// Arrays and objects being walked, for the `*RECURSION*` checks.
#[derive(Default)]
struct Seen {
    arrays: Vec<*const PhpArray>,
    objects: Vec<u32>,
}

impl Seen {
    fn has_array(&self, a: &Rc<PhpArray>) -> bool {
        self.arrays.contains(&Rc::as_ptr(a))
    }
    fn has_object(&self, o: &Obj) -> bool {
        self.objects.contains(&o.id())
    }
}

/// Where a dump goes: built in memory, and for direct output written out before any PHP
/// code (`__debugInfo`) runs so that its own output lands in order.
struct Out<'a> {
    cx: &'a Interp,
    buf: Vec<u8>,
    direct: bool,
}

impl Out<'_> {
    fn put(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }
    fn spaces(&mut self, n: usize) {
        self.buf.resize(self.buf.len() + n, b' ');
    }
    fn before_php_code(&mut self) {
        if self.direct && !self.buf.is_empty() {
            self.cx.echo(&self.buf);
            self.buf.clear();
        }
    }
    fn finish(mut self) {
        self.before_php_code();
    }
}

/// Objects whose property table has integer keys (SplFixedArray elements), which
/// var_dump and var_export show unquoted; numeric names of other objects are strings.
fn int_keyed(obj: &Obj) -> bool {
    obj.class().instanceof_name("splfixedarray") || crate::object::storage_as_props(obj).is_some()
}

/// Whether `obj` is an enum case, and its case name.
fn enum_case_name(obj: &Obj) -> Option<Vec<u8>> {
    if !obj.class().is_enum() {
        return None;
    }
    match obj.get_prop(b"name").map(Value::into_deref) {
        Some(Value::Str(s)) => Some(s.to_vec()),
        _ => Some(Vec::new()),
    }
}

fn props_for(out: &mut Out, obj: &Obj, purpose: Purpose) -> Result<Vec<PropEntry>, Unwind> {
    if purpose == Purpose::Debug && obj.class().magic.debug_info.is_some() {
        out.before_php_code();
    }
    object_props(out.cx, obj, purpose)
}

// ---- var_dump ----

fn var_dump(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    for v in args.iter() {
        let mut out = Out {
            cx,
            buf: Vec::new(),
            direct: true,
        };
        dump_value(&mut out, v, 1, &mut Seen::default())?;
        out.finish();
    }
    Ok(Value::Null)
}

/// The var_dump text of `v` (as the top-level argument).
pub fn var_dump_string(cx: &Interp, v: &Value) -> Result<Vec<u8>, Unwind> {
    let mut out = Out {
        cx,
        buf: Vec::new(),
        direct: false,
    };
    dump_value(&mut out, v, 1, &mut Seen::default())?;
    Ok(out.buf)
}

fn dump_value(out: &mut Out, v: &Value, level: usize, seen: &mut Seen) -> Result<(), Unwind> {
    if level > 1 {
        out.spaces(level - 1);
    }
    let (v, amp) = match v {
        Value::Ref(r) => (r.borrow().clone(), Rc::strong_count(r) > 1),
        v => (v.clone(), false),
    };
    let amp: &[u8] = if amp { b"&" } else { b"" };
    match &v {
        Value::Null => out.put(&[amp, b"NULL\n"].concat()),
        Value::Bool(b) => out.put(format!("{}bool({b})\n", ascii(amp)).as_bytes()),
        Value::Int(i) => out.put(format!("{}int({i})\n", ascii(amp)).as_bytes()),
        Value::Float(f) => {
            out.put(format!("{}float({})\n", ascii(amp), float_repr(out.cx, *f)).as_bytes())
        }
        Value::Str(s) => {
            out.put(format!("{}string({}) \"", ascii(amp), s.len()).as_bytes());
            out.put(s);
            out.put(b"\"\n");
        }
        Value::Array(a) => {
            if seen.has_array(a) {
                out.put(b"*RECURSION*\n");
                return Ok(());
            }
            seen.arrays.push(Rc::as_ptr(a));
            out.put(format!("{}array({}) {{\n", ascii(amp), a.len()).as_bytes());
            for (k, v) in a.iter() {
                out.spaces(level + 1);
                match k {
                    Key::Int(i) => out.put(format!("[{i}]=>\n").as_bytes()),
                    Key::Str(s) => {
                        out.put(b"[\"");
                        out.put(s);
                        out.put(b"\"]=>\n");
                    }
                }
                dump_value(out, v, level + 2, seen)?;
            }
            seen.arrays.pop();
            if level > 1 {
                out.spaces(level - 1);
            }
            out.put(b"}\n");
        }
        Value::Object(o) => {
            if let Some(case) = enum_case_name(o) {
                out.put(format!("{}enum({}::", ascii(amp), o.class_name()).as_bytes());
                out.put(&case);
                out.put(b")\n");
                return Ok(());
            }
            if seen.has_object(o) {
                out.put(b"*RECURSION*\n");
                return Ok(());
            }
            seen.objects.push(o.id());
            let props = props_for(out, o, Purpose::Debug);
            let props = match props {
                Ok(p) => p,
                Err(e) => {
                    seen.objects.pop();
                    return Err(e);
                }
            };
            let count = if o.class().magic.debug_info.is_some() || &*o.class().lname == "closure" {
                props.len()
            } else {
                stored_count(o)
            };
            out.put(
                format!(
                    "{}object({})#{} ({}) {{\n",
                    ascii(amp),
                    crate::object::shown_class_name(o.class_name()),
                    o.id(),
                    count
                )
                .as_bytes(),
            );
            for p in &props {
                out.spaces(level + 1);
                match &p.key {
                    Key::Int(i) if int_keyed(o) => out.put(format!("[{i}]=>\n").as_bytes()),
                    Key::Int(i) => out.put(format!("[\"{i}\"]=>\n").as_bytes()),
                    Key::Str(s) => {
                        out.put(b"[\"");
                        out.put(s);
                        out.put(b"\"");
                        match &p.vis {
                            PropVis::Public => {}
                            PropVis::Protected => out.put(b":protected"),
                            PropVis::Private(c) => {
                                out.put(b":\"");
                                out.put(until_nul(c));
                                out.put(b"\":private");
                            }
                        }
                        out.put(b"]=>\n");
                    }
                }
                match &p.value {
                    Some(v) => {
                        if let Err(e) = dump_value(out, v, level + 2, seen) {
                            seen.objects.pop();
                            return Err(e);
                        }
                    }
                    None => {
                        out.spaces(level + 1);
                        out.put(
                            format!("uninitialized({})\n", p.ty.as_deref().unwrap_or("mixed"))
                                .as_bytes(),
                        );
                    }
                }
            }
            seen.objects.pop();
            if level > 1 {
                out.spaces(level - 1);
            }
            out.put(b"}\n");
        }
        Value::Resource(r) => {
            let kind = if r.is_closed() { "Unknown" } else { r.kind };
            out.put(format!("{}resource({}) of type ({kind})\n", ascii(amp), r.id).as_bytes());
        }
        Value::Ref(_) => out.put(b"NULL\n"),
    }
    Ok(())
}

fn ascii(b: &[u8]) -> &str {
    std::str::from_utf8(b).unwrap_or("")
}

// ---- print_r ----

fn print_r(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ret = args.get(1).is_some_and(Value::to_bool);
    let mut out = Out {
        cx,
        buf: Vec::new(),
        direct: !ret,
    };
    print_r_value(&mut out, &args[0], 0, &mut Seen::default())?;
    if ret {
        return Ok(Value::bytes(&out.buf));
    }
    out.finish();
    Ok(Value::Bool(true))
}

/// The print_r text of `v`.
pub fn print_r_string(cx: &Interp, v: &Value) -> Result<Vec<u8>, Unwind> {
    let mut out = Out {
        cx,
        buf: Vec::new(),
        direct: false,
    };
    print_r_value(&mut out, v, 0, &mut Seen::default())?;
    Ok(out.buf)
}

fn print_r_value(out: &mut Out, v: &Value, indent: usize, seen: &mut Seen) -> Result<(), Unwind> {
    let v = v.deref();
    match &v {
        Value::Array(a) => {
            out.put(b"Array\n");
            if seen.has_array(a) {
                out.put(b" *RECURSION*");
                return Ok(());
            }
            seen.arrays.push(Rc::as_ptr(a));
            let entries: Vec<PropEntry> = a
                .iter()
                .map(|(k, v)| PropEntry {
                    key: k.clone(),
                    vis: PropVis::Public,
                    value: Some(v.clone()),
                    ty: None,
                })
                .collect();
            let r = print_r_hash(out, &entries, indent, seen);
            seen.arrays.pop();
            r?;
        }
        Value::Object(o) => {
            out.put(crate::object::shown_class_name(o.class_name()).as_bytes());
            let class = o.class().clone();
            if class.is_enum() {
                out.put(b" Enum");
                match class.enum_backing {
                    Some(crate::object::EnumBacking::Int) => out.put(b":int"),
                    Some(crate::object::EnumBacking::String) => out.put(b":string"),
                    None => {}
                }
                out.put(b"\n");
            } else {
                out.put(b" Object\n");
            }
            if seen.has_object(o) {
                out.put(b" *RECURSION*");
                return Ok(());
            }
            seen.objects.push(o.id());
            let r = props_for(out, o, Purpose::Debug).and_then(|props| {
                let props: Vec<PropEntry> =
                    props.into_iter().filter(|p| p.value.is_some()).collect();
                print_r_hash(out, &props, indent, seen)
            });
            seen.objects.pop();
            r?;
        }
        Value::Float(f) => {
            let text = crate::value::format_float_prec(*f, out.cx.ini.precision());
            out.put(text.as_bytes())
        }
        v => out.put(&v.to_php_string_lossy()),
    }
    Ok(())
}

fn print_r_hash(
    out: &mut Out,
    entries: &[PropEntry],
    indent: usize,
    seen: &mut Seen,
) -> Result<(), Unwind> {
    out.spaces(indent);
    out.put(b"(\n");
    for p in entries {
        out.spaces(indent + 4);
        out.put(b"[");
        match &p.key {
            Key::Int(i) => out.put(i.to_string().as_bytes()),
            Key::Str(s) => {
                out.put(s);
                match &p.vis {
                    PropVis::Public => {}
                    PropVis::Protected => out.put(b":protected"),
                    PropVis::Private(c) => {
                        out.put(b":");
                        out.put(until_nul(c));
                        out.put(b":private");
                    }
                }
            }
        }
        out.put(b"] => ");
        if let Some(v) = &p.value {
            print_r_value(out, v, indent + 8, seen)?;
        }
        out.put(b"\n");
    }
    out.spaces(indent);
    out.put(b")\n");
    Ok(())
}

// ---- var_export ----

fn var_export(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let ret = args.get(1).is_some_and(Value::to_bool);
    let text = var_export_string(cx, &args[0])?;
    if ret {
        return Ok(Value::bytes(&text));
    }
    cx.echo(&text);
    Ok(Value::Null)
}

/// The var_export text of `v`.
pub fn var_export_string(cx: &Interp, v: &Value) -> Result<Vec<u8>, Unwind> {
    let mut out = Out {
        cx,
        buf: Vec::new(),
        direct: false,
    };
    export_value(&mut out, v, 1, &mut Seen::default())?;
    Ok(out.buf)
}

/// A string literal in var_export's style: single quotes, `\'` and `\\` escaped, NUL
/// bytes spliced in as `' . "\0" . '`.
pub fn export_string(s: &[u8]) -> Vec<u8> {
    let mut o = Vec::with_capacity(s.len() + 2);
    o.push(b'\'');
    for &c in s {
        match c {
            b'\'' | b'\\' => {
                o.push(b'\\');
                o.push(c);
            }
            0 => o.extend_from_slice(b"' . \"\\0\" . '"),
            c => o.push(c),
        }
    }
    o.push(b'\'');
    o
}

/// A float as var_export writes it: shortest round-trip, with `.0` on integral values.
/// A float as var_dump, var_export, json_encode and serialize write it: `serialize_precision`
/// significant digits, where the default -1 is the shortest text that reads back the same.
pub fn float_repr(cx: &Interp, f: f64) -> String {
    crate::value::format_float_prec(f, cx.ini.serialize_precision())
}

/// var_export's float: `float_repr` with ".0" added to integral values.
fn export_float_text(mut s: String, f: f64) -> String {
    if f.is_finite() && !s.contains(['.', 'e', 'E']) {
        s.push_str(".0");
    }
    s
}

fn export_value(out: &mut Out, v: &Value, level: usize, seen: &mut Seen) -> Result<(), Unwind> {
    let v = v.deref();
    match &v {
        Value::Null => out.put(b"NULL"),
        Value::Bool(b) => out.put(if *b { b"true" } else { b"false" }),
        Value::Int(i) => {
            if *i == i64::MIN {
                out.put(format!("{}-1", i64::MIN + 1).as_bytes());
            } else {
                out.put(i.to_string().as_bytes());
            }
        }
        Value::Float(f) => out.put(export_float_text(float_repr(out.cx, *f), *f).as_bytes()),
        Value::Str(s) => out.put(&export_string(s)),
        Value::Array(a) => {
            if seen.has_array(a) {
                out.put(b"NULL");
                out.cx
                    .warn("var_export does not handle circular references");
                return Ok(());
            }
            seen.arrays.push(Rc::as_ptr(a));
            if level > 1 {
                out.put(b"\n");
                out.spaces(level - 1);
            }
            out.put(b"array (\n");
            for (k, v) in a.iter() {
                out.spaces(level + 1);
                match k {
                    Key::Int(i) => out.put(i.to_string().as_bytes()),
                    Key::Str(s) => out.put(&export_string(s)),
                }
                out.put(b" => ");
                export_value(out, v, level + 2, seen)?;
                out.put(b",\n");
            }
            seen.arrays.pop();
            if level > 1 {
                out.spaces(level - 1);
            }
            out.put(b")");
        }
        Value::Object(o) => {
            if seen.has_object(o) {
                out.put(b"NULL");
                out.cx
                    .warn("var_export does not handle circular references");
                return Ok(());
            }
            if level > 1 {
                out.put(b"\n");
                out.spaces(level - 1);
            }
            if let Some(case) = enum_case_name(o) {
                out.put(format!("\\{}::", o.class_name()).as_bytes());
                out.put(&case);
                return Ok(());
            }
            let std_class = &*o.class().lname == "stdclass";
            if std_class {
                out.put(b"(object) array(\n");
            } else {
                out.put(format!("\\{}::__set_state(array(\n", o.class_name()).as_bytes());
            }
            seen.objects.push(o.id());
            let r = object_props(out.cx, o, Purpose::Plain).and_then(|props| {
                for p in props {
                    let Some(v) = &p.value else { continue };
                    out.spaces(level + 2);
                    match &p.key {
                        Key::Int(i) if int_keyed(o) => out.put(i.to_string().as_bytes()),
                        Key::Int(i) => out.put(format!("'{i}'").as_bytes()),
                        Key::Str(s) => out.put(&export_string(s)),
                    }
                    out.put(b" => ");
                    export_value(out, v, level + 2, seen)?;
                    out.put(b",\n");
                }
                Ok(())
            });
            seen.objects.pop();
            r?;
            if level > 1 {
                out.spaces(level - 1);
            }
            out.put(if std_class { b")" as &[u8] } else { b"))" });
        }
        Value::Resource(_) => out.put(b"NULL"),
        Value::Ref(_) => out.put(b"NULL"),
    }
    Ok(())
}

/// A declaring class name as var_dump and print_r print it (an anonymous class's name
/// stops at its NUL byte).
fn until_nul(name: &[u8]) -> &[u8] {
    name.split(|&b| b == 0).next().unwrap_or(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::format_float_repr;

    fn s(b: Vec<u8>) -> String {
        String::from_utf8(b).unwrap_or_default()
    }

    #[test]
    fn dump_nested_array() {
        let cx = Interp::new();
        let mut inner = PhpArray::new();
        inner.push(Value::Bool(true));
        inner.push(Value::Null);
        let mut a = PhpArray::new();
        a.push(Value::Int(1));
        a.insert(Key::from("a"), Value::arr(inner));
        a.push(Value::Float(2.0));
        a.push(Value::Float(-0.0));
        a.push(Value::str("hi"));
        let v = Value::arr(a);
        assert_eq!(
            s(var_dump_string(&cx, &v).unwrap_or_default()),
            "array(5) {\n  [0]=>\n  int(1)\n  [\"a\"]=>\n  array(2) {\n    [0]=>\n    bool(true)\n    [1]=>\n    NULL\n  }\n  [1]=>\n  float(2)\n  [2]=>\n  float(-0)\n  [3]=>\n  string(2) \"hi\"\n}\n"
        );
        assert_eq!(
            s(print_r_string(&cx, &v).unwrap_or_default()),
            "Array\n(\n    [0] => 1\n    [a] => Array\n        (\n            [0] => 1\n            [1] => \n        )\n\n    [1] => 2\n    [2] => -0\n    [3] => hi\n)\n"
        );
        assert_eq!(
            s(var_export_string(&cx, &v).unwrap_or_default()),
            "array (\n  0 => 1,\n  'a' => \n  array (\n    0 => true,\n    1 => NULL,\n  ),\n  1 => 2.0,\n  2 => -0.0,\n  3 => 'hi',\n)"
        );
    }

    #[test]
    fn export_strings_and_ints() {
        assert_eq!(
            s(export_string(b"a'b\\c\0d")),
            "'a\\'b\\\\c' . \"\\0\" . 'd'"
        );
        let cx = Interp::new();
        assert_eq!(
            s(var_export_string(&cx, &Value::Int(i64::MIN)).unwrap_or_default()),
            "-9223372036854775807-1"
        );
        assert_eq!(export_float_text(format_float_repr(1e25), 1e25), "1.0E+25");
        assert_eq!(
            export_float_text(format_float_repr(f64::INFINITY), f64::INFINITY),
            "INF"
        );
    }

    #[test]
    fn dump_reference_marks_shared_refs() {
        let cx = Interp::new();
        let r = Value::new_ref(Value::Int(1));
        let _other = r.clone();
        let a = Value::arr(PhpArray::from_values(vec![Value::Ref(r), Value::Int(1)]));
        assert_eq!(
            s(var_dump_string(&cx, &a).unwrap_or_default()),
            "array(2) {\n  [0]=>\n  &int(1)\n  [1]=>\n  int(1)\n}\n"
        );
    }
}
