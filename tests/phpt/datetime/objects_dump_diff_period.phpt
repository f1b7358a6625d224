--TEST--
DateTime, DateInterval, DateTimeZone and DatePeriod: dumps, diff, format, modify, add/sub, createFromFormat
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2024-01-31 10:00:00');
var_dump($d); print_r($d); echo "\n"; echo json_encode($d), "\n"; var_export($d); echo "\n";
$i = new DateInterval('P1Y2M3DT4H5M6S');
var_dump($i);
$x = (new DateTime('2024-01-01'))->diff(new DateTime('2023-02-15 12:30:00'));
var_dump($x);
print_r($x);
echo $x->format('%R%a days, %y-%m-%d %h:%i:%s %Y %M %D %H %I %S %% %r'), "\n";
var_dump(new DateTimeZone('Europe/Paris'), new DateTimeZone('+02:00'));
$p = new DatePeriod(new DateTime('2024-01-01'), new DateInterval('P1W'), 3);
foreach ($p as $k => $day) echo $k, " ", $day->format('Y-m-d D'), "\n";
$p = new DatePeriod(new DateTime('2024-01-01'), new DateInterval('P1D'), new DateTime('2024-01-04'));
foreach ($p as $day) echo $day->format('m/d'), "\n";
var_dump($d == new DateTime('2024-01-31 10:00:00'), $d < new DateTime('2024-02-01'));
echo get_class($d->getTimezone()), $d->getTimezone()->getName(), $d->getTimestamp(), $d->getOffset(), "\n";
$c = DateTime::createFromFormat('d/m/Y H:i', '15/08/2024 14:30'); echo $c->format(DATE_ATOM), "\n";
$c = DateTime::createFromFormat('!Y-m-d', '2024-08-15'); echo $c->format('c'), "\n";
var_dump(DateTime::createFromFormat('Y-m-d', 'bad'));
$im = new DateTimeImmutable('2024-03-10 12:00', new DateTimeZone('America/New_York'));
$im2 = $im->modify('+1 day')->setTime(8, 0);
echo $im->format('c'), " ", $im2->format('c T'), "\n";
echo $im->sub(new DateInterval('PT36H'))->format('Y-m-d H:i'), "\n";
$m = new DateTime('2024-01-31'); $m->add(new DateInterval('P1M')); echo $m->format('Y-m-d'), "\n";
$m->setDate(2024, 2, 29)->setTime(23, 59, 59); echo $m->format('Y-m-d H:i:s'), "\n";
$m->setTimestamp(0); echo $m->format('Y-m-d'), "\n";
$m->setTimezone(new DateTimeZone('Asia/Tokyo')); echo $m->format('Y-m-d H:i T P e'), "\n";
echo date_create('2020-01-01')->format('l'), " ", date_diff(date_create('2020-01-01'), date_create('2020-03-01'))->days, "\n";
$a = new DateTime('2000-02-28'); $b = clone $a; $b->modify('+2 days'); echo $a->format('md'), $b->format('md'), "\n";
$age = (new DateTime('1990-05-20'))->diff(new DateTime('2024-05-19'))->y; echo "age $age\n";
$iv = DateInterval::createFromDateString('3 days'); echo $iv->d, "\n";
echo (new DateTime('@86400'))->format('Y-m-d e'), "\n";
echo (new DateTime('2024-01-15T10:30:00+02:00'))->format('c e'), "\n";
--EXPECT--
object(DateTime)#1 (3) {
  ["date"]=>
  string(26) "2024-01-31 10:00:00.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(3) "UTC"
}
DateTime Object
(
    [date] => 2024-01-31 10:00:00.000000
    [timezone_type] => 3
    [timezone] => UTC
)

{"date":"2024-01-31 10:00:00.000000","timezone_type":3,"timezone":"UTC"}
\DateTime::__set_state(array(
   'date' => '2024-01-31 10:00:00.000000',
   'timezone_type' => 3,
   'timezone' => 'UTC',
))
object(DateInterval)#2 (10) {
  ["y"]=>
  int(1)
  ["m"]=>
  int(2)
  ["d"]=>
  int(3)
  ["h"]=>
  int(4)
  ["i"]=>
  int(5)
  ["s"]=>
  int(6)
  ["f"]=>
  float(0)
  ["invert"]=>
  int(0)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
object(DateInterval)#5 (10) {
  ["y"]=>
  int(0)
  ["m"]=>
  int(10)
  ["d"]=>
  int(13)
  ["h"]=>
  int(11)
  ["i"]=>
  int(30)
  ["s"]=>
  int(0)
  ["f"]=>
  float(0)
  ["invert"]=>
  int(1)
  ["days"]=>
  int(319)
  ["from_string"]=>
  bool(false)
}
DateInterval Object
(
    [y] => 0
    [m] => 10
    [d] => 13
    [h] => 11
    [i] => 30
    [s] => 0
    [f] => 0
    [invert] => 1
    [days] => 319
    [from_string] => 
)
-319 days, 0-10-13 11:30:0 00 10 13 11 30 00 % -
object(DateTimeZone)#3 (2) {
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(12) "Europe/Paris"
}
object(DateTimeZone)#4 (2) {
  ["timezone_type"]=>
  int(1)
  ["timezone"]=>
  string(6) "+02:00"
}
0 2024-01-01 Mon
1 2024-01-08 Mon
2 2024-01-15 Mon
3 2024-01-22 Mon
01/01
01/02
01/03
bool(true)
bool(true)
DateTimeZoneUTC17066952000
2024-08-15T14:30:00+00:00
2024-08-15T00:00:00+00:00
bool(false)
2024-03-10T12:00:00-04:00 2024-03-11T08:00:00-04:00 EDT
2024-03-08 23:00
2024-03-02
2024-02-29 23:59:59
1970-01-01
1970-01-01 09:00 JST +09:00 Asia/Tokyo
Wednesday 60
02280301
age 33
3
1970-01-02 +00:00
2024-01-15T10:30:00+02:00 +02:00
