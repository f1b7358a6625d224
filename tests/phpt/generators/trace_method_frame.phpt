--TEST--
A generator method's frame in a trace shows its class, call type and arguments
--FILE--
<?php
class Repo {
    public function rows(int $n, string $tag) { yield 1; throw new RuntimeException("no more $tag"); }
    public static function ids(array $from) { yield 1; throw new LogicException("ids"); }
    public function mk() { return function ($y) { yield $y; throw new Exception("closure"); }; }
}
function wrap() { yield from (new Repo)->rows(2, "x"); }
$makers = [fn() => (new Repo)->rows(3, "t"), fn() => Repo::ids([1]), fn() => wrap(), fn() => (new Repo)->mk()(7)];
foreach ($makers as $mk) {
    try { foreach ($mk() as $v) {} } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
}
$g = (new Repo)->rows(1, "n"); $g->current();
try { $g->next(); } catch (Exception $e) { $f = $e->getTrace()[0]; echo $f['class'], $f['type'], $f['function'], " ", json_encode($f['args']), "\n"; }
--EXPECTF--
#0 %s(10): Repo->rows(3, 't')
#1 {main}
#0 %s(10): Repo::ids(Array)
#1 {main}
#0 %s(7): Repo->rows(2, 'x')
#1 %s(10): wrap()
#2 {main}
#0 %s(10): Repo->{closure}(7)
#1 {main}
Repo->rows [1,"n"]
