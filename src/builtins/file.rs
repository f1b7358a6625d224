//! File and stream builtins: fopen and the f* family over `stream` resources, whole-file
//! helpers (file_get_contents, file_put_contents, file, readfile), CSV lines, and the
//! filesystem (stat checks, mkdir/rmdir/unlink/rename/copy, scandir, glob, temp files).

use std::fs::OpenOptions;

use super::stream::{Backing, Stream};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "fopen", sig: "fopen(string $filename, string $mode, bool $use_include_path = false, ?resource $context = null): resource|false", call: fopen },
    Builtin { name: "fclose", sig: "fclose(resource $stream): bool", call: fclose },
    Builtin { name: "fread", sig: "fread(resource $stream, int $length): string|false", call: fread },
    Builtin { name: "fwrite", sig: "fwrite(resource $stream, string $data, ?int $length = null): int|false", call: fwrite },
    Builtin { name: "fputs", sig: "fputs(resource $stream, string $data, ?int $length = null): int|false", call: fwrite },
    Builtin { name: "fgets", sig: "fgets(resource $stream, ?int $length = null): string|false", call: fgets },
    Builtin { name: "fgetc", sig: "fgetc(resource $stream): string|false", call: fgetc },
    Builtin { name: "stream_get_line", sig: "stream_get_line(resource $stream, int $length, string $ending = \"\"): string|false", call: stream_get_line },
    Builtin { name: "feof", sig: "feof(resource $stream): bool", call: feof },
    Builtin { name: "fflush", sig: "fflush(resource $stream): bool", call: fflush },
    Builtin { name: "ftell", sig: "ftell(resource $stream): int|false", call: ftell },
    Builtin { name: "fseek", sig: "fseek(resource $stream, int $offset, int $whence = SEEK_SET): int", call: fseek },
    Builtin { name: "rewind", sig: "rewind(resource $stream): bool", call: rewind },
    Builtin { name: "ftruncate", sig: "ftruncate(resource $stream, int $size): bool", call: ftruncate },
    Builtin { name: "stream_get_contents", sig: "stream_get_contents(resource $stream, ?int $length = null, int $offset = -1): string|false", call: stream_get_contents },
    Builtin { name: "file_get_contents", sig: "file_get_contents(string $filename, bool $use_include_path = false, ?resource $context = null, int $offset = 0, ?int $length = null): string|false", call: file_get_contents },
    Builtin { name: "file_put_contents", sig: "file_put_contents(string $filename, mixed $data, int $flags = 0, ?resource $context = null): int|false", call: file_put_contents },
    Builtin { name: "file", sig: "file(string $filename, int $flags = 0, ?resource $context = null): array|false", call: file },
    Builtin { name: "readfile", sig: "readfile(string $filename, bool $use_include_path = false, ?resource $context = null): int|false", call: readfile },
    Builtin { name: "unlink", sig: "unlink(string $filename, ?resource $context = null): bool", call: unlink },
    Builtin { name: "file_exists", sig: "file_exists(string $filename): bool", call: file_exists },
    Builtin { name: "is_file", sig: "is_file(string $filename): bool", call: is_file },
    Builtin { name: "is_dir", sig: "is_dir(string $filename): bool", call: is_dir },
    Builtin { name: "is_link", sig: "is_link(string $filename): bool", call: is_link },
    Builtin { name: "is_readable", sig: "is_readable(string $filename): bool", call: is_readable },
    Builtin { name: "is_writable", sig: "is_writable(string $filename): bool", call: is_writable },
    Builtin { name: "is_writeable", sig: "is_writeable(string $filename): bool", call: is_writable },
    Builtin { name: "filesize", sig: "filesize(string $filename): int|false", call: filesize },
    Builtin { name: "filemtime", sig: "filemtime(string $filename): int|false", call: filemtime },
    Builtin { name: "touch", sig: "touch(string $filename, ?int $mtime = null, ?int $atime = null): bool", call: touch },
    Builtin { name: "mkdir", sig: "mkdir(string $directory, int $permissions = 0777, bool $recursive = false, ?resource $context = null): bool", call: mkdir },
    Builtin { name: "rmdir", sig: "rmdir(string $directory, ?resource $context = null): bool", call: rmdir },
    Builtin { name: "rename", sig: "rename(string $from, string $to, ?resource $context = null): bool", call: rename },
    Builtin { name: "copy", sig: "copy(string $from, string $to, ?resource $context = null): bool", call: copy },
    Builtin { name: "scandir", sig: "scandir(string $directory, int $sorting_order = SCANDIR_SORT_ASCENDING, ?resource $context = null): array|false", call: scandir },
    Builtin { name: "tempnam", sig: "tempnam(string $directory, string $prefix): string|false", call: tempnam },
    Builtin { name: "tmpfile", sig: "tmpfile(): resource|false", call: tmpfile },
    Builtin { name: "sys_get_temp_dir", sig: "sys_get_temp_dir(): string", call: sys_get_temp_dir },
    Builtin { name: "getcwd", sig: "getcwd(): string|false", call: getcwd },
    Builtin { name: "chdir", sig: "chdir(string $directory): bool", call: chdir },
    Builtin { name: "realpath", sig: "realpath(string $path): string|false", call: realpath },
    Builtin { name: "fputcsv", sig: "fputcsv(resource $stream, array $fields, string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\", string $eol = \"\\n\"): int|false", call: fputcsv },
    Builtin { name: "str_getcsv", sig: "str_getcsv(string $string, string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\"): array", call: str_getcsv },
    Builtin { name: "fgetcsv", sig: "fgetcsv(resource $stream, ?int $length = null, string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\"): array|false", call: fgetcsv },
];

