//! `Exception`, `Error` and the standard throwable hierarchy: properties in PHP's layout,
//! file/line/trace recorded at creation, the constructor, the getters, and the
//! `__toString` / `getTraceAsString` text (with "Next ..." chains).

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Obj};
use crate::syntax::ast::Visibility;
use crate::value::{format_float, PhpArray, PhpString, Value};

const E_ERROR: i64 = 1;

pub fn register(table: &ClassTable) {
    base(table, "Exception").register(table);
    base(table, "Error").register(table);
    NativeClass::class("ErrorException")
        .extends(table, "Exception")
        .prop("severity", Visibility::Protected, Value::Int(E_ERROR))
        .method(
            "__construct",
            "__construct(string $message = \"\", int $code = 0, int $severity = E_ERROR, ?string $filename = null, ?int $line = null, ?Throwable $previous = null)",
            error_exception_construct,
        )
        .final_method("getSeverity", "getSeverity(): int", get_severity)
        .register(table);
    let tree: &[(&str, &str)] = &[
        ("CompileError", "Error"),
        ("ParseError", "CompileError"),
        ("TypeError", "Error"),
        ("ArgumentCountError", "TypeError"),
        ("ValueError", "Error"),
        ("ArithmeticError", "Error"),
        ("DivisionByZeroError", "ArithmeticError"),
        ("UnhandledMatchError", "Error"),
        ("AssertionError", "Error"),
        ("LogicException", "Exception"),
        ("BadFunctionCallException", "LogicException"),
        ("BadMethodCallException", "BadFunctionCallException"),
        ("DomainException", "LogicException"),
        ("InvalidArgumentException", "LogicException"),
        ("LengthException", "LogicException"),
        ("OutOfRangeException", "LogicException"),
        ("RuntimeException", "Exception"),
        ("OutOfBoundsException", "RuntimeException"),
        ("OverflowException", "RuntimeException"),
        ("RangeException", "RuntimeException"),
        ("UnderflowException", "RuntimeException"),
        ("UnexpectedValueException", "RuntimeException"),
        ("JsonException", "Exception"),
        ("ClosedGeneratorException", "Exception"),
        ("Random\\RandomError", "Error"),
        ("Random\\BrokenRandomEngineError", "Random\\RandomError"),
        ("Random\\RandomException", "Exception"),
    ];
    for (name, parent) in tree {
        NativeClass::class(name)
            .extends(table, parent)
            .register(table);
    }
}

/// `Exception`, `Error` (or `Cancellation`): the root classes, identical but for their
/// names.
pub(super) fn base(table: &ClassTable, name: &str) -> NativeClass {
    NativeClass::class(name)
        .implements(table, &["Stringable", "Throwable"])
        .init(record_origin)
        .prop("message", Visibility::Protected, Value::str(""))
        .prop("string", Visibility::Private, Value::str(""))
        .prop("code", Visibility::Protected, Value::Int(0))
        .prop("file", Visibility::Protected, Value::str(""))
        .prop("line", Visibility::Protected, Value::Int(0))
        .prop("trace", Visibility::Private, Value::empty_array())
        .prop("previous", Visibility::Private, Value::Null)
        .method(
            "__construct",
            "__construct(string $message = \"\", int $code = 0, ?Throwable $previous = null)",
            construct,
        )
        .final_method("getMessage", "getMessage(): string", get_message)
        .final_method("getCode", "getCode()", get_code)
        .final_method("getFile", "getFile(): string", get_file)
        .final_method("getLine", "getLine(): int", get_line)
        .final_method("getTrace", "getTrace(): array", get_trace)
        .final_method("getPrevious", "getPrevious(): ?Throwable", get_previous)
        .final_method(
            "getTraceAsString",
            "getTraceAsString(): string",
            get_trace_as_string,
        )
        .method("__toString", "__toString(): string", to_string)
}

/// Creation hook: where the exception was created and the call stack at that point.
fn record_origin(interp: &Interp, obj: &Obj) {
    let (file, line) = interp.current_location();
    obj.set_prop(b"file", Value::Str(file));
    obj.set_prop(b"line", Value::Int(line));
    obj.set_prop(b"trace", Value::arr(interp.backtrace()));
}

/// The name of the root class (`Exception` or `Error`) whose constructor is running, for
/// argument error messages.
fn root_name(class: &Class) -> &str {
    let mut c = class;
    while let Some(p) = c.parent.as_deref() {
        c = p;
    }
    &c.name
}

fn arg_error(class: &Class, method: &str, n: usize, param: &str, ty: &str, v: &Value) -> String {
    format!(
        "{}::{method}(): Argument #{n} (${param}) must be of type {ty}, {} given",
        root_name(class),
        v.type_name_for_error()
    )
}

/// A `string` argument in coercive mode.
fn string_arg(
    interp: &Interp,
    class: &Class,
    method: &str,
    n: usize,
    param: &str,
    v: &Value,
) -> Result<PhpString, Unwind> {
    match v.deref() {
        Value::Array(_) | Value::Resource(_) => Err(interp.throw_error(
            "TypeError",
            &arg_error(class, method, n, param, "string", v),
        )),
        Value::Object(o) if o.class.magic.to_string.is_none() => Err(interp.throw_error(
            "TypeError",
            &arg_error(class, method, n, param, "string", v),
        )),
        other => interp.to_string(&other),
    }
}

