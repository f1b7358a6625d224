--TEST--
Local times in a DST overlap or gap resolve as timelib does: by the offset the time falls in when parsed, by the date's own DST flag when modified
--FILE--
<?php
date_default_timezone_set('Europe/Berlin');
echo date('c T', strtotime('2024-10-27 02:30')), "\n";
echo (new DateTime('2024-10-27 02:30'))->format('c T'), "\n";
echo (new DateTime('2024-10-27 02:30:00'))->format('c T'), "\n";
echo (new DateTime('2024-10-27 01:30'))->modify('+1 hour')->format('c T'), "\n";
echo (new DateTime('2024-10-27'))->setTime(2, 30)->format('c T'), "\n";
echo (new DateTime('2024-10-26 02:30'))->modify('+1 day')->format('c T'), "\n";
echo (new DateTime('@1729989000'))->setTimezone(new DateTimeZone('Europe/Berlin'))->format('c T'), "\n";
date_default_timezone_set('America/New_York');
echo (new DateTime('2024-11-03 01:30'))->format('c T'), "\n";
echo date('c T', strtotime('2024-11-03 01:30')), "\n";
echo (new DateTime('2024-03-10 02:30'))->format('c T'), "\n";
date_default_timezone_set('Europe/Berlin');
echo (new DateTime('2024-10-27 02:30 Europe/Berlin'))->format('c T'), "\n";
echo DateTime::createFromFormat('Y-m-d H:i', '2024-10-27 02:30')->format('c T'), "\n";
echo date('c T', strtotime('2024-10-27 02:30 Europe/Berlin')), "\n";
echo (new DateTime('2024-10-27 02:30', new DateTimeZone('America/New_York')))->format('c T'), "\n";
echo (new DateTime('2024-11-03 01:30', new DateTimeZone('America/New_York')))->format('c T'), "\n";
echo (new DateTime('2024-11-03 01:30 America/New_York'))->format('c T'), "\n";
echo DateTime::createFromFormat('Y-m-d H:i e', '2024-11-03 01:30 America/New_York')->format('c T'), "\n";
echo (new DateTime('2024-10-27 02:30 CEST'))->format('c T'), "\n";
echo (new DateTime('2024-10-27 00:00'))->modify('02:30')->format('c T'), "\n";
echo date('c T', strtotime('02:30', strtotime('2024-10-27 00:00'))), "\n";
echo date('c T', strtotime('+1 day', strtotime('2024-10-26 02:30'))), "\n";
echo date('c T', strtotime('2024-10-27 02:30 +0 day')), "\n";
echo (new DateTime('2024-03-31 02:30'))->format('c T'), "\n";
date_default_timezone_set('Australia/Sydney');
echo (new DateTime('2024-04-07 02:30'))->format('c T'), "\n";
echo (new DateTime('2024-10-06 02:30'))->format('c T'), "\n";
--EXPECT--
2024-10-27T02:30:00+01:00 CET
2024-10-27T02:30:00+01:00 CET
2024-10-27T02:30:00+01:00 CET
2024-10-27T02:30:00+02:00 CEST
2024-10-27T02:30:00+02:00 CEST
2024-10-27T02:30:00+02:00 CEST
2024-10-27T02:30:00+02:00 CEST
2024-11-03T01:30:00-04:00 EDT
2024-11-03T01:30:00-04:00 EDT
2024-03-10T03:30:00-04:00 EDT
2024-10-27T02:30:00+02:00 CEST
2024-10-27T02:30:00+01:00 CET
2024-10-27T02:30:00+02:00 CEST
2024-10-27T02:30:00-04:00 EDT
2024-11-03T01:30:00-04:00 EDT
2024-11-03T01:30:00-04:00 EDT
2024-11-03T01:30:00-04:00 EDT
2024-10-27T02:30:00+02:00 CEST
2024-10-27T02:30:00+02:00 CEST
2024-10-27T02:30:00+01:00 CET
2024-10-27T02:30:00+01:00 CET
2024-10-27T02:30:00+01:00 CET
2024-03-31T03:30:00+02:00 CEST
2024-04-07T02:30:00+10:00 AEST
2024-10-06T03:30:00+11:00 AEDT
