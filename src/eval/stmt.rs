//! Statement execution: blocks, loops (with `break N`/`continue N`), `foreach` over
//! arrays (by value and by reference) and objects, `switch`, `try`/`catch`/`finally`,
//! `global`, `static`, declarations and namespaces.

use std::rc::Rc;

use super::assign::{LPath, Out, Step, WriteOp};
use super::counted_loop::CountedLoop;
use super::frame::{Flow, Frame, NameCtx, ScopeOwner};
use super::{Interp, Unwind};
use crate::object::Obj;
use crate::syntax::ast::*;
use crate::value::{PhpArray, Value};

pub(super) type ExecResult = Result<Flow, Unwind>;

impl Interp {
    #[inline(always)]
    pub(crate) fn exec_block(&self, f: &Frame, stmts: &[Stmt]) -> ExecResult {
        for s in stmts {
            // Expression statements, the most common, run here without a call of `exec`.
            if let StmtKind::Expr(e) = &s.kind {
                self.cur_pos.set(s.span.lo);
                self.exec_expr(f, e)?;
                continue;
            }
            match self.exec(f, s)? {
                Flow::Normal => {}
                Flow::Goto(label) => return self.goto_label(f, stmts, label),
                flow => return Ok(flow),
            }
        }
        Ok(Flow::Normal)
    }

    /// Go on after `label` when it is a statement of `stmts` (again for each `goto` to a
    /// label there); otherwise the jump goes on to the enclosing statement list.
    #[cold]
    #[inline(never)]
    fn goto_label(&self, f: &Frame, stmts: &[Stmt], label: Name) -> ExecResult {
        let mut label = label;
        loop {
            let at = stmts
                .iter()
                .position(|s| matches!(&s.kind, StmtKind::Label(l) if *l == label));
            let Some(at) = at else {
                return Ok(Flow::Goto(label));
            };
            match self.exec_block(f, &stmts[at + 1..])? {
                Flow::Goto(l) => label = l,
                flow => return Ok(flow),
            }
        }
    }

    /// The expression statement `e;`.
    #[inline(always)]
    fn exec_expr(&self, f: &Frame, e: &Expr) -> Result<(), Unwind> {
        let num_form = matches!(
            e.kind,
            ExprKind::IncDec { .. } | ExprKind::CompoundAssign { .. } | ExprKind::Assign { .. }
        );
        if !(num_form && self.num_stmt(f, e)) {
            let v = self.eval(f, e)?;
            if let ExprKind::Assign { .. } = e.kind {
                v.discard_assigned_copy();
            } else {
                v.discard();
            }
            self.after_statement()?;
        }
        Ok(())
    }

