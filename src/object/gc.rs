//! The cycle collector: a synchronous trial deletion over a graph of objects and the
//! arrays and reference cells they hold. A node whose strong count exceeds the references
//! coming from inside the graph is held from outside; what such nodes cannot reach is
//! garbage. Garbage objects get their destructors called, then their properties are
//! dropped, which breaks the cycles.
//!
//! `gc_collect_cycles()` walks every live object. As in PHP, collection also starts on
//! its own: an object that loses a reference but stays alive is buffered as a possible
//! root, and when the buffer reaches the threshold the next safe point collects the graph
//! reachable from the roots, then adjusts the threshold (raised by a step while runs free
//! little, lowered back toward the default when they free again).
//!
//! Once the scheduler runs, a due or requested collection is handed to the collector
//! coroutine instead (runtime/collector.rs) and runs at the next scheduling point; the
//! threshold then moves only on a run that follows a full buffer and found roots in it.

use hashbrown::HashMap;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::{handles, Obj};
use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, PhpRef, Value};

/// PHP's root-buffer threshold: the default, its step, its cap, and the number of freed
/// nodes below which a run counts as unproductive.
const THRESHOLD_DEFAULT: usize = 10001;
const THRESHOLD_STEP: usize = 10000;
const THRESHOLD_MAX: usize = 1_000_000_000;
const THRESHOLD_TRIGGER: usize = 100;

thread_local! {
    static ENABLED: Cell<bool> = const { Cell::new(true) };
    static STATS: RefCell<Status> = const { RefCell::new(Status { runs: 0, collected: 0, roots: 0 }) };
    /// Handles of buffered possible roots (possibly stale: freed objects stay listed until
    /// the buffer is compacted or collected).
    static ROOTS: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
    /// Live objects in the root buffer.
    static ROOT_COUNT: Cell<usize> = const { Cell::new(0) };
    static THRESHOLD: Cell<usize> = const { Cell::new(THRESHOLD_DEFAULT) };
    /// The buffer reached the threshold: collect at the next safe point.
    static DUE: Cell<bool> = const { Cell::new(false) };
    /// A collection is running (roots found meanwhile do not start another).
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    /// A collection was handed to the collector coroutine, which has not run yet.
    static HANDED_OFF: Cell<bool> = const { Cell::new(false) };
    /// The buffer reached the threshold since the last run that adjusted it.
    static FILLED: Cell<bool> = const { Cell::new(false) };
    /// `gc_collect_cycles()` asked the collector coroutine for a walk of every object.
    static FULL_REQUESTED: Cell<bool> = const { Cell::new(false) };
}

/// `obj` lost a reference and is still held: buffer it as a possible root.
#[cold]
pub(super) fn possible_root(obj: &super::ObjectData) {
    if ACTIVE.get() {
        return;
    }
    obj.gc_buffered.set(true);
    let count = ROOT_COUNT.get() + 1;
    ROOT_COUNT.set(count);
    let _ = ROOTS.try_with(|r| {
        let mut r = r.borrow_mut();
        if r.len() >= 2 * count.max(4096) {
            compact(&mut r);
        }
        r.push(obj.id);
    });
    if count + 1 >= THRESHOLD.get() && enabled() {
        FILLED.set(true);
        if !DUE.get() && !HANDED_OFF.get() {
            DUE.set(true);
            super::destruct::wake();
        }
    }
}

/// A buffered object was freed.
pub(super) fn forget_root() {
    let _ = ROOT_COUNT.try_with(|c| c.set(c.get().saturating_sub(1)));
}

/// Drop the stale entries of the root buffer (handles of freed objects, duplicates: a
/// handle freed and reused by an object buffered again), in two linear passes: the first
/// keeps an entry only while its object's flag is still set and clears it, the second
/// sets the flags of the entries kept again.
fn compact(roots: &mut Vec<u32>) {
    roots.retain(|&id| handles::with_live(id, |o| o.gc_buffered.replace(false)).unwrap_or(false));
    for &id in roots.iter() {
        handles::with_live(id, |o| o.gc_buffered.set(true));
    }
}

/// Empty the root buffer, returning the handles of the objects in it (no longer buffered).
fn take_roots() -> Vec<u32> {
    let mut ids = ROOTS.with(|r| std::mem::take(&mut *r.borrow_mut()));
    ROOT_COUNT.set(0);
    ids.sort_unstable();
    ids.dedup();
    ids.retain(|&id| handles::with_live(id, |o| o.gc_buffered.replace(false)).unwrap_or(false));
    ids
}

/// Whether an automatic collection is due (checked where pending destructors are).
#[inline]
pub(super) fn due() -> bool {
    DUE.get()
}

/// The automatic collection: trial deletion over what the buffered roots reach, then the
/// threshold adjusted by the result (handed to the collector coroutine once the scheduler
/// runs).
pub(super) fn collect_due(interp: &Interp) -> Result<(), Unwind> {
    DUE.set(false);
    if !enabled() || ACTIVE.get() {
        return Ok(());
    }
    if interp.collector_defers() {
        hand_off(interp);
        return Ok(());
    }
    FILLED.set(false);
    let roots = take_roots();
    if roots.is_empty() {
        return Ok(());
    }
    let count = collect(interp, Some(&roots))?;
    adjust_threshold(count);
    Ok(())
}

