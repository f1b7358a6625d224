--TEST--
compile-time error: continue too many levels
--FILE--
<?php
foreach ([1, 2] as $x) {
    while (true) {
        continue 3;
    }
}
--EXPECTF--
Fatal error: Cannot 'continue' 3 levels in %s on line 4
