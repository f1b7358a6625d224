//! Path strings and the process environment: basename/dirname/pathinfo (pure string
//! work, as php does it), glob and fnmatch, getenv/putenv.

use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin {
        name: "fnmatch",
        sig: "fnmatch(string $pattern, string $filename, int $flags = 0): bool",
        call: fnmatch,
    },
    Builtin {
        name: "basename",
        sig: "basename(string $path, string $suffix = \"\"): string",
        call: basename,
    },
    Builtin {
        name: "dirname",
        sig: "dirname(string $path, int $levels = 1): string",
        call: dirname,
    },
    Builtin {
        name: "pathinfo",
        sig: "pathinfo(string $path, int $flags = PATHINFO_ALL): array|string",
        call: pathinfo,
    },
    Builtin {
        name: "glob",
        sig: "glob(string $pattern, int $flags = 0): array|false",
        call: glob,
    },
    Builtin {
        name: "getenv",
        sig: "getenv(?string $name = null, bool $local_only = false): array|string|false",
        call: getenv,
    },
    Builtin {
        name: "putenv",
        sig: "putenv(string $assignment): bool",
        call: putenv,
    },
];

pub fn constants() -> Vec<(&'static str, Value)> {
    [
        ("PATHINFO_DIRNAME", PATHINFO_DIRNAME),
        ("PATHINFO_BASENAME", PATHINFO_BASENAME),
        ("PATHINFO_EXTENSION", PATHINFO_EXTENSION),
        ("PATHINFO_FILENAME", PATHINFO_FILENAME),
        ("PATHINFO_ALL", 15),
        ("GLOB_BRACE", 1024),
        ("GLOB_MARK", GLOB_MARK),
        ("GLOB_NOSORT", 4),
        ("GLOB_NOCHECK", GLOB_NOCHECK),
        ("GLOB_NOESCAPE", 64),
        ("GLOB_ERR", 1),
        ("GLOB_ONLYDIR", GLOB_ONLYDIR),
        ("GLOB_AVAILABLE_FLAGS", 9303),
        ("FNM_NOESCAPE", 2),
        ("FNM_PATHNAME", 1),
        ("FNM_PERIOD", 4),
        ("FNM_CASEFOLD", 16),
    ]
    .into_iter()
    .map(|(k, v)| (k, Value::Int(v)))
    .collect()
}

const PATHINFO_DIRNAME: i64 = 1;
const PATHINFO_BASENAME: i64 = 2;
const PATHINFO_EXTENSION: i64 = 4;
const PATHINFO_FILENAME: i64 = 8;
const GLOB_MARK: i64 = 2;
const GLOB_NOCHECK: i64 = 16;
const GLOB_ONLYDIR: i64 = 8192;

/// php_basename: the last path component, without `suffix` when it ends with it.
pub fn base_name(path: &[u8], suffix: &[u8]) -> Vec<u8> {
    let trimmed = {
        let mut end = path.len();
        while end > 0 && path[end - 1] == b'/' {
            end -= 1;
        }
        &path[..end]
    };
    let start = trimmed
        .iter()
        .rposition(|&c| c == b'/')
        .map_or(0, |p| p + 1);
    let base = &trimmed[start..];
    if !suffix.is_empty() && base.len() > suffix.len() && base.ends_with(suffix) {
        return base[..base.len() - suffix.len()].to_vec();
    }
    base.to_vec()
}

/// zend_dirname: the path without its last component.
pub fn dir_name(path: &[u8]) -> Vec<u8> {
    if path.is_empty() {
        return Vec::new();
    }
    let mut end = path.len();
    while end > 0 && path[end - 1] == b'/' {
        end -= 1;
    }
    if end == 0 {
        return b"/".to_vec();
    }
    while end > 0 && path[end - 1] != b'/' {
        end -= 1;
    }
    if end == 0 {
        return b".".to_vec();
    }
    while end > 0 && path[end - 1] == b'/' {
        end -= 1;
    }
    if end == 0 {
        return b"/".to_vec();
    }
    path[..end].to_vec()
}

fn basename(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let path = args[0].to_php_string_lossy();
    let suffix = args
        .get(1)
        .map(Value::to_php_string_lossy)
        .unwrap_or_default();
    Ok(Value::Str(PhpString::from_vec(base_name(&path, &suffix))))
}

