//! The standard library: one file per domain, each exporting a table of `Builtin`s.
//! Argument coercion and the TypeError/ArgumentCountError texts come from `registry`.

use crate::eval::{Interp, Unwind};
use crate::value::Value;

/// A built-in function: its PHP name, its signature as PHP documents it (parameter names,
/// types, `&` for by-reference, defaults, `...` for variadics), and the implementation.
pub struct Builtin {
    pub name: &'static str,
    pub sig: &'static str,
    pub call: BuiltinFn,
}

/// Arguments arrive coerced to the signature's types; by-reference parameters arrive as
/// `Value::Ref`; `args.len()` is the number actually passed.
pub type BuiltinFn = fn(&Interp, &mut [Value]) -> Result<Value, Unwind>;

pub mod array;
pub mod array_args;
pub mod array_callback;
pub mod array_lookup;
pub mod array_random;
pub mod array_set;
pub mod array_stack;
pub mod assert;
pub mod async_api;
pub mod async_await;
pub mod async_iterate;
pub mod base_convert;
pub mod checksum;
pub mod class;
pub mod codec;
mod coerce;
pub mod core_constants;
pub mod ctype;
mod defined;
pub(crate) mod dir;
mod dns;
pub mod file;
mod file_stat;
pub mod filter;
pub mod format;
pub mod function;
mod getopt;
pub mod headers;
pub mod html;
pub mod hybrid_sort;
mod inet;
pub mod ini;
mod ini_parse;
pub mod json;
mod kdf;
mod links;
mod locale;
pub mod math;
pub mod mbstring;
pub mod metaphone;
pub mod multisort;
pub mod output;
mod pack;
mod password;
pub mod path;
pub mod pcntl;
pub mod phpinfo;
pub mod pointer;
pub mod posix;
mod process;
pub mod props;
mod pure;
mod quoted_printable;
pub mod random;
pub mod range;
pub mod regex;
pub mod regex_pattern;
pub mod registry;
pub mod runtime;
mod scan;
pub mod serialize;
pub mod sig;
pub mod socket;
pub mod sockets;
pub mod sort;
pub mod stream;
mod stream_context;
pub mod stream_extra;
pub mod stream_meta;
pub mod stream_select;
mod strftime;
pub mod string;
pub mod string_args;
pub mod string_compare;
pub mod string_replace;
pub mod string_search;
mod strip_tags;
pub(crate) mod strtotime;
pub mod time;
pub mod types;
pub mod tz;
pub mod tz_catalog;
mod unserialize_refs;
mod url;
mod uuencode;
pub mod var;
