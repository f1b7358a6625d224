--TEST--
functions are usable before their declaration; conditional ones only after
--FILE--
<?php
echo early(), "\n";
function early() { return "declared later in the file"; }
var_dump(function_exists('cond'));
if (true) {
    function cond() { return "conditional"; }
}
var_dump(function_exists('cond'));
echo cond(), "\n";
function outer() {
    function inner() { return "inner defined when outer runs"; }
}
var_dump(function_exists('inner'));
outer();
echo inner(), "\n";
var_dump(function_exists('STRLEN'), function_exists('nope'));
--EXPECT--
declared later in the file
bool(false)
bool(true)
conditional
bool(false)
inner defined when outer runs
bool(true)
bool(false)
