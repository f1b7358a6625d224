//! The `aphp` command line: run a script, `-r` code, `-l` lint, the REPL, `aphp test`.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("test") {
        std::process::exit(aphp::phpt::run(&args[2..]));
    }
    let _interp = aphp::eval::Interp::new();
}
