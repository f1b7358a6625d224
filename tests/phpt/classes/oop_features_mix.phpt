--TEST--
readonly classes, static inheritance, late static binding, WeakMap, first-class callables, named args, closures
--FILE--
<?php
readonly class Point {
    public function __construct(public int $x, public int $y) {}
    public function withX(int $x): static { return new static($x, $this->y); }
}
$p = new Point(1, 2);
$q = $p->withX(5);
echo "$q->x,$q->y\n";
try { $p->x = 3; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $p->z = 3; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $c = clone $p; echo "cloned ", $c->x, "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class Counter { public static $count = 0; public static function inc() { return ++static::$count; } }
class Sub extends Counter {}
class Sub2 extends Counter { public static $count = 100; }
Counter::inc(); Sub::inc(); Sub2::inc();
echo Counter::$count, " ", Sub::$count, " ", Sub2::$count, "\n";
class Model { public static function create(): static { return new static(); } public static function who() { return static::class . "/" . self::class . "/" . get_called_class(); } }
class User extends Model {}
echo get_class(User::create()), " ", User::who(), "\n";
$wm = new WeakMap();
$k1 = new stdClass; $k2 = new stdClass;
$wm[$k1] = 'one'; $wm[$k2] = 'two';
echo count($wm), "\n";
unset($k1);
echo count($wm), "\n";
foreach ($wm as $k => $v) { echo get_class($k), "=>$v\n"; }
$strlen = strlen(...);
echo $strlen("hello"), "\n";
class MathOps { public function square($x) { return $x * $x; } public static function cube($x) { return $x ** 3; } }
$sq = (new MathOps)->square(...);
$cb = MathOps::cube(...);
echo $sq(4), " ", $cb(3), "\n";
var_dump($sq instanceof Closure);
function make(string $name, int $age = 30, string ...$tags) { return "$name/$age/" . implode('+', $tags); }
echo make(age: 5, name: "x"), "\n";
echo make("a", 1, "t1", "t2"), "\n";
$args = ['name' => 'n', 'age' => 7];
echo make(...$args), "\n";
echo make(...['b', 2, 'q']), "\n";
try { make(nope: 1, name: "x"); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
interface Versioned { const VERSION = "1.2"; public static function version(): string; }
class Impl implements Versioned { public static function version(): string { return self::VERSION . "/" . static::VERSION; } }
echo Impl::version(), " ", Versioned::VERSION, " ", Impl::VERSION, "\n";
abstract class AbstractThing { abstract function run(); }
try { new AbstractThing; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Versioned; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class Greeter { private $greeting = "Hi"; }
$fn = function ($who) { return "$this->greeting, $who"; };
echo Closure::bind($fn, new Greeter, Greeter::class)("Bob"), "\n";
$fn2 = fn() => $this->greeting;
$unbound = function () { return get_class($this); };
echo $unbound->call(new Greeter), "\n";
$mul = fn($x) => fn($y) => $x * $y;
echo $mul(3)(4), "\n";
$counter = function () { static $n = 0; return ++$n; };
$counter(); $counter(); echo $counter(), "\n";
$total = 0;
$add = function ($x) use (&$total) { $total += $x; };
array_map($add, [1, 2, 3]);
echo $total, "\n";
class Str implements Stringable { public function __toString(): string { return "str"; } }
class Implicit { public function __toString(): string { return "imp"; } }
var_dump(new Implicit instanceof Stringable, (string) new Str);
echo str_repeat(new Str, 2), "\n";
$cls = 'User';
$obj = new $cls;
var_dump($obj instanceof $cls, $obj instanceof Model);
echo $obj::class, "\n";
list('a' => $aa, 'b' => $bb) = ['a' => 1, 'b' => 2];
[$x, [$y, $z]] = [1, [2, 3]];
echo "$aa $bb $x $y $z\n";
echo match(true) { $x > 5 => "big", $x > 0 => "small", default => "zero" }, "\n";
try { echo match($x) { 5 => 'five' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
5,2
Cannot modify readonly property Point::$x
Cannot create dynamic property Point::$z
cloned 1
2 2 101
User User/Model/User
2
1
stdClass=>two
5
16 27
bool(true)
x/5/
a/1/t1+t2
n/7/
b/2/q
1.2/1.2 1.2 1.2
Cannot instantiate abstract class AbstractThing
Cannot instantiate interface Versioned
Hi, Bob
Greeter
12
3
6
bool(true)
string(3) "str"
strstr
bool(true)
bool(true)
User
1 2 1 2 3
small
Unhandled match case 1
