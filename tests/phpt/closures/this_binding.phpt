--TEST--
closures created in methods capture $this; static closures do not
--FILE--
<?php
class Counter {
    private $count = 0;
    public function incrementer() {
        return function () { return ++$this->count; };
    }
    public function staticOne() {
        return static function () { return isset($this) ? 'has this' : 'no this'; };
    }
    public function arrow() {
        return fn($n) => $this->count + $n;
    }
}
$c = new Counter;
$inc = $c->incrementer();
$inc();
$inc();
echo $inc(), " ", ($c->arrow())(100), "\n";
echo ($c->staticOne())(), "\n";
$free = function () { return isset($this) ? get_class($this) : 'unbound'; };
echo $free(), "\n";
--EXPECT--
3 103
no this
unbound
