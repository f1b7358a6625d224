--TEST--
The standard exception hierarchy
--FILE--
<?php
foreach (["ErrorException","TypeError","ValueError","ArgumentCountError","ArithmeticError","DivisionByZeroError","UnhandledMatchError","RuntimeException","LogicException","InvalidArgumentException","OutOfBoundsException","OutOfRangeException","LengthException","DomainException","RangeException","UnexpectedValueException","OverflowException","UnderflowException","BadFunctionCallException","BadMethodCallException","JsonException","CompileError","ParseError"] as $c) {
  echo $c, ": ", implode(" > ", array_values(class_parents($c))), " | ", implode(",", array_keys(class_implements($c))), "\n";
}
--EXPECT--
ErrorException: Exception | Throwable,Stringable
TypeError: Error | Throwable,Stringable
ValueError: Error | Throwable,Stringable
ArgumentCountError: TypeError > Error | Stringable,Throwable
ArithmeticError: Error | Throwable,Stringable
DivisionByZeroError: ArithmeticError > Error | Stringable,Throwable
UnhandledMatchError: Error | Throwable,Stringable
RuntimeException: Exception | Throwable,Stringable
LogicException: Exception | Throwable,Stringable
InvalidArgumentException: LogicException > Exception | Stringable,Throwable
OutOfBoundsException: RuntimeException > Exception | Stringable,Throwable
OutOfRangeException: LogicException > Exception | Stringable,Throwable
LengthException: LogicException > Exception | Stringable,Throwable
DomainException: LogicException > Exception | Stringable,Throwable
RangeException: RuntimeException > Exception | Stringable,Throwable
UnexpectedValueException: RuntimeException > Exception | Stringable,Throwable
OverflowException: RuntimeException > Exception | Stringable,Throwable
UnderflowException: RuntimeException > Exception | Stringable,Throwable
BadFunctionCallException: LogicException > Exception | Stringable,Throwable
BadMethodCallException: BadFunctionCallException > LogicException > Exception | Throwable,Stringable
JsonException: Exception | Throwable,Stringable
CompileError: Error | Throwable,Stringable
ParseError: CompileError > Error | Stringable,Throwable
