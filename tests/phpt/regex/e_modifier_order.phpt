--TEST--
The /e modifier is reported only after every other modifier is known
--FILE--
<?php
var_dump(preg_replace('/x/e', 'y', 'x'));
var_dump(preg_match('/x/ie', 'x'));
var_dump(preg_replace('/x/e_', 'y', 'x'));
var_dump(preg_match('/x/Q', 'x'));
--EXPECTF--
Warning: preg_replace(): The /e modifier is no longer supported, use preg_replace_callback instead in %s on line 2
NULL

Warning: preg_match(): The /e modifier is no longer supported, use preg_replace_callback instead in %s on line 3
bool(false)

Warning: preg_replace(): Unknown modifier '_' in %s on line 4
NULL

Warning: preg_match(): Unknown modifier 'Q' in %s on line 5
bool(false)