/// Raise the threshold by a step after a run that freed little (or left the buffer full),
/// lower it back toward the default after one that freed again.
fn adjust_threshold(count: usize) {
    let t = THRESHOLD.get();
    let t = if count < THRESHOLD_TRIGGER || ROOT_COUNT.get() >= t {
        (t + THRESHOLD_STEP).min(THRESHOLD_MAX)
    } else {
        t.saturating_sub(THRESHOLD_STEP).max(THRESHOLD_DEFAULT)
    };
    THRESHOLD.set(t);
}

/// Queue the collector coroutine unless it is queued already.
fn hand_off(interp: &Interp) {
    if !HANDED_OFF.replace(true) {
        interp.spawn_collector();
    }
}

/// The collector coroutine's run: a walk of every object when `gc_collect_cycles()` asked
/// for one, else of what the buffered roots reach. Only a run that finds the buffer still
/// full adjusts the threshold: when refcounting freed the suspects meanwhile, what the
/// run frees says nothing about how much garbage there is.
pub fn run_handed_off(interp: &Interp) -> Result<(), Unwind> {
    HANDED_OFF.set(false);
    let full = FULL_REQUESTED.replace(false);
    let filled = FILLED.replace(false) && ROOT_COUNT.get() + 1 >= THRESHOLD.get();
    if !enabled() || ACTIVE.get() {
        return Ok(());
    }
    let roots = take_roots();
    if !full && roots.is_empty() {
        return Ok(());
    }
    let count = collect(interp, if full { None } else { Some(&roots) })?;
    if filled {
        adjust_threshold(count);
    }
    Ok(())
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
    let mut s = STATS.with(|s| *s.borrow());
    s.roots = ROOT_COUNT.get() as u64;
    s
}
/// The root-buffer size that starts the next automatic collection.
pub fn threshold() -> usize {
    THRESHOLD.get()
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
                // Reached from the roots; `build_from` walks its contents in turn. The
                // node's own handle is not counted.
                let strong = Rc::strong_count(&o.0);
                Some(self.push(key, NodeKind::Object(o.clone()), strong, true))
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

    /// The graph of the given objects and everything they reach.
    fn build_from(objs: Vec<Obj>) -> Graph {
        let mut g = Graph::default();
        for o in objs {
            let key = Rc::as_ptr(&o.0) as usize;
            if g.index.contains_key(&key) {
                continue;
            }
            // One strong count is the handle in `objs`, moved into the node.
            let strong = Rc::strong_count(&o.0) - 1;
            g.push(key, NodeKind::Object(o), strong, true);
        }
        let mut i = 0;
        while i < g.nodes.len() {
            if let NodeKind::Object(o) = &g.nodes[i].kind {
                let o = o.clone();
                let mut children = g.walk_array(&o.props.borrow());
                if let Some(state) = o.internal.borrow().as_ref() {
                    state.trace(&mut |v| children.extend(g.visit_value(v)));
                }
                g.nodes[i].children = children;
            }
            i += 1;
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

/// `gc_collect_cycles()`: free unreachable cycles among all live objects, calling
/// destructors first; returns how many objects and arrays were freed. Once the scheduler
/// runs, the collection is handed to the collector coroutine and 0 is returned.
pub fn collect_cycles(interp: &Interp) -> Result<usize, Unwind> {
    if !enabled() {
        return Ok(0);
    }
    if interp.collector_defers() {
        FULL_REQUESTED.set(true);
        hand_off(interp);
        return Ok(0);
    }
    // Every buffered root is examined by the full walk.
    take_roots();
    collect(interp, None)
}

/// One collection over what `roots` (handles) reach, or over every live object.
fn collect(interp: &Interp, roots: Option<&[u32]>) -> Result<usize, Unwind> {
    super::destruct::drain(interp)?;
    let auto = roots.is_some();
    let graph = || {
        let _uncharged = crate::runtime::memory::uncharged();
        Graph::build_from(match roots {
            Some(ids) => handles::live_by_id(ids),
            None => handles::live_objects(),
        })
    };
    let garbage_of = |g: &Graph| {
        let _uncharged = crate::runtime::memory::uncharged();
        g.garbage()
    };
    ACTIVE.set(true);
    let mut g = graph();
    // Destructors first: they may resurrect objects, so the graph is rebuilt after.
    let to_destruct: Vec<Obj> = garbage_of(&g)
        .into_iter()
        .filter_map(|i| match &g.nodes[i].kind {
            NodeKind::Object(o) if !o.destructed.get() && o.class.magic.destruct.is_some() => {
                Some(o.clone())
            }
            _ => None,
        })
        .collect();
    let ran_destructors = !to_destruct.is_empty();
    if ran_destructors {
        drop(g);
        ACTIVE.set(false);
        for o in &to_destruct {
            o.destructed.set(true);
            if let Some(m) = o.class.magic.destruct.clone() {
                interp.call_destructor(o, &m)?;
            }
        }
        ACTIVE.set(true);
        drop(to_destruct);
        g = graph();
    }
    let garbage = garbage_of(&g);
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
    ACTIVE.set(false);
    STATS.with(|s| {
        let mut s = s.borrow_mut();
        if auto || count > 0 || ran_destructors {
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
