--TEST--
Order state machine on a backed enum with match and transition errors
--FILE--
<?php
enum OrderState: string {
    case Pending = 'pending';
    case Paid = 'paid';
    case Shipped = 'shipped';
    case Delivered = 'delivered';
    case Cancelled = 'cancelled';

    public function transitions(): array {
        return match($this) {
            self::Pending => [self::Paid, self::Cancelled],
            self::Paid => [self::Shipped, self::Cancelled],
            self::Shipped => [self::Delivered],
            self::Delivered, self::Cancelled => [],
        };
    }
    public function canTransitionTo(self $to): bool {
        return in_array($to, $this->transitions(), true);
    }
    public function label(): string { return ucfirst($this->value); }
    public static function fromLabel(string $l): self { return self::from(strtolower($l)); }
    const DEFAULT = self::Pending;
}

enum Suit {
    case Hearts; case Diamonds; case Clubs; case Spades;
    public function color(): string {
        return match($this) { Suit::Hearts, Suit::Diamonds => 'Red', Suit::Clubs, Suit::Spades => 'Black' };
    }
}

interface HasArea { public function area(): float; }

class Order {
    private array $history = [];
    public function __construct(public readonly int $id, private OrderState $state = OrderState::DEFAULT) {
        $this->history[] = $state;
    }
    public function transition(OrderState $to): void {
        if (!$this->state->canTransitionTo($to)) {
            throw new RuntimeException("Order {$this->id}: cannot go from {$this->state->value} to {$to->value}");
        }
        $this->state = $to;
        $this->history[] = $to;
    }
    public function historyString(): string {
        return implode(' -> ', array_map(fn(OrderState $s) => $s->label(), $this->history));
    }
    public function state(): OrderState { return $this->state; }
}

$o = new Order(1);
$o->transition(OrderState::Paid);
$o->transition(OrderState::Shipped);
try {
    $o->transition(OrderState::Pending);
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
$o->transition(OrderState::Delivered);
echo $o->historyString(), "\n";

var_dump(OrderState::from('paid'));
var_dump(OrderState::tryFrom('unknown'));
var_dump(OrderState::Paid instanceof UnitEnum, OrderState::Paid instanceof BackedEnum);
print_r(OrderState::cases());
echo count(Suit::cases()), "\n";
foreach (Suit::cases() as $s) echo $s->name, '=', $s->color(), ' ';
echo "\n";
var_dump(Suit::Hearts === Suit::Hearts, Suit::Hearts == Suit::Spades);
var_dump(OrderState::fromLabel('Shipped'));
try {
    OrderState::from('bogus');
} catch (ValueError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(Suit::Clubs);
var_export(OrderState::Cancelled); echo "\n";
echo json_encode(['s' => OrderState::Paid, 'list' => OrderState::cases()]), "\n";
$fn = OrderState::from(...);
var_dump($fn('delivered')->name);
echo OrderState::Pending->name, ' ', constant('OrderState::Paid')->value, "\n";
$m = ['a' => Suit::Hearts];
var_dump($m['a'] === Suit::Hearts);
var_dump((new ReflectionEnum(Suit::class))->isBacked());
echo gettype(Suit::Hearts), "\n";
$x = Suit::Spades;
echo match(true) { $x === Suit::Hearts => 'h', $x === Suit::Spades => 's', default => '?' }, "\n";
try {
    echo match(5) { 1 => 'a', 2 => 'b' };
} catch (\UnhandledMatchError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    echo match("str") { 1 => 'a' };
} catch (\UnhandledMatchError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
Order 1: cannot go from shipped to pending
Pending -> Paid -> Shipped -> Delivered
enum(OrderState::Paid)
NULL
bool(true)
bool(true)
Array
(
    [0] => OrderState Enum:string
        (
            [name] => Pending
            [value] => pending
        )

    [1] => OrderState Enum:string
        (
            [name] => Paid
            [value] => paid
        )

    [2] => OrderState Enum:string
        (
            [name] => Shipped
            [value] => shipped
        )

    [3] => OrderState Enum:string
        (
            [name] => Delivered
            [value] => delivered
        )

    [4] => OrderState Enum:string
        (
            [name] => Cancelled
            [value] => cancelled
        )

)
4
Hearts=Red Diamonds=Red Clubs=Black Spades=Black 
bool(true)
bool(false)
enum(OrderState::Shipped)
ValueError: "bogus" is not a valid backing value for enum OrderState
enum(Suit::Clubs)
\OrderState::Cancelled
{"s":"paid","list":["pending","paid","shipped","delivered","cancelled"]}
string(9) "Delivered"
Pending paid
bool(true)
bool(false)
object
s
UnhandledMatchError: Unhandled match case 5
Unhandled match case 'str'
