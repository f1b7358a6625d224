//! Runs every tests/phpt/**/*.phpt file as its own test.

fn main() {}
