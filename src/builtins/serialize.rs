//! serialize / unserialize in PHP's native format, with `__serialize`/`__unserialize`,
//! `__sleep`/`__wakeup`, enums, object back-references (`r:`), references (`R:`) and the
//! `allowed_classes` option.

use std::rc::Rc;

use super::props::{object_props, unmangle, PropEntry, Purpose};
use super::unserialize_refs::{RefLinks, Step};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::{instantiate, Class, Obj};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "serialize",
        sig: "serialize(mixed $value): string",
        call: serialize,
    },
    Builtin {
        name: "unserialize",
        sig: "unserialize(string $data, array $options = []): mixed",
        call: unserialize,
    },
];

// ---- serialize ----

struct Ser<'a> {
    cx: &'a Interp,
    out: Vec<u8>,
    /// The running value number (PHP numbers every serialized value from 1).
    n: i64,
    /// Objects and reference cells already written, with their numbers.
    seen_objects: Vec<(u32, i64)>,
    seen_refs: Vec<(*const std::cell::RefCell<Value>, i64)>,
}

fn put_str(out: &mut Vec<u8>, s: &[u8]) {
    out.extend_from_slice(format!("s:{}:\"", s.len()).as_bytes());
    out.extend_from_slice(s);
    out.extend_from_slice(b"\";");
}

fn put_key(out: &mut Vec<u8>, k: &Key) {
    match k {
        Key::Int(i) => out.extend_from_slice(format!("i:{i};").as_bytes()),
        Key::Str(s) => put_str(out, s),
    }
}

