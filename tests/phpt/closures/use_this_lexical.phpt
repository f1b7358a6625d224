--TEST--
use ($this) is a compile-time error
--FILE--
<?php
echo "never printed\n";
class A {
    public function f() {
        return function () use ($this) { return 1; };
    }
}
--EXPECTF--

Fatal error: Cannot use $this as lexical variable in %s on line 5
