--TEST--
DatePeriod keeps copies of its dates: the constructor's objects are freed
--FILE--
<?php
class A{function __construct($x, $y){}}
$a = new A(new stdClass, new stdClass); var_dump(new stdClass);
$p = new DatePeriod(new DateTime('2024-01-01'), new DateInterval('P1W'), new DateTime('2024-02-01'));
var_dump(new stdClass);
foreach ($p as $k => $d) echo $k, $d->format(' Y-m-d'), "\n";
echo $p->getStartDate()->format('Y-m-d'), ' ', $p->getEndDate()->format('Y-m-d'), ' ', $p->getDateInterval()->d, "\n";
$p2 = new DatePeriod(new DateTimeImmutable('2024-01-01'), new DateInterval('P1D'), 3, DatePeriod::EXCLUDE_START_DATE);
foreach ($p2 as $d) echo get_class($d), $d->format(' Y-m-d'), "\n";
var_dump($p2->getEndDate());
--EXPECT--
object(stdClass)#3 (0) {
}
object(stdClass)#5 (0) {
}
0 2024-01-01
1 2024-01-08
2 2024-01-15
3 2024-01-22
4 2024-01-29
2024-01-01 2024-02-01 7
DateTimeImmutable 2024-01-02
DateTimeImmutable 2024-01-03
DateTimeImmutable 2024-01-04
NULL
