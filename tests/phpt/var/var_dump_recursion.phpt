--TEST--
var: var dump recursion
--FILE--
<?php
$o = new stdClass;
$o->self = $o;
$o->list = [$o];
var_dump($o);
class Node { public $next; public $val; function __construct($v) { $this->val = $v; } }
$a = new Node(1);
$b = new Node(2);
$a->next = $b;
$b->next = $a;
var_dump($a);
--EXPECT--
object(stdClass)#1 (2) {
  ["self"]=>
  *RECURSION*
  ["list"]=>
  array(1) {
    [0]=>
    *RECURSION*
  }
}
object(Node)#2 (2) {
  ["next"]=>
  object(Node)#3 (2) {
    ["next"]=>
    *RECURSION*
    ["val"]=>
    int(2)
  }
  ["val"]=>
  int(1)
}
