--TEST--
output: ob print r return
--FILE--
<?php
ob_start();
$r = print_r([1, [2]], true);
$e = var_export(['a' => 1], true);
echo "in buffer";
$buf = ob_get_clean();
var_dump($r, $e, $buf);
ob_start();
var_dump([1]);
$d = ob_get_clean();
echo strrev($d), "\n";
--EXPECT--
string(82) "Array
(
    [0] => 1
    [1] => Array
        (
            [0] => 2
        )

)
"
string(21) "array (
  'a' => 1,
)"
string(9) "in buffer"

}
)1(tni  
>=]0[  
{ )1(yarra
