--TEST--
DateTime::modify with a date but no time keeps the time of day (strtotime goes to midnight)
--FILE--
<?php
date_default_timezone_set('UTC');
foreach (['last day of february', 'february 10', 'first day of next month', 'next monday', '2025-01-01', 'midnight', '+1 day', 'monday', 'noon', '15:45', 'tomorrow', 'jan 2026', '@86400', 'last monday of march'] as $m) {
  $x = new DateTime('2024-05-15 13:14:15'); $x->modify($m); echo str_pad($m, 26), $x->format('Y-m-d H:i:s'), "\n";
  $y = new DateTimeImmutable('2024-05-15 13:14:15'); echo str_pad('', 26), $y->modify($m)->format('Y-m-d H:i:s'), ' ', "\n";
}
--EXPECT--
last day of february      2024-02-29 13:14:15
                          2024-02-29 13:14:15 
february 10               2024-02-10 13:14:15
                          2024-02-10 13:14:15 
first day of next month   2024-06-01 13:14:15
                          2024-06-01 13:14:15 
next monday               2024-05-20 00:00:00
                          2024-05-20 00:00:00 
2025-01-01                2025-01-01 13:14:15
                          2025-01-01 13:14:15 
midnight                  2024-05-15 00:00:00
                          2024-05-15 00:00:00 
+1 day                    2024-05-16 13:14:15
                          2024-05-16 13:14:15 
monday                    2024-05-20 00:00:00
                          2024-05-20 00:00:00 
noon                      2024-05-15 12:00:00
                          2024-05-15 12:00:00 
15:45                     2024-05-15 15:45:00
                          2024-05-15 15:45:00 
tomorrow                  2024-05-16 00:00:00
                          2024-05-16 00:00:00 
jan 2026                  2026-01-01 13:14:15
                          2026-01-01 13:14:15 
@86400                    1970-01-02 00:00:00
                          1970-01-02 00:00:00 
last monday of march      2024-03-25 00:00:00
                          2024-03-25 00:00:00 
