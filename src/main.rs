//! The `aphp` command line: run a script, `-r` code, `-l` lint, `aphp test`.

use std::io::Read;

use std::io::IsTerminal;

use aphp::diagnostics::DiagnosticsMode;
use aphp::{out, outln};
use clap::Parser;

/// mimalloc (PHP programs allocate and free many small values), counted for
/// `memory_limit`.
#[global_allocator]
static GLOBAL: aphp::runtime::memory::CountingAlloc = aphp::runtime::memory::CountingAlloc;

/// Command-line options, as php-cli spells them.
#[derive(Parser)]
#[command(name = "aphp", disable_version_flag = true, disable_help_flag = true)]
struct Cli {
    /// Run PHP code without `<?php` tags.
    #[arg(short = 'r', value_name = "CODE")]
    code: Option<String>,
    /// Syntax check only.
    #[arg(short = 'l')]
    lint: bool,
    /// Set an ini entry: -d key=value.
    #[arg(short = 'd', value_name = "KEY=VALUE")]
    define: Vec<String>,
    /// No php.ini (accepted; aphp reads none).
    #[arg(short = 'n')]
    no_ini: bool,
    /// Print the version.
    #[arg(short = 'v')]
    version: bool,
    /// Print help.
    #[arg(short = 'h')]
    help: bool,
    /// Interactive shell.
    #[arg(short = 'a')]
    interactive: bool,
    /// Render parse errors and uncaught errors on stderr: auto (when stderr is a
    /// terminal), fancy (always) or plain (never).
    #[arg(long = "diagnostics", value_name = "MODE", default_value = "auto")]
    diagnostics: String,
    /// The script (`-` for stdin) and its arguments.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    rest: Vec<String>,
}

/// Whether `--` comes before any script name on the command line (options and their
/// values skipped), as in `php -- args` with the script on stdin.
fn args_follow_dashdash(args: &[String]) -> bool {
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--" => return true,
            "-d" | "-r" | "--diagnostics" => {
                it.next();
            }
            o if o.starts_with('-') && o.len() > 1 => {}
            _ => return false,
        }
    }
    false
}

fn main() {
    aphp::runtime::signal::default_fault_dispositions();
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("test") {
        std::process::exit(aphp::phpt::run(&args[2..]));
    }
    let cli = match Cli::try_parse_from(&args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let stdin_script = args_follow_dashdash(&args);
    std::process::exit(run(cli, stdin_script));
}

fn run(cli: Cli, stdin_script: bool) -> i32 {
    let _ = cli.no_ini;
    let mode = match cli.diagnostics.as_str() {
        "auto" => DiagnosticsMode::Auto,
        "fancy" => DiagnosticsMode::Fancy,
        "plain" => DiagnosticsMode::Plain,
        other => {
            eprintln!("aphp: unknown --diagnostics mode '{other}' (auto, fancy or plain)");
            return 1;
        }
    };
    aphp::diagnostics::set_mode(mode);
    if cli.version {
        outln!(
            "PHP {} (cli) (aphp {})\nCopyright (c) The PHP Group",
            aphp::builtins::core_constants::PHP_VERSION,
            env!("CARGO_PKG_VERSION")
        );
        return 0;
    }
    if cli.help {
        outln!("Usage: aphp [options] [-f] <file> [--] [args...]\n   aphp [options] -r <code> [--] [args...]\n   aphp test [paths...]\n\n  -a            Run as interactive shell\n  -d key=value  Define an ini entry\n  -l            Syntax check only (lint)\n  -n            No configuration (ini) files\n  -r <code>     Run PHP <code> without using script tags <?..?>\n  -v            Version number\n  -h            This help\n  --diagnostics=auto|fancy|plain\n                Render errors on stderr with source snippets (auto: when a terminal)");
        return 0;
    }
    let mut interp = aphp::Interpreter::new();
    for d in &cli.define {
        let (k, v) = d.split_once('=').unwrap_or((d.as_str(), "1"));
        interp.ini_set(k.trim(), v.trim());
    }
    if cli.interactive
        || (cli.code.is_none() && cli.rest.is_empty() && std::io::stdin().is_terminal())
    {
        return interp.repl();
    }
    if let Some(code) = &cli.code {
        let mut argv = vec!["Standard input code".to_string()];
        argv.extend(cli.rest.iter().cloned());
        return interp.run_code(code, &argv);
    }
    let (script, args) = match cli.rest.split_first() {
        // `aphp [options] -- args`: the script comes from stdin, all of rest are args.
        Some(_) if stdin_script => ("-".to_string(), cli.rest.clone()),
        Some((s, a)) => (s.clone(), a.to_vec()),
        None => ("-".to_string(), Vec::new()),
    };
    if cli.lint {
        let src = match read_script(&script) {
            Ok(s) => s,
            Err(code) => return code,
        };
        return match interp.lint(&src, &script) {
            Ok(()) => {
                outln!("No syntax errors detected in {script}");
                0
            }
            Err(msg) => {
                out!("{msg}");
                outln!("Errors parsing {script}");
                255
            }
        };
    }
    let mut argv = vec![script.clone()];
    argv.extend(args);
    if script == "-" {
        argv[0] = "Standard input code".into();
        let src = match read_script("-") {
            Ok(s) => s,
            Err(code) => return code,
        };
        return interp.run_source(&src, "Standard input code", &argv);
    }
    interp.run_file(&script, &argv)
}

fn read_script(path: &str) -> Result<Vec<u8>, i32> {
    if path == "-" {
        let mut buf = Vec::new();
        if std::io::stdin().read_to_end(&mut buf).is_err() {
            return Err(1);
        }
        return Ok(buf);
    }
    std::fs::read(path).map_err(|_| {
        outln!("Could not open input file: {path}");
        1
    })
}
