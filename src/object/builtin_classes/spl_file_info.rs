//! `SplFileInfo` and the directory iterators built on it: `DirectoryIterator`,
//! `FilesystemIterator` and `RecursiveDirectoryIterator`. The path lives in the private
//! properties var_dump shows; the stat-like getters call the file functions.

use std::rc::Rc;

use super::{this, NativeClass};
use crate::eval::{Interp, Unwind};
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::value::Value;

const CURRENT_AS_PATHNAME: i64 = 32;
const CURRENT_AS_SELF: i64 = 16;
const KEY_AS_FILENAME: i64 = 256;
const SKIP_DOTS: i64 = 4096;

pub fn register(table: &ClassTable) {
    NativeClass::class("SplFileInfo")
        .implements(table, &["Stringable"])
        .debug_prop("pathName", Value::str(""))
        .debug_prop("fileName", Value::str(""))
        .method(
            "__construct",
            "__construct(string $filename)",
            info_construct,
        )
        .with(info_methods)
        .register(table);
    NativeClass::class("DirectoryIterator")
        .extends(table, "SplFileInfo")
        .implements(table, &["SeekableIterator"])
        .debug_prop("glob", Value::Bool(false))
        .debug_prop("subPathName", Value::str(""))
        .method(
            "__construct",
            "__construct(string $directory)",
            |i, t, _, a| dir_construct(i, t, a, 0),
        )
        .with(dir_methods)
        .register(table);
    NativeClass::class("FilesystemIterator")
        .extends(table, "DirectoryIterator")
        .constant("CURRENT_MODE_MASK", Value::Int(240))
        .constant("CURRENT_AS_PATHNAME", Value::Int(CURRENT_AS_PATHNAME))
        .constant("CURRENT_AS_FILEINFO", Value::Int(0))
        .constant("CURRENT_AS_SELF", Value::Int(CURRENT_AS_SELF))
        .constant("KEY_MODE_MASK", Value::Int(3840))
        .constant("KEY_AS_PATHNAME", Value::Int(0))
        .constant("FOLLOW_SYMLINKS", Value::Int(16384))
        .constant("KEY_AS_FILENAME", Value::Int(KEY_AS_FILENAME))
        .constant("NEW_CURRENT_AND_KEY", Value::Int(256))
        .constant("OTHER_MODE_MASK", Value::Int(28672))
        .constant("SKIP_DOTS", Value::Int(SKIP_DOTS))
        .constant("UNIX_PATHS", Value::Int(8192))
        .method(
            "__construct",
            "__construct(string $directory, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO | FilesystemIterator::SKIP_DOTS)",
            |i, t, _, a| {
                let flags = a.get(1).map_or(SKIP_DOTS, Value::to_int);
                dir_construct(i, t, a, flags | 1 << 40)
            },
        )
        .method("getFlags", "getFlags(): int", |i, t, _, _| {
            Ok(Value::Int(state(i, t, |s| s.flags & 0xffff)?))
        })
        .method("setFlags", "setFlags(int $flags): void", |i, t, _, a| {
            let f = a.first().map_or(0, Value::to_int);
            state(i, t, |s| s.flags = (s.flags & !0xffff) | (f & 0xffff))?;
            Ok(Value::Null)
        })
        .method("current", "current(): SplFileInfo|FilesystemIterator|string", fs_current)
        .method("key", "key(): string", fs_key)
        .register(table);
    NativeClass::class("RecursiveDirectoryIterator")
        .extends(table, "FilesystemIterator")
        .implements(table, &["RecursiveIterator"])
        .method(
            "__construct",
            "__construct(string $directory, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO)",
            |i, t, _, a| {
                let flags = a.get(1).map_or(0, Value::to_int);
                dir_construct(i, t, a, flags | 1 << 40)
            },
        )
        .method("hasChildren", "hasChildren(bool $allowLinks = false): bool", |i, t, _, _| {
            let (dir, name) = state(i, t, |s| (s.dir.clone(), s.current_name()))?;
            let Some(name) = name.filter(|n| n != "." && n != "..") else {
                return Ok(Value::Bool(false));
            };
            Ok(Value::Bool(std::path::Path::new(&join(&dir, &name)).is_dir()))
        })
        .method("getChildren", "getChildren(): RecursiveDirectoryIterator", |i, t, _, _| {
            let obj = this(i, t)?;
            let (dir, name, flags, sub) =
                state(i, t, |s| (s.dir.clone(), s.current_name(), s.flags, s.sub_path.clone()))?;
            let name = name.unwrap_or_default();
            let child = crate::object::instantiate(i, obj.class())?;
            let mut args = [Value::str(&join(&dir, &name)), Value::Int(flags & 0xffff)];
            dir_construct(i, Some(&child), &mut args, flags)?;
            let sub = if sub.is_empty() { name } else { format!("{sub}/{name}") };
            state(i, Some(&child), |s| s.sub_path = sub.clone())?;
            child.set_prop(b"subPathName", Value::str(&sub));
            Ok(Value::Object(child))
        })
        .method("getSubPath", "getSubPath(): string", |i, t, _, _| {
            Ok(Value::str(&state(i, t, |s| s.sub_path.clone())?))
        })
        .method("getSubPathname", "getSubPathname(): string", |i, t, _, _| {
            let (sub, name) = state(i, t, |s| (s.sub_path.clone(), s.current_name()))?;
            let name = name.unwrap_or_default();
            Ok(Value::str(&if sub.is_empty() { name } else { format!("{sub}/{name}") }))
        })
        .register(table);
}

