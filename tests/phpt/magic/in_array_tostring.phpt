--TEST--
in_array and array_search compare objects with strings through __toString
--FILE--
<?php
class Str { public function __construct(private string $s) {} public function __toString(): string { return strtoupper($this->s); } }
$list = [new Str('a'), new Str('b')];
var_dump(in_array('B', $list), in_array('b', $list), array_search('A', $list));
var_dump(in_array(new Str('b'), ['x', 'B']), in_array('A', ['a', 'A']));
class Boom { public function __toString(): string { throw new RuntimeException("no string"); } }
try { in_array('x', [new Boom]); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
bool(false)
int(0)
bool(true)
bool(true)
no string
