--TEST--
unserialize() rebuilds a DatePeriod with its dates and options (it came back empty)
--FILE--
<?php
// A DatePeriod comes back from unserialize() with its dates, bounds and options.
$weekly = new DatePeriod(new DateTimeImmutable('2024-01-01 08:00'), new DateInterval('P1W'), 3, DatePeriod::EXCLUDE_START_DATE);
$s = serialize($weekly);
echo $s, "\n";
$back = unserialize($s);
foreach ($back as $i => $d) echo $i, ":", $d->format('D Y-m-d H:i'), " ";
echo "\n";
var_dump(get_class($back->getStartDate()), $back->recurrences, $back->getRecurrences(), $back->include_start_date);
$bounded = unserialize(serialize(new DatePeriod(new DateTime('2024-02-27'), new DateInterval('P1D'), new DateTime('2024-03-02'), DatePeriod::INCLUDE_END_DATE)));
foreach ($bounded as $d) echo $d->format('m-d'), " ";
echo "\n", $bounded->getEndDate()->format('Y-m-d'), " ", $bounded->getDateInterval()->format('%d day'), "\n";
try {
    unserialize('O:10:"DatePeriod":1:{s:5:"start";N;}');
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
O:10:"DatePeriod":7:{s:5:"start";O:17:"DateTimeImmutable":3:{s:4:"date";s:26:"2024-01-01 08:00:00.000000";s:13:"timezone_type";i:3;s:8:"timezone";s:3:"UTC";}s:7:"current";N;s:3:"end";N;s:8:"interval";O:12:"DateInterval":10:{s:1:"y";i:0;s:1:"m";i:0;s:1:"d";i:7;s:1:"h";i:0;s:1:"i";i:0;s:1:"s";i:0;s:1:"f";d:0;s:6:"invert";i:0;s:4:"days";b:0;s:11:"from_string";b:0;}s:11:"recurrences";i:3;s:18:"include_start_date";b:0;s:16:"include_end_date";b:0;}
0:Mon 2024-01-08 08:00 1:Mon 2024-01-15 08:00 2:Mon 2024-01-22 08:00 
string(17) "DateTimeImmutable"
int(3)
int(3)
bool(false)
02-27 02-28 02-29 03-01 03-02 
2024-03-02 1 day
Invalid serialization data for DatePeriod object
