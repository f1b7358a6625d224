//! Enums: cases as constants holding singleton objects, the implicit `UnitEnum` /
//! `BackedEnum` interfaces, the readonly `name`/`value` properties, and the native
//! `cases()`, `from()` and `tryFrom()` methods; string-backed enums aphp itself provides.

use std::rc::Rc;

use super::assemble::{ClassSpec, ConstSpec, MethodSpec, PropSpec};
use super::class::{Class, EnumBacking, ExprSource, LazyValue, MethodBody, NativeMethod};
use super::link::{enum_backing, fatal, LinkError};
use super::Obj;
use crate::eval::{Interp, Unwind};
use crate::syntax::ast::{ClassDecl, ClassMember, Name, TypeHint, Visibility};
use crate::value::{parse_numeric, Numeric, NumericKind, PhpArray, Value};

/// Add the cases, interfaces, properties and methods every enum has.
pub fn add_members(
    interp: &Interp,
    decl: &Rc<ClassDecl>,
    spec: &mut ClassSpec,
) -> Result<(), LinkError> {
    let backing = enum_backing(decl.enum_backing.as_ref());
    spec.enum_backing = backing;
    let name = spec.name.clone();
    for (idx, member) in decl.members.iter().enumerate() {
        let ClassMember::EnumCase {
            name: case, span, ..
        } = member
        else {
            continue;
        };
        if spec.consts.iter().any(|c| c.name == *case) {
            return fatal(
                format!("Cannot redefine class constant {name}::{case}"),
                *span,
            );
        }
        spec.consts.push(case_const(case, decl, idx));
    }
    let mut implicit = Vec::new();
    implicit.extend(interp.classes.get("UnitEnum"));
    if backing.is_some() {
        implicit.extend(interp.classes.get("BackedEnum"));
    }
    for (i, iface) in implicit.into_iter().enumerate() {
        spec.interfaces.insert(i, iface);
    }

    let readonly_prop =
        |n: &str, ty: &str| PropSpec::public_readonly(n, TypeHint::Named(ty.into()));
    spec.props.push(readonly_prop("name", "string"));
    let mut natives: Vec<(&str, &'static str, NativeMethod)> =
        vec![("cases", "cases(): array", cases)];
    if let Some(b) = backing {
        let ty = if b == EnumBacking::Int {
            "int"
        } else {
            "string"
        };
        spec.props.push(readonly_prop("value", ty));
        natives.push(("from", "from(string|int $value): static", from));
        natives.push(("tryFrom", "tryFrom(string|int $value): ?static", try_from));
    }
    for (n, sig, call) in natives {
        spec.methods.push(MethodSpec {
            name: n.into(),
            visibility: Visibility::Public,
            is_static: true,
            is_abstract: false,
            is_final: false,
            body: MethodBody::Native {
                sig,
                call,
                fast: None,
            },
        });
    }
    Ok(())
}

/// Register a string-backed enum provided by aphp: `members` are (case, value) pairs.
pub fn register_native_string_enum(
    table: &super::ClassTable,
    name: &str,
    members: &[(&str, &str)],
) -> Rc<Class> {
    use super::assemble::ClassSpec;
    use crate::syntax::ast::ClassKind;
    let mut spec = ClassSpec::new(name, ClassKind::Enum);
    spec.is_internal = true;
    spec.is_final = true;
    spec.enum_backing = Some(EnumBacking::String);
    spec.interfaces.extend(
        ["UnitEnum", "BackedEnum"]
            .iter()
            .filter_map(|n| table.get(n)),
    );
    for n in ["name", "value"] {
        spec.props.push(PropSpec::public_readonly(
            n,
            TypeHint::Named("string".into()),
        ));
    }
    let natives: [(&str, &'static str, NativeMethod); 3] = [
        ("cases", "cases(): array", cases),
        ("from", "from(string|int $value): static", from),
        ("tryFrom", "tryFrom(string|int $value): ?static", try_from),
    ];
    for (n, sig, call) in natives {
        spec.methods.push(MethodSpec {
            name: n.into(),
            visibility: Visibility::Public,
            is_static: true,
            is_abstract: false,
            is_final: false,
            body: MethodBody::Native {
                sig,
                call,
                fast: None,
            },
        });
    }
    // The case values are expressions of a declaration parsed from source, so the case
    // objects are created on first use like those of a user enum.
    let src: String = members
        .iter()
        .map(|(c, v)| format!("case {c} = '{v}';"))
        .collect();
    let decl = crate::syntax::parse(format!("<?php enum E: string {{ {src} }}").as_bytes(), "")
        .ok()
        .and_then(|p| {
            p.stmts.into_iter().find_map(|s| match s.kind {
                crate::syntax::ast::StmtKind::ClassDecl(d) => Some(d),
                _ => None,
            })
        });
    if let Some(decl) = decl {
        for (idx, member) in decl.members.iter().enumerate() {
            if let ClassMember::EnumCase { name: case, .. } = member {
                spec.consts.push(case_const(case, &decl, idx));
            }
        }
    }
    let class = super::assemble::assemble(spec);
    table.insert(class.clone());
    class
}

/// `E::cases()`: the case objects in declaration order.
fn cases(
    interp: &Interp,
    _this: Option<&Obj>,
    class: &Rc<Class>,
    _args: &mut [Value],
) -> Result<Value, Unwind> {
    let mut out = PhpArray::with_capacity(class.cases.len());
    for n in &class.cases {
        if let Some(o) = class.enum_case(interp, n)? {
            out.push(Value::Object(o));
        }
    }
    Ok(Value::arr(out))
}

/// The case whose value is `v`, after coercing `v` to the backing type.
fn lookup(
    interp: &Interp,
    class: &Rc<Class>,
    method: &str,
    v: &Value,
) -> Result<(Option<Obj>, Value), Unwind> {
    let backing = class.enum_backing.unwrap_or(EnumBacking::Int);
    let wanted = match (backing, v.deref()) {
        (EnumBacking::Int, Value::Int(i)) => Value::Int(i),
        (EnumBacking::Int, Value::Float(f)) if f.fract() == 0.0 && f.is_finite() => {
            Value::Int(f as i64)
        }
        (EnumBacking::Int, Value::Str(s)) => match parse_numeric(&s) {
            Some((Numeric::Int(i), NumericKind::Numeric)) => Value::Int(i),
            Some((Numeric::Float(f), NumericKind::Numeric)) if f.fract() == 0.0 => {
                Value::Int(f as i64)
            }
            _ => return Err(type_error(interp, class, method, "int", v)),
        },
        (EnumBacking::String, Value::Str(s)) => Value::Str(s),
        (EnumBacking::String, x @ (Value::Int(_) | Value::Float(_))) => {
            Value::Str(x.to_php_string_lossy())
        }
        (EnumBacking::Int, _) => return Err(type_error(interp, class, method, "int", v)),
        (EnumBacking::String, _) => return Err(type_error(interp, class, method, "string", v)),
    };
    for n in &class.cases {
        let Some(o) = class.enum_case(interp, n)? else {
            continue;
        };
        let matches = match (o.get_prop(b"value"), &wanted) {
            (Some(Value::Int(a)), Value::Int(b)) => a == *b,
            (Some(Value::Str(a)), Value::Str(b)) => a == *b,
            _ => false,
        };
        if matches {
            return Ok((Some(o), wanted));
        }
    }
    Ok((None, wanted))
}

fn type_error(interp: &Interp, class: &Class, method: &str, ty: &str, v: &Value) -> Unwind {
    interp.throw_error(
        "TypeError",
        &format!(
            "{}::{method}(): Argument #1 ($value) must be of type {ty}, {} given",
            class.name,
            v.type_name_for_error()
        ),
    )
}

/// `E::from($v)`: the case, or a ValueError.
fn from(
    interp: &Interp,
    _this: Option<&Obj>,
    class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let arg = args.first().cloned().unwrap_or_default();
    match lookup(interp, class, "from", &arg)? {
        (Some(o), _) => Ok(Value::Object(o)),
        (None, wanted) => {
            let shown = match &wanted {
                Value::Str(s) => format!("\"{}\"", s.to_string_lossy()),
                other => other.to_php_string_lossy().to_string_lossy(),
            };
            Err(interp.throw_error(
                "ValueError",
                &format!(
                    "{shown} is not a valid backing value for enum {}",
                    class.name
                ),
            ))
        }
    }
}

/// `E::tryFrom($v)`: the case or null.
fn try_from(
    interp: &Interp,
    _this: Option<&Obj>,
    class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let arg = args.first().cloned().unwrap_or_default();
    Ok(lookup(interp, class, "tryFrom", &arg)?
        .0
        .map(Value::Object)
        .unwrap_or(Value::Null))
}

/// The class constant of an enum case declared as member `idx` of `decl` (its object is
/// made on first use).
fn case_const(case: &Name, decl: &Rc<ClassDecl>, idx: usize) -> ConstSpec {
    ConstSpec {
        name: case.clone(),
        visibility: Visibility::Public,
        is_final: true,
        is_case: true,
        value: LazyValue::Pending(ExprSource {
            decl: decl.clone(),
            member: idx,
            param: None,
        }),
    }
}
