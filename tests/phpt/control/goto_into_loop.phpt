--TEST--
goto into a loop is a compile error
--FILE--
<?php
goto inside;
while (true) {
  inside:
  break;
}
--EXPECTF--

Fatal error: 'goto' into loop or switch statement is disallowed in %s on line 2
