//! The linked class model: what the evaluator consults for `new`, `->`, `::`, `instanceof`.
//! A `Class` is immutable after linking except for lazily evaluated constants, property
//! defaults and static properties; building one from a declaration is `link.rs`'s job.

use hashbrown::HashMap;
use std::cell::{Cell, OnceCell, RefCell};
use std::rc::{Rc, Weak};

use crate::eval::{Interp, Unwind, UserFunc};
use crate::syntax::ast::{ClassDecl, ClassKind, Expr, FuncDecl, Name, TypeHint, Visibility};
use crate::value::{PhpRef, Value};

use super::Obj;

/// A native method: the interpreter, `$this` (None for static calls), the called class
/// (`static::`), and the arguments.
pub type NativeMethod =
    fn(&Interp, Option<&Obj>, &Rc<Class>, &mut [Value]) -> Result<Value, Unwind>;

/// The fast path of a native instance method: the interpreter, `$this` and the
/// arguments. It completes the call when it can do so without a stack entry for traces:
/// it runs no PHP code, and creates no exception outside the method's entry (it may
/// suspend, and throw exceptions created elsewhere, such as one its coroutine is woken
/// with). It returns None, having changed nothing, to leave the call to the method itself.
pub type FastNativeMethod = fn(&Interp, &Obj, &mut [Value]) -> Option<Result<Value, Unwind>>;

/// A hook run on every new instance of a built-in class (and its subclasses), after the
/// property defaults: exceptions record their file, line and trace here.
pub type NativeInit = fn(&Interp, &Obj);

/// The code of a method.
#[derive(Clone)]
pub enum MethodBody {
    /// A user method; the body is None for abstract and interface methods.
    User(Rc<FuncDecl>),
    /// A method of a built-in class, with its PHP signature text
    /// (`"Exception::__construct(string $message = \"\", int $code = 0, ?Throwable $previous = null)"`).
    Native {
        sig: &'static str,
        call: NativeMethod,
        /// Tried first on instance calls (see `FastNativeMethod`).
        fast: Option<FastNativeMethod>,
    },
}

impl std::fmt::Debug for MethodBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MethodBody::User(d) => write!(f, "User({})", d.name),
            MethodBody::Native { sig, .. } => write!(f, "Native({sig})"),
        }
    }
}

/// A method as found in a class's method table.
#[derive(Debug)]
pub struct Method {
    /// The name as declared (or as aliased by a trait `as`).
    pub name: Name,
    /// The declaring class (for traits: the class that uses the trait).
    pub class: Weak<Class>,
    /// The declaring class's name, for messages.
    pub class_name: Name,
    pub visibility: Visibility,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_final: bool,
    pub body: MethodBody,
    /// The function a user method runs as, made on its first call
    /// (`Interp::user_method_func`).
    pub func: OnceCell<Rc<UserFunc>>,
    /// The parsed signature of a native method, made on its first checked call (None
    /// inside when its text does not parse).
    pub native_sig: OnceCell<Option<crate::builtins::sig::Signature>>,
}

impl Method {
    /// The declaring class. Classes live in the class table until the interpreter ends.
    pub fn class(&self) -> Option<Rc<Class>> {
        self.class.upgrade()
    }
    /// The user declaration, when the method is written in PHP.
    pub fn decl(&self) -> Option<&Rc<FuncDecl>> {
        match &self.body {
            MethodBody::User(d) => Some(d),
            MethodBody::Native { .. } => None,
        }
    }
    /// `Class::method` as PHP prints it in messages.
    pub fn display_name(&self) -> String {
        format!("{}::{}", self.class_name, self.name)
    }
}

/// Where a not-yet-evaluated constant expression lives: a member of a class declaration
/// (`member` indexes `ClassDecl::members`), or a promoted constructor parameter.
#[derive(Clone, Debug)]
pub struct ExprSource {
    pub decl: Rc<ClassDecl>,
    pub member: usize,
    /// For promoted parameters: the parameter index in the constructor (member `member`).
    pub param: Option<usize>,
}

