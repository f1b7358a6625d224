--TEST--
division and modulo by zero throw DivisionByZeroError
--FILE--
<?php
foreach (['1 / 0', '1 % 0', 'intdiv(1, 0)', '1.5 / 0.0'] as $label) {
    try {
        $r = match ($label) {
            '1 / 0' => 1 / 0,
            '1 % 0' => 1 % 0,
            'intdiv(1, 0)' => intdiv(1, 0),
            '1.5 / 0.0' => 1.5 / 0.0,
        };
        var_dump($r);
    } catch (DivisionByZeroError $e) {
        echo $label, ": ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(fdiv(1, 0), fdiv(-1, 0), is_nan(fdiv(0, 0)), fmod(1, 0));
try {
    intdiv(PHP_INT_MIN, -1);
} catch (ArithmeticError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(PHP_INT_MIN % -1);
--EXPECT--
1 / 0: DivisionByZeroError: Division by zero
1 % 0: DivisionByZeroError: Modulo by zero
intdiv(1, 0): DivisionByZeroError: Division by zero
1.5 / 0.0: DivisionByZeroError: Division by zero
float(INF)
float(-INF)
bool(true)
float(NAN)
ArithmeticError: Division of PHP_INT_MIN by -1 is not an integer
int(0)
