--TEST--
A class constant redeclared with weaker visibility than its parent's is a fatal error
--FILE--
<?php
class Base {
    const VERSION = 1;
    protected const SECRET = "s";
    private const OWN = "o";
}
class Child extends Base {
    private const OWN = "mine";
    public const SECRET = "public now";
}
echo Child::SECRET, "\n";
class Broken extends Child {
    protected const VERSION = 2;
}
echo "not reached\n";
--EXPECTF--

Fatal error: Access level to Broken::VERSION must be public (as in class Base) in %s on line 12
