--TEST--
break N and continue N out of nested loops
--FILE--
<?php
for ($i = 0; $i < 3; $i++) {
    for ($j = 0; $j < 3; $j++) {
        if ($j == 1) continue 2;
        echo "$i$j ";
    }
    echo "unreached ";
}
echo "\n";
foreach ([1, 2, 3] as $a) {
    foreach ([1, 2, 3] as $b) {
        foreach ([1, 2, 3] as $c) {
            if ($a * $b * $c == 4) {
                echo "found $a $b $c\n";
                break 3;
            }
        }
    }
}
$i = 0;
while (true) {
    switch ($i++) {
        case 3:
            break 2;
        default:
            echo "i=$i ";
            continue 2;
    }
}
echo "\nafter $i\n";
--EXPECT--
00 10 20 
found 1 2 2
i=1 i=2 i=3 
after 4
