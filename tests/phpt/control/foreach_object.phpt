--TEST--
foreach over an object's visible properties
--FILE--
<?php
class Point {
    public $x = 1;
    public $y = 2;
    protected $z = 3;
    private $w = 4;
    public function dump() {
        foreach ($this as $k => $v) {
            echo "$k=$v ";
        }
        echo "\n";
    }
}
$p = new Point;
$p->extra = 5;
foreach ($p as $k => $v) {
    echo "$k=$v ";
}
echo "\n";
$p->dump();
foreach ($p as $k => &$v) {
    $v = $v * 10;
}
unset($v);
echo $p->x, " ", $p->y, "\n";
--EXPECTF--
Deprecated: Creation of dynamic property Point::$extra is deprecated in %s on line 15
x=1 y=2 extra=5 
x=1 y=2 z=3 w=4 extra=5 
10 20
