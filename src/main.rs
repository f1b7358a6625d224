//! The `aphp` command line: run a script, `-r` code, `-l` lint, the REPL, `aphp test`.

fn main() {
    let _interp = aphp::eval::Interp::new();
}
