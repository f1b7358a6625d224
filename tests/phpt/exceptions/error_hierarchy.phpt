--TEST--
Error versus Exception and catching Throwable
--FILE--
<?php
$throwers = [
    fn() => intdiv(1, 0),
    fn() => strlen([]),
    fn() => undefined_function(),
    fn() => (null)->method(),
    fn() => new DateTimeZoneNope(),
    fn() => throw new OverflowException("overflow"),
    fn() => str_repeat("x", -1),
    fn() => [] > 0 ? 1 : throw new DomainException("domain"),
];
foreach ($throwers as $i => $t) {
    try {
        $t();
    } catch (Exception $e) {
        echo "$i Exception ", get_class($e), ": ", $e->getMessage(), "\n";
    } catch (Error $e) {
        echo "$i Error ", get_class($e), " (parent ", get_parent_class($e) ?: '-', "): ", $e->getMessage(), "\n";
    }
}
foreach (['TypeError', 'ValueError', 'ArithmeticError', 'DivisionByZeroError', 'ArgumentCountError', 'UnhandledMatchError', 'JsonException', 'UnexpectedValueException', 'OutOfBoundsException', 'LengthException', 'RangeException', 'UnderflowException', 'BadMethodCallException'] as $cls) {
    echo $cls, " < ", implode(" < ", array_values(class_parents($cls))), "\n";
}
--EXPECT--
0 Error DivisionByZeroError (parent ArithmeticError): Division by zero
1 Error TypeError (parent Error): strlen(): Argument #1 ($string) must be of type string, array given
2 Error Error (parent -): Call to undefined function undefined_function()
3 Error Error (parent -): Call to a member function method() on null
4 Error Error (parent -): Class "DateTimeZoneNope" not found
5 Exception OverflowException: overflow
6 Error ValueError (parent Error): str_repeat(): Argument #2 ($times) must be greater than or equal to 0
TypeError < Error
ValueError < Error
ArithmeticError < Error
DivisionByZeroError < ArithmeticError < Error
ArgumentCountError < TypeError < Error
UnhandledMatchError < Error
JsonException < Exception
UnexpectedValueException < RuntimeException < Exception
OutOfBoundsException < RuntimeException < Exception
LengthException < LogicException < Exception
RangeException < RuntimeException < Exception
UnderflowException < RuntimeException < Exception
BadMethodCallException < BadFunctionCallException < LogicException < Exception
