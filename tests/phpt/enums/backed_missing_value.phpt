--TEST--
Backed enum case without value
--FILE--
<?php
enum E: string { case A; }
--EXPECTF--
Fatal error: Case A of backed enum E must have a value in %s on line 2
