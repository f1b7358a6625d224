--TEST--
memory_limit: a script that keeps allocating ends in PHP's fatal error, shutdown functions still run
--INI--
memory_limit=8M
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown ran\n"; });
echo ini_get('memory_limit'), "\n";
$rows = [];
for ($i = 0; ; $i++) {
    $rows[] = str_repeat('x', 100) . $i;
}
echo "not reached\n";
?>
--EXPECTF--
8M

Fatal error: Allowed memory size of 8388608 bytes exhausted (tried to allocate %d bytes) in %s on line %d
shutdown ran