impl Ser<'_> {
    fn value(&mut self, v: &Value) -> Result<(), Unwind> {
        self.n += 1;
        if let Value::Ref(r) = v {
            let inner = r.borrow().clone();
            let ptr = Rc::as_ptr(r);
            let known = match &inner {
                Value::Object(o) => self
                    .seen_objects
                    .iter()
                    .find(|e| e.0 == o.id())
                    .map(|e| e.1),
                _ => self.seen_refs.iter().find(|e| e.0 == ptr).map(|e| e.1),
            };
            if let Some(idx) = known {
                self.n -= 1;
                self.out.extend_from_slice(format!("R:{idx};").as_bytes());
                return Ok(());
            }
            match &inner {
                Value::Object(o) => self.seen_objects.push((o.id(), self.n)),
                _ => self.seen_refs.push((ptr, self.n)),
            }
            return self.plain(&inner);
        }
        if let Value::Object(o) = v {
            if let Some(idx) = self
                .seen_objects
                .iter()
                .find(|e| e.0 == o.id())
                .map(|e| e.1)
            {
                self.out.extend_from_slice(format!("r:{idx};").as_bytes());
                return Ok(());
            }
            self.seen_objects.push((o.id(), self.n));
        }
        self.plain(v)
    }

    /// Write a value that is not a back-reference.
    fn plain(&mut self, v: &Value) -> Result<(), Unwind> {
        match v {
            Value::Null => self.out.extend_from_slice(b"N;"),
            Value::Bool(b) => self
                .out
                .extend_from_slice(if *b { b"b:1;" } else { b"b:0;" }),
            Value::Int(i) => self.out.extend_from_slice(format!("i:{i};").as_bytes()),
            Value::Float(f) => self.out.extend_from_slice(
                format!("d:{};", super::var::float_repr(self.cx, *f)).as_bytes(),
            ),
            Value::Str(s) => put_str(&mut self.out, s),
            Value::Array(a) => {
                self.out
                    .extend_from_slice(format!("a:{}:{{", a.len()).as_bytes());
                for (k, v) in a.iter() {
                    put_key(&mut self.out, k);
                    self.value(v)?;
                }
                self.out.push(b'}');
            }
            Value::Object(o) => self.object(o)?,
            Value::Resource(_) => self.out.extend_from_slice(b"i:0;"),
            Value::Ref(r) => {
                let inner = r.borrow().clone();
                self.plain(&inner)?;
            }
        }
        Ok(())
    }

    fn object(&mut self, o: &Obj) -> Result<(), Unwind> {
        let class = o.class().clone();
        let name = class.name.to_string();
        if class.is_enum() {
            let case = match o.get_prop(b"name").map(Value::into_deref) {
                Some(Value::Str(s)) => s.to_string_lossy(),
                _ => String::new(),
            };
            let text = format!("{name}:{case}");
            self.out
                .extend_from_slice(format!("E:{}:\"{text}\";", text.len()).as_bytes());
            return Ok(());
        }
        if class.limits.no_serialize {
            return Err(self.cx.throw_error(
                "Exception",
                &format!("Serialization of '{name}' is not allowed"),
            ));
        }
        if let Some(m) = class.find_method("__serialize").cloned() {
            let data = self.cx.call_method(o, &m, Vec::new())?.into_deref();
            let Value::Array(a) = data else {
                return Err(self.cx.throw_error(
                    "TypeError",
                    &format!("{name}::__serialize() must return an array"),
                ));
            };
            self.header(&name, a.len());
            for (k, v) in a.iter() {
                put_key(&mut self.out, k);
                self.value(v)?;
            }
            self.out.push(b'}');
            return Ok(());
        }
        if let Some(m) = old_style_serializer(&class, "serialize") {
            match self.cx.call_method(o, &m, Vec::new())?.into_deref() {
                Value::Str(data) => {
                    self.out.extend_from_slice(
                        format!("C:{}:\"{name}\":{}:{{", name.len(), data.len()).as_bytes(),
                    );
                    self.out.extend_from_slice(data.as_bytes());
                    self.out.push(b'}');
                }
                Value::Null => self.out.extend_from_slice(b"N;"),
                _ => {
                    return Err(self.cx.throw_error(
                        "Exception",
                        &format!("{name}::serialize() must return a string or NULL"),
                    ))
                }
            }
            return Ok(());
        }
        let props = object_props(self.cx, o, Purpose::Plain)?;
        let props: Vec<PropEntry> = match class.find_method("__sleep").cloned() {
            Some(m) => {
                let names = self.cx.call_method(o, &m, Vec::new())?.into_deref();
                let Value::Array(names) = names else {
                    self.cx.warn("serialize(): __sleep should return an array only containing the names of instance-variables to serialize");
                    self.out.extend_from_slice(b"N;");
                    return Ok(());
                };
                let mut chosen = Vec::new();
                for n in names.values() {
                    let n = n.to_php_string_lossy();
                    let (_, plain) = unmangle(&n);
                    match props.iter().find(|p| p.key == Key::from_bytes(plain)) {
                        Some(p) => chosen.push(p.clone()),
                        None => self.cx.warn(&format!(
                            "serialize(): \"{}\" returned as member variable from __sleep() but does not exist",
                            n.to_string_lossy()
                        )),
                    }
                }
                chosen
            }
            None => props,
        };
        let mut props: Vec<PropEntry> = props.into_iter().filter(|p| p.value.is_some()).collect();
        let mut name = name;
        if &*class.lname == "__php_incomplete_class" {
            // Written back under the class name it was read with.
            let tag = Key::from_bytes(b"__PHP_Incomplete_Class_Name");
            if let Some(i) = props.iter().position(|p| p.key == tag) {
                if let Some(Value::Str(s)) = props.remove(i).value.map(Value::into_deref) {
                    name = s.to_string_lossy();
                }
            }
        }
        self.header(&name, props.len());
        for p in &props {
            let key = match &p.key {
                Key::Int(i) => Key::Str(PhpString::from(i.to_string())),
                Key::Str(_) => Key::Str(p.mangled_name()),
            };
            put_key(&mut self.out, &key);
            if let Some(v) = &p.value {
                self.value(v)?;
            }
        }
        self.out.push(b'}');
        Ok(())
    }

    fn header(&mut self, name: &str, count: usize) {
        self.out
            .extend_from_slice(format!("O:{}:\"{name}\":{count}:{{", name.len()).as_bytes());
    }
}

/// The serialized form of `v`.
pub fn serialize_value(cx: &Interp, v: &Value) -> Result<Vec<u8>, Unwind> {
    let mut s = Ser {
        cx,
        out: Vec::new(),
        n: 0,
        seen_objects: Vec::new(),
        seen_refs: Vec::new(),
    };
    s.value(v)?;
    Ok(s.out)
}

fn serialize(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::bytes(&serialize_value(cx, &args[0])?))
}

// ---- unserialize ----

/// Which classes may be instantiated.
enum Allowed {
    All,
    None,
    Only(Vec<String>),
}

struct Unser<'a> {
    cx: &'a Interp,
    s: &'a [u8],
    pos: usize,
    /// Every value read so far, by number (for `r:` and `R:`).
    vars: Vec<Value>,
    allowed: Allowed,
    /// Objects whose `__wakeup`/`__unserialize` runs once the whole input is read.
    wakeups: Vec<(Obj, Option<PhpArray>)>,
    /// Where the numbered values sit, for `R:` back-references.
    links: RefLinks,
}

