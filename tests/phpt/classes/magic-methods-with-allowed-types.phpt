--TEST--
Magic methods declared with the parameter and return types PHP allows
--FILE--
<?php
class Config {
    private array $values = ['debug' => true];
    public function __get(mixed $name): mixed { return $this->values[$name] ?? null; }
    public function __set(string|int $name, $value): void { $this->values[$name] = $value; }
    public function __isset(string $name): bool { return isset($this->values[$name]); }
    public function __unset(string $name): void { unset($this->values[$name]); }
    public function __call(string $name, array $args): string { return $name . count($args); }
    public static function __callStatic(string $name, array $args): static { return new static; }
    public function __toString(): string { return json_encode($this->values); }
    public function __debugInfo(): ?array { return $this->values; }
    public function __clone(): void { $this->values['cloned'] = true; }
    public function __serialize(): array { return $this->values; }
    public function __unserialize(array $data): void { $this->values = $data; }
}
$c = new Config;
$c->level = 3;
var_dump(isset($c->level), $c->debug);
unset($c->debug);
echo $c, " ", $c->run(1, 2), " ", get_class(Config::make()), "\n";
var_dump(clone $c);
echo unserialize(serialize($c)), "\n";
--EXPECT--
bool(true)
bool(true)
{"level":3} run2 Config
object(Config)#2 (2) {
  ["level"]=>
  int(3)
  ["cloned"]=>
  bool(true)
}
{"level":3}
