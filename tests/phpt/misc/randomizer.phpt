--TEST--
Random\Randomizer over a seeded Mt19937, the secure engine and a user engine
--FILE--
<?php
use Random\Randomizer;
use Random\Engine\Mt19937;
$r = new Randomizer(new Mt19937(42));
echo $r->getInt(1, 100), ' ', $r->getInt(1, 100), ' ', $r->nextInt(), "\n";
echo implode(',', $r->shuffleArray(range(1, 8))), ' ', $r->shuffleBytes('abcdef'), ' ', implode(',', $r->pickArrayKeys(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4], 2)), "\n";
echo bin2hex($r->getBytes(4)), ' ', bin2hex($r->getBytes(7)), "\n";
echo $r->getInt(PHP_INT_MIN, PHP_INT_MAX), ' ', $r->getInt(0, 5000000000), ' ', implode(',', $r->pickArrayKeys(range(10, 20), 1)), "\n";
mt_srand(42); echo mt_rand(1, 100), ' ', mt_rand(1, 100), ' ', mt_rand(), "\n";
$e = new Mt19937(7);
echo bin2hex($e->generate()), ' ', bin2hex($e->generate()), "\n";
$r2 = new Randomizer(new Mt19937(123));
$deck = [];
foreach (['H', 'S'] as $s) foreach (['A', 'K', 'Q'] as $v) $deck[] = $v . $s;
echo implode(' ', $r2->shuffleArray($deck)), "\n";
var_dump($r2->engine instanceof Random\Engine, (new Randomizer())->engine instanceof Random\Engine\Secure);
$x = (new Randomizer())->getInt(3, 3); echo $x, ' ', strlen((new Randomizer())->getBytes(16)), "\n";
try { $r2->getInt(5, 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $r2->pickArrayKeys([], 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $r2->pickArrayKeys([1, 2], 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
final class CountingEngine implements Random\Engine { private int $n = 0; public function generate(): string { return pack('V', $this->n++); } }
$c = new Randomizer(new CountingEngine());
echo $c->getInt(0, 9), $c->getInt(0, 9), $c->getInt(0, 9), ' ', implode(',', $c->shuffleArray([1, 2, 3, 4])), "\n";
--EXPECT--
43 68 2041643438
4,3,2,8,1,6,5,7 dbacfe a,d
67eb9224 973e44b582a0a0
-8182762123063654763 4414851618 3
43 68 2041643438
aff08813 c4e4323a
KH AS AH QH QS KS
bool(true)
bool(true)
3 16
Random\Randomizer::getInt(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)
Random\Randomizer::pickArrayKeys(): Argument #1 ($array) cannot be empty
Random\Randomizer::pickArrayKeys(): Argument #2 ($num) must be between 1 and the number of elements in argument #1 ($array)
012 1,3,2,4
