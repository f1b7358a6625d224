--TEST--
DateTime::modify reads a zone in the phrase as wall-clock time in the date's zone; @timestamp moves the date to UTC
--FILE--
<?php
foreach (['@0', '@86400 +1 day', '2024-01-01 10:00 UTC', '2024-01-01 10:00 +05:00', '2024-01-01 10:00 America/New_York', '10:00 EST', '+1 day'] as $s) {
    $d = new DateTime('2024-06-01 12:00');
    $d->modify($s);
    echo str_pad($s, 40), $d->format('c e T'), "\n";
}
$i = new DateTimeImmutable('2024-06-01 12:00');
echo $i->modify('@3600')->format('c e'), " ", $i->format('c e'), "\n";
--EXPECT--
@0                                      1970-01-01T00:00:00+00:00 +00:00 GMT+0000
@86400 +1 day                           1970-01-03T00:00:00+00:00 +00:00 GMT+0000
2024-01-01 10:00 UTC                    2024-01-01T10:00:00+00:00 UTC UTC
2024-01-01 10:00 +05:00                 2024-01-01T10:00:00+00:00 UTC UTC
2024-01-01 10:00 America/New_York       2024-01-01T10:00:00+00:00 UTC UTC
10:00 EST                               2024-06-01T10:00:00+00:00 UTC UTC
+1 day                                  2024-06-02T12:00:00+00:00 UTC UTC
1970-01-01T01:00:00+00:00 +00:00 2024-06-01T12:00:00+00:00 UTC
