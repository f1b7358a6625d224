--TEST--
include shares the including scope: existing variables by reference, new ones copied back, undefined ones still warn
--FILE--
<?php
$dir = sys_get_temp_dir() . '/aphp_include_scope_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/a.php", '<?php echo $a, "\n"; echo $missing ?? "default", "\n"; echo $undef; $a = 2; $b = 3; $list[] = "x";');
file_put_contents("$dir/b.php", '<?php $z = isset($c) ? "c visible" : "c not visible";');
file_put_contents("$dir/c.php", '<?php $w = 10; $ref = &$w; $ref++; return [$w];');
$a = 1;
include "$dir/a.php";
echo $a, " ", $b, " ", count($list), "\n";
$c = 5;
function f($dir) { include "$dir/b.php"; return $z; }
echo f($dir), "\n";
$r = include "$dir/c.php";
$ref = 20;
var_dump($r, $w);
foreach (['a', 'b', 'c'] as $f) unlink("$dir/$f.php");
rmdir($dir);
?>
--EXPECTF--
1
default

Warning: Undefined variable $undef in %sa.php on line 1
2 3 1
c not visible
array(1) {
  [0]=>
  int(11)
}
int(20)
