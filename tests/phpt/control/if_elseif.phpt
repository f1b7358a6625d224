--TEST--
if, elseif, else if and nested conditions
--FILE--
<?php
function classify($n) {
    if ($n < 0) {
        return "negative";
    } elseif ($n == 0) {
        return "zero";
    } else if ($n < 10) {
        if ($n % 2) return "small odd";
        else return "small even";
    } else {
        return "large";
    }
}
foreach ([-5, 0, 3, 4, 10, "7", null, 2.5] as $n) {
    echo var_export($n, true), ": ", classify($n), "\n";
}
--EXPECTF--
-5: negative
0: zero
3: small odd
4: small even
10: large
'7': small odd
NULL: zero
2.5: 
Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line 8
small even
