--TEST--
include and require relative to the including file, with return values
--FILE--
<?php
$dir = __DIR__;
file_put_contents("$dir/include_require_a.inc", '<?php return ["x" => 42];');
file_put_contents("$dir/include_require_b.inc", '<?php function from_b() { return "from b"; } echo "b loaded\n";');
$conf = include __DIR__ . '/include_require_a.inc';
echo $conf['x'], "\n";
var_dump(require_once "$dir/include_require_b.inc");
var_dump(require_once "$dir/include_require_b.inc");
echo from_b(), "\n";
var_dump(include_once "$dir/include_require_a.inc");
var_dump((include "$dir/include_require_a.inc")['x']);
var_dump(@include "$dir/does_not_exist.inc");
unlink("$dir/include_require_a.inc");
unlink("$dir/include_require_b.inc");
--EXPECT--
42
b loaded
int(1)
bool(true)
from b
bool(true)
int(42)
bool(false)
