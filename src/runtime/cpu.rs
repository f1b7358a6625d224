//! CPU time readings for `Async\CpuSnapshot` and `Async\cpu_usage()`: the monotonic wall
//! clock, this process's user and system time, and the machine's idle and busy time.

use std::cell::Cell;

/// One reading; every time in nanoseconds.
#[derive(Clone, Copy, Default)]
pub struct CpuSample {
    pub wall_ns: i64,
    pub user_ns: i64,
    pub system_ns: i64,
    pub idle_ns: i64,
    pub busy_ns: i64,
    pub cpu_count: i64,
}

thread_local! {
    /// The reading `cpu_usage()` took last time.
    static LAST: Cell<Option<CpuSample>> = const { Cell::new(None) };
}

/// Read the clocks now.
pub fn sample() -> CpuSample {
    let (idle_ns, busy_ns) = system_times();
    let (user_ns, system_ns) = process_times();
    CpuSample {
        wall_ns: monotonic_ns(),
        user_ns,
        system_ns,
        idle_ns,
        busy_ns,
        cpu_count: std::thread::available_parallelism().map_or(1, |n| n.get() as i64),
    }
}

/// The reading `cpu_usage()` compares with, replaced by `now`.
pub fn swap_last(now: CpuSample) -> Option<CpuSample> {
    LAST.with(|l| l.replace(Some(now)))
}

fn monotonic_ns() -> i64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec to write to.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec * 1_000_000_000 + ts.tv_nsec
}

fn process_times() -> (i64, i64) {
    // SAFETY: rusage is plain data; getrusage fills it.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `ru` is a valid rusage to write to.
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) } != 0 {
        return (0, 0);
    }
    let ns = |tv: libc::timeval| tv.tv_sec * 1_000_000_000 + tv.tv_usec * 1000;
    (ns(ru.ru_utime), ns(ru.ru_stime))
}

/// (idle, busy) time of all CPUs from /proc/stat; zeros where it cannot be read.
fn system_times() -> (i64, i64) {
    let Ok(text) = std::fs::read_to_string("/proc/stat") else {
        return (0, 0);
    };
    let Some(line) = text.lines().find(|l| l.starts_with("cpu ")) else {
        return (0, 0);
    };
    let ticks: Vec<i64> = line
        .split_whitespace()
        .skip(1)
        .filter_map(|t| t.parse().ok())
        .collect();
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1);
    let to_ns = |t: i64| t.saturating_mul(1_000_000_000 / hz);
    let idle = ticks.get(3).copied().unwrap_or(0) + ticks.get(4).copied().unwrap_or(0);
    let total: i64 = ticks.iter().take(8).sum();
    (to_ns(idle), to_ns((total - idle).max(0)))
}