pub fn constants() -> Vec<(&'static str, Value)> {
    let mut out: Vec<(&'static str, Value)> = [
        ("SEEK_SET", 0),
        ("SEEK_CUR", 1),
        ("SEEK_END", 2),
        ("LOCK_SH", 1),
        ("LOCK_EX", 2),
        ("LOCK_UN", 3),
        ("LOCK_NB", 4),
        ("FILE_USE_INCLUDE_PATH", 1),
        ("FILE_IGNORE_NEW_LINES", 2),
        ("FILE_SKIP_EMPTY_LINES", 4),
        ("FILE_APPEND", 8),
        ("FILE_NO_DEFAULT_CONTEXT", 16),
        ("FILE_TEXT", 0),
        ("FILE_BINARY", 0),
        ("SCANDIR_SORT_ASCENDING", 0),
        ("SCANDIR_SORT_DESCENDING", 1),
        ("SCANDIR_SORT_NONE", 2),
    ]
    .into_iter()
    .map(|(k, v)| (k, Value::Int(v)))
    .collect();
    out.extend(super::stream::std_streams());
    out
}

const FILE_IGNORE_NEW_LINES: i64 = 2;
const FILE_SKIP_EMPTY_LINES: i64 = 4;
const FILE_APPEND: i64 = 8;

pub(super) fn path_arg(v: &Value) -> String {
    v.to_php_string_lossy().to_string_lossy()
}

/// A `$filename` argument (`Z_PARAM_PATH`): a ValueError when it has a NUL byte.
fn filename_arg(cx: &Interp, func: &str, v: &Value) -> Result<String, Unwind> {
    let name = path_arg(v);
    if name.contains('\0') {
        return Err(cx.throw_error(
            "ValueError",
            &format!("{func}(): Argument #1 ($filename) must not contain any null bytes"),
        ));
    }
    Ok(name)
}

pub(super) fn os_error(e: &std::io::Error) -> String {
    use std::io::ErrorKind::*;
    match e.kind() {
        NotFound => "No such file or directory".into(),
        PermissionDenied => "Permission denied".into(),
        AlreadyExists => "File exists".into(),
        _ => match e.raw_os_error() {
            Some(21) => "Is a directory".into(),
            Some(20) => "Not a directory".into(),
            Some(39) => "Directory not empty".into(),
            _ => e.to_string(),
        },
    }
}

/// Run `f` on the stream behind a resource argument; a closed or foreign resource is a
/// TypeError as in php.
pub(crate) fn with_stream<R>(
    cx: &Interp,
    func: &str,
    v: &Value,
    f: impl FnOnce(&mut Stream) -> R,
) -> Result<R, Unwind> {
    let Value::Resource(r) = v else {
        return Err(cx.throw_error(
            "TypeError",
            &format!(
                "{func}(): Argument #1 ($stream) must be of type resource, {} given",
                v.type_name_for_error()
            ),
        ));
    };
    let mut data = r.data.borrow_mut();
    match data.as_mut().and_then(|d| d.downcast_mut::<Stream>()) {
        Some(s) => Ok(f(s)),
        None => Err(cx.throw_error(
            "TypeError",
            &format!("{func}(): supplied resource is not a valid stream resource"),
        )),
    }
}

