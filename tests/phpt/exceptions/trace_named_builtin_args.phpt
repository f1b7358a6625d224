--TEST--
Traces show a builtin's named arguments bound to its parameters, skipped optional ones as their defaults; unknown or repeated names fail before the call
--FILE--
<?php
try { str_pad('x', foo: 1); } catch (Error $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { str_pad('x', pad_type: 1); } catch (Error $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { str_pad('x', 5, string: 'y'); } catch (Error $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { str_pad('x', pad_type: 7, length: 5); } catch (ValueError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { json_decode('{', flags: JSON_THROW_ON_ERROR); } catch (JsonException $e) { echo $e->getTraceAsString(), "\n"; }
try { array_fill(start_index: 0, count: -1, value: 1); } catch (ValueError $e) { echo $e->getTraceAsString(), "\n"; }
json_decode('{', flags: JSON_THROW_ON_ERROR);
--EXPECTF--
Unknown named parameter $foo
#0 {main}
str_pad(): Argument #2 ($length) not passed
#0 %s(3): str_pad('x', NULL, NULL, 1)
#1 {main}
Named parameter $string overwrites previous argument
#0 {main}
str_pad(): Argument #4 ($pad_type) must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH
#0 %s(5): str_pad('x', 5, ' ', 7)
#1 {main}
#0 %s(6): json_decode('{', NULL, 512, 4194304)
#1 {main}
#0 %s(7): array_fill(0, -1, 1)
#1 {main}

Fatal error: Uncaught JsonException: Syntax error in %s:8
Stack trace:
#0 %s(8): json_decode('{', NULL, 512, 4194304)
#1 {main}
  thrown in %s on line 8
