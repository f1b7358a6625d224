--TEST--
a namespace with functions, constants and classes; __NAMESPACE__
--FILE--
<?php
namespace App\Util;

const VERSION = '2.1';
function greet($n) { return __FUNCTION__ . ": hello $n"; }
class Helper {
    public function where() { return __METHOD__ . " in " . __NAMESPACE__; }
}
echo greet("ns"), "\n";
echo \App\Util\greet("fq"), "\n";
echo namespace\greet("relative"), "\n";
echo VERSION, " ", \App\Util\VERSION, "\n";
echo (new Helper)->where(), "\n";
echo Helper::class, " ", get_class(new Helper), "\n";
var_dump(function_exists('App\Util\greet'), defined('App\Util\VERSION'), class_exists('\App\Util\Helper'));
--EXPECT--
App\Util\greet: hello ns
App\Util\greet: hello fq
App\Util\greet: hello relative
2.1 2.1
App\Util\Helper::where in App\Util
App\Util\Helper App\Util\Helper
bool(true)
bool(true)
bool(true)
