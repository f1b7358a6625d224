--TEST--
file() with FILE_IGNORE_NEW_LINES drops whole CRLF line ends
--FILE--
<?php
$f = tempnam(sys_get_temp_dir(), 'aphp');
file_put_contents($f, "a\r\n\r\nb\nc\r");
var_dump(file($f, FILE_IGNORE_NEW_LINES), file($f, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES), file($f));
unlink($f);
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(0) ""
  [2]=>
  string(1) "b"
  [3]=>
  string(2) "c"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(2) "c"
}
array(4) {
  [0]=>
  string(3) "a
"
  [1]=>
  string(2) "
"
  [2]=>
  string(2) "b
"
  [3]=>
  string(2) "c"
}
