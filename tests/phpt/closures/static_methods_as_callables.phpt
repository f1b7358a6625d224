--TEST--
Closure::bind and Closure::fromCallable are real static methods: string/array callables, first-class callable, method_exists, stack trace frame
--FILE--
<?php
var_dump(call_user_func('Closure::fromCallable', 'strlen')('abcd'));
$b = call_user_func(['Closure', 'bind'], function () { return get_class($this); }, new ArrayObject());
echo $b(), "\n";
$f = Closure::fromCallable(...);
var_dump($f('strtoupper')('abc'));
var_dump(method_exists('Closure', 'bind'), method_exists('Closure', 'fromCallable'));
try { Closure::nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
function make() { return Closure::fromCallable('no_such_function'); }
try { make(); } catch (TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { Closure::bind(1, null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
int(4)
ArrayObject
string(3) "ABC"
bool(true)
bool(true)
Call to undefined method Closure::nope()
Failed to create closure from callable: function "no_such_function" not found or invalid function name
#0 %s(9): Closure::fromCallable('no_such_functio...')
#1 %s(10): make()
#2 {main}
Closure::bind(): Argument #1 ($closure) must be of type Closure, int given
