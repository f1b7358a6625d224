--TEST--
output: ob errors
--FILE--
<?php
var_dump(ob_end_flush());
var_dump(ob_end_clean());
var_dump(ob_clean());
var_dump(ob_flush());
var_dump(ob_get_flush());
var_dump(ob_get_clean());
var_dump(ob_get_contents(), ob_get_length(), ob_get_level());
--EXPECTF--

Notice: ob_end_flush(): Failed to delete and flush buffer. No buffer to delete or flush in %s on line 2
bool(false)

Notice: ob_end_clean(): Failed to delete buffer. No buffer to delete in %s on line 3
bool(false)

Notice: ob_clean(): Failed to delete buffer. No buffer to delete in %s on line 4
bool(false)

Notice: ob_flush(): Failed to flush buffer. No buffer to flush in %s on line 5
bool(false)

Notice: ob_get_flush(): Failed to delete and flush buffer. No buffer to delete or flush in %s on line 6
bool(false)
bool(false)
bool(false)
bool(false)
int(0)
