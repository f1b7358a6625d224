//! Runtime information: memory usage, SAPI and version queries, ini_get/ini_set,
//! version_compare (php's exact algorithm), loaded extensions, host and process facts.

use super::core_constants::PHP_VERSION;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpString, Value};

pub const FUNCTIONS: &[Builtin] = &[
    Builtin { name: "memory_get_usage", sig: "memory_get_usage(bool $real_usage = false): int", call: memory_get_usage },
    Builtin { name: "memory_get_peak_usage", sig: "memory_get_peak_usage(bool $real_usage = false): int", call: memory_get_peak_usage },
    Builtin { name: "memory_reset_peak_usage", sig: "memory_reset_peak_usage(): void", call: nothing },
    Builtin { name: "php_sapi_name", sig: "php_sapi_name(): string|false", call: php_sapi_name },
    Builtin { name: "phpversion", sig: "phpversion(?string $extension = null): string|false", call: phpversion },
    Builtin { name: "zend_version", sig: "zend_version(): string", call: zend_version },
    Builtin { name: "php_uname", sig: "php_uname(string $mode = \"a\"): string", call: php_uname },
    Builtin { name: "ini_get", sig: "ini_get(string $option): string|false", call: ini_get },
    Builtin { name: "get_include_path", sig: "get_include_path(): string|false", call: get_include_path },
    Builtin { name: "set_include_path", sig: "set_include_path(string $include_path): string|false", call: set_include_path },
    Builtin { name: "ini_set", sig: "ini_set(string $option, string|int|float|bool|null $value): string|false", call: ini_set },
    Builtin { name: "ini_alter", sig: "ini_alter(string $option, string|int|float|bool|null $value): string|false", call: ini_set },
    Builtin { name: "ini_parse_quantity", sig: "ini_parse_quantity(string $shorthand): int", call: ini_parse_quantity },
    Builtin { name: "ini_restore", sig: "ini_restore(string $option): void", call: ini_restore },
    Builtin { name: "set_time_limit", sig: "set_time_limit(int $seconds): bool", call: set_time_limit },
    Builtin { name: "ignore_user_abort", sig: "ignore_user_abort(?bool $enable = null): int", call: ignore_user_abort },
    Builtin { name: "connection_status", sig: "connection_status(): int", call: connection_state },
    Builtin { name: "connection_aborted", sig: "connection_aborted(): int", call: connection_state },
    Builtin { name: "gethostname", sig: "gethostname(): string|false", call: gethostname },
    Builtin { name: "get_included_files", sig: "get_included_files(): array", call: get_included_files },
    Builtin { name: "get_required_files", sig: "get_required_files(): array", call: get_included_files },
    Builtin { name: "uniqid", sig: "uniqid(string $prefix = \"\", bool $more_entropy = false): string", call: uniqid },
    Builtin { name: "getmyuid", sig: "getmyuid(): int|false", call: getmyuid },
    Builtin { name: "getmygid", sig: "getmygid(): int|false", call: getmygid },
    Builtin { name: "getmypid", sig: "getmypid(): int|false", call: getmypid },
    Builtin { name: "getrusage", sig: "getrusage(int $mode = 0): array|false", call: getrusage },
    Builtin { name: "sys_getloadavg", sig: "sys_getloadavg(): array|false", call: sys_getloadavg },
    Builtin { name: "version_compare", sig: "version_compare(string $version1, string $version2, ?string $operator = null): int|bool", call: version_compare },
    Builtin { name: "extension_loaded", sig: "extension_loaded(string $extension): bool", call: extension_loaded },
    Builtin { name: "get_loaded_extensions", sig: "get_loaded_extensions(bool $zend_extensions = false): array", call: get_loaded_extensions },
    Builtin { name: "php_ini_loaded_file", sig: "php_ini_loaded_file(): string|false", call: no_ini_file },
    Builtin { name: "php_ini_scanned_files", sig: "php_ini_scanned_files(): string|false", call: no_ini_file },
];

/// Extensions aphp provides (names as php reports them).
pub(super) const EXTENSIONS: &[&str] = &[
    "Core",
    "date",
    "pcre",
    "random",
    "json",
    "SPL",
    "standard",
    "ctype",
    "mbstring",
    "pcntl",
    "posix",
    "sockets",
    "true_async",
];

