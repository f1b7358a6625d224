--TEST--
intersection types and DNF types (PHP 8.1/8.2)
--FILE--
<?php
interface HasId { public function id(): int; }
interface HasName { public function name(): string; }
class Entity implements HasId, HasName, Countable {
    public function id(): int { return 7; }
    public function name(): string { return "entity"; }
    public function count(): int { return 1; }
}
class OnlyId implements HasId { public function id(): int { return 1; } }
function describe(HasId&HasName $x): string { return $x->id() . ":" . $x->name(); }
function maybe((HasId&HasName)|null $x): string { return $x ? describe($x) : "none"; }
echo describe(new Entity), " ", maybe(null), " ", maybe(new Entity), "\n";
try {
    describe(new OnlyId);
} catch (TypeError $e) {
    echo preg_replace('/, called in .*/', '', $e->getMessage()), "\n";
}
--EXPECT--
7:entity none 7:entity
describe(): Argument #1 ($x) must be of type HasId&HasName, OnlyId given
