--TEST--
ArrayAccess lets objects use [] syntax, isset and unset
--FILE--
<?php
class Config implements ArrayAccess, Countable, IteratorAggregate {
    private array $data = [];
    public function offsetExists(mixed $k): bool { echo "exists($k) "; return isset($this->data[$k]); }
    public function offsetGet(mixed $k): mixed { echo "get($k) "; return $this->data[$k] ?? null; }
    public function offsetSet(mixed $k, mixed $v): void {
        echo "set(" . var_export($k, true) . ") ";
        if ($k === null) $this->data[] = $v; else $this->data[$k] = $v;
    }
    public function offsetUnset(mixed $k): void { echo "unset($k) "; unset($this->data[$k]); }
    public function count(): int { return count($this->data); }
    public function getIterator(): Iterator { return new ArrayIterator($this->data); }
}
$c = new Config;
$c['host'] = 'localhost';
$c[] = 'appended';
echo "\n", $c['host'], "\n";
var_dump(isset($c['host']), isset($c['nope']), empty($c['host']));
unset($c['host']);
echo "\n", count($c), "\n";
echo $c['missing'] ?? 'default', "\n";
foreach ($c as $k => $v) echo "$k => $v\n";
--EXPECT--
set('host') set(NULL) 
get(host) localhost
exists(host) exists(nope) exists(host) get(host) bool(true)
bool(false)
bool(false)
unset(host) 
1
exists(missing) default
0 => appended
