--TEST--
var: types settype
--FILE--
<?php
$v = "12abc"; var_dump(settype($v, "integer"), $v);
$v = "1.5"; settype($v, "float"); var_dump($v);
$v = 5; settype($v, "string"); var_dump($v);
$v = 5; settype($v, "array"); var_dump($v);
$v = null; settype($v, "array"); var_dump($v);
$v = 5; settype($v, "object"); var_dump($v);
$v = ['a' => 1]; settype($v, "object"); var_dump($v);
$v = "x"; settype($v, "bool"); var_dump($v);
$v = 5; settype($v, "null"); var_dump($v);
try { settype($v, "foo"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { settype($v, "resource"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
int(12)
float(1.5)
string(1) "5"
array(1) {
  [0]=>
  int(5)
}
array(0) {
}
object(stdClass)#1 (1) {
  ["scalar"]=>
  int(5)
}
object(stdClass)#1 (1) {
  ["a"]=>
  int(1)
}
bool(true)
NULL
settype(): Argument #2 ($type) must be a valid type
Cannot convert to resource type
