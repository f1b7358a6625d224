--TEST--
var: var export objects
--FILE--
<?php
class P { private $pp = 1; protected $pr = 2; }
class Foo extends P { public $pub = 'p'; private $priv = [1, [2]]; protected $prot; }
var_export(new Foo); echo "\n";
var_export(new stdClass); echo "\n";
var_export((object)['a' => 1, 'b' => [1, 2]]); echo "\n";
var_export([(object)['x' => null]]); echo "\n";
enum Suit: string { case Hearts = 'H'; }
var_export(Suit::Hearts); echo "\n";
var_export(['s' => Suit::Hearts]); echo "\n";
$o = new stdClass;
$o->self = $o;
var_export($o); echo "\n";
--EXPECTF--
\Foo::__set_state(array(
   'pp' => 1,
   'pr' => 2,
   'pub' => 'p',
   'priv' => 
  array (
    0 => 1,
    1 => 
    array (
      0 => 2,
    ),
  ),
   'prot' => NULL,
))
(object) array(
)
(object) array(
   'a' => 1,
   'b' => 
  array (
    0 => 1,
    1 => 2,
  ),
)
array (
  0 => 
  (object) array(
     'x' => NULL,
  ),
)
\Suit::Hearts
array (
  's' => 
  \Suit::Hearts,
)

Warning: var_export does not handle circular references in %s on line 13
(object) array(
   'self' => NULL,
)
