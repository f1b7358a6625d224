--TEST--
foreach by value: references, objects replaced and destroyed, temporary arrays freed at the end of the loop
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "~D{$this->n} "; } }
$x = 0; $v = &$x;
foreach ([1, 2, 3] as $v) { echo $x, " "; }
echo "| $x\n";
unset($v);
$v = new D(1);
foreach ([10, 20] as $v) { echo "v=$v "; }
echo "\n";
foreach (["a" => 1, "b" => [2, 3], "c" => "s"] as $k => $v) { echo $k, "=", json_encode($v), " "; }
echo "\n";
$arr = [1, 2, 3];
foreach ($arr as $i => $v) { if ($i == 0) { $arr[] = 4; } echo $v; }
echo " ", count($arr), "\n";
$o = new D(2);
foreach ([$o, new D(3), 5] as $v) { echo get_debug_type($v), " "; }
echo "\n";
unset($o);
echo "end\n";
function g() { foreach ([1.5, "x", null, true] as $v) { var_dump($v); } return $v; }
var_dump(g());
foreach ([1, 2] as $w) {}
echo $w, "\n";
function h() { foreach ([new D(7), 1] as $v) { if ($v === 1) return "ret"; } }
echo h(), "\n";
foreach ([new D(8)] as $v) { break; }
echo "after break\n";
unset($v);
try { foreach ([new D(9)] as $q) { throw new Exception("x"); } } catch (Exception $e) { echo "caught\n"; }
unset($q);
echo "done\n";
--EXPECT--
1 2 3 | 3
~D1 v=10 v=20 
a=1 b=[2,3] c="s" 
123 4
D D int ~D3 
~D2 end
float(1.5)
string(1) "x"
NULL
bool(true)
bool(true)
2
~D7 ret
after break
~D8 caught
~D9 done
