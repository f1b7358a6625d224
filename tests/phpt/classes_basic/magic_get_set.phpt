--TEST--
__get, __set, __isset and __unset for inaccessible properties
--FILE--
<?php
class Bag {
    private array $data = [];
    public $real = 'real';
    public function __get($name) {
        echo "__get($name) ";
        return $this->data[$name] ?? null;
    }
    public function __set($name, $value) {
        echo "__set($name) ";
        $this->data[$name] = $value;
    }
    public function __isset($name) {
        echo "__isset($name) ";
        return isset($this->data[$name]);
    }
    public function __unset($name) {
        echo "__unset($name) ";
        unset($this->data[$name]);
    }
}
$b = new Bag;
$b->color = 'red';
echo $b->color, "\n";
echo $b->real, "\n";
var_dump(isset($b->color), isset($b->size), empty($b->color));
unset($b->color);
var_dump(isset($b->color));
$b->data = 'private name goes through __set too';
echo "\n";
echo $b->missing ?? 'default', "\n";
--EXPECT--
__set(color) __get(color) red
real
__isset(color) __isset(size) __isset(color) __get(color) bool(true)
bool(false)
bool(false)
__unset(color) __isset(color) bool(false)
__set(data) 
__isset(missing) default