/// Malformed input: the error offset.
struct Bad(usize);

impl Unser<'_> {
    /// Number the value just read.
    fn push_var(&mut self, v: Value) {
        self.vars.push(v);
        self.links.numbered();
    }

    fn expect(&mut self, b: u8) -> Result<(), Bad> {
        if self.s.get(self.pos) == Some(&b) {
            self.pos += 1;
            Ok(())
        } else {
            Err(Bad(self.pos))
        }
    }

    fn int_until(&mut self, end: u8) -> Result<i64, Bad> {
        let start = self.pos;
        let mut i = self.pos;
        if matches!(self.s.get(i), Some(b'-' | b'+')) {
            i += 1;
        }
        while self.s.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        if self.s.get(i) != Some(&end) {
            return Err(Bad(start));
        }
        let t = std::str::from_utf8(&self.s[start..i]).map_err(|_| Bad(start))?;
        if t.len() <= usize::from(t.starts_with(['-', '+'])) {
            return Err(Bad(start));
        }
        let n = match t.parse::<i64>() {
            Ok(n) => n,
            Err(_) => {
                // strtol's saturation, with its errno as the warning.
                self.cx.warn("unserialize(): Numerical result out of range");
                if t.starts_with('-') {
                    i64::MIN
                } else {
                    i64::MAX
                }
            }
        };
        self.pos = i + 1;
        Ok(n)
    }

    /// The rest of an `s:N:"...";`-style string whose token starts at `tok` (the
    /// length and quotes; the caller checks what follows). Offsets as PHP reports them.
    fn string_body(&mut self, tok: usize) -> Result<PhpString, Bad> {
        let len = self.int_until(b':').map_err(|_| Bad(tok))?;
        if len < 0 || self.s.get(self.pos) != Some(&b'"') {
            return Err(Bad(tok));
        }
        self.pos += 1;
        if ((self.s.len() - self.pos) as u64) < len as u64 {
            return Err(Bad(tok + 2));
        }
        let end = self.pos + len as usize;
        if self.s.get(end) != Some(&b'"') {
            return Err(Bad(end));
        }
        let s = PhpString::from(&self.s[self.pos..end]);
        self.pos = end + 1;
        Ok(s)
    }

    fn key(&mut self) -> Result<Key, Bad> {
        let start = self.pos;
        let t = self.s.get(self.pos).copied();
        self.pos += 2;
        match t {
            Some(b'i') if self.s.get(start + 1) == Some(&b':') => {
                Ok(Key::Int(self.int_until(b';').map_err(|_| Bad(start))?))
            }
            Some(b's') if self.s.get(start + 1) == Some(&b':') => {
                let s = self.string_body(start)?;
                self.expect(b';')?;
                Ok(Key::from_php_string(s))
            }
            Some(b'}') => Err(self.early_end(start)),
            _ => Err(Bad(start)),
        }
    }

    /// A `}` where an element was due: fewer elements than the count said.
    fn early_end(&self, at: usize) -> Bad {
        self.cx
            .notice("unserialize(): Unexpected end of serialized data");
        Bad(at)
    }

    /// The body of `S:len:"..."`: `len` bytes, each written as itself or as `\xx` in hex.
    fn escaped_string(&mut self, tok: usize) -> Result<PhpString, Bad> {
        let len = self.int_until(b':').map_err(|_| Bad(tok))?;
        if len < 0 || self.s.get(self.pos) != Some(&b'"') {
            return Err(Bad(tok));
        }
        self.pos += 1;
        let mut out = Vec::new();
        for _ in 0..len {
            match self.s.get(self.pos) {
                Some(b'\\') => {
                    let hex = self.s.get(self.pos + 1..self.pos + 3).ok_or(Bad(tok))?;
                    let text = std::str::from_utf8(hex).map_err(|_| Bad(tok))?;
                    out.push(u8::from_str_radix(text, 16).map_err(|_| Bad(tok))?);
                    self.pos += 3;
                }
                Some(&c) => {
                    out.push(c);
                    self.pos += 1;
                }
                None => return Err(Bad(tok)),
            }
        }
        if self.s.get(self.pos) != Some(&b'"') {
            return Err(Bad(self.pos));
        }
        self.pos += 1;
        Ok(PhpString::from(out))
    }

    fn value(&mut self) -> Result<Result<Value, Bad>, Unwind> {
        let start = self.pos;
        let Some(&t) = self.s.get(self.pos) else {
            return Ok(Err(Bad(start)));
        };
        if t == b'}' {
            return Ok(Err(self.early_end(start)));
        }
        if t == b'N' {
            if self.s.get(self.pos + 1) != Some(&b';') {
                return Ok(Err(Bad(start)));
            }
            self.pos += 2;
            self.push_var(Value::Null);
            return Ok(Ok(Value::Null));
        }
        if self.s.get(self.pos + 1) != Some(&b':') {
            return Ok(Err(Bad(start)));
        }
        self.pos += 2;
        let simple = match t {
            b'b' => Some(self.int_until(b';').and_then(|n| match n {
                0 | 1 => Ok(Value::Bool(n == 1)),
                _ => Err(Bad(start)),
            })),
            b'i' => Some(self.int_until(b';').map(Value::Int)),
            b'd' => Some(self.float()),
            b's' => Some(self.string_body(start).and_then(|s| {
                self.expect(b';')?;
                Ok(Value::Str(s))
            })),
            b'S' => Some(self.escaped_string(start).and_then(|s| {
                self.expect(b';')?;
                Ok(Value::Str(s))
            })),
            b'r' | b'R' => {
                let r = self.int_until(b';').and_then(|n| {
                    let idx = usize::try_from(n - 1).map_err(|_| Bad(self.pos))?;
                    let v = self.vars.get(idx).cloned().ok_or(Bad(self.pos))?;
                    Ok((idx, v))
                });
                if let Ok((idx, v)) = &r {
                    if t == b'r' {
                        self.push_var(v.clone());
                    } else {
                        self.links.back_reference(*idx);
                    }
                }
                return Ok(r.map(|(_, v)| v));
            }
            _ => None,
        };
        if let Some(r) = simple {
            return Ok(match r {
                Ok(v) => {
                    self.push_var(v.clone());
                    Ok(v)
                }
                // A scalar token that does not match is reported at its start.
                Err(Bad(at)) if t != b's' => Err(Bad(at.min(start))),
                Err(e) => Err(e),
            });
        }
        match t {
            b'a' => self.array(start),
            b'O' => self.object(start),
            b'C' => self.custom_object(start),
            b'E' => self.enum_case(start),
            _ => Ok(Err(Bad(start))),
        }
    }

    fn float(&mut self) -> Result<Value, Bad> {
        let start = self.pos;
        let end = self.s[self.pos..]
            .iter()
            .position(|&b| b == b';')
            .map(|p| self.pos + p)
            .ok_or(Bad(start))?;
        let t = std::str::from_utf8(&self.s[start..end]).map_err(|_| Bad(start))?;
        let f = match t {
            "INF" => f64::INFINITY,
            "-INF" => f64::NEG_INFINITY,
            "NAN" => f64::NAN,
            t => t.parse::<f64>().map_err(|_| Bad(start))?,
        };
        self.pos = end + 1;
        Ok(Value::Float(f))
    }

    fn array(&mut self, start: usize) -> Result<Result<Value, Bad>, Unwind> {
        let n = match self.int_until(b':') {
            Ok(n) if n >= 0 => n,
            _ => return Ok(Err(Bad(start))),
        };
        if self.expect(b'{').is_err() {
            return Ok(Err(Bad(start)));
        }
        let slot = self.vars.len();
        self.push_var(Value::Null);
        let mut arr = PhpArray::new();
        for _ in 0..n {
            let k = match self.key() {
                Ok(k) => k,
                Err(e) => return Ok(Err(e)),
            };
            self.links.enter(Step::Elem(k.clone()));
            let v = match self.value()? {
                Ok(v) => v,
                Err(e) => return Ok(Err(e)),
            };
            self.links.leave();
            arr.insert(k, v);
        }
        if let Err(e) = self.expect(b'}') {
            return Ok(Err(e));
        }
        let v = Value::arr(arr);
        self.vars[slot] = v.clone();
        Ok(Ok(v))
    }

    fn class_allowed(&self, name: &str) -> bool {
        match &self.allowed {
            Allowed::All => true,
            Allowed::None => false,
            Allowed::Only(list) => list.iter().any(|c| c.eq_ignore_ascii_case(name)),
        }
    }

    /// The `len:"Class":n:{` that starts an `O:` or `C:` record: the class name and `n`
    /// (properties, or bytes of data).
    fn class_header(&mut self, start: usize) -> Result<(String, usize), Bad> {
        let name = self.string_body(start)?.to_string_lossy();
        self.expect(b':')?;
        let n = match self.int_until(b':') {
            Ok(n) if n >= 0 => n as usize,
            _ => return Err(Bad(start)),
        };
        self.expect(b'{')?;
        Ok((name, n))
    }

    fn object(&mut self, start: usize) -> Result<Result<Value, Bad>, Unwind> {
        let (name, n) = match self.class_header(start) {
            Ok(h) => h,
            Err(e) => return Ok(Err(e)),
        };
        let class = if self.class_allowed(&name) {
            self.cx.classes.lookup(self.cx, &name)?
        } else {
            None
        };
        let (obj, incomplete) = match &class {
            Some(c) => (new_object(self.cx, c)?, false),
            None => {
                let Some(ic) = self
                    .cx
                    .classes
                    .get("__PHP_Incomplete_Class")
                    .or_else(|| self.cx.classes.get("stdClass"))
                else {
                    return Ok(Err(Bad(start)));
                };
                let o = Obj::new(&ic);
                o.set_prop(b"__PHP_Incomplete_Class_Name", Value::str(&name));
                (o, true)
            }
        };
        self.push_var(Value::Object(obj.clone()));
        let has_unserialize = class
            .as_ref()
            .is_some_and(|c| c.find_method("__unserialize").is_some());
        let mut data = PhpArray::new();
        for _ in 0..n {
            let k = match self.key() {
                Ok(k) => k,
                Err(e) => return Ok(Err(e)),
            };
            self.links.enter(if has_unserialize {
                Step::Detached
            } else {
                Step::Prop(prop_name(&k, incomplete))
            });
            let v = match self.value()? {
                Ok(v) => v,
                Err(e) => return Ok(Err(e)),
            };
            self.links.leave();
            data.insert(k, v);
        }
        if let Err(e) = self.expect(b'}') {
            return Ok(Err(e));
        }
        if has_unserialize {
            self.wakeups.push((obj.clone(), Some(data)));
        } else {
            for (k, v) in data.iter() {
                let name = prop_name(k, incomplete);
                if let Some(c) = class.as_ref().filter(|_| !incomplete) {
                    let sname = String::from_utf8_lossy(&name);
                    let dynamic = c.find_prop(&sname).is_none();
                    if dynamic && !obj.has_prop(&name) && !crate::eval::props::allows_dynamic(c) {
                        self.cx.deprecated(&format!(
                            "Creation of dynamic property {}::${} is deprecated",
                            c.name, sname
                        ));
                    }
                }
                obj.set_prop(&name, v.clone());
            }
            if !incomplete
                && class
                    .as_ref()
                    .is_some_and(|c| c.find_method("__wakeup").is_some())
            {
                self.wakeups.push((obj.clone(), None));
            }
        }
        Ok(Ok(Value::Object(obj)))
    }

    /// `C:len:"Class":n:{data}`: an object of a class implementing Serializable, rebuilt by
    /// its `unserialize()` method.
    fn custom_object(&mut self, start: usize) -> Result<Result<Value, Bad>, Unwind> {
        let (name, n) = match self.class_header(start) {
            Ok(h) => h,
            Err(e) => return Ok(Err(e)),
        };
        let Some(data) = self.s.get(self.pos..self.pos + n) else {
            return Ok(Err(Bad(start)));
        };
        let data = PhpString::from(data);
        self.pos += n;
        if let Err(e) = self.expect(b'}') {
            return Ok(Err(e));
        }
        let class = if self.class_allowed(&name) {
            self.cx.classes.lookup(self.cx, &name)?
        } else {
            None
        };
        let Some(class) = class else {
            return Ok(Err(Bad(start)));
        };
        let Some(m) = class.find_method("unserialize").cloned() else {
            self.cx
                .warn(&format!("Class {} has no unserializer", class.name));
            return Ok(Err(Bad(start)));
        };
        let obj = new_object(self.cx, &class)?;
        self.push_var(Value::Object(obj.clone()));
        self.cx.call_method(&obj, &m, vec![Value::Str(data)])?;
        Ok(Ok(Value::Object(obj)))
    }

    fn enum_case(&mut self, start: usize) -> Result<Result<Value, Bad>, Unwind> {
        let text = match self.string_body(start) {
            Ok(t) => t.to_string_lossy(),
            Err(e) => return Ok(Err(e)),
        };
        if let Err(e) = self.expect(b';') {
            return Ok(Err(e));
        }
        let Some((cname, case)) = text.split_once(':') else {
            self.cx.warn(&format!(
                "unserialize(): Invalid enum name '{text}' (missing colon)"
            ));
            return Ok(Err(Bad(start)));
        };
        let Some(class) = self.cx.classes.lookup(self.cx, cname)? else {
            self.cx
                .warn(&format!("unserialize(): Class '{cname}' not found"));
            return Ok(Err(Bad(start)));
        };
        if !class.is_enum() {
            self.cx
                .warn(&format!("unserialize(): Class '{cname}' is not an enum"));
            return Ok(Err(Bad(start)));
        }
        // A missing case is reported after the whole token, where PHP's cursor is.
        let name = &class.name;
        match class.find_const(case) {
            None => {
                self.cx
                    .warn(&format!("unserialize(): Undefined constant {name}::{case}"));
                return Ok(Err(Bad(self.pos)));
            }
            Some(c) if !c.is_case => {
                self.cx.warn(&format!(
                    "unserialize(): {name}::{case} is not an enum case"
                ));
                return Ok(Err(Bad(self.pos)));
            }
            Some(_) => {}
        }
        match class.enum_case(self.cx, case)? {
            Some(o) => {
                let v = Value::Object(o);
                self.push_var(v.clone());
                Ok(Ok(v))
            }
            None => Ok(Err(Bad(start))),
        }
    }
}

