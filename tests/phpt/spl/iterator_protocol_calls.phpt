--TEST--
Iterator protocol calls in foreach and iterator_to_array (no key() without preserved keys); magic calls; string increment; sorting
--FILE--
<?php
class Range implements Iterator {
    private $i;
    public function __construct(private int $a, private int $b) { $this->i = $a; }
    public function current(): mixed { echo "[cur]"; return $this->i; }
    public function key(): mixed { echo "[key]"; return "k{$this->i}"; }
    public function next(): void { echo "[next]"; $this->i++; }
    public function rewind(): void { echo "[rew]"; $this->i = $this->a; }
    public function valid(): bool { echo "[valid]"; return $this->i <= $this->b; }
}
foreach (new Range(1, 2) as $k => $v) echo " $k=$v\n";
echo "\n";
print_r(iterator_to_array(new Range(1, 2)));
echo "\n", implode(",", iterator_to_array(new Range(3, 4), false)), "\n";
class Fn_ { public function __invoke($x) { return $x * 2; } public static function __callStatic($n, $a) { return "$n(" . implode(",", $a) . ")"; } public function __call($n, $a) { return "inst:$n"; } }
$f = new Fn_;
echo $f(21), " ", Fn_::magic(1, 2), " ", $f->whatever(), " ", implode(",", array_map($f, [1, 2])), "\n";
abstract class Base { abstract protected function name(): string; public function hello() { return "Hello " . $this->name() . " from " . static::class . "/" . self::class . "/" . get_class($this) . "/" . get_called_class(); } public static function create(): static { return new static(); } }
class Impl extends Base { protected function name(): string { return "impl"; } }
echo Impl::create()->hello(), "\n";
try { Base::create(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
interface Shape { public function area(): float; }
$s = "a"; for ($i = 0; $i < 27; $i++) $s++; echo $s, "\n";
$z = "Az"; $z++; echo $z, " "; $z = "zz"; $z++; echo $z, " "; $z = "a9"; $z++; echo $z, "\n";
echo 7 . '', -7 % 2, 7.0 / 2, "10" + 5.5, "3" . 4, 0.1 + 0.2 === 0.3 ? 'eq' : 'ne', "\n";
echo intval("0x1A", 16), intval("012", 0), intval("0b11", 0), " ", octdec("17"), bindec("1111"), hexdec("ff"), " ", base_convert("255", 10, 16), "\n";
echo str_repeat("=", 3) . PHP_EOL;
$data = [['n' => 'b', 'a' => 2], ['n' => 'a', 'a' => 2], ['n' => 'c', 'a' => 1]];
usort($data, fn($x, $y) => $x['a'] <=> $y['a']);
echo implode(",", array_column($data, 'n')), "\n";
array_multisort(array_column($data, 'n'), SORT_DESC, $data);
echo implode(",", array_column($data, 'n')), "\n";
print_r(array_column($data, 'a', 'n'));
$m = [3 => 'c', 1 => 'a', 2 => 'b'];
ksort($m); print_r($m); krsort($m); echo implode(",", $m), "\n";
$mixed = [10, "9", "abc", 1.5, true, null, "10"];
sort($mixed); var_dump($mixed);
--EXPECT--
[rew][valid][cur][key] k1=1
[next][valid][cur][key] k2=2
[next][valid]
[rew][valid][cur][key][next][valid][cur][key][next][valid]Array
(
    [k1] => 1
    [k2] => 2
)

[rew][valid][cur][next][valid][cur][next][valid]3,4
42 magic(1,2) inst:whatever 2,4
Hello impl from Impl/Base/Impl/Impl
Cannot instantiate abstract class Base
ab
Ba aaa b0
7-13.515.534ne
26103 1515255 ff
===
c,b,a
c,b,a
Array
(
    [c] => 1
    [b] => 2
    [a] => 2
)
Array
(
    [1] => a
    [2] => b
    [3] => c
)
c,b,a
array(7) {
  [0]=>
  NULL
  [1]=>
  float(1.5)
  [2]=>
  string(1) "9"
  [3]=>
  int(10)
  [4]=>
  string(3) "abc"
  [5]=>
  bool(true)
  [6]=>
  string(2) "10"
}
