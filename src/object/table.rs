//! The class table: declared classes by lowercase name (the common built-in ones
//! registered at startup, the other built-in groups on first lookup), and the
//! `spl_autoload_register` autoloaders consulted for unknown names.

use hashbrown::HashMap;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::builtin_classes::LAZY_GROUPS;
use super::Class;
use crate::eval::{Interp, Unwind};
use crate::syntax::ast::Name;
use crate::value::Value;

/// Declared classes, interfaces, traits and enums.
pub struct ClassTable {
    classes: RefCell<HashMap<Name, Rc<Class>>>,
    /// The declared classes in PHP's order (built-in ones first, then user ones in source
    /// order: a class declared at run time takes the place its statement reserved when
    /// the file's top level was hoisted), aliases not repeated.
    order: RefCell<Vec<Slot>>,
    /// The declarations (by address) that have a reserved place in `order`.
    reserved: RefCell<HashMap<usize, usize>>,
    /// Registered autoloaders, called in order with the class name.
    autoloaders: RefCell<Vec<Value>>,
    /// Lowercase names being autoloaded now (an autoloader asking for the same name again
    /// gets "not found" instead of recursing).
    loading: RefCell<Vec<Name>>,
    /// Whether `class_alias` added a name (only then do names need `canonical_key`).
    has_aliases: std::cell::Cell<bool>,
    /// One bit per group of `LAZY_GROUPS` not registered yet (see `PENDING_ALL`).
    lazy_pending: Cell<u64>,
    /// The lazy group being registered now: its classes go to its place in `order`.
    filling: Cell<Option<usize>>,
    /// The classes of each lazy group, in declaration order.
    group_classes: RefCell<Vec<Vec<Rc<Class>>>>,
    /// The built-in classes that objects are made of all the time, once looked up.
    known: RefCell<[Option<Rc<Class>>; Known::COUNT]>,
}

/// Built-in classes the evaluator instantiates often (closures, generators, coroutines,
/// `stdClass`): `ClassTable::known` finds each by name once. User code cannot declare a
/// class of a built-in's name, so the lookup stays valid.
#[derive(Clone, Copy)]
pub enum Known {
    Closure,
    Generator,
    StdClass,
    Coroutine,
}

impl Known {
    const COUNT: usize = 4;

    fn name(self) -> &'static str {
        match self {
            Known::Closure => "closure",
            Known::Generator => "generator",
            Known::StdClass => "stdclass",
            Known::Coroutine => "async\\coroutine",
        }
    }
}

/// A place in the declaration order: a declared class, or one reserved for a declaration
/// that has not run yet.
enum Slot {
    Class(Rc<Class>),
    Reserved,
    /// The place of a group of `LAZY_GROUPS`.
    Group(usize),
}

/// Every lazy group pending: one bit each, which a `u64` has room for.
const PENDING_ALL: u64 = {
    assert!(!LAZY_GROUPS.is_empty() && LAZY_GROUPS.len() <= 64);
    u64::MAX >> (64 - LAZY_GROUPS.len())
};

/// The lowercase table key of a class name (a leading `\` is ignored).
pub fn class_key(name: &str) -> Name {
    let name = name.strip_prefix('\\').unwrap_or(name);
    Name::from(name.to_ascii_lowercase())
}

impl ClassTable {
    /// A table holding the built-in classes.
    pub fn new() -> ClassTable {
        let table = ClassTable {
            classes: RefCell::new(HashMap::new()),
            order: RefCell::new(Vec::new()),
            reserved: RefCell::new(HashMap::new()),
            autoloaders: RefCell::new(Vec::new()),
            loading: RefCell::new(Vec::new()),
            has_aliases: std::cell::Cell::new(false),
            lazy_pending: Cell::new(PENDING_ALL),
            filling: Cell::new(None),
            group_classes: RefCell::new(vec![Vec::new(); LAZY_GROUPS.len()]),
            known: RefCell::new(Default::default()),
        };
        super::builtin_classes::register(&table);
        table
            .order
            .borrow_mut()
            .extend((0..LAZY_GROUPS.len()).map(Slot::Group));
        table
    }

    /// One of the built-in classes of `Known`.
    #[inline]
    pub fn known(&self, which: Known) -> Option<Rc<Class>> {
        if let Some(c) = &self.known.borrow()[which as usize] {
            return Some(c.clone());
        }
        let c = self.get_key(which.name())?;
        self.known.borrow_mut()[which as usize] = Some(c.clone());
        Some(c)
    }

