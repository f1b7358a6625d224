//! metaphone(): Lawrence Philips' phonetic key, rule for rule as PHP computes it
//! (its "traditional" mode), so keys match PHP's exactly.

use super::string_args::*;
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::Value;

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "metaphone",
    sig: "metaphone(string $string, int $max_phonemes = 0): string",
    call: metaphone,
}];

/// Letter classes: 1 vowel (AEIOU), 2 unchanged (FJLMNR), 4 forms a digraph before H
/// (CGPST), 8 softens C and G (EIY), 16 keeps GH from becoming F (BDH).
const CODES: [u8; 26] = [
    1, 16, 4, 16, 9, 2, 4, 16, 9, 2, 0, 2, 2, 2, 1, 4, 0, 2, 4, 4, 1, 0, 0, 0, 8, 0,
];

fn code(c: u8) -> u8 {
    if c.is_ascii_alphabetic() {
        CODES[(c.to_ascii_uppercase() - b'A') as usize]
    } else {
        0
    }
}
fn is_vowel(c: u8) -> bool {
    code(c) & 1 != 0
}
fn affect_h(c: u8) -> bool {
    code(c) & 4 != 0
}
fn make_soft(c: u8) -> bool {
    code(c) & 8 != 0
}
fn no_gh_to_f(c: u8) -> bool {
    code(c) & 16 != 0
}

/// The phonetic key of `word`, at most `max` phonemes (0: unlimited).
pub fn metaphone_key(word: &[u8], max: usize) -> Vec<u8> {
    let at = |i: usize| word.get(i).map_or(0, u8::to_ascii_uppercase);
    let mut out = Vec::with_capacity(word.len());
    let mut w = 0;
    while !at(w).is_ascii_alphabetic() {
        if at(w) == 0 {
            return out;
        }
        w += 1;
    }
    let next = |w: usize| at(w + 1);
    match at(w) {
        b'A' => {
            if next(w) == b'E' {
                out.push(b'E');
                w += 2;
            } else {
                out.push(b'A');
                w += 1;
            }
        }
        b'G' | b'K' | b'P' if next(w) == b'N' => {
            out.push(b'N');
            w += 2;
        }
        b'W' => {
            if next(w) == b'R' {
                out.push(b'R');
                w += 2;
            } else if next(w) == b'H' || is_vowel(next(w)) {
                out.push(b'W');
                w += 2;
            }
        }
        b'X' => {
            out.push(b'S');
            w += 1;
        }
        c @ (b'E' | b'I' | b'O' | b'U') => {
            out.push(c);
            w += 1;
        }
        _ => {}
    }
    while at(w) != 0 && (max == 0 || out.len() < max) {
        let cur = at(w);
        let back = |n: usize| if w >= n { at(w - n) } else { 0 };
        let prev = back(1);
        let nx = next(w);
        let after_next = if nx != 0 { at(w + 2) } else { 0 };
        // Look ahead without walking past the end of the word.
        let ahead = |n: usize| {
            let mut k = 0;
            while k < n && w + k < word.len() && word[w + k] != 0 {
                k += 1;
            }
            at(w + k)
        };
        let mut skip = 0;
        if !cur.is_ascii_alphabetic() || (cur == prev && cur != b'C') {
            w += 1;
            continue;
        }
        match cur {
            b'B' if prev != b'M' => out.push(b'B'),
            b'C' => {
                if make_soft(nx) {
                    if after_next == b'A' && nx == b'I' {
                        out.push(b'X');
                    } else if prev != b'S' {
                        out.push(b'S');
                    }
                } else if nx == b'H' {
                    out.push(b'X');
                    skip += 1;
                } else {
                    out.push(b'K');
                }
            }
            b'D' => {
                if nx == b'G' && make_soft(after_next) {
                    out.push(b'J');
                    skip += 1;
                } else {
                    out.push(b'T');
                }
            }
            b'G' => {
                if nx == b'H' {
                    if !(no_gh_to_f(back(3)) || back(4) == b'H') {
                        out.push(b'F');
                        skip += 1;
                    }
                } else if nx == b'N' {
                    let brk = !after_next.is_ascii_alphabetic();
                    if !(brk || (after_next == b'E' && ahead(3) == b'D')) {
                        out.push(b'K');
                    }
                } else if make_soft(nx) && prev != b'G' {
                    out.push(b'J');
                } else {
                    out.push(b'K');
                }
            }
            b'H' if is_vowel(nx) && !affect_h(prev) => out.push(b'H'),
            b'K' if prev != b'C' => out.push(b'K'),
            b'P' => out.push(if nx == b'H' { b'F' } else { b'P' }),
            b'Q' => out.push(b'K'),
            b'S' => {
                if nx == b'I' && (after_next == b'O' || after_next == b'A') {
                    out.push(b'X');
                } else if nx == b'H' {
                    out.push(b'X');
                    skip += 1;
                } else {
                    out.push(b'S');
                }
            }
            b'T' => {
                if nx == b'I' && (after_next == b'O' || after_next == b'A') {
                    out.push(b'X');
                } else if nx == b'H' {
                    out.push(b'0');
                    skip += 1;
                } else if !(nx == b'C' && after_next == b'H') {
                    out.push(b'T');
                }
            }
            b'V' => out.push(b'F'),
            b'W' if is_vowel(nx) => out.push(b'W'),
            b'X' => out.extend_from_slice(b"KS"),
            b'Y' if is_vowel(nx) => out.push(b'Y'),
            b'Z' => out.push(b'S'),
            b'F' | b'J' | b'L' | b'M' | b'N' | b'R' => out.push(cur),
            _ => {}
        }
        w += 1 + skip;
    }
    out
}

fn metaphone(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let s = str_arg(args, 0);
    let max = int_arg(args, 1, 0);
    if max < 0 {
        return Err(value_error(
            cx,
            "metaphone(): Argument #2 ($max_phonemes) must be greater than or equal to 0".into(),
        ));
    }
    Ok(str_val(metaphone_key(&s, max as usize)))
}
