//! Incremental hashing: `hash_init`, `hash_update`, `hash_final`, `hash_copy` and the
//! `HashContext` object they pass around (a running digest, plain or HMAC, usable until
//! finalized).

use md5::Md5;
use sha1::Sha1;
use sha2::{Digest, Sha224, Sha256, Sha384, Sha512};

use super::NativeClass;
use crate::builtins::codec::{block_size, digest, digest_out};
use crate::builtins::string_args::{bool_arg, int_arg, str_arg};
use crate::builtins::Builtin;
use crate::eval::{Interp, Unwind};
use crate::object::{ClassTable, Internal, Obj};
use crate::value::Value;

const HASH_HMAC: i64 = 1;

pub fn register(table: &ClassTable) {
    NativeClass::class("HashContext")
        .final_()
        .private_method("__construct", "__construct()", |_, _, _, _| Ok(Value::Null))
        .register(table);
}

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "hash_init",
        sig: "hash_init(string $algo, int $flags = 0, string $key = \"\", array $options = []): HashContext",
        call: hash_init,
    },
    Builtin {
        name: "hash_update",
        sig: "hash_update(HashContext $context, string $data): bool",
        call: hash_update,
    },
    Builtin {
        name: "hash_final",
        sig: "hash_final(HashContext $context, bool $binary = false): string",
        call: hash_final,
    },
    Builtin {
        name: "hash_copy",
        sig: "hash_copy(HashContext $context): HashContext",
        call: hash_copy,
    },
];

/// A running digest of one of the algorithms `hash()` knows.
#[derive(Clone)]
enum Running {
    Md5(Md5),
    Sha1(Sha1),
    Sha224(Sha224),
    Sha256(Sha256),
    Sha384(Sha384),
    Sha512(Sha512),
    Crc32b(crc32fast::Hasher),
}

impl Running {
    fn start(algo: &str) -> Option<Running> {
        Some(match algo {
            "md5" => Running::Md5(Md5::new()),
            "sha1" => Running::Sha1(Sha1::new()),
            "sha224" => Running::Sha224(Sha224::new()),
            "sha256" => Running::Sha256(Sha256::new()),
            "sha384" => Running::Sha384(Sha384::new()),
            "sha512" => Running::Sha512(Sha512::new()),
            "crc32b" => Running::Crc32b(crc32fast::Hasher::new()),
            _ => return None,
        })
    }
    fn update(&mut self, data: &[u8]) {
        match self {
            Running::Md5(h) => h.update(data),
            Running::Sha1(h) => h.update(data),
            Running::Sha224(h) => h.update(data),
            Running::Sha256(h) => h.update(data),
            Running::Sha384(h) => h.update(data),
            Running::Sha512(h) => h.update(data),
            Running::Crc32b(h) => h.update(data),
        }
    }
    fn finish(self) -> Vec<u8> {
        match self {
            Running::Md5(h) => h.finalize().to_vec(),
            Running::Sha1(h) => h.finalize().to_vec(),
            Running::Sha224(h) => h.finalize().to_vec(),
            Running::Sha256(h) => h.finalize().to_vec(),
            Running::Sha384(h) => h.finalize().to_vec(),
            Running::Sha512(h) => h.finalize().to_vec(),
            Running::Crc32b(h) => h.finalize().to_be_bytes().to_vec(),
        }
    }
}

/// The state of a `HashContext`: the running digest (None once finalized) and, for
/// HMAC, the key padded to the block size (the inner digest already started with it).
#[derive(Clone)]
struct HashState {
    algo: String,
    running: Option<Running>,
    hmac_key: Option<Vec<u8>>,
}

impl Internal for HashState {
    fn clone_state(&self) -> Option<Box<dyn Internal>> {
        Some(Box::new(self.clone()))
    }
}

fn new_context(interp: &Interp, state: HashState) -> Result<Value, Unwind> {
    let Some(cls) = interp.classes.get("HashContext") else {
        return Err(interp.throw_error("Error", "Class \"HashContext\" not found"));
    };
    let obj = Obj::new(&cls);
    obj.set_internal(Box::new(state));
    Ok(Value::Object(obj))
}

fn hash_init(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let algo = str_arg(args, 0).to_string_lossy().to_ascii_lowercase();
    let value_error = |msg: &str| interp.throw_error("ValueError", &format!("hash_init(): {msg}"));
    let Some(mut running) = Running::start(&algo) else {
        return Err(value_error(
            "Argument #1 ($algo) must be a valid hashing algorithm",
        ));
    };
    let mut hmac_key = None;
    if int_arg(args, 1, 0) & HASH_HMAC != 0 {
        if algo == "crc32b" {
            return Err(value_error(
                "Argument #1 ($algo) must be a cryptographic hashing algorithm if HMAC is requested",
            ));
        }
        let key = str_arg(args, 2);
        if key.is_empty() {
            return Err(value_error(
                "Argument #3 ($key) cannot be empty when HMAC is requested",
            ));
        }
        let mut key = key.to_vec();
        if key.len() > block_size(&algo) {
            key = digest(&algo, &key).unwrap_or_default();
        }
        key.resize(block_size(&algo), 0);
        let inner: Vec<u8> = key.iter().map(|k| k ^ 0x36).collect();
        running.update(&inner);
        hmac_key = Some(key);
    }
    new_context(
        interp,
        HashState {
            algo,
            running: Some(running),
            hmac_key,
        },
    )
}

/// Run `f` on the running state of the context argument; PHP's TypeError when it was
/// finalized.
fn with_running<R>(
    interp: &Interp,
    fname: &str,
    args: &[Value],
    f: impl FnOnce(&mut HashState) -> R,
) -> Result<R, Unwind> {
    let live = match args.first().map(Value::deref) {
        Some(Value::Object(o)) => o.with_internal(|s: &mut HashState| {
            if s.running.is_some() {
                Some(f(s))
            } else {
                None
            }
        }),
        _ => None,
    };
    live.flatten().ok_or_else(|| {
        interp.throw_error(
            "TypeError",
            &format!(
                "{fname}(): Argument #1 ($context) must be a valid, non-finalized HashContext"
            ),
        )
    })
}

fn hash_update(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let data = str_arg(args, 1);
    with_running(interp, "hash_update", args, |s| {
        if let Some(r) = &mut s.running {
            r.update(&data);
        }
    })?;
    Ok(Value::Bool(true))
}

fn hash_final(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let raw = with_running(interp, "hash_final", args, |s| {
        let inner = s.running.take().map(Running::finish).unwrap_or_default();
        match &s.hmac_key {
            Some(key) => {
                let mut outer: Vec<u8> = key.iter().map(|k| k ^ 0x5c).collect();
                outer.extend_from_slice(&inner);
                digest(&s.algo, &outer).unwrap_or_default()
            }
            None => inner,
        }
    })?;
    Ok(digest_out(&raw, bool_arg(args, 1, false)))
}

fn hash_copy(interp: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let state = with_running(interp, "hash_copy", args, |s| s.clone())?;
    new_context(interp, state)
}
