--TEST--
everyday format battery
--FILE--
<?php
printf("[%5s][%-5s][%05d][%+d][%x][%X][%o][%b][%c][%e][%.2e][%10.4f][%-10.2f|][%u][%%][%'*8s]\n", "ab", "ab", 42, 5, 255, 255, 8, 5, 65, 1234.5678, 0.000123, 3.14159, 2.5, -1, "x");
echo sprintf("%1\$s %2\$s %1\$s", "a", "b"), "\n";
$n = printf("hello\n"); var_dump($n);
echo str_pad("x", 7, "-=", STR_PAD_BOTH), "|", wordwrap("The quick brown fox sat over the lazy dog", 15, "\n", true), "\n";
echo ucwords("hello world-foo bar_baz", " -"), " ", similar_text("World","Word",$p), " ", round($p,2), " ", levenshtein("kitten","sitting"), " ", soundex("Robert"), " ", metaphone("Thompson"), "\n";
print_r(str_word_count("Hello fri3nd, you're looking good today!", 1));
echo implode(",", explode(",", "a,b,c,d", -2)), " ", implode("|", explode(",", "a,b,c,d", 2)), "\n";
var_dump(intdiv(7, -2), fmod(7.5, 2), 7 % -3, round(2.5), round(-2.5), round(1.955, 2), floor(5), ceil(4.1), PHP_INT_MAX + 1, 0.1 + 0.2, 1e100, -0.0, 1/3);
var_dump(base_convert("ff", 16, 2), bindec("1111"), hexdec("1A"), octdec("777"), decbin(10), dechex(255));
$a = ['b' => 2, 'a' => 1, 'c' => 3]; arsort($a); print_r($a); 
$data = [[3, 'c'], [1, 'a'], [2, 'b']]; usort($data, fn($x, $y) => $x[0] <=> $y[0]); echo json_encode($data), "\n";
$arr = ['x' => ['y' => 1, 'z' => [2, 3]]]; array_walk_recursive($arr, function(&$v, $k) { $v = $v * 10; }); echo json_encode($arr, JSON_PRETTY_PRINT), "\n";
print_r(array_chunk(['a' => 1, 'b' => 2, 'c' => 3], 2, true)); print_r(range('a', 'e', 2)); print_r(range(10, 0, -3)); print_r(range(0, 1, 0.25));
$x = [5, 3, 8]; [$p, , $q] = $x; ['k' => $kk] = ['k' => 'v']; echo "$p $q $kk\n";
$files = ["img12.png", "img10.png", "IMG2.png", "img1.png"]; natsort($files); print_r($files); natcasesort($files); print_r($files);
echo "5" + "3", " ", "1.5" * 2, " ", 10 / 4, " ", 10 / 5, " ", 2 ** 63, " ", 2 ** -1, "\n";
echo "abc" <=> "abd", " ", [1, 2] == [2 => 1], " ", null ?? "def", "\n";
var_dump("abc" == 0, "1" == "01", "10" == "1e1", 100 == "1e2", null == false, "abc" <=> null);
--EXPECT--
[   ab][ab   ][00042][+5][ff][FF][10][101][A][1.234568e+3][1.23e-4][    3.1416][2.50      |][18446744073709551615][%][*******x]
a b a
hello
int(6)
-=-x-=-|The quick brown
fox sat over
the lazy dog
Hello World-Foo Bar_baz 4 88.89 3 R163 0MPSN
Array
(
    [0] => Hello
    [1] => fri
    [2] => nd
    [3] => you're
    [4] => looking
    [5] => good
    [6] => today
)
a,b a|b,c,d
int(-3)
float(1.5)
int(1)
float(3)
float(-3)
float(1.96)
float(5)
float(5)
float(9.223372036854776E+18)
float(0.30000000000000004)
float(1.0E+100)
float(-0)
float(0.3333333333333333)
string(8) "11111111"
int(15)
int(26)
int(511)
string(4) "1010"
string(2) "ff"
Array
(
    [c] => 3
    [b] => 2
    [a] => 1
)
[[1,"a"],[2,"b"],[3,"c"]]
{
    "x": {
        "y": 10,
        "z": [
            20,
            30
        ]
    }
}
Array
(
    [0] => Array
        (
            [a] => 1
            [b] => 2
        )

    [1] => Array
        (
            [c] => 3
        )

)
Array
(
    [0] => a
    [1] => c
    [2] => e
)
Array
(
    [0] => 10
    [1] => 7
    [2] => 4
    [3] => 1
)
Array
(
    [0] => 0
    [1] => 0.25
    [2] => 0.5
    [3] => 0.75
    [4] => 1
)
5 8 v
Array
(
    [2] => IMG2.png
    [3] => img1.png
    [1] => img10.png
    [0] => img12.png
)
Array
(
    [3] => img1.png
    [2] => IMG2.png
    [1] => img10.png
    [0] => img12.png
)
8 3 2.5 2 9.2233720368548E+18 0.5
-1  def
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
int(1)
