--TEST--
proc_get_status() collects the exit once, as in PHP 8.2: later calls and proc_close() report -1
--FILE--
<?php
$p = proc_open("exit 3", [], $pp); usleep(200000); var_dump(proc_get_status($p)); var_dump(proc_get_status($p)["exitcode"]); var_dump(proc_close($p));
$p = proc_open("sleep 0.3; exit 4", [], $pp); $s = proc_get_status($p); var_dump($s["running"], $s["exitcode"]); var_dump(proc_close($p));
--EXPECTF--
array(8) {
  ["command"]=>
  string(6) "exit 3"
  ["pid"]=>
  int(%d)
  ["running"]=>
  bool(false)
  ["signaled"]=>
  bool(false)
  ["stopped"]=>
  bool(false)
  ["exitcode"]=>
  int(3)
  ["termsig"]=>
  int(0)
  ["stopsig"]=>
  int(0)
}
int(-1)
int(-1)
bool(true)
int(-1)
int(4)
