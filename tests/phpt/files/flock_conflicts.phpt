--TEST--
flock: shared and exclusive locks between two handles of one file, LOCK_NB and $would_block
--FILE--
<?php
$path = tempnam(sys_get_temp_dir(), 'lock');
$a = fopen($path, 'r');
$b = fopen($path, 'r');
var_dump(flock($a, LOCK_EX));
var_dump(flock($b, LOCK_EX | LOCK_NB, $wb), $wb);
var_dump(flock($b, LOCK_SH | LOCK_NB, $wb), $wb);
var_dump(flock($a, LOCK_UN));
var_dump(flock($b, LOCK_SH | LOCK_NB, $wb), $wb);
var_dump(flock($a, LOCK_SH | LOCK_NB, $wb), $wb);
var_dump(flock($a, LOCK_EX | LOCK_NB, $wb), $wb);
var_dump(flock($b, LOCK_UN), flock($a, LOCK_EX));
fclose($a);
var_dump(flock($b, LOCK_EX | LOCK_NB));
try { flock($b, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
unlink($path);
--EXPECT--
bool(true)
bool(false)
int(1)
bool(false)
int(1)
bool(true)
bool(true)
int(0)
bool(true)
int(0)
bool(false)
int(1)
bool(true)
bool(true)
bool(true)
flock(): Argument #2 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN
