--TEST--
A literal property default of the wrong type is a compile-time error
--FILE--
<?php
echo "not printed\n";
class Point {
    public float $x = 0;
    public array $tags = [];
    public ?string $label = null;
    public int $count = "zero";
}
--EXPECTF--

Fatal error: Cannot use string as default value for property Point::$count of type int in %s on line 7