fn nothing(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Null)
}

fn memory_get_usage(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    usage(args, crate::runtime::memory::used())
}

fn memory_get_peak_usage(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    usage(args, crate::runtime::memory::peak())
}

/// Bytes held (counted by the allocator), or with `$real_usage` the resident memory in
/// 2 MiB chunks like php's allocator reports it.
fn usage(args: &[Value], counted: usize) -> Result<Value, Unwind> {
    let real = args.first().is_some_and(Value::to_bool);
    if counted > 0 && !real {
        return Ok(Value::Int(counted as i64));
    }
    // Resident memory in 2 MiB chunks for "real" usage, like php's allocator.
    let rss = std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| {
            s.split_whitespace()
                .nth(1)
                .and_then(|p| p.parse::<i64>().ok())
        })
        .map_or(2 * 1024 * 1024, |pages| pages * 4096);
    Ok(Value::Int(if real {
        ((rss + (2 << 20) - 1) / (2 << 20)) * (2 << 20)
    } else {
        rss.min(400_000) + 393_216
    }))
}

fn php_sapi_name(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::str("cli"))
}

fn phpversion(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    match args.first() {
        None | Some(Value::Null) => Ok(Value::str(PHP_VERSION)),
        Some(e) => {
            let name = e.to_php_string_lossy().to_string_lossy();
            Ok(
                if EXTENSIONS.iter().any(|x| x.eq_ignore_ascii_case(&name)) {
                    Value::str(PHP_VERSION)
                } else {
                    Value::Bool(false)
                },
            )
        }
    }
}

fn zend_version(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::str("4.2.36"))
}

fn uname_field(path: &str, fallback: &str) -> String {
    std::fs::read_to_string(path)
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|_| fallback.to_string())
}

pub(super) fn php_uname(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let mode = args
        .first()
        .map(Value::to_php_string_lossy)
        .unwrap_or_else(|| PhpString::from("a"));
    let s = uname_field("/proc/sys/kernel/ostype", "Linux");
    let n = uname_field("/proc/sys/kernel/hostname", "localhost");
    let r = uname_field("/proc/sys/kernel/osrelease", "");
    let v = uname_field("/proc/sys/kernel/version", "");
    let m = std::env::consts::ARCH.to_string();
    let out = match mode.first().copied() {
        Some(b's') => s,
        Some(b'n') => n,
        Some(b'r') => r,
        Some(b'v') => v,
        Some(b'm') => m,
        Some(b'a') | None => format!("{s} {n} {r} {v} {m}"),
        Some(_) => {
            return Err(cx.throw_error(
                "ValueError",
                "php_uname(): Argument #1 ($mode) must be a single character, and one of \"a\", \"m\", \"n\", \"r\", \"s\", or \"v\"",
            ))
        }
    };
    Ok(Value::from(out))
}

fn ini_get(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = args[0].to_php_string_lossy().to_string_lossy();
    Ok(match cx.ini.get(&name) {
        Some(v) => Value::Str(v),
        None => Value::Bool(false),
    })
}

fn get_include_path(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(cx
        .ini
        .get("include_path")
        .map_or(Value::Bool(false), Value::Str))
}

/// `set_include_path`: the old path, or false for an empty one (which PHP refuses).
fn set_include_path(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let path = args[0].to_php_string_lossy();
    if path.is_empty() {
        return Ok(Value::Bool(false));
    }
    Ok(cx
        .ini
        .set("include_path", path)
        .map_or(Value::Bool(false), Value::Str))
}

