--TEST--
__LINE__, __FILE__, __DIR__, __FUNCTION__, __CLASS__, __METHOD__
--FILE--
<?php
echo __LINE__, "\n";
echo basename(__FILE__), "\n";
echo basename(__DIR__), "\n";
var_dump(__FUNCTION__, __CLASS__, __METHOD__, __NAMESPACE__);

function outer() {
    return __FUNCTION__ . " " . __METHOD__ . " " . __LINE__;
}
echo outer(), "\n";

class Widget {
    public function show() {
        return [__CLASS__, __FUNCTION__, __METHOD__];
    }
    public static function stat() {
        $f = function () { return __FUNCTION__ . "|" . __CLASS__; };
        return $f();
    }
}
print_r((new Widget)->show());
echo Widget::stat(), "\n";
echo Widget::class, "\n";
trait T { public function where() { return __TRAIT__ . " in " . __CLASS__; } }
class UsesT { use T; }
echo (new UsesT)->where(), "\n";
--EXPECT--
2
magic_constants.php
syntax
string(0) ""
string(0) ""
string(0) ""
string(0) ""
outer outer 8
Array
(
    [0] => Widget
    [1] => show
    [2] => Widget::show
)
{closure}|Widget
Widget
T in UsesT
