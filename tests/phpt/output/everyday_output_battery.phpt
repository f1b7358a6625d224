--TEST--
output buffers, printf family return values, hashes and encodings, math results
--FILE--
<?php
ob_start(); echo "inner"; $x = ob_get_clean(); echo strtoupper($x), " ", ob_get_level(), "\n";
ob_start(); echo "a"; ob_start(); echo "b"; $inner = ob_get_contents(); ob_end_clean(); echo "c"; $outer = ob_get_clean(); echo "$inner $outer\n";
$len = printf("%s=%d\n", "n", 5); echo $len, " ", print("p\n"), "\n";
echo vsprintf("%2\$s-%1\$04d", [7, "id"]), " ", sprintf("%'010.3f|%-+6d|%5.5s|", 3.14159, 42, "abcdefgh"), "\n";
fprintf(STDOUT, "to stdout %d\n", 3);
echo str_word_count("The quick brown"), " ", ucwords(strtolower("JOHN O'REILLY")), " ", wordwrap("A very long woooooooooooord.", 8, "\n", false), "\n";
echo implode(" ", array_map(fn($n) => str_pad(decbin($n), 4, "0", STR_PAD_LEFT), range(0, 3))), "\n";
echo md5("hello"), " ", sha1("abc"), " ", crc32("The quick brown fox jumped over the lazy dog."), " ", base64_encode("Hello, World!"), " ", bin2hex("abc"), " ", urlencode("a b&c=d/é"), " ", rawurlencode("a b"), " ", http_build_query(['a' => 1, 'b' => [1, 2], 'c' => 'x y']), "\n";
var_dump(array_sum([0.1, 0.2, 0.3]), round(1234.5678, -2), round(-0.5), abs(-5), abs(-5.5), sqrt(16), pow(2, 10), pow(2, 0.5), pow(-8, 1/3), 10 ** 20,);
--EXPECT--
INNER 0
b ac
n=5
4 p
1
id-0007 000003.142|+42   |abcde|
to stdout 3
3 John O'reilly A very
long
woooooooooooord.
0000 0001 0010 0011
5d41402abc4b2a76b9719d911017c592 a9993e364706816aba3e25717850c26c9cd0d89d 2191738434 SGVsbG8sIFdvcmxkIQ== 616263 a+b%26c%3Dd%2F%C3%A9 a%20b a=1&b%5B0%5D=1&b%5B1%5D=2&c=x+y
float(0.6000000000000001)
float(1200)
float(-1)
int(5)
float(5.5)
float(4)
int(1024)
float(1.4142135623730951)
float(NAN)
float(1.0E+20)