fn open_stream(cx: &Interp, func: &str, name: &str, mode: &str) -> Option<Stream> {
    let base = mode.trim_end_matches(['b', 't']).replace(['b', 't'], "");
    let plus = base.contains('+');
    let kind = base.chars().next().unwrap_or('\0');
    let readable = kind == 'r' || plus;
    let writable = kind != 'r' || plus;
    if let Some(rest) = name.strip_prefix("php://") {
        let backing = match rest.to_ascii_lowercase().as_str() {
            "stdin" => Backing::Stdin,
            "stdout" => Backing::Stdout,
            "stderr" => Backing::Stderr,
            "output" => Backing::Output,
            r if r == "memory" || r.starts_with("temp") => Backing::Memory(Vec::new()),
            _ => {
                cx.warn(&format!("{func}(): Invalid php:// URL specified"));
                cx.warn(&format!(
                    "{func}({name}): Failed to open stream: operation failed"
                ));
                return None;
            }
        };
        let (r, w) = match backing {
            Backing::Memory(_) => (true, true),
            _ => (readable, writable),
        };
        return Some(Stream::new(backing, r, w, kind == 'a'));
    }
    let mut o = OpenOptions::new();
    match kind {
        'r' => {
            o.read(true).write(plus);
        }
        'w' => {
            o.write(true).create(true).truncate(true).read(plus);
        }
        'a' => {
            o.append(true).create(true).read(plus);
        }
        'x' => {
            o.write(true).create_new(true).read(plus);
        }
        'c' => {
            o.write(true).create(true).read(plus);
        }
        _ => {
            cx.warn(&format!(
                "{func}({name}): Failed to open stream: `{mode}' is not a valid mode for fopen"
            ));
            return None;
        }
    }
    match o.open(name) {
        Ok(f) => {
            if f.metadata().is_ok_and(|m| m.is_dir()) && kind != 'r' {
                cx.warn(&format!(
                    "{func}({name}): Failed to open stream: Is a directory"
                ));
                return None;
            }
            Some(Stream::new(
                Backing::File(f),
                readable,
                writable,
                kind == 'a',
            ))
        }
        Err(e) => {
            cx.warn(&format!(
                "{func}({name}): Failed to open stream: {}",
                os_error(&e)
            ));
            None
        }
    }
}

fn fopen(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = filename_arg(cx, "fopen", &args[0])?;
    if name.is_empty() {
        return Err(cx.throw_error("ValueError", "Path cannot be empty"));
    }
    super::stream::use_default_context();
    let mode = path_arg(&args[1]);
    Ok(match open_stream(cx, "fopen", &name, &mode) {
        Some(mut s) => {
            s.io.mode = Some(mode.clone());
            s.io.uri = Some(name.clone());
            let v = s.into_value();
            if name.len() >= 10 && name.as_bytes()[..10].eq_ignore_ascii_case(b"php://temp") {
                // A temp stream opens an inner memory stream: one more resource number.
                super::stream::next_resource_id();
            }
            v
        }
        None => Value::Bool(false),
    })
}

fn fclose(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    with_stream(cx, "fclose", &args[0], |s| s.flush(cx))?;
    if let Value::Resource(r) = &args[0] {
        r.close();
    }
    Ok(Value::Bool(true))
}

fn fread(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let n = args[1].to_int();
    if n <= 0 {
        return Err(cx.throw_error(
            "ValueError",
            "fread(): Argument #2 ($length) must be greater than 0",
        ));
    }
    let timed_out = super::socket::await_read(cx, &args[0], super::socket::Need::Any)?;
    let data = with_stream(cx, "fread", &args[0], |s| {
        if !s.readable {
            return None;
        }
        Some(s.read(n as usize))
    })?;
    Ok(match data {
        Some(d) if d.is_empty() && timed_out => Value::Bool(false),
        Some(d) => Value::Str(PhpString::from_vec(d)),
        None => {
            cx.notice("fread(): Read of 8192 bytes failed with errno=9 Bad file descriptor");
            Value::Bool(false)
        }
    })
}

fn fwrite(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let data = args[1].to_php_string_lossy();
    let mut bytes: &[u8] = &data;
    if let Some(Value::Int(n)) = args.get(2) {
        bytes = &bytes[..(*n).clamp(0, bytes.len() as i64) as usize];
    }
    if let Some(r) = super::socket::write_stream(cx, &args[0], bytes)? {
        return Ok(r);
    }
    let r = with_stream(cx, "fwrite", &args[0], |s| {
        if !s.writable {
            return None;
        }
        s.write(cx, bytes)
    })?;
    Ok(match r {
        Some(n) => Value::Int(n as i64),
        None => {
            cx.notice(&format!(
                "fwrite(): Write of {} bytes failed with errno=9 Bad file descriptor",
                bytes.len()
            ));
            Value::Bool(false)
        }
    })
}

