--TEST--
exit with an integer status prints nothing
--FILE--
<?php
function finish($code) {
    echo "finishing with $code\n";
    exit($code);
}
try {
    finish(3);
} catch (Throwable $t) {
    echo "exit is not an exception\n";
}
echo "unreachable\n";
--EXPECT--
finishing with 3