impl ExprSource {
    /// The expression this source points at, if any.
    pub fn expr(&self) -> Option<&Expr> {
        use crate::syntax::ast::ClassMember;
        match (self.decl.members.get(self.member)?, self.param) {
            (ClassMember::Const { value, .. }, None) => Some(value),
            (ClassMember::Property { default, .. }, None) => default.as_ref(),
            (ClassMember::EnumCase { value, .. }, None) => value.as_ref(),
            (ClassMember::Method { func, .. }, Some(p)) => func.params.get(p)?.default.as_ref(),
            _ => None,
        }
    }
}

/// A lazily evaluated value: constants, property defaults, enum case values.
#[derive(Clone, Debug)]
pub enum LazyValue {
    Pending(ExprSource),
    /// Being evaluated now. `marked` when reached from another constant expression: reaching
    /// it again is a self-referencing constant.
    Evaluating {
        marked: bool,
        src: ExprSource,
    },
    Done(Value),
}

/// A class constant (enum cases are constants too).
#[derive(Debug)]
pub struct ClassConst {
    pub name: Name,
    pub visibility: Visibility,
    pub is_final: bool,
    /// The declaring class, whose scope evaluates the value (`self::`).
    pub class: Weak<Class>,
    pub class_name: Name,
    /// True for `case X` of an enum.
    pub is_case: bool,
    pub value: RefCell<LazyValue>,
}

/// What an instance property starts as.
#[derive(Clone, Debug)]
pub enum PropDefault {
    /// Untyped without default: null.
    Null,
    /// Typed without default: absent until assigned (var_dump shows `uninitialized(T)`).
    Uninit,
    Value(RefCell<LazyValue>),
}

/// A declared property (instance or static).
#[derive(Debug)]
pub struct PropDecl {
    pub name: Name,
    pub visibility: Visibility,
    /// The declaring class (scope for private access and default evaluation).
    pub class: Weak<Class>,
    pub class_name: Name,
    pub ty: Option<TypeHint>,
    pub readonly: bool,
    pub is_static: bool,
    pub default: PropDefault,
    /// The storage key in instances of subclasses: `\0Class\0name` for a private
    /// property of a user class (so a subclass's same-named property is distinct), else
    /// the name.
    pub slot: Name,
    /// State of a native class that PHP keeps outside the property table: var_dump and
    /// print_r show it, `(array)`, var_export and get_mangled_object_vars do not.
    pub debug_only: bool,
}

/// A static property: its declaration and its one storage cell. A subclass that does not
/// redeclare the property shares the same `Rc<StaticProp>`.
#[derive(Debug)]
pub struct StaticProp {
    pub decl: Rc<PropDecl>,
    pub cell: PhpRef,
    /// False until the default value has been evaluated into `cell`.
    pub initialized: Cell<bool>,
}

/// Backing type of an enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumBacking {
    Int,
    String,
}

/// Cached lookups of the magic methods the evaluator checks on hot paths.
#[derive(Debug, Default, Clone)]
pub struct MagicMethods {
    pub construct: Option<Rc<Method>>,
    pub destruct: Option<Rc<Method>>,
    pub get: Option<Rc<Method>>,
    pub set: Option<Rc<Method>>,
    pub isset: Option<Rc<Method>>,
    pub unset: Option<Rc<Method>>,
    pub call: Option<Rc<Method>>,
    pub call_static: Option<Rc<Method>>,
    pub to_string: Option<Rc<Method>>,
    pub invoke: Option<Rc<Method>>,
    pub clone: Option<Rc<Method>>,
    pub debug_info: Option<Rc<Method>>,
}

/// What PHP refuses to do with instances of some internal classes (`Generator`,
/// `Closure`, the async API's handles): clone them, serialize them, give them dynamic
/// properties.
#[derive(Debug, Clone, Copy, Default)]
pub struct InstanceLimits {
    /// `clone` throws «Trying to clone an uncloneable object of class C».
    pub no_clone: bool,
    /// `serialize`/`unserialize` throw «(Un)serialization of 'C' is not allowed».
    pub no_serialize: bool,
    /// Creating a dynamic property throws «Cannot create dynamic property C::$p».
    pub no_dynamic_props: bool,
    /// Two distinct instances never compare equal or ordered (`Socket`).
    pub no_compare: bool,
}

