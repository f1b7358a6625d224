//! The cycle collector behind `gc_collect_cycles()`: a synchronous trial deletion over the
//! graph of live objects and the arrays and reference cells they hold. A node whose strong
//! count exceeds the references coming from inside the graph is held from outside; what
//! such nodes cannot reach is garbage. Garbage objects get their destructors called, then
//! their properties are dropped, which breaks the cycles.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use super::{handles, Obj};
use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, PhpRef, Value};

thread_local! {
    static ENABLED: Cell<bool> = const { Cell::new(true) };
    static STATS: RefCell<Status> = const { RefCell::new(Status { runs: 0, collected: 0, roots: 0 }) };
}

/// Numbers reported by `gc_status()`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Status {
    pub runs: u64,
    pub collected: u64,
    pub roots: u64,
}

pub fn enabled() -> bool {
    ENABLED.with(|e| e.get())
}
pub fn set_enabled(on: bool) {
    ENABLED.with(|e| e.set(on));
}
pub fn status() -> Status {
    STATS.with(|s| *s.borrow())
}

enum NodeKind {
    Object(Obj),
    Array,
    Ref(PhpRef),
}

struct Node {
    kind: NodeKind,
    /// Strong references to the node, minus the collector's own handle.
    strong: usize,
    /// References from other nodes of the graph.
    internal: usize,
    children: Vec<usize>,
    /// Counted in the result (objects and non-empty arrays, as PHP counts).
    counted: bool,
}

#[derive(Default)]
struct Graph {
    nodes: Vec<Node>,
    index: HashMap<usize, usize>,
}

impl Graph {
    /// The node of a value that can take part in a cycle, adding (and walking) it when new.
    fn visit_value(&mut self, v: &Value) -> Option<usize> {
        match v {
            Value::Object(o) => {
                let key = Rc::as_ptr(&o.0) as usize;
                if let Some(&i) = self.index.get(&key) {
                    return Some(i);
                }
                // Objects are all added up front from the live list.
                None
            }
            Value::Array(a) => {
                let key = Rc::as_ptr(a) as usize;
                if let Some(&i) = self.index.get(&key) {
                    return Some(i);
                }
                let i = self.push(key, NodeKind::Array, Rc::strong_count(a), !a.is_empty());
                let children = self.walk_array(a);
                self.nodes[i].children = children;
                Some(i)
            }
            Value::Ref(r) => {
                let key = Rc::as_ptr(r) as usize;
                if let Some(&i) = self.index.get(&key) {
                    return Some(i);
                }
                let strong = Rc::strong_count(r);
                let r = r.clone();
                let i = self.push(key, NodeKind::Ref(r.clone()), strong, false);
                // Walk through a borrow: cloning the inner value would change the counts.
                let children = self.visit_value(&r.borrow()).into_iter().collect();
                self.nodes[i].children = children;
                Some(i)
            }
            _ => None,
        }
    }

    fn walk_array(&mut self, a: &PhpArray) -> Vec<usize> {
        a.values().filter_map(|v| self.visit_value(v)).collect()
    }

    fn push(&mut self, key: usize, kind: NodeKind, strong: usize, counted: bool) -> usize {
        let i = self.nodes.len();
        self.nodes.push(Node {
            kind,
            strong,
            internal: 0,
            children: Vec::new(),
            counted,
        });
        self.index.insert(key, i);
        i
    }

    /// The graph of every live object and what it holds.
    fn build() -> Graph {
        let mut g = Graph::default();
        let objs = handles::live_objects();
        for o in objs {
            let key = Rc::as_ptr(&o.0) as usize;
            // One strong count is the handle in `objs`, moved into the node.
            let strong = Rc::strong_count(&o.0) - 1;
            g.push(key, NodeKind::Object(o), strong, true);
        }
        for i in 0..g.nodes.len() {
            let NodeKind::Object(o) = &g.nodes[i].kind else {
                continue;
            };
            let o = o.clone();
            let mut children = g.walk_array(&o.props.borrow());
            if let Some(state) = o.internal.borrow().as_ref() {
                state.trace(&mut |v| children.extend(g.visit_value(v)));
            }
            g.nodes[i].children = children;
        }
        for i in 0..g.nodes.len() {
            for c in g.nodes[i].children.clone() {
                g.nodes[c].internal += 1;
            }
        }
        g
    }

    /// Indexes of the nodes nothing outside the graph can reach.
    fn garbage(&self) -> Vec<usize> {
        let mut live = vec![false; self.nodes.len()];
        let mut stack: Vec<usize> = (0..self.nodes.len())
            .filter(|&i| self.nodes[i].strong > self.nodes[i].internal)
            .collect();
        while let Some(i) = stack.pop() {
            if live[i] {
                continue;
            }
            live[i] = true;
            stack.extend(self.nodes[i].children.iter().copied().filter(|&c| !live[c]));
        }
        (0..self.nodes.len()).filter(|&i| !live[i]).collect()
    }
}

/// `gc_collect_cycles()`: free unreachable cycles, calling destructors first; returns how
/// many objects and arrays were freed.
pub fn collect_cycles(interp: &Interp) -> Result<usize, Unwind> {
    if !enabled() {
        return Ok(0);
    }
    super::destruct::drain(interp)?;
    // Destructors first: they may resurrect objects, so the graph is rebuilt after.
    let to_destruct: Vec<Obj> = {
        let g = Graph::build();
        g.garbage()
            .into_iter()
            .filter_map(|i| match &g.nodes[i].kind {
                NodeKind::Object(o) if !o.destructed.get() && o.class.magic.destruct.is_some() => {
                    Some(o.clone())
                }
                _ => None,
            })
            .collect()
    };
    let ran_destructors = !to_destruct.is_empty();
    for o in &to_destruct {
        o.destructed.set(true);
        if let Some(m) = o.class.magic.destruct.clone() {
            interp.call_method(o, &m, Vec::new())?;
        }
    }
    drop(to_destruct);

    let g = Graph::build();
    let garbage = g.garbage();
    let count = garbage.iter().filter(|&&i| g.nodes[i].counted).count();
    let mut released: Vec<Value> = Vec::new();
    let mut states = Vec::new();
    for &i in &garbage {
        match &g.nodes[i].kind {
            NodeKind::Object(o) => {
                // Everything in a garbage cycle is destructed already (or has no destructor).
                o.destructed.set(true);
                let props = std::mem::take(&mut *o.props.borrow_mut());
                released.push(Value::arr(props));
                if let Some(mut s) = o.internal.borrow_mut().take() {
                    s.clear();
                    states.push(s);
                }
            }
            NodeKind::Ref(r) => released.push(std::mem::take(&mut *r.borrow_mut())),
            NodeKind::Array => {}
        }
    }
    drop(g);
    drop(released);
    drop(states);
    STATS.with(|s| {
        let mut s = s.borrow_mut();
        if count > 0 || ran_destructors {
            s.runs += 1;
        }
        // PHP collects again after running destructors, to free what they released.
        if ran_destructors {
            s.runs += 1;
        }
        s.collected += count as u64;
    });
    super::destruct::drain(interp)?;
    Ok(count)
}
