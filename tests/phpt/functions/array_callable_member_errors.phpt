--TEST--
Calling an array callable checks the first member, then the second, as PHP does
--FILE--
<?php
foreach ([[1, 2], [1, 'x'], ['stdClass', 2], [new stdClass, 2], [1 => 'a', 2 => 'b'], [1], ['Nope', 'x']] as $c) {
    try { $c(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
First array member is not a valid class name or object
First array member is not a valid class name or object
Second array member is not a valid method
Second array member is not a valid method
Array callback has to contain indices 0 and 1
Array callback must have exactly two elements
Class "Nope" not found
