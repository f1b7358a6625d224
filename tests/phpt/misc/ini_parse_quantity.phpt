--TEST--
ini_parse_quantity with multipliers, bases and invalid input
--FILE--
<?php
foreach (['1M', '512k', '2G', ' 10 ', '0x10', '0x1k', '010', '0b101', '-1', '+5m', '', '128', '1X', 'abc', '1 M', '0o17'] as $q) {
    echo json_encode($q), ' => ', ini_parse_quantity($q), "\n";
}
--EXPECTF--
"1M" => 1048576
"512k" => 524288
"2G" => 2147483648
" 10 " => 10
"0x10" => 16
"0x1k" => 1024
"010" => 8
"0b101" => 5
"-1" => -1
"+5m" => 5242880
"" => 0
"128" => 128
"1X" => 
Warning: Invalid quantity "1X": unknown multiplier "X", interpreting as "1" for backwards compatibility in %s on line 3
1
"abc" => 
Warning: Invalid quantity "abc": no valid leading digits, interpreting as "0" for backwards compatibility in %s on line 3
0
"1 M" => 1048576
"0o17" => 15
