--TEST--
get_parent_class(), parse_url(''), unserialize()'s allowed_classes and unknown HTML charsets
--FILE--
<?php
// Argument checks of get_parent_class(), parse_url(), unserialize() and the HTML escapers.
class A {}
class B extends A {}
foreach ([null, [1], 'Nope', 5, 'B', new B, 'A'] as $v) {
    try {
        var_dump(get_parent_class($v));
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
var_dump(parse_url(''), parse_url('', PHP_URL_PATH), parse_url('', PHP_URL_HOST));
foreach ([5, 'x', null, true, false, ['A']] as $opt) {
    try {
        var_dump(unserialize('O:1:"A":0:{}', ['allowed_classes' => $opt]));
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
var_dump(htmlspecialchars('<é>', ENT_QUOTES, 'latin1'));
var_dump(htmlspecialchars('<a>', ENT_QUOTES, 'UTF-8'), htmlspecialchars('<a>', ENT_QUOTES, ''));
var_dump(htmlentities('<a>', ENT_QUOTES, 'nope'), htmlentities('a', ENT_QUOTES, 'ISO-8859-1'));
var_dump(html_entity_decode('&lt;', ENT_QUOTES, 'nope'));
--EXPECTF--
TypeError: get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, null given
TypeError: get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, array given
TypeError: get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, string given
TypeError: get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, int given
string(1) "A"
string(1) "A"
bool(false)
array(1) {
  ["path"]=>
  string(0) ""
}
string(0) ""
NULL
TypeError: unserialize(): Option "allowed_classes" must be of type array|bool, int given
TypeError: unserialize(): Option "allowed_classes" must be of type array|bool, string given
TypeError: unserialize(): Option "allowed_classes" must be of type array|bool, null given
object(A)#3 (0) {
}
object(__PHP_Incomplete_Class)#3 (1) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(1) "A"
}
object(A)#3 (0) {
}

Warning: htmlspecialchars(): Charset "latin1" is not supported, assuming UTF-8 in %s on line 20
string(10) "&lt;é&gt;"
string(9) "&lt;a&gt;"
string(9) "&lt;a&gt;"

Warning: htmlentities(): Charset "nope" is not supported, assuming UTF-8 in %s on line 22
string(9) "&lt;a&gt;"
string(1) "a"

Warning: html_entity_decode(): Charset "nope" is not supported, assuming UTF-8 in %s on line 23
string(1) "<"
