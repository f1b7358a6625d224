--TEST--
CachingIterator (hasNext, __toString), AppendIterator and NoRewindIterator
--FILE--
<?php
$ci = new CachingIterator(new ArrayIterator(['a', 'b', 'c']));
foreach ($ci as $k => $v) { echo $k, $v, $ci->hasNext() ? ',' : "\n"; }
$words = ['x' => 'apple', 'y' => 'pear'];
$c = new CachingIterator(new ArrayIterator($words));
foreach ($c as $v) echo $c, $c->hasNext() ? ' and ' : "!\n";
$ai = new AppendIterator(); $ai->append(new ArrayIterator([1, 2])); $ai->append(new ArrayIterator([])); $ai->append(new ArrayIterator([3]));
foreach ($ai as $k => $v) echo "$k=>$v(", $ai->getIteratorIndex(), ") "; echo "\n";
echo implode(',', iterator_to_array($ai, false)), "\n";
function g() { yield 1; yield 2; yield 3; }
$gen = g(); $nr = new NoRewindIterator($gen);
foreach ($nr as $v) { echo $v; break; }
foreach ($nr as $v) echo $v; echo "\n";
$arr = new ArrayIterator([1, 2, 3, 4]); $arr->next();
foreach (new NoRewindIterator($arr) as $v) echo $v; echo "\n";
--EXPECT--
0a,1b,2c
apple and pear!
0=>1(0) 1=>2(0) 0=>3(2) 
1,2,3
1123
234
