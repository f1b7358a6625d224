--TEST--
a generator destroyed inside `yield from` releases the inner generator's locals before the outer finally runs
--FILE--
<?php
class Res { function __construct(public string $n) {} function __destruct() { echo "release {$this->n}\n"; } }
function inner() { $r = new Res("inner local"); yield 1; }
function outer() { try { yield from inner(); } finally { echo "outer finally\n"; } }
$g = outer();
$g->current();
unset($g);
echo "done\n";
--EXPECT--
release inner local
outer finally
done
