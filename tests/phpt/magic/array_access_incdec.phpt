--TEST--
++/-- on an ArrayAccess element modify a copy (notice), compound assignments go through offsetSet
--FILE--
<?php
class C implements ArrayAccess {
    private array $data = ['n' => 1];
    public function offsetExists(mixed $k): bool { return isset($this->data[$k]); }
    public function offsetGet(mixed $k): mixed { echo "get $k\n"; return $this->data[$k] ?? null; }
    public function offsetSet(mixed $k, mixed $v): void { echo "set $k\n"; $this->data[$k] = $v; }
    public function offsetUnset(mixed $k): void { unset($this->data[$k]); }
}
$c = new C;
$c['n'] += 5; echo $c['n'], "\n";
$c['n']++; echo $c['n'], "\n";
var_dump(--$c['n']);
$x = $c['n']--; var_dump($x);
$ao = new ArrayObject(['n' => 1]);
$ao['n']++; ++$ao['n'];
var_dump($ao['n']);
--EXPECTF--
get n
set n
get n
6
get n

Notice: Indirect modification of overloaded element of C has no effect in %s on line 11
get n
6
get n

Notice: Indirect modification of overloaded element of C has no effect in %s on line 12
int(5)
get n

Notice: Indirect modification of overloaded element of C has no effect in %s on line 13
int(6)
int(3)
