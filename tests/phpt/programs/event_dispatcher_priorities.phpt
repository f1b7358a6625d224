--TEST--
Event dispatcher with priorities, first-class callables, Closure::bind and callable strings
--FILE--
<?php
class EventDispatcher {
    private array $listeners = [];
    private static int $dispatched = 0;

    public function on(string $event, callable $listener, int $priority = 0): void {
        $this->listeners[$event][$priority][] = $listener;
    }

    public function dispatch(string $event, array $payload = []): int {
        self::$dispatched++;
        if (empty($this->listeners[$event])) {
            echo "No listeners for $event\n";
            return 0;
        }
        krsort($this->listeners[$event]);
        $n = 0;
        foreach ($this->listeners[$event] as $priority => $list) {
            foreach ($list as $l) {
                $n++;
                $result = $l(...$payload);
                if ($result === false) {
                    echo "  propagation stopped at priority $priority\n";
                    return $n;
                }
            }
        }
        return $n;
    }
    public static function count(): int { return static::$dispatched; }
}

class Logger {
    public array $lines = [];
    public function log(string $msg, string ...$ctx): void {
        $this->lines[] = $msg . ($ctx ? ' [' . implode(', ', $ctx) . ']' : '');
    }
    public static function staticLog(string $m) { echo "static: $m\n"; }
    public function __invoke($m) { echo "invoked: $m\n"; }
}

$d = new EventDispatcher();
$logger = new Logger();
$counter = 0;
$d->on('user.login', function (string $user) use (&$counter) {
    $counter++;
    echo "  welcome $user (#$counter)\n";
});
$d->on('user.login', $logger->log(...), 10);
$d->on('user.login', [$logger, 'log'], 5);
$d->on('user.login', 'Logger::staticLog', -1);
$d->on('user.login', [Logger::class, 'staticLog'], -2);
$d->on('user.login', $logger, -3);
$d->on('user.logout', fn($u) => print("  bye $u\n"));
$d->on('user.logout', fn($u) => false, -5);
$d->on('user.logout', fn($u) => print("  never\n"), -10);
$d->on('math', strtoupper(...));

echo "Dispatched to ", $d->dispatch('user.login', ['alice']), "\n";
echo "Dispatched to ", $d->dispatch('user.login', ['bob']), "\n";
echo "Dispatched to ", $d->dispatch('user.logout', ['carol']), "\n";
echo "Dispatched to ", $d->dispatch('nothing'), "\n";
print_r($logger->lines);
echo "count: ", EventDispatcher::count(), " counter: $counter\n";

$mult = fn($x) => fn($y) => $x * $y;
$double = $mult(2);
echo implode(' ', array_map($double, range(1, 5))), "\n";
$compose = fn(callable ...$fs) => fn($x) => array_reduce($fs, fn($acc, $f) => $f($acc), $x);
$f = $compose('trim', 'strrev', 'strtoupper', fn($s) => "<$s>");
echo $f("  hello "), "\n";
$bound = Closure::bind(function () { return count($this->listeners); }, $d, EventDispatcher::class);
echo "listeners events: ", $bound(), "\n";
$fn = function() { return static::class; };
echo (Closure::bind($fn, null, Logger::class))(), "\n";
var_dump(is_callable([$logger, 'nope']), is_callable('Logger::staticLog'), is_callable($logger));
$r = new ReflectionFunction($double);
echo $r->getNumberOfParameters(), "\n";
echo call_user_func_array([$logger, 'log'], ['x', 'a', 'b']) ?? 'null', "\n";
echo end($logger->lines), "\n";
--EXPECT--
Dispatched to   welcome alice (#1)
static: alice
static: alice
invoked: alice
6
Dispatched to   welcome bob (#2)
static: bob
static: bob
invoked: bob
6
Dispatched to   bye carol
  propagation stopped at priority -5
2
Dispatched to No listeners for nothing
0
Array
(
    [0] => alice
    [1] => alice
    [2] => bob
    [3] => bob
)
count: 4 counter: 2
2 4 6 8 10
<OLLEH>
listeners events: 3
Logger
bool(false)
bool(true)
bool(true)
1
null
x [a, b]
