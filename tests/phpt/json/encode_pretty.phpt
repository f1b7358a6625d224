--TEST--
json: encode pretty
--FILE--
<?php
echo json_encode(['a' => 1, 'b' => [1, 2, []], 'c' => new stdClass, 'd' => ['x' => null]], JSON_PRETTY_PRINT), "\n";
echo json_encode([], JSON_PRETTY_PRINT), "\n";
echo json_encode([[]], JSON_PRETTY_PRINT), "\n";
echo json_encode(['k' => [[1, ['z' => 2]]]], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
echo json_encode("a/b", JSON_PRETTY_PRINT), "\n";
--EXPECT--
{
    "a": 1,
    "b": [
        1,
        2,
        []
    ],
    "c": {},
    "d": {
        "x": null
    }
}
[]
[
    []
]
{
    "k": [
        [
            1,
            {
                "z": 2
            }
        ]
    ]
}
"a\/b"
