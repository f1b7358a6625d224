--TEST--
json: encode depth
--FILE--
<?php
var_dump(json_encode([[1]], 0, 1), json_last_error_msg());
var_dump(json_encode([1], 0, 1), json_last_error());
var_dump(json_encode(1, 0, 0));
var_dump(json_encode([], 0, 0), json_last_error());
var_dump(json_encode([[[1]]], JSON_PARTIAL_OUTPUT_ON_ERROR, 2), json_last_error());
--EXPECT--
bool(false)
string(28) "Maximum stack depth exceeded"
string(3) "[1]"
int(0)
string(1) "1"
bool(false)
int(1)
string(7) "[[[1]]]"
int(1)
