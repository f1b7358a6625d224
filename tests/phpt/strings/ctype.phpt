--TEST--
ctype_* predicates
--FILE--
<?php
foreach (["ctype_digit", "ctype_alpha", "ctype_alnum", "ctype_upper", "ctype_lower", "ctype_space", "ctype_punct", "ctype_xdigit", "ctype_cntrl", "ctype_print", "ctype_graph"] as $f) {
    echo $f, ":";
    foreach (["123", "", "abc", "ABC", "ab12", " \n\t", "!?", "fF0", "\t\x01", "ab c", "a\xe9"] as $s) {
        echo " ", $f($s) ? "T" : "F";
    }
    echo "\n";
}
--EXPECT--
ctype_digit: T F F F F F F F F F F
ctype_alpha: F F T T F F F F F F F
ctype_alnum: T F T T T F F T F F F
ctype_upper: F F F T F F F F F F F
ctype_lower: F F T F F F F F F F F
ctype_space: F F F F F T F F F F F
ctype_punct: F F F F F F T F F F F
ctype_xdigit: T F T T T F F T F F F
ctype_cntrl: F F F F F F F F T F F
ctype_print: T F T T T F T T F T F
ctype_graph: T F T T T F T T F F F
