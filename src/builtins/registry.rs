//! The builtin registry: every domain's `FUNCTIONS` table in one lookup by lowercase name
//! (built once, entries live for the whole process so call sites can cache them), and
//! `call`, which maps named arguments, checks arity and coerces arguments to the
//! signature's types with PHP's exact error texts before running the builtin.
//! Also the constant table over every domain's `constants()`.

use hashbrown::HashMap;
use std::sync::OnceLock;

use super::coerce::{coerce_arg, ArgPos};
use super::pure::PureRule;
use super::sig::{self, ty, DefaultValue, Signature};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::syntax::ast::Name;
use crate::value::Value;

/// Every domain's function table. Adding a domain is one line here.
const TABLES: &[&[Builtin]] = &[
    super::array::FUNCTIONS,
    super::async_api::FUNCTIONS,
    super::async_await::FUNCTIONS,
    super::async_iterate::FUNCTIONS,
    super::process::FUNCTIONS,
    super::dns::FUNCTIONS,
    super::array_callback::FUNCTIONS,
    super::array_lookup::FUNCTIONS,
    super::array_random::FUNCTIONS,
    super::array_set::FUNCTIONS,
    super::array_stack::FUNCTIONS,
    super::base_convert::FUNCTIONS,
    super::class::FUNCTIONS,
    super::codec::FUNCTIONS,
    super::quoted_printable::FUNCTIONS,
    super::uuencode::FUNCTIONS,
    super::ctype::FUNCTIONS,
    super::file::FUNCTIONS,
    super::format::FUNCTIONS,
    super::function::FUNCTIONS,
    super::assert::FUNCTIONS,
    super::headers::FUNCTIONS,
    super::html::FUNCTIONS,
    super::strip_tags::FUNCTIONS,
    super::json::FUNCTIONS,
    super::math::FUNCTIONS,
    super::mbstring::FUNCTIONS,
    super::metaphone::FUNCTIONS,
    super::multisort::FUNCTIONS,
    super::output::FUNCTIONS,
    super::path::FUNCTIONS,
    super::pcntl::FUNCTIONS,
    super::posix::FUNCTIONS,
    super::pointer::FUNCTIONS,
    super::random::FUNCTIONS,
    super::range::FUNCTIONS,
    super::regex::FUNCTIONS,
    super::runtime::FUNCTIONS,
    super::phpinfo::FUNCTIONS,
    super::serialize::FUNCTIONS,
    super::sort::FUNCTIONS,
    super::string::FUNCTIONS,
    super::string_compare::FUNCTIONS,
    super::string_replace::FUNCTIONS,
    super::string_search::FUNCTIONS,
    super::dir::FUNCTIONS,
    super::file_stat::FUNCTIONS,
    super::links::FUNCTIONS,
    super::stream_context::FUNCTIONS,
    super::locale::FUNCTIONS,
    super::pack::FUNCTIONS,
    super::scan::FUNCTIONS,
    super::url::FUNCTIONS,
    super::filter::FUNCTIONS,
    super::password::FUNCTIONS,
    super::ini_parse::FUNCTIONS,
    super::defined::FUNCTIONS,
    super::inet::FUNCTIONS,
    super::kdf::FUNCTIONS,
    super::stream_extra::FUNCTIONS,
    super::socket::FUNCTIONS,
    super::stream_select::FUNCTIONS,
    super::sockets::addrinfo::FUNCTIONS,
    super::sockets::errors::FUNCTIONS,
    super::sockets::io::FUNCTIONS,
    super::sockets::options::FUNCTIONS,
    super::sockets::select::FUNCTIONS,
    super::sockets::setup::FUNCTIONS,
    super::sockets::stream_bridge::FUNCTIONS,
    super::stream_meta::FUNCTIONS,
    crate::object::builtin_classes::datetime::FUNCTIONS,
    crate::object::builtin_classes::date_functions::FUNCTIONS,
    crate::object::builtin_classes::directory::FUNCTIONS,
    crate::object::builtin_classes::date_errors::FUNCTIONS,
    crate::object::builtin_classes::date_format_parse::FUNCTIONS,
    crate::object::builtin_classes::hash_context::FUNCTIONS,
    super::time::FUNCTIONS,
    super::strftime::FUNCTIONS,
    super::tz_catalog::FUNCTIONS,
    super::getopt::FUNCTIONS,
    super::types::FUNCTIONS,
    super::var::FUNCTIONS,
];

