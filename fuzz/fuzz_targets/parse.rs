//! Fuzzes the parser: any byte string must give a syntax tree or a syntax error,
//! never a panic, a hang or a stack overflow.
//!
//! Run with a nightly toolchain: `cargo +nightly fuzz run parse`. A good seed
//! corpus is the code of the golden tests: `scripts/fuzz_corpus.sh`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = aphp::syntax::parse(data, "fuzz.php");
});
