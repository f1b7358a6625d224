//! `Interp`: the interpreter state shared by the evaluator and the builtins. Every field
//! has interior mutability, and no borrow is held across a call that may run PHP code.

use std::cell::{Cell, RefCell};

use hashbrown::HashMap;
use std::rc::Rc;

use super::frame::{Frame, NameCtx, SourceFile, StackEntry, UserFunc};
use super::output::{OutputSink, OutputStack};
use super::Unwind;
use crate::object::{ClassTable, Obj};
use crate::syntax::ast::Program;
use crate::value::{PhpRef, PhpString, Value};

pub const E_ERROR: i64 = 1;
pub const E_WARNING: i64 = 2;
pub const E_NOTICE: i64 = 8;
pub const E_USER_ERROR: i64 = 256;
pub const E_USER_WARNING: i64 = 512;
pub const E_USER_NOTICE: i64 = 1024;
pub const E_DEPRECATED: i64 = 8192;
pub const E_USER_DEPRECATED: i64 = 16384;
pub const E_ALL: i64 = 32767;

/// The interpreter context passed to every evaluation step and builtin.
pub struct Interp {
    /// The `ob_start` buffers of the running context (see eval/output.rs).
    pub(super) output_stack: RefCell<OutputStack>,
    /// Where output goes past the last buffer: buffered stdout, or a capture.
    pub(super) output_sink: RefCell<OutputSink>,
    /// The file and line of the first output that left every buffer: from then on the
    /// response headers count as sent (`headers_sent`, "Cannot modify header ...").
    pub(crate) output_started_at: RefCell<Option<(Rc<str>, u32)>>,
    /// The response code `http_response_code()` reports (0: none set).
    pub(crate) http_response_code: Cell<i64>,
    /// Declared classes (built-in ones registered at startup) and autoloaders.
    pub classes: ClassTable,
    /// User functions by lowercase name (with namespace).
    pub(crate) functions: RefCell<HashMap<Box<str>, Rc<UserFunc>>>,
    /// The keys of `functions` in declaration order (`get_defined_functions`).
    pub(crate) function_order: RefCell<Vec<Box<str>>>,
    /// Constants from `define`/`const` (case-sensitive names, namespace included).
    pub(crate) constants: RefCell<HashMap<Box<str>, Value>>,
    /// The keys of `constants` in definition order (`get_defined_constants`).
    pub(crate) constant_order: RefCell<Vec<Box<str>>>,
    /// The global scope's frame (top-level code).
    pub(crate) globals: RefCell<Option<Rc<Frame>>>,
    /// The PHP call stack, innermost last, for traces and `func_get_args`.
    pub(crate) stack: RefCell<Vec<StackEntry>>,
    /// The file and byte offset being executed, for warning locations.
    pub(crate) cur_file: RefCell<Rc<SourceFile>>,
    pub(crate) cur_pos: Cell<u32>,
    /// ini settings (`ini_get`/`ini_set`, `precision` for float output).
    pub ini: crate::builtins::ini::IniSettings,
    /// `error_reporting` level.
    pub(crate) error_level: Cell<i64>,
    /// Depth of active `@` operators.
    pub(crate) silence: Cell<u32>,
    /// A constant expression (class constant, property or parameter default) is being
    /// evaluated: an undefined class constant in it is named as written (`self::X`).
    pub(crate) in_const_expr: Cell<bool>,
    /// The environment as the script started: `$_ENV` is made from it when first used
    /// (PHP fills it when the script is compiled, before any putenv()).
    pub(crate) env_at_start: RefCell<Option<crate::value::PhpArray>>,
    /// Absolute paths of the main script and the files included, in order (for `_once`
    /// and `get_included_files`).
    pub(crate) included: RefCell<Vec<String>>,
    /// Parsed files kept alive for the functions and classes they declare.
    pub(crate) programs: RefCell<Vec<Rc<Program>>>,
    /// Lowest usable stack address of the running stack (0: unchecked).
    pub(crate) stack_limit: Cell<usize>,
    /// Stack bytes available to the running stack, for the recursion error message.
    pub(crate) stack_size: Cell<usize>,
    /// `static` variables: (function declaration, class) -> per-variable cells.
    pub(crate) statics: RefCell<HashMap<(usize, usize, usize), PhpRef>>,
    /// The script has ended: the exception handler, shutdown functions and the
    /// remaining destructors run called from no PHP code (`[internal function]` in
    /// traces).
    pub(crate) at_shutdown: Cell<bool>,
    /// `__destruct` calls in progress but a Fiber's (PHP 8.2 allows no Fiber switch there).
    pub(crate) in_destructor: Cell<u32>,
    pub(crate) shutdown_functions: RefCell<Vec<(Value, Vec<Value>)>>,
    /// `set_error_handler` stack: (handler, error levels).
    pub(crate) error_handlers: RefCell<Vec<(Value, i64)>>,
    pub(crate) exception_handlers: RefCell<Vec<Value>>,
    /// An exception thrown by a user error handler, raised at the next safe point.
    pub(crate) pending_throw: RefCell<Option<Obj>>,
    /// True while a user error handler runs (no recursion into it).
    pub(crate) in_error_handler: Cell<bool>,
    /// The last error not handled by a user handler (`error_get_last`): level,
    /// message, file, line.
    pub(crate) last_error: RefCell<Option<(i64, String, String, u32)>>,
    /// `declare(strict_types=1)` of the code running now (argument coercion rules).
    pub strict_types: Cell<bool>,
    /// User functions, methods and closures by declaration (file and namespace context).
    pub(crate) decl_funcs: RefCell<HashMap<usize, Rc<UserFunc>>>,
    /// Magic accessors running now: (object id, property, kind), PHP's recursion guard.
    pub(crate) magic_guard: RefCell<Vec<(u32, Vec<u8>, u8)>>,
    /// Set when the last `?->` evaluated met null (the rest of its chain is skipped).
    pub(crate) nullsafe_short: Cell<bool>,
    /// Where each class was declared: class declaration -> (file, names, strict).
    pub(crate) class_ctx: RefCell<HashMap<usize, ClassCtx>>,
    /// Set while a class is declared early (at hoisting): a check that needs a class not
    /// declared yet then postpones the declaration to its statement.
    pub(crate) early_binding: Cell<bool>,
    /// A program with no statements, owner of constant-expression frames.
    pub(crate) empty: RefCell<Option<Rc<Program>>>,
    /// Running generator bodies, innermost last.
    pub(crate) gen_ctl: RefCell<Vec<Rc<super::generator::GenCtl>>>,
    /// Anonymous classes by declaration.
    pub(crate) anon_classes: RefCell<HashMap<usize, Rc<crate::object::Class>>>,
    /// The reference returned by the last `return` of a by-reference function, with the
    /// call depth it was returned at (read by `$x = &f()`).
    pub(crate) ref_return: RefCell<Option<(usize, crate::value::PhpRef)>>,
    /// Distinguishes interpreters in the call-site caches of a shared syntax tree.
    pub(crate) id: u32,
    /// Functions that call sites resolved to, indexed by their `CallCache` entries.
    pub(crate) callees: RefCell<Vec<super::call::Callee>>,
    /// What `->name()` call sites found last: the object's class and the method (see
    /// `Interp::cached_method`).
    pub(crate) method_sites: RefCell<Vec<MethodSite>>,
    /// Classes that named class references resolved to, indexed by their `ClassName`
    /// caches.
    pub(crate) class_sites: RefCell<Vec<Rc<crate::object::Class>>>,
    /// The context of a call of a function: no object, class or captured variables.
    pub(crate) no_ctx: super::call::CallCtx,
    /// Emptied argument vectors of finished builtin calls, reused by the next ones.
    pub(crate) arg_pool: RefCell<Vec<Vec<Value>>>,
    /// Builtin names as shown in traces, by registry entry.
    pub(crate) builtin_names: RefCell<Vec<Option<Rc<str>>>>,
    /// The coroutine scheduler (see runtime/scheduler.rs).
    pub sched: crate::runtime::scheduler::Scheduler,
}

