--TEST--
Number assignments, compound assignments and increments on array elements: copies stay apart, references, missing keys, overflow, nested arrays
--FILE--
<?php
$a = [1, 2.5, 'x' => 10, 'n' => null, 's' => "5", 'arr' => [1, [2, 3]]];
$b = $a;
$a[0] += 5; $a[1] *= 2; $a['x'] -= 0.5; $a['arr'][1][0] += 100;
$i = 0; $k = 'x';
$a[$i]++; $a[$k]--; ++$a[1];
var_dump($a, $b);
$a['n'] += 1; $a['s'] += 1; $a['missing'] += 1;
$a[7]++;
var_dump($a['n'], $a['s'], $a['missing'], $a[7]);
$r = 5; $c = [&$r, 2]; $c[0] += 10; var_dump($r, $c);
$d = [PHP_INT_MAX, PHP_INT_MIN]; $d[0]++; $d[1]--; $d[0] = 3; var_dump($d);
$e = [[1, 2], [3, 4]]; $f = $e[1]; $e[1][0] *= 10; var_dump($e, $f);
function g(array $p) { $p[0] += 1; return $p; } $h = [1]; var_dump(g($h), $h);
$cnt = []; foreach (['a', 'b', 'a', 'c', 'a'] as $w) { $cnt[$w] = ($cnt[$w] ?? 0) + 1; } print_r($cnt);
$cnt2 = ['a' => 0, 'b' => 0]; foreach (['a', 'b', 'a'] as $w) { $cnt2[$w]++; } print_r($cnt2);
$str = "abc"; try { $str[0] += 1; } catch (Error $ex) { echo get_class($ex), ": ", $ex->getMessage(), "\n"; }
$obj = new ArrayObject([1, 2]); $obj[0] += 5; var_dump($obj[0]);
$m = [1.5, 2]; $m[0] = $m[0] * 2 + $m[1]; $m[1] /= 4; $m[1] /= 0.5; var_dump($m);
try { $z = [1]; $z[0] /= 0; } catch (DivisionByZeroError $ex) { echo $ex->getMessage(), "\n"; }
$z2 = [5.5]; $z2[0] %= 2; var_dump($z2);
$arr = [1, 2, 3]; foreach ($arr as $kk => $vv) { $arr[$kk] *= 2; } var_dump($arr);
$arr2 = [1, 2, 3]; foreach ($arr2 as &$vr) { $arr2[0] += 1; } unset($vr); var_dump($arr2);
$g1 = [0]; function inc() { global $g1; $g1[0]++; } inc(); inc(); var_dump($g1);
class St { public static $s = [1]; } St::$s[0] += 2; var_dump(St::$s);
$neg = [-1 => 1]; $neg[-1] += 1; var_dump($neg);
$bk = [true => 1]; $bk[1] += 1; var_dump($bk);
--EXPECTF--
array(6) {
  [0]=>
  int(7)
  [1]=>
  float(6)
  ["x"]=>
  float(8.5)
  ["n"]=>
  NULL
  ["s"]=>
  string(1) "5"
  ["arr"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    array(2) {
      [0]=>
      int(102)
      [1]=>
      int(3)
    }
  }
}
array(6) {
  [0]=>
  int(1)
  [1]=>
  float(2.5)
  ["x"]=>
  int(10)
  ["n"]=>
  NULL
  ["s"]=>
  string(1) "5"
  ["arr"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    array(2) {
      [0]=>
      int(2)
      [1]=>
      int(3)
    }
  }
}

Warning: Undefined array key "missing" in %s on line 8

Warning: Undefined array key 7 in %s on line 9
int(1)
int(6)
int(1)
int(1)
int(15)
array(2) {
  [0]=>
  &int(15)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  int(3)
  [1]=>
  float(-9.223372036854776E+18)
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  array(2) {
    [0]=>
    int(30)
    [1]=>
    int(4)
  }
}
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(4)
}
array(1) {
  [0]=>
  int(2)
}
array(1) {
  [0]=>
  int(1)
}
Array
(
    [a] => 3
    [b] => 1
    [c] => 1
)
Array
(
    [a] => 2
    [b] => 1
)
Error: Cannot use assign-op operators with string offsets
int(6)
array(2) {
  [0]=>
  float(5)
  [1]=>
  float(1)
}
Division by zero

Deprecated: Implicit conversion from float 5.5 to int loses precision in %s on line 21
array(1) {
  [0]=>
  int(1)
}
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(4)
  [2]=>
  int(6)
}
array(3) {
  [0]=>
  int(4)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(1) {
  [0]=>
  int(2)
}
array(1) {
  [0]=>
  int(3)
}
array(1) {
  [-1]=>
  int(2)
}
array(1) {
  [1]=>
  int(2)
}
