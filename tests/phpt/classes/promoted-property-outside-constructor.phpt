--TEST--
A promoted parameter on a method other than the constructor is a compile error
--FILE--
<?php
class Point {
    public function moveTo(public int $x, public int $y) {}
}
--EXPECTF--

Fatal error: Cannot declare promoted property outside a constructor in %s on line 3