fn fgets(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let max = match args.get(1) {
        Some(Value::Int(n)) => {
            if *n <= 0 {
                return Err(cx.throw_error(
                    "ValueError",
                    "fgets(): Argument #2 ($length) must be greater than 0",
                ));
            }
            Some((*n - 1) as usize)
        }
        _ => None,
    };
    let need = super::socket::Need::Line(max.unwrap_or(usize::MAX));
    super::socket::await_read(cx, &args[0], need)?;
    let line = with_stream(cx, "fgets", &args[0], |s| s.read_line(max))?;
    Ok(match line {
        // A length of 1 leaves room for nothing but PHP's terminating NUL: a failed read.
        Some(l) if !l.is_empty() => Value::Str(PhpString::from_vec(l)),
        _ => Value::Bool(false),
    })
}

fn fgetc(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    super::socket::await_read(cx, &args[0], super::socket::Need::Any)?;
    let c = with_stream(cx, "fgetc", &args[0], |s| s.read(1))?;
    Ok(if c.is_empty() {
        Value::Bool(false)
    } else {
        Value::Str(PhpString::from_vec(c))
    })
}

/// Up to `$length` bytes (8192 for 0), stopping at `$ending`, which is consumed but not
/// returned.
fn stream_get_line(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let length = args[1].to_int();
    if length < 0 {
        return Err(cx.throw_error(
            "ValueError",
            "stream_get_line(): Argument #2 ($length) must be greater than or equal to 0",
        ));
    }
    let max = if length == 0 { 8192 } else { length as usize };
    let ending = match args.get(2) {
        Some(v) => v.to_php_string_lossy().as_bytes().to_vec(),
        None => Vec::new(),
    };
    let need = super::socket::Need::Until(&ending, max);
    super::socket::await_read(cx, &args[0], need)?;
    let got = with_stream(cx, "stream_get_line", &args[0], |s| {
        s.read_until(&ending, max)
    })?;
    Ok(match got {
        Some(l) => Value::Str(PhpString::from_vec(l)),
        None => Value::Bool(false),
    })
}

fn feof(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(with_stream(cx, "feof", &args[0], |s| {
        super::socket::probe_eof(s);
        s.eof
    })?))
}

fn fflush(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(with_stream(cx, "fflush", &args[0], |s| {
        s.flush(cx)
    })?))
}

fn ftell(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(match with_stream(cx, "ftell", &args[0], |s| s.tell())? {
        Some(p) => Value::Int(p as i64),
        None => Value::Bool(false),
    })
}

fn fseek(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let off = args[1].to_int();
    let whence = args.get(2).map_or(0, Value::to_int);
    let ok = with_stream(cx, "fseek", &args[0], |s| s.seek(off, whence))?;
    Ok(Value::Int(if ok { 0 } else { -1 }))
}

fn rewind(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(with_stream(cx, "rewind", &args[0], |s| {
        s.seek(0, 0)
    })?))
}

fn ftruncate(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let size = args[1].to_int();
    if size < 0 {
        return Err(cx.throw_error(
            "ValueError",
            "ftruncate(): Argument #2 ($size) must be greater than or equal to 0",
        ));
    }
    Ok(Value::Bool(with_stream(cx, "ftruncate", &args[0], |s| {
        s.truncate(size as u64)
    })?))
}

fn stream_get_contents(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let len = match args.get(1) {
        Some(Value::Int(n)) if *n >= 0 => Some(*n as usize),
        _ => None,
    };
    let offset = args.get(2).map_or(-1, Value::to_int);
    let need = match len {
        Some(n) => super::socket::Need::Until(b"", n),
        None => super::socket::Need::All,
    };
    super::socket::await_read(cx, &args[0], need)?;
    let data = with_stream(cx, "stream_get_contents", &args[0], |s| {
        if offset >= 0 {
            s.seek(offset, 0);
        }
        match len {
            Some(n) => s.read(n),
            None => s.read_all(),
        }
    })?;
    Ok(Value::Str(PhpString::from_vec(data)))
}

