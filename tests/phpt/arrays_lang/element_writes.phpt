--TEST--
element writes on local arrays: copy-on-write, references, key conversions, ++/--
--FILE--
<?php
// Element writes on local arrays: copy-on-write, references, conversions.
$a = [1, 2, 3];
$b = $a;
$b[] = 4;
$b[0] = 10;
echo json_encode($a), " ", json_encode($b), "\n";
$r = &$a[1];
$c = $a;
$c[1] = 99;          // the reference is shared by both arrays
echo $a[1], " ", $c[1], "\n";
$a[1] = 7;
echo $r, "\n";
$x = ["5" => "int key", "05" => "string key", "-3" => "neg"];
$x["5"] = "again";
$x[true] = "bool";
$x[null] = "null";
var_dump($x);
$u[] = "autoviv";
$u["k"] = 1;
var_dump($u);
$n = null;
$n["a"] = 1;
$fl = false;
$fl[] = 2;
var_dump($n, $fl);
$s = "abc";
$s[1] = "X";
echo $s, "\n";
try { $s[] = "y"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$i = 5;
try { $i[0] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$m = [PHP_INT_MAX => 1];
try { $m[] = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$f = [];
$f[1.5] = "float";
var_dump($f);
$cnt = [];
$cnt["a"]++;
$cnt["a"]++;
$cnt["b"] = "x";
$cnt["b"]++;
$cnt["c"] = 1.5;
$cnt["c"]++;
$cnt["d"] = PHP_INT_MAX;
$cnt["d"]++;
$cnt["e"] = 3;
echo $cnt["e"]--, " ", --$cnt["e"], " ", ++$cnt["e"], "\n";
var_dump($cnt);
function g() { global $gl; $gl[] = count($gl ?? []); $gl["x"] = 1; $gl["x"]++; }
g(); g();
var_dump($gl);
function h(array &$arr) { $arr[] = "by ref"; $arr[0] = "first"; }
$p = ["zero"];
h($p);
var_dump($p);
$o = new ArrayObject([]);
$o[] = 1;
$o["k"] = 2;
var_dump(count($o));
$order = [];
function k($v) { global $order; $order[] = $v; return $v; }
$arr2 = [];
$arr2[k("key")] = k("value");
echo implode(",", $order), "\n";
$arr3 = [3 => 'a'];
$arr3[] = 'b';
$arr3["7"] = 'c';
$arr3[] = 'd';
var_dump($arr3);
$nested = [];
$nested["a"]["b"][] = 1;
echo json_encode($nested), "\n";
--EXPECTF--
[1,2,3] [10,2,3,4]
99 99
7
array(5) {
  [5]=>
  string(5) "again"
  ["05"]=>
  string(10) "string key"
  [-3]=>
  string(3) "neg"
  [1]=>
  string(4) "bool"
  [""]=>
  string(4) "null"
}
array(2) {
  [0]=>
  string(7) "autoviv"
  ["k"]=>
  int(1)
}

Deprecated: Automatic conversion of false to array is deprecated in %s on line 25
array(1) {
  ["a"]=>
  int(1)
}
array(1) {
  [0]=>
  int(2)
}
aXc
Error: [] operator not supported for strings
Cannot use a scalar value as an array
Cannot add element to the array as the next element is already occupied

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 36
array(1) {
  [1]=>
  string(5) "float"
}

Warning: Undefined array key "a" in %s on line 39
3 1 2
array(5) {
  ["a"]=>
  int(2)
  ["b"]=>
  string(1) "y"
  ["c"]=>
  float(2.5)
  ["d"]=>
  float(9.223372036854776E+18)
  ["e"]=>
  int(2)
}
array(3) {
  [0]=>
  int(0)
  ["x"]=>
  int(2)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  string(5) "first"
  [1]=>
  string(6) "by ref"
}
int(2)
key,value
array(4) {
  [3]=>
  string(1) "a"
  [4]=>
  string(1) "b"
  [7]=>
  string(1) "c"
  [8]=>
  string(1) "d"
}
{"a":{"b":[1]}}