/// An `int` argument in coercive mode.
fn int_arg(
    interp: &Interp,
    class: &Class,
    method: &str,
    n: usize,
    param: &str,
    v: &Value,
) -> Result<i64, Unwind> {
    match v.deref() {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(b as i64),
        Value::Float(f) if f.fract() == 0.0 && f.is_finite() => Ok(f as i64),
        Value::Str(s) => match crate::value::parse_numeric(&s) {
            Some((crate::value::Numeric::Int(i), crate::value::NumericKind::Numeric)) => Ok(i),
            _ => {
                Err(interp.throw_error("TypeError", &arg_error(class, method, n, param, "int", v)))
            }
        },
        Value::Null => Ok(0),
        _ => Err(interp.throw_error("TypeError", &arg_error(class, method, n, param, "int", v))),
    }
}

/// A `?Throwable` argument.
fn previous_arg(
    interp: &Interp,
    class: &Class,
    method: &str,
    n: usize,
    v: &Value,
) -> Result<Value, Unwind> {
    match v.deref() {
        Value::Null => Ok(Value::Null),
        Value::Object(o) if o.class.instanceof_name("throwable") => Ok(Value::Object(o)),
        _ => Err(interp.throw_error(
            "TypeError",
            &arg_error(class, method, n, "previous", "?Throwable", v),
        )),
    }
}

fn this_or_error<'a>(interp: &Interp, this: Option<&'a Obj>) -> Result<&'a Obj, Unwind> {
    this.ok_or_else(|| interp.throw_error("Error", "Non-static method called statically"))
}

/// `__construct(string $message = "", int $code = 0, ?Throwable $previous = null)`
fn construct(
    interp: &Interp,
    this: Option<&Obj>,
    _class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_or_error(interp, this)?;
    let class = this.class.clone();
    if args.len() > 3 {
        return Err(too_many(interp, &class, 3, args.len()));
    }
    if let Some(v) = args.first() {
        let m = string_arg(interp, &class, "__construct", 1, "message", v)?;
        this.set_prop(b"message", Value::Str(m));
    }
    if let Some(v) = args.get(1) {
        let c = int_arg(interp, &class, "__construct", 2, "code", v)?;
        this.set_prop(b"code", Value::Int(c));
    }
    if let Some(v) = args.get(2) {
        let p = previous_arg(interp, &class, "__construct", 3, v)?;
        this.set_prop(b"previous", p);
    }
    Ok(Value::Null)
}

fn too_many(interp: &Interp, class: &Class, max: usize, given: usize) -> Unwind {
    interp.throw_error(
        "ArgumentCountError",
        &format!(
            "{}::__construct() expects at most {max} arguments, {given} given",
            root_name(class)
        ),
    )
}

/// `ErrorException::__construct(message, code, severity, filename, line, previous)`
fn error_exception_construct(
    interp: &Interp,
    this: Option<&Obj>,
    _class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_or_error(interp, this)?;
    let class = this.class.clone();
    let m = "__construct";
    if args.len() > 6 {
        return Err(too_many(interp, &class, 6, args.len()));
    }
    if let Some(v) = args.first() {
        let s = string_arg(interp, &class, m, 1, "message", v)?;
        this.set_prop(b"message", Value::Str(s));
    }
    if let Some(v) = args.get(1) {
        let c = int_arg(interp, &class, m, 2, "code", v)?;
        this.set_prop(b"code", Value::Int(c));
    }
    if let Some(v) = args.get(2) {
        let s = int_arg(interp, &class, m, 3, "severity", v)?;
        this.set_prop(b"severity", Value::Int(s));
    }
    if let Some(v) = args.get(3).filter(|v| !v.is_null()) {
        let f = string_arg(interp, &class, m, 4, "filename", v)?;
        this.set_prop(b"file", Value::Str(f));
        // A filename without a line resets the line, as PHP does.
        if args.get(4).is_none_or(|l| l.is_null()) {
            this.set_prop(b"line", Value::Int(0));
        }
    }
    if let Some(v) = args.get(4).filter(|v| !v.is_null()) {
        let l = int_arg(interp, &class, m, 5, "line", v)?;
        this.set_prop(b"line", Value::Int(l));
    }
    if let Some(v) = args.get(5) {
        let p = previous_arg(interp, &class, m, 6, v)?;
        this.set_prop(b"previous", p);
    }
    Ok(Value::Null)
}

fn prop_getter(interp: &Interp, this: Option<&Obj>, name: &[u8]) -> Result<Value, Unwind> {
    let this = this_or_error(interp, this)?;
    Ok(this.get_prop(name).map(|v| v.deref()).unwrap_or_default())
}

