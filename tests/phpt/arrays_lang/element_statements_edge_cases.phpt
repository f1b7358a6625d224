--TEST--
Number statements on array elements next to references, string offsets, float keys, copies and other operators
--FILE--
<?php
$a = [1, 2]; $x = &$a[0]; $a[0] += 5; $a[0]++; var_dump($a, $x);
$s = ["abc"]; try { $s[0][0] += 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = 1.5; $b = [1, 2]; try { $b[$f] += 1; } catch (Throwable $e) { echo get_class($e), "\n"; } var_dump($b);
$n = null; $c = [5]; $c[$n] = 1; var_dump($c);
$arr = [[1]]; $copy = $arr; $arr[0][0] += 1; var_dump($arr, $copy);
$o = new stdClass; $o->p = [1]; $o->p[0] += 1; var_dump($o);
$g = [0]; $h = &$g; $g[0] += 1; var_dump($h);
function &r() { static $z = [0]; return $z; } $q = &r(); $q[0] += 1; var_dump(r());
$big = [PHP_INT_MAX]; $big[0] += 1; var_dump($big);
$k = [1]; $k[0] .= "x"; var_dump($k);
$m = [2]; $m[0] **= 3; $m[0] <<= 1; $m[0] |= 1; $m[0] ??= 9; var_dump($m);
$fl = [1.5]; $fl[0] |= 1; var_dump($fl);
$t = [true]; $t[0] += 1; var_dump($t);
$list = [1, 2, 3]; foreach ($list as $i => $v) { $list[$i] = $v * 1.5; } var_dump($list);
$d = ['x' => ['y' => ['z' => 1]]]; $p = 'x'; $d[$p]['y']['z'] += 1; $d[$p]['y']['w'] = 2.5; var_dump($d);
$deep = [[[[[1]]]]]; $deep[0][0][0][0][0] += 1; var_dump($deep[0][0][0][0][0]);
$e = []; $e[0] = 1.5; $e[0] = 2; var_dump($e);
$sf = "1.5"; $sa = [1]; $sa[0] = $sf + 1; var_dump($sa);
$u = [1]; $u[0] = $u[0] / 3; $u[0] = $u[0] * 3; var_dump($u);
--EXPECTF--
array(2) {
  [0]=>
  &int(7)
  [1]=>
  int(2)
}
int(7)
Error: Cannot use assign-op operators with string offsets

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 4
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
array(2) {
  [0]=>
  int(5)
  [""]=>
  int(1)
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(2)
  }
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
object(stdClass)#2 (1) {
  ["p"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
array(1) {
  [0]=>
  int(1)
}
array(1) {
  [0]=>
  int(1)
}
array(1) {
  [0]=>
  float(9.223372036854776E+18)
}
array(1) {
  [0]=>
  string(2) "1x"
}
array(1) {
  [0]=>
  int(17)
}

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 13
array(1) {
  [0]=>
  int(1)
}
array(1) {
  [0]=>
  int(2)
}
array(3) {
  [0]=>
  float(1.5)
  [1]=>
  float(3)
  [2]=>
  float(4.5)
}
array(1) {
  ["x"]=>
  array(1) {
    ["y"]=>
    array(2) {
      ["z"]=>
      int(2)
      ["w"]=>
      float(2.5)
    }
  }
}
int(2)
array(1) {
  [0]=>
  int(2)
}
array(1) {
  [0]=>
  float(2.5)
}
array(1) {
  [0]=>
  float(1)
}
