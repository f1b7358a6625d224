--TEST--
An optional parameter before a required one is deprecated (not the Type $p = null spelling)
--FILE--
<?php
function a($x = 1, $y, $z) {}
function b(int $x = null, $y) {}
function c($x = null, $y) {}
function d($x = 1, $y = 2, $z) {}
class K { function m($p = [], $q) {} }
$f = function ($u = 1, $v) {};
function e(?int $x = null, $y) {}
echo "done\n";

function m(mixed $x = null, $y) {} function n(int|null $x = null, $y) {} echo "ok\n";
--EXPECTF--
Deprecated: Optional parameter $x declared before required parameter $z is implicitly treated as a required parameter in %s on line 2

Deprecated: Optional parameter $x declared before required parameter $y is implicitly treated as a required parameter in %s on line 4

Deprecated: Optional parameter $x declared before required parameter $z is implicitly treated as a required parameter in %s on line 5

Deprecated: Optional parameter $y declared before required parameter $z is implicitly treated as a required parameter in %s on line 5

Deprecated: Optional parameter $p declared before required parameter $q is implicitly treated as a required parameter in %s on line 6

Deprecated: Optional parameter $u declared before required parameter $v is implicitly treated as a required parameter in %s on line 7

Deprecated: Optional parameter $x declared before required parameter $y is implicitly treated as a required parameter in %s on line 8
done
ok
