--TEST--
procedural date functions: date_format, date_modify, date_add/sub, setters, timezone_open, date_interval_format
--FILE--
<?php
date_default_timezone_set('UTC');
$d = date_create('2024-05-05 10:00');
echo date_format($d, 'Y-m-d H:i'), "\n";
date_modify($d, '+1 day'); date_add($d, new DateInterval('PT2H')); date_sub($d, date_interval_create_from_date_string('30 minutes'));
echo date_format($d, DATE_RFC2822), " ", date_timestamp_get($d), " ", date_offset_get($d), "\n";
date_date_set($d, 2020, 1, 2); date_time_set($d, 3, 4, 5); echo date_format($d, 'c'), "\n";
date_timezone_set($d, timezone_open('Asia/Tokyo')); echo date_format($d, 'c e'), " ", timezone_name_get(date_timezone_get($d)), "\n";
echo date_interval_format(date_diff(date_create('2024-01-01'), date_create('2024-02-15')), '%m month %d days'), "\n";
var_dump(date_create_from_format('d/m/Y H:i', '01/02/2024 10:30')->format('c'), timezone_open('Nope/Nope'));
echo timezone_offset_get(timezone_open('Europe/Berlin'), date_create('2024-07-01')), "\n";
--EXPECTF--
2024-05-05 10:00
Mon, 06 May 2024 11:30:00 +0000 1714995000 0
2020-01-02T03:04:05+00:00
2020-01-02T12:04:05+09:00 Asia/Tokyo Asia/Tokyo
1 month 14 days

Warning: timezone_open(): Unknown or bad timezone (Nope/Nope) in %s on line 10
string(25) "2024-02-01T10:30:00+00:00"
bool(false)
7200
