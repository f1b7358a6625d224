--TEST--
Destructors run when the last reference goes
--FILE--
<?php
class D { function __construct(public $n) { echo "ctor {$this->n}\n"; } function __destruct() { echo "dtor {$this->n}\n"; } function name() { return $this->n; } }
function f() { $x = new D("local"); echo "in f\n"; }
f();
echo "A:", (new D("temp"))->name(), ":B\n";
$a = new D("a");
$a = new D("a2");
$b = new D("b"); $c = $b; unset($b); echo "still\n"; $c = null;
$arr = [new D("x"), new D("y")]; $arr = [];
$keep = new D("end1"); $keep2 = new D("end2");
echo "done\n";
--EXPECT--
ctor local
in f
dtor local
A:ctor temp
dtor temp
temp:B
ctor a
ctor a2
dtor a
ctor b
still
dtor b
ctor x
ctor y
dtor x
dtor y
ctor end1
ctor end2
done
dtor end2
dtor end1
dtor a2
