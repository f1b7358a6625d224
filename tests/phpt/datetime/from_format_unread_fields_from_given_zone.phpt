--TEST--
createFromFormat fills unread time fields from the wall clock of the zone argument, else of a zone identifier in the text, else of the default zone
--FILE--
<?php
date_default_timezone_set('Europe/Berlin');
$now = new DateTime();
foreach (['2024-05-06 EST' => 'Y-m-d T', '2024-05-06 +0530' => 'Y-m-d O', '2024-05-06 -03:00' => 'Y-m-d P', '2024-05-06 Asia/Tokyo' => 'Y-m-d e'] as $text => $format) {
    $d = DateTime::createFromFormat($format, $text);
    echo $text, ": ", $d->format('Y-m-d e'), " same wall clock as Berlin: ", var_export($d->format('H:i') === $now->format('H:i'), true), "\n";
}
$g = new DateTimeZone('Asia/Kolkata');
$d = DateTime::createFromFormat('Y-m-d T', '2024-05-06 JST', $g);
echo var_export($d->format('H:i') === (new DateTime('now', $g))->format('H:i'), true), " ", $d->format('T'), "\n";
$d = DateTime::createFromFormat('Y-m-d e', '2024-05-06 Asia/Tokyo', $g);
echo var_export($d->format('H:i') === (new DateTime('now', $g))->format('H:i'), true), " ", $d->format('e'), "\n";
$d = DateTime::createFromFormat('Y-m-d e', '2024-05-06 Asia/Tokyo');
echo var_export($d->format('H:i') === (new DateTime('now', new DateTimeZone('Asia/Tokyo')))->format('H:i'), true), "\n";
--EXPECT--
2024-05-06 EST: 2024-05-06 EST same wall clock as Berlin: true
2024-05-06 +0530: 2024-05-06 +05:30 same wall clock as Berlin: true
2024-05-06 -03:00: 2024-05-06 -03:00 same wall clock as Berlin: true
2024-05-06 Asia/Tokyo: 2024-05-06 Asia/Tokyo same wall clock as Berlin: false
true JST
true Asia/Tokyo
true
