--TEST--
strtotime reads bare HHMM/HHMMSS numbers and years, zero months and days, YY-MM-DD and Mon-YYYY (these were false or misread)
--FILE--
<?php
// strtotime: bare four- and six-digit numbers, zero months and days, two-digit
// year-first dates and "Mon-YYYY".
$base = 1709296496; // 2024-03-01 12:34:56 UTC
$phrases = [
    "2025", "0930", "2400", "1999", "2460", "t1545",
    "10:00 2025", "noon 2025", "1999 noon", "2025 10:00", "10:00 11:00", "noon 10:00", "today 10:00",
    "123456", "235959", "999999",
    "0000-00-00", "0000-00-00 12:00", "2024-00-10", "2024-05-00", "00/00/2024",
    "24-01-05", "5-1-24", "5-1-2024", "24-01-2005", "31-12-99",
    "Jun-2025", "Jun-25", "June-5", "1999 days",
];
foreach ($phrases as $p) {
    $t = strtotime($p, $base);
    printf("%-18s %s\n", $p, $t === false ? 'false' : date('Y-m-d H:i:s', $t));
}
$parts = date_parse("1999");
var_dump($parts['year'], $parts['hour'], $parts['error_count']);
foreach (['0000-00-00', '2024-05-00', '2024-02-30'] as $s) {
    $parts = date_parse($s);
    echo $s, ": ", $parts['warning_count'], " ", json_encode($parts['warnings']), "\n";
}
$zero = new DateTime('0000-00-00 00:00:00');
echo $zero->format('Y-m-d H:i:s'), " ", json_encode(DateTime::getLastErrors()), "\n";
--EXPECT--
2025               2024-03-01 20:25:00
0930               2024-03-01 09:30:00
2400               2024-03-02 00:00:00
1999               1999-03-01 12:34:56
2460               2460-03-01 12:34:56
t1545              2024-03-01 15:45:00
10:00 2025         2025-03-01 10:00:00
noon 2025          2025-03-01 12:00:00
1999 noon          1999-03-01 12:00:00
2025 10:00         false
10:00 11:00        false
noon 10:00         false
today 10:00        2024-03-01 10:00:00
123456             2024-03-01 12:34:56
235959             2024-03-01 23:59:59
999999             false
0000-00-00         -0001-11-30 00:00:00
0000-00-00 12:00   -0001-11-30 12:00:00
2024-00-10         2023-12-10 00:00:00
2024-05-00         2024-04-30 00:00:00
00/00/2024         2023-11-30 00:00:00
24-01-05           2024-01-05 00:00:00
5-1-24             2005-01-24 00:00:00
5-1-2024           2024-01-05 00:00:00
24-01-2005         2005-01-24 00:00:00
31-12-99           false
Jun-2025           2025-06-01 00:00:00
Jun-25             2024-06-25 00:00:00
June-5             2024-06-05 00:00:00
1999 days          2029-08-21 12:34:56
int(1999)
bool(false)
int(0)
0000-00-00: 1 {"11":"The parsed date was invalid"}
2024-05-00: 1 {"11":"The parsed date was invalid"}
2024-02-30: 1 {"11":"The parsed date was invalid"}
-0001-11-30 00:00:00 {"warning_count":1,"warnings":{"20":"The parsed date was invalid"},"error_count":0,"errors":[]}
