--TEST--
DateTime keeps microseconds from parsed text, createFromFormat u/v and setTime, and formats them with u and v
--FILE--
<?php
date_default_timezone_set('UTC');
$im = new DateTimeImmutable('2024-02-29 13:45:10.123456');
echo $im->format('Y-m-d\TH:i:s.uP v'), "\n";
var_dump($im);
echo $im->modify('+1 day')->format('H:i:s.u'), ' ', $im->modify('10:00')->format('H:i:s.u'), ' ', $im->modify('next month')->format('Y-m-d H:i:s.u'), ' ', $im->modify('tomorrow')->format('H:i:s.u'), "\n";
echo $im->setTime(1, 2, 3, 456789)->format('H:i:s.u'), ' ', $im->setTime(1, 2, 3)->format('H:i:s.u'), ' ', $im->setTime(1, 2, 3, 1500000)->format('H:i:s.u'), "\n";
echo $im->setTimestamp(86400)->format('Y-m-d H:i:s.u'), "\n";
echo (new DateTime('2024-01-01'))->format('u v'), ' ', (new DateTime('10:00:00.5'))->format('H:i:s.u'), ' ', (new DateTime('2024-01-01 00:00:00.000001'))->format('u'), "\n";
$x = DateTime::createFromFormat('Y-m-d H:i:s.u', '2024-05-06 07:08:09.654321'); echo $x->format('Y-m-d H:i:s.u v'), "\n";
$y = DateTime::createFromFormat('Y-m-d H:i:s.v', '2024-05-06 07:08:09.654'); echo $y->format('u'), "\n";
echo json_encode(new DateTime('2024-01-01 12:00:00.25')), "\n";
$c = clone $im; echo $c->format('u'), "\n";
echo $im->add(new DateInterval('PT1S'))->format('s.u'), "\n";
print_r(new DateTime('2024-03-03 03:03:03.3'));
--EXPECT--
2024-02-29T13:45:10.123456+00:00 123
object(DateTimeImmutable)#1 (3) {
  ["date"]=>
  string(26) "2024-02-29 13:45:10.123456"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(3) "UTC"
}
13:45:10.123456 10:00:00.000000 2024-03-29 13:45:10.123456 00:00:00.000000
01:02:03.456789 01:02:03.000000 01:02:04.500000
1970-01-02 00:00:00.000000
000000 000 10:00:00.500000 000001
2024-05-06 07:08:09.654321 654
654000
{"date":"2024-01-01 12:00:00.250000","timezone_type":3,"timezone":"UTC"}
123456
11.123456
DateTime Object
(
    [date] => 2024-03-03 03:03:03.300000
    [timezone_type] => 3
    [timezone] => UTC
)
