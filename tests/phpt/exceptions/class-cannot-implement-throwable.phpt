--TEST--
A class outside the Exception and Error hierarchies cannot implement Throwable
--FILE--
<?php
class Temperature implements Throwable {
    public function __construct(private float $degrees) {}
}
--EXPECTF--

Fatal error: Class Temperature cannot implement interface Throwable, extend Exception or Error instead in %s on line 2
