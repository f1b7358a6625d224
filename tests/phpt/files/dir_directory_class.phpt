--TEST--
dir() and the Directory class: read, rewind, close, readonly properties, missing handle
--FILE--
<?php
@mkdir("/tmp/aphp_dirtest");
touch("/tmp/aphp_dirtest/a"); touch("/tmp/aphp_dirtest/b");
$d = dir("/tmp/aphp_dirtest");
var_dump($d);
$n = [];
while (false !== ($e = $d->read())) $n[] = $e;
sort($n);
print_r($n);
$d->rewind();
var_dump($d->read() !== false);
var_dump($d->close());
try { $d->read(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(dir("/nonexistent_dir_x"));
try { $d->path = "x"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$x = new Directory;
var_dump($x);
try { $x->read(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
unlink("/tmp/aphp_dirtest/a"); unlink("/tmp/aphp_dirtest/b"); rmdir("/tmp/aphp_dirtest");
--EXPECTF--
object(Directory)#1 (2) {
  ["path"]=>
  string(17) "/tmp/aphp_dirtest"
  ["handle"]=>
  resource(5) of type (stream)
}
Array
(
    [0] => .
    [1] => ..
    [2] => a
    [3] => b
)
bool(true)
NULL
TypeError: Directory::read(): supplied resource is not a valid Directory resource

Warning: dir(/nonexistent_dir_x): Failed to open directory: No such file or directory in %s on line 14
bool(false)
Cannot modify readonly property Directory::$path
object(Directory)#2 (0) {
  ["path"]=>
  uninitialized(string)
  ["handle"]=>
  uninitialized(mixed)
}
Error: Unable to find my handle property
