//! A persistent interactive session: each entry typed at the shell runs in the same global
//! scope, the way an `include` shares its includer's variables. An uncaught exception or
//! a fatal error ends only that entry, not the session.

use std::rc::Rc;

use super::frame::{Frame, NameCtx, ScopeOwner};
use super::{Interp, Unwind};

/// The file name code typed at the shell is reported under (as `php -a` names it).
pub const SHELL_FILE: &str = "php shell code";

/// How an entry ended.
pub enum EntryOutcome {
    /// It ran (or failed in a way already reported); the session goes on.
    Done,
    /// It called `exit`: leave the shell with this status.
    Exit(i32),
}

impl Interp {
    /// Prepare the global scope of a session.
    pub fn repl_begin(&self) {
        let Ok((prog, file)) = self.load_source(b"<?php ", SHELL_FILE) else {
            return;
        };
        let frame = Rc::new(Frame::new(
            ScopeOwner::Program(prog, None, file.clone()),
            Rc::new(NameCtx::default()),
            false,
        ));
        *self.globals.borrow_mut() = Some(frame);
        *self.cur_file.borrow_mut() = file;
    }

    /// Run one complete entry (with its `<?php` tag) in the session's global scope.
    /// Errors are reported as php-cli reports them.
    pub fn repl_eval(&self, src: &[u8]) -> EntryOutcome {
        let Some(globals) = self.globals.borrow().clone() else {
            return EntryOutcome::Done;
        };
        let Ok((prog, file)) = self.load_source(src, SHELL_FILE) else {
            self.flush();
            return EntryOutcome::Done;
        };
        let names = globals.names.borrow().clone();
        let frame = Frame::new(
            ScopeOwner::Program(prog.clone(), None, file.clone()),
            names,
            false,
        );
        let unbound = self.share_scope(&globals, &frame, &prog);
        *self.cur_file.borrow_mut() = file;
        let r = self
            .hoist(&frame, &prog.stmts)
            .and_then(|_| self.exec_block(&frame, &prog.stmts))
            .map(|_| ())
            .and_then(|_| self.after_statement());
        self.unshare_scope(&globals, &frame, &prog, &unbound);
        // `namespace` and `use` declarations carry over to the next entry.
        *globals.names.borrow_mut() = frame.names.borrow().clone();
        self.stack.borrow_mut().clear();
        let outcome = match r {
            Ok(()) | Err(Unwind::Fatal) | Err(Unwind::Destroyed) => EntryOutcome::Done,
            Err(Unwind::Throw(ex)) => {
                self.report_uncaught(&ex);
                EntryOutcome::Done
            }
            Err(Unwind::Exit(n)) => EntryOutcome::Exit(n),
        };
        self.flush();
        outcome
    }

    /// End a session: shutdown functions, destructors, output buffers.
    pub fn repl_end(&self) -> i32 {
        self.finish(Ok(()))
    }
}
