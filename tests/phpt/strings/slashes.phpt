--TEST--
addslashes, stripslashes, addcslashes, stripcslashes, quotemeta
--FILE--
<?php
var_dump(addslashes("O'Re\"il\\ly\0"), stripslashes("O\\'Re\\\\x"), stripslashes("a\\0b") === "a\0b", quotemeta("1+1=2?"), quotemeta("(a.b)[c]^$"), quotemeta(""));
var_dump(addcslashes("foo[bar]", 'A..Z'), addcslashes("zoo\n\t['.']", "z..A\0..\37"), addcslashes("abc\xff", "\x7f..\xff"), stripcslashes('a\nb\x41\101\\\\c\q'));
--EXPECTF--
string(15) "O\'Re\"il\\ly\0"
string(6) "O'Re\x"
bool(true)
string(8) "1\+1=2\?"
string(17) "\(a\.b\)\[c\]\^\$"
string(0) ""

Warning: addcslashes(): Invalid '..'-range, '..'-range needs to be incrementing in %s on line 3
string(8) "foo[bar]"
string(14) "\zoo\n\t['\.']"
string(7) "abc\377"
string(8) "a
bAA\cq"