    pub(crate) fn exec(&self, f: &Frame, s: &Stmt) -> ExecResult {
        self.cur_pos.set(s.span.lo);
        match &s.kind {
            StmtKind::Expr(e) => self.exec_expr(f, e)?,
            StmtKind::InlineHtml(s) => self.echo(s),
            StmtKind::Block(b) => return self.exec_block(f, b),
            StmtKind::If {
                cond,
                then,
                elseifs,
                otherwise,
            } => {
                if self.eval_cond(f, cond)? {
                    return self.exec_block(f, then);
                }
                for (c, b) in elseifs {
                    if self.eval_cond(f, c)? {
                        return self.exec_block(f, b);
                    }
                }
                if let Some(b) = otherwise {
                    return self.exec_block(f, b);
                }
            }
            StmtKind::While { cond, body } => {
                while self.eval_cond(f, cond)? {
                    if let Some(exit) = loop_exit(self.exec_block(f, body)?) {
                        return Ok(exit);
                    }
                }
            }
            StmtKind::DoWhile { body, cond } => loop {
                if let Some(exit) = loop_exit(self.exec_block(f, body)?) {
                    return Ok(exit);
                }
                if !self.eval_cond(f, cond)? {
                    break;
                }
            },
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                for e in init {
                    if !self.num_stmt(f, e) {
                        self.eval(f, e)?;
                    }
                }
                if let Some(counter) = CountedLoop::of(cond, step) {
                    return self.exec_counted_loop(f, &counter, (&cond[0], &step[0]), body);
                }
                loop {
                    let ok = match cond.split_last() {
                        Some((last, rest)) => {
                            for c in rest {
                                self.eval(f, c)?;
                            }
                            self.eval_cond(f, last)?
                        }
                        None => true,
                    };
                    if !ok {
                        break;
                    }
                    if let Some(exit) = loop_exit(self.exec_block(f, body)?) {
                        return Ok(exit);
                    }
                    for e in step {
                        if !self.num_stmt(f, e) {
                            self.eval(f, e)?;
                        }
                    }
                }
            }
            StmtKind::Foreach {
                subject,
                key,
                value,
                by_ref,
                body,
            } => return self.exec_foreach(f, subject, key.as_ref(), value, *by_ref, body, s.span),
            StmtKind::Break(n) => return Ok(Flow::Break(*n)),
            StmtKind::Continue(n) => return Ok(Flow::Continue(*n)),
            StmtKind::Return(e) => {
                let v = match e {
                    Some(e) if f.func().is_some_and(|u| u.decl.by_ref_return) => {
                        self.return_ref(f, e)?
                    }
                    Some(e) => self.eval(f, e)?,
                    None => Value::Null,
                };
                return Ok(Flow::Return(v));
            }
            StmtKind::Try {
                body,
                catches,
                finally,
            } => return self.exec_try(f, body, catches, finally.as_deref()),
            StmtKind::Nop => {}
            _ => return self.exec_rest(f, s),
        }
        Ok(Flow::Normal)
    }

    /// The statements `exec` leaves to this function, so that its own stack frame (on the
    /// path of every loop body and every call made from a statement) stays small.
    #[inline(never)]
    fn exec_rest(&self, f: &Frame, s: &Stmt) -> ExecResult {
        match &s.kind {
            StmtKind::Echo(es) => {
                for e in es {
                    let v = self.eval(f, e)?;
                    self.raise_pending()?;
                    match &v {
                        Value::Str(s) => self.echo(s),
                        Value::Int(i) => self.echo(i.to_string().as_bytes()),
                        _ => {
                            self.set_pos(e.span);
                            let s = self.to_string(&v)?;
                            self.raise_pending()?;
                            self.echo(&s);
                            // A temporary object echoed is destroyed before the next
                            // argument is.
                            drop(v);
                            self.destroy_released(Ok(Value::Null))?;
                        }
                    }
                }
                self.after_statement()?;
            }
            StmtKind::Switch { subject, cases } => {
                let v = self.eval(f, subject)?;
                let mut start = None;
                for (i, c) in cases.iter().enumerate() {
                    if let Some(ce) = &c.cond {
                        let cv = self.eval(f, ce)?;
                        if self.loose_equals(&v, &cv)? {
                            start = Some(i);
                            break;
                        }
                    }
                }
                if start.is_none() {
                    start = cases.iter().position(|c| c.cond.is_none());
                }
                if let Some(start) = start {
                    for c in &cases[start..] {
                        match self.exec_block(f, &c.body)? {
                            Flow::Normal => {}
                            Flow::Break(n) if n > 1 => return Ok(Flow::Break(n - 1)),
                            Flow::Continue(n) if n > 1 => return Ok(Flow::Continue(n - 1)),
                            Flow::Break(_) | Flow::Continue(_) => return Ok(Flow::Normal),
                            r @ (Flow::Return(_) | Flow::Goto(_)) => return Ok(r),
                        }
                    }
                }
            }
            StmtKind::Global(names) => {
                let g = self.globals.borrow().clone();
                if let Some(g) = g {
                    if !std::ptr::eq(&*g, f) {
                        for n in names {
                            let r = self.var_ref_by_name(&g, n.as_bytes());
                            match f.slot_of(n.as_bytes()) {
                                Some(i) => {
                                    let old = f.slots.borrow_mut()[i].replace(Value::Ref(r));
                                    drop(old);
                                }
                                None => {
                                    f.extra
                                        .borrow_mut()
                                        .insert(n.as_bytes().to_vec(), Value::Ref(r));
                                }
                            }
                        }
                    }
                }
            }
            StmtKind::StaticVar(decls) => {
                let closure = match &f.owner {
                    ScopeOwner::Func(u) if u.has_closure_statics() => Some(u),
                    _ => None,
                };
                for d in decls {
                    let scope_key = f.owner.scope() as *const FunctionScope as usize;
                    // A method copied from a trait keeps its variables per using class
                    // (`self`); an inherited one shares them with its declaring class.
                    let class_key = f.class.as_ref().map_or(0, |c| Rc::as_ptr(c) as usize);
                    let var_key = d as *const StaticVarDecl as usize;
                    let key = (scope_key, class_key, var_key);
                    let existing = match closure {
                        Some(u) => u.closure_statics.borrow().get(&var_key).cloned(),
                        None => self.statics.borrow().get(&key).cloned(),
                    };
                    let r = match existing {
                        Some(r) => r,
                        None => {
                            let v = match &d.init {
                                Some(e) => self.eval(f, e)?,
                                None => Value::Null,
                            };
                            let r = Value::new_ref(v);
                            match closure {
                                Some(u) => {
                                    u.closure_statics.borrow_mut().insert(var_key, r.clone())
                                }
                                None => self.statics.borrow_mut().insert(key, r.clone()),
                            };
                            r
                        }
                    };
                    if let Some(i) = f.slot_of(d.name.as_bytes()) {
                        let old = f.slots.borrow_mut()[i].replace(Value::Ref(r));
                        drop(old);
                    }
                }
            }
            StmtKind::Unset(es) => {
                for e in es {
                    self.unset(f, e)?;
                    self.run_destructors()?;
                }
            }
            StmtKind::FuncDecl(d) => self.declare_function(f, d)?,
            StmtKind::ClassDecl(d) => self.declare_class(f, d)?,
            StmtKind::Namespace { name, body } => {
                let ctx = NameCtx {
                    ns: Rc::from(name.as_deref().unwrap_or("").trim_matches('\\')),
                    ..Default::default()
                };
                *f.names.borrow_mut() = Rc::new(ctx);
                if let Some(b) = body {
                    self.hoist(f, b)?;
                    let r = self.exec_block(f, b)?;
                    *f.names.borrow_mut() = Rc::new(NameCtx::default());
                    return Ok(r);
                }
            }
            StmtKind::Use { kind, items } => {
                let mut ctx = (**f.names.borrow()).clone();
                add_imports(&mut ctx, *kind, items);
                *f.names.borrow_mut() = Rc::new(ctx);
            }
            StmtKind::Const(items) => {
                for (n, e) in items {
                    let v = self.eval(f, e)?;
                    let ns = f.names.borrow().ns.clone();
                    let full = if ns.is_empty() {
                        n.to_string()
                    } else {
                        format!("{ns}\\{n}")
                    };
                    self.define_constant(&full, v);
                }
            }
            StmtKind::Declare { body: Some(b), .. } => return self.exec_block(f, b),
            StmtKind::HaltCompiler => return Ok(Flow::Return(Value::Int(1))),
            StmtKind::Goto(label) => return Ok(Flow::Goto(label.clone())),
            StmtKind::Label(_) => {}
            _ => {}
        }
        Ok(Flow::Normal)
    }

    /// Work done between statements: destructors of released objects, memory checks,
    /// exceptions raised by user error handlers. Usually there is none, which three reads
    /// tell.
    #[inline(always)]
    pub(crate) fn after_statement(&self) -> Result<(), Unwind> {
        if crate::runtime::memory::exceeded()
            || self.pending_throw.borrow().is_some()
            || crate::object::destruct::pending()
        {
            return self.after_statement_work();
        }
        Ok(())
    }

    #[inline(never)]
    fn after_statement_work(&self) -> Result<(), Unwind> {
        if let Some((limit, size)) = crate::runtime::memory::take_exceeded() {
            self.fatal(&format!(
                "Allowed memory size of {limit} bytes exhausted (tried to allocate {size} bytes)"
            ));
            return Err(Unwind::Fatal);
        }
        if let Some(o) = self.pending_throw.borrow_mut().take() {
            return Err(Unwind::Throw(o));
        }
        self.run_destructors()
    }

    /// `const`/`define`: returns false when already defined.
    pub(crate) fn define_constant(&self, name: &str, v: Value) -> bool {
        let mut c = self.constants.borrow_mut();
        if c.contains_key(name) {
            drop(c);
            self.warn(&format!("Constant {name} already defined"));
            return false;
        }
        c.insert(Box::from(name), v);
        self.constant_order.borrow_mut().push(Box::from(name));
        true
    }

    #[allow(clippy::too_many_arguments)]
    fn exec_foreach(
        &self,
        f: &Frame,
        subject: &Expr,
        key: Option<&Expr>,
        value: &Expr,
        by_ref: bool,
        body: &[Stmt],
        span: Span,
    ) -> ExecResult {
        let by_ref = by_ref
            || matches!(&value.kind, ExprKind::Array(items) | ExprKind::List(items) if super::assign::pattern_has_ref(items));
        if by_ref && is_var_path(subject) {
            return self.foreach_by_ref(f, subject, key, value, body, span);
        }
        let v = self.eval(f, subject)?;
        match v {
            Value::Array(arr) => {
                let flow = self.foreach_array(f, &arr, key, value, by_ref, body);
                // A temporary array dies with the loop, and what it held with it.
                drop(arr);
                if flow.is_ok() {
                    self.after_statement()?;
                }
                flow
            }
            Value::Object(o) => {
                // A temporary iterated object (`foreach (gen() as ...)`) dies with the loop.
                let flow = self.foreach_object(f, o, key, value, by_ref, body)?;
                self.run_destructors()?;
                Ok(flow)
            }
            other => {
                self.set_pos(span);
                self.warn(&format!(
                    "foreach() argument must be of type array|object, {} given",
                    other.type_name_for_error()
                ));
                Ok(Flow::Normal)
            }
        }
    }

    /// `foreach` over the elements of `arr` (a copy: the loop does not see changes).
    fn foreach_array(
        &self,
        f: &Frame,
        arr: &PhpArray,
        key: Option<&Expr>,
        value: &Expr,
        by_ref: bool,
        body: &[Stmt],
    ) -> ExecResult {
        let mut p = 0usize;
        while let Some(pos) = arr.next_pos(p) {
            p = pos + 1;
            let Some((k, v)) = arr.at_pos(pos) else {
                break;
            };
            let v = v.deref();
            if let (false, ExprKind::Var(_, slot)) = (by_ref, &value.kind) {
                if let Err(v) = f.store_over_scalar(slot.get(), v) {
                    // The value replaced may have been the last hold on an object.
                    self.assign_to(f, value, v)?;
                    self.after_statement()?;
                }
            } else if by_ref {
                match &value.kind {
                    // `[$a, &$b]` over a temporary: references into a copy.
                    ExprKind::Array(items) | ExprKind::List(items) => {
                        let elem = super::assign::LPath {
                            root: super::assign::Root::Cell(Value::new_ref(v), None),
                            steps: Vec::new(),
                        };
                        self.destructure_ref(f, items, &elem)?;
                    }
                    _ => self.bind_ref(f, value, Value::new_ref(v))?,
                }
            } else {
                self.assign_to(f, value, v)?;
                self.after_statement()?;
            }
            if let Some(ke) = key {
                self.assign_local(f, ke, k.to_value())?;
            }
            if let Some(exit) = loop_exit(self.exec_block(f, body)?) {
                return Ok(exit);
            }
        }
        Ok(Flow::Normal)
    }

    fn foreach_by_ref(
        &self,
        f: &Frame,
        subject: &Expr,
        key: Option<&Expr>,
        value: &Expr,
        body: &[Stmt],
        span: Span,
    ) -> ExecResult {
        let path = self.lpath(f, subject)?;
        let cur = self.quiet_path_value(f, &path)?;
        match cur {
            Value::Array(_) => {}
            Value::Null => {
                self.set_pos(span);
                self.warn("foreach() argument must be of type array|object, null given");
                return Ok(Flow::Normal);
            }
            Value::Object(o) => return self.foreach_object(f, o, key, value, true, body),
            other => {
                self.set_pos(span);
                self.warn(&format!(
                    "foreach() argument must be of type array|object, {} given",
                    other.type_name_for_error()
                ));
                return Ok(Flow::Normal);
            }
        }
        let mut p = 0usize;
        loop {
            let k = {
                let cur = self.quiet_path_value(f, &path)?;
                let Value::Array(arr) = cur else {
                    break;
                };
                match arr.next_pos(p) {
                    Some(pos) => {
                        p = pos + 1;
                        arr.at_pos(pos).map(|(k, _)| k.clone())
                    }
                    None => None,
                }
            };
            let Some(k) = k else {
                break;
            };
            let elem = LPath {
                root: clone_root(&path.root),
                steps: path
                    .steps
                    .iter()
                    .map(|s| match s {
                        Step::Index(k) => Step::Index(k.clone()),
                        Step::Prop(n) => Step::Prop(n.clone()),
                    })
                    .chain(std::iter::once(Step::Index(Some(k.to_value()))))
                    .collect(),
            };
            match &value.kind {
                ExprKind::Array(items) | ExprKind::List(items) => {
                    self.destructure_ref(f, items, &elem)?
                }
                _ => {
                    if let Out::Ref(r) = self.write_path(f, &elem, WriteOp::MakeRef)? {
                        self.bind_ref(f, value, r)?;
                    }
                }
            }
            if let Some(ke) = key {
                self.assign_to(f, ke, k.to_value())?;
            }
            if let Some(exit) = loop_exit(self.exec_block(f, body)?) {
                return Ok(exit);
            }
        }
        Ok(Flow::Normal)
    }

    /// The current value at a path without warnings (null when missing).
    fn quiet_path_value(&self, f: &Frame, p: &LPath) -> Result<Value, Unwind> {
        use super::assign::Root;
        let mut v = match &p.root {
            Root::Slot(s) => f
                .slots
                .borrow()
                .get(*s as usize)
                .cloned()
                .flatten()
                .map(|v| v.into_deref())
                .unwrap_or(Value::Null),
            Root::Name(n) => self.lookup_var_by_name(f, n).unwrap_or(Value::Null),
            Root::Global(n) => {
                let g = self.globals.borrow().clone();
                g.and_then(|g| self.lookup_var_by_name(&g, n))
                    .unwrap_or(Value::Null)
            }
            Root::Cell(c, _) => c.borrow().clone(),
            Root::Value(v) => v.clone(),
        };
        for st in &p.steps {
            v = match st {
                Step::Index(Some(k)) => self.index_value(&v, k, true)?,
                Step::Index(None) => Value::Null,
                Step::Prop(n) => self.read_prop(f, &v, n, true)?,
            };
        }
        Ok(v)
    }

    /// Run a loop body for one iteration of an object foreach; returns Some(flow) to stop.
    pub(crate) fn foreach_step(
        &self,
        f: &Frame,
        key: Option<&Expr>,
        value: &Expr,
        k: Value,
        v: Value,
        body: &[Stmt],
    ) -> Result<Option<Flow>, Unwind> {
        match v {
            Value::Ref(r) => self.bind_ref(f, value, r)?,
            v => self.assign_local(f, value, v)?,
        }
        if let Some(ke) = key {
            self.assign_local(f, ke, k)?;
        }
        Ok(loop_exit(self.exec_block(f, body)?))
    }

    /// Assign `v` to `target`, in place when it is a local whose old value needs no
    /// release (a loop variable holding a scalar).
    #[inline(always)]
    fn assign_local(&self, f: &Frame, target: &Expr, v: Value) -> Result<(), Unwind> {
        let v = match &target.kind {
            ExprKind::Var(_, slot) => match f.store_over_scalar(slot.get(), v) {
                Ok(()) => return Ok(()),
                Err(v) => v,
            },
            _ => v,
        };
        self.assign_to(f, target, v)
    }

    /// Kept out of line: inlined, its locals would widen the frame of `exec_block`.
    #[inline(never)]
    fn exec_try(
        &self,
        f: &Frame,
        body: &[Stmt],
        catches: &[Catch],
        finally: Option<&[Stmt]>,
    ) -> ExecResult {
        let mut r = self.exec_block(f, body);
        if let Err(Unwind::Throw(ex)) = &r {
            // The frames the exception left destroy their objects before it is caught.
            if let Err(e) = self.run_destructors() {
                if let Unwind::Throw(new) = &e {
                    chain_previous(new, ex.clone());
                }
                r = Err(e);
            }
        }
        if matches!(r, Err(Unwind::Destroyed)) {
            // So do the frames a destroyed generator or fiber unwinds, before its finally.
            if let Err(e) = self.run_destructors() {
                r = Err(e);
            }
        }
        if let Err(Unwind::Throw(ex)) = &r {
            let ex = ex.clone();
            'outer: for c in catches {
                for t in &c.types {
                    if self.exception_matches(f, &ex, t) {
                        if let Some(var) = &c.var {
                            self.set_var_by_name(f, var.as_bytes(), Value::Object(ex.clone()));
                        }
                        r = self.exec_block(f, &c.body);
                        break 'outer;
                    }
                }
            }
        }
        if let Some(fin) = finally {
            if matches!(r, Err(Unwind::Exit(_)) | Err(Unwind::Fatal)) {
                return r;
            }
            match self.exec_block(f, fin) {
                Ok(Flow::Normal) => {}
                Ok(flow) => return Ok(flow),
                Err(Unwind::Throw(new)) => {
                    // The pending exception becomes the last previous of the new one.
                    if let Err(Unwind::Throw(pending)) = r {
                        chain_previous(&new, pending);
                    }
                    return Err(Unwind::Throw(new));
                }
                Err(e) => return Err(e),
            }
        }
        r
    }

    /// Declare the functions and classes of a statement list before running it.
    pub(crate) fn hoist(&self, f: &Frame, stmts: &[Stmt]) -> Result<(), Unwind> {
        let saved = f.names.borrow().clone();
        for s in stmts {
            match &s.kind {
                StmtKind::FuncDecl(d) => {
                    if let Err(u) = self.declare_function(f, d) {
                        *f.names.borrow_mut() = saved;
                        return Err(u);
                    }
                }
                StmtKind::Namespace { name, body: None } => {
                    *f.names.borrow_mut() = Rc::new(NameCtx {
                        ns: Rc::from(name.as_deref().unwrap_or("").trim_matches('\\')),
                        ..Default::default()
                    });
                }
                StmtKind::Use { kind, items } => {
                    let mut ctx = (**f.names.borrow()).clone();
                    add_imports(&mut ctx, *kind, items);
                    *f.names.borrow_mut() = Rc::new(ctx);
                }
                StmtKind::Declare { body: Some(b), .. } => self.hoist(f, b)?,
                _ => {}
            }
        }
        for s in stmts {
            if let StmtKind::ClassDecl(d) = &s.kind {
                self.classes.reserve(d);
                if let Err(u) = self.hoist_class(f, d) {
                    *f.names.borrow_mut() = saved;
                    return Err(u);
                }
            }
        }
        *f.names.borrow_mut() = saved;
        Ok(())
    }

    /// Declare a user function (at hoisting or when its statement runs).
    pub(crate) fn declare_function(&self, f: &Frame, d: &Rc<FuncDecl>) -> Result<(), Unwind> {
        let ns = f.names.borrow().ns.clone();
        let full: Rc<str> = if ns.is_empty() {
            d.name.clone()
        } else {
            Rc::from(format!("{ns}\\{}", d.name))
        };
        let lname = full.to_ascii_lowercase();
        if let Some(existing) = self.functions.borrow().get(lname.as_str()) {
            if Rc::ptr_eq(&existing.decl, d) {
                return Ok(());
            }
            let msg = format!(
                "Cannot redeclare {}() (previously declared in {}:{})",
                full,
                existing.file.path,
                existing.file.line_of(existing.decl.span.lo)
            );
            return Err(self.fatal_at(&msg, d.span.lo));
        }
        if registry::lookup(&lname).is_some() {
            let msg = format!("Cannot redeclare {full}()");
            return Err(self.fatal_at(&msg, d.span.lo));
        }
        let func = Rc::new(super::frame::UserFunc::new(
            d.clone(),
            full,
            f.file().clone(),
            f.names.borrow().clone(),
            f.strict,
        ));
        self.functions
            .borrow_mut()
            .insert(Box::from(lname.as_str()), func);
        self.function_order
            .borrow_mut()
            .push(Box::from(lname.as_str()));
        Ok(())
    }
}

