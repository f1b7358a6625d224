--TEST--
idate reads N and o and warns (returning false) on a bad format as PHP 8.2 does; getdate and localtime
--FILE--
<?php
date_default_timezone_set('America/New_York');
$t = 1709876543;
print_r(getdate($t)); print_r(localtime($t, true)); print_r(localtime($t));
foreach (str_split('BdDjlNSwzWFmMntLoYyaAgGhHisueIOPpTZcrU') as $c) echo $c, '=', idate_ok($c) ? idate($c, $t) : '-', ' ';
function idate_ok($c) { return in_array($c, str_split('BdhHiILmNostUwWyYzZ')); }
echo "\n", date('\\\\Y \Y jS z t L B u v e', $t), "\n", gmdate(DATE_RFC2822, $t), "\n", date(DATE_COOKIE, $t), "\n";
var_dump(gmmktime(0, 0, 0, 1, 1, 2000), mktime(25, 70, 70, 13, 32, 2023), checkdate(0, 1, 2000), date('N jS', strtotime('2024-01-02')));
try { idate('xx'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(@idate('q'));
--EXPECTF--
Array
(
    [seconds] => 23
    [minutes] => 42
    [hours] => 0
    [mday] => 8
    [wday] => 5
    [mon] => 3
    [year] => 2024
    [yday] => 67
    [weekday] => Friday
    [month] => March
    [0] => 1709876543
)
Array
(
    [tm_sec] => 23
    [tm_min] => 42
    [tm_hour] => 0
    [tm_mday] => 8
    [tm_mon] => 2
    [tm_year] => 124
    [tm_wday] => 5
    [tm_yday] => 67
    [tm_isdst] => 0
)
Array
(
    [0] => 23
    [1] => 42
    [2] => 0
    [3] => 8
    [4] => 2
    [5] => 124
    [6] => 5
    [7] => 67
    [8] => 0
)
B=279 d=8 D=- j=- l=- N=5 S=- w=5 z=67 W=10 F=- m=3 M=- n=- t=31 L=1 o=2024 Y=2024 y=24 a=- A=- g=- G=- h=12 H=0 i=42 s=23 u=- e=- I=0 O=- P=- p=- T=- Z=-18000 c=- r=- U=1709876543 
\2024 Y 8th 67 31 1 279 000000 000 America/New_York
Fri, 08 Mar 2024 05:42:23 +0000
Friday, 08-Mar-2024 00:42:23 EST
int(946684800)
int(1706857870)
bool(false)
string(5) "2 2nd"

Warning: idate(): idate format is one char in %s on line 9
bool(false)
