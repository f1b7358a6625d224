--TEST--
static variables in closures: each closure object has its own; bind, bindTo and clone copy them as they are
--FILE--
<?php
function counter() { return function () { static $n = 0; return ++$n; }; }
$a = counter();
$b = counter();
echo $a(), $a(), $b(), $a(), "\n";
$c = $a->bindTo(null);
echo $c(), $a(), $c(), "\n";
$d = Closure::bind($b, null, null);
echo $d(), $b(), "\n";
$e = clone $a;
echo $e(), $a(), $e(), "\n";
class K {
    public function make() {
        return function () { static $seen = []; $seen[] = count($seen); return $seen; };
    }
}
$k = new K();
$m1 = $k->make();
$m2 = $k->make();
$m1();
$m1();
echo count($m2()), count($m1()), "\n";
$m3 = $m1->bindTo(new K());
echo count($m3()), count($m1()), "\n";
for ($i = 0; $i < 3; $i++) {
    $g = function () { static $z = 10; return ++$z; };
    echo $g(), ' ', $g(), ' ';
}
echo "\n";
$gen = function () { static $calls = 0; $calls++; yield $calls; };
foreach ($gen() as $v) { echo $v; }
foreach ($gen() as $v) { echo $v; }
$gen2 = function () { static $calls = 0; $calls++; yield $calls; };
foreach ($gen2() as $v) { echo $v; }
echo "\n";
function plain() { static $p = 0; return ++$p; }
$h = Closure::fromCallable('plain');
echo $h(), plain(), $h(), "\n";
$h2 = plain(...);
echo $h2(), plain(), "\n";
$outer = function () { return function () { static $q = 0; return ++$q; }; };
$i1 = $outer();
$i2 = $outer();
echo $i1(), $i1(), $i2(), "\n";
$s = static function () { static $t = 'a'; return $t .= 'b'; };
echo $s(), ' ', $s(), ' ', (clone $s)(), ' ', $s(), "\n";
$ref = function () { static $r = 0; $x = &$r; $x += 5; return $r; };
echo $ref(), ' ', $ref(), "\n";
--EXPECT--
1213
445
22
556
13
44
11 12 11 12 11 12 
121
123
45
121
ab abb abbb abbb
5 10
