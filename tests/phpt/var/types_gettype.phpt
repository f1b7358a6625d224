--TEST--
var: types gettype
--FILE--
<?php
foreach ([null, true, 1, 1.5, "s", [], new stdClass, STDIN] as $v) {
    echo gettype($v), " ", get_debug_type($v), "\n";
}
echo get_debug_type(new class {}), "\n";
echo get_debug_type(new class extends ArrayObject {}), "\n";
enum E { case A; }
echo gettype(E::A), " ", get_debug_type(E::A), "\n";
$f = fopen('php://memory', 'r');
fclose($f);
echo gettype($f), " ", get_debug_type($f), "\n";
--EXPECT--
NULL null
boolean bool
integer int
double float
string string
array array
object stdClass
resource resource (stream)
class@anonymous
ArrayObject@anonymous
object E
resource (closed) resource (closed)
