--TEST--
superglobals are visible in every scope; $_SERVER has the script and request entries
--ARGS--
one two
--FILE--
<?php
function show() {
    echo $_SERVER['argc'], " ", count($_SERVER['argv']), "\n";
    $_SERVER['custom'] = 'set in function';
    var_dump(isset($_GET), $_POST, is_array($_ENV), $_REQUEST);
}
show();
echo $_SERVER['custom'], "\n";
var_dump($_SERVER['PHP_SELF'] === $_SERVER['SCRIPT_NAME'], $_SERVER['DOCUMENT_ROOT']);
var_dump(is_int($_SERVER['REQUEST_TIME']), is_float($_SERVER['REQUEST_TIME_FLOAT']));
unset($_SERVER['custom']);
var_dump(array_key_exists('custom', $_SERVER));
$f = fn() => $_SERVER['argv'][1];
echo $f(), "\n";
--EXPECT--
3 3
bool(true)
array(0) {
}
bool(true)
array(0) {
}
set in function
bool(true)
string(0) ""
bool(true)
bool(true)
bool(false)
one
