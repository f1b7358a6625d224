//! Locales: aphp runs in the "C" locale only. `setlocale` accepts the names of that
//! locale (and reports the environment's for ""), `localeconv` describes it, and `LC_*`
//! are defined.

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Value};

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("LC_CTYPE", Value::Int(0)),
        ("LC_NUMERIC", Value::Int(1)),
        ("LC_TIME", Value::Int(2)),
        ("LC_COLLATE", Value::Int(3)),
        ("LC_MONETARY", Value::Int(4)),
        ("LC_MESSAGES", Value::Int(5)),
        ("LC_ALL", Value::Int(6)),
    ]
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "setlocale",
        sig: "setlocale(int $category, $locales, ...$rest): string|false",
        call: setlocale,
    },
    Builtin {
        name: "localeconv",
        sig: "localeconv(): array",
        call: localeconv,
    },
];

/// The locale "" selects: from LC_ALL or LANG, when it is a C locale.
fn environment_locale() -> Option<String> {
    let v = ["LC_ALL", "LANG"]
        .iter()
        .filter_map(|n| std::env::var(n).ok())
        .find(|v| !v.is_empty())
        .unwrap_or_else(|| "C".into());
    is_c_locale(&v).then_some(v)
}

fn is_c_locale(name: &str) -> bool {
    matches!(name, "C" | "POSIX" | "C.UTF-8" | "C.utf8")
}

fn setlocale(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut names = Vec::new();
    for v in args.iter().skip(1) {
        match v.deref() {
            Value::Array(a) => {
                for x in a.values() {
                    names.push(cx.to_string(x)?.to_string_lossy());
                }
            }
            v => names.push(cx.to_string(&v)?.to_string_lossy()),
        }
    }
    for n in names {
        if n == "0" {
            return Ok(Value::str("C"));
        }
        if n.is_empty() {
            if let Some(env) = environment_locale() {
                return Ok(Value::str(&env));
            }
            continue;
        }
        if is_c_locale(&n) {
            return Ok(Value::str(if n == "POSIX" { "C" } else { &n }));
        }
    }
    Ok(Value::Bool(false))
}

fn localeconv(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let mut out = PhpArray::new();
    let text = |s: &str| Value::str(s);
    for (k, v) in [
        ("decimal_point", text(".")),
        ("thousands_sep", text("")),
        ("int_curr_symbol", text("")),
        ("currency_symbol", text("")),
        ("mon_decimal_point", text("")),
        ("mon_thousands_sep", text("")),
        ("positive_sign", text("")),
        ("negative_sign", text("")),
        ("int_frac_digits", Value::Int(127)),
        ("frac_digits", Value::Int(127)),
        ("p_cs_precedes", Value::Int(127)),
        ("p_sep_by_space", Value::Int(127)),
        ("n_cs_precedes", Value::Int(127)),
        ("n_sep_by_space", Value::Int(127)),
        ("p_sign_posn", Value::Int(127)),
        ("n_sign_posn", Value::Int(127)),
        ("grouping", Value::arr(PhpArray::new())),
        ("mon_grouping", Value::arr(PhpArray::new())),
    ] {
        out.insert(Key::from_bytes(k.as_bytes()), v);
    }
    Ok(Value::arr(out))
}
