--TEST--
umask reads and replaces the file creation mask
--FILE--
<?php
umask(022);
echo decoct(umask()), "\n";
echo decoct(umask(077)), "\n";
$f = sys_get_temp_dir() . '/aphp_umask_test_' . getmypid();
touch($f);
clearstatcache();
echo substr(sprintf('%o', fileperms($f)), -4), "\n";
unlink($f);
echo decoct(umask(022)), ' ', decoct(umask()), "\n";
--EXPECT--
22
22
0600
77 22
