//! Expressions rendered back to PHP source the way `zend_ast_export` does it: the text
//! of the message of a failed `assert()` without a description. Operators get single
//! spaces and parentheses only where precedence needs them, strings single quotes;
//! constructs this does not lay out (closures, `match`, interpolated strings, ...) keep
//! their source text with whitespace runs collapsed.

use super::ast::*;
use crate::value::format_float;

/// Render `e`; `source` gives the source text of a span.
pub fn export_expr(e: &Expr, source: &dyn Fn(Span) -> String) -> String {
    let mut out = String::new();
    Exporter { source }.expr(&mut out, e, 0);
    out
}

struct Exporter<'a> {
    source: &'a dyn Fn(Span) -> String,
}

/// An operator's text and priorities (its own, its left and right operands'), as in
/// `zend_ast_export_ex`.
fn binary(op: BinaryOp) -> (&'static str, u32, u32, u32) {
    use BinaryOp::*;
    match op {
        Add => (" + ", 200, 200, 201),
        Sub => (" - ", 200, 200, 201),
        Mul => (" * ", 210, 210, 211),
        Div => (" / ", 210, 210, 211),
        Mod => (" % ", 210, 210, 211),
        Pow => (" ** ", 250, 251, 250),
        Concat => (" . ", 185, 185, 186),
        Shl => (" << ", 190, 190, 191),
        Shr => (" >> ", 190, 190, 191),
        Lt => (" < ", 180, 181, 181),
        Le => (" <= ", 180, 181, 181),
        Gt => (" > ", 180, 181, 181),
        Ge => (" >= ", 180, 181, 181),
        Spaceship => (" <=> ", 180, 181, 181),
        Eq => (" == ", 170, 171, 171),
        NotEq => (" != ", 170, 171, 171),
        Identical => (" === ", 170, 171, 171),
        NotIdentical => (" !== ", 170, 171, 171),
        BitAnd => (" & ", 160, 160, 161),
        BitXor => (" ^ ", 150, 150, 151),
        BitOr => (" | ", 140, 140, 141),
        And => (" && ", 130, 130, 131),
        Or => (" || ", 120, 120, 121),
        Coalesce => (" ?? ", 110, 111, 110),
        Xor => (" xor ", 40, 40, 41),
    }
}

