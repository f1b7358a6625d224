--TEST--
A runaway match stops at the backtrack limit; compile error offsets stay within the pattern
--FILE--
<?php
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'), preg_last_error(), preg_last_error_msg());
var_dump(preg_replace('/(?:\D+|<\d+>)*[!?]/', 'x', 'foobar foobar foobar'), preg_last_error_msg());
var_dump(preg_split('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'), preg_last_error_msg());
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar!'), preg_last_error_msg());
var_dump(preg_match('/a(/A', 'ba'));
var_dump(preg_match('/(*UTF)a(/', 'x'));
--EXPECTF--
bool(false)
int(2)
string(25) "Backtrack limit exhausted"
NULL
string(25) "Backtrack limit exhausted"
bool(false)
string(25) "Backtrack limit exhausted"
int(1)
string(8) "No error"

Warning: preg_match(): Compilation failed: missing closing parenthesis at offset 2 in %s on line 6
bool(false)

Warning: preg_match(): Compilation failed: missing closing parenthesis at offset 8 in %s on line 7
bool(false)
