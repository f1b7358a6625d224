//! The ctype_* character-class predicates (C locale), with PHP 8.1's deprecation for
//! non-string arguments.

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

macro_rules! ctype_fns {
    ($($name:ident => $pred:expr),* $(,)?) => {
        pub const FUNCTIONS: &[Builtin] = &[
            $(Builtin {
                name: stringify!($name),
                sig: concat!(stringify!($name), "(mixed $text): bool"),
                call: $name,
            },)*
        ];
        $(fn $name(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
            check(cx, stringify!($name), args, $pred)
        })*
    };
}

ctype_fns! {
    ctype_alnum => |c: u8| c.is_ascii_alphanumeric(),
    ctype_alpha => |c: u8| c.is_ascii_alphabetic(),
    ctype_cntrl => |c: u8| c.is_ascii_control(),
    ctype_digit => |c: u8| c.is_ascii_digit(),
    ctype_graph => |c: u8| c.is_ascii_graphic(),
    ctype_lower => |c: u8| c.is_ascii_lowercase(),
    ctype_print => |c: u8| c.is_ascii_graphic() || c == b' ',
    ctype_punct => |c: u8| c.is_ascii_punctuation(),
    ctype_space => |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c'),
    ctype_upper => |c: u8| c.is_ascii_uppercase(),
    ctype_xdigit => |c: u8| c.is_ascii_hexdigit(),
}

fn check(cx: &Interp, func: &str, args: &[Value], pred: fn(u8) -> bool) -> Result<Value, Unwind> {
    let v = args.first().map(Value::deref).unwrap_or_default();
    let ok = match &v {
        Value::Str(s) => !s.is_empty() && s.iter().all(|&c| pred(c)),
        Value::Int(n) => {
            cx.deprecated(&format!(
                "{func}(): Argument of type int will be interpreted as string in the future"
            ));
            match *n {
                -128..=-1 => pred((*n + 256) as u8),
                0..=255 => pred(*n as u8),
                n => n.to_string().bytes().all(pred),
            }
        }
        other => {
            cx.deprecated(&format!(
                "{func}(): Argument of type {} will be interpreted as string in the future",
                other.type_name_for_error()
            ));
            false
        }
    };
    Ok(Value::Bool(ok))
}
