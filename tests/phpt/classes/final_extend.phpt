--TEST--
Extending a final class
--FILE--
<?php
final class A {}
class C extends A {}
--EXPECTF--
Fatal error: Class C cannot extend final class A in %s on line 3
