--TEST--
__toString, __clone, __debugInfo
--FILE--
<?php
class P { public $o; public $n = 1; function __construct() { $this->o = new stdClass; }
  function __clone() { echo "cloning\n"; $this->o = clone $this->o; }
  function __toString(): string { return "P#" . $this->n; }
  function __debugInfo() { return ["n" => $this->n, "extra" => true]; } }
$a = new P; $b = clone $a; $b->n = 2;
var_dump($a->o === $b->o, "$a $b", strlen($b));
var_dump($b);
--EXPECT--
cloning
bool(false)
string(7) "P#1 P#2"
int(3)
object(P)#3 (2) {
  ["n"]=>
  int(2)
  ["extra"]=>
  bool(true)
}