impl InstanceLimits {
    /// Cloning, serialization and dynamic properties forbidden (comparison allowed).
    pub const SEALED: InstanceLimits = InstanceLimits {
        no_clone: true,
        no_serialize: true,
        no_dynamic_props: true,
        no_compare: false,
    };
}

/// A linked class, interface, trait or enum.
#[derive(Debug)]
pub struct Class {
    /// The declared name, with its namespace and original case.
    pub name: Name,
    /// Lowercase name: the class table key.
    pub lname: Name,
    pub kind: ClassKind,
    pub is_abstract: bool,
    pub is_final: bool,
    pub is_readonly: bool,
    /// True for classes provided by aphp itself.
    pub is_internal: bool,
    /// `#[AllowDynamicProperties]` (on the class or an ancestor).
    pub allow_dynamic: bool,
    /// What PHP forbids on instances of some internal classes (inherited).
    pub limits: InstanceLimits,
    pub parent: Option<Rc<Class>>,
    /// Every interface implemented, directly or through parents and other interfaces, in
    /// PHP's order (as `class_implements` lists them, reversed).
    pub interfaces: Vec<Rc<Class>>,
    /// Constants (and enum cases) by case-sensitive name, inherited ones included.
    pub consts: HashMap<Name, Rc<ClassConst>>,
    /// Declaration order of own-then-inherited constants.
    pub const_order: Vec<Name>,
    /// Instance properties in PHP's order: inherited first, then own.
    pub props: Vec<Rc<PropDecl>>,
    /// Property name -> index in `props`, for the properties reachable by name from any
    /// scope (a parent's private property is only reachable from the parent's scope).
    pub prop_index: HashMap<Name, usize>,
    /// Storage key of each entry of `props` in this class's instances.
    pub slots: Vec<Name>,
    /// The same keys as array keys, shared by every instance (a first write of an
    /// uninitialized property does not make its key again).
    pub slot_keys: Vec<crate::value::Key>,
    /// Whether every property is public.
    pub props_all_public: bool,
    /// Whether every property is public, untyped and not readonly: a write to one the
    /// object has needs no check.
    pub props_plain_writable: bool,
    /// Whether the class's own code sees every property by name: none is a private one
    /// of an ancestor.
    pub props_own_visible: bool,
    /// Storage key -> index in `props`.
    pub slot_index: HashMap<Name, usize>,
    /// Static properties by name (inherited ones included, sharing the parent's cell).
    pub static_props: HashMap<Name, Rc<StaticProp>>,
    /// Methods by lowercase name, inherited ones included.
    pub methods: HashMap<Name, Rc<Method>>,
    /// Lowercase method names in `get_class_methods` order (own first, then inherited).
    pub method_order: Vec<Name>,
    pub magic: MagicMethods,
    /// Enum backing type (None for pure enums and non-enums).
    pub enum_backing: Option<EnumBacking>,
    /// Enum case names in declaration order.
    pub cases: Vec<Name>,
    /// The declaration (None for built-in classes).
    pub decl: Option<Rc<ClassDecl>>,
    /// Names of the traits the class itself uses.
    pub traits: Vec<Name>,
    /// Creation hook inherited from a built-in ancestor.
    pub init: Option<NativeInit>,
    /// The properties of a new instance, once the defaults have been evaluated.
    pub default_props: RefCell<Option<crate::value::PhpArray>>,
    /// Set once every static property has its initial value (`init_statics`).
    pub statics_ready: Cell<bool>,
}