/// A domain's constant list.
type ConstantsFn = fn() -> Vec<(&'static str, Value)>;

/// Every domain's constants. Adding a domain is one line here.
const CONSTANTS: &[ConstantsFn] = &[
    super::array::constants,
    super::array_callback::constants,
    super::codec::constants,
    super::core_constants::constants,
    super::file::constants,
    super::socket::constants,
    super::sockets::constants::constants,
    super::html::constants,
    super::json::constants,
    super::math::constants,
    super::mbstring::constants,
    super::output::constants,
    super::path::constants,
    super::pcntl::constants,
    super::phpinfo::constants,
    super::random::constants,
    super::regex::constants,
    super::sort::constants,
    super::string::constants,
    super::url::constants,
    super::filter::constants,
    super::password::constants,
    super::ini_parse::constants,
    super::locale::constants,
    super::time::constants,
];

/// Builtins that, called without arguments, need no stack entry: they throw nothing they
/// create themselves, warn about nothing and run no PHP code (what they throw was created
/// elsewhere, with its own trace). Such calls skip the registry's checks and the trace.
const FRAMELESS: &[&str] = &["Async\\suspend"];

/// The fast path of a builtin: called with the evaluated positional arguments before
/// anything else, it completes the call when it can without a stack entry (it warns
/// about nothing, creates no exception and runs no PHP code; it may suspend and throw
/// exceptions created elsewhere), and returns None, having changed nothing, otherwise.
pub type FastBuiltin = fn(&Interp, &mut [Value]) -> Option<Result<Value, Unwind>>;

/// Builtins with a fast path.
const FAST: &[(&str, FastBuiltin)] = &[("Async\\delay", super::async_api::delay_now)];

/// Builtins that PHP compiles to an instruction of their own when called by the name of
/// the global function with this many positional arguments: what they throw or call
/// then shows in traces as coming from the calling code, with no entry of theirs.
const INLINE: &[(&str, usize)] = &[
    ("strlen", 1),
    ("count", 1),
    ("sizeof", 1),
    ("array_key_exists", 2),
    ("get_class", 1),
    ("gettype", 1),
    ("defined", 1),
    ("boolval", 1),
    ("intval", 1),
    ("floatval", 1),
    ("doubleval", 1),
    ("strval", 1),
    ("is_null", 1),
    ("is_bool", 1),
    ("is_long", 1),
    ("is_int", 1),
    ("is_integer", 1),
    ("is_float", 1),
    ("is_double", 1),
    ("is_string", 1),
    ("is_array", 1),
    ("is_object", 1),
    ("is_resource", 1),
    ("is_scalar", 1),
];

/// Builtins that take either all their arguments or none (PHP parses them only when
/// some are given): any other count is an error that asks for exactly all of them.
const ALL_OR_NONE: &[&str] = &["mt_rand", "rand"];

/// Builtins whose variadic parameter must get some arguments (the callbacks of
/// `array_udiff` and the like come last, after the arrays): their least number of
/// arguments, beyond what the signature requires.
const MIN_ARGS: &[(&str, usize)] = &[
    ("array_udiff", 2),
    ("array_udiff_assoc", 2),
    ("array_diff_ukey", 2),
    ("array_diff_uassoc", 2),
    ("array_uintersect", 2),
    ("array_uintersect_assoc", 2),
    ("array_intersect_ukey", 2),
    ("array_intersect_uassoc", 2),
    ("array_udiff_uassoc", 3),
    ("array_uintersect_uassoc", 3),
];

/// Builtins deprecated in PHP 8.2: each call says so before its arguments are checked.
const DEPRECATED: &[&str] = &["utf8_encode", "utf8_decode", "strftime", "gmstrftime"];

/// A registered builtin with its parsed signature.
pub struct Entry {
    pub builtin: &'static Builtin,
    /// The parsed signature, parsed at first use (most scripts use few builtins).
    sig: OnceLock<Signature>,
    /// Position in the registry (dense, from 0): lets an interpreter keep per-builtin
    /// data in a vector.
    pub id: usize,
    /// Whether any parameter is by reference.
    any_by_ref: bool,
    /// Called without arguments, it needs no stack entry (see `FRAMELESS`).
    frameless: bool,
    /// Its fast path (see `FastBuiltin`).
    fast: Option<FastBuiltin>,
    /// Whether by-reference arguments are references only when they can be (PHP's
    /// "prefer reference", `array_multisort`).
    prefer_ref: bool,
    /// Whether traces leave the call out (`call_user_func`).
    transparent: bool,
    /// When a call needs no stack entry and no checks (see `pure`).
    pure: Option<&'static PureRule>,
    /// The number of arguments with which PHP compiles a call by name to an instruction
    /// of its own (see `INLINE`).
    inline_args: Option<usize>,
    /// Whether it takes all its arguments or none (see `ALL_OR_NONE`).
    all_or_none: bool,
    /// Its least number of arguments when more than its signature requires (see
    /// `MIN_ARGS`), else 0.
    min_args: usize,
    /// Whether calls emit PHP's deprecation of the function (see `DEPRECATED`).
    deprecated: bool,
}

impl Entry {
    /// The parsed signature.
    #[inline]
    pub fn sig(&self) -> &Signature {
        self.sig
            .get_or_init(|| sig::parse(self.builtin.sig).unwrap_or_else(|_| Signature::any()))
    }
    /// The PHP name (as declared, lowercase).
    pub fn name(&self) -> &'static str {
        self.builtin.name
    }
    /// Whether argument `i` (0-based) is passed by reference.
    pub fn by_ref(&self, i: usize) -> bool {
        self.sig().param_for(i).is_some_and(|p| p.by_ref)
    }
    /// Whether any parameter is by reference (lets callers skip per-argument checks).
    pub fn has_by_ref(&self) -> bool {
        self.any_by_ref
    }
    /// Whether by-reference parameters also accept values (`array_multisort`).
    pub fn prefers_ref(&self) -> bool {
        self.prefer_ref
    }
    /// Whether traces leave the call out: its callback shows as called from its call
    /// site (`call_user_func`, `call_user_func_array`).
    pub fn is_transparent(&self) -> bool {
        self.transparent
    }
    /// The 0-based position of the parameter called `name`, for named arguments.
    pub fn param_index(&self, name: &str) -> Option<usize> {
        self.sig().param_index(name)
    }
    /// Called without arguments, it needs no stack entry (see `FRAMELESS`).
    #[inline]
    pub fn frameless(&self) -> bool {
        self.frameless
    }
    /// Whether PHP compiles a call by name with `n` positional arguments to an
    /// instruction of its own, which has no stack entry (see `INLINE`).
    pub fn compiles_inline(&self, n: usize) -> bool {
        self.inline_args == Some(n)
    }
    /// Its fast path (see `FastBuiltin`).
    #[inline]
    pub fn fast(&self) -> Option<FastBuiltin> {
        self.fast
    }
}

