--TEST--
$_ENV is the environment as the script started, not changed by putenv()
--FILE--
<?php
// $_ENV holds the environment as the script started: putenv() changes getenv() only.
putenv('APHP_PROBE_VAR=set later');
var_dump(getenv('APHP_PROBE_VAR'));
var_dump(isset($_ENV['APHP_PROBE_VAR']), isset($_SERVER['APHP_PROBE_VAR']));
var_dump(isset($_ENV['PATH']) === isset($_SERVER['PATH']));
--EXPECT--
string(9) "set later"
bool(false)
bool(false)
bool(true)
