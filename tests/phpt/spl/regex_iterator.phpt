--TEST--
RegexIterator in every mode, with USE_KEY, INVERT_MATCH and preg flags
--FILE--
<?php
$data = new ArrayIterator(['apple' => 'red fruit', 'banana' => 'yellow fruit', 'carrot' => 'orange veg', 'a1' => 'x12y34']);
$show = function ($it) { foreach ($it as $k => $v) echo "  ", $k, ' => ', is_array($v) ? json_encode($v) : $v, "\n"; };
echo "MATCH\n"; $show(new RegexIterator($data, '/fruit/'));
echo "USE_KEY\n"; $show(new RegexIterator($data, '/^a/', RegexIterator::MATCH, RegexIterator::USE_KEY));
echo "INVERT\n"; $show(new RegexIterator($data, '/fruit/', RegexIterator::MATCH, RegexIterator::INVERT_MATCH));
echo "GET_MATCH\n"; $show(new RegexIterator($data, '/(\w+) (\w+)/', RegexIterator::GET_MATCH));
echo "ALL_MATCHES\n"; $show(new RegexIterator($data, '/\d/', RegexIterator::ALL_MATCHES));
echo "SPLIT\n"; $show(new RegexIterator($data, '/ /', RegexIterator::SPLIT));
$r = new RegexIterator($data, '/[aeiou]/', RegexIterator::REPLACE);
$r->replacement = '*';
echo "REPLACE\n"; $show($r);
$r = new RegexIterator($data, '/a/', RegexIterator::REPLACE, RegexIterator::USE_KEY);
$r->replacement = 'A';
echo "REPLACE KEY\n"; $show($r);
echo "OFFSET\n"; $show(new RegexIterator($data, '/\d+/', RegexIterator::GET_MATCH, 0, PREG_OFFSET_CAPTURE));
$ri = new RegexIterator($data, '/x/');
var_dump($ri->getMode(), $ri->getFlags(), $ri->getPregFlags(), $ri->getRegex());
$ri->setMode(RegexIterator::GET_MATCH); $ri->setFlags(RegexIterator::USE_KEY); $ri->setPregFlags(PREG_OFFSET_CAPTURE);
var_dump($ri->getMode(), $ri->getFlags(), $ri->getPregFlags());
try { $ri->setMode(9); } catch (ValueError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
echo implode(',', iterator_to_array(new RegexIterator(new ArrayIterator(['a.txt', 'b.php', 'c.txt']), '/\.txt$/'))), "\n";
$files = new ArrayIterator(['x.log' => 1, 'y.txt' => 2, 'z.log' => 3]);
foreach (new RegexIterator($files, '/\.log$/', RegexIterator::MATCH, RegexIterator::USE_KEY) as $f => $n) echo "$f:$n ";
echo "\n";
$nums = new RegexIterator(new ArrayIterator([1, 22, 333, [4]]), '/^\d{2,}$/');
print_r(iterator_to_array($nums));
echo count(iterator_to_array(new RegexIterator(new ArrayIterator([]), '/x/'))), "\n";
var_dump(new RegexIterator(new ArrayIterator([]), '/x/') instanceof FilterIterator);
--EXPECT--
MATCH
  apple => red fruit
  banana => yellow fruit
USE_KEY
  apple => red fruit
  a1 => x12y34
INVERT
  carrot => orange veg
  a1 => x12y34
GET_MATCH
  apple => ["red fruit","red","fruit"]
  banana => ["yellow fruit","yellow","fruit"]
  carrot => ["orange veg","orange","veg"]
ALL_MATCHES
  a1 => [["1","2","3","4"]]
SPLIT
  apple => ["red","fruit"]
  banana => ["yellow","fruit"]
  carrot => ["orange","veg"]
REPLACE
  apple => r*d fr**t
  banana => y*ll*w fr**t
  carrot => *r*ng* v*g
REPLACE KEY
  Apple => red fruit
  bAnAnA => yellow fruit
  cArrot => orange veg
  A1 => x12y34
OFFSET
  a1 => [["12",1]]
int(0)
int(0)
int(0)
string(3) "/x/"
int(1)
int(1)
int(256)
ValueError: RegexIterator::setMode(): Argument #1 ($mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE
a.txt,c.txt
x.log:1 z.log:3 
Array
(
    [1] => 22
    [2] => 333
)
0
bool(true)
