//! Reads of `$a[k]`, `$o->p`, `A::$p`, `A::C` and constants, with PHP's warnings for
//! missing keys and offsets on scalars, and the quiet variants used by `isset`/`??`.

use super::expr::EvalResult;
use super::frame::Frame;
use super::{Interp, Unwind};
use crate::compile::THIS_SLOT;
use crate::object::Obj;
use crate::syntax::ast::*;
use crate::value::{Key, KeyRef, PhpString, Value};

/// A property or method name: as written (shared with the syntax tree) or computed.
#[derive(Clone)]
pub(crate) enum MemberStr {
    Ident(Name),
    Dyn(PhpString),
}

impl MemberStr {
    /// The name as text (lossy for non-UTF-8 computed names).
    pub(crate) fn to_string_lossy(&self) -> String {
        self.as_str_lossy().into_owned()
    }
    pub(crate) fn as_str_lossy(&self) -> std::borrow::Cow<'_, str> {
        match self {
            MemberStr::Ident(n) => std::borrow::Cow::Borrowed(n),
            MemberStr::Dyn(s) => String::from_utf8_lossy(s),
        }
    }
}

impl std::ops::Deref for MemberStr {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            MemberStr::Ident(n) => n.as_bytes(),
            MemberStr::Dyn(s) => s,
        }
    }
}

/// `$var[key]` where `$var` is a local variable holding an array and `key` a literal or
/// a local variable holding an int or a string: the element, read in place, without a
/// copy of the array's handle or a key built. None for any other operands or a missing
/// key: the general path then evaluates them again, which has no effect of its own.
#[inline]
fn local_array_element(f: &Frame, base: &Expr, index: &Expr) -> Option<Value> {
    let ExprKind::Var(_, base_slot) = &base.kind else {
        return None;
    };
    // The slots of `$this`, `$GLOBALS` and superglobals lie past every frame's slots.
    let slots = f.slots.borrow();
    let Some(Some(Value::Array(a))) = slots.get(base_slot.get() as usize) else {
        return None;
    };
    let found = match &index.kind {
        ExprKind::Lit(Literal::Int(i)) => a.get_ref(KeyRef::Int(*i)),
        ExprKind::Lit(Literal::Str(s)) => a.get_ref(KeyRef::from_bytes(s)),
        ExprKind::Var(_, slot) => match slots.get(slot.get() as usize) {
            Some(Some(Value::Int(i))) => a.get_ref(KeyRef::Int(*i)),
            Some(Some(Value::Str(s))) => a.get_ref(KeyRef::from_bytes(s)),
            _ => None,
        },
        _ => None,
    }?;
    Some(found.deref())
}

impl Interp {
    #[inline]
    pub(crate) fn eval_index(
        &self,
        f: &Frame,
        base: &Expr,
        index: Option<&Expr>,
        span: Span,
    ) -> EvalResult {
        if let Some(v) = index.and_then(|i| local_array_element(f, base, i)) {
            self.set_pos(span);
            return Ok(v);
        }
        let b = self.eval(f, base)?;
        if b.is_null() && self.short_circuited(base) {
            return Ok(Value::Null);
        }
        let Some(index) = index else {
            return Err(Box::new(
                self.throw_error("Error", "Cannot use [] for reading"),
            ));
        };
        let k = self.eval(f, index)?;
        self.set_pos(span);
        self.index_value(&b, &k, false)
    }

    /// `$b[$k]` on evaluated operands. `quiet` suppresses missing-key warnings.
    pub(crate) fn index_value(&self, b: &Value, k: &Value, quiet: bool) -> EvalResult {
        match b {
            Value::Array(a) => {
                let key = match k {
                    Value::Int(i) => Key::Int(*i),
                    _ => self.to_key(k)?,
                };
                match a.get(&key) {
                    Some(v) => Ok(v.deref()),
                    None => {
                        if !quiet {
                            self.warn(&undefined_key_msg(&key));
                        }
                        Ok(Value::Null)
                    }
                }
            }
            Value::Str(s) => self.string_offset(s, k, quiet),
            Value::Object(o) => self.array_access_get(o, k),
            Value::Ref(r) => {
                let inner = r.borrow().clone();
                self.index_value(&inner, k, quiet)
            }
            Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Resource(_) => {
                if !quiet {
                    self.warn(&format!(
                        "Trying to access array offset on value of type {}",
                        b.type_name_for_error()
                    ));
                }
                Ok(Value::Null)
            }
        }
    }

