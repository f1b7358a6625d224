--TEST--
string conversion of an exception
--FILE--
<?php
function thrower() { throw new UnexpectedValueException("odd value", 3); }
try {
    thrower();
} catch (Exception $e) {
    echo $e, "\n";
    echo "---\n";
    echo get_class($e), "|", $e->getLine(), "\n";
}
$plain = new Exception("plain");
echo $plain, "\n";
--EXPECTF--
UnexpectedValueException: odd value in %s:2
Stack trace:
#0 %s(4): thrower()
#1 {main}
---
UnexpectedValueException|2
Exception: plain in %s:10
Stack trace:
#0 {main}
