--TEST--
DateTime diff borrows days as timelib does; DST-aware add/sub; exceptions; createFromFormat; sorting and comparing dates; subclasses
--FILE--
<?php
date_default_timezone_set('Europe/London');
$pairs = [['2024-01-31', '2024-03-01'], ['2024-03-31', '2024-02-29'], ['2023-12-25 18:00', '2024-01-01 09:30:15'], ['2020-02-29', '2021-02-28'], ['2024-05-15', '2024-05-15'], ['2000-01-01', '2024-06-30 23:59:59'], ['2024-03-30 12:00', '2024-03-31 12:00'], ['2024-10-27 00:30', '2024-10-27 03:30'], ['2024-08-31', '2024-09-30'], ['2024-01-15', '2023-11-20']];
foreach ($pairs as [$a, $b]) {
    $i = (new DateTime($a))->diff(new DateTime($b));
    echo "$a -> $b: ", $i->format('%R %yy %mm %dd %hh %im %ss days=%a'), "\n";
}
$d = new DateTime('2024-01-31 08:00');
foreach (['P1M', 'P1D', 'PT1H', 'P1Y1M1DT1H1M1S', 'P2W', 'PT90M'] as $spec) { $x = clone $d; $x->add(new DateInterval($spec)); echo $spec, ' ', $x->format('Y-m-d H:i'), ' '; $x->sub(new DateInterval($spec)); echo $x->format('Y-m-d H:i'), "\n"; }
try { new DateInterval('bogus'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new DateTime('not a date'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new DateTimeZone('Mars/Base'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$d = new DateTimeImmutable('2024-02-10 15:45:30');
echo $d->format('l, F jS, Y g:i A'), "\n";
echo $d->modify('last day of this month')->format('Y-m-d'), " ", $d->modify('first monday of next month')->format('Y-m-d'), " ", $d->format('Y-m-d'), "\n";
$dates = [new DateTime('2024-05-01'), new DateTime('2023-01-01'), new DateTime('2024-01-01')];
usort($dates, fn($a, $b) => $a <=> $b);
foreach ($dates as $x) echo $x->format('Y-m-d'), " ";
echo "\n";
var_dump(max($dates)->format('Y'), $dates[0] == new DateTime('2023-01-01'));
$start = new DateTime('2024-02-01');
$end = (clone $start)->modify('last day of this month');
$period = new DatePeriod($start, new DateInterval('P1D'), $end->modify('+1 day'));
$weekends = 0;
foreach ($period as $day) if ($day->format('N') >= 6) $weekends++;
echo "weekends: $weekends\n";
echo (new DateTime('2024-06-15 14:00', new DateTimeZone('UTC')))->setTimezone(new DateTimeZone('America/Los_Angeles'))->format('Y-m-d H:i T'), "\n";
$d = DateTime::createFromFormat('Y-m-d H:i:s', '2024-12-25 07:08:09'); echo $d->format('D jS M'), "\n";
$d = DateTime::createFromFormat('m/d/Y', '02/30/2024'); echo $d->format('Y-m-d'), "\n";
$d = DateTimeImmutable::createFromFormat('!d.m.y', '05.06.07'); echo get_class($d), $d->format(' c'), "\n";
$d = DateTime::createFromFormat('Y-m-d\TH:i:sP', '2024-01-01T10:00:00+05:30'); echo $d->format('c T'), "\n";
$d = DateTime::createFromFormat('U', '1700000000'); echo $d->format('c'), "\n";
$d = DateTime::createFromFormat('j-M-Y', '15-Feb-2009'); echo $d->format('Y-m-d'), "\n";
$d = DateTime::createFromFormat('g:i a', '3:05 pm'); echo $d->format('H:i:s'), "\n";
echo json_encode(['when' => new DateTime('2024-01-01 00:00', new DateTimeZone('Asia/Kolkata'))]), "\n";
$i = new DateInterval('P1D'); $i->invert = 1; echo (new DateTime('2024-01-01'))->add($i)->format('Y-m-d'), "\n";
echo (new DateTime('2024-01-01'))->format('U u v'), "\n";
$a = new DateTime('2024-01-01 10:00'); $b = $a; $b->modify('+1 hour'); echo $a->format('H'), "\n";
class MyDate extends DateTime { public function ymd() { return $this->format('Y-m-d'); } }
$m = new MyDate('2024-07-04'); echo $m->ymd(), " ", get_class($m->modify('+1 day')), "\n";
echo $m, "\n";
--EXPECTF--
2024-01-31 -> 2024-03-01: + 0y 0m 30d 0h 0m 0s days=30
2024-03-31 -> 2024-02-29: - 0y 1m 2d 0h 0m 0s days=31
2023-12-25 18:00 -> 2024-01-01 09:30:15: + 0y 0m 6d 15h 30m 15s days=6
2020-02-29 -> 2021-02-28: + 0y 11m 30d 0h 0m 0s days=365
2024-05-15 -> 2024-05-15: + 0y 0m 0d 0h 0m 0s days=0
2000-01-01 -> 2024-06-30 23:59:59: + 24y 5m 29d 23h 59m 59s days=8947
2024-03-30 12:00 -> 2024-03-31 12:00: + 0y 0m 1d 0h 0m 0s days=1
2024-10-27 00:30 -> 2024-10-27 03:30: + 0y 0m 0d 4h 0m 0s days=0
2024-08-31 -> 2024-09-30: + 0y 0m 30d 0h 0m 0s days=30
2024-01-15 -> 2023-11-20: - 0y 1m 25d 0h 0m 0s days=56
P1M 2024-03-02 08:00 2024-02-02 08:00
P1D 2024-02-01 08:00 2024-01-31 08:00
PT1H 2024-01-31 09:00 2024-01-31 08:00
P1Y1M1DT1H1M1S 2025-03-04 09:01 2024-02-03 08:00
P2W 2024-02-14 08:00 2024-01-31 08:00
PT90M 2024-01-31 09:30 2024-01-31 08:00
Exception: Unknown or bad format (bogus)
Exception: Failed to parse time string (not a date) at position 0 (n): The timezone could not be found in the database
Exception: DateTimeZone::__construct(): Unknown or bad timezone (Mars/Base)
Saturday, February 10th, 2024 3:45 PM
2024-02-29 2024-03-04 2024-02-10
2023-01-01 2024-01-01 2024-05-01 
string(4) "2024"
bool(true)
weekends: 8
2024-06-15 07:00 PDT
Wed 25th Dec
2024-03-01
DateTimeImmutable 2007-06-05T00:00:00+01:00
2024-01-01T10:00:00+05:30 GMT+0530
2023-11-14T22:13:20+00:00
2009-02-15
15:05:00
{"when":{"date":"2024-01-01 00:00:00.000000","timezone_type":3,"timezone":"Asia\/Kolkata"}}
2023-12-31
1704067200 000000 000
11
2024-07-04 MyDate

Fatal error: Uncaught Error: Object of class MyDate could not be converted to string in %s:41
Stack trace:
#0 {main}
  thrown in %s on line 41
