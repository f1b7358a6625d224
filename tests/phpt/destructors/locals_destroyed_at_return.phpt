--TEST--
Objects held only by a function's locals are destroyed as the call returns or unwinds, before the caller goes on (echo f() prints the destructor output first)
--FILE--
<?php
class R { public function __construct(public string $n) {} public function __destruct() { echo "close {$this->n}\n"; } }
function useR() { $r = new R('fn'); return 5; }
function useR2() { $r = new R('fn2'); return "s"; }
function useR3($x) { $r = new R('fn3'); return $x; }
function thrower() { $r = new R('unwound'); throw new Exception('boom'); }
class M { public function run() { $tmp = new R('method local'); return 'ran'; } }
echo useR(), "\n";
echo "---\n";
echo useR2(), "\n";
echo useR3(1) + 1, "\n";
echo strlen(useR2()), "\n";
print useR();
echo "\n";
echo "x" . useR() . "y\n";
try { echo "before ", thrower(), " after\n"; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
echo (new M)->run(), "\n";
$f = function() { $r = new R('closure local'); return 'closure'; };
echo $f(), "\n";
echo implode(',', array_map(fn($x) => useR3($x), [1, 2])), "\n";
--EXPECT--
close fn
5
---
close fn2
s
close fn3
2
close fn2
1
close fn
5
close fn
x5y
before close unwound
caught boom
close method local
ran
close closure local
closure
close fn3
close fn3
1,2
