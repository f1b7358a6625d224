--TEST--
warnings for malformed patterns and preg_last_error
--FILE--
<?php
var_dump(preg_match('abc', 'x'));
var_dump(preg_match('/abc', 'x'));
var_dump(preg_match('(abc', 'x'));
var_dump(preg_match('/abc/k', 'x'));
var_dump(preg_match('/(abc/', 'x'));
var_dump(preg_match('', 'x'));
var_dump(preg_match('/a/e', 'a'));
var_dump(preg_replace('/(/', 'x', 'abc'));
var_dump(preg_split('/[/', 'abc'));
var_dump(preg_last_error(), preg_last_error_msg());
var_dump(preg_match('/./u', "\xff"), preg_last_error(), preg_last_error_msg());
var_dump(preg_match('/a/', 'a'), preg_last_error(), preg_last_error_msg());
var_dump(preg_match('/b/', 'abc', $m, 0, 10), $m, preg_last_error());
--EXPECTF--
Warning: preg_match(): Delimiter must not be alphanumeric, backslash, or NUL in %s on line 2
bool(false)

Warning: preg_match(): No ending delimiter '/' found in %s on line 3
bool(false)

Warning: preg_match(): No ending matching delimiter ')' found in %s on line 4
bool(false)

Warning: preg_match(): Unknown modifier 'k' in %s on line 5
bool(false)

Warning: preg_match(): Compilation failed: missing closing parenthesis at offset 4 in %s on line 6
bool(false)

Warning: preg_match(): Empty regular expression in %s on line 7
bool(false)

Warning: preg_match(): The /e modifier is no longer supported, use preg_replace_callback instead in %s on line 8
bool(false)

Warning: preg_replace(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 9
NULL

Warning: preg_split(): Compilation failed: missing terminating ] for character class at offset 1 in %s on line 10
bool(false)
int(1)
string(14) "Internal error"
bool(false)
int(4)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
int(1)
int(0)
string(8) "No error"
bool(false)
array(0) {
}
int(1)
