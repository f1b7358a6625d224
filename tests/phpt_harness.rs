//! Runs every tests/phpt/**/*.phpt file as its own test, through the same code
//! as `aphp test`. Tests listed in tests/phpt/known-failures.txt may fail (they
//! are reported as ignored with their reason); a listed test that passes fails
//! the run, so the list stays honest.

use aphp::phpt::{self, Config, Status};
use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

const KNOWN_FAILURES: &str = "known-failures.txt";

/// `path reason...` lines (path relative to tests/phpt); `#` starts a comment.
fn load_known(file: &Path) -> Result<HashMap<String, String>, String> {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(HashMap::new()),
        Err(e) => return Err(format!("cannot read {}: {e}", file.display())),
    };
    let mut known = HashMap::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (path, reason) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        known.insert(path.to_string(), reason.trim().to_string());
    }
    Ok(known)
}

fn relative(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}

fn judge(
    path: &Path,
    cfg: &Config,
    known: Option<&str>,
    lock: &RwLock<()>,
) -> Result<Completion, Failed> {
    // Tests with --CONFLICTS-- run alone; the others share the lock.
    let outcome = if phpt::has_conflicts(path) {
        let _alone = lock.write().unwrap_or_else(|e| e.into_inner());
        phpt::run_test(path, cfg)
    } else {
        let _shared = lock.read().unwrap_or_else(|e| e.into_inner());
        phpt::run_test(path, cfg)
    };
    let failed = matches!(outcome.status, Status::Fail);
    match (outcome.status, known) {
        (Status::Skip, _) => Ok(Completion::ignored_with(outcome.reason)),
        (_, Some(reason)) if failed => {
            Ok(Completion::ignored_with(format!("known failure: {reason}")))
        }
        (_, Some(_)) => {
            // A listed test that passes is reported, not failed: the list is a ratchet
            // that is tightened by hand (scripts/known_failures.py --prune-only).
            eprintln!(
                "now passing: {} (remove it from tests/phpt/{KNOWN_FAILURES})",
                path.display()
            );
            Ok(Completion::Completed)
        }
        (Status::Fail, None) => {
            let mut msg = format!("{}: {}", outcome.title, outcome.reason);
            if outcome.has_output() {
                msg.push('\n');
                msg.push_str(&outcome.diff());
            }
            let stderr = String::from_utf8_lossy(&outcome.stderr);
            if !stderr.trim().is_empty() {
                msg.push_str("stderr:\n");
                msg.push_str(stderr.trim());
            }
            Err(msg.into())
        }
        _ => Ok(Completion::Completed),
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/phpt");
    let known = match load_known(&root.join(KNOWN_FAILURES)) {
        Ok(k) => k,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let tests = if root.is_dir() {
        match phpt::collect(std::slice::from_ref(&root)) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        }
    } else {
        Vec::new()
    };
    let command = match std::env::var(phpt::BINARY_ENV) {
        Ok(cmd) if !cmd.trim().is_empty() => cmd.split_whitespace().map(String::from).collect(),
        _ => vec![env!("CARGO_BIN_EXE_aphp").to_string()],
    };
    let mut cfg = Config::new(command);
    cfg.extensions = phpt::APHP_EXTENSIONS
        .iter()
        .map(|e| e.to_string())
        .collect();
    cfg.write_artifacts = false;
    let cfg = Arc::new(cfg);
    let lock = Arc::new(RwLock::new(()));

    let mut trials = Vec::new();
    for path in &tests {
        let rel = relative(&root, path);
        let reason = known.get(&rel).cloned();
        let listed = reason.is_some();
        let (path, cfg, lock) = (path.clone(), cfg.clone(), lock.clone());
        let trial =
            Trial::ignorable_test(rel, move || judge(&path, &cfg, reason.as_deref(), &lock));
        trials.push(if listed {
            trial.with_kind("known-failure")
        } else {
            trial
        });
    }
    // Every entry of the list must name an existing test.
    let stale: Vec<String> = known
        .keys()
        .filter(|k| !root.join(k).is_file())
        .cloned()
        .collect();
    trials.push(Trial::test(
        "known-failures list names existing tests",
        move || {
            if stale.is_empty() {
                Ok(())
            } else {
                Err(format!("no such tests: {}", stale.join(", ")).into())
            }
        },
    ));
    libtest_mimic::run(&args, trials).exit();
}
