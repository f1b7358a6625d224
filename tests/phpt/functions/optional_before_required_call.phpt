--TEST--
An optional parameter before a required one is required when called: its default is not used
--FILE--
<?php
function f($a = 1, $b) { return "$a $b"; }
try { echo f(), "\n"; } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { echo f(5), "\n"; } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { echo f(b: 2), "\n"; } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
function g(?int $a = null, $b, $c = 3) { return "$a $b $c"; }
try { echo g(), "\n"; } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { echo g(b: 2), "\n"; } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
function h(int $a = null, $b) { var_dump($a); }
h(null, 1);
try { h(b: 2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--

Deprecated: Optional parameter $a declared before required parameter $b is implicitly treated as a required parameter in %s on line 2

Deprecated: Optional parameter $a declared before required parameter $b is implicitly treated as a required parameter in %s on line 6
Too few arguments to function f(), 0 passed in %s on line 3 and exactly 2 expected
Too few arguments to function f(), 1 passed in %s on line 4 and exactly 2 expected
f(): Argument #1 ($a) not passed
Too few arguments to function g(), 0 passed in %s on line 7 and at least 2 expected
g(): Argument #1 ($a) not passed
NULL
h(): Argument #1 ($a) not passed
