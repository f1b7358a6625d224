--TEST--
Too few arguments: a variadic parameter does not make the count "at least"
--FILE--
<?php
function h(int $a, string ...$rest) {}
function o(int $a, $b = 1) {}
function both(int $a, $b = 1, ...$c) {}
try { h(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { o(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { both(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
Too few arguments to function h(), 0 passed in %s on line 5 and exactly 1 expected
Too few arguments to function o(), 0 passed in %s on line 6 and at least 1 expected
Too few arguments to function both(), 0 passed in %s on line 7 and at least 1 expected
