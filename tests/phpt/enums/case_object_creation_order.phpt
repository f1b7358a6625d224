--TEST--
Pure enum case objects are created one by one on first use, backed enum ones all together
--FILE--
<?php
enum Pure { case A; case B; case C; }
enum Backed: int { case A = 1; case B = 2; case C = 3; }
$x = Pure::A;
echo spl_object_id(new stdClass), spl_object_id(Pure::C), spl_object_id(Pure::B), "\n";
$y = Backed::A;
echo spl_object_id(new stdClass), spl_object_id(Backed::C), spl_object_id(Backed::B), "\n";
--EXPECT--
223
765
