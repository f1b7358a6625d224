--TEST--
get_include_path() and set_include_path(); include searches the include_path entries
--FILE--
<?php
$dir = sys_get_temp_dir() . '/incpath_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/incpath_lib.php", '<?php return "from include_path";');
var_dump(get_include_path(), set_include_path(""), get_include_path());
var_dump(set_include_path("/nonexistent:$dir") === ".:/usr/share/php", get_include_path() === "/nonexistent:$dir");
var_dump(include 'incpath_lib.php');
set_include_path('/nowhere');
var_dump(@include 'incpath_missing.php');
$e = error_get_last();
var_dump($e['message']);
unlink("$dir/incpath_lib.php");
rmdir($dir);
--EXPECT--
string(16) ".:/usr/share/php"
bool(false)
string(16) ".:/usr/share/php"
bool(true)
bool(true)
string(17) "from include_path"
bool(false)
string(87) "include(): Failed opening 'incpath_missing.php' for inclusion (include_path='/nowhere')"
