--TEST--
traits with properties, abstract and static methods, conflict resolution
--FILE--
<?php
trait Greets {
    public $greeting = "Hello";
    public function greet() { return "$this->greeting from " . static::class; }
    public static function make() { return new static(); }
    abstract public function name(): string;
}
trait Logs {
    protected array $log = [];
    public function log($m) { $this->log[] = $m; return $this; }
    public function greet() { return "Logs::greet"; }
    public function getLog() { return implode(",", $this->log); }
}
class Service {
    use Greets, Logs {
        Greets::greet insteadof Logs;
        Logs::greet as protected logsGreet;
        getLog as public history;
    }
    public function name(): string { return "svc"; }
    public function both() { return $this->greet() . " / " . $this->logsGreet(); }
}
$s = Service::make();
echo $s->both(), "\n";
echo $s->log("a")->log("b")->history(), "\n";
print_r(class_uses($s));
trait Counter {
    private static int $count = 0;
    public static function inc() { return ++self::$count; }
}
class A { use Counter; }
class B { use Counter; }
A::inc(); A::inc();
echo A::inc(), " ", B::inc(), "\n";
--EXPECT--
Hello from Service / Logs::greet
a,b
Array
(
    [Greets] => Greets
    [Logs] => Logs
)
3 1
