--TEST--
A trait property differing from one inherited from the parent class is a fatal composition error naming the parent
--FILE--
<?php
trait Counted { public $count = 0; }
class Base { public $count = 0; private $hidden = 1; }
class Same extends Base { use Counted; }
echo (new Same)->count, "\n";
trait Hides { public $hidden = 2; }
class Shadow extends Base { use Hides; }
echo (new Shadow)->hidden, "\n";
class Differs extends Base {
    use Counted2;
}
trait Counted2 { public $count = 10; }
--EXPECTF--
0
2

Fatal error: Base and Counted2 define the same property ($count) in the composition of Differs. However, the definition differs and is considered incompatible. Class was composed in %s on line 9
