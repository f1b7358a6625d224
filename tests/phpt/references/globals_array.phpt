--TEST--
$GLOBALS reads and writes global variables
--FILE--
<?php
$counter = 1;
function bump() {
    $GLOBALS['counter']++;
    $GLOBALS['created'] = 'new global';
}
bump();
bump();
echo $counter, " ", $created, "\n";
function viaGlobal() {
    global $counter;
    $counter = 100;
}
viaGlobal();
echo $counter, "\n";
var_dump(isset($GLOBALS['counter']), isset($GLOBALS['nope']), array_key_exists('GLOBALS', $GLOBALS));
function unsetGlobal() {
    global $created;
    unset($created);
}
unsetGlobal();
echo $created, "\n";
--EXPECT--
3 new global
100
bool(true)
bool(false)
bool(false)
new global
