--TEST--
return type coercion, void, never, nullable, static and union returns
--FILE--
<?php
function toInt($v): int { return $v; }
var_dump(toInt("5"), toInt(5.0), toInt(true));
try {
    toInt("five");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
function nothing(): void { return; }
var_dump(nothing());
function maybe(bool $b): ?string { return $b ? "yes" : null; }
var_dump(maybe(true), maybe(false));
function either($v): int|string { return $v; }
var_dump(either(1.0), either("s"), either(2.5));
function fail(): never { throw new RuntimeException("never returns"); }
try {
    fail();
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
class Fluent {
    public function self(): static { return $this; }
}
var_dump((new Fluent)->self() instanceof Fluent);
function wrongVoid(): ?array { return 5; }
try {
    wrongVoid();
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECTF--
int(5)
int(5)
int(1)
toInt(): Return value must be of type int, string returned
NULL
string(3) "yes"
NULL

Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line 13
int(1)
string(1) "s"
int(2)
never returns
bool(true)
wrongVoid(): Return value must be of type ?array, int returned
