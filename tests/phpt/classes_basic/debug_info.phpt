--TEST--
__debugInfo controls var_dump output
--FILE--
<?php
class Secretive {
    private $password = 'hunter2';
    public $user = 'ann';
    public function __debugInfo() {
        return ['user' => $this->user, 'password' => '***'];
    }
}
var_dump(new Secretive);
print_r(new Secretive);
echo "\n";
--EXPECT--
object(Secretive)#1 (2) {
  ["user"]=>
  string(3) "ann"
  ["password"]=>
  string(3) "***"
}
Secretive Object
(
    [user] => ann
    [password] => ***
)
