--TEST--
DatePeriod from an ISO 8601 interval string: recurrences, end dates, options and its error messages
--FILE--
<?php
$p = new DatePeriod(new DateTime('2020-01-01'), new DateInterval('P1D'), new DateTime('2020-01-03'));
var_dump($p);
foreach ($p as $d) {}
try { $p->recurrences = 5; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $p->foo = 5; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($p->getStartDate() === $p->start);
foreach (['R4/2012-07-01T00:00:00Z/P7D', 'R0/2012-07-01T00:00:00Z/P7D', '2012-07-01T00:00:00Z/P7D', 'R2/P7D', 'R2/2012-07-01T00:00:00Z', '2012-07-01T00:00:00Z/P1D/2012-07-05T00:00:00Z', 'R2/20120701T000000Z/P1D', 'R2/2012-07-01T00:00:00Z/P1D/2012-07-05T00:00:00Z', 'R3/2012-07-01 00:00:00/P1D', 'xx', ''] as $s) {
  try { $p = new DatePeriod($s); echo $s, ": "; foreach ($p as $d) echo $d->format('Y-m-d H:i:s T'), ","; echo " ", $p->recurrences, " ", var_export($p->getRecurrences(), true), " ", $p->getEndDate()?->format('c'), "\n"; }
  catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
print_r(new DatePeriod('R1/2012-07-01T00:00:00Z/P1D'));
$p = new DatePeriod('R4/2012-07-01T00:00:00Z/P7D');
foreach ($p as $d) echo $d->format('Y-m-d H:i:s e'), "\n";
var_dump($p->recurrences, $p->include_start_date);
echo $p->getStartDate()->format(DATE_ATOM), "\n";
var_dump($p->getEndDate());
$p = new DatePeriod('R2/2012-07-01T00:00:00Z/P1D', DatePeriod::EXCLUDE_START_DATE);
foreach ($p as $d) echo $d->format('Y-m-d'), "\n";
try { new DatePeriod('garbage'); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
object(DatePeriod)#1 (7) {
  ["start"]=>
  object(DateTime)#5 (3) {
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
  object(DateTime)#6 (3) {
    ["date"]=>
    string(26) "2020-01-03 00:00:00.000000"
    ["timezone_type"]=>
    int(3)
    ["timezone"]=>
    string(3) "UTC"
  }
  ["interval"]=>
  object(DateInterval)#7 (10) {
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
  int(1)
  ["include_start_date"]=>
  bool(true)
  ["include_end_date"]=>
  bool(false)
}
Error: Cannot modify readonly property DatePeriod::$recurrences

Deprecated: Creation of dynamic property DatePeriod::$foo is deprecated in %s on line 6
bool(false)
R4/2012-07-01T00:00:00Z/P7D: 2012-07-01 00:00:00 GMT+0000,2012-07-08 00:00:00 GMT+0000,2012-07-15 00:00:00 GMT+0000,2012-07-22 00:00:00 GMT+0000,2012-07-29 00:00:00 GMT+0000, 5 4 
Exception: DatePeriod::__construct(): ISO interval must contain an end date or a recurrence count, "R0/2012-07-01T00:00:00Z/P7D" given
Exception: DatePeriod::__construct(): ISO interval must contain an end date or a recurrence count, "2012-07-01T00:00:00Z/P7D" given
Exception: DatePeriod::__construct(): ISO interval must contain a start date, "R2/P7D" given
Exception: DatePeriod::__construct(): ISO interval must contain an interval, "R2/2012-07-01T00:00:00Z" given
2012-07-01T00:00:00Z/P1D/2012-07-05T00:00:00Z: 2012-07-01 00:00:00 GMT+0000,2012-07-02 00:00:00 GMT+0000,2012-07-03 00:00:00 GMT+0000,2012-07-04 00:00:00 GMT+0000, 1 NULL 2012-07-05T00:00:00+00:00
R2/20120701T000000Z/P1D: 2012-07-01 00:00:00 GMT+0000,2012-07-02 00:00:00 GMT+0000,2012-07-03 00:00:00 GMT+0000, 3 2 
R2/2012-07-01T00:00:00Z/P1D/2012-07-05T00:00:00Z: 2012-07-01 00:00:00 GMT+0000,2012-07-02 00:00:00 GMT+0000,2012-07-03 00:00:00 GMT+0000,2012-07-04 00:00:00 GMT+0000, 3 2 2012-07-05T00:00:00+00:00
Exception: Unknown or bad format (R3/2012-07-01 00:00:00/P1D)
Exception: Unknown or bad format (xx)
Exception: Unknown or bad format ()
DatePeriod Object
(
    [start] => DateTime Object
        (
            [date] => 2012-07-01 00:00:00.000000
            [timezone_type] => 1
            [timezone] => +00:00
        )

    [current] => 
    [end] => 
    [interval] => DateInterval Object
        (
            [y] => 0
            [m] => 0
            [d] => 1
            [h] => 0
            [i] => 0
            [s] => 0
            [f] => 0
            [invert] => 0
            [days] => 
            [from_string] => 
        )

    [recurrences] => 2
    [include_start_date] => 1
    [include_end_date] => 
)
2012-07-01 00:00:00 +00:00
2012-07-08 00:00:00 +00:00
2012-07-15 00:00:00 +00:00
2012-07-22 00:00:00 +00:00
2012-07-29 00:00:00 +00:00
int(5)
bool(true)
2012-07-01T00:00:00+00:00
NULL
2012-07-02
2012-07-03
Exception: Unknown or bad format (garbage)
