--TEST--
static variables keep their value; global imports a global variable
--FILE--
<?php
function counter() {
    static $n = 0;
    static $list = [];
    $n++;
    $list[] = $n;
    return implode(",", $list);
}
counter();
counter();
echo counter(), "\n";
$total = 100;
function addToTotal($x) {
    global $total;
    $total += $x;
}
addToTotal(5);
addToTotal(7);
echo $total, "\n";
function readsMissing() {
    global $neverSet;
    var_dump($neverSet);
    $neverSet = "now set";
}
readsMissing();
echo $neverSet, "\n";
class Counter {
    public function hit() {
        static $hits = 0;
        return ++$hits;
    }
}
$a = new Counter;
$b = new Counter;
$a->hit();
$b->hit();
echo $a->hit(), "\n";
--EXPECT--
1,2,3
112
NULL
now set
3
