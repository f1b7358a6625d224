//! The signature rules PHP enforces on magic methods when a class declares one: argument
//! count, static or not, public visibility, and the parameter and return types allowed.
//! Only checks a declaration; calling magic methods is the evaluator's business.

use super::link::{fatal, LinkError};
use crate::eval::Interp;
use crate::syntax::ast::{FuncDecl, Modifiers, TypeHint, Visibility};

/// Type bits of a declaration, as far as the magic-method rules look at them.
const STRING: u16 = 1;
const ARRAY: u16 = 1 << 1;
const BOOL: u16 = 1 << 2;
const NULL: u16 = 1 << 3;
const VOID: u16 = 1 << 4;
const OBJECT: u16 = 1 << 5;
const NEVER: u16 = 1 << 6;
const OTHER: u16 = 1 << 7;

/// What PHP requires of one magic method.
struct Rule {
    /// Exact number of (non-variadic) parameters, when fixed.
    args: Option<usize>,
    /// Must be static (`__callStatic`, `__set_state`); the others must not be.
    is_static: bool,
    /// Must be public (a warning only).
    public: bool,
    /// Must the method be declared without a return type (constructors, destructors).
    no_return_type: bool,
    /// Type bits the first and second parameter must accept, with the type's name.
    params: &'static [(u16, &'static str)],
    /// Type bits a declared return type must stay within, with the type's name.
    returns: Option<(u16, &'static str)>,
}

const fn rule(args: Option<usize>, params: &'static [(u16, &'static str)]) -> Rule {
    Rule {
        args,
        is_static: false,
        public: true,
        no_return_type: false,
        params,
        returns: None,
    }
}

fn rule_of(lower: &str) -> Option<Rule> {
    const NAME: (u16, &str) = (STRING, "string");
    const ARGS: (u16, &str) = (ARRAY, "array");
    let r = match lower {
        "__construct" => Rule {
            public: false,
            no_return_type: true,
            ..rule(None, &[])
        },
        "__destruct" => Rule {
            public: false,
            no_return_type: true,
            ..rule(Some(0), &[])
        },
        "__clone" => Rule {
            public: false,
            returns: Some((VOID, "void")),
            ..rule(Some(0), &[])
        },
        "__get" => rule(Some(1), &[NAME]),
        "__set" => Rule {
            returns: Some((VOID, "void")),
            ..rule(Some(2), &[NAME])
        },
        "__unset" => Rule {
            returns: Some((VOID, "void")),
            ..rule(Some(1), &[NAME])
        },
        "__isset" => Rule {
            returns: Some((BOOL, "bool")),
            ..rule(Some(1), &[NAME])
        },
        "__call" => rule(Some(2), &[NAME, ARGS]),
        "__callstatic" => Rule {
            is_static: true,
            ..rule(Some(2), &[NAME, ARGS])
        },
        "__tostring" => Rule {
            returns: Some((STRING, "string")),
            ..rule(Some(0), &[])
        },
        "__debuginfo" => Rule {
            returns: Some((ARRAY | NULL, "?array")),
            ..rule(Some(0), &[])
        },
        "__serialize" | "__sleep" => Rule {
            returns: Some((ARRAY, "array")),
            ..rule(Some(0), &[])
        },
        "__unserialize" => Rule {
            returns: Some((VOID, "void")),
            ..rule(Some(1), &[ARGS])
        },
        "__wakeup" => Rule {
            returns: Some((VOID, "void")),
            ..rule(Some(0), &[])
        },
        "__set_state" => Rule {
            is_static: true,
            returns: Some((OBJECT, "object")),
            ..rule(Some(1), &[ARGS])
        },
        "__invoke" => rule(None, &[]),
        _ => return None,
    };
    Some(r)
}

/// The type bits of `t`, and whether it names a class (or `static`, `self`, ...).
fn bits(t: &TypeHint) -> (u16, bool) {
    match t {
        TypeHint::Named(n) => match n.to_ascii_lowercase().as_str() {
            "string" => (STRING, false),
            "array" => (ARRAY, false),
            "bool" | "false" | "true" => (BOOL, false),
            "null" => (NULL, false),
            "void" => (VOID, false),
            "object" => (OBJECT, false),
            "never" => (NEVER, false),
            "mixed" => (STRING | ARRAY | BOOL | NULL | OBJECT | OTHER, false),
            "iterable" => (ARRAY, true),
            "int" | "float" | "callable" => (OTHER, false),
            "static" => (OTHER, true),
            _ => (0, true),
        },
        TypeHint::Nullable(inner) => {
            let (b, class) = bits(inner);
            (b | NULL, class)
        }
        TypeHint::Union(ts) | TypeHint::Intersection(ts) => {
            ts.iter().fold((0, false), |(b, c), t| {
                let (tb, tc) = bits(t);
                (b | tb, c || tc)
            })
        }
    }
}

/// Check the magic method `func` declared in `class` with `modifiers`, as PHP does when it
/// compiles the method.
pub(super) fn check(
    interp: &Interp,
    class: &str,
    func: &FuncDecl,
    modifiers: &Modifiers,
) -> Result<(), LinkError> {
    let mname = &func.name;
    let Some(rule) = rule_of(&mname.to_ascii_lowercase()) else {
        return Ok(());
    };
    let span = func.span;
    if let Some(want) = rule.args {
        let got = func.params.iter().filter(|p| !p.variadic).count();
        if got != want {
            let takes = match want {
                0 => "cannot take arguments".to_string(),
                1 => "must take exactly 1 argument".to_string(),
                n => format!("must take exactly {n} arguments"),
            };
            return fatal(format!("Method {class}::{mname}() {takes}"), span);
        }
    }
    if modifiers.is_static != rule.is_static {
        let must = if rule.is_static {
            "must be static"
        } else {
            "cannot be static"
        };
        return fatal(format!("Method {class}::{mname}() {must}"), span);
    }
    if rule.no_return_type && func.return_type.is_some() {
        return fatal(
            format!("Method {class}::{mname}() cannot declare a return type"),
            span,
        );
    }
    if rule.public
        && modifiers
            .visibility
            .is_some_and(|v| v != Visibility::Public)
    {
        interp.warn_at(
            &format!("The magic method {class}::{mname}() must have public visibility"),
            span.lo,
        );
    }
    for (i, (p, &(want, shown))) in func.params.iter().zip(rule.params).enumerate() {
        if p.ty.as_ref().is_some_and(|t| bits(t).0 & want == 0) {
            return fatal(
                format!(
                    "{class}::{mname}(): Parameter #{} (${}) must be of type {shown} when declared",
                    i + 1,
                    p.name
                ),
                span,
            );
        }
    }
    if let (Some((allowed, shown)), Some(t)) = (rule.returns, &func.return_type) {
        let (b, names_class) = bits(t);
        if b & NEVER == 0 && (b & !allowed != 0 || (names_class && allowed != OBJECT)) {
            return fatal(
                format!("{class}::{mname}(): Return type must be {shown} when declared"),
                span,
            );
        }
    }
    Ok(())
}
