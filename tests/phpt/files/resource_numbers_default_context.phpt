--TEST--
Resource numbers: the default stream context takes one the first time it is read
--FILE--
<?php
// Resource numbers: STDIN..STDERR take 1-3; PHP's default stream context takes the next
// number the first time a function that reads it runs (fopen, file_get_contents, unlink,
// opendir, ...); functions that open without it (tmpfile, popen, md5_file, scandir,
// include) take only their stream's number.
$t = tmpfile();
var_dump($t);
$p = popen("true", "r");
var_dump($p);
pclose($p);
md5_file(__FILE__);
scandir(__DIR__);
$inc = tempnam(sys_get_temp_dir(), "inc");
file_put_contents($inc, "<?php return 1;");
var_dump(tmpfile());
include $inc;
var_dump(tmpfile());
$f = fopen(__FILE__, "r");
var_dump($f);
@unlink("/nonexistent/file");
var_dump(fopen(__FILE__, "r"));
unlink($inc);
var_dump(tmpfile());
--EXPECT--
resource(4) of type (stream)
resource(5) of type (stream)
resource(10) of type (stream)
resource(12) of type (stream)
resource(13) of type (stream)
resource(14) of type (stream)
resource(15) of type (stream)
