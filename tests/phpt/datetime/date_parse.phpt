--TEST--
date_parse: date, time, fraction, zone and relative fields
--FILE--
<?php
print_r(date_parse("2024-01-15")); print_r(date_parse("10:30")); print_r(date_parse("+1 week 2 days")); print_r(date_parse("2024-01-15 10:00:00 +02:00")); print_r(date_parse("next monday"));
print_r(date_parse('2006-12-12 10:00:00.5'));
print_r(date_parse('first day of next month'));

var_dump(date_parse('Feb 2 2010 3pm'));
--EXPECT--
Array
(
    [year] => 2024
    [month] => 1
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
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 30
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

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 0
            [day] => 9
            [hour] => 0
            [minute] => 0
            [second] => 0
        )

)
Array
(
    [year] => 2024
    [month] => 1
    [day] => 15
    [hour] => 10
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
    [zone] => 7200
    [is_dst] => 
)
Array
(
    [year] => 
    [month] => 
    [day] => 
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
    [year] => 2006
    [month] => 12
    [day] => 12
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0.5
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

    [is_localtime] => 
    [relative] => Array
        (
            [year] => 0
            [month] => 1
            [day] => 0
            [hour] => 0
            [minute] => 0
            [second] => 0
            [first_day_of_month] => 1
        )

)
array(12) {
  ["year"]=>
  int(2010)
  ["month"]=>
  int(2)
  ["day"]=>
  int(2)
  ["hour"]=>
  int(15)
  ["minute"]=>
  int(0)
  ["second"]=>
  int(0)
  ["fraction"]=>
  float(0)
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(0)
  ["errors"]=>
  array(0) {
  }
  ["is_localtime"]=>
  bool(false)
}
