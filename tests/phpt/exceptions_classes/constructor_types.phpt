--TEST--
Exception constructor argument checks
--FILE--
<?php
try { new Exception([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { new Exception("a", "b"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { new RuntimeException("a", 1, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$e = new Exception(123, "7"); var_dump($e->getMessage(), $e->getCode());
--EXPECT--
Exception::__construct(): Argument #1 ($message) must be of type string, array given
Exception::__construct(): Argument #2 ($code) must be of type int, string given
Exception::__construct(): Argument #3 ($previous) must be of type ?Throwable, string given
string(3) "123"
int(7)
