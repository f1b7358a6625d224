--TEST--
date/mktime formats, json round-trips and errors, preg_* functions, interpolation and heredoc, printf/sprintf formats, math and base conversion
--FILE--
<?php
$ts = mktime(14, 30, 45, 7, 4, 2021);
echo date("Y-m-d H:i:s", $ts), "\n";
echo date("D, d M Y", $ts), " | ", date("l jS \of F Y h:i:s A", $ts), "\n";
echo date("N w z t L W", $ts), " ", date("g G y n j", $ts), "\n";
echo date(DATE_ATOM, 0), " ", date("U", 86400), "\n";
echo date("Y-m-d", strtotime("2024-02-28 +1 day")), " ", date("Y-m-d", strtotime("2024-01-31")), "\n";
var_dump(checkdate(2, 29, 2023), checkdate(2, 29, 2024));
$data = ['name' => 'Ann', 'age' => 30, 'tags' => ['a', 'b'], 'score' => 9.5, 'active' => true, 'none' => null, 'path' => '/x/y', 'uni' => 'héllo'];
$json = json_encode($data);
echo $json, "\n";
echo json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\n";
$back = json_decode($json, true);
var_dump($back === $data);
$obj = json_decode($json);
echo $obj->name, " ", $obj->tags[1], " ", gettype($obj), "\n";
var_dump(json_decode('[1, "2", 3.0, {"a": {}}]'));
var_dump(json_decode('invalid'), json_last_error(), json_last_error_msg());
try { json_decode('{bad', false, 512, JSON_THROW_ON_ERROR); } catch (JsonException $e) { echo "JsonException: ", $e->getMessage(), "\n"; }
echo json_encode([1 => 'a', 2 => 'b']), json_encode([]), json_encode(new stdClass), json_encode([[]]), json_encode(3.0), json_encode(0.1 + 0.2), json_encode("a\"b\\c\n"), "\n";
echo json_encode(['a' => 1.0], JSON_PRESERVE_ZERO_FRACTION), json_encode([1, 2], JSON_FORCE_OBJECT), "\n";
preg_match('/(\d{4})-(\d{2})-(\d{2})/', 'Date: 2024-03-15.', $m);
print_r($m);
preg_match('/(?<year>\d{4})-(?<month>\d{2})/', '2024-03', $m2);
print_r($m2);
echo preg_replace('/\s+/', ' ', "a   b \n c"), "|", preg_replace('/(\w+) (\w+)/', '$2 ${1}!', 'hello world'), "\n";
echo preg_replace_callback('/\d+/', fn($m) => $m[0] * 2, 'a1 b22 c333'), "\n";
print_r(preg_split('/[\s,]+/', "a, b  c,d"));
print_r(preg_split('//', 'abc', -1, PREG_SPLIT_NO_EMPTY));
echo preg_match_all('/\b(\w)(\w*)\b/', 'the quick fox', $all, PREG_SET_ORDER), "\n";
print_r($all[1]);
preg_match_all('/\d/', 'a1b2c3', $digits);
print_r($digits);
echo preg_quote("Hello.World?(x)"), " ", preg_match('/^[a-z]+$/i', 'Hello'), "\n";
print_r(preg_grep('/^\d+$/', ['1', 'a', '22']));
echo preg_replace(['/a/', '/b/'], ['b', 'c'], 'ab'), "\n";
$name = "World"; $arr = ['key' => 'val', 3 => 'three']; $o = new stdClass; $o->p = 'prop'; $o->q = new stdClass; $o->q->r = 'deep';
echo "Hello $name! {$arr['key']} $arr[key] $arr[3] $o->p {$o->q->r}\n";
$heredoc = <<<EOT
    Name: $name
      Indented {$arr['key']}
    EOT;
