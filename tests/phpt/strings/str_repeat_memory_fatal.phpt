--TEST--
A str_repeat result past memory_limit is a fatal error, not a catchable Error
--FILE--
<?php
try {
    echo strlen(str_repeat("ab", 2000000000)), "\n";
} catch (Error $e) {
    echo "caught\n";
}
echo "not reached\n";
--EXPECTF--

Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 4000000032 bytes) in %s on line 3
