--TEST--
preg_split flags and limits
--FILE--
<?php
print_r(preg_split('/[\s,]+/', "hypertext language, programming"));
print_r(preg_split('//', 'string', -1, PREG_SPLIT_NO_EMPTY));
print_r(preg_split('//', 'abc'));
print_r(preg_split('/(-)/', 'a-b-c', -1, PREG_SPLIT_DELIM_CAPTURE));
print_r(preg_split('/ /', 'a b  c', -1, PREG_SPLIT_OFFSET_CAPTURE));
print_r(preg_split('/ /', 'a b  c', -1, PREG_SPLIT_NO_EMPTY | PREG_SPLIT_OFFSET_CAPTURE));
print_r(preg_split('/,/', 'a,b,c,d', 2));
print_r(preg_split('/,/', 'a,b,c,d', 0));
print_r(preg_split('/,/', 'a,b,c,d', 1));
print_r(preg_split('/x*/', 'axbc'));
print_r(preg_split('/\d/', 'a1b2c3', -1, PREG_SPLIT_NO_EMPTY));
print_r(preg_split('/(\d)/', 'a1b2c3', 2, PREG_SPLIT_DELIM_CAPTURE));
print_r(preg_split('//u', 'añb', -1, PREG_SPLIT_NO_EMPTY));
--EXPECT--
Array
(
    [0] => hypertext
    [1] => language
    [2] => programming
)
Array
(
    [0] => s
    [1] => t
    [2] => r
    [3] => i
    [4] => n
    [5] => g
)
Array
(
    [0] => 
    [1] => a
    [2] => b
    [3] => c
    [4] => 
)
Array
(
    [0] => a
    [1] => -
    [2] => b
    [3] => -
    [4] => c
)
Array
(
    [0] => Array
        (
            [0] => a
            [1] => 0
        )

    [1] => Array
        (
            [0] => b
            [1] => 2
        )

    [2] => Array
        (
            [0] => 
            [1] => 4
        )

    [3] => Array
        (
            [0] => c
            [1] => 5
        )

)
Array
(
    [0] => Array
        (
            [0] => a
            [1] => 0
        )

    [1] => Array
        (
            [0] => b
            [1] => 2
        )

    [2] => Array
        (
            [0] => c
            [1] => 5
        )

)
Array
(
    [0] => a
    [1] => b,c,d
)
Array
(
    [0] => a
    [1] => b
    [2] => c
    [3] => d
)
Array
(
    [0] => a,b,c,d
)
Array
(
    [0] => 
    [1] => a
    [2] => 
    [3] => b
    [4] => c
    [5] => 
)
Array
(
    [0] => a
    [1] => b
    [2] => c
)
Array
(
    [0] => a
    [1] => 1
    [2] => b2c3
)
Array
(
    [0] => a
    [1] => ñ
    [2] => b
)
