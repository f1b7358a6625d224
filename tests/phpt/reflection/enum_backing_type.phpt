--TEST--
ReflectionEnum::getBackingType() gives the named type of a backed enum, null for a pure one
--FILE--
<?php
enum Suit: string { case H = 'h'; }
enum Level: int { case Low = 1; }
enum Pure { case A; }
foreach (['Suit', 'Level', 'Pure'] as $e) {
    $t = (new ReflectionEnum($e))->getBackingType();
    var_dump($t === null ? null : [get_class($t), (string)$t, $t->getName(), $t->allowsNull(), $t->isBuiltin()]);
}
--EXPECT--
array(5) {
  [0]=>
  string(19) "ReflectionNamedType"
  [1]=>
  string(6) "string"
  [2]=>
  string(6) "string"
  [3]=>
  bool(false)
  [4]=>
  bool(true)
}
array(5) {
  [0]=>
  string(19) "ReflectionNamedType"
  [1]=>
  string(3) "int"
  [2]=>
  string(3) "int"
  [3]=>
  bool(false)
  [4]=>
  bool(true)
}
NULL
