//! The interactive shell (`aphp -a`): rustyline with history in `~/.aphp_history`, a
//! continuation prompt while the parser says the entry is incomplete, state kept between
//! entries. Ctrl-C clears the entry being typed, Ctrl-D leaves.

use rustyline::error::ReadlineError;
use rustyline::DefaultEditor;

use std::cell::RefCell;
use std::rc::Rc;

use crate::eval::{EntryOutcome, Interp, Unwind, SHELL_FILE};
use crate::value::Value;

const PROMPT: &str = "php > ";
const CONTINUE: &str = "php { ";

fn history_path() -> Option<std::path::PathBuf> {
    std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".aphp_history"))
}

/// What the parser makes of the text entered so far.
#[derive(Debug, PartialEq)]
enum Entry {
    /// Ready to run (possibly with a syntax error the evaluator reports in PHP's words).
    Complete(Vec<u8>),
    /// The text ends inside an unfinished construct: read another line.
    Incomplete,
}

/// Put the typed text behind a `<?php` tag and ask the parser whether it is complete. A
/// missing final `;` is supplied, so `1 + 2` or `echo $x` run as typed.
fn classify(text: &str) -> Entry {
    let src = format!("<?php {text}");
    match crate::syntax::parse(src.as_bytes(), SHELL_FILE) {
        Ok(_) => Entry::Complete(src.into_bytes()),
        Err(e) if e.incomplete => {
            let with_semi = format!("<?php {text};");
            match crate::syntax::parse(with_semi.as_bytes(), SHELL_FILE) {
                Ok(_) => Entry::Complete(with_semi.into_bytes()),
                Err(_) => Entry::Incomplete,
            }
        }
        Err(_) => Entry::Complete(src.into_bytes()),
    }
}

/// Run `body` as the main coroutine on a stack of `stack` bytes, then the scheduler until
/// every coroutine it spawned is done, as after a script.
fn as_main(
    interp: &Interp,
    stack: usize,
    body: impl FnOnce(&Interp) -> EntryOutcome + 'static,
) -> EntryOutcome {
    let slot: Rc<RefCell<Option<EntryOutcome>>> = Rc::default();
    let out = slot.clone();
    interp.run_main_task(
        stack,
        Box::new(move |i: &Interp| {
            *out.borrow_mut() = Some(body(i));
            Ok(Value::Null)
        }),
    );
    let outcome = slot.borrow_mut().take();
    match outcome {
        Some(o) => o,
        // A coroutine ended the program (exit, or a fatal error after graceful shutdown).
        None => match interp.async_exit_reason() {
            Unwind::Exit(n) => EntryOutcome::Exit(n),
            _ => EntryOutcome::Exit(255),
        },
    }
}

/// Run the shell until Ctrl-D or `exit`; each entry runs on a stack of `stack` bytes.
/// Returns the exit status.
pub fn run(interp: &Interp, stack: usize) -> i32 {
    let mut rl = match DefaultEditor::new() {
        Ok(rl) => rl,
        Err(e) => {
            eprintln!("aphp: cannot start the interactive shell: {e}");
            return 1;
        }
    };
    let history = history_path();
    if let Some(h) = &history {
        let _ = rl.load_history(h);
    }
    outln!("Interactive shell\n");
    interp.repl_begin();
    let mut pending = String::new();
    let mut status = None;
    while status.is_none() {
        let prompt = if pending.is_empty() { PROMPT } else { CONTINUE };
        match rl.readline(prompt) {
            Ok(line) => {
                if pending.is_empty() && line.trim().is_empty() {
                    continue;
                }
                if !pending.is_empty() {
                    pending.push('\n');
                }
                pending.push_str(&line);
                if let Entry::Complete(src) = classify(&pending) {
                    let _ = rl.add_history_entry(pending.as_str());
                    pending.clear();
                    let entry = move |i: &Interp| i.repl_eval(&src);
                    if let EntryOutcome::Exit(n) = as_main(interp, stack, entry) {
                        status = Some(n);
                    }
                    if !interp.output_at_line_start() {
                        interp.echo(b"\n");
                        interp.flush();
                    }
                }
            }
            Err(ReadlineError::Interrupted) => pending.clear(),
            Err(ReadlineError::Eof) => break,
            Err(e) => {
                eprintln!("aphp: {e}");
                break;
            }
        }
    }
    if let Some(h) = &history {
        let _ = rl.save_history(h);
    }
    let end = as_main(interp, stack, |i: &Interp| EntryOutcome::Exit(i.repl_end()));
    match (status, end) {
        (Some(n), _) | (None, EntryOutcome::Exit(n)) => n,
        (None, EntryOutcome::Done) => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn complete_and_incomplete_entries() {
        assert_eq!(
            classify("echo 1;"),
            Entry::Complete(b"<?php echo 1;".to_vec())
        );
        assert_eq!(
            classify("echo 1"),
            Entry::Complete(b"<?php echo 1;".to_vec())
        );
        assert_eq!(classify("function f() {"), Entry::Incomplete);
        assert_eq!(classify("$a = [1,"), Entry::Incomplete);
        assert_eq!(classify("if ($x) {\n echo 1;"), Entry::Incomplete);
        // A real syntax error is run so that PHP's message is printed.
        assert_eq!(
            classify("echo 1 2;"),
            Entry::Complete(b"<?php echo 1 2;".to_vec())
        );
    }
}
