--TEST--
new is not allowed in a property default
--FILE--
<?php
echo "never printed\n";
class Config {
    public array $items = [];
    public $logger = new ArrayObject();
}
--EXPECTF--

Fatal error: New expressions are not supported in this context in %s on line 5
