--TEST--
json: encode errors
--FILE--
<?php
var_dump(json_encode(NAN), json_last_error(), json_last_error_msg());
var_dump(json_encode(INF));
var_dump(json_encode([1, NAN, "a"], JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error_msg());
var_dump(json_encode("a\xff"), json_last_error(), json_last_error_msg());
var_dump(json_encode(["a\xff", 1], JSON_PARTIAL_OUTPUT_ON_ERROR));
var_dump(json_encode("a\xffb", JSON_INVALID_UTF8_SUBSTITUTE), json_encode("a\xffb", JSON_INVALID_UTF8_IGNORE));
enum E { case A; }
var_dump(json_encode(E::A), json_last_error(), json_last_error_msg());
var_dump(json_encode(STDIN), json_last_error_msg());
$a = ['x' => 1];
$a['self'] = &$a;
var_dump(json_encode($a), json_last_error_msg());
$o = new stdClass;
$o->o = $o;
var_dump(json_encode($o), json_last_error_msg());
var_dump(json_encode("ok"), json_last_error(), json_last_error_msg());
--EXPECT--
bool(false)
int(7)
string(34) "Inf and NaN cannot be JSON encoded"
bool(false)
string(9) "[1,0,"a"]"
string(34) "Inf and NaN cannot be JSON encoded"
bool(false)
int(5)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
string(8) "[null,1]"
string(10) ""a\ufffdb""
string(4) ""ab""
bool(false)
int(11)
string(46) "Non-backed enums have no default serialization"
bool(false)
string(21) "Type is not supported"
bool(false)
string(18) "Recursion detected"
bool(false)
string(18) "Recursion detected"
string(4) ""ok""
int(0)
string(8) "No error"
