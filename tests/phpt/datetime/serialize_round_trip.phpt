--TEST--
unserialize() and __set_state() rebuild DateTime, DateTimeImmutable, DateTimeZone and DateInterval objects (they came back uninitialised with dynamic-property deprecations)
--FILE--
<?php
// Date objects survive serialize()/unserialize() and var_export()/eval() round trips.
class Stamp extends DateTimeImmutable { public $label = 'none'; }
$when = new DateTime('2024-07-04 09:15:30.250000', new DateTimeZone('America/New_York'));
$copy = unserialize(serialize($when));
echo get_class($copy), " ", $copy->format('Y-m-d H:i:s.u T P'), " ", $copy->getTimestamp(), "\n";
$copy->modify('+1 day');
echo $copy->format(DATE_ATOM), " / ", $when->format(DATE_ATOM), "\n";
$fixed = unserialize(serialize(new DateTimeImmutable('2024-01-01 00:00:00+05:30')));
echo $fixed->format('c e'), "\n";
$abbr = unserialize(serialize(new DateTime('2024-01-01 12:00 EST')));
echo $abbr->format('c T'), "\n";
$zone = unserialize(serialize(new DateTimeZone('Asia/Tokyo')));
echo $zone->getName(), " ", $zone->getOffset(new DateTime('2024-01-01')), "\n";
$stamp = new Stamp('2023-12-31 23:59:59');
$stamp->label = 'new year';
$back = unserialize(serialize($stamp));
var_dump($back);
echo $back->add(new DateInterval('PT1S'))->format('Y-m-d H:i:s'), "\n";
$gap = unserialize(serialize((new DateTime('2024-01-01'))->diff(new DateTime('2024-03-15 06:00'))));
echo $gap->format('%m months %d days %h hours, %a total'), "\n";
$span = unserialize(serialize(new DateInterval('P1Y2M3DT4H5M6S')));
echo $span->format('%y-%m-%d %h:%i:%s'), " ", (new DateTime('2024-01-01'))->add($span)->format('Y-m-d H:i:s'), "\n";
$code = var_export(new DateTime('2024-02-29 12:00:00'), true);
echo $code, "\n";
$revived = DateTime::__set_state(['date' => '2024-02-29 12:00:00.000000', 'timezone_type' => 3, 'timezone' => 'UTC']);
echo $revived->format('l, jS F Y H:i'), "\n";
echo DateTimeZone::__set_state(['timezone_type' => 3, 'timezone' => 'Europe/Paris'])->getName(), "\n";
echo DateInterval::__set_state(['y' => 1, 'm' => 0, 'd' => 2, 'h' => 0, 'i' => 0, 's' => 0, 'f' => 0.0, 'invert' => 0, 'days' => false, 'from_string' => false])->format('%y %d'), "\n";
var_dump(method_exists('DateTime', '__serialize'), method_exists('DateTimeZone', '__unserialize'));
try {
    unserialize('O:8:"DateTime":3:{s:4:"date";s:7:"garbage";s:13:"timezone_type";i:3;s:8:"timezone";s:3:"UTC";}');
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    DateTimeImmutable::__set_state(['date' => 5]);
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
DateTime 2024-07-04 09:15:30.250000 EDT -04:00 1720098930
2024-07-05T09:15:30-04:00 / 2024-07-04T09:15:30-04:00
2024-01-01T00:00:00+05:30 +05:30
2024-01-01T12:00:00-05:00 EST
Asia/Tokyo 32400
object(Stamp)#7 (4) {
  ["label"]=>
  string(8) "new year"
  ["date"]=>
  string(26) "2023-12-31 23:59:59.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(3) "UTC"
}
2024-01-01 00:00:00
2 months 14 days 6 hours, 74 total
1-2-3 4:5:6 2025-03-04 04:05:06
\DateTime::__set_state(array(
   'date' => '2024-02-29 12:00:00.000000',
   'timezone_type' => 3,
   'timezone' => 'UTC',
))
Thursday, 29th February 2024 12:00
Europe/Paris
1 2
bool(true)
bool(true)
Error: Invalid serialization data for DateTime object
Invalid serialization data for DateTimeImmutable object