fn dirname(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let path = args[0].to_php_string_lossy();
    let levels = args.get(1).map_or(1, Value::to_int);
    if levels < 1 {
        return Err(cx.throw_error(
            "ValueError",
            "dirname(): Argument #2 ($levels) must be greater than or equal to 1",
        ));
    }
    let mut p = path.to_vec();
    for _ in 0..levels {
        let next = dir_name(&p);
        if next == p {
            break;
        }
        p = next;
    }
    Ok(Value::Str(PhpString::from_vec(p)))
}

fn pathinfo(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let path = args[0].to_php_string_lossy();
    let flags = args.get(1).map_or(15, Value::to_int);
    let mut out = PhpArray::new();
    let mut put = |k: &str, v: Vec<u8>| {
        out.insert(
            Key::Str(PhpString::from(k)),
            Value::Str(PhpString::from_vec(v)),
        )
    };
    if flags & PATHINFO_DIRNAME != 0 && path.contains(&b'/') {
        put("dirname", dir_name(&path));
    } else if flags & PATHINFO_DIRNAME != 0 && !path.is_empty() {
        put("dirname", b".".to_vec());
    }
    let base = base_name(&path, b"");
    if flags & PATHINFO_BASENAME != 0 {
        put("basename", base.clone());
    }
    let dot = base.iter().rposition(|&c| c == b'.');
    if flags & PATHINFO_EXTENSION != 0 {
        if let Some(d) = dot {
            put("extension", base[d + 1..].to_vec());
        }
    }
    if flags & PATHINFO_FILENAME != 0 {
        put("filename", base[..dot.unwrap_or(base.len())].to_vec());
    }
    if flags == 15 {
        return Ok(Value::arr(out));
    }
    // A single flag returns that element as a string ("" when absent).
    let first = out.values().next().cloned();
    Ok(first.unwrap_or_else(|| Value::str("")))
}

fn fnmatch(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let (p, s) = (args[0].to_php_string_lossy(), args[1].to_php_string_lossy());
    let flags = args.get(2).map_or(0, Value::to_int);
    if flags & 16 != 0 {
        let (p, s) = (
            p.as_bytes().to_ascii_lowercase(),
            s.as_bytes().to_ascii_lowercase(),
        );
        return Ok(Value::Bool(wildcard(&p, &s)));
    }
    Ok(Value::Bool(wildcard(p.as_bytes(), s.as_bytes())))
}

/// Shell-style match of one path component (`*`, `?`, `[...]`, backslash escapes).
fn wildcard(p: &[u8], s: &[u8]) -> bool {
    if p.is_empty() {
        return s.is_empty();
    }
    match p[0] {
        b'*' => (0..=s.len()).any(|k| wildcard(&p[1..], &s[k..])),
        b'?' => !s.is_empty() && wildcard(&p[1..], &s[1..]),
        b'[' => {
            let Some(close) = p[1..].iter().position(|&c| c == b']').map(|c| c + 1) else {
                return !s.is_empty() && s[0] == b'[' && wildcard(&p[1..], &s[1..]);
            };
            if s.is_empty() {
                return false;
            }
            let set = &p[1..close];
            let (neg, set) = match set.first() {
                Some(b'!' | b'^') => (true, &set[1..]),
                _ => (false, set),
            };
            let mut hit = false;
            let mut k = 0;
            while k < set.len() {
                if k + 2 < set.len() && set[k + 1] == b'-' {
                    hit |= (set[k]..=set[k + 2]).contains(&s[0]);
                    k += 3;
                } else {
                    hit |= set[k] == s[0];
                    k += 1;
                }
            }
            hit != neg && wildcard(&p[close + 1..], &s[1..])
        }
        b'\\' if p.len() > 1 => !s.is_empty() && s[0] == p[1] && wildcard(&p[2..], &s[1..]),
        c => !s.is_empty() && s[0] == c && wildcard(&p[1..], &s[1..]),
    }
}