/// The property an `O:` record's key names (an unknown class has no declarations to
/// place mangled names by, so it keeps them).
fn prop_name(k: &Key, incomplete: bool) -> Vec<u8> {
    match k {
        Key::Int(i) => i.to_string().into_bytes(),
        Key::Str(s) if incomplete => s.as_bytes().to_vec(),
        Key::Str(s) => unmangle(s).1.to_vec(),
    }
}

/// The `serialize`/`unserialize` method of a class that implements Serializable and has
/// no `__serialize` (which takes precedence).
fn old_style_serializer(class: &Rc<Class>, method: &str) -> Option<Rc<crate::object::Method>> {
    if !class.instanceof_name("serializable") || class.find_method("__serialize").is_some() {
        return None;
    }
    class.find_method(method).cloned()
}

/// An instance for unserialize: declared defaults, no constructor. Classes whose
/// instances cannot be serialized cannot be unserialized either.
fn new_object(cx: &Interp, class: &Rc<Class>) -> Result<Obj, Unwind> {
    if class.limits.no_serialize {
        return Err(cx.throw_error(
            "Exception",
            &format!("Unserialization of '{}' is not allowed", class.name),
        ));
    }
    instantiate(cx, class)
}

fn unserialize(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let data = args[0].to_php_string_lossy();
    let mut allowed = Allowed::All;
    if let Some(Value::Array(opts)) = args.get(1).map(Value::deref) {
        match opts.get_str("allowed_classes").map(Value::deref) {
            Some(Value::Bool(false)) => allowed = Allowed::None,
            Some(Value::Array(list)) => {
                allowed = Allowed::Only(
                    list.values()
                        .map(|v| v.to_php_string_lossy().to_string_lossy())
                        .collect(),
                )
            }
            Some(Value::Bool(true)) | None => {}
            Some(other) => {
                return Err(cx.throw_error(
                    "TypeError",
                    &format!(
                        "unserialize(): Option \"allowed_classes\" must be of type array|bool, {} given",
                        other.type_name_for_error()
                    ),
                ))
            }
        }
    }
    let mut u = Unser {
        cx,
        s: &data,
        pos: 0,
        vars: Vec::new(),
        allowed,
        wakeups: Vec::new(),
        links: RefLinks::default(),
    };
    let r = u.value()?;
    let wakeups = std::mem::take(&mut u.wakeups);
    let links = std::mem::take(&mut u.links);
    match r {
        Ok(mut v) => {
            links.apply(&mut v);
            for (obj, data) in wakeups {
                let class = obj.class().clone();
                match data {
                    Some(d) => {
                        if let Some(m) = class.find_method("__unserialize").cloned() {
                            cx.call_method(&obj, &m, vec![Value::arr(d)])?;
                        }
                    }
                    None => {
                        if let Some(m) = class.find_method("__wakeup").cloned() {
                            cx.call_method(&obj, &m, Vec::new())?;
                        }
                    }
                }
            }
            Ok(v)
        }
        Err(Bad(off)) => {
            if data.is_empty() {
                return Ok(Value::Bool(false));
            }
            cx.notice(&format!(
                "unserialize(): Error at offset {off} of {} bytes",
                data.len()
            ));
            Ok(Value::Bool(false))
        }
    }
}
