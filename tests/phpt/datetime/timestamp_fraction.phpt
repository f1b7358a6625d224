--TEST--
@timestamp phrases keep up to six digits of fractional seconds, counted backwards for negative instants
--FILE--
<?php
date_default_timezone_set("UTC");
foreach (["@1700000000.5", "@-1.25", "@5.123456", "@5.1234567", "@12.", "@-3"] as $s) { $d = date_create($s); echo $s, " ", $d ? $d->format("U.u") : "false", " "; var_dump(strtotime($s)); }
$d = new DateTime("2020-01-01 10:00:00.75"); $d->modify("@100"); echo $d->format("U.u"), "\n";
$d = new DateTime("2020-01-01 10:00:00.75"); $d->modify("@100.25"); echo $d->format("U.u"), "\n";
--EXPECT--
@1700000000.5 1700000000.500000 int(1700000000)
@-1.25 -2.750000 int(-2)
@5.123456 5.123456 int(5)
@5.1234567 false bool(false)
@12. false bool(false)
@-3 -3.000000 int(-3)
100.000000
100.250000
