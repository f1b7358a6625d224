--TEST--
var_dump, print_r and var_export of objects, references and floats; conversions
--FILE--
<?php
class P { public $name = 'n'; protected $age = 3.0; private $tags = ['a' => [1.5, -0.0]]; public ?P $next = null; }
$p = new P; $p->next = new P; var_dump($p); print_r($p); echo "\n"; var_export($p); echo "\n";
$a = ['x' => 1]; $b = &$a['x']; var_dump($a); $c = $a; $c['x'] = 2; echo $a['x'], "\n";
var_dump(1e15, 1e14 + 0.5, 123456789012345678.0, 0.1 + 0.7, 1/7, -1.5e-10, (float)PHP_INT_MAX, 7.0, NAN, -INF);
echo 1e15, " ", 1e14 + 0.5, " ", 0.1 + 0.7, " ", 1/7, " ", -1.5e-10, " ", (float)PHP_INT_MAX, " ", 7.0, " ", 1e21, " ", 123456789.12345678, "\n";
var_dump((int)"12abc", (float)"1.5e3xyz", (int)12.9, (int)"-0x1A", intval("0b11", 0), intval("012", 0), intval("42", 8), (bool)"0", (bool)"0.0", (string)false, strval(1.0), settype($v, "array"), $v);
var_dump(PHP_INT_MAX + 1, -PHP_INT_MAX - 2, PHP_INT_MAX * 2, 9223372036854775807 == 9223372036854775808);
$str = <<<EOT
  Name: {$p->name}
    Indented {$a['x']} and ${b}
  EOT;
echo $str, "\n";
echo gettype(1.0), gettype(null), gettype([]), gettype($p), get_debug_type(1.5), get_debug_type($p), get_debug_type(null), "\n";
var_dump(is_numeric("1e5"), is_numeric(" 1"), is_numeric("1 "), is_numeric("0x1A"), is_numeric("."), "10" < "9", "10" < "9a", 2 <=> "10");
--EXPECTF--
Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 11
object(P)#1 (4) {
  ["name"]=>
  string(1) "n"
  ["age":protected]=>
  float(3)
  ["tags":"P":private]=>
  array(1) {
    ["a"]=>
    array(2) {
      [0]=>
      float(1.5)
      [1]=>
      float(-0)
    }
  }
  ["next"]=>
  object(P)#2 (4) {
    ["name"]=>
    string(1) "n"
    ["age":protected]=>
    float(3)
    ["tags":"P":private]=>
    array(1) {
      ["a"]=>
      array(2) {
        [0]=>
        float(1.5)
        [1]=>
        float(-0)
      }
    }
    ["next"]=>
    NULL
  }
}
P Object
(
    [name] => n
    [age:protected] => 3
    [tags:P:private] => Array
        (
            [a] => Array
                (
                    [0] => 1.5
                    [1] => -0
                )

        )

    [next] => P Object
        (
            [name] => n
            [age:protected] => 3
            [tags:P:private] => Array
                (
                    [a] => Array
                        (
                            [0] => 1.5
                            [1] => -0
                        )

                )

            [next] => 
        )

)

\P::__set_state(array(
   'name' => 'n',
   'age' => 3.0,
   'tags' => 
  array (
    'a' => 
    array (
      0 => 1.5,
      1 => -0.0,
    ),
  ),
   'next' => 
  \P::__set_state(array(
     'name' => 'n',
     'age' => 3.0,
     'tags' => 
    array (
      'a' => 
      array (
        0 => 1.5,
        1 => -0.0,
      ),
    ),
     'next' => NULL,
  )),
))
array(1) {
  ["x"]=>
  &int(1)
}
2
float(1000000000000000)
float(100000000000000.5)
float(1.2345678901234568E+17)
float(0.7999999999999999)
float(0.14285714285714285)
float(-1.5E-10)
float(9.223372036854776E+18)
float(7)
float(NAN)
float(-INF)
1.0E+15 1.0E+14 0.8 0.14285714285714 -1.5E-10 9.2233720368548E+18 7 1.0E+21 123456789.12346
int(12)
float(1500)
int(12)
int(0)
int(3)
int(10)
int(34)
bool(false)
bool(true)
string(0) ""
string(1) "1"
bool(true)
array(0) {
}
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(1.8446744073709552E+19)
bool(true)
Name: n
  Indented 2 and 2
doubleNULLarrayobjectfloatPnull
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
int(-1)
