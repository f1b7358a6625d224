--TEST--
callable strings and closures across namespaces
--FILE--
<?php
namespace Tools;

function double($x) { return $x * 2; }
class Calc {
    public static function square($x) { return $x * $x; }
}
echo implode(",", array_map('Tools\double', [1, 2])), "\n";
echo implode(",", array_map(__NAMESPACE__ . '\Calc::square', [3, 4])), "\n";
echo implode(",", array_map([Calc::class, 'square'], [5])), "\n";
echo implode(",", array_map(double(...), [6])), "\n";
var_dump(is_callable('double'), is_callable('Tools\double'), function_exists('\Tools\double'));
$f = fn() => __NAMESPACE__;
echo $f(), "\n";
--EXPECT--
2,4
9,16
25
12
bool(false)
bool(true)
bool(true)
Tools
