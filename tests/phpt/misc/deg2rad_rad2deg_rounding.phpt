--TEST--
deg2rad and rad2deg round like PHP (divide first, then scale), e.g. in a haversine distance
--FILE--
<?php
foreach ([1/3, 1000, 1e16, 7e-10, 45, 90, 123.456, -123.456, 7.5] as $v) {
    var_dump(deg2rad($v), rad2deg($v));
}
function haversine($lat1, $lon1, $lat2, $lon2) {
    $dLat = deg2rad($lat2 - $lat1);
    $dLon = deg2rad($lon2 - $lon1);
    $a = sin($dLat / 2) ** 2 + cos(deg2rad($lat1)) * cos(deg2rad($lat2)) * sin($dLon / 2) ** 2;
    return 6371 * 2 * atan2(sqrt($a), sqrt(1 - $a));
}
var_dump(haversine(51.5074, -0.1278, 48.8566, 2.3522));
--EXPECT--
float(0.005817764173314431)
float(19.09859317102744)
float(17.453292519943293)
float(57295.77951308232)
float(174532925199432.94)
float(5.7295779513082323E+17)
float(1.2217304763960307E-11)
float(4.010704565915762E-8)
float(0.7853981633974483)
float(2578.3100780887044)
float(1.5707963267948966)
float(5156.620156177409)
float(2.1547136813421197)
float(7073.507755567092)
float(-2.1547136813421197)
float(-7073.507755567092)
float(0.1308996938995747)
float(429.71834634811745)
float(343.55606034104164)
