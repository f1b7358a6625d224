--TEST--
passing missing keys and properties by reference creates them
--FILE--
<?php
function fill(&$target, $value) { $target = $value; }
$data = [];
fill($data['a']['b'], 'deep');
fill($data['list'][], 'appended');
print_r($data);
$o = new stdClass;
fill($o->prop, 'on object');
var_dump($o);
$s = ['count' => 0];
$inc = function (&$n) { $n++; };
$inc($s['count']);
$inc($s['count']);
echo $s['count'], "\n";
preg_match('/(\d+)/', 'abc 123', $m);
print_r($m);
--EXPECT--
Array
(
    [a] => Array
        (
            [b] => deep
        )

    [list] => Array
        (
            [0] => appended
        )

)
object(stdClass)#1 (1) {
  ["prop"]=>
  string(9) "on object"
}
2
Array
(
    [0] => 123
    [1] => 123
)
