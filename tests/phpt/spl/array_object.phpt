--TEST--
ArrayIterator and ArrayObject
--FILE--
<?php
$ai = new ArrayIterator(["x" => 1, "y" => 2, "z" => 3]);
var_dump($ai);
foreach ($ai as $k => $v) echo "$k=$v\n";
echo count($ai), $ai["y"], "\n";
$ai["w"] = 4; unset($ai["x"]); var_dump($ai->getArrayCopy());
$ao = new ArrayObject([3, 4]); $ao[] = 5; var_dump(count($ao), isset($ao[1]), $ao[2]);
foreach ($ao as $k => $v) echo "$k=$v\n";
var_dump($ao);
echo $ao["nope"] ?? "default", "\n";
var_dump(iterator_to_array(new ArrayIterator([1, 2])), iterator_count($ao));
--EXPECT--
object(ArrayIterator)#1 (1) {
  ["storage":"ArrayIterator":private]=>
  array(3) {
    ["x"]=>
    int(1)
    ["y"]=>
    int(2)
    ["z"]=>
    int(3)
  }
}
x=1
y=2
z=3
32
array(3) {
  ["y"]=>
  int(2)
  ["z"]=>
  int(3)
  ["w"]=>
  int(4)
}
int(3)
bool(true)
int(5)
0=3
1=4
2=5
object(ArrayObject)#2 (1) {
  ["storage":"ArrayObject":private]=>
  array(3) {
    [0]=>
    int(3)
    [1]=>
    int(4)
    [2]=>
    int(5)
  }
}
default
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(3)
