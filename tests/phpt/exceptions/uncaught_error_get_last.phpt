--TEST--
error_get_last() in a shutdown function after an uncaught exception: E_ERROR with the report's text up to "thrown"
--FILE--
<?php
register_shutdown_function(function () {
    $e = error_get_last();
    echo "type: ", $e['type'], "\n";
    echo "message: ", $e['message'], "\n";
    echo "line: ", $e['line'], " file ok: ", var_export($e['file'] === __FILE__, true), "\n";
});
function load(int $id) { throw new RuntimeException("Record $id missing"); }
echo @$undefined, "silenced warning first\n";
load(42);
--EXPECTF--
silenced warning first

Fatal error: Uncaught RuntimeException: Record 42 missing in %s:8
Stack trace:
#0 %s(10): load(42)
#1 {main}
  thrown in %s on line 8
type: 1
message: Uncaught RuntimeException: Record 42 missing in %s:8
Stack trace:
#0 %s(10): load(42)
#1 {main}
  thrown
line: 8 file ok: true