struct Registry {
    by_name: HashMap<&'static str, Entry>,
}

fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut by_name = HashMap::new();
        let mut next_id = 0;
        for table in TABLES {
            for b in table.iter() {
                // Namespaced names (`Async\\spawn`) are declared in their PHP spelling.
                let key: &'static str = if b.name.bytes().any(|c| c.is_ascii_uppercase()) {
                    Box::leak(b.name.to_ascii_lowercase().into_boxed_str())
                } else {
                    b.name
                };
                let id = next_id;
                next_id += 1;
                let any_by_ref = sig_has_by_ref(b.sig);
                by_name.insert(
                    key,
                    Entry {
                        builtin: b,
                        sig: OnceLock::new(),
                        id,
                        any_by_ref,
                        frameless: FRAMELESS.contains(&b.name),
                        fast: FAST.iter().find(|(n, _)| *n == b.name).map(|(_, f)| *f),
                        prefer_ref: key == "array_multisort",
                        transparent: is_transparent_call(key),
                        pure: super::pure::rule(key),
                        inline_args: INLINE.iter().find(|(n, _)| *n == key).map(|(_, a)| *a),
                        all_or_none: ALL_OR_NONE.contains(&key),
                        deprecated: DEPRECATED.contains(&key),
                        min_args: MIN_ARGS
                            .iter()
                            .find(|(n, _)| *n == key)
                            .map_or(0, |(_, m)| *m),
                    },
                );
            }
        }
        Registry { by_name }
    })
}

