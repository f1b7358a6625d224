--TEST--
?? , isset() and empty() on properties and their elements: present, null, private from outside, undeclared, __isset/__get
--FILE--
<?php
class Store {
    private array $items = ['a' => 1, 'n' => null, 'z' => 0];
    public $pub = null;
    public $list = [1, 2];
    private $hidden = 'h';
    public function get($k) { return $this->items[$k] ?? 'default'; }
    public function has($k) { return isset($this->items[$k]); }
    public function blank($k) { return empty($this->items[$k]); }
    public function hiddenOr() { return $this->hidden ?? 'none'; }
}
class Magic {
    private $secret = 's';
    public function __isset($n) { echo "__isset($n) "; return $n === 'virtual' || $n === 'secret'; }
    public function __get($n) { echo "__get($n) "; return "got $n"; }
}
$s = new Store;
foreach (['a', 'n', 'z', 'missing'] as $k) {
    var_dump($s->get($k), $s->has($k), $s->blank($k));
}
var_dump($s->pub ?? 'pub is null', $s->list[1] ?? 'x', $s->list[5] ?? 'no 5', $s->hidden ?? 'private from outside');
var_dump($s->hiddenOr(), isset($s->pub), isset($s->list), $s->nothing ?? 'undeclared');
$m = new Magic;
var_dump($m->virtual ?? 'v-default');
var_dump($m->secret ?? 's-default');
var_dump($m->other ?? 'o-default');
var_dump(isset($m->secret), empty($m->virtual));
$n = null;
var_dump($n?->x ?? 'nullsafe', $n->x ?? 'null base');
--EXPECT--
int(1)
bool(true)
bool(false)
string(7) "default"
bool(false)
bool(true)
int(0)
bool(true)
bool(true)
string(7) "default"
bool(false)
bool(true)
string(11) "pub is null"
int(2)
string(4) "no 5"
string(20) "private from outside"
string(1) "h"
bool(false)
bool(true)
string(10) "undeclared"
__isset(virtual) __get(virtual) string(11) "got virtual"
__isset(secret) __get(secret) string(10) "got secret"
__isset(other) string(9) "o-default"
__isset(secret) __isset(virtual) __get(virtual) bool(true)
bool(false)
string(8) "nullsafe"
string(9) "null base"
