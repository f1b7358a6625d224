--TEST--
comparing arrays or objects that contain themselves ends in PHP's nesting fatal error
--FILE--
<?php
class N { public $next; public $v; function __construct($v) { $this->v = $v; } }
$a = new N(1); $a->next = $a;
$b = new N(1); $b->next = $b;
var_dump($a == $a, $a === $b);
$c = new N(2); $d = new N(2);
var_dump($c == $d, [$c, [$d]] == [$d, [$c]], [1, [2, [3]]] <=> [1, [2, [4]]]);
$x = [1, 2]; $y = [1, 2];
var_dump(in_array([1, 2], [[0], $y]));
echo "before\n";
var_dump($a == $b);
echo "not reached\n";
--EXPECTF--
bool(true)
bool(false)
bool(true)
bool(true)
int(-1)
bool(true)
before

Fatal error: Nesting level too deep - recursive dependency? in %s on line 11
