--TEST--
func_get_arg and get_called_class are functions
--FILE--
<?php
function f() { return func_get_arg(1); }
echo f(1, 2), "\n";
var_dump(function_exists('get_called_class'), function_exists('compact'), is_callable('func_get_args'));
--EXPECT--
2
bool(true)
bool(true)
bool(true)
