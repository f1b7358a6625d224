//! Password hashing with bcrypt (`$2y$`, PHP's default algorithm): `password_hash`,
//! `password_verify`, `password_get_info`, `password_needs_rehash`, `password_algos`.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Value};

const DEFAULT_COST: i64 = 10;

pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("PASSWORD_DEFAULT", Value::str("2y")),
        ("PASSWORD_BCRYPT", Value::str("2y")),
        ("PASSWORD_BCRYPT_DEFAULT_COST", Value::Int(DEFAULT_COST)),
    ]
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "password_hash",
        sig: "password_hash(string $password, string|int|null $algo, array $options = []): string",
        call: password_hash,
    },
    Builtin {
        name: "password_verify",
        sig: "password_verify(string $password, string $hash): bool",
        call: password_verify,
    },
    Builtin {
        name: "password_get_info",
        sig: "password_get_info(string $hash): array",
        call: password_get_info,
    },
    Builtin {
        name: "password_needs_rehash",
        sig:
            "password_needs_rehash(string $hash, string|int|null $algo, array $options = []): bool",
        call: password_needs_rehash,
    },
    Builtin {
        name: "password_algos",
        sig: "password_algos(): array",
        call: password_algos,
    },
];

/// Whether `$algo` names bcrypt (null, `"2y"`, or the legacy integer 1).
fn is_bcrypt(v: Option<&Value>) -> bool {
    match v.map(Value::deref) {
        None | Some(Value::Null) => true,
        Some(Value::Int(n)) => n == 1,
        Some(v) => v.to_php_string_lossy().as_bytes() == b"2y",
    }
}

/// The `cost` option (the default when absent).
fn cost_of(options: Option<&Value>) -> i64 {
    match options.map(Value::deref) {
        Some(Value::Array(a)) => a.get_str("cost").map_or(DEFAULT_COST, Value::to_int),
        _ => DEFAULT_COST,
    }
}

fn password_hash(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    if !is_bcrypt(args.get(1)) {
        return Err(value_error(
            cx,
            "password_hash(): Argument #2 ($algo) must be a valid password hashing algorithm"
                .into(),
        ));
    }
    let cost = cost_of(args.get(2));
    if !(4..=31).contains(&cost) {
        return Err(value_error(
            cx,
            format!("Invalid bcrypt cost parameter specified: {cost}"),
        ));
    }
    let password = str_arg(args, 0);
    let mut salt = [0u8; 16];
    if !super::random::os_random(&mut salt) {
        return Err(cx.throw_error("Exception", "Could not gather sufficient random data"));
    }
    match bcrypt::hash_with_salt(password.as_bytes(), cost as u32, salt) {
        Ok(parts) => Ok(Value::str(&parts.format_for_version(bcrypt::Version::TwoY))),
        Err(e) => Err(value_error(cx, e.to_string())),
    }
}

fn password_verify(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let password = str_arg(args, 0);
    let hash = str_arg(args, 1).to_string_lossy();
    Ok(Value::Bool(
        bcrypt_cost(&hash).is_some() && bcrypt::verify(password.as_bytes(), &hash).unwrap_or(false),
    ))
}

/// The cost of a `$2y$NN$...` hash (60 characters), if it is one.
fn bcrypt_cost(hash: &str) -> Option<i64> {
    let rest = hash
        .strip_prefix("$2y$")
        .or_else(|| hash.strip_prefix("$2a$"))
        .or_else(|| hash.strip_prefix("$2b$"))?;
    if hash.len() != 60 || rest.as_bytes().get(2) != Some(&b'$') {
        return None;
    }
    rest.get(..2)?.parse().ok()
}

fn password_get_info(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let hash = str_arg(args, 0).to_string_lossy();
    let mut info = PhpArray::new();
    let mut options = PhpArray::new();
    match bcrypt_cost(&hash).filter(|_| hash.starts_with("$2y$")) {
        Some(cost) => {
            info.insert(Key::from_bytes(b"algo"), Value::str("2y"));
            info.insert(Key::from_bytes(b"algoName"), Value::str("bcrypt"));
            options.insert(Key::from_bytes(b"cost"), Value::Int(cost));
        }
        None => {
            info.insert(Key::from_bytes(b"algo"), Value::Null);
            info.insert(Key::from_bytes(b"algoName"), Value::str("unknown"));
        }
    }
    info.insert(Key::from_bytes(b"options"), Value::arr(options));
    Ok(Value::arr(info))
}

fn password_needs_rehash(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let hash = str_arg(args, 0).to_string_lossy();
    let current = bcrypt_cost(&hash).filter(|_| hash.starts_with("$2y$"));
    Ok(Value::Bool(
        !is_bcrypt(args.get(1)) || current != Some(cost_of(args.get(2))),
    ))
}

fn password_algos(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(list_of([b"2y".to_vec()]))
}
