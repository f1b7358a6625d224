--TEST--
=== and !== on scalars and arrays
--FILE--
<?php
var_dump(1 === 1, 1 === 1.0, "1" === "1", null === null, [] === []);
var_dump([1, 2] === [1, 2], [1, 2] === [2 => 1], ["a" => 1, "b" => 2] === ["b" => 2, "a" => 1]);
var_dump(["a" => 1, "b" => 2] == ["b" => 2, "a" => 1]);
var_dump(0 !== false, "" !== null, 1.0 !== 1);
$o1 = new stdClass;
$o2 = new stdClass;
$o3 = $o1;
var_dump($o1 === $o2, $o1 == $o2, $o1 === $o3);
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
