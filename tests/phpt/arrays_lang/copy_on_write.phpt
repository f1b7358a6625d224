--TEST--
arrays are values: function arguments and assignments are independent copies
--FILE--
<?php
function appendAll(array $items, $x) {
    foreach ($items as &$i) $i .= $x;
    return $items;
}
$orig = ['a', 'b'];
$new = appendAll($orig, '!');
echo implode(",", $orig), " ", implode(",", $new), "\n";
$matrix = array_fill(0, 2, array_fill(0, 2, 0));
$matrix[0][1] = 5;
echo json_encode($matrix), "\n";
$objArr = [new stdClass];
$copy = $objArr;
$copy[0]->v = 'shared object';
echo $objArr[0]->v, "\n";
$big = range(1, 5);
$alias = $big;
$alias[] = 6;
echo count($big), " ", count($alias), "\n";
--EXPECT--
a,b a!,b!
[[0,5],[0,0]]
shared object
5 6
