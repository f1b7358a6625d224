--TEST--
Tokenizer and recursive-descent calculator with first-class callables
--FILE--
<?php
// A tiny expression calculator with a tokenizer and recursive descent parser
final class Token { public function __construct(public string $type, public string $value, public int $pos) {} public function __toString(): string { return "{$this->type}({$this->value})"; } }
class Lexer {
    private const PATTERNS = ['num' => '\d+(?:\.\d+)?', 'id' => '[a-zA-Z_]\w*', 'op' => '[-+*\/^%(),=]', 'ws' => '\s+'];
    public static function tokenize(string $src): array {
        $regex = '~' . implode('|', array_map(fn($k, $v) => "(?<$k>$v)", array_keys(self::PATTERNS), self::PATTERNS)) . '~A';
        $tokens = []; $pos = 0;
        while ($pos < strlen($src)) {
            if (!preg_match($regex, $src, $m, 0, $pos)) throw new ParseError("Unexpected '{$src[$pos]}' at $pos");
            foreach (self::PATTERNS as $type => $_) {
                if (isset($m[$type]) && $m[$type] !== '') { if ($type !== 'ws') $tokens[] = new Token($type, $m[$type], $pos); break; }
            }
            $pos += strlen($m[0]);
        }
        return $tokens;
    }
}
class Parser {
    private int $i = 0;
    private array $vars = ['pi' => M_PI, 'e' => M_E];
    private array $funcs;
    public function __construct() { $this->funcs = ['sqrt' => sqrt(...), 'max' => max(...), 'min' => min(...), 'abs' => abs(...), 'round' => round(...)]; }
    public function evaluate(string $src): float|int {
        $this->tokens = Lexer::tokenize($src); $this->i = 0;
        if (count($this->tokens) >= 2 && $this->tokens[1]->value === '=' && $this->tokens[0]->type === 'id') {
            $name = $this->tokens[0]->value; $this->i = 2;
            return $this->vars[$name] = $this->expr();
        }
        $v = $this->expr();
        if ($this->i < count($this->tokens)) throw new ParseError("Trailing token " . $this->tokens[$this->i]);
        return $v;
    }
    private function peek(): ?string { return $this->tokens[$this->i]->value ?? null; }
    private function expr() { $v = $this->term(); while (in_array($this->peek(), ['+', '-'], true)) { $op = $this->tokens[$this->i++]->value; $r = $this->term(); $v = $op === '+' ? $v + $r : $v - $r; } return $v; }
    private function term() { $v = $this->factor(); while (in_array($this->peek(), ['*', '/', '%'], true)) { $op = $this->tokens[$this->i++]->value; $r = $this->factor(); $v = match($op) { '*' => $v * $r, '/' => $v / $r, '%' => $v % $r }; } return $v; }
    private function factor() { $b = $this->unary(); if ($this->peek() === '^') { $this->i++; return $b ** $this->factor(); } return $b; }
    private function unary() { if ($this->peek() === '-') { $this->i++; return -$this->unary(); } return $this->primary(); }
    private function primary() {
        $t = $this->tokens[$this->i++] ?? throw new ParseError('Unexpected end');
        if ($t->type === 'num') return str_contains($t->value, '.') ? (float)$t->value : (int)$t->value;
        if ($t->value === '(') { $v = $this->expr(); $this->expect(')'); return $v; }
        if ($t->type === 'id') {
            if ($this->peek() === '(') {
                $this->i++; $args = [];
                if ($this->peek() !== ')') { do { $args[] = $this->expr(); } while ($this->peek() === ',' && ++$this->i); }
                $this->expect(')');
                $f = $this->funcs[$t->value] ?? throw new ParseError("Unknown function {$t->value}");
                return $f(...$args);
            }
            return $this->vars[$t->value] ?? throw new ParseError("Undefined variable {$t->value}");
        }
        throw new ParseError("Unexpected $t");
    }
    private function expect(string $v): void { if ($this->peek() !== $v) throw new ParseError("Expected '$v'"); $this->i++; }
}
$p = new Parser();
foreach (['1 + 2 * 3', '(1 + 2) * 3', '2 ^ 3 ^ 2', '-2 ^ 2', '10 / 4', 'x = 5', 'x * 2 + 1', 'sqrt(16) + max(1, 7, 3)', 'round(pi, 3)', '2 * (3', 'foo(1)', '1 / 0', 'y + 1', '3 $ 4', '7 7', 'abs(-3.5) * 2'] as $src) {
    try {
        $r = $p->evaluate($src);
        printf("%-25s = %s\n", $src, var_export($r, true));
    } catch (ParseError $e) {
        printf("%-25s ! %s: %s\n", $src, get_class($e), $e->getMessage());
    } catch (DivisionByZeroError $e) {
        printf("%-25s ! %s\n", $src, $e->getMessage());
    }
}
print_r(array_map('strval', Lexer::tokenize('a+1')));
--EXPECTF--
Deprecated: Creation of dynamic property Parser::$tokens is deprecated in %s on line 25
1 + 2 * 3                 = 7
(1 + 2) * 3               = 9
2 ^ 3 ^ 2                 = 512
-2 ^ 2                    = 4
10 / 4                    = 2.5
x = 5                     = 5
x * 2 + 1                 = 11
sqrt(16) + max(1, 7, 3)   = 11.0
round(pi, 3)              = 3.142
2 * (3                    ! ParseError: Expected ')'
foo(1)                    ! ParseError: Unknown function foo
1 / 0                     ! Division by zero
y + 1                     ! ParseError: Undefined variable y
3 $ 4                     ! ParseError: Unexpected '$' at 2
7 7                       ! ParseError: Trailing token num(7)
abs(-3.5) * 2             = 7.0
Array
(
    [0] => id(a)
    [1] => op(+)
    [2] => num(1)
)
