--TEST--
date_parse and DateTime::getLastErrors report a day past the end of its month as "The parsed date was invalid"
--FILE--
<?php
date_default_timezone_set('UTC');
foreach (['2024-02-30', '2024-02-30 10:00', '2023-02-29', '2024-02-29', 'Feb 30 2024', '30.02.2024', '2024-02-30T10:00:00Z', '2024-04-31'] as $s) {
    $p = date_parse($s);
    echo $s, " => ", json_encode([$p['year'], $p['month'], $p['day'], $p['warning_count'], $p['warnings'], $p['error_count']]), "\n";
}
$d = new DateTime('2024-02-30');
echo $d->format('Y-m-d'), "\n";
var_dump(DateTime::getLastErrors());
$d = new DateTime('2024-02-20');
var_dump(DateTime::getLastErrors(), date_get_last_errors());
--EXPECT--
2024-02-30 => [2024,2,30,1,{"11":"The parsed date was invalid"},0]
2024-02-30 10:00 => [2024,2,30,1,{"17":"The parsed date was invalid"},0]
2023-02-29 => [2023,2,29,1,{"11":"The parsed date was invalid"},0]
2024-02-29 => [2024,2,29,0,[],0]
Feb 30 2024 => [2024,2,30,1,{"12":"The parsed date was invalid"},0]
30.02.2024 => [2024,2,30,1,{"11":"The parsed date was invalid"},0]
2024-02-30T10:00:00Z => [2024,2,30,1,{"21":"The parsed date was invalid"},0]
2024-04-31 => [2024,4,31,1,{"11":"The parsed date was invalid"},0]
2024-03-01
array(4) {
  ["warning_count"]=>
  int(1)
  ["warnings"]=>
  array(1) {
    [11]=>
    string(27) "The parsed date was invalid"
  }
  ["error_count"]=>
  int(0)
  ["errors"]=>
  array(0) {
  }
}
bool(false)
bool(false)