fn get_message(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    prop_getter(interp, this, b"message")
}
fn get_code(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    prop_getter(interp, this, b"code")
}
fn get_file(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    prop_getter(interp, this, b"file")
}
fn get_line(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    prop_getter(interp, this, b"line")
}
fn get_trace(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    prop_getter(interp, this, b"trace")
}
fn get_previous(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    prop_getter(interp, this, b"previous")
}
fn get_severity(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    prop_getter(interp, this, b"severity")
}

fn get_trace_as_string(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let trace = prop_getter(interp, this, b"trace")?;
    let empty = PhpArray::new();
    let frames = trace.as_array().map(|a| &**a).unwrap_or(&empty);
    Ok(Value::from(trace_to_string(frames)))
}

/// One argument of a trace frame as `getTraceAsString` shows it (PHP's
/// `smart_str_append_scalar`, also used for the value in "Unhandled match case").
pub fn trace_arg(v: &Value) -> String {
    match v.deref() {
        Value::Null => "NULL".into(),
        Value::Bool(true) => "true".into(),
        Value::Bool(false) => "false".into(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => {
            // As smart_str_append_double with zero_frac: `5.0`, `-0.0`.
            let mut s = format_float(f);
            if f.is_finite() && !s.contains(['.', 'E']) {
                s.push_str(".0");
            }
            s
        }
        Value::Str(s) => {
            let (shown, more) = if s.len() > 15 {
                (&s[..15], "...")
            } else {
                (&s[..], "")
            };
            format!("'{}{more}'", escape_trace_string(shown))
        }
        Value::Array(_) => "Array".into(),
        Value::Object(o) => format!("Object({})", super::super::shown_class_name(o.class_name())),
        Value::Resource(r) => format!("Resource id #{}", r.id),
        Value::Ref(_) => String::new(),
    }
}

/// A string argument as traces show it: control bytes, backslashes and non-ASCII bytes
/// escaped (`\n`, `\\`, `\x01`).
fn escape_trace_string(s: &[u8]) -> String {
    let mut out = String::with_capacity(s.len());
    for &c in s {
        match c {
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x0c => out.push_str("\\f"),
            0x0b => out.push_str("\\v"),
            b'\\' => out.push_str("\\\\"),
            0x1b => out.push_str("\\e"),
            c if !(32..=126).contains(&c) => out.push_str(&format!("\\x{c:02X}")),
            c => out.push(c as char),
        }
    }
    out
}

/// `#0 file(line): Class->method(args)` lines, ending with `#N {main}`.
pub fn trace_to_string(frames: &PhpArray) -> String {
    let mut out = String::new();
    let mut n = 0;
    for frame in frames.values() {
        let Some(fr) = frame.as_array() else { continue };
        let get = |k: &str| {
            fr.get_str(k)
                .map(|v| v.to_php_string_lossy().to_string_lossy())
        };
        out.push_str(&format!("#{n} "));
        match (get("file"), fr.get_str("line")) {
            (Some(file), Some(line)) => out.push_str(&format!("{file}({}): ", line.to_int())),
            _ => out.push_str("[internal function]: "),
        }
        if let Some(c) = get("class") {
            out.push_str(super::super::shown_class_name(&c));
            out.push_str(&get("type").unwrap_or_default());
        }
        out.push_str(&get("function").unwrap_or_default());
        out.push('(');
        if let Some(Value::Array(args)) = fr.get_str("args") {
            let parts: Vec<String> = args.values().map(trace_arg).collect();
            out.push_str(&parts.join(", "));
        }
        out.push_str(")\n");
        n += 1;
    }
    out.push_str(&format!("#{n} {{main}}"));
    out
}

/// `Throwable::__toString`: the exception and its previous ones, innermost first, joined
/// by "Next".
fn to_string(
    interp: &Interp,
    this: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let this = this_or_error(interp, this)?;
    let mut text = String::new();
    let mut cur = Some(this.clone());
    let mut seen: Vec<u32> = Vec::new();
    while let Some(e) = cur {
        if seen.contains(&e.id()) {
            break;
        }
        seen.push(e.id());
        let prop = |n: &[u8]| e.get_prop(n).map(|v| v.deref()).unwrap_or_default();
        let mut message = interp.to_string(&prop(b"message"))?.to_string_lossy();
        let arg_error = matches!(&*e.class().lname, "typeerror" | "argumentcounterror");
        if arg_error && message.contains(", called in ") {
            message.push_str(" and defined");
        }
        let file = prop(b"file").to_php_string_lossy().to_string_lossy();
        let line = prop(b"line").to_int();
        let trace = match prop(b"trace") {
            Value::Array(a) => trace_to_string(&a),
            _ => "#0 {main}".into(),
        };
        let head = if message.is_empty() {
            format!("{} in {file}:{line}", e.class_name())
        } else {
            format!("{}: {message} in {file}:{line}", e.class_name())
        };
        let next = if text.is_empty() {
            String::new()
        } else {
            format!("\n\nNext {text}")
        };
        text = format!("{head}\nStack trace:\n{trace}{next}");
        cur = match prop(b"previous") {
            Value::Object(p) => Some(p),
            _ => None,
        };
    }
    this.set_prop(b"string", Value::from(text.clone()));
    Ok(Value::from(text))
}
