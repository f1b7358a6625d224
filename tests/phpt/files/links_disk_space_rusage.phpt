--TEST--
symlink(), link(), readlink(), disk_free_space() and getrusage()
--FILE--
<?php
$d = sys_get_temp_dir() . "/aphp_links_" . getmypid();
@mkdir($d);
file_put_contents("$d/target.txt", "hello");
var_dump(symlink("$d/target.txt", "$d/sym"));
var_dump(readlink("$d/sym") === "$d/target.txt", is_link("$d/sym"), file_get_contents("$d/sym"));
var_dump(link("$d/target.txt", "$d/hard"), file_get_contents("$d/hard"), is_link("$d/hard"));
var_dump(link("$d/target.txt", "$d/hard"));
var_dump(readlink("$d/target.txt"));
var_dump(readlink("$d/missing"));
var_dump(symlink("", "$d/x"));
var_dump(is_float(disk_free_space($d)), disk_free_space($d) > 0, disk_total_space($d) >= disk_free_space($d));
var_dump(disk_free_space("$d/missing"));
$r = getrusage();
var_dump(count($r), array_keys($r)[13], is_int($r["ru_utime.tv_sec"]), $r["ru_maxrss"] > 0);
foreach (["sym", "hard", "target.txt"] as $f) unlink("$d/$f");
rmdir($d);
--EXPECTF--
bool(true)
bool(true)
bool(true)
string(5) "hello"
bool(true)
string(5) "hello"
bool(false)

Warning: link(): File exists in %s on line 8
bool(false)

Warning: readlink(): Invalid argument in %s on line 9
bool(false)

Warning: readlink(): No such file or directory in %s on line 10
bool(false)

Warning: symlink(): No such file or directory in %s on line 11
bool(false)
bool(true)
bool(true)
bool(true)

Warning: disk_free_space(): No such file or directory in %s on line 13
bool(false)
int(17)
string(16) "ru_utime.tv_usec"
bool(true)
bool(true)
