--TEST--
sprintf strings, precision, argnum and star
--FILE--
<?php
printf("[%s] [%5s] [%-5s] [%05s] [%'*8s] [%.3s] [%5.1s] [%.s]\n", "x", "ab", "ab", "ab", "z", "abcdef", "xyz", "ab");
printf("[%1\$s %2\$s %1\$s] [%2\$'#6s]\n", "a", "b");
printf("[%*d] [%-*d] [%.*f]\n", 5, 42, 5, 42, 2, 3.14159);
printf("[%s] [%s] [%s] [%s]\n", true, false, null, 3.0);
echo sprintf("100%% sure %s", "yes"), "\n";
echo vsprintf("%04d-%02d-%02d", [2024, 5, 9]), "\n";
echo vsprintf("%2\$s %1\$s", ["world", "hello"]), "\n";
$n = printf("%s\n", "counted");
var_dump($n);
var_dump(vprintf("%d items\n", [3]));
--EXPECT--
[x] [   ab] [ab   ] [000ab] [*******z] [abc] [    x] [ab]
[a b a] [#####b]
[   42] [42   ] [3.14]
[1] [] [] [3]
100% sure yes
2024-05-09
hello world
counted
int(8)
3 items
int(8)
