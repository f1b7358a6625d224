--TEST--
Reflection of properties and methods in PHP's order, parameters, defaults, ReflectionException messages
--FILE--
<?php
class A { public $a1; protected static $s1; private $p1; public function am() {} }
class B extends A { public $b1; public static $s2 = 5; public function __construct(public int $x = 3, ?string $name = null, int|string ...$rest) {} public function bm(): ?int { return 1; } private function priv() {} }
$r = new ReflectionClass('B');
var_dump($r);
print_r($r->getProperties());
print_r($r->getMethods());
echo $r->getName(), $r->getShortName(), get_class($r->getParentClass()), "\n";
foreach ($r->getConstructor()->getParameters() as $p) { echo $p->getPosition(), $p->getName(), " ", $p->getType(), " ", var_export($p->isOptional(), true), var_export($p->allowsNull(), true), " ", $p->isDefaultValueAvailable() ? var_export($p->getDefaultValue(), true) : '-', "\n"; }
var_dump($r->getConstructor()->getParameters()[0]);
var_dump($r->getMethod('bm')->getReturnType());
echo $r->getMethod('bm')->getReturnType(), "\n";
$o = $r->newInstanceArgs([7]); echo $o->x, "\n";
$o2 = $r->newInstance(8, 'n'); echo $o2->x, "\n";
$p = new ReflectionProperty('A', 'p1'); $p->setAccessible(true); var_dump($p->getValue($o));
$p->setValue($o, 'secret'); var_dump($p->getValue($o));
$m = new ReflectionMethod('B', 'priv'); var_dump($m->isPrivate(), $m->isStatic(), $m->name, $m->class);
try { new ReflectionClass('Nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->getMethod('nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->getProperty('nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$f = new ReflectionFunction(fn(int $a, $b = 2) => $a);
echo $f->getName(), $f->getNumberOfParameters(), $f->getNumberOfRequiredParameters(), "\n";
function foo(array $x = [1,2], $y = 42) {}
$f = new ReflectionFunction('foo'); foreach ($f->getParameters() as $p) echo $p, "\n";
echo $f->invoke([1]), "\n";
var_dump((new ReflectionFunction('strlen'))->getNumberOfParameters());
var_dump($r->getConstants(), $r->hasMethod('am'), $r->hasProperty('a1'), $r->implementsInterface('Countable') ?? null);
function bar(array $x = [1, "a"], ?int &$y = null, string ...$z) {} foreach ((new ReflectionFunction("bar"))->getParameters() as $p) echo $p, "\n";
--EXPECT--
object(ReflectionClass)#1 (1) {
  ["name"]=>
  string(1) "B"
}
Array
(
    [0] => ReflectionProperty Object
        (
            [name] => b1
            [class] => B
        )

    [1] => ReflectionProperty Object
        (
            [name] => s2
            [class] => B
        )

    [2] => ReflectionProperty Object
        (
            [name] => x
            [class] => B
        )

    [3] => ReflectionProperty Object
        (
            [name] => a1
            [class] => A
        )

    [4] => ReflectionProperty Object
        (
            [name] => s1
            [class] => A
        )

)
Array
(
    [0] => ReflectionMethod Object
        (
            [name] => __construct
            [class] => B
        )

    [1] => ReflectionMethod Object
        (
            [name] => bm
            [class] => B
        )

    [2] => ReflectionMethod Object
        (
            [name] => priv
            [class] => B
        )

    [3] => ReflectionMethod Object
        (
            [name] => am
            [class] => A
        )

)
BBReflectionClass
0x int truefalse 3
1name ?string truetrue NULL
2rest string|int truefalse -
object(ReflectionParameter)#4 (1) {
  ["name"]=>
  string(1) "x"
}
object(ReflectionNamedType)#2 (0) {
}
?int
7
8
NULL
string(6) "secret"
bool(true)
bool(false)
string(4) "priv"
string(1) "B"
Class "Nope" does not exist
Method B::nope() does not exist
Property B::$nope does not exist
{closure}21
Parameter #0 [ <optional> array $x = [1, 2] ]
Parameter #1 [ <optional> $y = 42 ]

int(1)
array(0) {
}
bool(true)
bool(true)
bool(false)
Parameter #0 [ <optional> array $x = [1, 'a'] ]
Parameter #1 [ <optional> ?int &$y = NULL ]
Parameter #2 [ <optional> string ...$z ]
