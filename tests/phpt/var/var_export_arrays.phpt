--TEST--
var: var export arrays
--FILE--
<?php
var_export([]); echo "\n";
var_export([1, 'a' => [true, null, []], "q'k" => 'v', -5 => 1.5]); echo "\n";
var_export([[[1]]]); echo "\n";
$a = [1];
$a[] = &$a;
var_export($a); echo "\n";
--EXPECTF--
array (
)
array (
  0 => 1,
  'a' => 
  array (
    0 => true,
    1 => NULL,
    2 => 
    array (
    ),
  ),
  'q\'k' => 'v',
  -5 => 1.5,
)
array (
  0 => 
  array (
    0 => 
    array (
      0 => 1,
    ),
  ),
)

Warning: var_export does not handle circular references in %s on line 7
array (
  0 => 1,
  1 => NULL,
)
