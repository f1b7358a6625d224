--TEST--
strlen(...), $obj->method(...), Class::method(...) and Closure::fromCallable
--FILE--
<?php
class Str {
    public function __construct(private string $prefix) {}
    public function add(string $s): string { return $this->prefix . $s; }
    public static function shout(string $s): string { return strtoupper($s) . "!"; }
    private function secret() { return "secret"; }
    public function exposeSecret() { return $this->secret(...); }
}
$len = strlen(...);
echo $len("four"), " ", get_class($len), "\n";
$s = new Str("pre-");
$add = $s->add(...);
echo $add("fix"), "\n";
$shout = Str::shout(...);
echo implode(" ", array_map($shout, ["a", "b"])), "\n";
echo ($s->exposeSecret())(), "\n";
$fc = Closure::fromCallable('ucfirst');
echo $fc("closure"), "\n";
$fm = Closure::fromCallable([$s, 'add']);
echo $fm("m"), "\n";
$compose = fn(callable ...$f) => fn($x) => array_reduce($f, fn($acc, $fn) => $fn($acc), $x);
echo $compose(trim(...), strrev(...), $shout)("  abc  "), "\n";
--EXPECT--
4 Closure
pre-fix
A! B!
secret
Closure
pre-m
CBA!
