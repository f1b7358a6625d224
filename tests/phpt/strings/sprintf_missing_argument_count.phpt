--TEST--
sprintf counts a missing argument's conversion character again, as PHP ("%5%" with no argument needs 3)
--FILE--
<?php
// A specification whose argument is missing leaves its conversion character to be
// read again, so a trailing "%" counts as one more specification.
$cases = [["%"], ["%", 1], ["abc%5"], ["%5%s", 1], ["%5%"], ["%5%", 1], ["%5%%d", 1], ["%s %5%", 1], ["%5%%d"], ["%1\$s %3\$s", 1], ["%d %d"]];
foreach ($cases as $args) {
    try {
        var_dump(sprintf(...$args));
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try { vsprintf("%5%", []); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { printf("%s%"); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: 2 arguments are required, 1 given
ValueError: Missing format specifier at end of string
ArgumentCountError: 2 arguments are required, 1 given
string(2) "%s"
ArgumentCountError: 3 arguments are required, 1 given
string(1) "%"
ArgumentCountError: 3 arguments are required, 2 given
ArgumentCountError: 4 arguments are required, 2 given
ArgumentCountError: 2 arguments are required, 1 given
ArgumentCountError: 4 arguments are required, 2 given
ArgumentCountError: 3 arguments are required, 1 given
The arguments array must contain 2 items, 0 given
3 arguments are required, 1 given
