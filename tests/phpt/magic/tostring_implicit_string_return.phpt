--TEST--
__toString without a declared return type coerces its result to string (and rejects an array with a TypeError)
--FILE--
<?php
class A { public function __toString() { return 5; } }
echo new A, "\n";
class B { public function __toString(): string { return 5.5; } }
echo new B, "\n";
class C { public function __toString() { return []; } }
try { echo new C, "\n"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo strlen(new A), str_repeat(new A, 2), "\n";
--EXPECT--
5
5.5
TypeError: C::__toString(): Return value must be of type string, array returned
155
