--TEST--
DatePeriod's readonly properties are written when it is made; getRecurrences
--FILE--
<?php
$p = new DatePeriod(new DateTime('2020-01-01'), new DateInterval('P1D'), 2);
var_dump($p->recurrences, $p->include_start_date, $p->getRecurrences());
var_dump($p);
$p = new DatePeriod(new DateTime('2020-01-01'), new DateInterval('P1D'), new DateTime('2020-01-03'), DatePeriod::EXCLUDE_START_DATE);
var_dump($p->recurrences, $p->include_start_date, $p->getRecurrences());
--EXPECT--
int(3)
bool(true)
int(2)
object(DatePeriod)#1 (7) {
  ["start"]=>
  object(DateTime)#4 (3) {
    ["date"]=>
    string(26) "2020-01-01 00:00:00.000000"
    ["timezone_type"]=>
    int(3)
    ["timezone"]=>
    string(3) "UTC"
  }
  ["current"]=>
  NULL
  ["end"]=>
  NULL
  ["interval"]=>
  object(DateInterval)#5 (10) {
    ["y"]=>
    int(0)
    ["m"]=>
    int(0)
    ["d"]=>
    int(1)
    ["h"]=>
    int(0)
    ["i"]=>
    int(0)
    ["s"]=>
    int(0)
    ["f"]=>
    float(0)
    ["invert"]=>
    int(0)
    ["days"]=>
    bool(false)
    ["from_string"]=>
    bool(false)
  }
  ["recurrences"]=>
  int(3)
  ["include_start_date"]=>
  bool(true)
  ["include_end_date"]=>
  bool(false)
}
int(0)
bool(false)
NULL
