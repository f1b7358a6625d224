--TEST--
var: var export basic
--FILE--
<?php
var_export(null); echo "\n";
var_export(true); echo "\n";
var_export(false); echo "\n";
var_export(42); echo "\n";
var_export(-7); echo "\n";
var_export(PHP_INT_MIN); echo "\n";
var_export(1.0); echo "\n";
var_export(0.1); echo "\n";
var_export(-0.0); echo "\n";
var_export(1e100); echo "\n";
var_export(INF); echo "\n";
var_export(-INF); echo "\n";
var_export(NAN); echo "\n";
var_export("it's \\ here"); echo "\n";
var_export("a\0b"); echo "\n";
var_export("\0"); echo "\n";
var_export(""); echo "\n";
var_dump(var_export([1, 2], true));
--EXPECT--
NULL
true
false
42
-7
-9223372036854775807-1
1.0
0.1
-0.0
1.0E+100
INF
-INF
NAN
'it\'s \\ here'
'a' . "\0" . 'b'
'' . "\0" . ''
''
string(29) "array (
  0 => 1,
  1 => 2,
)"