fn file_get_contents(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = filename_arg(cx, "file_get_contents", &args[0])?;
    if name.is_empty() {
        return Err(cx.throw_error("ValueError", "Path cannot be empty"));
    }
    super::stream::use_default_context();
    let Some(mut s) = open_stream(cx, "file_get_contents", &name, "r") else {
        return Ok(Value::Bool(false));
    };
    // The stream PHP opens takes a resource number.
    super::stream::next_resource_id();
    let offset = args.get(3).map_or(0, Value::to_int);
    // A negative offset counts from the end.
    if offset != 0 && !s.seek(offset, if offset > 0 { 0 } else { 2 }) {
        cx.warn(&format!(
            "file_get_contents(): Failed to seek to position {offset} in the stream"
        ));
        return Ok(Value::Bool(false));
    }
    let data = match args.get(4) {
        Some(Value::Int(n)) => {
            if *n < 0 {
                return Err(cx.throw_error(
                    "ValueError",
                    "file_get_contents(): Argument #5 ($length) must be greater than or equal to 0",
                ));
            }
            s.read(*n as usize)
        }
        _ => s.read_all(),
    };
    if let Backing::File(f) = &s.backing {
        if f.metadata().is_ok_and(|m| m.is_dir()) {
            cx.notice(
                "file_get_contents(): Read of 8192 bytes failed with errno=21 Is a directory",
            );
            return Ok(Value::str(""));
        }
    }
    Ok(Value::Str(PhpString::from_vec(data)))
}

fn file_put_contents(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = filename_arg(cx, "file_put_contents", &args[0])?;
    if name.is_empty() {
        return Err(cx.throw_error("ValueError", "Path cannot be empty"));
    }
    super::stream::use_default_context();
    let flags = args.get(2).map_or(0, Value::to_int);
    let data: Vec<u8> = match &args[1] {
        Value::Array(a) => {
            let mut out = Vec::new();
            for v in a.values() {
                out.extend_from_slice(&cx.to_string(v)?);
            }
            out
        }
        Value::Resource(_) => with_stream(cx, "file_put_contents", &args[1], |s| s.read_all())?,
        v => cx.to_string(v)?.into_vec(),
    };
    let mode = if flags & FILE_APPEND != 0 { "a" } else { "w" };
    let Some(mut s) = open_stream(cx, "file_put_contents", &name, mode) else {
        return Ok(Value::Bool(false));
    };
    // The stream PHP opens takes a resource number.
    super::stream::next_resource_id();
    Ok(match s.write(cx, &data) {
        Some(n) => Value::Int(n as i64),
        None => Value::Bool(false),
    })
}

fn file(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = filename_arg(cx, "file", &args[0])?;
    if name.is_empty() {
        return Err(cx.throw_error("ValueError", "Path cannot be empty"));
    }
    super::stream::use_default_context();
    let flags = args.get(1).map_or(0, Value::to_int);
    // FILE_USE_INCLUDE_PATH | FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES | FILE_NO_DEFAULT_CONTEXT
    if !(0..=23).contains(&flags) {
        return Err(cx.throw_error(
            "ValueError",
            "file(): Argument #2 ($flags) must be a valid flag value",
        ));
    }
    let Some(mut s) = open_stream(cx, "file", &name, "r") else {
        return Ok(Value::Bool(false));
    };
    // The stream PHP opens takes a resource number.
    super::stream::next_resource_id();
    let data = s.read_all();
    let mut out = PhpArray::new();
    let mut rest: &[u8] = &data;
    while !rest.is_empty() {
        let end = rest
            .iter()
            .position(|&c| c == b'\n')
            .map_or(rest.len(), |p| p + 1);
        let mut line = &rest[..end];
        rest = &rest[end..];
        if flags & FILE_IGNORE_NEW_LINES != 0 {
            // A Windows line end goes as a whole; a lone CR at the very end stays.
            if let Some(l) = line.strip_suffix(b"\n") {
                line = l.strip_suffix(b"\r").unwrap_or(l);
            }
        }
        if flags & FILE_SKIP_EMPTY_LINES != 0
            && flags & FILE_IGNORE_NEW_LINES != 0
            && line.is_empty()
        {
            continue;
        }
        out.push(Value::bytes(line));
    }
    Ok(Value::arr(out))
}

fn readfile(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = filename_arg(cx, "readfile", &args[0])?;
    super::stream::use_default_context();
    let Some(mut s) = open_stream(cx, "readfile", &name, "r") else {
        return Ok(Value::Bool(false));
    };
    // The stream PHP opens takes a resource number.
    super::stream::next_resource_id();
    let data = s.read_all();
    cx.echo(&data);
    Ok(Value::Int(data.len() as i64))
}