fn join(dir: &str, name: &str) -> String {
    if dir.ends_with('/') {
        format!("{dir}{name}")
    } else {
        format!("{dir}/{name}")
    }
}

/// The path of an `SplFileInfo` (of the current entry for directory iterators).
pub(super) fn path_of(obj: &Obj) -> String {
    obj.get_prop(b"pathName")
        .map(|v| v.to_php_string_lossy().to_string_lossy())
        .unwrap_or_default()
}

/// The file name (last path component) an `SplFileInfo` stands for.
fn name_of(obj: &Obj) -> String {
    obj.get_prop(b"fileName")
        .map(|v| v.to_php_string_lossy().to_string_lossy())
        .unwrap_or_default()
}

/// Set the path an `SplFileInfo` stands for.
pub(super) fn set_path(obj: &Obj, path: &str) {
    let trimmed = if path.len() > 1 {
        path.trim_end_matches('/')
    } else {
        path
    };
    let name = trimmed.rsplit('/').next().unwrap_or(trimmed);
    obj.set_prop(b"pathName", Value::str(trimmed));
    obj.set_prop(b"fileName", Value::str(name));
}

fn info_construct(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    let path = args[0].to_php_string_lossy().to_string_lossy();
    set_path(this(interp, t)?, &path);
    Ok(Value::Null)
}

/// Call a file function on the object's path.
fn on_path(interp: &Interp, t: Option<&Obj>, func: &str) -> Result<Value, Unwind> {
    let path = path_of(this(interp, t)?);
    interp.call_value(&Value::str(func), vec![Value::str(&path)])
}