    /// A declared class by name, without autoloading.
    pub fn get(&self, name: &str) -> Option<Rc<Class>> {
        let name = name.strip_prefix('\\').unwrap_or(name);
        if !name.bytes().any(|b| b.is_ascii_uppercase()) {
            return self.get_key(name);
        }
        let mut buf = [0u8; 64];
        match buf.get_mut(..name.len()) {
            Some(lower) => {
                lower.copy_from_slice(name.as_bytes());
                lower.make_ascii_lowercase();
                // Lowercasing ASCII letters keeps the bytes valid UTF-8.
                self.get_key(std::str::from_utf8(lower).unwrap_or(name))
            }
            None => self.get_key(&name.to_ascii_lowercase()),
        }
    }

    /// A declared class by lowercase name, registering its lazy group if it has one.
    fn get_key(&self, key: &str) -> Option<Rc<Class>> {
        if let Some(c) = self.classes.borrow().get(key) {
            return Some(c.clone());
        }
        if !self.register_group_of(key) {
            return None;
        }
        self.classes.borrow().get(key).cloned()
    }

    /// Register the lazy group declaring the lowercase name `key`, if one does and it is
    /// not registered yet. Returns whether it was registered now.
    fn register_group_of(&self, key: &str) -> bool {
        if self.lazy_pending.get() == 0 {
            return false;
        }
        match LAZY_GROUPS.iter().position(|g| g.names.contains(&key)) {
            Some(g) => self.register_group(g),
            None => false,
        }
    }

    /// Register lazy group `g` unless it is. Returns whether it was registered now.
    fn register_group(&self, g: usize) -> bool {
        let bit = 1u64 << g;
        if self.lazy_pending.get() & bit == 0 {
            return false;
        }
        self.lazy_pending.set(self.lazy_pending.get() & !bit);
        let outer = self.filling.replace(Some(g));
        (LAZY_GROUPS[g].register)(self);
        self.filling.set(outer);
        true
    }

    /// Register every lazy group not registered yet.
    fn register_all_groups(&self) {
        for g in 0..LAZY_GROUPS.len() {
            self.register_group(g);
        }
    }