impl Exporter<'_> {
    fn expr(&self, out: &mut String, e: &Expr, priority: u32) {
        match &e.kind {
            ExprKind::Lit(l) => literal(out, l),
            ExprKind::Var(name, _) => {
                out.push('$');
                out.push_str(name);
            }
            ExprKind::Const(name) => out.push_str(name),
            ExprKind::Array(items) | ExprKind::ConstArray(items, _) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let Some(item) = item else { continue };
                    if item.unpack {
                        out.push_str("...");
                    }
                    if let Some(k) = &item.key {
                        self.expr(out, k, 80);
                        out.push_str(" => ");
                    }
                    if item.by_ref {
                        out.push('&');
                    }
                    self.expr(out, &item.value, 80);
                }
                out.push(']');
            }
            ExprKind::Index { base, index } => {
                self.expr(out, base, 260);
                out.push('[');
                if let Some(i) = index {
                    self.expr(out, i, 0);
                }
                out.push(']');
            }
            ExprKind::Prop {
                obj,
                name: MemberName::Ident(name),
                nullsafe,
                ..
            } => {
                self.expr(out, obj, 0);
                out.push_str(if *nullsafe { "?->" } else { "->" });
                out.push_str(name);
            }
            ExprKind::StaticProp {
                class,
                name: MemberName::Ident(name),
            } if self.class(out, class) => {
                out.push_str("::$");
                out.push_str(name);
            }
            ExprKind::ClassConst { class, name } if self.class(out, class) => {
                out.push_str("::");
                out.push_str(name);
            }
            ExprKind::Call { name, args, .. } => {
                out.push_str(name);
                self.args(out, args);
            }
            ExprKind::MethodCall {
                obj,
                name: MemberName::Ident(name),
                args,
                nullsafe,
                ..
            } => {
                self.expr(out, obj, 0);
                out.push_str(if *nullsafe { "?->" } else { "->" });
                out.push_str(name);
                self.args(out, args);
            }
            ExprKind::StaticCall {
                class,
                name: MemberName::Ident(name),
                args,
                ..
            } if self.class(out, class) => {
                out.push_str("::");
                out.push_str(name);
                self.args(out, args);
            }
            ExprKind::New {
                class: class @ (ClassRef::Named(_) | ClassRef::Dynamic(_)),
                args,
            } => {
                out.push_str("new ");
                self.class(out, class);
                self.args(out, args);
            }
            ExprKind::Unary { op, expr } => {
                let op = match op {
                    UnaryOp::Neg => "-",
                    UnaryOp::Plus => "+",
                    UnaryOp::Not => "!",
                    UnaryOp::BitNot => "~",
                };
                self.prefix(out, op, expr, priority, 240);
            }
            ExprKind::Cast { kind, expr } => {
                let op = match kind {
                    CastKind::Int => "(int)",
                    CastKind::Float => "(double)",
                    CastKind::String => "(string)",
                    CastKind::Bool => "(bool)",
                    CastKind::Array => "(array)",
                    CastKind::Object => "(object)",
                    CastKind::Unset => "(unset)",
                };
                self.prefix(out, op, expr, priority, 240);
            }
            ExprKind::Silence(expr) => self.prefix(out, "@", expr, priority, 240),
            ExprKind::Clone(expr) => self.prefix(out, "clone ", expr, priority, 270),
            ExprKind::Binary {
                op, left, right, ..
            } => {
                let (text, p, pl, pr) = binary(*op);
                self.open(out, priority, p);
                self.expr(out, left, pl);
                out.push_str(text);
                self.expr(out, right, pr);
                self.close(out, priority, p);
            }
            ExprKind::Instanceof {
                expr,
                class: class @ (ClassRef::Named(_) | ClassRef::Dynamic(_)),
            } => {
                self.open(out, priority, 230);
                self.expr(out, expr, 231);
                out.push_str(" instanceof ");
                self.class(out, class);
                self.close(out, priority, 230);
            }
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => {
                self.open(out, priority, 100);
                self.expr(out, cond, 100);
                match then {
                    Some(t) => {
                        out.push_str(" ? ");
                        self.expr(out, t, 101);
                        out.push_str(" : ");
                    }
                    None => out.push_str(" ?: "),
                }
                self.expr(out, otherwise, 101);
                self.close(out, priority, 100);
            }
            ExprKind::Assign { target, value } => {
                self.open(out, priority, 90);
                self.expr(out, target, 91);
                out.push_str(" = ");
                self.expr(out, value, 90);
                self.close(out, priority, 90);
            }
            // `isset($a, $b)` is `isset($a) && isset($b)`.
            ExprKind::Isset(vars) => {
                let and = vars.len() > 1;
                if and {
                    self.open(out, priority, 130);
                }
                for (i, v) in vars.iter().enumerate() {
                    if i > 0 {
                        out.push_str(" && ");
                    }
                    out.push_str("isset(");
                    self.expr(out, v, 0);
                    out.push(')');
                }
                if and {
                    self.close(out, priority, 130);
                }
            }
            ExprKind::Empty(expr) => {
                out.push_str("empty(");
                self.expr(out, expr, 0);
                out.push(')');
            }
            _ => self.verbatim(out, e.span),
        }
    }

    /// The class part of `A::x`, `new A`, `instanceof A`; false (nothing written) when
    /// it is not laid out here.
    fn class(&self, out: &mut String, class: &ClassRef) -> bool {
        match class {
            ClassRef::Named(n) => out.push_str(&n.name),
            ClassRef::Dynamic(e) => self.expr(out, e, 0),
            ClassRef::Anonymous(_) => return false,
        }
        true
    }

    fn args(&self, out: &mut String, args: &[Arg]) {
        out.push('(');
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if a.unpack {
                out.push_str("...");
            }
            if let Some(n) = &a.name {
                out.push_str(n);
                out.push_str(": ");
            }
            self.expr(out, &a.value, 0);
        }
        out.push(')');
    }

    fn prefix(&self, out: &mut String, op: &str, operand: &Expr, priority: u32, p: u32) {
        self.open(out, priority, p);
        out.push_str(op);
        self.expr(out, operand, p + 1);
        self.close(out, priority, p);
    }

    fn open(&self, out: &mut String, priority: u32, p: u32) {
        if priority > p {
            out.push('(');
        }
    }

    fn close(&self, out: &mut String, priority: u32, p: u32) {
        if priority > p {
            out.push(')');
        }
    }

    fn verbatim(&self, out: &mut String, span: Span) {
        let text = (self.source)(span);
        for (i, word) in text.split_ascii_whitespace().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(word);
        }
    }
}

fn literal(out: &mut String, l: &Literal) {
    match l {
        Literal::Null => out.push_str("null"),
        Literal::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Literal::Int(i) => out.push_str(&i.to_string()),
        Literal::Float(f) => out.push_str(&format_float(*f)),
        Literal::Str(s) => {
            out.push('\'');
            for c in s.to_string_lossy().chars() {
                if c == '\'' || c == '\\' {
                    out.push('\\');
                }
                out.push(c);
            }
            out.push('\'');
        }
    }
}
