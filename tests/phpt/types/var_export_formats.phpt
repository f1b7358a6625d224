--TEST--
var_export of scalars, floats, nested arrays and stdClass
--FILE--
<?php
var_export(1); echo "\n";
var_export(1.0); echo "\n";
var_export(-0.5); echo "\n";
var_export(0.1 + 0.2); echo "\n";
var_export("it's a \"test\"\\"); echo "\n";
var_export(null); echo "\n";
var_export(false); echo "\n";
var_export([1, 'k' => ['nested' => true], 2 => null]); echo "\n";
var_export([]); echo "\n";
$o = new stdClass;
$o->a = 1;
var_export($o); echo "\n";
echo var_export(1e50, true), " ", var_export(-INF, true), " ", var_export(PHP_INT_MIN, true), "\n";
--EXPECT--
1
1.0
-0.5
0.30000000000000004
'it\'s a "test"\\'
NULL
false
array (
  0 => 1,
  'k' => 
  array (
    'nested' => true,
  ),
  2 => NULL,
)
array (
)
(object) array(
   'a' => 1,
)
1.0E+50 -INF -9223372036854775807-1
