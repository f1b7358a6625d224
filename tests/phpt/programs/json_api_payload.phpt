--TEST--
JSON decoding and encoding of an API payload with flags and errors
--FILE--
<?php
$json = '{"users":[{"id":1,"name":"Ann","roles":["admin","dev"],"active":true,"score":98.5,"meta":null},{"id":2,"name":"Bob \"B\"","roles":[],"active":false,"score":72,"meta":{"since":"2020-01-01"}}],"total":2,"page":{"n":1,"size":50}}';
$data = json_decode($json, true);
foreach ($data['users'] as $u) {
    printf("#%d %-10s roles=%-10s active=%-5s score=%5.1f since=%s\n", $u['id'], $u['name'], implode('|', $u['roles']) ?: '-', var_export($u['active'], true), $u['score'], $u['meta']['since'] ?? 'n/a');
}
$obj = json_decode($json);
echo $obj->users[1]->meta->since, ' ', $obj->page->size, ' ', gettype($obj->users[0]->score), ' ', gettype($obj->users[1]->score), "\n";
echo json_encode($obj->users[0]), "\n";
echo json_encode($data['page'], JSON_PRETTY_PRINT), "\n";
$out = ['ok' => true, 'count' => count($data['users']), 'names' => array_column($data['users'], 'name'), 'avg' => array_sum(array_column($data['users'], 'score')) / 2, 'empty_obj' => new stdClass, 'empty_arr' => [], 'nested' => ['a' => ['b' => ['c' => 1]]], 'float' => 10.0, 'unicode' => "caf\u{e9} \u{1F600}", 'slash' => 'a/b'];
echo json_encode($out), "\n";
echo json_encode($out, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION), "\n";
echo json_encode([3 => 'x', 4 => 'y']), json_encode(['x', 'y']), json_encode([1 => 1, 0 => 0]), json_encode(array_values([3 => 'x'])), "\n";
echo json_encode("line\nbreak\ttab\\back\"quote\x01ctrl"), "\n";
echo json_encode(3.0), json_encode(0.1 + 0.2), json_encode(1e100), json_encode(-0.0), json_encode(PHP_INT_MAX), json_encode(NAN === NAN), "\n";
var_dump(json_encode(NAN), json_last_error_msg());
var_dump(json_decode('[1, 2, 3', true), json_last_error(), json_last_error_msg());
var_dump(json_decode('{"a":1}', false, 1), json_last_error_msg());
var_dump(json_decode('"\ud83d\ude00"'), json_decode('1e2'), json_decode('-0'), json_decode('0.0'), json_decode(' true '), json_decode('TRUE'));
var_dump(json_decode('{"a":{"b":1}}', true, 512, JSON_OBJECT_AS_ARRAY), json_decode('[]', false), json_decode('{}', true), json_decode('{}'));
var_dump(json_decode('{"big":12345678901234567890}', true, 512, JSON_BIGINT_AS_STRING));
class Product implements JsonSerializable { public function __construct(private string $n, private float $p) {} public function jsonSerialize(): array { return ['name' => $this->n, 'price' => round($this->p, 2), 'tags' => []]; } }
echo json_encode(['products' => [new Product('A', 1.234), new Product('B', 5)]], JSON_PRETTY_PRINT), "\n";
class Plain { public $a = 1; protected $b = 2; private $c = 3; public $n = null; }
echo json_encode(new Plain), "\n";
try { json_encode(["bad" => "\xff"], JSON_THROW_ON_ERROR); } catch (JsonException $e) { echo $e->getMessage(), ' ', $e->getCode(), "\n"; }
echo json_encode(["\xff"], JSON_INVALID_UTF8_IGNORE), "\n";
$rec = []; $rec['self'] = &$rec;
var_dump(json_encode($rec)); echo json_last_error_msg(), "\n";
echo json_encode([[1, [2, [3]]]], 0, 2) === false ? 'depth error: ' . json_last_error_msg() : 'ok', "\n";
echo json_encode(['k' => true], JSON_FORCE_OBJECT), json_encode([[]], JSON_FORCE_OBJECT), "\n";
echo json_encode("é", JSON_UNESCAPED_UNICODE), json_encode("\u{2028}"), json_encode("\u{2028}", JSON_UNESCAPED_UNICODE), json_encode("\u{2028}", JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS), "\n";
echo json_encode(12.0, JSON_PRETTY_PRINT), ' ', json_encode([], JSON_PRETTY_PRINT), ' ', json_encode(new stdClass, JSON_PRETTY_PRINT), ' ', json_encode([[]], JSON_PRETTY_PRINT), "\n";
echo json_encode('123', JSON_NUMERIC_CHECK), json_encode(['1.5', '1e3', 'abc', '0x1'], JSON_NUMERIC_CHECK), "\n";
--EXPECT--
#1 Ann        roles=admin|dev  active=true  score= 98.5 since=n/a
#2 Bob "B"    roles=-          active=false score= 72.0 since=2020-01-01
2020-01-01 50 double integer
{"id":1,"name":"Ann","roles":["admin","dev"],"active":true,"score":98.5,"meta":null}
{
    "n": 1,
    "size": 50
}
{"ok":true,"count":2,"names":["Ann","Bob \"B\""],"avg":85.25,"empty_obj":{},"empty_arr":[],"nested":{"a":{"b":{"c":1}}},"float":10,"unicode":"caf\u00e9 \ud83d\ude00","slash":"a\/b"}
{
    "ok": true,
    "count": 2,
    "names": [
        "Ann",
        "Bob \"B\""
    ],
    "avg": 85.25,
    "empty_obj": {},
    "empty_arr": [],
    "nested": {
        "a": {
            "b": {
                "c": 1
            }
        }
    },
    "float": 10.0,
    "unicode": "café 😀",
    "slash": "a/b"
}
{"3":"x","4":"y"}["x","y"]{"1":1,"0":0}["x"]
"line\nbreak\ttab\\back\"quote\u0001ctrl"
30.300000000000000041.0e+100-09223372036854775807false
bool(false)
string(34) "Inf and NaN cannot be JSON encoded"
NULL
int(4)
string(12) "Syntax error"
NULL
string(28) "Maximum stack depth exceeded"
string(4) "😀"
float(100)
int(0)
float(0)
bool(true)
NULL
array(1) {
  ["a"]=>
  array(1) {
    ["b"]=>
    int(1)
  }
}
array(0) {
}
array(0) {
}
object(stdClass)#7 (0) {
}
array(1) {
  ["big"]=>
  string(20) "12345678901234567890"
}
{
    "products": [
        {
            "name": "A",
            "price": 1.23,
            "tags": []
        },
        {
            "name": "B",
            "price": 5,
            "tags": []
        }
    ]
}
{"a":1,"n":null}
Malformed UTF-8 characters, possibly incorrectly encoded 5
[""]
bool(false)
Recursion detected
depth error: Maximum stack depth exceeded
{"k":true}{"0":{}}
"é""\u2028""\u2028"" "
12 [] {} [
    []
]
123[1.5,1000,"abc","0x1"]
