//! Warming the caches for the coroutines that run next. With many coroutines taking turns,
//! a parked coroutine's record and the top of its stack (the frames it returns through
//! when resumed) have left the caches by the time its turn comes, and each switch would
//! wait on a dozen or more misses in a row. While one coroutine runs, the scheduler asks
//! the CPU to fetch the stack of the one queued after it (whose record it asked for one
//! switch earlier) and the record of the one after that; the loads overlap with the
//! running coroutine's work instead of stalling the switch.

use std::rc::Rc;

use super::task::Task;

/// Cache lines of a parked stack fetched above its parking address (the frames the
/// resumed coroutine returns through first) and below it (the registers the switch
/// pushed). Few: more outstanding fetches than the CPU has line-fill buffers stall the
/// running coroutine (24 lines above and 4 below made `suspend()` ping-pong between
/// 1000 coroutines about 20% slower than 12 and 2).
const LINES_ABOVE: usize = 12;
const LINES_BELOW: usize = 2;
/// Cache lines of a task record (its reference counts and the fields a switch touches).
const RECORD_LINES: usize = 5;
const LINE: usize = 64;

/// As a task leaves the run queue to run: fetch the stack of `after`, the task queued
/// next, and the record of `after_that`, the one queued after it.
#[inline]
pub(super) fn warm_next(after: Option<&Rc<Task>>, after_that: Option<&Rc<Task>>) {
    if let Some(t) = after {
        let sp = t.parked_sp.get();
        if sp != 0 {
            fetch(
                sp.wrapping_sub(LINES_BELOW * LINE),
                LINES_BELOW + LINES_ABOVE,
            );
        }
        let s = t.suspender.get();
        if s != 0 {
            fetch(s, 1);
        }
    }
    if let Some(t) = after_that {
        // The record starts with the two reference counts.
        let rec = Rc::as_ptr(t) as usize;
        fetch(
            rec.wrapping_sub(2 * std::mem::size_of::<usize>()),
            RECORD_LINES,
        );
    }
}

/// Ask for `lines` cache lines from `addr` on (a hint: it never faults).
#[inline(always)]
fn fetch(addr: usize, lines: usize) {
    #[cfg(target_arch = "x86_64")]
    for i in 0..lines {
        let p = addr.wrapping_add(i * LINE) as *const i8;
        // SAFETY: a prefetch only hints the cache; it does not access memory, so any
        // address is allowed.
        unsafe {
            core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(p);
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (addr, lines);
}