fn info_methods(c: NativeClass) -> NativeClass {
    c.method("getPathname", "getPathname(): string", |i, t, _, _| {
        Ok(Value::str(&path_of(this(i, t)?)))
    })
    .method("__toString", "__toString(): string", |i, t, _, _| {
        Ok(Value::str(&path_of(this(i, t)?)))
    })
    .method("getFilename", "getFilename(): string", |i, t, _, _| {
        Ok(this(i, t)?.get_prop(b"fileName").unwrap_or_default())
    })
    .method("getPath", "getPath(): string", |i, t, _, _| {
        let p = path_of(this(i, t)?);
        Ok(Value::str(p.rsplit_once('/').map_or("", |(d, _)| d)))
    })
    .method("getExtension", "getExtension(): string", |i, t, _, _| {
        let name = name_of(this(i, t)?);
        Ok(Value::str(name.rsplit_once('.').map_or("", |(_, e)| e)))
    })
    .method("getBasename", "getBasename(string $suffix = \"\"): string", |i, t, _, a| {
        let name = name_of(this(i, t)?);
        let suffix = a.first().map(|v| v.to_php_string_lossy().to_string_lossy()).unwrap_or_default();
        let base = match name.strip_suffix(suffix.as_str()) {
            Some(b) if !suffix.is_empty() && !b.is_empty() => b.to_string(),
            _ => name,
        };
        Ok(Value::str(&base))
    })
    .method("getSize", "getSize(): int|false", |i, t, _, _| on_path(i, t, "filesize"))
    .method("getMTime", "getMTime(): int|false", |i, t, _, _| on_path(i, t, "filemtime"))
    .method("getATime", "getATime(): int|false", |i, t, _, _| on_path(i, t, "fileatime"))
    .method("getCTime", "getCTime(): int|false", |i, t, _, _| on_path(i, t, "filectime"))
    .method("getPerms", "getPerms(): int|false", |i, t, _, _| on_path(i, t, "fileperms"))
    .method("getType", "getType(): string|false", |i, t, _, _| on_path(i, t, "filetype"))
    .method("isDir", "isDir(): bool", |i, t, _, _| on_path(i, t, "is_dir"))
    .method("isFile", "isFile(): bool", |i, t, _, _| on_path(i, t, "is_file"))
    .method("isLink", "isLink(): bool", |i, t, _, _| on_path(i, t, "is_link"))
    .method("isReadable", "isReadable(): bool", |i, t, _, _| on_path(i, t, "is_readable"))
    .method("isWritable", "isWritable(): bool", |i, t, _, _| on_path(i, t, "is_writable"))
    .method("isExecutable", "isExecutable(): bool", |i, t, _, _| {
        on_path(i, t, "is_executable")
    })
    .method("getRealPath", "getRealPath(): string|false", |i, t, _, _| {
        on_path(i, t, "realpath")
    })
    .method("getFileInfo", "getFileInfo(?string $class = null): SplFileInfo", |i, t, _, _| {
        let path = path_of(this(i, t)?);
        new_info(i, &path)
    })
    .method(
        "openFile",
        "openFile(string $mode = \"r\", bool $useIncludePath = false, $context = null): SplFileObject",
        |i, t, _, a| {
            let path = path_of(this(i, t)?);
            let Some(cls) = i.classes.get("SplFileObject") else {
                return Ok(Value::Null);
            };
            let obj = crate::object::instantiate(i, &cls)?;
            let mode = a.first().cloned().unwrap_or_else(|| Value::str("r"));
            i.call_method_on(
                Some(&obj),
                &cls,
                &cls.magic.construct.clone().ok_or_else(|| i.throw_error("Error", "no constructor"))?,
                vec![Value::str(&path), mode],
            )?;
            Ok(Value::Object(obj))
        },
    )
}

/// A new `SplFileInfo` for `path`.
fn new_info(interp: &Interp, path: &str) -> Result<Value, Unwind> {
    let Some(cls) = interp.classes.get("SplFileInfo") else {
        return Ok(Value::Null);
    };
    let obj = crate::object::instantiate(interp, &cls)?;
    set_path(&obj, path);
    Ok(Value::Object(obj))
}

/// The entries of a directory iterator and its position. Bit 40 of `flags` marks a
/// FilesystemIterator (whose current() and key() depend on the flags).
struct DirState {
    dir: String,
    entries: Vec<String>,
    pos: usize,
    flags: i64,
    sub_path: String,
}

impl DirState {
    fn current_name(&self) -> Option<String> {
        self.entries.get(self.pos).cloned()
    }
}

impl Internal for DirState {}

fn state<R>(
    interp: &Interp,
    t: Option<&Obj>,
    f: impl FnOnce(&mut DirState) -> R,
) -> Result<R, Unwind> {
    this(interp, t)?.with_internal(f).ok_or_else(|| {
        interp.throw_error(
            "LogicException",
            "The parent constructor was not called: the object is in an invalid state ",
        )
    })
}