use crate::builtins::registry;

/// Break/continue N leaving a loop.
/// What one run of a loop body means for the loop: None to go on with the next
/// iteration, Some(flow) to leave the loop with `flow` (break/continue N counted down).
pub(super) fn loop_exit(flow: Flow) -> Option<Flow> {
    match flow {
        Flow::Normal => None,
        Flow::Break(n) => Some(outer(n, true)),
        Flow::Continue(n) if n > 1 => Some(Flow::Continue(n - 1)),
        Flow::Continue(_) => None,
        r @ (Flow::Return(_) | Flow::Goto(_)) => Some(r),
    }
}

fn outer(n: u32, is_break: bool) -> Flow {
    if n > 1 {
        if is_break {
            Flow::Break(n - 1)
        } else {
            Flow::Continue(n - 1)
        }
    } else {
        Flow::Normal
    }
}

fn is_var_path(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Var(..) | ExprKind::VarVar(_) | ExprKind::StaticProp { .. } => true,
        ExprKind::Index { base, .. } => is_var_path(base),
        ExprKind::Prop { .. } => true,
        _ => false,
    }
}

fn clone_root(r: &super::assign::Root) -> super::assign::Root {
    use super::assign::Root;
    match r {
        Root::Slot(s) => Root::Slot(*s),
        Root::Name(n) => Root::Name(n.clone()),
        Root::Global(n) => Root::Global(n.clone()),
        Root::Cell(c, d) => Root::Cell(c.clone(), d.clone()),
        Root::Value(v) => Root::Value(v.clone()),
    }
}

