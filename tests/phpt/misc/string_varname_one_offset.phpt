--TEST--
"${name[offset]}" takes one offset: a property fetch after it is a syntax error
--FILE--
<?php
$arr = ['k' => (object)['p' => 5]];
echo "${arr['k']->p}\n";
--EXPECTF--
Parse error: syntax error, unexpected token "->", expecting "}" in %s on line 3
