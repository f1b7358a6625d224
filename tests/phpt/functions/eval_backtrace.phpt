--TEST--
debug_backtrace() shows evaluated code under an eval entry without arguments
--FILE--
<?php
function show() { foreach (debug_backtrace() as $f) { echo $f['function'], isset($f['file']) ? ' ' . basename($f['file']) . ':' . $f['line'] : '', isset($f['args']) ? ' args=' . count($f['args']) : '', "\n"; } }
eval('show();');
function outer() { eval('show();'); }
outer();
eval('debug_print_backtrace();');
echo "\n";
$r = eval('return __FILE__ . "|" . __LINE__ . "|" . __DIR__;'); echo basename($r), "\n";
--EXPECTF--
show %s(3) : eval()'d code:1 args=0
eval %s:3
show %s(4) : eval()'d code:1 args=0
eval %s:4
outer %s:5 args=0
#0 %s(6): eval()

%s
