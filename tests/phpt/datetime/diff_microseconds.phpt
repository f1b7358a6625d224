--TEST--
DateTime::diff keeps microseconds (f, %f, %F), add/sub carry them, comparisons see them
--FILE--
<?php
date_default_timezone_set('UTC');
$a = new DateTime('2024-01-01 10:00:00.5'); $b = new DateTime('2024-01-01 10:00:01.2');
$d = $a->diff($b); var_dump($d); echo $d->format('%s %f %F %R'), "\n";
$d = $b->diff($a); echo $d->format('%s %f %F %R %a'), "\n";
$c = new DateTime('2024-01-03 09:00:00.75'); echo $a->diff($c)->format('%d %h %i %s %F'), "\n";
var_dump($a < $b, $a == new DateTime('2024-01-01 10:00:00.5'), $a == new DateTime('2024-01-01 10:00:00'), max($a, $b)->format('s.u'));
$x = (new DateTimeImmutable('2024-01-01 00:00:00.9'))->add($d); echo $x->format('Y-m-d H:i:s.u'), "\n";
$y = (new DateTimeImmutable('2024-01-01 00:00:00.1'))->sub($a->diff($b)); echo $y->format('Y-m-d H:i:s.u'), "\n";
--EXPECT--
object(DateInterval)#3 (10) {
  ["y"]=>
  int(0)
  ["m"]=>
  int(0)
  ["d"]=>
  int(0)
  ["h"]=>
  int(0)
  ["i"]=>
  int(0)
  ["s"]=>
  int(0)
  ["f"]=>
  float(0.7)
  ["invert"]=>
  int(0)
  ["days"]=>
  int(0)
  ["from_string"]=>
  bool(false)
}
0 700000 700000 +
0 700000 700000 - 0
1 23 0 0 250000
bool(true)
bool(true)
bool(false)
string(9) "01.200000"
2024-01-01 00:00:00.200000
2023-12-31 23:59:59.400000
