--TEST--
var_export of objects and enums
--FILE--
<?php
class Pt { public $x = 1; protected $y = 2; }
enum Suit: string { case Hearts = 'H'; }
var_export(new Pt);
echo "\n";
var_export([Suit::Hearts]);
echo "\n";
var_export(1.0);
echo "\n";
--EXPECT--
\Pt::__set_state(array(
   'x' => 1,
   'y' => 2,
))
array (
  0 => 
  \Suit::Hearts,
)
1.0
