--TEST--
stream_select: keys kept, read/write sets, timeouts in sec+usec, null waits, proc_open pipes and files, argument errors
--FILE--
<?php
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
[$c, $d] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$r = ['first' => $b, 'second' => $d]; $w = null; $e = null;
var_dump(stream_select($r, $w, $e, 0));
var_dump($r);
fwrite($c, "data");
$r = ['first' => $b, 'second' => $d];
var_dump(stream_select($r, $w, $e, 1));
var_dump(array_keys($r));
$r = [$b]; $w = [5 => $a, 7 => $c]; $e = [];
var_dump(stream_select($r, $w, $e, 0, 1000));
var_dump($r, array_keys($w), $e);
$r = [$b];
$t = microtime(true);
var_dump(stream_select($r, $w2, $e2, 0, 50000));
var_dump(microtime(true) - $t >= 0.04);
fclose($a);
$r = [$b];
var_dump(stream_select($r, $w2, $e2, null), fread($b, 10), feof($b));
$p = proc_open("echo hi", [1 => ['pipe', 'w']], $pipes);
$r = [$pipes[1]];
var_dump(stream_select($r, $w2, $e2, 5));
var_dump(stream_get_contents($pipes[1]));
proc_close($p);
$f = fopen(__FILE__, 'r');
$r = [$f];
var_dump(stream_select($r, $w2, $e2, 0));
try {
    $r = []; $w = null;
    stream_select($r, $w, $e2, 0);
} catch (ValueError $ex) {
    echo $ex->getMessage(), "\n";
}
try {
    $r = [$f];
    stream_select($r, $w, $e2, -1);
} catch (ValueError $ex) {
    echo $ex->getMessage(), "\n";
}
--EXPECT--
int(0)
array(0) {
}
int(1)
array(1) {
  [0]=>
  string(6) "second"
}
int(2)
array(0) {
}
array(2) {
  [0]=>
  int(5)
  [1]=>
  int(7)
}
array(0) {
}
int(0)
bool(true)
int(1)
string(0) ""
bool(true)
int(1)
string(3) "hi
"
int(1)
No stream arrays were passed
stream_select(): Argument #4 ($seconds) must be greater than or equal to 0