/// `ini_parse_quantity`: an integer with an optional `k`/`m`/`g` multiplier, in
/// decimal, `0x`, `0o`, `0b` or leading-zero octal, warning as php does on junk.
fn ini_parse_quantity(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let raw = args[0].to_php_string_lossy().to_string_lossy();
    let s = raw.trim_matches(|c: char| c.is_ascii_whitespace());
    if s.is_empty() {
        return Ok(Value::Int(0));
    }
    let (neg, rest) = match s.as_bytes()[0] {
        b'-' => (true, &s[1..]),
        b'+' => (false, &s[1..]),
        _ => (false, s),
    };
    let lower = rest.to_ascii_lowercase();
    let (radix, digits) = if let Some(r) = lower.strip_prefix("0x") {
        (16, r)
    } else if let Some(r) = lower.strip_prefix("0o") {
        (8, r)
    } else if let Some(r) = lower.strip_prefix("0b") {
        (2, r)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, &lower[1..])
    } else {
        (10, lower.as_str())
    };
    let len = digits
        .bytes()
        .take_while(|b| (*b as char).is_digit(radix))
        .count();
    if len == 0 {
        cx.warn(&format!(
            "Invalid quantity \"{raw}\": no valid leading digits, interpreting as \"0\" for backwards compatibility"
        ));
        return Ok(Value::Int(0));
    }
    let mut n = i64::from_str_radix(&digits[..len], radix).unwrap_or(i64::MAX);
    if neg {
        n = n.wrapping_neg();
    }
    let tail = digits[len..].trim_start_matches(|c: char| c.is_ascii_whitespace());
    let Some(m) = tail.chars().next() else {
        return Ok(Value::Int(n));
    };
    let shift = match m {
        'k' => 10,
        'm' => 20,
        'g' => 30,
        _ => {
            let orig = raw
                .trim()
                .chars()
                .rev()
                .find(|c| c.eq_ignore_ascii_case(&m));
            cx.warn(&format!(
                "Invalid quantity \"{raw}\": unknown multiplier \"{}\", interpreting as \"{n}\" for backwards compatibility",
                orig.unwrap_or(m)
            ));
            return Ok(Value::Int(n));
        }
    };
    Ok(Value::Int(n.wrapping_shl(shift)))
}

fn ini_set(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = args[0].to_php_string_lossy().to_string_lossy();
    let value = match &args[1] {
        Value::Bool(true) => PhpString::from("1"),
        v => v.to_php_string_lossy(),
    };
    Ok(match cx.ini.set(&name, value) {
        Some(old) => Value::Str(old),
        None => Value::Bool(false),
    })
}

fn ini_restore(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    cx.ini
        .restore(&args[0].to_php_string_lossy().to_string_lossy());
    Ok(Value::Null)
}

fn set_time_limit(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(true))
}

/// `ignore_user_abort`: the previous setting, the ini value `ignore_user_abort`.
fn ignore_user_abort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let old = cx.ini.get("ignore_user_abort").unwrap_or_default();
    if let Some(v) = args.first().filter(|v| !v.is_null()) {
        let new = if v.to_bool() { "1" } else { "0" };
        cx.ini.set("ignore_user_abort", PhpString::from(new));
    }
    Ok(Value::Int(crate::value::str_to_int(old.as_bytes())))
}

/// `connection_status` and `connection_aborted`: a CLI script's connection is never
/// aborted nor timed out.
fn connection_state(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(0))
}

fn gethostname(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::from(uname_field(
        "/proc/sys/kernel/hostname",
        "localhost",
    )))
}

fn get_included_files(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let files = cx.included.borrow().iter().map(|p| Value::str(p)).collect();
    Ok(Value::arr(crate::value::PhpArray::from_values(files)))
}

/// A prefix and the current time in hex (seconds, microseconds), waiting a microsecond
/// so two calls differ; `more_entropy` appends a random fraction.
fn uniqid(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let prefix = match args.first() {
        Some(v) => v.to_php_string_lossy().to_string_lossy(),
        None => String::new(),
    };
    let more = args.get(1).is_some_and(|v| v.to_bool());
    std::thread::sleep(std::time::Duration::from_micros(1));
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let mut s = format!("{prefix}{:08x}{:05x}", now.as_secs(), now.subsec_micros());
    if more {
        let r = (now.subsec_nanos() as f64 * 0.618_033_988_75).fract() * 10.0;
        s.push_str(&format!("{r:.8}"));
    }
    Ok(Value::str(&s))
}

/// The owner of the running script (PHP reports the script file's owner).
fn script_meta(cx: &Interp) -> Option<std::fs::Metadata> {
    let path = cx
        .globals
        .borrow()
        .as_ref()
        .map(|f| f.file().path.clone())?;
    std::fs::metadata(&*path).ok()
}

fn getmyuid(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    use std::os::unix::fs::MetadataExt;
    Ok(script_meta(cx).map_or(Value::Bool(false), |m| Value::Int(m.uid() as i64)))
}

fn getmygid(cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    use std::os::unix::fs::MetadataExt;
    Ok(script_meta(cx).map_or(Value::Bool(false), |m| Value::Int(m.gid() as i64)))
}

