//! `phpinfo()` in php-cli's text form: the general block, one section per extension aphp
//! provides (the async runtime's with the rows TrueAsync reports) and the license. It
//! reports facts; it configures nothing.

use super::core_constants::PHP_VERSION;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "phpinfo",
    sig: "phpinfo(int $flags = INFO_ALL): bool",
    call: phpinfo,
}];

const INFO_GENERAL: i64 = 1;
const INFO_CREDITS: i64 = 2;
const INFO_CONFIGURATION: i64 = 4;
const INFO_MODULES: i64 = 8;
const INFO_ENVIRONMENT: i64 = 16;
const INFO_VARIABLES: i64 = 32;
const INFO_LICENSE: i64 = 64;
const INFO_ALL: i64 = 0xFFFF_FFFF;

pub fn constants() -> Vec<(&'static str, Value)> {
    [
        ("INFO_GENERAL", INFO_GENERAL),
        ("INFO_CREDITS", INFO_CREDITS),
        ("INFO_CONFIGURATION", INFO_CONFIGURATION),
        ("INFO_MODULES", INFO_MODULES),
        ("INFO_ENVIRONMENT", INFO_ENVIRONMENT),
        ("INFO_VARIABLES", INFO_VARIABLES),
        ("INFO_LICENSE", INFO_LICENSE),
        ("INFO_ALL", INFO_ALL),
    ]
    .into_iter()
    .map(|(n, v)| (n, Value::Int(v)))
    .collect()
}

const LICENSE: &str = "\nPHP License
This program is free software; you can redistribute it and/or modify
it under the terms of the PHP License as published by the PHP Group
and included in the distribution in the file:  LICENSE

This program is distributed in the hope that it will be useful,
but WITHOUT ANY WARRANTY; without even the implied warranty of
MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.

If you did not receive a copy of the PHP license, or have any
questions about PHP licensing, please contact license@php.net.
";

/// The rows of an extension's section (`name => value`).
fn module_rows(name: &str) -> Vec<(String, &'static str)> {
    match name {
        "Core" => vec![("PHP Version".into(), PHP_VERSION)],
        // What TrueAsync's module info prints: its name, version, support and reactor.
        "true_async" => vec![
            ("Module".into(), "TrueAsync"),
            ("Version".into(), PHP_VERSION),
            ("Support".into(), "Enabled"),
            ("LibUv Reactor".into(), "Enabled"),
        ],
        _ => vec![(format!("{name} support"), "enabled")],
    }
}

fn phpinfo(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let flags = args.first().map(Value::to_int).unwrap_or(INFO_ALL);
    let mut out = String::from("phpinfo()\n");
    if flags & INFO_GENERAL != 0 {
        let mut uname = [Value::str("a")];
        let system = super::runtime::php_uname(cx, &mut uname)?
            .to_php_string_lossy()
            .to_string_lossy();
        out.push_str(&format!(
            "PHP Version => {PHP_VERSION}\n\nSystem => {system}\nServer API => Command Line Interface\nVirtual Directory Support => disabled\n"
        ));
    }
    if flags & INFO_MODULES != 0 {
        for name in super::runtime::EXTENSIONS {
            out.push_str(&format!("\n{name}\n\n"));
            for (k, v) in module_rows(name) {
                out.push_str(&format!("{k} => {v}\n"));
            }
        }
    }
    if flags & INFO_LICENSE != 0 {
        out.push_str(LICENSE);
    }
    cx.echo(out.as_bytes());
    Ok(Value::Bool(true))
}
