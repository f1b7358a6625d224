--TEST--
$a[] appends wherever it is written or passed by reference
--FILE--
<?php
function fill(&$slot) { $slot = 'by ref'; }
$a[] = 1;
$a[] .= "x";
$a[][] = 2;
[$a[], $a[]] = [3, 4];
foreach ([5, 6] as $a[]);
fill($a[]);
$r = &$a[];
$r = 'ref';
$a[]++;
var_dump($a);
--EXPECT--
array(10) {
  [0]=>
  int(1)
  [1]=>
  string(1) "x"
  [2]=>
  array(1) {
    [0]=>
    int(2)
  }
  [3]=>
  int(3)
  [4]=>
  int(4)
  [5]=>
  int(5)
  [6]=>
  int(6)
  [7]=>
  string(6) "by ref"
  [8]=>
  &string(3) "ref"
  [9]=>
  int(1)
}
