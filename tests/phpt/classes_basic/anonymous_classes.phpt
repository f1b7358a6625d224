--TEST--
anonymous classes with constructors, interfaces and outer values
--FILE--
<?php
interface Logger { public function log(string $m): string; }
function makeLogger(string $prefix): Logger {
    return new class($prefix) implements Logger {
        private int $n = 0;
        public function __construct(private string $prefix) {}
        public function log(string $m): string { return sprintf("%s#%d %s", $this->prefix, ++$this->n, $m); }
    };
}
$l = makeLogger("app");
echo $l->log("start"), "\n", $l->log("stop"), "\n";
var_dump($l instanceof Logger);
$obj = new class extends ArrayObject {
    public function first() { return $this[0] ?? null; }
};
$obj[] = 'zero';
echo $obj->first(), " ", count($obj), "\n";
var_dump(str_starts_with(get_class($l), 'Logger@anonymous'), $l instanceof $l);
--EXPECT--
app#1 start
app#2 stop
bool(true)
zero 1
bool(true)
bool(true)
