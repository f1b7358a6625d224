--TEST--
Pure enums: cases, identity, methods, constants, interfaces
--FILE--
<?php
interface HasColor { public function color(): string; }
enum Suit implements HasColor { case Hearts; case Spades; case Diamonds;
  const Wild = self::Spades;
  public function color(): string { return match($this) { Suit::Hearts, Suit::Diamonds => "Red", Suit::Spades => "Black" }; }
  public static function fromChar(string $c): self { return constant("self::$c"); } }
var_dump(Suit::Hearts, Suit::Hearts === Suit::Hearts, Suit::Hearts == Suit::Spades, Suit::Wild);
var_dump(Suit::cases());
echo Suit::Diamonds->color(), " ", Suit::Diamonds->name, "\n";
var_dump(Suit::Hearts instanceof UnitEnum, Suit::Hearts instanceof BackedEnum, Suit::Hearts instanceof HasColor);
print_r(Suit::Spades); echo "\n";
var_dump((array)Suit::Spades);
try { new Suit(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x = Suit::Hearts; $x->name = "x"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(enum_exists("Suit"), class_exists("Suit"));
--EXPECT--
enum(Suit::Hearts)
bool(true)
bool(false)
enum(Suit::Spades)
array(3) {
  [0]=>
  enum(Suit::Hearts)
  [1]=>
  enum(Suit::Spades)
  [2]=>
  enum(Suit::Diamonds)
}
Red Diamonds
bool(true)
bool(false)
bool(true)
Suit Enum
(
    [name] => Spades
)

array(1) {
  ["name"]=>
  string(6) "Spades"
}
Cannot instantiate enum Suit
Cannot modify readonly property Suit::$name
bool(true)
bool(true)
