//! Names of anonymous classes as PHP shows them. Such a class is named
//! `class@anonymous\0/path/file.php:3$0` (`get_class` and `::class` give all of it), but
//! var_dump, print_r and error messages print C strings, which stop at the NUL byte:
//! `class@anonymous`.

use std::borrow::Cow;

/// `name` up to its NUL byte: what var_dump and print_r print for a class name.
pub fn shown_class_name(name: &str) -> &str {
    name.split('\0').next().unwrap_or(name)
}

/// `text` with the hidden part (`\0FILE:LINE$N`) of every anonymous class name in it
/// removed, as PHP's messages print them.
pub fn shown_class_names(text: &str) -> Cow<'_, str> {
    if !text.contains("@anonymous\0") {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("@anonymous\0") {
        let nul = at + "@anonymous".len();
        out.push_str(&rest[..nul]);
        let tail = &rest[nul..];
        match hidden_len(tail) {
            Some(n) => rest = &tail[n..],
            None => {
                out.push('\0');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// Length of `\0FILE:LINE$HEX` at the start of `s`, if it is there.
fn hidden_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = 1;
    while i < b.len() {
        if b[i] == b'$' {
            let digits = b[..i]
                .iter()
                .rev()
                .take_while(|c| c.is_ascii_digit())
                .count();
            let colon = i.checked_sub(digits + 1).is_some_and(|c| b[c] == b':');
            let hex = b[i + 1..]
                .iter()
                .take_while(|c| c.is_ascii_hexdigit())
                .count();
            if digits > 0 && colon && hex > 0 {
                return Some(i + 1 + hex);
            }
        }
        if b[i] == 0 {
            return None;
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_hidden_parts() {
        let n = "class@anonymous\0/tmp/a$b.php:12$1f";
        assert_eq!(shown_class_name(n), "class@anonymous");
        let msg = format!("Call to undefined method {n}::f() on Foo@anonymous\0/x.php:3$0");
        assert_eq!(
            shown_class_names(&msg),
            "Call to undefined method class@anonymous::f() on Foo@anonymous"
        );
        assert_eq!(shown_class_names("a@anonymous\0b"), "a@anonymous\0b");
    }
}
