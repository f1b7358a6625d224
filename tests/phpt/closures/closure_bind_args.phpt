--TEST--
Closure::fromCallable() says why a value is not callable; call(), bind() and bindTo() check $newThis and the scope class
--FILE--
<?php
// Closure::fromCallable(), call(), bind() and bindTo() with arguments they cannot use.
class K {}
$f = fn() => 1;
foreach ([
    fn() => Closure::fromCallable('nope'),
    fn() => Closure::fromCallable([1, 2]),
    fn() => Closure::fromCallable('K::nope'),
    fn() => $f->call(5),
    fn() => $f->call(),
    fn() => $f->bindTo(5),
    fn() => Closure::bind($f, 'x'),
    fn() => Closure::bind($f, null, 'Nope'),
    fn() => $f->bindTo(null, 'Nope'),
    fn() => Closure::bind($f, null, 'K')(),
] as $call) {
    try {
        var_dump($call());
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
--EXPECTF--
TypeError: Failed to create closure from callable: function "nope" not found or invalid function name
TypeError: Failed to create closure from callable: first array member is not a valid class name or object
TypeError: Failed to create closure from callable: class K does not have a method "nope"
TypeError: Closure::call(): Argument #1 ($newThis) must be of type object, int given
ArgumentCountError: Closure::call() expects at least 1 argument, 0 given
TypeError: Closure::bindTo(): Argument #1 ($newThis) must be of type ?object, int given
TypeError: Closure::bind(): Argument #2 ($newThis) must be of type ?object, string given

Warning: Class "Nope" not found in %s on line 13
NULL

Warning: Class "Nope" not found in %s on line 14
NULL
int(1)
