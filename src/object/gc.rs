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
    /// The root buffer: handles of possible roots by slot (`EMPTY_SLOT` where the object
    /// was freed), and the freed slots, reused last-freed first as PHP reuses them. The
    /// slot order is the order a collection examines roots and calls destructors in.
    static ROOTS: RefCell<RootBuffer> = const {
        RefCell::new(RootBuffer { slots: Vec::new(), free: Vec::new() })
    };
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

/// `ObjectData::gc_slot` of an object outside the root buffer.
pub(crate) const NOT_BUFFERED: u32 = u32::MAX;
/// A root-buffer slot whose object was freed.
const EMPTY_SLOT: u32 = u32::MAX;

struct RootBuffer {
    slots: Vec<u32>,
    free: Vec<u32>,
}

/// `obj` lost a reference and is still held: buffer it as a possible root.
#[cold]
pub(super) fn possible_root(obj: &super::ObjectData) {
    if ACTIVE.get() {
        return;
    }
    let Ok(slot) = ROOTS.try_with(|r| {
        let mut r = r.borrow_mut();
        match r.free.pop() {
            Some(slot) => {
                r.slots[slot as usize] = obj.id;
                slot
            }
            None => {
                r.slots.push(obj.id);
                r.slots.len() as u32 - 1
            }
        }
    }) else {
        return;
    };
    obj.gc_slot.set(slot);
    let count = ROOT_COUNT.get() + 1;
    ROOT_COUNT.set(count);
    if count + 1 >= THRESHOLD.get() && enabled() {
        FILLED.set(true);
        if !DUE.get() && !HANDED_OFF.get() {
            DUE.set(true);
            super::destruct::wake();
        }
    }
}

/// A buffered object was freed: its slot is reused first.
pub(super) fn forget_root(slot: u32) {
    let _ = ROOT_COUNT.try_with(|c| c.set(c.get().saturating_sub(1)));
    let _ = ROOTS.try_with(|r| {
        let mut r = r.borrow_mut();
        if let Some(s) = r.slots.get_mut(slot as usize) {
            *s = EMPTY_SLOT;
            r.free.push(slot);
        }
    });
}

/// Close the holes freed objects left in the root buffer, as PHP's collector does after a
/// run: the last entries move into the first holes, and no freed slot stays for reuse.
fn compact_roots() {
    ROOTS.with(|r| {
        let mut r = r.borrow_mut();
        r.free.clear();
        let slots = &mut r.slots;
        let mut free = 0;
        while free < slots.len() {
            if slots[free] == EMPTY_SLOT {
                while slots.last() == Some(&EMPTY_SLOT) {
                    slots.pop();
                }
                if free >= slots.len() {
                    break;
                }
                if let Some(last) = slots.pop() {
                    if free < slots.len() {
                        slots[free] = last;
                    } else {
                        slots.push(last);
                    }
                }
                let id = slots[free];
                handles::with_live(id, |o| o.gc_slot.set(free as u32));
            }
            free += 1;
        }
        while slots.last() == Some(&EMPTY_SLOT) {
            slots.pop();
        }
    });
}

/// Empty the root buffer, returning the handles of the objects in it (no longer
/// buffered) by slot, `EMPTY_SLOT` in the holes.
fn take_roots() -> Vec<u32> {
    let RootBuffer { mut slots, .. } = ROOTS.with(|r| {
        std::mem::replace(
            &mut *r.borrow_mut(),
            RootBuffer {
                slots: Vec::new(),
                free: Vec::new(),
            },
        )
    });
    ROOT_COUNT.set(0);
    for id in slots.iter_mut().filter(|id| **id != EMPTY_SLOT) {
        if handles::with_live(*id, |o| o.gc_slot.set(NOT_BUFFERED)).is_none() {
            *id = EMPTY_SLOT;
        }
    }
    slots
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
    if let Some(count) = collect_buffered(interp, false)? {
        adjust_threshold(count);
    }
    Ok(())
}

