--TEST--
An object without __toString passed to a builtin's string parameter is a TypeError; with __toString it converts
--FILE--
<?php class A{} try { strtoupper(new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; } try { str_pad(new A, 5); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }  try { strlen(new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; } try { explode(",", new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }

function f(string $s) { return $s; }
try { f(new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
class B { function __toString(): string { return "B!"; } }
echo strtoupper(new B), f(new B), str_pad(new B, 4, "-"), "\n";
try { echo implode(",", [new A]); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { echo str_replace("a", "b", new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { echo in_array("x", [new A]); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { echo trim(new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { echo sprintf("%s", new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { echo number_format(new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { echo intdiv(new A, 1); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { echo str_repeat("x", new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { echo htmlspecialchars(new A); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
--EXPECTF--
TypeErrorstrtoupper(): Argument #1 ($string) must be of type string, A given
TypeErrorstr_pad(): Argument #1 ($string) must be of type string, A given
TypeErrorstrlen(): Argument #1 ($string) must be of type string, A given
TypeErrorexplode(): Argument #2 ($string) must be of type string, A given
TypeErrorf(): Argument #1 ($s) must be of type string, A given, called in %s on line 4
B!B!B!--
ErrorObject of class A could not be converted to string
TypeErrorstr_replace(): Argument #3 ($subject) must be of type array|string, A given
TypeErrortrim(): Argument #1 ($string) must be of type string, A given
ErrorObject of class A could not be converted to string
TypeErrornumber_format(): Argument #1 ($num) must be of type float, A given
TypeErrorintdiv(): Argument #1 ($num1) must be of type int, A given
TypeErrorstr_repeat(): Argument #2 ($times) must be of type int, A given
TypeErrorhtmlspecialchars(): Argument #1 ($string) must be of type string, A given
