--TEST--
Overriding methods may widen parameter types and narrow return types
--FILE--
<?php
interface Animal { public function speak(): string; }
class Dog implements Animal { public function speak(): string { return "Woof"; } }
interface Shelter { public function adopt(string $name): Animal; }
class DogShelter implements Shelter { public function adopt(string $name): Dog { return new Dog; } }
abstract class Repo { abstract public function find(int $id): ?object; public function save(object $o): void {} }
class R2 extends Repo {
    public function find(int|string $id): Dog { return new Dog; }
    public function save(mixed $o, bool $flush = true): void {}
}
class Base { public function make(): static { return new static; } public function cmp(self $o): bool { return true; } }
class Sub extends Base { public function make(): static { return new static; } public function cmp(Base $o): bool { return false; } }
class It implements IteratorAggregate { public function getIterator(): Iterator { return new ArrayIterator([1]); } }
interface HasList { public function items(): iterable; }
class L implements HasList { public function items(): array { return []; } }
class L2 implements HasList { public function items(): Generator { yield 1; } }
echo (new DogShelter)->adopt('x')->speak(), get_class((new Sub)->make()), count((new L)->items()), "\n";
class Cnt implements Countable { public function count(): int { return 3; } }
echo count(new Cnt), "\n";
class P1 { public function f(?int $x = null) {} }
class C1 extends P1 { public function f(int $x = null) {} }
echo "ok\n";
class P2 { public function g(int $x): int|string { return 1; } }
class C2 extends P2 { public function g(int $x): string { return 'a'; } }
class P3 { public function h(): bool { return true; } }
class C3 extends P3 { public function h(): false { return false; } }
echo "ok2\n";
class P4 { public function z(Dog $d): void {} }
class C4 extends P4 { public function z(Animal $d): void {} }
class P5 { public function w(): Animal { return new Dog; } }
class C5 extends P5 { public function w(): Dog|Animal { return new Dog; } }
echo "ok3\n";
echo "ok4\n";
--EXPECT--
WoofSub0
3
ok
ok2
ok3
ok4
