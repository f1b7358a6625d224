//! Running one `.phpt` test: writing its scripts beside it, running the
//! interpreter as a subprocess with a deadline, and judging the output.

use super::expect::{make_diff, output_matches};
use super::parse::{parse_file, php_trim, ExpectKind, PhptFile};
use std::collections::HashSet;
use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::{Duration, Instant};

/// How tests are run.
#[derive(Debug, Clone)]
pub struct Config {
    /// The interpreter command: program and leading arguments (e.g. `php -n`).
    pub command: Vec<String>,
    /// Per-process deadline.
    pub timeout: Duration,
    /// Extensions the interpreter provides, lower-case (for `--EXTENSIONS--`).
    pub extensions: HashSet<String>,
    /// Compare stdout+stderr instead of stdout alone.
    pub merge_stderr: bool,
    /// Pass `--INI--` settings as `-d key=value`.
    pub pass_ini: bool,
    /// Leave NAME.out / NAME.exp / NAME.diff beside a failing test.
    pub write_artifacts: bool,
    /// A process printing more than this many bytes is killed.
    pub max_output: usize,
}

impl Config {
    /// Defaults for running `command`.
    pub fn new(command: Vec<String>) -> Config {
        Config {
            command,
            timeout: Duration::from_secs(10),
            extensions: HashSet::new(),
            merge_stderr: false,
            pass_ini: true,
            write_artifacts: true,
            max_output: 16 << 20,
        }
    }
}

/// What became of a test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Pass,
    Fail,
    Skip,
    /// Failed, but the test is marked `--XFAIL--` (or SKIPIF said "xfail").
    ExpectedFail,
}

/// The full result of one test.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub path: PathBuf,
    pub title: String,
    pub status: Status,
    /// Why it failed or was skipped ("output mismatch", "timeout after 10s", ...).
    pub reason: String,
    /// Passed although marked `--XFAIL--`.
    pub unexpected_pass: bool,
    pub kind: ExpectKind,
    pub expected: Vec<u8>,
    pub actual: Vec<u8>,
    pub stderr: Vec<u8>,
}

impl Outcome {
    fn new(path: &Path) -> Outcome {
        Outcome {
            path: path.to_path_buf(),
            title: String::new(),
            status: Status::Fail,
            reason: String::new(),
            unexpected_pass: false,
            kind: ExpectKind::Exact,
            expected: Vec::new(),
            actual: Vec::new(),
            stderr: Vec::new(),
        }
    }

    /// Does a diff say something useful for this failure?
    pub fn has_output(&self) -> bool {
        !self.expected.is_empty() || !self.actual.is_empty()
    }

    /// A unified diff of expected vs actual output.
    pub fn diff(&self) -> String {
        make_diff(self.kind, &self.expected, &self.actual, 2)
    }
}

/// What a finished subprocess left behind.
#[derive(Debug, Default)]
struct Proc {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    signal: Option<i32>,
    timed_out: bool,
    overflow: bool,
    error: Option<String>,
}

/// Reads a pipe to the end on its own thread, keeping at most `cap` bytes.
fn reader<R: Read + Send + 'static>(
    mut pipe: R,
    cap: usize,
    overflow: Arc<AtomicBool>,
) -> mpsc::Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let mut data = Vec::new();
        let mut buf = [0u8; 65536];
        loop {
            match pipe.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if data.len() + n > cap {
                        overflow.store(true, Ordering::Relaxed);
                    } else {
                        data.extend_from_slice(&buf[..n]);
                    }
                }
            }
        }
        let _ = tx.send(data);
    });
    rx
}

/// Which streams to capture.
#[derive(Debug, Clone, Copy)]
struct Capture {
    stdout: bool,
    stderr: bool,
    merge: bool,
}

