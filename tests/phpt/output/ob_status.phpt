--TEST--
output: ob status
--FILE--
<?php
var_dump(ob_get_status());
var_dump(ob_list_handlers());
ob_start();
ob_start(fn($b) => $b);
echo "xyz";
$s = ob_get_status();
$full = ob_get_status(true);
$h = ob_list_handlers();
ob_end_clean();
ob_end_clean();
print_r($s);
print_r($full);
print_r($h);
--EXPECT--
array(0) {
}
array(0) {
}
Array
(
    [name] => Closure::__invoke
    [type] => 1
    [flags] => 113
    [level] => 1
    [chunk_size] => 0
    [buffer_size] => 16384
    [buffer_used] => 3
)
Array
(
    [0] => Array
        (
            [name] => default output handler
            [type] => 0
            [flags] => 112
            [level] => 0
            [chunk_size] => 0
            [buffer_size] => 16384
            [buffer_used] => 0
        )

    [1] => Array
        (
            [name] => Closure::__invoke
            [type] => 1
            [flags] => 113
            [level] => 1
            [chunk_size] => 0
            [buffer_size] => 16384
            [buffer_used] => 3
        )

)
Array
(
    [0] => default output handler
    [1] => Closure::__invoke
)
