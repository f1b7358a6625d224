//! Loading and running source files: the main script (global frame, `$argv`, uncaught
//! exceptions, shutdown functions, exit status) and `include`/`require` (`_once`), whose
//! top-level code shares the including scope's variables.

use std::rc::Rc;

use super::frame::{Flow, Frame, NameCtx, ScopeOwner, SourceFile};
use super::{Interp, Unwind};
use crate::syntax::ast::*;
use crate::value::{Key, PhpArray, Value};

/// Whether a file starts with `declare(strict_types=1)`.
fn strict_types(p: &Program) -> bool {
    for s in &p.stmts {
        match &s.kind {
            StmtKind::Declare { directives, .. } => {
                for (n, e) in directives {
                    if n.eq_ignore_ascii_case("strict_types") {
                        if let ExprKind::Lit(Literal::Int(1)) = e.kind {
                            return true;
                        }
                    }
                }
            }
            StmtKind::InlineHtml(_) | StmtKind::Nop => {}
            _ => return false,
        }
    }
    false
}

impl Interp {
    /// Parse and resolve a source file. Prints PHP's parse error on failure.
    pub(crate) fn load_source(
        &self,
        src: &[u8],
        path: &str,
    ) -> Result<(Rc<Program>, Rc<SourceFile>), Unwind> {
        let base = shebang_len(src);
        let parsed = crate::syntax::parse(&src[base..], path).and_then(|p| {
            match crate::compile::resolve_program(&p) {
                None => Ok(p),
                Some(ce) => {
                    // PHP compiles in source order: what it reported before reaching the
                    // error is printed ahead of it.
                    self.report_compile_notices(&p, path, base, ce.pos);
                    Err(crate::syntax::SyntaxError {
                        line: p.line_of(ce.pos),
                        message: ce.message,
                        span: crate::syntax::ast::Span::new(ce.pos as usize, ce.pos as usize),
                        incomplete: false,
                        kind: crate::syntax::ErrorKind::CompileFatal,
                    })
                }
            }
        });
        match parsed {
            Ok(p) => {
                crate::diagnostics::remember(path, src);
                self.report_compile_notices(&p, path, base, u32::MAX);
                let file = Rc::new(SourceFile::new(path, src, base as u32));
                let p = Rc::new(p);
                self.programs.borrow_mut().push(p.clone());
                Ok((p, file))
            }
            Err(mut e) => {
                e.line += (base > 0) as u32;
                self.echo(e.php_message(path).as_bytes());
                if crate::diagnostics::enabled() {
                    self.flush();
                }
                let span = (base + e.span.lo as usize, base + e.span.hi as usize);
                crate::diagnostics::emit(
                    path,
                    src,
                    span,
                    &e.message,
                    if e.incomplete {
                        "the input ends here"
                    } else {
                        "here"
                    },
                    crate::diagnostics::syntax_help(&e.message, e.incomplete),
                );
                Err(Unwind::Fatal)
            }
        }
    }

    /// Print the compile-time deprecations and warnings of `p` found before offset `upto`.
    fn report_compile_notices(&self, p: &Program, path: &str, base: usize, upto: u32) {
        for n in p.deprecations.iter().filter(|n| n.pos < upto) {
            let line = p.line_of(n.pos) + (base > 0) as u32;
            let level = if n.warning {
                super::interp::E_WARNING
            } else {
                super::interp::E_DEPRECATED
            };
            self.report_at(level, &n.message, path, line);
        }
    }

    /// Run a main script. Returns the process exit status.
    pub fn run_main(&self, src: &[u8], path: &str, argv: &[String], stack: usize) -> i32 {
        let (src, path, argv) = (src.to_vec(), path.to_string(), argv.to_vec());
        let r = self.run_main_task(
            stack,
            Box::new(move |i: &Interp| {
                let status = match i.main_script(&src, &path, &argv) {
                    Some(r) => {
                        let r = i.after_main_script(r);
                        i.finish(r)
                    }
                    None => 255,
                };
                Ok(Value::Int(status as i64))
            }),
        );
        let status = match r {
            Some(Ok(Value::Int(n))) => n as i32,
            _ => {
                // A coroutine ended the program (exit or a fatal error).
                let u = self.async_exit_reason();
                let r = self.run_main_task(
                    stack,
                    Box::new(move |i: &Interp| Ok(Value::Int(i.finish(Err(u)) as i64))),
                );
                match r {
                    Some(Ok(Value::Int(n))) => n as i32,
                    _ => 255,
                }
            }
        };
        self.forget_coroutines();
        self.flush();
        status
    }