/// Runs `argv` with a deadline and an output cap; kills it when either is passed.
fn run_process(
    argv: &[String],
    env: &[(String, String)],
    stdin: Option<&[u8]>,
    cfg: &Config,
    capture: Capture,
) -> Proc {
    let mut res = Proc::default();
    let Some((program, args)) = argv.split_first() else {
        res.error = Some("empty command".into());
        return res;
    };
    let mut cmd = Command::new(program);
    cmd.args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.stdin(if stdin.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    });
    let mut merged_reader = None;
    if capture.merge && capture.stdout && capture.stderr {
        match std::io::pipe().and_then(|(r, w)| Ok((r, w.try_clone()?, w))) {
            Ok((r, w1, w2)) => {
                cmd.stdout(w1);
                cmd.stderr(w2);
                merged_reader = Some(r);
            }
            Err(e) => {
                res.error = Some(format!("cannot create pipe: {e}"));
                return res;
            }
        }
    } else {
        cmd.stdout(if capture.stdout {
            Stdio::piped()
        } else {
            Stdio::null()
        });
        cmd.stderr(if capture.stderr {
            Stdio::piped()
        } else {
            Stdio::null()
        });
    }
    let spawned = cmd.spawn();
    // The Command holds the write ends of a merged pipe: close them now, or
    // the reader would never see end-of-file.
    drop(cmd);
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => {
            res.error = Some(format!("cannot run {program}: {e}"));
            return res;
        }
    };
    let overflow = Arc::new(AtomicBool::new(false));
    let out_rx = match merged_reader {
        Some(r) => Some(reader(r, cfg.max_output, overflow.clone())),
        None => child
            .stdout
            .take()
            .map(|p| reader(p, cfg.max_output, overflow.clone())),
    };
    let err_rx = child
        .stderr
        .take()
        .map(|p| reader(p, cfg.max_output, overflow.clone()));
    if let (Some(data), Some(mut pipe)) = (stdin, child.stdin.take()) {
        let data = data.to_vec();
        // A script that never reads its stdin must not block us.
        thread::spawn(move || {
            let _ = pipe.write_all(&data);
        });
    }
    let deadline = Instant::now() + cfg.timeout;
    let mut pause = Duration::from_millis(1);
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) => {}
            Err(e) => {
                res.error = Some(format!("wait failed: {e}"));
                break None;
            }
        }
        if overflow.load(Ordering::Relaxed) {
            res.overflow = true;
            break None;
        }
        if Instant::now() >= deadline {
            res.timed_out = true;
            break None;
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    };
    let status = match status {
        Some(s) => Some(s),
        None => {
            let _ = child.kill();
            child.wait().ok()
        }
    };
    res.signal = status.and_then(|s| s.signal());
    if res.timed_out {
        res.signal = None;
    }
    // A leftover grandchild may hold a pipe open: wait for it only briefly.
    let grace = Duration::from_secs(1);
    if let Some(rx) = out_rx {
        res.stdout = rx.recv_timeout(grace).unwrap_or_default();
    }
    if let Some(rx) = err_rx {
        res.stderr = rx.recv_timeout(grace).unwrap_or_default();
    }
    if overflow.load(Ordering::Relaxed) {
        res.overflow = true;
    }
    res
}

/// Path of a script written for the test: `dir/NAME.php`, `dir/NAME.skip.php`, ...
pub fn script_path(test: &Path, suffix: &str) -> PathBuf {
    let name = test
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let base = match name.strip_suffix("phpt") {
        Some(stem) => stem.to_string(),
        None => format!("{name}."),
    };
    test.with_file_name(format!("{base}{suffix}"))
}

/// Path of a failure artifact: `dir/NAME.out`, `NAME.exp`, `NAME.diff`.
fn artifact_path(test: &Path, ext: &str) -> PathBuf {
    test.with_extension(ext)
}

/// What every process of one test shares.
struct Job<'a> {
    cfg: &'a Config,
    test: &'a Path,
    env: &'a [(String, String)],
    ini: &'a [String],
}

impl Job<'_> {
    /// Writes `code` to the script path beside the test (or a temp directory
    /// when that is read-only), runs it, and removes it again.
    fn run(
        &self,
        suffix: &str,
        code: &[u8],
        extra_args: &[String],
        stdin: Option<&[u8]>,
        capture: Capture,
    ) -> Proc {
        let mut script = script_path(self.test, suffix);
        let mut tmpdir = None;
        if std::fs::write(&script, code).is_err() {
            let dir = std::env::temp_dir().join(format!(
                "aphp-phpt-{}-{:?}",
                std::process::id(),
                thread::current().id()
            ));
            let alt = dir.join(script.file_name().unwrap_or_default());
            if std::fs::create_dir_all(&dir).is_err() || std::fs::write(&alt, code).is_err() {
                return Proc {
                    error: Some(format!("cannot write {}", script.display())),
                    ..Proc::default()
                };
            }
            script = alt;
            tmpdir = Some(dir);
        }
        let mut argv = self.cfg.command.clone();
        argv.extend(self.ini.iter().cloned());
        argv.push(script.to_string_lossy().into_owned());
        argv.extend(extra_args.iter().cloned());
        let res = run_process(&argv, self.env, stdin, self.cfg, capture);
        let _ = std::fs::remove_file(&script);
        if let Some(dir) = tmpdir {
            let _ = std::fs::remove_dir_all(dir);
        }
        res
    }
}

/// Capture for SKIPIF and CLEAN scripts.
const SEPARATE: Capture = Capture {
    stdout: true,
    stderr: true,
    merge: false,
};

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn first_line(b: &[u8]) -> String {
    let t = php_trim(b);
    let line = t.split(|&c| c == b'\n').next().unwrap_or_default();
    let mut s = text(line);
    if s.len() > 160 {
        let mut cut = 160;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        s.truncate(cut);
        s.push_str("...");
    }
    s
}

