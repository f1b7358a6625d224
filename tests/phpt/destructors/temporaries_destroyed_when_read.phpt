--TEST--
A temporary object is destroyed as soon as it is read ((new R)->p), and a function's locals as it returns, before the statement goes on
--FILE--
<?php
class R { public function __construct(public string $n) {} public function __destruct() { echo "close {$this->n}\n"; } public function get() { return $this->n; } }
echo (new R('t1'))->n, "\n";
echo (new R('t2'))->get(), "\n";
$x = [new R('arr')]; echo "set\n"; $x[0] = null; echo "nulled\n";
function make() { return new R('ret'); }
echo make()->get(), "\n";
make(); echo "discarded\n";
$o = new R('o'); $o = make(); echo "replaced\n";
$a = ['k' => new R('elem')]; unset($a['k']); echo "unset elem\n";
$s = new SplObjectStorage; $s->attach(new R('stored')); $s = null; echo "storage gone\n";
function param(R $r) { return $r->n; } echo param(new R('param')), "\n";
array_map(fn($r) => $r->n, [new R('mapped')]); echo "mapped done\n";
echo "end\n";
--EXPECT--
close t1
t1
close t2
t2
set
close arr
nulled
close ret
ret
close ret
discarded
close o
replaced
close elem
unset elem
close stored
storage gone
close param
param
close mapped
mapped done
end
close ret
