--TEST--
objects held by a destroyed fiber's frames are released as it unwinds, before the code after unset
--FILE--
<?php
class Res { function __construct(public string $n) {} function __destruct() { echo "release {$this->n}\n"; } }
function holder() {
    $inner = new Res("inner");
    Fiber::suspend();
}
$f = new Fiber(function () {
    $outer = new Res("outer");
    try { holder(); } finally { echo "outer finally\n"; }
});
$f->start();
echo "unset\n";
unset($f);
echo "after unset\n";
--EXPECT--
unset
release inner
outer finally
release outer
after unset
