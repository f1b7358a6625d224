--TEST--
file functions that open a stream take a resource number, as in PHP
--FILE--
<?php
$f = "" . sys_get_temp_dir() . "/aphp_x20.tmp";
file_put_contents($f, "abc"); var_dump(fopen($f, 'r'));
file_get_contents($f); var_dump(fopen($f, 'r'));
file($f); var_dump(fopen($f, 'r'));
readfile($f); var_dump(fopen($f, 'r'));
copy($f, "$f.2"); var_dump(fopen($f, 'r'));
md5_file($f); var_dump(fopen($f, 'r'));
scandir("/tmp"); var_dump(fopen($f, 'r'));
@file_get_contents("/nonexist"); var_dump(fopen($f, 'r'));
file_exists($f); is_file($f); filesize($f); var_dump(fopen($f, 'r'));
unlink($f); unlink("$f.2"); 
tempnam("/tmp", "x"); 
glob("/tmp/*.nothing"); var_dump(fopen("php://memory", "r"));
--EXPECT--
resource(6) of type (stream)
resource(8) of type (stream)
resource(10) of type (stream)
abcresource(12) of type (stream)
resource(15) of type (stream)
resource(17) of type (stream)
resource(19) of type (stream)
resource(20) of type (stream)
resource(21) of type (stream)
resource(22) of type (stream)
