--TEST--
typed property coercion and errors
--FILE--
<?php
class T {
    public int $i = 0;
    public ?float $f = null;
    public string $s = '';
    public bool $b = false;
    public array $a = [];
    public int|string $u = 0;
    public self|null $me = null;
}
$t = new T;
$t->i = "42";
$t->f = 3;
$t->s = 12.5;
$t->b = "yes";
$t->u = 1.0;
$t->me = $t;
var_dump($t->i, $t->f, $t->s, $t->b, $t->u, $t->me === $t);
foreach ([['i', 'abc'], ['a', 'str'], ['f', []], ['i', null], ['me', new stdClass]] as [$prop, $val]) {
    try {
        $t->$prop = $val;
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
$t->i += 5;
var_dump($t->i);
$t->i++;
var_dump($t->i);
--EXPECT--
int(42)
float(3)
string(4) "12.5"
bool(true)
int(1)
bool(true)
Cannot assign string to property T::$i of type int
Cannot assign string to property T::$a of type array
Cannot assign array to property T::$f of type ?float
Cannot assign null to property T::$i of type int
Cannot assign stdClass to property T::$me of type ?self
int(47)
int(48)
