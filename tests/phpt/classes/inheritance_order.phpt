--TEST--
Property order with inheritance and redeclaration
--FILE--
<?php
class A { public $a = 1; public $b = 2; protected $p = "pa"; private $x = "ax"; }
class B extends A { public $c; public $a = 5; private $x = "bx"; }
var_dump(new B);
print_r(new B); echo "\n";
class T { public int $i; public ?string $s = null; public $u; }
$t = new T; var_dump($t); $t->i = 3; var_dump($t);
--EXPECT--
object(B)#1 (6) {
  ["a"]=>
  int(5)
  ["b"]=>
  int(2)
  ["p":protected]=>
  string(2) "pa"
  ["x":"A":private]=>
  string(2) "ax"
  ["c"]=>
  NULL
  ["x":"B":private]=>
  string(2) "bx"
}
B Object
(
    [a] => 5
    [b] => 2
    [p:protected] => pa
    [x:A:private] => ax
    [c] => 
    [x:B:private] => bx
)

object(T)#1 (2) {
  ["i"]=>
  uninitialized(int)
  ["s"]=>
  NULL
  ["u"]=>
  NULL
}
object(T)#1 (3) {
  ["i"]=>
  int(3)
  ["s"]=>
  NULL
  ["u"]=>
  NULL
}
