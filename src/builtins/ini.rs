//! ini settings: the directives `ini_get`/`ini_set` know (with `php -n`'s defaults) and the
//! script's overrides. `precision` and `serialize_precision` are cached as numbers because
//! every float-to-string conversion reads them.

use hashbrown::HashMap;
use std::cell::{Cell, RefCell};

use crate::value::{str_to_int, PhpString};

/// Known directives and their defaults under `php -n`.
const DEFAULTS: &[(&str, &str)] = &[
    ("allow_url_fopen", "1"),
    ("arg_separator.output", "&"),
    ("assert.active", "1"),
    ("async.debug_deadlock", "1"),
    ("auto_detect_line_endings", "0"),
    ("auto_prepend_file", ""),
    ("date.timezone", "UTC"),
    ("default_charset", "UTF-8"),
    ("default_socket_timeout", "60"),
    ("display_errors", "1"),
    ("display_startup_errors", "1"),
    ("docref_root", ""),
    ("error_log", ""),
    ("error_prepend_string", ""),
    ("error_reporting", ""),
    ("html_errors", "0"),
    ("ignore_user_abort", "0"),
    ("implicit_flush", "1"),
    ("include_path", ".:/usr/share/php"),
    ("log_errors", "0"),
    ("max_execution_time", "0"),
    ("max_input_time", "-1"),
    ("memory_limit", "128M"),
    ("open_basedir", ""),
    ("output_buffering", "0"),
    ("pcre.backtrack_limit", "1000000"),
    ("pcre.jit", "1"),
    ("pcre.recursion_limit", "100000"),
    ("post_max_size", "8M"),
    ("precision", "14"),
    ("register_argc_argv", "1"),
    ("report_memleaks", "1"),
    ("serialize_precision", "-1"),
    ("short_open_tag", "1"),
    ("sys_temp_dir", ""),
    ("upload_max_filesize", "2M"),
    ("user_agent", ""),
    ("variables_order", "EGPCS"),
    ("zend.assertions", "1"),
    ("zend.enable_gc", "1"),
];

/// The ini state of one interpreter.
pub struct IniSettings {
    precision: Cell<i32>,
    serialize_precision: Cell<i32>,
    overrides: RefCell<HashMap<String, PhpString>>,
}

impl Default for IniSettings {
    fn default() -> Self {
        IniSettings {
            precision: Cell::new(14),
            serialize_precision: Cell::new(-1),
            overrides: RefCell::new(HashMap::new()),
        }
    }
}

fn default_of(name: &str) -> Option<&'static str> {
    DEFAULTS
        .binary_search_by(|(k, _)| (*k).cmp(name))
        .ok()
        .map(|i| DEFAULTS[i].1)
}

impl IniSettings {
    /// `precision`: significant digits of echo/string conversion of floats.
    pub fn precision(&self) -> i32 {
        self.precision.get()
    }
    /// `serialize_precision`: digits for var_dump/var_export/json (-1: shortest).
    pub fn serialize_precision(&self) -> i32 {
        self.serialize_precision.get()
    }

    /// The current value, None for an unknown directive.
    pub fn get(&self, name: &str) -> Option<PhpString> {
        if let Some(v) = self.overrides.borrow().get(name) {
            return Some(v.clone());
        }
        default_of(name).map(PhpString::from)
    }

    /// Set a directive; returns the old value, None for an unknown directive.
    pub fn set(&self, name: &str, value: PhpString) -> Option<PhpString> {
        let old = self.get(name)?;
        self.apply(name, &value);
        self.overrides.borrow_mut().insert(name.to_string(), value);
        Some(old)
    }

    /// Back to the default.
    pub fn restore(&self, name: &str) {
        if let Some(d) = default_of(name) {
            self.overrides.borrow_mut().remove(name);
            self.apply(name, d.as_bytes());
        }
    }

    fn apply(&self, name: &str, value: &[u8]) {
        match name {
            "precision" => self.precision.set(str_to_int(value) as i32),
            "serialize_precision" => self.serialize_precision.set(str_to_int(value) as i32),
            "memory_limit" => crate::runtime::memory::set_limit(
                crate::runtime::memory::parse_size(&String::from_utf8_lossy(value)),
            ),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_sorted() {
        assert!(DEFAULTS.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn set_and_restore() {
        let ini = IniSettings::default();
        assert_eq!(
            ini.set("precision", PhpString::from("10"))
                .unwrap()
                .as_bytes(),
            b"14"
        );
        assert_eq!(ini.precision(), 10);
        assert!(ini.set("nope", PhpString::from("1")).is_none());
        ini.restore("precision");
        assert_eq!(ini.precision(), 14);
    }
}
