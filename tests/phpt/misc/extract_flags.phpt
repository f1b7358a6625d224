--TEST--
extract flags
--FILE--
<?php
$a = 1;
var_dump(extract(['a' => 2, 'b' => 3], EXTR_PREFIX_SAME, 'p'), $a, $b, $p_a);
var_dump(extract(['a' => 5, 'zz' => 3], EXTR_IF_EXISTS), $a, isset($zz));
var_dump(extract(['a' => 7, 'q' => 3], EXTR_PREFIX_IF_EXISTS, 'x'), $x_a, isset($x_q));
var_dump(extract([0 => 'zero', '1x' => 'bad', 'ok' => 1], EXTR_PREFIX_INVALID, 'v'), $v_0, $v_1x, $ok);
var_dump(extract([0 => 'n', 'k' => 'k'], EXTR_PREFIX_ALL, 'all'), $all_0, $all_k);
try { extract(['a'=>1], 99); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { extract(['a'=>1], EXTR_PREFIX_ALL); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { extract(['a'=>1], EXTR_PREFIX_ALL, '1'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
function f($x, $y = 2) { $x = 10; unset($y); return func_get_args(); }
var_dump(f(1, 2, 3));
function g(...$r) { $r = []; return func_get_args(); }
var_dump(g(1, 2));
--EXPECT--
int(2)
int(1)
int(3)
int(2)
int(1)
int(5)
bool(false)
int(1)
int(7)
bool(false)
int(3)
string(4) "zero"
string(3) "bad"
int(1)
int(2)
string(1) "n"
string(1) "k"
extract(): Argument #2 ($flags) must be a valid extract type
extract(): Argument #3 ($prefix) is required when using this extract type
extract(): Argument #3 ($prefix) must be a valid identifier
array(3) {
  [0]=>
  int(10)
  [1]=>
  NULL
  [2]=>
  int(3)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
