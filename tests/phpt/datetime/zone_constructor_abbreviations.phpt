--TEST--
new DateTimeZone takes an abbreviation in any case (type 2) before an identifier; identifiers match in any case
--FILE--
<?php
foreach (["UTC", "utc", "Utc", "GMT", "Z", "z", "EST", "est", "CEST", "PST", "EST5EDT", "WET", "MET", "Europe/Berlin", "europe/berlin", "Japan", "JST", "NZ", "ACDT", "HST", "MSK", "UCT", "Universal", "Zulu", "sast", "Mars/Olympus", "+0530", "-03:00"] as $n) {
    try {
        $z = new DateTimeZone($n);
        $d = new DateTime("2024-07-01 12:00", $z);
        echo str_pad($n, 15), json_encode($z), " ", $z->getName(), " ", $d->format("T P e I U"), "\n";
    } catch (Exception $e) {
        echo $n, " ", $e->getMessage(), "\n";
    }
}
var_dump(timezone_open("cet"), @timezone_open("nope"));
$d = DateTime::createFromFormat("Y-m-d H:i e", "2024-01-01 10:00 cest");
echo $d->format("c T e"), "\n";
var_dump(new DateTime("2024-01-01 10:00", new DateTimeZone("pdt")));
--EXPECT--
UTC            {"timezone_type":3,"timezone":"UTC"} UTC UTC +00:00 UTC 0 1719835200
utc            {"timezone_type":2,"timezone":"UTC"} UTC UTC +00:00 UTC 0 1719835200
Utc            {"timezone_type":2,"timezone":"UTC"} UTC UTC +00:00 UTC 0 1719835200
GMT            {"timezone_type":2,"timezone":"GMT"} GMT GMT +00:00 GMT 0 1719835200
Z              {"timezone_type":2,"timezone":"Z"} Z Z +00:00 Z 0 1719835200
z              {"timezone_type":2,"timezone":"Z"} Z Z +00:00 Z 0 1719835200
EST            {"timezone_type":2,"timezone":"EST"} EST EST -05:00 EST 0 1719853200
est            {"timezone_type":2,"timezone":"EST"} EST EST -05:00 EST 0 1719853200
CEST           {"timezone_type":2,"timezone":"CEST"} CEST CEST +02:00 CEST 1 1719828000
PST            {"timezone_type":2,"timezone":"PST"} PST PST -08:00 PST 0 1719864000
EST5EDT        {"timezone_type":3,"timezone":"EST5EDT"} EST5EDT EDT -04:00 EST5EDT 1 1719849600
WET            {"timezone_type":2,"timezone":"WET"} WET WET +00:00 WET 0 1719835200
MET            {"timezone_type":2,"timezone":"MET"} MET MET +01:00 MET 0 1719831600
Europe/Berlin  {"timezone_type":3,"timezone":"Europe\/Berlin"} Europe/Berlin CEST +02:00 Europe/Berlin 1 1719828000
europe/berlin  {"timezone_type":3,"timezone":"europe\/berlin"} europe/berlin CEST +02:00 europe/berlin 1 1719828000
Japan          {"timezone_type":3,"timezone":"Japan"} Japan JST +09:00 Japan 0 1719802800
JST            {"timezone_type":2,"timezone":"JST"} JST JST +09:00 JST 0 1719802800
NZ             {"timezone_type":3,"timezone":"NZ"} NZ NZST +12:00 NZ 0 1719792000
ACDT           {"timezone_type":2,"timezone":"ACDT"} ACDT ACDT +10:30 ACDT 1 1719797400
HST            {"timezone_type":2,"timezone":"HST"} HST HST -10:00 HST 0 1719871200
MSK            {"timezone_type":2,"timezone":"MSK"} MSK MSK +03:00 MSK 0 1719824400
UCT            {"timezone_type":2,"timezone":"UCT"} UCT UCT +00:00 UCT 0 1719835200
Universal      {"timezone_type":3,"timezone":"Universal"} Universal UTC +00:00 Universal 0 1719835200
Zulu           {"timezone_type":3,"timezone":"Zulu"} Zulu UTC +00:00 Zulu 0 1719835200
sast           {"timezone_type":2,"timezone":"SAST"} SAST SAST +02:00 SAST 0 1719828000
Mars/Olympus DateTimeZone::__construct(): Unknown or bad timezone (Mars/Olympus)
+0530          {"timezone_type":1,"timezone":"+05:30"} +05:30 GMT+0530 +05:30 +05:30 0 1719815400
-03:00         {"timezone_type":1,"timezone":"-03:00"} -03:00 GMT-0300 -03:00 -03:00 0 1719846000
object(DateTimeZone)#1 (2) {
  ["timezone_type"]=>
  int(2)
  ["timezone"]=>
  string(3) "CET"
}
bool(false)
2024-01-01T10:00:00+02:00 CEST CEST
object(DateTime)#3 (3) {
  ["date"]=>
  string(26) "2024-01-01 10:00:00.000000"
  ["timezone_type"]=>
  int(2)
  ["timezone"]=>
  string(3) "PDT"
}