/// A collection over the buffered roots, in slot order (which decides the destructor
/// order), then every other live object when `everything`. The count freed; None when
/// there was nothing to examine.
fn collect_buffered(interp: &Interp, everything: bool) -> Result<Option<usize>, Unwind> {
    let roots = take_roots();
    if !everything && roots.is_empty() {
        return Ok(None);
    }
    collect(interp, &roots, everything).map(Some)
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
    if let Some(count) = collect_buffered(interp, full)? {
        if filled {
            adjust_threshold(count);
        }
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

    /// The `garbage` nodes in the order PHP's collector holds them: the garbage roots of
    /// the buffer `slots` (handles by slot, holes where an object was freed) after the
    /// holes are filled from the end, then, depth first from each, the garbage they reach
    /// that was not buffered: the order destructors run in. With `walk_roots`, the
    /// depth-first walk from those roots instead, roots included where it reaches them:
    /// objects are freed in the reverse of that order.
    fn php_order(&self, garbage: &[usize], slots: &[u32], walk_roots: bool) -> Vec<usize> {
        let mut is_garbage = vec![false; self.nodes.len()];
        for &i in garbage {
            is_garbage[i] = true;
        }
        let by_id: HashMap<u32, usize> = garbage
            .iter()
            .filter_map(|&i| match &self.nodes[i].kind {
                NodeKind::Object(o) => Some((o.id, i)),
                _ => None,
            })
            .collect();
        let mut buffer: Vec<Option<usize>> =
            slots.iter().map(|id| by_id.get(id).copied()).collect();
        let mut i = 0;
        while i < buffer.len() {
            if buffer[i].is_none() {
                while buffer.last() == Some(&None) {
                    buffer.pop();
                }
                if i + 1 < buffer.len() {
                    buffer[i] = buffer.pop().flatten();
                }
            }
            i += 1;
        }
        let roots: Vec<usize> = buffer.into_iter().flatten().collect();
        let mut seen = vec![false; self.nodes.len()];
        let mut order = Vec::with_capacity(garbage.len());
        if !walk_roots {
            for &r in &roots {
                seen[r] = true;
            }
            order.extend_from_slice(&roots);
        }
        let mut stack = Vec::new();
        // Garbage no buffered root reaches comes last, from its first node.
        for start in roots.into_iter().chain(garbage.iter().copied()) {
            if !seen[start] {
                seen[start] = true;
                order.push(start);
            }
            stack.extend(self.nodes[start].children.iter().rev().copied());
            while let Some(i) = stack.pop() {
                if !is_garbage[i] || seen[i] {
                    continue;
                }
                seen[i] = true;
                order.push(i);
                stack.extend(self.nodes[i].children.iter().rev().copied());
            }
        }
        order
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
    Ok(collect_buffered(interp, true)?.unwrap_or(0))
}

/// One collection over what `roots` (handles) reach, and over every live object when
/// `everything`.
fn collect(interp: &Interp, roots: &[u32], everything: bool) -> Result<usize, Unwind> {
    super::destruct::drain(interp)?;
    let auto = !everything;
    let graph = || {
        let _uncharged = crate::runtime::memory::uncharged();
        let mut objs = handles::live_by_id(roots);
        if everything {
            // Each object once: a second handle would count as a reference from outside.
            let buffered: hashbrown::HashSet<u32> = roots.iter().copied().collect();
            objs.extend(
                handles::live_objects()
                    .into_iter()
                    .filter(|o| !buffered.contains(&o.id)),
            );
        }
        Graph::build_from(objs)
    };
    let garbage_of = |g: &Graph| {
        let _uncharged = crate::runtime::memory::uncharged();
        g.garbage()
    };
    ACTIVE.set(true);
    let mut g = graph();
    // Destructors first: they may resurrect objects, so the graph is rebuilt after.
    let order_of = |g: &Graph, garbage: &[usize], walk_roots: bool| {
        let _uncharged = crate::runtime::memory::uncharged();
        g.php_order(garbage, roots, walk_roots)
    };
    let to_destruct: Vec<Obj> = order_of(&g, &garbage_of(&g), false)
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
    // Freed in reverse collector order, as PHP frees them: that order decides which
    // handle numbers the next objects get.
    let freed: Vec<Obj> = order_of(&g, &garbage, true)
        .into_iter()
        .filter_map(|i| match &g.nodes[i].kind {
            NodeKind::Object(o) => Some(o.clone()),
            _ => None,
        })
        .collect();
    drop(g);
    drop(released);
    drop(states);
    freed.into_iter().rev().for_each(drop);
    ACTIVE.set(false);
    compact_roots();
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
