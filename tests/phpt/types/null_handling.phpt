--TEST--
null in arithmetic, comparisons, string functions and deprecations
--FILE--
<?php
var_dump(null + 1, null . "x", null == 0, null < -1, null == [], -null);
var_dump(strlen(null));
var_dump(str_replace("a", "b", null));
var_dump(max(null, 0), min([null, -1]));
$arr = [null];
var_dump(isset($arr[0]), array_key_exists(0, $arr), is_null($arr[0]));
--EXPECTF--
int(1)
string(1) "x"
bool(true)
bool(true)
bool(true)
int(0)

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 3
int(0)

Deprecated: str_replace(): Passing null to parameter #3 ($subject) of type array|string is deprecated in %s on line 4
string(0) ""
NULL
NULL
bool(false)
bool(true)
bool(true)