    /// Whether a class of this name is declared.
    pub fn contains(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Add a linked class. Returns false (and adds nothing) when the name is taken.
    pub fn insert(&self, class: Rc<Class>) -> bool {
        // A built-in name is taken even before its group is registered.
        self.register_group_of(&class.lname);
        let mut classes = self.classes.borrow_mut();
        if classes.contains_key(&class.lname) {
            return false;
        }
        classes.insert(class.lname.clone(), class.clone());
        if let Some(g) = self.filling.get() {
            self.group_classes.borrow_mut()[g].push(class);
            return true;
        }
        let reserved = class.decl.as_ref().and_then(|d| {
            self.reserved
                .borrow()
                .get(&(Rc::as_ptr(d) as usize))
                .copied()
        });
        let mut order = self.order.borrow_mut();
        match reserved.and_then(|i| order.get_mut(i)) {
            Some(slot @ Slot::Reserved) => *slot = Slot::Class(class),
            _ => order.push(Slot::Class(class)),
        }
        true
    }

    /// Reserve the place of a class declaration in the declaration order (its file is
    /// being hoisted), once per declaration.
    pub fn reserve(&self, decl: &Rc<crate::syntax::ast::ClassDecl>) {
        let key = Rc::as_ptr(decl) as usize;
        let mut reserved = self.reserved.borrow_mut();
        if !reserved.contains_key(&key) {
            let mut order = self.order.borrow_mut();
            reserved.insert(key, order.len());
            order.push(Slot::Reserved);
        }
    }

    /// `class_alias`: make `class` known under `alias` too. Returns false when the name is
    /// taken.
    pub fn insert_alias(&self, alias: &str, class: Rc<Class>) -> bool {
        let key = class_key(alias);
        self.register_group_of(&key);
        let mut classes = self.classes.borrow_mut();
        if classes.contains_key(&key) {
            return false;
        }
        classes.insert(key, class);
        self.has_aliases.set(true);
        true
    }

    /// The own key of the class a `class_alias` name (lowercase) stands for; None for any
    /// other name.
    pub fn alias_target(&self, key: &str) -> Option<Name> {
        if !self.has_aliases.get() {
            return None;
        }
        match self.classes.borrow().get(key) {
            Some(c) if &*c.lname != key => Some(c.lname.clone()),
            _ => None,
        }
    }

    /// Every declared class in declaration order, built-in ones first.
    pub fn in_order(&self) -> Vec<Rc<Class>> {
        self.register_all_groups();
        let order = self.order.borrow();
        let groups = self.group_classes.borrow();
        let mut out = Vec::new();
        for slot in order.iter() {
            match slot {
                Slot::Class(c) => out.push(c.clone()),
                Slot::Reserved => {}
                Slot::Group(g) => out.extend(groups[*g].iter().cloned()),
            }
        }
        out
    }

    /// A class by name, calling the autoloaders when it is not declared yet.
    pub fn lookup(&self, interp: &Interp, name: &str) -> Result<Option<Rc<Class>>, Unwind> {
        if let Some(c) = self.get(name) {
            return Ok(Some(c));
        }
        self.autoload(interp, name)?;
        Ok(self.get(name))
    }

    /// Call the autoloaders for `name` until one declares it (a built-in enum declared on
    /// first use, `Async\Signal`, comes first).
    pub fn autoload(&self, interp: &Interp, name: &str) -> Result<(), Unwind> {
        let name = name.strip_prefix('\\').unwrap_or(name);
        if super::lazy_enums::declare(interp, name) {
            return Ok(());
        }
        let key = class_key(name);
        if self.loading.borrow().contains(&key) {
            return Ok(());
        }
        let loaders = self.autoloaders.borrow().clone();
        if loaders.is_empty() {
            return Ok(());
        }
        self.loading.borrow_mut().push(key.clone());
        let mut result = Ok(());
        for loader in loaders {
            if let Err(e) = interp.call_value(&loader, vec![Value::str(name)]) {
                result = Err(e);
                break;
            }
            if self.get(name).is_some() {
                break;
            }
        }
        self.loading.borrow_mut().retain(|n| *n != key);
        result
    }

    /// `spl_autoload_register`: add an autoloader (at the front with `prepend`). A loader
    /// already registered is not added twice.
    pub fn add_autoloader(&self, loader: Value, prepend: bool) {
        let mut loaders = self.autoloaders.borrow_mut();
        if loaders.iter().any(|l| same_callable(l, &loader)) {
            return;
        }
        if prepend {
            loaders.insert(0, loader);
        } else {
            loaders.push(loader);
        }
    }

    /// `spl_autoload_unregister`.
    pub fn remove_autoloader(&self, loader: &Value) -> bool {
        let mut loaders = self.autoloaders.borrow_mut();
        let before = loaders.len();
        loaders.retain(|l| !same_callable(l, loader));
        loaders.len() != before
    }

    /// `spl_autoload_functions`.
    pub fn autoloaders(&self) -> Vec<Value> {
        self.autoloaders.borrow().clone()
    }
}

/// Callable identity for autoloader registration: same closure object, same function
/// name, or same [object-or-class, method] pair.
fn same_callable(a: &Value, b: &Value) -> bool {
    match (a.deref(), b.deref()) {
        (Value::Object(x), Value::Object(y)) => x.ptr_eq(&y),
        (Value::Str(x), Value::Str(y)) => x.to_ascii_lowercase() == y.to_ascii_lowercase(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.values().zip(y.values()).all(|(p, q)| same_callable(p, q))
        }
        _ => false,
    }
}

impl Default for ClassTable {
    fn default() -> ClassTable {
        ClassTable::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lazy groups list exactly the built-in classes they declare, so looking any of
    /// them up in a fresh table finds it.
    #[test]
    fn lazy_groups_list_what_they_declare() {
        let table = ClassTable::new();
        let eager: Vec<Name> = table.classes.borrow().keys().cloned().collect();
        table.register_all_groups();
        let mut declared: Vec<String> = table
            .classes
            .borrow()
            .keys()
            .filter(|k| !eager.contains(k))
            .map(|k| k.to_string())
            .collect();
        let mut listed: Vec<String> = LAZY_GROUPS
            .iter()
            .flat_map(|g| g.names.iter().map(|n| n.to_string()))
            .collect();
        declared.sort();
        listed.sort();
        assert_eq!(declared, listed);
        for name in &listed {
            assert!(ClassTable::new().get(name).is_some(), "{name}");
        }
    }
}
