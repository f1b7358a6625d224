--TEST--
A class method implementing an abstract trait method must be compatible with it
--FILE--
<?php
trait Repository {
    abstract protected function table(int $shard): string;
    public function describe(): string { return "table " . $this->table(1); }
}
class Users { use Repository; protected function table(string $shard): string { return "users_$shard"; } }
--EXPECTF--

Fatal error: Declaration of Users::table(string $shard): string must be compatible with Repository::table(int $shard): string in %s on line 6
