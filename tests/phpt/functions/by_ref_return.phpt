--TEST--
functions returning by reference
--FILE--
<?php
class Registry {
    private $items = ['a' => 1];
    public function &get($k) {
        return $this->items[$k];
    }
    public function all() { return $this->items; }
}
$r = new Registry;
$ref = &$r->get('a');
$ref = 100;
$copy = $r->get('a');
$copy = 5;
print_r($r->all());
function &counterRef() {
    static $c = 0;
    $c++;
    return $c;
}
$c = &counterRef();
$c += 10;
echo counterRef(), "\n";
--EXPECT--
Array
(
    [a] => 100
)
12
