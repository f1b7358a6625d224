--TEST--
switch with loose comparison, fallthrough and default in the middle
--FILE--
<?php
function sw($v) {
    $out = [];
    switch ($v) {
        case 1:
            $out[] = "one";
        case 2:
            $out[] = "two";
            break;
        default:
            $out[] = "default";
        case "apple":
            $out[] = "apple";
            break;
        case null:
            $out[] = "null";
            break;
    }
    return implode(",", $out);
}
foreach ([1, 2, "1", "2.0", 3, "apple", 0, null, false, ""] as $v) {
    echo var_export($v, true), " -> ", sw($v), "\n";
}
switch (true) {
    case 5 > 10:
        echo "no\n";
        break;
    case 5 > 1:
        echo "switch(true) picks the first true case\n";
        break;
}
switch (1):
endswitch;
echo "empty switch ok\n";
--EXPECT--
1 -> one,two
2 -> two
'1' -> one,two
'2.0' -> two
3 -> default,apple
'apple' -> apple
0 -> null
NULL -> null
false -> null
'' -> null
switch(true) picks the first true case
empty switch ok
