--TEST--
parse_ini_string/parse_ini_file in the three scanner modes; hash_equals, hash_file; preg_filter
--FILE--
<?php
$ini = <<<INI
; comment
# hash comment
[database]
host = localhost
port = 3306
user = "root"
pass = 'se;cret'
debug = true
verbose = off
empty =
nothing = null
ratio = 1.5
path = /usr/local/bin ; trailing comment
list[] = a
list[] = b
map[x] = 1
map[y] = two
quoted = "with \"escape\" and \$var"
[app]
name = My App
version = 2.0.1
yes_val = yes
no_val = no
none_val = none
num = 007
neg = -5
const = PHP_EOL
INI;
var_dump(parse_ini_string($ini));
var_dump(parse_ini_string($ini, true));
var_dump(parse_ini_string($ini, true, INI_SCANNER_RAW));
var_dump(parse_ini_string($ini, true, INI_SCANNER_TYPED));
var_dump(parse_ini_string("a = b = c"));
var_dump(@parse_ini_string("[broken"));
var_dump(parse_ini_string("x=1\ny=\"multi\nline\""));
file_put_contents('/tmp/lf_ini.ini', "[s]\nk=v\n"); var_dump(parse_ini_file('/tmp/lf_ini.ini', true)); unlink('/tmp/lf_ini.ini');
var_dump(hash_equals('abc', 'abc'), hash_equals('abc', 'abd'), hash_equals('a', 'ab'));
try { hash_equals(1, 'a'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
file_put_contents('/tmp/lf_h.txt', 'hello'); echo hash_file('sha256', '/tmp/lf_h.txt'), " ", hash_file('md5', '/tmp/lf_h.txt'), " ", md5_file('/tmp/lf_h.txt'), "\n"; unlink('/tmp/lf_h.txt');
var_dump(preg_filter('/\d/', '#', ['a1', 'b', 'c2', 'k' => 'x3']), preg_filter('/\d/', '#', 'abc'), preg_filter('/\d/', '#', 'a1'), preg_filter(['/a/', '/b/'], ['1', '2'], ['ab', 'cd', 'b']));
--EXPECTF--
array(21) {
  ["host"]=>
  string(9) "localhost"
  ["port"]=>
  string(4) "3306"
  ["user"]=>
  string(4) "root"
  ["pass"]=>
  string(7) "se;cret"
  ["debug"]=>
  string(1) "1"
  ["verbose"]=>
  string(0) ""
  ["empty"]=>
  string(0) ""
  ["nothing"]=>
  string(0) ""
  ["ratio"]=>
  string(3) "1.5"
  ["path"]=>
  string(14) "/usr/local/bin"
  ["list"]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
  ["map"]=>
  array(2) {
    ["x"]=>
    string(1) "1"
    ["y"]=>
    string(3) "two"
  }
  ["quoted"]=>
  string(22) "with "escape" and $var"
  ["name"]=>
  string(6) "My App"
  ["version"]=>
  string(5) "2.0.1"
  ["yes_val"]=>
  string(1) "1"
  ["no_val"]=>
  string(0) ""
  ["none_val"]=>
  string(0) ""
  ["num"]=>
  string(3) "007"
  ["neg"]=>
  string(2) "-5"
  ["const"]=>
  string(1) "
"
}
array(2) {
  ["database"]=>
  array(13) {
    ["host"]=>
    string(9) "localhost"
    ["port"]=>
    string(4) "3306"
    ["user"]=>
    string(4) "root"
    ["pass"]=>
    string(7) "se;cret"
    ["debug"]=>
    string(1) "1"
    ["verbose"]=>
    string(0) ""
    ["empty"]=>
    string(0) ""
    ["nothing"]=>
    string(0) ""
    ["ratio"]=>
    string(3) "1.5"
    ["path"]=>
    string(14) "/usr/local/bin"
    ["list"]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      string(1) "b"
    }
    ["map"]=>
    array(2) {
      ["x"]=>
      string(1) "1"
      ["y"]=>
      string(3) "two"
    }
    ["quoted"]=>
    string(22) "with "escape" and $var"
  }
  ["app"]=>
  array(8) {
    ["name"]=>
    string(6) "My App"
    ["version"]=>
    string(5) "2.0.1"
    ["yes_val"]=>
    string(1) "1"
    ["no_val"]=>
    string(0) ""
    ["none_val"]=>
    string(0) ""
    ["num"]=>
    string(3) "007"
    ["neg"]=>
    string(2) "-5"
    ["const"]=>
    string(1) "
"
  }
}
array(2) {
  ["database"]=>
  array(13) {
    ["host"]=>
    string(9) "localhost"
    ["port"]=>
    string(4) "3306"
    ["user"]=>
    string(4) "root"
    ["pass"]=>
    string(3) "'se"
    ["debug"]=>
    string(4) "true"
    ["verbose"]=>
    string(3) "off"
    ["empty"]=>
    string(0) ""
    ["nothing"]=>
    string(4) "null"
    ["ratio"]=>
    string(3) "1.5"
    ["path"]=>
    string(14) "/usr/local/bin"
    ["list"]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      string(1) "b"
    }
    ["map"]=>
    array(2) {
      ["x"]=>
      string(1) "1"
      ["y"]=>
      string(3) "two"
    }
    ["quoted"]=>
    string(24) "with \"escape\" and $var"
  }
  ["app"]=>
  array(8) {
    ["name"]=>
    string(6) "My App"
    ["version"]=>
    string(5) "2.0.1"
    ["yes_val"]=>
    string(3) "yes"
    ["no_val"]=>
    string(2) "no"
    ["none_val"]=>
    string(4) "none"
    ["num"]=>
    string(3) "007"
    ["neg"]=>
    string(2) "-5"
    ["const"]=>
    string(7) "PHP_EOL"
  }
}
array(2) {
  ["database"]=>
  array(13) {
    ["host"]=>
    string(9) "localhost"
    ["port"]=>
    int(3306)
    ["user"]=>
    string(4) "root"
    ["pass"]=>
    string(7) "se;cret"
    ["debug"]=>
    bool(true)
    ["verbose"]=>
    bool(false)
    ["empty"]=>
    string(0) ""
    ["nothing"]=>
    NULL
    ["ratio"]=>
    float(1.5)
    ["path"]=>
    string(14) "/usr/local/bin"
    ["list"]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      string(1) "b"
    }
    ["map"]=>
    array(2) {
      ["x"]=>
      int(1)
      ["y"]=>
      string(3) "two"
    }
    ["quoted"]=>
    string(22) "with "escape" and $var"
  }
  ["app"]=>
  array(8) {
    ["name"]=>
    string(6) "My App"
    ["version"]=>
    string(5) "2.0.1"
    ["yes_val"]=>
    bool(true)
    ["no_val"]=>
    bool(false)
    ["none_val"]=>
    bool(false)
    ["num"]=>
    int(7)
    ["neg"]=>
    int(-5)
    ["const"]=>
    string(1) "
"
  }
}

Warning: syntax error, unexpected '=' in Unknown on line 1
 in %s on line 35
bool(false)
bool(false)
array(2) {
  ["x"]=>
  string(1) "1"
  ["y"]=>
  string(10) "multi
line"
}
array(1) {
  ["s"]=>
  array(1) {
    ["k"]=>
    string(1) "v"
  }
}
bool(true)
bool(false)
bool(false)
hash_equals(): Argument #1 ($known_string) must be of type string, int given
2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824 5d41402abc4b2a76b9719d911017c592 5d41402abc4b2a76b9719d911017c592
array(3) {
  [0]=>
  string(2) "a#"
  [2]=>
  string(2) "c#"
  ["k"]=>
  string(2) "x#"
}
NULL
string(2) "a#"
array(2) {
  [0]=>
  string(2) "12"
  [2]=>
  string(1) "2"
}