impl Class {
    /// A method by lowercase name.
    pub fn find_method(&self, lname: &str) -> Option<&Rc<Method>> {
        self.methods.get(lname)
    }
    /// A method by name in any case.
    pub fn find_method_ci(&self, name: &str) -> Option<&Rc<Method>> {
        if name.bytes().any(|b| b.is_ascii_uppercase()) {
            self.methods.get(name.to_ascii_lowercase().as_str())
        } else {
            self.methods.get(name)
        }
    }
    pub fn find_const(&self, name: &str) -> Option<&Rc<ClassConst>> {
        self.consts.get(name)
    }
    /// A declared instance property.
    pub fn find_prop(&self, name: &str) -> Option<&Rc<PropDecl>> {
        self.prop_index.get(name).map(|&i| &self.props[i])
    }
    /// The declared property stored under `key` in instances of this class.
    pub fn prop_at_slot(&self, key: &[u8]) -> Option<&Rc<PropDecl>> {
        let k = std::str::from_utf8(key).ok()?;
        self.slot_index.get(k).map(|&i| &self.props[i])
    }
    pub fn find_static_prop(&self, name: &str) -> Option<&Rc<StaticProp>> {
        self.static_props.get(name)
    }

    /// Whether `self` is `other`, extends it, or implements it.
    pub fn instanceof(&self, other: &Class) -> bool {
        std::ptr::eq(self, other) || self.is_subclass_of(other)
    }
    /// Whether `self` extends or implements `other` (not `self` itself).
    pub fn is_subclass_of(&self, other: &Class) -> bool {
        if other.kind == ClassKind::Interface {
            return self.interfaces.iter().any(|i| std::ptr::eq(&**i, other));
        }
        let mut c = self.parent.as_deref();
        while let Some(p) = c {
            if std::ptr::eq(p, other) {
                return true;
            }
            c = p.parent.as_deref();
        }
        false
    }
    /// `instanceof` by lowercase class name.
    pub fn instanceof_name(&self, lname: &str) -> bool {
        let mut c = Some(self);
        while let Some(k) = c {
            if &*k.lname == lname {
                return true;
            }
            c = k.parent.as_deref();
        }
        self.interfaces.iter().any(|i| &*i.lname == lname)
    }

    pub fn is_interface(&self) -> bool {
        self.kind == ClassKind::Interface
    }
    pub fn is_trait(&self) -> bool {
        self.kind == ClassKind::Trait
    }
    pub fn is_enum(&self) -> bool {
        self.kind == ClassKind::Enum
    }
    /// Whether `new` is allowed (not abstract, interface, trait or enum).
    pub fn is_instantiable(&self) -> bool {
        self.kind == ClassKind::Class && !self.is_abstract
    }

    /// The value of a constant, evaluating it on first access in its declaring class's
    /// scope. Returns None when there is no such constant.
    pub fn const_value(&self, interp: &Interp, name: &str) -> Result<Option<Value>, Unwind> {
        let Some(c) = self.find_const(name).cloned() else {
            return Ok(None);
        };
        c.get(interp).map(Some)
    }

    /// Evaluate every pending static property default (PHP does it when the class is first
    /// used). Cheap after the first call.
    pub fn init_statics(&self, interp: &Interp) -> Result<(), Unwind> {
        if self.statics_ready.get() {
            return Ok(());
        }
        for sp in self.static_props.values() {
            if sp.initialized.get() {
                continue;
            }
            let v = match &sp.decl.default {
                PropDefault::Null | PropDefault::Uninit => Value::Null,
                PropDefault::Value(lazy) => {
                    let scope = sp.decl.class.upgrade();
                    let v = eval_lazy(interp, lazy, scope.as_ref(), &sp.decl.name)?;
                    interp.checked_prop_default(&sp.decl, v)?
                }
            };
            if !sp.initialized.get() {
                *sp.cell.borrow_mut() = v;
                sp.initialized.set(true);
            }
        }
        self.statics_ready.set(true);
        Ok(())
    }

    /// The enum case object for `name` (created once per case).
    pub fn enum_case(&self, interp: &Interp, name: &str) -> Result<Option<Obj>, Unwind> {
        match self.find_const(name) {
            Some(c) if c.is_case => Ok(c.get(interp)?.as_object().cloned()),
            _ => Ok(None),
        }
    }
}

