--TEST--
keys that look numeric but stay strings
--FILE--
<?php
$keys = ["0", "00", "1.5", "1e2", " 3", "3 ", "-1", "-01", "0x1", "123456789012345678901", "+1"];
$arr = [];
foreach ($keys as $k) $arr[$k] = true;
foreach ($arr as $k => $_) {
    echo var_export($k, true), " (", gettype($k), ")\n";
}
var_dump(isset($arr[1.5]), isset($arr["1.5"]), isset($arr[-1]), isset($arr[0]));
--EXPECTF--
0 (integer)
'00' (string)
'1.5' (string)
'1e2' (string)
' 3' (string)
'3 ' (string)
-1 (integer)
'-01' (string)
'0x1' (string)
'123456789012345678901' (string)
'+1' (string)

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 8
bool(false)
bool(true)
bool(true)
bool(true)
