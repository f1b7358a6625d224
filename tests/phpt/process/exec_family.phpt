--TEST--
exec, shell_exec, system, passthru, proc_open and the shell quoting helpers
--FILE--
<?php
$r = exec("printf 'a  \nb\n\nc d  '", $out, $code);
var_dump($r, $out, $code);
var_dump(shell_exec("echo hi; echo there"), shell_exec("true"));
$last = system("echo one; echo two", $c); var_dump($last, $c);
passthru("echo pass; exit 3", $c); var_dump($c);
exec("exit 5", $o, $c); var_dump($o, $c);
var_dump(escapeshellarg("it's"), escapeshellcmd("a'b \"c\" & d \$x"));
$p = proc_open(["cat"], [0 => ["pipe","r"], 1 => ["pipe","w"]], $pipes);
fwrite($pipes[0], "hello cat\n"); fclose($pipes[0]);
echo stream_get_contents($pipes[1]); fclose($pipes[1]);
var_dump(proc_close($p));
$p = proc_open("exit 7", [], $pipes); var_dump(proc_close($p));
--EXPECT--
string(3) "c d"
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(0) ""
  [3]=>
  string(3) "c d"
}
int(0)
string(9) "hi
there
"
NULL
one
two
string(3) "two"
int(0)
pass
int(3)
array(0) {
}
int(5)
string(9) "'it'\''s'"
string(17) "a\'b "c" \& d \$x"
hello cat
int(0)
int(7)