fn getmypid(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Int(std::process::id() as i64))
}

/// `getrusage()`: the resource usage of the process (mode 1: of its children), the
/// fields in PHP's order.
fn getrusage(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let who = match args.first() {
        Some(Value::Int(1)) => libc::RUSAGE_CHILDREN,
        _ => libc::RUSAGE_SELF,
    };
    // SAFETY: `ru` is written by getrusage before it is read.
    let ru = unsafe {
        let mut ru: libc::rusage = std::mem::zeroed();
        if libc::getrusage(who, &mut ru) != 0 {
            return Ok(Value::Bool(false));
        }
        ru
    };
    let fields: [(&str, i64); 17] = [
        ("ru_oublock", ru.ru_oublock),
        ("ru_inblock", ru.ru_inblock),
        ("ru_msgsnd", ru.ru_msgsnd),
        ("ru_msgrcv", ru.ru_msgrcv),
        ("ru_maxrss", ru.ru_maxrss),
        ("ru_ixrss", ru.ru_ixrss),
        ("ru_idrss", ru.ru_idrss),
        ("ru_minflt", ru.ru_minflt),
        ("ru_majflt", ru.ru_majflt),
        ("ru_nsignals", ru.ru_nsignals),
        ("ru_nvcsw", ru.ru_nvcsw),
        ("ru_nivcsw", ru.ru_nivcsw),
        ("ru_nswap", ru.ru_nswap),
        ("ru_utime.tv_usec", ru.ru_utime.tv_usec),
        ("ru_utime.tv_sec", ru.ru_utime.tv_sec),
        ("ru_stime.tv_usec", ru.ru_stime.tv_usec),
        ("ru_stime.tv_sec", ru.ru_stime.tv_sec),
    ];
    let mut out = PhpArray::with_capacity(fields.len());
    for (k, v) in fields {
        out.insert(Key::from_bytes(k.as_bytes()), Value::Int(v));
    }
    Ok(Value::arr(out))
}

fn sys_getloadavg(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    let Ok(s) = std::fs::read_to_string("/proc/loadavg") else {
        return Ok(Value::Bool(false));
    };
    let vals: Vec<Value> = s
        .split_whitespace()
        .take(3)
        .map(|p| Value::Float(p.parse().unwrap_or(0.0)))
        .collect();
    Ok(Value::arr(PhpArray::from_values(vals)))
}

/// php_canonicalize_version: `-`, `_`, `+` and other punctuation become `.`, and a `.` is
/// inserted between digits and letters.
fn canonicalize(v: &[u8]) -> Vec<u8> {
    let Some((&first, rest)) = v.split_first() else {
        return Vec::new();
    };
    let isdig = |c: u8| c.is_ascii_digit();
    let isndig = |c: u8| !c.is_ascii_digit() && c != b'.';
    let mut out = vec![first];
    let mut lp = first;
    for &c in rest {
        let last = *out.last().unwrap_or(&0);
        if matches!(c, b'-' | b'_' | b'+') {
            if last != b'.' {
                out.push(b'.');
            }
        } else if (isndig(lp) && isdig(c)) || (isdig(lp) && isndig(c)) {
            if last != b'.' {
                out.push(b'.');
            }
            out.push(c);
        } else if !c.is_ascii_alphanumeric() {
            if last != b'.' {
                out.push(b'.');
            }
        } else {
            out.push(c);
        }
        lp = c;
    }
    out
}

fn special_form(s: &[u8]) -> i32 {
    const FORMS: &[(&[u8], i32)] = &[
        (b"dev", 0),
        (b"alpha", 1),
        (b"a", 1),
        (b"beta", 2),
        (b"b", 2),
        (b"RC", 3),
        (b"rc", 3),
        (b"#", 4),
        (b"pl", 5),
        (b"p", 5),
    ];
    FORMS
        .iter()
        .find(|(name, _)| s.starts_with(name))
        .map_or(-1, |&(_, o)| o)
}

fn leading_int(s: &[u8]) -> i64 {
    let end = s
        .iter()
        .position(|c| !c.is_ascii_digit())
        .unwrap_or(s.len());
    std::str::from_utf8(&s[..end])
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(i64::MAX)
}

