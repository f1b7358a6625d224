--TEST--
preg_match offsets and modifiers
--FILE--
<?php
var_dump(preg_match('/b/', 'abcb', $m, PREG_OFFSET_CAPTURE, 2), $m);
var_dump(preg_match('/b/', 'abcb', $m, PREG_OFFSET_CAPTURE, -1), $m);
var_dump(preg_match('/^abc$/m', "x\nabc\ny"), preg_match('/^abc$/', "x\nabc\ny"), preg_match('/a.c/s', "a\nc"), preg_match('/a.c/', "a\nc"), preg_match('/a b c/x', 'abc'), preg_match('/ABC/i', 'abc'));
var_dump(preg_match('/a+?/U', 'aaa', $m), $m[0]);
var_dump(preg_match('/\w+/u', 'héllo', $m), $m[0], preg_match('/\w+/', 'héllo', $m), $m[0]);
var_dump(preg_match('/abc/A', 'xabc'), preg_match('/é/iu', 'É'), preg_match('/\p{Lu}/u', 'aÉ', $m), $m);
var_dump(preg_match('(a(b)c)', 'abc'), preg_match('{a}i', 'A'), preg_match('#\#x#', '#x'), preg_match('[a]', 'a'), preg_match('~^(\d+)\.(\d+)$~', '3.14', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(3)
  }
}
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    int(3)
  }
}
int(1)
int(0)
int(1)
int(0)
int(1)
int(1)
int(1)
string(3) "aaa"
int(1)
string(6) "héllo"
int(1)
string(1) "h"
int(0)
int(1)
int(1)
array(1) {
  [0]=>
  string(2) "É"
}
int(1)
int(1)
int(1)
int(1)
int(1)
array(3) {
  [0]=>
  string(4) "3.14"
  [1]=>
  string(1) "3"
  [2]=>
  string(2) "14"
}
