--TEST--
First-class callable syntax on methods only __call or __callStatic answer
--FILE--
<?php
class Logger {
    public function __call(string $m, array $a) { echo "__call $m(", implode(', ', $a), ")\n"; return $m; }
    public static function __callStatic(string $m, array $a) { echo "__callStatic $m(", implode(', ', $a), ")\n"; }
    public function viaStatic() { return self::fromInside(...); }
}
$log = new Logger;
$info = $log->info(...);
var_dump($info('a', 'b'));
$s = Logger::build(...);
$s(1);
($log->viaStatic())(2);
class Plain {}
try { (new Plain)->nope(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { Plain::nope(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
__call info(a, b)
string(4) "info"
__callStatic build(1)
__call fromInside(2)
Call to undefined method Plain::nope()
Call to undefined method Plain::nope()
