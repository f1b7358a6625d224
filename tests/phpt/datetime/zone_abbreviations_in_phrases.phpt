--TEST--
Date phrases know every zone abbreviation in timelib's table (CAT, WAT, HDT, ChST, military letters)
--FILE--
<?php
date_default_timezone_set('UTC');
foreach (['MSK', 'JST', 'IST', 'SGT', 'AEST', 'BRT', 'ART', 'NZDT', 'HKT', 'KST', 'PHT', 'WIB', 'CAT', 'EAT', 'WAT', 'AKDT', 'HDT', 'ChST', 'utc', 'GMT', 'z', 'a', 'Y'] as $ab) {
    $t = strtotime("2024-01-01 10:00 $ab");
    echo $ab, " ", $t === false ? 'false' : date('c', $t), " ";
    $d = date_create("2024-01-01 10:00 $ab");
    echo $d ? $d->format('c T e') : 'false', "\n";
}
$base = 1700000000;
foreach (['a', 'foo', 'sat', 'sun', 'second', 'sec monday', 'x', 'mon', 'now utc', 'noon GMT', 'tomorrow z', '10am est', '10 est', 'est', 'back of 7 a', '2024-01-01 b', 'first day of next month cest', 'yesterday CAT', '3pm WAT', 'eat', 'wat', 'art', 'dec', 'march', 'ago', 'next', 'last', 'this', 'ist', '10:00 sst', 'mid', 'noon', 'midnight', '+1 day ist'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad($s, 30), $t === false ? 'false' : date('c', $t), "\n";
}
--EXPECT--
MSK 2024-01-01T07:00:00+00:00 2024-01-01T10:00:00+03:00 MSK MSK
JST 2024-01-01T01:00:00+00:00 2024-01-01T10:00:00+09:00 JST JST
IST 2024-01-01T08:00:00+00:00 2024-01-01T10:00:00+02:00 IST IST
SGT false false
AEST 2024-01-01T00:00:00+00:00 2024-01-01T10:00:00+10:00 AEST AEST
BRT false false
ART false false
NZDT 2023-12-31T21:00:00+00:00 2024-01-01T10:00:00+13:00 NZDT NZDT
HKT 2024-01-01T02:00:00+00:00 2024-01-01T10:00:00+08:00 HKT HKT
KST 2024-01-01T01:30:00+00:00 2024-01-01T10:00:00+08:30 KST KST
PHT false false
WIB 2024-01-01T03:00:00+00:00 2024-01-01T10:00:00+07:00 WIB WIB
CAT 2024-01-01T08:00:00+00:00 2024-01-01T10:00:00+02:00 CAT CAT
EAT 2024-01-01T07:00:00+00:00 2024-01-01T10:00:00+03:00 EAT EAT
WAT 2024-01-01T09:00:00+00:00 2024-01-01T10:00:00+01:00 WAT WAT
AKDT 2024-01-01T18:00:00+00:00 2024-01-01T10:00:00-08:00 AKDT AKDT
HDT 2024-01-01T19:30:00+00:00 2024-01-01T10:00:00-09:30 HDT HDT
ChST 2024-01-01T00:00:00+00:00 2024-01-01T10:00:00+10:00 CHST CHST
utc 2024-01-01T10:00:00+00:00 2024-01-01T10:00:00+00:00 UTC UTC
GMT 2024-01-01T10:00:00+00:00 2024-01-01T10:00:00+00:00 GMT GMT
z 2024-01-01T10:00:00+00:00 2024-01-01T10:00:00+00:00 Z Z
a 2024-01-01T09:00:00+00:00 2024-01-01T10:00:00+01:00 A A
Y 2024-01-01T22:00:00+00:00 2024-01-01T10:00:00-12:00 Y Y
a                             2023-11-14T21:13:20+00:00
foo                           false
sat                           2023-11-18T00:00:00+00:00
sun                           2023-11-19T00:00:00+00:00
second                        false
sec monday                    false
x                             2023-11-15T09:13:20+00:00
mon                           2023-11-20T00:00:00+00:00
now utc                       2023-11-14T22:13:20+00:00
noon GMT                      2023-11-14T12:00:00+00:00
tomorrow z                    2023-11-15T00:00:00+00:00
10am est                      2023-11-14T15:00:00+00:00
10 est                        false
est                           2023-11-15T03:13:20+00:00
back of 7 a                   2023-11-14T06:15:00+00:00
2024-01-01 b                  2023-12-31T22:00:00+00:00
first day of next month cest  2023-12-01T20:13:20+00:00
yesterday CAT                 2023-11-12T22:00:00+00:00
3pm WAT                       2023-11-14T14:00:00+00:00
eat                           2023-11-14T19:13:20+00:00
wat                           2023-11-14T21:13:20+00:00
art                           false
dec                           2023-12-14T00:00:00+00:00
march                         2023-03-14T00:00:00+00:00
ago                           2023-11-14T22:13:20+00:00
next                          false
last                          false
this                          false
ist                           2023-11-14T20:13:20+00:00
10:00 sst                     2023-11-14T21:00:00+00:00
mid                           false
noon                          2023-11-14T12:00:00+00:00
midnight                      2023-11-14T00:00:00+00:00
+1 day ist                    2023-11-15T20:13:20+00:00
