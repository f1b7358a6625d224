--TEST--
String interpolation, heredoc, __toString in formatting and list() references
--FILE--
<?php
$arr = [1, 2];
[$a, &$b] = $arr; $b = 20; print_r($arr);
$pairs = [['k' => 'a', 'v' => 1], ['k' => 'b', 'v' => 2]];
foreach ($pairs as ['k' => $k, 'v' => $v]) echo "$k=$v ";
echo "\n";
function g() { yield 'a' => 1; yield 'a' => 2; yield 'b' => 3; }
var_dump(iterator_to_array(g()), iterator_to_array(g(), false));
class Money { public function __construct(private int $c) {} public function __toString(): string { return sprintf('$%d.%02d', intdiv($this->c, 100), $this->c % 100); } }
$m = new Money(1234);
printf("%s | %10s | %-10s|\n", $m, $m, $m);
echo "Total: $m\n", 'Concat: ' . $m . "\n", str_pad($m, 10, '*', STR_PAD_LEFT), "\n";
echo implode(', ', [new Money(5), new Money(100)]), "\n";
var_dump((string)$m === '$12.34', $m == '$12.34', in_array('$12.34', [$m]));
echo strlen($m), ' ', strtoupper(new Money(99)), "\n";
$s = 'abc';
echo $s[0], $s[-1], "\n";
$str = 'hello';
$str[0] = 'H'; $str[10] = '!'; var_dump($str);
$i = 5; $f = 2.5; $n = null;
echo "{$i}th {$f}x {$n}null ${i}\n";
$arr2 = ['one' => 1, 'two' => ['three' => 3]];
echo "Val: {$arr2['two']['three']} and $arr2[one]\n";
$obj = new stdClass; $obj->list = [1, 2]; $obj->inner = new stdClass; $obj->inner->name = 'in';
echo "List: {$obj->list[1]} Name: {$obj->inner->name} $obj->list\n";
$k = 'one';
echo "Dyn: {$arr2[$k]}\n";
$fn = fn($x) => $x * 2;
echo "Call: {$fn(4)}\n";
echo "Static: " . Money::class . "\n";
$heredoc = <<<HTML
  <div class="{$k}">
    {$arr2['two']['three']} - {$obj->inner->name}
  </div>
  HTML;
echo $heredoc, "\n";
printf("%s\n", <<<X
inline heredoc $k
X);
echo sprintf('%2$s %1$s', 'a', 'b'), PHP_EOL;
echo <<<'RAW'
  raw $k {$x}
  RAW . "|\n";
--EXPECTF--
Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 21
Array
(
    [0] => 1
    [1] => 20
)
a=1 b=2 
array(2) {
  ["a"]=>
  int(2)
  ["b"]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
$12.34 |     $12.34 | $12.34    |
Total: $12.34
Concat: $12.34
****$12.34
$0.05, $1.00
bool(true)
bool(true)
bool(true)
6 $0.99
ac
string(11) "Hello     !"
5th 2.5x null 5
Val: 3 and 1

Warning: Array to string conversion in %s on line 25
List: 2 Name: in Array
Dyn: 1
Call: 8
Static: Money
<div class="one">
  3 - in
</div>
inline heredoc one
b a
raw $k {$x}|
