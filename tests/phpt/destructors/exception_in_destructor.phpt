--TEST--
An exception thrown by a destructor
--FILE--
<?php
class D { function __destruct() { throw new Exception("from dtor"); } }
try { $d = new D; unset($d); echo "not here\n"; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
echo "end\n";
--EXPECT--
caught from dtor
end
