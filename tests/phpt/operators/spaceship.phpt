--TEST--
the <=> operator across types and arrays
--FILE--
<?php
var_dump(1 <=> 2, 2 <=> 2, 3 <=> 2);
var_dump("a" <=> "b", "b" <=> "a", "abc" <=> "abd", "10" <=> "9", "10" <=> "9a");
var_dump(1.5 <=> 1.5, [1, 2] <=> [1, 3], [1, 2, 3] <=> [5, 6]);
var_dump(null <=> false, true <=> false, "" <=> null, 0 <=> "");
$people = [["bob", 30], ["al", 25], ["cy", 30]];
usort($people, fn($a, $b) => [$b[1], $a[0]] <=> [$a[1], $b[0]]);
echo implode(" ", array_column($people, 0)), "\n";
--EXPECT--
int(-1)
int(0)
int(1)
int(-1)
int(1)
int(-1)
int(1)
int(-1)
int(0)
int(-1)
int(1)
int(0)
int(1)
int(0)
int(1)
bob cy al