/// The next `Interp::id`.
/// A `->name()` call site's last lookup: the object's class, the method found and, for
/// a method written in PHP, its function.
pub(crate) type MethodSite = (
    std::rc::Weak<crate::object::Class>,
    Rc<crate::object::Method>,
    Option<Rc<UserFunc>>,
);

static NEXT_INTERP_ID: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);

/// The declaration context of a class: its file, namespace imports and strictness.
pub(crate) type ClassCtx = (Rc<SourceFile>, Rc<NameCtx>, bool);

impl Default for Interp {
    fn default() -> Interp {
        Interp {
            output_stack: Default::default(),
            output_sink: Default::default(),
            output_started_at: Default::default(),
            http_response_code: Cell::new(0),
            classes: Default::default(),
            functions: Default::default(),
            function_order: Default::default(),
            constants: Default::default(),
            constant_order: Default::default(),
            globals: Default::default(),
            stack: Default::default(),
            cur_file: RefCell::new(Rc::new(SourceFile::unnamed())),
            cur_pos: Cell::new(0),
            ini: Default::default(),
            error_level: Cell::new(E_ALL),
            silence: Cell::new(0),
            in_const_expr: Cell::new(false),
            env_at_start: RefCell::new(None),
            included: Default::default(),
            programs: Default::default(),
            stack_limit: Cell::new(0),
            stack_size: Cell::new(0),
            statics: Default::default(),
            at_shutdown: Cell::new(false),
            in_destructor: Cell::new(0),
            shutdown_functions: Default::default(),
            error_handlers: Default::default(),
            exception_handlers: Default::default(),
            pending_throw: Default::default(),
            in_error_handler: Cell::new(false),
            last_error: RefCell::new(None),
            strict_types: Cell::new(false),
            decl_funcs: Default::default(),
            magic_guard: Default::default(),
            nullsafe_short: Cell::new(false),
            class_ctx: Default::default(),
            early_binding: Cell::new(false),
            empty: Default::default(),
            gen_ctl: Default::default(),
            anon_classes: Default::default(),
            ref_return: Default::default(),
            id: NEXT_INTERP_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            callees: Default::default(),
            method_sites: Default::default(),
            class_sites: Default::default(),
            no_ctx: Default::default(),
            arg_pool: Default::default(),
            builtin_names: Default::default(),
            sched: Default::default(),
        }
    }
}

