--TEST--
get_included_files lists the main script then the included files in order
--FILE--
<?php
$dir = __DIR__;
file_put_contents("$dir/included_files_a.inc", '<?php return 1;');
file_put_contents("$dir/included_files_b.inc", '<?php include __DIR__ . "/included_files_a.inc"; return 2;');
include "$dir/included_files_b.inc";
include_once "$dir/included_files_a.inc";
print_r(array_map('basename', get_included_files()));
var_dump(get_included_files() === get_required_files(), get_included_files()[0] === __FILE__);
unlink("$dir/included_files_a.inc");
unlink("$dir/included_files_b.inc");
--EXPECT--
Array
(
    [0] => get_included_files.php
    [1] => included_files_b.inc
    [2] => included_files_a.inc
)
bool(true)
bool(true)
