//! `aphp test`: a `.phpt` golden-test runner following php-src's run-tests.php.
//! The same code backs `cargo test` (tests/phpt_harness.rs); parsing, matching
//! and running live in the submodules, this file holds the command line.

pub mod expect;
pub mod parse;
pub mod run;

pub use run::{run_test, Config, Outcome, Status};

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// The extensions aphp provides, as `--EXTENSIONS--` names them (lower-case).
pub const APHP_EXTENSIONS: &[&str] = &[
    "core",
    "standard",
    "date",
    "json",
    "pcre",
    "ctype",
    "mbstring",
    "spl",
    "random",
    "async",
    "true_async",
    "pcntl",
    "posix",
    "sockets",
];

/// Environment variable naming another interpreter command to test.
pub const BINARY_ENV: &str = "APHP_TEST_BINARY";

const USAGE: &str = "\
usage: aphp test [options] PATH...

Runs .phpt tests (files, or directories searched recursively).

options:
  -j N              run N tests in parallel (default: number of CPUs)
  --show-diff       print a diff for each failure
  --timeout S       per-test timeout in seconds (default 10)
  --binary CMD      run the tests with CMD instead of this aphp, e.g. \"php -n\"
                    (also: APHP_TEST_BINARY=CMD)
  --merge-stderr    compare stdout and stderr together (default: stdout alone)
  --no-artifacts    do not leave NAME.out/.exp/.diff beside failing tests
  -q, --quiet       print only the summary line
  -v, --verbose     also print passing and skipped tests
  -h, --help        show this help
";

/// Finds the `.phpt` files under `paths`, sorted and without duplicates.
pub fn collect(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    fn walk(dir: &Path, found: &mut Vec<PathBuf>) -> Result<(), String> {
        let entries =
            std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        for entry in entries.flatten() {
            let p = entry.path();
            if p.is_dir() {
                walk(&p, found)?;
            } else if p.extension().is_some_and(|e| e == "phpt") {
                found.push(p);
            }
        }
        Ok(())
    }
    let mut found = Vec::new();
    for p in paths {
        let abs = std::path::absolute(p).map_err(|e| format!("{}: {e}", p.display()))?;
        if abs.is_dir() {
            walk(&abs, &mut found)?;
        } else if abs.is_file() {
            found.push(abs);
        } else {
            return Err(format!("no such file or directory: {}", p.display()));
        }
    }
    found.sort();
    found.dedup();
    Ok(found)
}

/// Tests that declare `--CONFLICTS--` (or sit in a directory with a CONFLICTS
/// file) run one at a time after the parallel batch.
pub fn has_conflicts(path: &Path) -> bool {
    if path.parent().is_some_and(|d| d.join("CONFLICTS").exists()) {
        return true;
    }
    std::fs::read(path).is_ok_and(|data| {
        data.split(|&c| c == b'\n')
            .any(|line| line.starts_with(b"--CONFLICTS--"))
    })
}

/// Runs the tests, `jobs` at a time; results come back in the order of `tests`.
pub fn run_all(tests: &[PathBuf], cfg: &Config, jobs: usize) -> Vec<Outcome> {
    let (serial, parallel): (Vec<usize>, Vec<usize>) =
        (0..tests.len()).partition(|&i| has_conflicts(&tests[i]));
    let results: Mutex<Vec<Option<Outcome>>> = Mutex::new(vec![None; tests.len()]);
    let next = AtomicUsize::new(0);
    let store = |i: usize, o: Outcome| {
        if let Ok(mut r) = results.lock() {
            r[i] = Some(o);
        }
    };
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1).min(parallel.len()) {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(&i) = parallel.get(k) else { break };
                store(i, run_test(&tests[i], cfg));
            });
        }
    });
    for i in serial {
        store(i, run_test(&tests[i], cfg));
    }
    results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

/// Asks another interpreter which extensions it has (`CMD -m`).
fn query_extensions(command: &[String]) -> HashSet<String> {
    let Some((program, args)) = command.split_first() else {
        return HashSet::new();
    };
    let out = Command::new(program)
        .args(args)
        .arg("-m")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output();
    match out {
        Ok(out) => String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| l.trim().to_lowercase())
            .filter(|l| !l.is_empty() && !l.starts_with('['))
            .collect(),
        Err(_) => HashSet::new(),
    }
}

/// The command line of `aphp test`.
struct Options {
    jobs: usize,
    show_diff: bool,
    quiet: bool,
    verbose: bool,
    timeout: Duration,
    binary: Option<String>,
    merge_stderr: bool,
    artifacts: bool,
    paths: Vec<PathBuf>,
}

