--TEST--
ArrayObject and ArrayIterator sorting methods and flags
--FILE--
<?php
$ao = new ArrayObject(['b' => 2, 'a' => 1, 'c' => 3, 'img12' => 'img12', 'img10' => 'IMG10']);
$ao->ksort(); print_r($ao->getArrayCopy());
$ao->uasort(fn($x, $y) => strcmp((string)$y, (string)$x)); print_r($ao->getArrayCopy());
$ao->uksort(fn($x, $y) => strcmp($x, $y)); echo implode(',', array_keys($ao->getArrayCopy())), "\n";
$ai = new ArrayIterator([3, 1, 2]);
$ai->asort(); print_r(iterator_to_array($ai));
$n = new ArrayObject(['x10', 'X9', 'x1']);
$n->natsort(); print_r($n->getArrayCopy());
$n->natcasesort(); print_r($n->getArrayCopy());
$n->asort(SORT_STRING | SORT_FLAG_CASE); print_r($n->getArrayCopy());
var_dump($ao->getFlags(), ArrayObject::ARRAY_AS_PROPS);
$f = new ArrayObject([], ArrayObject::STD_PROP_LIST); var_dump($f->getFlags());
$f->setFlags(ArrayObject::ARRAY_AS_PROPS); var_dump($f->getFlags());
var_dump($ao->ksort());
--EXPECT--
Array
(
    [a] => 1
    [b] => 2
    [c] => 3
    [img10] => IMG10
    [img12] => img12
)
Array
(
    [img12] => img12
    [img10] => IMG10
    [c] => 3
    [b] => 2
    [a] => 1
)
a,b,c,img10,img12
Array
(
    [1] => 1
    [2] => 2
    [0] => 3
)
Array
(
    [1] => X9
    [2] => x1
    [0] => x10
)
Array
(
    [2] => x1
    [1] => X9
    [0] => x10
)
Array
(
    [2] => x1
    [0] => x10
    [1] => X9
)
int(0)
int(2)
int(1)
int(2)
bool(true)
