//! Where coroutine and generator stacks live: slots carved out of large reserved regions,
//! so that a hundred thousand parked coroutines take a few thousand mappings instead of
//! two each (a separate mmap per stack plus its guard page exhausts the kernel's map count
//! near 32k stacks). Pages are committed by the OS on first touch. A freed slot keeps its
//! pages (the next stack reuses the newest one without page faults): slots holding pages
//! only grow in number when none is free, so they never exceed the most stacks in use at
//! once. Their pages go back to the OS, oldest first and adjacent slots in one call, when
//! the scheduler is about to wait (`trim`, a budget proportional to the wait, down to
//! `IDLE_DIRTY_SLOTS`), and, past `MAX_DIRTY_SLOTS`, `CLEAN_BATCH` at a time at most every
//! `CLEAN_EVERY` while the program keeps working: a burst of coroutines that finishes
//! costs few system calls, and its pages still go back within seconds.
//!
//! The lowest page of each of the first `GUARDED_SLOTS` slots is a guard: on Linux 6.13+ a
//! guard region (`MADV_GUARD_INSTALL`), which does not split the mapping, elsewhere an
//! `mprotect`ed page. Later slots get none: a guard costs a system call that builds a page
//! table, which would dominate spawning tens of thousands of short sleepers. Running out of
//! stack is caught before the guard by the evaluator's own check (`check_stack`), which
//! keeps a wide margin above the slot's lowest address.
//!
//! Stacks start a little below their slot's top, at an offset that differs between
//! neighbouring slots (`Slot::top`): up to 256 KiB while few stacks are in use, so that
//! the frames of coroutines taking turns spread over the cache sets; within the top
//! kilobyte once `CROWDED_SLOTS` are in use, so that a parked coroutine's frames
//! (2-3 KiB) stay within one page: with tens of thousands parked, the page faults and
//! the memory of a second page cost more than the cache conflicts.

use std::cell::{Cell, RefCell};
use std::io;
use std::time::{Duration, Instant};

/// Bytes of address space reserved per region (slots are carved out of it).
const REGION_BYTES: usize = 1 << 30;
/// Freed slots that keep their pages for reuse while coroutines come and go; when the
/// program is idle, only `IDLE_DIRTY_SLOTS` do.
const DIRTY_SLOTS: usize = 1024;
const IDLE_DIRTY_SLOTS: usize = 64;
/// Freed slots holding pages past which the oldest go back to the OS as slots are freed,
/// down to `DIRTY_SLOTS`: `CLEAN_BATCH` at a time (adjacent slots share a call), at most
/// every `CLEAN_EVERY`.
const MAX_DIRTY_SLOTS: usize = DIRTY_SLOTS + CLEAN_BATCH;
const CLEAN_BATCH: usize = 64;
const CLEAN_EVERY: Duration = Duration::from_millis(10);
/// Slots that get a guard page (an mprotect guard also splits the mapping in two).
const GUARDED_SLOTS: usize = 4096;
/// `madvise` advice installing a guard region (Linux 6.13).
#[cfg(target_os = "linux")]
const MADV_GUARD_INSTALL: libc::c_int = 102;

/// One stack slot: `[low, low + size)`; its lowest page is the guard.
pub struct Slot {
    low: usize,
    size: usize,
    /// Where the stack starts (`Slot::start`), read at every resume.
    top: usize,
}

impl Slot {
    /// Lowest address (the guard page included).
    pub fn low(&self) -> usize {
        self.low
    }

    /// One past the highest address.
    pub fn high(&self) -> usize {
        self.low + self.size
    }

    /// Where the stack starts.
    #[inline]
    pub fn top(&self) -> usize {
        self.top
    }

    /// Where the stack of a slot starts: up to `colors` cache lines (and a sixteenth of
    /// the slot) below its high end, a different number for neighbouring slots. Slots
    /// are a power of two apart, so without the offset the top frames of every parked
    /// coroutine would map to the same few cache sets and evict each other; switching
    /// among a thousand coroutines would then miss the cache on every frame it returns
    /// through.
    fn start(low: usize, size: usize, colors: usize) -> usize {
        let n = low / size;
        let colors = (size / CACHE_LINE / 16).clamp(1, colors);
        low + size - (n.wrapping_mul(COLOR_STEP) % colors) * CACHE_LINE
    }
}

