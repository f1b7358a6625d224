--TEST--
backed enums with methods, constants, interfaces, from/tryFrom, cases, json
--FILE--
<?php
interface HasLabel { public function label(): string; }
enum Suit: string implements HasLabel {
    case Hearts = 'H';
    case Diamonds = 'D';
    case Clubs = 'C';
    case Spades = 'S';
    const Wild = self::Spades;
    public function color(): string {
        return match($this) {
            self::Hearts, self::Diamonds => 'Red',
            self::Clubs, self::Spades => 'Black',
        };
    }
    public function label(): string { return ucfirst(strtolower($this->name)); }
    public static function fromChar(string $c): self { return self::from($c); }
}
enum Status { case Active; case Inactive;
  public function toggle(): static { return $this === self::Active ? self::Inactive : self::Active; } }
echo Suit::Hearts->value, " ", Suit::Hearts->name, " ", Suit::Hearts->color(), "\n";
echo Suit::fromChar('C')->label(), "\n";
var_dump(Suit::tryFrom('X'));
var_dump(Suit::tryFrom('D'));
try { Suit::from('Z'); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach (Suit::cases() as $case) echo $case->name, "=", $case->value, " ";
echo "\n";
var_dump(Suit::Wild);
var_dump(Status::Active->toggle());
var_dump(Status::Active === Status::Active, Status::Active == Status::Inactive);
var_dump(Status::Active instanceof UnitEnum, Suit::Clubs instanceof BackedEnum, Suit::Clubs instanceof HasLabel);
print_r(Status::cases());
echo json_encode(['s' => Suit::Hearts, 'list' => Suit::cases()]), "\n";
$fn = fn(Suit $s) => $s->color();
echo $fn(Suit::Spades), "\n";
var_dump(array_map(fn($c) => $c->name, Status::cases()));
echo gettype(Suit::Hearts), " ", get_class(Suit::Hearts), "\n";
try { $x = Suit::Hearts; $x->value = 'Q'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Suit(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(Suit::Hearts);
var_dump(constant('Suit::Clubs'));
$arr = [Suit::Hearts->value => 1];
var_dump($arr);
echo match(true) { Suit::Hearts->color() === 'Red' => "red!\n", default => "other\n" };
var_dump((array)Suit::Hearts);
--EXPECT--
H Hearts Red
Clubs
NULL
enum(Suit::Diamonds)
ValueError: "Z" is not a valid backing value for enum Suit
Hearts=H Diamonds=D Clubs=C Spades=S 
enum(Suit::Spades)
enum(Status::Inactive)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
Array
(
    [0] => Status Enum
        (
            [name] => Active
        )

    [1] => Status Enum
        (
            [name] => Inactive
        )

)
{"s":"H","list":["H","D","C","S"]}
Black
array(2) {
  [0]=>
  string(6) "Active"
  [1]=>
  string(8) "Inactive"
}
object Suit
Cannot modify readonly property Suit::$value
Cannot instantiate enum Suit
enum(Suit::Hearts)
enum(Suit::Clubs)
array(1) {
  ["H"]=>
  int(1)
}
red!
array(2) {
  ["name"]=>
  string(6) "Hearts"
  ["value"]=>
  string(1) "H"
}
