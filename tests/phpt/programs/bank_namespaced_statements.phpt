--TEST--
Namespaced banking accounts with readonly ids, exceptions and statements
--FILE--
<?php
declare(strict_types=1);

namespace App\Banking;

use InvalidArgumentException;
use RuntimeException;

interface AccountInterface {
    public function deposit(float $amount): void;
    public function withdraw(float $amount): void;
    public function getBalance(): float;
}

class InsufficientFundsException extends RuntimeException {
    public function __construct(public readonly float $requested, public readonly float $available) {
        parent::__construct(sprintf('Insufficient funds: requested %.2f, available %.2f', $requested, $available));
    }
}

abstract class Account implements AccountInterface {
    protected float $balance = 0.0;
    protected array $transactions = [];
    private static int $nextId = 1000;
    public readonly int $id;

    public function __construct(public readonly string $owner, float $initial = 0.0) {
        $this->id = self::$nextId++;
        if ($initial > 0) $this->deposit($initial);
    }
    public function deposit(float $amount): void {
        if ($amount <= 0) throw new InvalidArgumentException("Deposit must be positive");
        $this->balance += $amount;
        $this->log('deposit', $amount);
    }
    public function withdraw(float $amount): void {
        if ($amount > $this->available()) throw new InsufficientFundsException($amount, $this->available());
        $this->balance -= $amount;
        $this->log('withdraw', -$amount);
    }
    protected function available(): float { return $this->balance; }
    public function getBalance(): float { return round($this->balance, 2); }
    protected function log(string $type, float $amt): void { $this->transactions[] = compact('type', 'amt'); }
    public function statement(): string {
        $lines = [sprintf("Statement for %s (#%d, %s)", $this->owner, $this->id, static::TYPE)];
        $running = 0;
        foreach ($this->transactions as $i => ['type' => $t, 'amt' => $a]) {
            $running += $a;
            $lines[] = sprintf("%3d. %-10s %10s %10s", $i + 1, ucfirst($t), number_format($a, 2), number_format($running, 2));
        }
        return implode(PHP_EOL, $lines);
    }
    abstract public function monthEnd(): void;
}

class Savings extends Account {
    const TYPE = 'savings';
    public function __construct(string $owner, float $initial = 0.0, private float $rate = 0.02) { parent::__construct($owner, $initial); }
    public function monthEnd(): void {
        $interest = $this->balance * $this->rate / 12;
        if ($interest > 0) { $this->balance += $interest; $this->log('interest', $interest); }
    }
}

class Checking extends Account {
    const TYPE = 'checking';
    public function __construct(string $owner, float $initial = 0.0, private float $overdraft = 100.0) { parent::__construct($owner, $initial); }
    protected function available(): float { return $this->balance + $this->overdraft; }
    public function monthEnd(): void { if ($this->balance < 0) { $this->balance -= 5; $this->log('fee', -5); } }
}

$accounts = [new Savings('Alice', 1000, 0.05), new Checking('Bob', 50), new Savings('Carol')];
$accounts[0]->withdraw(200.5);
$accounts[1]->withdraw(120);
try { $accounts[1]->withdraw(100); } catch (InsufficientFundsException $e) { echo get_class($e), ': ', $e->getMessage(), " [{$e->requested}]\n"; }
try { $accounts[2]->deposit(-5); } catch (InvalidArgumentException $e) { echo $e->getMessage(), "\n"; }
try { $accounts[2]->deposit("5"); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
array_walk($accounts, fn(Account $a) => $a->monthEnd());
foreach ($accounts as $acc) echo $acc->statement(), "\n\n";
$total = array_sum(array_map(fn($a) => $a->getBalance(), $accounts));
printf("Total holdings: %s\n", number_format($total, 2));
echo Savings::class, ' ', namespace\Checking::TYPE, ' ', __NAMESPACE__, "\n";
var_dump($accounts[1] instanceof AccountInterface);
try { $accounts[0]->id = 5; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
function helper() { return __FUNCTION__; }
echo helper(), ' ', \strlen('abc'), ' ', strtoupper('ns fallback'), "\n";
$accounts[1]->withdraw(1000);
--EXPECTF--
App\Banking\InsufficientFundsException: Insufficient funds: requested 100.00, available 30.00 [100]
Deposit must be positive
App\Banking\Account::deposit(): Argument #1 ($amount) must be of type float, string given, called in %s on line 77
Statement for Alice (#1000, savings)
  1. Deposit      1,000.00   1,000.00
  2. Withdraw      -200.50     799.50
  3. Interest         3.33     802.83

Statement for Bob (#1001, checking)
  1. Deposit         50.00      50.00
  2. Withdraw      -120.00     -70.00
  3. Fee             -5.00     -75.00

Statement for Carol (#1002, savings)

Total holdings: 727.83
App\Banking\Savings checking App\Banking
bool(true)
Cannot modify readonly property App\Banking\Account::$id
App\Banking\helper 3 NS FALLBACK

Fatal error: Uncaught App\Banking\InsufficientFundsException: Insufficient funds: requested 1000.00, available 25.00 in %s:37
Stack trace:
#0 %s(87): App\Banking\Account->withdraw(1000.0)
#1 {main}
  thrown in %s on line 37
