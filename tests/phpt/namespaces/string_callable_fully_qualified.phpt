--TEST--
a 'Class::method' string called as a function names its class fully qualified, ignoring the namespace and imports
--FILE--
<?php
namespace Lib\Util {
    class Str { static function up($s) { return strtoupper($s); } }
}
namespace App {
    use Lib\Util\Str;
    class Str2 { static function low($s) { return strtolower($s); } static function run() { $c = 'self::low'; return $c('SELF'); } }
    $cb = 'Lib\Util\Str::up';
    echo $cb("a"), call_user_func($cb, "b"), implode(array_map($cb, ["c"])), "\n";
    $lead = '\Lib\Util\Str::up'; echo $lead("d"), "\n";
    var_dump(is_callable($cb), is_callable('Str::up'));
    $rel = 'App\Str2::low'; echo $rel("E"), "\n";
    echo Str2::run(), "\n";
    try { $imp = 'Str::up'; $imp("f"); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
    try { $loc = 'Str2::low'; $loc("G"); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
}
--EXPECTF--
ABC
D
bool(true)
bool(false)
e

Fatal error: Uncaught Error: Class "self" not found in %s:7
Stack trace:
#0 %s(13): App\Str2::run()
#1 {main}
  thrown in %s on line 7