fn unlink(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = path_arg(&args[0]);
    super::stream::use_default_context();
    if std::fs::metadata(&name).is_ok_and(|m| m.is_dir()) {
        cx.warn(&format!("unlink({name}): Is a directory"));
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(match std::fs::remove_file(&name) {
        Ok(()) => true,
        Err(e) => {
            cx.warn(&format!("unlink({name}): {}", os_error(&e)));
            false
        }
    }))
}

fn meta(v: &Value) -> Option<std::fs::Metadata> {
    let p = path_arg(v);
    if p.is_empty() || p.contains('\0') {
        return None;
    }
    std::fs::metadata(p).ok()
}

fn file_exists(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(meta(&args[0]).is_some()))
}

fn is_file(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(meta(&args[0]).is_some_and(|m| m.is_file())))
}

fn is_dir(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(meta(&args[0]).is_some_and(|m| m.is_dir())))
}

fn is_link(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let p = path_arg(&args[0]);
    Ok(Value::Bool(
        std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_symlink()),
    ))
}

fn access(v: &Value, mode: i32) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let Some(m) = meta(v) else {
        return false;
    };
    let bits = m.permissions().mode();
    // Running as root reads and writes everything; otherwise check the owner bits.
    let is_root = std::env::var("USER").is_ok_and(|u| u == "root")
        || std::fs::metadata("/proc/self").is_ok_and(|p| {
            use std::os::unix::fs::MetadataExt;
            p.uid() == 0
        });
    if is_root {
        return true;
    }
    bits & (mode as u32) << 6 != 0
}

fn is_readable(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(access(&args[0], 4)))
}

fn is_writable(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(access(&args[0], 2)))
}

fn filesize(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(match meta(&args[0]) {
        Some(m) => Value::Int(m.len() as i64),
        None => {
            cx.warn(&format!(
                "filesize(): stat failed for {}",
                path_arg(&args[0])
            ));
            Value::Bool(false)
        }
    })
}

fn filemtime(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    use std::os::unix::fs::MetadataExt;
    Ok(match meta(&args[0]) {
        Some(m) => Value::Int(m.mtime()),
        None => {
            cx.warn(&format!(
                "filemtime(): stat failed for {}",
                path_arg(&args[0])
            ));
            Value::Bool(false)
        }
    })
}

fn touch(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = path_arg(&args[0]);
    let f = match OpenOptions::new().create(true).append(true).open(&name) {
        Ok(f) => f,
        Err(e) => {
            cx.warn(&format!(
                "touch(): Unable to create file {name} because {}",
                os_error(&e)
            ));
            return Ok(Value::Bool(false));
        }
    };
    let mtime = match args.get(1) {
        Some(Value::Int(t)) => {
            std::time::UNIX_EPOCH + std::time::Duration::from_secs((*t).max(0) as u64)
        }
        _ => std::time::SystemTime::now(),
    };
    let _ = f.set_modified(mtime);
    Ok(Value::Bool(true))
}

fn mkdir(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = path_arg(&args[0]);
    super::stream::use_default_context();
    let recursive = args.get(2).is_some_and(Value::to_bool);
    let r = if recursive {
        if std::path::Path::new(&name).exists() {
            Err(std::io::Error::from(std::io::ErrorKind::AlreadyExists))
        } else {
            std::fs::create_dir_all(&name)
        }
    } else {
        std::fs::create_dir(&name)
    };
    Ok(Value::Bool(match r {
        Ok(()) => true,
        Err(e) => {
            cx.warn(&format!("mkdir(): {}", os_error(&e)));
            false
        }
    }))
}

fn rmdir(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = path_arg(&args[0]);
    super::stream::use_default_context();
    Ok(Value::Bool(match std::fs::remove_dir(&name) {
        Ok(()) => true,
        Err(e) => {
            cx.warn(&format!("rmdir({name}): {}", os_error(&e)));
            false
        }
    }))
}

fn rename(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (from, to) = (path_arg(&args[0]), path_arg(&args[1]));
    super::stream::use_default_context();
    Ok(Value::Bool(match std::fs::rename(&from, &to) {
        Ok(()) => true,
        Err(e) => {
            cx.warn(&format!("rename({from},{to}): {}", os_error(&e)));
            false
        }
    }))
}

fn copy(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (from, to) = (path_arg(&args[0]), path_arg(&args[1]));
    super::stream::use_default_context();
    if let Err(e) = std::fs::metadata(&from) {
        cx.warn(&format!(
            "copy({from}): Failed to open stream: {}",
            os_error(&e)
        ));
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(match std::fs::copy(&from, &to) {
        Ok(_) => {
            // PHP opens both files as streams, each taking a resource number.
            super::stream::next_resource_id();
            super::stream::next_resource_id();
            true
        }
        Err(e) => {
            cx.warn(&format!(
                "copy({to}): Failed to open stream: {}",
                os_error(&e)
            ));
            false
        }
    }))
}

