--TEST--
A method of a class without a parent naming parent is a compile-time error
--FILE--
<?php
echo "not printed\n";
class Base {
    const X = 1;
    public function make() {
        return new parent();
    }
}
--EXPECTF--
Fatal error: Cannot use "parent" when current class scope has no parent in %s on line 6
