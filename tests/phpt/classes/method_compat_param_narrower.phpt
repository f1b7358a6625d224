--TEST--
A parameter type that narrows is not compatible (namespaced names, canonical type order)
--FILE--
<?php
namespace App;
interface Store { public function put(string $k, int|float $v, ?array $meta = null): bool; }
class MemStore implements Store { public function put(string $k, int $v, ?array $meta = null): bool { return true; } }
--EXPECTF--
Fatal error: Declaration of App\MemStore::put(string $k, int $v, ?array $meta = null): bool must be compatible with App\Store::put(string $k, int|float $v, ?array $meta = null): bool in %s on line 4
