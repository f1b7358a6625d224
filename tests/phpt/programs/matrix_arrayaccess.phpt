--TEST--
Matrix class with ArrayAccess, determinant by cofactors and string rendering
--FILE--
<?php
class Matrix implements ArrayAccess, Stringable {
    private array $data;
    public function __construct(public readonly int $rows, public readonly int $cols, ?array $data = null) {
        $this->data = $data ?? array_fill(0, $rows, array_fill(0, $cols, 0));
    }
    public static function identity(int $n): static {
        $m = new static($n, $n);
        for ($i = 0; $i < $n; $i++) $m->data[$i][$i] = 1;
        return $m;
    }
    public static function fromArray(array $a): self {
        return new self(count($a), count($a[0]), $a);
    }
    public function multiply(Matrix $o): Matrix {
        if ($this->cols !== $o->rows) {
            throw new DomainException(sprintf("Cannot multiply %dx%d by %dx%d", $this->rows, $this->cols, $o->rows, $o->cols));
        }
        $r = new Matrix($this->rows, $o->cols);
        for ($i = 0; $i < $this->rows; $i++)
            for ($j = 0; $j < $o->cols; $j++) {
                $s = 0;
                for ($k = 0; $k < $this->cols; $k++) $s += $this->data[$i][$k] * $o->data[$k][$j];
                $r->data[$i][$j] = $s;
            }
        return $r;
    }
    public function transpose(): Matrix {
        $t = [];
        foreach ($this->data as $i => $row) foreach ($row as $j => $v) $t[$j][$i] = $v;
        return new Matrix($this->cols, $this->rows, $t);
    }
    public function determinant(): float|int {
        if ($this->rows !== $this->cols) throw new LogicException("Not square");
        $n = $this->rows;
        if ($n === 1) return $this->data[0][0];
        if ($n === 2) return $this->data[0][0] * $this->data[1][1] - $this->data[0][1] * $this->data[1][0];
        $det = 0;
        for ($c = 0; $c < $n; $c++) {
            $sub = [];
            for ($i = 1; $i < $n; $i++) {
                $row = $this->data[$i];
                array_splice($row, $c, 1);
                $sub[] = $row;
            }
            $det += ($c % 2 ? -1 : 1) * $this->data[0][$c] * self::fromArray($sub)->determinant();
        }
        return $det;
    }
    public function offsetExists(mixed $o): bool { return isset($this->data[$o[0]][$o[1]]); }
    public function offsetGet(mixed $o): mixed { return $this->data[$o[0]][$o[1]]; }
    public function offsetSet(mixed $o, mixed $v): void { $this->data[$o[0]][$o[1]] = $v; }
    public function offsetUnset(mixed $o): void { $this->data[$o[0]][$o[1]] = 0; }
    public function __toString(): string {
        $w = 0;
        foreach ($this->data as $row) foreach ($row as $v) $w = max($w, strlen((string)$v));
        $lines = array_map(fn($row) => '| ' . implode(' ', array_map(fn($v) => str_pad((string)$v, $w, ' ', STR_PAD_LEFT), $row)) . ' |', $this->data);
        return implode("\n", $lines) . "\n";
    }
}
$a = Matrix::fromArray([[1, 2, 3], [4, 5, 6]]);
$b = Matrix::fromArray([[7, 8], [9, 10], [11, 12]]);
echo $a->multiply($b);
echo $a->transpose();
echo Matrix::identity(3);
$m = Matrix::fromArray([[2, -3, 1], [2, 0, -1], [1, 4, 5]]);
var_dump($m->determinant());
$m[[0, 0]] = 2.5;
var_dump($m[[0, 0]], isset($m[[1, 1]]), isset($m[[5, 5]]));
unset($m[[0, 0]]);
echo $m;
var_dump(Matrix::fromArray([[1.5, 2], [3, 4]])->determinant());
try {
    $a->multiply($a);
} catch (DomainException $e) {
    echo "Error: ", $e->getMessage(), "\n";
}
echo "Str: " . strlen((string)$a) . "\n";
var_dump($a instanceof Stringable);
--EXPECT--
|  58  64 |
| 139 154 |
| 1 4 |
| 2 5 |
| 3 6 |
| 1 0 0 |
| 0 1 0 |
| 0 0 1 |
int(49)
float(2.5)
bool(true)
bool(false)
|  0 -3  1 |
|  2  0 -1 |
|  1  4  5 |
float(0)
Error: Cannot multiply 2x3 by 2x3
Str: 20
bool(true)
