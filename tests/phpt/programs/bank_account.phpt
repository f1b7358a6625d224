--TEST--
bank account classes: readonly promoted owner, static counter, fluent static returns, custom exception
--FILE--
<?php
declare(strict_types=1);

class InsufficientFundsException extends RuntimeException {
    public function __construct(private float $needed, string $message = "", int $code = 0, ?Throwable $previous = null) {
        parent::__construct($message ?: sprintf("Insufficient funds: need %.2f more", $needed), $code, $previous);
    }
    public function getNeeded(): float { return $this->needed; }
}

abstract class Account {
    protected float $balance = 0.0;
    private array $log = [];
    private static int $count = 0;

    public function __construct(public readonly string $owner, float $initial = 0.0) {
        self::$count++;
        if ($initial > 0) $this->deposit($initial);
    }
    public static function count(): int { return self::$count; }
    abstract public function type(): string;

    public function deposit(float $amt): static {
        if ($amt <= 0) throw new InvalidArgumentException("Deposit must be positive");
        $this->balance += $amt;
        $this->log[] = ['deposit', $amt];
        return $this;
    }
    public function withdraw(float $amt): static {
        if ($amt > $this->balance) throw new InsufficientFundsException($amt - $this->balance);
        $this->balance -= $amt;
        $this->log[] = ['withdraw', $amt];
        return $this;
    }
    public function getBalance(): float { return $this->balance; }
    public function history(): array { return $this->log; }
    public function __toString(): string {
        return sprintf("%-10s %-8s %10s", $this->owner, $this->type(), number_format($this->balance, 2));
    }
}

class Savings extends Account {
    public function __construct(string $owner, float $initial = 0.0, private float $rate = 0.02) {
        parent::__construct($owner, $initial);
    }
    public function type(): string { return "savings"; }
    public function addInterest(): void { $this->balance *= (1 + $this->rate); }
}
class Checking extends Account {
    public function type(): string { return "checking"; }
}

$accounts = [new Savings("Alice", 1000), new Checking("Bob", 250.5), new Savings("Carol", 0, 0.05)];
$accounts[0]->deposit(500)->withdraw(200);
$accounts[2]->deposit(100);
$accounts[2]->addInterest();
foreach ($accounts as $a) echo $a, "\n";
try {
    $accounts[1]->withdraw(1000);
} catch (InsufficientFundsException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getNeeded(), ")\n";
}
try {
    $accounts[1]->deposit(-5);
} catch (InvalidArgumentException $e) {
    echo "Error: {$e->getMessage()}\n";
}
try {
    $accounts[0]->owner = "Mallory";
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
echo "Accounts: ", Account::count(), "\n";
print_r($accounts[0]->history());
var_dump($accounts[2]);
$total = array_sum(array_map(fn(Account $a) => $a->getBalance(), $accounts));
printf("Total: %.2f\n", $total);
usort($accounts, fn($a, $b) => $b->getBalance() <=> $a->getBalance());
echo implode(", ", array_map(fn($a) => $a->owner, $accounts)), "\n";
--EXPECT--
Alice      savings    1,300.00
Bob        checking     250.50
Carol      savings      105.00
InsufficientFundsException: Insufficient funds: need 749.50 more (749.5)
Error: Deposit must be positive
Cannot modify readonly property Account::$owner
Accounts: 3
Array
(
    [0] => Array
        (
            [0] => deposit
            [1] => 1000
        )

    [1] => Array
        (
            [0] => deposit
            [1] => 500
        )

    [2] => Array
        (
            [0] => withdraw
            [1] => 200
        )

)
object(Savings)#3 (4) {
  ["balance":protected]=>
  float(105)
  ["log":"Account":private]=>
  array(1) {
    [0]=>
    array(2) {
      [0]=>
      string(7) "deposit"
      [1]=>
      float(100)
    }
  }
  ["owner"]=>
  string(5) "Carol"
  ["rate":"Savings":private]=>
  float(0.05)
}
Total: 1655.50
Alice, Bob, Carol
