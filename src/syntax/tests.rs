//! Parser tests: whole-file parsing of the golden tests, PHP's error messages, and
//! robustness against truncated or garbage input.

use super::parse;

/// The `--FILE--` section of a .phpt file.
fn file_section(text: &str) -> Option<String> {
    let start = text.find("--FILE--\n")? + "--FILE--\n".len();
    let rest = &text[start..];
    let end = rest
        .match_indices("\n--")
        .find(|(i, _)| {
            let line = &rest[i + 1..];
            let upper: String = line
                .chars()
                .skip(2)
                .take_while(|c| c.is_ascii_uppercase() || *c == '_')
                .collect();
            !upper.is_empty() && line[2 + upper.len()..].starts_with("--")
        })
        .map_or(rest.len(), |(i, _)| i + 1);
    Some(rest[..end].to_string())
}

fn phpt_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            phpt_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "phpt") {
            out.push(p);
        }
    }
}

#[test]
fn parses_conformance_scripts() {
    let mut files = Vec::new();
    phpt_files(std::path::Path::new("/work/shared/conformance"), &mut files);
    phpt_files(std::path::Path::new("tests/phpt"), &mut files);
    let mut failed = Vec::new();
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let Some(src) = file_section(&text) else {
            continue;
        };
        if let Err(e) = parse(src.as_bytes(), "t.php") {
            // Scripts that test error output are expected to fail.
            if !text.contains("Parse error") && !text.contains("Fatal error") {
                failed.push(format!("{}: {} (line {})", f.display(), e.message, e.line));
            }
        }
    }
    for f in &failed {
        eprintln!("{f}");
    }
    eprintln!("{} files, {} failed to parse", files.len(), failed.len());
    assert!(failed.is_empty());
}

fn err(src: &str) -> (String, u32) {
    match parse(src.as_bytes(), "t.php") {
        Ok(_) => panic!("parsed: {src}"),
        Err(e) => (e.message, e.line),
    }
}

#[test]
fn php_error_messages() {
    assert_eq!(
        err("<?php\necho 1\necho 2;"),
        (
            "syntax error, unexpected token \"echo\", expecting \",\" or \";\"".into(),
            3
        )
    );
    assert_eq!(
        err("<?php\n$a = 1\n$b = 2;"),
        ("syntax error, unexpected variable \"$b\"".into(), 3)
    );
    assert_eq!(
        err("<?php\nif (1) {\n"),
        ("Unclosed '{' on line 2".into(), 3)
    );
    assert_eq!(
        err("<?php\nfoo(];"),
        ("Unclosed '(' does not match ']'".into(), 2)
    );
    assert_eq!(err("<?php\n}"), ("Unmatched '}'".into(), 2));
    assert_eq!(err("<?php f(1,"), ("Unclosed '('".into(), 1));
    // Texts checked against php -l.
    for (src, expecting) in [
        ("<?php $x = [1, 2 echo 1;", ", expecting \"]\""),
        ("<?php f(1, 2 echo 1;", ", expecting \")\""),
        ("<?php $a[1 echo 2;", ", expecting \"]\""),
        ("<?php $x = match($a) { 1 => 2 echo 1;", ", expecting \"}\""),
        ("<?php $a = (1 + 2 echo 1;", ""),
        ("<?php global $a $b;", ", expecting \",\" or \";\""),
    ] {
        let (msg, _) = err(src);
        assert!(
            msg.ends_with(&format!("unexpected token \"echo\"{expecting}"))
                || msg.ends_with(&format!("unexpected variable \"$b\"{expecting}")),
            "{src}: {msg}"
        );
    }
    assert!(parse(b"<?php\nif (1) {\n", "t.php").is_err_and(|e| e.incomplete));
}

#[test]
fn unsupported_constructs_are_fatal() {
    for (src, msg) in [
        (
            "<?php declare(ticks=1);",
            "aphp does not support declare(ticks)",
        ),
        (
            "<?php `ls`;",
            "aphp does not support backtick shell execution",
        ),
    ] {
        let e = parse(src.as_bytes(), "t.php").err();
        assert!(
            e.as_ref()
                .is_some_and(|e| e.message == msg && e.kind == super::ErrorKind::CompileFatal),
            "{src}: {e:?}"
        );
    }
}

#[test]
fn parses_language_forms() {
    let src = r#"<?php
namespace A\B;
use X\{Y, Z as W, function f};
use const Q\R;
#[Attr]
final class C extends D implements E, F {
    use T1, T2 { T1::m insteadof T2; m as protected n; }
    public const int_ = 1;
    final protected const X = [1, 2,];
    public static ?int $p = null, $q;
    public function __construct(private readonly int $x = 0, &...$rest) {}
    abstract public function list(): static;
    public function print() { return $this->list?->default; }
}
enum Suit: string implements I { case Hearts = 'H'; case Default; const X = self::Hearts; }
interface I extends J, K { const A = 1; }
trait T { abstract static function f(); }
$f = static fn(int|string $x): int => $x * 2;
$g = function &() use (&$a, $b): void {};
[$a, [, $b], 'k' => &$c] = $arr;
list('x' => $x, , $y) = $z;
foreach ($a as $k => [$v, $w]) {}
foreach ($a as &$v): endforeach;
if ($a): echo 1; elseif ($b): echo 2; else: echo 3; endif;
while (0): endwhile;
for ($i = 0, $j = 1; $i < 3; $i++, $j--): endfor;
switch ($x): case 1; default: endswitch;
echo new A()->m(), new B()->p, Foo::new(), $o::class, A::$$p, $$x, ${'a' . 'b'};
$x = match(true) { 1, 2, => 'a', default => throw new E('x') };
$r = $x ?? throw new E();
if (!$a = f()) {}
$s = "a $b[0] $c[k] $d[-1] $e[$i] $o->p $o?->q {$f->g()['h']} ${i} ${j['k']} \u{41}";
$h = <<<EOT
  x {$y}
  EOT;
f(...$args, name: 1, array: 2);
$c = strlen(...);
$m = $o->m(...);
$n = A::m(...);
try {} catch (A|B) {} finally {}
static $s1 = 1, $s2;
global $g1;
unset($a[1], $b->c);
__halt_compiler(); garbage ( {
"#;
    let p = parse(src.as_bytes(), "t.php");
    assert!(p.is_ok(), "{:?}", p.err());
}

#[test]
fn garbage_and_truncated_input_never_panics() {
    let src = std::fs::read("src/syntax/tests.rs").unwrap_or_default();
    let php = b"<?php\nclass A { public function f($x = [1, 'a' => \"s$x{$y}\"]) { return fn() => <<<EOT\n  a\n  EOT; } }\n$a = match($x) { 1 => 2 };\n";
    for i in 0..php.len() {
        let _ = parse(&php[..i], "t.php");
        let mut v = php.to_vec();
        v[i] = b"({[\"'$`\\?<>;"[i % 12];
        let _ = parse(&v, "t.php");
    }
    let mut seed = 12345u64;
    for _ in 0..300 {
        let mut v = b"<?php ".to_vec();
        for _ in 0..40 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let i = (seed >> 33) as usize % src.len().max(1);
            v.extend_from_slice(&src[i..(i + 3).min(src.len())]);
        }
        let _ = parse(&v, "t.php");
    }
    // Found by fuzzing: a multibyte character across the 10th byte of a qualified name.
    let _ = parse("<?php abcdefghi\u{e9}\\x;".as_bytes(), "t.php");
}
