//! Fuzzes evaluation: any small program must run to an output, a PHP error or an uncaught
//! exception, never a Rust panic, an abort or a stack overflow.
//!
//! Programs that could legitimately run forever or touch the machine (loops, `goto`,
//! sleeping, file, socket and process functions) are skipped: they are valid PHP whose
//! behaviour is to hang or to have effects, not interpreter bugs.
//!
//! Run with a nightly toolchain: `cargo +nightly fuzz run eval -- -timeout=10`.

#![no_main]

use libfuzzer_sys::fuzz_target;

const SKIP: &[&str] = &[
    "while", "for", "goto", "do", "yield", "sleep", "file", "unlink", "dir", "rename",
    "copy", "touch", "chmod", "fopen", "fwrite", "put", "exec", "system", "passthru",
    "proc", "popen", "include", "require", "readline", "stdin", "php://", "mail", "link",
    "tempnam", "tmpfile", "glob", "set_time_limit", "range", "repeat", "pad", "fill",
    "socket", "fsockopen", "signal",
];

fuzz_target!(|data: &[u8]| {
    if data.len() > 2000 {
        return;
    }
    let lower = data.to_ascii_lowercase();
    if SKIP
        .iter()
        .any(|w| lower.windows(w.len()).any(|x| x == w.as_bytes()))
    {
        return;
    }
    // `run_main` runs the script on a coroutine stack of its own, with the recursion limit
    // that stack allows.
    let interp = aphp::eval::Interp::new();
    interp.capture_output();
    interp.ini_set_value("memory_limit", "64M");
    let _ = interp.run_main(data, "fuzz.php", &["fuzz.php".to_string()], 16 << 20);
    let _ = interp.take_output();
});
