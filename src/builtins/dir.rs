//! Directory handles: `opendir`, `readdir`, `rewinddir`, `closedir`. Entries come in the
//! order the system lists them, `.` and `..` included, as PHP's readdir gives them.

use std::cell::RefCell;
use std::ffi::{CStr, CString};
use std::rc::{Rc, Weak};

use super::stream::next_resource_id;
use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Resource, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "opendir",
        sig: "opendir(string $directory, $context = null)",
        call: opendir,
    },
    Builtin {
        name: "readdir",
        sig: "readdir($dir_handle = null): string|false",
        call: readdir,
    },
    Builtin {
        name: "rewinddir",
        sig: "rewinddir($dir_handle = null): void",
        call: rewinddir,
    },
    Builtin {
        name: "closedir",
        sig: "closedir($dir_handle = null): void",
        call: closedir,
    },
];

/// An open directory: its entries, read when opened, and the position reached.
struct DirHandle {
    entries: Vec<Vec<u8>>,
    pos: usize,
}

thread_local! {
    /// The last directory opened: the default handle of readdir() and friends.
    static LAST: RefCell<Weak<Resource>> = const { RefCell::new(Weak::new()) };
}

/// The names in a directory, in the system's order.
pub(crate) fn list(path: &str) -> std::io::Result<Vec<Vec<u8>>> {
    let c = CString::new(path).map_err(|_| std::io::ErrorKind::InvalidInput)?;
    // SAFETY: `c` is a valid NUL-terminated path; the DIR pointer is checked for null,
    // only used until closedir, and each dirent is read before the next readdir call.
    unsafe {
        let d = libc::opendir(c.as_ptr());
        if d.is_null() {
            return Err(std::io::Error::last_os_error());
        }
        let mut out = Vec::new();
        loop {
            let e = libc::readdir(d);
            if e.is_null() {
                break;
            }
            out.push(CStr::from_ptr((*e).d_name.as_ptr()).to_bytes().to_vec());
        }
        libc::closedir(d);
        Ok(out)
    }
}

fn opendir(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let path = str_arg(args, 0).to_string_lossy();
    Ok(open_dir(cx, "opendir", &path))
}

/// Open directory `path` as a handle resource, or warn (as `func`) and give false.
pub(crate) fn open_dir(cx: &Interp, func: &str, path: &str) -> Value {
    super::stream::use_default_context();
    match list(path) {
        Ok(entries) => {
            let r = Rc::new(Resource::new(
                next_resource_id(),
                "stream",
                Box::new(DirHandle { entries, pos: 0 }),
            ));
            LAST.with(|l| *l.borrow_mut() = Rc::downgrade(&r));
            Value::Resource(r)
        }
        Err(e) => {
            let why = match e.kind() {
                std::io::ErrorKind::NotFound => "No such file or directory",
                std::io::ErrorKind::PermissionDenied => "Permission denied",
                _ => "Not a directory",
            };
            cx.warn(&format!("{func}({path}): Failed to open directory: {why}"));
            Value::Bool(false)
        }
    }
}

/// Apply `f` to the handle passed (or the last one opened).
fn with_dir<R>(
    cx: &Interp,
    func: &str,
    args: &[Value],
    f: impl FnOnce(&mut DirHandle) -> R,
) -> Result<R, Unwind> {
    let r = match args.first().map(|v| v.deref()) {
        Some(Value::Resource(r)) => r,
        None | Some(Value::Null) => match LAST.with(|l| l.borrow().upgrade()) {
            Some(r) => r,
            None => {
                return Err(cx.throw_error("TypeError", &format!("{func}(): No resource supplied")))
            }
        },
        Some(v) => {
            return Err(cx.throw_error(
                "TypeError",
                &format!(
                "{func}(): Argument #1 ($dir_handle) must be of type resource or null, {} given",
                v.type_name_for_error()
            ),
            ))
        }
    };
    let mut data = r.data.borrow_mut();
    match data.as_mut().and_then(|d| d.downcast_mut::<DirHandle>()) {
        Some(d) => Ok(f(d)),
        None => Err(cx.throw_error(
            "TypeError",
            &format!("{func}(): supplied resource is not a valid Directory resource"),
        )),
    }
}

fn readdir(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    read_entry(cx, "readdir", args)
}

/// The next entry of the handle in `args` (false at the end), as `func`.
pub(crate) fn read_entry(cx: &Interp, func: &str, args: &[Value]) -> Result<Value, Unwind> {
    with_dir(cx, func, args, |d| match d.entries.get(d.pos) {
        Some(e) => {
            d.pos += 1;
            str_val(e.clone())
        }
        None => Value::Bool(false),
    })
}

fn rewinddir(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    rewind(cx, "rewinddir", args)
}

/// Back to the first entry of the handle in `args`, as `func`.
pub(crate) fn rewind(cx: &Interp, func: &str, args: &[Value]) -> Result<Value, Unwind> {
    with_dir(cx, func, args, |d| d.pos = 0)?;
    Ok(Value::Null)
}

fn closedir(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    close(cx, "closedir", args)
}

/// Close the handle in `args`, as `func`.
pub(crate) fn close(cx: &Interp, func: &str, args: &[Value]) -> Result<Value, Unwind> {
    with_dir(cx, func, args, |_| ())?;
    match args.first().map(|v| v.deref()) {
        Some(Value::Resource(r)) => r.close(),
        _ => {
            if let Some(r) = LAST.with(|l| l.borrow().upgrade()) {
                r.close();
            }
        }
    }
    Ok(Value::Null)
}
