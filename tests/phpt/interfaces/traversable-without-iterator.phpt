--TEST--
Implementing Traversable directly is a fatal error without a location
--FILE--
<?php
class Bag implements Traversable {}
--EXPECT--

Fatal error: Class Bag must implement interface Traversable as part of either Iterator or IteratorAggregate in Unknown on line 0
