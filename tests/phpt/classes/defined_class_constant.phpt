--TEST--
defined() of a missing, non-public or trait class constant is false without an error
--FILE--
<?php
class C { const A = 1; private const P = 2; protected const Q = 3; }
trait T { const X = 1; }
var_dump(defined('C::A'), defined('C::NOPE'), defined('NoClass::X'), defined('C::P'), defined('C::Q'), defined('T::X'));
try { constant('C::NOPE'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { constant('NoClass::X'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
Undefined constant C::NOPE
Class "NoClass" not found
