--TEST--
preg_replace_callback with closures and flags
--FILE--
<?php
echo preg_replace_callback('/\d+/', fn($m) => $m[0] * 2, 'a1 b22 c333'), "\n";
echo preg_replace_callback('/(?<k>\w+)=(\w+)/', function ($m) { return strtoupper($m['k']) . ':' . $m[2]; }, 'a=1, bb=2', -1, $count), " $count\n";
echo preg_replace_callback('/x(y)?/', fn($m) => count($m), 'x xy'), "\n";
echo preg_replace_callback('/x(y)?/', fn($m) => var_export($m[1], true), 'x xy', -1, $c, PREG_UNMATCHED_AS_NULL), "\n";
echo preg_replace_callback('/b/', fn($m) => $m[0][1], 'abcb', -1, $c, PREG_OFFSET_CAPTURE), "\n";
echo preg_replace_callback(['/a/', '/b/'], fn($m) => strtoupper($m[0]), 'aabb', 3), "\n";
print_r(preg_replace_callback('/\d/', fn($m) => "<$m[0]>", ['x1', 'y' => 'z23']));
--EXPECT--
a2 b44 c666
A:1, BB:2 2
1 2
NULL 'y'
a1c3
AABB
Array
(
    [0] => x<1>
    [y] => z<2><3>
)
