--TEST--
array_column reads object properties as the calling code sees them (private hidden outside, __isset/__get used)
--FILE--
<?php
class U { public $n = null; public function __construct(public $id, public $name, private $secret = 's', protected $prot = 'p') {}
  public static function secrets(array $l) { return array_column($l, 'secret', 'prot'); } }
class V extends U { public static function prots(array $l) { return [array_column($l, 'prot'), array_column($l, 'secret')]; } }
class M { private $data = ['x' => 1, 'y' => 2];
  public function __isset($k) { echo "isset($k) "; return isset($this->data[$k]); }
  public function __get($k) { echo "get($k) "; return $this->data[$k]; } }
class G { public function __get($k) { return 'g'; } }
$l = [new U(1, 'a'), new U(2, 'b', 't', 'q')];
print_r(array_column($l, 'secret'));
print_r(U::secrets($l));
print_r(V::prots($l));
print_r(array_column($l, 'n'));
print_r(array_column([new M, new M], 'x', 'y'));
print_r(array_column([new M], 'z'));
print_r(array_column([new G], 'z'));
$f = function() use ($l) { return array_column($l, 'secret'); };
print_r(Closure::bind($f, null, U::class)());
--EXPECT--
Array
(
)
Array
(
    [p] => s
    [q] => t
)
Array
(
    [0] => Array
        (
            [0] => p
            [1] => q
        )

    [1] => Array
        (
        )

)
Array
(
    [0] => 
    [1] => 
)
isset(x) get(x) isset(y) get(y) isset(x) get(x) isset(y) get(y) Array
(
    [2] => 1
)
isset(z) Array
(
)
Array
(
)
Array
(
    [0] => s
    [1] => t
)
