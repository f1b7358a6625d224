--TEST--
SplObjectStorage and SplFixedArray
--FILE--
<?php
$os = new SplObjectStorage; $o1 = new stdClass; $o2 = new stdClass;
$os->attach($o1, "data1"); $os[$o2] = "data2"; $os->attach($o1, "again");
var_dump(count($os), $os[$o1], $os->contains($o2), isset($os[new stdClass]));
foreach ($os as $i => $o) { echo $i, " ", $os->getInfo(), "\n"; }
$os->detach($o1); var_dump(count($os));
var_dump($os);
$f = new SplFixedArray(3); $f[0] = 1; $f[2] = "two";
var_dump($f->toArray(), $f->getSize(), count($f));
foreach ($f as $k => $v) echo "$k=", var_export($v, true), "\n";
try { $f[5] = 1; } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
var_dump($f);
--EXPECT--
int(2)
string(5) "again"
bool(true)
bool(false)
0 again
1 data2
int(1)
object(SplObjectStorage)#1 (1) {
  ["storage":"SplObjectStorage":private]=>
  array(1) {
    [0]=>
    array(2) {
      ["obj"]=>
      object(stdClass)#3 (0) {
      }
      ["inf"]=>
      string(5) "data2"
    }
  }
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  NULL
  [2]=>
  string(3) "two"
}
int(3)
int(3)
0=1
1=NULL
2='two'
Index invalid or out of range
object(SplFixedArray)#4 (3) {
  [0]=>
  int(1)
  [1]=>
  NULL
  [2]=>
  string(3) "two"
}
