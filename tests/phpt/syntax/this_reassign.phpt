--TEST--
compile-time error: this reassign
--FILE--
<?php
class A {
    function f() {
        $this = new A;
    }
}
--EXPECTF--
Fatal error: Cannot re-assign $this in %s on line 4
