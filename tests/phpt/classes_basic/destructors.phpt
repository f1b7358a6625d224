--TEST--
__destruct runs when the last reference goes away and at script end
--FILE--
<?php
class Res {
    public function __construct(public string $name) { echo "open $name\n"; }
    public function __destruct() { echo "close $this->name\n"; }
}
function scope() {
    $r = new Res("local");
    echo "in scope\n";
}
scope();
echo "after scope\n";
$a = new Res("a");
$b = $a;
unset($a);
echo "a unset, b still holds it\n";
$b = null;
echo "b nulled\n";
$c = new Res("c1");
$c = new Res("c2");
echo "reassigned\n";
$keep = new Res("end of script");
echo "done\n";
--EXPECT--
open local
in scope
close local
after scope
open a
a unset, b still holds it
close a
b nulled
open c1
open c2
close c1
reassigned
open end of script
done
close end of script
close c2
