--TEST--
references to object properties and objects passed by handle
--FILE--
<?php
class Box { public $v = 1; public array $list = []; }
$b = new Box;
$r = &$b->v;
$r = 10;
echo $b->v, "\n";
function modify(Box $box) { $box->v = 'modified'; $box = new Box; $box->v = 'replaced'; }
modify($b);
echo $b->v, "\n";
function replace(Box &$box) { $box = new Box; $box->v = 'replaced by ref'; }
replace($b);
echo $b->v, "\n";
$l = &$b->list;
$l[] = 'x';
$l[] = 'y';
echo count($b->list), "\n";
$objs = [new Box, new Box];
foreach ($objs as $o) {
    $o->v = 'set in loop';
}
echo $objs[1]->v, "\n";
--EXPECT--
10
modified
replaced by ref
2
set in loop
