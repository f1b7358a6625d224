--TEST--
fstat() of php://memory and php://temp streams
--FILE--
<?php
$h = fopen('php://memory', 'w+');
fwrite($h, "hello world");
$st = fstat($h);
var_dump(count($st), $st['size'], $st[7], $st['mode'], $st['nlink'], $st['blocks']);
$t = fopen('php://temp', 'r+');
fwrite($t, "ab");
print_r(array_slice(fstat($t), 13));
?>
--EXPECT--
int(26)
int(11)
int(11)
int(33206)
int(1)
int(-1)
Array
(
    [dev] => 12
    [ino] => 0
    [mode] => 33206
    [nlink] => 1
    [uid] => 0
    [gid] => 0
    [rdev] => -1
    [size] => 2
    [atime] => 0
    [mtime] => 0
    [ctime] => 0
    [blksize] => -1
    [blocks] => -1
)
