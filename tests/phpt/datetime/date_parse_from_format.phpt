--TEST--
date_parse_from_format fields, zones, weekdays and diagnostics; u and v read as fractions of a second
--FILE--
<?php
print_r(date_parse_from_format('j.n.Y H:iP', '6.1.2009 13:00+01:00'));
print_r(date_parse_from_format('Y-m-d', '2024-02-30'));
print_r(date_parse_from_format('H:i', '10:61x'));
print_r(date_parse_from_format('Y-m-d H:i:s.u T', '2024-01-02 03:04:05.25 UTC'));
print_r(date_parse_from_format('H:i T', '03:04 EST'));
print_r(date_parse_from_format('e', 'Europe/Paris'));
print_r(date_parse_from_format('U', '-86400'));
print_r(date_parse_from_format('!d/m', '5/6'));
print_r(date_parse_from_format('Y-m-d|', '2024-01-02'));
print_r(date_parse_from_format('D, d M Y g:i a', 'Mon, 15 Aug 2005 3:05 pm'));
print_r(date_parse_from_format('Y z', '2024 45'));
print_r(date_parse_from_format('z Y', '45 2024'));
print_r(date_parse_from_format('Y-m-d', '2024-01'));
var_dump(DateTime::createFromFormat('z Y', '45 2024'));
echo DateTime::createFromFormat('Y-m-d H:i:s.u', '2024-01-02 10:00:00.25')->format('s.u'), "\n";
echo DateTime::createFromFormat('Y-m-d H:i:s.v', '2024-01-02 10:00:00.5')->format('s.u'), "\n";
--EXPECT--
Array
(
    [year] => 2009
    [month] => 1
    [day] => 6
    [hour] => 13
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 1
    [zone] => 3600
    [is_dst] => 
)
Array
(
    [year] => 2024
    [month] => 2
    [day] => 30
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 1
    [warnings] => Array
        (
            [10] => The parsed date was invalid
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 61
    [second] => 0
    [fraction] => 0
    [warning_count] => 1
    [warnings] => Array
        (
            [5] => The parsed time was invalid
        )

    [error_count] => 1
    [errors] => Array
        (
            [5] => Trailing data
        )

    [is_localtime] => 
)
Array
(
    [year] => 2024
    [month] => 1
    [day] => 2
    [hour] => 3
    [minute] => 4
    [second] => 5
    [fraction] => 0.25
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 3
    [tz_abbr] => UTC
    [tz_id] => UTC
)
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 3
    [minute] => 4
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 2
    [zone] => -18000
    [is_dst] => 
    [tz_abbr] => EST
)
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 3
    [tz_id] => Europe/Paris
)
Array
(
    [year] => 1969
    [month] => 12
    [day] => 31
    [hour] => 0
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 1
    [zone] => 0
    [is_dst] => 
)
Array
(
    [year] => 1970
    [month] => 6
    [day] => 5
    [hour] => 0
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
Array
(
    [year] => 2024
    [month] => 1
    [day] => 2
    [hour] => 0
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
Array
(
    [year] => 2005
    [month] => 8
    [day] => 15
    [hour] => 15
    [minute] => 5
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [weekday] => 1
        )

)
Array
(
    [year] => 2024
    [month] => 2
    [day] => 15
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
Array
(
    [year] => 2024
    [month] => 
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 1
    [errors] => Array
        (
            [0] => A 'day of year' can only come after a year has been found
        )

    [is_localtime] => 
)
Array
(
    [year] => 2024
    [month] => 1
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 1
    [errors] => Array
        (
            [7] => Not enough data available to satisfy format
        )

    [is_localtime] => 
)
bool(false)
00.250000
00.500000
