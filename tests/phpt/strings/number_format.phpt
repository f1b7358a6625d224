--TEST--
number_format rounding and separators
--FILE--
<?php
var_dump(number_format(1234.5), number_format(1234.5678, 2), number_format(-1234.567, 2, ",", "."), number_format(0.5), number_format(-0.4), number_format(1.005, 2));
var_dump(number_format(1234567.891, 2, ".", " "), number_format(1e20, 2), number_format(12345.6789, 3, ":", ""), number_format(-0.01, 1), number_format(2.675, 2), number_format(1.45, 1));
var_dump(number_format(-1234.567, -2), number_format(0.285, 2), number_format(1e15), number_format(1.955, 2), number_format(999.999, 2), number_format(0.0, 2, "", ""), number_format(1234.5, 1, null, null), number_format(1000, 2, "&#44;", "&nbsp;"));
var_dump(number_format(INF), number_format(-INF), number_format(NAN));
--EXPECT--
string(5) "1,235"
string(8) "1,234.57"
string(9) "-1.234,57"
string(1) "1"
string(1) "0"
string(4) "1.01"
string(12) "1 234 567.89"
string(30) "100,000,000,000,000,000,000.00"
string(9) "12345:679"
string(3) "0.0"
string(4) "2.68"
string(3) "1.5"
string(6) "-1,235"
string(4) "0.29"
string(21) "1,000,000,000,000,000"
string(4) "1.96"
string(8) "1,000.00"
string(3) "000"
string(7) "1,234.5"
string(17) "1&nbsp;000&#44;00"
string(3) "inf"
string(3) "inf"
string(3) "nan"
