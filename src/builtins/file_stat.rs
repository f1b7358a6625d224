//! File metadata: `stat`/`lstat`/`fstat` and the single-field `file*` functions, `chmod`,
//! `is_executable`, `clearstatcache`, and `md5_file`/`sha1_file`.

use std::os::unix::fs::{MetadataExt, PermissionsExt};

use super::file::with_stream;
use super::stream::Backing;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "stat",
        sig: "stat(string $filename): array|false",
        call: stat,
    },
    Builtin {
        name: "lstat",
        sig: "lstat(string $filename): array|false",
        call: lstat,
    },
    Builtin {
        name: "fstat",
        sig: "fstat($stream): array|false",
        call: fstat,
    },
    Builtin {
        name: "fileperms",
        sig: "fileperms(string $filename): int|false",
        call: fileperms,
    },
    Builtin {
        name: "fileinode",
        sig: "fileinode(string $filename): int|false",
        call: fileinode,
    },
    Builtin {
        name: "fileowner",
        sig: "fileowner(string $filename): int|false",
        call: fileowner,
    },
    Builtin {
        name: "filegroup",
        sig: "filegroup(string $filename): int|false",
        call: filegroup,
    },
    Builtin {
        name: "fileatime",
        sig: "fileatime(string $filename): int|false",
        call: fileatime,
    },
    Builtin {
        name: "filectime",
        sig: "filectime(string $filename): int|false",
        call: filectime,
    },
    Builtin {
        name: "filetype",
        sig: "filetype(string $filename): string|false",
        call: filetype,
    },
    Builtin {
        name: "is_executable",
        sig: "is_executable(string $filename): bool",
        call: is_executable,
    },
    Builtin {
        name: "chmod",
        sig: "chmod(string $filename, int $permissions): bool",
        call: chmod,
    },
    Builtin {
        name: "umask",
        sig: "umask(?int $mask = null): int",
        call: umask,
    },
    Builtin {
        name: "clearstatcache",
        sig: "clearstatcache(bool $clear_realpath_cache = false, string $filename = \"\"): void",
        call: clearstatcache,
    },
    Builtin {
        name: "md5_file",
        sig: "md5_file(string $filename, bool $binary = false): string|false",
        call: md5_file,
    },
    Builtin {
        name: "sha1_file",
        sig: "sha1_file(string $filename, bool $binary = false): string|false",
        call: sha1_file,
    },
    Builtin {
        name: "hash_file",
        sig: "hash_file(string $algo, string $filename, bool $binary = false, array $options = []): string|false",
        call: hash_file,
    },
];

fn path(args: &[Value]) -> String {
    str_arg(args, 0).to_string_lossy()
}

fn metadata(p: &str, follow: bool) -> Option<std::fs::Metadata> {
    if p.is_empty() || p.contains('\0') {
        return None;
    }
    if follow {
        std::fs::metadata(p).ok()
    } else {
        std::fs::symlink_metadata(p).ok()
    }
}

/// The 26-entry array of `stat()`: 13 numbered fields then the same by name.
fn stat_array(m: &std::fs::Metadata) -> Value {
    stat_values(stat_fields(m))
}

/// The thirteen fields of a stat result, in `STAT_NAMES` order.
fn stat_fields(m: &std::fs::Metadata) -> [i64; 13] {
    [
        m.dev() as i64,
        m.ino() as i64,
        m.mode() as i64,
        m.nlink() as i64,
        m.uid() as i64,
        m.gid() as i64,
        m.rdev() as i64,
        m.size() as i64,
        m.atime(),
        m.mtime(),
        m.ctime(),
        m.blksize() as i64,
        m.blocks() as i64,
    ]
}

const STAT_NAMES: [&str; 13] = [
    "dev", "ino", "mode", "nlink", "uid", "gid", "rdev", "size", "atime", "mtime", "ctime",
    "blksize", "blocks",
];

/// PHP's stat array: the fields by number, then by name.
fn stat_values(fields: [i64; 13]) -> Value {
    let mut out = PhpArray::new();
    for v in fields {
        out.push(Value::Int(v));
    }
    for (k, v) in STAT_NAMES.iter().zip(fields) {
        out.insert(Key::from_bytes(k.as_bytes()), Value::Int(v));
    }
    Value::arr(out)
}

/// Look up `args[0]` and apply `f`, or warn "`func`(): stat failed for ..." and give false.
fn with_meta(
    cx: &Interp,
    func: &str,
    args: &[Value],
    follow: bool,
    f: impl FnOnce(&std::fs::Metadata) -> Value,
) -> Result<Value, Unwind> {
    let p = path(args);
    Ok(match metadata(&p, follow) {
        Some(m) => f(&m),
        None => {
            let what = if func == "lstat" { "Lstat" } else { "stat" };
            cx.warn(&format!("{func}(): {what} failed for {p}"));
            Value::Bool(false)
        }
    })
}

fn stat(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_meta(cx, "stat", args, true, stat_array)
}

fn lstat(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_meta(cx, "lstat", args, false, stat_array)
}

