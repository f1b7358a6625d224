--TEST--
++ and -- on ints, floats, null, bools and strings
--FILE--
<?php
$vals = [5, 1.5, null, "a", "z", "Az", "zz", "a9", "Zz", "9", "9.5", "", true, false, "-3"];
foreach ($vals as $v) {
    $inc = $v;
    $inc++;
    $dec = $v;
    $dec--;
    echo var_export($v, true), ": ++ ", var_export($inc, true), ", -- ", var_export($dec, true), "\n";
}
$i = 5;
echo $i++ + ++$i, " ", $i, "\n";
$j = 5;
echo $j-- - --$j, " ", $j, "\n";
--EXPECT--
5: ++ 6, -- 4
1.5: ++ 2.5, -- 0.5
NULL: ++ 1, -- NULL
'a': ++ 'b', -- 'a'
'z': ++ 'aa', -- 'z'
'Az': ++ 'Ba', -- 'Az'
'zz': ++ 'aaa', -- 'zz'
'a9': ++ 'b0', -- 'a9'
'Zz': ++ 'AAa', -- 'Zz'
'9': ++ 10, -- 8
'9.5': ++ 10.5, -- 8.5
'': ++ '1', -- -1
true: ++ true, -- true
false: ++ false, -- false
'-3': ++ -2, -- -4
12 7
2 3