/// Whether a signature as written has a by-reference parameter (`&$name`, `&...$name`),
/// told without parsing it.
fn sig_has_by_ref(sig: &str) -> bool {
    sig.contains("&$") || sig.contains("&...")
}

/// Builtins that traces leave out (their callback shows as called from their call site).
pub fn is_transparent_call(name: &str) -> bool {
    matches!(name, "call_user_func" | "call_user_func_array")
}

/// Find a builtin by name, case-insensitively (a leading `\` is ignored).
pub fn lookup(name: &str) -> Option<&'static Entry> {
    let name = name.strip_prefix('\\').unwrap_or(name);
    let reg = registry();
    if name.bytes().any(|c| c.is_ascii_uppercase()) {
        reg.by_name.get(name.to_ascii_lowercase().as_str())
    } else {
        reg.by_name.get(name)
    }
}

/// All builtin names in table order (for `get_defined_functions`).
pub fn names() -> impl Iterator<Item = &'static str> {
    TABLES.iter().flat_map(|t| t.iter()).map(|b| b.name)
}

/// All built-in constants in table order (for `get_defined_constants`).
pub fn constants_in_order() -> Vec<(&'static str, Value)> {
    CONSTANTS.iter().flat_map(|f| f()).collect()
}

thread_local! {
    static CONSTANT_TABLE: HashMap<&'static str, Value> = {
        let mut m = HashMap::new();
        for f in CONSTANTS {
            m.extend(f());
        }
        m
    };
}

/// A built-in constant's value (case-sensitive, as PHP 8 constants are).
pub fn constant(name: &str) -> Option<Value> {
    let name = name.strip_prefix('\\').unwrap_or(name);
    CONSTANT_TABLE.with(|m| m.get(name).cloned())
}

/// Call a builtin: map named arguments, check arity, coerce, run.
/// By-reference arguments must be passed as `Value::Ref` (see `Entry::by_ref`).
pub fn call(
    cx: &Interp,
    entry: &Entry,
    args: &mut Vec<Value>,
    named: Vec<(Name, Value)>,
) -> Result<Value, Unwind> {
    check_args(cx, entry, args, named)?;
    if entry.transparent || !cx.strict_types.get() {
        return (entry.builtin.call)(cx, args);
    }
    // What a builtin calls (`usort`'s `strcmp`) is called from internal code, which is
    // never strict; call_user_func() compiles to a call from its caller's code.
    cx.strict_types.set(false);
    let r = (entry.builtin.call)(cx, args);
    cx.strict_types.set(true);
    r
}

