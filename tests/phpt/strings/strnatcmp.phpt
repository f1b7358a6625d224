--TEST--
natural order comparison
--FILE--
<?php
$pairs = [["img12.png", "img10.png"], ["img2", "img10"], ["IMG2", "img10"], ["a01", "a1"], ["x 1", "x1"], ["1.5", "1.10"], ["", ""], ["a", ""], ["0.1", "0.01"], ["abc10def", "abc9def"], ["007", "7"], ["  5", "5"], ["a2b", "a10b"]];
foreach ($pairs as [$a, $b]) {
    echo "$a|$b: ", strnatcmp($a, $b), " ", strnatcasecmp($a, $b), "\n";
}
$files = ["img12.png", "img10.png", "IMG2.png", "img1.png"];
usort($files, 'strnatcasecmp');
echo implode(",", $files), "\n";
--EXPECT--
img12.png|img10.png: 1 1
img2|img10: -1 -1
IMG2|img10: -1 -1
a01|a1: -1 -1
x 1|x1: 0 0
1.5|1.10: -1 -1
|: 0 0
a|: 1 1
0.1|0.01: 1 1
abc10def|abc9def: 1 1
007|7: 0 0
  5|5: 0 0
a2b|a10b: -1 -1
img1.png,IMG2.png,img10.png,img12.png
