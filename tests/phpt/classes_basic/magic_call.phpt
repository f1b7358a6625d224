--TEST--
__call and __callStatic for undefined methods
--FILE--
<?php
class Proxy {
    public function __call($name, $args) {
        return "$name(" . implode(", ", $args) . ")";
    }
    public static function __callStatic($name, $args) {
        return "static $name(" . count($args) . " args)";
    }
    public function real() { return "real method"; }
}
$p = new Proxy;
echo $p->anything(1, 2), "\n";
echo $p->real(), "\n";
echo Proxy::build('a', 'b', 'c'), "\n";
$m = 'dynamic';
echo $p->$m('x'), "\n";
echo call_user_func([$p, 'viaCallable'], 'y'), "\n";
echo call_user_func('Proxy::staticCallable'), "\n";
class Fluent {
    private $parts = [];
    public function __call($name, $args) {
        $this->parts[] = $name . ($args ? "=" . $args[0] : "");
        return $this;
    }
    public function __toString(): string { return implode("&", $this->parts); }
}
echo (new Fluent)->select('id')->from('t')->limit(5), "\n";
--EXPECT--
anything(1, 2)
real method
static build(3 args)
dynamic(x)
viaCallable(y)
static staticCallable(0 args)
select=id&from=t&limit=5
