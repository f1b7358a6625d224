--TEST--
json: encode arrays
--FILE--
<?php
echo json_encode([]), "\n";
echo json_encode([1, 2, 3]), "\n";
echo json_encode([1 => 'a', 2 => 'b']), "\n";
echo json_encode(['a' => 1, 'b' => [1, 2], 'c' => []]), "\n";
echo json_encode([3 => 'x', 'k' => null]), "\n";
$a = [1, 2, 3];
unset($a[1]);
echo json_encode($a), "\n";
echo json_encode(array_values($a)), "\n";
echo json_encode([[[]]]), "\n";
--EXPECT--
[]
[1,2,3]
{"1":"a","2":"b"}
{"a":1,"b":[1,2],"c":[]}
{"3":"x","k":null}
{"0":1,"2":3}
[1,3]
[[[]]]
