--TEST--
Comparisons of objects, arrays and strings, and sort flags
--FILE--
<?php
class V { public function __construct(public $a, public $b = 0) {} }
var_dump(new V(1) == new V(1), new V(1) < new V(2), new V(2, 1) <=> new V(2, 0), new V(1) <=> new V('1'));
var_dump([1, 2] <=> [1, 3], [1, 2, 3] <=> [9, 9], ['a' => 1] <=> ['b' => 1], ['a' => 1] == ['b' => 1]);
var_dump(null <=> false, true <=> false, 'a' <=> 'A', '10' <=> '9', '10' <=> '9a', 1.5 <=> 1.5, [] <=> [], INF <=> NAN);
var_dump('abc' == 'ABC', strcmp('abc', 'ABC') > 0, 'Z' < 'a', '' < 'a', ' ' < '0');
$objs = [new V(3, 'x'), new V(1, 'y'), new V(3, 'a'), new V(2, 'z')];
usort($objs, fn($p, $q) => $p->a <=> $q->a);
echo implode(' ', array_map(fn($o) => $o->a . $o->b, $objs)), "\n";
sort($objs);
echo implode(' ', array_map(fn($o) => $o->a . $o->b, $objs)), "\n";
$mixed = [3, '3', 'three', 3.0, true, null, [], '03'];
var_dump(array_unique($mixed, SORT_REGULAR));
var_dump(max('abc', 'abd', 'ab'), min([0, -0.0, '0']), max(true, 2), max([1, 2], [1, 3]), min('10', 9, '9.5'));
$a = ['x' => 1, 'y' => 2]; $b = ['y' => 2, 'x' => 1];
var_dump($a == $b, $a === $b, array_diff_assoc($a, $b) === []);
var_dump(0 == null, '0' == null, 0 === -0, 0.0 === -0.0, '1e3' === '1000', 1e3 == '1000');
switch ('1e1') { case 10: echo "switch loose 10\n"; break; case '1e1': echo "string\n"; break; }
echo match(true) { default => 'default' }, "\n";
$list = ['banana', 'apple', 'Cherry', 'apple10', 'apple2'];
sort($list); echo implode(',', $list), "\n";
sort($list, SORT_NATURAL | SORT_FLAG_CASE); echo implode(',', $list), "\n";
rsort($list, SORT_STRING); echo implode(',', $list), "\n";
$nums = [10, 9, '8', 7.5, '7.5', '1e1'];
sort($nums); var_dump($nums);
sort($nums, SORT_STRING); echo implode(',', $nums), "\n";
$byLen = ['ccc', 'a', 'bb', 'dd', 'e'];
usort($byLen, fn($x, $y) => strlen($x) - strlen($y)); echo implode(',', $byLen), "\n";
--EXPECT--
bool(true)
bool(true)
int(1)
int(0)
int(-1)
int(1)
int(1)
bool(false)
int(0)
int(1)
int(1)
int(1)
int(-1)
int(0)
int(0)
int(1)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
1y 2z 3x 3a
1y 2z 3a 3x
array(5) {
  [0]=>
  int(3)
  [2]=>
  string(5) "three"
  [4]=>
  bool(true)
  [5]=>
  NULL
  [6]=>
  array(0) {
  }
}
string(3) "abd"
int(0)
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
int(9)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
switch loose 10
default
Cherry,apple,apple10,apple2,banana
apple,apple2,apple10,banana,Cherry
banana,apple2,apple10,apple,Cherry
array(6) {
  [0]=>
  float(7.5)
  [1]=>
  string(3) "7.5"
  [2]=>
  string(1) "8"
  [3]=>
  int(9)
  [4]=>
  int(10)
  [5]=>
  string(3) "1e1"
}
10,1e1,7.5,7.5,8,9
a,e,bb,dd,ccc
