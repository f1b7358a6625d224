--TEST--
pure and backed enums: cases, from, tryFrom, methods, constants and interfaces
--FILE--
<?php
enum Status: int implements JsonSerializable {
    case Active = 1;
    case Inactive = 0;
    case Banned = -1;
    const DEFAULT = self::Active;
    public function label(): string {
        return ucfirst(strtolower($this->name));
    }
    public static function fromLabel(string $l): self {
        foreach (self::cases() as $c) if ($c->label() === $l) return $c;
        throw new ValueError("no $l");
    }
    public function jsonSerialize(): mixed { return $this->label(); }
}
enum Dir { case Up; case Down; }
echo Status::Active->value, " ", Status::Banned->name, " ", Status::DEFAULT->label(), "\n";
var_dump(Status::from(0), Status::tryFrom(5));
echo Status::fromLabel('Banned')->value, "\n";
echo count(Status::cases()), " ", json_encode([Status::Active, Status::Inactive]), "\n";
var_dump(Dir::Up === Dir::Up, Dir::Up == Dir::Down, Dir::Up instanceof UnitEnum, Status::Active instanceof BackedEnum);
try {
    Status::from(9);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(Dir::cases());
$fn = fn(Dir $d) => match ($d) { Dir::Up => '^', Dir::Down => 'v' };
echo $fn(Dir::Down), "\n";
try {
    new Dir();
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
1 Banned Active
enum(Status::Inactive)
NULL
-1
3 ["Active","Inactive"]
bool(true)
bool(false)
bool(true)
bool(true)
9 is not a valid backing value for enum Status
array(2) {
  [0]=>
  enum(Dir::Up)
  [1]=>
  enum(Dir::Down)
}
v
Cannot instantiate enum Dir
