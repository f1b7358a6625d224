//! Objects and classes: the object handle (`Obj`), per-object storage, and the linked
//! class model that the evaluator consults for properties, methods and constants.

use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

use crate::syntax::ast::Name;
use crate::value::PhpArray;

/// A linked class (after inheritance, interfaces and traits are applied).
#[derive(Debug)]
pub struct Class {
    /// The declared name, with its namespace and original case.
    pub name: Name,
    pub parent: Option<Rc<Class>>,
}

/// Storage of one object.
pub struct ObjectData {
    /// The handle number shown by var_dump (`#3`) and spl_object_id.
    pub id: u32,
    pub class: Rc<Class>,
    /// Properties in declaration-then-creation order, keyed by name.
    pub props: RefCell<PhpArray>,
    /// State of built-in classes (closure, generator, ArrayObject storage, ...).
    pub internal: RefCell<Option<Box<dyn Any>>>,
}

impl std::fmt::Debug for ObjectData {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "object({})#{}", self.class.name, self.id)
    }
}

/// A handle to an object; cloning the handle does not clone the object.
#[derive(Clone, Debug)]
pub struct Obj(pub Rc<ObjectData>);

impl Obj {
    pub fn id(&self) -> u32 {
        self.0.id
    }
    pub fn class(&self) -> &Rc<Class> {
        &self.0.class
    }
    pub fn class_name(&self) -> &str {
        &self.0.class.name
    }
    pub fn ptr_eq(&self, other: &Obj) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::ops::Deref for Obj {
    type Target = ObjectData;
    fn deref(&self) -> &ObjectData {
        &self.0
    }
}
