--TEST--
Writes and compound assignments to nested elements of local arrays: separation from copies, references inside, created levels, string offsets, destructors
--FILE--
<?php
$a = [[1, 2], [3, [4, 5]]];
$b = $a;
$a[0][1] = "x"; $a[1][1][0] = [9]; $a[1][1][5] = 6; $a[0]["k"] = null; $a[0][1] = 7.5;
var_dump($a, $b);
$r = [[1]]; $ref = &$r[0][0]; $r[0][0] = 5; var_dump($ref, $r);
$m = []; for ($i = 0; $i < 3; $i++) { $m[$i] = []; for ($j = 0; $j < 3; $j++) { $m[$i][$j] = $i * $j; } } echo json_encode($m), "\n";
$n = [[1]]; $n[1][0] = 2; $n[0][1][2] = 3; var_dump($n);
$f = [false]; $f[0][1] = 1; var_dump($f);
$s = ["abc"]; try { $s[0][1] = "X"; } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; } var_dump($s);
class D { function __destruct() { echo "destruct\n"; } } $d = [[new D]]; $d[0][0] = 1; echo "after\n";
$o = [[1]]; $o["1"]["0"] = 2; $o[1.7][0] ??= 3; var_dump($o);
$z = [[1]]; $zz = &$z[0]; $zz[0] = 9; $z[0][0] = 10; var_dump($zz);
$a = [[1, 2.5], [3, [4, 5]]];
$b = $a;                       // shared: the write must separate
$a[0][0] += 10; $a[0][1] *= 2; $a[1][1][0] -= 1.5; $a[1][1][1] %= 3;
var_dump($a, $b);
$r = [[1]]; $ref = &$r[0][0]; $r[0][0] += 5; var_dump($ref, $r);
$s = ['x' => ['y' => 1]]; $s['x']['y'] += 1; $s['x']['z'] ??= 7; var_dump($s);
$t = [[1]]; $t[0][1] += 1; var_dump($t);
$u = [["5"]]; $u[0][0] += 1; var_dump($u);
$v = [[PHP_INT_MAX]]; $v[0][0] += 1; var_dump($v);
$w = [[1]]; try { $w[0][0] /= 0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; } var_dump($w);
$x = [[[1.0]]]; $x[0][0][0] **= 2; $x[0][0][0] .= "z"; var_dump($x);
function g() { static $c = [[0]]; $c[0][0] += 1; return $c[0][0]; } g(); echo g(), "\n";
$o = new stdClass; $o->p = [[1]]; $o->p[0][0] += 2; var_dump($o);
$k = [1 => [2 => 3]]; $k["1"]["2"] += 1; $k[true][2] ?? 0; var_dump($k);
--EXPECTF--
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    float(7.5)
    ["k"]=>
    NULL
  }
  [1]=>
  array(2) {
    [0]=>
    int(3)
    [1]=>
    array(3) {
      [0]=>
      array(1) {
        [0]=>
        int(9)
      }
      [1]=>
      int(5)
      [5]=>
      int(6)
    }
  }
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
    int(3)
    [1]=>
    array(2) {
      [0]=>
      int(4)
      [1]=>
      int(5)
    }
  }
}
int(5)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    &int(5)
  }
}
[[0,0,0],[0,1,2],[0,2,4]]
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    array(1) {
      [2]=>
      int(3)
    }
  }
  [1]=>
  array(1) {
    [0]=>
    int(2)
  }
}

Deprecated: Automatic conversion of false to array is deprecated in %s on line 9
array(1) {
  [0]=>
  array(1) {
    [1]=>
    int(1)
  }
}
array(1) {
  [0]=>
  string(3) "aXc"
}
destruct
after

Deprecated: Implicit conversion from float 1.7 to int loses precision in %s on line 12
array(2) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
  [1]=>
  array(1) {
    [0]=>
    int(2)
  }
}
array(1) {
  [0]=>
  int(10)
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(11)
    [1]=>
    float(5)
  }
  [1]=>
  array(2) {
    [0]=>
    int(3)
    [1]=>
    array(2) {
      [0]=>
      float(2.5)
      [1]=>
      int(2)
    }
  }
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    float(2.5)
  }
  [1]=>
  array(2) {
    [0]=>
    int(3)
    [1]=>
    array(2) {
      [0]=>
      int(4)
      [1]=>
      int(5)
    }
  }
}
int(6)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    &int(6)
  }
}
array(1) {
  ["x"]=>
  array(2) {
    ["y"]=>
    int(2)
    ["z"]=>
    int(7)
  }
}

Warning: Undefined array key 1 in %s on line 20
array(1) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(1)
  }
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(6)
  }
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    float(9.223372036854776E+18)
  }
}
Division by zero
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(1) {
      [0]=>
      string(2) "1z"
    }
  }
}
2
object(stdClass)#2 (1) {
  ["p"]=>
  array(1) {
    [0]=>
    array(1) {
      [0]=>
      int(3)
    }
  }
}
array(1) {
  [1]=>
  array(1) {
    [2]=>
    int(4)
  }
}
