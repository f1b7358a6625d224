--TEST--
Exception traces through closures, array_map and static factories
--FILE--
<?php
class Repo {
    private array $rows = [['id' => 1, 'name' => 'a'], ['id' => 2, 'name' => 'b']];
    public function find(int $id): array {
        foreach ($this->rows as $r) if ($r['id'] === $id) return $r;
        throw new OutOfBoundsException("Row $id not found");
    }
    public function mapAll(callable $f): array { return array_map($f, $this->rows); }
    public static function make(): static { return new static(); }
}
class Service {
    public function __construct(private Repo $repo) {}
    public function names(array $ids): array {
        return array_map(fn($id) => $this->repo->find($id)['name'], $ids);
    }
    public function __toString(): string { return 'Service'; }
}
$s = new Service(Repo::make());
print_r($s->names([1, 2]));
try {
    $s->names([1, 3]);
} catch (OutOfBoundsException $e) {
    echo $e->getTraceAsString(), "\n";
    foreach ($e->getTrace() as $i => $fr) echo $i, ' ', $fr['class'] ?? '-', $fr['type'] ?? '', $fr['function'], ' ', isset($fr['line']) ? $fr['line'] : 'internal', ' args=', isset($fr['args']) ? count($fr['args']) : 'n/a', "\n";
}
try {
    Repo::make()->mapAll(function (array $row) { if ($row['id'] > 1) throw new LogicException('bad row ' . json_encode($row)); return $row; });
} catch (LogicException $e) {
    echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
function recurse(int $n, string $label = 'lbl', ?array $opts = null, float $f = 1.5, bool $b = false) { if ($n === 0) throw new RuntimeException('bottom'); recurse($n - 1, str_repeat('x', 20), ['k' => 1], $f * 2, !$b); }
try { recurse(3); } catch (RuntimeException $e) { echo $e->getTraceAsString(), "\n"; }
$e = new Exception('outer', 1, new InvalidArgumentException('inner', 2));
echo get_class($e->getPrevious()), "\n";
echo $e, "\n";
usort($arr, fn($a, $b) => 0);
$data = [3, 1, 2];
usort($data, function ($a, $b) { if ($a == 2) throw new DomainException("cmp $a $b"); return $a <=> $b; });
--EXPECTF--
Array
(
    [0] => a
    [1] => b
)
#0 %s(14): Repo->find(3)
#1 [internal function]: Service->{closure}(3)
#2 %s(14): array_map(Object(Closure), Array)
#3 %s(21): Service->names(Array)
#4 {main}
0 Repo->find 14 args=1
1 Service->{closure} internal args=1
2 -array_map 14 args=2
3 Service->names 21 args=1
bad row {"id":2,"name":"b"}
#0 [internal function]: {closure}(Array)
#1 %s(8): array_map(Object(Closure), Array)
#2 %s(27): Repo->mapAll(Object(Closure))
#3 {main}
#0 %s(31): recurse(0, 'xxxxxxxxxxxxxxx...', Array, 12.0, true)
#1 %s(31): recurse(1, 'xxxxxxxxxxxxxxx...', Array, 6.0, false)
#2 %s(31): recurse(2, 'xxxxxxxxxxxxxxx...', Array, 3.0, true)
#3 %s(32): recurse(3)
#4 {main}
InvalidArgumentException
InvalidArgumentException: inner in %s:33
Stack trace:
#0 {main}

Next Exception: outer in %s:33
Stack trace:
#0 {main}

Fatal error: Uncaught TypeError: usort(): Argument #1 ($array) must be of type array, null given in %s:36
Stack trace:
#0 %s(36): usort(NULL, Object(Closure))
#1 {main}
  thrown in %s on line 36
