--TEST--
json_encode and json_decode of nested data with flags
--FILE--
<?php
$data = ['name' => 'Ann "A"', 'tags' => ['x', 'y'], 'n' => 1.5, 'ok' => true, 'none' => null, 'url' => 'a/b', 'u' => 'é', 'empty' => [], 'obj' => new stdClass];
echo json_encode($data), "\n";
echo json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\n";
echo json_encode([1, [2, ['k' => 3]]], JSON_PRETTY_PRINT), "\n";
var_dump(json_decode('{"a":{"b":[1,2.0,"3"]},"c":null}', true));
$o = json_decode('{"x":1,"y":{"z":true}}');
echo get_class($o), " ", $o->y->z ? "true" : "false", "\n";
var_dump(json_decode('invalid'), json_last_error() !== 0, json_last_error_msg());
echo json_encode("a\u{1F600}b\n\t"), " ", json_encode(3.0), " ", json_encode(0.1), " ", json_encode([3 => 'x']), "\n";
--EXPECT--
{"name":"Ann \"A\"","tags":["x","y"],"n":1.5,"ok":true,"none":null,"url":"a\/b","u":"\u00e9","empty":[],"obj":{}}
{"name":"Ann \"A\"","tags":["x","y"],"n":1.5,"ok":true,"none":null,"url":"a/b","u":"é","empty":[],"obj":{}}
[
    1,
    [
        2,
        {
            "k": 3
        }
    ]
]
array(2) {
  ["a"]=>
  array(1) {
    ["b"]=>
    array(3) {
      [0]=>
      int(1)
      [1]=>
      float(2)
      [2]=>
      string(1) "3"
    }
  }
  ["c"]=>
  NULL
}
stdClass true
NULL
bool(true)
string(12) "Syntax error"
"a\ud83d\ude00b\n\t" 3 0.1 {"3":"x"}
