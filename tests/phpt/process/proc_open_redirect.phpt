--TEST--
proc_open: a redirect descriptor shares the target's open file (file or pipe), pipes see the child's EOF
--FILE--
<?php
$file = tempnam(sys_get_temp_dir(), 'redir');
$p = proc_open(['sh', '-c', 'printf Hello; printf World >&2'], [1 => ['file', $file, 'w'], 2 => ['redirect', 1]], $pipes);
var_dump(proc_close($p), file_get_contents($file));
$p = proc_open(['sh', '-c', 'printf out; printf err >&2; printf more'], [1 => ['pipe', 'w'], 2 => ['redirect', 1]], $pipes);
var_dump(array_keys($pipes), stream_get_contents($pipes[1]));
fclose($pipes[1]);
var_dump(proc_close($p));
$p = proc_open(['cat'], [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
fwrite($pipes[0], str_repeat("x", 20000));
fclose($pipes[0]);
var_dump(strlen(stream_get_contents($pipes[1])), stream_get_contents($pipes[2]));
var_dump(stream_get_meta_data($pipes[1])['eof']);
var_dump(proc_close($p));
unlink($file);
--EXPECT--
int(0)
string(10) "HelloWorld"
array(1) {
  [0]=>
  int(1)
}
string(10) "outerrmore"
int(0)
int(20000)
string(0) ""
bool(true)
int(0)
