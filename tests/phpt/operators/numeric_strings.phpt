--TEST--
arithmetic on numeric, leading-numeric and non-numeric strings
--FILE--
<?php
var_dump("5" + "3.5", "1e3" + 1, " 12" + 1, "12 " + 1, "0x1A" + 0 === 0 ? 'never' : 'x');
var_dump("12abc" + 1);
var_dump("abc" . 1 + 2);
try {
    var_dump("abc" * 2);
} catch (TypeError $e) {
    echo "TypeError: ", $e->getMessage(), "\n";
}
try {
    var_dump([] + 1);
} catch (TypeError $e) {
    echo "TypeError: ", $e->getMessage(), "\n";
}
var_dump("10" == "10.0", "10" === "10.0", "abc" == "ABC", "1e1" == "10");
var_dump(is_numeric("1e5"), is_numeric(" 5"), is_numeric("5 "), is_numeric("."), is_numeric("-.5"));
--EXPECTF--
Warning: A non-numeric value encountered in %s on line 2
float(8.5)
float(1001)
int(13)
int(13)
string(5) "never"

Warning: A non-numeric value encountered in %s on line 3
int(13)
string(4) "abc3"
TypeError: Unsupported operand types: string * int
TypeError: Unsupported operand types: array + int
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