fn substitute_dirs(text: &[u8], dir: &Path) -> String {
    String::from_utf8_lossy(text)
        .replace("{PWD}", &dir.to_string_lossy())
        .replace("{TMP}", &std::env::temp_dir().to_string_lossy())
}

/// `--INI--` lines as `-d key=value` arguments (last setting of a key wins).
fn ini_args(t: &PhptFile, dir: &Path) -> Vec<String> {
    let Some(ini) = t.section("INI") else {
        return Vec::new();
    };
    let mut settings: Vec<(String, String)> = Vec::new();
    for line in substitute_dirs(ini, dir).split('\n') {
        let line = String::from_utf8_lossy(php_trim(line.as_bytes())).into_owned();
        let Some((k, v)) = line.split_once('=') else {
            continue;
        };
        let k = text(php_trim(k.as_bytes()));
        let v = text(php_trim(v.as_bytes()));
        match settings.iter_mut().find(|(name, _)| *name == k) {
            Some(slot) => slot.1 = v,
            None => settings.push((k, v)),
        }
    }
    settings
        .into_iter()
        .flat_map(|(k, v)| ["-d".to_string(), format!("{k}={v}")])
        .collect()
}

/// The environment for the test's processes.
fn environment(t: &PhptFile, dir: &Path, cfg: &Config) -> Vec<(String, String)> {
    let exe = cfg.command.first().cloned().unwrap_or_default();
    let mut env = vec![
        ("NO_COLOR".to_string(), "1".to_string()),
        ("TEST_PHP_EXECUTABLE".to_string(), exe),
        (
            "TEST_PHP_EXTRA_ARGS".to_string(),
            cfg.command.get(1..).unwrap_or_default().join(" "),
        ),
    ];
    if let Some(section) = t.section("ENV") {
        for line in substitute_dirs(section, dir).split('\n') {
            let line = text(php_trim(line.as_bytes()));
            if let Some((k, v)) = line.split_once('=') {
                if !k.is_empty() {
                    env.push((k.to_string(), v.to_string()));
                }
            }
        }
    }
    env
}

/// Splits an `--ARGS--` line into words (single and double quotes group).
fn split_args(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"'), '\\') => {
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
            }
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, '\\') => {
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            (None, c) => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(cur);
    }
    words
}