/// Distinct stack start offsets, in cache lines (256 KiB: more than the span of an L2
/// cache's sets), and the step between neighbouring slots (odd, so that every offset is
/// used before one repeats).
const STACK_COLORS: usize = 4096;
/// Stacks in use from which new stacks start within the top kilobyte of their slot
/// (`CROWDED_COLORS` offsets), and so fit a parked coroutine's frames in one page.
const CROWDED_SLOTS: usize = 2048;
const CROWDED_COLORS: usize = 16;
const COLOR_STEP: usize = 37;
const CACHE_LINE: usize = 64;

impl Drop for Slot {
    fn drop(&mut self) {
        let _ = REGIONS.try_with(|r| r.release(self.low, self.size));
    }
}

/// Slot addresses by slot size (a list: there are one or two sizes).
#[derive(Default)]
struct BySize(Vec<(usize, Vec<usize>)>);

impl BySize {
    fn get_mut(&mut self, size: usize) -> Option<&mut Vec<usize>> {
        self.0.iter_mut().find(|(s, _)| *s == size).map(|(_, l)| l)
    }

    fn entry(&mut self, size: usize) -> &mut Vec<usize> {
        let at = match self.0.iter().position(|(s, _)| *s == size) {
            Some(i) => i,
            None => {
                self.0.push((size, Vec::new()));
                self.0.len() - 1
            }
        };
        &mut self.0[at].1
    }

    fn iter(&self) -> impl Iterator<Item = (&usize, &Vec<usize>)> {
        self.0.iter().map(|(s, l)| (s, l))
    }
}

#[derive(Default)]
struct Regions {
    /// Free slot addresses by slot size, with no pages committed.
    free: RefCell<BySize>,
    /// Freed slots that still hold their pages, by slot size (reused first).
    dirty: RefCell<BySize>,
    /// Whether guard regions work on this kernel (None: not tried yet).
    guard_regions: Cell<Option<bool>>,
    /// Guards installed so far.
    guards: Cell<usize>,
    /// Slots handed out and not released.
    in_use: Cell<usize>,
    /// When freed slots last went back to the OS as a slot was freed (None: never).
    last_clean: Cell<Option<Instant>>,
}

thread_local! {
    static REGIONS: Regions = Regions::default();
}

/// A stack slot of `size` bytes (rounded up to whole pages, guard page included).
pub fn take(size: usize) -> io::Result<Slot> {
    let page = page_size();
    let size = (size.max(4 * page) + page - 1) & !(page - 1);
    REGIONS.with(|r| r.take(size))
}

impl Regions {
    fn take(&self, size: usize) -> io::Result<Slot> {
        let low = self.take_low(size)?;
        let in_use = self.in_use.get() + 1;
        self.in_use.set(in_use);
        let colors = if in_use > CROWDED_SLOTS {
            CROWDED_COLORS
        } else {
            STACK_COLORS
        };
        let top = Slot::start(low, size, colors);
        Ok(Slot { low, size, top })
    }

    /// The lowest address of a slot of `size` bytes: a freed one holding pages, else a
    /// free one, else the first of a new region.
    fn take_low(&self, size: usize) -> io::Result<usize> {
        let warm = self.dirty.borrow_mut().get_mut(size).and_then(Vec::pop);
        if let Some(low) = warm {
            return Ok(low);
        }
        let reused = self.free.borrow_mut().get_mut(size).and_then(Vec::pop);
        if let Some(low) = reused {
            return Ok(low);
        }
        let per_region = (REGION_BYTES / size).max(1);
        let len = per_region * size;
        let base = map_region(len)?;
        for i in 0..per_region {
            self.install_guard(base + i * size);
        }
        let mut free = self.free.borrow_mut();
        let list = free.entry(size);
        list.extend((1..per_region).rev().map(|i| base + i * size));
        Ok(base)
    }

    /// Make the lowest page of the slot at `low` fault on access.
    fn install_guard(&self, low: usize) {
        if self.guards.get() >= GUARDED_SLOTS {
            return;
        }
        let page = page_size();
        #[cfg(target_os = "linux")]
        if self.guard_regions.get() != Some(false) {
            // SAFETY: `low` is the page-aligned start of a slot of a mapping we own.
            let ok = unsafe { libc::madvise(low as *mut _, page, MADV_GUARD_INSTALL) } == 0;
            self.guard_regions.set(Some(ok));
            if ok {
                self.guards.set(self.guards.get() + 1);
                return;
            }
        }
        // SAFETY: as above; the page is never handed out as usable stack.
        if unsafe { libc::mprotect(low as *mut _, page, libc::PROT_NONE) } == 0 {
            self.guards.set(self.guards.get() + 1);
        }
    }

