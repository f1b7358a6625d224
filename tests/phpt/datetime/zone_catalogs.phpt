--TEST--
timezone_identifiers_list, listIdentifiers, timezone_abbreviations_list and timezone_name_from_abbr
--FILE--
<?php
$l = timezone_identifiers_list();
echo count($l), " ", $l[0], " ", end($l), "\n";
echo count(timezone_identifiers_list(DateTimeZone::ALL_WITH_BC)), "\n";
echo implode(",", timezone_identifiers_list(DateTimeZone::PER_COUNTRY, "NL")), "\n";
echo implode(",", timezone_identifiers_list(DateTimeZone::PER_COUNTRY, "nl")), "|\n";
echo implode(",", timezone_identifiers_list(DateTimeZone::UTC)), "\n";
echo count(timezone_identifiers_list(DateTimeZone::AMERICA | DateTimeZone::ASIA)), "\n";
echo implode(",", DateTimeZone::listIdentifiers(DateTimeZone::ANTARCTICA)), "\n";
echo count(DateTimeZone::listIdentifiers(0)), "\n";
var_dump(in_array("Europe/Paris", DateTimeZone::listIdentifiers()));
try { timezone_identifiers_list(DateTimeZone::PER_COUNTRY); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { DateTimeZone::listIdentifiers(DateTimeZone::PER_COUNTRY, "USA"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$a = timezone_abbreviations_list();
echo count($a), " ", array_sum(array_map('count', $a)), "\n";
print_r($a['cest'][0]);
var_dump($a['z']);
var_dump(DateTimeZone::listAbbreviations() == $a);
foreach ([["EST"], ["", 3600, 0], ["", -18000, 1], ["xyz"], ["CET"], ["", 12345, -1], ["est", -18000, 1], ["utc"], ["GMT", 3600], ["z"], ["pst", 3600, 0], ["", 19800, 0], ["", 0, 0]] as $args) {
    var_dump(timezone_name_from_abbr(...$args));
}
print_r(array_slice(DateTimeZone::listIdentifiers(DateTimeZone::EUROPE), 0, 5));
echo DateTimeZone::EUROPE, DateTimeZone::ALL, DateTimeZone::PER_COUNTRY, "\n";
--EXPECT--
419 Africa/Abidjan UTC
601
Europe/Amsterdam
|
UTC
226
Antarctica/Casey,Antarctica/Davis,Antarctica/DumontDUrville,Antarctica/Macquarie,Antarctica/Mawson,Antarctica/McMurdo,Antarctica/Palmer,Antarctica/Rothera,Antarctica/Syowa,Antarctica/Troll,Antarctica/Vostok
0
bool(true)
timezone_identifiers_list(): Argument #2 ($countryCode) must be a two-letter ISO 3166-1 compatible country code when argument #1 ($timezoneGroup) is DateTimeZone::PER_COUNTRY
DateTimeZone::listIdentifiers(): Argument #2 ($countryCode) must be a two-letter ISO 3166-1 compatible country code when argument #1 ($timezoneGroup) is DateTimeZone::PER_COUNTRY
144 1127
Array
(
    [dst] => 1
    [offset] => 7200
    [timezone_id] => Europe/Berlin
)
array(1) {
  [0]=>
  array(3) {
    ["dst"]=>
    bool(false)
    ["offset"]=>
    int(0)
    ["timezone_id"]=>
    NULL
  }
}
bool(true)
string(16) "America/New_York"
string(12) "Europe/Paris"
string(15) "America/Chicago"
bool(false)
string(13) "Europe/Berlin"
bool(false)
string(16) "America/New_York"
string(3) "UTC"
string(3) "UTC"
bool(false)
string(19) "America/Los_Angeles"
string(12) "Asia/Kolkata"
string(13) "Europe/London"
Array
(
    [0] => Europe/Amsterdam
    [1] => Europe/Andorra
    [2] => Europe/Astrakhan
    [3] => Europe/Athens
    [4] => Europe/Belgrade
)
12820474096
