--TEST--
Shortest round-trip float output picks the correctly rounded digits when two are equally near
--FILE--
<?php
var_dump(1e15 + 0.3, 1e15 + 0.7, 2e15 + 0.5, 0.1 + 0.2, 1/3);
echo json_encode([1e15 + 0.3, 4503599627370497.5]), "\n";
var_export(1e15 + 0.3); echo "\n";
echo serialize(1e15 + 0.3), "\n";
--EXPECT--
float(1000000000000000.2)
float(1000000000000000.8)
float(2000000000000000.5)
float(0.30000000000000004)
float(0.3333333333333333)
[1000000000000000.2,4503599627370498]
1000000000000000.2
d:1000000000000000.2;