echo $heredoc, "\n";
echo <<<'NOW'
Raw $name {$x}
NOW;
echo "\n";
printf("%08.3f|%-8s|%08d|%x|%b|%o|%e|%.2e|%5.1f%%|%'*10s|%+.1f|%s\n", 3.14159, "hi", -42, 255, 5, 64, 12345.678, 0.000123, 99.5, "pad", 2.25, true);
printf("%2\$s %1\$s %2\$s\n", "a", "b");
echo sprintf("%'.10d|%-10d|%u", 42, 42, -1), "\n";
echo sprintf("%5.2s|%-5.2s|%c%c", "abcdef", "xyz", 80, 72), "\n";
echo vsprintf("%d-%s", [3, 'x']), " ", number_format(2.675, 2), " ", round(2.5), " ", round(-2.5), " ", round(1.955, 2), "\n";
echo intdiv(7, 2), " ", 7 % -3, " ", fmod(7.5, 2), " ", 2 ** 10, " ", 2 ** -1, " ", 10 / 4, " ", 10 / 5, " ", PHP_INT_MAX + 1, "\n";
var_dump(0.1 + 0.2 == 0.3, abs(-5), floor(-1.5), ceil(1.2), sqrt(16), pi(), max([1, 5, 3]), min(2, 8), array_sum([1.5, 2]), 1e100, (int)"12abc", "10" == "1e1", 100 == "1e2", null == false, [] == false, "abc" <=> "abd");
var_dump(base_convert('ff', 16, 2), bindec('1010'), decbin(10), hexdec('1A'), dechex(255), octdec('17'), 1_000_000);
--EXPECT--
2021-07-04 14:30:45
Sun, 04 Jul 2021 | Sunday 4th of July 2021 02:30:45 PM
7 0 184 31 0 26 2 14 21 7 4
1970-01-01T00:00:00+00:00 86400
2024-02-29 2024-01-31
bool(false)
bool(true)
{"name":"Ann","age":30,"tags":["a","b"],"score":9.5,"active":true,"none":null,"path":"\/x\/y","uni":"h\u00e9llo"}
{
    "name": "Ann",
    "age": 30,
    "tags": [
        "a",
        "b"
    ],
    "score": 9.5,
    "active": true,
    "none": null,
    "path": "/x/y",
    "uni": "héllo"
}
bool(true)
Ann b object
array(4) {
  [0]=>
  int(1)
  [1]=>
  string(1) "2"
  [2]=>
  float(3)
  [3]=>
  object(stdClass)#3 (1) {
    ["a"]=>
    object(stdClass)#2 (0) {
    }
  }
}
NULL
int(4)
string(12) "Syntax error"
JsonException: Syntax error
{"1":"a","2":"b"}[]{}[[]]30.30000000000000004"a\"b\\c\n"
{"a":1.0}{"0":1,"1":2}
Array
(
    [0] => 2024-03-15
    [1] => 2024
    [2] => 03
    [3] => 15
)
Array
(
    [0] => 2024-03
    [year] => 2024
    [1] => 2024
    [month] => 03
    [2] => 03
)
a b c|world hello!
a2 b44 c666
Array
(
    [0] => a
    [1] => b
    [2] => c
    [3] => d
)
Array
(
    [0] => a
    [1] => b
    [2] => c
)
3
Array
(
    [0] => quick
    [1] => q
    [2] => uick
)
Array
(
    [0] => Array
        (
            [0] => 1
            [1] => 2
            [2] => 3
        )

)
Hello\.World\?\(x\) 1
Array
(
    [0] => 1
    [2] => 22
)
cc
Hello World! val val three prop deep
Name: World
  Indented val
Raw $name {$x}
0003.142|hi      |-0000042|ff|101|100|1.234568e+4|1.23e-4| 99.5%|*******pad|+2.2|1
b a b
........42|42        |18446744073709551615
   ab|xy   |PH
3-x 2.68 3 -3 1.96
3 1 1.5 1024 0.5 2.5 2 9.2233720368548E+18
bool(false)
int(5)
float(-2)
float(2)
float(4)
float(3.141592653589793)
int(5)
int(2)
float(3.5)
float(1.0E+100)
int(12)
bool(true)
bool(true)
bool(true)
bool(true)
int(-1)
string(8) "11111111"
int(10)
string(4) "1010"
int(26)
string(2) "ff"
int(15)
int(1000000)
