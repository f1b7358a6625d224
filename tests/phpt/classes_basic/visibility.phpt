--TEST--
private and protected members are checked from outside and from subclasses
--FILE--
<?php
class Base {
    public $pub = 'pub';
    protected $prot = 'prot';
    private $priv = 'priv';
    private function secret() { return 'secret'; }
    protected function helper() { return 'helper'; }
    public function callSecret() { return $this->secret(); }
}
class Child extends Base {
    public function tryAll() {
        return [$this->pub, $this->prot, $this->helper(), $this->callSecret()];
    }
    public function tryPriv() { return $this->priv; }
}
$c = new Child;
print_r($c->tryAll());
foreach (['prot', 'priv'] as $prop) {
    try {
        echo $c->$prop;
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    $c->helper();
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    $c->secret();
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
var_dump($c->tryPriv());
--EXPECTF--
Array
(
    [0] => pub
    [1] => prot
    [2] => helper
    [3] => secret
)
Cannot access protected property Child::$prot

Warning: Undefined property: Child::$priv in %s on line 20
Call to protected method Base::helper() from global scope
Call to private method Base::secret() from global scope

Warning: Undefined property: Child::$priv in %s on line 14
NULL
