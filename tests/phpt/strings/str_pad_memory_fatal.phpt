--TEST--
A str_pad result past memory_limit: the fatal error names its unaligned size, as PHP allocates it
--FILE--
<?php
ini_set('memory_limit', '4M');
register_shutdown_function(function () { echo "shutdown\n"; });
$n = 2;
$a = str_repeat('a', 1000000);
switch ($n) {
    case 0: $b = str_repeat('b', 3000000); break;
    case 1: $b = str_repeat('b', 1500000); $c = str_repeat('c', 1500000); break;
    case 2: $b = str_pad('x', 3000000); break;
    case 3: $b = number_format(1.5, 3000000); break;
}
--EXPECTF--

Fatal error: Allowed memory size of 4194304 bytes exhausted (tried to allocate 3000025 bytes) in %s on line 9
shutdown
