--TEST--
json: roundtrip
--FILE--
<?php
$data = ['name' => "Zoë", 'tags' => ['a', 'b'], 'n' => 3, 'f' => 2.5, 'ok' => true, 'none' => null, 'nested' => ['x' => ['y' => [1, 2, 3]]]];
$json = json_encode($data);
echo $json, "\n";
var_dump(json_decode($json, true) === $data);
$pretty = json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE);
echo $pretty, "\n";
var_dump(json_decode($pretty, true) == $data);
$obj = json_decode($json);
echo json_encode($obj), "\n";
var_dump(json_encode(json_decode('0.1')), json_encode(json_decode('1.0')));
--EXPECT--
{"name":"Zo\u00eb","tags":["a","b"],"n":3,"f":2.5,"ok":true,"none":null,"nested":{"x":{"y":[1,2,3]}}}
bool(true)
{
    "name": "Zoë",
    "tags": [
        "a",
        "b"
    ],
    "n": 3,
    "f": 2.5,
    "ok": true,
    "none": null,
    "nested": {
        "x": {
            "y": [
                1,
                2,
                3
            ]
        }
    }
}
bool(true)
{"name":"Zo\u00eb","tags":["a","b"],"n":3,"f":2.5,"ok":true,"none":null,"nested":{"x":{"y":[1,2,3]}}}
string(3) "0.1"
string(1) "1"
