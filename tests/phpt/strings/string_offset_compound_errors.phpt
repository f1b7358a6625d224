--TEST--
++/-- and compound assignment on a string offset throw as in PHP
--FILE--
<?php
$s = "abc";
try { $s[0]++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { --$s[1]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $s[0] .= 'x'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $s[0] += 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $r = &$s[0]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($s);
$a = ["s" => "xy"]; $a["s"] .= "z"; $a["n"] = 1; $a["n"] += 2; $a["n"]++; var_dump($a);
--EXPECT--
Cannot increment/decrement string offsets
Cannot increment/decrement string offsets
Cannot use assign-op operators with string offsets
Cannot use assign-op operators with string offsets
Cannot create references to/from string offsets
string(3) "abc"
array(2) {
  ["s"]=>
  string(3) "xyz"
  ["n"]=>
  int(4)
}