    fn string_offset(&self, s: &PhpString, k: &Value, quiet: bool) -> EvalResult {
        let idx = match k {
            Value::Int(i) => *i,
            Value::Str(ks) => match crate::value::parse_numeric(ks) {
                Some((crate::value::Numeric::Int(i), crate::value::NumericKind::Numeric)) => i,
                Some((_, crate::value::NumericKind::Leading)) if !quiet => {
                    self.warn("Illegal string offset");
                    ks.to_string_lossy().trim().parse::<i64>().unwrap_or(0)
                }
                _ => {
                    if quiet {
                        return Ok(Value::Null);
                    }
                    return Err(Box::new(self.throw_error(
                        "TypeError",
                        &format!("Cannot access offset of type {} on string", "string"),
                    )));
                }
            },
            Value::Float(x) => {
                if !quiet {
                    self.warn("String offset cast occurred");
                }
                *x as i64
            }
            Value::Bool(b) => {
                if !quiet {
                    self.warn("String offset cast occurred");
                }
                *b as i64
            }
            Value::Null => {
                if !quiet {
                    self.warn("String offset cast occurred");
                }
                0
            }
            _ => {
                return Err(Box::new(self.throw_error(
                    "TypeError",
                    &format!(
                        "Cannot access offset of type {} on string",
                        k.type_name_for_error()
                    ),
                )))
            }
        };
        let len = s.len() as i64;
        let real = if idx < 0 { len + idx } else { idx };
        if real < 0 || real >= len {
            if !quiet {
                self.warn(&format!("Uninitialized string offset {idx}"));
            }
            return Ok(if quiet {
                Value::Null
            } else {
                Value::Str(PhpString::new())
            });
        }
        Ok(Value::Str(PhpString::from(
            &s[real as usize..real as usize + 1],
        )))
    }

    /// The name of `->name` / `::$name`: shared with the syntax tree when written as an
    /// identifier, computed otherwise.
    pub(crate) fn member_name(&self, f: &Frame, m: &MemberName) -> Result<MemberStr, Unwind> {
        match m {
            MemberName::Ident(n) => Ok(MemberStr::Ident(n.clone())),
            MemberName::Dynamic(e) => {
                let v = self.eval(f, e)?;
                Ok(MemberStr::Dyn(self.to_string(&v)?))
            }
        }
    }

    /// `$obj->name` read when the plain read (`plain_prop_read`) did not apply.
    #[inline]
    pub(crate) fn eval_prop(
        &self,
        f: &Frame,
        obj: &Expr,
        name: &MemberName,
        nullsafe: bool,
        span: Span,
    ) -> EvalResult {
        let o = self.eval(f, obj)?;
        if self.nullsafe_null(obj, &o, nullsafe) {
            return Ok(Value::Null);
        }
        let n = self.member_name(f, name)?;
        self.set_pos(span);
        self.read_prop(f, &o, &n, false)
    }

    /// `$var->name` or `$this->name` read without copying the object, when the object
    /// has the property and the code may see it without checks: None otherwise (nothing
    /// ran), and the general path decides (visibility, `__get`, warnings).
    #[inline(always)]
    pub(crate) fn plain_prop_read(
        &self,
        f: &Frame,
        obj: &Expr,
        name: &str,
        hint: &PropHint,
    ) -> Option<Value> {
        let ExprKind::Var(_, slot) = &obj.kind else {
            return None;
        };
        let slot = slot.get();
        if slot == THIS_SLOT {
            return plain_prop(f, f.this.as_ref()?, name, hint);
        }
        let slots = f.slots.borrow();
        match slots.get(slot as usize) {
            Some(Some(Value::Object(o))) => plain_prop(f, o, name, hint),
            _ => None,
        }
    }

    /// Whether a `->`/`?->` on base value `o` evaluates to null without running: `?->` on
    /// null, or any member access after a `?->` of the same chain that short-circuited.
    #[inline]
    pub(crate) fn nullsafe_null(&self, base: &Expr, o: &Value, nullsafe: bool) -> bool {
        if !o.is_null() {
            if nullsafe {
                self.nullsafe_short.set(false);
            }
            return false;
        }
        if nullsafe {
            self.nullsafe_short.set(true);
            return true;
        }
        self.short_circuited(base)
    }

    /// Whether a null `base` comes from a `?->` of the same chain that short-circuited.
    fn short_circuited(&self, base: &Expr) -> bool {
        self.nullsafe_short.get() && chain_has_nullsafe(base)
    }

