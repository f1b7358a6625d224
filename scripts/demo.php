<?php
// A tour of what aphp runs: classes, interfaces, enums, closures, generators,
// arrays, string functions, sprintf and exceptions. Compare with `php -n`.

declare(strict_types=1);

interface Shape
{
    public function area(): float;
    public function name(): string;
}

abstract class Base implements Shape, Stringable
{
    private static int $created = 0;

    public function __construct()
    {
        self::$created++;
    }

    public static function created(): int
    {
        return self::$created;
    }

    public function __toString(): string
    {
        return sprintf("%-9s area %8.3f", $this->name(), $this->area());
    }
}

final class Circle extends Base
{
    public function __construct(private readonly float $r)
    {
        parent::__construct();
    }

    public function area(): float
    {
        return M_PI * $this->r ** 2;
    }

    public function name(): string
    {
        return 'circle';
    }
}

final class Rect extends Base
{
    public function __construct(public readonly float $w, public readonly float $h)
    {
        parent::__construct();
    }

    public function area(): float
    {
        return $this->w * $this->h;
    }

    public function name(): string
    {
        return $this->w === $this->h ? 'square' : 'rectangle';
    }
}

enum Suit: string
{
    case Hearts = 'H';
    case Spades = 'S';

    public function color(): string
    {
        return match ($this) {
            Suit::Hearts => 'red',
            Suit::Spades => 'black',
        };
    }
}

echo "== objects ==\n";
$shapes = [new Circle(1.5), new Rect(2, 3), new Rect(2.5, 2.5)];
usort($shapes, fn(Shape $a, Shape $b) => $a->area() <=> $b->area());
foreach ($shapes as $i => $shape) {
    echo $i + 1, ". ", $shape, "\n";
}
printf("%d shapes, total area %.2f\n", Base::created(), array_sum(array_map(fn($s) => $s->area(), $shapes)));

echo "\n== enums ==\n";
foreach (Suit::cases() as $suit) {
    echo $suit->name, " = ", $suit->value, " (", $suit->color(), ")\n";
}
var_dump(Suit::tryFrom('X'), Suit::from('S') === Suit::Spades);

echo "\n== closures ==\n";
function counter(int $start): Closure
{
    $n = $start;
    return function (int $step = 1) use (&$n): int {
        $n += $step;
        return $n;
    };
}
$next = counter(10);
$next();
$next(5);
echo "counter: ", $next(), "\n";
$compose = fn(callable ...$fs) => fn($x) => array_reduce($fs, fn($acc, $f) => $f($acc), $x);
$slugify = $compose('trim', 'strtolower', fn($s) => preg_replace('/[^a-z0-9]+/', '-', $s), fn($s) => trim($s, '-'));
echo "slug: ", $slugify("  Hello, World From PHP!  "), "\n";
$strlen = strlen(...);
echo "first-class callable: ", $strlen("aphp"), "\n";

echo "\n== generators ==\n";
function fibonacci(): Generator
{
    [$a, $b] = [0, 1];
    while (true) {
        yield $a;
        [$a, $b] = [$b, $a + $b];
    }
}
function take(iterable $it, int $n): Generator
{
    foreach ($it as $k => $v) {
        if ($n-- <= 0) {
            return;
        }
        yield $k => $v;
    }
}
echo implode(', ', iterator_to_array(take(fibonacci(), 12))), "\n";
function accumulate(): Generator
{
    $total = 0;
    while (($x = yield $total) !== null) {
        $total += $x;
    }
    return $total;
}
$acc = accumulate();
$acc->current();
foreach ([3, 4, 5] as $x) {
    $acc->send($x);
}
$acc->send(null);
echo "sum via send(): ", $acc->getReturn(), "\n";

echo "\n== arrays ==\n";
$words = explode(' ', 'the quick brown fox jumps over the lazy dog the end');
$freq = array_count_values($words);
arsort($freq);
print_r(array_slice($freq, 0, 3, true));
$byLength = [];
foreach ($words as $w) {
    $byLength[strlen($w)][] = $w;
}
ksort($byLength);
foreach ($byLength as $len => $list) {
    echo str_pad((string) $len, 3, ' ', STR_PAD_LEFT), ": ", implode(',', array_unique($list)), "\n";
}
['a' => $x, 'b' => [, $y]] = ['a' => 1, 'b' => [2, 3]];
echo "destructured: $x $y\n";
var_dump(array_filter([1, 0, 2, null, 3, '', '0', 'a']));

echo "\n== strings ==\n";
$s = "Hello, aphp";
echo strtoupper($s), " | ", strrev($s), " | ", ucwords("hello big world"), "\n";
echo str_replace(['Hello', 'aphp'], ['Goodbye', 'php'], $s), "\n";
echo wordwrap("The quick brown fox sat over the lazy dog", 15, "\n", true), "\n";
printf("[%5d] [%-5d] [%05.1f] [%x] [%o] [%b] [%'*8s] [%+d] [%e]\n", 42, 42, 3.14159, 255, 8, 5, 'pad', 7, 1234.5);
echo sprintf('%2$s %1$s', 'world', 'hello'), "\n";
echo number_format(1234567.891, 2), " ", number_format(1234567.891, 2, ',', '.'), "\n";
$name = 'aphp';
$info = ['version' => '0.1'];
echo <<<TXT
    heredoc: {$name} v{$info['version']}, length {$strlen($name)}
      indented line
    TXT;
echo "\n";

echo "\n== exceptions ==\n";
final class ValidationError extends InvalidArgumentException
{
}
function check(mixed $v): int
{
    if (!is_int($v)) {
        throw new ValidationError("not an int: " . var_export($v, true), 42);
    }
    return intdiv(100, $v);
}
foreach ([5, 'x', 0] as $v) {
    try {
        echo "check: ", check($v), "\n";
    } catch (ValidationError $e) {
        echo get_class($e), " (", $e->getCode(), "): ", $e->getMessage(), "\n";
    } catch (DivisionByZeroError $e) {
        echo "DivisionByZeroError: ", $e->getMessage(), "\n";
    } finally {
        echo "  finally for ", var_export($v, true), "\n";
    }
}
try {
    try {
        throw new RuntimeException("inner");
    } catch (RuntimeException $e) {
        throw new LogicException("outer", 0, $e);
    }
} catch (Exception $e) {
    echo $e->getMessage(), " <- ", $e->getPrevious()->getMessage(), "\n";
}
echo match (true) {
    PHP_INT_MAX > 2 ** 62 => "64-bit ints",
    default => "small ints",
}, "\n";
