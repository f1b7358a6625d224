--TEST--
backed enum with interface, match, constants, cases() in print_r/var_export/json
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
    public static function fromChar(string $c): self { return self::from(strtoupper($c)); }
}
enum Status { case Active; case Inactive; }
foreach (Suit::cases() as $s) {
    printf("%-8s %s %-5s %s\n", $s->name, $s->value, $s->color(), $s->label());
}
var_dump(Suit::from('H'));
var_dump(Suit::tryFrom('X'));
var_dump(Suit::Hearts instanceof HasLabel, Suit::Hearts instanceof UnitEnum, Suit::Hearts instanceof BackedEnum);
var_dump(Status::Active === Status::Active, Status::Active == Status::Inactive);
var_dump(Status::Active);
print_r(Suit::cases());
echo "\n";
print_r(Status::Active); echo "\n";
var_export(Suit::Clubs); echo "\n";
var_export([Status::Active]); echo "\n";
echo json_encode(['suit' => Suit::Hearts, 'all' => Suit::cases()]), "\n";
echo Suit::Wild->name, " ", Suit::fromChar('d')->name, "\n";
try { Suit::from('Z'); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$fn = fn(Suit $s) => $s->value;
echo implode(",", array_map($fn, Suit::cases())), "\n";
echo gettype(Suit::Hearts), " ", get_class(Status::Inactive), " ", Status::Inactive::class, "\n";
$m = [Suit::Hearts->value => 1];
var_dump(Status::Active->name);
var_dump((array)Suit::Hearts);
try { echo json_encode(Status::Active); } catch (Throwable $e) { echo "x"; }
var_dump(json_encode(Status::Active), json_last_error_msg());
enum Level: int { case Low = 1; case High = 3;
  public static function max(): self { $m = null; foreach (self::cases() as $c) if (!$m || $c->value > $m->value) $m = $c; return $m; } }
echo Level::max()->name, "\n";
var_dump(Level::High);
$x = Level::Low;
echo match(true) { $x === Level::Low => "low", default => "other" }, "\n";
--EXPECT--
Hearts   H Red   Hearts
Diamonds D Red   Diamonds
Clubs    C Black Clubs
Spades   S Black Spades
enum(Suit::Hearts)
NULL
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
enum(Status::Active)
Array
(
    [0] => Suit Enum:string
        (
            [name] => Hearts
            [value] => H
        )

    [1] => Suit Enum:string
        (
            [name] => Diamonds
            [value] => D
        )

    [2] => Suit Enum:string
        (
            [name] => Clubs
            [value] => C
        )

    [3] => Suit Enum:string
        (
            [name] => Spades
            [value] => S
        )

)

Status Enum
(
    [name] => Active
)

\Suit::Clubs
array (
  0 => 
  \Status::Active,
)
{"suit":"H","all":["H","D","C","S"]}
Spades Diamonds
ValueError: "Z" is not a valid backing value for enum Suit
H,D,C,S
object Status Status
string(6) "Active"
array(2) {
  ["name"]=>
  string(6) "Hearts"
  ["value"]=>
  string(1) "H"
}
bool(false)
string(46) "Non-backed enums have no default serialization"
High
enum(Level::High)
low
