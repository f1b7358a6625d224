--TEST--
an included file's code shows under an include() entry in traces
--FILE--
<?php
$file = sys_get_temp_dir() . '/aphp_include_trace_' . getmypid() . '.php';
file_put_contents($file, '<?php throw new Exception("from include");');
function load($f) { include $f; }
try { load($file); } catch (Exception $e) { echo preg_replace('/\/\S+\.php/', 'FILE', $e->getTraceAsString()), "\n"; }
unlink($file);
--EXPECT--
#0 FILE(4): include()
#1 FILE(5): load('/tmp/aphp_inclu...')
#2 {main}