    /// `$o->name` on an evaluated base.
    pub(crate) fn read_prop(&self, f: &Frame, o: &Value, name: &[u8], quiet: bool) -> EvalResult {
        match o {
            Value::Object(obj) => self.object_prop_get(f, obj, name, quiet),
            Value::Ref(r) => {
                let inner = r.borrow().clone();
                self.read_prop(f, &inner, name, quiet)
            }
            _ => {
                if !quiet {
                    self.warn(&format!(
                        "Attempt to read property \"{}\" on {}",
                        String::from_utf8_lossy(name),
                        o.type_name_for_error()
                    ));
                }
                Ok(Value::Null)
            }
        }
    }

    /// The value for `isset`/`??` of an index/property chain: None when any step is
    /// missing; no warnings.
    pub(crate) fn quiet_value_isset(&self, f: &Frame, e: &Expr) -> Result<Option<Value>, Unwind> {
        self.isset_value(f, e, IssetMode::Fetch)
    }

    /// As `quiet_value_isset`, for the last step as `mode` says.
    pub(crate) fn isset_value(
        &self,
        f: &Frame,
        e: &Expr,
        mode: IssetMode,
    ) -> Result<Option<Value>, Unwind> {
        let exists_only = mode == IssetMode::Exists;
        match &e.kind {
            ExprKind::Index {
                base,
                index: Some(index),
            } => {
                if let Some(v) = local_array_element(f, base, index) {
                    return Ok(Some(v));
                }
                let Some(b) = self.quiet_value(f, base)? else {
                    return Ok(None);
                };
                let k = self.eval(f, index)?;
                match &b {
                    Value::Array(a) => {
                        let key = match self.to_key(&k) {
                            Ok(k) => k,
                            Err(Unwind::Throw(_)) if mode != IssetMode::Fetch => {
                                return Err(self.throw_error(
                                    "TypeError",
                                    "Illegal offset type in isset or empty",
                                ))
                            }
                            Err(u) => return Err(u),
                        };
                        Ok(a.get(&key).map(|v| v.deref()))
                    }
                    Value::Object(o) => self.array_access_isset(o, &k, exists_only),
                    Value::Str(_) => {
                        let v = self.index_value(&b, &k, true)?;
                        Ok(if v.is_null() { None } else { Some(v) })
                    }
                    _ => Ok(None),
                }
            }
            ExprKind::Prop {
                obj, name, hint, ..
            } => {
                // A property the code sees, present: read in place (no magic applies).
                if let MemberName::Ident(n) = name {
                    if let Some(v) = self.plain_prop_read(f, obj, n, hint) {
                        return Ok(Some(v));
                    }
                }
                let Some(o) = self.quiet_value(f, obj)? else {
                    return Ok(None);
                };
                let n = self.member_name(f, name)?;
                match &o {
                    Value::Object(obj) => self.object_prop_isset(f, obj, &n, mode),
                    _ => Ok(None),
                }
            }
            ExprKind::StaticProp { class, name } => {
                match self.static_prop_cell(f, class, name, true) {
                    Ok(Some(cell)) => Ok(Some(cell.borrow().clone())),
                    Ok(None) => Ok(None),
                    Err(Unwind::Throw(_)) => Ok(None),
                    Err(u) => Err(u),
                }
            }
            _ => self.quiet_value(f, e),
        }
    }

    pub(crate) fn eval_static_prop(
        &self,
        f: &Frame,
        class: &ClassRef,
        name: &MemberName,
        span: Span,
    ) -> EvalResult {
        self.set_pos(span);
        match self.static_prop_cell(f, class, name, false)? {
            Some(cell) => Ok(cell.borrow().clone()),
            None => Ok(Value::Null),
        }
    }

    /// A global or namespaced constant.
    pub(crate) fn eval_const(&self, f: &Frame, name: &Name, span: Span) -> EvalResult {
        if let Some(v) = self.lookup_constant(f, name) {
            return Ok(v);
        }
        self.set_pos(span);
        Err(Box::new(self.throw_error(
            "Error",
            &format!(
                "Undefined constant \"{}\"",
                self.qualify_const_name(f, name)
            ),
        )))
    }

