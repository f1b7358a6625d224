--TEST--
popen() and pclose(): reading and writing a command, exit codes, modes
--FILE--
<?php
$p = popen("echo hi; echo there", "r");
var_dump($p);
while (($l = fgets($p)) !== false) echo "got: $l";
var_dump(feof($p), pclose($p));
$w = popen("cat; exit 3", "w");
fwrite($w, "to child\n");
var_dump(pclose($w));
try { popen("ls", "x"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$p = popen("exit 7", "r");
var_dump(fread($p, 10), pclose($p));
$p = popen("printf abc", "rb");
$m = stream_get_meta_data($p);
var_dump($m["mode"], $m["stream_type"], $m["seekable"], stream_get_contents($p), pclose($p));
try { pclose($p); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$f = fopen(__FILE__, "r");
var_dump(pclose($f));
--EXPECT--
resource(4) of type (stream)
got: hi
got: there
bool(true)
int(0)
to child
int(3)
popen(): Argument #2 ($mode) must be one of "r", "rb", "w", or "wb"
string(0) ""
int(7)
string(2) "rb"
string(5) "STDIO"
bool(false)
string(3) "abc"
int(0)
pclose(): supplied resource is not a valid stream resource
int(0)
