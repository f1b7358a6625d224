--TEST--
SplFixedArray offsets: floats with a deprecation, other types 'Illegal offset type', [] not supported
--FILE--
<?php
$f = new SplFixedArray(3);
foreach (['1', '1.5', 1.5, true, null, 'a', [], new stdClass, '01', ' 1'] as $k) {
  try { $f[$k] = 'v'; echo "ok "; var_dump($f->toArray()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
  try { echo $f[$k], "\n"; } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
$f = new SplFixedArray(2); try { $f[] = 1; } catch (Throwable $e) { echo get_class($e), $e->getMessage(), "\n"; } try { $f[null] = 1; } catch (Throwable $e) { echo get_class($e), $e->getMessage(), "\n"; } try { $f->offsetSet(null, 1); } catch (Throwable $e) { echo get_class($e), $e->getMessage(), "\n"; }
--EXPECTF--
ok array(3) {
  [0]=>
  NULL
  [1]=>
  string(1) "v"
  [2]=>
  NULL
}
v
TypeError: Illegal offset type
TypeError: Illegal offset type

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 4
ok array(3) {
  [0]=>
  NULL
  [1]=>
  string(1) "v"
  [2]=>
  NULL
}

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 5
v
ok array(3) {
  [0]=>
  NULL
  [1]=>
  string(1) "v"
  [2]=>
  NULL
}
v
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
Error[] operator not supported for SplFixedArray
TypeErrorIllegal offset type
TypeErrorIllegal offset type