    /// Load and run the main script; None when it does not parse.
    fn main_script(&self, src: &[u8], path: &str, argv: &[String]) -> Option<Result<(), Unwind>> {
        let (prog, file) = self.load_source(src, path).ok()?;
        if let Ok(real) = std::fs::canonicalize(path) {
            self.included
                .borrow_mut()
                .push(real.to_string_lossy().into_owned());
        }
        let strict = strict_types(&prog);
        let frame = Rc::new(Frame::new(
            ScopeOwner::Program(prog.clone(), None, file.clone()),
            Rc::new(NameCtx::default()),
            strict,
        ));
        *self.globals.borrow_mut() = Some(frame.clone());
        *self.cur_file.borrow_mut() = file;
        self.strict_types.set(strict);
        self.set_cli_globals(&frame, argv);
        let r = self
            .hoist(&frame, &prog.stmts)
            .and_then(|_| self.exec_block(&frame, &prog.stmts));
        Some(r.and_then(|_| self.after_statement()).map(|_| ()))
    }

    /// The variables php-cli registers before the script runs: the empty request
    /// arrays, `$argv`, `$argc` and `$_SERVER` (environment, script path, request time).
    fn set_cli_globals(&self, frame: &Frame, argv: &[String]) {
        for name in ["_GET", "_POST", "_COOKIE", "_FILES"] {
            self.set_var_by_name(frame, name.as_bytes(), Value::arr(PhpArray::new()));
        }
        let args = Value::arr(PhpArray::from_values(
            argv.iter().map(|a| Value::str(a)).collect(),
        ));
        let argc = Value::Int(argv.len() as i64);
        self.set_var_by_name(frame, b"argv", args.clone());
        self.set_var_by_name(frame, b"argc", argc.clone());
        let mut server = PhpArray::new();
        for (k, v) in std::env::vars_os() {
            server.insert(
                Key::from_bytes(k.as_encoded_bytes()),
                Value::bytes(v.as_encoded_bytes()),
            );
        }
        *self.env_at_start.borrow_mut() = Some(server.clone());
        let script = Value::str(argv.first().map_or("", |s| s.as_str()));
        for name in [
            "PHP_SELF",
            "SCRIPT_NAME",
            "SCRIPT_FILENAME",
            "PATH_TRANSLATED",
        ] {
            server.insert(Key::from(name), script.clone());
        }
        server.insert(Key::from("DOCUMENT_ROOT"), Value::str(""));
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let micros = now.as_micros() as f64 / 1e6;
        server.insert(Key::from("REQUEST_TIME_FLOAT"), Value::Float(micros));
        server.insert(Key::from("REQUEST_TIME"), Value::Int(now.as_secs() as i64));
        server.insert(Key::from("argv"), args);
        server.insert(Key::from("argc"), argc);
        self.set_var_by_name(frame, b"_SERVER", Value::arr(server));
    }

