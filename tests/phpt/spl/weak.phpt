--TEST--
WeakReference and WeakMap
--FILE--
<?php
$o = new stdClass; $wr = WeakReference::create($o);
var_dump($wr->get() === $o); unset($o); var_dump($wr->get());
$wm = new WeakMap; $k1 = new stdClass; $k2 = new stdClass;
$wm[$k1] = "one"; $wm[$k2] = "two";
var_dump(count($wm), $wm[$k1], isset($wm[$k2]));
foreach ($wm as $k => $v) { var_dump($k === $k1 || $k === $k2, $v); }
unset($k1); var_dump(count($wm));

try { $wm[new stdClass]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new WeakReference; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
NULL
int(2)
string(3) "one"
bool(true)
bool(true)
string(3) "one"
bool(true)
string(3) "two"
int(1)
Object stdClass#3 not contained in WeakMap
Direct instantiation of WeakReference is not allowed, use WeakReference::create instead
