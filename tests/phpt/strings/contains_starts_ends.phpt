--TEST--
str_contains, str_starts_with, str_ends_with
--FILE--
<?php
$cases = [["abc", ""], ["abc", "a"], ["abc", "c"], ["abc", "abcd"], ["", ""], ["abc", "B"]];
foreach ($cases as [$h, $n]) {
    echo json_encode([$h, $n]), " ", var_export(str_contains($h, $n), true), " ", var_export(str_starts_with($h, $n), true), " ", var_export(str_ends_with($h, $n), true), "\n";
}
--EXPECT--
["abc",""] true true true
["abc","a"] true true false
["abc","c"] true false true
["abc","abcd"] false false false
["",""] true true true
["abc","B"] false false false
