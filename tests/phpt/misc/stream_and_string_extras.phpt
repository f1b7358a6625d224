--TEST--
strcoll, fscanf, fnmatch, get_resource_type/id, ip2long/long2ip, flock, fpassthru, vfprintf, gettimeofday
--FILE--
<?php
var_dump(strcoll("a","c"), strcoll("abc","ab"), strcoll("b","a"), strcoll("x", "x"));
$f = fopen("php://memory","w+"); fwrite($f,"12 apples\n7 pears\n"); rewind($f);
var_dump(fscanf($f, "%d %s")); $n = fscanf($f, "%d %s", $a, $b); var_dump($n, $a, $b, fscanf($f, "%d"));
var_dump(fnmatch("*.PHP", "x.php", FNM_CASEFOLD), fnmatch("*.txt", "a.txt"), fnmatch("a?c", "abc"), fnmatch("[a-c]*", "dog"), FNM_PERIOD);
var_dump(get_resource_type(STDIN), get_resource_id(STDOUT), ip2long("192.168.1.1"), ip2long("1.2.3"), long2ip(3232235777), long2ip(-1));
fclose($f); var_dump(get_resource_type($f));
$t = tempnam(sys_get_temp_dir(), 'x'); file_put_contents($t, "hello\nworld\n");
$h = fopen($t, 'r+'); var_dump(flock($h, LOCK_EX)); echo fgets($h); $n = fpassthru($h); var_dump($n, flock($h, LOCK_UN)); 
vfprintf($h, "%s-%05.1f\n", ['x', 3.14159]); fclose($h); echo file_get_contents($t); unlink($t);
$g = gettimeofday(); var_dump(array_keys($g), is_float(gettimeofday(true)));
--EXPECT--
int(-2)
int(99)
int(1)
int(0)
array(2) {
  [0]=>
  int(12)
  [1]=>
  string(6) "apples"
}
int(2)
int(7)
string(5) "pears"
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
int(4)
string(6) "stream"
int(2)
int(3232235777)
bool(false)
string(11) "192.168.1.1"
string(15) "255.255.255.255"
string(7) "Unknown"
bool(true)
hello
world
int(6)
bool(true)
hello
world
x-003.1
array(4) {
  [0]=>
  string(3) "sec"
  [1]=>
  string(4) "usec"
  [2]=>
  string(11) "minuteswest"
  [3]=>
  string(7) "dsttime"
}
bool(true)
