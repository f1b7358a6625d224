--TEST--
Zone identifiers and abbreviations inside date phrases, and where a phrase stops parsing
--FILE--
<?php
date_default_timezone_set('UTC');
foreach (['2000-07-01 12:00 EST', '2000-07-01 12:00 cest', '2000-07-01 12:00 GMT', '2000-07-01T12:00:00Z',
          '2000-01-01 08:00 America/New_York', '2000-07-01 08:00 Europe/Paris', '2000-07-01 12:00 UTC',
          '2000-07-01 12:00 GMT+2', '2000-01-01 08:00 europe/paris', '10:00 foo bar', 'next foo'] as $s) {
    try {
        $d = new DateTime($s);
        echo $d->format('c e T I'), ' ', json_encode($d), "\n";
    } catch (Exception $e) {
        echo $e->getMessage(), "\n";
    }
    var_dump(strtotime($s));
}
$d = new DateTime('2000-07-01 12:00 EST');
$d->modify('+6 months');
echo $d->format('c T'), "\n";
var_dump($d->getTimezone());
print_r(DateTime::getLastErrors());
date_create('2020-01-01 zz');
print_r(date_get_last_errors());
--EXPECT--
2000-07-01T12:00:00-05:00 EST EST 0 {"date":"2000-07-01 12:00:00.000000","timezone_type":2,"timezone":"EST"}
int(962470800)
2000-07-01T12:00:00+02:00 CEST CEST 1 {"date":"2000-07-01 12:00:00.000000","timezone_type":2,"timezone":"CEST"}
int(962445600)
2000-07-01T12:00:00+00:00 GMT GMT 0 {"date":"2000-07-01 12:00:00.000000","timezone_type":2,"timezone":"GMT"}
int(962452800)
2000-07-01T12:00:00+00:00 Z Z 0 {"date":"2000-07-01 12:00:00.000000","timezone_type":2,"timezone":"Z"}
int(962452800)
2000-01-01T08:00:00-05:00 America/New_York EST 0 {"date":"2000-01-01 08:00:00.000000","timezone_type":3,"timezone":"America\/New_York"}
int(946731600)
2000-07-01T08:00:00+02:00 Europe/Paris CEST 1 {"date":"2000-07-01 08:00:00.000000","timezone_type":3,"timezone":"Europe\/Paris"}
int(962431200)
2000-07-01T12:00:00+00:00 UTC UTC 0 {"date":"2000-07-01 12:00:00.000000","timezone_type":3,"timezone":"UTC"}
int(962452800)
2000-07-01T12:00:00+02:00 +02:00 GMT+0200 0 {"date":"2000-07-01 12:00:00.000000","timezone_type":1,"timezone":"+02:00"}
int(962445600)
Failed to parse time string (2000-01-01 08:00 europe/paris) at position 17 (e): The timezone could not be found in the database
bool(false)
Failed to parse time string (10:00 foo bar) at position 6 (f): The timezone could not be found in the database
bool(false)
Failed to parse time string (next foo) at position 0 (n): The timezone could not be found in the database
bool(false)
2001-01-01T12:00:00-05:00 EST
object(DateTimeZone)#2 (2) {
  ["timezone_type"]=>
  int(2)
  ["timezone"]=>
  string(3) "EST"
}
Array
(
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 1
    [errors] => Array
        (
            [11] => The timezone could not be found in the database
        )

)
