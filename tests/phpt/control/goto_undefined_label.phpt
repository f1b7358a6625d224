--TEST--
goto to a label missing from its function is a compile error
--FILE--
<?php
goto lbl;
function g() { lbl: }
--EXPECTF--

Fatal error: 'goto' to undefined label 'lbl' in %s on line 2
