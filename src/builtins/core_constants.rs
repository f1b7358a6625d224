//! Core constants: PHP version and platform, integer/float limits, error levels, and the
//! few standard-library constants that belong to no single builtin domain.

use crate::value::Value;

/// The PHP version aphp reports (the reference php it is checked against).
pub const PHP_VERSION: &str = "8.2.31";

pub fn constants() -> Vec<(&'static str, Value)> {
    let ints: &[(&str, i64)] = &[
        ("PHP_MAJOR_VERSION", 8),
        ("PHP_MINOR_VERSION", 2),
        ("PHP_RELEASE_VERSION", 31),
        ("PHP_VERSION_ID", 80231),
        ("PHP_ZTS", 0),
        ("PHP_DEBUG", 0),
        ("PHP_MAXPATHLEN", 4096),
        ("PHP_INT_MAX", i64::MAX),
        ("PHP_INT_MIN", i64::MIN),
        ("PHP_INT_SIZE", 8),
        ("PHP_FD_SETSIZE", 1024),
        ("PHP_FLOAT_DIG", 15),
        ("CONNECTION_NORMAL", 0),
        ("CONNECTION_ABORTED", 1),
        ("CONNECTION_TIMEOUT", 2),
        ("E_ERROR", 1),
        ("E_WARNING", 2),
        ("E_PARSE", 4),
        ("E_NOTICE", 8),
        ("E_CORE_ERROR", 16),
        ("E_CORE_WARNING", 32),
        ("E_COMPILE_ERROR", 64),
        ("E_COMPILE_WARNING", 128),
        ("E_USER_ERROR", 256),
        ("E_USER_WARNING", 512),
        ("E_USER_NOTICE", 1024),
        ("E_STRICT", 2048),
        ("E_RECOVERABLE_ERROR", 4096),
        ("E_DEPRECATED", 8192),
        ("E_USER_DEPRECATED", 16384),
        ("E_ALL", 32767),
        ("DEBUG_BACKTRACE_PROVIDE_OBJECT", 1),
        ("DEBUG_BACKTRACE_IGNORE_ARGS", 2),
        ("INI_USER", 1),
        ("INI_PERDIR", 2),
        ("INI_SYSTEM", 4),
        ("INI_ALL", 7),
    ];
    let strs: &[(&str, &str)] = &[
        ("PHP_VERSION", PHP_VERSION),
        ("PHP_EXTRA_VERSION", ""),
        ("PHP_OS", "Linux"),
        ("PHP_OS_FAMILY", "Linux"),
        ("PHP_SAPI", "cli"),
        ("PHP_EOL", "\n"),
        ("PHP_SHLIB_SUFFIX", "so"),
        ("PHP_PREFIX", "/usr"),
        ("PHP_BINDIR", "/usr/bin"),
        ("PHP_LIBDIR", "/usr/lib/php"),
        ("PHP_DATADIR", "/usr/share/php/8.2"),
        ("PHP_EXTENSION_DIR", "/usr/lib/php/20220829"),
        ("PHP_SYSCONFDIR", "/etc"),
        ("PHP_LOCALSTATEDIR", "/var"),
        ("PHP_CONFIG_FILE_PATH", "/etc/php/8.2/cli"),
        ("PHP_CONFIG_FILE_SCAN_DIR", "/etc/php/8.2/cli/conf.d"),
        ("DIRECTORY_SEPARATOR", "/"),
        ("PATH_SEPARATOR", ":"),
    ];
    let floats: &[(&str, f64)] = &[
        ("PHP_FLOAT_EPSILON", f64::EPSILON),
        ("PHP_FLOAT_MAX", f64::MAX),
        ("PHP_FLOAT_MIN", f64::MIN_POSITIVE),
        ("NAN", f64::NAN),
        ("INF", f64::INFINITY),
    ];
    let mut out: Vec<(&'static str, Value)> = Vec::new();
    out.extend(ints.iter().map(|&(k, v)| (k, Value::Int(v))));
    out.extend(strs.iter().map(|&(k, v)| (k, Value::str(v))));
    out.extend(floats.iter().map(|&(k, v)| (k, Value::Float(v))));
    out.push(("ZEND_THREAD_SAFE", Value::Bool(false)));
    out.push(("ZEND_DEBUG_BUILD", Value::Bool(false)));
    let binary = std::env::current_exe()
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default();
    out.push(("PHP_BINARY", Value::from(binary)));
    out
}
