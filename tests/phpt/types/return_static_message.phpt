--TEST--
A static return type's TypeError names the called class
--FILE--
<?php
class R {
    public function bad(): static { return new stdClass; }
    public function maybe(): ?static { return 5; }
}
class S extends R {}
foreach (['bad', 'maybe'] as $m) {
    try { (new S)->$m(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
R::bad(): Return value must be of type S, stdClass returned
R::maybe(): Return value must be of type ?S, int returned
