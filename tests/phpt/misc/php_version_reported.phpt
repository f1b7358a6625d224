--TEST--
PHP_VERSION and its parts name the reference php release
--FILE--
<?php
echo PHP_VERSION, "\n", phpversion(), "\n";
var_dump(PHP_RELEASE_VERSION, PHP_VERSION_ID, version_compare(PHP_VERSION, '8.2.0', '>='));
--EXPECT--
8.2.31
8.2.31
int(31)
int(80231)
bool(true)
