--TEST--
__get, __set, __isset, __unset, __call, __callStatic, __invoke
--FILE--
<?php
class M { private $data = ["a" => 1]; public $real = "r";
  function __get($n) { echo "get $n\n"; return $this->data[$n] ?? null; }
  function __set($n, $v) { echo "set $n\n"; $this->data[$n] = $v; }
  function __isset($n) { echo "isset $n\n"; return isset($this->data[$n]); }
  function __unset($n) { echo "unset $n\n"; unset($this->data[$n]); }
  function __call($n, $a) { return "$n(" . implode(",", $a) . ")"; }
  static function __callStatic($n, $a) { return "static $n"; }
  function __invoke($x) { return $x * 2; } }
$m = new M;
var_dump($m->a, $m->real, isset($m->a), isset($m->zz), empty($m->a));
$m->b = 5; var_dump($m->b); unset($m->b); var_dump(isset($m->b));
echo $m->foo(1, 2), " ", M::bar(), " ", $m(21), "\n";
var_dump(is_callable($m));
--EXPECT--
get a
isset a
isset zz
isset a
get a
int(1)
string(1) "r"
bool(true)
bool(false)
bool(false)
set b
get b
int(5)
unset b
isset b
bool(false)
foo(1,2) static bar 42
bool(true)
