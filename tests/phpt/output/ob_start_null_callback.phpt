--TEST--
ob_start(null, ...) uses the default handler
--FILE--
<?php
ob_start(null, 0);
print_r([1]);
$x = ob_get_clean();
echo strlen($x), "\n";
ob_start(null);
echo "inner";
echo strtoupper(ob_get_clean()), "\n";
--EXPECT--
23
INNER
