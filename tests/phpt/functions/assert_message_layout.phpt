--TEST--
assert() messages lay the asserted code out as PHP's AST export does (spacing, parentheses, quotes)
--FILE--
<?php
$a = [1]; $x = 5; $o = new stdClass; $o->p = 1; $s = "str";
$cases = [
 fn() => assert($x>10),
 fn() => assert( count($a)===3 ),
 fn() => assert($x + 1 * 2 == (3 + 4) * 2),
 fn() => assert(is_string($x) || is_array($x) && !empty($a)),
 fn() => assert($s === "abc"),
 fn() => assert(in_array($x, [1, 2, 'k' => 3])),
 fn() => assert($o->p > 1 && $a[0] >= 2),
 fn() => assert($o instanceof ArrayObject),
 fn() => assert(!($x > 1)),
 fn() => assert(isset($a[5], $o->q)),
 fn() => assert($x > 10 ? true : false),
 fn() => assert(array_sum(array_map(fn($v) => $v * 2, $a)) > 10),
 fn() => assert((int)"5" === 6),
 fn() => assert($x % 2 == 1 and $x < 0),
 fn() => assert(($x . 'a') === 'b' . ($x + 1)),
 fn() => assert(str_contains(haystack: $s, needle: 'z')),
];
foreach ($cases as $c) { try { $c(); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; } }
--EXPECT--
assert($x > 10)
assert(count($a) === 3)
assert($x + 1 * 2 == (3 + 4) * 2)
assert(is_string($x) || is_array($x) && !empty($a))
assert($s === 'abc')
assert(in_array($x, [1, 2, 'k' => 3]))
assert($o->p > 1 && $a[0] >= 2)
assert($o instanceof ArrayObject)
assert(!($x > 1))
assert(isset($a[5]) && isset($o->q))
assert($x > 10 ? true : false)
assert(array_sum(array_map(fn($v) => $v * 2, $a)) > 10)
assert((int)'5' === 6)
assert($x % 2 == 1 && $x < 0)
assert($x . 'a' === 'b' . $x + 1)
assert(str_contains(haystack: $s, needle: 'z'))