fn dir_construct(
    interp: &Interp,
    t: Option<&Obj>,
    args: &mut [Value],
    flags: i64,
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let dir = args[0].to_php_string_lossy().to_string_lossy();
    let class = obj.class().name.to_string();
    if dir.is_empty() {
        return Err(interp.throw_error(
            "ValueError",
            &format!("{class}::__construct(): Argument #1 ($directory) cannot be empty"),
        ));
    }
    let names = match crate::builtins::dir::list(&dir) {
        Ok(n) => n,
        Err(e) => {
            let reason = match e.kind() {
                std::io::ErrorKind::NotFound => "No such file or directory",
                std::io::ErrorKind::PermissionDenied => "Permission denied",
                _ => "Not a directory",
            };
            return Err(interp.throw_error(
                "UnexpectedValueException",
                &format!("{class}::__construct({dir}): Failed to open directory: {reason}"),
            ));
        }
    };
    let entries: Vec<String> = names
        .into_iter()
        .map(|n| String::from_utf8_lossy(&n).into_owned())
        .filter(|n| flags & SKIP_DOTS == 0 || (n != "." && n != ".."))
        .collect();
    obj.set_internal(Box::new(DirState {
        dir: dir.trim_end_matches('/').to_string(),
        entries,
        pos: 0,
        flags,
        sub_path: String::new(),
    }));
    sync_entry(obj);
    Ok(Value::Null)
}

/// Point the inherited SplFileInfo properties at the current entry.
fn sync_entry(obj: &Obj) {
    let cur = obj.with_internal(|s: &mut DirState| (s.dir.clone(), s.current_name()));
    match cur {
        Some((dir, Some(name))) => {
            obj.set_prop(b"pathName", Value::str(&join(&dir, &name)));
            obj.set_prop(b"fileName", Value::str(&name));
        }
        Some((_, None)) => {
            obj.set_prop(b"pathName", Value::str(""));
            obj.set_prop(b"fileName", Value::str(""));
        }
        None => {}
    }
}

fn dir_methods(c: NativeClass) -> NativeClass {
    c.method("isDot", "isDot(): bool", |i, t, _, _| {
        let n = state(i, t, |s| s.current_name())?;
        Ok(Value::Bool(matches!(n.as_deref(), Some(".") | Some(".."))))
    })
    .method("current", "current(): mixed", |i, t, _, _| {
        Ok(Value::Object(this(i, t)?.clone()))
    })
    .method("key", "key(): mixed", |i, t, _, _| {
        Ok(Value::Int(state(i, t, |s| s.pos as i64)?))
    })
    .method("next", "next(): void", |i, t, _, _| {
        state(i, t, |s| s.pos += 1)?;
        sync_entry(this(i, t)?);
        Ok(Value::Null)
    })
    .method("rewind", "rewind(): void", |i, t, _, _| {
        state(i, t, |s| s.pos = 0)?;
        sync_entry(this(i, t)?);
        Ok(Value::Null)
    })
    .method("valid", "valid(): bool", |i, t, _, _| {
        Ok(Value::Bool(state(i, t, |s| s.pos < s.entries.len())?))
    })
    .method("seek", "seek(int $offset): void", |i, t, _, a| {
        let n = a.first().map_or(0, Value::to_int).max(0) as usize;
        state(i, t, |s| s.pos = n)?;
        sync_entry(this(i, t)?);
        Ok(Value::Null)
    })
}

fn fs_current(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let flags = state(interp, t, |s| s.flags)?;
    let path = path_of(obj);
    if flags & CURRENT_AS_PATHNAME != 0 {
        return Ok(Value::str(&path));
    }
    if flags & CURRENT_AS_SELF != 0 {
        return Ok(Value::Object(obj.clone()));
    }
    new_info(interp, &path)
}

fn fs_key(
    interp: &Interp,
    t: Option<&Obj>,
    _: &Rc<Class>,
    _: &mut [Value],
) -> Result<Value, Unwind> {
    let obj = this(interp, t)?;
    let flags = state(interp, t, |s| s.flags)?;
    if flags & KEY_AS_FILENAME != 0 {
        return Ok(obj.get_prop(b"fileName").unwrap_or_default());
    }
    Ok(Value::str(&path_of(obj)))
}
