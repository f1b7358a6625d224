--TEST--
var: var dump debuginfo
--FILE--
<?php
class D {
    private $secret = 'hidden';
    public function __debugInfo() {
        return ['shown' => 42, 'list' => [1, 2]];
    }
}
var_dump(new D);
print_r(new D);
echo "\n";
var_export(new D);
echo "\n";
--EXPECT--
object(D)#1 (2) {
  ["shown"]=>
  int(42)
  ["list"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
D Object
(
    [shown] => 42
    [list] => Array
        (
            [0] => 1
            [1] => 2
        )

)

\D::__set_state(array(
   'secret' => 'hidden',
))
