--TEST--
Unresolved trait method collision
--FILE--
<?php
trait T1 { function h() {} }
trait T2 { function h() {} }
class C { use T1, T2; }
--EXPECTF--
Fatal error: Trait method T2::h has not been applied as C::h, because of collision with T1::h in %s on line 4
