--TEST--
Attributes through reflection: getAttributes on classes, methods, functions, closures, properties (promoted ones too) and parameters, name filters, arguments, newInstance and its target/repeat/class errors
--FILE--
<?php
namespace App;
use Attribute;
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD)]
class Route { public function __construct(public string $path, public array $methods = ['GET']) {} }
#[Attribute]
class Tag { public function __construct(public string $name = '') {} }
#[Route('/home', methods: ['GET', 'POST']), Tag]
final class HomeController {
    #[Tag('prop')] public int $id = 0;
    public function __construct(#[Tag('param')] private string $promoted = '') {}
    #[Route('/index')]
    public function index(#[\SensitiveParameter] $secret) {}
}
#[Tag('fn')] function helper() {}
$f = #[Tag('closure')] fn() => 1;

$r = new \ReflectionClass(HomeController::class);
foreach ($r->getAttributes() as $a) { echo $a->getName(), " target=", $a->getTarget(), " rep=", var_export($a->isRepeated(), true), "\n"; print_r($a->getArguments()); $o = $a->newInstance(); var_dump($o); }
var_dump($r->getAttributes()[0]);
print_r(array_map(fn($a) => $a->getName(), $r->getAttributes(Tag::class)));
print_r(array_map(fn($a) => $a->getName(), $r->getAttributes('app\tag')));
$m = $r->getMethod('index');
foreach ($m->getAttributes() as $a) { echo $a->getName(), " ", $a->getTarget(), " ", $a->newInstance()->path, "\n"; }
foreach ($m->getParameters()[0]->getAttributes() as $a) { echo $a->getName(), " ", $a->getTarget(), "\n"; }
foreach ($r->getProperty('id')->getAttributes() as $a) { echo $a->getName(), " ", $a->getTarget(), " ", $a->newInstance()->name, "\n"; }
foreach ($r->getProperty('promoted')->getAttributes() as $a) { echo $a->getName(), " ", $a->getTarget(), " ", $a->newInstance()->name, "\n"; }
foreach ($r->getConstructor()->getParameters()[0]->getAttributes() as $a) { echo $a->getName(), " ", $a->getTarget(), "\n"; }
foreach ((new \ReflectionFunction('App\helper'))->getAttributes() as $a) { echo $a->getName(), " ", $a->getTarget(), "\n"; }
foreach ((new \ReflectionFunction($f))->getAttributes() as $a) { echo $a->getName(), " ", $a->getTarget(), "\n"; }
try { $r->getMethod('index')->getAttributes()[0]->newInstance(); echo "ok\n"; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { (new \ReflectionFunction('App\helper'))->getAttributes()[0]->newInstance(); echo "ok\n"; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
#[Route('/x')] function routed() {}
try { (new \ReflectionFunction('App\routed'))->getAttributes()[0]->newInstance(); echo "ok\n"; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
#[Nope] function nope1() {}
try { (new \ReflectionFunction('App\nope1'))->getAttributes()[0]->newInstance(); echo "ok\n"; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
class Plain {}
#[Plain] function nope2() {}
try { (new \ReflectionFunction('App\nope2'))->getAttributes()[0]->newInstance(); echo "ok\n"; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
#[Route('/a'), Route('/b')] class Twice {}
try { (new \ReflectionClass('App\Twice'))->getAttributes()[0]->newInstance(); echo "ok\n"; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
var_dump((new \ReflectionClass('App\Twice'))->getAttributes()[1]->isRepeated());
#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)] class Multi { function __construct(...$a) { echo "Multi(", implode(",", $a), ")\n"; } }
#[Multi(1, 2), Multi(3)] class M2 {}
foreach ((new \ReflectionClass('App\M2'))->getAttributes() as $a) $a->newInstance();
var_dump(count((new \ReflectionClass('App\Plain'))->getAttributes()));
var_dump(count((new \ReflectionClass(HomeController::class))->getAttributes(Tag::class, \ReflectionAttribute::IS_INSTANCEOF)));
$anon = new #[Tag('anon')] class {};
echo (new \ReflectionObject($anon))->getAttributes()[0]->getArguments()[0], "\n";
var_dump(\Attribute::TARGET_ALL, \Attribute::IS_REPEATABLE);
var_dump(new \Attribute());
--EXPECT--
App\Route target=1 rep=false
Array
(
    [0] => /home
    [methods] => Array
        (
            [0] => GET
            [1] => POST
        )

)
object(App\Route)#5 (2) {
  ["path"]=>
  string(5) "/home"
  ["methods"]=>
  array(2) {
    [0]=>
    string(3) "GET"
    [1]=>
    string(4) "POST"
  }
}
App\Tag target=1 rep=false
Array
(
)
object(App\Tag)#6 (1) {
  ["name"]=>
  string(0) ""
}
object(ReflectionAttribute)#3 (0) {
}
Array
(
    [0] => App\Tag
)
Array
(
    [0] => App\Tag
)
App\Route 4 /index
SensitiveParameter 32
App\Tag 8 prop
App\Tag 8 param
App\Tag 32
App\Tag 2
App\Tag 2
ok
ok
Attribute "App\Route" cannot target function (allowed targets: class, method)
Attribute class "App\Nope" not found
Attempting to use non-attribute class "App\Plain" as attribute
Attribute "App\Route" must not be repeated
bool(true)
Multi(1,2)
Multi(3)
int(0)
int(1)
anon
int(63)
int(64)
object(Attribute)#4 (1) {
  ["flags"]=>
  int(63)
}
