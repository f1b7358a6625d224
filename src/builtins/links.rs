//! Links and file systems: `symlink`, `link`, `readlink`, and the space of the file
//! system holding a directory (`disk_free_space`, `disk_total_space`).

use std::ffi::CString;

use super::file::path_arg;
use super::socket::os_msg as error_text;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "symlink",
        sig: "symlink(string $target, string $link): bool",
        call: symlink,
    },
    Builtin {
        name: "link",
        sig: "link(string $target, string $link): bool",
        call: link,
    },
    Builtin {
        name: "readlink",
        sig: "readlink(string $path): string|false",
        call: readlink,
    },
    Builtin {
        name: "disk_free_space",
        sig: "disk_free_space(string $directory): float|false",
        call: disk_free_space,
    },
    Builtin {
        name: "diskfreespace",
        sig: "diskfreespace(string $directory): float|false",
        call: disk_free_space,
    },
    Builtin {
        name: "disk_total_space",
        sig: "disk_total_space(string $directory): float|false",
        call: disk_total_space,
    },
];

/// The result of a link operation: true, or false after PHP's warning.
fn done(cx: &Interp, func: &str, r: std::io::Result<()>) -> Value {
    match r {
        Ok(()) => Value::Bool(true),
        Err(e) => {
            cx.warn(&format!("{func}(): {}", error_text(&e)));
            Value::Bool(false)
        }
    }
}

fn symlink(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (target, link) = (path_arg(&args[0]), path_arg(&args[1]));
    let r = if target.is_empty() || link.is_empty() {
        Err(std::io::Error::from_raw_os_error(libc::ENOENT))
    } else {
        std::os::unix::fs::symlink(&target, &link)
    };
    Ok(done(cx, "symlink", r))
}

fn link(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (target, link) = (path_arg(&args[0]), path_arg(&args[1]));
    let r = if target.is_empty() || link.is_empty() {
        Err(std::io::Error::from_raw_os_error(libc::ENOENT))
    } else {
        std::fs::hard_link(&target, &link)
    };
    Ok(done(cx, "link", r))
}

fn readlink(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let path = path_arg(&args[0]);
    let r = if path.is_empty() {
        Err(std::io::Error::from_raw_os_error(libc::ENOENT))
    } else {
        std::fs::read_link(&path)
    };
    Ok(match r {
        Ok(p) => {
            use std::os::unix::ffi::OsStrExt;
            Value::bytes(p.as_os_str().as_bytes())
        }
        Err(e) => {
            cx.warn(&format!("readlink(): {}", error_text(&e)));
            Value::Bool(false)
        }
    })
}

/// `statvfs` of the file system holding `dir`, or the error.
fn statvfs(dir: &str) -> std::io::Result<libc::statvfs> {
    let c = CString::new(dir).map_err(|_| std::io::Error::from_raw_os_error(libc::ENOENT))?;
    // SAFETY: `c` is a valid C string and `st` is written by statvfs before it is read.
    unsafe {
        let mut st: libc::statvfs = std::mem::zeroed();
        if libc::statvfs(c.as_ptr(), &mut st) == 0 {
            Ok(st)
        } else {
            Err(std::io::Error::last_os_error())
        }
    }
}

fn space(cx: &Interp, func: &str, v: &Value, blocks: fn(&libc::statvfs) -> u64) -> Value {
    match statvfs(&path_arg(v)) {
        Ok(st) => Value::Float(blocks(&st) as f64 * st.f_frsize as f64),
        Err(e) => {
            cx.warn(&format!("{func}(): {}", error_text(&e)));
            Value::Bool(false)
        }
    }
}

fn disk_free_space(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(space(cx, "disk_free_space", &args[0], |st| st.f_bavail))
}

fn disk_total_space(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(space(cx, "disk_total_space", &args[0], |st| st.f_blocks))
}
