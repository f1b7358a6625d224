--TEST--
bank accounts: interfaces, abstract classes, custom exceptions, static counters, readonly promotion
--FILE--
<?php
declare(strict_types=1);

interface AccountInterface {
    const MIN_BALANCE = 0;
    public function deposit(float $amount): void;
    public function withdraw(float $amount): void;
    public function getBalance(): float;
}

class InsufficientFundsException extends RuntimeException {
    public function __construct(private float $needed, string $message = "", int $code = 0, ?Throwable $previous = null) {
        parent::__construct($message ?: sprintf("Insufficient funds: need %.2f more", $needed), $code, $previous);
    }
    public function getNeeded(): float { return $this->needed; }
}

abstract class Account implements AccountInterface, Stringable {
    protected static int $count = 0;
    protected array $transactions = [];
    public function __construct(protected readonly string $owner, protected float $balance = 0.0) {
        static::$count++;
        self::log("open");
    }
    abstract protected function fee(): float;
    public function deposit(float $amount): void {
        if ($amount <= 0) throw new InvalidArgumentException("Deposit must be positive");
        $this->balance += $amount;
        $this->transactions[] = ['deposit', $amount];
    }
    public function withdraw(float $amount): void {
        $total = $amount + $this->fee();
        if ($this->balance - $total < static::MIN_BALANCE) {
            throw new InsufficientFundsException($total - $this->balance);
        }
        $this->balance -= $total;
        $this->transactions[] = ['withdraw', $amount];
    }
    public function getBalance(): float { return $this->balance; }
    public static function getCount(): int { return static::$count; }
    private function log(string $what): void { echo "[", static::class, "] $what for {$this->owner}\n"; }
    public function __toString(): string {
        return sprintf("%s(%s): %.2f", static::class, $this->owner, $this->balance);
    }
}

class Checking extends Account {
    protected function fee(): float { return 1.5; }
}
class Savings extends Account {
    const MIN_BALANCE = 100;
    protected function fee(): float { return 0; }
    public function addInterest(float $rate): static {
        $this->balance *= (1 + $rate);
        return $this;
    }
}

$c = new Checking("alice", 50);
$s = new Savings("bob", 500);
$c->deposit(25);
try {
    $c->withdraw(100);
} catch (InsufficientFundsException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getNeeded(), ")\n";
}
try {
    $s->withdraw(450);
} catch (InsufficientFundsException $e) {
    echo $e->getMessage(), "\n";
}
try {
    $c->deposit(-5);
} catch (InvalidArgumentException $e) {
    echo "Invalid: ", $e->getMessage(), "\n";
}
echo $s->addInterest(0.05), "\n";
echo $c, "\n";
echo Account::getCount(), " accounts\n";
var_dump($c instanceof AccountInterface, $s instanceof Stringable);
try {
    $c->deposit("10");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    $x = new Account("z");
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
var_dump($c);
print_r($s);
echo "\n";
echo Savings::MIN_BALANCE, " ", Checking::MIN_BALANCE, "\n";
--EXPECTF--
[Checking] open for alice
[Savings] open for bob
InsufficientFundsException: Insufficient funds: need 26.50 more (26.5)
Insufficient funds: need -50.00 more
Invalid: Deposit must be positive
Savings(bob): 525.00
Checking(alice): 75.00
2 accounts
bool(true)
bool(true)
Account::deposit(): Argument #1 ($amount) must be of type float, string given, called in %s on line 82
Cannot instantiate abstract class Account
object(Checking)#1 (3) {
  ["transactions":protected]=>
  array(1) {
    [0]=>
    array(2) {
      [0]=>
      string(7) "deposit"
      [1]=>
      float(25)
    }
  }
  ["owner":protected]=>
  string(5) "alice"
  ["balance":protected]=>
  float(75)
}
Savings Object
(
    [transactions:protected] => Array
        (
        )

    [owner:protected] => bob
    [balance:protected] => 525
)

100 0