fn scandir(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = path_arg(&args[0]);
    let order = args.get(1).map_or(0, Value::to_int);
    let rd = match std::fs::read_dir(&name) {
        Ok(rd) => rd,
        Err(e) => {
            cx.warn(&format!(
                "scandir({name}): Failed to open directory: {}",
                os_error(&e)
            ));
            cx.warn("scandir(): (errno 2): No such file or directory");
            return Ok(Value::Bool(false));
        }
    };
    // PHP's directory stream takes a resource number.
    super::stream::next_resource_id();
    let mut names: Vec<Vec<u8>> = vec![b".".to_vec(), b"..".to_vec()];
    for e in rd.flatten() {
        use std::os::unix::ffi::OsStrExt;
        names.push(e.file_name().as_bytes().to_vec());
    }
    match order {
        0 => names.sort(),
        1 => {
            names.sort();
            names.reverse();
        }
        _ => {}
    }
    Ok(Value::arr(PhpArray::from_values(
        names
            .into_iter()
            .map(|n| Value::Str(PhpString::from_vec(n)))
            .collect(),
    )))
}

fn temp_dir() -> String {
    std::env::var("TMPDIR")
        .ok()
        .filter(|d| !d.is_empty())
        .map(|d| d.trim_end_matches('/').to_string())
        .unwrap_or_else(|| "/tmp".into())
}

fn unique_suffix() -> String {
    let mut b = [0u8; 4];
    let _ = std::fs::File::open("/dev/urandom").and_then(|mut f| {
        use std::io::Read;
        f.read_exact(&mut b)
    });
    const ALPHA: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let n = u32::from_le_bytes(b) as usize;
    (0..6)
        .map(|k| ALPHA[(n >> (k * 5)) % ALPHA.len()] as char)
        .collect()
}

fn tempnam(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut dir = path_arg(&args[0]);
    let prefix: String = path_arg(&args[1]).chars().take(63).collect();
    if dir.is_empty() || !std::path::Path::new(&dir).is_dir() {
        cx.notice("tempnam(): file created in the system's temporary directory");
        dir = temp_dir();
    }
    for _ in 0..100 {
        let p = format!("{}/{prefix}{}", dir.trim_end_matches('/'), unique_suffix());
        if OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&p)
            .is_ok()
        {
            return Ok(Value::from(p));
        }
    }
    Ok(Value::Bool(false))
}

fn tmpfile(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let p = format!("{}/php{}", temp_dir(), unique_suffix());
    match OpenOptions::new()
        .read(true)
        .write(true)
        .create_new(true)
        .open(&p)
    {
        Ok(f) => {
            let _ = std::fs::remove_file(&p);
            let mut s = Stream::new(Backing::File(f), true, true, false);
            s.io.mode = Some("r+b".into());
            Ok(s.into_value())
        }
        Err(_) => Ok(Value::Bool(false)),
    }
}

fn sys_get_temp_dir(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::from(temp_dir()))
}

fn getcwd(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(match std::env::current_dir() {
        Ok(p) => Value::from(p.to_string_lossy().into_owned()),
        Err(_) => Value::Bool(false),
    })
}

fn chdir(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = path_arg(&args[0]);
    Ok(Value::Bool(match std::env::set_current_dir(&name) {
        Ok(()) => true,
        Err(e) => {
            cx.warn(&format!("chdir(): {} (errno 2)", os_error(&e)));
            false
        }
    }))
}

fn realpath(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mut name = path_arg(&args[0]);
    if name.is_empty() {
        name = ".".into();
    }
    Ok(match std::fs::canonicalize(&name) {
        Ok(p) => Value::from(p.to_string_lossy().into_owned()),
        Err(_) => Value::Bool(false),
    })
}

fn csv_field(field: &[u8], sep: u8, enc: u8, esc: Option<u8>) -> Vec<u8> {
    let needs = field.iter().any(|&c| {
        c == sep || c == enc || Some(c) == esc || matches!(c, b'\n' | b'\r' | b'\t' | b' ')
    });
    if !needs {
        return field.to_vec();
    }
    let mut out = vec![enc];
    let mut escaped = false;
    for &c in field {
        if esc.is_some() && Some(c) == esc {
            escaped = true;
        } else if !escaped && c == enc {
            out.push(enc);
        } else {
            escaped = false;
        }
        out.push(c);
    }
    out.push(enc);
    out
}

