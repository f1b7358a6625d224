//! Assembling a `Class` from its own members plus what it inherits: the parent's
//! properties, constants, static properties and methods, and the interfaces' constants and
//! abstract methods. Validation happens before (`link.rs`); this step cannot fail.

use hashbrown::HashMap;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use super::class::{
    Class, ClassConst, EnumBacking, InstanceLimits, LazyValue, MagicMethods, Method, MethodBody,
    NativeInit, PropDecl, PropDefault, StaticProp,
};
use crate::syntax::ast::{ClassDecl, ClassKind, Name, TypeHint, Visibility};
use crate::value::Value;

/// A constant declared by the class itself.
pub struct ConstSpec {
    pub name: Name,
    pub visibility: Visibility,
    pub is_final: bool,
    pub is_case: bool,
    pub value: LazyValue,
}

/// A property declared by the class itself.
pub struct PropSpec {
    pub name: Name,
    pub visibility: Visibility,
    pub ty: Option<TypeHint>,
    pub readonly: bool,
    pub is_static: bool,
    pub default: PropDefault,
    /// Native state that PHP keeps outside the property table (see `PropDecl`).
    pub debug_only: bool,
}

impl PropSpec {
    /// A public readonly instance property of type `ty`, uninitialized until set (the
    /// properties of native classes that their constructors or factories fill).
    pub fn public_readonly(name: &str, ty: TypeHint) -> PropSpec {
        PropSpec {
            name: name.into(),
            visibility: Visibility::Public,
            ty: Some(ty),
            readonly: true,
            is_static: false,
            default: PropDefault::Uninit,
            debug_only: false,
        }
    }
}

/// A method declared by the class itself (or imported from a trait).
pub struct MethodSpec {
    pub name: Name,
    pub visibility: Visibility,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_final: bool,
    pub body: MethodBody,
}

/// Everything needed to assemble a class.
pub struct ClassSpec {
    pub name: Name,
    pub kind: ClassKind,
    pub is_abstract: bool,
    pub is_final: bool,
    pub is_readonly: bool,
    pub is_internal: bool,
    /// `#[AllowDynamicProperties]` (on the class or an ancestor).
    pub allow_dynamic: bool,
    /// What instances refuse (see `InstanceLimits`).
    pub limits: InstanceLimits,
    pub parent: Option<Rc<Class>>,
    /// Interfaces named in `implements` (or an interface's `extends`), in order.
    pub interfaces: Vec<Rc<Class>>,
    pub consts: Vec<ConstSpec>,
    pub props: Vec<PropSpec>,
    pub methods: Vec<MethodSpec>,
    pub enum_backing: Option<EnumBacking>,
    pub decl: Option<Rc<ClassDecl>>,
    /// Names of the traits used.
    pub traits: Vec<Name>,
    /// Abstract trait methods the class implements itself (its methods must fit them).
    pub trait_requirements: Vec<Rc<Method>>,
    /// Creation hook (inherited from the parent when None).
    pub init: Option<NativeInit>,
}

impl ClassSpec {
    /// An empty spec of the given kind.
    pub fn new(name: &str, kind: ClassKind) -> ClassSpec {
        ClassSpec {
            name: Name::from(name),
            kind,
            is_abstract: false,
            is_final: false,
            is_readonly: false,
            is_internal: false,
            allow_dynamic: false,
            limits: InstanceLimits::default(),
            parent: None,
            interfaces: Vec::new(),
            consts: Vec::new(),
            props: Vec::new(),
            methods: Vec::new(),
            enum_backing: None,
            decl: None,
            traits: Vec::new(),
            trait_requirements: Vec::new(),
            init: None,
        }
    }
}

