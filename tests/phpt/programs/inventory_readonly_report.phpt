--TEST--
Inventory of readonly products with Countable, IteratorAggregate and a printf report
--FILE--
<?php
declare(strict_types=1);

final class Product {
    public function __construct(
        public readonly string $sku,
        public readonly string $name,
        public float $price,
        public int $qty = 0,
    ) {}

    public function total(): float { return $this->price * $this->qty; }
}

class Inventory implements Countable, IteratorAggregate {
    private array $items = [];

    public function add(Product $p): static {
        if (isset($this->items[$p->sku])) {
            throw new InvalidArgumentException("Duplicate SKU: {$p->sku}");
        }
        $this->items[$p->sku] = $p;
        return $this;
    }

    public function remove(string $sku): void {
        unset($this->items[$sku]);
    }

    public function count(): int { return count($this->items); }

    public function getIterator(): Iterator { return new ArrayIterator($this->items); }

    public function totalValue(): float {
        return array_reduce($this->items, fn($c, Product $p) => $c + $p->total(), 0.0);
    }

    public function lowStock(int $threshold = 5): array {
        return array_filter($this->items, fn($p) => $p->qty < $threshold);
    }
}

$inv = new Inventory();
$inv->add(new Product('A100', 'Widget', 2.5, 10))
    ->add(new Product('B200', 'Gadget', 12.99, 3))
    ->add(new Product('C300', 'Doohickey', 0.75, 120))
    ->add(new Product(sku: 'D400', name: 'Thingamajig', price: 99.0));

try {
    $inv->add(new Product('A100', 'Dup', 1.0));
} catch (InvalidArgumentException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

printf("%-6s %-12s %8s %5s %10s\n", 'SKU', 'Name', 'Price', 'Qty', 'Total');
echo str_repeat('-', 45), "\n";
foreach ($inv as $sku => $p) {
    printf("%-6s %-12s %8.2f %5d %10s\n", $sku, $p->name, $p->price, $p->qty, number_format($p->total(), 2));
}
echo str_repeat('=', 45), "\n";
printf("%d items, total value: %s\n", count($inv), number_format($inv->totalValue(), 2, ',', '.'));

echo "Low stock:\n";
foreach ($inv->lowStock() as $p) {
    echo " - {$p->name} ({$p->qty})\n";
}

try {
    $p = new Product('E500', 'X', 1.0);
    $p->sku = 'Z';
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

try {
    $p = new Product('E500', 'X', "1.0");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$inv->remove('B200');
var_dump(count($inv));
var_dump($inv->totalValue());
print_r(array_map(fn($p) => $p->name, iterator_to_array($inv)));
--EXPECTF--
InvalidArgumentException: Duplicate SKU: A100
SKU    Name            Price   Qty      Total
---------------------------------------------
A100   Widget           2.50    10      25.00
B200   Gadget          12.99     3      38.97
C300   Doohickey        0.75   120      90.00
D400   Thingamajig     99.00     0       0.00
=============================================
4 items, total value: 153,97
Low stock:
 - Gadget (3)
 - Thingamajig (0)
Error: Cannot modify readonly property Product::$sku
Product::__construct(): Argument #3 ($price) must be of type float, string given, called in %s on line 76
int(3)
float(115)
Array
(
    [A100] => Widget
    [C300] => Doohickey
    [D400] => Thingamajig
)
