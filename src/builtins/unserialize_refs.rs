//! `R:` back-references of unserialize: where each numbered value sits in the result
//! (a path of array keys and property names), and the pass run once the input is read
//! that makes the two places of each back-reference one PHP reference.

use crate::value::{Key, Value};

/// One step from a container to a value inside it.
#[derive(Clone)]
pub(crate) enum Step {
    Elem(Key),
    Prop(Vec<u8>),
    /// Inside data handed to `__unserialize` or `Serializable::unserialize`, which is
    /// not part of the result.
    Detached,
}

#[derive(Default)]
pub(crate) struct RefLinks {
    /// Where the value being read sits.
    path: Vec<Step>,
    /// The place of each numbered value (None: not in the result).
    slots: Vec<Option<Vec<Step>>>,
    /// (number of the value referred to, place of the `R:`), in input order.
    links: Vec<(usize, Vec<Step>)>,
}

impl RefLinks {
    pub fn enter(&mut self, step: Step) {
        self.path.push(step);
    }

    pub fn leave(&mut self) {
        self.path.pop();
    }

    /// The value being read got the next number.
    pub fn numbered(&mut self) {
        let attached = !self.path.iter().any(|s| matches!(s, Step::Detached));
        self.slots.push(attached.then(|| self.path.clone()));
    }

    /// The value being read is `R:` to value number `target` (0-based).
    pub fn back_reference(&mut self, target: usize) {
        self.links.push((target, self.path.clone()));
    }

    /// Make both places of every back-reference hold one shared reference.
    pub fn apply(self, root: &mut Value) {
        for (target, site) in self.links {
            let Some(Some(place)) = self.slots.get(target) else {
                continue;
            };
            if site.iter().any(|s| matches!(s, Step::Detached)) {
                continue;
            }
            let mut cell = None;
            update(root, place, &mut |v| {
                let r = match v {
                    Value::Ref(r) => r.clone(),
                    _ => {
                        let r = Value::new_ref(std::mem::take(v));
                        *v = Value::Ref(r.clone());
                        r
                    }
                };
                cell = Some(r);
            });
            if let Some(r) = cell {
                update(root, &site, &mut |v| *v = Value::Ref(r.clone()));
            }
        }
    }
}

/// Run `f` on the value at `path` below `v` (through references, arrays and objects).
fn update(v: &mut Value, path: &[Step], f: &mut dyn FnMut(&mut Value)) {
    if let Value::Ref(r) = v {
        if !path.is_empty() {
            let r = r.clone();
            update(&mut r.borrow_mut(), path, f);
            return;
        }
    }
    let Some((step, rest)) = path.split_first() else {
        f(v);
        return;
    };
    match (step, v) {
        (Step::Elem(k), Value::Array(a)) => {
            if let Some(e) = std::rc::Rc::make_mut(a).get_mut(k) {
                update(e, rest, f);
            }
        }
        (Step::Prop(name), Value::Object(o)) => {
            // Written in place: assigning through the object would write through a
            // property that is already a reference. A private property is stored under
            // its mangled name.
            let Ok(mut props) = o.props.try_borrow_mut() else {
                return;
            };
            let key = Key::from_bytes(name);
            let key = if props.contains_key(&key) {
                key
            } else {
                let mut suffix = vec![0u8];
                suffix.extend_from_slice(name);
                let found = props.keys().find(|k| match k {
                    Key::Str(s) => s.first() == Some(&0) && s.ends_with(&suffix),
                    Key::Int(_) => false,
                });
                match found {
                    Some(k) => k.clone(),
                    None => return,
                }
            };
            if let Some(e) = props.get_mut(&key) {
                update(e, rest, f);
            }
        }
        _ => {}
    }
}
