--TEST--
parse_url() with a negative component gives every component; extract() takes its type from the low byte of $flags
--FILE--
<?php
// parse_url() with a negative component gives every component; extract() reads its type from the low byte.
var_dump(parse_url('http://h/p', -100), parse_url('http://h/p', -1) === parse_url('http://h/p'));
try {
    parse_url('http://h/p', 8);
} catch (\ValueError $e) {
    echo $e->getMessage(), "\n";
}
function f() {
    $a = 0;
    var_dump(extract(['a' => 1, 'b' => 2], PHP_INT_MIN), $a, $b);
    var_dump(extract(['a' => 5], EXTR_SKIP | EXTR_REFS), $a);
    var_dump(extract(['a' => 6], 0x100 | 0x200), $a);
}
f();
--EXPECT--
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(1) "h"
  ["path"]=>
  string(2) "/p"
}
bool(true)
parse_url(): Argument #2 ($component) must be a valid URL component identifier, 8 given
int(2)
int(1)
int(2)
int(0)
int(1)
int(1)
int(6)
