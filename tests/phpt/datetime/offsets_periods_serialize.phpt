--TEST--
DateTime with fixed offsets, failed modify, DatePeriod options, cross-class comparison, serialize
--FILE--
<?php
echo (new DateTime('@86400'))->format('T e P'), "\n";
$d = new DateTime('2024-01-15 10:00', new DateTimeZone('-03:30')); echo $d->format('c T e'), "\n"; var_dump($d);
echo date_create('bogus') === false ? 'false' : 'obj', "\n";
$d = new DateTime('2024-01-01'); var_dump($d->modify('nonsense'));
$p = new DatePeriod(new DateTimeImmutable('2024-01-30'), new DateInterval('P1M'), 2, DatePeriod::EXCLUDE_START_DATE);
foreach ($p as $x) echo get_class($x), $x->format(' Y-m-d'), "\n";
var_dump(new DateTime('2024-01-01') < new DateTimeImmutable('2024-01-02'));
$s = serialize(new DateTime('2024-01-01 UTC')); echo $s, "\n";
var_dump((array)new DateTimeZone('UTC'));
$d1 = new DateTime('2024-03-15'); $d2 = new DateTime('2024-03-20');
echo $d1->diff($d2)->days, " ", $d2->diff($d1)->format('%a %R'), "\n";
--EXPECTF--
GMT+0000 +00:00 +00:00
2024-01-15T10:00:00-03:30 GMT-0330 -03:30
object(DateTime)#1 (3) {
  ["date"]=>
  string(26) "2024-01-15 10:00:00.000000"
  ["timezone_type"]=>
  int(1)
  ["timezone"]=>
  string(6) "-03:30"
}
false

Warning: DateTime::modify(): Failed to parse time string (nonsense) at position 0 (n): The timezone could not be found in the database in %s on line 5
bool(false)
DateTimeImmutable 2024-03-01
DateTimeImmutable 2024-04-01
bool(true)
O:8:"DateTime":3:{s:4:"date";s:26:"2024-01-01 00:00:00.000000";s:13:"timezone_type";i:3;s:8:"timezone";s:3:"UTC";}
array(2) {
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(3) "UTC"
}
5 5 -
