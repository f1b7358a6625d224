--TEST--
output: ob basic
--FILE--
<?php
ob_start();
echo "hello";
$c = ob_get_contents();
ob_end_clean();
var_dump($c);
ob_start();
echo "abc";
var_dump(ob_get_length());
$c = ob_get_clean();
var_dump($c);
var_dump(ob_get_level());
ob_start();
echo "flushed\n";
ob_end_flush();
--EXPECT--
string(5) "hello"
string(10) "abcint(3)
"
int(0)
flushed