/// php_version_compare: -1, 0 or 1.
pub fn compare_versions(a: &[u8], b: &[u8]) -> i32 {
    if a.is_empty() || b.is_empty() {
        return match (a.is_empty(), b.is_empty()) {
            (true, true) => 0,
            (true, false) => -1,
            _ => 1,
        };
    }
    let v1 = canonicalize(a);
    let v2 = canonicalize(b);
    compare_canonical(&v1, &v2)
}

fn compare_canonical(v1: &[u8], v2: &[u8]) -> i32 {
    let p1: Vec<&[u8]> = v1.split(|&c| c == b'.').collect();
    let p2: Vec<&[u8]> = v2.split(|&c| c == b'.').collect();
    let num = b"#N#";
    let mut i = 0;
    let mut compare = 0;
    while i < p1.len() && i < p2.len() {
        let (x, y) = (p1[i], p2[i]);
        if x.is_empty() || y.is_empty() {
            break;
        }
        let (dx, dy) = (x[0].is_ascii_digit(), y[0].is_ascii_digit());
        compare = if dx && dy {
            leading_int(x).cmp(&leading_int(y)) as i32
        } else if !dx && !dy {
            special_form(x).cmp(&special_form(y)) as i32
        } else if dx {
            special_form(num).cmp(&special_form(y)) as i32
        } else {
            special_form(x).cmp(&special_form(num)) as i32
        };
        if compare != 0 {
            return compare;
        }
        i += 1;
    }
    if i < p1.len() && i >= p2.len() {
        let rest = p1[i..].join(&b'.');
        if rest.first().is_some_and(u8::is_ascii_digit) {
            return 1;
        }
        return compare_canonical(&rest, num);
    }
    if i < p2.len() && i >= p1.len() {
        let rest = p2[i..].join(&b'.');
        if rest.first().is_some_and(u8::is_ascii_digit) {
            return -1;
        }
        return compare_canonical(num, &rest);
    }
    compare
}

fn version_compare(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let a = args[0].to_php_string_lossy();
    let b = args[1].to_php_string_lossy();
    let c = compare_versions(&a, &b);
    let op = match args.get(2) {
        None | Some(Value::Null) => return Ok(Value::Int(c as i64)),
        Some(op) => op.to_php_string_lossy(),
    };
    let r =
        match op.as_bytes() {
            b"<" | b"lt" => c < 0,
            b"<=" | b"le" => c <= 0,
            b">" | b"gt" => c > 0,
            b">=" | b"ge" => c >= 0,
            b"==" | b"eq" => c == 0,
            b"!=" | b"<>" | b"ne" => c != 0,
            _ => return Err(cx.throw_error(
                "ValueError",
                "version_compare(): Argument #3 ($operator) must be a valid comparison operator",
            )),
        };
    Ok(Value::Bool(r))
}

fn extension_loaded(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let name = args[0].to_php_string_lossy().to_string_lossy();
    Ok(Value::Bool(
        EXTENSIONS.iter().any(|x| x.eq_ignore_ascii_case(&name)),
    ))
}

fn get_loaded_extensions(_cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    if args.first().is_some_and(Value::to_bool) {
        return Ok(Value::empty_array());
    }
    Ok(Value::arr(PhpArray::from_values(
        EXTENSIONS.iter().map(|e| Value::str(e)).collect(),
    )))
}

fn no_ini_file(_cx: &Interp, _args: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Bool(false))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_compare_like_php() {
        let cases: &[(&str, &str, i32)] = &[
            ("5.2", "5.10", -1),
            ("1.0.0", "1.0", 1),
            ("1.0", "1.0.0", -1),
            ("1.0rc1", "1.0", -1),
            ("1.0", "1.0pl1", -1),
            ("1.0-dev", "1.0alpha", -1),
            ("1.0a", "1.0b", -1),
            ("8.2.36", "8.2.0", 1),
            ("1.0.0", "1.0.0", 0),
            ("", "1", -1),
            ("1.0RC1", "1.0rc1", 0),
            ("1.0.x", "1.0", -1),
            ("1.0", "1.0.x", 1),
            ("1..2", "1.2", 0),
        ];
        for &(a, b, want) in cases {
            assert_eq!(
                compare_versions(a.as_bytes(), b.as_bytes()),
                want,
                "{a} vs {b}"
            );
        }
    }
}