impl Interp {
    pub fn new() -> Interp {
        Interp::default()
    }

    /// Write script output (goes through output buffers when active).
    pub fn echo(&self, bytes: &[u8]) {
        self.write_output(bytes);
    }

    /// Flush pending output to stdout (output buffers are not touched).
    pub fn flush(&self) {
        self.output_sink.borrow_mut().flush();
    }

    /// Emit "Warning: MSG in FILE on line N" (or call the user error handler).
    pub fn warn(&self, msg: &str) {
        self.report(E_WARNING, msg);
    }
    /// Emit "Notice: ...".
    pub fn notice(&self, msg: &str) {
        self.report(E_NOTICE, msg);
    }
    /// Emit "Deprecated: ...".
    pub fn deprecated(&self, msg: &str) {
        self.report(E_DEPRECATED, msg);
    }

    /// Build an exception of a built-in class (`"TypeError"`, `"ValueError"`, ...) to throw.
    pub fn throw_error(&self, class: &str, msg: &str) -> Unwind {
        match self.create_exception(class, msg) {
            Ok(obj) => Unwind::Throw(obj),
            Err(u) => u,
        }
    }

    /// Call a PHP callable with positional arguments.
    pub fn call_value(&self, callable: &Value, args: Vec<Value>) -> Result<Value, Unwind> {
        self.call_callable(callable, args).map_err(|e| *e)
    }

    /// String conversion as PHP does it for echo/concatenation: warns on arrays, calls
    /// `__toString` on objects.
    pub fn to_string(&self, v: &Value) -> Result<PhpString, Unwind> {
        match v {
            Value::Str(s) => Ok(s.clone()),
            Value::Array(_) => {
                self.warn("Array to string conversion");
                Ok(PhpString::from("Array"))
            }
            Value::Object(o) => self.object_to_string(o),
            Value::Ref(r) => {
                let inner = r.borrow().clone();
                self.to_string(&inner)
            }
            Value::Float(f) => Ok(PhpString::from(crate::value::format_float_prec(
                *f,
                self.ini.precision(),
            ))),
            v => Ok(v.to_php_string_lossy()),
        }
    }

    /// Whether the running code has `declare(strict_types=1)`.
    pub fn strict_types(&self) -> bool {
        self.strict_types.get()
    }

    /// Set the stack bounds the recursion check uses.
    pub fn set_stack(&self, limit: usize, size: usize) {
        self.stack_limit.set(limit);
        self.stack_size.set(size);
    }

    /// Set an ini value (`-d`, `ini_set`). Returns the old value.
    pub fn ini_set_value(&self, key: &str, value: &str) -> Option<String> {
        if key == "error_reporting" {
            let old = self
                .error_level
                .replace(value.trim().parse().unwrap_or(E_ALL));
            return Some(old.to_string());
        }
        self.ini
            .set(key, PhpString::from(value))
            .map(|v| v.to_string_lossy())
    }

    /// Whether errors are displayed (`display_errors`).
    pub(crate) fn display_errors(&self) -> bool {
        let v = self.ini.get("display_errors").unwrap_or_default();
        !matches!(
            v.to_string_lossy().trim().to_ascii_lowercase().as_str(),
            "0" | "off" | "false" | "no" | "" | "stderr"
        )
    }

    /// `memory_limit` in bytes (-1: unlimited).
    pub(crate) fn memory_limit(&self) -> i64 {
        // The allocator keeps the limit `memory_limit` was last set to, parsed.
        crate::runtime::memory::limit().map_or(-1, |l| l as i64)
    }

    /// The empty program used as the scope of constant expressions.
    pub(crate) fn empty_program(&self) -> Rc<Program> {
        if let Some(p) = self.empty.borrow().as_ref() {
            return p.clone();
        }
        let p = Rc::new(Program {
            stmts: Vec::new(),
            line_starts: vec![0],
            scope: Default::default(),
            deprecations: Vec::new(),
        });
        *self.empty.borrow_mut() = Some(p.clone());
        p
    }

    /// The namespace context a class was declared in (its `use` imports included).
    pub(crate) fn class_names(&self, class: &Rc<crate::object::Class>) -> Rc<NameCtx> {
        self.class_context(class).1
    }

    /// The declaration context of a class (file, namespace, strict_types).
    pub(crate) fn class_context(&self, class: &Rc<crate::object::Class>) -> ClassCtx {
        let key = class
            .decl
            .as_ref()
            .map(|d| Rc::as_ptr(d) as usize)
            .unwrap_or(0);
        if let Some(c) = self.class_ctx.borrow().get(&key) {
            return c.clone();
        }
        (
            self.cur_file.borrow().clone(),
            Rc::new(NameCtx::default()),
            false,
        )
    }
}
