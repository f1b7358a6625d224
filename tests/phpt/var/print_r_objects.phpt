--TEST--
var: print r objects
--FILE--
<?php
class P { private $pp = 1; protected $pr = 2; }
class Foo extends P { public $pub = 'p'; private $priv = [1]; protected $prot; }
print_r(new Foo);
echo "\n";
$o = new stdClass;
$o->o = $o;
$o->a = [1];
print_r($o);
echo "\n";
enum E: string { case A = 'a'; }
enum F { case B; }
print_r(E::A); echo "\n";
print_r(F::B); echo "\n";
print_r([E::A]);
$a = [1];
$a[] = &$a;
print_r($a);
--EXPECT--
Foo Object
(
    [pp:P:private] => 1
    [pr:protected] => 2
    [pub] => p
    [priv:Foo:private] => Array
        (
            [0] => 1
        )

    [prot:protected] => 
)

stdClass Object
(
    [o] => stdClass Object
 *RECURSION*
    [a] => Array
        (
            [0] => 1
        )

)

E Enum:string
(
    [name] => A
    [value] => a
)

F Enum
(
    [name] => B
)

Array
(
    [0] => E Enum:string
        (
            [name] => A
            [value] => a
        )

)
Array
(
    [0] => 1
    [1] => Array
 *RECURSION*
)