    /// Resolve a constant name in the frame's namespace, with global fallback.
    pub(crate) fn lookup_constant(&self, f: &Frame, name: &str) -> Option<Value> {
        if let Some(rest) = name.strip_prefix('\\') {
            return self.constant_value(rest);
        }
        let names = f.names.borrow().clone();
        if !names.ns.is_empty() || !names.consts.is_empty() {
            if let Some(full) = names.consts.get(name) {
                return self.constant_value(full);
            }
            if let Some(rest) = name
                .strip_prefix("namespace\\")
                .or_else(|| name.strip_prefix("Namespace\\"))
            {
                return self.constant_value(&format!("{}\\{}", names.ns, rest));
            }
            if !names.ns.is_empty() {
                if let Some(v) = self.constant_value(&format!("{}\\{}", names.ns, name)) {
                    return Some(v);
                }
                if name.contains('\\') {
                    return None;
                }
            }
        }
        self.constant_value(name)
    }

    fn qualify_const_name(&self, f: &Frame, name: &str) -> String {
        // The name PHP resolved at compile time: an import, else the current namespace.
        if let Some(rest) = name.strip_prefix('\\') {
            return rest.to_string();
        }
        let names = f.names.borrow();
        if let Some(full) = names.consts.get(name) {
            return full.to_string();
        }
        let rest = name
            .strip_prefix("namespace\\")
            .or_else(|| name.strip_prefix("Namespace\\"))
            .unwrap_or(name);
        if let Some((first, tail)) = rest.split_once('\\') {
            if let Some(full) = names.classes.get(&first.to_ascii_lowercase()) {
                return format!("{full}\\{tail}");
            }
        }
        if names.ns.is_empty() {
            rest.to_string()
        } else {
            format!("{}\\{rest}", names.ns)
        }
    }

    /// A constant by its full name: user constants, then the builtin ones.
    pub(crate) fn constant_value(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.constants.borrow().get(name) {
            return Some(v.clone());
        }
        match name.to_ascii_lowercase().as_str() {
            "true" => return Some(Value::Bool(true)),
            "false" => return Some(Value::Bool(false)),
            "null" => return Some(Value::Null),
            _ => {}
        }
        crate::builtins::registry::constant(name)
    }
}

/// "Undefined array key 5" / "Undefined array key \"x\"".
pub(crate) fn undefined_key_msg(k: &Key) -> String {
    match k {
        Key::Int(i) => format!("Undefined array key {i}"),
        Key::Str(s) => format!("Undefined array key \"{}\"", s.to_string_lossy()),
    }
}

/// Whether a member/index/call chain contains a `?->`.
fn chain_has_nullsafe(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Prop { obj, nullsafe, .. } | ExprKind::MethodCall { obj, nullsafe, .. } => {
            *nullsafe || chain_has_nullsafe(obj)
        }
        ExprKind::Index { base, .. } => chain_has_nullsafe(base),
        ExprKind::CallExpr { callee, .. } => chain_has_nullsafe(callee),
        _ => false,
    }
}

/// How the last step of an `isset`/`empty`/`??` chain asks an object.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum IssetMode {
    /// A quiet read (`??`, or a step inside the chain): a property the code cannot see
    /// is read through `__isset` and `__get`, or through `__get` alone.
    Fetch,
    /// The last step of `isset`: only whether the offset or property exists
    /// (`offsetExists`, `__isset`); a true answer comes back as `true`.
    Exists,
    /// The last step of `empty`: `__isset`, then `__get` when it said yes; without
    /// `__isset` the property counts as missing.
    NotEmpty,
}

/// An object's property as code running in `f`'s class sees it, when no visibility check
/// can fail: every property of the class is public, or the code is the class's own and
/// no property is a parent's private one. None when the object lacks the property.
#[inline(always)]
fn plain_prop(f: &Frame, o: &Obj, name: &str, hint: &PropHint) -> Option<Value> {
    plain_prop_with(f, o, name, hint, |v| {
        Some(match v {
            Value::Int(i) => Value::Int(*i),
            v => v.deref(),
        })
    })
}

/// `plain_prop` for a property that holds an int or a float itself (not through a
/// reference); None for any other.
#[inline(always)]
pub(super) fn plain_number_prop(f: &Frame, o: &Obj, name: &str, hint: &PropHint) -> Option<Value> {
    plain_prop_with(f, o, name, hint, |v| match v {
        Value::Int(_) | Value::Float(_) => Some(v.clone()),
        _ => None,
    })
}

/// What `read` makes of the property `plain_prop` finds.
#[inline(always)]
fn plain_prop_with(
    f: &Frame,
    o: &Obj,
    name: &str,
    hint: &PropHint,
    read: impl FnOnce(&Value) -> Option<Value>,
) -> Option<Value> {
    o.plain_prop_with(f.class.as_ref(), name.as_bytes(), &hint.0, read)
}