    /// Keep the slot for reuse; past `MAX_DIRTY_SLOTS` freed slots holding pages, give
    /// the pages of the oldest ones back to the OS, a batch at most every `CLEAN_EVERY`
    /// (`trim` also does it when the program waits).
    fn release(&self, low: usize, size: usize) {
        self.in_use.set(self.in_use.get().saturating_sub(1));
        let mut dirty = self.dirty.borrow_mut();
        let list = dirty.entry(size);
        list.push(low);
        if list.len() <= MAX_DIRTY_SLOTS {
            return;
        }
        let now = Instant::now();
        if self
            .last_clean
            .get()
            .is_some_and(|at| now.duration_since(at) < CLEAN_EVERY)
        {
            return;
        }
        self.last_clean.set(Some(now));
        let n = (list.len() - DIRTY_SLOTS).min(CLEAN_BATCH);
        let slots: Vec<usize> = list.drain(..n).collect();
        drop(dirty);
        self.clean(slots, size);
    }

    /// Give back the pages of up to `budget` freed slots past the `IDLE_DIRTY_SLOTS` kept.
    fn trim(&self, budget: usize) {
        let sizes: Vec<usize> = self
            .dirty
            .borrow()
            .iter()
            .filter(|(_, l)| l.len() > IDLE_DIRTY_SLOTS)
            .map(|(s, _)| *s)
            .collect();
        for size in sizes {
            let slots = {
                let mut dirty = self.dirty.borrow_mut();
                let Some(list) = dirty.get_mut(size) else {
                    continue;
                };
                // The oldest freed slots go first: the newest are reused first.
                let n = (list.len() - IDLE_DIRTY_SLOTS).min(budget);
                list.drain(..n).collect::<Vec<_>>()
            };
            self.clean(slots, size);
        }
    }

    /// Give the pages of freed slots back to the OS (adjacent slots in one call) and move
    /// the slots to the free lists.
    fn clean(&self, mut slots: Vec<usize>, size: usize) {
        slots.sort_unstable();
        let page = page_size();
        let mut i = 0;
        while i < slots.len() {
            let mut j = i + 1;
            while j < slots.len() && slots[j] == slots[j - 1] + size {
                j += 1;
            }
            // SAFETY: these slots' stacks are no longer in use (their coroutines finished
            // or were dropped); the first slot's guard page is left as it is (the others'
            // guards stay guards: MADV_DONTNEED keeps guard regions and PROT_NONE pages
            // are not touched by it).
            unsafe {
                libc::madvise(
                    (slots[i] + page) as *mut _,
                    (j - i) * size - page,
                    libc::MADV_DONTNEED,
                );
            }
            i = j;
        }
        self.free.borrow_mut().entry(size).extend(slots);
    }
}

/// While the program is idle: give back the pages of up to `budget` freed stacks beyond
/// the ones kept for reuse.
pub fn trim(budget: usize) {
    let _ = REGIONS.try_with(|r| r.trim(budget));
}

/// Reserve `len` bytes for slots. The region starts half a page-table span (1 MiB) past a
/// 2 MiB boundary, so that the top of one slot and the guard page of the next sit under
/// one page table: a parked coroutine costs one page table instead of two.
fn map_region(len: usize) -> io::Result<usize> {
    const SPAN: usize = 2 << 20;
    const OFFSET: usize = 1 << 20;
    let reserve = len + SPAN;
    // SAFETY: a fresh anonymous mapping; nothing else refers to it.
    let base = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            reserve,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if base == libc::MAP_FAILED {
        return Err(io::Error::last_os_error());
    }
    let raw = base as usize;
    let mut start = (raw & !(SPAN - 1)) + OFFSET;
    if start < raw {
        start += SPAN;
    }
    // SAFETY: both ranges are parts of the mapping just made that no slot covers.
    unsafe {
        if start > raw {
            libc::munmap(raw as *mut _, start - raw);
        }
        let end = start + len;
        if raw + reserve > end {
            libc::munmap(end as *mut _, raw + reserve - end);
        }
    }
    Ok(start)
}

fn page_size() -> usize {
    thread_local! {
        static PAGE: usize = {
            // SAFETY: sysconf has no preconditions.
            let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
            if p > 0 { p as usize } else { 4096 }
        };
    }
    PAGE.with(|p| *p)
}