fn byte_arg(args: &[Value], i: usize, default: u8) -> Option<u8> {
    match args.get(i) {
        None => Some(default),
        Some(v) => v.to_php_string_lossy().first().copied(),
    }
}

fn fputcsv(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let sep = byte_arg(args, 2, b',').unwrap_or(b',');
    let enc = byte_arg(args, 3, b'"').unwrap_or(b'"');
    let esc = byte_arg(args, 4, b'\\');
    let eol = args
        .get(5)
        .map_or(PhpString::from("\n"), Value::to_php_string_lossy);
    let mut line = Vec::new();
    if let Value::Array(a) = &args[1] {
        for (k, v) in a.values().enumerate() {
            if k > 0 {
                line.push(sep);
            }
            let s = cx.to_string(v)?;
            line.extend(csv_field(&s, sep, enc, esc));
        }
    }
    line.extend_from_slice(&eol);
    let n = with_stream(cx, "fputcsv", &args[0], |s| s.write(cx, &line))?;
    Ok(match n {
        Some(n) => Value::Int(n as i64),
        None => Value::Bool(false),
    })
}

/// Where a CSV line's content ends: before its trailing "\r" and "\n" bytes.
fn csv_content_end(line: &[u8]) -> usize {
    let mut end = line.len();
    while end > 0 && matches!(line[end - 1], b'\r' | b'\n') {
        end -= 1;
    }
    end
}

/// Split one CSV record; `more` supplies the next line when a quoted field spans lines.
/// A record with no content at all (an empty line) is `[null]`, as in PHP.
pub(super) fn parse_csv(
    more: &mut dyn FnMut() -> Option<Vec<u8>>,
    first: Vec<u8>,
    sep: u8,
    enc: u8,
    esc: Option<u8>,
) -> PhpArray {
    let mut out = PhpArray::new();
    let mut line = first;
    if csv_content_end(&line) == 0 {
        out.push(Value::Null);
        return out;
    }
    let mut i = 0;
    let mut field = Vec::new();
    loop {
        // Skip leading spaces before a quoted field.
        let start = i;
        while i < line.len() && (line[i] == b' ' || line[i] == b'\t') && line[i] != sep {
            i += 1;
        }
        if i < line.len() && line[i] == enc {
            i += 1;
            loop {
                if i >= line.len() {
                    match more() {
                        Some(next) => line.extend(next),
                        None => break,
                    }
                    continue;
                }
                let c = line[i];
                if esc == Some(c) && esc != Some(enc) && i + 1 < line.len() {
                    field.push(c);
                    field.push(line[i + 1]);
                    i += 2;
                } else if c == enc {
                    if i + 1 < line.len() && line[i + 1] == enc {
                        field.push(enc);
                        i += 2;
                    } else {
                        i += 1;
                        break;
                    }
                } else {
                    field.push(c);
                    i += 1;
                }
            }
            let end = csv_content_end(&line);
            while i < end && line[i] != sep {
                field.push(line[i]);
                i += 1;
            }
        } else {
            // An unquoted field runs to the separator or the end of the record; line
            // breaks inside it (possible in str_getcsv) are kept.
            i = start;
            let end = csv_content_end(&line);
            while i < end && line[i] != sep {
                field.push(line[i]);
                i += 1;
            }
        }
        out.push(Value::Str(PhpString::from_vec(std::mem::take(&mut field))));
        if i < line.len() && line[i] == sep {
            i += 1;
            continue;
        }
        break;
    }
    out
}

fn str_getcsv(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let sep = byte_arg(args, 1, b',').unwrap_or(b',');
    let enc = byte_arg(args, 2, b'"').unwrap_or(b'"');
    let esc = byte_arg(args, 3, b'\\');
    let s = match args.first() {
        Some(Value::Str(s)) => s.to_vec(),
        _ => Vec::new(),
    };
    Ok(Value::arr(parse_csv(&mut || None, s, sep, enc, esc)))
}

fn fgetcsv(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let sep = byte_arg(args, 2, b',').unwrap_or(b',');
    let enc = byte_arg(args, 3, b'"').unwrap_or(b'"');
    let esc = byte_arg(args, 4, b'\\');
    let row = with_stream(cx, "fgetcsv", &args[0], |s| {
        let line = s.read_line(None)?;
        Some(parse_csv(&mut || s.read_line(None), line, sep, enc, esc))
    })?;
    Ok(match row {
        Some(a) => Value::arr(a),
        None => Value::Bool(false),
    })
}
