--TEST--
number format edges
--FILE--
<?php var_dump(number_format(1234.5, -2), number_format(-1234.567, -1), number_format(-0.4), number_format(-INF,2), number_format(NAN, 3), number_format(0.5), number_format(1.005, 2), number_format(-1234.567, 2, ",", "."), number_format(1e20, 2), number_format(123456789012345678, 0, "", " "));
--EXPECT--
string(5) "1,235"
string(6) "-1,235"
string(1) "0"
string(3) "inf"
string(3) "nan"
string(1) "1"
string(4) "1.01"
string(9) "-1.234,57"
string(30) "100,000,000,000,000,000,000.00"
string(23) "123 456 789 012 345 680"
