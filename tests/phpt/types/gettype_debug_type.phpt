--TEST--
gettype and get_debug_type for every kind of value
--FILE--
<?php
class Foo {}
$values = [null, true, 0, 1.5, "s", [], new Foo, new stdClass, fn() => 1, STDIN, NAN, new class {}];
foreach ($values as $v) {
    echo str_pad(gettype($v), 10), " ", get_debug_type($v), "\n";
}
--EXPECT--
NULL       null
boolean    bool
integer    int
double     float
string     string
array      array
object     Foo
object     stdClass
object     Closure
resource   resource (stream)
double     float
object     class@anonymous
