--TEST--
ReflectionClass, ReflectionMethod, ReflectionProperty, ReflectionParameter and types in a dependency container
--FILE--
<?php
namespace App\Services;

interface LoggerInterface { public function log(string $m): void; }
class FileLogger implements LoggerInterface { public function log(string $m): void { echo "[file] $m\n"; } }
class Mailer { public function __construct(private LoggerInterface $logger, private string $from = 'noreply@x.com') {} 
  public function send(string $to): string { $this->logger->log("mail to $to"); return "sent from {$this->from}"; } }
class UserService { public function __construct(public readonly Mailer $mailer, protected ?int $limit = null) {} }

class Container {
    private array $bindings = [];
    public function bind(string $abstract, string $concrete): void { $this->bindings[$abstract] = $concrete; }
    public function make(string $class): object {
        $class = $this->bindings[$class] ?? $class;
        $ref = new \ReflectionClass($class);
        if (!$ref->isInstantiable()) throw new \RuntimeException("Cannot instantiate $class");
        $ctor = $ref->getConstructor();
        if ($ctor === null) return new $class;
        $deps = [];
        foreach ($ctor->getParameters() as $param) {
            $type = $param->getType();
            if ($type instanceof \ReflectionNamedType && !$type->isBuiltin()) {
                $deps[] = $this->make($type->getName());
            } elseif ($param->isDefaultValueAvailable()) {
                $deps[] = $param->getDefaultValue();
            } else {
                throw new \RuntimeException("Unresolvable {$param->getName()}");
            }
        }
        return $ref->newInstanceArgs($deps);
    }
}
$c = new Container;
$c->bind(LoggerInterface::class, FileLogger::class);
$svc = $c->make(UserService::class);
echo $svc->mailer->send("bob@example.com"), "\n";
$r = new \ReflectionClass($svc);
echo $r->getName(), " | ", $r->getShortName(), " | ", $r->getNamespaceName(), " | ", var_export($r->inNamespace(), true), "\n";
foreach ($r->getProperties() as $p) {
    printf("%s %s%s%s type=%s\n", $p->getName(), $p->isPublic() ? 'public' : ($p->isProtected() ? 'protected' : 'private'), $p->isReadOnly() ? ' readonly' : '', $p->isPromoted() ? ' promoted' : '', $p->getType());
}
$m = new \ReflectionMethod(Mailer::class, 'send');
echo $m->getName(), $m->getNumberOfParameters(), $m->getReturnType(), " ", $m->class, "\n";
echo $m->invoke($svc->mailer, "ann@x"), "\n";
echo $m->invokeArgs($svc->mailer, ["joe@x"]), "\n";
$rp = new \ReflectionProperty(Mailer::class, 'from');
$rp->setAccessible(true);
echo $rp->getValue($svc->mailer), "\n";
try { $c->make(LoggerInterface::class . 'X'); } catch (\ReflectionException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $c2 = new Container; $c2->make(LoggerInterface::class); } catch (\RuntimeException $e) { echo $e->getMessage(), "\n"; }
print_r(array_map(fn($m) => $m->name, (new \ReflectionClass(Container::class))->getMethods()));
print_r($r->getInterfaceNames());
print_r((new \ReflectionClass(FileLogger::class))->getInterfaceNames());
var_dump((new \ReflectionClass(LoggerInterface::class))->isInterface());
enum Suit: string { case H = 'h'; case S = 's'; const X = 1; }
$e = new \ReflectionEnum(Suit::class);
var_dump($e->isBacked(), $e->isEnum(), count($e->getCases()));
print_r((new \ReflectionClass(Suit::class))->getConstants());
$f = new \ReflectionFunction('array_map'); echo $f->getName(), $f->getNumberOfParameters(), $f->getNumberOfRequiredParameters(), var_export($f->isInternal(), true), "\n";
foreach ((new \ReflectionFunction("str_pad"))->getParameters() as $p) echo $p->getName(), ":", $p->getType() ?? "none", $p->isOptional() ? "?" : "", " ";
echo "\n";
$closure = function (int $a, string ...$rest): ?array { return null; };
$rf = new \ReflectionFunction($closure);
echo $rf->getName(), $rf->isVariadic() ? ' variadic' : '', " ", $rf->getReturnType(), " ", var_export($rf->getReturnType()->allowsNull(), true), "\n";
class Base { public static function create() { return new static; } protected function hidden($x) { return "hidden $x"; } }
class Child extends Base {}
$hm = new \ReflectionMethod(Child::class, 'hidden'); $hm->setAccessible(true); echo $hm->invoke(new Child, 5), " ", $hm->class, "\n";
echo get_class((new \ReflectionMethod('App\Services\Child::create'))->invoke(null)), "\n";
$o = new \stdClass; $o->a = 1; $o->b = 2;
echo implode(",", array_map(fn($p) => $p->getName(), (new \ReflectionObject($o))->getProperties())), "\n";
echo (new \ReflectionClass(Child::class))->getParentClass()->getName(), "\n";
var_dump((new \ReflectionClass(Child::class))->isSubclassOf(Base::class), (new \ReflectionClass('Child2' ?? 'x') ?? null));
--EXPECTF--
[file] mail to bob@example.com
sent from noreply@x.com
App\Services\UserService | UserService | App\Services | true
mailer public readonly promoted type=App\Services\Mailer
limit protected promoted type=?int
send1string App\Services\Mailer
[file] mail to ann@x
sent from noreply@x.com
[file] mail to joe@x
sent from noreply@x.com
noreply@x.com
ReflectionException: Class "App\Services\LoggerInterfaceX" does not exist
Cannot instantiate App\Services\LoggerInterface
Array
(
    [0] => bind
    [1] => make
)
Array
(
)
Array
(
    [0] => App\Services\LoggerInterface
)
bool(true)
bool(true)
bool(true)
int(2)
Array
(
    [H] => App\Services\Suit Enum:string
        (
            [name] => H
            [value] => h
        )

    [S] => App\Services\Suit Enum:string
        (
            [name] => S
            [value] => s
        )

    [X] => 1
)
array_map32true
string:string length:int pad_string:string? pad_type:int? 
App\Services\{closure} variadic ?array true
hidden 5 App\Services\Base
App\Services\Child
a,b
App\Services\Base

Fatal error: Uncaught ReflectionException: Class "Child2" does not exist in %s:72
Stack trace:
#0 %s(72): ReflectionClass->__construct('Child2')
#1 {main}
  thrown in %s on line 72
