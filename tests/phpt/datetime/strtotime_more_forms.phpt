--TEST--
strtotime: year-month dates, ISO week dates, blanks after a sign, back of/front of, ordinals to twelfth, 'tues' alone rejected
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (["2024-05", "third wednesday of 2024-05", "now + 1 day", "+ 1 day", "- 2 days", "2024W05", "2024-W05", "2024-W05-3", "2024W053", "2021-W01-7", "2020W536", "back of 7pm", "front of 7pm", "back of 9am", "tues", "2008 June", "2008.June", "eighth day", "twelfth month", "sixth friday of january 2025"] as $s) {
    $r = strtotime($s, $base);
    printf("%-32s %s\n", $s, $r === false ? 'false' : date('Y-m-d H:i:s D', $r));
}
--EXPECT--
2024-05                          2024-05-01 00:00:00 Wed
third wednesday of 2024-05       2024-05-15 00:00:00 Wed
now + 1 day                      2023-11-15 22:13:20 Wed
+ 1 day                          2023-11-15 22:13:20 Wed
- 2 days                         2023-11-12 22:13:20 Sun
2024W05                          2024-01-29 00:00:00 Mon
2024-W05                         2024-01-29 00:00:00 Mon
2024-W05-3                       2024-01-31 00:00:00 Wed
2024W053                         2024-01-31 00:00:00 Wed
2021-W01-7                       2021-01-10 00:00:00 Sun
2020W536                         2021-01-02 00:00:00 Sat
back of 7pm                      2023-11-14 19:15:00 Tue
front of 7pm                     2023-11-14 18:45:00 Tue
back of 9am                      2023-11-14 09:15:00 Tue
tues                             false
2008 June                        2008-06-01 00:00:00 Sun
2008.June                        2008-06-01 00:00:00 Sun
eighth day                       2023-11-22 22:13:20 Wed
twelfth month                    2024-11-14 22:13:20 Thu
sixth friday of january 2025     2025-02-07 00:00:00 Fri
