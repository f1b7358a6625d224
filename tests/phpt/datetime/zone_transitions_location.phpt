--TEST--
DateTimeZone::getTransitions and getLocation, timezone_transitions_get, timezone_location_get and timezone_version_get
--FILE--
<?php
$z = new DateTimeZone("Europe/Berlin");
print_r($z->getTransitions(1700000000, 1740000000));
echo count($z->getTransitions()), "\n";
print_r(array_slice($z->getTransitions(), 0, 3));
print_r(array_slice($z->getTransitions(), -2));
print_r((new DateTimeZone("UTC"))->getTransitions(0, 100));
print_r((new DateTimeZone("America/New_York"))->getTransitions(2000000000));
print_r(timezone_transitions_get(new DateTimeZone("Asia/Kolkata"), 0));
var_dump((new DateTimeZone("+02:00"))->getTransitions(), (new DateTimeZone("EST"))->getLocation(), (new DateTimeZone("+02:00"))->getLocation(), timezone_version_get());
foreach (["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo", "Europe/London", "Africa/Abidjan", "Asia/Tokyo", "America/St_Johns", "Etc/GMT+5", "UTC"] as $n) {
    var_dump(timezone_location_get(new DateTimeZone($n)));
}
--EXPECT--
Array
(
    [0] => Array
        (
            [ts] => 1700000000
            [time] => 2023-11-14T22:13:20+00:00
            [offset] => 3600
            [isdst] => 
            [abbr] => CET
        )

    [1] => Array
        (
            [ts] => 1711846800
            [time] => 2024-03-31T01:00:00+00:00
            [offset] => 7200
            [isdst] => 1
            [abbr] => CEST
        )

    [2] => Array
        (
            [ts] => 1729990800
            [time] => 2024-10-27T01:00:00+00:00
            [offset] => 3600
            [isdst] => 
            [abbr] => CET
        )

)
144
Array
(
    [0] => Array
        (
            [ts] => -9223372036854775808
            [time] => -292277022657-01-27T08:29:52+00:00
            [offset] => 3208
            [isdst] => 
            [abbr] => LMT
        )

    [1] => Array
        (
            [ts] => -2422054408
            [time] => 1893-03-31T23:06:32+00:00
            [offset] => 3600
            [isdst] => 
            [abbr] => CET
        )

    [2] => Array
        (
            [ts] => -1693706400
            [time] => 1916-04-30T22:00:00+00:00
            [offset] => 7200
            [isdst] => 1
            [abbr] => CEST
        )

)
Array
(
    [0] => Array
        (
            [ts] => 2121901200
            [time] => 2037-03-29T01:00:00+00:00
            [offset] => 7200
            [isdst] => 1
            [abbr] => CEST
        )

    [1] => Array
        (
            [ts] => 2140045200
            [time] => 2037-10-25T01:00:00+00:00
            [offset] => 3600
            [isdst] => 
            [abbr] => CET
        )

)
Array
(
    [0] => Array
        (
            [ts] => 0
            [time] => 1970-01-01T00:00:00+00:00
            [offset] => 0
            [isdst] => 
            [abbr] => UTC
        )

)
Array
(
    [0] => Array
        (
            [ts] => 2000000000
            [time] => 2033-05-18T03:33:20+00:00
            [offset] => -14400
            [isdst] => 1
            [abbr] => EDT
        )

    [1] => Array
        (
            [ts] => 2014869600
            [time] => 2033-11-06T06:00:00+00:00
            [offset] => -18000
            [isdst] => 
            [abbr] => EST
        )

    [2] => Array
        (
            [ts] => 2025759600
            [time] => 2034-03-12T07:00:00+00:00
            [offset] => -14400
            [isdst] => 1
            [abbr] => EDT
        )

    [3] => Array
        (
            [ts] => 2046319200
            [time] => 2034-11-05T06:00:00+00:00
            [offset] => -18000
            [isdst] => 
            [abbr] => EST
        )

    [4] => Array
        (
            [ts] => 2057209200
            [time] => 2035-03-11T07:00:00+00:00
            [offset] => -14400
            [isdst] => 1
            [abbr] => EDT
        )

    [5] => Array
        (
            [ts] => 2077768800
            [time] => 2035-11-04T06:00:00+00:00
            [offset] => -18000
            [isdst] => 
            [abbr] => EST
        )

    [6] => Array
        (
            [ts] => 2088658800
            [time] => 2036-03-09T07:00:00+00:00
            [offset] => -14400
            [isdst] => 1
            [abbr] => EDT
        )

    [7] => Array
        (
            [ts] => 2109218400
            [time] => 2036-11-02T06:00:00+00:00
            [offset] => -18000
            [isdst] => 
            [abbr] => EST
        )

    [8] => Array
        (
            [ts] => 2120108400
            [time] => 2037-03-08T07:00:00+00:00
            [offset] => -14400
            [isdst] => 1
            [abbr] => EDT
        )

    [9] => Array
        (
            [ts] => 2140668000
            [time] => 2037-11-01T06:00:00+00:00
            [offset] => -18000
            [isdst] => 
            [abbr] => EST
        )

)
Array
(
    [0] => Array
        (
            [ts] => 0
            [time] => 1970-01-01T00:00:00+00:00
            [offset] => 19800
            [isdst] => 
            [abbr] => IST
        )

)
bool(false)
bool(false)
bool(false)
string(8) "0.system"
array(4) {
  ["country_code"]=>
  string(2) "DE"
  ["latitude"]=>
  float(52.5)
  ["longitude"]=>
  float(13.36666)
  ["comments"]=>
  string(15) "most of Germany"
}
array(4) {
  ["country_code"]=>
  string(2) "US"
  ["latitude"]=>
  float(40.71416)
  ["longitude"]=>
  float(-74.00638)
  ["comments"]=>
  string(20) "Eastern (most areas)"
}
array(4) {
  ["country_code"]=>
  string(2) "IN"
  ["latitude"]=>
  float(22.53333)
  ["longitude"]=>
  float(88.36666)
  ["comments"]=>
  string(0) ""
}
array(4) {
  ["country_code"]=>
  string(2) "AU"
  ["latitude"]=>
  float(-33.86666)
  ["longitude"]=>
  float(151.21666)
  ["comments"]=>
  string(28) "New South Wales (most areas)"
}
array(4) {
  ["country_code"]=>
  string(2) "BR"
  ["latitude"]=>
  float(-23.53333)
  ["longitude"]=>
  float(-46.61666)
  ["comments"]=>
  string(54) "Brazil (southeast: GO, DF, MG, ES, RJ, SP, PR, SC, RS)"
}
array(4) {
  ["country_code"]=>
  string(2) "GB"
  ["latitude"]=>
  float(51.50833)
  ["longitude"]=>
  float(-0.12527)
  ["comments"]=>
  string(0) ""
}
array(4) {
  ["country_code"]=>
  string(2) "CI"
  ["latitude"]=>
  float(5.31666)
  ["longitude"]=>
  float(-4.03333)
  ["comments"]=>
  string(0) ""
}
array(4) {
  ["country_code"]=>
  string(2) "JP"
  ["latitude"]=>
  float(35.65444)
  ["longitude"]=>
  float(139.74472)
  ["comments"]=>
  string(0) ""
}
array(4) {
  ["country_code"]=>
  string(2) "CA"
  ["latitude"]=>
  float(47.56666)
  ["longitude"]=>
  float(-52.71666)
  ["comments"]=>
  string(27) "Newfoundland, Labrador (SE)"
}
array(4) {
  ["country_code"]=>
  string(2) "??"
  ["latitude"]=>
  float(0)
  ["longitude"]=>
  float(0)
  ["comments"]=>
  string(1) "?"
}
array(4) {
  ["country_code"]=>
  string(2) "??"
  ["latitude"]=>
  float(0)
  ["longitude"]=>
  float(0)
  ["comments"]=>
  string(1) "?"
}
