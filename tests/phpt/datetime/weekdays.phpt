--TEST--
strtotime and DateTime::modify count weekdays, stepping over weekends
--FILE--
<?php
date_default_timezone_set('UTC');
$starts = ['2024-01-29 10:30', '2024-02-02 10:30', '2024-02-03 10:30', '2024-02-04 10:30', '2024-02-01'];
foreach ($starts as $s) {
    $b = strtotime($s);
    echo date('D Y-m-d', $b), ':';
    foreach ([1, 2, 3, 4, 5, 6, 7, 10, 0, -1, -2, -5, -6, -11] as $n) {
        echo ' ', $n, '=', date('D d H:i', strtotime(sprintf('%+d weekdays', $n), $b));
    }
    echo "\n";
}
echo date('D d H:i', strtotime('next weekday', strtotime('2024-02-02 10:30'))), "\n";
echo date('D d H:i', strtotime('last weekday', strtotime('2024-02-05 10:30'))), "\n";
echo date('D d H:i', strtotime('3 weekdays ago', strtotime('2024-02-05 10:30'))), "\n";
echo date('D d H:i', strtotime('+1 weekday 2 days', strtotime('2024-02-02 10:30'))), "\n";
$d = new DateTime('2024-01-31 08:00'); $d->modify('+5 weekdays'); echo $d->format('D Y-m-d H:i'), "\n";
--EXPECT--
Mon 2024-01-29: 1=Tue 30 10:30 2=Wed 31 10:30 3=Thu 01 10:30 4=Fri 02 10:30 5=Mon 05 10:30 6=Tue 06 10:30 7=Wed 07 10:30 10=Mon 12 10:30 0=Mon 29 10:30 -1=Fri 26 10:30 -2=Thu 25 10:30 -5=Mon 22 10:30 -6=Fri 19 10:30 -11=Fri 12 10:30
Fri 2024-02-02: 1=Mon 05 10:30 2=Tue 06 10:30 3=Wed 07 10:30 4=Thu 08 10:30 5=Fri 09 10:30 6=Mon 12 10:30 7=Tue 13 10:30 10=Fri 16 10:30 0=Fri 02 10:30 -1=Thu 01 10:30 -2=Wed 31 10:30 -5=Fri 26 10:30 -6=Thu 25 10:30 -11=Thu 18 10:30
Sat 2024-02-03: 1=Mon 05 10:30 2=Tue 06 10:30 3=Wed 07 10:30 4=Thu 08 10:30 5=Fri 09 10:30 6=Mon 12 10:30 7=Tue 13 10:30 10=Fri 16 10:30 0=Mon 05 10:30 -1=Fri 02 10:30 -2=Thu 01 10:30 -5=Mon 29 10:30 -6=Fri 26 10:30 -11=Fri 19 10:30
Sun 2024-02-04: 1=Mon 05 10:30 2=Tue 06 10:30 3=Wed 07 10:30 4=Thu 08 10:30 5=Fri 09 10:30 6=Mon 12 10:30 7=Tue 13 10:30 10=Fri 16 10:30 0=Mon 05 10:30 -1=Fri 02 10:30 -2=Thu 01 10:30 -5=Mon 29 10:30 -6=Fri 26 10:30 -11=Fri 19 10:30
Thu 2024-02-01: 1=Fri 02 00:00 2=Mon 05 00:00 3=Tue 06 00:00 4=Wed 07 00:00 5=Thu 08 00:00 6=Fri 09 00:00 7=Mon 12 00:00 10=Thu 15 00:00 0=Thu 01 00:00 -1=Wed 31 00:00 -2=Tue 30 00:00 -5=Thu 25 00:00 -6=Wed 24 00:00 -11=Wed 17 00:00
Mon 05 00:00
Fri 02 00:00
Wed 31 10:30
Mon 05 10:30
Wed 2024-02-07 08:00
