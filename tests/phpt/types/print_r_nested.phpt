--TEST--
print_r of nested arrays, objects, bools and nulls, and its return mode
--FILE--
<?php
$data = ['name' => 'x', 'flags' => [true, false, null], 'n' => 1.0, 'obj' => (object) ['p' => [1]]];
print_r($data);
echo "\n";
$s = print_r([1, [2]], true);
echo strlen($s), "\n";
print_r("plain string");
echo "\n";
print_r(1.50);
echo "\n";
print_r(false);
print_r(null);
echo "|end\n";
--EXPECT--
Array
(
    [name] => x
    [flags] => Array
        (
            [0] => 1
            [1] => 
            [2] => 
        )

    [n] => 1
    [obj] => stdClass Object
        (
            [p] => Array
                (
                    [0] => 1
                )

        )

)

82
plain string
1.5
|end
