//! Memory accounting for `memory_limit` and `memory_get_usage()`: the global allocator
//! (mimalloc underneath) counts the bytes the interpreter holds. An allocation that takes
//! the total past the limit still succeeds; it is remembered, and the evaluator raises
//! PHP's "Allowed memory size ... exhausted" fatal error at its next safe point.
//! The records the coroutine runtime keeps for each coroutine (its task, completion event
//! and saved call stack) are its bookkeeping, like the coroutine's machine stack: they are
//! not charged to `memory_limit` or reported by `memory_get_usage()`, so the limit bounds
//! what the script's values use however many coroutines wait at once.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Bytes currently allocated, and the most ever.
static USED: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// `memory_limit` in bytes (`usize::MAX`: unlimited). PHP's default is 128M.
static LIMIT: AtomicUsize = AtomicUsize::new(128 << 20);
/// Size of the allocation that went past the limit (0: none).
static OVER: AtomicUsize = AtomicUsize::new(0);
/// Bytes of coroutine records, not charged (see the module doc).
static RUNTIME: AtomicUsize = AtomicUsize::new(0);
/// Nonzero while the cycle collector works: the graph it builds of what the roots reach
/// is the collector's own bookkeeping (PHP keeps its GC buffer outside the limit too), so
/// it neither trips the limit nor counts toward the peak.
static UNCHARGED: AtomicUsize = AtomicUsize::new(0);

/// The counting allocator; install it with `#[global_allocator]`.
pub struct CountingAlloc;

// The counters are updated with plain loads and stores rather than read-modify-write
// operations: the interpreter allocates from one thread, and a rare lost update from a
// helper thread only blurs a statistic.
fn grow(size: usize) {
    let total = USED.load(Relaxed).wrapping_add(size);
    USED.store(total, Relaxed);
    if UNCHARGED.load(Relaxed) != 0 {
        return;
    }
    let used = total.saturating_sub(RUNTIME.load(Relaxed));
    if used > PEAK.load(Relaxed) {
        PEAK.store(used, Relaxed);
    }
    if used > LIMIT.load(Relaxed) && OVER.load(Relaxed) == 0 {
        OVER.store(size.max(1), Relaxed);
    }
}

fn shrink(size: usize) {
    USED.store(USED.load(Relaxed).saturating_sub(size), Relaxed);
}

/// Whether mimalloc's plain entry points give the alignment `layout` asks for (they align
/// to 16 bytes, and to the size below that).
fn plain(layout: &Layout) -> bool {
    layout.align() <= 16 && layout.align() <= layout.size()
}

// SAFETY: every call is forwarded to mimalloc (its plain entry points when they give the
// requested alignment); only counters are updated.
unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grow(layout.size());
        if plain(&layout) {
            return libmimalloc_sys::mi_malloc(layout.size()) as *mut u8;
        }
        mimalloc::MiMalloc.alloc(layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        grow(layout.size());
        mimalloc::MiMalloc.alloc_zeroed(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        shrink(layout.size());
        mimalloc::MiMalloc.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            grow(new_size - layout.size());
        } else {
            shrink(layout.size() - new_size);
        }
        if plain(&layout) && layout.align() <= new_size {
            return libmimalloc_sys::mi_realloc(ptr as *mut _, new_size) as *mut u8;
        }
        mimalloc::MiMalloc.realloc(ptr, layout, new_size)
    }
}

/// Bytes allocated now and charged (0 when the counting allocator is not installed).
pub fn used() -> usize {
    USED.load(Relaxed).saturating_sub(RUNTIME.load(Relaxed))
}

/// A coroutine record of `bytes` was made: it is not charged.
pub fn exempt(bytes: usize) {
    RUNTIME.store(RUNTIME.load(Relaxed).wrapping_add(bytes), Relaxed);
}

/// A coroutine record of `bytes` is gone.
pub fn unexempt(bytes: usize) {
    RUNTIME.store(RUNTIME.load(Relaxed).saturating_sub(bytes), Relaxed);
}

/// While the returned guard lives, allocations neither trip the limit nor raise the
/// peak (the cycle collector's working memory).
pub fn uncharged() -> Uncharged {
    UNCHARGED.store(UNCHARGED.load(Relaxed) + 1, Relaxed);
    Uncharged
}

/// See `uncharged`.
pub struct Uncharged;

impl Drop for Uncharged {
    fn drop(&mut self) {
        UNCHARGED.store(UNCHARGED.load(Relaxed).saturating_sub(1), Relaxed);
    }
}

/// The most bytes allocated at once so far.
pub fn peak() -> usize {
    PEAK.load(Relaxed)
}

/// Set the limit (`memory_limit`; negative: unlimited).
pub fn set_limit(bytes: i64) {
    LIMIT.store(usize::try_from(bytes).unwrap_or(usize::MAX), Relaxed);
    OVER.store(0, Relaxed);
    if used() > LIMIT.load(Relaxed) {
        OVER.store(1, Relaxed);
    }
}

/// The limit in bytes, if any.
pub fn limit() -> Option<usize> {
    Some(LIMIT.load(Relaxed)).filter(|&l| l != usize::MAX)
}

/// Whether the limit was crossed since the last `take_exceeded`.
#[inline]
pub fn exceeded() -> bool {
    OVER.load(Relaxed) != 0
}

/// If the limit was crossed since the last call: the size of the allocation that crossed
/// it. The limit is lifted so the error can be reported and shutdown code can run.
#[inline]
pub fn take_exceeded() -> Option<(usize, usize)> {
    let over = OVER.load(Relaxed);
    if over == 0 {
        return None;
    }
    lift_limit(over)
}

#[cold]
fn lift_limit(over: usize) -> Option<(usize, usize)> {
    let limit = LIMIT.swap(usize::MAX, Relaxed);
    OVER.store(0, Relaxed);
    Some((limit, over))
}

/// `memory_limit` text ("128M", "1G", "-1") to bytes; -1 means unlimited.
pub fn parse_size(v: &str) -> i64 {
    let v = v.trim();
    let (num, mult) = match v.chars().last().map(|c| c.to_ascii_lowercase()) {
        Some('k') => (&v[..v.len() - 1], 1024),
        Some('m') => (&v[..v.len() - 1], 1024 * 1024),
        Some('g') => (&v[..v.len() - 1], 1024 * 1024 * 1024),
        _ => (v, 1),
    };
    num.trim()
        .parse::<i64>()
        .map(|n| if n < 0 { -1 } else { n.saturating_mul(mult) })
        .unwrap_or(-1)
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("128M"), 128 << 20);
        assert_eq!(parse_size("2k"), 2048);
        assert_eq!(parse_size("1G"), 1 << 30);
        assert_eq!(parse_size("-1"), -1);
        assert_eq!(parse_size("1000"), 1000);
    }
}