/// What `call` does before running the builtin: named arguments put in place, their
/// number checked and each coerced to its parameter's type. The evaluator's own
/// functions of the caller's frame (`compact`, `extract`) use it alone.
pub fn check_args(
    cx: &Interp,
    entry: &Entry,
    args: &mut Vec<Value>,
    named: Vec<(Name, Value)>,
) -> Result<(), Unwind> {
    let sig = entry.sig();
    let fname = entry.name();
    // Named arguments are put in place as the call is set up, before the function runs
    // and counts its arguments: an unknown or skipped one is the error then.
    let positional = named.is_empty();
    if !positional {
        if sig.max_args().is_some_and(|m| args.len() > m) {
            return Err(arity_error(cx, entry, args.len()));
        }
        *args = place_named(cx, sig, fname, std::mem::take(args), named)?;
    }
    if entry.deprecated {
        cx.deprecated(&format!("Function {fname}() is deprecated"));
    }
    if positional {
        let given = args.len();
        if given < entry.min_args {
            let n = entry.min_args;
            return Err(cx.throw_error(
                "ArgumentCountError",
                &format!("{fname}() expects at least {n} arguments, {given} given"),
            ));
        }
        if entry.all_or_none && given != 0 && given != sig.params.len() {
            let n = sig.params.len();
            return Err(cx.throw_error(
                "ArgumentCountError",
                &format!("{fname}() expects exactly {n} arguments, {given} given"),
            ));
        }
        if given < sig.required || sig.max_args().is_some_and(|m| given > m) {
            return Err(arity_error(cx, entry, given));
        }
    }
    for (i, v) in args.iter_mut().enumerate() {
        let Some(param) = sig.param_for(i) else {
            break;
        };
        if !param.by_ref && param.ty.mask & quick_type_bits(v) != 0 {
            continue;
        }
        let pos = ArgPos {
            func: fname,
            pos: i + 1,
            param,
        };
        if let Err(e) = coerce_arg(cx, &pos, v) {
            take_forwarded_named();
            return Err(e);
        }
    }
    Ok(())
}

/// Run `entry` with `args` as a pure call (see `pure`) when its rule allows them: no
/// stack entry, no checks, no coercion. None, having run nothing, otherwise.
#[inline]
pub fn call_pure(cx: &Interp, entry: &Entry, args: &mut [Value]) -> Option<Result<Value, Unwind>> {
    let rule = entry.pure?;
    let sig = entry.sig();
    if args.len() > rule.max_args || args.len() < sig.required {
        return None;
    }
    for (i, v) in args.iter().enumerate() {
        if sig.param_for(i)?.ty.mask & quick_type_bits(v) == 0 {
            return None;
        }
    }
    if rule.guard.is_some_and(|accepts| !accepts(args)) {
        return None;
    }
    Some((entry.builtin.call)(cx, args))
}

/// The declared-type bits a value matches without any check beyond its own type (an
/// object or resource matches only `mixed` here, a reference nothing).
#[inline]
fn quick_type_bits(v: &Value) -> u16 {
    match v {
        Value::Null => ty::NULL | ty::MIXED,
        Value::Bool(true) => ty::TRUE | ty::MIXED,
        Value::Bool(false) => ty::FALSE | ty::MIXED,
        Value::Int(_) => ty::INT | ty::MIXED,
        Value::Float(_) => ty::FLOAT | ty::MIXED,
        Value::Str(_) => ty::STRING | ty::MIXED,
        Value::Array(_) => ty::ARRAY | ty::ITERABLE | ty::MIXED,
        Value::Object(_) | Value::Resource(_) => ty::MIXED,
        Value::Ref(_) => 0,
    }
}

fn arity_error(cx: &Interp, entry: &Entry, given: usize) -> Unwind {
    count_error(cx, entry.name(), entry.sig(), given)
}

/// PHP's «f() expects exactly/at least/at most N argument(s), M given».
fn count_error(cx: &Interp, fname: &str, sig: &Signature, given: usize) -> Unwind {
    let max = sig.max_args();
    let (kind, n) = if max == Some(sig.required) {
        ("exactly", sig.required)
    } else if given < sig.required {
        ("at least", sig.required)
    } else {
        ("at most", max.unwrap_or(0))
    };
    let plural = if n == 1 { "" } else { "s" };
    cx.throw_error(
        "ArgumentCountError",
        &format!("{fname}() expects {kind} {n} argument{plural}, {given} given"),
    )
}

