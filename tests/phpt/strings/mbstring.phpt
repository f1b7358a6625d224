--TEST--
mb_* functions on UTF-8
--FILE--
<?php
var_dump(mb_strlen("héllo"), mb_substr("héllo wörld", -5, 3), mb_strtoupper("straße"), mb_strtolower("ÉCOLE"), mb_str_split("añb"), mb_str_split("añbcd", 2));
var_dump(mb_strpos("añbñ", "ñ", 2), mb_strlen("\xff\xfe"), mb_substr("abc", 1), mb_convert_case("hello wORLD", MB_CASE_TITLE), mb_strrpos("añbñ", "ñ"), mb_stripos("AÑB", "ñ"), mb_substr_count("ñañ", "ñ"));
var_dump(mb_internal_encoding(), mb_str_split(""), mb_substr("héllo", 1, -1), mb_substr("abc", 5), mb_strpos("abc", "d"), mb_strtoupper("été"));
try { mb_strpos("abc", "a", 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(5)
string(4) "wör"
string(7) "STRASSE"
string(6) "école"
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(2) "ñ"
  [2]=>
  string(1) "b"
}
array(3) {
  [0]=>
  string(3) "añ"
  [1]=>
  string(2) "bc"
  [2]=>
  string(1) "d"
}
int(3)
int(2)
string(2) "bc"
string(11) "Hello World"
int(3)
int(1)
int(2)
string(5) "UTF-8"
array(0) {
}
string(4) "éll"
string(0) ""
bool(false)
string(5) "ÉTÉ"
mb_strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
