--TEST--
compile-time error: break outside loop
--FILE--
<?php
echo "never printed\n";
if (true) {
    break;
}
--EXPECTF--
Fatal error: 'break' not in the 'loop' or 'switch' context in %s on line 4
