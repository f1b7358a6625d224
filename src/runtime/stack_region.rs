//! Where coroutine and generator stacks live: slots carved out of large reserved regions,
//! so that a hundred thousand parked coroutines take a few thousand mappings instead of
//! two each (a separate mmap per stack plus its guard page exhausts the kernel's map count
//! near 32k stacks). Pages are committed by the OS on first touch. A freed slot keeps its
//! pages for a while (the next stack reuses them without page faults); past
//! `DIRTY_SLOTS` such slots their pages go back to the OS, adjacent slots in one call.
//!
//! Each slot's lowest page is a guard. On Linux 6.13+ it is a guard region
//! (`MADV_GUARD_INSTALL`), which does not split the mapping; where that is unavailable the
//! first `MPROTECT_GUARDS` slots get an `mprotect` guard and later ones none. Running out of
//! stack is caught before the guard by the evaluator's own check (`check_stack`), which
//! keeps a wide margin above the slot's lowest address.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::io;

/// Bytes of address space reserved per region (slots are carved out of it).
const REGION_BYTES: usize = 1 << 30;
/// Freed slots that keep their pages for reuse before they are given back to the OS.
const DIRTY_SLOTS: usize = 1024;
/// Slots that may get an mprotect guard when guard regions are unsupported (each one
/// splits the mapping in two).
const MPROTECT_GUARDS: usize = 8192;
/// `madvise` advice installing a guard region (Linux 6.13).
#[cfg(target_os = "linux")]
const MADV_GUARD_INSTALL: libc::c_int = 102;

/// One stack slot: `[low, low + size)`; its lowest page is the guard.
pub struct Slot {
    low: usize,
    size: usize,
}

impl Slot {
    /// Lowest address (the guard page included).
    pub fn low(&self) -> usize {
        self.low
    }

    /// One past the highest address: where the stack starts.
    pub fn high(&self) -> usize {
        self.low + self.size
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let _ = REGIONS.try_with(|r| r.release(self.low, self.size));
    }
}

#[derive(Default)]
struct Regions {
    /// Free slot addresses by slot size, with no pages committed.
    free: RefCell<HashMap<usize, Vec<usize>>>,
    /// Freed slots that still hold their pages, by slot size (reused first).
    dirty: RefCell<HashMap<usize, Vec<usize>>>,
    /// Whether guard regions work on this kernel (None: not tried yet).
    guard_regions: Cell<Option<bool>>,
    mprotect_guards: Cell<usize>,
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
        let warm = self.dirty.borrow_mut().get_mut(&size).and_then(Vec::pop);
        if let Some(low) = warm {
            return Ok(Slot { low, size });
        }
        let reused = self.free.borrow_mut().get_mut(&size).and_then(Vec::pop);
        if let Some(low) = reused {
            return Ok(Slot { low, size });
        }
        let per_region = (REGION_BYTES / size).max(1);
        let len = per_region * size;
        // SAFETY: a fresh anonymous mapping; nothing else refers to it.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        let base = base as usize;
        for i in 0..per_region {
            self.install_guard(base + i * size);
        }
        let mut free = self.free.borrow_mut();
        let list = free.entry(size).or_default();
        list.extend((1..per_region).rev().map(|i| base + i * size));
        Ok(Slot { low: base, size })
    }

    /// Make the lowest page of the slot at `low` fault on access.
    fn install_guard(&self, low: usize) {
        let page = page_size();
        #[cfg(target_os = "linux")]
        if self.guard_regions.get() != Some(false) {
            // SAFETY: `low` is the page-aligned start of a slot of a mapping we own.
            let ok = unsafe { libc::madvise(low as *mut _, page, MADV_GUARD_INSTALL) } == 0;
            self.guard_regions.set(Some(ok));
            if ok {
                return;
            }
        }
        if self.mprotect_guards.get() < MPROTECT_GUARDS {
            // SAFETY: as above; the page is never handed out as usable stack.
            if unsafe { libc::mprotect(low as *mut _, page, libc::PROT_NONE) } == 0 {
                self.mprotect_guards.set(self.mprotect_guards.get() + 1);
            }
        }
    }

    /// Keep the slot for reuse; once too many freed slots hold pages, give those pages
    /// back to the OS.
    fn release(&self, low: usize, size: usize) {
        let mut dirty = self.dirty.borrow_mut();
        let list = dirty.entry(size).or_default();
        list.push(low);
        if list.len() <= DIRTY_SLOTS {
            return;
        }
        let mut slots = std::mem::take(list);
        drop(dirty);
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
        self.free
            .borrow_mut()
            .entry(size)
            .or_default()
            .extend(slots);
    }
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
