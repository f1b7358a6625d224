#!/usr/bin/env bash
# What CI runs: formatting, lints (warnings are errors) and every test,
# the .phpt golden tests included (tests/phpt_harness.rs), then the TrueAsync
# conformance ratchet (scripts/conformance.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --check
cargo clippy --all-targets -- -D warnings
cargo test --release
scripts/conformance.sh target/release/aphp