/// Check the arguments passed to the native method `m` against its signature text, as
/// PHP does for every internal method: their number (ArgumentCountError), and those of
/// parameters declared with scalar and class types only (`int $ms`, `?string $s`,
/// `?DateTimeZone $timezone`), which are coerced as for builtin functions (TypeError when
/// they cannot be).
pub fn check_method_args(
    cx: &Interp,
    m: &crate::object::Method,
    sig_text: &'static str,
    args: &mut [Value],
) -> Result<(), Unwind> {
    let given = args.len();
    let Some(sig) = m.native_sig.get_or_init(|| sig::parse(sig_text).ok()) else {
        return Ok(());
    };
    let (class, method) = (&m.class_name, &m.name);
    if given < sig.required || sig.max_args().is_some_and(|max| given > max) {
        return Err(count_error(cx, &format!("{class}::{method}"), sig, given));
    }
    for (i, v) in args.iter_mut().enumerate() {
        let Some(param) = sig.param_for(i) else {
            break;
        };
        // Scalars and objects of a class; callables, arrays and iterables are the
        // methods' own business (their messages differ).
        let checked = (param.ty.mask & (ty::SCALAR | ty::OBJECT) != 0
            || !param.ty.classes.is_empty())
            && param.ty.mask & !(ty::SCALAR | ty::NULL | ty::OBJECT) == 0;
        if param.by_ref || !checked || param.ty.mask & quick_type_bits(v) != 0 {
            continue;
        }
        let func = format!("{class}::{method}");
        let pos = ArgPos {
            func: &func,
            pos: i + 1,
            param,
        };
        coerce_arg(cx, &pos, v)?;
    }
    Ok(())
}

/// The builtins whose variadic parameter forwards its arguments to a callable: like
/// PHP's `call_user_func`, they accept named arguments beyond their own parameters and
/// pass them on by name (`spawn($f, b: 2)`). Other variadic builtins reject them.
const FORWARDS_NAMED: &[&str] = &[
    "call_user_func",
    "Async\\spawn",
    "Async\\spawn_with",
    "Async\\Scope::spawn",
    "Async\\TaskGroup::spawn",
    "Async\\TaskGroup::spawnWithKey",
    "Async\\TaskSet::spawn",
    "Async\\TaskSet::spawnWithKey",
];

