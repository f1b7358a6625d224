--TEST--
the nullsafe operator ?-> short-circuits the whole chain
--FILE--
<?php
class Address { public ?string $city = "Oslo"; public function upper() { return strtoupper($this->city); } }
class User { public ?Address $address = null; public function getAddress(): ?Address { return $this->address; } }
$u = new User;
var_dump($u->address?->city, $u->getAddress()?->upper());
$u->address = new Address;
var_dump($u->address?->city, $u->getAddress()?->upper());
$none = null;
var_dump($none?->foo(bar()), $none?->a->b->c);
function bar() { echo "bar() must not be called\n"; return 1; }
echo $u?->address?->city ?? "default", "\n";
var_dump(isset($none?->x), empty($none?->x));
--EXPECT--
NULL
NULL
string(4) "Oslo"
string(4) "OSLO"
NULL
NULL
Oslo
bool(false)
bool(true)
