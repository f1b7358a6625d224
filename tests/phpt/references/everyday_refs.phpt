--TEST--
references: by-ref params, foreach by reference, by-ref returns, destructuring, named args
--FILE--
<?php
function addOne(array &$arr) { foreach ($arr as &$v) $v++; unset($v); }
$a = [1, 2, 3]; addOne($a); print_r($a);
$b = &$a[1]; $b = 100; print_r($a);
$c = $a; $c[1] = 5; echo $a[1], " ", $c[1], "\n";
$x = 1; $y = &$x; $y++; echo "$x $y\n"; unset($y); $y = 5; echo "$x $y\n";
$arr = ['a' => ['b' => 1]];
$ref = &$arr['a']['b']; $ref = 'changed'; echo $arr['a']['b'], "\n";
function &getRef(array &$arr, $k) { return $arr[$k]; }
$data = ['k' => 1]; $r = &getRef($data, 'k'); $r = 42; echo $data['k'], "\n";
$list = [1, 2, 3];
foreach ($list as $k => &$v) { if ($k == 0) $list[] = 4; $v *= 10; } unset($v);
print_r($list);
$m = [[1, 2], [3, 4]];
foreach ($m as [$p, &$q]) { $q = $p + $q; }
unset($q);
print_r($m);
[$one, [$two, $three]] = [1, [2, 3]]; echo "$one $two $three\n";
['x' => $px, 'y' => $py] = ['x' => 10, 'y' => 20]; echo "$px,$py\n";
[, $second, , $fourth] = [1, 2, 3, 4]; echo "$second $fourth\n";
[$aa, $bb] = [$bb ?? 'B', $aa ?? 'A']; echo "$aa $bb\n";
$sw1 = 1; $sw2 = 2; [$sw1, $sw2] = [$sw2, $sw1]; echo "$sw1 $sw2\n";
list($l1, list(, $l2)) = [5, [6, 7]]; echo "$l1 $l2\n";
foreach ([[1, 'a'], [2, 'b']] as [$num, $let]) echo "$num$let ";
echo "\n";
$obj = new stdClass; $obj->v = 1; $o2 = $obj; $o2->v = 2; echo $obj->v, "\n";
$o3 = clone $obj; $o3->v = 3; echo $obj->v, "\n";
function modify(stdClass $o) { $o->v = 'mod'; $o = new stdClass; $o->v = 'new'; }
modify($obj); echo $obj->v, "\n";
$arr2 = [1, 2, 3]; $copy = $arr2; $copy[] = 4; echo count($arr2), count($copy), "\n";
$config = ['db' => ['host' => 'localhost']];
$db = &$config['db']; $db['port'] = 3306; unset($db);
print_r($config);
$counter = 0; $inc = function() use (&$counter) { return ++$counter; }; $inc(); $inc(); echo $counter, "\n";
function sumAll(int ...$nums) { return array_sum($nums); }
echo sumAll(1, 2, 3), " ", sumAll(...[4, 5]), " ", sumAll(...['a' => 1, 'b' => 2]), "\n";
function greet(string $greeting, string $name = "World", string $punct = "!") { return "$greeting, $name$punct"; }
echo greet("Hi", punct: "?"), " ", greet(name: "Bob", greeting: "Yo"), "\n";
$args = ['greeting' => 'Hey', 'name' => 'Al'];
echo greet(...$args), "\n";
var_dump($a);
$g = ['x' => 1];
$h = &$g['x'];
var_dump($g);
$arrr = [1,2,3];
foreach ($arrr as &$val) {}
foreach ($arrr as $val) {}
print_r($arrr);
$s = 'str'; $t = &$s; $t .= 'ing'; echo $s, "\n";
static $st = 5; echo $st, "\n";
$GLOBALS['newglobal'] = 'g'; echo $newglobal, "\n";
function useGlobal() { global $x; $x = 'from func'; }
useGlobal(); echo $x, "\n";
--EXPECT--
Array
(
    [0] => 2
    [1] => 3
    [2] => 4
)
Array
(
    [0] => 2
    [1] => 100
    [2] => 4
)
5 5
2 2
2 5
changed
42
Array
(
    [0] => 10
    [1] => 20
    [2] => 30
    [3] => 40
)
Array
(
    [0] => Array
        (
            [0] => 1
            [1] => 3
        )

    [1] => Array
        (
            [0] => 3
            [1] => 7
        )

)
1 2 3
10,20
2 4
B A
2 1
5 7
1a 2b 
2
2
mod
34
Array
(
    [db] => Array
        (
            [host] => localhost
            [port] => 3306
        )

)
2
6 9 3
Hi, World? Yo, Bob!
Hey, Al!
array(3) {
  [0]=>
  int(2)
  [1]=>
  &int(5)
  [2]=>
  int(4)
}
array(1) {
  ["x"]=>
  &int(1)
}
Array
(
    [0] => 1
    [1] => 2
    [2] => 2
)
string
5
g
from func