/// Runs one test file and judges it. Never panics on a bad test file.
pub fn run_test(path: &Path, cfg: &Config) -> Outcome {
    let mut r = Outcome::new(path);
    let t = match parse_file(path) {
        Ok(t) => t,
        Err(e) => {
            r.reason = e.to_string();
            return r;
        }
    };
    r.title = t.title();
    if !t.unsupported.is_empty() {
        r.status = Status::Skip;
        let names: Vec<String> = t.unsupported.iter().map(|n| format!("--{n}--")).collect();
        r.reason = format!("unsupported section: {}", names.join(", "));
        return r;
    }
    let resolved = match t.resolve() {
        Ok(x) => x,
        Err(e) => {
            r.reason = e.to_string();
            return r;
        }
    };
    r.kind = resolved.kind;
    r.expected = resolved.expected;

    if let Some(need) = t.section("EXTENSIONS") {
        let missing: Vec<String> = text(need)
            .split('\n')
            .map(|x| text(php_trim(x.as_bytes())))
            .filter(|x| !x.is_empty() && !cfg.extensions.contains(&x.to_lowercase()))
            .collect();
        if !missing.is_empty() {
            r.status = Status::Skip;
            r.reason = format!("required extension missing: {}", missing.join(", "));
            return r;
        }
    }

    let dir = path.parent().unwrap_or(Path::new(".")).to_path_buf();
    let env = environment(&t, &dir, cfg);
    let ini = if cfg.pass_ini {
        ini_args(&t, &dir)
    } else {
        Vec::new()
    };
    let mut xfail = t.section("XFAIL").is_some();

    let job = Job {
        cfg,
        test: path,
        env: &env,
        ini: &ini,
    };

    if t.nonblank("SKIPIF").is_some() {
        let code = t.section("SKIPIF").unwrap_or_default();
        let sk = job.run("skip.php", code, &[], None, SEPARATE);
        if let Some(err) = sk.error {
            r.reason = format!("borked: SKIPIF: {err}");
            return r;
        }
        let start = sk
            .stdout
            .iter()
            .position(|&c| !super::parse::is_php_space(c))
            .unwrap_or(sk.stdout.len());
        let out = &sk.stdout[start..];
        let low = out.to_ascii_lowercase();
        if low.starts_with(b"skip") {
            r.status = Status::Skip;
            let rest = php_trim(&out[4..]);
            r.reason = if rest.is_empty() {
                "skipped by SKIPIF".into()
            } else {
                first_line(rest)
            };
            return r;
        }
        if low.starts_with(b"xfail") {
            xfail = true;
        } else if low.starts_with(b"info") || low.starts_with(b"warn") || low.starts_with(b"flaky")
        {
        } else if sk.timed_out {
            r.reason = format!("SKIPIF timed out after {}s", cfg.timeout.as_secs_f64());
            return r;
        } else if !php_trim(out).is_empty() {
            r.reason = format!("borked: invalid SKIPIF output: {}", first_line(out));
            r.actual = out.to_vec();
            return r;
        } else if let Some(sig) = sk.signal {
            r.reason = format!("SKIPIF crashed (signal {sig})");
            return r;
        }
    }

    let mut capture = Capture {
        stdout: true,
        stderr: true,
        merge: cfg.merge_stderr,
    };
    if let Some(words) = t.section("CAPTURE_STDIO") {
        let words = text(words).to_uppercase();
        let words: Vec<&str> = words.split_whitespace().collect();
        capture.stdout = words.contains(&"STDOUT");
        capture.stderr = words.contains(&"STDERR");
        capture.merge = capture.stdout && capture.stderr;
    }
    let stdin = t.section("STDIN");
    let extra_args = t
        .nonblank("ARGS")
        .map(|a| split_args(&text(a)))
        .unwrap_or_default();

    let attempts = if t.section("FLAKY").is_some() { 2 } else { 1 };
    for _ in 0..attempts {
        let pr = job.run("php", &resolved.code, &extra_args, stdin, capture);
        if let Some(err) = pr.error {
            r.reason = err;
            break;
        }
        let mut actual = if capture.stdout {
            r.stderr = if capture.merge { Vec::new() } else { pr.stderr };
            pr.stdout
        } else {
            pr.stderr
        };
        if let Some(sig) = pr.signal {
            // run-tests.php appends this marker; a test may expect it.
            actual.extend_from_slice(format!("\nTermsig={sig}\n").as_bytes());
        }
        r.actual = actual;
        if pr.timed_out {
            r.reason = format!("timeout after {}s", cfg.timeout.as_secs_f64());
            continue;
        }
        if pr.overflow {
            r.reason = format!("output limit exceeded ({} bytes)", cfg.max_output);
            continue;
        }
        match output_matches(r.kind, &r.expected, &r.actual) {
            Err(e) => {
                r.reason = format!("invalid {} pattern: {e}", r.kind.name());
                break;
            }
            Ok(ok) => {
                let crashed_unexpectedly =
                    pr.signal.is_some() && !r.expected.windows(7).any(|w| w == b"Termsig");
                if ok && !crashed_unexpectedly {
                    r.status = Status::Pass;
                    r.reason.clear();
                    break;
                }
                r.reason = match pr.signal {
                    Some(sig) => format!("crashed (signal {sig})"),
                    None => "output mismatch".into(),
                };
            }
        }
    }

    if t.nonblank("CLEAN").is_some() {
        let code = t.section("CLEAN").unwrap_or_default();
        job.run("clean.php", code, &[], None, SEPARATE);
    }

    if r.status == Status::Pass {
        r.unexpected_pass = xfail;
    } else if xfail {
        r.status = Status::ExpectedFail;
        if let Some(why) = t.nonblank("XFAIL") {
            r.reason = format!("{}; XFAIL: {}", r.reason, first_line(why));
        }
    }
    if cfg.write_artifacts {
        write_artifacts(&r);
    }
    r
}

/// Leaves NAME.out / NAME.exp / NAME.diff beside a failed test; removes stale
/// ones when it passes.
fn write_artifacts(r: &Outcome) {
    let files = [
        artifact_path(&r.path, "out"),
        artifact_path(&r.path, "exp"),
        artifact_path(&r.path, "diff"),
    ];
    match r.status {
        Status::Fail | Status::ExpectedFail if r.has_output() => {
            let _ = std::fs::write(&files[0], &r.actual);
            let _ = std::fs::write(&files[1], &r.expected);
            let _ = std::fs::write(&files[2], r.diff());
        }
        Status::Pass => {
            for f in &files {
                let _ = std::fs::remove_file(f);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_paths() {
        let p = Path::new("/d/a.phpt");
        assert_eq!(script_path(p, "php"), Path::new("/d/a.php"));
        assert_eq!(script_path(p, "skip.php"), Path::new("/d/a.skip.php"));
        assert_eq!(artifact_path(p, "diff"), Path::new("/d/a.diff"));
    }

    #[test]
    fn splits_args() {
        assert_eq!(
            split_args("a 'b c' \"d\\\"e\"  f\\ g"),
            ["a", "b c", "d\"e", "f g"]
        );
        assert!(split_args("   ").is_empty());
    }
}