/// Add `use` imports to a namespace context.
pub(crate) fn add_imports(ctx: &mut NameCtx, kind: UseKind, items: &[UseItem]) {
    for it in items {
        let full = it.name.trim_start_matches('\\');
        let alias = match &it.alias {
            Some(a) => a.to_string(),
            None => full.rsplit('\\').next().unwrap_or(full).to_string(),
        };
        let full: Rc<str> = Rc::from(full);
        match it.kind.unwrap_or(kind) {
            UseKind::Class => {
                ctx.classes.insert(alias.to_ascii_lowercase(), full);
            }
            UseKind::Function => {
                ctx.functions.insert(alias.to_ascii_lowercase(), full);
            }
            UseKind::Const => {
                ctx.consts.insert(alias, full);
            }
        }
    }
}

/// Append `pending` at the end of `ex`'s chain of previous exceptions (unless it is
/// already in the chain).
fn chain_previous(ex: &Obj, pending: Obj) {
    let mut cur = ex.clone();
    for _ in 0..10_000 {
        if cur.ptr_eq(&pending) {
            return;
        }
        match cur.get_prop(b"previous").map(|v| v.deref()) {
            Some(Value::Object(p)) => cur = p,
            _ => break,
        }
    }
    cur.set_prop(b"previous", Value::Object(pending));
}
