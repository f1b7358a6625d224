--TEST--
named arguments, skipping defaults and error cases
--FILE--
<?php
function make($name, $size = 'M', $color = 'red', ...$extra) {
    return "$name/$size/$color" . ($extra ? " +" . json_encode($extra) : "");
}
echo make('shirt', color: 'blue'), "\n";
echo make(color: 'green', name: 'hat'), "\n";
echo make('sock', 'S', extra1: 'x'), "\n";
echo str_pad(string: "x", length: 5, pad_string: "-", pad_type: STR_PAD_LEFT), "\n";
echo implode(separator: ",", array: [1, 2]), "\n";
try {
    make('a', name: 'b');
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    make(size: 'L');
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    strlen(str: "x");
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECT--
shirt/M/blue
hat/M/green
sock/S/red +{"extra1":"x"}
----x
1,2
Error: Named parameter $name overwrites previous argument
ArgumentCountError: make(): Argument #1 ($name) not passed
Error: Unknown named parameter $str
