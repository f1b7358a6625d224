--TEST--
Illegal offset type messages as PHP 8.2 words them: in unset, in isset or empty (not for ??), from iterator_to_array and ArrayObject
--FILE--
<?php
$a = [];
try { unset($a[[1]]); } catch (TypeError $e) { echo "1 ", $e->getMessage(), "\n"; }
try { iterator_to_array((function() { yield [1] => 1; })()); } catch (TypeError $e) { echo "2 ", $e->getMessage(), "\n"; }
try { iterator_to_array((function() { yield new stdClass => 1; })()); } catch (TypeError $e) { echo "2b ", $e->getMessage(), "\n"; }
try { $o = new ArrayObject([]); $o[[1]] = 1; } catch (TypeError $e) { echo "3 ", $e->getMessage(), "\n"; }
try { $o = new ArrayObject([]); echo $o[[1]]; } catch (TypeError $e) { echo "4 ", $e->getMessage(), "\n"; }
try { $o = new ArrayObject([]); unset($o[[1]]); } catch (TypeError $e) { echo "5 ", $e->getMessage(), "\n"; }
try { $o = new ArrayObject([]); var_dump(isset($o[[1]])); } catch (TypeError $e) { echo "6 ", $e->getMessage(), "\n"; }
try { $a = [1]; $a[[1]] ??= 5; } catch (TypeError $e) { echo "7 ", $e->getMessage(), "\n"; }
try { $a = [1]; $a[[1]] .= 5; } catch (TypeError $e) { echo "8 ", $e->getMessage(), "\n"; }
try { $a = [1]; $a[[1]]++; } catch (TypeError $e) { echo "9 ", $e->getMessage(), "\n"; }
try { $a = [1]; $r = &$a[[1]]; } catch (TypeError $e) { echo "10 ", $e->getMessage(), "\n"; }
try { $a = [1]; echo $a[[1]] ?? 'd'; } catch (TypeError $e) { echo "11 ", $e->getMessage(), "\n"; }
try { $a = [1]; var_dump(empty($a[[1]])); } catch (TypeError $e) { echo "12 ", $e->getMessage(), "\n"; }
--EXPECT--
1 Illegal offset type in unset
2 Illegal offset type
2b Illegal offset type
3 Illegal offset type
4 Illegal offset type
5 Illegal offset type in unset
6 Illegal offset type in isset or empty
7 Illegal offset type
8 Illegal offset type
9 Illegal offset type
10 Illegal offset type
11 Illegal offset type
12 Illegal offset type in isset or empty
