--TEST--
printf, sprintf, vsprintf and fprintf formats
--FILE--
<?php
printf("%s is %d years and %.1f%% done\n", "Ann", 30, 99.5);
echo sprintf("[%'010.3f] [%-10s] [%10s] [%+05d] [%x] [%X] [%o] [%b] [%c]", 3.14159, "left", "right", 42, 255, 255, 8, 5, 97), "\n";
echo vsprintf("%2\$s %1\$s %2\$s", ["a", "b"]), "\n";
$n = printf("%05s|%-5s|%5.2s|\n", "ab", "cd", "xyz");
echo $n, "\n";
echo sprintf("%u", -1), " ", sprintf("%e", 0), " ", sprintf("%.3e", 123456), " ", sprintf("%d", "12abc"), "\n";
fprintf(STDOUT, "to %s\n", "stdout");
echo sprintf("%s", true), sprintf("%s", null), sprintf("%d", 3.99), sprintf("%5.1f", -2.25), "\n";
try {
    sprintf("%s %s", "only one");
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
Ann is 30 years and 99.5% done
[000003.142] [left      ] [     right] [+0042] [ff] [FF] [10] [101] [a]
b a b
000ab|cd   |   xy|
19
18446744073709551615 0.000000e+0 1.235e+5 12
to stdout
13 -2.2
3 arguments are required, 2 given