fn fstat(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let m = with_stream(cx, "fstat", &args[0], |s| match &s.backing {
        Backing::File(f) => f.metadata().ok().map(|m| stat_fields(&m)),
        Backing::Stdin => fd_stat(0),
        Backing::Stdout | Backing::Output => fd_stat(1),
        Backing::Stderr => fd_stat(2),
        Backing::Socket(sock) => fd_stat(sock.fd()),
        // As PHP's memory and temp streams report themselves.
        Backing::Memory(m) => Some([
            12,
            0,
            0o100666,
            1,
            0,
            0,
            -1,
            m.len() as i64,
            0,
            0,
            0,
            -1,
            -1,
        ]),
    })?;
    Ok(match m {
        Some(m) => stat_values(m),
        None => Value::Bool(false),
    })
}

fn fd_stat(fd: i32) -> Option<[i64; 13]> {
    std::fs::metadata(format!("/proc/self/fd/{fd}"))
        .ok()
        .map(|m| stat_fields(&m))
}

fn fileperms(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_meta(cx, "fileperms", args, true, |m| Value::Int(m.mode() as i64))
}

fn fileinode(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_meta(cx, "fileinode", args, true, |m| Value::Int(m.ino() as i64))
}

fn fileowner(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_meta(cx, "fileowner", args, true, |m| Value::Int(m.uid() as i64))
}

fn filegroup(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_meta(cx, "filegroup", args, true, |m| Value::Int(m.gid() as i64))
}

fn fileatime(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_meta(cx, "fileatime", args, true, |m| Value::Int(m.atime()))
}

fn filectime(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_meta(cx, "filectime", args, true, |m| Value::Int(m.ctime()))
}

fn filetype(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let p = path(args);
    Ok(match metadata(&p, false) {
        Some(m) => {
            use std::os::unix::fs::FileTypeExt;
            let t = m.file_type();
            let name = if t.is_symlink() {
                "link"
            } else if t.is_dir() {
                "dir"
            } else if t.is_fifo() {
                "fifo"
            } else if t.is_char_device() {
                "char"
            } else if t.is_block_device() {
                "block"
            } else if t.is_socket() {
                "socket"
            } else {
                "file"
            };
            Value::str(name)
        }
        None => {
            cx.warn(&format!("filetype(): Lstat failed for {p}"));
            Value::Bool(false)
        }
    })
}

fn is_executable(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(metadata(&path(args), true).is_some_and(|m| {
        !m.is_dir() && m.permissions().mode() & 0o111 != 0
    })))
}

fn chmod(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let p = path(args);
    let mode = int_arg(args, 1, 0) as u32 & 0o7777;
    match std::fs::set_permissions(&p, std::fs::Permissions::from_mode(mode)) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            let why = if e.kind() == std::io::ErrorKind::NotFound {
                "No such file or directory"
            } else {
                "Operation not permitted"
            };
            cx.warn(&format!("chmod(): {why}"));
            Ok(Value::Bool(false))
        }
    }
}

/// `umask`: the process's file creation mask, replaced when a new one is given.
fn umask(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let new = args.first().filter(|v| !v.is_null()).map(Value::to_int);
    // SAFETY: umask only swaps the process's mask; it cannot fail.
    let old = unsafe { libc::umask(new.unwrap_or(0) as libc::mode_t & 0o777) };
    if new.is_none() {
        // SAFETY: as above, putting the old mask back.
        unsafe { libc::umask(old) };
    }
    Ok(Value::Int(old as i64))
}

fn clearstatcache(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Null)
}

/// The file's bytes for a `*_file` hash, or the warning fopen would give.
fn file_bytes(cx: &Interp, func: &str, args: &[Value]) -> Result<Option<Vec<u8>>, Unwind> {
    let p = path(args);
    if p.is_empty() {
        return Err(cx.throw_error("ValueError", "Path cannot be empty"));
    }
    Ok(match std::fs::read(&p) {
        Ok(b) => {
            // The stream PHP opens takes a resource number.
            super::stream::next_resource_id();
            Some(b)
        }
        Err(_) => {
            cx.warn(&format!(
                "{func}({p}): Failed to open stream: No such file or directory"
            ));
            None
        }
    })
}

fn md5_file(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(match file_bytes(cx, "md5_file", args)? {
        Some(b) => super::codec::digest_value("md5", &b, bool_arg(args, 1, false)),
        None => Value::Bool(false),
    })
}

fn hash_file(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let algo = args[0]
        .to_php_string_lossy()
        .to_string_lossy()
        .to_ascii_lowercase();
    if !super::codec::is_algo(&algo) {
        return Err(cx.throw_error(
            "ValueError",
            "hash_file(): Argument #1 ($algo) must be a valid hashing algorithm",
        ));
    }
    Ok(match file_bytes(cx, "hash_file", &args[1..])? {
        Some(b) => super::codec::digest_value(&algo, &b, bool_arg(args, 2, false)),
        None => Value::Bool(false),
    })
}

fn sha1_file(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(match file_bytes(cx, "sha1_file", args)? {
        Some(b) => super::codec::digest_value("sha1", &b, bool_arg(args, 1, false)),
        None => Value::Bool(false),
    })
}
