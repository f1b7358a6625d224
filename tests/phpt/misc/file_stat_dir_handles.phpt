--TEST--
stat family, chmod, md5_file and directory handles
--FILE--
<?php
$dir = sys_get_temp_dir() . "/aphp_x19";
@mkdir($dir);
foreach (['b.txt', 'a.txt', 'c.log'] as $n) file_put_contents("$dir/$n", str_repeat('x', strlen($n)));
$h = opendir($dir);
var_dump($h);
$names = [];
while (($e = readdir($h)) !== false) $names[] = $e;
sort($names); print_r($names);
rewinddir($h); var_dump(readdir($h) !== false);
closedir($h);
$h = opendir($dir); $n = 0; while (false !== ($e = readdir())) $n++; closedir(); echo $n, "\n";
var_dump(opendir("$dir/nope"));
$st = stat("$dir/a.txt");
echo count($st), " ", $st['size'], " ", $st[7], " ", decoct($st['mode'] & 0777) !== '' ? 'mode' : '', "\n";
chmod("$dir/a.txt", 0640); clearstatcache(); echo decoct(fileperms("$dir/a.txt") & 0777), "\n";
echo filetype($dir), filetype("$dir/a.txt"), "\n";
var_dump(is_executable("$dir/a.txt"), stat("$dir/none"));
echo md5_file("$dir/a.txt") === md5("xxxxx") ? "md5 ok" : "bad", " ", sha1_file("$dir/a.txt") === sha1("xxxxx") ? "sha1 ok" : "bad", "\n";
$fh = fopen("$dir/c.log", 'r'); $fs = fstat($fh); echo $fs['size'], "\n"; fclose($fh);
var_dump(fileowner("$dir/a.txt") === getmyuid());
foreach (scandir($dir) as $f) if ($f[0] != '.') unlink("$dir/$f");
rmdir($dir);
--EXPECTF--
resource(8) of type (stream)
Array
(
    [0] => .
    [1] => ..
    [2] => a.txt
    [3] => b.txt
    [4] => c.log
)
bool(true)
5

Warning: opendir(/tmp/aphp_x19/nope): Failed to open directory: No such file or directory in %s on line 13
bool(false)
26 5 5 mode
640
dirfile

Warning: stat(): stat failed for /tmp/aphp_x19/none in %s on line 18
bool(false)
bool(false)
md5 ok sha1 ok
5
bool(true)