impl ClassConst {
    /// The evaluated value.
    pub fn get(&self, interp: &Interp) -> Result<Value, Unwind> {
        if let LazyValue::Done(v) = &*self.value.borrow() {
            return Ok(v.clone());
        }
        let scope = self.class.upgrade();
        if self.is_case {
            let Some(class) = scope else {
                return Ok(Value::Null);
            };
            // As in PHP, the first case used of a backed enum creates every case object,
            // in declaration order (the table of backing values needs them all); a pure
            // enum creates each case object when it is first used.
            if class.enum_backing.is_some() {
                for n in &class.cases {
                    if let Some(c) = class.consts.get(n) {
                        c.case_object(interp, &class)?;
                    }
                }
            }
            return self.case_object(interp, &class);
        }
        eval_lazy(interp, &self.value, scope.as_ref(), &self.name)
    }

    /// The object of an enum case, created on first use.
    fn case_object(&self, interp: &Interp, class: &Rc<Class>) -> Result<Value, Unwind> {
        if let LazyValue::Done(v) = &*self.value.borrow() {
            return Ok(v.clone());
        }
        let backing = match &*self.value.borrow() {
            LazyValue::Pending(src) => Some(src.clone()),
            _ => None,
        };
        let value = match backing {
            Some(src) if src.expr().is_some() => {
                *self.value.borrow_mut() = LazyValue::Evaluating {
                    marked: true,
                    src: src.clone(),
                };
                let r = src
                    .expr()
                    .map(|e| interp.eval_const_expr(e, class))
                    .unwrap_or(Ok(Value::Null));
                match r {
                    Ok(v) => Some(v),
                    Err(e) => {
                        *self.value.borrow_mut() = LazyValue::Pending(src);
                        return Err(*e);
                    }
                }
            }
            _ => None,
        };
        let obj = super::new_enum_case(class, &self.name, value);
        let v = Value::Object(obj);
        *self.value.borrow_mut() = LazyValue::Done(v.clone());
        Ok(v)
    }
}

thread_local! {
    /// How many constant expressions are being evaluated (nested) right now.
    static LAZY_DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// Evaluate a lazy value in place. As in PHP, a directly accessed constant is not marked
/// as being visited, only ones reached from another constant expression; reaching a marked
/// one again is a self-referencing constant.
pub(crate) fn eval_lazy(
    interp: &Interp,
    lazy: &RefCell<LazyValue>,
    scope: Option<&Rc<Class>>,
    name: &str,
) -> Result<Value, Unwind> {
    let nested = LAZY_DEPTH.with(|d| d.get()) > 0;
    let src = match &*lazy.borrow() {
        LazyValue::Done(v) => return Ok(v.clone()),
        LazyValue::Evaluating { marked: true, .. } => None,
        LazyValue::Evaluating { marked: false, src } | LazyValue::Pending(src) => Some(src.clone()),
    };
    let Some(src) = src else {
        return Err(interp.throw_error(
            "Error",
            &format!("Cannot declare self-referencing constant self::{name}"),
        ));
    };
    let (Some(expr), Some(scope)) = (src.expr(), scope) else {
        *lazy.borrow_mut() = LazyValue::Done(Value::Null);
        return Ok(Value::Null);
    };
    let previous = std::mem::replace(
        &mut *lazy.borrow_mut(),
        LazyValue::Evaluating {
            marked: nested,
            src: src.clone(),
        },
    );
    LAZY_DEPTH.with(|d| d.set(d.get() + 1));
    let r = interp.eval_const_expr(expr, scope);
    LAZY_DEPTH.with(|d| d.set(d.get() - 1));
    match r {
        Ok(v) => {
            *lazy.borrow_mut() = LazyValue::Done(v.clone());
            Ok(v)
        }
        Err(e) => {
            let restore = match previous {
                LazyValue::Evaluating { marked: false, src } => {
                    LazyValue::Evaluating { marked: false, src }
                }
                _ => LazyValue::Pending(src),
            };
            if !matches!(&*lazy.borrow(), LazyValue::Done(_)) {
                *lazy.borrow_mut() = restore;
            }
            Err(*e)
        }
    }
}
