--TEST--
urlencode, rawurlencode, decoders, http_build_query
--FILE--
<?php
var_dump(urlencode("a b&c=d/e?f~g.h-i_j+k"), rawurlencode("a b&c=d/e?f~g.h-i_j+k\xff"), urldecode("a+b%20c%2Fd%zz%4"), rawurldecode("a+b%20c%41"));
var_dump(http_build_query(["a" => 1, "b" => "x y", "c" => true, "d" => false, "e" => null, "f" => [1, 2], "g" => ["h" => "i"]]));
var_dump(http_build_query([1, 2], "p_"), http_build_query(["a" => "b c", "d" => "e"], "", "&amp;", PHP_QUERY_RFC3986), http_build_query(["a" => 1.5]));
--EXPECT--
string(33) "a+b%26c%3Dd%2Fe%3Ff%7Eg.h-i_j%2Bk"
string(36) "a%20b%26c%3Dd%2Fe%3Ff~g.h-i_j%2Bk%FF"
string(12) "a b c/d%zz%4"
string(6) "a+b cA"
string(50) "a=1&b=x+y&c=1&d=0&f%5B0%5D=1&f%5B1%5D=2&g%5Bh%5D=i"
string(11) "p_0=1&p_1=2"
string(15) "a=b%20c&amp;d=e"
string(5) "a=1.5"
