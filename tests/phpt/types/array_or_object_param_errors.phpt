--TEST--
Type errors of array-or-object parameters name the array; array_key_exists' illegal offset
--FILE--
<?php
foreach (['reset', 'end', 'current', 'key', 'http_build_query', 'get_object_vars', 'array_walk'] as $f) {
  $v = 'str';
  try { $f($v); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
try { new ArrayObject('x'); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new ArrayIterator(5); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
foreach ([[], new stdClass, 1.5, null, true] as $k) {
  try { var_dump(array_key_exists($k, [1 => 1, '' => 2])); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
  try { var_dump(key_exists($k, [1 => 1])); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
try { array_walk($u, 'strlen'); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$s = 'str';
try { array_walk($s, 'strlen'); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { array_walk_recursive($s, 'strlen'); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECTF--
TypeError: reset(): Argument #1 ($array) must be of type array, string given
TypeError: end(): Argument #1 ($array) must be of type array, string given
TypeError: current(): Argument #1 ($array) must be of type array, string given
TypeError: key(): Argument #1 ($array) must be of type array, string given
TypeError: http_build_query(): Argument #1 ($data) must be of type array, string given
TypeError: get_object_vars(): Argument #1 ($object) must be of type object, string given
ArgumentCountError: array_walk() expects at least 2 arguments, 1 given
TypeError: ArrayObject::__construct(): Argument #1 ($array) must be of type array, string given
TypeError: ArrayIterator::__construct(): Argument #1 ($array) must be of type array, int given
TypeError: Illegal offset type
TypeError: key_exists(): Argument #1 ($key) must be a valid array offset type
TypeError: Illegal offset type
TypeError: key_exists(): Argument #1 ($key) must be a valid array offset type

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 9
bool(true)

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 10
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
TypeError: array_walk(): Argument #1 ($array) must be of type array, null given
TypeError: array_walk(): Argument #1 ($array) must be of type array, string given
TypeError: array_walk_recursive(): Argument #1 ($array) must be of type array, string given
