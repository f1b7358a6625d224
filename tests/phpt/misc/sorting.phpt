--TEST--
sort functions with flags and stability
--FILE--
<?php
$nums = [10, 9, "8", 1.5, "abc", true];
$a = [3, "10", 1, "2"];
sort($a);
echo json_encode($a), "\n";
sort($a, SORT_STRING);
echo json_encode($a), "\n";
rsort($a);
echo json_encode($a), "\n";
$assoc = ['b' => 2, 'a' => 3, 'c' => 1];
asort($assoc); echo json_encode($assoc), "\n";
arsort($assoc); echo json_encode($assoc), "\n";
ksort($assoc); echo json_encode($assoc), "\n";
krsort($assoc); echo json_encode($assoc), "\n";
$people = [['n' => 'a', 'g' => 2], ['n' => 'b', 'g' => 1], ['n' => 'c', 'g' => 2], ['n' => 'd', 'g' => 1]];
usort($people, fn($x, $y) => $x['g'] <=> $y['g']);
echo implode("", array_column($people, 'n')), "\n";
uasort($assoc, fn($x, $y) => $y - $x);
echo json_encode($assoc), "\n";
uksort($assoc, 'strcmp');
echo json_encode($assoc), "\n";
$mixed = ["10", 9, "9a", 1.5];
sort($mixed);
echo json_encode($mixed), "\n";
--EXPECT--
[1,"2",3,"10"]
[1,"10","2",3]
["10",3,"2",1]
{"c":1,"b":2,"a":3}
{"a":3,"b":2,"c":1}
{"a":3,"b":2,"c":1}
{"c":1,"b":2,"a":3}
bdac
{"a":3,"b":2,"c":1}
{"a":3,"b":2,"c":1}
[1.5,9,"10","9a"]