thread_local! {
    /// The named arguments `place_named` collected for a builtin of `FORWARDS_NAMED`,
    /// until the builtin takes them (it does first thing).
    static FORWARDED_NAMED: std::cell::RefCell<Vec<(Name, Value)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The named arguments to pass on that the running builtin received beyond its own
/// parameters (see `FORWARDS_NAMED`); empty when there were none.
pub fn take_forwarded_named() -> Vec<(Name, Value)> {
    FORWARDED_NAMED.with(|f| std::mem::take(&mut *f.borrow_mut()))
}

/// The arguments a trace shows for a call with named arguments: each in its parameter's
/// position, skipped optional ones as their defaults up to the first skipped required one
/// (NULL from there on: PHP fails there). None when a name is unknown or takes a position
/// already given, which PHP reports before making the call.
pub(crate) fn named_shown(
    sig: &Signature,
    args: &[Value],
    named: &[(Name, Value)],
) -> Option<Vec<Value>> {
    let mut slots: Vec<Option<Value>> = args.iter().cloned().map(Some).collect();
    for (name, value) in named {
        let i = sig.param_index(name)?;
        if slots.get(i).is_some_and(Option::is_some) {
            return None;
        }
        if slots.len() <= i {
            slots.resize(i + 1, None);
        }
        slots[i] = Some(value.clone());
    }
    let mut failed = false;
    let shown = slots
        .into_iter()
        .enumerate()
        .map(|(i, slot)| match slot {
            Some(v) => v,
            None => {
                let known = sig.params[i]
                    .default
                    .as_ref()
                    .filter(|d| !matches!(d, DefaultValue::Const(c) if &**c == "UNKNOWN"));
                match known {
                    Some(d) if i >= sig.required && !failed => d.eval(&|c| constant(c)),
                    _ => {
                        failed = true;
                        Value::Null
                    }
                }
            }
        })
        .collect();
    Some(shown)
}

/// Put named arguments in their positions, filling skipped optional parameters with their
/// defaults (by-reference ones with a fresh reference). `fname` names the function in
/// messages (`strlen`, `Async\Channel::send`). Named arguments a forwarding builtin does
/// not declare are kept for it (`take_forwarded_named`).
pub(crate) fn place_named(
    cx: &Interp,
    sig: &Signature,
    fname: &str,
    args: Vec<Value>,
    named: Vec<(Name, Value)>,
) -> Result<Vec<Value>, Unwind> {
    let positional = args.len();
    let mut slots: Vec<Option<Value>> = args.into_iter().map(Some).collect();
    let mut forwarded = Vec::new();
    for (name, value) in named {
        let Some(i) = sig.param_index(&name) else {
            if sig.is_variadic() && FORWARDS_NAMED.contains(&fname) {
                forwarded.push((name, value));
                continue;
            }
            if sig.is_variadic() {
                return Err(cx.throw_error(
                    "ArgumentCountError",
                    &format!("{fname}() does not accept unknown named parameters"),
                ));
            }
            return Err(cx.throw_error("Error", &format!("Unknown named parameter ${name}")));
        };
        if i < positional || slots.get(i).is_some_and(|s| s.is_some()) {
            return Err(cx.throw_error(
                "Error",
                &format!("Named parameter ${name} overwrites previous argument"),
            ));
        }
        if slots.len() <= i {
            slots.resize(i + 1, None);
        }
        slots[i] = Some(value);
    }
    let mut out = Vec::with_capacity(slots.len());
    for (i, slot) in slots.into_iter().enumerate() {
        match slot {
            Some(v) => out.push(v),
            None => {
                let param = &sig.params[i];
                match &param.default {
                    Some(DefaultValue::Const(c)) if &**c == "UNKNOWN" => {
                        return Err(cx.throw_error(
                            "ArgumentCountError",
                            &format!(
                                "{fname}(): Argument #{} (${}) must be passed explicitly, \
                                 because the default value is not known",
                                i + 1,
                                param.name
                            ),
                        ))
                    }
                    Some(d) if i >= sig.required => {
                        let v = d.eval(&|c| constant(c));
                        out.push(if param.by_ref {
                            Value::Ref(Value::new_ref(v))
                        } else {
                            v
                        });
                    }
                    _ => {
                        return Err(cx.throw_error(
                            "ArgumentCountError",
                            &format!(
                                "{fname}(): Argument #{} (${}) not passed",
                                i + 1,
                                param.name
                            ),
                        ))
                    }
                }
            }
        }
    }
    if out.len() < sig.required {
        let param = &sig.params[out.len()];
        return Err(cx.throw_error(
            "ArgumentCountError",
            &format!(
                "{fname}(): Argument #{} (${}) not passed",
                out.len() + 1,
                param.name
            ),
        ));
    }
    if !forwarded.is_empty() {
        FORWARDED_NAMED.with(|f| *f.borrow_mut() = forwarded);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn no_duplicate_names() {
        let mut seen = HashSet::new();
        for table in TABLES {
            for b in table.iter() {
                assert!(seen.insert(b.name), "duplicate builtin {}", b.name);
                if b.name.contains('\\') {
                    // Namespaced functions keep their PHP spelling (`Async\\spawn`).
                    assert!(lookup(b.name).is_some(), "{} not found", b.name);
                    continue;
                }
                assert_eq!(
                    b.name,
                    b.name.to_ascii_lowercase(),
                    "{} not lowercase",
                    b.name
                );
            }
        }
    }

    #[test]
    fn every_signature_parses_and_names_match() {
        for table in TABLES {
            for b in table.iter() {
                let s = sig::parse(b.sig);
                assert!(s.is_ok(), "bad signature for {}: {:?}", b.name, s.err());
                let by_ref = s.as_ref().is_ok_and(|s| s.params.iter().any(|p| p.by_ref));
                assert_eq!(sig_has_by_ref(b.sig), by_ref, "by-reference in {}", b.sig);
                let head = b.sig.split('(').next().unwrap_or("");
                assert!(
                    head.eq_ignore_ascii_case(b.name),
                    "signature of {} names {}",
                    b.name,
                    head
                );
            }
        }
    }

    #[test]
    fn no_duplicate_constants() {
        let mut seen = HashSet::new();
        for f in CONSTANTS {
            for (k, _) in f() {
                assert!(seen.insert(k), "duplicate constant {k}");
            }
        }
    }

    #[test]
    fn lookup_is_case_insensitive() {
        assert!(lookup("ABS").is_some());
        assert!(lookup("\\abs").is_some());
        assert!(lookup("no_such_function").is_none());
        assert!(matches!(
            constant("PHP_INT_MAX"),
            Some(Value::Int(i64::MAX))
        ));
        assert!(constant("php_int_max").is_none());
    }

    fn run(name: &str, mut args: Vec<Value>, named: Vec<(&str, Value)>) -> Result<Value, Unwind> {
        let cx = Interp::new();
        let entry = lookup(name).expect("builtin exists");
        let named = named.into_iter().map(|(k, v)| (Name::from(k), v)).collect();
        call(&cx, entry, &mut args, named)
    }

    #[test]
    fn coerces_weakly() {
        assert!(matches!(
            run("abs", vec![Value::str("-5")], vec![]),
            Ok(Value::Int(5))
        ));
        assert!(
            matches!(run("abs", vec![Value::str(" -5.5 ")], vec![]), Ok(Value::Float(f)) if f == 5.5)
        );
        assert!(matches!(
            run("abs", vec![Value::Bool(true)], vec![]),
            Ok(Value::Int(1))
        ));
        assert!(matches!(
            run("abs", vec![Value::Null], vec![]),
            Ok(Value::Int(0))
        ));
        assert!(run("abs", vec![Value::str("5x")], vec![]).is_err());
        assert!(run("abs", vec![Value::empty_array()], vec![]).is_err());
        assert!(matches!(
            run("intdiv", vec![Value::Float(7.0), Value::str("2")], vec![]),
            Ok(Value::Int(3))
        ));
        assert!(run("intdiv", vec![Value::Float(1e30), Value::Int(2)], vec![]).is_err());
        assert!(
            matches!(run("sqrt", vec![Value::Int(4)], vec![]), Ok(Value::Float(f)) if f == 2.0)
        );
    }

    #[test]
    fn checks_arity_and_named() {
        assert!(run("abs", vec![], vec![]).is_err());
        assert!(run("abs", vec![Value::Int(1), Value::Int(2)], vec![]).is_err());
        assert!(matches!(
            run("round", vec![Value::Float(1.2345)], vec![("precision", Value::Int(2))]),
            Ok(Value::Float(f)) if f == 1.23
        ));
        assert!(matches!(
            run("round", vec![Value::Float(2.5)], vec![("mode", Value::Int(3))]),
            Ok(Value::Float(f)) if f == 2.0
        ));
        assert!(run(
            "round",
            vec![Value::Float(2.5)],
            vec![("nope", Value::Int(3))]
        )
        .is_err());
        assert!(run(
            "round",
            vec![Value::Float(2.5)],
            vec![("num", Value::Int(3))]
        )
        .is_err());
        assert!(run("round", vec![], vec![("mode", Value::Int(3))]).is_err());
    }
}