/// All interfaces of a class in PHP's order: the parent's, then the direct ones, then the
/// interfaces each of those extends, last first (as PHP copies them); no duplicates. A
/// class declaring no interface gets its parent's list reversed, as PHP's inheritance
/// copies it.
fn all_interfaces(parent: Option<&Rc<Class>>, direct: &[Rc<Class>]) -> Vec<Rc<Class>> {
    let mut out: Vec<Rc<Class>> = parent.map(|p| p.interfaces.clone()).unwrap_or_default();
    if direct.is_empty() {
        out.reverse();
        return out;
    }
    let add = |out: &mut Vec<Rc<Class>>, i: &Rc<Class>| {
        if !out.iter().any(|x| Rc::ptr_eq(x, i)) {
            out.push(i.clone());
        }
    };
    for i in direct {
        add(&mut out, i);
    }
    for i in direct {
        for j in i.interfaces.iter().rev() {
            add(&mut out, j);
        }
    }
    out
}

/// Build the linked class.
pub fn assemble(spec: ClassSpec) -> Rc<Class> {
    Rc::new_cyclic(|me: &Weak<Class>| {
        let lname = Name::from(spec.name.to_ascii_lowercase());
        let interfaces = all_interfaces(spec.parent.as_ref(), &spec.interfaces);

        // Constants: inherited from the parent and interfaces, own ones override.
        let mut consts: HashMap<Name, Rc<ClassConst>> = HashMap::new();
        let mut const_order: Vec<Name> = Vec::new();
        for c in spec.consts {
            const_order.push(c.name.clone());
            consts.insert(
                c.name.clone(),
                Rc::new(ClassConst {
                    name: c.name,
                    visibility: c.visibility,
                    is_final: c.is_final,
                    class: me.clone(),
                    class_name: spec.name.clone(),
                    is_case: c.is_case,
                    value: RefCell::new(c.value),
                }),
            );
        }
        let inherited_consts = spec
            .parent
            .iter()
            .chain(interfaces.iter())
            .flat_map(|c| c.const_order.iter().map(move |n| (n, &c.consts[n])));
        for (n, c) in inherited_consts {
            if c.visibility == Visibility::Private || consts.contains_key(n) {
                continue;
            }
            const_order.push(n.clone());
            consts.insert(n.clone(), c.clone());
        }

        // Properties: the parent's first (a redeclared one keeps its slot, except a
        // parent's private one: it stays, and the new one is added), then own.
        let mut props: Vec<Rc<PropDecl>> = Vec::new();
        let mut static_props: HashMap<Name, Rc<StaticProp>> = HashMap::new();
        if let Some(p) = &spec.parent {
            props = p.props.clone();
            static_props = p.static_props.clone();
        }
        for i in &interfaces {
            for (n, sp) in &i.static_props {
                static_props.entry(n.clone()).or_insert_with(|| sp.clone());
            }
        }
        for p in spec.props {
            let is_static = p.is_static;
            let slot = if p.visibility == Visibility::Private && !spec.is_internal {
                Name::from(format!("\0{}\0{}", spec.name, p.name))
            } else {
                p.name.clone()
            };
            let decl = Rc::new(PropDecl {
                name: p.name.clone(),
                visibility: p.visibility,
                class: me.clone(),
                class_name: spec.name.clone(),
                ty: p.ty,
                readonly: p.readonly,
                is_static,
                default: p.default,
                slot,
                debug_only: p.debug_only,
            });
            if is_static {
                static_props.insert(
                    p.name,
                    Rc::new(StaticProp {
                        decl,
                        cell: Value::new_ref(Value::Null),
                        initialized: Cell::new(false),
                    }),
                );
            } else if let Some(i) = props
                .iter()
                .position(|q| q.name == p.name && q.slot == q.name)
            {
                props[i] = decl;
            } else {
                props.push(decl);
            }
        }
        let mut prop_index: HashMap<Name, usize> = HashMap::with_capacity(props.len());
        let mut slots: Vec<Name> = Vec::with_capacity(props.len());
        let mut slot_index: HashMap<Name, usize> = HashMap::with_capacity(props.len());
        for (i, d) in props.iter().enumerate() {
            let key = if d.class.ptr_eq(me) {
                d.name.clone()
            } else {
                d.slot.clone()
            };
            if key == d.name {
                prop_index.insert(d.name.clone(), i);
            }
            slot_index.insert(key.clone(), i);
            slots.push(key);
        }

        // Methods: own ones in order, then inherited ones not overridden. The table
        // starts as a copy of the parent's (no key is hashed again); own methods replace
        // entries in it.
        let mut methods: HashMap<Name, Rc<Method>> = match &spec.parent {
            Some(p) => p.methods.clone(),
            None => HashMap::with_capacity(spec.methods.len()),
        };
        let mut method_order: Vec<Name> = Vec::new();
        let own = |m: &Rc<Method>| m.class.ptr_eq(me);
        for m in spec.methods {
            let key = Name::from(m.name.to_ascii_lowercase());
            if methods.get(&key).is_some_and(own) {
                continue;
            }
            method_order.push(key.clone());
            methods.insert(
                key,
                Rc::new(Method {
                    name: m.name,
                    class: me.clone(),
                    class_name: spec.name.clone(),
                    visibility: m.visibility,
                    is_static: m.is_static,
                    is_abstract: m.is_abstract,
                    is_final: m.is_final,
                    body: m.body,
                    func: Default::default(),
                    native_sig: Default::default(),
                }),
            );
        }
        if let Some(p) = &spec.parent {
            for n in &p.method_order {
                if !methods.get(n).is_some_and(own) {
                    method_order.push(n.clone());
                }
            }
        }
        let interface_methods = spec
            .interfaces
            .iter()
            .flat_map(|c| c.method_order.iter().map(move |n| (n, &c.methods[n])));
        for (n, m) in interface_methods {
            if methods.contains_key(n) {
                continue;
            }
            method_order.push(n.clone());
            methods.insert(n.clone(), m.clone());
        }

        let magic = magic_methods(&methods);
        let inherited_init = spec.parent.as_ref().and_then(|p| p.init);
        let cases = const_order
            .iter()
            .filter(|n| consts[*n].is_case)
            .cloned()
            .collect();
        let props_all_public = props.iter().all(|d| d.visibility == Visibility::Public);
        let props_plain_writable = props
            .iter()
            .all(|d| d.visibility == Visibility::Public && d.ty.is_none() && !d.readonly);
        let props_own_visible = props
            .iter()
            .all(|d| d.visibility != Visibility::Private || d.class.as_ptr() == me.as_ptr());
        Class {
            name: spec.name,
            lname,
            kind: spec.kind,
            is_abstract: spec.is_abstract,
            is_final: spec.is_final,
            is_readonly: spec.is_readonly,
            is_internal: spec.is_internal,
            allow_dynamic: spec.allow_dynamic,
            limits: spec.limits,
            parent: spec.parent,
            interfaces,
            consts,
            const_order,
            props,
            prop_index,
            slot_keys: slots
                .iter()
                .map(|k| crate::value::Key::from_bytes(k.as_bytes()))
                .collect(),
            slots,
            props_all_public,
            props_plain_writable,
            props_own_visible,
            slot_index,
            static_props,
            methods,
            method_order,
            magic,
            enum_backing: spec.enum_backing,
            cases,
            decl: spec.decl,
            traits: spec.traits,
            init: spec.init.or(inherited_init),
            default_props: Default::default(),
            statics_ready: Cell::new(false),
        }
    })
}

fn magic_methods(methods: &HashMap<Name, Rc<Method>>) -> MagicMethods {
    let get = |n: &str| methods.get(n).cloned();
    MagicMethods {
        construct: get("__construct"),
        destruct: get("__destruct"),
        get: get("__get"),
        set: get("__set"),
        isset: get("__isset"),
        unset: get("__unset"),
        call: get("__call"),
        call_static: get("__callstatic"),
        to_string: get("__tostring"),
        invoke: get("__invoke"),
        clone: get("__clone"),
        debug_info: get("__debuginfo"),
    }
}
