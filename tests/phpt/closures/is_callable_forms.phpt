--TEST--
is_callable on strings, arrays, closures and invalid values
--FILE--
<?php
class Svc {
    public function pub() {}
    private function priv() {}
    public static function stat() {}
    public function __call($n, $a) {}
}
$checks = [
    'strlen', 'no_such_function', 'Svc::stat', 'Svc::nope', ['Svc', 'stat'],
    [new Svc, 'pub'], [new Svc, 'priv'], [new Svc, 'anything'], fn() => 1, 42, null, ['Svc'],
];
foreach ($checks as $c) {
    echo json_encode(is_callable($c)), " ";
}
echo "\n";
var_dump(is_callable('Svc::pub'));
--EXPECT--
true false true false true true true true true false false false 
bool(false)