fn parse_options(args: &[String]) -> Result<Option<Options>, String> {
    let mut o = Options {
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        show_diff: false,
        quiet: false,
        verbose: false,
        timeout: Duration::from_secs(10),
        binary: std::env::var(BINARY_ENV)
            .ok()
            .filter(|b| !b.trim().is_empty()),
        merge_stderr: false,
        artifacts: true,
        paths: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            inline
                .clone()
                .or_else(|| it.next().cloned())
                .ok_or_else(|| format!("{what} needs a value"))
        };
        match name {
            "-h" | "--help" => return Ok(None),
            "--show-diff" => o.show_diff = true,
            "-q" | "--quiet" => o.quiet = true,
            "-v" | "--verbose" => o.verbose = true,
            "--merge-stderr" => o.merge_stderr = true,
            "--no-artifacts" => o.artifacts = false,
            "-j" | "--jobs" => {
                let v = value(name)?;
                o.jobs = v
                    .parse()
                    .map_err(|_| format!("invalid number of jobs: {v}"))?;
            }
            "--timeout" => {
                let v = value(name)?;
                let secs: f64 = v
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s > 0.0)
                    .ok_or_else(|| format!("invalid timeout: {v}"))?;
                o.timeout = Duration::from_secs_f64(secs);
            }
            "--binary" => o.binary = Some(value(name)?),
            _ if name.starts_with("-j") && name.len() > 2 => {
                o.jobs = name[2..]
                    .parse()
                    .map_err(|_| format!("invalid number of jobs: {}", &name[2..]))?;
            }
            _ if name.starts_with('-') && name.len() > 1 => {
                return Err(format!("unknown option: {arg}"))
            }
            _ => o.paths.push(PathBuf::from(arg)),
        }
    }
    if o.paths.is_empty() {
        return Err("no test paths given".into());
    }
    Ok(Some(o))
}

/// A path as shown in reports: relative to the working directory when below it.
pub fn display_path(path: &Path) -> String {
    let cwd = std::env::current_dir().unwrap_or_default();
    path.strip_prefix(&cwd)
        .unwrap_or(path)
        .display()
        .to_string()
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}\n")).collect()
}

/// Prints the report; returns the exit code.
fn report(results: &[Outcome], o: &Options) -> i32 {
    let mut out = String::new();
    let (mut passed, mut failed, mut skipped, mut xfailed) = (0, 0, 0, 0);
    for r in results {
        let rel = display_path(&r.path);
        match r.status {
            Status::Pass => {
                passed += 1;
                if r.unexpected_pass {
                    out.push_str(&format!(
                        "XPASS {} [{rel}] (passes although marked XFAIL)\n",
                        r.title
                    ));
                } else if o.verbose {
                    out.push_str(&format!("PASS {} [{rel}]\n", r.title));
                }
            }
            Status::Skip => {
                skipped += 1;
                if o.verbose {
                    out.push_str(&format!("SKIP {} [{rel}] ({})\n", r.title, r.reason));
                }
            }
            Status::ExpectedFail => {
                xfailed += 1;
                out.push_str(&format!("XFAIL {} [{rel}] ({})\n", r.title, r.reason));
            }
            Status::Fail => {
                failed += 1;
                out.push_str(&format!("FAIL {} [{rel}]", r.title));
                if r.reason != "output mismatch" {
                    out.push_str(&format!(" ({})", r.reason));
                }
                out.push('\n');
                if o.show_diff {
                    if r.has_output() {
                        out.push_str(&indent(&r.diff()));
                    }
                    let stderr = String::from_utf8_lossy(&r.stderr);
                    let stderr = stderr.trim();
                    if !stderr.is_empty() {
                        out.push_str("    stderr:\n");
                        for line in stderr.lines().take(10) {
                            out.push_str(&format!("    | {line}\n"));
                        }
                    }
                }
            }
        }
    }
    if o.quiet {
        out.clear();
    }
    if xfailed > 0 {
        out.push_str(&format!(
            "{xfailed} expected failures (XFAIL, not counted as failed)\n"
        ));
    }
    out.push_str(&format!(
        "{passed} passed, {failed} failed, {skipped} skipped\n"
    ));
    print!("{out}");
    i32::from(failed > 0)
}

/// Entry point of `aphp test ARGS...`; returns the process exit code.
pub fn run(args: &[String]) -> i32 {
    let o = match parse_options(args) {
        Ok(Some(o)) => o,
        Ok(None) => {
            print!("{USAGE}");
            return 0;
        }
        Err(e) => {
            eprint!("aphp test: {e}\n{USAGE}");
            return 2;
        }
    };
    let (command, extensions) = match &o.binary {
        Some(cmd) => {
            let command: Vec<String> = cmd.split_whitespace().map(String::from).collect();
            let ext = query_extensions(&command);
            (command, ext)
        }
        None => match std::env::current_exe() {
            Ok(exe) => (
                vec![exe.to_string_lossy().into_owned()],
                APHP_EXTENSIONS.iter().map(|e| e.to_string()).collect(),
            ),
            Err(e) => {
                eprintln!("aphp test: cannot find the aphp binary: {e}");
                return 2;
            }
        },
    };
    let tests = match collect(&o.paths) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("aphp test: {e}");
            return 2;
        }
    };
    let mut cfg = Config::new(command);
    cfg.timeout = o.timeout;
    cfg.extensions = extensions;
    cfg.merge_stderr = o.merge_stderr;
    cfg.write_artifacts = o.artifacts;
    let results = run_all(&tests, &cfg, o.jobs);
    report(&results, &o)
}
