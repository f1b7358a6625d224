--TEST--
get_class_methods(), get_class_vars() and get_called_class(): TypeErrors and Error for what names no class
--FILE--
<?php
// get_class_methods(), get_class_vars() and get_called_class() on what is not a class.
class P { public $x = 1; public function m() {} }
foreach (['Nope', null, [1], 5, 'P', new P] as $v) {
    try {
        echo json_encode(get_class_methods($v)), "\n";
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    try {
        echo json_encode(get_class_vars($v)), "\n";
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
function g() {
    return get_called_class();
}
try {
    g();
} catch (\Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
--EXPECTF--
TypeError: get_class_methods(): Argument #1 ($object_or_class) must be an object or a valid class name, string given
TypeError: get_class_vars(): Argument #1 ($class) must be a valid class name, Nope given
TypeError: get_class_methods(): Argument #1 ($object_or_class) must be an object or a valid class name, null given
TypeError: get_class_vars(): Argument #1 ($class) must be a valid class name,  given
TypeError: get_class_methods(): Argument #1 ($object_or_class) must be an object or a valid class name, array given

Warning: Array to string conversion in %s on line 11
TypeError: get_class_vars(): Argument #1 ($class) must be a valid class name, Array given
TypeError: get_class_methods(): Argument #1 ($object_or_class) must be an object or a valid class name, int given
TypeError: get_class_vars(): Argument #1 ($class) must be a valid class name, 5 given
["m"]
{"x":1}
["m"]
Error: Object of class P could not be converted to string
Error: get_called_class() must be called from within a class
