--TEST--
echo with several arguments and print's return value
--FILE--
<?php
echo "a", "b", 1, 2.5, true, null, false, "\n";
$r = print "printed\n";
var_dump($r);
print("paren") . print("nested\n");
echo "\n";
echo 1 + 2 . "3", "\n";
echo -1.0, " ", 0.1 + 0.7, " ", 1e100, "\n";
if (print "") {
    echo "print returns 1\n";
}
--EXPECT--
ab12.51
printed
int(1)
nested
paren1
33
-1 0.8 1.0E+100
print returns 1
