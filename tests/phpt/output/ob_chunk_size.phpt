--TEST--
ob_start with a chunk size passes the buffer on (as a write) whenever it fills
--FILE--
<?php
ob_start(null, 4); echo "abcdefgh"; ob_end_clean(); echo "\n";
ob_start(function ($b, $phase) { return "<$phase:$b>"; }, 3);
echo "a"; echo "bc"; echo "defg"; echo "h";
ob_end_flush(); echo "\n";
ob_start(fn($b) => strtoupper($b), 1); echo "x"; echo "y"; ob_end_clean(); echo "\n";
var_dump(ob_get_status());
--EXPECT--
abcdefgh
<1:abc><0:defg><8:h>
XY
array(0) {
}