fn glob_into(dir: &str, parts: &[&[u8]], out: &mut Vec<String>) {
    let Some((first, rest)) = parts.split_first() else {
        return;
    };
    let has_magic = first.iter().any(|c| b"*?[".contains(c));
    let join = |name: &str| {
        if dir.is_empty() {
            name.to_string()
        } else if dir.ends_with('/') {
            format!("{dir}{name}")
        } else {
            format!("{dir}/{name}")
        }
    };
    if !has_magic {
        let name = String::from_utf8_lossy(first).replace('\\', "");
        let p = join(&name);
        if rest.is_empty() {
            if std::fs::symlink_metadata(&p).is_ok() {
                out.push(p);
            }
        } else if std::path::Path::new(&p).is_dir() {
            glob_into(&p, rest, out);
        }
        return;
    }
    let read = if dir.is_empty() { "." } else { dir };
    let Ok(rd) = std::fs::read_dir(read) else {
        return;
    };
    let mut names: Vec<String> = rd
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| {
            (!n.starts_with('.') || first.starts_with(b".")) && wildcard(first, n.as_bytes())
        })
        .collect();
    names.sort();
    for n in names {
        let p = join(&n);
        if rest.is_empty() {
            out.push(p);
        } else if std::path::Path::new(&p).is_dir() {
            glob_into(&p, rest, out);
        }
    }
}

fn glob(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let pattern = args[0].to_php_string_lossy();
    let flags = args.get(1).map_or(0, Value::to_int);
    let absolute = pattern.starts_with(b"/");
    let parts: Vec<&[u8]> = pattern
        .split(|&c| c == b'/')
        .filter(|p| !p.is_empty())
        .collect();
    let mut found = Vec::new();
    glob_into(if absolute { "/" } else { "" }, &parts, &mut found);
    if flags & GLOB_ONLYDIR != 0 {
        found.retain(|p| std::path::Path::new(p).is_dir());
    }
    if flags & GLOB_MARK != 0 {
        for p in found.iter_mut() {
            if std::path::Path::new(p).is_dir() {
                p.push('/');
            }
        }
    }
    if found.is_empty() && flags & GLOB_NOCHECK != 0 {
        found.push(pattern.to_string_lossy());
    }
    Ok(Value::arr(PhpArray::from_values(
        found.into_iter().map(Value::from).collect(),
    )))
}

fn getenv(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match args.first() {
        None | Some(Value::Null) => {
            let mut out = PhpArray::new();
            for (k, v) in std::env::vars_os() {
                use std::os::unix::ffi::OsStrExt;
                out.insert(Key::from_bytes(k.as_bytes()), Value::bytes(v.as_bytes()));
            }
            Ok(Value::arr(out))
        }
        Some(name) => {
            let name = name.to_php_string_lossy().to_string_lossy();
            Ok(match std::env::var_os(&name) {
                Some(v) => {
                    use std::os::unix::ffi::OsStrExt;
                    Value::bytes(v.as_bytes())
                }
                None => Value::Bool(false),
            })
        }
    }
}

fn putenv(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let a = args[0].to_php_string_lossy().to_string_lossy();
    let (k, v) = match a.split_once('=') {
        Some((k, v)) => (k.to_string(), Some(v.to_string())),
        None => (a.clone(), None),
    };
    if k.is_empty() {
        return Err(cx.throw_error(
            "ValueError",
            "putenv(): Argument #1 ($assignment) must have a valid syntax",
        ));
    }
    // The interpreter is single-threaded; environment changes are visible to child
    // processes and getenv.
    match v {
        Some(v) => std::env::set_var(k, v),
        None => std::env::remove_var(k),
    }
    Ok(Value::Bool(true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_like_php() {
        assert_eq!(base_name(b"/a/b/c.txt", b".txt"), b"c");
        assert_eq!(base_name(b"/a/b/", b""), b"b");
        assert_eq!(base_name(b"/", b""), b"");
        assert_eq!(dir_name(b"/a/b/c"), b"/a/b");
        assert_eq!(dir_name(b"a"), b".");
        assert_eq!(dir_name(b"/a"), b"/");
        assert_eq!(dir_name(b"/"), b"/");
        assert!(wildcard(b"*.txt", b"a.txt"));
        assert!(wildcard(b"[a-c]?", b"bz"));
        assert!(!wildcard(b"[!a]", b"a"));
    }
}
