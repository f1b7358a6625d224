--TEST--
is_callable on private and protected methods follows the calling scope and __call
--FILE--
<?php
trait T { public function tl() {} }
class A {
    use T { tl as protected tlp; }
    private function priv() {} protected function prot() {} public function pub() {} public static function st() {}
    public function inside() { return [is_callable([$this, 'priv']), is_callable([$this, 'prot']), is_callable([$this, 'tlp'])]; }
    public function __call($n, $a) {}
}
class B { private function priv() {} protected function prot() {} }
$a = new A; $b = new B;
var_dump(is_callable([$a, 'priv']), is_callable([$a, 'tlp']), is_callable([$a, 'tl']), is_callable([$a, 'pub']), is_callable('A::st'), is_callable([$a, 'nope']));
var_dump(is_callable([$b, 'priv']), is_callable([$b, 'prot']), is_callable([$b, 'nope']), is_callable('B::prot'));
var_dump($a->inside());
var_dump(method_exists($b, 'priv'), is_callable('strlen'), is_callable('nofunc'), is_callable(fn() => 1));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
array(3) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
bool(true)
bool(true)
bool(false)
bool(true)
