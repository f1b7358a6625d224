--TEST--
Under strict_types, callbacks that builtins call are called from internal code (weak), but call_user_func() calls from the caller
--FILE--
<?php declare(strict_types=1);
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => call_user_func('strlen', 5));
t(fn() => call_user_func_array('strlen', [5]));
t(fn() => array_map('strlen', [5, 'ab']));
$r = [3, 1, 2]; t(function() use (&$r) { usort($r, 'strcmp'); return $r; });
t(fn() => array_filter([1, 0, 'a'], 'is_numeric'));
t(fn() => array_reduce([1, 2], 'max', 0));
t(fn() => preg_replace_callback('/\d/', 'strrev', 'a1'));
$f = 'strlen'; t(fn() => $f(5));
t(fn() => array_map(fn(string $s) => $s, [5]));
t(fn() => iterator_to_array(new ArrayIterator([1])));
--EXPECT--
TypeError: strlen(): Argument #1 ($string) must be of type string, int given
TypeError: strlen(): Argument #1 ($string) must be of type string, int given
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(0)
}
int(2)
TypeError: strrev(): Argument #1 ($string) must be of type string, array given
TypeError: strlen(): Argument #1 ($string) must be of type string, int given
array(1) {
  [0]=>
  string(1) "5"
}
array(1) {
  [0]=>
  int(1)
}
