--TEST--
Two traits bringing the same property with different visibility is a fatal composition error naming both
--FILE--
<?php
trait First { public $value = 1; }
trait Second { protected $value = 1; }
class Holder {
    use First, Second;
}
echo "not reached\n";
--EXPECTF--

Fatal error: First and Second define the same property ($value) in the composition of Holder. However, the definition differs and is considered incompatible. Class was composed in %s on line 4