    /// Turn the main script's outcome into an exit status: uncaught exceptions, shutdown
    /// functions, remaining destructors, output flush.
    pub(crate) fn finish(&self, r: Result<(), Unwind>) -> i32 {
        // Objects of the frames an exception or `exit` left are destroyed first.
        let r = match r {
            Err(u @ (Unwind::Throw(_) | Unwind::Exit(_))) => self.run_destructors().and(Err(u)),
            r => r,
        };
        self.at_shutdown.set(true);
        let mut status = self.outcome_status(r);
        // Shutdown functions, including ones registered while they run. PHP frees them
        // (and what their closures hold) only after the destructors.
        let mut ran = Vec::new();
        'shutdown: loop {
            let funcs = std::mem::take(&mut *self.shutdown_functions.borrow_mut());
            if funcs.is_empty() {
                break;
            }
            for (cb, args) in funcs {
                let r = self.call_callable(&cb, args.clone());
                ran.push((cb, args));
                let s = self.outcome_status(r.map(|_| ()).map_err(|e| *e));
                if s != 0 {
                    status = s;
                    if matches!(s, 255) {
                        break 'shutdown;
                    }
                }
            }
        }
        let r = self.script_end_destructors();
        let s = self.outcome_status(r);
        if s != 0 {
            status = s;
        }
        drop(ran);
        // A handler failing in this last flush ends the script as failed; the output
        // layer is shutting down, so nothing more is reported.
        if let Err(Unwind::Fatal | Unwind::Throw(_)) = self.ob_end_all() {
            status = 255;
        }
        self.flush();
        status
    }

    fn outcome_status(&self, r: Result<(), Unwind>) -> i32 {
        match r {
            Ok(()) | Err(Unwind::Destroyed) => 0,
            Err(Unwind::Exit(n)) => n,
            Err(Unwind::Fatal) => 255,
            Err(Unwind::Throw(ex)) => {
                let handler = self.exception_handlers.borrow_mut().pop();
                if let Some(h) = handler.filter(|h| !h.is_null()) {
                    match self
                        .call_callable(&h, vec![Value::Object(ex)])
                        .map_err(|e| *e)
                    {
                        // A handled exception ends the script with status 0, as in PHP.
                        Ok(_) => 0,
                        Err(Unwind::Throw(ex2)) => {
                            self.report_uncaught(&ex2);
                            255
                        }
                        Err(Unwind::Exit(n)) => n,
                        Err(Unwind::Fatal) | Err(Unwind::Destroyed) => 255,
                    }
                } else {
                    self.report_uncaught(&ex);
                    255
                }
            }
        }
    }

    /// `include`/`require` (`_once`) of `path` from frame `f`.
    pub(crate) fn include(
        &self,
        f: &Frame,
        kind: IncludeKind,
        path: &[u8],
    ) -> Result<Value, Unwind> {
        let name = String::from_utf8_lossy(path).to_string();
        let fname = match kind {
            IncludeKind::Include => "include",
            IncludeKind::IncludeOnce => "include_once",
            IncludeKind::Require => "require",
            IncludeKind::RequireOnce => "require_once",
        };
        let is_require = matches!(kind, IncludeKind::Require | IncludeKind::RequireOnce);
        let once = matches!(kind, IncludeKind::IncludeOnce | IncludeKind::RequireOnce);
        let found = self.find_include(&name, &f.file().dir());
        let Some(full) = found else {
            let include_path = self.include_path();
            self.warn(&format!(
                "{fname}({name}): Failed to open stream: No such file or directory"
            ));
            if is_require {
                return Err(self.throw_error(
                    "Error",
                    &format!("Failed opening required '{name}' (include_path='{include_path}')"),
                ));
            }
            self.warn(&format!(
                "{fname}(): Failed opening '{name}' for inclusion (include_path='{include_path}')"
            ));
            return Ok(Value::Bool(false));
        };
        if once && self.included.borrow().contains(&full) {
            return Ok(Value::Bool(true));
        }
        let src = match std::fs::read(&full) {
            Ok(s) => s,
            Err(_) => {
                self.warn(&format!(
                    "{fname}({name}): Failed to open stream: Permission denied"
                ));
                return Ok(Value::Bool(false));
            }
        };
        // The file PHP opens to compile takes a resource number.
        crate::builtins::stream::next_resource_id();
        if !self.included.borrow().contains(&full) {
            self.included.borrow_mut().push(full.clone());
        }
        let (prog, file) = self.load_source(&src, &full)?;
        Ok(self
            .run_in_scope(f, fname, prog, file)?
            .unwrap_or(Value::Int(1)))
    }

    /// `eval()`: `code` runs as PHP code (no opening tag) in the calling scope; a syntax
    /// error throws `ParseError`. Returns what the code returns, or null.
    pub(crate) fn eval_code(&self, f: &Frame, code: &[u8]) -> Result<Value, Unwind> {
        let path = format!(
            "{}({}) : eval()'d code",
            self.cur_file.borrow().path,
            self.current_line()
        );
        let mut src = b"<?php ".to_vec();
        src.extend_from_slice(code);
        if let Err(e) = crate::syntax::parse(&src, &path) {
            if e.kind == crate::syntax::ErrorKind::Parse {
                let err = self.throw_error("ParseError", &e.message);
                if let Unwind::Throw(o) = &err {
                    o.set_prop(b"file", Value::str(&path));
                    o.set_prop(b"line", Value::Int(e.line as i64));
                }
                return Err(err);
            }
        }
        let (prog, file) = self.load_source(&src, &path)?;
        Ok(self
            .run_in_scope(f, "eval", prog, file)?
            .unwrap_or(Value::Null))
    }

    /// Run loaded code in the scope of `f` (its variables, `$this` and class), under a
    /// stack entry `construct()` (`include()`, `eval()`) for traces; the value of a
    /// `return` in it, if any.
    fn run_in_scope(
        &self,
        f: &Frame,
        construct: &str,
        prog: Rc<Program>,
        file: Rc<SourceFile>,
    ) -> Result<Option<Value>, Unwind> {
        let strict = strict_types(&prog);
        let frame = Frame::new(
            ScopeOwner::Program(prog.clone(), f.func().cloned(), file.clone()),
            Rc::new(NameCtx::default()),
            strict,
        );
        let frame = Frame {
            this: f.this.clone(),
            class: f.class.clone(),
            static_class: f.static_class.clone(),
            ..frame
        };
        let unbound = self.share_scope(f, &frame, &prog);
        let info = self.native_call_info(Rc::from(construct), None, Vec::new(), false);
        let saved_file = self.cur_file.replace(file);
        let saved_pos = self.cur_pos.get();
        let saved_strict = self.strict_types.replace(strict);
        let r = self.in_native_call(info, || {
            self.hoist(&frame, &prog.stmts)
                .and_then(|_| self.exec_block(&frame, &prog.stmts))
        });
        self.unshare_scope(f, &frame, &prog, &unbound);
        *self.cur_file.borrow_mut() = saved_file;
        self.cur_pos.set(saved_pos);
        self.strict_types.set(saved_strict);
        match r? {
            Flow::Return(v) => Ok(Some(v)),
            _ => Ok(None),
        }
    }

    /// Bind the variables of `prog`'s top-level code (running in `to`) that exist in the
    /// scope `from` to them through references: included code and shell entries share the
    /// including scope. Returns the variables that did not exist yet, for `unshare_scope`.
    pub(crate) fn share_scope(&self, from: &Frame, to: &Frame, prog: &Program) -> Vec<usize> {
        let names = prog.scope.locals.borrow().clone();
        let mut unbound = Vec::new();
        for (i, n) in names.iter().enumerate() {
            if &**n == "this" {
                continue;
            }
            if !var_exists(from, n.as_bytes()) {
                unbound.push(i);
                continue;
            }
            let r = self.var_ref_by_name(from, n.as_bytes());
            to.slots.borrow_mut()[i] = Some(Value::Ref(r));
        }
        unbound
    }

    /// After included code ran: the variables it created (listed by `share_scope`) become
    /// variables of the including scope.
    pub(crate) fn unshare_scope(
        &self,
        from: &Frame,
        to: &Frame,
        prog: &Program,
        unbound: &[usize],
    ) {
        let names = prog.scope.locals.borrow().clone();
        for &i in unbound {
            let v = to.slots.borrow_mut().get_mut(i).and_then(Option::take);
            let Some(v) = v else { continue };
            put_var(from, names[i].as_bytes(), v);
        }
    }

    /// The `include_path` setting.
    fn include_path(&self) -> String {
        self.ini
            .get("include_path")
            .map(|p| p.to_string_lossy())
            .unwrap_or_default()
    }

    /// Resolve an include name as PHP does: absolute and `./`, `../` names as they are;
    /// other names in each `include_path` entry (relative ones from the working
    /// directory), then in the including file's directory.
    fn find_include(&self, name: &str, dir: &str) -> Option<String> {
        let candidates: Vec<std::path::PathBuf> = if name.starts_with('/') {
            vec![name.into()]
        } else if name.starts_with("./") || name.starts_with("../") {
            vec![std::env::current_dir().ok()?.join(name)]
        } else {
            let cwd = std::env::current_dir().unwrap_or_default();
            let mut v: Vec<std::path::PathBuf> = self
                .include_path()
                .split(':')
                .filter(|entry| !entry.is_empty())
                .map(|entry| cwd.join(entry).join(name))
                .collect();
            v.push(std::path::Path::new(dir).join(name));
            v
        };
        for c in candidates {
            if c.is_file() {
                let real = std::fs::canonicalize(&c).unwrap_or(c);
                return Some(real.to_string_lossy().to_string());
            }
        }
        None
    }
}

/// Whether variable `name` is defined in frame `f` (possibly as null).
fn var_exists(f: &Frame, name: &[u8]) -> bool {
    match f.slot_of(name) {
        Some(i) => f.slots.borrow().get(i).is_some_and(Option::is_some),
        None => f.extra.contains(name),
    }
}

/// Make `v` (a value or a reference) the binding of variable `name` in frame `f`.
fn put_var(f: &Frame, name: &[u8], v: Value) {
    let old = match f.slot_of(name) {
        Some(i) => {
            f.ensure_slots();
            f.slots.borrow_mut()[i].replace(v)
        }
        None => f.extra.borrow_mut().insert(name.to_vec(), v),
    };
    drop(old);
}

/// Length of a `#!` line at the start of a script (skipped, but counted as line 1).
fn shebang_len(src: &[u8]) -> usize {
    if src.starts_with(b"#!") {
        match src.iter().position(|&c| c == b'\n') {
            Some(i) => i + 1,
            None => src.len(),
        }
    } else {
        0
    }
}
